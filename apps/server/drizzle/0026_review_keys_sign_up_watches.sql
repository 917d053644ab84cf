CREATE TABLE "review_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"review_id" uuid NOT NULL,
	"link_hash" text NOT NULL,
	"code_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_keys" ADD CONSTRAINT "review_keys_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "review_keys_review_id_key" ON "review_keys" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_keys_link_hash_key" ON "review_keys" USING btree ("link_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "review_keys_code_hash_key" ON "review_keys" USING btree ("code_hash");--> statement-breakpoint
CREATE TABLE "review_key_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_key_grants" ADD CONSTRAINT "review_key_grants_key_id_review_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."review_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_key_grants_token_hash_key" ON "review_key_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "review_key_grants_key_id_idx" ON "review_key_grants" USING btree ("key_id");--> statement-breakpoint
CREATE TABLE "sign_up_watches" (
	"watch_hash" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_sign_ups" ADD COLUMN "watch_hash" text;
