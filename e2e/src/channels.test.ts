import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import type { ElementHandle, Page } from 'puppeteer-core';
import koAuth from '../../locales/src/ko/auth.json';
import koChannel from '../../locales/src/ko/channel.json';
import koCommon from '../../locales/src/ko/common.json';
import enFeed from '../../locales/src/en/feed.json';
import kmFeed from '../../locales/src/km/feed.json';
import koFeed from '../../locales/src/ko/feed.json';
import koLifelogRecords from '../../locales/src/ko/lifelogRecords.json';
import koMessages from '../../locales/src/ko/messages.json';
import koShare from '../../locales/src/ko/share.json';
import koShell from '../../locales/src/ko/shell.json';
import { axeViolations } from './axe';
import { DEMO, KO_LOGIN, logIn, loggedInPage, openPhonePage, waitForPath, withRunningApp } from './harness';
import {
  bellCount,
  bellName,
  byName,
  filled,
  freshNumber,
  inputLabelled,
  signUp,
  tap,
  textsTo,
  typeInto,
  waitForText,
  type NewPerson,
} from './people';

const running = withRunningApp();

/** demo's name (the demo family's seed), shown as the author of demo's posts. */
const DEMO_NAME = '김민준';
/** In demo's family channel 우리 가족, not in the channel this test makes. */
const STRANGER = { userId: 'demo-grandpa', password: DEMO.password };

/** A 4×4 PNG, as a photo picked on the phone would be (the API decodes and re-encodes it). */
const coverPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVR4nGM4UWEDRwzEcQBykhfBWhDcSAAAAABJRU5ErkJggg==',
  'base64',
);

const crcTable = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}
/** A plain RGB PNG of `width` × `height`: a landscape photo as a phone would give one. */
function photoPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x5a);
  row[0] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** How a post's photo is drawn: its width, its height and the width of the card's content box. */
async function photoBox(
  page: Page,
  postText: string,
): Promise<{ width: number; height: number; card: number }> {
  const photoName = filled(koFeed.activity.board.open, { index: 1, count: 1 });
  const handle = await page.waitForFunction(
    (text: string, name: string) => {
      const article = [...document.querySelectorAll('article')].find((each) => each.innerText.includes(text));
      const image = article?.querySelector(`button[aria-label="${name}"] img`);
      if (!article || !(image instanceof HTMLImageElement) || !image.complete) return null;
      const style = getComputedStyle(article);
      const card = article.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const box = image.getBoundingClientRect();
      return { width: box.width, height: box.height, card };
    },
    {},
    postText,
    photoName,
  );
  return (await handle.jsonValue()) as { width: number; height: number; card: number };
}

/** A marker on the page's window: still there later means the page was never reloaded meanwhile. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
}
async function wasNotReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => 'e2eNotReloaded' in window);
}

/** The channel switcher's chosen channel, as the person reads it in the select labelled 채널. */
/** Waits until the feed's channel picker (found by its label) has `chnNm` chosen: the feed may show first. */
async function waitForChosenChannel(page: Page, chnNm: string): Promise<void> {
  await page.waitForFunction(
    (label: string, wanted: string) =>
      [...document.querySelectorAll('select')].some(
        (select) =>
          [...(select.labels ?? [])].some((each) => each.firstChild?.textContent?.trim() === label) &&
          (select.selectedOptions[0]?.textContent ?? '').includes(wanted),
      ),
    {},
    koFeed.feed.channel,
    chnNm,
  );
}

