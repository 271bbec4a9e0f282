/** notiKindCode: what a notification is about. Channels add their kinds here later. */
export const notificationKindCodes = {
  /** To the patient: a dose is due now. */
  doseReminder: '0001',
  /** To everyone the patient shares health data with: a dose is still not taken a while after its time. */
  familyMissedDose: '0002',
} as const;
export type NotificationKindCode = (typeof notificationKindCodes)[keyof typeof notificationKindCodes];

export const notificationLimits = {
  /** rows of `GET /noti`. */
  rows: { default: 20, max: 50 },
} as const;
