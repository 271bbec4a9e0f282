// What `pnpm --filter platform-api operator -- ...` does once the database is open: read the arguments, store the
// versions or the maintenance window, tell every API instance, say what happened. Kept apart from the entry
// (operator.ts) so that the tests run it on their own database.
import {
  compareAppVersions,
  isAppPlatform,
  isAppVersion,
  isMCode,
  type MaintenanceWindow,
} from 'shared-kernel/isomorphic';
import type { Database } from '../database/database';
import { errorCodes } from '../http/error-codes';
import { liftMaintenance, saveAppVersions, saveMaintenance } from './app-info-store';
import { appInfoChannel } from './maintenance-gate';

export const operatorUsage = [
  'Usage: pnpm --filter platform-api operator -- app-version <android|ios|web> --min 1.2.0 --latest 1.4.0',
  '       pnpm --filter platform-api operator -- maintenance --from 2026-03-02T01:00+09:00 --until 2026-03-02T03:00+09:00 [--message M1188]',
  '       pnpm --filter platform-api operator -- maintenance --lift',
].join('\n');

export interface CommandOutcome {
  exitCode: 0 | 1;
  message: string;
}

const refused = (text: string): CommandOutcome => ({
  exitCode: 1,
  message: `${errorCodes.invalidRequest} ${text}\n${operatorUsage}`,
});

/** `--name value` pairs; undefined when a name repeats, lacks its value or is not one of `names`. */
function readOptions(args: readonly string[], names: readonly string[]): Map<string, string> | undefined {
  const options = new Map<string, string>();
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (name === undefined || value === undefined || !names.includes(name) || options.has(name))
      return undefined;
    options.set(name, value);
  }
  return options;
}

const isoInstant =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO 8601 instant with its offset, or undefined for anything else, impossible dates (02-30, 24:00) included. */
export function parseInstant(text: string): Date | undefined {
  const match = isoInstant.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? '0')) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const local = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  if (
    local.getUTCFullYear() !== year ||
    local.getUTCMonth() !== month - 1 ||
    local.getUTCDate() !== day ||
    local.getUTCHours() !== hour ||
    local.getUTCMinutes() !== minute ||
    local.getUTCSeconds() !== second
  )
    return undefined;
  const milliseconds = Number((match[7] ?? '0').padEnd(3, '0'));
  const offset = match[8]!;
  const instant = new Date(local.getTime() + milliseconds);
  if (offset === 'Z') return instant;
  const [offsetHours, offsetMinutes] = offset.slice(1).split(':').map(Number) as [number, number];
  if (offsetHours > 14 || offsetMinutes > 59) return undefined;
  const sign = offset.startsWith('-') ? -1 : 1;
  return new Date(instant.getTime() - sign * (offsetHours * 60 + offsetMinutes) * 60_000);
}

async function setVersions(db: Database, args: readonly string[], now: Date): Promise<CommandOutcome> {
  const [platform, ...rest] = args;
  if (!isAppPlatform(platform)) return refused(`${String(platform)}: not a platform (android, ios or web)`);
  const options = readOptions(rest, ['--min', '--latest']);
  const minimumVersion = options?.get('--min');
  const latestVersion = options?.get('--latest');
  if (!isAppVersion(minimumVersion) || !isAppVersion(latestVersion))
    return refused('--min and --latest are versions like 1.2.3');
  if (compareAppVersions(minimumVersion, latestVersion) > 0)
    return refused(`--min ${minimumVersion} is newer than --latest ${latestVersion}`);
  await db.transaction(async (transaction) => {
    await saveAppVersions(transaction, platform, { minimumVersion, latestVersion }, now);
    await transaction.query('SELECT pg_notify($1, $2)', [appInfoChannel, platform]);
  });
  return {
    exitCode: 0,
    message: `${platform}: minimum version ${minimumVersion}, latest version ${latestVersion}`,
  };
}

async function setMaintenance(db: Database, args: readonly string[], now: Date): Promise<CommandOutcome> {
  if (args.length === 1 && args[0] === '--lift') {
    await db.transaction(async (transaction) => {
      await liftMaintenance(transaction);
      await transaction.query('SELECT pg_notify($1, $2)', [appInfoChannel, 'maintenance']);
    });
    return { exitCode: 0, message: 'Maintenance lifted: every call is answered again' };
  }
  const options = readOptions(args, ['--from', '--until', '--message']);
  if (!options) return refused('maintenance takes --from, --until and optionally --message, or --lift');
  const from = parseInstant(options.get('--from') ?? '');
  const until = parseInstant(options.get('--until') ?? '');
  if (!from || !until) return refused('--from and --until are dates and times like 2026-03-02T01:00+09:00');
  if (from >= until) return refused('--until must come after --from');
  if (until <= now) return refused('--until has already passed');
  const messageCode = options.get('--message') ?? errorCodes.underMaintenance;
  if (!isMCode(messageCode)) return refused(`${messageCode}: not an M-code of the catalogue`);
  const window: MaintenanceWindow = { from: from.toISOString(), until: until.toISOString(), messageCode };
  await db.transaction(async (transaction) => {
    await saveMaintenance(transaction, window);
    await transaction.query('SELECT pg_notify($1, $2)', [appInfoChannel, 'maintenance']);
  });
  return {
    exitCode: 0,
    message: `Maintenance from ${window.from} until ${window.until}: every call but the app info answers 503 ${messageCode}`,
  };
}

/** `args` as the script receives them (pnpm may hand on the `--` that ended its own options). */
export async function runOperatorCommand(
  db: Database,
  args: readonly string[],
  now: Date,
): Promise<CommandOutcome> {
  const [command, ...rest] = args[0] === '--' ? args.slice(1) : args;
  if (command === 'app-version') return setVersions(db, rest, now);
  if (command === 'maintenance') return setMaintenance(db, rest, now);
  return { exitCode: 1, message: operatorUsage };
}
