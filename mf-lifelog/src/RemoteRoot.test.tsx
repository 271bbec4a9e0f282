/** @jest-environment jsdom */
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from './RemoteRoot';

const emptySearchset = {
  status: 200,
  data: { resourceType: 'Bundle', type: 'searchset', total: 0, entry: [] },
};

/** A person with no records at all: every health-data call answers empty. */
function apiOfNewPerson() {
  return fakeApi()
    .on('GET /api/service/interest/item', {
      status: 200,
      data: { interestItems: ['weight', 'bodyMassIndex'] },
    })
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: [] } })
    .on('GET /api/user/sharedUserList', { status: 200, data: { sharedUserList: [], sharedWithMeList: [] } })
    .on('GET /api/service/lifelog/connection', {
      status: 200,
      data: { deviceTypeCode: null, cnncAt: 'N', cnncDt: null },
    })
    .on('GET /fhir/Observation', emptySearchset)
    .on('GET /fhir/DiagnosticReport', emptySearchset)
    .on('POST /fhir', (body) => ({
      status: 200,
      data: {
        resourceType: 'Bundle',
        type: 'batch-response',
        entry: ((body as { entry?: unknown[] }).entry ?? []).map(() => ({
          resource: emptySearchset.data,
          response: { status: '200 OK' },
        })),
      },
    }))
    .on('POST /fhir/Observation/$aggregate', {
      status: 200,
      data: { resourceType: 'Parameters', parameter: [] },
    });
}

describe('mf-lifelog routes', () => {
  beforeEach(() => {
    resetSession();
    logIn();
    apiOfNewPerson();
  });

  it('shows the my-health page of a person with no records, with no made-up measurement', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my');
    expect(await screen.findByRole('heading', { name: '마이 헬스' })).toBeTruthy();
    expect(await screen.findByText('아직 기록된 건강 정보가 없어요')).toBeTruthy();
  });

  it('shows the checkup page with no checkup', async () => {
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    expect(await screen.findByText('건강검진 결과가 없어요')).toBeTruthy();
  });

  it('opens the life-log detail page by type code, at the top level and under /main/my', async () => {
    await renderRemoteAt(RemoteRoot, '/lifelogDetailPage?lifelogTypeCode=0008');
    expect(await screen.findByRole('heading', { name: '걸음 수' })).toBeTruthy();
    resetSession();
    logIn();
    await renderRemoteAt(RemoteRoot, '/main/my/lifelogDetailPage?lifelogTypeCode=0010');
    expect(await screen.findByRole('heading', { name: '체중' })).toBeTruthy();
  });

  it('mounts its overlay over another remote’s page and closes back to that page', async () => {
    await renderRemoteAt(RemoteRoot, '/main/feed/lifelogConnect');
    const dialog = await screen.findByRole('dialog', { name: '건강 앱 연동' });
    expect(document.getElementById('overlay-root')?.contains(dialog)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/feed');
  });
});
