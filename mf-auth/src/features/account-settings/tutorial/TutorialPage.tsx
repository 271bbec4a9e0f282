import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AuthPage } from '../../page-layout/AuthPage';
import styles from '../../auth.module.css';
import { settingsPath } from '../settingsPaths';

/** The app's areas, in the order of the bottom tabs. */
const steps = ['dashboard', 'myHealth', 'medicine', 'channel', 'ai'] as const;

export function TutorialPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  const step = steps[index] ?? steps[0];
  const last = index === steps.length - 1;

  return (
    <AuthPage title={t('tutorial.title')}>
      <section className={styles.card} aria-labelledby="tutorial-step" aria-live="polite">
        <p className={styles.stepCount}>{t('tutorial.stepOf', { step: index + 1, total: steps.length })}</p>
        <h2 id="tutorial-step" className={styles.heading}>
          {t(`tutorial.steps.${step}.title`)}
        </h2>
        <p>{t(`tutorial.steps.${step}.text`)}</p>
      </section>
      <div className={styles.buttonRow}>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
        >
          {t('tutorial.previous')}
        </button>
        {last ? (
          <button type="button" className={styles.primary} onClick={() => navigate(settingsPath)}>
            {t('tutorial.done')}
          </button>
        ) : (
          <button type="button" className={styles.primary} onClick={() => setIndex(index + 1)}>
            {t('tutorial.next')}
          </button>
        )}
      </div>
    </AuthPage>
  );
}
