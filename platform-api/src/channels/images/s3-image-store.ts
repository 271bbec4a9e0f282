// IMAGE_STORE=s3: each image is one object in a bucket, through the AWS SDK, so that any store speaking the S3 API
// holds the photos (AWS S3, MinIO, Naver Cloud and NHN Cloud Object Storage, Cloudflare R2). Credentials come from
// the SDK's standard chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance or task role), never
// from this app's own settings.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, ImageStoreUnavailableError, type ImageStore } from './image-store';

export interface S3ImageStoreOptions {
  bucket: string;
  /** Undefined: the SDK's chain (AWS_REGION, the profile). */
  region?: string;
  /** Another store than AWS S3, e.g. http://127.0.0.1:9000 for MinIO. */
  endpoint?: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name, as MinIO and most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Only for tests and stand-ins; a deployment leaves this to the SDK's standard chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long one attempt may take before the store counts as down; 10 s by default. */
  timeoutMs?: number;
}

/** What went wrong, without the SDK's whole error object (which may carry request details) in the message. */
function describe(error: unknown): string {
  if (error instanceof S3ServiceException)
    return `${error.name} (${error.$metadata.httpStatusCode ?? 'no status'})`;
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

export function createS3ImageStore({
  bucket,
  region,
  endpoint,
  forcePathStyle = false,
  credentials,
  timeoutMs = 10_000,
}: S3ImageStoreOptions): ImageStore {
  const client = new S3Client({
    ...(region ? { region } : {}),
    ...(endpoint ? { endpoint } : {}),
    ...(credentials ? { credentials } : {}),
    forcePathStyle,
    // One retry: an upload waits for the answer, and a person should hear "try again" (503) rather than wait.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    // The SDK's default CRC checksums (since 2025) are refused by several S3-compatible stores; a checksum only
    // where the operation requires one works on all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  async function call<T>(what: string, key: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new ImageStoreUnavailableError(`image store failed ${what} ${key}: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  return {
    async put(key, bytes, contentType) {
      const Key = checkedKey(key);
      await call('PUT', key, () =>
        client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: contentType })),
      );
    },
    async get(key) {
      const Key = checkedKey(key);
      return call('GET', key, async () => {
        try {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
          if (!object.Body) return null;
          return Buffer.from(await object.Body.transformToByteArray());
        } catch (error) {
          if (error instanceof NoSuchKey) return null;
          throw error;
        }
      });
    },
    async delete(key) {
      const Key = checkedKey(key);
      // S3 answers a missing key with 204 too: already gone is what was asked for.
      await call('DELETE', key, () => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },
  };
}
