import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/** Where a page of the export starts: a section (resource type) and the key of the last entry before it. */
export interface ExportCursor {
  section: number;
  /** `[effective_start, id]` of a record, or a serial number; null from the section's start. */
  key: ExportKey | null;
  /** The export's total entries, counted once on its first page and carried from page to page. */
  total: number;
}

export type ExportKey = readonly [string, string] | number;

const badCursor = () => new ApiError(400, errorCodes.invalidRequest, { field: '_cursor' });

/** The cursor as the `next` link carries it: opaque, URL-safe. */
export function encodeCursor(cursor: ExportCursor): string {
  return Buffer.from(JSON.stringify([cursor.section, cursor.key, cursor.total])).toString('base64url');
}

function isKey(value: unknown): value is ExportKey | null {
  if (value === null) return true;
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    !Number.isNaN(Date.parse(value[0])) &&
    typeof value[1] === 'string' &&
    /^[0-9a-f-]{36}$/.test(value[1])
  );
}

/** A cursor the `next` link gave; 400 M0187 naming `_cursor` for anything else. */
export function decodeCursor(text: string, sections: number): ExportCursor {
  if (text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) throw badCursor();
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw badCursor();
  const [section, key, total] = parsed as [unknown, unknown, unknown];
  if (typeof section !== 'number' || !Number.isInteger(section) || section < 1 || section >= sections)
    throw badCursor();
  if (!isKey(key) || typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0)
    throw badCursor();
  return { section, key, total };
}
