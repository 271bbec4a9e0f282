// `pnpm --filter platform-api answer-inquiry -- <inqrySn> "<answer>"`: an operator answers a feedback entry in the
// database the API is configured with (DATABASE_URL, else the embedded one in PGLITE_DIR: stop the API first,
// PGlite serves one process). The author is notified (0009) in the same transaction.
import { migrate } from '../../platform/database/migrate';
import { openConfiguredDatabase } from '../../platform/database/open-configured-database';
import { runAnswerCommand } from './answer-command';

async function main(): Promise<void> {
  const db = await openConfiguredDatabase();
  try {
    await migrate(db);
    const outcome = await runAnswerCommand(db, process.argv.slice(2), new Date());
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
