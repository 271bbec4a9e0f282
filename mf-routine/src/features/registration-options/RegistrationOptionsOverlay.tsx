import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  ApiError,
  formatDate,
  Loading,
  OverlayPortal,
  session,
  Sheet,
  useLoad,
  pageStyles as common,
  LoadFailure,
} from 'shared-kernel';
import { exerciseLevelCodes, type RecommendedGoal } from 'shared-kernel/isomorphic';
import { goalItemName, goalItemUnit, recommendationAdvice } from '../routine-common/names';
import { loadRecommendedGoal, saveFitnessLevel } from '../routine-common/routineApi';
import styles from './registrationOptions.module.css';

const segment = '/registration-options';
const goalEditorPath = '/routine/health-goal';

type GoalKind = 'recommended' | 'own';

/**
 * `registration-options` over the dashboard or the history: start from the recommended goal (offered only when
 * `predictDt` is set, spec section 5) or one's own, at one's fitness level; then the goal page.
 */
export function RegistrationOptionsOverlay() {
  const { t } = useTranslation('routine');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const close = () => navigate(`${pathname.slice(0, pathname.lastIndexOf(segment))}${search}`);
  const { loaded, retry } = useLoad(loadRecommendedGoal);
  return (
    <OverlayPortal>
      <Sheet title={t('options.title')} onClose={close}>
        <div className={`${common.sheetBody} ${styles.body}`}>
          {loaded.state === 'loading' ? (
            <Loading />
          ) : loaded.state === 'failed' ? (
            <>
              <LoadFailure message={loaded.message} onRetry={retry} />
              <Options recommendation={null} />
            </>
          ) : (
            <Options recommendation={loaded.value} />
          )}
        </div>
      </Sheet>
    </OverlayPortal>
  );
}

function Options({ recommendation }: { recommendation: RecommendedGoal | null }) {
  const { t, i18n } = useTranslation('routine');
  const navigate = useNavigate();
  const id = useId();
  const offered = recommendation !== null && recommendation.predictDt !== null;
  const savedLevel = session.snapshot().userInfo?.pscstrSttusCode ?? null;
  const [kind, setKind] = useState<GoalKind>(offered ? 'recommended' : 'own');
  const [level, setLevel] = useState<string | null>(savedLevel);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });

  async function next() {
    if (!level) {
      setError(t('options.chooseLevel'));
      document.getElementById(`${id}-level`)?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      if (level !== savedLevel) {
        await saveFitnessLevel(level);
        const user = session.snapshot().userInfo;
        if (user) session.setUserInfo({ ...user, pscstrSttusCode: level });
      }
      const query = new URLSearchParams({ pscstrSttusCode: level });
      if (kind === 'recommended' && offered) query.set('recommended', 'Y');
      navigate(`${goalEditorPath}?${query.toString()}`);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setSaving(false);
    }
  }

  const item = recommendation?.helthGoalItemCode ?? null;
  const advice = recommendation ? recommendationAdvice(t, recommendation) : null;

  return (
    <>
      <fieldset className={common.fieldset}>
        <legend className={common.legend}>{t('options.kindLegend')}</legend>
        {offered && recommendation ? (
          <label className={styles.option}>
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === 'recommended'}
              onChange={() => setKind('recommended')}
            />
            <span className={styles.optionText}>
              <strong>{t('options.recommended')}</strong>
              {advice ? <span>{advice}</span> : null}
              {item && recommendation.beforeVal !== null && recommendation.goalVal !== null ? (
                <span>
                  {t('options.fromTo', {
                    item: goalItemName(t, item),
                    before: number.format(recommendation.beforeVal),
                    goal: number.format(recommendation.goalVal),
                    unit: goalItemUnit(item),
                  })}
                </span>
              ) : null}
              <span>{t('options.predictDt', { date: formatDate(recommendation.predictDt) })}</span>
              <span className={common.hint}>{t('options.source', { source: recommendation.source })}</span>
            </span>
          </label>
        ) : (
          <p className={common.hint}>{t('options.noRecommendation')}</p>
        )}
        <label className={styles.option}>
          <input type="radio" name={`${id}-kind`} checked={kind === 'own'} onChange={() => setKind('own')} />
          <span className={styles.optionText}>
            <strong>{t('options.own')}</strong>
            <span>{t('options.ownHint')}</span>
          </span>
        </label>
      </fieldset>

      <fieldset className={common.fieldset} aria-describedby={`${id}-level-hint`}>
        <legend className={common.legend}>{t('options.levelLegend')}</legend>
        <p id={`${id}-level-hint`} className={common.hint}>
          {t('options.levelHint')}
        </p>
        {exerciseLevelCodes.map((code, index) => (
          <label key={code} className={styles.level}>
            <input
              id={index === 0 ? `${id}-level` : undefined}
              type="radio"
              name={`${id}-level`}
              checked={level === code}
              onChange={() => {
                setLevel(code);
                setError(undefined);
              }}
            />
            <span className={styles.optionText}>
              <strong>{t(`options.level.${code}.name`)}</strong>
              <span className={common.hint}>{t(`options.level.${code}.text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {error ? (
        <p className={common.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={common.primary} disabled={saving} onClick={() => void next()}>
        {t('options.next')}
      </button>
    </>
  );
}
