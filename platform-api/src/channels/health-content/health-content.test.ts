// Health content (issue 36.4): what the operator's command publishes (sanitized, videos only from allowed hosts,
// refused files store nothing) and what every person's feed gets of it, in their language.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HealthContentDetail, HealthContentPage } from 'shared-kernel/isomorphic';
import { feedCall, insertFamilyChannel, newPerson } from '../../../test-support/feed';
import type { FhirTestUser } from '../../../test-support/fhir';
import { openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';
import { demoHealthContentFile } from '../../demo-data/demo-health-content';
import { runHealthContentCommand } from './publish-command';

const article = (id: string, bodyHtml: string, texts: Record<string, unknown> = {}) => ({
  id,
  kind: 'article',
  tags: ['test'],
  source: 'WHO fact sheet',
  texts: { en: { title: `Title ${id}`, summary: 'Summary', bodyHtml }, ...texts },
});

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'health content (%s)',
  (_name, kind) => {
    let api: TestApp;
    let person: FhirTestUser;
    let directory: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      person = await newPerson(api, 'content');
      directory = await mkdtemp(path.join(tmpdir(), 'health-content-'));
    });
    afterAll(async () => {
      await api.close();
      await rm(directory, { recursive: true, force: true });
    });

    let fileCounter = 0;
    async function publish(file: unknown) {
      fileCounter += 1;
      const filePath = path.join(directory, `content-${fileCounter}.json`);
      await writeFile(filePath, typeof file === 'string' ? file : JSON.stringify(file));
      return runHealthContentCommand(api.db, ['--', 'publish', filePath], api.clock.now());
    }
    const list = async (query: string, language = 'en') => {
      const response = await api.app.inject({
        method: 'GET',
        url: `/api/health-content${query}`,
        headers: { authorization: `Bearer ${person.token}`, 'language-code': language },
      });
      expect(response.statusCode).toBe(200);
      return response.json<HealthContentPage>();
    };
    const detail = async (contentId: number, language = 'en') =>
      api.app.inject({
        method: 'GET',
        url: `/api/health-content/${contentId}`,
        headers: { authorization: `Bearer ${person.token}`, 'language-code': language },
      });
    const contentCount = async () =>
      (await api.db.query<{ count: number }>('SELECT count(*)::integer AS count FROM health_contents'))[0]!
        .count;

    it('gives every person the seeded articles and video in their language, newest first (issue 36.4)', async () => {
      for (const language of ['ko', 'en', 'km'] as const) {
        const page = await list('', language);
        expect(page.contentList.map((item) => item.language)).toEqual(page.contentList.map(() => language));
        const titles = page.contentList.map((item) => item.title);
        for (const item of demoHealthContentFile.contents)
          expect(titles).toContain(item.texts[language].title);
      }
      const videos = await list('?kind=video');
      expect(videos.contentList.map((item) => item.kind)).toEqual(['video']);
      expect(videos.contentList[0]!.source).toMatch(/WHO/);
    });

    it('publishes an article from a file and shows its sanitized HTML: no script, handler, style or javascript: URL (issue 36.4)', async () => {
      const attack =
        '<p onclick="steal()">Salt <strong>matters</strong></p><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a><a href="https://www.who.int/">WHO</a>' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><p style="color:red">end</p>' +
        '<svg><script>alert(4)</script></svg><a href="data:text/html,<script>alert(5)</script>">data</a>';
      const outcome = await publish({ contents: [article('xss-attempt', attack)] });
      expect(outcome).toMatchObject({ exitCode: 0 });
      const page = await list('?kind=article&rows=1');
      const published = page.contentList[0]!;
      expect(published.title).toBe('Title xss-attempt');
      const response = await detail(published.contentId);
      const html = response.json<HealthContentDetail>().bodyHtml!;
      expect(html).toContain('<strong>matters</strong>');
      expect(html).toContain(
        '<a href="https://www.who.int/" rel="noopener noreferrer" target="_blank">WHO</a>',
      );
      for (const forbidden of [
        '<script',
        'alert',
        'onclick',
        'onerror',
        'javascript:',
        'data:',
        '<style',
        'style=',
        '<iframe',
        '<img',
        '<svg',
      ])
        expect(html).not.toContain(forbidden);
    });

    it('publishing the same id again replaces its texts and keeps its place (issue 36.4)', async () => {
      await publish({ contents: [article('replaced-later', '<p>first</p>')] });
      const first = (await list('?rows=1')).contentList[0]!;
      await publish({ contents: [article('replaced-later', '<p>second</p>')] });
      const again = await detail(first.contentId);
      expect(again.json<HealthContentDetail>().bodyHtml).toBe('<p>second</p>');
      expect((await list('?rows=1')).contentList[0]!.contentId).toBe(first.contentId);
    });

    it('answers in the next language there is when the reader’s is missing: English, then Korean (issue 36.4)', async () => {
      await publish({
        contents: [
          {
            id: 'korean-only',
            kind: 'article',
            source: 'KDCA',
            texts: { ko: { title: '한국어 제목', summary: '요약', bodyHtml: '<p>본문</p>' } },
          },
        ],
      });
      const khmer = (await list('?rows=1', 'km')).contentList[0]!;
      expect(khmer).toMatchObject({ title: '한국어 제목', language: 'ko' });
      await publish({
        contents: [
          article('english-and-korean', '<p>x</p>', {
            ko: { title: '둘', summary: 's', bodyHtml: '<p>y</p>' },
          }),
        ],
      });
      expect((await list('?rows=1', 'km')).contentList[0]).toMatchObject({ language: 'en' });
      expect((await list('?rows=1', 'ko')).contentList[0]).toMatchObject({ language: 'ko', title: '둘' });
    });

    it('refuses a video from a host that is not allowed with M1232 and stores nothing of the file (issue 36.4)', async () => {
      const before = await contentCount();
      for (const videoUrl of [
        'https://evil.example/watch?v=1',
        'http://www.youtube.com/watch?v=1',
        'https://www.youtube.com.evil.example/x',
        'https://user:pw@www.youtube.com/x',
        'javascript:alert(1)',
      ]) {
        const outcome = await publish({
          contents: [
            article('fine-article', '<p>fine</p>'),
            {
              id: 'bad-video',
              kind: 'video',
              source: 'x',
              videoUrl,
              texts: { en: { title: 't', summary: 's' } },
            },
          ],
        });
        expect(outcome.exitCode).toBe(1);
        expect(outcome.message).toMatch(/^M1232 .*\$\.contents\[1\]\.videoUrl/);
      }
      expect(await contentCount()).toBe(before);
    });

    it('refuses files it cannot read (M1230), bad texts (M1231) and articles with nothing safe left (M1233) (issue 36.4)', async () => {
      const before = await contentCount();
      expect((await publish('{ not json')).message).toMatch(/^M1230/);
      expect((await publish({ contents: [] })).message).toMatch(/^M1230/);
      expect((await publish({ contents: [article('Bad Id', '<p>x</p>')] })).message).toMatch(/^M1230/);
      expect(
        (await publish({ contents: [article('unknown-language', '<p>x</p>', { fr: {} })] })).message,
      ).toMatch(/^M1230/);
      expect(
        (
          await publish({
            contents: [
              article('nul-title', '<p>x</p>', {
                en: { title: 'a\u0000b', summary: 's', bodyHtml: '<p>x</p>' },
              }),
            ],
          })
        ).message,
      ).toMatch(/^M1231/);
      expect(
        (
          await publish({
            contents: [
              article('lone-surrogate', '<p>x</p>', {
                en: { title: 'a\ud800', summary: 's', bodyHtml: '<p>x</p>' },
              }),
            ],
          })
        ).message,
      ).toMatch(/^M1231/);
      expect(
        (
          await publish({
            contents: [
              article('long-title', '<p>x</p>', {
                en: { title: 'x'.repeat(121), summary: 's', bodyHtml: '<p>x</p>' },
              }),
            ],
          })
        ).message,
      ).toMatch(/^M1231/);
      expect(
        (await publish({ contents: [article('only-script', '<script>alert(1)</script><style>p{}</style>')] }))
          .message,
      ).toMatch(/^M1233/);
      expect(
        (
          await runHealthContentCommand(
            api.db,
            ['publish', path.join(directory, 'missing.json')],
            api.clock.now(),
          )
        ).message,
      ).toMatch(/^M1230/);
      expect((await runHealthContentCommand(api.db, ['remove'], api.clock.now())).exitCode).toBe(1);
      expect(await contentCount()).toBe(before);
    });

    it('answers 404 M1234 for content that does not exist and 400 M0187 for a kind it does not know (issue 36.4)', async () => {
      const missing = await detail(2_000_000_000);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<{ code: string }>().code).toBe('M1234');
      const badKind = await feedCall(api, person, 'GET', '/api/health-content?kind=podcast');
      expect(badKind.statusCode).toBe(400);
      expect(badKind.json<{ code: string }>().code).toBe('M0187');
      expect((await feedCall(api, null, 'GET', '/api/health-content')).statusCode).toBe(401);
    });

    it('leaves the rules of blocked people as they were: a blocked author’s posts stay out of the feed (issue 36.4)', async () => {
      const other = await newPerson(api, 'content');
      const chnSn = await insertFamilyChannel(api.db, { members: [person, other] });
      const posted = await feedCall(api, other, 'POST', '/api/feed', {
        chnSnList: [chnSn],
        feedTitle: 'hello',
        feedCn: 'text',
        feedBgCode: null,
        imageIdList: [],
      });
      expect(posted.statusCode).toBe(201);
      expect(
        (await feedCall(api, person, 'POST', '/api/user/block', { userId: other.userId })).statusCode,
      ).toBeLessThan(300);
      const feed = await feedCall(api, person, 'GET', `/api/feed?chnSn=${chnSn}`);
      expect(feed.json<{ feedList: unknown[] }>().feedList).toEqual([]);
      expect((await list('')).contentList.length).toBeGreaterThan(0);
    });

    it('pages with nextBefore until none is left (issue 36.4)', async () => {
      const seen: number[] = [];
      let before: number | null = null;
      do {
        const page: HealthContentPage = await list(`?rows=2${before === null ? '' : `&before=${before}`}`);
        seen.push(...page.contentList.map((item) => item.contentId));
        before = page.nextBefore;
      } while (before !== null);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect(new Set(seen).size).toBe(await contentCount());
    });
  },
);
