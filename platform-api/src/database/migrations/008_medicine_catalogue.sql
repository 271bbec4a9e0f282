-- The medicine catalogue (issue 13): what `GET /api/medication/medicines` searches, seeded with common medicines
-- at every start and filled from the national e-drug open-data list by `npm run import-medicines`. Column names
-- follow that list (itemSeq, itemName, entpName, efcyQesitm...).
--
-- Search happens here, on keys the API computes when it writes a row (see medicine-search-key.ts):
--   search_key   lower-case item name, English name and main ingredient, white space removed, joined by newlines
--                (a search text never holds a newline, so a match never spans two names);
--   name_key     the same of the item name alone, eng_key of the English name: for ranking exact and prefix;
--   choseong_key the Korean initial consonants of the item name (타이레놀정 → ㅌㅇㄹㄴㅈ), from es-hangul.
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

-- Partial matches (LIKE '%text%') use trigram GIN indexes. pg_trgm is a trusted extension: a database owner may
-- create it. It goes into the public schema so that every schema of the database (the tests give each test file
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
    EXECUTE format('CREATE INDEX medicine_items_search_trgm_idx ON medicine_items USING gin (search_key %I.gin_trgm_ops)', trgm_schema);
    EXECUTE format('CREATE INDEX medicine_items_choseong_trgm_idx ON medicine_items USING gin (choseong_key %I.gin_trgm_ops)', trgm_schema);
  END IF;
END
$$;
