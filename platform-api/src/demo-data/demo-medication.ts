// The demo family's medication, relative to the seeding day in Asia/Seoul and the same for the same day:
// `demo-grandpa` takes a blood-pressure pill every morning with no end, a diabetes pill on Monday, Wednesday and
// Friday, and finished a week of antibiotics three weeks ago; two months of history at about 75 % taken, and
// this morning's blood-pressure pill missed, which already told `demo` (whom he shares his health data with).
import {
  addDays,
  calendarDateIn,
  defaultTimeZone,
  instantOfSeoulDateTime,
  medicationStatusCodes,
  noEndDate,
  notificationKindCodes,
  planDoseTimes,
  seoulDateTimeOf,
  weekdayCodes,
  type MedicationPlanInput,
} from 'shared-kernel/isomorphic';
import { insertDoses, insertPlan, markGenerated } from '../medication';
import { insertNotifications } from '../notifications';
import type { Queryable } from '../platform/database/database';
import { seededRandom } from './seeded-random';

const patient = 'demo-grandpa';
const family = 'demo';
/** Share of past doses ticked taken, and ticked not taken; the rest were never ticked. */
const takenShare = 0.75;
const notTakenShare = 0.05;

function grandpaPlans(today: string): MedicationPlanInput[] {
  const common: Pick<MedicationPlanInput, 'itemSeq' | 'tkmdDowList' | 'tkmdIntrvlDayCnt' | 'notiAt'> = {
    itemSeq: null,
    tkmdDowList: [],
    tkmdIntrvlDayCnt: null,
    notiAt: 'Y',
  };
  return [
    {
      ...common,
      tkmdNm: '암로디핀정 5mg',
      tkmdTypeCode: '0001',
      tkmdCycleCode: '0001',
      tkmdBeginDe: addDays(today, -60),
      tkmdEndDe: noEndDate,
      tkmdTimeList: ['07:00'],
      missedAlertMi: 60,
    },
    {
      ...common,
      tkmdNm: '메트포르민정 500mg',
      tkmdTypeCode: '0001',
      tkmdCycleCode: '0002',
      tkmdDowList: [weekdayCodes.monday, weekdayCodes.wednesday, weekdayCodes.friday],
      tkmdBeginDe: addDays(today, -60),
      tkmdEndDe: addDays(today, 30),
      tkmdTimeList: ['08:00', '19:00'],
      missedAlertMi: 120,
    },
    {
      ...common,
      tkmdNm: '아목시실린캡슐 500mg',
      tkmdTypeCode: '0003',
      tkmdCycleCode: '0001',
      tkmdBeginDe: addDays(today, -27),
      tkmdEndDe: addDays(today, -21),
      tkmdTimeList: ['08:00', '13:00', '19:00'],
      notiAt: 'N',
      missedAlertMi: null,
    },
  ];
}

interface SeededDose {
  sn: number;
  planDt: string;
  tkmdNm: string;
}

/** The plans with their doses up to today, made a day before they began, as the API would have made them. */
async function storePlans(db: Queryable, plans: readonly MedicationPlanInput[], today: string, now: Date) {
  const sns: number[] = [];
  for (const plan of plans) {
    const madeAt = new Date(instantOfSeoulDateTime(`${plan.tkmdBeginDe}T00:00`).getTime() - 86_400_000);
    const tkmdSn = await insertPlan(db, patient, plan, madeAt);
    const through = plan.tkmdEndDe < today ? plan.tkmdEndDe : today;
    await insertDoses(
      db,
      planDoseTimes(plan, plan.tkmdBeginDe, through).map((planDt) => ({ tkmdSn, planDt })),
      now,
    );
    await markGenerated(db, [{ tkmdSn, through }]);
    sns.push(tkmdSn);
  }
  return sns;
}

