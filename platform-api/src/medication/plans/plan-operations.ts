// The work of the medication calls: make, edit and end plans, turn reminders on and off, tick doses, and answer
// plans with their adherence. Each change runs in one transaction that first locks the plan it changes.
import {
  addDays,
  doseTickError,
  isMCode,
  medicationPlanProblem,
  medicationStatusCodes,
  planStateOn,
  seoulDateTimeOf,
  type MedicationDose,
  type MedicationPlan,
  type MedicationPlanInput,
  type MedicationStatusCode,
} from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import { calendarDateWindow } from '../../platform/calendar/calendar-days';
import { generateThrough } from '../doses/dose-generation';
import {
  deleteUntickedAfter,
  doseCountsOf,
  dosesOfPlanForUpdate,
  setDoseStatuses,
} from '../doses/dose-repository';
import {
  adherenceByPlan,
  doseAnswer,
  noAdherence,
  planAnswer,
  type MedicationClock,
} from './medication-answers';
import {
  catalogueHas,
  findPlan,
  insertPlan,
  plansOf,
  setReminder,
  updatePlan,
  type StoredPlan,
} from './plan-repository';

/** Who acts, and when: the Seoul day and wall time decide states and statuses, `at` stamps the rows. */
export interface MedicationActor extends MedicationClock {
  userId: string;
  at: Date;
}

export function medicationActor(userId: string, at: Date): MedicationActor {
  const now = seoulDateTimeOf(at);
  return { userId, at, now, today: now.slice(0, 10) };
}

/** 404 M0105: the plan or dose is not the caller's, or does not exist (never told apart). */
export const notYours = () => new ApiError(404, errorCodes.invalidAccess);

/** 400 for what the plan's schema cannot see (kernel `medicationPlanProblem`), and for days out of range. */
function refuseProblems(plan: MedicationPlanInput, today: string, isNew: boolean): void {
  const problem = medicationPlanProblem(plan, today, isNew);
  if (problem)
    throw new ApiError(400, isMCode(problem.code) ? problem.code : errorCodes.invalidRequest, {
      field: problem.field,
    });
  // No plan needs a begin past the days the calendar reasons in (its end is at most three years on).
  if (plan.tkmdBeginDe > calendarDateWindow.last)
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'tkmdBeginDe' });
}

async function refuseUnknownItem(db: Queryable, plan: MedicationPlanInput): Promise<void> {
  if (plan.itemSeq !== null && !(await catalogueHas(db, plan.itemSeq)))
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'itemSeq' });
}

async function lockedPlan(db: Queryable, actor: MedicationActor, tkmdSn: number): Promise<StoredPlan> {
  const plan = await findPlan(db, actor.userId, tkmdSn, 'update');
  if (!plan) throw notYours();
  return plan;
}

function refuseEnded(plan: StoredPlan, today: string): void {
  if (planStateOn(plan, today) === 'ended') throw new ApiError(409, 'M1106');
}

/** Whether some day of the plan up to today has doses not made yet. */
function lacksHistory(plan: StoredPlan, today: string): boolean {
  const through = plan.tkmdEndDe < today ? plan.tkmdEndDe : today;
  return through >= plan.tkmdBeginDe && (plan.generatedThrough === null || plan.generatedThrough < through);
}

/** The plans answered with their adherence over their life so far (their past doses made first if missing). */
async function answerPlans(
  db: Database,
  actor: MedicationActor,
  plans: readonly StoredPlan[],
): Promise<MedicationPlan[]> {
  const lacking = plans.filter((plan) => lacksHistory(plan, actor.today));
  if (lacking.length > 0)
    await db.transaction(async (transaction) => {
      const locked = await plansOf(transaction, actor.userId, 'update');
      const wanted = new Set(lacking.map((plan) => plan.tkmdSn));
      await generateThrough(
        transaction,
        locked.filter((plan) => wanted.has(plan.tkmdSn)),
        actor.today,
        actor.at,
      );
    });
  const adherence = adherenceByPlan(
    await doseCountsOf(
      db,
      plans.map((plan) => plan.tkmdSn),
      actor.now,
    ),
    actor.now,
  );
  return plans.map((plan) => planAnswer(plan, actor.today, adherence.get(plan.tkmdSn) ?? noAdherence));
}

const stateOrder = { ongoing: 0, scheduled: 1, ended: 2 } as const;

/** GET /plan: ongoing plans, then scheduled ones, then ended ones; each by begin day. */
export async function readPlans(db: Database, actor: MedicationActor): Promise<MedicationPlan[]> {
  const answers = await answerPlans(db, actor, await plansOf(db, actor.userId));
  return answers.sort(
    (a, b) =>
      stateOrder[a.planState] - stateOrder[b.planState] ||
      (a.tkmdBeginDe < b.tkmdBeginDe ? -1 : a.tkmdBeginDe > b.tkmdBeginDe ? 1 : a.tkmdSn - b.tkmdSn),
  );
}

export async function readPlan(
  db: Database,
  actor: MedicationActor,
  tkmdSn: number,
): Promise<MedicationPlan> {
  const plan = await findPlan(db, actor.userId, tkmdSn);
  if (!plan) throw notYours();
  const [answer] = await answerPlans(db, actor, [plan]);
  return answer as MedicationPlan;
}

/** POST /plan: a plan from today or later, with its doses of today made at once (for today's reminders). */
export async function createPlan(
  db: Database,
  actor: MedicationActor,
  input: MedicationPlanInput,
): Promise<number> {
  refuseProblems(input, actor.today, true);
  return db.transaction(async (transaction) => {
    await refuseUnknownItem(transaction, input);
    const tkmdSn = await insertPlan(transaction, actor.userId, input, actor.at);
    await generateThrough(transaction, [await lockedPlan(transaction, actor, tkmdSn)], actor.today, actor.at);
    return tkmdSn;
  });
}

