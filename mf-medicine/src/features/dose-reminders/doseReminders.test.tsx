/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import type { BridgeRequest } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { nativeResultCodes } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';
import { answerBoard, dosesOf, fixClock, plan, scheduledPlan } from '../medicine-common/testing/fixtures';

/** A simulated Android WebView host: it records every bridge call and answers each with success. */
function simulateAndroidHost() {
  const requests: BridgeRequest[] = [];
  window.FamilyHealthAndroid = {
    postMessage(json: string) {
      const request = JSON.parse(json) as BridgeRequest;
      requests.push(request);
      setTimeout(
        () => window.familyHealthBridge?.receive({ id: request.id, resultCode: nativeResultCodes.SUCCESS }),
        0,
      );
    },
  };
  return { requests };
}

interface Scheduled {
  notifications: { id: string; at: string; title: string; body: string }[];
}

beforeEach(() => {
  fixClock();
  resetSession();
  logIn();
});

afterEach(() => {
  delete window.FamilyHealthAndroid;
  jest.useRealTimers();
});

describe('dose reminders in the native shell', () => {
  it('are the next 7 days of unticked doses of plans with the reminder on, scheduled after the load', async () => {
    const host = simulateAndroidHost();
    const tylenol = plan();
    const vitamin = plan({ ...scheduledPlan, notiAt: 'N' });
    answerBoard(fakeApi(), [tylenol, vitamin], [...dosesOf(tylenol), ...dosesOf(vitamin)]);
    await renderRemoteAt(RemoteRoot, '/main/medicine');
    await screen.findByRole('heading', { name: '오늘 먹을 약' });

    await waitFor(() =>
      expect(host.requests.some((request) => request.method === 'scheduleLocalNotifications')).toBe(true),
    );
    const last = host.requests.filter((request) => request.method === 'scheduleLocalNotifications').at(-1);
    const { notifications } = last?.params as Scheduled;
    // Today's evening (the morning has passed) to Tuesday 03-17's evening: 1 + 6 × 2 doses.
    expect(notifications).toHaveLength(13);
    expect(notifications[0]).toEqual({
      id: 'dose-1-2026-03-11T19:00:00',
      at: '2026-03-11T10:00:00.000Z',
      title: '타이레놀 먹을 시간이에요',
      body: '저녁 19:00 타이레놀을 먹고 앱에서 표시해 주세요.',
    });
    expect(notifications.at(-1)?.id).toBe('dose-1-2026-03-17T19:00:00');
    expect(notifications.every((reminder) => reminder.id.startsWith('dose-1-'))).toBe(true);
  });

  it('name the medicine in the person’s language: the catalogue’s English name in English (issue 35)', async () => {
    const host = simulateAndroidHost();
    const tylenol = plan();
    answerBoard(fakeApi(), [tylenol], dosesOf(tylenol));
    await renderRemoteAt(RemoteRoot, '/main/medicine', 'en');
    await screen.findByRole('heading', { name: "Today's medicine" });
    await waitFor(() =>
      expect(host.requests.some((request) => request.method === 'scheduleLocalNotifications')).toBe(true),
    );
    const last = host.requests.filter((request) => request.method === 'scheduleLocalNotifications').at(-1);
    const [first] = (last?.params as Scheduled).notifications;
    expect(first?.title).toContain('Tylenol Tab. 500mg (Acetaminophen)');
    expect(first?.body).toContain('Tylenol Tab. 500mg (Acetaminophen)');
    expect(first?.title).not.toContain('타이레놀');
  });
});
