import { useCallback, useId, useMemo, useState } from 'react';
import { validateForm, type FormSchema } from 'shared-kernel/isomorphic';
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

  const check = useCallback(
    async (schema: FormSchema, values: FormValues) => {
      const found = await validateForm(schema, values);
      const next: FormErrors<Field> = {};
      for (const field of fields) {
        const error = found[field];
        if (error) next[field] = fieldMessage(error);
      }
      setErrors(next);
      const first = fields.find((field) => next[field] !== undefined);
      if (first) focus(idOf(first));
      return first === undefined;
    },
    [fields, fieldMessage, idOf],
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

  return useMemo(
    () => ({ errors, idOf, check, checkField, showError }),
    [errors, idOf, check, checkField, showError],
  );
}
