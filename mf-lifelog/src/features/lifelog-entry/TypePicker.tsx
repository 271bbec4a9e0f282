import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lifelogTypeKeys, isManualLifelogType, type ManualLifelogTypeKey } from 'shared-kernel/isomorphic';
import { lifelogTypeName } from '../lifelog-common';
import styles from './entry.module.css';

/** Exactly the types a person may enter by hand (spec section 5), in the catalogue's order. */
export const manualTypeKeys: readonly ManualLifelogTypeKey[] = lifelogTypeKeys.filter(isManualLifelogType);

/** The first step without a type: which record to enter. Steps and heart rate are never offered. */
export function TypePicker({
  notice,
  onPick,
}: {
  notice?: string;
  onPick(typeKey: ManualLifelogTypeKey): void;
}) {
  const { t } = useTranslation('lifelogRecords');
  const headingId = useId();
  return (
    <div className={styles.form}>
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <h3 id={headingId} className={styles.question}>
        {t('entry.chooseType')}
      </h3>
      <ul className={styles.typeList} aria-labelledby={headingId}>
        {manualTypeKeys.map((typeKey) => (
          <li key={typeKey}>
            <button type="button" className={styles.typeButton} onClick={() => onPick(typeKey)}>
              {lifelogTypeName(t, typeKey)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
