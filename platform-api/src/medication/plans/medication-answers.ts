// Stored plans and doses in the wire's shapes: statuses and states from the kernel's rules on the Seoul clock.
import {
  adherenceOf,
  doseStatusOn,
  isDoseDue,
  medicationPlanInputOf,
  medicationStatusCodes,
  planStateOn,
  planTotalDays,
  type MedicationAdherence,
  type MedicationDose,
  type MedicationPlan,
} from 'shared-kernel/isomorphic';
import type { DoseCount, DoseRow } from '../doses/dose-repository';
import type { StoredPlan } from './plan-repository';

/** The moment answers are worked out for: today's Seoul day and the Seoul wall time. */
export interface MedicationClock {
  today: string;
  /** YYYY-MM-DDTHH:mm:ss in Seoul. */
  now: string;
}

export function planAnswer(plan: StoredPlan, today: string, adherence: MedicationAdherence): MedicationPlan {
  return {
    tkmdSn: plan.tkmdSn,
    ...medicationPlanInputOf(plan),
    tkmdTotDayCnt: planTotalDays(plan),
    planState: planStateOn(plan, today),
    entpName: plan.entpName,
    strength: plan.strength,
    itemEngName: plan.itemEngName,
    adherence,
  };
}

export function doseAnswer(dose: DoseRow, today: string): MedicationDose {
  return {
    tkmdSn: dose.tkmdSn,
    tkmdDtlsSn: dose.tkmdDtlsSn,
    tkmdNm: dose.tkmdNm,
    tkmdTypeCode: dose.tkmdTypeCode,
    tkmdPlanDt: dose.planDt,
    tkmdDt: dose.takenAt === null ? null : new Date(dose.takenAt).toISOString(),
    tkmdSttusCode: doseStatusOn(dose.status, dose.planDt, today),
  };
}

/** Adherence over doses: taken of those due at `now`. */
export function adherenceOver(doses: readonly DoseRow[], now: string): MedicationAdherence {
  const due = doses.filter((dose) => isDoseDue(dose.status, dose.planDt, now));
  return adherenceOf(due.filter((dose) => dose.status === medicationStatusCodes.taking).length, due.length);
}

/**
 * Adherence of each plan over its life up to `now`, from its doses counted by status and by whether their time
 * has come: every dose of a count is due or not alike, so its first one answers for all.
 */
export function adherenceByPlan(counts: readonly DoseCount[], now: string): Map<number, MedicationAdherence> {
  const tallies = new Map<number, { taken: number; due: number }>();
  for (const count of counts) {
    const tally = tallies.get(count.tkmdSn) ?? { taken: 0, due: 0 };
    if (isDoseDue(count.status, count.firstPlanDt, now)) {
      tally.due += count.count;
      if (count.status === medicationStatusCodes.taking) tally.taken += count.count;
    }
    tallies.set(count.tkmdSn, tally);
  }
  return new Map([...tallies].map(([tkmdSn, { taken, due }]) => [tkmdSn, adherenceOf(taken, due)]));
}

export const noAdherence: MedicationAdherence = adherenceOf(0, 0);
