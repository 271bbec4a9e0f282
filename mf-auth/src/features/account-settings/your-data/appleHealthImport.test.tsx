/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import koAuth from '../../../../../locales/src/ko/auth.json';
import koMessages from '../../../../../locales/src/ko/messages.json';
import { RemoteRoot } from '../../../RemoteRoot';
import { acknowledgeAlert } from '../../../testing/dialogs';

const texts = koAuth.yourData;
const base = '/api/service/lifelog/apple-health-imports';
const jobId = '3f1c1c9e-8d1a-4d7e-9a51-0d6b2b1f7a10';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  resetSession();
  logIn();
  api = fakeApi().on('GET /api/user', { status: 200, data: demoUser });
});

const job = (status: string, counts: Record<string, unknown> = {}, failureCode: string | null = null) => ({
  jobId,
  status,
  fileFormat: 'zip',
  fileBytes: 2048,
  createdAt: '2026-03-02T00:00:00.000Z',
  finishedAt: null,
  failureCode,
  counts: {
    read: 0,
    imported: 0,
    duplicates: 0,
    notSupported: {},
    refused: {},
    bytesRead: 0,
    totalBytes: 4096,
    ...counts,
  },
});

const countOf = (term: string) => screen.getByText(term).nextElementSibling?.textContent;

async function chooseAndImport() {
  await renderRemoteAt(RemoteRoot, '/user/myChn/setting/your-data');
  const input = await screen.findByLabelText(texts.appleFileLabel);
  fireEvent.change(input, {
    target: { files: [new File(['PK'], 'export.zip', { type: 'application/zip' })] },
  });
  fireEvent.click(screen.getByRole('button', { name: texts.appleImport }));
}

describe('your data: Apple Health import (issue 31.3)', () => {
  it('uploads the chosen export, follows the job and shows what it imported, skipped, did not support and refused', async () => {
    api
      .on(`GET ${base}`, { status: 200, data: { jobs: [] } })
      .on(`POST ${base}`, { status: 202, data: job('queued') })
      .on(`GET ${base}/${jobId}`, {
        status: 200,
        data: job('completed', {
          read: 9,
          imported: 5,
          duplicates: 2,
          notSupported: { HKQuantityTypeIdentifierActiveEnergyBurned: 1 },
          refused: { M0134: 1 },
          bytesRead: 4096,
        }),
      });

    await chooseAndImport();

    await screen.findByText(texts.appleCompleted, {}, { timeout: 10_000 });
    const bar = screen.getByRole('progressbar', { name: texts.appleProgressLabel });
    expect(bar.getAttribute('value')).toBe('100');
    expect(countOf(texts.appleRead)).toBe('9');
    expect(countOf(texts.imported)).toBe('5');
    expect(countOf(texts.duplicates)).toBe('2');
    expect(countOf(texts.appleNotSupported)).toBe('1');
    expect(countOf(texts.refused)).toBe('1');
    const refusals = screen.getByRole('list', { name: texts.refusedList });
    expect(within(refusals).getByText(`1개: ${koMessages.M0134}`)).toBeTruthy();
    const types = screen.getByRole('list', { name: texts.appleNotSupportedList });
    expect(within(types).getByText('ActiveEnergyBurned: 1')).toBeTruthy();
    expect(api.routes()).toContain(`POST ${base}`);
  });

  it('shows the progress of an import under way when the person comes back, from the share of the file read', async () => {
    api.on(`GET ${base}`, {
      status: 200,
      data: { jobs: [job('running', { read: 40, imported: 40, bytesRead: 1024 })] },
    });
    api.on(`GET ${base}/${jobId}`, {
      status: 200,
      data: job('running', { read: 40, imported: 40, bytesRead: 1024 }),
    });

    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/your-data');

    const bar = await screen.findByRole('progressbar', { name: texts.appleProgressLabel });
    expect(bar.getAttribute('value')).toBe('25');
    expect(
      screen.getByText('가져오는 중: 파일의 25%를 읽었고, 지금까지 40개 기록을 가져왔어요.'),
    ).toBeTruthy();
    // A second file waits until this one is done.
    expect(screen.getByRole('button', { name: texts.appleImport }).hasAttribute('disabled')).toBe(true);
  });

  it('tells the person why an upload was refused (not an Apple Health export, M1190)', async () => {
    api
      .on(`GET ${base}`, { status: 200, data: { jobs: [] } })
      .on(`POST ${base}`, refusal(422, 'M1190', koMessages.M1190, 'file'));

    await chooseAndImport();

    expect(await acknowledgeAlert()).toBe(koMessages.M1190);
  });

  it('says why a job failed (the file broke off, M1194)', async () => {
    api.on(`GET ${base}`, {
      status: 200,
      data: { jobs: [job('failed', { read: 3, imported: 3 }, 'M1194')] },
    });

    await renderRemoteAt(RemoteRoot, '/user/myChn/setting/your-data');

    expect(await screen.findByText(`가져오기가 멈췄어요: ${koMessages.M1194}`)).toBeTruthy();
  });
});
