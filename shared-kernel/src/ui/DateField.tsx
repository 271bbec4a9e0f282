import { useTranslation } from 'react-i18next';
import { dateFormat } from './dateTimeText';
import { PickerField, type PickerFieldProps } from './PickerField';

function CalendarIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <rect
        x="3.5"
        y="5"
        width="17"
        height="15.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <path d="M3.5 10h17M8 3v4M16 3v4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A date typed or picked, shown as `YYYY.MM.DD` (spec section 9) in every language; its value is `YYYY-MM-DD`.
 * The button beside it opens the browser's own calendar, limited to `min`–`max`.
 */
export function DateField(props: PickerFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <PickerField
      {...props}
      setup={{
        type: 'date',
        format: dateFormat,
        placeholder: t('dateField.placeholder'),
        pickLabel: t('dateField.pick', { field: props.label }),
        icon: <CalendarIcon />,
      }}
    />
  );
}
