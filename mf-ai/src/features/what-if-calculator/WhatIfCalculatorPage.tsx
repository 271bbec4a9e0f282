import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApiError, formatDate, Loading, messageFor, PageHeader, useLoad } from 'shared-kernel';
import {
  changedFields,
  errorsAfterChange,
  predictionInputsSchema,
  validateForm,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { ChoiceGroup } from '../prediction-common/ChoiceGroup';
import { LoadFailure } from '../prediction-common/LoadFailure';
import { calculatePrediction, latestPrediction } from '../prediction-common/predictionApi';
import { usePredictionText } from '../prediction-common/usePredictionText';
import formStyles from '../prediction-common/formControls.module.css';
import styles from '../prediction-common/prediction.module.css';
import {
  calculatorModelIds,
  calculatorModelOf,
  conditionsCountedAbsent,
  controlOf,
  formValuesOf,
  inputsOfForm,
  inputsOfModel,
  isConditionInput,
  modelInfo,
  requiredFieldsOf,
  shownInputs,
  type CalculatorModelId,
  type FormValues,
} from './calculatorInputs';
import { CalculatorResult } from './CalculatorResult';
import { InputField } from './InputField';
import calculatorStyles from './WhatIfCalculator.module.css';

/**
 * `/main/ai-prediction/calculator?model=11`: what-if. The inputs of the person's latest result, changed at will
 * and sent to the calculator endpoint, which stores nothing.
 */
export function WhatIfCalculatorPage() {
  const { t } = useTranslation('ai');
  const { outcomeName } = usePredictionText();
  const [searchParams, setSearchParams] = useSearchParams();
  const modelId = calculatorModelOf(searchParams.get('model'));
  return (
    <>
      <PageHeader title={t('calculator.title')} />
      <div className={styles.page}>
        <p className={styles.text}>{t('calculator.lead')}</p>
        <ChoiceGroup
          legend={t('calculator.model')}
          choices={calculatorModelIds.map((id) => ({
            value: id,
            label: outcomeName(modelInfo(id).outcome),
          }))}
          value={modelId}
          onChange={(value) => setSearchParams({ model: value }, { replace: true })}
        />
        <Calculator key={modelId} modelId={modelId} />
      </div>
    </>
  );
}

function Calculator({ modelId }: { modelId: CalculatorModelId }) {
  const { loaded, retry } = useLoad(() => latestPrediction(modelId), modelId);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailure message={loaded.message} onRetry={retry} />;
  return <CalculatorForm modelId={modelId} latest={loaded.value} />;
}

type FieldErrors = Partial<Record<PredictionInputKey, string>>;

const idOf = (input: PredictionInputKey) => `calculator-${input}`;

function CalculatorForm({
  modelId,
  latest,
}: {
  modelId: CalculatorModelId;
  latest: PredictionResult | null;
}) {
  const { t } = useTranslation('ai');
  const { inputLabel } = usePredictionText();
  const model = modelInfo(modelId);
  const allFields = inputsOfModel(modelId);
  const required = requiredFieldsOf(modelId);
  const [values, setValues] = useState<FormValues>(() => formValuesOf(latest?.inputs ?? {}, allFields));
  // Follow-ups show only when they apply (cigarettes a day for a smoker); the conditions are one group.
  const fields = shownInputs(allFields, values);
  const conditionFields = fields.filter(isConditionInput);
  const otherFields = fields.filter((input) => !isConditionInput(input));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [calculating, setCalculating] = useState(false);
  const [shown, setShown] = useState<{
    current: PredictionResult;
    previous: PredictionResult | null;
    countedAbsent: readonly PredictionInputKey[];
  }>();

  function showErrors(found: FieldErrors) {
    setErrors(found);
    const first = fields.find((input) => found[input] !== undefined);
    if (first) document.getElementById(idOf(first))?.focus();
  }

  /**
   * What the form can tell before asking: values outside the kernel's limits, missing inputs, an age the
   * equation was not derived on (its catalogue ages).
   */
  async function problemsOf(form: FormValues): Promise<FieldErrors> {
    const inputs = inputsOfForm(form, allFields);
    const invalid = await validateForm(predictionInputsSchema, inputs);
    const found: FieldErrors = {};
    for (const input of shownInputs(allFields, form)) {
      const error = invalid[input];
      if (error) found[input] = messageFor(error.code, { ...error.params, field: inputLabel(input) });
      else if (inputs[input] === undefined && required.includes(input)) {
        const missing = controlOf(input).kind === 'select' ? 'generic.choose' : 'generic.required';
        found[input] = messageFor(missing, { field: inputLabel(input) });
      }
    }
    const age = inputs.age;
    if (!found.age && typeof age === 'number' && (age < model.ages.min || age > model.ages.max)) {
      found.age = messageFor('generic.between', { min: model.ages.min, max: model.ages.max });
    }
    return found;
  }

  /** A shown error goes as soon as its field is valid, and follows its current problem till then (issue 35.4). */
  function change(input: PredictionInputKey, value: string | boolean) {
    const next = { ...values, [input]: value };
    setValues(next);
    void Promise.all([problemsOf(values), problemsOf(next)]).then(([foundBefore, foundAfter]) => {
      const changed = changedFields(values, next);
      setErrors((shown) => errorsAfterChange({ shown, changed, foundBefore, foundAfter }));
    });
  }

  async function calculate() {
    const inputs = inputsOfForm(values, allFields);
    const found = await problemsOf(values);
    showErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setCalculating(true);
    let result: PredictionResult;
    try {
      // Checked against the kernel's schema of the inputs just above.
      result = await calculatePrediction(modelId, inputs as PredictionInputs);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setCalculating(false);
      const field = fields.find((input) => input === error.field);
      if (field) showErrors({ [field]: error.message });
      else setFailure(error.message);
      return;
    }
    setCalculating(false);
    const countedAbsent = conditionsCountedAbsent(modelId, values);
    setShown((before) => ({ current: result, previous: before?.current ?? latest, countedAbsent }));
  }

  return (
    <>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void calculate();
        }}
      >
        <p className={styles.hint}>
          {latest
            ? t('calculator.prefilled', { date: formatDate(latest.computedAt) })
            : t('calculator.empty')}
        </p>
        {fields.includes('bmi') && fields.includes('totalCholesterol') ? (
          <p className={styles.hint}>{t('calculator.lipidsOrBmi')}</p>
        ) : null}
        <div className={calculatorStyles.fields}>
          {otherFields.map((input) => (
            <InputField
              key={input}
              input={input}
              id={idOf(input)}
              value={values[input]}
              onChange={(value) => change(input, value)}
              error={errors[input]}
            />
          ))}
        </div>
        {conditionFields.length > 0 ? (
          <fieldset className={calculatorStyles.conditions} aria-describedby="calculator-conditions-note">
            <legend className={formStyles.label}>{t('calculator.conditionsTitle')}</legend>
            <p id="calculator-conditions-note" className={formStyles.help}>
              {t('calculator.conditionsNote')}
            </p>
            {conditionFields.map((input) => (
              <InputField
                key={input}
                input={input}
                id={idOf(input)}
                value={values[input]}
                onChange={(value) => change(input, value)}
                error={errors[input]}
              />
            ))}
          </fieldset>
        ) : null}
        {failure ? (
          <p className={formStyles.alert} role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className={`${styles.primary} ${formStyles.submit}`} disabled={calculating}>
          {calculating ? t('calculator.calculating') : t('calculator.calculate')}
        </button>
      </form>
      <div aria-live="polite">
        {shown ? (
          <CalculatorResult
            result={shown.current}
            previous={shown.previous}
            countedAbsent={shown.countedAbsent}
          />
        ) : null}
      </div>
    </>
  );
}
