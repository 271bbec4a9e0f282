import { useLocation } from 'react-router-dom';
import { DialogHost, OVERLAY_ROOT_ID, pathIsUnder } from 'shared-kernel';
import { REMOTE_AREA_ID } from '../composition/area-elements';
import { DoseReminderAlerts } from '../dose-reminders/DoseReminderAlerts';
import { ErrorPage } from '../error-page/ErrorPage';
import { ERROR_PATH } from '../routing/paths';
import { Header } from './Header';
import { TabBar } from './TabBar';
import styles from './frame.module.css';

/**
 * The page frame: header and tab bar for /main, the remotes' content area, overlays and dialogs, and the dose
 * reminders shown on any page.
 */
export function Frame() {
  const { pathname } = useLocation();
  const inMain = pathIsUnder(pathname, '/main');
  return (
    <div className={styles.frame}>
      {inMain ? <Header pathname={pathname} /> : null}
      {/* Remotes render into this element themselves; React never gives it children. */}
      <main id={REMOTE_AREA_ID} className={inMain ? styles.mainContent : styles.content} />
      {pathname === ERROR_PATH ? <ErrorPage /> : null}
      {inMain ? <TabBar /> : null}
      <div id={OVERLAY_ROOT_ID} />
      <DialogHost />
      <DoseReminderAlerts />
    </div>
  );
}
