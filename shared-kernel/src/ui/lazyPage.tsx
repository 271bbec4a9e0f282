import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from './Loading';

/**
 * A page whose code comes on a chunk of its own, loaded on its first visit with the kernel's loading status
 * meanwhile: a remote keeps its first view small (issue 15) and loads its other flows when they are opened.
 */
export function lazyPage<Module>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType,
): ComponentType {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}
