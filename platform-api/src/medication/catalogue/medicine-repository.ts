import type { MedicineItem, MedicineSearchPage } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import { likeLiteral, medicineKeys, medicineQuery, type MedicineQuery } from './medicine-search-key';

/** A medicine as it is stored: the wire item plus what the catalogue keeps for later screens. */
export interface MedicineRecord extends MedicineItem {
  mainIngrName: string | null;
  useMethodQesitm: string | null;
  atpnWarnQesitm: string | null;
  atpnQesitm: string | null;
}

export interface MedicineSearch {
  itemName?: string;
  page: number;
  rows: number;
}

interface ItemRow extends MedicineItem {
  totalCount: string;
}

const itemColumns = `item_seq AS "itemSeq", item_name AS "itemName", item_eng_name AS "itemEngName",
  entp_name AS "entpName", form_name AS "formName", strength, efcy_qesitm AS "efcyQesitm"`;

const shortGrams = 'medicine_short_grams(search_key, choseong_key)';

/**
 * The filter finding `key` in a key column: for one or two characters, the grams of the search and consonant keys
 * (the expression of the index of migration 008, word for word); else a LIKE the trigram indexes serve.
 */
const holding = (column: string, short: boolean) =>
  short ? `${shortGrams} @> ARRAY[$1::text]` : `${column} LIKE $1`;

const containsParam = (key: string, short: boolean) => (short ? key : `%${likeLiteral(key)}%`);

/**
 * The WHERE clause and rank (0 exact, 1 prefix, 2 contains) of a query, with its parameters from $1; the first
 * `filterParams` of them serve the WHERE clause, the others the rank. Every filter is served by an index (the
 * short grams, or trigrams where pg_trgm is installed); the mixed query's regular expression only checks the
 * rows its consonants and syllables found.
 */
function matching(query: Exclude<MedicineQuery, { kind: 'all' }>): {
  where: string;
  rank: string;
  params: (string | string[])[];
  filterParams: number;
} {
  switch (query.kind) {
    case 'text':
      return {
        where: holding('search_key', query.short),
        rank: `CASE WHEN name_key = $2 OR eng_key = $2 THEN 0
                    WHEN name_key LIKE $3 OR eng_key LIKE $3 THEN 1 ELSE 2 END`,
        params: [containsParam(query.key, query.short), query.key, `${likeLiteral(query.key)}%`],
        filterParams: 1,
      };
    case 'choseong':
      return {
        where: holding('choseong_key', query.short),
        rank: `CASE WHEN choseong_key = $2 THEN 0 WHEN choseong_key LIKE $3 THEN 1 ELSE 2 END`,
        params: [containsParam(query.key, query.short), query.key, `${likeLiteral(query.key)}%`],
        filterParams: 1,
      };
    case 'mixed':
      return {
        where: `${holding('choseong_key', query.short)} AND ${shortGrams} @> $2::text[] AND name_key ~ $3`,
        rank: `CASE WHEN name_key ~ $4 THEN 0 WHEN name_key ~ $5 THEN 1 ELSE 2 END`,
        params: [
          containsParam(query.choseong, query.short),
          query.syllables,
          query.namePattern,
          `^(${query.namePattern})$`,
          `^(${query.namePattern})`,
        ],
        filterParams: 3,
      };
  }
}

const withoutCount = ({
  itemSeq,
  itemName,
  itemEngName,
  entpName,
  formName,
  strength,
  efcyQesitm,
}: ItemRow) =>
  ({ itemSeq, itemName, itemEngName, entpName, formName, strength, efcyQesitm }) satisfies MedicineItem;

const countOf = (rows: { count: string }[]) => Number(rows[0]?.count ?? 0);

/**
 * One page of the catalogue for a search text: exact matches first, then names beginning with it, then names
 * holding it; each group in name order (code-point order, which is 가나다 order for Hangul).
 */
