import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { addKernelKeywords } from 'shared-kernel/isomorphic';
import { createAccessTokens } from '../../auth/access-tokens';
import { createBearerAuth } from '../../auth/bearer-auth';
import { resolveTokenSecret } from '../../auth/token-secret';
import { registerErrorEnvelope } from '../../http/error-envelope';
import { openTestApp, type TestApp } from '../../testing/test-app';
import type { TestDatabaseKind } from '../../testing/test-databases';
import { catalogueRoutes } from './catalogue-routes';
import { seedMedicineCatalogue } from './seed-medicine-catalogue';

export const medicinesPath = '/api/medication/medicines';

export interface CatalogueTestApp extends TestApp {
  /** The app serving the catalogue (the API itself once `medicationRoutes` registers `catalogueRoutes`). */
  catalogue: FastifyInstance;
}

/**
 * The API on a fresh database with the seeded catalogue. Until the medication routes register the catalogue, it is
 * served by an app of its own on the same database and token secret (so the API's tokens work there).
 */
export async function openCatalogueTestApp(kind: TestDatabaseKind): Promise<CatalogueTestApp> {
  const api = await openTestApp(kind);
  await seedMedicineCatalogue(api.db);
  if (api.app.hasRoute({ method: 'GET', url: medicinesPath })) return { ...api, catalogue: api.app };
  const catalogue = Fastify({
    logger: false,
    ajv: { customOptions: { verbose: true }, plugins: [addKernelKeywords] },
  });
  catalogue.decorateRequest('principal', null);
  registerErrorEnvelope(catalogue);
  const authenticateUser = createBearerAuth(
    createAccessTokens(await resolveTokenSecret(api.db), api.clock.now),
  );
  catalogue.register(catalogueRoutes, { db: api.db, authenticateUser });
  await catalogue.ready();
  return {
    ...api,
    catalogue,
    async close() {
      await catalogue.close();
      await api.close();
    },
  };
}

/** `GET /api/medication/medicines` with a raw query string (already percent-encoded), as `token`'s person. */
export function searchCall(
  api: CatalogueTestApp,
  token: string | null,
  rawQuery: string,
): Promise<LightMyRequestResponse> {
  return api.catalogue.inject({
    method: 'GET',
    url: `${medicinesPath}${rawQuery ? `?${rawQuery}` : ''}`,
    headers: { 'language-code': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/** A query string of the given parameters, percent-encoded. */
export const queryOf = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
