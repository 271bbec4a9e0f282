import { openFromNotification } from './notification-click';
import type { Clients, WindowClient } from './scope';

const origin = 'https://app.example';
const options = { origin, fallbackUrl: '/user/noti' };

/** A window of the app as the worker sees it: where it was taken, whether it was brought forward. */
function windowAt(url: string, { focused = false, canFocus = true, canNavigate = true } = {}) {
  const seen = { focused: false, navigatedTo: '' };
  const client: WindowClient = {
    url,
    focused,
    focus: async () => {
      if (!canFocus) throw new Error('InvalidAccessError: not allowed to focus');
      seen.focused = true;
      return client;
    },
    navigate: async (to) => {
      if (!canNavigate) throw new TypeError('not controlled');
      seen.navigatedTo = to;
      return client;
    },
  };
  return { client, seen };
}

function clientsWith(windows: WindowClient[]) {
  const opened: string[] = [];
  const clients: Clients = {
    matchAll: async () => windows,
    openWindow: async (url) => {
      opened.push(url);
      return null;
    },
  };
  return { clients, opened };
}

describe('a tapped notification', () => {
  it('brings the focused window of the app forward and takes it to the notification’s screen', async () => {
    const other = windowAt(`${origin}/main/feed`);
    const focused = windowAt(`${origin}/main/my`, { focused: true });
    const { clients, opened } = clientsWith([other.client, focused.client]);

    await openFromNotification(clients, { url: '/main/medicine' }, options);

    expect(focused.seen).toEqual({ focused: true, navigatedTo: `${origin}/main/medicine` });
    expect(other.seen).toEqual({ focused: false, navigatedTo: '' });
    expect(opened).toEqual([]);
  });

  it('opens a new window at the screen when no window of the app is open', async () => {
    const { clients, opened } = clientsWith([]);

    await openFromNotification(clients, { url: '/main/medicine' }, options);

    expect(opened).toEqual(['/main/medicine']);
  });

  it('still takes the window there when it may not be focused, and opens a new one when it cannot be taken', async () => {
    const unfocusable = windowAt(`${origin}/main/my`, { canFocus: false });
    const first = clientsWith([unfocusable.client]);
    await openFromNotification(first.clients, { url: '/main/medicine' }, options);
    expect(unfocusable.seen.navigatedTo).toBe(`${origin}/main/medicine`);

    const stuck = windowAt(`${origin}/main/my`, { canNavigate: false });
    const second = clientsWith([stuck.client]);
    await openFromNotification(second.clients, { url: '/main/medicine' }, options);
    expect(second.opened).toEqual(['/main/medicine']);
  });

  it('opens the notification list instead of a url that is not a path of this origin', async () => {
    const { clients, opened } = clientsWith([]);

    await openFromNotification(clients, { url: 'https://evil.example/' }, options);
    await openFromNotification(clients, null, options);

    expect(opened).toEqual(['/user/noti', '/user/noti']);
  });
});
