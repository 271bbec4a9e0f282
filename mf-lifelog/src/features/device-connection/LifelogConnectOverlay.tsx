import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogs, Loading, messageFor, Sheet, type OverlayProps, useLoad, LoadFailure } from 'shared-kernel';
import { deviceTypeCodes, type DeviceTypeCode } from 'shared-kernel/isomorphic';
import { lifelogStyles, lifelogTypeName } from '../lifelog-common';
import { linkMessages } from './bridgeAnswers';
import { connectedSource, fetchConnection, type LifelogConnection } from './connectionApi';
import { fetchHealthAppHost, reachOf, type HealthAppHost } from './healthAppHost';
import { linkActivity } from './linkActivity';
import { connectSource, disconnectSource, type LinkOutcome, type LinkQuestions } from './linkFlows';
import { SourceRow, type SourceStatus } from './SourceRow';
import styles from './LifelogConnectOverlay.module.css';

const sources = Object.values(deviceTypeCodes);

async function fetchSheetState(): Promise<{ connection: LifelogConnection; host: HealthAppHost }> {
  const [connection, host] = await Promise.all([fetchConnection(), fetchHealthAppHost()]);
  return { connection, host };
}

/**
 * `lifelogConnect`: connect one health app at a time, or disconnect it. Only what the host can do is offered:
 * a browser shows the connection and says that the phone app links health apps, before anyone taps.
 */
export function LifelogConnectOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('healthCheckup');
  const { loaded, retry } = useLoad(fetchSheetState);
  const activity = useSyncExternalStore(linkActivity.subscribe, linkActivity.snapshot);
  useEffect(() => () => linkActivity.forgetResult(), []);

  return (
    <Sheet title={t('connect.title')} onClose={onClose}>
      <div className={styles.body}>
        <p className={lifelogStyles.text}>{t('connect.lead')}</p>
        {loaded.state === 'loading' ? <Loading /> : null}
        {loaded.state === 'failed' ? <LoadFailure message={loaded.message} onRetry={retry} /> : null}
        {loaded.state === 'ready' && loaded.value.host.kind === 'browser' ? (
          <p className={styles.phoneAppNeeded}>{t('connect.phoneAppNeeded')}</p>
        ) : null}
        {loaded.state === 'ready' ? (
          <Sources
            host={loaded.value.host}
            connection={activity.last?.connection ?? loaded.value.connection}
            running={activity.running}
            outcome={activity.last?.outcome ?? null}
          />
        ) : null}
      </div>
    </Sheet>
  );
}

function Sources({
  host,
  connection,
  running,
  outcome,
}: {
  host: HealthAppHost;
  connection: LifelogConnection;
  running: DeviceTypeCode | null;
  outcome: LinkOutcome | null;
}) {
  const { t } = useTranslation('healthCheckup');
  const [busyTapped, setBusyTapped] = useState(false);
  const sourceName = (code: DeviceTypeCode) => t(`connect.sources.${code}`);
  const questions: LinkQuestions = {
    confirmSwitch: (from, to) =>
      dialogs.confirm({
        message: t('connect.switchConfirm', { from: sourceName(from), to: sourceName(to) }),
        confirmLabel: t('connect.switch'),
      }),
    confirmRelease: (source) =>
      dialogs.confirm({
        message: t('connect.disconnectConfirm', { source: sourceName(source) }),
        confirmLabel: t('connect.disconnect'),
      }),
  };

  async function start(code: DeviceTypeCode, action: typeof connectSource) {
    setBusyTapped(false);
    const ran = await linkActivity.run(code, () => action(code, connection, questions));
    if (!ran) setBusyTapped(true);
  }

  return (
    <>
      <ul className={styles.sources} aria-label={t('connect.sourcesLabel')}>
        {sources.map((code) => (
          <SourceRow
            key={code}
            name={sourceName(code)}
            reach={reachOf(code, host)}
            status={statusOf(code, connection, running, outcome)}
            busy={running !== null}
            onConnect={() => void start(code, connectSource)}
            onDisconnect={() => void start(code, disconnectSource)}
          />
        ))}
      </ul>
      <LinkNotice outcome={outcome} busyTapped={busyTapped && running !== null} />
    </>
  );
}

function statusOf(
  code: DeviceTypeCode,
  connection: LifelogConnection,
  running: DeviceTypeCode | null,
  outcome: LinkOutcome | null,
): SourceStatus {
  if (running === code) return { kind: 'inProgress' };
  if (connectedSource(connection) === code) return { kind: 'connected', since: connection.cnncDt };
  if (outcome?.deviceTypeCode === code && (outcome.kind === 'cancelled' || outcome.kind === 'failed'))
    return { kind: outcome.kind };
  return { kind: 'notConnected' };
}

/** What the person is told when a link ends, or when they tap while one runs. */
function LinkNotice({ outcome, busyTapped }: { outcome: LinkOutcome | null; busyTapped: boolean }) {
  const { t, i18n } = useTranslation('healthCheckup');
  const formatCount = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  let text: string | null = null;
  if (busyTapped) text = messageFor(linkMessages.inProgress);
  else if (outcome?.kind === 'cancelled') text = messageFor(linkMessages.cancelled);
  else if (outcome?.kind === 'released')
    text = t('connect.released', { source: t(`connect.sources.${outcome.deviceTypeCode}`) });
  else if (outcome?.kind === 'saved') {
    const { created, existing, skipped, createdTypes } = outcome.counts;
    const types = createdTypes.map((typeKey) => lifelogTypeName(t, typeKey)).join(', ');
    text = [
      created > 0 ? t('connect.saved', { number: formatCount(created), types }) : t('connect.savedNone'),
      existing > 0 ? t('connect.alreadySaved', { number: formatCount(existing) }) : null,
      skipped > 0 ? t('connect.skipped', { number: formatCount(skipped) }) : null,
    ]
      .filter(Boolean)
      .join(' ');
  }
  return (
    <>
      <p className={styles.notice} role="status">
        {text}
      </p>
      {!busyTapped && outcome?.kind === 'failed' ? (
        <p className={lifelogStyles.error} role="alert">
          {messageFor(outcome.messageCode)}
        </p>
      ) : null}
    </>
  );
}
