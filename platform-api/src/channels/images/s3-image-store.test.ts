import type { FastifyInstance } from 'fastify';
import type { UploadedImage } from 'shared-kernel/isomorphic';
import { createApp } from '../../app';
import { resolveTokenSecret } from '../../accounts';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { startS3StandIn, type S3StandIn } from '../../../test-support/s3-stand-in';
import { openTestApp, testScryptCost, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { photo } from '../../../test-support/test-images';
import type { ImageStore } from './image-store';
import { createS3ImageStore } from './s3-image-store';

// The stand-in is s3rver (test-support/s3-stand-in.ts): a real S3 REST server on 127.0.0.1, path-style as MinIO.
const key = '0f8fad5b-d9cb-469f-a165-70867728950e.jpg';

describe('S3 image store (IMAGE_STORE=s3) against an S3 server on 127.0.0.1', () => {
  let s3: S3StandIn;
  beforeEach(async () => {
    s3 = await startS3StandIn();
  });
  afterEach(() => s3.close());

  it('puts, reads back and deletes an object; deleting it again is no error', async () => {
    const store = createS3ImageStore(s3.storeOptions);
    await store.put(key, Buffer.from('jpeg bytes'), 'image/jpeg');
    expect((await store.get(key))?.toString()).toBe('jpeg bytes');
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('reads a key that was never written as null (missing, not down)', async () => {
    expect(await createS3ImageStore(s3.storeOptions).get(key)).toBeNull();
  });

  it('reads a bucket that does not exist as down, never as an empty store', async () => {
    const store = createS3ImageStore({ ...s3.storeOptions, bucket: 'no-such-bucket' });
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('image store failed PUT');
  });

  it('throws ImageStoreUnavailableError for each call when the store is down', async () => {
    const store = createS3ImageStore(s3.storeOptions);
    await s3.stop();
    await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({
      name: 'ImageStoreUnavailableError',
    });
    await expect(store.get(key)).rejects.toMatchObject({ name: 'ImageStoreUnavailableError' });
    await expect(store.delete(key)).rejects.toMatchObject({ name: 'ImageStoreUnavailableError' });
  });

  it('refuses a key the API did not make, before any call', async () => {
    const store = createS3ImageStore(s3.storeOptions);
    await expect(store.get('../../etc/passwd')).rejects.toThrow('not an image key');
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  '/api/files/images on an S3 store (%s)',
  (_name, kind) => {
    let s3: S3StandIn;
    let api: TestApp;
    let uploader: FhirTestUser;
    let smallPhoto: Buffer;
    // One API per database kind (opening one is the slow part); each test gets a bucket server of its own.
    let bucket: ImageStore;
    const currentBucket: ImageStore = {
      put: (...args) => bucket.put(...args),
      get: (...args) => bucket.get(...args),
      delete: (...args) => bucket.delete(...args),
    };

    beforeAll(async () => {
      api = await openTestApp(kind, { images: currentBucket });
      uploader = await addFhirTestUser(api, 'photo-uploader');
      smallPhoto = await photo(320, 240);
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      s3 = await startS3StandIn();
      bucket = createS3ImageStore(s3.storeOptions);
      await api.db.query('DELETE FROM stored_images');
    });
    afterEach(() => s3.close());

    const upload = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/files/images?purpose=board',
        headers: {
          'language-code': 'en',
          'content-type': 'image/jpeg',
          authorization: `Bearer ${uploader.token}`,
        },
        payload: smallPhoto,
      });
    const fetchImage = (app: FastifyInstance, url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${uploader.token}` } });
    const storedRows = () => api.db.query('SELECT image_id FROM stored_images');

    it('uploads a photo into the bucket and serves it back from there', async () => {
      const uploaded = await upload(api.app);
      expect(uploaded.statusCode).toBe(201);

      const response = await fetchImage(api.app, uploaded.json<UploadedImage>().url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      const [row] = await api.db.query<{ storage_key: string }>('SELECT storage_key FROM stored_images');
      const inBucket = await createS3ImageStore(s3.storeOptions).get(row?.storage_key ?? '');
      expect(inBucket?.equals(response.rawPayload)).toBe(true);
    });

    it('answers an upload with 503 M1205 while the store is down, and keeps no row naming a missing object', async () => {
      await s3.stop();

      const response = await upload(api.app);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'M1205' });
      expect(await storedRows()).toEqual([]);
    });

    it('answers a read with 503 M1205 while the store is down (not 404: the photo is not gone)', async () => {
      const { url } = (await upload(api.app)).json<UploadedImage>();
      await s3.stop();

      const response = await fetchImage(api.app, url);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'M1205' });
    });

    it('answers 404 M0044 for a row whose object is missing from the bucket', async () => {
      const { url } = (await upload(api.app)).json<UploadedImage>();
      const [row] = await api.db.query<{ storage_key: string }>('SELECT storage_key FROM stored_images');
      await createS3ImageStore(s3.storeOptions).delete(row?.storage_key ?? '');

      const response = await fetchImage(api.app, url);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'M0044' });
    });

    it('lets a second API instance on the same database and bucket serve what the first one stored', async () => {
      const second = createApp({
        db: api.db,
        tokenSecret: await resolveTokenSecret(api.db),
        log: { level: 'silent' },
        now: api.clock.now,
        doseAlerts: false,
        unusedImages: false,
        passwordHashing: testScryptCost,
        webPush: { sender: false },
        images: createS3ImageStore(s3.storeOptions),
      });
      try {
        const { url } = (await upload(api.app)).json<UploadedImage>();
        const fromFirst = await fetchImage(api.app, url);
        const fromSecond = await fetchImage(second, url);

        expect(fromSecond.statusCode).toBe(200);
        expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
        const uploadedBySecond = await upload(second);
        expect((await fetchImage(api.app, uploadedBySecond.json<UploadedImage>().url)).statusCode).toBe(200);
      } finally {
        await second.close();
      }
    });
  },
);
