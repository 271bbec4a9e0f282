import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Term } from './api';

/**
 * A term's name followed once by "(필수)" or "(선택)" in the current language. The terms' names come from the API,
 * and some already end with the mark ('마케팅 및 이벤트 알림 수신 동의(선택)'), which showed "(선택) (선택)".
 */
export function useTermLabel(): (term: Term) => string {
  const { t } = useTranslation('auth');
  return useCallback(
    (term: Term) => {
      const mark = term.required ? t('terms.required') : t('terms.optional');
      const name = term.stplatNm.trim();
      const bareName = name.endsWith(mark) ? name.slice(0, -mark.length).trimEnd() : name;
      return `${bareName} ${mark}`;
    },
    [t],
  );
}
