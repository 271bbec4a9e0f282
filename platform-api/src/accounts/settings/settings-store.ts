import {
  defaultUserSettings,
  mutedKinds,
  topicsFromMutedKinds,
  type UserSettings,
} from 'shared-kernel/isomorphic';
import { isLanguage } from 'locales';
import type { Queryable } from '../../platform/database/database';
import { errorCodes } from '../../platform/http/error-codes';
import { ApiError } from '../../platform/http/api-error';

interface SettingsRow {
  muted_kinds: string[];
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string;
  language: string | null;
}

/** `HH:mm` of a PostgreSQL `time` (`HH:mm:ss`). */
const minutesOf = (time: string) => time.slice(0, 5);

/** A person's settings; the defaults until they save some. */
export async function readSettings(db: Queryable, userId: string): Promise<UserSettings> {
  const [row] = await db.query<SettingsRow>(
    `SELECT muted_kinds, quiet_start::text, quiet_end::text, time_zone, language
       FROM user_settings WHERE user_id = $1`,
    [userId],
  );
  if (!row) return defaultUserSettings;
  return {
    notifications: topicsFromMutedKinds(row.muted_kinds),
    quietHours:
      row.quiet_start !== null && row.quiet_end !== null
        ? { start: minutesOf(row.quiet_start), end: minutesOf(row.quiet_end) }
        : null,
    timeZone: row.time_zone,
    language: isLanguage(row.language) ? row.language : null,
  };
}

/**
 * Refuses what the body schema cannot say: quiet hours that last no time (M1158), a time zone neither this
 * server's JavaScript nor its PostgreSQL knows (M1159: the notification store reads the quiet hours in SQL).
 */
async function checkSettings(db: Queryable, settings: UserSettings): Promise<void> {
  if (settings.quietHours && settings.quietHours.start === settings.quietHours.end)
    throw new ApiError(400, errorCodes.quietHoursWithoutLength, { field: 'quietHours' });
  const unknownZone = () => new ApiError(400, errorCodes.unknownTimeZone, { field: 'timeZone' });
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: settings.timeZone });
  } catch {
    throw unknownZone();
  }
  const known = await db.query('SELECT 1 FROM pg_timezone_names WHERE name = $1', [settings.timeZone]);
  if (known.length === 0) throw unknownZone();
}

/** Saves the whole of a person's settings (checked first); answers them as read back. */
export async function saveSettings(
  db: Queryable,
  userId: string,
  settings: UserSettings,
  at: Date,
): Promise<UserSettings> {
  await checkSettings(db, settings);
  await db.query(
    `INSERT INTO user_settings (user_id, muted_kinds, quiet_start, quiet_end, time_zone, language, updated_at)
     VALUES ($1, $2::text[], $3::time, $4::time, $5, $6, $7)
     ON CONFLICT (user_id) DO UPDATE SET
       muted_kinds = EXCLUDED.muted_kinds, quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end,
       time_zone = EXCLUDED.time_zone, language = EXCLUDED.language, updated_at = EXCLUDED.updated_at`,
    [
      userId,
      mutedKinds(settings.notifications),
      settings.quietHours?.start ?? null,
      settings.quietHours?.end ?? null,
      settings.timeZone,
      settings.language,
      at.toISOString(),
    ],
  );
  return readSettings(db, userId);
}
