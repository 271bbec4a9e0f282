import { supportedLanguages, type Language } from 'locales';
import { notificationKindCodes, type NotificationKindCode } from '../notifications/codes';
import { defaultTimeZone } from '../codes';
import { isTimeOfDay } from '../medication/rules';
import { timeOfDaySchema } from '../medication/schemas';

const kinds = notificationKindCodes;

/**
 * What a person can turn off in the notification settings, each with the notifications it silences. A kind not
 * named here (a channel closed, being excluded, made manager, asked to share health data) changes what the person
 * can do in the app, so it is always sent.
 */
export const notificationTopics = {
  reminders: [kinds.doseReminder],
  missedDoses: [kinds.familyMissedDose],
  invitations: [kinds.channelInvitation],
  familyPosts: [kinds.channelJoined, kinds.feedPosted],
  comments: [kinds.feedComment, kinds.commentReply],
  likes: [kinds.feedLike],
  boardAnswers: [kinds.inquiryAnswered],
} as const satisfies Record<string, readonly NotificationKindCode[]>;
export type NotificationTopic = keyof typeof notificationTopics;
export const notificationTopicNames = Object.keys(notificationTopics) as NotificationTopic[];

/**
 * Quiet hours hold back pushes from `start` until `end` (HH:mm in the settings' time zone; `start` after `end`
 * spans midnight). The notification centre still gets them. A person's own dose reminder is never held back: a
 * dose at 06:00 is why they keep the app, and they can turn reminders off instead.
 */
export interface QuietHours {
  start: string;
  end: string;
}
export const quietHoursExemptKinds: readonly NotificationKindCode[] = [kinds.doseReminder];

/** One person's settings (`GET /api/service/setting`), loaded before `/main` and kept in the session. */
export interface UserSettings {
  notifications: Record<NotificationTopic, boolean>;
  quietHours: QuietHours | null;
  /** The IANA zone quiet hours are read in: the person's device's, saved with the settings. */
  timeZone: string;
  /** The language texts and pushes are written in on every device; null: each device's own choice. */
  language: Language | null;
}

export const defaultUserSettings: UserSettings = {
  notifications: Object.fromEntries(notificationTopicNames.map((topic) => [topic, true])) as Record<
    NotificationTopic,
    boolean
  >,
  quietHours: null,
  timeZone: defaultTimeZone,
  language: null,
};

/** The notification kinds a person's settings turn off. */
export function mutedKinds(notifications: UserSettings['notifications']): NotificationKindCode[] {
  return notificationTopicNames.flatMap((topic) => (notifications[topic] ? [] : notificationTopics[topic]));
}

/** A topic is on unless every kind it silences is muted. */
export function topicsFromMutedKinds(muted: readonly string[]): UserSettings['notifications'] {
  return Object.fromEntries(
    notificationTopicNames.map((topic) => [
      topic,
      !notificationTopics[topic].every((kind: NotificationKindCode) => muted.includes(kind)),
    ]),
  ) as UserSettings['notifications'];
}

/** Refused rather than dropped: Fastify's Ajv removes `additionalProperties: false`'s extras silently. */
const noOtherProperties = { not: {}, 'x-messages': { not: 'M0097' } } as const;
const settingsMessage = { 'x-messages': { type: 'M0097', required: 'M0097', enum: 'M0097' } } as const;

/** The body of `PUT /api/service/setting`: the whole settings, as `GET` answers them. */
export const userSettingsSchema = {
  type: 'object',
  required: ['notifications', 'quietHours', 'timeZone', 'language'],
  additionalProperties: noOtherProperties,
  properties: {
    notifications: {
      type: 'object',
      required: notificationTopicNames,
      additionalProperties: noOtherProperties,
      properties: Object.fromEntries(
        notificationTopicNames.map((topic) => [topic, { type: 'boolean', ...settingsMessage }]),
      ),
      ...settingsMessage,
    },
    quietHours: {
      type: ['object', 'null'],
      required: ['start', 'end'],
      additionalProperties: noOtherProperties,
      properties: { start: timeOfDaySchema, end: timeOfDaySchema },
      ...settingsMessage,
    },
    timeZone: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      pattern: '^[A-Za-z][A-Za-z0-9_+/-]*$',
      'x-messages': { type: 'M1159', minLength: 'M1159', maxLength: 'M1159', pattern: 'M1159' },
    },
    language: { type: ['string', 'null'], enum: [...supportedLanguages, null], ...settingsMessage },
  },
  ...settingsMessage,
} as const;

/** Whether `value` has the shape of `UserSettings` (what the API answers; checked before the session keeps it). */
export function isUserSettings(value: unknown): value is UserSettings {
  if (typeof value !== 'object' || value === null) return false;
  const { notifications, quietHours, timeZone, language } = value as Record<string, unknown>;
  const topicsValid =
    typeof notifications === 'object' &&
    notifications !== null &&
    notificationTopicNames.every(
      (topic) => typeof (notifications as Record<string, unknown>)[topic] === 'boolean',
    );
  const quietValid =
    quietHours === null ||
    (typeof quietHours === 'object' &&
      quietHours !== undefined &&
      [(quietHours as QuietHours).start, (quietHours as QuietHours).end].every(
        (time) => typeof time === 'string' && isTimeOfDay(time),
      ));
  return (
    topicsValid &&
    quietValid &&
    typeof timeZone === 'string' &&
    (language === null || (supportedLanguages as readonly unknown[]).includes(language))
  );
}
