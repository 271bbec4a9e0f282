import type { Language } from 'locales';
import type { HealthGradeCode } from 'shared-kernel/isomorphic';
import { formatDate, formatNumber, itemName, type AnswerTexts } from './answer-texts';
import type { ChatContext, GradedValue } from './chat-context';
import { chatKeywords, mentioned } from './chat-intents';

export type LifestyleTopic = keyof typeof chatKeywords.topics;

/**
 * The advice of each topic, in the order shown, each tip a text `lifestyle.<topic>.tips.<tip>` taken from the
 * guidelines its `lifestyle.<topic>.source` names; `general` holds the habits all four share, for a question that
 * names none ("how can I lower my risk?").
 */
const topicTips: Readonly<Record<LifestyleTopic | 'general', readonly string[]>> = {
  bloodPressure: ['salt', 'diet', 'activity', 'weight', 'alcohol', 'smoking'],
  glucose: ['food', 'meals', 'activity', 'muscle', 'weight', 'smoking'],
  cholesterol: ['fat', 'fibre', 'triglycerides', 'activity', 'weight', 'smoking'],
  weight: ['goal', 'food', 'activity', 'muscle', 'habits'],
  general: ['salt', 'diet', 'activity', 'weight', 'alcohol', 'smoking'],
};

/** The context's latest values (see buildChatContext) that show where the person stands on each topic. */
const topicItems: Readonly<Record<LifestyleTopic, readonly string[]>> = {
  bloodPressure: ['sbp', 'dbp'],
  glucose: ['bloodSugarLevel', 'hbA1c'],
  cholesterol: ['totalCholesterolQuantification', 'hdlCholesterol', 'triglyceride'],
  weight: ['weight', 'bodyMassIndex', 'waistCircumference', 'percentageBodyFat'],
};

/** Grades at which the guide itself sends the person to a doctor (see `gradeMeanings`). */
const doctorGrades: readonly HealthGradeCode[] = ['0004', '0005'];

function topicAdvice(texts: AnswerTexts, topic: LifestyleTopic | 'general'): string[] {
  return [
    texts.get(`lifestyle.${topic}.title`),
    ...topicTips[topic].map((tip) => texts.get(`lifestyle.${topic}.tips.${tip}`)),
    texts.get(`lifestyle.${topic}.source`),
  ];
}

function readingLine(texts: AnswerTexts, value: GradedValue): string {
  const params = {
    item: itemName(texts, value),
    value: formatNumber(value.value),
    unit: texts.getOr(`units.${value.unit}`, value.unit),
    date: formatDate(value.measuredAt),
  };
  return value.band
    ? texts.get('lifestyle.readings.graded', { ...params, grade: texts.get(`grades.${value.band.gradCode}`) })
    : texts.get('lifestyle.readings.value', params);
}

/** Where the person stands: their latest values of the topics asked about, or which they have not recorded. */
function readings(texts: AnswerTexts, topics: readonly LifestyleTopic[], context: ChatContext): string[] {
  const values = context.latestValues.filter((value) =>
    topics.some((topic) => topicItems[topic].includes(value.item)),
  );
  const unrecorded = topics.filter(
    (topic) => !values.some((value) => topicItems[topic].includes(value.item)),
  );
  const lines: string[] = [];
  if (values.length > 0) {
    lines.push(texts.get('lifestyle.readings.header'), ...values.map((value) => readingLine(texts, value)));
    if (values.some((value) => value.band && doctorGrades.includes(value.band.gradCode))) {
      lines.push(texts.get('lifestyle.readings.seeDoctor'));
    }
    lines.push(texts.get('lifestyle.readings.track'));
  }
  if (unrecorded.length > 0) {
    const names = unrecorded.map((topic) => texts.get(`lifestyle.topicNames.${topic}`));
    lines.push(texts.get('lifestyle.readings.none', { items: names.join(texts.get('listSeparator')) }));
  }
  return lines;
}

/**
 * How to lower blood pressure, glucose, cholesterol or weight in daily life: the guidelines' lifestyle advice for
 * each topic the question names, then the person's own latest values of it, and that this does not replace a
 * doctor. A question naming no topic gets the habits all four share.
 */
export function lifestyleAdvice(
  texts: AnswerTexts,
  question: string,
  language: Language,
  context: ChatContext,
): string {
  const topics = mentioned(question, language, chatKeywords.topics);
  const advice =
    topics.length === 0
      ? [...topicAdvice(texts, 'general'), texts.get('lifestyle.general.more')]
      : [...topics.flatMap((topic) => topicAdvice(texts, topic)), ...readings(texts, topics, context)];
  return [...advice, texts.get('lifestyle.notDoctor')].join('\n');
}
