import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3ImageStoreOptions } from '../src/channels/images/s3-image-store';

/** s3rver's own account: the keys it signs with, which a test hands the SDK as a deployment's chain would. */
const s3rverCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  /** What createS3ImageStore needs to reach the stand-in's bucket (path-style, as for MinIO). */
  storeOptions: S3ImageStoreOptions;
  /** Stops the server (the store is then down) and keeps its files. */
  stop(): Promise<void>;
  /** Stops it if running and removes its files. */
  close(): Promise<void>;
}

/**
 * s3rver 3.7.1 on 127.0.0.1: a server speaking the S3 REST API (path-style addresses, SigV4-signed requests, XML
 * errors such as NoSuchKey) that keeps its objects in a temporary directory; a stand-in for AWS S3 or MinIO.
 * Its engines field accepts Node 8.3 and later; it runs here on Node 20.
 */
export async function startS3StandIn(bucket = 'family-photos'): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3-stand-in-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  let running = true;
  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };
  return {
    storeOptions: {
      bucket,
      region: 'ap-northeast-2',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: s3rverCredentials,
      timeoutMs: 5_000,
    },
    stop,
    async close() {
      await stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
