import type { FeedPost } from 'shared-kernel/isomorphic';
import type { PostKey } from './feedApi';

/**
 * What changed a post on another screen (an overlay, a kept entry sent later), for the list that shows it:
 * the screens are separate features, so they tell each other through this rather than through imports.
 */
export type FeedChange =
  | { type: 'removed'; post: PostKey }
  | { type: 'posted'; posts: FeedPost[] }
  | { type: 'commented'; post: PostKey }
  /** The person blocked `userId`: everything of theirs leaves the lists (issue 36.2). */
  | { type: 'authorBlocked'; userId: string };

const listeners = new Set<(change: FeedChange) => void>();

export function announceFeedChange(change: FeedChange): void {
  listeners.forEach((listener) => listener(change));
}

/** Calls `listener` with every change; returns the unsubscribe. */
export function subscribeFeedChanges(listener: (change: FeedChange) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
