import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  ApiError,
  dialogs,
  formatDate,
  Loading,
  messageFor,
  PageHeader,
  session,
  useLoad,
} from 'shared-kernel';
import {
  ageAtFirstBirthYearsSchema,
  formSchema,
  genderCodes,
  glassSizesMl,
  predictionModels,
  predictionQuestionnaireSchema,
  pureAlcoholGrams,
  validateForm,
  type PredictionQuestionnaire,
} from 'shared-kernel/isomorphic';
import { ChoiceGroup } from '../prediction-common/ChoiceGroup';
import { LoadFailure } from '../prediction-common/LoadFailure';
import {
  fetchQuestionnaire,
  saveQuestionnaire,
  type StoredQuestionnaire,
} from '../prediction-common/predictionApi';
import { predictionPaths } from '../prediction-common/predictionPaths';
import formStyles from '../prediction-common/formControls.module.css';
import styles from '../prediction-common/prediction.module.css';
import { usePredictionText } from '../prediction-common/usePredictionText';
import { NumberQuestion } from './NumberQuestion';
import stepStyles from './QuestionnairePage.module.css';
import { stepsFor, type Step } from './steps';
import {
  answersOf,
  askedFields,
  decimalFields,
  isAsked,
  isCondition,
  numberFields,
  questionChoices,
  questionnaireOf,
  type Answers,
  type FieldKey,
  type NumberField,
  type SectionKey,
} from './questions';

/** Sections introduced by a sentence of their own (`questionnaire.<key>Lead`). */
const sectionsWithLead: readonly SectionKey[] = ['smoking', 'alcohol', 'tests', 'findrisc', 'breast'];

/** The soju glass the lead speaks of is the one the goals count (spec section 9), with its grams of alcohol. */
const leadValues = { sojuMl: glassSizesMl.soju, sojuGrams: pureAlcoholGrams({ soju: 1 }) };

/** Said when saving fails and the server gave no message. */
const settingsChangeFailed = 'M0097';

/**
 * `/ai/paper-weight`: what the records cannot tell the models (race, education, smoking history, alcohol, lab
 * values the person may know, medicines, conditions, bones and falls, family history, FINDRISC answers, and for
 * women the breast-cancer questions), asked in short steps, the most useful first, each saying which predictions
 * its answers unlock. Follow-up questions show only when they apply; the yes/no conditions are optional, and the
 * page says that one left unanswered counts as "no". Answers are kept across steps and saved once, at the last.
 * `?question=<field>` opens it at that question (as the predictions' "answer" links do), `?step=<key>` at a step.
 */
export function QuestionnairePage() {
  const { t } = useTranslation('ai');
  const { loaded, retry } = useLoad(fetchQuestionnaire);
  return (
    <>
      <PageHeader title={t('questionnaire.title')} />
      <div className={styles.page}>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' ? <QuestionnaireForm stored={loaded.value} /> : null}
      </div>
    </>
  );
}

const firstBirthYearsForm = formSchema({ ageAtFirstBirth: ageAtFirstBirthYearsSchema }, []);

const idOf = (key: FieldKey) => `questionnaire-${key}`;

function isNumberField(key: FieldKey): key is NumberField {
  return numberFields.some((field) => field === key);
}

/** Field errors as message codes with their parameters, before they are put in words. */
type Invalid = Partial<Record<FieldKey, { code: string; params?: Record<string, unknown> }>>;

/**
 * What is wrong with the answers: the kernel's schema on the questionnaire, and for the age at first birth its
 * years alone (the schema's alternative of years or "none" would only say "invalid"), which must be typed once
 * a birth is said.
 */
