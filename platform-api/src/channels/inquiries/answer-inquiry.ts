// `pnpm --filter platform-api answer-inquiry -- <inqrySn> "<answer>"`: an operator answers a feedback entry in the
// database the API is configured with (DATABASE_URL, else the embedded one in PGLITE_DIR: stop the API first,
// PGlite serves one process). The author is notified (0009) in the same transaction.
import { runOnConfiguredDatabase } from '../../platform/database/open-configured-database';
import { runAnswerCommand } from './answer-command';

runOnConfiguredDatabase((db) => runAnswerCommand(db, process.argv.slice(2), new Date()));
