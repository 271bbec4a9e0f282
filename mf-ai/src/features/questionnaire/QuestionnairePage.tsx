import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError, dialogs, formatDate, Loading, messageFor, PageHeader, useLoad } from 'shared-kernel';
import { predictionQuestionnaireSchema, validateForm } from 'shared-kernel/isomorphic';
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
import {
  answersOf,
  questionChoices,
  questionKeys,
  questionnaireOf,
  questionSections,
  type Answers,
  type QuestionKey,
} from './questions';

/** Said when saving fails and the server gave no message. */
const settingsChangeFailed = 'M0097';

/** `/ai/paper-weight`: what the records cannot tell the models (race, smoking, medication, FINDRISC answers). */
export function QuestionnairePage() {
  const { t } = useTranslation('aiQuestionnaire');
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

function isQuestion(field: string | undefined): field is QuestionKey {
  return questionKeys.some((key) => key === field);
}

function QuestionnaireForm({ stored }: { stored: StoredQuestionnaire }) {
  const { t } = useTranslation('aiQuestionnaire');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>(() => answersOf(stored.questionnaire));
  const [errors, setErrors] = useState<Partial<Record<QuestionKey, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const idOf = (key: QuestionKey) => `questionnaire-${key}`;

  function showErrors(found: Partial<Record<QuestionKey, string>>) {
    setErrors(found);
    const first = questionKeys.find((key) => found[key] !== undefined);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  async function save() {
    const questionnaire = questionnaireOf(answers);
    const invalid = await validateForm(predictionQuestionnaireSchema, { ...questionnaire });
    const found: Partial<Record<QuestionKey, string>> = {};
    for (const key of questionKeys) {
      const error = invalid[key];
      if (error)
        found[key] = messageFor(error.code, { ...error.params, field: t(`questions.${key}.legend`) });
    }
    showErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveQuestionnaire(questionnaire);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setSaving(false);
      const message = error.message.trim() || messageFor(settingsChangeFailed);
      if (isQuestion(error.field)) showErrors({ [error.field]: message });
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
      {questionSections.map((section) => (
        <section
          key={section.key}
          className={formStyles.sectionCard}
          aria-labelledby={`questionnaire-section-${section.key}`}
        >
          <h2 id={`questionnaire-section-${section.key}`} className={styles.sectionTitle}>
            {t(`questionnaire.sections.${section.key}`)}
          </h2>
          {section.key === 'findrisc' ? (
            <p className={styles.hint}>{t('questionnaire.findriscLead')}</p>
          ) : null}
          {section.questions.map((key) => (
            <ChoiceGroup
              key={key}
              id={idOf(key)}
              legend={t(`questions.${key}.legend`)}
              help={t(`questions.${key}.help`)}
              choices={questionChoices[key].map((value) => ({
                value,
                label: t(`questions.${key}.choices.${value}`),
              }))}
              value={answers[key]}
              onChange={(value) => {
                setAnswers((previous) => ({ ...previous, [key]: value }));
                setErrors((previous) => ({ ...previous, [key]: undefined }));
              }}
              error={errors[key]}
            />
          ))}
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
