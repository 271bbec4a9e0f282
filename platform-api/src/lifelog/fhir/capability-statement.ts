import type { FastifyInstance, FastifyPluginAsync, HTTPMethods } from 'fastify';
import type {
  CapabilityStatement,
  CapabilityStatementRestResource,
  CapabilityStatementRestResourceInteraction,
  CapabilityStatementRestResourceOperation,
} from 'fhir/r4';
import { scopes } from '../../platform/auth/scopes';
import { bundleInteractions } from './bundle-routes';
import { fhirBaseOf, fhirJsonType, fhirSuccess } from './fhir-json';
import { searchParameters, type SearchableType } from './search-params';

type TypeInteraction = CapabilityStatementRestResourceInteraction['code'];

/** A route of the FHIR API as registered: its method and URL (`/fhir/Observation/:id`). */
export interface FhirRoute {
  method: string;
  url: string;
}

/**
 * What a route under `/fhir` does, read from its method and URL: a type-level interaction, a type-level
 * operation (`$aggregate`), the system's Bundle endpoint, or nothing a client calls by FHIR's rules (metadata).
 */
type RouteMeaning =
  | { kind: 'interaction'; type: string; code: TypeInteraction }
  | { kind: 'operation'; type: string; name: string }
  | { kind: 'system' };

const resourceTypePattern = /^[A-Z][A-Za-z]+$/;

function meaningOf({ method, url }: FhirRoute): RouteMeaning | null {
  const segments = url.replace(/\/$/, '').split('/').slice(1);
  if (segments[0] !== 'fhir') return null;
  const [type, second, third, fourth, ...rest] = segments.slice(1);
  if (type === undefined) return method === 'POST' ? { kind: 'system' } : null;
  if (!resourceTypePattern.test(type) || rest.length > 0) return null;
  const interaction = (code: TypeInteraction): RouteMeaning => ({ kind: 'interaction', type, code });
  if (second === undefined) {
    if (method === 'GET') return interaction('search-type');
    return method === 'POST' ? interaction('create') : null;
  }
  if (second.startsWith('$'))
    return method === 'POST' ? { kind: 'operation', type, name: second.slice(1) } : null;
  if (!second.startsWith(':')) return null;
  if (third === undefined) {
    const codes: Partial<Record<string, TypeInteraction>> = {
      GET: 'read',
      PUT: 'update',
      DELETE: 'delete',
      PATCH: 'patch',
    };
    const code = codes[method];
    return code ? interaction(code) : null;
  }
  if (third === '_history' && fourth?.startsWith(':') && method === 'GET') return interaction('vread');
  // An instance-level operation read by GET (`Patient/{id}/$everything`).
  if (third.startsWith('$') && fourth === undefined && method === 'GET')
    return { kind: 'operation', type, name: third.slice(1) };
  return null;
}

/** Canonical URL of our own operations' definitions. */
const operationDefinitionBase = 'https://fhir.family-health.app/OperationDefinition';

/** Operations FHIR itself defines, which we carry out as defined. */
const standardOperations: Readonly<Record<string, string>> = {
  'Patient-everything': 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
};

const interactionOrder: TypeInteraction[] = [
  'read',
  'vread',
  'update',
  'patch',
  'delete',
  'history-instance',
  'history-type',
  'create',
  'search-type',
];

function isSearchable(type: string): type is SearchableType {
  return Object.hasOwn(searchParameters, type);
}

/**
 * The CapabilityStatement of the routes registered under `/fhir`: each resource type with the interactions its
 * routes carry out, the search parameters its search reads (search-params.ts) and its operations; batch and
 * transaction when the Bundle endpoint is there. Nothing is listed by hand: a route added or removed changes it.
 */
export function capabilityStatementOf(
  routes: readonly FhirRoute[],
  base: string,
  date: Date,
): CapabilityStatement {
  const interactions = new Map<string, Set<TypeInteraction>>();
  const operations = new Map<string, string[]>();
  let hasBundleEndpoint = false;
  for (const route of routes) {
    const meaning = meaningOf(route);
    if (!meaning) continue;
    if (meaning.kind === 'system') {
      hasBundleEndpoint = true;
      continue;
    }
    if (!interactions.has(meaning.type)) interactions.set(meaning.type, new Set());
    if (meaning.kind === 'interaction') interactions.get(meaning.type)?.add(meaning.code);
    else operations.set(meaning.type, [...(operations.get(meaning.type) ?? []), meaning.name]);
  }
  const resource: CapabilityStatementRestResource[] = [...interactions.keys()].sort().map((type) => {
    const codes = interactions.get(type) ?? new Set();
    const typeOperations = operations.get(type) ?? [];
    const operation: CapabilityStatementRestResourceOperation[] = typeOperations.map((name) => ({
      name,
      definition: standardOperations[`${type}-${name}`] ?? `${operationDefinitionBase}/${type}-${name}`,
    }));
    return {
      type,
      interaction: interactionOrder.filter((code) => codes.has(code)).map((code) => ({ code })),
      versioning: codes.has('vread') ? 'versioned' : 'no-version',
      readHistory: codes.has('vread'),
      updateCreate: false,
      conditionalCreate: false,
      conditionalUpdate: false,
      conditionalDelete: 'not-supported',
      ...(codes.has('search-type') && isSearchable(type)
        ? {
            searchParam: searchParameters[type].map(
              ({ name, type: paramType, definition, documentation }) => ({
                name,
                type: paramType,
                ...(definition ? { definition } : {}),
                documentation,
              }),
            ),
          }
        : {}),
      ...(operation.length > 0 ? { operation } : {}),
    };
  });
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: date.toISOString(),
    publisher: 'Family health-care platform',
    kind: 'instance',
    implementation: { description: 'Family health-care platform FHIR API', url: base },
    software: { name: 'platform-api', version: '0.1.0' },
    fhirVersion: '4.0.1',
    format: ['json', 'application/fhir+json', 'application/json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Search results are paged with _count (1-100), _offset, _sort=date|-date and _total=none.',
        security: {
          cors: true,
          service: [
            {
              coding: [
                { system: 'http://terminology.hl7.org/CodeSystem/restful-security-service', code: 'OAuth' },
              ],
            },
          ],
          description: `Bearer access token from /oauth/token; scopes ${scopes.read} and ${scopes.write}.`,
        },
        resource,
        ...(hasBundleEndpoint ? { interaction: bundleInteractions.map((code) => ({ code })) } : {}),
      },
    ],
  };
}

/** Keeps the method and URL of every route registered in `app`'s context from now on (HEAD left out). */
export function collectRoutes(app: FastifyInstance): FhirRoute[] {
  const routes: FhirRoute[] = [];
  app.addHook('onRoute', (options) => {
    const methods: HTTPMethods[] = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method !== 'HEAD' && !options.url.includes('*')) routes.push({ method, url: options.url });
    }
  });
  return routes;
}

export interface MetadataRouteOptions {
  routes: readonly FhirRoute[];
  now: () => Date;
}

/** `GET /fhir/metadata`: the CapabilityStatement, open to anyone (FHIR clients read it before logging in). */
export const metadataRoute: FastifyPluginAsync<MetadataRouteOptions> = async (app, { routes, now }) => {
  app.get(
    '/fhir/metadata',
    {
      schema: {
        summary: 'The CapabilityStatement (what this FHIR API does), generated from its routes',
        tags: ['fhir'],
        response: fhirSuccess(200, 'CapabilityStatement'),
      },
    },
    async (request, reply) =>
      reply.type(fhirJsonType).send(capabilityStatementOf(routes, fhirBaseOf(request), now())),
  );
};
