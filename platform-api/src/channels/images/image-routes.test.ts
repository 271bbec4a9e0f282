import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { UploadedImage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import {
  closeChannel,
  deletePost,
  insertBoardPost,
  insertFamilyChannel,
  removeParticipant,
} from '../../../test-support/channel-rows';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { createDirectoryImageStore } from './image-store';
import { photo, pngClaiming } from '../../../test-support/test-images';

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  '/api/files/images (%s)',
  (_name, kind) => {
    let api: TestApp;
    let dir: string;
    let uploader: FhirTestUser;
    let member: FhirTestUser;
    let stranger: FhirTestUser;
    let smallPhoto: Buffer;

    beforeAll(async () => {
      dir = await mkdtemp(path.join(tmpdir(), 'image-routes-'));
      api = await openTestApp(kind, { images: createDirectoryImageStore(dir) });
      uploader = await addFhirTestUser(api, 'image-uploader');
      member = await addFhirTestUser(api, 'image-member');
      stranger = await addFhirTestUser(api, 'image-stranger');
      smallPhoto = await photo(400, 300, { gps: true });
    });
    afterAll(async () => {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    });
    afterEach(() => api.db.query(`DELETE FROM channels WHERE chn_type_code = '0002'`));

    const upload = (
      user: FhirTestUser | null,
      body: Buffer | string,
      query = 'purpose=board',
      contentType = 'image/jpeg',
    ) =>
      api.app.inject({
        method: 'POST',
        url: `/api/files/images?${query}`,
        headers: {
          'language-code': 'en',
          'content-type': contentType,
          ...(user ? { authorization: `Bearer ${user.token}` } : {}),
        },
        payload: body,
      });
    const uploaded = async (user = uploader, purpose = 'board') => {
      const response = await upload(user, smallPhoto, `purpose=${purpose}`);
      expect(response.statusCode).toBe(201);
      return response.json<UploadedImage>();
    };
    const fetchImage = (user: FhirTestUser, url: string) =>
      api.app.inject({
        method: 'GET',
        url,
        headers: { 'language-code': 'en', authorization: `Bearer ${user.token}` },
      });
    const expectHidden = async (user: FhirTestUser, url: string) => {
      const response = await fetchImage(user, url);
      expect(response.statusCode).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('M0044');
    };
    const expectShown = async (user: FhirTestUser, url: string) => {
      const response = await fetchImage(user, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(response.headers['cache-control']).toBe('private');
      return response.rawPayload;
    };
    const imageCount = async () =>
      (await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM stored_images'))[0]?.count;

    describe('upload', () => {
      it('stores the photo re-encoded for its purpose and answers where to fetch it (201)', async () => {
        const image = await uploaded(uploader, 'channelProfile');
        expect(image).toEqual({
          imageId: expect.stringMatching(/^[0-9a-f-]{36}$/),
          url: `/api/files/images/${image.imageId}`,
          width: 320,
          height: 240,
          purpose: 'channelProfile',
        });
        const [row] = await api.db.query<Record<string, unknown>>(
          'SELECT owner_user_id, purpose, content_type, width, height, storage_key FROM stored_images WHERE image_id = $1',
          [image.imageId],
        );
        expect(row).toEqual({
          owner_user_id: uploader.userId,
          purpose: 'channelProfile',
          content_type: 'image/jpeg',
          width: 320,
          height: 240,
          storage_key: `${image.imageId}.jpg`,
        });
        expect(await readdir(dir)).toContain(`${image.imageId}.jpg`);
      });

      it('keeps no EXIF (GPS) in what it serves', async () => {
        const image = await uploaded();
        const served = await expectShown(uploader, image.url);
        expect((await sharp(served).metadata()).exif).toBeUndefined();
        expect(served.includes(Buffer.from('TestPhone'))).toBe(false);
      });

      it('takes application/octet-stream as well as image/*', async () => {
        expect(
          (await upload(uploader, smallPhoto, 'purpose=board', 'application/octet-stream')).statusCode,
        ).toBe(201);
        expect((await upload(uploader, smallPhoto, 'purpose=userProfile', 'image/heic')).statusCode).toBe(
          201,
        );
      });

      it('refuses what is not an image (400 M1120) and stores nothing', async () => {
        const before = await imageCount();
        for (const [body, contentType] of [
          ['just text', 'image/png'],
          ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml'],
          ['{"image": "no"}', 'application/json'],
        ] as const) {
          const response = await upload(uploader, body, 'purpose=board', contentType);
          expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([400, 'M1120']);
        }
        expect(await imageCount()).toBe(before);
      });

      it('refuses a body over 10 MiB as too large (413 M0140), through the error envelope', async () => {
        const response = await upload(uploader, Buffer.alloc(10 * 1024 * 1024 + 1, 0xff));
        expect(response.statusCode).toBe(413);
        expect(response.json()).toEqual({ code: 'M0140', message: expect.any(String) });
      });

      it('refuses an image over the pixel limit as too large (413 M0140)', async () => {
        const response = await upload(
          uploader,
          await pngClaiming(20_000, 20_000),
          'purpose=board',
          'image/png',
        );
        expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([413, 'M0140']);
      });

      it('refuses an unknown purpose (400 M0187) and a missing token (401)', async () => {
        const response = await upload(uploader, smallPhoto, 'purpose=wallpaper');
        expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([400, 'M0187']);
        expect((await upload(uploader, smallPhoto, '')).statusCode).toBe(400);
        expect((await upload(null, smallPhoto)).statusCode).toBe(401);
      });
    });

    describe('who sees an image', () => {
      it('its uploader', async () => {
        const image = await uploaded();
        await expectShown(uploader, image.url);
      });

      it('not a stranger, nor anyone for an image that does not exist (404 M0044)', async () => {
        const image = await uploaded();
        await expectHidden(stranger, image.url);
        await expectHidden(uploader, '/api/files/images/00000000-0000-4000-8000-000000000000');
      });

      it('a malformed id is a bad request, not a lookup', async () => {
        const response = await fetchImage(uploader, '/api/files/images/not-an-id');
        expect(response.statusCode).toBe(400);
        expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
      });

      it('members of a channel where a post shows it, until the post is deleted', async () => {
        const image = await uploaded();
        const chnSn = await insertFamilyChannel(api.db, { members: [uploader.userId, member.userId] });
        await expectHidden(member, image.url);
        const feedSn = await insertBoardPost(api.db, chnSn, uploader.userId, [image.imageId]);
        await expectShown(member, image.url);
        await expectHidden(stranger, image.url);
        await deletePost(api.db, feedSn, chnSn);
        await expectHidden(member, image.url);
      });

      it('not a member who left, nor anyone once the channel is closed', async () => {
        const image = await uploaded();
        const chnSn = await insertFamilyChannel(api.db, {
          members: [uploader.userId, member.userId, stranger.userId],
        });
        await insertBoardPost(api.db, chnSn, uploader.userId, [image.imageId]);
        await expectShown(stranger, image.url);
        await removeParticipant(api.db, chnSn, stranger.userId);
        await expectHidden(stranger, image.url);
        await closeChannel(api.db, chnSn);
        await expectHidden(member, image.url);
        // Its uploader always.
        await expectShown(uploader, image.url);
      });

      it('members and invitees of a channel whose cover or background it is', async () => {
        const cover = await uploaded(uploader, 'channelProfile');
        const background = await uploaded(uploader, 'channelBackground');
        const chnSn = await insertFamilyChannel(api.db, {
          members: [uploader.userId, member.userId],
          invitees: [stranger.userId],
          chnImageId: cover.imageId,
          chnBgImageId: background.imageId,
        });
        for (const user of [member, stranger]) {
          await expectShown(user, cover.url);
          await expectShown(user, background.url);
        }
        await closeChannel(api.db, chnSn);
        await expectHidden(member, cover.url);
        await expectHidden(stranger, background.url);
      });
    });
  },
);
