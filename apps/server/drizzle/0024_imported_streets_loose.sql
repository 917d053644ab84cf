-- Search like a local (issue 29): an imported street found by its loose spelling ("Vaja Pshavela 45",
-- "Kazbegis 24" meet OpenStreetMap's "ვაჟა-ფშაველას გამზირი" and "ალექსანდრე ყაზბეგის გამზირი").
-- The street keys are short and few (a city has some thousands): a trigram index of their loose
-- spelling answers the whole key and its last words ("Chavchavadze" for "Ilia Chavchavadze").
CREATE INDEX "imported_streets_loose_key_trgm" ON "imported_streets" USING gin (loose_text("street_key") gin_trgm_ops);
