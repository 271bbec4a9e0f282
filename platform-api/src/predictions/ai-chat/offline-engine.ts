import type { Language } from 'locales';
import {
  modelSourceTexts,
  predictionModels,
  type HealthGradeCode,
  type PredictionContribution,
  type PredictionModelId,
  type PredictionResult,
  type PredictionSeverity,
} from 'shared-kernel/isomorphic';
import type { ChatEngine, ChatRequest } from './chat-engine';
import type { ChatContext, GradedValue, MonthlyAverage } from './chat-context';
import { chatKeywords, intentOf, mentioned } from './chat-intents';
import { lifestyleAdvice } from './lifestyle-advice';
import { predictionTextsIn } from '../risk-predictions/prediction-refusals';
import { type AnswerTexts, formatDate, formatNumber, itemName, loadAnswerTexts } from './answer-texts';

const severityRank: Readonly<Record<PredictionSeverity, number>> = { low: 0, moderate: 1, high: 2 };

/** The most worrying result: by severity, then by risk. */
function highestResult(results: readonly PredictionResult[]): PredictionResult | undefined {
  return [...results].sort(
    (a, b) => severityRank[b.severity] - severityRank[a.severity] || (b.risk ?? -1) - (a.risk ?? -1),
  )[0];
}

function modelName(texts: AnswerTexts, modelId: PredictionModelId): string {
  return texts.getOr(`models.${modelId}`, predictionModels[modelId].equation);
}

function valueText(texts: AnswerTexts, value: number | boolean | string): string {
  if (typeof value === 'number') return formatNumber(value);
  return texts.getOr(`values.${String(value)}`, String(value));
}

function contributionText(texts: AnswerTexts, contribution: PredictionContribution): string {
  return texts.get(`risk.effect.${contribution.unit}`, {
    input: texts.getOr(`inputs.${contribution.input}`, contribution.input),
    value: valueText(texts, contribution.value),
    effect: formatNumber(contribution.effect),
  });
}

function resultSummary(texts: AnswerTexts, result: PredictionResult): string {
  const severity = texts.get(`severities.${result.severity}`);
  const model = modelName(texts, result.modelId);
  if (result.heartAge !== undefined) {
    return texts.get('risk.bodyAge', { heartAge: formatNumber(result.heartAge), age: result.age, severity });
  }
  if (result.criteria) {
    const met = result.criteria.filter((criterion) => criterion.met);
    const criteria = result.criteria.map((criterion) =>
      texts.get('risk.criterion', {
        criterion: texts.get(`criteria.${criterion.key}`),
        values: criterion.values.map((value) => formatNumber(value)).join('/'),
        threshold: criterion.threshold,
        state: texts.get(criterion.met ? 'risk.met' : 'risk.notMet'),
      }),
    );
    return [
      texts.get('risk.metabolic', {
        met: met.length,
        total: result.criteria.length,
        verdict: texts.get(result.present ? 'risk.present' : 'risk.absent'),
      }),
      ...criteria,
    ].join('\n');
  }
  if (result.score !== undefined) {
    return texts.get('risk.score', {
      model,
      score: formatNumber(result.score),
      scoreMax: formatNumber(result.scoreMax ?? 0),
      horizon: result.horizonYears ?? '',
      severity,
    });
  }
  return texts.get('risk.risk', {
    model,
    horizon: result.horizonYears ?? '',
    risk: formatNumber(result.risk ?? 0),
    severity,
  });
}

const topContributions = 3;

/** Where a model's number comes from, in the language asked: the equation's name and the papers, titles kept. */
type SourceOf = (modelId: PredictionModelId) => { equation: string; citation: string };

function whyRiskHigh(
  texts: AnswerTexts,
  sourceOf: SourceOf,
  question: string,
  language: Language,
  context: ChatContext,
): string {
  const named = mentioned(question, language, chatKeywords.models);
  if (context.predictions.length === 0 && named.length === 0) return texts.get('risk.noResults');
  const namedResults = context.predictions.filter((result) => (named as string[]).includes(result.modelId));
  const result = highestResult(named.length > 0 ? namedResults : context.predictions);
  if (!result) {
    return named
      .map((modelId) =>
        texts.get('risk.noResultOf', {
          model: modelName(texts, modelId),
          inputs: predictionModels[modelId].requiredInputs
            .map((input) => texts.getOr(`inputs.${input}`, input))
            .join(texts.get('listSeparator')),
        }),
      )
      .join('\n');
  }
  const raising = result.contributions.filter((contribution) => contribution.effect > 0);
  return [
    resultSummary(texts, result),
    raising.length > 0 && !result.criteria
      ? texts.get('risk.raisedBy', {
          list: raising
            .slice(0, topContributions)
            .map((contribution) => contributionText(texts, contribution))
            .join(texts.get('listSeparator')),
        })
      : '',
    raising.length === 0 ? texts.get('risk.nothingRaises') : '',
    texts.get('risk.source', { ...sourceOf(result.modelId), date: formatDate(result.computedAt) }),
  ]
    .filter(Boolean)
    .join('\n');
}

/** Decimals shown per monthly item: those the records are kept to (kernel life-log types), steps whole. */
const monthlyDecimals: Readonly<Record<MonthlyAverage['item'], number>> = {
  weight: 1,
  sbp: 0,
  dbp: 0,
  fastingGlucose: 1,
  stepsPerDay: 0,
};

function signed(value: number, decimals: number): string {
  const text = formatNumber(Math.abs(value), decimals);
  return value > 0 ? `+${text}` : `−${text}`;
}

