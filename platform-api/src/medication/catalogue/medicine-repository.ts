import type { MedicineItem, MedicineSearchPage } from 'shared-kernel/isomorphic';
import type { Queryable } from '../../database/database';
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

/**
 * The WHERE clause and rank (0 exact, 1 prefix, 2 contains) of a query, with its parameters from $1. Every
 * filter is a LIKE the trigram indexes serve; the mixed query's regular expression only checks the rows the
 * consonants' LIKE found.
 */
function matching(query: Exclude<MedicineQuery, { kind: 'all' }>): {
  where: string;
  rank: string;
  params: string[];
} {
  switch (query.kind) {
    case 'text':
      return {
        where: `search_key LIKE $1`,
        rank: `CASE WHEN name_key = $2 OR eng_key = $2 THEN 0
                    WHEN name_key LIKE $3 OR eng_key LIKE $3 THEN 1 ELSE 2 END`,
        params: [`%${likeLiteral(query.key)}%`, query.key, `${likeLiteral(query.key)}%`],
      };
    case 'choseong':
      return {
        where: `choseong_key LIKE $1`,
        rank: `CASE WHEN choseong_key = $2 THEN 0 WHEN choseong_key LIKE $3 THEN 1 ELSE 2 END`,
        params: [`%${likeLiteral(query.key)}%`, query.key, `${likeLiteral(query.key)}%`],
      };
    case 'mixed':
      return {
        where: `choseong_key LIKE $1 AND name_key ~ $2`,
        rank: `CASE WHEN name_key ~ $3 THEN 0 WHEN name_key ~ $4 THEN 1 ELSE 2 END`,
        params: [
          `%${likeLiteral(query.choseong)}%`,
          query.namePattern,
          `^(${query.namePattern})$`,
          `^(${query.namePattern})`,
        ],
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
  const { where, rank, params } = matching(query);
  const limit = params.length + 1;
  const found = await db.query<ItemRow>(
    `SELECT ${itemColumns}, count(*) OVER () AS "totalCount"
       FROM (SELECT *, ${rank} AS rank FROM medicine_items WHERE ${where}) matched
      ORDER BY rank, item_name COLLATE "C", item_seq
      LIMIT $${limit} OFFSET $${limit + 1}`,
    [...params, rows, offset],
  );
  const first = found[0];
  if (first) return { items: found.map(withoutCount), totalCount: Number(first.totalCount), page, rows };
  // Past the last page (or nothing found): the count alone.
  const whereParams = params.slice(0, query.kind === 'mixed' ? 2 : 1);
  const counted = await db.query<{ count: string }>(
    `SELECT count(*) AS count FROM medicine_items WHERE ${where}`,
    whereParams,
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
