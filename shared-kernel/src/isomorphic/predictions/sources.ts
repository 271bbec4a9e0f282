import { predictionModels, type PredictionModelId } from './catalogue';
import type { PredictionTextOf } from './refusals';

/**
 * Where a model's number comes from, in the reader's language: the equation's name, and the papers as published
 * (their titles kept) with what the app adds about them, so that no English wording sits in a Korean or Khmer
 * source line.
 */
export function modelSourceTexts(
  modelId: PredictionModelId,
  text: PredictionTextOf,
): { equation: string; citation: string } {
  const info: { citation: string; citationNote?: true } = predictionModels[modelId];
  return {
    equation: text(`equations.${modelId}`),
    citation: info.citationNote
      ? text('source.citationWithNote', { citation: info.citation, note: text(`citationNotes.${modelId}`) })
      : info.citation,
  };
}
