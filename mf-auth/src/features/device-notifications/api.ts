import { userApi } from 'shared-kernel';
import { expectAnswer, isRecord } from '../api-answers/answers';

/** What the API keeps of a browser's push subscription: where to push, and the keys to encrypt each push with. */
export interface SubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

function isPushKey(data: unknown): data is { publicKey: string } {
  return isRecord(data) && typeof data.publicKey === 'string' && data.publicKey !== '';
}

function isSaved(data: unknown): data is { pushSubSn: number } {
  return isRecord(data) && typeof data.pushSubSn === 'number';
}

/** The API's VAPID public key (base64url), which a subscription names as the only sender it accepts. */
export async function fetchPushKey(): Promise<string> {
  return expectAnswer(await userApi.get<unknown>('/api/push/key'), isPushKey).publicKey;
}

/** Tells the API to push to this device (the same endpoint again is the same device: no second row). */
export async function saveSubscription(body: SubscriptionBody): Promise<void> {
  expectAnswer(await userApi.post<unknown>('/api/push/subscriptions', body), isSaved);
}

/** Tells the API to push no more to this device. */
export async function deleteSubscription(endpoint: string): Promise<void> {
  await userApi.delete('/api/push/subscriptions', { data: { endpoint } });
}
