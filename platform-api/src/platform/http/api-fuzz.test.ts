// Issue 15, "Zero 5xx, nothing half-written": every operation of the OpenAPI document, called with path
// parameters, queries and bodies made from its own schemas and bent with hostile values, answers a 2xx or a 4xx
// (an M-code envelope, or an OperationOutcome under /fhir), never a 5xx.
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { buildLifelogObservation } from 'shared-kernel/isomorphic';
import type { Json } from '../../../test-support/hostile-input';
import {
  operationsOf,
  requestsTo,
  type FuzzRequest,
  type OpenApiDocument,
  type OperationSpec,
} from '../../../test-support/openapi-requests';
import { appClientAuthorization, logIn, openTestApp, type TestApp } from '../../../test-support/test-app';
import { testDatabaseKinds } from '../../../test-support/test-databases';

/**
 * Requests per operation (`FUZZ_RUNS`): 130-odd operations × 12 keep each database's run near 10 s on CI's two
 * cores. A new seed each run (`FUZZ_SEED` repeats one; the log line names it), so runs together cover more.
 */
const runsPerOperation = Number(process.env['FUZZ_RUNS'] ?? 12);
const seed = Number(process.env['FUZZ_SEED'] ?? Math.floor(Math.random() * 2 ** 31));

/** Valid bodies of the operations whose schema says only "an object" (FHIR resources), for the fuzzer to bend. */
function examplesFor(operation: OperationSpec, subject: string): Json[] {
  const observation = buildLifelogObservation({
    typeKey: 'weight',
    subjectId: subject,
    values: { weight: 61.5 },
    effectiveDateTime: '2026-03-01T08:00:00+09:00',
  }) as unknown as Json;
  const key = `${operation.method} ${operation.path}`;
  if (key === 'POST /fhir/Observation' || key === 'PUT /fhir/Observation/{id}') return [observation];
  if (key === 'POST /fhir')
    return ['batch', 'transaction'].map((type) => ({
      resourceType: 'Bundle',
      type,
      entry: [{ resource: observation, request: { method: 'POST', url: 'Observation' } }],
    }));
  if (key === 'POST /fhir/Observation/$aggregate')
    return [
      {
        resourceType: 'Parameters',
        parameter: [
          {
            name: 'lifelog',
            part: [
              { name: 'type', valueCode: 'daily' },
              { name: 'code', valueCoding: { system: 'http://loinc.org', code: '29463-7' } },
              { name: 'period', valuePeriod: { start: '2026-03-01', end: '2026-03-31' } },
              { name: 'aggregation', valueCode: 'avg' },
            ],
          },
        ],
      },
    ];
  return [];
}

/** Query parameters an operation reads without the document naming them (FHIR's search parameters). */
const fhirSearch = ['subject', 'patient', 'code', 'combo-code', 'identifier', 'date', 'category'];
const fhirResults = ['_count', '_offset', '_sort', '_total', '_format', '_elements'];
const undocumentedQuery: Record<string, string[]> = {
  'GET /fhir/Observation': [...fhirSearch, ...fhirResults],
  'GET /fhir/DiagnosticReport': [...fhirSearch, ...fhirResults],
};

/** Calls that end the caller's account or stream without end: run last, or through a real socket. */
const lastOperations = ['POST /api/user/unregister'];
const streamOperation = 'GET /api/service/noti/stream';

