// An outside FHIR client's session against a listening API: fhir-kit-client (an off-the-shelf npm FHIR client,
// ES module only, so it runs in a process of its own rather than inside jest) carries out the interactions of
// the CapabilityStatement and prints what came back, one JSON line per operation, for fhir-client.test.ts to
// check against the official R4 JSON schema.
//
//   node fhir-kit-session.mjs <base URL, e.g. http://127.0.0.1:PORT/fhir> <bearer token> <the caller's fhirResId>
import { Client } from 'fhir-kit-client';

const [baseUrl, token, subject] = process.argv.slice(2);
if (!baseUrl || !token || !subject) {
  console.error('usage: fhir-kit-session.mjs <base URL> <bearer token> <fhirResId>');
  process.exit(2);
}

const client = new Client({ baseUrl, bearerToken: token, customHeaders: { 'Accept-Language': 'en' } });

const weightCoding = { system: 'http://loinc.org', code: '29463-7', display: 'Body weight' };
const weight = (value, effectiveDateTime) => ({
  resourceType: 'Observation',
  status: 'final',
  category: [
    {
      coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'vital-signs' }],
    },
  ],
  code: { coding: [weightCoding] },
  subject: { reference: `Patient/${subject}` },
  effectiveDateTime,
  valueQuantity: { value, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
});

/** The status of a response the client kept (its hidden __response), or of the error it threw. */
const statusOf = (result) => result?.__response?.status;

const results = [];

/**
 * Runs one operation: `expect: 'success'` wants what the client resolves to, `expect: <status>` an error answer
 * with that status (its body, an OperationOutcome, is what comes back).
 */
async function operation(name, expected, run) {
  try {
    const resource = await run();
    results.push({
      name,
      expected,
      ok: expected === 'success',
      status: statusOf(resource) ?? null,
      resource,
    });
    return resource;
  } catch (error) {
    const status = error?.response?.status ?? null;
    results.push({
      name,
      expected,
      ok: expected === status,
      status,
      resource: error?.response?.data ?? null,
      error: String(error?.message ?? error),
    });
    return undefined;
  }
}

await operation('capabilities', 'success', () => client.capabilityStatement());
const created = await operation('create', 'success', () =>
  client.create({ resourceType: 'Observation', body: weight(70.5, '2026-03-01T08:00:00+09:00') }),
);
await operation('create another', 'success', () =>
  client.create({ resourceType: 'Observation', body: weight(70.1, '2026-03-02T08:00:00+09:00') }),
);
await operation('create a third', 'success', () =>
  client.create({ resourceType: 'Observation', body: weight(69.8, '2026-03-03T08:00:00+09:00') }),
);
const id = created?.id ?? 'missing';
await operation('read', 'success', () => client.read({ resourceType: 'Observation', id }));
const updated = await operation('update with If-Match', 'success', () =>
  client.update({
    resourceType: 'Observation',
    id,
    body: { ...weight(70.4, '2026-03-01T08:00:00+09:00'), id },
    options: { headers: { 'If-Match': 'W/"1"' } },
  }),
);
await operation('update with a stale If-Match', 412, () =>
  client.update({
    resourceType: 'Observation',
    id,
    body: { ...weight(70.3, '2026-03-01T08:00:00+09:00'), id },
    options: { headers: { 'If-Match': 'W/"1"' } },
  }),
);
await operation('vread', 'success', () => client.vread({ resourceType: 'Observation', id, version: '1' }));
await operation('vread the current version', 'success', () =>
  client.vread({ resourceType: 'Observation', id, version: updated?.meta?.versionId ?? '2' }),
);
const page = await operation('search', 'success', () =>
  client.search({
    resourceType: 'Observation',
    searchParams: { code: `${weightCoding.system}|${weightCoding.code}`, _count: 2, _format: 'json' },
  }),
);
await operation('next page', 'success', () => client.nextPage({ bundle: page }));
await operation('search DiagnosticReport', 'success', () =>
  client.search({ resourceType: 'DiagnosticReport', searchParams: { date: 'ge2020-01-01' } }),
);
await operation('read Patient', 'success', () => client.read({ resourceType: 'Patient', id: subject }));
await operation('batch', 'success', () =>
  client.batch({
    body: {
      resourceType: 'Bundle',
      type: 'batch',
      entry: [
        { request: { method: 'GET', url: `Observation?code=${weightCoding.code}&_count=1` } },
        { request: { method: 'GET', url: `Observation/${id}` } },
        { request: { method: 'GET', url: 'Observation/00000000-0000-4000-8000-000000000000' } },
      ],
    },
  }),
);
const transaction = await operation('transaction', 'success', () =>
  client.transaction({
    body: {
      resourceType: 'Bundle',
      type: 'transaction',
      entry: [
        {
          resource: {
            ...weight(70.2, '2026-03-04T08:00:00+09:00'),
            identifier: [{ system: 'https://example.org/scale', value: 'reading-1' }],
          },
          request: {
            method: 'POST',
            url: 'Observation',
            ifNoneExist: 'identifier=https://example.org/scale|reading-1',
          },
        },
      ],
    },
  }),
);
await operation('delete', 'success', () => client.delete({ resourceType: 'Observation', id }));
await operation('read after delete', 404, () => client.read({ resourceType: 'Observation', id }));
await operation('search with an unknown parameter', 400, () =>
  client.search({ resourceType: 'Observation', searchParams: { 'not-a-parameter': 'x' } }),
);
const transactionId = transaction?.entry?.[0]?.resource?.id;
if (transactionId) {
  await operation('delete the transaction record', 'success', () =>
    client.delete({ resourceType: 'Observation', id: transactionId }),
  );
}

process.stdout.write(`${JSON.stringify(results)}\n`);
