// Property test of the catalogue search: whatever query string arrives (hostile texts, jamo and syllables mixed,
// LIKE and regular-expression characters, bytes that are no UTF-8, huge and negative numbers), the answer is a
// page or a 400 with an M-code, never a 5xx.
import fc from 'fast-check';
import type { MedicineSearchPage } from 'shared-kernel/isomorphic';
import { logIn, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { openCatalogueTestApp, searchCall } from '../../../test-support/medicine-catalogue';

const numRuns = Number(process.env['CATALOGUE_PROPERTY_RUNS'] ?? 150);

const searchText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    'ㅌㅇㄹㄴ',
    '타ㅇ',
    'ㅏ',
    'ㄳ',
    '타ㅇ[',
    '(ㅇ',
    '%',
    '_',
    '\\',
    '.*',
    '[가-',
    "'; DROP TABLE medicine_items; --",
    'TYLENOL',
    '가'.repeat(50),
    '가'.repeat(51),
    '😀',
  ),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.string({
    unit: fc.constantFrom('ㄱ', 'ㅎ', '타', '이', 'a', '%', '_', '\\', '[', ')', '?', ' '),
    maxLength: 8,
  }),
);

const number = fc.oneof(
  fc.constantFrom('0', '1', '-1', '50', '51', '10000', '10001', '1e3', '1.5', '9007199254740993', 'NaN', ''),
  fc.integer().map(String),
);

const percentBytes = (bytes: readonly number[]) =>
  bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** `value` percent-encoded; a lone surrogate goes as the three bytes WTF-8 gives it (no valid UTF-8). */
function encode(value: string): string {
  return [...value]
    .map((character) => {
      const unit = character.charCodeAt(0);
      if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff)
        return percentBytes([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]);
      return encodeURIComponent(character);
    })
    .join('');
}

const rawBytes = fc.uint8Array({ maxLength: 9 }).map((bytes) => percentBytes([...bytes]));

const queryString = fc
  .record(
    {
      itemName: fc.oneof(searchText.map(encode), rawBytes),
      page: number,
      rows: number,
      lang: fc.constantFrom('ko', 'en', 'km', 'xx'),
      other: fc.constant('1'),
    },
    { requiredKeys: [] },
  )
  .map((params) =>
    Object.entries(params)
      .map(([key, value]) => `${key}=${value}`)
      .join('&'),
  );

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'catalogue search properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;

    beforeAll(async () => {
      api = await openCatalogueTestApp(kind);
      token = (await logIn(api.app)).access_token;
    });
    afterAll(() => api.close());

    it('answers any query with a page or a 400 with an M-code, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(queryString, async (rawQuery) => {
          const response = await searchCall(api, token, rawQuery);
          if (response.statusCode === 200) {
            const page = response.json<MedicineSearchPage>();
            expect(page.items.length).toBeLessThanOrEqual(page.rows);
            expect(page.totalCount).toBeGreaterThanOrEqual(page.items.length);
          } else {
            expect(response.statusCode).toBe(400);
            expect(response.json<{ code: string }>().code).toMatch(/^M\d{4}$/);
          }
        }),
        { numRuns },
      );
    });
  },
);
