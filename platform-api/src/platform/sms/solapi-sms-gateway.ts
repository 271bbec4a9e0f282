// SMS_GATEWAY=solapi: texts go out through Solapi's REST API (POST /messages/v4/send), signed as its API-key
// authentication asks: `Authorization: HMAC-SHA256 apiKey=…, date=<ISO 8601>, salt=<random>, signature=<hex
// HMAC-SHA256 of date + salt with the API secret>`. A fresh salt each time, since Solapi refuses a signature it
// has seen in the last 15 minutes.
import { createHmac, randomBytes } from 'node:crypto';
import { SmsDeliveryError, type SmsConfig, type SmsFailure, type SmsGateway } from './sms-gateway';

type SolapiConfig = Extract<SmsConfig, { kind: 'solapi' }>;

/** Solapi's answer to a message it took: statusCode 2000 is "accepted"; any other is a message it refused. */
const acceptedStatusCode = '2000';

export function solapiAuthorization(apiKey: string, apiSecret: string, date: Date, salt: string): string {
  const isoDate = date.toISOString();
  const signature = createHmac('sha256', apiSecret)
    .update(isoDate + salt)
    .digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${isoDate}, salt=${salt}, signature=${signature}`;
}

/**
 * Solapi's errors answer `{ errorCode, errorMessage }`. Its documented refusals: 402 NotEnoughBalance; 400 ValidationError or InvalidStatusCode for a message it
 * will not take (our sender and text are fixed, so the recipient's number); 429 when we send too fast. Anything
 * else (its 403 key and signature errors, 5xx) is the provider being unavailable to us.
 */
function failureOf(status: number, errorCode: string): SmsFailure {
  if (status === 402 || errorCode === 'NotEnoughBalance') return 'outOfCredit';
  if (status === 429 || errorCode === 'TooManyRequests') return 'rateLimited';
  if (status === 400 && (errorCode === 'ValidationError' || errorCode === 'InvalidStatusCode'))
    return 'invalidNumber';
  return 'unavailable';
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

const fieldOf = (body: unknown, field: string): string =>
  typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>)[field] === 'string'
    ? ((body as Record<string, unknown>)[field] as string)
    : '';

export function createSolapiSmsGateway(
  { apiKey, apiSecret, sender, baseUrl, timeoutMs = 10_000 }: SolapiConfig,
  clock: () => Date = () => new Date(),
): SmsGateway {
  const url = `${baseUrl.replace(/\/+$/, '')}/messages/v4/send`;
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: solapiAuthorization(apiKey, apiSecret, clock(), randomBytes(16).toString('hex')),
          },
          body: JSON.stringify({ message: { to, from: sender, text } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`Solapi did not answer: ${String(error)}`, { cause: error });
      }
      const body = await bodyOf(response);
      if (!response.ok) {
        const errorCode = fieldOf(body, 'errorCode');
        throw new SmsDeliveryError(
          `Solapi answered ${response.status} ${errorCode}: ${fieldOf(body, 'errorMessage')}`,
          { failure: failureOf(response.status, errorCode) },
        );
      }
      const statusCode = fieldOf(body, 'statusCode');
      if (statusCode !== acceptedStatusCode) {
        throw new SmsDeliveryError(
          `Solapi did not accept the message: status ${statusCode || 'missing'} ${fieldOf(body, 'statusMessage')}`,
        );
      }
    },
  };
}
