import type { ImageStoreConfig } from '../../platform/config/config';
import { createDirectoryImageStore, type ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

/** The store IMAGE_STORE names (see config.ts): the API, the demo data and the backup all use this one. */
export function createConfiguredImageStore(config: ImageStoreConfig): ImageStore {
  return config.kind === 's3' ? createS3ImageStore(config) : createDirectoryImageStore(config.dir);
}
