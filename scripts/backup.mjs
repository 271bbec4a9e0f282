// `npm run backup [-- <dir>]`: the PostgreSQL database (DATABASE_URL) and the photos (IMAGE_STORE) from one
// snapshot into one archive directory (backups/<time> by default). See docs/deployment.md, "Backup and restore".
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..', 'platform-api');
const tsx = path.join(api, 'node_modules', '.bin', 'tsx');
const result = spawnSync(
  tsx,
  [path.join(api, 'src', 'backup', 'backup-command.ts'), 'backup', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
