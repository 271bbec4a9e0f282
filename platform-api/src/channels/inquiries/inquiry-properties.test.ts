// Property tests of the feedback board's body and query: whatever arrives (NUL bytes, lone surrogates, huge
// numbers, unknown keys, null in arrays, broken JSON), the answer is a 2xx or a 4xx with an M-code, never a 5xx,
// and a refused request writes nothing.
import fc from 'fast-check';
import type { Inquiry, InquiryPage } from 'shared-kernel/isomorphic';
import { addFhirTestUser, type FhirTestUser } from '../../../test-support/fhir';
import { encodeLoosely, hostileInput, safeAnswerProperty } from '../../../test-support/hostile-input';
import { jsonCall } from '../../../test-support/json-call';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

const numRuns = Number(process.env['INQUIRY_PROPERTY_RUNS'] ?? 60);
const url = '/api/service/inqry';

const hostile = hostileInput([
  ' ',
  '\n',
  'a\u0000',
  '가'.repeat(99),
  '가'.repeat(100),
  '가'.repeat(101),
  'a'.repeat(499),
  'a'.repeat(500),
  'a'.repeat(501),
  '\ud83d\ude00'.repeat(100),
  '<script>alert(1)</script>',
  "'; DROP TABLE inquiries; --",
  '0',
  '50',
  '51',
  '10000',
  '10001',
  '2147483648',
  'y',
  'n',
]);

const queryKey = fc.oneof(fc.constantFrom('page', 'rows', 'totalYn', 'lang', ''), hostile.queryValue);
const queryString = fc
  .array(fc.tuple(queryKey, hostile.queryValue), { maxLength: 4 })
  .map((pairs) => pairs.map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(value)}`).join('&'));

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'feedback board properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let user: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      user = await addFhirTestUser(api, 'inqryproperty');
    });
    afterAll(() => api.close());

    /** What a refused request must leave as it was: every entry. */
    const snapshot = () => api.db.query('SELECT * FROM inquiries ORDER BY inqry_sn');
    const property = safeAnswerProperty(snapshot, numRuns);

    it('POST /inqry: any body answers 201 with the stored entry, or 4xx with an M-code writing nothing', async () => {
      const valid = { title: '문의', content: '내용\n둘째 줄', privateAt: 'Y' };
      await property(hostile.bodiesNear(valid), async (body) => {
        const response = await jsonCall(api, user, 'POST', url, body);
        if (response.statusCode === 201) {
          // Fastify coerces scalars to the schema's type (`false` arrives as "false"): what was stored is text.
          const entry = response.json<Inquiry>();
          const [stored] = await api.db.query<{ title: string; content: string }>(
            'SELECT title, content FROM inquiries WHERE inqry_sn = $1',
            [entry.inqrySn],
          );
          expect(stored).toEqual({ title: entry.title, content: entry.content });
          expect(entry.title?.trim()).not.toBe('');
          expect(entry.mineAt).toBe('Y');
        }
        return response;
      });
    });

    it('GET /inqry: any query answers 200 (a page no larger than rows) or 4xx with an M-code', async () => {
      await property(queryString, async (query) => {
        const response = await jsonCall(api, user, 'GET', `${url}?${query}`);
        if (response.statusCode === 200) {
          const page = response.json<InquiryPage>();
          expect(page.inqryList.length).toBeLessThanOrEqual(page.rows);
        }
        return response;
      });
    });
  },
);
