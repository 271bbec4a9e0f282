import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { Loading, pageStyles as common, LoadFailure } from 'shared-kernel';
import {
  medicationLimits,
  medicationTypeOfForm,
  medicineNameIn,
  type MedicineItem,
} from 'shared-kernel/isomorphic';
import { useRegistration } from './RegistrationContext';
import { useMedicineSearch } from './useMedicineSearch';
import forms from '../medicine-common/forms.module.css';
import styles from './registration.module.css';
import { MedicinePage } from '../medicine-common/MedicinePage';

/** A result's name in the person's language first, then its name in the other (Korean or English). */
function ItemNames({ item }: { item: MedicineItem }) {
  const { i18n } = useTranslation();
  const shown = medicineNameIn(i18n.language, { tkmdNm: item.itemName, itemEngName: item.itemEngName });
  const other = shown === item.itemName ? item.itemEngName : item.itemName;
  return (
    <>
      <strong>{shown}</strong>
      {other ? <span className={common.hint}>{other}</span> : null}
    </>
  );
}

/** `/medicine/search`: type-ahead over the catalogue; choosing a medicine goes to its `settings`. */
export function SearchPage() {
  const { t } = useTranslation('medicine');
  const navigate = useNavigate();
  const { query, setQuery, choose } = useRegistration();
  const { search, retry } = useMedicineSearch(query);
  const id = useId();

  function pick(item: MedicineItem) {
    choose({
      tkmdNm: item.itemName,
      itemSeq: item.itemSeq,
      tkmdTypeCode: medicationTypeOfForm(item.formName),
      entpName: item.entpName,
      strength: item.strength,
      itemEngName: item.itemEngName,
    });
    navigate('/medicine/search/settings');
  }

  return (
    <MedicinePage title={t('search.title')}>
      <label className={forms.field} htmlFor={`${id}-query`}>
        {t('search.label')}
      </label>
      <input
        id={`${id}-query`}
        className={forms.input}
        type="search"
        autoComplete="off"
        maxLength={medicationLimits.searchLength}
        value={query}
        placeholder={t('search.placeholder')}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id={`${id}-hint`} className={common.hint}>
        {t('search.hint')}
      </p>
      <div aria-live="polite" className={styles.results}>
        {search.state === 'searching' ? (
          <Loading />
        ) : search.state === 'failed' ? (
          <LoadFailure message={search.message} onRetry={retry} />
        ) : search.state === 'found' && search.page.items.length === 0 ? (
          <div className={styles.empty}>
            <p className={common.text}>{t('search.none', { query: search.query })}</p>
            <Link className={common.secondary} to="/medicine/direct">
              {t('search.direct')}
            </Link>
          </div>
        ) : search.state === 'found' ? (
          <>
            <p className={common.hint}>{t('search.count', { count: search.page.totalCount })}</p>
            <ul className={styles.items}>
              {search.page.items.map((item) => (
                <li key={item.itemSeq}>
                  <button type="button" className={styles.item} onClick={() => pick(item)}>
                    <ItemNames item={item} />
                    <span className={common.hint}>
                      {[item.entpName, item.strength, item.formName].filter(Boolean).join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </MedicinePage>
  );
}
