import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadNamespaces } from 'shared-kernel';
import { lifelogTypeFromParam } from 'shared-kernel/isomorphic';

/**
 * The names of life-log types by their code (`0017` → 혈압), as the life-log area writes them (its `lifelog`
 * namespace, loaded here since this remote does not load it at start); null until loaded.
 */
export function useLifelogNames(): ((code: string) => string) | null {
  const { t } = useTranslation('lifelog');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void loadNamespaces(['lifelog']).then(() => {
      if (current) setReady(true);
    });
    return () => {
      current = false;
    };
  }, []);
  if (!ready) return null;
  return (code) => {
    const key = lifelogTypeFromParam(code);
    return key ? t(`types.${key}`) : code;
  };
}
