-- A review hidden because a moderator hid its place (or its apartment's building): restored with it.
ALTER TABLE "reviews" ADD COLUMN "hidden_with_place" boolean DEFAULT false NOT NULL;
