import type { ReleaseSetConfig } from './config';

/** What `showNotification` is called with. */
export interface NotificationRequest {
  title: string;
  options: {
    body: string;
    tag: string;
    data: { url: string };
    icon: string;
    badge: string;
    lang: string;
  };
}

const MAX_TITLE = 200;
const MAX_BODY = 1000;

/**
 * The path a notification may open: a path of this origin only, never another site (a payload is data from the
 * network, and a notification's tap must not become a way to send someone elsewhere). Null when it is not one.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\'))
    return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.origin === origin ? parsed.pathname + parsed.search + parsed.hash : null;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** The first of `candidates` the fallback texts have (`ko-KR` counts as `ko`), else the fallback's first. */
function languageOf(candidates: readonly unknown[], languages: ReleaseSetConfig['fallback']['languages']) {
  for (const candidate of candidates) {
    const base = typeof candidate === 'string' ? candidate.toLowerCase().split(/[-_]/)[0] : undefined;
    if (base && Object.hasOwn(languages, base)) return base;
  }
  return Object.keys(languages)[0] ?? '';
}

function parsed(data: { json(): unknown } | null): Record<string, unknown> | null {
  if (!data) return null;
  try {
    const value = data.json();
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * The notification of a push: `{ title, body, url, tag, lang? }` as the API sends it, in the person's language
 * (named by `lang` when it says; unknown otherwise, rather than guessed). The same tag replaces an earlier
 * notification, so a push delivered twice shows once. A url that is not a path of this origin opens the
 * notification list instead. A push without a title and a body still has to show something (Chromium shows its
 * own "site updated in the background" otherwise): the app's name and "a new notification" in the browser's
 * language (a worker cannot read the app's choice), opening the notification list; one at a time (one tag).
 */
export function notificationOf(
  data: { json(): unknown } | null,
  { origin, languages, config }: { origin: string; languages: readonly string[]; config: ReleaseSetConfig },
): NotificationRequest {
  const payload = parsed(data);
  const title = text(payload?.title, MAX_TITLE);
  const body = text(payload?.body, MAX_BODY);
  const icons = { icon: config.icon, badge: config.badge };
  if (title && body) {
    const url = sameOriginPath(payload?.url, origin) ?? config.fallback.url;
    const tag = text(payload?.tag, MAX_TITLE) ?? '';
    const lang =
      typeof payload?.lang === 'string' && Object.hasOwn(config.fallback.languages, payload.lang)
        ? payload.lang
        : '';
    return { title, options: { body, tag, data: { url }, ...icons, lang } };
  }
  const lang = languageOf(languages, config.fallback.languages);
  const fallback = config.fallback.languages[lang] ?? { title: '', body: '' };
  return {
    title: fallback.title,
    options: { body: fallback.body, tag: 'fallback', data: { url: config.fallback.url }, ...icons, lang },
  };
}
