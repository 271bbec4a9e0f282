// `pnpm --filter platform-api operator -- app-version android --min 1.2.0 --latest 1.4.0` and
// `... operator -- maintenance --from <ISO> --until <ISO> | --lift`: the operator sets the app versions and the
// maintenance window (issue 36.3) in the database the API is configured with; running API instances on PostgreSQL
// take it up at once (NOTIFY).
import { runOnConfiguredDatabase } from '../database/open-configured-database';
import { runOperatorCommand } from './operator-command';

runOnConfiguredDatabase((db) => runOperatorCommand(db, process.argv.slice(2), new Date()));
