// `pnpm --filter platform-api health-content -- publish <file.json>`: the operator publishes health articles and
// videos (issue 36.4) into the database the API is configured with; every reader's next feed shows them.
import { runOnConfiguredDatabase } from '../../platform/database/open-configured-database';
import { runHealthContentCommand } from './publish-command';

runOnConfiguredDatabase((db) => runHealthContentCommand(db, process.argv.slice(2), new Date()));
