import React, { type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import type { RemoteNamespace } from 'locales';
import { loadNamespaces } from '../i18n';
import { AreaError } from '../ui/AreaError';
import { FIRST_VIEW_HYDRATED_MARK, keepChangesThroughHydration, takeFirstView } from './first-view';

export interface RemoteProps {
  name: string;
  domElement?: HTMLElement;
}

/** What a remote's `./app` exposes: single-spa lifecycles, each a single function. */
export type RemoteLifecycles = ReactAppOrParcel<RemoteProps>;

export interface RemoteApplicationOptions {
  /** The remote's own locale namespaces, loaded before it renders; the start ones are always there. */
  namespaces?: readonly RemoteNamespace[];
}

/**
 * single-spa lifecycles for a remote's root component, rendered with createRoot inside an error boundary, or
 * hydrated when its mount element holds the screen's first view (issue 30). Its namespaces load in bootstrap and
 * mount; if they cannot, the lifecycle fails and the host shows the area's fallback, as for a remote that cannot
 * be loaded.
 */
export function createRemoteApplication(
  rootComponent: (props: RemoteProps) => ReactNode,
  { namespaces = [] }: RemoteApplicationOptions = {},
): RemoteLifecycles {
  let renderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent,
    renderType: () => renderType,
    errorBoundary: (error: Error) => <AreaError error={error} />,
  });
  return {
    ...lifecycles,
    bootstrap: async (props) => {
      await loadNamespaces(namespaces);
      return lifecycles.bootstrap(props);
    },
    mount: async (props) => {
      await loadNamespaces(namespaces);
      // single-spa-react reads the render type as it mounts, within this call.
      const hydrating = takeFirstView(props.domElement);
      renderType = hydrating ? 'hydrateRoot' : 'createRoot';
      const replayChanges =
        hydrating && props.domElement ? keepChangesThroughHydration(props.domElement) : () => undefined;
      await lifecycles.mount(props);
      replayChanges();
      if (hydrating) performance.mark(FIRST_VIEW_HYDRATED_MARK);
    },
  };
}
