-- Issue 30/31: expired and revoked sessions (a device label and a country each) and expired review-key
-- grants are deleted by the minute's maintenance instead of being kept forever; these indexes let it
-- find them without reading the tables.
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_revoked_at_idx" ON "sessions" USING btree ("revoked_at") WHERE "sessions"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "review_key_grants_expires_at_idx" ON "review_key_grants" USING btree ("expires_at");
