import type { PredictionResult } from './results';

/** What a result's headline number is: a body age, a score, a risk or the criteria met. */
export type PredictionHeadline =
  | { kind: 'bodyAge'; heartAge: number; age: number }
  | { kind: 'score'; score: number; scoreMax: number; risk: number | undefined }
  | { kind: 'risk'; risk: number }
  | { kind: 'criteria'; met: number; total: number };

/** The one number every screen leads a result with (the AI screens, the doctor's report). */
export function predictionHeadlineOf(result: PredictionResult): PredictionHeadline | null {
  if (result.heartAge !== undefined) return { kind: 'bodyAge', heartAge: result.heartAge, age: result.age };
  if (result.score !== undefined && result.scoreMax !== undefined) {
    return { kind: 'score', score: result.score, scoreMax: result.scoreMax, risk: result.risk };
  }
  if (result.risk !== undefined) return { kind: 'risk', risk: result.risk };
  if (result.criteria) {
    return {
      kind: 'criteria',
      met: result.criteria.filter((criterion) => criterion.met).length,
      total: result.criteria.length,
    };
  }
  return null;
}
