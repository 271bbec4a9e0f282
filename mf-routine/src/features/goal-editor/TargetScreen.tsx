import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader, pageStyles as common, useHeadingFocus } from 'shared-kernel';
import { healthGoalItemCodes, type HealthGoalItemCode } from 'shared-kernel/isomorphic';
import { goalItemName, goalItemUnit } from '../routine-common/names';
import { targetErrors } from './goalChecks';
import { useGoalEditor } from './GoalEditorContext';
import styles from './goalEditor.module.css';
import { useGoalTexts } from './useGoalTexts';

const noTarget = 'none';

/** `health-goal-addition`: a weight or waist target, from the current value to a lower one. */
export function TargetScreen() {
  const { t, i18n } = useGoalTexts();
  const { form, dispatch, pathOf } = useGoalEditor();
  const navigate = useNavigate();
  const ref = useHeadingFocus<HTMLDivElement>();
  const id = useId();
  const item = form.targetItemCode;
  const back = () => navigate(pathOf());

  async function confirm() {
    const errors = await targetErrors(form, {
      beforeVal: t(`goal.errors.beforeVal.${item ?? '0001'}`),
      goalVal: t(`goal.errors.goalVal.${item ?? '0001'}`),
    });
    if (errors.beforeVal || errors.goalVal) {
      const rest = { ...form.errors };
      delete rest.beforeVal;
      delete rest.goalVal;
      dispatch({ type: 'setErrors', errors: { ...rest, ...errors } });
      document.getElementById(`${id}-${errors.beforeVal ? 'beforeVal' : 'goalVal'}`)?.focus();
      return;
    }
    back();
  }

  const choices: { value: string; label: string }[] = [
    { value: healthGoalItemCodes.weight, label: goalItemName(t, healthGoalItemCodes.weight) },
    { value: healthGoalItemCodes.waist, label: goalItemName(t, healthGoalItemCodes.waist) },
    { value: noTarget, label: t('goal.target.none') },
  ];
  const latest = form.latest && form.latest.helthGoalItemCode === item ? form.latest : null;

  return (
    <div className={styles.page} ref={ref}>
      <PageHeader title={t('goal.target.title')} onBack={back} />
      <form
        className={styles.body}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <fieldset className={common.fieldset}>
          <legend className={common.legend}>{t('goal.target.kindLegend')}</legend>
          <div className={styles.stackedChoices}>
            {choices.map((choice) => (
              <label key={choice.value} className={common.choice}>
                <input
                  type="radio"
                  name={`${id}-item`}
                  value={choice.value}
                  checked={(item ?? noTarget) === choice.value}
                  onChange={() =>
                    dispatch({
                      type: 'setTargetItem',
                      itemCode: choice.value === noTarget ? null : (choice.value as HealthGoalItemCode),
                    })
                  }
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
        {item ? (
          <>
            <p className={common.hint}>{t(`goal.target.rangeHint.${item}`)}</p>
            <NumberField
              id={`${id}-beforeVal`}
              label={t('goal.target.current', { item: goalItemName(t, item), unit: goalItemUnit(item) })}
              value={form.beforeVal}
              error={form.errors.beforeVal}
              hint={
                latest
                  ? t('goal.target.latest', {
                      value: new Intl.NumberFormat(i18n.language).format(latest.value),
                      unit: goalItemUnit(item),
                    })
                  : undefined
              }
              onChange={(value) => dispatch({ type: 'setTargetValue', field: 'beforeVal', value })}
            />
            <NumberField
              id={`${id}-goalVal`}
              label={t('goal.target.goal', { item: goalItemName(t, item), unit: goalItemUnit(item) })}
              value={form.goalVal}
              error={form.errors.goalVal}
              onChange={(value) => dispatch({ type: 'setTargetValue', field: 'goalVal', value })}
            />
            <p className={common.hint}>{t('goal.target.needsExercise')}</p>
          </>
        ) : (
          <p className={common.hint}>{t('goal.target.noneHint')}</p>
        )}
        <button type="submit" className={common.primary}>
          {t('goal.done')}
        </button>
      </form>
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  hint?: string | undefined;
  onChange: (value: string) => void;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="number"
        inputMode="decimal"
        step="0.1"
        min="1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={`${id}-hint`} className={common.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={common.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
