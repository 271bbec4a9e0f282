import { createKeptQueue } from 'shared-kernel';
import { medicationStatusCodes, type MedicationStatusCode } from 'shared-kernel/isomorphic';

/** A dose ticked while the API could not be reached: what its PUT sets, and what the screens need to show it. */
export interface DoseTick {
  tkmdSn: number;
  tkmdDtlsSn: number;
  /** The medicine's name as the person read it when ticking (for telling of a refusal later). */
  tkmdNm: string;
  tkmdPlanDt: string;
  tkmdSttusCode: MedicationStatusCode;
}

export type KeptTick = DoseTick & { readonly createdAt: string };

const sentStatuses: readonly string[] = [
  medicationStatusCodes.notTaking,
  medicationStatusCodes.taking,
  medicationStatusCodes.scheduled,
];

function isKeptTick(value: unknown): value is KeptTick {
  if (typeof value !== 'object' || value === null) return false;
  const { tkmdSn, tkmdDtlsSn, tkmdNm, tkmdPlanDt, tkmdSttusCode, createdAt } = value as Record<
    string,
    unknown
  >;
  return (
    typeof tkmdSn === 'number' &&
    typeof tkmdDtlsSn === 'number' &&
    typeof tkmdNm === 'string' &&
    typeof tkmdPlanDt === 'string' &&
    typeof createdAt === 'string' &&
    sentStatuses.includes(tkmdSttusCode as string)
  );
}

export const sameDose = (a: DoseTick, b: DoseTick) => a.tkmdDtlsSn === b.tkmdDtlsSn;

/**
 * The doses each person ticked on this phone while offline, in the app's outbox as the PUTs that set their
 * status (sent by the kernel's outbox service from any page); forgotten at logout. A tick replaces an older one
 * of the same dose, since only the latest status counts.
 */
export const keptTicks = createKeptQueue<KeptTick>({
  kind: 'mf-medicine.pendingTicks',
  isEntry: isKeptTick,
  toCall: (tick) => ({
    method: 'PUT',
    path: `/api/medication/plan/${tick.tkmdSn}/${tick.tkmdDtlsSn}`,
    body: { tkmdSttusCode: tick.tkmdSttusCode },
    label: {
      key: 'medicine:pending.dropped',
      values: { name: tick.tkmdNm, time: tick.tkmdPlanDt.slice(11, 16) },
    },
  }),
  replaces: sameDose,
});
