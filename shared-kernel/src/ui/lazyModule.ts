import { useEffect, useState } from 'react';

/** A module fetched on first need, once; a failed fetch (offline) is forgotten, so that the next need fetches again. */
export interface LazyModule<Module> {
  load(): Promise<Module>;
  /** The module once fetched, else null. */
  loaded(): Module | null;
}

export function lazyModule<Module>(importModule: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}

/**
 * The module once it is `wanted` and fetched. A failed fetch (offline) never reloads the page: it is tried again
 * when the browser is back online.
 */
export function useLazyModule<Module>(module: LazyModule<Module>, wanted: boolean): Module | null {
  const [fetched, setFetched] = useState(module.loaded);
  // Another user of the module may have fetched it since this one mounted.
  const available = fetched ?? module.loaded();
  const needed = wanted && !available;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const load = () =>
      void module.load().then(
        (loaded) => {
          if (current) setFetched(() => loaded);
        },
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [needed, module]);
  return available;
}
