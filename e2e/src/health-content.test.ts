// Health content in the feed (issue 36.4) and the feed filter screen (issue 36.7) as a person uses them: Minjun opens
// the blood-pressure article from the health articles listed under his feed (the demo seed's, sanitized by the API), reads it in Korean,
// English and Khmer with no axe findings, asks the AI chat about it from the article's counseling entry, and on
// the feed filter screen shows only posts without the health articles. Publishing, sanitizing and refusals are
// tested against the API on both databases (platform-api src/channels/health-content).
import enAi from '../../locales/src/en/ai.json';
import enFeed from '../../locales/src/en/feed.json';
import kmFeed from '../../locales/src/km/feed.json';
import koAi from '../../locales/src/ko/ai.json';
import koFeed from '../../locales/src/ko/feed.json';
import { axeViolations } from './axe';
import { byName, waitForText } from './people';
import { loggedInPage, waitForPath, withRunningApp } from './harness';

const running = withRunningApp();

const article = {
  ko: { title: '집에서 혈압 재는 법', text: '고혈압은 증상이 없는 경우가 많아' },
  en: { title: 'Measuring your blood pressure at home', text: 'High blood pressure often has no symptoms' },
  km: { title: 'ការវាស់សម្ពាធឈាមនៅផ្ទះ', text: 'សម្ពាធឈាមខ្ពស់ច្រើនតែគ្មានរោគសញ្ញា' },
};
const grandpasPost = '약 잘 챙겨 먹고 있다. 걱정 마라.';

describe('health content in the feed', () => {
  it('reads an article from the feed in ko, en and km, and asks the AI chat about it', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/main/feed`);
    await byName(page, koFeed.healthContent.title, 'region').wait();
    // The feed shows the newest three; the blood-pressure article, the seed's first, is in the list of them all.
    await byName(page, koFeed.healthContent.allArticles, 'link').click();
    await waitForPath(page, '/main/feed/contents');
    await byName(page, koFeed.healthContent.lists.article, 'list').wait();
    expect(await axeViolations(page)).toEqual([]);
    await byName(page, article.ko.title, 'link').click();
    await page.waitForFunction(() => /^\/main\/feed\/contents\/[0-9]+$/.test(window.location.pathname));
    await waitForText(page, article.ko.text);
    expect(await axeViolations(page)).toEqual([]);

    for (const [language, feed] of [
      ['en', enFeed],
      ['km', kmFeed],
    ] as const) {
      await page.evaluate((chosen: string) => localStorage.setItem('language', chosen), language);
      await page.reload();
      await waitForText(page, article[language].text);
      await byName(page, feed.healthContent.counseling, 'link').wait();
      expect({ language, violations: await axeViolations(page) }).toEqual({ language, violations: [] });
    }
    await page.evaluate(() => localStorage.setItem('language', 'ko'));
    await page.reload();
    await waitForText(page, article.ko.text);

    await byName(page, koFeed.healthContent.counseling, 'link').click();
    await waitForPath(page, '/main/ai-prediction/aiChat');
    const asked = koAi.chat.suggestions.topic.replace('{{topic}}', article.ko.title);
    await byName(page, asked, 'button').wait();
    expect(enAi.chat.suggestions.topic).toContain('{{topic}}');
    await page.close();
  });

  it('the feed filter screen shows only posts, without the health articles, and says so in en and km', async () => {
    const page = await loggedInPage(running);
    await page.goto(`${running.app.appUrl}/main/feed`);
    await byName(page, koFeed.healthContent.title, 'region').wait();
    await byName(page, koFeed.feedFilter.open, 'link').click();
    await waitForPath(page, '/main/feed/feedFilter');
    await byName(page, koFeed.feed.filters.board, 'radio').wait();
    expect(await axeViolations(page)).toEqual([]);
    for (const [language, feed] of [
      ['en', enFeed],
      ['km', kmFeed],
    ] as const) {
      await page.evaluate((chosen: string) => localStorage.setItem('language', chosen), language);
      await page.reload();
      await byName(page, feed.feedFilter.apply, 'button').wait();
      expect({ language, violations: await axeViolations(page) }).toEqual({ language, violations: [] });
    }
    await page.evaluate(() => localStorage.setItem('language', 'ko'));
    await page.reload();

    await byName(page, koFeed.feed.filters.board, 'radio').click();
    await byName(page, koFeed.feedFilter.healthContent, 'checkbox').click();
    await byName(page, koFeed.feedFilter.apply, 'button').click();
    await waitForPath(page, '/main/feed');
    await waitForText(page, grandpasPost);
    expect(
      await page.evaluate((title: string) => document.body.innerText.includes(title), article.ko.title),
    ).toBe(false);
    await page.close();
  });
});
