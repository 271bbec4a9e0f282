/**
 * Whether the entry before the current one is a page of this app, so that ← can go back to it instead of
 * leaving the app (a page opened from a link, a bookmark or a new tab has nothing of the app behind it).
 */

/** Set in `history.state` on every entry the kernel's `navigate` pushes. */
const pushedInAppKey = 'pushedInApp';

type EntryState = Record<string, unknown>;

function asRecord(state: unknown): EntryState | null {
  return typeof state === 'object' && state !== null ? (state as EntryState) : null;
}

/** React Router (the shell's and every remote's router) numbers its entries, from 0 for the one it started on. */
function routerIndexOf(state: EntryState | null): number | null {
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** True for an entry pushed by the app itself: by `navigate`, or by a router link (numbered after its first). */
export function wasPushedInApp(state: unknown): boolean {
  const record = asRecord(state);
  return record?.[pushedInAppKey] === true || (routerIndexOf(record) ?? 0) > 0;
}

/**
 * The state `navigate` gives an entry. A pushed one is marked and numbered after the current one the way React
 * Router numbers its own (its `replace` keeps only the number, which then still says "pushed in the app"); a
 * replacement keeps what the replaced entry said.
 */
export function stateForEntry(current: unknown, kind: 'push' | 'replace'): EntryState {
  const record = asRecord(current);
  const index = routerIndexOf(record);
  if (kind === 'push') return { [pushedInAppKey]: true, idx: (index ?? 0) + 1 };
  return wasPushedInApp(record) ? { [pushedInAppKey]: true, ...(index !== null && { idx: index }) } : {};
}

/** The Navigation API's one property used here (Chromium; not yet in TypeScript's DOM types). */
interface NavigationHistory {
  canGoBack?: unknown;
}

/**
 * True when going back stays in the app. The Navigation API knows it for every entry of this tab (it lists only
 * this origin's); without it, the marker of the current entry says whether the app pushed it.
 */
export function canGoBackInApp(): boolean {
  const { navigation } = window as Window & { navigation?: NavigationHistory };
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return wasPushedInApp(window.history.state);
}
