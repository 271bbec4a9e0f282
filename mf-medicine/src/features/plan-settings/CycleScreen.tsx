import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageFor, pageStyles as common, weekdayCodesFromMonday, weekdayName } from 'shared-kernel';
import {
  medicationCycleCodes,
  medicationLimits,
  type MedicationCycleCode,
  type WeekdayCode,
} from 'shared-kernel/isomorphic';
import { usePlanSettings } from './PlanSettingsContext';
import forms from '../medicine-common/forms.module.css';
import styles from './settings.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

const { intervalDays } = medicationLimits;
const cycles: readonly MedicationCycleCode[] = Object.values(medicationCycleCodes);

/** `options-cycle`: every day, on chosen weekdays (M1103 without one), or every N days, 2 to 30 (M1104). */
export function CycleScreen() {
  const { t, i18n } = useTranslation('medicine');
  const { input, change, pathOf } = usePlanSettings();
  const navigate = useNavigate();
  const id = useId();
  const [cycle, setCycle] = useState(input.tkmdCycleCode);
  const [weekdays, setWeekdays] = useState<WeekdayCode[]>(input.tkmdDowList);
  const [interval, setInterval] = useState(String(input.tkmdIntrvlDayCnt ?? intervalDays.min));
  const [error, setError] = useState<string | undefined>();
  const back = () => navigate(pathOf());

  function done() {
    if (cycle === medicationCycleCodes.weekdays && weekdays.length === 0)
      return setError(messageFor('M1103'));
    const days = /^\d{1,2}$/.test(interval.trim()) ? Number(interval) : Number.NaN;
    const everyN = cycle === medicationCycleCodes.everyNDays;
    if (everyN && !(days >= intervalDays.min && days <= intervalDays.max))
      return setError(messageFor('M1104'));
    change({
      tkmdCycleCode: cycle,
      tkmdDowList: cycle === medicationCycleCodes.weekdays ? weekdays : [],
      tkmdIntrvlDayCnt: everyN ? days : null,
    });
    back();
  }

  return (
    <MedicinePage title={t('settings.cycle')} onBack={back} focusTitle>
      <fieldset className={common.fieldset}>
        <legend className={common.legend}>{t('settings.cycleLegend')}</legend>
        {cycles.map((code) => (
          <label key={code} className={common.choice}>
            <input
              type="radio"
              name={`${id}-cycle`}
              checked={cycle === code}
              onChange={() => {
                setCycle(code);
                setError(undefined);
              }}
            />
            {t(`cycle.kinds.${code}`)}
          </label>
        ))}
      </fieldset>
      {cycle === medicationCycleCodes.weekdays ? (
        <fieldset className={common.fieldset}>
          <legend className={common.legend}>{t('settings.weekdays')}</legend>
          <div className={styles.weekdays}>
            {weekdayCodesFromMonday.map((code) => (
              <label key={code} className={common.choice}>
                <input
                  type="checkbox"
                  checked={weekdays.includes(code)}
                  onChange={(event) => {
                    setError(undefined);
                    setWeekdays((before) =>
                      event.target.checked ? [...before, code] : before.filter((day) => day !== code),
                    );
                  }}
                />
                {weekdayName(code, i18n.language, 'long')}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {cycle === medicationCycleCodes.everyNDays ? (
        <label className={forms.field}>
          {t('settings.interval', intervalDays)}
          <input
            className={forms.input}
            type="number"
            inputMode="numeric"
            min={intervalDays.min}
            max={intervalDays.max}
            value={interval}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setInterval(event.target.value);
              setError(undefined);
            }}
          />
        </label>
      ) : null}
      {error ? (
        <p className={common.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={common.primary} onClick={done}>
        {t('settings.done')}
      </button>
    </MedicinePage>
  );
}
