import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, dialogs, Loading, Sheet, useLoad, pageStyles as common, LoadFailure } from 'shared-kernel';
import { exerciseCategoryCodes, type ExerciseItem } from 'shared-kernel/isomorphic';
import { exerciseCategoryName } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import { bookmarkExercise, loadExerciseItems, removeExerciseBookmark } from '../routine-common/routineApi';
import styles from './exerciseRecord.module.css';

const allCategories = '9999';
const categories = [allCategories, ...Object.values(exerciseCategoryCodes)];

/** `exercise-selector`: the catalogue by category, bookmarked items first, each with its bookmark star. */
export function ExerciseSelector({
  chosenCode,
  onChoose,
  onClose,
}: {
  chosenCode: string | null;
  onChoose: (item: ExerciseItem) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('routine');
  const [category, setCategory] = useState(allCategories);
  const { loaded, retry } = useLoad(() => loadExerciseItems(category), category);

  return (
    <Sheet title={t('exercise.selector.title')} onClose={onClose}>
      <div className={common.sheetBody}>
        <div role="group" aria-label={t('exercise.selector.categories')} className={styles.categories}>
          {categories.map((code) => (
            <button
              key={code}
              type="button"
              className={styles.category}
              aria-pressed={code === category}
              onClick={() => setCategory(code)}
            >
              {exerciseCategoryName(t, code)}
            </button>
          ))}
        </div>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' ? (
          <ItemList
            key={category}
            items={loaded.value.exrciseItemList}
            chosenCode={chosenCode}
            onChoose={onChoose}
          />
        ) : null}
      </div>
    </Sheet>
  );
}

function ItemList({
  items,
  chosenCode,
  onChoose,
}: {
  items: readonly ExerciseItem[];
  chosenCode: string | null;
  onChoose: (item: ExerciseItem) => void;
}) {
  const { t } = useTranslation('routine');
  // Bookmarks as toggled here: exrciseItemCode → userExrciseItemBmarkSn (null: not bookmarked).
  const [bookmarks, setBookmarks] = useState<ReadonlyMap<string, number | null>>(new Map());
  const [busy, setBusy] = useState<string | null>(null);
  const bookmarkOf = (item: ExerciseItem) =>
    bookmarks.has(item.exrciseItemCode)
      ? (bookmarks.get(item.exrciseItemCode) ?? null)
      : item.userExrciseItemBmarkSn;
  // Order by the catalogue, bookmarked first, as loaded: a star toggled now does not move the list under a finger.
  const ordered = [...items].sort(
    (a, b) =>
      Number(b.userExrciseItemBmarkSn !== null) - Number(a.userExrciseItemBmarkSn !== null) ||
      a.exrciseItemOrdr - b.exrciseItemOrdr,
  );

  const toggle = async (item: ExerciseItem) => {
    const current = bookmarkOf(item);
    const set = (value: number | null) =>
      setBookmarks((previous) => new Map(previous).set(item.exrciseItemCode, value));
    setBusy(item.exrciseItemCode);
    try {
      if (current === null) set((await bookmarkExercise(item.exrciseItemCode)).userExrciseItemBmarkSn);
      else {
        await removeExerciseBookmark(current);
        set(null);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void dialogs.alert({ message: error.message });
    } finally {
      setBusy(null);
    }
  };

  if (items.length === 0) return <p className={common.hint}>{t('exercise.selector.empty')}</p>;
  return (
    <ul className={styles.items}>
      {ordered.map((item) => {
        const bookmarked = bookmarkOf(item) !== null;
        return (
          <li key={item.exrciseItemCode} className={styles.item}>
            <button
              type="button"
              className={styles.itemButton}
              aria-current={item.exrciseItemCode === chosenCode || undefined}
              onClick={() => onChoose(item)}
            >
              {/* The whole visible text is the name (WCAG 2.5.3), the space keeping its words apart. */}
              <span className={styles.itemButtonName}>{item.exrciseItemNm}</span>{' '}
              <span className={common.hint}>
                {item.exrciseItemCtgryNm} · {t('exercise.mets', { value: formatNumber(item.metsVal) })}
              </span>
            </button>
            <button
              type="button"
              className={styles.star}
              aria-pressed={bookmarked}
              aria-label={t('exercise.selector.bookmark', { name: item.exrciseItemNm })}
              disabled={busy === item.exrciseItemCode}
              onClick={() => void toggle(item)}
            >
              <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
