import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';

/**
 * The OAuth clients this API knows. The app runs on people's devices and cannot keep a secret, so it is a
 * public client: it authenticates with its id and an empty secret.
 */
const publicClientIds: ReadonlySet<string> = new Set(['family-health-app']);

/** Where the native app's host receives an authorization code when OAUTH_REDIRECT_URIS names none. */
export const defaultRedirectUris: readonly string[] = ['familyhealth://oauth/callback'];

const unauthenticatedClient = () =>
  new ApiError(401, errorCodes.invalidAccess, {
    headers: { 'www-authenticate': 'Basic realm="platform-api"' },
  });

function decodeCredential(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    throw unauthenticatedClient();
  }
}

/** Client id from an HTTP Basic `Authorization` header (RFC 6749 section 2.3.1); 401 M0105 unless known. */
export function authenticateClient(authorization: string | undefined): string {
  const [scheme, encoded] = authorization?.trim().split(/\s+/) ?? [];
  if (scheme?.toLowerCase() !== 'basic' || !encoded) throw unauthenticatedClient();
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) throw unauthenticatedClient();
  const clientId = decodeCredential(decoded.slice(0, separator));
  const secret = decodeCredential(decoded.slice(separator + 1));
  if (!publicClientIds.has(clientId) || secret !== '') throw unauthenticatedClient();
  return clientId;
}

/** A route's (or a plugin's) `onRequest` hook for the open calls: the app's client credentials, else 401 M0105. */
export async function requireClient(request: FastifyRequest): Promise<void> {
  authenticateClient(request.headers.authorization);
}
