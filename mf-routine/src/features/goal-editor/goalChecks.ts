// What the page checks before it asks the API, with the kernel's rules and schemas: the API checks the same.
import { messageFor } from 'shared-kernel';
import {
  formSchema,
  goalPeriodError,
  goalPlanError,
  goalTargetError,
  healthGoalItemCodes,
  validateForm,
  waistCircumferenceSchema,
  weightSchema,
  type HealthGoalItemCode,
} from 'shared-kernel/isomorphic';
import { goalInputOf, typedNumber, type ErrorPlace, type GoalForm } from './goalForm';

type Errors = Partial<Record<ErrorPlace, string>>;

/** Weight 1-1000 kg (M0134), waist 1-500 cm (M0137), one decimal (M0135): the life-log schemas. */
const targetSchemas: Record<HealthGoalItemCode, ReturnType<typeof formSchema>> = {
  [healthGoalItemCodes.weight]: formSchema({ beforeVal: weightSchema, goalVal: weightSchema }, []),
  [healthGoalItemCodes.waist]: formSchema(
    { beforeVal: waistCircumferenceSchema, goalVal: waistCircumferenceSchema },
    [],
  ),
};

/** Errors of the weight or waist target by field; `missing` says what to write for an empty field. */
export async function targetErrors(
  form: GoalForm,
  missing: { beforeVal: string; goalVal: string },
): Promise<Errors> {
  if (!form.targetItemCode) return {};
  const values = { beforeVal: typedNumber(form.beforeVal), goalVal: typedNumber(form.goalVal) };
  const errors: Errors = {};
  const problems = await validateForm(targetSchemas[form.targetItemCode], values);
  for (const field of ['beforeVal', 'goalVal'] as const) {
    const value = values[field];
    const problem = problems[field];
    if (value === undefined) errors[field] = missing[field];
    else if (Number.isNaN(value)) errors[field] = messageFor('generic.number');
    else if (problem) errors[field] = messageFor(problem.code, problem.params);
  }
  if (errors.beforeVal || errors.goalVal) return errors;
  const refused = goalTargetError({
    helthGoalItemCode: form.targetItemCode,
    beforeVal: values.beforeVal ?? 0,
    goalVal: values.goalVal ?? 0,
  });
  return refused ? { [refused.field]: messageFor(refused.code) } : {};
}

/**
 * Why the period is refused, or undefined: 7-371 days (M1060), not from a past day (M1065) unless it is the
 * begin date a saved goal already has (an in-progress goal keeps its begin date).
 */
export function periodErrorOf(
  goalBeginDe: string,
  goalEndDe: string,
  today: string,
  savedBeginDe: string | null,
): string | undefined {
  const keepsBegin = savedBeginDe !== null && goalBeginDe === savedBeginDe;
  const code = goalPeriodError(goalBeginDe, goalEndDe, keepsBegin ? goalBeginDe : today);
  return code ? messageFor(code) : undefined;
}

/** Every error the page can find by itself, by place; empty when the goal can be sent. */
export async function goalErrors(
  form: GoalForm,
  today: string,
  texts: { beforeVal: string; goalVal: string; period: string },
): Promise<Errors> {
  const errors: Errors = await targetErrors(form, texts);
  const plan = goalPlanError({ ...goalInputOf(form), helthGoalDetailList: [] });
  if (plan) errors.exercises = messageFor(plan.code);
  if (!form.goalBeginDe || !form.goalEndDe) errors.period = texts.period;
  else {
    const period = periodErrorOf(form.goalBeginDe, form.goalEndDe, today, form.savedBeginDe);
    if (period) errors.period = period;
  }
  return errors;
}
