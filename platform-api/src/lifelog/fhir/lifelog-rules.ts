import type { Coding, Observation, Quantity } from 'fhir/r4';
import {
  allGlucoseMeasurementTimeCodes,
  fhirSystems,
  glucoseMeasurementTimeComponent,
  isMCode,
  lifelogCodes,
  lifelogTypeOfObservation,
  lifelogTypes,
  lifelogValueProblem,
  readLifelogRecord,
  type FhirCoding,
  type LifelogCoding,
  type LifelogType,
  type MessageParams,
} from 'shared-kernel/isomorphic';
import { errorCodes } from '../../platform/http/error-codes';
import { invalidResource } from './fhir-errors';

const hasCoding = (codings: readonly Coding[] | undefined, wanted: FhirCoding) =>
  (codings ?? []).some(({ system, code }) => system === wanted.system && code === wanted.code);

/** The UCUM unit the catalogue gives a value: `valueQuantity.system` and `.code` must say it. */
function checkUnit(quantity: Quantity | undefined, ucum: string | undefined, path: string): void {
  if (!quantity || quantity.value === undefined) throw invalidResource(`${path}.value`);
  if (ucum === undefined) return;
  if (quantity.system !== fhirSystems.ucum) throw invalidResource(`${path}.system`);
  if (quantity.code !== ucum) throw invalidResource(`${path}.code`);
}

const ucumOf = (type: LifelogType, valueName: string) =>
  type.values.find((value) => value.name === valueName)?.ucum;

/**
 * Where each value of a catalogue record sits: `valueQuantity`, or the component of a panel value (checked
 * there for its unit). Every value of a panel must be present.
 */
function valuePaths(observation: Observation, coding: LifelogCoding, type: LifelogType, path: string) {
  const paths = new Map<string, string>();
  if (!coding.components) {
    const [only] = type.values;
    if (only) {
      checkUnit(observation.valueQuantity, only.ucum, `${path}.valueQuantity`);
      paths.set(only.name, `${path}.valueQuantity.value`);
    }
    return paths;
  }
  for (const [valueName, componentCoding] of Object.entries(coding.components)) {
    const index = (observation.component ?? []).findIndex((component) =>
      hasCoding(component.code.coding, componentCoding),
    );
    const component = observation.component?.[index];
    if (!component) throw invalidResource(`${path}.component`);
    checkUnit(component.valueQuantity, ucumOf(type, valueName), `${path}.component[${index}].valueQuantity`);
    paths.set(valueName, `${path}.component[${index}].valueQuantity.value`);
  }
  return paths;
}

function checkMeasurementTime(observation: Observation, path: string): void {
  for (const [index, component] of (observation.component ?? []).entries()) {
    if (!hasCoding(component.code.coding, glucoseMeasurementTimeComponent)) continue;
    const code = component.valueCodeableConcept?.coding?.[0]?.code;
    if (!(allGlucoseMeasurementTimeCodes as readonly (string | undefined)[]).includes(code)) {
      throw invalidResource(`${path}.component[${index}].valueCodeableConcept`);
    }
  }
}

/**
 * The numbers of a kernel message's parameters: the error envelope carries numbers only, so a range's unit
 * (which the entry form shows) is left out and the API's text names the range alone.
 */
function numericParams(params: MessageParams | undefined): Record<string, number> | undefined {
  if (!params) return undefined;
  const numbers = Object.entries(params).filter(
    (entry): entry is [string, number] => typeof entry[1] === 'number',
  );
  return numbers.length > 0 ? Object.fromEntries(numbers) : undefined;
}

/**
 * The kernel catalogue's rules for a life-log record (an Observation coded as one of its types): the UCUM unit
 * of each value, then `lifelogValueProblem` (each value's possible range, the decimals of types a person enters
 * by hand, a systolic above its diastolic), with the rule's own M-code (M0134 for a weight out of range, M1123
 * for a systolic one, M1121 for 120/130) and the range it names. Records of other codes pass untouched, and
 * nothing of a refused record is written.
 */
export function checkLifelogRules(observation: Observation, path: string): void {
  const typeKey = lifelogTypeOfObservation(observation);
  if (!typeKey) return;
  const coding: LifelogCoding = lifelogCodes[typeKey];
  const type: LifelogType = lifelogTypes[typeKey];
  const paths = valuePaths(observation, coding, type, path);
  checkMeasurementTime(observation, path);
  const values = readLifelogRecord(observation)?.values ?? {};
  const problem = lifelogValueProblem(typeKey, values);
  if (problem) {
    const code = isMCode(problem.code) ? problem.code : errorCodes.invalidRequest;
    throw invalidResource(paths.get(problem.valueName) ?? path, code, numericParams(problem.params));
  }
}
