// What `pnpm --filter platform-api health-content -- publish <file.json>` does once the database is open: read and
// check the whole file, then store every item in one transaction (nothing of a refused file is stored). Kept apart
// from the entry (health-content.ts) so that the tests run it on their own database.
import { readFile } from 'node:fs/promises';
import type { Database } from '../../platform/database/database';
import type { CommandOutcome } from '../../platform/database/open-configured-database';
import { errorCodes } from '../../platform/http/error-codes';
import { readHealthContentFile } from './health-content-file';
import { publishHealthContent } from './health-content-store';

export const healthContentUsage = 'Usage: pnpm --filter platform-api health-content -- publish <file.json>';

/** `args` as the script receives them (pnpm may hand on the `--` that ended its own options). */
export async function runHealthContentCommand(
  db: Database,
  args: readonly string[],
  now: Date,
): Promise<CommandOutcome> {
  const [command, path, ...rest] = args[0] === '--' ? args.slice(1) : args;
  if (command !== 'publish' || path === undefined || rest.length > 0)
    return { exitCode: 1, message: healthContentUsage };
  let fileText: string;
  try {
    fileText = await readFile(path, 'utf8');
  } catch {
    return {
      exitCode: 1,
      message: `${errorCodes.healthContentFileUnreadable} ${path}: cannot be read\n${healthContentUsage}`,
    };
  }
  const reading = readHealthContentFile(fileText);
  if (!reading.ok)
    return { exitCode: 1, message: `${reading.code} ${path} ${reading.at}: ${reading.reason}` };
  const stored = await db.transaction((transaction) => publishHealthContent(transaction, reading.items, now));
  return { exitCode: 0, message: `Published ${stored} item(s) from ${path}` };
}
