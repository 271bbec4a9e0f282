/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import koMessages from '../../../../../locales/src/ko/messages.json';
import { RemoteRoot } from '../../../RemoteRoot';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi().on('GET /api/user', { status: 200, data: demoUser });
});

const outcome = (code: string, severity = 'error') => ({
  resourceType: 'OperationOutcome',
  issue: [{ severity, code: 'invalid', details: { coding: [{ code }] } }],
});

async function importFile(contents: string) {
  await renderRemoteAt(RemoteRoot, '/user/myChn/setting/your-data');
  const input = await screen.findByLabelText('FHIR 파일 (.json)');
  fireEvent.change(input, {
    target: { files: [new File([contents], 'export.json', { type: 'application/json' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: '가져오기' }));
  await screen.findByRole('heading', { name: '가져오기 결과' });
}

const countOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

describe('your data: import (issue 31.2)', () => {
  it('is linked from the settings menu', async () => {
    await renderRemoteAt(RemoteRoot, '/user/myChn/setting');
    expect((await screen.findByRole('link', { name: '내 데이터' })).getAttribute('href')).toBe(
      '/user/myChn/setting/your-data',
    );
  });

  it('sends the chosen file to POST /fhir and reports what was imported, skipped and refused, with each reason', async () => {
    api.on('POST /fhir', {
      status: 200,
      data: {
        resourceType: 'Bundle',
        type: 'batch-response',
        entry: [
          { response: { status: '200 OK' } },
          { response: { status: '201 Created' } },
          { response: { status: '200 OK', outcome: outcome('M1184', 'information') } },
          { response: { status: '400 Bad Request', outcome: outcome('M1181') } },
        ],
      },
    });

    await importFile('{"resourceType":"Bundle","type":"collection","entry":[]}');

    expect(countOf('가져온 기록')).toBe('1');
    expect(countOf('이미 있어서 건너뛴 기록')).toBe('1');
    expect(countOf('가져오지 못한 기록')).toBe('1');
    const refusals = screen.getByRole('list', { name: '가져오지 못한 기록과 이유' });
    expect(within(refusals).getByText(`4번째 기록: ${koMessages.M1181}`)).toBeTruthy();
  });

  it('reports a file the API refuses whole (over the size limit) as nothing imported, with the reason', async () => {
    api.on('POST /fhir', { status: 413, data: outcome('M1180') });

    await importFile('{"resourceType":"Bundle","type":"collection","entry":[]}');

    expect(countOf('가져온 기록')).toBe('0');
    expect(screen.getByText(`파일 전체: ${koMessages.M1180}`)).toBeTruthy();
  });

  it('refuses a file that is not JSON without sending it', async () => {
    await importFile('not json');

    expect(screen.getByText(`파일 전체: ${koMessages.M0187}`)).toBeTruthy();
    expect(api.routes()).not.toContain('POST /fhir');
  });
});