describe('family channels', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'fh-e2e-cover-'));
  const coverFile = path.join(folder, 'cover.png');
  const photoFile = path.join(folder, 'landscape.png');
  beforeAll(() => {
    writeFileSync(coverFile, coverPng);
    writeFileSync(photoFile, photoPng(600, 400));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('demo makes a channel and invites a new number; she signs up from the text, joins, sees demo’s blood pressure live and comments; demo’s bell rises; a stranger’s link says M0044', async () => {
    const chnNm = `우리 집 ${Date.now() % 1000}`;
    const invitee: NewPerson = {
      userId: `e2ech${Date.now().toString(36)}`,
      password: 'Start123!',
      name: '이서연',
      mobilePhone: freshNumber(),
    };
    // demo: 피드 → 가족 채널 만들기, a name, a cover photo and the new number in the invite list.
    const demo = await loggedInPage(running);
    await byName(demo, koShell.tabs.feed, 'link').click();
    await waitForPath(demo, '/main/feed');
    await byName(demo, koFeed.feed.createChannel, 'link').click();
    await byName(demo, koChannel.overlays.chnForm, 'dialog').wait();
    await demo.locator(`::-p-aria(${koChannel.form.name})`).fill(chnNm);
    await (await inputLabelled(demo, koChannel.form.cover)).uploadFile(coverFile);
    await byName(demo, filled(koChannel.image.preview, { label: koChannel.form.cover }), 'image').wait();
    await byName(demo, koChannel.form.addInvitees, 'button').click();
    await byName(demo, koChannel.overlays.chnInviteList, 'dialog').wait();
    await demo.locator(`::-p-aria(${koChannel.invite.phone})`).fill(invitee.mobilePhone);
    await byName(demo, koChannel.invite.add, 'button').click();
    await waitForText(demo, koChannel.invite.canInvite);
    await byName(demo, koChannel.invite.done, 'button').click();
    await byName(demo, koChannel.overlays.chnForm, 'dialog').wait();
    await byName(demo, koChannel.form.changeInvitees, 'button').wait();
    await byName(demo, koChannel.form.create, 'button').click();
    await waitForText(demo, filled(koChannel.form.created, { chnNm }));
    await waitForPath(demo, '/main/feed');

    // The invitation reaches the new number as a text with a join link, naming the inviter and never the words
    // typed for the channel (the API's appOrigin is not this run's port, so its path is opened here, as tapping
    // it would).
    const [invitation] = await textsTo(running.app, invitee.mobilePhone);
    expect(invitation).toMatchObject({ authCode: null });
    expect(invitation!.text).toContain(DEMO_NAME);
    expect(invitation!.text).not.toContain(chnNm);
    const joinLink = new URL(/https?:\/\/\S+/.exec(invitation!.text)![0]);
    const her = await openPhonePage(running.browser);
    await her.goto(`${running.app.appUrl}${joinLink.pathname}${joinLink.search}`);
    await byName(her, koAuth.invitation.signUp, 'link').click();
    await signUp(her, running.app, invitee);

    // Her feed shows the invitation waiting; accepting lands her in the channel.
    await byName(her, koShell.tabs.feed, 'link').click();
    await waitForPath(her, '/main/feed');
    const waiting = await her.waitForSelector(`::-p-aria(${koChannel.waiting.title}[role="region"])`);
    expect(await waiting!.evaluate((element) => (element as HTMLElement).innerText)).toContain(
      filled(koChannel.waiting.invitedBy, { inviterNm: DEMO_NAME }),
    );
    await byName(her, filled(koChannel.waiting.acceptNamed, { chnNm }), 'button').click();
    await waitForText(her, filled(koChannel.waiting.joined, { chnNm }));
    await waitForText(her, filled(koFeed.activity.system.joined, { userNm: invitee.name }));
    await waitForChosenChannel(her, chnNm);

    // demo records a blood pressure and shares it from the record list into the new channel.
    await demo.goto(`${running.app.appUrl}/main/my/lifelogDetailPage?lifelogTypeCode=0017`);
    // As a person does, and as health-data.test.ts does: the page has drawn before the record link is tapped.
    await demo.locator('::-p-aria(혈압[role="heading"])').wait();
    await byName(demo, koLifelogRecords.records.record, 'link').click();
    await byName(demo, filled(koLifelogRecords.entry.newTitle, { type: '혈압' }), 'dialog').wait();
    // Two number fields, as health apps ask it (issue 35).
    await typeInto(demo, koLifelogRecords.entry.systolic, '128');
    await typeInto(demo, koLifelogRecords.entry.diastolic, '82');
    await byName(demo, koCommon.save, 'button').click();
    await waitForText(demo, koLifelogRecords.entry.saved);
    await waitForText(demo, '128/82');
    const shareLabel = koLifelogRecords.records.shareLabel.replace('{{date}}', '');
    await tap((await demo.waitForSelector(`li [aria-label$="${shareLabel}"]`))!);
    const sheet = await demo.waitForSelector(`::-p-aria(${koShare.title}[role="dialog"])`);
    await (await sheet!.waitForSelector(`::-p-aria(${chnNm}[role="checkbox"])`))!.click();
    const words = '오늘 아침 혈압이에요';
    await demo.locator(`::-p-aria(${koShare.message})`).fill(words);
    const herUnread = await bellCount(her);
    await markPage(her);
    await byName(demo, koShare.share, 'button').click();
    await waitForText(demo, filled(koShare.shared, { count: 1 }));

    // It appears in her feed without a reload: the new-post notification (0008) on the live stream.
    const postName = filled(koFeed.post.label, { chnNm, userNm: DEMO_NAME });
    const post = await her.waitForSelector(`::-p-aria(${postName}[role="article"])`, { timeout: 20_000 });
    await her.waitForFunction(
      (article: Element) => (article as HTMLElement).innerText.includes('128'),
      {},
      post!,
    );
    expect(await post!.evaluate((article) => (article as HTMLElement).innerText)).toContain(words);
    // What brought it: the new-post notification, counted on her bell by the same stream.
    await byName(her, bellName(herUnread + 1), 'link').wait();
    expect(await wasNotReloaded(her)).toBe(true);

    // She comments on it; demo's bell rises without a reload.
    const before = await bellCount(demo);
    await markPage(demo);
    const openPost = await post!.waitForSelector(
      // The link's name starts with the post's relative time, which it shows.
      `a[aria-label$="${filled(koFeed.post.open, { userNm: DEMO_NAME })}"]`,
    );
    await openPost!.click();
    await her.waitForFunction(() => location.pathname.startsWith('/main/feed/detail/'));
    const postPath = new URL(her.url()).pathname;
    expect(postPath).toMatch(/^\/main\/feed\/detail\/[0-9]+\/[0-9]+$/);
    const comment = '혈압 좋네요, 오늘도 산책해요';
    await her.locator(`::-p-aria(${koFeed.comments.field}[role="textbox"])`).fill(comment);
    await byName(her, koFeed.comments.send, 'button').click();
    await her.waitForSelector(`::-p-aria(${koFeed.comments.listLabel}) ::-p-text(${comment})`);
    await byName(demo, bellName(before + 1), 'link').wait();
    expect(await wasNotReloaded(demo)).toBe(true);

    // Someone outside the channel who opens the post's link is told it is not shared with them.
    const stranger = await openPhonePage(running.browser);
    await stranger.goto(`${running.app.appUrl}/intro/login`);
    await logIn(stranger, KO_LOGIN, STRANGER);
    await waitForPath(stranger, '/main/health-goal-dashboard');
    await stranger.goto(`${running.app.appUrl}${postPath}`);
    await byName(stranger, koFeed.detail.notSharedTitle, 'heading').wait();
    await waitForText(stranger, koMessages.M0044);
    expect(await stranger.evaluate(() => document.body.innerText)).not.toContain(words);
  });

  it('keeps a photo post written offline, the photo marked as waiting, and posts it with its photo once back online (issue 32.6)', async () => {
    const demo = await loggedInPage(running);
    // The feed and the editor are loaded once while online, as a person who posted before has them: a chunk the
    // page never loaded cannot load offline. The editor's channel list is remembered as it loads.
    await demo.goto(`${running.app.appUrl}/main/feed`);
    await tap((await demo.waitForSelector(`::-p-aria(${koFeed.feed.write}[role="link"])`))!);
    await waitForPath(demo, '/main/feed/insert/board');
    await byName(demo, koFeed.editor.title, 'heading').wait();
    // So is the code that uploads a photo, loaded by a photo chosen online and then taken out again.
    const firstPhoto = filled(koFeed.editor.photoName, { index: 1, name: 'landscape.png' });
    await (await inputLabelled(demo, koFeed.editor.addPhotos)).uploadFile(photoFile);
    await byName(demo, firstPhoto, 'image').wait();
    await tap(
      (await demo.waitForSelector(
        `::-p-aria(${filled(koFeed.editor.removePhoto, { name: firstPhoto })}[role="button"])`,
      ))!,
    );
    await demo.waitForFunction(
      (name: string) => !document.querySelector(`img[alt="${name}"]`),
      {},
      firstPhoto,
    );

    await demo.setOfflineMode(true);
    const words = `오프라인 사진 ${Date.now() % 100000}`;
    await demo.locator(`::-p-aria(${koFeed.editor.content}[role="textbox"])`).fill(words);
    await (await inputLabelled(demo, koFeed.editor.addPhotos)).uploadFile(photoFile);
    await waitForText(demo, koFeed.comments.keptBadge);
    expect(await axeViolations(demo)).toEqual([]);
    await tap((await demo.waitForSelector(`::-p-aria(${koFeed.editor.post}[role="button"])`))!);
    await waitForText(demo, koFeed.editor.kept);
    await waitForPath(demo, '/main/feed');

    // Kept: the frame counts it as waiting.
    await demo.waitForFunction(
      () =>
        document
          .querySelector('header [role="status"][data-pending-count]')
          ?.getAttribute('data-pending-count') === '1',
    );

    await demo.setOfflineMode(false);
    await demo.waitForFunction(
      () =>
        document
          .querySelector('header [role="status"][data-pending-count]')
          ?.getAttribute('data-pending-count') === '0',
    );
    // Sent by the outbox: the feed, read afresh, shows the post with its photo.
    await demo.goto(`${running.app.appUrl}/main/feed`);
    const { width, height } = await photoBox(demo, words);
    expect(width / height).toBeCloseTo(1.5, 1);
    await demo.close();
  });

  it('shows a landscape photo whole across the card’s width in its 3:2 ratio, in the feed, on the post’s page and after a reload, and full screen on a tap (issue 35)', async () => {
    const demo = await loggedInPage(running);
    await demo.goto(`${running.app.appUrl}/main/feed/insert/board`);
    const words = `산책길 사진 ${Date.now() % 100000}`;
    await demo.locator(`::-p-aria(${koFeed.editor.content}[role="textbox"])`).fill(words);
    await (await inputLabelled(demo, koFeed.editor.addPhotos)).uploadFile(photoFile);
    await byName(demo, filled(koFeed.editor.photoName, { index: 1, name: 'landscape.png' }), 'image').wait();
    await tap((await demo.waitForSelector(`::-p-aria(${koFeed.editor.post}[role="button"])`))!);
    await waitForText(demo, koFeed.editor.posted);
    await waitForPath(demo, '/main/feed');

    const expectWhole = async () => {
      const { width, height, card } = await photoBox(demo, words);
      expect(Math.abs(width - card)).toBeLessThanOrEqual(1);
      expect(width / height).toBeCloseTo(1.5, 1);
    };
    await expectWhole();
    expect(await axeViolations(demo)).toEqual([]);

    // The feed's heading, focused for screen readers when the screen opens, shows no focus box; a post's ⋯ is
    // not underlined (issue 35).
    const looks = await demo.evaluate(
      (title: string, options: string) => {
        // The screen's own heading (the frame's header names the tab too).
        const heading = [...document.querySelectorAll<HTMLElement>('h1[tabindex="-1"]')].find(
          (each) => each.textContent === title,
        );
        const menu = document.querySelector(`a[aria-label="${options}"]`);
        // As the screen focuses it when it opens.
        heading?.focus();
        return {
          focused: document.activeElement === heading,
          outline: heading ? getComputedStyle(heading).outlineStyle : null,
          underline: menu ? getComputedStyle(menu).textDecorationLine : null,
        };
      },
      koFeed.feed.title,
      koFeed.post.options,
    );
    expect(looks).toEqual({ focused: true, outline: 'none', underline: 'none' });

    // Tapped, the photo opens full screen; Escape closes it and the focus is back on the photo.
    const photoName = filled(koFeed.activity.board.open, { index: 1, count: 1 });
    await tap((await demo.waitForSelector(`::-p-aria(${photoName}[role="button"])`))!);
    const viewerName = filled(koFeed.activity.board.viewer, { index: 1, count: 1 });
    await byName(demo, viewerName, 'dialog').wait();
    await demo.waitForSelector(`::-p-aria(${viewerName}[role="dialog"]) img`);
    expect(await axeViolations(demo)).toEqual([]);
    await demo.keyboard.press('Escape');
    await demo.waitForFunction(() => !document.querySelector('[role="dialog"]'));
    expect(await demo.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(photoName);

    // The post's own page, and the same after a reload.
    const openPost = await demo.waitForFunction(
      (text: string) =>
        [...document.querySelectorAll('article')]
          .find((article) => article.innerText.includes(text))
          ?.querySelector('a[href*="/detail/"]'),
      {},
      words,
    );
    await tap(openPost as ElementHandle<Element>);
    await demo.waitForFunction(() => location.pathname.startsWith('/main/feed/detail/'));
    await expectWhole();
    await demo.reload();
    await expectWhole();

    // The feed with the photo, and the photo full screen, in English and Khmer too: nothing for axe.
    for (const [language, feedTexts] of [
      ['en', enFeed],
      ['km', kmFeed],
    ] as const) {
      await demo.evaluate((chosen: string) => localStorage.setItem('language', chosen), language);
      await demo.goto(`${running.app.appUrl}/main/feed`);
      const name = filled(feedTexts.activity.board.open, { index: 1, count: 1 });
      const photo = await demo.waitForSelector(`::-p-aria(${name}[role="button"])`);
      await demo.waitForSelector(`button[aria-label="${name}"] img`);
      expect({ language, violations: await axeViolations(demo) }).toEqual({ language, violations: [] });
      await tap(photo!);
      const viewer = filled(feedTexts.activity.board.viewer, { index: 1, count: 1 });
      await demo.waitForSelector(`::-p-aria(${viewer}[role="dialog"]) img`);
      expect({ language, violations: await axeViolations(demo) }).toEqual({ language, violations: [] });
      await demo.keyboard.press('Escape');
    }
  });
});
