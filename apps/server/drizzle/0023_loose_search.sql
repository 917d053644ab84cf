-- Search like a local (issue 29): the spellings people really type ("Vaja Pshavela", "Kazbegis 24",
-- "Tchavtchavadze", "Цамебули" or "Tsamebuli") meet the names we store. loose_text folds a
-- normalised search text (lower case, letters, digits, spaces and '|') into one loose Latin spelling:
-- Georgian and Cyrillic letters and the Latin romanisations of the same sound become one letter
-- (zh/j/ჟ/ჯ/ж/дж -> j, ch/tch/ჩ/ჭ/ч -> q, sh/შ/ш/щ -> w, kh/x/ხ/х -> x, ts/tz/c/ც/წ/ц -> c,
-- dz/ძ -> z, gh/ღ -> g, q/ყ/ქ/k -> k, y -> i), doubled letters are single, and the Georgian genitive
-- (-is, -s after a vowel), a word's last vowel and the vowel the genitive drops before -l/-r go.
-- Stored beside search_text (generated, so every writer keeps it) with its own trigram indexes.
CREATE OR REPLACE FUNCTION loose_text(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  t text := value;
BEGIN
  -- Latin letters that stand for another one of the loose alphabet, before it gives them a meaning.
  t := translate(t, 'qwy', 'kvi');
  -- Latin digraphs (the longest first) and the Cyrillic ones.
  t := replace(t, 'tsch', 'q');
  t := replace(t, 'tch', 'q');
  t := replace(t, 'ch', 'q');
  t := replace(t, 'sh', 'w');
  t := replace(t, 'zh', 'j');
  t := replace(t, 'kh', 'x');
  t := replace(t, 'ts', 'c');
  t := replace(t, 'tz', 'c');
  t := replace(t, 'dz', 'z');
  t := replace(t, 'gh', 'g');
  t := replace(t, 'ph', 'p');
  t := replace(t, 'дж', 'j');
  t := replace(t, 'дз', 'z');
  t := replace(t, 'ю', 'iu');
  t := replace(t, 'я', 'ia');
  -- Georgian (national system) and Cyrillic letters, one loose letter each; ъ and ь are dropped.
  t := translate(t,
    'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰабвгдеёжзийклмнопрстуфхцчшщыэъь',
    'abgdevztiklmnopjrstupkgkwqczcqxjhabvgdeejziiklmnoprstufxcqwwie');
  t := regexp_replace(t, '([a-z])\1+', '\1', 'g');
  t := regexp_replace(t, '\m([a-z]{3,})is\M', '\1', 'g');
  t := regexp_replace(t, '\m([a-z]{3,}[aeiou])s\M', '\1', 'g');
  t := regexp_replace(t, '\m([a-z]{3,})[aeiou]\M', '\1', 'g');
  t := regexp_replace(t, '\m([a-z]{2,}[^aeiou\s])[ea]([lr])\M', '\1\2', 'g');
  RETURN t;
END
$$;
--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "search_loose" text GENERATED ALWAYS AS (loose_text("search_text")) STORED;--> statement-breakpoint
CREATE INDEX "places_area_search_loose_trgm" ON "places" USING gin ("search_loose" gin_trgm_ops) WHERE "places"."kind" in ('city', 'district');--> statement-breakpoint
CREATE INDEX "places_public_home_search_loose_trgm" ON "places" USING gin ("search_loose" gin_trgm_ops) WHERE "places"."kind" in ('building', 'apartment') and "places"."review_count" > 0;--> statement-breakpoint
CREATE INDEX "places_public_building_search_loose_trgm" ON "places" USING gin ("search_loose" gin_trgm_ops) WHERE "places"."kind" = 'building' and "places"."review_count" > 0;
--> statement-breakpoint
-- A country's largest city (the typed address's default city, issue 29) without reading every city.
CREATE INDEX "places_city_country_population_idx" ON "places" USING btree ("country_code","population" DESC) WHERE "places"."kind" = 'city';
