import { useEffect, useState } from 'react';
import { bus } from 'shared-kernel';
import { lifelogTypeFromParam, type LifelogTypeKey } from 'shared-kernel/isomorphic';

/**
 * A number that grows whenever this type's records should be read again: they changed (saved, edited or deleted
 * here, by a health app or by the offline queue), or the native host asked for a refresh of this type or of all.
 */
export function useReloadVersion(typeKey: LifelogTypeKey): number {
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const reload = () => setVersion((value) => value + 1);
    const subscriptions = [
      bus.on('lifelog.changed').subscribe(({ payload }) => {
        if (payload.lifelogTypeKey === typeKey) reload();
      }),
      bus.on('lifelog.refresh-requested').subscribe(({ payload }) => {
        const code = payload.lifelogTypeCode;
        if (!code || lifelogTypeFromParam(code) === typeKey) reload();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [typeKey]);

  return version;
}
