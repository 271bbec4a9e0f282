import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ApiError,
  Loading,
  PageHeader,
  useLoad,
  pageStyles as common,
  LoadFailure,
  useHeadingFocus,
} from 'shared-kernel';
import { exerciseCreationTypeCodes, type ExerciseItem } from 'shared-kernel/isomorphic';
import { exerciseCategoryName } from '../routine-common/names';
import {
  bookmarkExercise,
  loadExerciseItems,
  loadRecommendedExercises,
  removeExerciseBookmark,
} from '../routine-common/routineApi';
import { useGoalEditor } from './GoalEditorContext';
import { plannedExerciseOf, spreadWeekdays, type PlannedExercise } from './goalForm';
import { ExerciseIntensity } from './ExerciseIntensity';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

const allCategories = '9999';
const bookmarked = 'bookmarks';

/** `type-addition`: the exercises recommended for the fitness level, or one picked from the catalogue. */
export function TypeAdditionScreen() {
  const { t } = useGoalTexts();
  const { pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={t('goal.types.title')} onBack={() => navigate(pathOf('exercise-list'))} />
      <div className={styles.body}>
        <Recommended />
        <Catalogue />
      </div>
    </div>
  );
}

/**
 * Starts a new entry of the plan and opens its composition: picking an item already planned makes a second entry
 * of it (walking in the morning and again in the evening), as the spec's manual add appends.
 */
