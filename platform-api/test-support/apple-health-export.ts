import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import yazl from 'yazl';

/** The start of a Health app export: its XML declaration and the DTD it ships (declarations only, no entity). */
export const appleExportPrologue = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
]>
<HealthData locale="ko_KR">
 <ExportDate value="2026-03-02 10:00:00 +0900"/>
 <Me HKCharacteristicTypeIdentifierDateOfBirth="1985-06-30" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
`;

export const appleExportEpilogue = '</HealthData>\n';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const watchDevice =
  '<<HKDevice: 0x283a1c0f0>, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,1, software:10.2>';

/** A `<Record>` of the export, as the Health app writes it. */
export function appleRecord(fields: {
  type: string;
  start: string;
  end?: string;
  value: string;
  unit?: string;
  sourceName?: string;
  device?: string;
  children?: string;
}): string {
  const attributes: Record<string, string | undefined> = {
    type: fields.type,
    sourceName: fields.sourceName ?? 'iPhone',
    sourceVersion: '17.2',
    device: fields.device,
    unit: fields.unit,
    creationDate: fields.end ?? fields.start,
    startDate: fields.start,
    endDate: fields.end ?? fields.start,
    value: fields.value,
  };
  const text = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}="${escape(value)}"`)
    .join(' ');
  return fields.children ? ` <Record ${text}>\n${fields.children} </Record>\n` : ` <Record ${text}/>\n`;
}

/** A blood pressure as the Health app writes it: the correlation, then the copies of its two halves. */
export function appleBloodPressure(
  at: string,
  systolic: number,
  diastolic: number,
  sourceName = 'Omron',
): string {
  const half = (type: string, value: number) =>
    appleRecord({ type, start: at, value: String(value), unit: 'mmHg', sourceName });
  const inner =
    half('HKQuantityTypeIdentifierBloodPressureSystolic', systolic) +
    half('HKQuantityTypeIdentifierBloodPressureDiastolic', diastolic);
  return (
    ` <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="${sourceName}" ` +
    `creationDate="${at}" startDate="${at}" endDate="${at}">\n${inner} </Correlation>\n${inner}`
  );
}

/** A whole export.xml of these records. */
export const appleExportXml = (...records: string[]) =>
  `${appleExportPrologue}${records.join('')}${appleExportEpilogue}`;

/**
 * A small export of every type the app imports, two sources, and what it must not store, with what its import
 * must report: 12 records stored, 3 of types the app has no code for, 1 refused (a weight of 1,500 kg, M0134).
 */
export function sampleAppleExport(): {
  xml: string;
  imported: number;
  notSupported: number;
  refused: Record<string, number>;
} {
  const xml = appleExportXml(
    appleRecord({
      type: 'HKQuantityTypeIdentifierStepCount',
      start: '2026-03-01 08:00:00 +0900',
      end: '2026-03-01 08:10:00 +0900',
      value: '523',
      unit: 'count',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierStepCount',
      start: '2026-03-01 09:00:00 +0900',
      end: '2026-03-01 09:10:00 +0900',
      value: '1200',
      unit: 'count',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierStepCount',
      start: '2026-03-01 09:00:00 +0900',
      end: '2026-03-01 09:10:00 +0900',
      value: '1180',
      unit: 'count',
      sourceName: 'Apple Watch',
      device: watchDevice,
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierHeartRate',
      start: '2026-03-01 08:05:00 +0900',
      value: '72',
      unit: 'count/min',
      sourceName: 'Apple Watch',
      device: watchDevice,
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierHeartRate',
      start: '2026-03-01 08:15:00 +0900',
      value: '88',
      unit: 'count/min',
      sourceName: 'Apple Watch',
      device: watchDevice,
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierBodyMass',
      start: '2026-02-27 07:00:00 +0900',
      value: '61.2',
      unit: 'kg',
      sourceName: 'Withings',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierBodyMass',
      start: '2026-02-28 07:00:00 +0900',
      value: '134.5',
      unit: 'lb',
      sourceName: 'Withings',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierBodyFatPercentage',
      start: '2026-02-28 07:00:00 +0900',
      value: '0.223',
      unit: '%',
      sourceName: 'Withings',
    }),
    appleBloodPressure('2026-03-01 07:30:00 +0900', 128, 82),
    appleRecord({
      type: 'HKQuantityTypeIdentifierBloodGlucose',
      start: '2026-03-01 07:10:00 +0900',
      value: '104',
      unit: 'mg/dL',
      sourceName: 'CareSens',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierBloodGlucose',
      start: '2026-03-01 19:10:00 +0900',
      value: '6.1',
      unit: 'mmol<180.1558800000541>/L',
      sourceName: 'CareSens',
    }),
    appleRecord({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      start: '2026-02-28 23:40:00 +0900',
      end: '2026-03-01 06:10:00 +0900',
      value: 'HKCategoryValueSleepAnalysisAsleepCore',
      sourceName: 'Apple Watch',
      device: watchDevice,
    }),
    appleRecord({
      type: 'HKCategoryTypeIdentifierSleepAnalysis',
      start: '2026-02-28 23:00:00 +0900',
      end: '2026-03-01 06:30:00 +0900',
      value: 'HKCategoryValueSleepAnalysisInBed',
      sourceName: 'iPhone',
    }),
    appleRecord({
      type: 'HKQuantityTypeIdentifierActiveEnergyBurned',
      start: '2026-03-01 08:00:00 +0900',
      value: '12.5',
      unit: 'kcal',
      sourceName: 'Apple Watch',
    }),
    ' <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="30" durationUnit="min" sourceName="Apple Watch" startDate="2026-03-01 18:00:00 +0900" endDate="2026-03-01 18:30:00 +0900"/>\n',
    appleRecord({
      type: 'HKQuantityTypeIdentifierBodyMass',
      start: '2026-02-26 07:00:00 +0900',
      value: '1500',
      unit: 'kg',
      sourceName: 'Withings',
    }),
  );
  return { xml, imported: 12, notSupported: 3, refused: { M0134: 1 } };
}

