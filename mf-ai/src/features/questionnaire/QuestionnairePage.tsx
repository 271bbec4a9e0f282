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
  predictionQuestionnaireSchema,
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
import { NumberQuestion } from './NumberQuestion';
import {
  answersOf,
  askedFields,
  decimalFields,
  isAsked,
  isCondition,
  numberFields,
  questionChoices,
  questionnaireOf,
  sectionsFor,
  type Answers,
  type FieldKey,
  type NumberField,
  type SectionKey,
} from './questions';

/** Sections introduced by a sentence of their own (`questionnaire.<key>Lead`). */
const sectionsWithLead: readonly SectionKey[] = ['smoking', 'alcohol', 'tests', 'findrisc', 'breast'];

/** Said when saving fails and the server gave no message. */
const settingsChangeFailed = 'M0097';

/**
 * `/ai/paper-weight`: what the records cannot tell the models (race, education, smoking history, alcohol, lab
 * values the person may know, medicines, conditions, bones and falls, family history, FINDRISC answers, and for
 * women the breast-cancer questions). Follow-up questions show only when they apply; the yes/no conditions are
 * optional, and the page says that one left unanswered counts as "no". `?question=<field>` opens it at that question, as the
 * predictions' "answer" links do.
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

function QuestionnaireForm({ stored }: { stored: StoredQuestionnaire }) {
  const { t } = useTranslation('ai');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(stored.questionnaire));
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const sections = sectionsFor(session.snapshot().userInfo?.userGenderCode === genderCodes.female);
  const fields = askedFields(sections, answers);
  const idOf = (key: FieldKey) => `questionnaire-${key}`;
  const labelOf = (key: FieldKey) => t(`questions.${key}.legend`);
  const [params] = useSearchParams();
  const openedAt = fields.find((key) => key === params.get('question'));

  useEffect(() => {
    // Focus scrolls the question into view; only on opening, so that later answers never pull focus back.
    if (openedAt) document.getElementById(idOf(openedAt))?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function showErrors(found: Partial<Record<FieldKey, string>>) {
    setErrors(found);
    const first = fields.find((key) => found[key] !== undefined);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  function answer(key: FieldKey, value: string) {
    setAnswers((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  }

  async function save() {
    const questionnaire = questionnaireOf(answers, fields);
    const invalid = await invalidAnswers(questionnaire, fields);
    const found: Partial<Record<FieldKey, string>> = {};
    for (const key of fields) {
      const error = invalid[key];
      if (error) found[key] = messageFor(error.code, { ...error.params, field: labelOf(key) });
    }
    showErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      // The kernel's schema has just accepted it.
      await saveQuestionnaire(questionnaire as PredictionQuestionnaire);
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
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className={styles.text}>{t('questionnaire.lead')}</p>
      {stored.updatedAt ? (
        <p className={styles.hint}>{t('questionnaire.updatedAt', { date: formatDate(stored.updatedAt) })}</p>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.key}
          className={formStyles.sectionCard}
          aria-labelledby={`questionnaire-section-${section.key}`}
        >
          <h2 id={`questionnaire-section-${section.key}`} className={styles.sectionTitle}>
            {t(`questionnaire.sections.${section.key}`)}
          </h2>
          {sectionsWithLead.includes(section.key) ? (
            <p className={styles.hint}>{t(`questionnaire.${section.key}Lead`)}</p>
          ) : null}
          {section.fields.some(isCondition) ? (
            <p className={styles.hint}>{t('questionnaire.conditionsOptional')}</p>
          ) : null}
          {section.fields
            .filter((key) => isAsked(key, answers))
            .map((key) =>
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
          {section.key === 'breast' && answers.breastCancerHistory === 'yes' ? (
            <p className={styles.text} role="note">
              {t('questionnaire.breastNotApplicable')}
            </p>
          ) : null}
        </section>
      ))}
      {failure ? (
        <p className={formStyles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={`${styles.primary} ${formStyles.submit}`} disabled={saving}>
        {saving ? t('questionnaire.saving') : t('questionnaire.save')}
      </button>
    </form>
  );
}
