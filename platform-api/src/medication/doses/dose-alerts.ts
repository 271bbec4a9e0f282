// The dose scheduler inside the API (issue 13): every interval, and once at start, it makes today's doses of the
// running plans, reminds patients of doses due (kind 0001) and tells the people a patient shares health data
// with when a dose is still not taken a while after its time (kind 0002). Each batch of doses is claimed with
// FOR UPDATE SKIP LOCKED and marked handled in the same transaction as its notifications, so with several API
// instances, and after a restart, every dose is reminded and alerted exactly once.
import { notificationKindCodes, seoulDateTimeOf, type NotificationParams } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { metricsOff, type DoseSchedulerMetrics } from '../../platform/observability/api-metrics';
import { insertNotifications, type NewNotification } from '../../notifications';
import { generateThrough } from './dose-generation';
import { lateReminderMs } from './dose-repository';
import { plansToGenerate } from '../plans/plan-repository';

/** Missed-dose alerts more than this late (the scheduler was stopped) are passed over: old news to a family. */
export const staleMissedAlertMs = 12 * 3_600_000;
export const defaultDoseAlertIntervalMs = 30_000;
const defaultBatchSize = 200;

export interface DoseAlertRun {
  /** Plans whose doses were made up to today. */
  plans: number;
  /** Notifications stored. */
  reminders: number;
  missedAlerts: number;
}

interface ClaimedDose {
  tkmdDtlsSn: number;
  planDt: string;
  tkmdNm: string;
  /** The catalogue's English name of the medicine, which English and Khmer texts show. */
  tkmdEngNm: string | null;
  userId: string;
  userNm: string | null;
  /** The patient has not withdrawn. */
  active: boolean;
  notiAt: boolean;
  missedAlertMi: number | null;
}

const claimColumns = `
  d.tkmd_dtls_sn AS "tkmdDtlsSn", to_char(d.plan_dt, 'YYYY-MM-DD"T"HH24:MI:SS') AS "planDt",
  p.tkmd_nm AS "tkmdNm", item.item_eng_name AS "tkmdEngNm", p.user_id AS "userId", u.user_nm AS "userNm", u.unregistered_at IS NULL AS active,
  p.noti_at AS "notiAt", p.missed_alert_mi AS "missedAlertMi"`;
const claimSource = `medication_doses AS d
  JOIN medication_plans AS p ON p.tkmd_sn = d.tkmd_sn
  JOIN users AS u ON u.user_id = p.user_id
  LEFT JOIN medicine_items AS item ON item.item_seq = p.item_seq`;

/** HH:mm of a Seoul wall time, as the notification texts show it. */
const timeOf = (planDt: string) => planDt.slice(11, 16);

/** The medicine and time of a dose as its notification texts name them (`notificationParamsIn` picks the name). */
const medicineParams = (dose: ClaimedDose): NotificationParams => ({
  tkmdNm: dose.tkmdNm,
  ...(dose.tkmdEngNm ? { tkmdEngNm: dose.tkmdEngNm } : {}),
  time: timeOf(dose.planDt),
});

/** A Seoul wall time `minutes` later (wall times are UTC+9 all year, so plain arithmetic holds). */
const minutesAfter = (wallTime: string, minutes: number) =>
  new Date(Date.parse(`${wallTime}Z`) + minutes * 60_000).toISOString().slice(0, 19);

/** Runs `claim` batch after batch, each in its own transaction, until a batch comes back short. */
async function inBatches(
  db: Database,
  batchSize: number,
  claim: (transaction: Queryable) => Promise<{ claimed: number; stored: number }>,
): Promise<number> {
  let stored = 0;
  for (;;) {
    const batch = await db.transaction(claim);
    stored += batch.stored;
    if (batch.claimed < batchSize) return stored;
  }
}

async function markHandled(
  db: Queryable,
  column: 'reminder_sent_at' | 'missed_alert_sent_at',
  doses: readonly ClaimedDose[],
  at: Date,
): Promise<void> {
  await db.query(`UPDATE medication_doses SET ${column} = $2 WHERE tkmd_dtls_sn = ANY($1::int[])`, [
    doses.map((dose) => dose.tkmdDtlsSn),
    at,
  ]);
}

/** Reminders of doses due by now that nobody ticked: to the patient, unless off, withdrawn or over an hour late. */
function remind(db: Database, at: Date, batchSize: number): Promise<number> {
  const now = seoulDateTimeOf(at);
  const lateBefore = seoulDateTimeOf(new Date(at.getTime() - lateReminderMs));
  return inBatches(db, batchSize, async (transaction) => {
    const doses = await transaction.query<ClaimedDose>(
      `SELECT ${claimColumns} FROM ${claimSource}
       WHERE d.status = '0003' AND d.reminder_sent_at IS NULL AND d.plan_dt <= $1::timestamp
       ORDER BY d.plan_dt LIMIT $2
       FOR UPDATE OF d SKIP LOCKED`,
      [now, batchSize],
    );
    const notifications: NewNotification[] = doses
      .filter((dose) => dose.notiAt && dose.active && dose.planDt >= lateBefore)
      .map((dose) => ({
        userId: dose.userId,
        notiKindCode: notificationKindCodes.doseReminder,
        params: medicineParams(dose),
        link: '/main/medicine',
        dedupeKey: `reminder:${dose.tkmdDtlsSn}`,
      }));
    const stored = await insertNotifications(transaction, notifications, at);
    await markHandled(transaction, 'reminder_sent_at', doses, at);
    return { claimed: doses.length, stored };
  });
}

