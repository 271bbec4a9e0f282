import { notificationKindCodes as kinds, type NotificationKindCode } from './codes';
import type { AppNotification } from './types';

/** A path of this app (`/main/medicine`), never another site (`https://...`, `//host`), whatever a link says. */
function isAppPath(link: string | null): link is string {
  return link !== null && /^\/(?![/\\])/.test(link);
}

const feedPath = '/main/feed';

/**
 * The screen each kind opens (issue 35: a tap must open what the notification is about, not only mark it read).
 * Kinds about one item (a post, a channel) are given its address by the stored link, made where the notification
 * is made; the others open the same screen whatever a link says.
 */
const screenOfKind: Record<NotificationKindCode, (link: string | null) => string> = {
  [kinds.doseReminder]: () => '/main/medicine',
  // No screen lists another person's doses: the health page, where one chooses the family member who shares.
  [kinds.familyMissedDose]: () => '/main/my',
  // The feed shows the invitations waiting, on top.
  [kinds.channelInvitation]: () => feedPath,
  [kinds.channelJoined]: (link) => link ?? feedPath,
  [kinds.feedComment]: (link) => link ?? feedPath,
  [kinds.commentReply]: (link) => link ?? feedPath,
  [kinds.feedLike]: (link) => link ?? feedPath,
  [kinds.feedPosted]: (link) => link ?? feedPath,
  [kinds.inquiryAnswered]: () => '/user/inqry',
  // The channel is gone for the person: the feed of the channels left.
  [kinds.channelClosed]: () => feedPath,
  [kinds.channelExcluded]: () => feedPath,
  [kinds.managerDelegated]: (link) => link ?? '/chnSetting',
  [kinds.shareRequest]: () => '/user/myChn/setting/sharing',
};

/**
 * The app path a notification opens: by its kind, with the item its link names. A kind this app does not know
 * yet opens its link when that is a path of this app, else nothing.
 */
export function notificationScreen({
  notiKindCode,
  link,
}: Pick<AppNotification, 'notiKindCode' | 'link'>): string | null {
  const linked = isAppPath(link) ? link : null;
  const screenOf = (screenOfKind as Partial<Record<string, (link: string | null) => string>>)[notiKindCode];
  return screenOf ? screenOf(linked) : linked;
}
