-- Issue 30, private by default: how a review's rent and bills are shown ('exact' or 'range').
ALTER TABLE "reviews" ADD COLUMN "money_precision" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_money_precision_check" CHECK ("reviews"."money_precision" in ('exact', 'range'));--> statement-breakpoint
-- Reviews already published without their author's name were written when the form showed months
-- and exact amounts by default and never said that they identify the writer: they now show what a
-- new one shows by default (years only, money as ranges). Their authors can choose months and exact
-- amounts again when they edit.
UPDATE "reviews" SET "period_precision" = 'year', "money_precision" = 'range' WHERE "hide_author" = true;
