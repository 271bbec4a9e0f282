import { useLocation } from 'react-router-dom';
import { DialogHost, OVERLAY_ROOT_ID, lazyModule, pathIsUnder, useLazyModule } from 'shared-kernel';
import { REMOTE_AREA_ID } from '../composition/area-elements';
import { DoseReminderAlerts } from '../dose-reminders/DoseReminderAlerts';
import { ErrorPage } from '../error-page/ErrorPage';
import { pageRegistersServiceWorker } from '../installable-app/register-service-worker';
import { ERROR_PATH } from '../routing/paths';
import styles from './frame.module.css';

/**
 * The /main header and tab bar, fetched once a /main page is shown: the pages outside /main, the login page first
 * among them, start without their code and styles (issue 15). Offline, the page goes without them until the
 * browser is back online.
 */
const mainBars = lazyModule(() => import(/* webpackChunkName: "main-bars" */ './main-bars'));

export const loadMainBars = () => mainBars.load();

/**
 * The page frame: header and tab bar for /main, the remotes' content area, overlays and dialogs, and the dose
 * reminders shown on any page.
 */
export function Frame() {
  const { pathname } = useLocation();
  const inMain = pathIsUnder(pathname, '/main');
  const bars = useLazyModule(mainBars, inMain);
  return (
    <div className={styles.frame}>
      {bars && inMain ? <bars.Header pathname={pathname} /> : null}
      {/* Remotes render into this element themselves; React never gives it children. */}
      <main id={REMOTE_AREA_ID} className={inMain ? styles.mainContent : styles.content} />
      {pathname === ERROR_PATH ? <ErrorPage /> : null}
      {bars && inMain ? <bars.TabBar /> : null}
      <div id={OVERLAY_ROOT_ID} />
      {/* The worker keeps the dialogs' code with the rest of the app: the page need not fetch it ahead. */}
      <DialogHost preloadViews={!pageRegistersServiceWorker()} />
      <DoseReminderAlerts />
    </div>
  );
}
