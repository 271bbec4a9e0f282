// Property tests of the feed's bodies, queries and paths: whatever arrives (NUL bytes, lone surrogates, huge
// numbers, impossible dates, null in arrays, unknown keys, broken JSON, forged cursors), the answer is a 2xx or a
// 4xx with an M-code, never a 5xx, and a refused request writes nothing.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FhirTestUser } from '../../../test-support/fhir';
import {
  encodeLoosely,
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { feedCall, insertFamilyChannel, insertImage, newPerson, postBoard } from '../../../test-support/feed';

const numRuns = Number(process.env['FEED_PROPERTY_RUNS'] ?? 60);

const hostile = hostileInput([
  '0001',
  '0003',
  '0005',
  '0006',
  '0009',
  '0010',
  '0001,0002',
  '0001,,0002',
  '7',
  '999',
  '00000000-0000-4000-8000-000000000000',
  'MTAuMTA',
  'OTk5OTk5OTk5OS4x',
  '-_-_',
  'ㄱ'.repeat(501),
  '<script>alert(1)</script>',
  "'; DROP TABLE feeds; --",
  '51',
  '2147483648',
]);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'feed properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let person: FhirTestUser;
    let chnSn: number;
    let theirChannel: number;
    let feedSn: number;
    let theirFeed: number;
    let comtSn: number;
    let imageId: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      person = await newPerson(api, 'feedprop');
      const other = await newPerson(api, 'feedprop');
      chnSn = await insertFamilyChannel(api.db, { members: [person, other] });
      theirChannel = await insertFamilyChannel(api.db, { members: [other] });
      imageId = await insertImage(api.db, person);
      feedSn = await postBoard(api, other, [chnSn]);
      theirFeed = await postBoard(api, other, [theirChannel]);
      const comment = await feedCall(api, other, 'POST', `/api/feed/${feedSn}/${chnSn}/comt`, {
        comtCn: '댓글',
        upperComtSn: null,
      });
      comtSn = comment.json<{ comtSn: number }>().comtSn;
    });
    afterAll(() => api.close());

    /** Everything a feed call may write. */
    const snapshot = () =>
      api.db.query(
        `SELECT (SELECT json_agg(feeds ORDER BY feed_sn) FROM feeds) AS feeds,
              (SELECT json_agg(c ORDER BY feed_sn, chn_sn) FROM channel_feeds c) AS copies,
              (SELECT json_agg(c ORDER BY comt_sn) FROM feed_comments c) AS comments,
              (SELECT json_agg(l ORDER BY feed_sn, chn_sn, user_id) FROM feed_likes l) AS likes,
              (SELECT json_agg(s ORDER BY feed_sn, chn_sn, user_id) FROM feed_user_states s) AS marks,
              (SELECT json_agg(n ORDER BY noti_sn) FROM notifications n) AS notifications`,
      );
    const property = safeAnswerProperty(snapshot, numRuns);

    it('POST /api/feed: any body near a board post', async () => {
      const valid = {
        chnSnList: [chnSn],
        feedTitle: '제목',
        feedCn: '내용',
        feedBgCode: '0001',
        imageIdList: [imageId],
      };
      await property(hostile.bodiesNear(valid), (body) => feedCall(api, person, 'POST', '/api/feed', body));
    });

    it('POST /api/feed/share: any body near each kind of share', async () => {
      const activities: Json[] = [
        { actCode: '0002', observationId: randomUUID() },
        { actCode: '0004', helthGoalSn: 1, routhLapseDe: '2026-03-02' },
        { actCode: '0005', fromPeriodDt: '2026-03-01', toPeriodDt: '2026-03-02' },
        { actCode: '0006', predictionModel: '7', predictionId: null },
      ];
      const bodies = fc
        .constantFrom(...activities)
        .chain((activity) => hostile.bodiesNear({ chnSnList: [chnSn], activity, feedCn: '함께 봐요' }));
      await property(bodies, (body) => feedCall(api, person, 'POST', '/api/feed/share', body));
    });

    it('POST .../comt, PUT .../like and .../hide: any body near a valid one', async () => {
      const url = `/api/feed/${feedSn}/${chnSn}`;
      const calls = [
        { method: 'POST', url: `${url}/comt`, valid: { comtCn: '좋아요', upperComtSn: comtSn } },
        { method: 'PUT', url: `${url}/like`, valid: { likeAt: 'Y' } },
        { method: 'PUT', url: `${url}/hide`, valid: { hideAt: 'N' } },
      ] as const;
      const requests = fc
        .constantFrom(...calls)
        .chain((call) => hostile.bodiesNear(call.valid).map((body) => ({ ...call, body })));
      await property(requests, ({ method, url: callUrl, body }) =>
        feedCall(api, person, method, callUrl, body),
      );
    });

    it('GET /api/feed: any query', async () => {
      const urls = hostile.urlsWithHostileQueries({
        '/api/feed': ['chnSn', 'actCode', 'cursor', 'rows', 'lang', 'x'],
      });
      await property(urls, (url) => feedCall(api, person, 'GET', url));
    });

    it('every path with hostile serials, as a member and for another channel’s post', async () => {
      const serials = (...known: number[]) => hostileSerials(...known);
      const paths = fc
        .tuple(serials(feedSn, theirFeed), serials(chnSn, theirChannel), serials(comtSn))
        .chain(([feed, channel, comment]) =>
          fc.constantFrom<['GET' | 'PUT' | 'DELETE' | 'POST', string, unknown?]>(
            ['GET', `/api/feed/${feed}/${channel}`],
            ['GET', `/api/feed/${feed}/${channel}/comt`],
            ['GET', `/api/feed/${feed}/${channel}/like/users`],
            ['PUT', `/api/feed/${feed}/${channel}/read`],
            ['PUT', `/api/feed/${feed}/${channel}/like`, { likeAt: 'N' }],
            ['DELETE', `/api/feed/${feed}/${channel}/comt/${comment}`],
            ['GET', `/api/service/noti/feed/${feed}/${channel}`],
            ['GET', `/api/service/noti/comt/${feed}/${channel}/${comment}`],
            ['GET', `/api/feed?chnSn=${encodeLoosely(channel)}`],
          ),
        );
      await property(paths, ([method, url, body]) => feedCall(api, person, method, url, body));
    });
  },
);
