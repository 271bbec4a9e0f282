import type { LightMyRequestResponse } from 'fastify';
import { openTestApp, type TestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';
import { seedMedicineCatalogue } from '../src/medication/catalogue/seed-medicine-catalogue';

export const medicinesPath = '/api/medication/medicines';

/** The API on a fresh database with the seeded catalogue (as `main.ts` seeds it at every start). */
export async function openCatalogueTestApp(kind: TestDatabaseKind): Promise<TestApp> {
  const api = await openTestApp(kind);
  await seedMedicineCatalogue(api.db);
  return api;
}

/** `GET /api/medication/medicines` with a raw query string (already percent-encoded), as `token`'s person. */
export function searchCall(
  api: TestApp,
  token: string | null,
  rawQuery: string,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
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
