import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lifelogStyles, type Person, type SharedMember } from '../lifelog-common';

/** Chooses whose data the page shows: mine, or a family member's who shared theirs with me. */
export function FamilyPicker({
  me,
  members,
  subjectId,
  onChange,
}: {
  me: Person;
  members: readonly SharedMember[];
  subjectId: string;
  onChange: (subjectId: string) => void;
}) {
  const { t } = useTranslation('lifelog');
  const id = useId();
  return (
    <div className={lifelogStyles.field}>
      <label htmlFor={id} className={lifelogStyles.label}>
        {t('my.personLabel')}
      </label>
      <select
        id={id}
        className={lifelogStyles.input}
        value={subjectId}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={me.subjectId}>{t('my.me', { name: me.name })}</option>
        {members.map((member) => (
          <option key={member.fhirResId} value={member.fhirResId}>
            {member.userNm}
          </option>
        ))}
      </select>
    </div>
  );
}