/**
 * PUT /plan/{tkmdSn}. A scheduled plan is replaced whole. A running one keeps its begin day (M1107 otherwise)
 * and its past: its doses up to now are made from the plan as it was, those after now that nobody ticked are
 * removed, and the new plan makes them again (today's at once, later days when read). Ended: 409 M1106.
 */
export async function editPlan(
  db: Database,
  actor: MedicationActor,
  tkmdSn: number,
  input: MedicationPlanInput,
): Promise<void> {
  const { today, now, at } = actor;
  await db.transaction(async (transaction) => {
    const stored = await lockedPlan(transaction, actor, tkmdSn);
    refuseEnded(stored, today);
    const running = planStateOn(stored, today) === 'ongoing';
    if (running && input.tkmdBeginDe !== stored.tkmdBeginDe)
      throw new ApiError(400, 'M1107', { field: 'tkmdBeginDe' });
    refuseProblems(input, today, !running);
    await refuseUnknownItem(transaction, input);

    if (running) {
      await generateThrough(transaction, [stored], today, at);
      await deleteUntickedAfter(transaction, tkmdSn, now);
      await updatePlan(
        transaction,
        tkmdSn,
        input,
        { rulesFrom: now, generatedThrough: addDays(today, -1) },
        at,
      );
    } else {
      await deleteUntickedAfter(transaction, tkmdSn, '-infinity');
      // Moved to begin today, it still asks for no dose due before this moment.
      await updatePlan(transaction, tkmdSn, input, { rulesFrom: now, generatedThrough: null }, at);
    }
    await generateThrough(transaction, [await lockedPlan(transaction, actor, tkmdSn)], today, at);
  });
}

/**
 * POST /plan/{tkmdSn}/continue (spec: a plan is registered, continued...): an ended plan runs again until
 * `tkmdEndDe` (a day from today, or no end) with its medicine, times and cycle, keeping its history and adherence.
 * The days between its old end and now ask for no dose: its doses start after this moment. A plan that has not
 * ended: 409 M1175 (it is changed instead).
 */
export async function continuePlan(
  db: Database,
  actor: MedicationActor,
  tkmdSn: number,
  tkmdEndDe: string,
): Promise<void> {
  const { today, now, at } = actor;
  await db.transaction(async (transaction) => {
    const stored = await lockedPlan(transaction, actor, tkmdSn);
    if (planStateOn(stored, today) !== 'ended') throw new ApiError(409, 'M1175');
    const continued: MedicationPlanInput = { ...stored, tkmdEndDe };
    refuseProblems(continued, today, false);
    await generateThrough(transaction, [stored], today, at);
    await updatePlan(
      transaction,
      tkmdSn,
      continued,
      { rulesFrom: now, generatedThrough: addDays(today, -1) },
      at,
    );
    await generateThrough(transaction, [await lockedPlan(transaction, actor, tkmdSn)], today, at);
  });
}

/** PUT /plan/{tkmdSn}/noti: the reminder on or off (an ended plan: 409 M1106). */
export async function changeReminder(
  db: Database,
  actor: MedicationActor,
  tkmdSn: number,
  notiAt: 'Y' | 'N',
): Promise<void> {
  await db.transaction(async (transaction) => {
    refuseEnded(await lockedPlan(transaction, actor, tkmdSn), actor.today);
    await setReminder(transaction, tkmdSn, notiAt === 'Y', actor.at);
  });
}

export interface DoseChange {
  tkmdDtlsSn: number;
  tkmdSttusCode: MedicationStatusCode;
}

/**
 * Ticks doses of one plan: 0001 not taken, 0002 taken, 0003 back to not ticked; all or none. 0004 is the
 * server's to say (400 M0187), a later day's dose cannot be ticked yet (400 M1105), a dose that is not the
 * plan's or a plan that is not the caller's: 404 M0105. Answers the doses in the order asked.
 */
export async function tickDoses(
  db: Database,
  actor: MedicationActor,
  tkmdSn: number,
  changes: readonly DoseChange[],
  field: string,
): Promise<MedicationDose[]> {
  if (changes.some((change) => change.tkmdSttusCode === medicationStatusCodes.unchecked))
    throw new ApiError(400, errorCodes.invalidRequest, { field: 'tkmdSttusCode' });
  const sns = changes.map((change) => change.tkmdDtlsSn);
  if (new Set(sns).size !== sns.length) throw new ApiError(400, errorCodes.invalidRequest, { field });
  return db.transaction(async (transaction) => {
    if (!(await findPlan(transaction, actor.userId, tkmdSn, 'share'))) throw notYours();
    const doses = await dosesOfPlanForUpdate(transaction, tkmdSn, sns);
    if (doses.length !== sns.length) throw notYours();
    if (doses.some((dose) => doseTickError(dose.planDt, actor.today)))
      throw new ApiError(400, 'M1105', { field });
    await setDoseStatuses(
      transaction,
      changes.map((change) => ({ tkmdDtlsSn: change.tkmdDtlsSn, status: change.tkmdSttusCode })),
      actor.at,
    );
    const answers = new Map(
      (await dosesOfPlanForUpdate(transaction, tkmdSn, sns)).map((dose) => [
        dose.tkmdDtlsSn,
        doseAnswer(dose, actor.today),
      ]),
    );
    return sns.map((sn) => answers.get(sn) as MedicationDose);
  });
}
