import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAppStatus } from 'shared-kernel';
import { AppStatusNotice } from './AppStatusNotice';

/**
 * Reads the app info at start (issue 36.3) and keeps the maintenance or update notice over the app: in a root of
 * its own, so that the remotes stay mounted beneath it, with the app made inert while the notice is shown.
 */
export function showAppStatus(appElement: HTMLElement): void {
  const noticeElement = document.createElement('div');
  document.body.append(noticeElement);
  const setShown = (shown: boolean) => {
    appElement.inert = shown;
  };
  createRoot(noticeElement).render(
    <StrictMode>
      <AppStatusNotice onShownChange={setShown} />
    </StrictMode>,
  );
  void startAppStatus();
}