function useCompose(): (exercise: PlannedExercise) => void {
  const { dispatch, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  return (exercise) => {
    dispatch({ type: 'startDraft', exercise });
    navigate(pathOf(`exercise-list/composition/${exercise.entryKey}`));
  };
}

/** Minutes a session that spread the recommended weekly minutes over the recommended sessions. */
function sessionMinutes(weekMinutes: number | null, sessions: number): number {
  if (!weekMinutes || sessions <= 0) return 30;
  return Math.min(180, Math.max(5, Math.round(weekMinutes / sessions / 5) * 5));
}

function Recommended() {
  const { t } = useGoalTexts();
  const { form, dispatch, fitnessLevel, pathOf, recommendedMets } = useGoalEditor();
  const navigate = useNavigate();
  const compose = useCompose();
  const { loaded, retry } = useLoad(async () => {
    const [catalogue, mets] = await Promise.all([
      loadRecommendedExercises(fitnessLevel),
      recommendedMets().catch(() => null),
    ]);
    return { items: catalogue.exrciseItemList.filter((item) => item.weekRecmndCo > 0), mets };
  }, fitnessLevel);
  const planned = new Set(form.exercises.map((exercise) => exercise.exrciseItemCode));

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  const { items, mets } = loaded.value;
  if (items.length === 0) return null;
  const sessions = items.reduce((sum, item) => sum + item.weekRecmndCo, 0);
  const minutes = sessionMinutes(mets?.recmndExrciseTimeMiWeek ?? null, sessions);
  const recommendedOf = (item: ExerciseItem, index: number): PlannedExercise =>
    plannedExerciseOf(
      item,
      exerciseCreationTypeCodes.recommended,
      spreadWeekdays(item.weekRecmndCo, index),
      item.exrciseTimeMi ?? minutes,
    );

  return (
    <section className={common.card} aria-labelledby="recommended-exercises">
      <h2 id="recommended-exercises" className={common.sectionTitle}>
        {t('goal.types.recommendedTitle')}
      </h2>
      {mets?.metsCrrctnRate ? <p className={common.hint}>{t('goal.types.bodyHint')}</p> : null}
      <ul className={styles.itemList}>
        {items.map((item, index) => (
          <li key={item.exrciseItemCode} className={styles.itemRow}>
            <span className={styles.itemName}>
              {item.exrciseItemNm}
              <span className={styles.itemMeta}>
                {t('goal.types.perWeek', { count: item.weekRecmndCo })} · <ExerciseIntensity item={item} />
                {planned.has(item.exrciseItemCode) ? ` · ${t('goal.types.planned')}` : null}
              </span>
            </span>
            <button
              type="button"
              className={common.secondary}
              aria-label={t('goal.types.chooseOf', { name: item.exrciseItemNm })}
              onClick={() => compose(recommendedOf(item, index))}
            >
              {t('goal.types.choose')}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={common.primary}
        onClick={() => {
          dispatch({ type: 'addExercises', exercises: items.map(recommendedOf) });
          navigate(pathOf('exercise-list'));
        }}
      >
        {t('goal.types.takeAll')}
      </button>
    </section>
  );
}

function Catalogue() {
  const { t } = useGoalTexts();
  const { form } = useGoalEditor();
  const compose = useCompose();
  const { loaded, retry } = useLoad(() => loadExerciseItems(allCategories));
  const [items, setItems] = useState<ExerciseItem[]>([]);
  const [category, setCategory] = useState(allCategories);
  const [error, setError] = useState<string | undefined>();
  const planned = new Set(form.exercises.map((exercise) => exercise.exrciseItemCode));

  useEffect(() => {
    if (loaded.state === 'ready') setItems(loaded.value.exrciseItemList);
  }, [loaded]);

  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;

  const categories = [...new Set(items.map((item) => item.exrciseItemCtgryCode))].sort();
  const shown = items
    .filter((item) =>
      category === allCategories
        ? true
        : category === bookmarked
          ? item.userExrciseItemBmarkSn !== null
          : item.exrciseItemCtgryCode === category,
    )
    .sort((a, b) => a.exrciseItemOrdr - b.exrciseItemOrdr);

  async function toggleBookmark(item: ExerciseItem) {
    setError(undefined);
    try {
      const userExrciseItemBmarkSn =
        item.userExrciseItemBmarkSn === null
          ? (await bookmarkExercise(item.exrciseItemCode)).userExrciseItemBmarkSn
          : (await removeExerciseBookmark(item.userExrciseItemBmarkSn), null);
      setItems((current) =>
        current.map((candidate) =>
          candidate.exrciseItemCode === item.exrciseItemCode
            ? { ...candidate, userExrciseItemBmarkSn }
            : candidate,
        ),
      );
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    }
  }

  const filters = [
    { value: allCategories, label: exerciseCategoryName(t, allCategories) },
    { value: bookmarked, label: t('goal.types.bookmarks') },
    ...categories.map((code) => ({ value: code, label: exerciseCategoryName(t, code) })),
  ];

  return (
    <section className={common.card} aria-labelledby="exercise-catalogue">
      <h2 id="exercise-catalogue" className={common.sectionTitle}>
        {t('goal.types.catalogueTitle')}
      </h2>
      <div className={styles.filters} role="group" aria-label={t('goal.types.filterLabel')}>
        {filters.map((filter) => (
          <button
            key={filter.value}
            type="button"
            className={styles.filter}
            aria-pressed={category === filter.value}
            onClick={() => setCategory(filter.value)}
          >
            {filter.label}
          </button>
        ))}
      </div>
      {error ? (
        <p className={common.error} role="alert">
          {error}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className={common.hint}>
          {category === bookmarked ? t('goal.types.noBookmarks') : t('goal.types.noItems')}
        </p>
      ) : (
        <ul className={styles.itemList}>
          {shown.map((item) => (
            <li key={item.exrciseItemCode} className={styles.itemRow}>
              <button
                type="button"
                className={styles.star}
                aria-pressed={item.userExrciseItemBmarkSn !== null}
                aria-label={t('goal.types.bookmarkOf', { name: item.exrciseItemNm })}
                onClick={() => void toggleBookmark(item)}
              >
                <span aria-hidden="true">{item.userExrciseItemBmarkSn !== null ? '★' : '☆'}</span>
              </button>
              <span className={styles.itemName}>
                {item.exrciseItemNm}
                <span className={styles.itemMeta}>
                  <ExerciseIntensity item={item} />
                  {planned.has(item.exrciseItemCode) ? ` · ${t('goal.types.planned')}` : null}
                </span>
              </span>
              <button
                type="button"
                className={common.secondary}
                aria-label={t('goal.types.chooseOf', { name: item.exrciseItemNm })}
                onClick={() => compose(plannedExerciseOf(item))}
              >
                {t('goal.types.choose')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
