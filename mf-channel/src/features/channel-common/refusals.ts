import { ApiError, messageFor } from 'shared-kernel';
import type { FieldError, FieldErrors } from 'shared-kernel/isomorphic';

/**
 * What to tell the person about a refused call: the app's own text of the M-code in the language shown (the API's
 * message may be in the language of the request that was sent before a switch), else the API's message.
 */
export function refusalText(error: ApiError): string {
  if (error.code.startsWith('generic.')) return error.message;
  const text = messageFor(error.code);
  return text === error.code || text === `messages:${error.code}` ? error.message : text;
}

/** A failed field rule of a kernel schema as text; `label` names the field in generic messages. */
export function fieldErrorText(problem: FieldError, label: string): string {
  return messageFor(problem.code, { ...problem.params, field: label });
}

/**
 * The first failed rule of each form field as text: `fieldOf` names the form field a schema field belongs to
 * (null: none shown), `labels` name the fields in generic messages.
 */
export function problemTexts<Field extends string>(
  found: FieldErrors,
  fieldOf: (field: string) => Field | null,
  labels: Record<Field, string>,
): Partial<Record<Field, string>> {
  const shown: Partial<Record<Field, string>> = {};
  for (const [field, problem] of Object.entries(found)) {
    const name = fieldOf(field);
    if (name && problem && !shown[name]) shown[name] = fieldErrorText(problem, labels[name]);
  }
  return shown;
}

/** Passes on everything that is not a refusal of the API (a bug must not be shown as a message). */
export function asRefusal(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  throw error;
}
