/** @jest-environment jsdom */
import { nativeResultCodes } from '../isomorphic/codes';
import { bridge, type BridgeRequest } from '../bridge';
import { defaultUserSettings } from '../isomorphic/settings';
import { session } from '../session';
import { logIn, resetSession } from '../testing/fakeApi';
import { cancelDoseRemindersOnLogout, maxScheduledReminders, syncDoseReminders } from './index';

const now = Date.parse('2026-03-02T08:00:00+09:00');

/** A simulated Android WebView host: it records every call and answers each with `resultCode`. */
function simulateAndroidHost(resultCode: number = nativeResultCodes.SUCCESS) {
  const requests: BridgeRequest[] = [];
  window.FamilyHealthAndroid = {
    postMessage(json: string) {
      const request = JSON.parse(json) as BridgeRequest;
      requests.push(request);
      setTimeout(() => window.familyHealthBridge?.receive({ id: request.id, resultCode }), 0);
    },
  };
  return { requests };
}

function reminder(id: string, at: string) {
  return { id, at, title: '복약 알림', body: `${id} 드실 시간이에요` };
}

beforeEach(() => {
  jest.spyOn(Date, 'now').mockReturnValue(now);
});

afterEach(() => {
  delete window.FamilyHealthAndroid;
  jest.restoreAllMocks();
});

describe('syncDoseReminders inside the native shell', () => {
  it('replaces the scheduled reminders with the given ones through scheduleLocalNotifications', async () => {
    const host = simulateAndroidHost();
    const list = [reminder('a', '2026-03-02T13:00:00+09:00'), reminder('b', '2026-03-02T19:00:00+09:00')];

    await syncDoseReminders(list);

    expect(host.requests).toEqual([
      { id: expect.any(String), method: 'scheduleLocalNotifications', params: { notifications: list } },
    ]);
  });

  it("schedules none while the person's settings have reminders off (issue 36.1)", async () => {
    const host = simulateAndroidHost();
    session.setSettings({
      ...defaultUserSettings,
      notifications: { ...defaultUserSettings.notifications, reminders: false },
    });

    await syncDoseReminders([reminder('a', '2026-03-02T13:00:00+09:00')]);

    expect(host.requests[0]?.params).toEqual({ notifications: [] });
    session.setSettings(defaultUserSettings);
  });

  it('sends an empty list to cancel every reminder', async () => {
    const host = simulateAndroidHost();
    await syncDoseReminders([]);
    expect(host.requests[0]?.params).toEqual({ notifications: [] });
  });

  it('leaves out reminders in the past and with an unreadable time, and sends the rest soonest first', async () => {
    const host = simulateAndroidHost();
    await syncDoseReminders([
      reminder('evening', '2026-03-02T19:00:00+09:00'),
      reminder('past', '2026-03-02T07:00:00+09:00'),
      reminder('unreadable', 'tomorrow morning'),
      reminder('noon', '2026-03-02T03:00:00Z'),
    ]);
    expect(host.requests[0]?.params).toEqual({
      notifications: [
        reminder('noon', '2026-03-02T03:00:00Z'),
        reminder('evening', '2026-03-02T19:00:00+09:00'),
      ],
    });
  });

  it(`keeps at most ${maxScheduledReminders} reminders (the iOS limit), the soonest`, async () => {
    const host = simulateAndroidHost();
    const hourly = Array.from({ length: 100 }, (_, hour) =>
      reminder(`h${hour}`, new Date(now + (hour + 1) * 3_600_000).toISOString()),
    );
    await syncDoseReminders([...hourly].reverse());
    expect(host.requests[0]?.params).toEqual({ notifications: hourly.slice(0, maxScheduledReminders) });
  });

  it('resolves without throwing when the host fails, so that a screen can call it without care', async () => {
    simulateAndroidHost(nativeResultCodes.UNKNOWN);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(syncDoseReminders([reminder('a', '2026-03-02T13:00:00+09:00')])).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
  });

  it('cancels every reminder when the person logs out', async () => {
    const host = simulateAndroidHost();
    logIn();
    const subscription = cancelDoseRemindersOnLogout();
    resetSession();
    subscription.unsubscribe();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(host.requests.map((request) => [request.method, request.params])).toEqual([
      ['scheduleLocalNotifications', { notifications: [] }],
    ]);
  });
});

describe('syncDoseReminders in a plain browser', () => {
  it('does nothing: the bridge is not called (browser reminders come from the notification stream)', async () => {
    const call = jest.spyOn(bridge, 'call');
    await expect(syncDoseReminders([reminder('a', '2026-03-02T13:00:00+09:00')])).resolves.toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });
});
