// Health content (issue 36.4, spec section 2 screen types "simple HTML", "contents list", "movie list"): articles
// and videos an operator publishes, shown in everyone's feed in the person's language. The API keeps them; the
// feed shows them as cards of their own, beside the posts of the person's channels.
import { supportedLanguages, type Language } from 'locales';
import type { FieldSchema } from '../validation/schemas';

export const healthContentKinds = ['article', 'video'] as const;
export type HealthContentKind = (typeof healthContentKinds)[number];

export const healthContentLimits = {
  titleLength: 120,
  summaryLength: 400,
  /** Characters of an article's HTML as published, before sanitizing. */
  bodyLength: 20_000,
  tagCount: 8,
  tagLength: 30,
  sourceLength: 300,
  listRows: { default: 20, max: 50 },
} as const;

/**
 * Hosts a video may be played from: the big public hosts that health agencies publish on. Anything else is refused
 * (M1232) when published; the app opens the video on its host, so the app's own page frames nothing.
 */
export const healthVideoHosts = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtu.be',
  'vimeo.com',
  'player.vimeo.com',
] as const;

/** Whether `url` is an https address on one of `healthVideoHosts` (no credentials, no other port). */
export function isAllowedVideoUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (
    parsed.protocol === 'https:' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.port === '' &&
    (healthVideoHosts as readonly string[]).includes(parsed.hostname)
  );
}

/**
 * The languages tried for a person, in order: theirs, then English (the most widely read of the others), then
 * Korean (the language every item of the seed is first written in), then Khmer.
 */
export function contentLanguageOrder(language: Language): Language[] {
  return [...new Set<Language>([language, 'en', 'ko', ...supportedLanguages])];
}

/** One item as a card shows it: the texts in the one language chosen for the reader. */
export interface HealthContentCard {
  contentId: number;
  kind: HealthContentKind;
  /** The language the texts below are in (the reader's, or the first of `contentLanguageOrder` there is). */
  language: Language;
  title: string;
  summary: string;
  tags: string[];
  /** Who the facts come from, e.g. "WHO fact sheet: Hypertension (2023)". */
  source: string;
  publishedAt: string;
}

/** One item opened: an article's sanitized HTML, or a video's address. */
export interface HealthContentDetail extends HealthContentCard {
  /** Sanitized when published; null for a video. */
  bodyHtml: string | null;
  /** On one of `healthVideoHosts`; null for an article. */
  videoUrl: string | null;
}

export interface HealthContentPage {
  contentList: HealthContentCard[];
  /** Pass as `before` for the next page; null when none is left. */
  nextBefore: number | null;
}

/** `GET /api/health-content`: newest first, of one kind or both. */
export const healthContentQuerySchema = {
  type: 'object',
  properties: {
    kind: {
      type: 'string',
      enum: [...healthContentKinds],
      'x-messages': { enum: 'M0187', type: 'M0187' },
    },
    /** Only items published before this one (the `nextBefore` of the previous page). */
    before: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      'x-messages': { type: 'M0187', minimum: 'M0187', maximum: 'M0187' },
    },
    rows: {
      type: 'integer',
      minimum: 1,
      maximum: healthContentLimits.listRows.max,
      default: healthContentLimits.listRows.default,
      'x-messages': { type: 'M0187', minimum: 'M0187', maximum: 'M0187' },
    },
    lang: { type: 'string', maxLength: 16 },
  },
  additionalProperties: { not: {} },
} as const satisfies FieldSchema;

export const healthContentParamsSchema = {
  type: 'object',
  required: ['contentId'],
  properties: {
    contentId: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      'x-messages': { type: 'M1234', minimum: 'M1234', maximum: 'M1234' },
    },
  },
} as const satisfies FieldSchema;
