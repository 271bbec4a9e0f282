-- The medicine catalogue (issue 13): what `GET /api/medication/medicines` searches, seeded with common medicines
-- at every start and filled from the national e-drug open-data list by `npm run import-medicines`. Column names
-- follow that list (itemSeq, itemName, entpName, efcyQesitm...).
--
-- Search happens here, on keys the API computes when it writes a row (see medicine-search-key.ts):
--   search_key   lower-case item name, English name and main ingredient, white space removed, joined by newlines
--                (a search text never holds a newline, so a match never spans two names);
--   name_key     the same of the item name alone, eng_key of the English name: for ranking exact and prefix;
--   choseong_key the Korean initial consonants of the item name (타이레놀정 → ㅌㅇㄹㄴㅈ), from es-hangul;
-- One- and two-character texts (레놀, ㅌㅇ: common in Korean, where a syllable is a character) cannot use trigrams,
-- which need three characters: they are looked up in a GIN index (built in, whatever the extensions) of every
-- character and pair of neighbouring characters of search_key and choseong_key (medicine_short_grams). The grams
-- live in the index only, which keeps rows narrow; the function's high cost tells the planner that evaluating it
-- row by row is dearer than the index, whatever the number of matches.
CREATE TABLE medicine_items (
  item_seq text PRIMARY KEY CHECK (item_seq ~ '^[0-9]{6,12}$'),
  item_name text NOT NULL CHECK (item_name <> ''),
  item_eng_name text,
  entp_name text NOT NULL,
  form_name text NOT NULL DEFAULT '',
  strength text NOT NULL DEFAULT '',
  main_ingr_name text,
  efcy_qesitm text,
  use_method_qesitm text,
  atpn_warn_qesitm text,
  atpn_qesitm text,
  search_key text NOT NULL,
  name_key text NOT NULL,
  eng_key text NOT NULL DEFAULT '',
  choseong_key text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The first page without a search text, and every ranking's last tie-break, read in name order.
CREATE INDEX medicine_items_name_idx ON medicine_items (item_name COLLATE "C", item_seq);

-- Every GIN index here takes its entries at once (fastupdate off): a catalogue is written rarely and in bulk, and
-- a pending list left by an import would have every search scan it until the next vacuum.
CREATE FUNCTION medicine_short_grams(search_key text, choseong_key text) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT gram), '{}')
    FROM (SELECT search_key || E'\n' || choseong_key AS keys) AS joined,
         LATERAL (SELECT substr(keys, i, 1) FROM generate_series(1, length(keys)) AS i
                  UNION ALL
                  SELECT substr(keys, i, 2) FROM generate_series(1, length(keys) - 1) AS i) AS grams (gram)
   WHERE strpos(gram, E'\n') = 0
$$;
CREATE INDEX medicine_items_short_grams_idx ON medicine_items USING gin (medicine_short_grams(search_key, choseong_key))
  WITH (fastupdate = off);

-- Partial matches of three characters or more (LIKE '%text%') use trigram GIN indexes. pg_trgm is a trusted
-- extension: a database owner may create it. It goes into the public schema so that every schema of the database (the tests give each test file
-- its own) shares one copy, and dropping a schema never drops it. Where it cannot be had (no privilege, an
-- embedded database opened without it), the same queries still answer correctly, by scanning the table.
DO $$
DECLARE
  trgm_schema text;
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm unavailable (%): medicine search scans the table', SQLERRM;
  END;
  SELECT n.nspname INTO trgm_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF trgm_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX medicine_items_search_trgm_idx ON medicine_items USING gin (search_key %I.gin_trgm_ops) WITH (fastupdate = off)', trgm_schema);
    EXECUTE format('CREATE INDEX medicine_items_choseong_trgm_idx ON medicine_items USING gin (choseong_key %I.gin_trgm_ops) WITH (fastupdate = off)', trgm_schema);
  END IF;
END
$$;
