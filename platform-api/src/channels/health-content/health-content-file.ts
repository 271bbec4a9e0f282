// The file an operator publishes (`pnpm --filter platform-api health-content -- publish <file>`): JSON with a list
// of items, each in one or more of the app's languages. Read whole before anything is stored: one bad item refuses
// the file, with the M-code and the place of the first fault.
import { isLanguage, type Language } from 'locales';
import {
  healthContentKinds,
  healthContentLimits,
  isAllowedVideoUrl,
  multilineTextPattern,
  plainTextPattern,
  type HealthContentKind,
} from 'shared-kernel/isomorphic';
import type { MCode } from 'shared-kernel/isomorphic';
import { errorCodes } from '../../platform/http/error-codes';
import { sanitizeArticleHtml, visibleText } from './sanitize-article';

export interface HealthContentText {
  title: string;
  summary: string;
  /** Sanitized; null for a video. */
  bodyHtml: string | null;
}

/** One item as it is stored. */
export interface HealthContentItem {
  slug: string;
  kind: HealthContentKind;
  tags: string[];
  source: string;
  videoUrl: string | null;
  texts: Partial<Record<Language, HealthContentText>>;
}

export type FileReading =
  { ok: true; items: HealthContentItem[] } | { ok: false; code: MCode; at: string; reason: string };

class FileFault extends Error {
  constructor(
    readonly code: MCode,
    readonly at: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * One line of text (the kernel's rule for typed text): no control characters, no lone surrogates (read with the `u`
 * flag, a real pair is one character and passes); markup may also break lines and indent.
 */
const oneLine = new RegExp(plainTextPattern, 'u');
const multiline = new RegExp(multilineTextPattern, 'u');
const slugPattern = /^[a-z0-9][a-z0-9-]{0,62}$/;

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new FileFault(errorCodes.healthContentFileUnreadable, at, 'expected an object');
  return value as Record<string, unknown>;
}

function onlyNames(value: Record<string, unknown>, names: readonly string[], at: string): void {
  const other = Object.keys(value).find((name) => !names.includes(name));
  if (other !== undefined)
    throw new FileFault(errorCodes.healthContentFileUnreadable, `${at}.${other}`, 'not a field of the file');
}

function text(value: unknown, at: string, maxLength: number, pattern = oneLine): string {
  if (typeof value !== 'string')
    throw new FileFault(errorCodes.healthContentTextInvalid, at, 'expected a text');
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > maxLength || !pattern.test(trimmed))
    throw new FileFault(
      errorCodes.healthContentTextInvalid,
      at,
      `expected 1 to ${maxLength} characters without control characters`,
    );
  return trimmed;
}

function readTexts(value: unknown, kind: HealthContentKind, at: string): HealthContentItem['texts'] {
  const byLanguage = record(value, at);
  const languages = Object.keys(byLanguage);
  if (languages.length === 0)
    throw new FileFault(errorCodes.healthContentTextInvalid, at, 'expected texts in ko, en or km');
  const texts: HealthContentItem['texts'] = {};
  for (const language of languages) {
    const place = `${at}.${language}`;
    if (!isLanguage(language))
      throw new FileFault(
        errorCodes.healthContentFileUnreadable,
        place,
        'not a language of the app (ko, en, km)',
      );
    const given = record(byLanguage[language], place);
    onlyNames(given, kind === 'article' ? ['title', 'summary', 'bodyHtml'] : ['title', 'summary'], place);
    let bodyHtml: string | null = null;
    if (kind === 'article') {
      const published = text(given.bodyHtml, `${place}.bodyHtml`, healthContentLimits.bodyLength, multiline);
      bodyHtml = sanitizeArticleHtml(published);
      if (visibleText(bodyHtml) === '')
        throw new FileFault(
          errorCodes.healthArticleEmpty,
          `${place}.bodyHtml`,
          'no text is left once sanitized',
        );
    }
    texts[language] = {
      title: text(given.title, `${place}.title`, healthContentLimits.titleLength),
      summary: text(given.summary, `${place}.summary`, healthContentLimits.summaryLength),
      bodyHtml,
    };
  }
  return texts;
}

function readItem(value: unknown, at: string): HealthContentItem {
  const item = record(value, at);
  onlyNames(item, ['id', 'kind', 'tags', 'source', 'videoUrl', 'texts'], at);
  if (typeof item.id !== 'string' || !slugPattern.test(item.id))
    throw new FileFault(
      errorCodes.healthContentFileUnreadable,
      `${at}.id`,
      'expected a name like salt-intake',
    );
  const kind = item.kind;
  if (typeof kind !== 'string' || !(healthContentKinds as readonly string[]).includes(kind))
    throw new FileFault(errorCodes.healthContentFileUnreadable, `${at}.kind`, 'expected article or video');
  const checkedKind = kind as HealthContentKind;
  const tags = item.tags ?? [];
  if (!Array.isArray(tags) || tags.length > healthContentLimits.tagCount)
    throw new FileFault(
      errorCodes.healthContentTextInvalid,
      `${at}.tags`,
      `expected at most ${healthContentLimits.tagCount} tags`,
    );
  let videoUrl: string | null = null;
  if (checkedKind === 'video') {
    if (typeof item.videoUrl !== 'string' || !isAllowedVideoUrl(item.videoUrl))
      throw new FileFault(
        errorCodes.healthVideoHostNotAllowed,
        `${at}.videoUrl`,
        'expected an https address on YouTube or Vimeo',
      );
    videoUrl = item.videoUrl;
  } else if (item.videoUrl !== undefined)
    throw new FileFault(errorCodes.healthContentFileUnreadable, `${at}.videoUrl`, 'only a video has one');
  return {
    slug: item.id,
    kind: checkedKind,
    tags: [
      ...new Set(tags.map((tag, index) => text(tag, `${at}.tags[${index}]`, healthContentLimits.tagLength))),
    ],
    source: text(item.source, `${at}.source`, healthContentLimits.sourceLength),
    videoUrl,
    texts: readTexts(item.texts, checkedKind, `${at}.texts`),
  };
}

/** The items of a file's text, or the first fault with its M-code. */
export function readHealthContentFile(fileText: string): FileReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fileText);
  } catch {
    return { ok: false, code: errorCodes.healthContentFileUnreadable, at: '$', reason: 'not JSON' };
  }
  try {
    const file = record(parsed, '$');
    onlyNames(file, ['contents'], '$');
    if (!Array.isArray(file.contents) || file.contents.length === 0)
      throw new FileFault(errorCodes.healthContentFileUnreadable, '$.contents', 'expected a list of items');
    const items = file.contents.map((item, index) => readItem(item, `$.contents[${index}]`));
    const slugs = new Set(items.map((item) => item.slug));
    if (slugs.size !== items.length)
      throw new FileFault(errorCodes.healthContentFileUnreadable, '$.contents', 'two items have the same id');
    return { ok: true, items };
  } catch (fault) {
    if (fault instanceof FileFault)
      return { ok: false, code: fault.code, at: fault.at, reason: fault.message };
    throw fault;
  }
}
