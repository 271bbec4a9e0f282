import type { ActivityReference } from '../isomorphic';
import { bus } from '../bus';
import { shareRequestOf } from './shareQuery';

/**
 * Asks the shell to open the `shareChn` overlay for one record of any area, over the page a person is on. Areas
 * call this instead of linking to the channel remote, which they must not import.
 */
export function requestChannelShare(activity: ActivityReference): void {
  bus.publish('channel.share-requested', shareRequestOf(activity));
}