interface Failure {
  request: FuzzRequest;
  status: number;
  body: string;
}

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'every operation of the OpenAPI document under hostile input (%s)',
  (_name, kind) => {
    let api: TestApp;
    let token: string;
    let subject: string;
    let document: OpenApiDocument;
    let baseUrl: string;

    beforeAll(async () => {
      api = await openTestApp(kind);
      token = (await logIn(api.app)).access_token;
      const [row] = await api.db.query<{ subject: string }>(
        "SELECT fhir_res_id::text AS subject FROM users WHERE user_id = 'demo'",
      );
      subject = row?.subject ?? '';
      document = (await api.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
      await api.app.listen({ port: 0, host: '127.0.0.1' });
      baseUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      api.app.server.closeAllConnections();
      await api.close();
    });

    function headersFor(operation: OperationSpec, request: FuzzRequest): Record<string, string> {
      return {
        ...(operation.auth === 'bearer' ? { authorization: `Bearer ${token}` } : {}),
        ...(operation.auth === 'client' ? { authorization: appClientAuthorization } : {}),
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
      };
    }

    /** The event stream never ends on its own: its status and first bytes are read over a socket, then it is cut. */
    async function streamCall(operation: OperationSpec, request: FuzzRequest): Promise<Failure | null> {
      const abort = new AbortController();
      try {
        const response = await fetch(baseUrl + request.url, {
          headers: headersFor(operation, request),
          signal: abort.signal,
        });
        const body = response.status >= 500 ? await response.text() : '';
        return response.status >= 500 ? { request, status: response.status, body } : null;
      } finally {
        abort.abort();
      }
    }

    /** An answer that never comes is a failure too (status 0), not a hung test. */
    async function withinTime(
      request: FuzzRequest,
      answer: Promise<Failure | null>,
    ): Promise<Failure | null> {
      let timer: NodeJS.Timeout | undefined;
      const noAnswer = new Promise<Failure>((resolve) => {
        timer = setTimeout(() => resolve({ request, status: 0, body: 'no answer within 10 s' }), 10_000);
      });
      try {
        return await Promise.race([answer, noAnswer]);
      } finally {
        clearTimeout(timer);
      }
    }

    async function call(operation: OperationSpec, request: FuzzRequest): Promise<Failure | null> {
      const response = await api.app.inject({
        method: request.method,
        url: request.url,
        headers: headersFor(operation, request),
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      return answerProblem(request, response);
    }

    function answerProblem(request: FuzzRequest, response: LightMyRequestResponse): Failure | null {
      if (response.statusCode < 400) return null;
      if (response.statusCode >= 500) return { request, status: response.statusCode, body: response.body };
      const body = response.json<{ code?: string; resourceType?: string }>();
      const explained =
        /^M\d{4}$/.test(body.code ?? '') ||
        (request.url.startsWith('/fhir') && body.resourceType === 'OperationOutcome');
      return explained ? null : { request, status: response.statusCode, body: response.body };
    }

    it('answers no request with a 5xx, and every refusal with an M-code', async () => {
      const operations = operationsOf(document).sort(
        (a, b) =>
          Number(lastOperations.includes(`${a.method} ${a.path}`)) -
          Number(lastOperations.includes(`${b.method} ${b.path}`)),
      );
      let requests = 0;
      const failures: Failure[] = [];
      for (const operation of operations) {
        const name = `${operation.method} ${operation.path}`;
        const arbitrary = requestsTo(
          operation,
          document,
          examplesFor(operation, subject),
          undocumentedQuery[name],
        );
        for (const request of fc.sample(arbitrary, { numRuns: runsPerOperation, seed: seed + requests })) {
          requests += 1;
          const failure = await withinTime(
            request,
            name === streamOperation ? streamCall(operation, request) : call(operation, request),
          );
          if (failure) failures.push(failure);
        }
      }
      const fivexx = failures.filter((failure) => failure.status >= 500 || failure.status === 0).length;
      console.log(
        `API fuzz (${kind.name}, FUZZ_SEED=${seed}): ${operations.length} operations, ${requests} requests, ` +
          `${fivexx} answered 5xx, ${failures.length - fivexx} refused without an M-code`,
      );
      expect(
        failures.map(
          ({ request, status, body }) =>
            `${status} ${request.method} ${request.url} ${request.contentType ?? ''} ` +
            `${String(request.payload ?? '').slice(0, 300)}\n  → ${body.slice(0, 300)}`,
        ),
      ).toEqual([]);
    }, 300_000);
  },
);
