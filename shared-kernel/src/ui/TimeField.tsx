import { useTranslation } from 'react-i18next';
import { timeFormat } from './dateTimeText';
import { PickerField, type PickerFieldProps } from './PickerField';

function ClockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M12 7.5V12l3 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A time of day typed or picked, shown as 24-hour `HH:mm` (spec section 9) in every language; its value is
 * `HH:mm`. The button beside it opens the browser's own time picker.
 */
export function TimeField(props: PickerFieldProps) {
  const { t } = useTranslation('ui');
  return (
    <PickerField
      {...props}
      setup={{
        type: 'time',
        format: timeFormat,
        placeholder: t('timeField.placeholder'),
        pickLabel: t('timeField.pick', { field: props.label }),
        icon: <ClockIcon />,
      }}
    />
  );
}
