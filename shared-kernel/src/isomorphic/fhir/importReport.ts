import type { Bundle, OperationOutcome } from 'fhir/r4';

/** An entry of an import the app refused: where it was in the file, the M-code and the FHIR path at fault. */
export interface ImportRefusal {
  /** Its place in the file's entries; undefined when the whole file was refused (a transaction, a size limit). */
  readonly index?: number;
  readonly code: string;
  readonly field?: string;
}

/** What an import did: records stored, records skipped as already there, entries refused. */
export interface ImportReport {
  readonly imported: number;
  readonly duplicates: number;
  readonly refused: readonly ImportRefusal[];
}

/** The M-code an import answers a skipped duplicate with (information, not an error). */
export const duplicateImportCode = 'M1184';

function refusalOf(outcome: OperationOutcome | undefined, index?: number): ImportRefusal {
  const issue = outcome?.issue[0];
  return {
    ...(index === undefined ? {} : { index }),
    code: issue?.details?.coding?.[0]?.code ?? 'M0187',
    ...(issue?.expression?.[0] ? { field: issue.expression[0] } : {}),
  };
}

/**
 * The report of `POST /fhir`'s answer to an import: each entry's `response.status` says it (201 stored, 200 with
 * the M1184 outcome skipped as a duplicate, 4xx refused with its OperationOutcome); an OperationOutcome instead
 * of a Bundle refused the whole file, which then changed nothing. The file's Patient (200, no outcome) is the
 * person importing it and counts as neither.
 */
export function importReportOf(answer: Bundle | OperationOutcome): ImportReport {
  if (answer.resourceType === 'OperationOutcome')
    return { imported: 0, duplicates: 0, refused: [refusalOf(answer)] };
  let imported = 0;
  let duplicates = 0;
  const refused: ImportRefusal[] = [];
  for (const [index, entry] of (answer.entry ?? []).entries()) {
    const status = Number(entry.response?.status.slice(0, 3));
    const outcome = entry.response?.outcome as OperationOutcome | undefined;
    if (status === 201) imported += 1;
    else if (status >= 400) refused.push(refusalOf(outcome, index));
    else if (outcome?.issue.some((issue) => issue.details?.coding?.[0]?.code === duplicateImportCode))
      duplicates += 1;
  }
  return { imported, duplicates, refused };
}
