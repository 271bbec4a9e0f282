// Every screen of the app by URL, with the heading that says it has rendered: the shell's routes (remotes.json,
// /error) and each remote's RemoteRoot, their child routes and overlays. `heading` is a catalogue key
// (`namespace:key`), so the same list serves ko, en and km.
import {
  lifelogTypeKeys,
  lifelogTypeParam,
  manualLifelogTypeKeys,
} from '../../shared-kernel/src/isomorphic/units/lifelogTypes';

export interface Screen {
  path: string;
  heading: string;
  /** Values of the heading's `{{placeholders}}`, each a catalogue key too. */
  values?: Record<string, string>;
  /** Opens as a dialog over the page underneath: its heading is looked for inside the dialog. */
  dialog?: boolean;
}

/** Screens without a session (the sign-up steps after the first need the earlier ones and go back to it). */
export const anonymousScreens: Screen[] = [
  { path: '/intro/login', heading: 'login:title' },
  { path: '/register/agreement', heading: 'auth:signUp.title' },
  { path: '/register/transfer', heading: 'auth:signUp.title' },
  { path: '/register/search/id', heading: 'auth:findId.title' },
  { path: '/register/search/pw/identify', heading: 'auth:resetPassword.title' },
  { path: '/register/reset/identify', heading: 'auth:resetPassword.title' },
  { path: '/user/myChn/setting/profile/deleteComplete', heading: 'auth:withdrawal.doneHeading' },
  { path: '/error', heading: 'shell:errorPage.title' },
];

const dashboard = '/main/health-goal-dashboard';
const lifelogDetail = (typeKey: (typeof lifelogTypeKeys)[number]) =>
  `/main/my/lifelogDetailPage?lifelogTypeCode=${lifelogTypeParam(typeKey)}`;

/**
 * Screens of the demo user, in an order that leaves data as it was (nothing is saved). `{yesterday}`, `{today}`
 * and `{post}` (a feed post's `feedSn/chnSn`) are filled in by the test.
 */
