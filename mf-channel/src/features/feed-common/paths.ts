import type { PostKey } from './feedApi';

export const feedPath = '/main/feed';
export const boardEditorPath = `${feedPath}/insert/board`;

/** Overlays about one post: their URL names the post after the overlay's segment (`.../feedOption/12/3`). */
export const postOverlays = { options: 'feedOption', likeUsers: 'like/users' } as const;
export type PostOverlay = (typeof postOverlays)[keyof typeof postOverlays];

export function detailPath({ feedSn, chnSn }: PostKey): string {
  return `${feedPath}/detail/${feedSn}/${chnSn}`;
}

/** The overlay over the page at `basePath` (the page stays underneath; closing goes back to it). */
export function postOverlayPath(basePath: string, overlay: PostOverlay, { feedSn, chnSn }: PostKey): string {
  return `${basePath.replace(/\/$/, '')}/${overlay}/${feedSn}/${chnSn}`;
}

const serial = (text: string | undefined) => (text && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null);

/** The post an overlay's URL names, or null when the URL names none. */
export function postOfOverlayPath(pathname: string, overlay: PostOverlay): PostKey | null {
  const segments = pathname.split('/').filter(Boolean);
  const wanted = overlay.split('/');
  const start = segments.findIndex((_, index) =>
    wanted.every((segment, offset) => segments[index + offset] === segment),
  );
  if (start < 1) return null;
  const feedSn = serial(segments[start + wanted.length]);
  const chnSn = serial(segments[start + wanted.length + 1]);
  return feedSn !== null && chnSn !== null ? { feedSn, chnSn } : null;
}

/** The post a detail link (a notification's link) points to, or null. */
export function postOfDetailLink(link: string | null): PostKey | null {
  const match = link ? /^\/main\/feed\/detail\/([0-9]+)\/([0-9]+)(?:[/?#]|$)/.exec(link) : null;
  return match ? { feedSn: Number(match[1]), chnSn: Number(match[2]) } : null;
}

export const samePost = (a: PostKey, b: PostKey) => a.feedSn === b.feedSn && a.chnSn === b.chnSn;