/**
 * Missed-dose alerts: a dose still not ticked `missedAlertMi` minutes after its time goes to every person the
 * patient shares health data with (doses of plans without the alert are marked handled at their time).
 */
function alertMissed(db: Database, at: Date, batchSize: number): Promise<number> {
  const now = seoulDateTimeOf(at);
  const staleBefore = seoulDateTimeOf(new Date(at.getTime() - staleMissedAlertMs));
  return inBatches(db, batchSize, async (transaction) => {
    const doses = await transaction.query<ClaimedDose>(
      `SELECT ${claimColumns} FROM ${claimSource}
       WHERE d.status = '0003' AND d.missed_alert_sent_at IS NULL AND d.plan_dt <= $1::timestamp
         AND (p.missed_alert_mi IS NULL OR d.plan_dt + make_interval(mins => p.missed_alert_mi) <= $1::timestamp)
       ORDER BY d.plan_dt LIMIT $2
       FOR UPDATE OF d SKIP LOCKED`,
      [now, batchSize],
    );
    const alerted = doses.filter(
      (dose) =>
        dose.missedAlertMi !== null &&
        dose.active &&
        minutesAfter(dose.planDt, dose.missedAlertMi) >= staleBefore,
    );
    const sharedWith = await transaction.query<{ ownerUserId: string; sharedUserId: string }>(
      `SELECT s.owner_user_id AS "ownerUserId", s.shared_user_id AS "sharedUserId"
       FROM shared_users AS s JOIN users AS u ON u.user_id = s.shared_user_id
       WHERE s.owner_user_id = ANY($1::text[]) AND u.unregistered_at IS NULL`,
      [[...new Set(alerted.map((dose) => dose.userId))]],
    );
    const notifications: NewNotification[] = alerted.flatMap((dose) =>
      sharedWith
        .filter((share) => share.ownerUserId === dose.userId)
        .map((share) => ({
          userId: share.sharedUserId,
          notiKindCode: notificationKindCodes.familyMissedDose,
          params: { userNm: dose.userNm ?? '', ...medicineParams(dose) },
          link: null,
          dedupeKey: `missed:${dose.tkmdDtlsSn}:${share.sharedUserId}`,
        })),
    );
    const stored = await insertNotifications(transaction, notifications, at);
    await markHandled(transaction, 'missed_alert_sent_at', doses, at);
    return { claimed: doses.length, stored };
  });
}

/** Makes the doses of today of every running plan that lacks them (plans an edit holds wait for the next run). */
async function generateToday(db: Database, at: Date, batchSize: number): Promise<number> {
  const today = seoulDateTimeOf(at).slice(0, 10);
  let plans = 0;
  for (;;) {
    const batch = await db.transaction(async (transaction) => {
      const found = await plansToGenerate(transaction, today, batchSize);
      await generateThrough(transaction, found, today, at);
      return found.length;
    });
    plans += batch;
    if (batch < batchSize) return plans;
  }
}

/** One run of the scheduler at `at` (tests call it with their clock). */
export async function runDoseAlerts(
  db: Database,
  at: Date,
  batchSize = defaultBatchSize,
): Promise<DoseAlertRun> {
  const plans = await generateToday(db, at, batchSize);
  const reminders = await remind(db, at, batchSize);
  const missedAlerts = await alertMissed(db, at, batchSize);
  return { plans, reminders, missedAlerts };
}

export interface DoseAlertScheduler {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

interface SchedulerLog {
  error(object: object, message: string): void;
  debug(object: object, message: string): void;
}

/** Runs `runDoseAlerts` now and every `intervalMs` (a run still under way makes the next one wait its turn). */
export function startDoseAlerts(options: {
  db: Database;
  now: () => Date;
  intervalMs: number;
  log: SchedulerLog;
  /** Where each run reports how late it started, how long it took and what it sent (`/metrics`). */
  metrics?: DoseSchedulerMetrics;
}): DoseAlertScheduler {
  const { db, now, intervalMs, log, metrics = metricsOff.doseScheduler } = options;
  let running: Promise<void> | null = null;
  // A run is due an interval after the last one started; a tick skipped behind a long run shows as lag.
  let dueAt = performance.now();
  const tick = () => {
    if (running) return;
    const startedAt = performance.now();
    const lagSeconds = Math.max(0, startedAt - dueAt) / 1000;
    dueAt = startedAt + intervalMs;
    const report = (sends: number, failed: boolean) =>
      metrics.ran({ lagSeconds, durationSeconds: (performance.now() - startedAt) / 1000, sends, failed });
    running = runDoseAlerts(db, now())
      .then(
        (run) => {
          report(run.reminders + run.missedAlerts, false);
          if (run.reminders > 0 || run.missedAlerts > 0) log.debug({ run }, 'dose alerts sent');
        },
        (error: unknown) => {
          report(0, true);
          log.error({ err: error }, 'dose alerts failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
