CREATE TABLE "place_watches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"email" text,
	"language" text NOT NULL,
	"place_id" uuid,
	"city_id" uuid,
	"address_key" text,
	"address_text" text,
	"confirmed_at" timestamp with time zone,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_watches_watcher_check" CHECK (("user_id" is null) <> ("email" is null)),
	CONSTRAINT "place_watches_target_check" CHECK (("place_id" is null) <> ("address_key" is null)),
	CONSTRAINT "place_watches_address_check" CHECK ("address_key" is null or ("city_id" is not null and "address_text" is not null))
);
--> statement-breakpoint
ALTER TABLE "place_watches" ADD CONSTRAINT "place_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_watches" ADD CONSTRAINT "place_watches_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_watches" ADD CONSTRAINT "place_watches_city_id_places_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "place_watches_user_place_key" ON "place_watches" USING btree ("user_id","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_watches_email_place_key" ON "place_watches" USING btree ("email","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_watches_user_address_key" ON "place_watches" USING btree ("user_id","city_id","address_key");--> statement-breakpoint
CREATE UNIQUE INDEX "place_watches_email_address_key" ON "place_watches" USING btree ("email","city_id","address_key");--> statement-breakpoint
CREATE INDEX "place_watches_place_idx" ON "place_watches" USING btree ("place_id") WHERE "confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "place_watches_address_idx" ON "place_watches" USING btree ("city_id","address_key") WHERE "address_key" is not null;--> statement-breakpoint
CREATE INDEX "place_watches_unconfirmed_idx" ON "place_watches" USING btree ("created_at") WHERE "confirmed_at" is null;--> statement-breakpoint
CREATE TABLE "place_watch_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"watch_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "place_watch_tokens_purpose_check" CHECK ("purpose" in ('confirm', 'unsubscribe'))
);
--> statement-breakpoint
ALTER TABLE "place_watch_tokens" ADD CONSTRAINT "place_watch_tokens_watch_id_place_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."place_watches"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "place_watch_tokens_watch_id_idx" ON "place_watch_tokens" USING btree ("watch_id");--> statement-breakpoint
CREATE INDEX "place_watch_tokens_expires_at_idx" ON "place_watch_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE "place_watch_notices" (
	"watch_id" uuid NOT NULL,
	"review_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "place_watch_notices_pk" PRIMARY KEY("watch_id","review_id")
);
--> statement-breakpoint
ALTER TABLE "place_watch_notices" ADD CONSTRAINT "place_watch_notices_watch_id_place_watches_id_fk" FOREIGN KEY ("watch_id") REFERENCES "public"."place_watches"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "place_watch_notices" ADD CONSTRAINT "place_watch_notices_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "place_watch_notices_due_idx" ON "place_watch_notices" USING btree ("due_at") WHERE "mailed_at" is null;--> statement-breakpoint
CREATE INDEX "place_watch_notices_mailed_idx" ON "place_watch_notices" USING btree ("mailed_at") WHERE "mailed_at" is not null;--> statement-breakpoint
CREATE INDEX "place_watch_notices_review_id_idx" ON "place_watch_notices" USING btree ("review_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;