/** A zip holding `entries` (name → bytes), as the Health app shares its export. */
export async function zipOf(entries: Record<string, Buffer | string>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries))
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Apple's date form, in Seoul time, of `epochMs`. */
function appleDate(epochMs: number): string {
  const seoul = new Date(epochMs + 9 * 3_600_000);
  return (
    `${seoul.getUTCFullYear()}-${pad(seoul.getUTCMonth() + 1)}-${pad(seoul.getUTCDate())} ` +
    `${pad(seoul.getUTCHours())}:${pad(seoul.getUTCMinutes())}:${pad(seoul.getUTCSeconds())} +0900`
  );
}

/**
 * Writes an export.xml of about `targetBytes` to `file`, a record at a time (never built in memory): every minute
 * from `startMs` on, a heart rate, and every ten minutes a step count (two sources); a weight, a blood pressure
 * and a glucose every morning, a night's sleep every day. Answers the bytes and the records written.
 */
export async function writeLargeAppleExport(
  file: string,
  targetBytes: number,
  startMs = Date.UTC(2020, 0, 1),
): Promise<{ bytes: number; records: number }> {
  const out = createWriteStream(file);
  let bytes = 0;
  let records = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(appleExportPrologue);
  for (let minute = 0; bytes < targetBytes; minute += 1) {
    const at = startMs + minute * 60_000;
    const heartRate = 60 + ((minute * 7) % 40);
    await write(
      appleRecord({
        type: 'HKQuantityTypeIdentifierHeartRate',
        start: appleDate(at),
        value: String(heartRate),
        unit: 'count/min',
        sourceName: 'Apple Watch',
        device: watchDevice,
      }),
    );
    records += 1;
    if (minute % 10 === 0) {
      const end = appleDate(at + 600_000);
      await write(
        appleRecord({
          type: 'HKQuantityTypeIdentifierStepCount',
          start: appleDate(at),
          end,
          value: String(100 + (minute % 700)),
          unit: 'count',
        }),
      );
      await write(
        appleRecord({
          type: 'HKQuantityTypeIdentifierStepCount',
          start: appleDate(at),
          end,
          value: String(90 + (minute % 650)),
          unit: 'count',
          sourceName: 'Apple Watch',
          device: watchDevice,
        }),
      );
      records += 2;
    }
    const minuteOfDay = minute % 1440;
    if (minuteOfDay === 0) {
      await write(
        appleRecord({
          type: 'HKCategoryTypeIdentifierSleepAnalysis',
          start: appleDate(at - 7 * 3_600_000),
          end: appleDate(at - 3_600_000),
          value: 'HKCategoryValueSleepAnalysisAsleepCore',
          sourceName: 'Apple Watch',
          device: watchDevice,
        }),
      );
      records += 1;
    }
    if (minuteOfDay === 60) {
      const day = Math.floor(minute / 1440);
      await write(
        appleRecord({
          type: 'HKQuantityTypeIdentifierBodyMass',
          start: appleDate(at),
          value: (60 + (day % 50) / 10).toFixed(1),
          unit: 'kg',
          sourceName: 'Withings',
        }),
      );
      await write(appleBloodPressure(appleDate(at), 110 + (day % 30), 70 + (day % 15)));
      await write(
        appleRecord({
          type: 'HKQuantityTypeIdentifierBloodGlucose',
          start: appleDate(at),
          value: String(85 + (day % 40)),
          unit: 'mg/dL',
          sourceName: 'CareSens',
        }),
      );
      records += 3;
    }
  }
  await write(appleExportEpilogue);
  out.end();
  await once(out, 'finish');
  return { bytes, records };
}
