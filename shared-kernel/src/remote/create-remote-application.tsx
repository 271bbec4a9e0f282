import React, { type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact, { type ReactAppOrParcel } from 'single-spa-react';
import { AreaError } from '../ui/AreaError';

export interface RemoteProps {
  name: string;
  domElement?: HTMLElement;
}

/** What a remote's `./app` exposes: single-spa lifecycles, each a single function. */
export type RemoteLifecycles = ReactAppOrParcel<RemoteProps>;

/** single-spa lifecycles for a remote's root component, rendered with createRoot inside an error boundary. */
export function createRemoteApplication(rootComponent: (props: RemoteProps) => ReactNode): RemoteLifecycles {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error: Error) => <AreaError error={error} />,
  });
}
