import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader, pageStyles as common, useHeadingFocus } from 'shared-kernel';
import { glassSizesMl, routineLimits, type YesNo } from 'shared-kernel/isomorphic';
import { useGoalEditor } from './GoalEditorContext';
import type { DrinkingLimits } from './goalForm';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

/** `noDrinkingRegistration`: no smoking on or off, and the drinking limits (days a week, glasses a day). */
export function NoSmokingDrinkingScreen() {
  const { t } = useGoalTexts();
  const { form, dispatch, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const back = () => navigate(pathOf());
  const { drinking } = form;
  const setDrinking = (change: Partial<DrinkingLimits>) => dispatch({ type: 'setDrinking', change });

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={t('goal.habits.title')} onBack={back} />
      <div className={styles.body}>
        <section className={common.card} aria-labelledby="no-smoking">
          <h2 id="no-smoking" className={common.sectionTitle}>
            {t('goal.habits.smokingTitle')}
          </h2>
          <Switch
            label={t('goal.habits.noSmoking')}
            checked={form.nosmkngAt === 'Y'}
            onChange={(on) => dispatch({ type: 'setNoSmoking', nosmkngAt: on ? 'Y' : 'N' })}
          />
          <p className={common.hint}>{t('goal.habits.noSmokingHint')}</p>
        </section>

        <section className={common.card} aria-labelledby="drinking">
          <h2 id="drinking" className={common.sectionTitle}>
            {t('goal.habits.drinkingTitle')}
          </h2>
          <Switch
            label={t('goal.habits.limitDays')}
            checked={drinking.alchlCoExecutAt === 'Y'}
            onChange={(on) => setDrinking({ alchlCoExecutAt: yesNo(on) })}
          />
          {drinking.alchlCoExecutAt === 'Y' ? (
            <Stepper
              label={t('goal.habits.daysValue')}
              value={drinking.alchlCo}
              min={0}
              max={routineLimits.drinkingDaysPerWeek}
              text={t('goal.habits.daysText', { count: drinking.alchlCo })}
              onChange={(alchlCo) => setDrinking({ alchlCo })}
            />
          ) : null}
          <Switch
            label={t('goal.habits.limitGlasses')}
            checked={drinking.alchlGlassCntExecutAt === 'Y'}
            onChange={(on) => setDrinking({ alchlGlassCntExecutAt: yesNo(on) })}
          />
          {drinking.alchlGlassCntExecutAt === 'Y' ? (
            <Stepper
              label={t('goal.habits.glassesValue')}
              value={drinking.alchlGlassCnt}
              min={0}
              max={routineLimits.glassesPerDay}
              text={t('goal.habits.glassesText', { count: drinking.alchlGlassCnt })}
              onChange={(alchlGlassCnt) => setDrinking({ alchlGlassCnt })}
            />
          ) : null}
          <p className={common.hint}>
            {t('goal.habits.glassSizes', {
              soju: glassSizesMl.soju,
              beer: glassSizesMl.beer,
              wine: glassSizesMl.wine,
              spirits: glassSizesMl.spirits,
            })}
          </p>
          {form.errors.drinking ? (
            <p className={common.error} role="alert">
              {form.errors.drinking}
            </p>
          ) : null}
        </section>

        <button type="button" className={common.primary} onClick={back}>
          {t('goal.done')}
        </button>
      </div>
    </div>
  );
}

function yesNo(on: boolean): YesNo {
  return on ? 'Y' : 'N';
}

/** An on/off setting: a checkbox drawn as a switch, so it is a real, labelled control. */
function Switch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className={styles.switchRow}>
      <span>{label}</span>
      <input
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
    </label>
  );
}

/** A whole number with minus and plus buttons. */
function Stepper({
  label,
  value,
  min,
  max,
  text,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  text: string;
  onChange: (value: number) => void;
}) {
  const { t } = useGoalTexts();
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.stepperControls}>
        <button
          type="button"
          className={common.iconButton}
          aria-label={t('goal.habits.less', { label })}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          −
        </button>
        <output className={styles.stepperValue} aria-live="polite">
          {text}
        </output>
        <button
          type="button"
          className={common.iconButton}
          aria-label={t('goal.habits.more', { label })}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