function monthlyChange(texts: AnswerTexts, context: ChatContext): string {
  const months = { lastMonth: context.months.lastMonth, thisMonth: context.months.thisMonth };
  const lines: string[] = [];
  const missing: string[] = [];
  for (const average of context.monthlyAverages) {
    const decimals = monthlyDecimals[average.item];
    const params = {
      item: texts.get(`items.${average.item}`),
      unit: texts.getOr(`units.${average.unit}`, average.unit),
      lastMonth: average.lastMonth === null ? '' : formatNumber(average.lastMonth, decimals),
      thisMonth: average.thisMonth === null ? '' : formatNumber(average.thisMonth, decimals),
    };
    if (average.thisMonth !== null && average.lastMonth !== null) {
      const change = Number((average.thisMonth - average.lastMonth).toFixed(decimals));
      lines.push(
        texts.get('change.both', {
          ...params,
          change: change === 0 ? texts.get('change.same') : signed(change, decimals),
        }),
      );
    } else if (average.thisMonth !== null) lines.push(texts.get('change.onlyThisMonth', params));
    else if (average.lastMonth !== null) lines.push(texts.get('change.onlyLastMonth', params));
    else missing.push(params.item);
  }
  const separator = texts.get('listSeparator');
  if (lines.length === 0) return texts.get('change.none', { ...months, items: missing.join(separator) });
  return [
    texts.get('change.header', months),
    ...lines,
    missing.length > 0 ? texts.get('change.missing', { items: missing.join(separator) }) : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function rangeText(texts: AnswerTexts, min: number | null, max: number | null, unit: string): string {
  const params = {
    min: min === null ? '' : formatNumber(min),
    max: max === null ? '' : formatNumber(max),
    unit,
  };
  if (min !== null && max !== null) return texts.get('grade.range.between', params);
  return texts.get(min === null ? 'grade.range.under' : 'grade.range.atLeast', params);
}

/** Grade words name grades 0001, 0002 and 0004; caution covers both caution grades. */
function gradeMatches(asked: readonly HealthGradeCode[], gradCode: HealthGradeCode): boolean {
  const word: HealthGradeCode = gradCode === '0003' ? '0002' : gradCode === '0005' ? '0004' : gradCode;
  return asked.includes(word);
}

function gradeMeaning(
  texts: AnswerTexts,
  question: string,
  language: Language,
  context: ChatContext,
): string {
  const graded = context.latestValues.filter((value) => value.band !== null);
  if (graded.length === 0) return texts.get('grade.none');
  const items = mentioned(question, language, chatKeywords.items);
  const grades = mentioned(question, language, chatKeywords.grades);
  if (items.length > 0) {
    const ofItems = graded.filter((value) => (items as string[]).includes(value.item));
    if (ofItems.length === 0) {
      const names = [...new Set(items.map((item) => texts.get(`items.${item}`)))];
      return texts.get('grade.noneOfItem', { items: names.join(texts.get('listSeparator')) });
    }
    return ofItems.map((value) => gradedValueText(texts, value, context)).join('\n');
  }
  if (grades.length > 0) {
    const ofGrades = graded.filter((value) => value.band && gradeMatches(grades, value.band.gradCode));
    if (ofGrades.length === 0) {
      return grades
        .map((gradCode) =>
          texts.get('grade.noneOfGrade', {
            grade: texts.get(`grades.${gradCode}`),
            meaning: texts.get(`gradeMeanings.${gradCode}`),
          }),
        )
        .join('\n');
    }
    return ofGrades.map((value) => gradedValueText(texts, value, context)).join('\n');
  }
  return graded.map((value) => gradedValueText(texts, value, context)).join('\n');
}

function gradedValueText(texts: AnswerTexts, value: GradedValue, context: ChatContext): string {
  const band = value.band;
  if (!band) return '';
  const unit = texts.getOr(`units.${value.unit}`, value.unit);
  return texts.get('grade.value', {
    item: itemName(texts, value),
    value: formatNumber(value.value),
    unit,
    date: formatDate(value.measuredAt),
    grade: texts.get(`grades.${band.gradCode}`),
    sex: texts.get(`sexes.${context.person.sex}`),
    range: rangeText(texts, band.min, band.max, unit),
    meaning: texts.get(`gradeMeanings.${band.gradCode}`),
    source: band.source,
  });
}

function answer(
  texts: AnswerTexts,
  sourceOf: SourceOf,
  { language, question, context }: ChatRequest,
): string {
  switch (intentOf(question, language)) {
    case 'emergency':
      return [texts.get('emergency'), texts.get('notDoctor')].join('\n');
    case 'medical':
      return [texts.get('medical'), texts.get('notDoctor'), texts.get('canAnswer')].join('\n');
    case 'lifestyle':
      return lifestyleAdvice(texts, question, language, context);
    case 'monthlyChange':
      return monthlyChange(texts, context);
    case 'gradeMeaning':
      return gradeMeaning(texts, question, language, context);
    case 'whyRiskHigh':
      return whyRiskHigh(texts, sourceOf, question, language, context);
    case 'unknown':
      return [texts.get('unknown'), texts.get('notDoctor'), texts.get('canAnswer')].join('\n');
  }
}

/** The built-in engine: answers from the context alone, by keywords, in the person's language; no network. */
export function createOfflineEngine(): ChatEngine {
  return {
    async reply(request) {
      const [texts, predictionTexts] = await Promise.all([
        loadAnswerTexts(request.language),
        predictionTextsIn(request.language),
      ]);
      const sourceOf: SourceOf = (modelId) => modelSourceTexts(modelId, predictionTexts);
      return { content: answer(texts, sourceOf, request), engine: 'offline' };
    },
  };
}
