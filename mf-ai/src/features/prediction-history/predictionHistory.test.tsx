/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter } from 'shared-kernel';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import type { PredictionResult } from 'shared-kernel/isomorphic';
import { ascvdResult, esrdResult } from '../prediction-common/testing/predictionFixtures';
import { PredictionHistoryPage } from './PredictionHistoryPage';

function TestRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/ai-prediction/history" element={<PredictionHistoryPage />} />
      </Routes>
    </AppRouter>
  );
}

const route = 'GET /api/user/predict/11/history';

/** 25 results, newest first: one a day from 2026.11.25 back to 2026.11.01, the risk falling 0.5 points a day. */
const allResults: PredictionResult[] = Array.from({ length: 25 }, (_, index) => ({
  ...ascvdResult,
  id: `r-${index}`,
  risk: 8 + index * 0.5,
  band: 8 + index * 0.5 >= 7.5 ? 'intermediate' : 'borderline',
  severity: 'moderate',
  computedAt: `2026-11-${String(25 - index).padStart(2, '0')}T09:00:00+09:00`,
}));

function api(results: PredictionResult[]) {
  return fakeApi().on(route, (_body, { query }) => {
    const page = Number(query.get('page'));
    const rows = Number(query.get('rows'));
    return {
      status: 200,
      data: { total: results.length, results: results.slice((page - 1) * rows, page * rows) },
    };
  });
}

/** Each row as its visible lines. */
function rows(): string[][] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((row) => [...row.children].map((line) => line.textContent ?? ''));
}

beforeEach(() => {
  resetSession();
  logIn();
});

describe('prediction history', () => {
  it('lists 20 results, newest first, each with date, value, band and the change from the one before', async () => {
    const fake = api(allResults);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=11');

    expect(await screen.findByRole('heading', { name: '죽상경화성 심혈관질환 지난 결과' })).toBeTruthy();
    await screen.findByRole('list');
    const shown = rows();
    expect(shown).toHaveLength(20);
    expect(shown[0]).toEqual(['2026.11.258.0%중간', '지난번보다 0.5%p 내렸어요.']);
    // The result before the 20th is on the next page: its change shows once that page is loaded.
    expect(shown[19]).toEqual(['2026.11.0617.5%중간']);
    expect(screen.getByText('전체 25개 중 20개')).toBeTruthy();
    expect(fake.routes()).toEqual([route]);
  });

  it('loads the next 20 with "more", and marks the first result ever', async () => {
    const fake = api(allResults);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=11');

    fireEvent.click(await screen.findByRole('button', { name: '더 보기' }));

    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(rows()[19]).toEqual(['2026.11.0617.5%중간', '지난번보다 0.5%p 내렸어요.']);
    expect(rows()[24]).toEqual(['2026.11.0120.0%중간', '첫 결과예요.']);
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
    expect(fake.routes()).toEqual([route, route]);
  });

  it('says so when the model has no result yet', async () => {
    api([]);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=11');

    expect(await screen.findByRole('region', { name: '아직 지난 결과가 없어요' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '더 보기' })).toBeNull();
  });

  it('says when a result did not change', async () => {
    api([allResults[0] as PredictionResult, { ...(allResults[0] as PredictionResult), id: 'r-same' }]);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=11');

    await screen.findByRole('list');
    expect(rows()[0]?.[1]).toBe('지난번과 같아요.');
  });
});

describe('prediction history of a ClinRisk model', () => {
  it('keeps ClinRisk’s disclaimer with the scores, and none with the others', async () => {
    fakeApi().on('GET /api/user/predict/esrd/history', {
      status: 200,
      data: { total: 1, results: [esrdResult] },
    });
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=esrd');
    expect(await screen.findByRole('heading', { name: '말기 신부전 지난 결과' })).toBeTruthy();
    expect(await screen.findByText(/^이 점수는 ClinRisk Ltd의 오픈소스 코드로 계산했어요\./)).toBeTruthy();

    api(allResults);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=11');
    await screen.findByRole('heading', { name: '죽상경화성 심혈관질환 지난 결과' });
    await screen.findAllByText(/2026\.11\.25/);
    expect(screen.queryByText(/ClinRisk/)).toBeNull();
  });

  it('carries no ClinRisk disclaimer for an end-stage kidney score from KFRE (eGFR under 60), which is not ClinRisk’s', async () => {
    fakeApi().on('GET /api/user/predict/esrd/history', {
      status: 200,
      data: { total: 1, results: [{ ...esrdResult, variant: 'kfre' }] },
    });
    await renderRemoteAt(TestRoot, '/main/ai-prediction/history?model=esrd');
    await screen.findByRole('heading', { name: '말기 신부전 지난 결과' });
    await screen.findAllByText(/2026\./);
    expect(screen.queryByText(/ClinRisk/)).toBeNull();
  });
});
