CREATE TABLE "translations" (
	"text_hash" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"translated_text" text NOT NULL,
	"provider" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_pkey" PRIMARY KEY("text_hash","source_language","target_language"),
	CONSTRAINT "translations_provider_check" CHECK ("translations"."provider" in ('model', 'libretranslate'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "translate_from" text[] DEFAULT '{}' NOT NULL;
