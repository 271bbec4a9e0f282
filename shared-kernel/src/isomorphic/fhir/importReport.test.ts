import type { Bundle, OperationOutcome } from 'fhir/r4';
import { importReportOf } from './importReport';

const outcome = (code: string, severity: 'error' | 'information' = 'error'): OperationOutcome => ({
  resourceType: 'OperationOutcome',
  issue: [
    {
      severity,
      code: 'invalid',
      details: { coding: [{ code }] },
      expression: ['Bundle.entry[2].resource.code'],
    },
  ],
});

describe('the report of an import (issue 31)', () => {
  it('counts stored, skipped and refused entries by their answers, the file person counting as neither', () => {
    const answer: Bundle = {
      resourceType: 'Bundle',
      type: 'batch-response',
      entry: [
        { response: { status: '200 OK' } },
        { response: { status: '201 Created' } },
        { response: { status: '400 Bad Request', outcome: outcome('M1181') } },
        { response: { status: '200 OK', outcome: outcome('M1184', 'information') } },
        { response: { status: '201 Created' } },
      ],
    };

    expect(importReportOf(answer)).toEqual({
      imported: 2,
      duplicates: 1,
      refused: [{ index: 2, code: 'M1181', field: 'Bundle.entry[2].resource.code' }],
    });
  });

  it('reports a file refused whole (a transaction, the size limit) as one refusal and nothing stored', () => {
    expect(importReportOf(outcome('M1180'))).toEqual({
      imported: 0,
      duplicates: 0,
      refused: [{ code: 'M1180', field: 'Bundle.entry[2].resource.code' }],
    });
  });
});
