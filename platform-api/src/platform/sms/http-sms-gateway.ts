import { SmsDeliveryError, type SmsGateway } from './sms-gateway';

export interface HttpSmsGatewayOptions {
  url: string;
  token: string | undefined;
  sender: string;
  timeoutMs?: number;
}

/** An SMS provider behind an HTTP endpoint: `POST { from, to, text }`; any 2xx answer means sent. */
export function createHttpSmsGateway({
  url,
  token,
  sender,
  timeoutMs = 10_000,
}: HttpSmsGatewayOptions): SmsGateway {
  return {
    async send({ to, text }) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ from: sender, to, text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsDeliveryError(`SMS gateway did not answer: ${String(error)}`, { cause: error });
      }
      // Read the body so that the connection can be reused, whatever it says.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new SmsDeliveryError(`SMS gateway answered ${response.status}`);
    },
  };
}
