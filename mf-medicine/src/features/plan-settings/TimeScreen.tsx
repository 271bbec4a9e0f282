import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { messageFor, pageStyles as common, TimeField } from 'shared-kernel';
import { defaultMedicationTimeList, isTimeOfDay, medicationLimits } from 'shared-kernel/isomorphic';
import { timeLabel } from '../medicine-common/planText';
import { usePlanSettings } from './PlanSettingsContext';
import forms from '../medicine-common/forms.module.css';
import styles from './settings.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

const defaultTimes: readonly string[] = defaultMedicationTimeList.map((entry) => entry.time);

/**
 * `options-time`: the five default times as toggles, and any other time picked with the phone's time picker or
 * typed (not a time: M1100; a time already there: M1102); at least one (M1101), at most six.
 */
export function TimeScreen() {
  const { t } = useTranslation('medicine');
  const { input, change, pathOf } = usePlanSettings();
  const navigate = useNavigate();
  const id = useId();
  const [times, setTimes] = useState<string[]>(input.tkmdTimeList);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const back = () => navigate(pathOf());
  const full = times.length >= medicationLimits.timesPerDay;
  const tooMany = messageFor('generic.max', { max: medicationLimits.timesPerDay });

  function toggle(time: string) {
    setError(undefined);
    if (times.includes(time)) setTimes(times.filter((chosen) => chosen !== time));
    else if (full) setError(tooMany);
    else setTimes([...times, time].sort());
  }

  function add() {
    const time = typed.trim();
    if (!isTimeOfDay(time)) return setError(messageFor('M1100'));
    if (times.includes(time)) return setError(messageFor('M1102'));
    if (full) return setError(tooMany);
    setTimes([...times, time].sort());
    setTyped('');
    setError(undefined);
  }

  function done() {
    if (times.length === 0) return setError(messageFor('M1101'));
    change({ tkmdTimeList: [...times].sort() });
    back();
  }

  const ownTimes = times.filter((time) => !defaultTimes.includes(time));

  return (
    <MedicinePage title={t('settings.times')} onBack={back} focusTitle>
      <div role="group" aria-label={t('settings.defaultTimes')} className={styles.timeToggles}>
        {defaultMedicationTimeList.map(({ time }) => (
          <button
            key={time}
            type="button"
            className={styles.toggle}
            aria-pressed={times.includes(time)}
            onClick={() => toggle(time)}
          >
            {timeLabel(t, time)}
          </button>
        ))}
      </div>
      {ownTimes.length > 0 ? (
        <ul className={styles.ownTimes} aria-label={t('settings.ownTimes')}>
          {ownTimes.map((time) => (
            <li key={time}>
              <span>{time}</span>
              <button
                type="button"
                className={common.quiet}
                aria-label={t('settings.removeTime', { time })}
                onClick={() => toggle(time)}
              >
                {t('settings.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.addTime}
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <TimeField
          id={`${id}-time`}
          label={t('settings.addTimeLabel')}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setError(undefined);
          }}
          invalid={Boolean(error)}
          describedBy={`${id}-hint`}
          classNames={{ label: forms.field }}
        >
          <p id={`${id}-hint`} className={common.hint}>
            {t('settings.addTimeHint')}
          </p>
        </TimeField>
        <button type="submit" className={common.secondary}>
          {t('settings.addTime')}
        </button>
      </form>
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
