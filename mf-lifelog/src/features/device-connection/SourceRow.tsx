import { useTranslation } from 'react-i18next';
import { formatDate } from 'shared-kernel';
import { lifelogStyles } from '../lifelog-common';
import type { SourceReach } from './healthAppHost';
import styles from './LifelogConnectOverlay.module.css';

export type SourceStatus =
  | { kind: 'connected'; since: string | null }
  | { kind: 'notConnected' | 'inProgress' | 'cancelled' | 'failed' };

/** One health app in the sheet: its state, and the button the host can act on, or why there is none. */
export function SourceRow({
  name,
  reach,
  status,
  busy,
  onConnect,
  onDisconnect,
}: {
  name: string;
  reach: SourceReach;
  status: SourceStatus;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation('healthCheckup');
  const inProgress = status.kind === 'inProgress';
  const connected = status.kind === 'connected';
  const statusText =
    status.kind === 'connected'
      ? status.since
        ? t('connect.status.connectedOn', { date: formatDate(status.since) })
        : t('connect.status.connected')
      : t(`connect.status.${status.kind}`);
  return (
    <li className={styles.source} aria-busy={inProgress}>
      <div className={styles.sourceText}>
        <h3 className={styles.sourceName}>{name}</h3>
        <p className={`${styles.status} ${connected ? styles.connected : ''}`}>
          {inProgress ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {statusText}
        </p>
        {reach === 'linkable' ? null : (
          <p className={styles.unavailable}>{t(`connect.unavailable.${reach}`)}</p>
        )}
      </div>
      {/* Nothing to tap where the host cannot link or unlink this source: it could only fail. */}
      {reach === 'linkable' ? (
        <LinkButton
          name={name}
          connected={connected}
          busy={busy}
          onConnect={onConnect}
          onDisconnect={onDisconnect}
        />
      ) : null}
    </li>
  );
}

function LinkButton({
  name,
  connected,
  busy,
  onConnect,
  onDisconnect,
}: {
  name: string;
  connected: boolean;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const { t } = useTranslation('healthCheckup');
  // aria-disabled rather than disabled: a tap while another link runs says why nothing happens (M0086).
  return (
    <button
      type="button"
      className={connected ? lifelogStyles.secondary : lifelogStyles.primary}
      aria-disabled={busy}
      aria-label={t(connected ? 'connect.disconnectSource' : 'connect.connectSource', { source: name })}
      onClick={connected ? onDisconnect : onConnect}
    >
      {t(connected ? 'connect.disconnect' : 'connect.connect')}
    </button>
  );
}
