import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, supportedLanguages, type Language } from 'shared-kernel';
import styles from '../base.module.css';

/** Each language is named in itself, so that anyone can find theirs. */
const languageNames: Record<Language, string> = { ko: '한국어', en: 'English', km: 'ភាសាខ្មែរ' };

/** `onChosen`: also told of the person's choice, once the app shows it (settings save it for every device). */
export function LanguageSelect({ onChosen }: { onChosen?: (language: Language) => void } = {}) {
  const { t } = useTranslation('login');
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t('language')}
      </label>
      <select
        id={id}
        className={styles.input}
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value as Language;
          void changeLanguage(language).then(() => onChosen?.(language));
        }}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
