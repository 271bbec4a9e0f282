import React, { type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { AreaError } from '../ui/AreaError';

export interface RemoteProps {
  name: string;
  domElement?: HTMLElement;
}

/** single-spa lifecycles for a remote's root component, rendered with createRoot inside an error boundary. */
export function createRemoteApplication(rootComponent: (props: RemoteProps) => ReactNode) {
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent,
    errorBoundary: (error: Error) => <AreaError error={error} />,
  });
}
