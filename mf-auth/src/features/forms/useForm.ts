import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  changedFields,
  recheckChangedFields,
  validateForm,
  type FieldErrors,
  type FormSchema,
} from 'shared-kernel/isomorphic';
import { useFieldMessage } from './fieldMessage';

export type FormErrors<Field extends string> = Partial<Record<Field, string>>;
export type FormValues = Readonly<Record<string, unknown>>;

export interface Form<Field extends string> {
  errors: FormErrors<Field>;
  /** The id of a field's input (the first radio of a group), for its label and for focus. */
  idOf(field: Field): string;
  /** Validates everything; shows every error and focuses the first invalid field. True when valid. */
  check(schema: FormSchema, values: FormValues): Promise<boolean>;
  /** Validates one field once the person leaves it. */
  checkField(field: Field, schema: FormSchema, values: FormValues): Promise<void>;
  /** Shows a message from elsewhere (the server) under a field and focuses it; undefined clears it. */
  showError(field: Field, message: string | undefined): void;
  /** Lets the shown errors follow a change of the values (see `useErrorsFollowValues`). */
  recheck(schema: FormSchema, before: FormValues, after: FormValues): Promise<void>;
}

function focus(id: string): void {
  document.getElementById(id)?.focus();
}

/** Errors of a form's fields, in the order of `fields` (which decides what gets focus first). */
export function useForm<Field extends string>(fields: readonly Field[]): Form<Field> {
  const baseId = useId();
  const [errors, setErrors] = useState<FormErrors<Field>>({});
  const fieldMessage = useFieldMessage();
  const idOf = useCallback((field: Field) => `${baseId}${field}`, [baseId]);
  const textsOf = useCallback(
    (found: FieldErrors) => {
      const texts: FormErrors<Field> = {};
      for (const field of fields) {
        const error = found[field];
        if (error) texts[field] = fieldMessage(error);
      }
      return texts;
    },
    [fields, fieldMessage],
  );

  const check = useCallback(
    async (schema: FormSchema, values: FormValues) => {
      const next = textsOf(await validateForm(schema, values));
      setErrors(next);
      const first = fields.find((field) => next[field] !== undefined);
      if (first) focus(idOf(first));
      return first === undefined;
    },
    [fields, textsOf, idOf],
  );

  const checkField = useCallback(
    async (field: Field, schema: FormSchema, values: FormValues) => {
      const error = (await validateForm(schema, values))[field];
      setErrors((previous) => ({ ...previous, [field]: error ? fieldMessage(error) : undefined }));
    },
    [fieldMessage],
  );

  const showError = useCallback(
    (field: Field, message: string | undefined) => {
      setErrors((previous) => ({ ...previous, [field]: message }));
      if (message) focus(idOf(field));
    },
    [idOf],
  );

  const recheck = useCallback(
    async (schema: FormSchema, before: FormValues, after: FormValues) => {
      setErrors(await recheckChangedFields(schema, before, after, textsOf));
    },
    [textsOf],
  );

  return useMemo(
    () => ({ errors, idOf, check, checkField, showError, recheck }),
    [errors, idOf, check, checkField, showError, recheck],
  );
}

/**
 * Clears a field's error as soon as the person makes the field valid, and keeps the text of one still invalid
 * current, without waiting for them to leave the field or submit again (issue 35.4). Give it the values the
 * form's `check` gets, each render.
 */
export function useErrorsFollowValues<Field extends string>(
  form: Form<Field>,
  schema: FormSchema,
  values: FormValues,
): void {
  const seen = useRef(values);
  const { recheck } = form;
  useEffect(() => {
    const before = seen.current;
    seen.current = values;
    // Pages build their values anew each render: only a change of data is worth checking.
    if (changedFields(before, values).length > 0) void recheck(schema, before, values);
  }, [recheck, schema, values]);
}
