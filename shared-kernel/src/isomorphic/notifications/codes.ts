/** notiKindCode: what a notification is about; its text is common.json `notifications.kinds.<code>`. */
export const notificationKindCodes = {
  /** To the patient: a dose is due now. */
  doseReminder: '0001',
  /** To everyone the patient shares health data with: a dose is still not taken a while after its time. */
  familyMissedDose: '0002',
  /** To a person with an account: { userNm (inviter), chnNm }, link `/main/feed`. */
  channelInvitation: '0003',
  /** To the channel's other members: { userNm, chnNm }, link `/main/feed?chnSn=`. */
  channelJoined: '0004',
  /** To a post's author: { userNm, comtCn (first 40 characters) }, link `/main/feed/detail/{feedSn}/{chnSn}`. */
  feedComment: '0005',
  /** To a comment's author: { userNm, comtCn }, link to the post. */
  commentReply: '0006',
  /** To a post's author: { userNm }, link to the post (once per person and post). */
  feedLike: '0007',
  /** To the channel's other members: { userNm, chnNm }, link to the post. */
  feedPosted: '0008',
  /** To the author of a feedback entry: { title }, link `/user/inqry`. */
  inquiryAnswered: '0009',
  /** To every member when the manager closes the channel: { chnNm }, no link. */
  channelClosed: '0010',
  /** To the person excluded: { chnNm }, no link. */
  channelExcluded: '0011',
  /** To the new manager: { chnNm }, link `/chnSetting?chnSn=`. */
  managerDelegated: '0012',
  /** To the person asked: { userNm (who asks to share their health data) }, link `/user/myChn/setting/sharing`. */
  shareRequest: '0013',
} as const;
export type NotificationKindCode = (typeof notificationKindCodes)[keyof typeof notificationKindCodes];

export const notificationLimits = {
  /** rows of `GET /noti`. */
  rows: { default: 20, max: 50 },
} as const;
