import type { FastifyPluginAsync } from 'fastify';
import { medicineSearchQuerySchema } from 'shared-kernel/isomorphic';
import { requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { medicineSearchPageSchema } from './catalogue-schemas';
import { searchMedicines } from './medicine-repository';

export interface CatalogueRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
}

interface MedicineSearchQuery {
  itemName?: string;
  page: number;
  rows: number;
}

/** `GET /api/medication/medicines`: the medicine catalogue, searched by name, English name or initial consonants. */
export const catalogueRoutes: FastifyPluginAsync<CatalogueRoutesOptions> = async (
  app,
  { db, authenticateUser },
) => {
  app.get<{ Querystring: MedicineSearchQuery }>(
    '/api/medication/medicines',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary:
          'Medicines whose Korean or English name (or main ingredient) holds itemName, or whose Korean initial ' +
          'consonants do (ㅌㅇㄹㄴ: 타이레놀); exact matches first, then prefixes, then the rest, each by name',
        tags: ['medication'],
        security: [{ bearer: [scopes.read] }],
        querystring: medicineSearchQuerySchema,
        response: { 200: medicineSearchPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { itemName, page, rows } = request.query;
      return searchMedicines(db, { itemName, page, rows });
    },
  );
};
