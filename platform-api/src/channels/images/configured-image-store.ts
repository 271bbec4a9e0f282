import type { ImageStoreConfig } from '../../platform/config/config';
import { createDirectoryImageStore, type ImageStore } from './image-store';

/**
 * The store IMAGE_STORE names (see config.ts): the API, the demo data and the backup all use this one. The AWS SDK
 * is loaded only for `s3`, so that an instance keeping photos in a folder does not pay for it at every start.
 */
export async function createConfiguredImageStore(config: ImageStoreConfig): Promise<ImageStore> {
  if (config.kind === 'directory') return createDirectoryImageStore(config.dir);
  const { createS3ImageStore } = await import('./s3-image-store');
  return createS3ImageStore(config);
}
