import type { FastifyPluginAsync } from 'fastify';
import type { Parameters, ParametersParameter } from 'fhir/r4';
import { lifelogCodes, lifelogTypeKeys } from 'shared-kernel/isomorphic';
import { principalOf, requireUser, type AuthenticateUser } from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Database } from '../../platform/database/database';
import { languageQuerySchema } from '../../platform/http/language';
import { checkStorableJson } from '../fhir/fhir-input-bounds';
import { fhirJsonType, fhirSuccess } from '../fhir/fhir-json';
import { outcomeResponses as errorResponses } from '../fhir/fhir-outcome';
import { refuse, resolveReadableSubject } from '../fhir/subject-access';
import { parseAggregateParameters, type SystemCode } from './aggregate-parameters';
import { aggregateValues, recentRecords, type Bucket } from './aggregate-queries';
import { checkupRecords } from '../checkups/checkup-records';

export interface AggregateRoutesOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
}

function bucketParameter(bucket: Bucket): ParametersParameter {
  return {
    name: 'bucket',
    part: [
      { name: 'start', valueDateTime: bucket.start },
      { name: 'end', valueDateTime: bucket.end },
      { name: 'value', valueDecimal: bucket.value },
      { name: 'count', valueInteger: bucket.count },
    ],
  };
}

/**
 * `POST /fhir/Observation/$aggregate`: a person's latest records, or their values by day, month or year. Registered
 * by the FHIR plugin (fhir-routes.ts), which reads `application/fhir+json` and answers errors as OperationOutcomes.
 */
export const aggregateRoutes: FastifyPluginAsync<AggregateRoutesOptions> = async (
  app,
  { db, authenticateUser, now },
) => {
  app.post(
    '/fhir/Observation/$aggregate',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: "Latest records of a code, or a period's values by day, month or year in a time zone",
        description:
          'Body: a FHIR `Parameters` with one `lifelog` parameter whose parts are `subject`, `type` (recent | hour | ' +
          'date | month | year), `code`, `upperCode`, `page` and `rows` (recent), or `period`, `aggregation` ' +
          '(average | sum | maximum | minimum | std-dev | variance) and `timeZone` (default Asia/Seoul). ' +
          '`code` and `upperCode` are Codings with both `system` and `code`, matched together (a code without ' +
          'its system, or in a system the catalogue does not use, answers 400 M0187 `parameter.part.code`). ' +
          'A wrong part answers 400 M0187 naming it, e.g. `parameter.part.aggregation`. Recent weights, blood ' +
          "pressures and glucoses include those of the person's checkups, read from the DiagnosticReport (not " +
          'stored twice) and marked by `derivedFrom` with its reference.',
        tags: ['fhir'],
        security: [{ bearer: [scopes.read] }],
        querystring: languageQuerySchema,
        // The parts are checked by parseAggregateParameters, which names the part at fault.
        body: { type: 'object' },
        response: {
          ...fhirSuccess(200, 'FHIR Parameters'),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply): Promise<Parameters> => {
      checkStorableJson(request.body, 'Parameters');
      const query = parseAggregateParameters(request.body, now());
      const caller = { principal: principalOf(request), log: request.log };
      const readable = await resolveReadableSubject(db, caller, query.subject, 'parameter.part.subject');
      // Of a person who shares some life-log types through a channel, only those records' values: the record's
      // code is the panel's when a component is asked for (codes are matched together with their systems).
      const recordCode = query.upperCode ?? query.code;
      const isRecordCode = (coding: SystemCode) =>
        coding.system === recordCode.system && coding.code === recordCode.code;
      if (readable.onlyCodings?.some(isRecordCode) === false) {
        throw refuse(caller, `Patient/${readable.subject}`, 'read');
      }
      const subject = readable.subject;
      reply.type(fhirJsonType);
      if (query.type === 'recent') {
        // A checkup's measurements of the type are part of its history, read from the report (issue 32.3).
        const typeKey = lifelogTypeKeys.find((key) => isRecordCode(lifelogCodes[key].coding));
        const fromCheckups = typeKey ? await checkupRecords(db, subject, typeKey) : [];
        const { total, records } = await recentRecords(db, subject, query, fromCheckups);
        return {
          resourceType: 'Parameters',
          parameter: [
            { name: 'total', valueInteger: total },
            ...records.map((resource) => ({ name: 'record', resource })),
          ],
        };
      }
      const buckets = await aggregateValues(db, subject, query);
      return { resourceType: 'Parameters', parameter: buckets.map(bucketParameter) };
    },
  );
};
