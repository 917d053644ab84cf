CREATE TABLE "moderation_cases" (
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderation_cases_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_flags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"check" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "moderation_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"action" text NOT NULL,
	"reason" text,
	"note" text,
	"actor_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" text,
	"snapshot_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"text" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('review', 'comment', 'photo'))
);
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_status_check";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hide_author" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "period_precision" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "network_hash" text;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD CONSTRAINT "moderation_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_cases_open_idx" ON "moderation_cases" USING btree ("waiting_since","target_id") WHERE "moderation_cases"."state" = 'open';--> statement-breakpoint
CREATE INDEX "moderation_flags_target_idx" ON "moderation_flags" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "moderation_log_created_idx" ON "moderation_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_target_idx" ON "moderation_log" USING btree ("target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "moderation_log_snapshot_expiry_idx" ON "moderation_log" USING btree ("snapshot_expires_at") WHERE "moderation_log"."snapshot" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("target_type","target_id","reporter_key");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_scheduled_idx" ON "reviews" USING btree ("publish_at") WHERE "reviews"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "reviews_network_created_idx" ON "reviews" USING btree ("network_hash","created_at" DESC NULLS LAST) WHERE "reviews"."network_hash" is not null;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_period_precision_check" CHECK ("reviews"."period_precision" in ('month', 'year'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_status_check" CHECK ("reviews"."status" in ('published', 'held', 'scheduled', 'hidden', 'removed'));--> statement-breakpoint
-- Reviews written by anonymous accounts stay without an author even if the account signs up later.
UPDATE "reviews" SET "hide_author" = true FROM "users" WHERE "users"."id" = "reviews"."author_id" AND "users"."is_anonymous";
