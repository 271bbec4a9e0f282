// Property tests of the health content calls' queries and of the publish file (issue 36.4): whatever arrives (NUL
// bytes, lone surrogates, huge numbers, null in arrays, unknown keys), a call answers a 2xx or a 4xx with an
// M-code, and a file is published or refused with an M-code; a refused file stores nothing.
import fc from 'fast-check';
import { feedCall, newPerson } from '../../../test-support/feed';
import type { FhirTestUser } from '../../../test-support/fhir';
import {
  hostileInput,
  hostileSerials,
  safeAnswerProperty,
  type Json,
} from '../../../test-support/hostile-input';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { readHealthContentFile } from './health-content-file';
import { sanitizeArticleHtml } from './sanitize-article';

const numRuns = Number(process.env['HEALTH_CONTENT_PROPERTY_RUNS'] ?? 60);

const validFile: Json = {
  contents: [
    {
      id: 'salt',
      kind: 'article',
      tags: ['salt'],
      source: 'WHO',
      texts: { en: { title: 'Salt', summary: 'Less salt', bodyHtml: '<p>Less</p>' } },
    },
    {
      id: 'video',
      kind: 'video',
      source: 'WHO',
      videoUrl: 'https://www.youtube.com/@WHO',
      texts: { ko: { title: '영상', summary: '요약' } },
    },
  ],
};

describe('the publish file (issue 36.4)', () => {
  const hostile = hostileInput(['article', 'video', 'https://vimeo.com/1', '<script>x</script>', 'ko', 'km']);

  it('reads any file near a valid one into items or one M-code of M1230–M1233', () => {
    fc.assert(
      fc.property(hostile.bodiesNear(validFile), (file) => {
        const reading = readHealthContentFile(typeof file === 'string' ? file : JSON.stringify(file));
        if (reading.ok) {
          for (const item of reading.items)
            for (const text of Object.values(item.texts))
              if (text.bodyHtml !== null) expect(text.bodyHtml).toBe(sanitizeArticleHtml(text.bodyHtml));
        } else expect(reading.code).toMatch(/^M123[0-3]$/);
      }),
      { numRuns: numRuns * 5 },
    );
  });

  it('leaves no script, event handler or javascript: URL in any sanitized HTML', () => {
    const fragment = fc.constantFrom(
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '<a href="JaVaScRiPt:alert(1)">x</a>',
      '<p onmouseover="alert(1)">x</p>',
      '<svg onload=alert(1)>',
      '<iframe src="https://x"></iframe>',
      '<p style="x">y</p>',
      '<a href="https://who.int">ok</a>',
      '<p>text</p>',
      '<',
      '"',
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fragment, fc.string({ unit: 'binary', maxLength: 8 })), { maxLength: 8 }),
        (parts) => {
          const html = sanitizeArticleHtml(parts.join(''));
          expect(html).not.toMatch(/<script|<iframe|<svg|<img|\son\w+=|javascript:|style=/i);
        },
      ),
      { numRuns: numRuns * 5 },
    );
  });
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'health content properties (%s)',
  (_name, kind) => {
    let api: TestApp;
    let person: FhirTestUser;

    beforeAll(async () => {
      api = await openTestApp(kind);
      person = await newPerson(api, 'contentprop');
    });
    afterAll(() => api.close());

    const snapshot = () =>
      api.db.query(`SELECT (SELECT count(*)::integer FROM health_contents) AS contents,
                           (SELECT count(*)::integer FROM health_content_texts) AS texts`);
    const property = safeAnswerProperty(snapshot, numRuns);

    it('GET /api/health-content: any query', async () => {
      const hostile = hostileInput(['article', 'video', 'ko', 'en', 'km']);
      const urls = hostile.urlsWithHostileQueries({
        '/api/health-content': ['kind', 'before', 'rows', 'lang', 'x'],
      });
      await property(urls, (url) => feedCall(api, person, 'GET', url));
    });

    it('GET /api/health-content/{contentId}: any serial', async () => {
      const [seeded] = await api.db.query<{ content_id: number }>(
        'SELECT content_id FROM health_contents LIMIT 1',
      );
      await property(hostileSerials(seeded!.content_id), (serial) =>
        feedCall(api, person, 'GET', `/api/health-content/${serial}`),
      );
    });
  },
);
