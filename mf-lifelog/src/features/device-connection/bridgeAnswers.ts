import { notSupported, type BridgeResult } from 'shared-kernel';
import { nativeResultCodes, type MCode } from 'shared-kernel/isomorphic';

/** Messages of spec section 8 for health-app integration. */
export const linkMessages = {
  notIntegrable: 'M0078',
  inProgress: 'M0086',
  cancelled: 'M0087',
  failed: 'M0088',
  loadFailed: 'M0148',
} as const satisfies Record<string, MCode>;

export type LinkFailure =
  { readonly kind: 'cancelled' } | { readonly kind: 'failed'; readonly messageCode: MCode };

type Failure = Exclude<BridgeResult<'releaseHealthApp'>['resultCode'], typeof nativeResultCodes.SUCCESS>;

const loadFailures: readonly Failure[] = [
  nativeResultCodes.LOGIN_ERROR,
  nativeResultCodes.HEALTH_DATA_LOAD_FAIL,
  nativeResultCodes.TREATMENT_DATA_LOAD_FAIL,
  nativeResultCodes.DATA_LOAD_FAIL,
];

/**
 * What the person is told about an answer that is not a success: a cancel is no failure; reading failures ask
 * to try again; saving failures and unknown ones (a timeout too) say it failed; a host that cannot do it at all
 * says the item cannot be linked (the sheet offers no source a browser or the other platform cannot have, so
 * this is a native host without the call).
 */
export function failureOf(resultCode: Failure): LinkFailure {
  if (resultCode === nativeResultCodes.USER_CANCEL) return { kind: 'cancelled' };
  if (resultCode === notSupported) return { kind: 'failed', messageCode: linkMessages.notIntegrable };
  if (loadFailures.includes(resultCode)) return { kind: 'failed', messageCode: linkMessages.loadFailed };
  return { kind: 'failed', messageCode: linkMessages.failed };
}
