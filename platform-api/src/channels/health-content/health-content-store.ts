// Where published health content is kept and how a reader gets it: in their language, else the next one in
// `contentLanguageOrder` the item was written in.
import type { Language } from 'locales';
import {
  contentLanguageOrder,
  type HealthContentCard,
  type HealthContentDetail,
  type HealthContentKind,
  type HealthContentPage,
} from 'shared-kernel/isomorphic';
import type { Queryable } from '../../platform/database/database';
import type { HealthContentItem } from './health-content-file';

/**
 * Stores `items` in one transaction's `db`: an item whose id is new is added, one already there gets the file's
 * fields and texts (a language the file no longer has is removed), unless `keepExisting` (the demo seed, which
 * never overwrites what an operator published). Returns the number of items added or replaced.
 */
export async function publishHealthContent(
  db: Queryable,
  items: readonly HealthContentItem[],
  now: Date,
  { keepExisting = false }: { keepExisting?: boolean } = {},
): Promise<number> {
  let stored = 0;
  for (const item of items) {
    const [row] = await db.query<{ content_id: number }>(
      `INSERT INTO health_contents (slug, kind, tags, source, video_url, published_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (slug) DO ${
         keepExisting
           ? 'NOTHING'
           : `UPDATE SET kind = excluded.kind, tags = excluded.tags, source = excluded.source,
                         video_url = excluded.video_url`
       }
       RETURNING content_id`,
      [item.slug, item.kind, item.tags, item.source, item.videoUrl, now],
    );
    if (!row) continue;
    stored += 1;
    await db.query('DELETE FROM health_content_texts WHERE content_id = $1', [row.content_id]);
    for (const [language, text] of Object.entries(item.texts)) {
      await db.query(
        `INSERT INTO health_content_texts (content_id, language, title, summary, body_html)
         VALUES ($1, $2, $3, $4, $5)`,
        [row.content_id, language, text.title, text.summary, text.bodyHtml],
      );
    }
  }
  return stored;
}

interface ContentRow {
  content_id: number;
  kind: HealthContentKind;
  language: Language;
  title: string;
  summary: string;
  tags: string[];
  source: string;
  published_at: Date | string;
  body_html: string | null;
  video_url: string | null;
}

const toCard = (row: ContentRow): HealthContentCard => ({
  contentId: row.content_id,
  kind: row.kind,
  language: row.language,
  title: row.title,
  summary: row.summary,
  tags: row.tags,
  source: row.source,
  publishedAt: new Date(row.published_at).toISOString(),
});

/** Each item once, with the texts of the first language of $1 it has. */
const inReadersLanguage = `
  SELECT content.content_id, content.kind, content.tags, content.source, content.video_url, content.published_at,
         text.language, text.title, text.summary, text.body_html
    FROM health_contents AS content
    CROSS JOIN LATERAL (
      SELECT written.* FROM health_content_texts AS written
       WHERE written.content_id = content.content_id
       ORDER BY array_position($1::text[], written.language)
       LIMIT 1
    ) AS text`;

export interface HealthContentQuery {
  kind?: HealthContentKind;
  before?: number;
  rows: number;
}

/** Newest first: `rows` items of `kind` (or both) published before `before`. */
export async function readHealthContentPage(
  db: Queryable,
  language: Language,
  query: HealthContentQuery,
): Promise<HealthContentPage> {
  const rows = await db.query<ContentRow>(
    `${inReadersLanguage}
      WHERE ($2::text IS NULL OR content.kind = $2::text)
        AND ($3::integer IS NULL OR content.content_id < $3::integer)
      ORDER BY content.content_id DESC
      LIMIT $4`,
    [contentLanguageOrder(language), query.kind ?? null, query.before ?? null, query.rows + 1],
  );
  const shown = rows.slice(0, query.rows);
  const last = shown[shown.length - 1];
  return {
    contentList: shown.map(toCard),
    nextBefore: rows.length > query.rows && last ? last.content_id : null,
  };
}

/** One item with its article or video, or undefined when there is none. */
export async function readHealthContent(
  db: Queryable,
  language: Language,
  contentId: number,
): Promise<HealthContentDetail | undefined> {
  const [row] = await db.query<ContentRow>(`${inReadersLanguage} WHERE content.content_id = $2`, [
    contentLanguageOrder(language),
    contentId,
  ]);
  return row ? { ...toCard(row), bodyHtml: row.body_html, videoUrl: row.video_url } : undefined;
}
