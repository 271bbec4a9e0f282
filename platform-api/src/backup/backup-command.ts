// `npm run backup [-- <dir>]` and `npm run restore -- <dir>` (scripts/backup.mjs, scripts/restore.mjs): the
// database at DATABASE_URL and the photos in the store IMAGE_STORE names (see docs/deployment.md, "Backup").
import path from 'node:path';
import { createConfiguredImageStore } from '../channels';
import { readConfig } from '../platform/config/config';
import { backUp, restore } from './backup-archive';

async function main([command, dir]: string[]): Promise<void> {
  const config = readConfig(process.env);
  if (config.database.kind !== 'postgres') {
    throw new Error(
      'backup and restore need DATABASE_URL (PostgreSQL); the embedded PGlite of npm start is a folder to copy ' +
        'while the API is stopped',
    );
  }
  const images = await createConfiguredImageStore(config.images);
  if (command === 'backup') {
    const archive = path.resolve(dir ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = await backUp(config.database.url, images, archive);
    console.log(`Backed up the database and ${manifest.images.length} photos into ${archive}`);
    if (manifest.missingImages.length > 0) {
      console.warn(`${manifest.missingImages.length} photos were already missing from the store`);
    }
    return;
  }
  if (command === 'restore' && dir) {
    const manifest = await restore(config.database.url, images, path.resolve(dir));
    console.log(
      `Restored the backup of ${manifest.createdAt}: the database and ${manifest.images.length} photos`,
    );
    return;
  }
  throw new Error('usage: backup [<dir>] | restore <dir>');
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
