import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UploadedImage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { deletePost, insertFamilyChannel } from '../../../test-support/channel-rows';
import { myChannel, postBoard } from '../../../test-support/feed';
import { logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { photo } from '../../../test-support/test-images';
import { createDirectoryImageStore, type ImageStore } from './image-store';
import { removeUnusedImages, unusedImageLifetimeMs } from './unused-images';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'removing uploads never attached (%s)',
  (_name, kind) => {
    let api: TestApp;
    let dir: string;
    let store: ImageStore;
    let person: FhirTestUser;
    let bytes: Buffer;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'unused-images-'));
      store = createDirectoryImageStore(dir);
      api = await openTestApp(kind, { images: store });
      person = await addFhirTestUser(api, 'unused-uploader');
      bytes = await photo(400, 300);
    });
    afterAll(async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    });

    /** Uploads as the person, logged in again: the clock moves past access tokens' life. */
    const upload = async (purpose: 'board' | 'channelProfile' = 'board') => {
      person.token = (await logIn(api.app, person.userId)).access_token;
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/files/images?purpose=${purpose}`,
        headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${person.token}` },
        payload: bytes,
      });
      expect(response.statusCode).toBe(201);
      return response.json<UploadedImage>().imageId;
    };
    const stored = async () =>
      (
        await api.db.query<{ image_id: string }>('SELECT image_id::text FROM stored_images ORDER BY image_id')
      ).map((row) => row.image_id);
    const files = async () => (await readdir(dir)).map((file) => file.replace(/\.\w+$/, '')).sort();

    it('removes an upload never posted a day after it was made, row and bytes; keeps what a post or a channel shows (issue 32)', async () => {
      const abandoned = await upload();
      const posted = await upload();
      const postedThenDeleted = await upload();
      const cover = await upload('channelProfile');
      const chnSn = await myChannel(api.db, person);
      await postBoard(api, person, [chnSn], '사진', [posted]);
      await deletePost(api.db, await postBoard(api, person, [chnSn], '지운 글', [postedThenDeleted]), chnSn);
      await insertFamilyChannel(api.db, { members: [person.userId], chnImageId: cover });
      const all = [abandoned, posted, postedThenDeleted, cover].sort();
      expect(await stored()).toEqual(all);
      expect(await files()).toEqual(all);

      // Not yet a day old: kept, so that a post kept offline can still be sent with it.
      api.clock.advance(unusedImageLifetimeMs - 60_000);
      expect(await removeUnusedImages(api.db, store, api.clock.now())).toBe(0);
      expect(await stored()).toEqual(all);

      api.clock.advance(60_000);
      const uploadedNow = await upload();
      expect(await removeUnusedImages(api.db, store, api.clock.now())).toBe(1);
      const kept = [posted, postedThenDeleted, cover, uploadedNow].sort();
      expect(await stored()).toEqual(kept);
      expect(await files()).toEqual(kept);
    });

    it('removes them in batches until none is left', async () => {
      await api.db.query(`DELETE FROM channels WHERE chn_type_code = '0002'`);
      const before = await stored();
      const abandoned = [await upload(), await upload(), await upload()];
      api.clock.advance(unusedImageLifetimeMs);
      const removed = await removeUnusedImages(api.db, store, api.clock.now(), 2);
      const left = await stored();
      expect(left.filter((imageId) => abandoned.includes(imageId))).toEqual([]);
      expect(removed).toBe(before.length + abandoned.length - left.length);
      expect(await files()).toEqual(left);
    });
  },
);
