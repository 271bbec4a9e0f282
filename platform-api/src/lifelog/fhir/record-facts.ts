import type { Coding, Observation, ObservationComponent } from 'fhir/r4';
import {
  fhirSystems,
  glucoseMeasurementTimeComponent,
  lifelogTypeOfObservation,
  type GlucoseMeasurementTimeCode,
} from 'shared-kernel/isomorphic';

/** The component of a glucose record naming its test type (spec section 3: `testType`, -1 unspecified). */
export const glucoseTestTypeCoding: Coding = {
  system: fhirSystems.lifelog,
  code: 'testType',
  display: 'Test type',
};

/** The test type of a glucose record without a measurement time: a random test (spec: `testType` -1). */
export const unspecifiedTestTypeCode = '-1';

/** The names of the measurement times as the app shows them in English (locales' lifelog `measurementTimes`). */
const testTypeDisplays: Record<GlucoseMeasurementTimeCode | typeof unspecifiedTestTypeCode, string> = {
  '80001': 'Fasting',
  '80002': 'After a meal',
  '80011': 'Before a meal',
  '80012': 'Before bed',
  '80013': 'Any time',
  [unspecifiedTestTypeCode]: 'Random (time not given)',
};

const isCoding = (coding: Coding, wanted: Coding) =>
  coding.system === wanted.system && coding.code === wanted.code;
const hasCoding = (component: ObservationComponent, wanted: Coding) =>
  (component.code.coding ?? []).some((coding) => isCoding(coding, wanted));

function measurementTimeOf(observation: Observation): GlucoseMeasurementTimeCode | null {
  const component = observation.component?.find((candidate) =>
    hasCoding(candidate, glucoseMeasurementTimeComponent),
  );
  const code = component?.valueCodeableConcept?.coding?.[0]?.code;
  return code !== undefined && Object.hasOwn(testTypeDisplays, code) && code !== unspecifiedTestTypeCode
    ? (code as GlucoseMeasurementTimeCode)
    : null;
}

function testTypeComponent(observation: Observation): ObservationComponent {
  const code = measurementTimeOf(observation) ?? unspecifiedTestTypeCode;
  return {
    code: { coding: [glucoseTestTypeCoding], text: glucoseTestTypeCoding.display },
    valueCodeableConcept: {
      coding: [{ system: fhirSystems.glucoseMeasurementTime, code, display: testTypeDisplays[code] }],
      text: testTypeDisplays[code],
    },
  };
}

/**
 * What a record says of itself once written, in every read, search and export: `issued`, when it was written (the
 * client's own `issued` is kept: a device may know better), and for a blood-glucose record its `testType`
 * (fasting, after a meal, ... as the app records its measurement time; -1, random, without one), derived anew
 * on every write so that it always follows the measurement time.
 */
export function withRecordFacts(observation: Observation, writtenAt: Date): Observation {
  const issued = observation.issued ?? writtenAt.toISOString();
  if (lifelogTypeOfObservation(observation) !== 'bloodGlucose') return { ...observation, issued };
  const others = (observation.component ?? []).filter(
    (component) => !hasCoding(component, glucoseTestTypeCoding),
  );
  return { ...observation, issued, component: [...others, testTypeComponent(observation)] };
}
