import type { AppInfo, AppPlatform, MaintenanceWindow } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../database/database';

interface VersionRow {
  minimum_version: string;
  latest_version: string;
}

interface WindowRow {
  starts_at: Date;
  ends_at: Date;
  message_code: string;
}

/** The window under way or still to come at `now`; a past one is as good as none. */
export async function readMaintenance(db: Database, now: Date): Promise<MaintenanceWindow | null> {
  const [row] = await db.query<WindowRow>(
    'SELECT starts_at, ends_at, message_code FROM maintenance_window WHERE ends_at > $1',
    [now],
  );
  return row
    ? {
        from: new Date(row.starts_at).toISOString(),
        until: new Date(row.ends_at).toISOString(),
        messageCode: row.message_code,
      }
    : null;
}

export async function readAppInfo(db: Database, platform: AppPlatform, now: Date): Promise<AppInfo> {
  const [versions] = await db.query<VersionRow>(
    'SELECT minimum_version, latest_version FROM app_versions WHERE platform = $1',
    [platform],
  );
  return {
    platform,
    minimumVersion: versions?.minimum_version ?? '0.0.0',
    latestVersion: versions?.latest_version ?? '0.0.0',
    maintenance: await readMaintenance(db, now),
  };
}

export async function saveAppVersions(
  db: Queryable,
  platform: AppPlatform,
  versions: { minimumVersion: string; latestVersion: string },
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO app_versions (platform, minimum_version, latest_version, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (platform) DO UPDATE
       SET minimum_version = EXCLUDED.minimum_version, latest_version = EXCLUDED.latest_version,
           updated_at = EXCLUDED.updated_at`,
    [platform, versions.minimumVersion, versions.latestVersion, now],
  );
}

export async function saveMaintenance(db: Queryable, window: MaintenanceWindow): Promise<void> {
  await db.query(
    `INSERT INTO maintenance_window (singleton, starts_at, ends_at, message_code) VALUES (true, $1, $2, $3)
     ON CONFLICT (singleton) DO UPDATE
       SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, message_code = EXCLUDED.message_code`,
    [new Date(window.from), new Date(window.until), window.messageCode],
  );
}

export async function liftMaintenance(db: Queryable): Promise<void> {
  await db.query('DELETE FROM maintenance_window');
}
