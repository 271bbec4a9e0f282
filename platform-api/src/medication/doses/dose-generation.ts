// Doses are made lazily (spec section 9: a plan with no end costs nothing until viewed): for the days someone
// reads, for a plan's past when its adherence is asked, and for today by the scheduler. Always from the kernel's
// `planDoseTimes`, and in one INSERT ... ON CONFLICT DO NOTHING, so two readers at once make each dose once and
// tkmdDtlsSn stays the same once made.
import { addDays, hasNoEnd, planDoseTimes } from 'shared-kernel/isomorphic';
import type { Database, Queryable } from '../../platform/database/database';
import { doseRowsInRange, insertDoses, type DoseRow } from './dose-repository';
import { markGenerated, plansTouching, type StoredPlan } from '../plans/plan-repository';

interface DoseKey {
  tkmdSn: number;
  planDt: string;
}

/**
 * The doses the plan as it is now calls for from `from` to `to`: only after its rulesFrom (see StoredPlan), so a
 * plan registered at 14:00 never makes that morning's 08:00 dose, which nobody could have asked the person to take.
 */
function dosesOf(plan: StoredPlan, from: string, to: string): DoseKey[] {
  return planDoseTimes(plan, from, to)
    .filter((planDt) => planDt > plan.rulesFrom)
    .map((planDt) => ({ tkmdSn: plan.tkmdSn, planDt }));
}

/** The doses `plans` call for from `from` to `to` that `existing` does not hold. */
function missingDoses(
  plans: readonly StoredPlan[],
  existing: readonly DoseRow[],
  from: string,
  to: string,
): DoseKey[] {
  const held = new Set(existing.map((dose) => `${dose.tkmdSn} ${dose.planDt}`));
  return plans
    .flatMap((plan) => dosesOf(plan, from, to))
    .filter((dose) => !held.has(`${dose.tkmdSn} ${dose.planDt}`));
}

/**
 * The person's doses from `from` to `to`, made first where missing. The usual read is two statements and no
 * write; when something is missing it is made with the plans locked, so that an edit in between cannot leave
 * doses of the plan it replaced, and two reads at once (a week and a month) make them one after the other.
 */
export async function readDoses(
  db: Database,
  userId: string,
  range: { from: string; to: string },
  at: Date,
): Promise<DoseRow[]> {
  const { from, to } = range;
  const [plans, doses] = await Promise.all([
    plansTouching(db, userId, from, to),
    doseRowsInRange(db, userId, from, to),
  ]);
  if (missingDoses(plans, doses, from, to).length === 0) return doses;
  return db.transaction(async (transaction) => {
    const locked = await plansTouching(transaction, userId, from, to, 'update');
    const held = await doseRowsInRange(transaction, userId, from, to);
    await insertDoses(transaction, missingDoses(locked, held, from, to), at);
    return doseRowsInRange(transaction, userId, from, to);
  });
}

/**
 * Makes every dose of the plans' days from their begin to `today` (their past, for adherence over their life),
 * starting after what is made already. The caller holds the plans locked for update.
 */
export async function generateThrough(
  db: Queryable,
  plans: readonly StoredPlan[],
  today: string,
  at: Date,
): Promise<void> {
  const doses: DoseKey[] = [];
  const marks: { tkmdSn: number; through: string }[] = [];
  for (const plan of plans) {
    const through = hasNoEnd(plan.tkmdEndDe) || today < plan.tkmdEndDe ? today : plan.tkmdEndDe;
    const from =
      plan.generatedThrough && plan.generatedThrough >= plan.tkmdBeginDe
        ? addDays(plan.generatedThrough, 1)
        : plan.tkmdBeginDe;
    if (from > through) continue;
    doses.push(...dosesOf(plan, from, through));
    marks.push({ tkmdSn: plan.tkmdSn, through });
  }
  await insertDoses(db, doses, at);
  await markGenerated(db, marks);
}
