import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { appClientAuthorization } from './test-app';

export const requiredAgreements = [
  { stplatCode: '0001', agreed: true },
  { stplatCode: '0002', agreed: true },
  { stplatCode: '0003', agreed: true },
];

/** Headers of an open call (client credentials) or a user call (bearer token). */
export function callerHeaders(accessToken?: string): Record<string, string> {
  return { authorization: accessToken ? `Bearer ${accessToken}` : appClientAuthorization };
}

/** The newest code the dev outbox holds for a number (texts without one, such as invitations, are skipped). */
export async function latestCode(app: FastifyInstance, mobilePhone: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobilePhone=${mobilePhone}` });
  const messages = response.json<{ messages: { authCode: string | null }[] }>().messages;
  const code = messages.find((message) => message.authCode !== null)?.authCode;
  if (!code) throw new Error(`no code sent to ${mobilePhone}`);
  return code;
}

/** Asks for a code: open (client credentials) without a token, else as the token's user. */
export function sendCode(
  app: FastifyInstance,
  body: Record<string, unknown>,
  accessToken?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: accessToken ? '/api/user/identify/phone' : '/api/open/identify/phone',
    headers: callerHeaders(accessToken),
    payload: body,
  });
}

export function checkCode(
  app: FastifyInstance,
  verificationId: string,
  authCode: string,
  accessToken?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: accessToken ? '/api/user/identify/check' : '/api/open/identify/check',
    headers: callerHeaders(accessToken),
    payload: { verificationId, authCode },
  });
}

/** Sends a code and checks it: the id of a verified number. */
export async function verifyPhone(
  app: FastifyInstance,
  body: Record<string, unknown> & { mobilePhone: string },
  accessToken?: string,
): Promise<string> {
  const sent = await sendCode(app, body, accessToken);
  if (sent.statusCode !== 200) throw new Error(`code not sent: ${sent.statusCode} ${sent.body}`);
  const { verificationId } = sent.json<{ verificationId: string }>();
  const checked = await checkCode(app, verificationId, await latestCode(app, body.mobilePhone), accessToken);
  if (checked.statusCode !== 200) throw new Error(`code not verified: ${checked.statusCode} ${checked.body}`);
  return verificationId;
}

/** Signs a new user up through the API; returns the sign-up response. */
export async function signUp(
  app: FastifyInstance,
  values: { userId: string; mobilePhone: string; userPassword?: string },
): Promise<LightMyRequestResponse> {
  const verificationId = await verifyPhone(app, { purpose: 'register', mobilePhone: values.mobilePhone });
  return app.inject({
    method: 'POST',
    url: '/api/open/register',
    headers: callerHeaders(),
    payload: {
      userPassword: 'Health2026!',
      userNm: '최유나',
      userBrthdyDe: '1995-02-14',
      userGenderCode: '0002',
      agreements: requiredAgreements,
      verificationId,
      ...values,
    },
  });
}
