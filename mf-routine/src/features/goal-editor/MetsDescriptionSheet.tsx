import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { OverlayPortal, Sheet, useLoad, pageStyles as common } from 'shared-kernel';
import { loadExerciseItems } from '../routine-common/routineApi';
import { useGoalEditor } from './GoalEditorContext';
import { weeklyMetMinutes, type PlannedExercise } from './goalForm';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/** `exercise-mets-description`: what METs are, this exercise's METs and their source, and the week's total. */
export function MetsDescriptionSheet({ exercise }: { exercise: PlannedExercise }) {
  const { t, i18n } = useGoalTexts();
  const { form, dispatch, pathOf, recommendedMets } = useGoalEditor();
  const navigate = useNavigate();
  const recommended = useLoad(recommendedMets).loaded;
  const needsCode = exercise.compendiumCode === null;
  const catalogue = useLoad(
    () => (needsCode ? loadExerciseItems() : Promise.resolve(null)),
    String(needsCode),
  ).loaded;
  useEffect(() => {
    if (catalogue.state === 'ready' && catalogue.value)
      dispatch({ type: 'learnCompendiumCodes', items: catalogue.value.exrciseItemList });
  }, [catalogue, dispatch]);

  const plan = form.exercises.some((planned) => planned.entryKey === exercise.entryKey)
    ? form.exercises
    : [...form.exercises, exercise];
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const value = weeklyMetMinutes(plan);
  const close = () => navigate(pathOf(`exercise-list/composition/${exercise.entryKey}`));

  return (
    <OverlayPortal>
      <Sheet title={t('goal.mets.title')} onClose={close}>
        <div className={`${common.sheetBody} ${styles.sheetText}`}>
          <p className={common.text}>{t('goal.mets.what')}</p>
          <section className={styles.metsBlock} aria-labelledby="mets-item">
            <h3 id="mets-item" className={common.sectionTitle}>
              {t('goal.mets.item', { name: exercise.exrciseItemNm, value: number.format(exercise.metsVal) })}
            </h3>
            <p className={common.hint}>
              {exercise.compendiumCode
                ? t('goal.mets.compendium', { code: exercise.compendiumCode })
                : t('goal.mets.compendiumUnknown')}
            </p>
          </section>
          <section className={styles.metsBlock} aria-labelledby="mets-week">
            <h3 id="mets-week" className={common.sectionTitle}>
              {t('goal.mets.weekTitle')}
            </h3>
            <p className={common.hint}>{t('goal.mets.formula')}</p>
            <ul className={styles.summaryList}>
              {plan.map((planned) => (
                <li key={planned.entryKey}>
                  {t('goal.mets.line', {
                    name: planned.exrciseItemNm,
                    mets: number.format(planned.metsVal),
                    minutes: planned.exrciseTimeMi,
                    count: planned.dowCodes.length,
                    value: number.format(weeklyMetMinutes([planned])),
                  })}
                </li>
              ))}
            </ul>
            {recommended.state === 'ready' ? (
              <>
                <p className={common.text}>
                  {t('goal.mets.weekly', {
                    value: number.format(value),
                    recommended: number.format(recommended.value.recmndMetsVal),
                  })}
                </p>
                <p className={common.text}>
                  {value >= recommended.value.recmndMetsVal
                    ? t('goal.mets.reached')
                    : t('goal.mets.remaining', {
                        value: number.format(recommended.value.recmndMetsVal - value),
                        minutes: recommended.value.recmndExrciseTimeMiWeek,
                      })}
                </p>
                <p className={common.hint}>{t('goal.mets.source', { source: recommended.value.source })}</p>
              </>
            ) : (
              <p className={common.text}>{t('goal.mets.weeklyAlone', { value: number.format(value) })}</p>
            )}
          </section>
        </div>
      </Sheet>
    </OverlayPortal>
  );
}
