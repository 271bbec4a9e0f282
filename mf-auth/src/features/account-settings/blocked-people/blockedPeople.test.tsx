/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  demoUser,
  fakeApi,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import type { BlockedPerson } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../../RemoteRoot';
import { answerConfirm, toastMessage } from '../../../testing/dialogs';

const grandpa: BlockedPerson = { userId: 'grandpa', userNm: '할아버지', blockDt: '2026-03-01T03:00:00.000Z' };
const cousin: BlockedPerson = { userId: 'cousin7', userNm: '사촌', blockDt: '2026-02-20T03:00:00.000Z' };
const path = '/user/myChn/setting/blocked-people';

let api: ReturnType<typeof fakeApi>;
let unblocked: (string | null)[];

beforeEach(() => {
  resetSession();
  logIn();
  unblocked = [];
  api = fakeApi()
    .on('GET /api/user', { status: 200, data: demoUser })
    .on('GET /api/user/block', { status: 200, data: { blockList: [grandpa, cousin] } })
    .on('DELETE /api/user/block', (_body, { query }) => {
      unblocked.push(query.get('userId'));
      return { status: 200, data: { blockList: [cousin] } };
    });
});

describe('blocked people (account settings, issue 36.2)', () => {
  it('is linked from the settings menu', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');
    expect((await screen.findByRole('link', { name: '차단한 사람' })).getAttribute('href')).toBe(path);
  });

  it('lists each blocked person with the day they were blocked', async () => {
    await renderRemoteAt(RemoteRoot, path);
    const list = await screen.findByRole('list', { name: '차단한 사람 목록' });
    const card = within(list).getByRole('listitem', { name: '할아버지' });
    expect(within(card).getByText('2026.03.01에 차단')).toBeTruthy();
    expect(within(list).getByRole('button', { name: '사촌님 차단 풀기' })).toBeTruthy();
  });

  it('unblocks a person after asking, and shows the people left', async () => {
    await renderRemoteAt(RemoteRoot, path);
    fireEvent.click(await screen.findByRole('button', { name: '할아버지님 차단 풀기' }));
    expect(await answerConfirm(true)).toBe('할아버지님의 차단을 풀까요? 이 사람의 글과 댓글이 다시 보여요.');
    expect(await toastMessage()).toBe('할아버지님의 차단을 풀었어요.');
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '할아버지' })).toBeNull());
    expect(unblocked).toEqual(['grandpa']);
  });

  it('keeps the block when the answer is no', async () => {
    await renderRemoteAt(RemoteRoot, path);
    fireEvent.click(await screen.findByRole('button', { name: '할아버지님 차단 풀기' }));
    await answerConfirm(false);
    expect(api.routes()).not.toContain('DELETE /api/user/block');
    expect(screen.getByRole('listitem', { name: '할아버지' })).toBeTruthy();
  });

  it('says so when nobody is blocked, in Khmer with no text missing', async () => {
    const missing = watchMissingTexts();
    api.on('GET /api/user/block', { status: 200, data: { blockList: [] } });
    await renderRemoteAt(RemoteRoot, path, 'km');
    expect(await screen.findByText('អ្នកមិនទាន់បានទប់ស្កាត់នរណាម្នាក់ទេ។')).toBeTruthy();
    expect(missing.stop()).toEqual([]);
  });
});
