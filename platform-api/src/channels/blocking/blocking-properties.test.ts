// Property tests of the blocking calls' bodies and queries: whatever arrives (NUL bytes, lone surrogates, huge
// numbers, impossible dates, null in arrays, unknown keys), the answer is a 2xx or a 4xx with an M-code, never a
// 5xx, and a refused request writes nothing.
import fc from 'fast-check';
import type { FhirTestUser } from '../../../test-support/fhir';
import { feedCall, insertFamilyChannel, newPerson, postBoard } from '../../../test-support/feed';
import { hostileInput, safeAnswerProperty, type Json } from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['BLOCKING_PROPERTY_RUNS'] ?? 60);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'blocking properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let person: FhirTestUser;
    let other: FhirTestUser;
    let chnSn: number;
    let feedSn: number;
    let comtSn: number;

    beforeAll(async () => {
      api = await openTestApp(kind);
      person = await newPerson(api, 'blockprop');
      other = await newPerson(api, 'blockprop');
      chnSn = await insertFamilyChannel(api.db, { members: [person, other] });
      feedSn = await postBoard(api, other, [chnSn]);
      const comment = await feedCall(api, other, 'POST', `/api/feed/${feedSn}/${chnSn}/comt`, {
        comtCn: '댓글',
        upperComtSn: null,
      });
      comtSn = comment.json<{ comtSn: number }>().comtSn;
    });
    afterAll(() => api.close());

    /** Everything a blocking call may write. */
    const snapshot = () =>
      api.db.query(
        `SELECT (SELECT json_agg(b ORDER BY blocker_user_id, blocked_user_id) FROM user_blocks b) AS blocks,
                (SELECT json_agg(h ORDER BY user_id, comt_sn) FROM hidden_comments h) AS hidden,
                (SELECT json_agg(r ORDER BY report_sn) FROM content_reports r) AS reports,
                (SELECT json_agg(s ORDER BY feed_sn, chn_sn, user_id) FROM feed_user_states s) AS marks`,
      );
    const property = safeAnswerProperty(snapshot, numRuns);

    it('POST and PUT /api/user/block: any body near blocking a member', async () => {
      const hostile = hostileInput([other.userId, person.userId, 'nobodyhere', 'ㄱ'.repeat(101)]);
      const requests = fc
        .tuple(fc.constantFrom('POST' as const, 'PUT' as const), hostile.bodiesNear({ userId: other.userId }))
        .map(([method, body]) => ({ method, body }));
      await property(requests, ({ method, body }) => feedCall(api, person, method, '/api/user/block', body));
    });

    it('DELETE /api/user/block: any query', async () => {
      const hostile = hostileInput([other.userId, 'nobodyhere']);
      const urls = hostile.urlsWithHostileQueries({ '/api/user/block': ['userId', 'lang', 'x'] });
      await property(urls, (url) => feedCall(api, person, 'DELETE', url));
    });

    it('POST /api/user/block/resource: any body near hiding or reporting a post or a comment', async () => {
      const hostile = hostileInput(['hide', 'report', 'spam', 'abuse', 'other', '광고', 'ㄱ'.repeat(201)]);
      const valid = fc.constantFrom<Json>(
        { feedSn, chnSn, comtSn: null, action: 'hide' },
        { feedSn, chnSn, comtSn, action: 'report', reasonCode: 'abuse' },
        { feedSn, chnSn, comtSn, action: 'report', reasonCode: 'other', reasonText: '광고예요' },
      );
      await property(
        valid.chain((body) => hostile.bodiesNear(body)),
        (body) => feedCall(api, person, 'POST', '/api/user/block/resource', body),
      );
    });
  },
);
