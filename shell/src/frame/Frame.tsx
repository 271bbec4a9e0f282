import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { DialogHost, OVERLAY_ROOT_ID, pathIsUnder } from 'shared-kernel';
import { REMOTE_AREA_ID } from '../composition/area-elements';
import { DoseReminderAlerts } from '../dose-reminders/DoseReminderAlerts';
import { ErrorPage } from '../error-page/ErrorPage';
import { ERROR_PATH } from '../routing/paths';
import styles from './frame.module.css';

type MainBars = typeof import('./main-bars');
let loadedBars: MainBars | null = null;
let loadingBars: Promise<MainBars> | null = null;

/** Fetches the /main bars once; a failed fetch (offline) is forgotten, so that the next try fetches again. */
export function loadMainBars(): Promise<MainBars> {
  loadingBars ??= import(/* webpackChunkName: "main-bars" */ './main-bars').then(
    (bars) => (loadedBars = bars),
    (error: unknown) => {
      loadingBars = null;
      throw error;
    },
  );
  return loadingBars;
}

/**
 * The /main header and tab bar once a /main page is shown: the pages outside /main, the login page first among
 * them, start without their code and styles (issue 15). Offline, the page goes without them until the browser is
 * back online.
 */
function useMainBars(shown: boolean): MainBars | null {
  const [bars, setBars] = useState(loadedBars);
  const needed = shown && !bars;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    const load = () =>
      void loadMainBars().then(
        (loaded) => {
          if (current) setBars(loaded);
        },
        () => undefined,
      );
    load();
    window.addEventListener('online', load);
    return () => {
      current = false;
      window.removeEventListener('online', load);
    };
  }, [needed]);
  return shown ? bars : null;
}

/**
 * The page frame: header and tab bar for /main, the remotes' content area, overlays and dialogs, and the dose
 * reminders shown on any page.
 */
export function Frame() {
  const { pathname } = useLocation();
  const inMain = pathIsUnder(pathname, '/main');
  const bars = useMainBars(inMain);
  return (
    <div className={styles.frame}>
      {bars ? <bars.Header pathname={pathname} /> : null}
      {/* Remotes render into this element themselves; React never gives it children. */}
      <main id={REMOTE_AREA_ID} className={inMain ? styles.mainContent : styles.content} />
      {pathname === ERROR_PATH ? <ErrorPage /> : null}
      {bars ? <bars.TabBar /> : null}
      <div id={OVERLAY_ROOT_ID} />
      <DialogHost />
      <DoseReminderAlerts />
    </div>
  );
}
