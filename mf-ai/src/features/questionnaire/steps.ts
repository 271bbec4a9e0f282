import {
  predictionModelIds,
  predictionModels,
  predictionOutcomes,
  type PredictionInputKey,
  type PredictionModelId,
  type PredictionModelInfo,
  type Sex,
} from 'shared-kernel/isomorphic';
import { questionOf } from '../prediction-common/inputPlaces';
import { predictionPaths } from '../prediction-common/predictionPaths';
import { isAsked, sectionsFor, type Answers, type FieldKey, type Section } from './questions';

/** One step of the questionnaire: a section, with the predictions its answers unlock or refine. */
export interface Step extends Section {
  /** Models that cannot run without an answer of this step (one of their `requiredInputs` is asked here). */
  unlocks: readonly PredictionModelId[];
  /** Models that read this step's yes/no conditions (`conditions`), counted as "no" when unanswered. */
  refines: readonly PredictionModelId[];
}

/** The questions that give `inputs` (the smoking question gives `smoker`, "given birth?" the age at first birth). */
function questionsOf(inputs: readonly PredictionInputKey[]): FieldKey[] {
  return inputs.map(questionOf).filter((field): field is FieldKey => field !== null);
}

function modelsAsking(
  fields: readonly FieldKey[],
  inputsOf: (model: PredictionModelInfo) => readonly PredictionInputKey[],
  models: readonly PredictionModelId[],
): PredictionModelId[] {
  return models.filter((id) =>
    questionsOf(inputsOf(predictionModels[id])).some((key) => fields.includes(key)),
  );
}

const requiredOf = (model: PredictionModelInfo) => model.requiredInputs;
const conditionsOf = (model: PredictionModelInfo) => model.conditions ?? [];

/** The models offered to a person of `sex`: the breast-cancer model only to women, for instance. */
function modelsFor(sex: Sex): PredictionModelId[] {
  return predictionModelIds.filter((id) => {
    const outcome = predictionOutcomes[predictionModels[id].outcome];
    return !('sexes' in outcome) || (outcome.sexes as readonly Sex[]).includes(sex);
  });
}

function stepOf(section: Section, models: readonly PredictionModelId[]): Step {
  return {
    ...section,
    unlocks: modelsAsking(section.fields, requiredOf, models),
    refines: modelsAsking(section.fields, conditionsOf, models),
  };
}

/**
 * The steps a person is asked, most useful first: the step whose answers unlock the most predictions (the models'
 * `requiredInputs`), then those that refine the most (their `conditions`); a tie keeps the order of the sections.
 * The order is worked out over every model, so that it is the same for everyone; each step's lists are the
 * person's own.
 */
export function stepsFor(female: boolean): Step[] {
  const everyModel = stepOrderOf(sectionsFor(true).map((section) => stepOf(section, predictionModelIds)));
  const own = modelsFor(female ? 'female' : 'male');
  return sectionsFor(female)
    .map((section) => stepOf(section, own))
    .sort((one, other) => everyModel.indexOf(one.key) - everyModel.indexOf(other.key));
}

function stepOrderOf(steps: readonly Step[]): Step['key'][] {
  return [...steps]
    .sort(
      (one, other) => other.unlocks.length - one.unlocks.length || other.refines.length - one.refines.length,
    )
    .map((step) => step.key);
}

/**
 * Whether a step still lacks an answer that some prediction cannot run without: a question it asks (given the
 * answers so far) that gives a required input of one of the models it unlocks, left unanswered.
 */
export function isMissing(step: Step, answers: Answers): boolean {
  const needed = new Set(
    step.unlocks.flatMap((id) =>
      questionsOf(predictionModels[id].requiredInputs as readonly PredictionInputKey[]),
    ),
  );
  return step.fields.some((key) => needed.has(key) && isAsked(key, answers) && !answers[key]?.trim());
}

/** The questionnaire opened at a step (`?step=`), as the intro's "start" link does. */
export function stepPath(step: Step): string {
  return `${predictionPaths.questionnaire}?step=${encodeURIComponent(step.key)}`;
}
