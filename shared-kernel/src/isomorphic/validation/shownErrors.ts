import type { FieldErrors } from './messages';
import type { FormSchema } from './schemas';
import { validateForm } from './validate';

/** What a form shows under each field: a text, or whatever a remote makes of a field's problem. */
export type ShownErrors<Field extends string, Shown> = Partial<Record<Field, Shown>>;

type FormData = Readonly<Record<string, unknown>>;

function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysOfA = Object.keys(a);
  const keysOfB = Object.keys(b);
  if (keysOfA.length !== keysOfB.length) return false;
  const recordB = b as Record<string, unknown>;
  return keysOfA.every(
    (key) => Object.hasOwn(recordB, key) && sameData((a as Record<string, unknown>)[key], recordB[key]),
  );
}

/** The top-level fields whose values differ between two versions of a form's values (compared as data). */
export function changedFields(before: FormData, after: FormData): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !sameData(before[name], after[name]));
}

export interface FormChange<Field extends string, Shown> {
  /** What the form shows now. */
  shown: ShownErrors<Field, Shown>;
  /** Fields whose own value the person changed. */
  changed: readonly string[];
  /** The rules' findings before the change and after it. */
  foundBefore: ShownErrors<Field, Shown>;
  foundAfter: ShownErrors<Field, Shown>;
}

/**
 * What a form shows once the person has changed a value (issue 35.4): a shown error goes as soon as its field is
 * valid, and follows the field's current problem while it is not. A field's error also goes when a change
 * elsewhere settles it (the confirmation once the password matches). A refusal of the server under a field the
 * person has not touched stays: the rules cannot tell that it no longer holds. A field that shows nothing keeps
 * showing nothing: a value still being typed is not judged before the person leaves it or submits.
 * Findings are compared with `Object.is` (texts, in practice). Answers `shown` itself when nothing changes, so
 * that a state setter can skip the render.
 */
export function errorsAfterChange<Field extends string, Shown>({
  shown,
  changed,
  foundBefore,
  foundAfter,
}: FormChange<Field, Shown>): ShownErrors<Field, Shown> {
  const next: ShownErrors<Field, Shown> = { ...shown };
  let differs = false;
  for (const field of Object.keys(shown) as Field[]) {
    const problem = foundAfter[field];
    const moved = changed.includes(field) || !Object.is(foundBefore[field], problem);
    if (shown[field] === undefined || !moved || Object.is(problem, shown[field])) continue;
    if (problem === undefined) delete next[field];
    else next[field] = problem;
    differs = true;
  }
  return differs ? next : shown;
}

/**
 * Checks a form again after a change and answers how its shown errors follow (see `errorsAfterChange`), as an
 * update a state setter takes: `recheckChangedFields(...).then(setErrors)`. `textsOf` turns the rules'
 * findings into what the form shows, keyed by its fields.
 */
export async function recheckChangedFields<Field extends string, Shown>(
  schema: FormSchema,
  before: FormData,
  after: FormData,
  textsOf: (found: FieldErrors) => ShownErrors<Field, Shown>,
): Promise<(shown: ShownErrors<Field, Shown>) => ShownErrors<Field, Shown>> {
  const changed = changedFields(before, after);
  if (changed.length === 0) return (shown) => shown;
  const [foundBefore, foundAfter] = await Promise.all([
    validateForm(schema, before),
    validateForm(schema, after),
  ]);
  const texts = { before: textsOf(foundBefore), after: textsOf(foundAfter) };
  return (shown) => errorsAfterChange({ shown, changed, foundBefore: texts.before, foundAfter: texts.after });
}
