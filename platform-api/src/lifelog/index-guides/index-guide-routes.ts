import type { FastifyPluginAsync } from 'fastify';
import { genderCodes, healthGradeCodes, type GuideRange } from 'shared-kernel/isomorphic';
import { requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Queryable } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema } from '../../platform/http/language';

export interface IndexGuideRoutesOptions {
  db: Queryable;
  authenticateUser: AuthenticateUser;
}

interface GuideFilter {
  idxCode?: string;
  genderCode?: string;
  gradCode?: string;
  idxOriginCode?: string;
}

const idxCodeSchema = {
  type: 'string',
  pattern: '^[A-Za-z][A-Za-z0-9]{0,49}$',
  description: 'A guide index code (`guideIndexCodes`: bodyMassIndex, sbp, bloodSugarLevel...)',
} as const;
const genderCodeSchema = {
  type: 'string',
  enum: Object.values(genderCodes),
  description: 'Bands for this sex, and those for both sexes',
} as const;
const gradCodeSchema = { type: 'string', enum: Object.values(healthGradeCodes) } as const;
const idxOriginCodeSchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9-]{1,40}$',
  description: 'The published standard (KSSO-2022, KSH-2022, ADA-2024, NCEP-ATP-III, WHO-2008, ACE, AHA)',
} as const;

const guideRangeSchema = {
  type: 'object',
  required: ['idxCode', 'genderCode', 'gradCode', 'idxMinVal', 'idxMaxVal', 'idxOriginCode'],
  properties: {
    idxCode: { type: 'string' },
    genderCode: { type: ['string', 'null'], description: 'null: the band is the same for both sexes' },
    gradCode: { type: 'string', description: '0001 normal, 0002 caution A, 0003 caution B, 0004 danger' },
    idxMinVal: { type: ['number', 'null'], description: 'Inclusive; null: unbounded' },
    idxMaxVal: { type: ['number', 'null'], description: 'Exclusive; null: unbounded' },
    idxOriginCode: { type: 'string' },
  },
} as const;

/** The path levels in order: each route takes one more of them. */
const pathLevels = [
  ['idxCode', idxCodeSchema],
  ['genderCode', genderCodeSchema],
  ['gradCode', gradCodeSchema],
] as const;

async function findGuideRanges(db: Queryable, filter: GuideFilter): Promise<GuideRange[]> {
  return db.query<GuideRange>(
    `SELECT idx_code AS "idxCode", gender_code AS "genderCode", grad_code AS "gradCode",
            idx_min_val::float8 AS "idxMinVal", idx_max_val::float8 AS "idxMaxVal",
            idx_origin_code AS "idxOriginCode"
     FROM idx_guides
     WHERE ($1::text IS NULL OR idx_code = $1)
       AND ($2::text IS NULL OR gender_code IS NULL OR gender_code = $2)
       AND ($3::text IS NULL OR grad_code = $3)
       AND ($4::text IS NULL OR idx_origin_code = $4)
     ORDER BY idx_code, gender_code NULLS FIRST, idx_min_val NULLS FIRST`,
    [
      filter.idxCode ?? null,
      filter.genderCode ?? null,
      filter.gradCode ?? null,
      filter.idxOriginCode ?? null,
    ],
  );
}

/**
 * `GET /api/service/idxguide[/{idxCode}[/{genderCode}[/{gradCode}]]]`: the bands of the guides, filtered by
 * the path levels given. An index code of the right form that no guide has answers an empty list.
 */
export const indexGuideRoutes: FastifyPluginAsync<IndexGuideRoutesOptions> = async (
  app,
  { db, authenticateUser },
) => {
  for (let depth = 0; depth <= pathLevels.length; depth += 1) {
    const levels = pathLevels.slice(0, depth);
    app.get<{ Params: GuideFilter; Querystring: { idxOriginCode?: string } }>(
      ['/api/service/idxguide', ...levels.map(([name]) => `:${name}`)].join('/'),
      {
        onRequest: requireUser(authenticateUser, scopes.read),
        schema: {
          summary: 'Guide ranges of the health indices, with the standard each band comes from',
          tags: ['health services'],
          security: [{ bearer: [scopes.read] }],
          ...(depth > 0
            ? {
                params: {
                  type: 'object',
                  required: levels.map(([name]) => name),
                  properties: Object.fromEntries(levels),
                },
              }
            : {}),
          querystring: {
            type: 'object',
            properties: { ...languageQuerySchema.properties, idxOriginCode: idxOriginCodeSchema },
          },
          response: {
            200: {
              type: 'object',
              required: ['idxGuideList'],
              properties: { idxGuideList: { type: 'array', items: guideRangeSchema } },
            },
            ...errorResponses(400, 401, 403),
          },
        },
      },
      async (request) => ({
        idxGuideList: await findGuideRanges(db, {
          ...request.params,
          ...(request.query.idxOriginCode ? { idxOriginCode: request.query.idxOriginCode } : {}),
        }),
      }),
    );
  }
};
