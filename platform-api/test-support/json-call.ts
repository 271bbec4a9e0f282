import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app';

/**
 * A call to the API as `user` (null: no token), in English, with a JSON body; a string payload is sent as it is
 * (the property tests send broken JSON).
 */
export function jsonCall(
  api: TestApp,
  user: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url,
    headers: {
      'language-code': 'en',
      ...(user ? { authorization: `Bearer ${user.token}` } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined
      ? {}
      : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
}
