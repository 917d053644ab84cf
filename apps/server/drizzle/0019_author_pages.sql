DROP INDEX IF EXISTS "reviews_author_idx";--> statement-breakpoint
CREATE INDEX "reviews_author_created_idx" ON "reviews" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_author_public_idx" ON "reviews" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."status" = 'published' AND "reviews"."hide_author" = false;--> statement-breakpoint
CREATE INDEX "comments_author_created_idx" ON "comments" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "comments"."status" = 'published';
