import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ApiError,
  bluetoothRecordSystem,
  bridge,
  isBluetoothMeterType,
  messageFor,
  session,
  syncBluetoothMeter,
  type BluetoothMeterTypeKey,
} from 'shared-kernel';
import type { LifelogTypeKey } from 'shared-kernel/isomorphic';
import { saveDeviceRecords } from '../device-connection/healthAppImport';
import styles from './meterSync.module.css';

/** Spec section 8's "integration failed": the records could not be saved. */
const saveFailedCode = 'M0088';

/**
 * Inside the native app, on the life-log screens of a type a Bluetooth meter measures (blood pressure, glucose,
 * weight): reads the paired meter through the host (`syncBluetooth`) and saves its records as the person's own,
 * each checked against its type's range, a record sent again stored once.
 */
export function MeterSync({ typeKey }: { typeKey: LifelogTypeKey }) {
  if (!bridge.isNativeHost() || !isBluetoothMeterType(typeKey)) return null;
  return <MeterSyncButton typeKey={typeKey} />;
}

function MeterSyncButton({ typeKey }: { typeKey: BluetoothMeterTypeKey }) {
  const { t } = useTranslation('lifelogRecords');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');

  async function sync(): Promise<string> {
    const outcome = await syncBluetoothMeter(typeKey);
    if (outcome.kind === 'cancelled') return '';
    if (outcome.kind === 'failed') return messageFor(outcome.messageCode);
    const subjectId = session.snapshot().userInfo?.fhirResId;
    if (outcome.kind === 'unavailable' || !subjectId) return messageFor(saveFailedCode);
    try {
      const { created, existing, skipped } = await saveDeviceRecords(
        outcome.value,
        bluetoothRecordSystem,
        subjectId,
      );
      return t('meterSync.saved', { created, existing, skipped });
    } catch (error) {
      if (error instanceof ApiError) return error.message;
      return messageFor(saveFailedCode);
    }
  }

  async function onClick() {
    setBusy(true);
    setStatus('');
    try {
      setStatus(await sync());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.section}>
      <button type="button" className={styles.button} disabled={busy} onClick={() => void onClick()}>
        {busy ? t('meterSync.reading') : t('meterSync.button')}
      </button>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