/** Ticks the past doses as grandpa did, and marks every past dose handled by the scheduler. */
async function enterHistory(db: Queryable, sns: readonly number[], now: Date, today: string) {
  const past = await db.query<SeededDose>(
    `SELECT d.tkmd_dtls_sn AS sn, to_char(d.plan_dt, 'YYYY-MM-DD"T"HH24:MI:SS') AS "planDt", p.tkmd_nm AS "tkmdNm"
     FROM medication_doses AS d JOIN medication_plans AS p ON p.tkmd_sn = d.tkmd_sn
     WHERE d.tkmd_sn = ANY($1::int[]) AND d.plan_dt <= $2::timestamp
     ORDER BY d.plan_dt, d.tkmd_sn`,
    [sns, seoulDateTimeOf(now)],
  );
  const random = seededRandom(`medication:${patient}:${today}`);
  const ticks = past.flatMap((dose) => {
    const draw = random.next();
    if (draw >= takenShare + notTakenShare) return [];
    const status = draw < takenShare ? medicationStatusCodes.taking : medicationStatusCodes.notTaking;
    // Ticked within the half hour after its time, never after now.
    const tickedAt = instantOfSeoulDateTime(dose.planDt).getTime() + random.between(0, 30) * 60_000;
    return [{ sn: dose.sn, status, at: new Date(Math.min(tickedAt, now.getTime())).toISOString() }];
  });
  await db.query(
    `UPDATE medication_doses AS d SET status = tick.status, taken_at = tick.at
     FROM jsonb_to_recordset($1::jsonb) AS tick(sn int, status text, at timestamptz)
     WHERE d.tkmd_dtls_sn = tick.sn`,
    [JSON.stringify(ticks)],
  );
  await db.query(
    `UPDATE medication_doses SET reminder_sent_at = $2, missed_alert_sent_at = $2
     WHERE tkmd_sn = ANY($1::int[]) AND plan_dt <= $3::timestamp`,
    [sns, now, seoulDateTimeOf(now)],
  );
  return past;
}

/**
 * This morning's blood-pressure pill left untaken, and the alert `demo` had of it an hour later (yesterday's
 * when the seeding comes before today's alert time).
 */
async function missOneDose(db: Queryable, doses: readonly SeededDose[], tkmdNm: string, now: Date) {
  const alertAt = (dose: SeededDose) => instantOfSeoulDateTime(dose.planDt).getTime() + 60 * 60_000;
  const missed = doses.filter((dose) => dose.tkmdNm === tkmdNm && alertAt(dose) <= now.getTime()).at(-1);
  if (!missed) return;
  await db.query(`UPDATE medication_doses SET status = '0003', taken_at = NULL WHERE tkmd_dtls_sn = $1`, [
    missed.sn,
  ]);
  await db.query(
    `INSERT INTO shared_users (owner_user_id, shared_user_id, created_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [patient, family, now],
  );
  const [grandpa] = await db.query<{ userNm: string }>(
    'SELECT user_nm AS "userNm" FROM users WHERE user_id = $1',
    [patient],
  );
  await insertNotifications(
    db,
    [
      {
        userId: family,
        notiKindCode: notificationKindCodes.familyMissedDose,
        params: { userNm: grandpa?.userNm ?? '', tkmdNm, time: missed.planDt.slice(11, 16) },
        link: null,
        dedupeKey: `missed:${missed.sn}:${family}`,
      },
    ],
    new Date(alertAt(missed)),
  );
}

/** The medication of the demo people just added (`userIds`), relative to `now`'s day in Asia/Seoul. */
export async function seedDemoMedication(
  db: Queryable,
  userIds: readonly string[],
  now: Date,
): Promise<void> {
  if (!userIds.includes(patient)) return;
  const today = calendarDateIn(defaultTimeZone, now);
  const plans = grandpaPlans(today);
  const sns = await storePlans(db, plans, today, now);
  const past = await enterHistory(db, sns, now, today);
  await missOneDose(db, past, (plans[0] as MedicationPlanInput).tkmdNm, now);
}
