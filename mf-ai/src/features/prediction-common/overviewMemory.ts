import type { PredictionOverview } from 'shared-kernel/isomorphic';

// The overview computed last in this page session, so that an overlay opened from it (metabolic syndrome)
// shows the same answer without computing every model again.
let remembered: PredictionOverview | null = null;

export function rememberOverview(overview: PredictionOverview): void {
  remembered = overview;
}

export function rememberedOverview(): PredictionOverview | null {
  return remembered;
}

export function forgetOverview(): void {
  remembered = null;
}
