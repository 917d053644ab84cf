-- Extensions every later migration relies on. They exist both in PostgreSQL's contrib and in
-- PGlite (which must also load them in its constructor, see src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
