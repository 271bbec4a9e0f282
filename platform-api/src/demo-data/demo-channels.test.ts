import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ActivityData, FeedPage } from 'shared-kernel/isomorphic';
import { createDirectoryImageStore, type ImageStore } from '../channels';
import { logIn, openTestApp, type TestApp } from '../../test-support/test-app';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { demoChannelSn, demoLegacyInvitedNumber } from './demo-channels';
import { seedDemoData } from './seed-demo-data';

/** Seeded on Monday 2 March 2026 at 09:00 in Seoul. */
const seedingDay = new Date('2026-03-02T09:00:00+09:00');
const day = 86_400_000;

interface PostRow {
  feedSn: number;
  userId: string;
  actCode: string;
  actData: ActivityData | null;
  imageIds: string[];
  createdAt: Date;
  likeCnt: number;
  comtCnt: number;
  likes: number;
  comments: number;
  replies: number;
  reads: number;
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'demo channels (%s)',
  (_name, kind) => {
    let api: TestApp;
    let imageDir: string;
    let images: ImageStore;
    let chnSn: number;

    beforeAll(async () => {
      imageDir = await mkdtemp(path.join(tmpdir(), 'fh-demo-images-'));
      images = createDirectoryImageStore(imageDir);
      api = await openTestApp(kind, { demoDay: seedingDay, demoChannels: true, images });
      chnSn = (await demoChannelSn(api.db)) ?? -1;
    });
    afterAll(async () => {
      await api.close();
      await rm(imageDir, { recursive: true, force: true });
    });

    const posts = () =>
      api.db.query<PostRow>(
        `SELECT f.feed_sn AS "feedSn", f.user_id AS "userId", f.act_code AS "actCode", f.act_data AS "actData",
                f.image_ids::text[] AS "imageIds", f.created_at AS "createdAt",
                cf.like_cnt AS "likeCnt", cf.comt_cnt AS "comtCnt",
                (SELECT count(*)::int FROM feed_likes AS l WHERE l.feed_sn = cf.feed_sn AND l.chn_sn = cf.chn_sn)
                  AS likes,
                (SELECT count(*)::int FROM feed_comments AS c
                 WHERE c.feed_sn = cf.feed_sn AND c.chn_sn = cf.chn_sn AND c.deleted_at IS NULL) AS comments,
                (SELECT count(*)::int FROM feed_comments AS c
                 WHERE c.feed_sn = cf.feed_sn AND c.chn_sn = cf.chn_sn AND c.upper_comt_sn IS NOT NULL) AS replies,
                (SELECT count(*)::int FROM feed_user_states AS s
                 WHERE s.feed_sn = cf.feed_sn AND s.chn_sn = cf.chn_sn AND s.read_at IS NOT NULL) AS reads
         FROM channel_feeds AS cf JOIN feeds AS f ON f.feed_sn = cf.feed_sn
         WHERE cf.chn_sn = $1 ORDER BY f.feed_sn`,
        [chnSn],
      );

    it('gives the family one channel "우리 가족" managed by demo, requiring blood pressure and glucose, with a cover and a background', async () => {
      const [channel] = await api.db.query<{
        chnTypeCode: string;
        chnNm: string;
        reqLifelogList: string[];
        chnImageId: string | null;
        chnBgImageId: string | null;
        inviteMssage: string;
      }>(
        `SELECT chn_type_code AS "chnTypeCode", chn_nm AS "chnNm", req_lifelog_list AS "reqLifelogList",
                chn_image_id AS "chnImageId", chn_bg_image_id AS "chnBgImageId", invite_mssage AS "inviteMssage"
         FROM channels WHERE chn_sn = $1`,
        [chnSn],
      );
      expect(channel).toMatchObject({
        chnTypeCode: '0002',
        chnNm: '우리 가족',
        reqLifelogList: ['0017', '0016'],
        chnImageId: expect.any(String),
        chnBgImageId: expect.any(String),
      });
      expect(channel?.inviteMssage.length).toBeGreaterThan(0);
      const participants = await api.db.query<{ userId: string | null; state: string; manager: boolean }>(
        `SELECT user_id AS "userId", prtcpnt_sttus_code AS state, mngr_at AS manager
         FROM channel_participants WHERE chn_sn = $1 ORDER BY prtcpnt_sn`,
        [chnSn],
      );
      expect(participants).toEqual([
        { userId: 'demo', state: '0002', manager: true },
        { userId: 'demo-mom', state: '0002', manager: false },
        { userId: 'demo-grandpa', state: '0002', manager: false },
        { userId: null, state: '0001', manager: false },
      ]);
    });

    it('has a month of posts before the demo day, oldest first, of every kind the family shares', async () => {
      const rows = await posts();
      expect(rows.length).toBeGreaterThanOrEqual(25);
      const times = rows.map((row) => new Date(row.createdAt).getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.min(...times)).toBeGreaterThanOrEqual(seedingDay.getTime() - 32 * day);
      expect(Math.max(...times)).toBeLessThan(seedingDay.getTime());
      expect(new Set(rows.map((row) => row.actCode))).toEqual(
        new Set(['0001', '0002', '0004', '0005', '0006', '0008', '0009']),
      );
      expect(new Set(rows.map((row) => row.userId))).toEqual(new Set(['demo', 'demo-mom', 'demo-grandpa']));
      expect(rows.filter((row) => row.imageIds.length > 0).length).toBeGreaterThanOrEqual(3);
    });

    it('stores shared records as the kernel’s ActivityData: pressure with sbp and dbp and a grade, a week of medicine, a routine day', async () => {
      const data = (await posts()).flatMap((row) => (row.actData ? [row.actData] : []));
      const pressure = data.find(
        (item) => item.actCode === '0002' && item.lifelogTypeKey === 'bloodPressure',
      );
      expect(pressure).toEqual({
        actCode: '0002',
        lifelogTypeKey: 'bloodPressure',
        values: [
          { key: 'sbp', value: expect.any(Number), unit: 'mmHg' },
          { key: 'dbp', value: expect.any(Number), unit: 'mmHg' },
        ],
        effectiveDateTime: expect.stringMatching(/^2026-0[12]-\d\dT/),
        gradCode: expect.stringMatching(/^000[1-5]$/),
      });
      const medicine = data.find((item) => item.actCode === '0005');
      expect(medicine).toMatchObject({ fromPeriodDt: '2026-02-23', toPeriodDt: '2026-03-01' });
      if (medicine?.actCode === '0005') {
        expect(medicine.dueCount).toBeGreaterThan(7);
        expect(medicine.takenCount).toBeLessThanOrEqual(medicine.dueCount);
      }
      const routine = data.find((item) => item.actCode === '0004');
      if (routine?.actCode !== '0004') throw new Error('no routine achievement');
      expect(routine.exrciseTimeMiTot).toBeGreaterThan(0);
      expect(routine.exrciseItemNmList.length).toBeGreaterThan(0);
      expect(data.filter((item) => item.actCode === '0009').map((item) => item)).toEqual([
        { actCode: '0009', messageKey: 'joined', userNm: '이정숙' },
        { actCode: '0009', messageKey: 'joined', userNm: '김영수' },
      ]);
    });

    it('keeps each post’s like and comment counters equal to its rows, with replies, likes and read marks', async () => {
      const rows = await posts();
      for (const row of rows) {
        expect([row.feedSn, row.likeCnt, row.comtCnt]).toEqual([row.feedSn, row.likes, row.comments]);
      }
      const sum = (pick: (row: PostRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
      expect(sum((row) => row.likes)).toBeGreaterThan(10);
      expect(sum((row) => row.comments)).toBeGreaterThan(5);
      expect(sum((row) => row.replies)).toBeGreaterThanOrEqual(2);
      expect(sum((row) => row.reads)).toBeGreaterThan(10);
      // demo has not read the newest posts of the others yet.
      const [unread] = await api.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM channel_feeds AS cf JOIN feeds AS f ON f.feed_sn = cf.feed_sn
         WHERE cf.chn_sn = $1 AND f.user_id <> 'demo' AND NOT EXISTS (
           SELECT 1 FROM feed_user_states AS s
           WHERE s.feed_sn = cf.feed_sn AND s.chn_sn = cf.chn_sn AND s.user_id = 'demo' AND s.read_at IS NOT NULL)`,
        [chnSn],
      );
      expect(unread?.count).toBeGreaterThan(0);
    });

    it('keeps every stored image’s bytes in the store: decodable, of the size its row says', async () => {
      const stored = await api.db.query<{
        imageId: string;
        storageKey: string;
        byteSize: number;
        width: number;
        height: number;
        purpose: string;
      }>(
        `SELECT image_id::text AS "imageId", storage_key AS "storageKey", byte_size AS "byteSize", width, height,
                purpose FROM stored_images ORDER BY created_at`,
      );
      expect(new Set(stored.map((image) => image.purpose))).toEqual(
        new Set(['channelProfile', 'channelBackground', 'board']),
      );
      for (const image of stored) {
        const bytes = await images.get(image.storageKey);
        expect(bytes?.length).toBe(image.byteSize);
        const metadata = await sharp(bytes ?? Buffer.alloc(0)).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual([
          'jpeg',
          image.width,
          image.height,
        ]);
      }
      const shown = (await posts()).flatMap((row) => row.imageIds);
      expect(shown.every((imageId) => stored.some((image) => image.imageId === imageId))).toBe(true);
    });

    it('shows every post of the channel to demo through GET /api/feed, page by page, as the wire shapes say', async () => {
      const { access_token: token } = await logIn(api.app, 'demo');
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const response: { statusCode: number; json<T>(): T } = await api.app.inject({
          method: 'GET',
          url: `/api/feed?chnSn=${chnSn}&rows=20${cursor ? `&cursor=${cursor}` : ''}`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(200);
        const page: FeedPage = response.json<FeedPage>();
        seen.push(...page.feedList.map((post) => post.feedSn));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual((await posts()).map((row) => row.feedSn).reverse());
    });

    it('adds nothing on a second run', async () => {
      const count = async () =>
        api.db.query<{ channels: number; feeds: number; images: number; comments: number; likes: number }>(
          `SELECT (SELECT count(*)::int FROM channels) AS channels, (SELECT count(*)::int FROM feeds) AS feeds,
                  (SELECT count(*)::int FROM stored_images) AS images,
                  (SELECT count(*)::int FROM feed_comments) AS comments,
                  (SELECT count(*)::int FROM feed_likes) AS likes`,
        );
      const before = await count();
      await seedDemoData(api.db, seedingDay, images);
      await seedDemoData(api.db, new Date(seedingDay.getTime() + day), images);
      expect(await count()).toEqual(before);
    });

    it('keeps an invitation waiting for demo-legacy’s number, which is theirs once they give it', async () => {
      const waiting = () =>
        api.db.query<{ userId: string | null; mphonNo: string; invitedBy: string }>(
          `SELECT user_id AS "userId", mphon_no AS "mphonNo", invited_by AS "invitedBy"
           FROM channel_participants WHERE chn_sn = $1 AND prtcpnt_sttus_code = '0001'`,
          [chnSn],
        );
      expect(await waiting()).toEqual([
        { userId: null, mphonNo: demoLegacyInvitedNumber, invitedBy: 'demo' },
      ]);
      await api.db.query(`UPDATE users SET user_mphon_no = $1 WHERE user_id = 'demo-legacy'`, [
        demoLegacyInvitedNumber,
      ]);
      expect(await waiting()).toEqual([
        { userId: 'demo-legacy', mphonNo: demoLegacyInvitedNumber, invitedBy: 'demo' },
      ]);
    });
  },
);
