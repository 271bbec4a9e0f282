import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pageStyles as common } from 'shared-kernel';
import { medicationLimits, medicationTypeCodes } from 'shared-kernel/isomorphic';
import { isMedicationType, nameProblem, problemText } from '../plan-settings/planChecks';
import { useRegistration } from './RegistrationContext';
import forms from '../medicine-common/forms.module.css';
import styles from './registration.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

const types = Object.values(medicationTypeCodes);

/** `/medicine/direct`: a medicine not in the catalogue, by its name (required, at most 50) and type. */
export function DirectPage() {
  const { t } = useTranslation('medicine');
  const navigate = useNavigate();
  const { direct, setDirect, choose } = useRegistration();
  const id = useId();
  const [error, setError] = useState<string | undefined>();

  function next() {
    const problem = nameProblem(direct.name);
    if (problem) {
      setError(problemText(t, problem.field, problem.code));
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    const type = isMedicationType(direct.type) ? direct.type : medicationTypeCodes.pill;
    choose({
      tkmdNm: direct.name.trim(),
      itemSeq: null,
      tkmdTypeCode: type,
      entpName: null,
      strength: null,
      itemEngName: null,
    });
    navigate('/medicine/direct/settings');
  }

  return (
    <MedicinePage title={t('direct.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          next();
        }}
      >
        <label className={forms.field} htmlFor={`${id}-name`}>
          {t('fields.tkmdNm')}
        </label>
        <input
          id={`${id}-name`}
          className={forms.input}
          type="text"
          required
          maxLength={medicationLimits.nameLength}
          value={direct.name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDirect({ ...direct, name: event.target.value });
            setError(undefined);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={common.error} role="alert">
            {error}
          </p>
        ) : null}
        <fieldset className={common.fieldset}>
          <legend className={common.legend}>{t('fields.tkmdTypeCode')}</legend>
          <div className={common.choices}>
            {types.map((code) => (
              <label key={code} className={common.choice}>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={direct.type === code}
                  onChange={() => setDirect({ ...direct, type: code })}
                />
                {t(`types.${code}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className={common.primary}>
          {t('direct.next')}
        </button>
      </form>
    </MedicinePage>
  );
}
