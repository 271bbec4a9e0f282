// `pnpm --filter platform-api operator -- app-version android --min 1.2.0 --latest 1.4.0` and
// `... operator -- maintenance --from <ISO> --until <ISO> | --lift`: the operator sets the app versions and the
// maintenance window (issue 36.3) in the database the API is configured with; running API instances on PostgreSQL
// take it up at once (NOTIFY).
import { migrate } from '../database/migrate';
import { openConfiguredDatabase } from '../database/open-configured-database';
import { runOperatorCommand } from './operator-command';

async function main(): Promise<void> {
  const db = await openConfiguredDatabase();
  try {
    await migrate(db);
    const outcome = await runOperatorCommand(db, process.argv.slice(2), new Date());
    (outcome.exitCode === 0 ? console.log : console.error)(outcome.message);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
