-- Issue 29, the in-memory search index (features/places/search-index.ts): every instance keeps the
-- public places' search keys in memory and follows this log to stay current. Each insert, delete
-- or update of what the search reads (names, search text, kind, parents, population, review count,
-- hidden) appends the place's id and its transaction's id, whoever wrote it: the API on any
-- instance, the importers, a script. An instance reads the rows of every transaction that was not
-- yet visible at its previous read (txid >= that snapshot's xmin), so a transaction that commits
-- late is never skipped; applying a change again is harmless. Rows older than an hour are deleted
-- by the readers (an instance that fell further behind rebuilds).
CREATE TABLE "place_search_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"place_id" uuid NOT NULL,
	"txid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "place_search_changes_txid_idx" ON "place_search_changes" USING btree ("txid");--> statement-breakpoint
CREATE INDEX "place_search_changes_changed_at_idx" ON "place_search_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION log_place_search_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_search_changes (place_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Inserts and deletes by statement: an import of 200,000 places writes its log in one statement.
CREATE FUNCTION log_place_search_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO place_search_changes (place_id) SELECT id FROM changed_rows;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER places_search_change_insert AFTER INSERT ON places REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_place_search_rows();--> statement-breakpoint
CREATE TRIGGER places_search_change_delete AFTER DELETE ON places REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION log_place_search_rows();--> statement-breakpoint
CREATE TRIGGER places_search_change_update AFTER UPDATE ON places
  FOR EACH ROW WHEN (
    OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.name_en IS DISTINCT FROM NEW.name_en
    OR OLD.name_ru IS DISTINCT FROM NEW.name_ru OR OLD.name_ka IS DISTINCT FROM NEW.name_ka
    OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.parent_id IS DISTINCT FROM NEW.parent_id
    OR OLD.city_id IS DISTINCT FROM NEW.city_id OR OLD.district_id IS DISTINCT FROM NEW.district_id
    OR OLD.population IS DISTINCT FROM NEW.population OR OLD.review_count IS DISTINCT FROM NEW.review_count
    OR OLD.hidden_at IS DISTINCT FROM NEW.hidden_at OR OLD.normalized_address IS DISTINCT FROM NEW.normalized_address
    OR OLD.country_code IS DISTINCT FROM NEW.country_code OR OLD.lat IS DISTINCT FROM NEW.lat OR OLD.lng IS DISTINCT FROM NEW.lng
  ) EXECUTE FUNCTION log_place_search_change();
