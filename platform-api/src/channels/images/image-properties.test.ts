// Property tests of /api/files/images: whatever arrives (hostile query strings, garbage bodies of any content
// type, hostile image ids), the answer is a 2xx or a 4xx with an M-code, never a 5xx, and a refused upload
// stores nothing.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { imagePurposes } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { encodeLoosely, hostileInput, safeAnswerProperty } from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createDirectoryImageStore } from './image-store';
import { photo } from '../../../test-support/test-images';

const numRuns = Number(process.env['IMAGE_PROPERTY_RUNS'] ?? 40);

const hostile = hostileInput([...imagePurposes, 'Board', 'board ', 'wallpaper', 'ko', 'en']);

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('purpose', 'lang', 'imageId', ''), hostile.queryValue),
      hostile.queryValue,
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&'));

/** In unicode mode a pair is one code point: only a lone surrogate matches. */
const hasNoLoneSurrogate = (value: string) => !/[\ud800-\udfff]/u.test(value);

const contentType = fc.constantFrom(
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'application/octet-stream',
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  '/api/files/images properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let dir: string;
    let user: FhirTestUser;
    let valid: Buffer;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'image-properties-'));
      api = await openTestApp(kind, { images: createDirectoryImageStore(dir) });
      user = await addFhirTestUser(api, 'image-property');
      valid = await photo(64, 48);
    });
    afterAll(async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** What a refused upload must leave as it was: the rows and the files. */
    const snapshot = async () => ({
      rows: await api.db.query('SELECT image_id FROM stored_images ORDER BY image_id'),
      files: (await readdir(dir).catch(() => [])).sort(),
    });
    const property = safeAnswerProperty(snapshot, numRuns);

    const upload = (query: string, body: Buffer | string, type: string) =>
      api.app.inject({
        method: 'POST',
        url: `/api/files/images?${query}`,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': type },
        payload: body,
      });

    it('POST: any query string with a real photo answers 201 or a 4xx with an M-code', async () => {
      await property(queryString, (query) => upload(query, valid, 'image/jpeg'));
    });

    it('POST: any body of any content type answers 201 or a 4xx with an M-code, storing nothing when refused', async () => {
      const body = fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
        // A real photo cut short, or with bytes changed: decoders meet broken files.
        fc
          .tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }))
          .map(([cut, changes]) => {
            const copy = Buffer.from(valid.subarray(0, Math.max(1, cut % valid.length)));
            for (const [at, value] of changes) copy[at % copy.length] = value;
            return copy;
          }),
        hostile.string,
      );
      await property(fc.tuple(body, contentType), ([bytes, type]) => upload('purpose=board', bytes, type));
    });

    it('GET: any image id answers 200 or a 4xx with an M-code', async () => {
      const imageId = fc.oneof(
        // Not lone surrogates: a path Fastify's router cannot decode is answered before any route (see
        // hostileSerials in testing/hostile-input.ts).
        hostile.queryValue.filter(hasNoLoneSurrogate).map(encodeURIComponent),
        fc.uuid().map(String),
        fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ZZZZZZZZ-0000-0000-0000-000000000000',
          '..%2F..',
        ),
      );
      await property(imageId, (id) =>
        api.app.inject({
          method: 'GET',
          url: `/api/files/images/${id}`,
          headers: { authorization: `Bearer ${user.token}` },
        }),
      );
    });
  },
);
