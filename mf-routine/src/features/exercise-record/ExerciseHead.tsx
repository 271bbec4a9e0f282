import { useTranslation } from 'react-i18next';
import type { ExerciseDetail } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { dayLabelWithWeekday } from '../routine-common/dates';
import { exerciseSummary } from '../routine-common/exerciseText';
import styles from './exerciseRecord.module.css';

/** What a menu is about: the exercise's name, day, minutes, time of day and calories, and where it stands. */
export function ExerciseHead({ detail }: { detail: ExerciseDetail }) {
  const { t, i18n } = useTranslation('routine');
  const state =
    detail.exrciseAt === 'Y'
      ? t('exercise.state.done')
      : detail.exrciseAt === 'N'
        ? t('exercise.state.notDone')
        : t('exercise.state.unchecked');
  return (
    <div className={styles.head}>
      <p className={styles.headName}>{detail.exrciseItemNm}</p>
      <p className={common.hint}>
        {dayLabelWithWeekday(i18n.language, detail.exrcisePlanDe)} · {exerciseSummary(t, detail)}
      </p>
      <p className={styles.badges}>
        <span className={common.badge}>{state}</span>
        {detail.delayExrciseAt === 'Y' ? (
          <span className={common.badge}>{t('dashboard.exercises.postponedHere')}</span>
        ) : null}
      </p>
    </div>
  );
}
