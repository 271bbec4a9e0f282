import type { Goal, MedicationAdministration, MedicationRequest, Timing } from 'fhir/r4';
import {
  fhirSystems,
  hasNoEnd,
  lifelogCodes,
  lifelogTypes,
  patientReference,
  weekdayCodes,
} from 'shared-kernel/isomorphic';
import type { ExportedDose, ExportedPlan } from '../../medication';
import type { ExportedGoal } from '../../routines';

/** Seoul keeps UTC+9 all year: the wall times of plans and doses as instants. */
const seoulOffset = '+09:00';

/** A medicine chosen from the catalogue: its item sequence number. */
const medicineItemSystem = 'https://fhir.family-health.app/medicine-item';

/** FHIR's day of each dowCode (0001 Sunday ... 0007 Saturday). */
const fhirDays: Readonly<Record<string, 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat'>> = {
  [weekdayCodes.sunday]: 'sun',
  [weekdayCodes.monday]: 'mon',
  [weekdayCodes.tuesday]: 'tue',
  [weekdayCodes.wednesday]: 'wed',
  [weekdayCodes.thursday]: 'thu',
  [weekdayCodes.friday]: 'fri',
  [weekdayCodes.saturday]: 'sat',
};

function timingOf(plan: ExportedPlan): Timing {
  const days = plan.tkmdDowList.flatMap((code) => {
    const day = fhirDays[code];
    return day ? [day] : [];
  });
  return {
    repeat: {
      boundsPeriod: {
        start: plan.tkmdBeginDe,
        ...(hasNoEnd(plan.tkmdEndDe) ? {} : { end: plan.tkmdEndDe }),
      },
      timeOfDay: plan.tkmdTimeList.map((time) => `${time}:00`),
      ...(days.length > 0 ? { dayOfWeek: days } : {}),
      ...(plan.tkmdIntrvlDayCnt === null ? {} : { period: plan.tkmdIntrvlDayCnt, periodUnit: 'd' as const }),
    },
  };
}

/** A medication plan as a MedicationRequest the person made for themselves (`intent: plan`). */
export function medicationRequestOf(plan: ExportedPlan, subject: string, today: string): MedicationRequest {
  const ended = !hasNoEnd(plan.tkmdEndDe) && plan.tkmdEndDe < today;
  return {
    resourceType: 'MedicationRequest',
    id: String(plan.tkmdSn),
    meta: { lastUpdated: plan.updatedAt },
    status: ended ? 'completed' : 'active',
    intent: 'plan',
    medicationCodeableConcept: {
      ...(plan.itemSeq ? { coding: [{ system: medicineItemSystem, code: plan.itemSeq }] } : {}),
      text: plan.tkmdNm,
    },
    subject: { reference: patientReference(subject) },
    authoredOn: plan.createdAt,
    dosageInstruction: [{ timing: timingOf(plan) }],
  };
}

/** A dose ticked taken (completed) or not taken (not-done), when it was due. */
export function medicationAdministrationOf(dose: ExportedDose, subject: string): MedicationAdministration {
  return {
    resourceType: 'MedicationAdministration',
    id: String(dose.tkmdDtlsSn),
    meta: { lastUpdated: dose.tickedAt },
    status: dose.taken ? 'completed' : 'not-done',
    medicationCodeableConcept: { text: dose.tkmdNm },
    subject: { reference: patientReference(subject) },
    effectiveDateTime: `${dose.planDt}${seoulOffset}`,
    request: { reference: `MedicationRequest/${dose.tkmdSn}` },
  };
}

/** A routine's health goal: its weight and waist targets, due at its end. */
export function goalOf(goal: ExportedGoal, subject: string, today: string): Goal {
  const done = goal.goalEndDe < today;
  const measures = { '0001': 'weight', '0002': 'waistCircumference' } as const;
  return {
    resourceType: 'Goal',
    id: String(goal.helthGoalSn),
    meta: { lastUpdated: goal.updatedAt },
    lifecycleStatus: goal.endedEarly ? 'cancelled' : done ? 'completed' : 'active',
    description: { text: 'Health routine' },
    subject: { reference: patientReference(subject) },
    startDate: goal.goalBeginDe,
    target: goal.targets.map(({ itemCode, goalVal }) => {
      const typeKey = measures[itemCode];
      const [value] = lifelogTypes[typeKey].values;
      const { coding } = lifelogCodes[typeKey];
      return {
        measure: { coding: [{ system: coding.system, code: coding.code, display: coding.display }] },
        detailQuantity: {
          value: goalVal,
          ...(value?.unit ? { unit: value.unit } : {}),
          system: fhirSystems.ucum,
          ...(value?.ucum ? { code: value.ucum } : {}),
        },
        dueDate: goal.goalEndDe,
      };
    }),
  };
}
