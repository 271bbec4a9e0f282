import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoad, pageStyles as common } from 'shared-kernel';
import { caloriesBurnt, routineLimits, timeOfDayCodes, type TimeOfDayCode } from 'shared-kernel/isomorphic';
import { timeOfDayName } from '../routine-common/names';
import { formatNumber } from '../routine-common/numbers';
import { loadLatestWeight } from '../routine-common/recentRecords';
import styles from './exerciseRecord.module.css';

/** The exercise being recorded: what (with its METs), how long, and when in the day. */
export interface ExerciseValues {
  item: { exrciseItemCode: string; exrciseItemNm: string; metsVal: number } | null;
  minutes: number;
  timeOfDay: TimeOfDayCode;
}

const seekbar = routineLimits.exerciseMinutesSeekbar;

/** A minutes value on the seekbar's steps (5 to 180 by 5). */
export function seekbarMinutes(minutes: number): number {
  const stepped = Math.round(minutes / seekbar.step) * seekbar.step;
  return Math.min(seekbar.max, Math.max(seekbar.min, stepped));
}

/**
 * The exercise form: the item (chosen in `exercise-selector` when `onChooseItem` is given), the minutes on a
 * seekbar, the time of day, and the calories it burns, live, from the latest weight.
 */
export function ExerciseForm({
  values,
  onChange,
  onChooseItem,
  submitLabel,
  busy,
  onSubmit,
}: {
  values: ExerciseValues;
  onChange: (values: ExerciseValues) => void;
  onChooseItem?: () => void;
  submitLabel: string;
  busy: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('routine');
  const minutesId = useId();
  const itemLabelId = useId();
  const weight = useLoad(loadLatestWeight);
  const weightKg = weight.loaded.state === 'ready' ? weight.loaded.value : null;
  const calories = values.item
    ? caloriesBurnt({ mets: values.item.metsVal, minutes: values.minutes, weightKg })
    : null;

  const caloriesText = () => {
    if (!values.item) return t('exercise.form.chooseForCalories');
    if (calories !== null) return t('exercise.form.calories', { value: formatNumber(calories) });
    return weight.loaded.state === 'loading' ? '' : t('exercise.form.noWeight');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.item && !busy) onSubmit();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.itemRow}>
        <div className={styles.itemText}>
          <span id={itemLabelId} className={styles.fieldLabel}>
            {t('exercise.form.item')}
          </span>
          <span className={styles.itemName}>
            {values.item ? values.item.exrciseItemNm : t('exercise.form.noItem')}
          </span>
          {values.item ? (
            <span className={common.hint}>
              {t('exercise.mets', { value: formatNumber(values.item.metsVal) })}
            </span>
          ) : null}
        </div>
        {onChooseItem ? (
          <button
            type="button"
            className={common.secondary}
            onClick={onChooseItem}
            aria-describedby={itemLabelId}
          >
            {values.item ? t('exercise.form.changeItem') : t('exercise.form.chooseItem')}
          </button>
        ) : null}
      </div>

      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={minutesId} className={styles.fieldLabel}>
            {t('exercise.form.minutes')}
          </label>
          <output htmlFor={minutesId} className={styles.minutes}>
            {t('common.minutes', { count: values.minutes })}
          </output>
        </div>
        <input
          id={minutesId}
          type="range"
          className={styles.seekbar}
          min={seekbar.min}
          max={seekbar.max}
          step={seekbar.step}
          value={values.minutes}
          aria-valuetext={t('common.minutes', { count: values.minutes })}
          onChange={(event) => onChange({ ...values, minutes: seekbarMinutes(Number(event.target.value)) })}
        />
        <div className={styles.seekbarEnds} aria-hidden="true">
          <span>{t('common.minutes', { count: seekbar.min })}</span>
          <span>{t('common.minutes', { count: seekbar.max })}</span>
        </div>
      </div>

      <fieldset className={common.fieldset}>
        <legend className={common.legend}>{t('exercise.form.timeOfDay')}</legend>
        <div className={common.choices}>
          {Object.values(timeOfDayCodes).map((code) => (
            <label key={code} className={common.choice}>
              <input
                type="radio"
                name="timeOfDay"
                value={code}
                checked={values.timeOfDay === code}
                onChange={() => onChange({ ...values, timeOfDay: code })}
              />
              {timeOfDayName(t, code)}
            </label>
          ))}
        </div>
      </fieldset>

      <p className={styles.calories} aria-live="polite">
        {caloriesText()}
      </p>

      <button type="submit" className={common.primary} disabled={!values.item || busy}>
        {submitLabel}
      </button>
    </form>
  );
}