async function invalidAnswers(
  questionnaire: Record<string, unknown>,
  fields: readonly FieldKey[],
): Promise<Invalid> {
  const invalid: Invalid = { ...(await validateForm(predictionQuestionnaireSchema, questionnaire)) };
  if (fields.includes('ageAtFirstBirth')) {
    const years = questionnaire.ageAtFirstBirth;
    invalid.ageAtFirstBirth =
      years === undefined
        ? { code: 'generic.required' }
        : (await validateForm(firstBirthYearsForm, { ageAtFirstBirth: years })).ageAtFirstBirth;
  }
  return invalid;
}

/** Where the page opens: the step `?step=` names, else the one holding the question `?question=` names. */
function openingStep(steps: readonly Step[], params: URLSearchParams, fields: readonly FieldKey[]): number {
  const byKey = steps.findIndex((step) => step.key === params.get('step'));
  if (byKey >= 0) return byKey;
  const question = fields.find((key) => key === params.get('question'));
  return Math.max(
    0,
    steps.findIndex((step) => question !== undefined && step.fields.includes(question)),
  );
}

function QuestionnaireForm({ stored }: { stored: StoredQuestionnaire }) {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(stored.questionnaire));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [steps] = useState(() =>
    stepsFor(session.snapshot().userInfo?.userGenderCode === genderCodes.female),
  );
  const fields = askedFields(steps, answers);
  const [params] = useSearchParams();
  const [stepIndex, setStepIndex] = useState(() => openingStep(steps, params, fields));
  /** What to focus once the step shown has rendered: its heading, or a question. */
  const [focusTarget, setFocusTarget] = useState<string | undefined>(() => {
    const question = fields.find((key) => key === params.get('question'));
    return question ? idOf(question) : undefined;
  });
  const step = steps[stepIndex] as Step;
  const stepFields = step.fields.filter((key) => isAsked(key, answers));
  const last = stepIndex === steps.length - 1;
  const headingId = `questionnaire-step-${step.key}`;
  const labelOf = (key: FieldKey) => t(`questions.${key}.legend`);

  useEffect(() => {
    // Focus follows the step: a person who moves on hears the new step's title first (and the page scrolls to it).
    if (focusTarget) document.getElementById(focusTarget)?.focus();
    setFocusTarget(undefined);
  }, [focusTarget]);

  function goTo(index: number, focus: string = `questionnaire-step-${steps[index]?.key}`) {
    setStepIndex(index);
    setFocusTarget(focus);
  }

  function answer(key: FieldKey, value: string) {
    setAnswers((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  /** Puts the refusals in words under their questions, and moves to the first (on its step): true when none. */
  function showErrors(found: Partial<Record<FieldKey, string>>): boolean {
    setErrors(found);
    const first = fields.find((key) => found[key] !== undefined);
    if (!first) return true;
    goTo(
      steps.findIndex((each) => each.fields.includes(first)),
      idOf(first),
    );
    return false;
  }

  async function refusalsOf(checked: readonly FieldKey[]): Promise<Partial<Record<FieldKey, string>>> {
    const invalid = await invalidAnswers(questionnaireOf(answers, checked), checked);
    const found: Partial<Record<FieldKey, string>> = {};
    for (const key of checked) {
      const error = invalid[key];
      if (error) found[key] = messageFor(error.code, { ...error.params, field: labelOf(key) });
    }
    return found;
  }

  async function next() {
    if (showErrors(await refusalsOf(stepFields))) goTo(stepIndex + 1);
  }

  async function save() {
    setFailure(undefined);
    if (!showErrors(await refusalsOf(fields))) return;
    setSaving(true);
    try {
      // The kernel's schema has just accepted it.
      await saveQuestionnaire(questionnaireOf(answers, fields) as PredictionQuestionnaire);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSaving(false);
      const message = error.message.trim() || messageFor(settingsChangeFailed);
      const field = fields.find((key) => key === error.field);
      if (field) showErrors({ [field]: message });
      else setFailure(message);
      return;
    }
    void dialogs.toast(t('questionnaire.saved'));
    navigate(predictionPaths.overview);
  }

  return (
    <form
      className={formStyles.form}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        void (last ? save() : next());
      }}
    >
      {stepIndex === 0 ? <p className={styles.text}>{t('questionnaire.lead')}</p> : null}
      {stored.updatedAt ? (
        <p className={styles.hint}>{t('questionnaire.updatedAt', { date: formatDate(stored.updatedAt) })}</p>
      ) : null}
      <StepProgress current={stepIndex + 1} total={steps.length} />
      <section className={formStyles.sectionCard} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.sectionTitle} tabIndex={-1}>
          {t(`questionnaire.sections.${step.key}`)}
        </h2>
        <StepUnlocks step={step} />
        {sectionsWithLead.includes(step.key) ? (
          <p className={styles.hint}>{t(`questionnaire.${step.key}Lead`, leadValues)}</p>
        ) : null}
        {step.fields.some(isCondition) ? (
          <p className={styles.hint}>{t('questionnaire.conditionsOptional')}</p>
        ) : null}
        {stepFields.map((key) =>
          isNumberField(key) ? (
            <NumberQuestion
              key={key}
              id={idOf(key)}
              label={labelOf(key)}
              help={t(`questions.${key}.help`, { defaultValue: '' })}
              unit={t(`questions.${key}.unit`)}
              decimal={decimalFields.includes(key)}
              value={answers[key]}
              onChange={(value) => answer(key, value)}
              error={errors[key]}
            />
          ) : (
            <ChoiceGroup
              key={key}
              id={idOf(key)}
              legend={labelOf(key)}
              help={t(`questions.${key}.help`, { defaultValue: '' })}
              inline={isCondition(key) || key === 'onStatin'}
              choices={questionChoices[key].map((value) => ({
                value,
                label: t(
                  isCondition(key) || key === 'onStatin'
                    ? `questionnaire.yesNo.${value}`
                    : `questions.${key}.choices.${value}`,
                ),
              }))}
              value={answers[key]}
              onChange={(value) => answer(key, value)}
              error={errors[key]}
            />
          ),
        )}
        {step.key === 'breast' && answers.breastCancerHistory === 'yes' ? (
          <p className={styles.text} role="note">
            {t('questionnaire.breastNotApplicable')}
          </p>
        ) : null}
      </section>
      {failure ? (
        <p className={formStyles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={stepStyles.buttons}>
        {stepIndex > 0 ? (
          <button type="button" className={styles.secondary} onClick={() => goTo(stepIndex - 1)}>
            {t('questionnaire.back')}
          </button>
        ) : null}
        <button type="submit" className={styles.primary} disabled={saving}>
          {last ? (saving ? t('questionnaire.saving') : t('questionnaire.save')) : t('questionnaire.next')}
        </button>
      </div>
    </form>
  );
}

/** "Step 2 of 11", as text and as a progress bar that says the same. */
function StepProgress({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation('ai');
  const text = t('questionnaire.progress', { current, total });
  return (
    <div className={stepStyles.progress}>
      <p className={styles.hint} aria-hidden="true">
        {text}
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={t('questionnaire.progressLabel')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={text}
      >
        <div className={styles.fill} style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}

/** The predictions this step's answers unlock, or else those they make more precise, by their names. */
function StepUnlocks({ step }: { step: Step }) {
  const { t } = useTranslation('ai');
  const { outcomeName } = usePredictionText();
  const [textKey, models] =
    step.unlocks.length > 0
      ? (['questionnaire.unlocks', step.unlocks] as const)
      : (['questionnaire.refines', step.refines] as const);
  if (models.length === 0) return null;
  return (
    <div className={stepStyles.unlocks}>
      <p className={styles.text}>{t(textKey)}</p>
      <ul className={stepStyles.names}>
        {models.map((id) => (
          <li key={id}>{outcomeName(predictionModels[id].outcome)}</li>
        ))}
      </ul>
    </div>
  );
}