export const demoScreens: Screen[] = [
  { path: dashboard, heading: 'routine:dashboard.title' },
  { path: `${dashboard}/dashboard-calendar`, heading: 'routine:calendar.title', dialog: true },
  { path: `${dashboard}/exercise-record`, heading: 'routine:exercise.record.title', dialog: true },
  {
    path: `${dashboard}/exercise-record/exercise-selector`,
    heading: 'routine:exercise.selector.title',
    dialog: true,
  },
  {
    path: `${dashboard}/no-smoking-record?date={yesterday}`,
    heading: 'routine:records.noSmoking.title',
    dialog: true,
  },
  {
    path: `${dashboard}/drinking-record?date={yesterday}`,
    heading: 'routine:records.drinking.title',
    dialog: true,
  },
  {
    path: `${dashboard}/taking-medication-record?date={today}`,
    heading: 'routine:takingMedicationRecord.title',
    dialog: true,
  },
  { path: `${dashboard}/health-roadmap-detail`, heading: 'routine:roadmap.title', dialog: true },
  { path: `${dashboard}/registration-options`, heading: 'routine:options.title', dialog: true },
  { path: '/main/health-goal-history', heading: 'routine:history.title' },
  { path: '/main/health-goal-history/registration-options', heading: 'routine:options.title', dialog: true },
  { path: '/routine/health-goal', heading: 'routineGoal:goal.newTitle' },
  { path: '/routine/health-goal/health-goal-addition', heading: 'routineGoal:goal.target.title' },
  { path: '/routine/health-goal/exercise-list', heading: 'routineGoal:goal.exercises.title' },
  { path: '/routine/health-goal/exercise-list/type-addition', heading: 'routineGoal:goal.types.title' },
  { path: '/routine/health-goal/noDrinkingRegistration', heading: 'routineGoal:goal.habits.title' },
  { path: '/routine/health-goal/healthgoal-calendar', heading: 'routineGoal:goal.period.title' },

  { path: '/main/my', heading: 'lifelog:my.title' },
  { path: '/main/my/interest/items', heading: 'lifelog:items.title' },
  { path: '/main/my/lifeLogForm', heading: 'lifelogRecords:entry.title', dialog: true },
  { path: '/main/my/lifelogConnect', heading: 'healthCheckup:connect.title', dialog: true },
  { path: '/main/my/idxGuidePopup', heading: 'lifelog:overlays.idxGuidePopup', dialog: true },
  { path: '/main/my/input/basal/metabolic', heading: 'lifelog:overlays.basalMetabolic', dialog: true },
  ...lifelogTypeKeys.map((typeKey) => ({
    path: lifelogDetail(typeKey),
    heading: `lifelog:types.${typeKey}`,
  })),
  ...manualLifelogTypeKeys.map((typeKey) => ({
    path: lifelogDetail(typeKey).replace('?', '/lifeLogForm?'),
    heading: 'lifelogRecords:entry.newTitle',
    values: { type: `lifelog:types.${typeKey}` },
    dialog: true,
  })),
  { path: '/main/health-checkup', heading: 'healthCheckup:checkup.title' },
  { path: '/main/health-checkup/idxGuidePopup', heading: 'lifelog:overlays.idxGuidePopup', dialog: true },

  { path: '/main/medicine', heading: 'medicine:schedule.title' },
  { path: '/main/medicine/registration-options', heading: 'medicine:options.title', dialog: true },
  { path: '/medicine/search', heading: 'medicine:search.title' },
  { path: '/medicine/direct', heading: 'medicine:direct.title' },

  { path: '/main/feed', heading: 'feed:feed.title' },
  { path: '/main/feed/chnForm', heading: 'channel:overlays.chnForm', dialog: true },
  { path: '/main/feed/insert/board', heading: 'feed:editor.title' },
  { path: '/main/feed/insert/board/background/images', heading: 'feed:editor.backgroundTitle' },
  { path: '/main/feed/insert/board/share/channel', heading: 'feed:editor.channelsTitle' },
  { path: '/main/feed/detail/{post}', heading: 'feed:detail.title' },
  { path: '/main/feed/detail/{post}/like/users', heading: 'feed:likes.title', dialog: true },
  { path: '/main/feed/feedOption/{post}', heading: 'feed:options.title', dialog: true },
  { path: '/chnSetting?chnSn={channel}', heading: 'channel:settings.title' },
  { path: '/prtcpntSetting?chnSn={channel}', heading: 'channel:participants.title' },
  {
    path: '/prtcpntSetting/chnInviteList?chnSn={channel}',
    heading: 'channel:overlays.chnInviteList',
    dialog: true,
  },
  { path: '/chnDecorating?chnSn={channel}', heading: 'channel:decorating.title' },
  { path: '/user/inqry', heading: 'inquiry:title' },
  { path: '/user/noti', heading: 'channel:notifications.title' },

  { path: '/main/ai-prediction', heading: 'ai:title' },
  {
    path: '/main/ai-prediction/detail?model=7&variant=ten-year',
    heading: 'ai:outcomes.bodyAge',
    dialog: true,
  },
  {
    path: '/main/ai-prediction/history?model=7',
    heading: 'ai:history.titleOf',
    values: { outcome: 'ai:outcomes.bodyAge' },
  },
  { path: '/main/ai-prediction/calculator', heading: 'ai:calculator.title' },
  {
    path: '/main/ai-prediction/MetabolicDivisionDetail',
    heading: 'ai:outcomes.metabolicSyndrome',
    dialog: true,
  },
  { path: '/main/ai-prediction/aiChat', heading: 'ai:chat.title', dialog: true },
  { path: '/main/ai-prediction/aiChat/aiChatHistory', heading: 'ai:chat.history.title', dialog: true },
  { path: '/ai/intro', heading: 'ai:intro.title' },
  { path: '/ai/paper-weight', heading: 'ai:questionnaire.title' },

  { path: '/user/myChn/setting', heading: 'auth:settings.title' },
  { path: '/user/myChn/setting/lifelogConnect', heading: 'healthCheckup:connect.title', dialog: true },
  { path: '/user/myChn/setting/profile', heading: 'auth:profile.title' },
  { path: '/user/myChn/setting/profile/phone', heading: 'auth:changePhone.title' },
  { path: '/user/myChn/setting/profile/deleteAccount', heading: 'auth:withdrawal.title' },
  { path: '/user/myChn/setting/password', heading: 'auth:password.title' },
  { path: '/user/myChn/setting/sessions', heading: 'auth:sessions.title' },
  { path: '/user/myChn/setting/sharing', heading: 'auth:sharing.title' },
  { path: '/user/myChn/setting/notifications', heading: 'auth:notificationSettings.title' },
  { path: '/user/myChn/setting/agreement', heading: 'auth:agreements.title' },
  { path: '/user/myChn/setting/tutorial', heading: 'auth:tutorial.title' },
];
