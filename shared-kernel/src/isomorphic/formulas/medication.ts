/** Share of doses taken from which a person counts as compliant. */
export const compliantRatePercent = 80;

export interface MedicationCompliance {
  /** Percentage of planned doses taken, unrounded. */
  rate: number;
  compliant: boolean;
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Compliance over a period; null when nothing was planned or the counts make no sense. */
export function medicationCompliance(
  takenDoses: number | null | undefined,
  plannedDoses: number | null | undefined,
): MedicationCompliance | null {
  if (!isCount(takenDoses) || !isCount(plannedDoses) || plannedDoses === 0 || takenDoses > plannedDoses)
    return null;
  return {
    rate: (takenDoses / plannedDoses) * 100,
    // Compared on integers, so floating-point error cannot move a count across the threshold.
    compliant: takenDoses * 100 >= plannedDoses * compliantRatePercent,
  };
}
