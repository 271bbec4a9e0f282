// The feed's paging cursor: the last post of a page, by (feedSn, chnSn), the order pages are read in (newest
// first; one post shared into two of the caller's channels shows once per channel). A keyset, not an offset, so
// posts added meanwhile never shift a page, and reading page 5,000 costs what page 1 does.
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

export interface FeedPosition {
  feedSn: number;
  chnSn: number;
}

/** Before every post: where the first page starts. */
export const feedStart: FeedPosition = { feedSn: 2_147_483_647, chnSn: 2_147_483_647 };

/** Opaque to the app (base64url), so that its form may change without the app noticing. */
export function encodeFeedCursor({ feedSn, chnSn }: FeedPosition): string {
  return Buffer.from(`${feedSn}.${chnSn}`, 'utf8').toString('base64url');
}

/** The position a cursor names; 400 M0187 (field cursor) for anything the API did not make. */
export function decodeFeedCursor(cursor: string | undefined): FeedPosition {
  if (cursor === undefined) return feedStart;
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString('utf8'),
  );
  const feedSn = Number(match?.[1]);
  const chnSn = Number(match?.[2]);
  if (!match || feedSn > feedStart.feedSn || chnSn > feedStart.chnSn)
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'cursor' });
  return { feedSn, chnSn };
}
