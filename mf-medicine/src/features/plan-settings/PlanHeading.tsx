import { useTranslation } from 'react-i18next';
import type { MedicationTypeCode } from 'shared-kernel/isomorphic';
import { pageStyles as common } from 'shared-kernel';
import { typeName } from '../medicine-common/planText';
import styles from './settings.module.css';

/** What the plan is of: the medicine's name, its type, and its maker and strength when known. */
export function PlanHeading({
  name,
  type,
  entpName,
  strength,
}: {
  name: string;
  type: MedicationTypeCode;
  entpName: string | null;
  strength: string | null;
}) {
  const { t } = useTranslation('medicine');
  return (
    <div className={styles.heading}>
      <p className={styles.medicineName}>{name}</p>
      <p className={common.hint}>{[typeName(t, type), entpName, strength].filter(Boolean).join(' · ')}</p>
    </div>
  );
}
