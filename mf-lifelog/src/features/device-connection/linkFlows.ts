import { ApiError, bridge, session } from 'shared-kernel';
import { nativeResultCodes, type DeviceTypeCode, type MCode } from 'shared-kernel/isomorphic';
import { failureOf, linkMessages } from './bridgeAnswers';
import { connectedSource, saveConnection, type LifelogConnection } from './connectionApi';
import { saveHealthAppRecords, type ImportCounts } from './healthAppImport';

/** How the last connect or disconnect of a source ended. */
export type LinkOutcome = { readonly deviceTypeCode: DeviceTypeCode } & (
  | { readonly kind: 'saved'; readonly counts: ImportCounts }
  | { readonly kind: 'released' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'failed'; readonly messageCode: MCode }
);

export interface LinkResult {
  /** Null when the person changed their mind at the confirmation. */
  readonly outcome: LinkOutcome | null;
  readonly connection: LifelogConnection;
}

/** The questions a flow asks the person before it lets a connected source go. */
export interface LinkQuestions {
  confirmSwitch(from: DeviceTypeCode, to: DeviceTypeCode): Promise<boolean>;
  confirmRelease(source: DeviceTypeCode): Promise<boolean>;
}

function failed(deviceTypeCode: DeviceTypeCode, messageCode: MCode): LinkOutcome {
  return { deviceTypeCode, kind: 'failed', messageCode };
}

/** The platform's answer to the source being let go, then the connection recorded as off. */
async function release(deviceTypeCode: DeviceTypeCode, connection: LifelogConnection): Promise<LinkResult> {
  const answer = await bridge.call('releaseHealthApp', { deviceTypeCode });
  if (answer.resultCode !== nativeResultCodes.SUCCESS)
    return { outcome: { deviceTypeCode, ...failureOf(answer.resultCode) }, connection };
  try {
    return {
      outcome: { deviceTypeCode, kind: 'released' },
      connection: await saveConnection(deviceTypeCode, 'N'),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { outcome: failed(deviceTypeCode, linkMessages.failed), connection };
  }
}

/** Disconnects the source, once the person confirms. */
export async function disconnectSource(
  deviceTypeCode: DeviceTypeCode,
  connection: LifelogConnection,
  questions: LinkQuestions,
): Promise<LinkResult> {
  if (!(await questions.confirmRelease(deviceTypeCode))) return { outcome: null, connection };
  return release(deviceTypeCode, connection);
}

/**
 * Connects the source (one the host can have: the sheet offers no other) and saves the records it hands over,
 * then records the connection. A source connected before is let go first, once the person confirms: one
 * source at a time.
 */
export async function connectSource(
  deviceTypeCode: DeviceTypeCode,
  connection: LifelogConnection,
  questions: LinkQuestions,
): Promise<LinkResult> {
  let current = connection;
  const previous = connectedSource(current);
  if (previous && previous !== deviceTypeCode) {
    if (!(await questions.confirmSwitch(previous, deviceTypeCode))) return { outcome: null, connection };
    const released = await release(previous, current);
    if (released.outcome?.kind !== 'released') return released;
    current = released.connection;
  }
  const answer = await bridge.call('connectHealthApp', { deviceTypeCode });
  if (answer.resultCode !== nativeResultCodes.SUCCESS)
    return { outcome: { deviceTypeCode, ...failureOf(answer.resultCode) }, connection: current };
  const subjectId = session.snapshot().userInfo?.fhirResId;
  if (!subjectId) return { outcome: failed(deviceTypeCode, linkMessages.failed), connection: current };
  try {
    const counts = await saveHealthAppRecords(answer.data, deviceTypeCode, subjectId);
    const saved = await saveConnection(deviceTypeCode, 'Y');
    return { outcome: { deviceTypeCode, kind: 'saved', counts }, connection: saved };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { outcome: failed(deviceTypeCode, linkMessages.failed), connection: current };
  }
}
