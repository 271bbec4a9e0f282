// One push sent to a browser's push service (RFC 8030), and what its answer means for the outbox.
import http from 'node:http';
import https from 'node:https';
import { guardedLookup, type EndpointPolicy } from './push-endpoints';

/** An encrypted push ready to send (web-push's `generateRequestDetails`). */
export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export type PushOutcome =
  /** The push service took it. */
  | { kind: 'accepted' }
  /** The subscription no longer exists (404, 410): remove it. */
  | { kind: 'gone' }
  /** Try again later (429, 5xx, no answer): after `retryAfterMs` when the service said. */
  | { kind: 'retry'; retryAfterMs: number | null }
  /** The service refused this push for good (another 4xx): drop it. */
  | { kind: 'refused'; status: number };

/** Retry-After in seconds or as an HTTP date, in ms from `now`; null when absent or unreadable. */
function retryAfterMs(header: string | string[] | undefined, now: Date): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now.getTime());
}

function outcomeOf(status: number, retryAfter: number | null): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'accepted' };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 429 || status >= 500) return { kind: 'retry', retryAfterMs: retryAfter };
  return { kind: 'refused', status };
}

/**
 * Sends `push`, connecting only to addresses `policy` allows; a service that does not answer within `timeoutMs`
 * is a retry. Holds no database connection: the caller claimed the push beforehand.
 */
export function deliverPush(
  push: PushRequest,
  options: { policy: EndpointPolicy; timeoutMs: number; now: () => Date },
): Promise<PushOutcome> {
  const url = new URL(push.endpoint);
  const transport = url.protocol === 'http:' ? http : https;
  return new Promise((resolve) => {
    const request = transport.request(url, {
      method: 'POST',
      headers: push.headers,
      lookup: guardedLookup(options.policy),
      timeout: options.timeoutMs,
    });
    request.once('response', (response) => {
      response.resume();
      resolve(
        outcomeOf(response.statusCode ?? 0, retryAfterMs(response.headers['retry-after'], options.now())),
      );
    });
    request.once('timeout', () => request.destroy(new Error('push service timed out')));
    request.once('error', () => resolve({ kind: 'retry', retryAfterMs: null }));
    request.end(push.body ?? undefined);
  });
}