export async function searchMedicines(
  db: Queryable,
  { itemName, page, rows }: MedicineSearch,
): Promise<MedicineSearchPage> {
  const query = medicineQuery(itemName);
  const offset = (page - 1) * rows;
  if (query.kind === 'all') {
    const [items, counted] = await Promise.all([
      db.query<MedicineItem>(
        `SELECT ${itemColumns} FROM medicine_items
          ORDER BY item_name COLLATE "C", item_seq LIMIT $1 OFFSET $2`,
        [rows, offset],
      ),
      db.query<{ count: string }>('SELECT count(*) AS count FROM medicine_items'),
    ]);
    return { items, totalCount: countOf(counted), page, rows };
  }
  const { where, rank, params, filterParams } = matching(query);
  const limit = params.length + 1;
  // The matches are gathered once, narrow (sequence, name, rank), then counted and sorted for the page only (a
  // top-N sort, even when a one-character text matches half the catalogue); only the page's rows are read whole.
  const found = await db.query<ItemRow>(
    `WITH matched AS MATERIALIZED (
       SELECT item_seq, item_name, ${rank} AS rank FROM medicine_items WHERE ${where}),
     page AS (
       SELECT item_seq, rank FROM matched
        ORDER BY rank, item_name COLLATE "C", item_seq LIMIT $${limit} OFFSET $${limit + 1})
     SELECT ${itemColumns}, (SELECT count(*) FROM matched) AS "totalCount"
       FROM page JOIN medicine_items USING (item_seq)
      ORDER BY page.rank, item_name COLLATE "C", item_seq`,
    [...params, rows, offset],
  );
  const first = found[0];
  if (first) return { items: found.map(withoutCount), totalCount: Number(first.totalCount), page, rows };
  // Past the last page (or nothing found): the count alone.
  const counted = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM medicine_items WHERE ${where}`,
    params.slice(0, filterParams),
  );
  return { items: [], totalCount: countOf(counted), page, rows };
}

export type ConflictPolicy = 'keep' | 'update';

/**
 * Writes medicines in one statement (arrays unnested), with their search keys. `keep` leaves a medicine already
 * stored as it is (the seed, at every start); `update` replaces it (the importer: the national list is newer).
 * Returns how many rows were inserted or updated.
 */
export async function writeMedicines(
  db: Queryable,
  medicines: readonly MedicineRecord[],
  onConflict: ConflictPolicy,
): Promise<number> {
  if (medicines.length === 0) return 0;
  const column = <Key extends keyof MedicineRecord>(key: Key) => medicines.map((medicine) => medicine[key]);
  const keys = medicines.map((medicine) => medicineKeys(medicine));
  const conflict =
    onConflict === 'keep'
      ? 'DO NOTHING'
      : `DO UPDATE SET item_name = EXCLUDED.item_name, item_eng_name = EXCLUDED.item_eng_name,
           entp_name = EXCLUDED.entp_name, form_name = EXCLUDED.form_name, strength = EXCLUDED.strength,
           main_ingr_name = EXCLUDED.main_ingr_name, efcy_qesitm = EXCLUDED.efcy_qesitm,
           use_method_qesitm = EXCLUDED.use_method_qesitm, atpn_warn_qesitm = EXCLUDED.atpn_warn_qesitm,
           atpn_qesitm = EXCLUDED.atpn_qesitm, search_key = EXCLUDED.search_key, name_key = EXCLUDED.name_key,
           eng_key = EXCLUDED.eng_key, choseong_key = EXCLUDED.choseong_key, updated_at = now()`;
  const written = await db.query<{ itemSeq: string }>(
    `INSERT INTO medicine_items (item_seq, item_name, item_eng_name, entp_name, form_name, strength,
       main_ingr_name, efcy_qesitm, use_method_qesitm, atpn_warn_qesitm, atpn_qesitm,
       search_key, name_key, eng_key, choseong_key)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
       $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[])
     ON CONFLICT (item_seq) ${conflict}
     RETURNING item_seq AS "itemSeq"`,
    [
      column('itemSeq'),
      column('itemName'),
      column('itemEngName'),
      column('entpName'),
      column('formName'),
      column('strength'),
      column('mainIngrName'),
      column('efcyQesitm'),
      column('useMethodQesitm'),
      column('atpnWarnQesitm'),
      column('atpnQesitm'),
      keys.map((key) => key.searchKey),
      keys.map((key) => key.nameKey),
      keys.map((key) => key.engKey),
      keys.map((key) => key.choseongKey),
    ],
  );
  return written.length;
}
