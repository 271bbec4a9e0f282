import { session } from 'shared-kernel';
import { isActivityFilter, type ActivityFilter } from './activityFilter';

export interface FeedFilterCondition {
  activity: ActivityFilter;
  /** The health articles and videos at the top of the feed; shown unless the person turned them off. */
  healthContent: boolean;
}

/** The feed filter the session keeps (`feedFilterCondition`), with what is missing or broken at its default. */
export function storedFeedFilter(): FeedFilterCondition {
  const stored = session.snapshot().channel.feedFilterCondition;
  return {
    activity: isActivityFilter(stored?.activity) ? stored.activity : 'all',
    healthContent: stored?.healthContent !== false,
  };
}
