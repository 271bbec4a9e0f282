import type { CodeableConcept, Coding, Observation, Quantity } from 'fhir/r4';
import { roundLifelogValue } from '../units/display';
import { lifelogTypes, type LifelogType, type LifelogTypeKey } from '../units/lifelogTypes';
import { convertUcum, type MeasuredSubstance } from '../units/ucum';
import {
  fhirSystems,
  lifelogCodes,
  lifelogTypeOfCoding,
  type FhirCoding,
  type LifelogCoding,
} from './codings';

/** A code other apps record a life-log type with. */
export interface ObservationEquivalent {
  readonly coding: FhirCoding;
  readonly typeKey: LifelogTypeKey;
}

const loinc = (code: string, display: string): FhirCoding => ({ system: fhirSystems.loinc, code, display });

/**
 * LOINC codes that mean one of the catalogue's types, measured another way: glucose in venous blood or serum
 * (by mass or by amount: mmol/L converts through glucose's molar mass), a weight measured rather than stated,
 * and the two-value blood pressure panel.
 */
export const observationEquivalents: readonly ObservationEquivalent[] = [
  { coding: loinc('2339-0', 'Glucose [Mass/volume] in Blood'), typeKey: 'bloodGlucose' },
  { coding: loinc('2345-7', 'Glucose [Mass/volume] in Serum or Plasma'), typeKey: 'bloodGlucose' },
  { coding: loinc('15074-8', 'Glucose [Moles/volume] in Blood'), typeKey: 'bloodGlucose' },
  { coding: loinc('14749-6', 'Glucose [Moles/volume] in Serum or Plasma'), typeKey: 'bloodGlucose' },
  { coding: loinc('3141-9', 'Body weight Measured'), typeKey: 'weight' },
  { coding: loinc('55284-4', 'Blood pressure systolic and diastolic'), typeKey: 'bloodPressure' },
];

/** The substance each type's values are a concentration of, where mass and amount both occur. */
const substances: Partial<Record<LifelogTypeKey, MeasuredSubstance>> = { bloodGlucose: 'glucose' };

/** The catalogue type a coding means, by its own code or an equivalent one. */
export function lifelogTypeOfEquivalentCoding(coding: Coding): LifelogTypeKey | null {
  const own = lifelogTypeOfCoding(coding);
  if (own) return own;
  const equivalent = observationEquivalents.find(
    (candidate) => candidate.coding.system === coding.system && candidate.coding.code === coding.code,
  );
  return equivalent?.typeKey ?? null;
}

/** Why an Observation cannot become a catalogue record: M1181 an unknown code, M1182 a unit that does not convert. */
export interface CatalogueProblem {
  readonly code: 'M1181' | 'M1182';
  /** FHIR path inside the Observation (`code`, `valueQuantity.code`, `component[1].valueQuantity.code`). */
  readonly path: string;
}

export type CatalogueMapping =
  | { readonly observation: Observation; readonly typeKey: LifelogTypeKey; readonly problem?: undefined }
  | { readonly problem: CatalogueProblem };

const sameCoding = (left: Coding, right: Pick<FhirCoding, 'system' | 'code'>) =>
  left.system === right.system && left.code === right.code;

/**
 * A quantity in the catalogue's unit: untouched when it already is (or is not UCUM at all, which the record
 * rules refuse), else converted and rounded to the type's precision; null when its unit does not convert.
 */
function catalogueQuantity(quantity: Quantity, typeKey: LifelogTypeKey, valueName: string): Quantity | null {
  const type: LifelogType = lifelogTypes[typeKey];
  const unit = type.values.find((candidate) => candidate.name === valueName);
  if (!unit?.ucum || quantity.system !== fhirSystems.ucum || quantity.code === unit.ucum) return quantity;
  if (typeof quantity.value !== 'number' || typeof quantity.code !== 'string') return quantity;
  const converted = convertUcum(quantity.value, quantity.code, unit.ucum, substances[typeKey]);
  if (converted === null) return null;
  return {
    value: roundLifelogValue(typeKey, converted),
    ...(unit.unit ? { unit: unit.unit } : {}),
    system: fhirSystems.ucum,
    code: unit.ucum,
  };
}

/** The type's own coding first, then the codings the record came with (kept: they say where it came from). */
function catalogueCode(concept: CodeableConcept, own: FhirCoding): CodeableConcept {
  const others = (concept.coding ?? []).filter((coding) => !sameCoding(coding, own));
  return {
    coding: [{ system: own.system, code: own.code, display: own.display }, ...others],
    text: concept.text ?? own.display,
  };
}

/**
 * An Observation from elsewhere (an import, another app's POST) as a catalogue record: coded with the type's
 * own code (an equivalent LOINC code is recognised), categorised as the type is, and each value in the type's
 * UCUM unit (a weight in [lb_av] becomes kg, a glucose in mmol/L mg/dL, rounded as the type keeps it). A code the
 * catalogue does not know is M1181 (the app would store it and never show it), a unit that does not convert M1182.
 * The record rules (ranges, decimals) are checked afterwards, on the converted values, as for manual entry.
 */
export function toCatalogueObservation(observation: Observation): CatalogueMapping {
  const typeKey = (observation.code?.coding ?? [])
    .map(lifelogTypeOfEquivalentCoding)
    .find((candidate) => candidate !== null);
  if (!typeKey) return { problem: { code: 'M1181', path: 'code' } };
  const entry: LifelogCoding = lifelogCodes[typeKey];
  const categoryCoding = { system: fhirSystems.observationCategory, code: entry.category };
  const otherCategories = (observation.category ?? []).filter(
    (concept) => !(concept.coding ?? []).some((coding) => sameCoding(coding, categoryCoding)),
  );
  const mapped: Observation = {
    ...observation,
    category: [{ coding: [categoryCoding] }, ...otherCategories],
    code: catalogueCode(observation.code, entry.coding),
  };
  if (!entry.components) {
    const [only] = lifelogTypes[typeKey].values;
    if (only && observation.valueQuantity) {
      const quantity = catalogueQuantity(observation.valueQuantity, typeKey, only.name);
      if (!quantity) return { problem: { code: 'M1182', path: 'valueQuantity.code' } };
      mapped.valueQuantity = quantity;
    }
    return { observation: mapped, typeKey };
  }
  const components = [];
  for (const [index, component] of (observation.component ?? []).entries()) {
    const valueName = Object.entries(entry.components).find(([, coding]) =>
      (component.code?.coding ?? []).some((candidate) => sameCoding(candidate, coding)),
    )?.[0];
    if (valueName === undefined || !component.valueQuantity) {
      components.push(component);
      continue;
    }
    const quantity = catalogueQuantity(component.valueQuantity, typeKey, valueName);
    if (!quantity) return { problem: { code: 'M1182', path: `component[${index}].valueQuantity.code` } };
    components.push({ ...component, valueQuantity: quantity });
  }
  if (observation.component) mapped.component = components;
  return { observation: mapped, typeKey };
}
