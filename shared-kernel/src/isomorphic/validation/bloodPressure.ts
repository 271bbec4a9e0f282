export interface BloodPressure {
  sbp: number;
  dbp: number;
}

export const bloodPressurePattern = '^\\s*\\d{1,3}\\s*/\\s*\\d{1,3}\\s*$';

/** Splits `systolic/diastolic` as typed (`120/80`) into its two values; null when it is not that shape. */
export function splitBloodPressure(text: string): BloodPressure | null {
  if (!new RegExp(bloodPressurePattern).test(text)) return null;
  const [sbp, dbp] = text.split('/').map(Number) as [number, number];
  return { sbp, dbp };
}
