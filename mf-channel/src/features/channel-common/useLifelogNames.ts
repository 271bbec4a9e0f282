import { useTranslation } from 'react-i18next';
import { lifelogTypeFromParam } from 'shared-kernel/isomorphic';

/** The names of life-log types by their code (`0017` → 혈압), as the life-log area writes them (`lifelog`). */
export function useLifelogNames(): (code: string) => string {
  const { t } = useTranslation('lifelog');
  return (code) => {
    const key = lifelogTypeFromParam(code);
    return key ? t(`types.${key}`) : code;
  };
}
