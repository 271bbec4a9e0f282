/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dialogs } from 'shared-kernel';
import type { StoredImage } from 'shared-kernel/isomorphic';
import {
  fakeApi,
  fakeNotificationStream,
  fixClock,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { answerFeed, page, post } from '../feed-common/testing/fixtures';

function photo(imageId: string, width: number, height: number): StoredImage {
  return { imageId, url: `/api/files/images/${imageId}`, width, height };
}

const landscape = photo('a', 600, 400);
const portrait = photo('b', 300, 400);
const square = photo('c', 500, 500);

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});
afterEach(() => {
  act(() => dialogs.closeAll());
  jest.useRealTimers();
});

async function openFeedWith(imageList: StoredImage[]) {
  fakeNotificationStream();
  const api = answerFeed(fakeApi(), page([post(30, { feedTitle: '산책', imageList })]));
  api.on('GET /api/service/noti/newNotiCount', { status: 200, data: { newNotiCount: 0 } });
  await renderRemoteAt(RemoteRoot, '/main/feed');
  return screen.findByRole('article');
}

/** The box a photo is drawn in: the button's only child. */
function frameOf(button: HTMLElement): HTMLElement {
  return button.firstElementChild as HTMLElement;
}

describe('photos of a post (issue 35)', () => {
  watchMissingTexts();

  it('shows a landscape photo whole across the card’s width, in its own 3:2 ratio', async () => {
    const card = await openFeedWith([landscape]);
    const button = within(card).getByRole('button', { name: '사진 1/1 크게 보기' });
    const frame = frameOf(button);
    expect(frame.style.aspectRatio).toBe('600 / 400');
    expect(frame.style.height).toBe('');
    expect(frame.style.width).toBe('');
    // One photo has no position to tell.
    expect(within(card).queryByText('1 / 1')).toBeNull();
  });

  it('shows several photos as one row, each in its own ratio, with where one is in the row', async () => {
    const card = await openFeedWith([landscape, portrait, square]);
    const row = within(card).getByRole('list', { name: '사진 3장' });
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((button) => frameOf(button).style.aspectRatio)).toEqual([
      '600 / 400',
      '300 / 400',
      '500 / 500',
    ]);
    expect(within(card).getByText('1 / 3')).toBeTruthy();
  });

  it('opens a tapped photo full screen: a dialog with a close button, previous and next; Escape closes it and the focus comes back', async () => {
    const card = await openFeedWith([landscape, portrait, square]);
    const second = within(card).getByRole('button', { name: '사진 2/3 크게 보기' });
    second.focus();
    fireEvent.click(second);
    const viewer = screen.getByRole('dialog', { name: '사진 2/3 전체 화면' });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: '닫기' }));
    fireEvent.click(within(viewer).getByRole('button', { name: '다음 사진' }));
    expect(viewer.getAttribute('aria-label')).toBe('사진 3/3 전체 화면');
    expect(within(viewer).getByRole('button', { name: '다음 사진' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(viewer.getAttribute('aria-label')).toBe('사진 1/3 전체 화면');
    expect(within(viewer).getByRole('button', { name: '이전 사진' })).toHaveProperty('disabled', true);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('closes full screen with its close button, and Tab stays inside it', async () => {
    const card = await openFeedWith([landscape, portrait]);
    const first = within(card).getByRole('button', { name: '사진 1/2 크게 보기' });
    first.focus();
    fireEvent.click(first);
    const viewer = screen.getByRole('dialog', { name: '사진 1/2 전체 화면' });
    const close = within(viewer).getByRole('button', { name: '닫기' });
    const next = within(viewer).getByRole('button', { name: '다음 사진' });
    next.focus();
    fireEvent.keyDown(next, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
    fireEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first);
  });
});
