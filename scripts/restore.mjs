// `npm run restore -- <dir>`: a backup into an empty PostgreSQL database (DATABASE_URL) and the photo store
// (IMAGE_STORE). See docs/deployment.md, "Backup and restore".
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..', 'platform-api');
const tsx = path.join(api, 'node_modules', '.bin', 'tsx');
const result = spawnSync(
  tsx,
  [path.join(api, 'src', 'backup', 'backup-command.ts'), 'restore', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
