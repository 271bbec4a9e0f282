import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from 'shared-kernel';
import { calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import styles from '../auth.module.css';
import { describedBy, FieldMessages } from './TextField';

const oldestBirthDate = '1900-01-01';

/** The birth date of sign-up and of the platform transfer: YYYY.MM.DD, from 1900 to today in Seoul. */
export function BirthDateField({
  id,
  value,
  onChange,
  onBlur,
  error,
  hint,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <DateField
      id={id}
      label={t('common:fields.userBrthdyDe')}
      autoComplete="bday"
      min={oldestBirthDate}
      max={calendarDateIn(defaultTimeZone)}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      invalid={Boolean(error)}
      describedBy={describedBy(id, Boolean(hint), Boolean(error))}
      classNames={{ field: styles.field, label: styles.label, input: styles.input }}
    >
      <FieldMessages id={id} hint={hint} error={error} />
    </DateField>
  );
}
