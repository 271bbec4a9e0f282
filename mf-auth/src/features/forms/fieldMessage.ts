import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from 'shared-kernel';
import type { FieldError } from 'shared-kernel/isomorphic';

/** Turns a kernel validation result into the text shown under the field, with the field's label filled in. */
export function useFieldMessage(): (error: FieldError) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (error: FieldError) => {
      const field = String(error.params?.field ?? '');
      return messageFor(error.code, { ...error.params, field: field ? t(`fields.${field}`) : '' });
    },
    [t],
  );
}
