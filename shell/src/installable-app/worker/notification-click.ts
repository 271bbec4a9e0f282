import { sameOriginPath } from './push';
import type { Clients } from './scope';

/**
 * Opens `url` (a notification's `data.url`, checked again: only a path of this origin) where the person will see
 * it: an open window of the app is brought forward and taken there, the focused one first; without one, a new
 * window opens at it. Only windows this worker controls can be taken elsewhere by it (not the very first visit's,
 * loaded before the worker was there): for those, too, a new window opens.
 */
export async function openFromNotification(
  clients: Clients,
  data: unknown,
  { origin, fallbackUrl }: { origin: string; fallbackUrl: string },
): Promise<void> {
  const wanted = sameOriginPath((data as { url?: unknown } | null)?.url, origin) ?? fallbackUrl;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: false });
  const [client] = [...windows].sort((a, b) => Number(b.focused) - Number(a.focused));
  if (!client) {
    await clients.openWindow(wanted);
    return;
  }
  // Focusing needs the tap's permission, which only a real click gives, and comes first, while it holds; without
  // it the window is still taken to the screen.
  await client.focus().catch(() => undefined);
  const navigated = await client.navigate(new URL(wanted, origin).href).catch(() => null);
  if (!navigated) await clients.openWindow(wanted);
}
