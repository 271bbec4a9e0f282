/** @jest-environment jsdom */
import { act, screen, within } from '@testing-library/react';
import { AppRouter, RemoteOverlays } from 'shared-kernel';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import type { MetabolicCriterion, PredictionResult } from 'shared-kernel/isomorphic';
import { forgetOverview, rememberOverview } from '../prediction-common/overviewMemory';
import { overviewWith } from '../prediction-common/testing/predictionFixtures';
import { MetabolicDetailOverlay } from './MetabolicDetailOverlay';

function TestRoot() {
  return (
    <AppRouter>
      <RemoteOverlays overlays={{ MetabolicDivisionDetail: MetabolicDetailOverlay }} />
    </AppRouter>
  );
}

const path = '/main/ai-prediction/MetabolicDivisionDetail';
const route = 'POST /api/user/predict/metabolic-syndrome';

/** Opens the overlay; a result remembered from the overview shows at once, within the render. */
async function openOverlay(): Promise<void> {
  await act(() => renderRemoteAt(TestRoot, path));
}

function metabolicResult(sex: 'male' | 'female', criteria: MetabolicCriterion[]): PredictionResult {
  return {
    id: `ms-${sex}`,
    modelId: 'metabolic-syndrome',
    outcome: 'metabolicSyndrome',
    horizonYears: null,
    criteria,
    present: criteria.filter((criterion) => criterion.met).length >= 3,
    band: criteria.filter((criterion) => criterion.met).length >= 3 ? 'present' : 'absent',
    severity: criteria.filter((criterion) => criterion.met).length >= 3 ? 'high' : 'low',
    contributions: [],
    inputs: { sex },
    inputSources: {},
    age: 52,
    computedAt: '2026-11-21T09:00:00+09:00',
  };
}

/** A woman: waist 88 cm against the Korean cut-off for women (85 cm), HDL 45 against < 50, treated blood pressure. */
const woman = metabolicResult('female', [
  { key: 'waist', met: true, values: [88], threshold: '≥ 85 cm' },
  { key: 'triglyceride', met: false, values: [120], threshold: '≥ 150 mg/dL' },
  { key: 'hdlCholesterol', met: true, values: [45], threshold: '< 50 mg/dL' },
  { key: 'bloodPressure', met: true, values: [124, 80], treated: true, threshold: '≥ 130/85 mmHg' },
  { key: 'fastingGlucose', met: false, values: [94], threshold: '≥ 100 mg/dL' },
]);

/** A man with the same waist and HDL: under the cut-offs for men (90 cm, < 40). */
const man = metabolicResult('male', [
  { key: 'waist', met: false, values: [88], threshold: '≥ 90 cm' },
  { key: 'triglyceride', met: false, values: [120], threshold: '≥ 150 mg/dL' },
  { key: 'hdlCholesterol', met: false, values: [45], threshold: '< 40 mg/dL' },
  { key: 'bloodPressure', met: true, values: [134, 80], threshold: '≥ 130/85 mmHg' },
  { key: 'fastingGlucose', met: false, values: [94], threshold: '≥ 100 mg/dL' },
]);

/** Each criterion card as its visible lines. */
async function criteria(): Promise<string[][]> {
  const list = await screen.findByRole('list', { name: '다섯 가지 기준' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => [...item.children].map((line) => line.textContent ?? ''));
}

beforeEach(() => {
  resetSession();
  forgetOverview();
});

describe('metabolic syndrome detail', () => {
  it('shows a woman each criterion met or not with her value and the threshold for women, from the overview', async () => {
    logIn();
    rememberOverview(overviewWith({ metabolicSyndrome: { status: 'result', result: woman } }));
    const api = fakeApi();
    await openOverlay();

    expect(await criteria()).toEqual([
      ['●허리둘레충족', '내 값: 88 cm', '기준(여성): ≥ 85 cm', '허리둘레 지표 안내'],
      ['○중성지방미충족', '내 값: 120 mg/dL', '기준(여성): ≥ 150 mg/dL', '중성지방 지표 안내'],
      ['●HDL 콜레스테롤충족', '내 값: 45 mg/dL', '기준(여성): < 50 mg/dL', 'HDL 콜레스테롤 지표 안내'],
      [
        '●혈압충족',
        '내 값: 124/80 mmHg',
        '기준(여성): ≥ 130/85 mmHg',
        '혈압약을 먹고 있어 충족으로 봐요.',
        '혈압 지표 안내',
      ],
      ['○공복 혈당미충족', '내 값: 94 mg/dL', '기준(여성): ≥ 100 mg/dL', '공복 혈당 지표 안내'],
    ]);
    expect(screen.getByText('5개 기준 중 3개 충족')).toBeTruthy();
    expect(screen.getByText('5개 기준 중 3개 이상에 해당해 대사증후군에 해당해요.')).toBeTruthy();
    expect(api.routes()).toEqual([]);
  });

  it('shows a man the thresholds for men, computing the result itself when opened directly', async () => {
    logIn({ ...demoUser, userGenderCode: '0001' });
    const api = fakeApi().on(route, { status: 201, data: man });
    await openOverlay();

    const lines = await criteria();
    expect(lines[0]).toEqual([
      '○허리둘레미충족',
      '내 값: 88 cm',
      '기준(남성): ≥ 90 cm',
      '허리둘레 지표 안내',
    ]);
    expect(lines[2]).toEqual([
      '○HDL 콜레스테롤미충족',
      '내 값: 45 mg/dL',
      '기준(남성): < 40 mg/dL',
      'HDL 콜레스테롤 지표 안내',
    ]);
    expect(screen.getByText('해당하는 기준이 3개 미만이라 대사증후군이 아니에요.')).toBeTruthy();
    expect(api.routes()).toEqual([route]);
  });

  it('links each criterion to the index guide of its measurement', async () => {
    logIn();
    rememberOverview(overviewWith({ metabolicSyndrome: { status: 'result', result: woman } }));
    fakeApi();
    await openOverlay();

    const list = await screen.findByRole('list', { name: '다섯 가지 기준' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/main/ai-prediction/idxGuidePopup?idxCode=waistCircumference',
      '/main/ai-prediction/idxGuidePopup?idxCode=triglyceride',
      '/main/ai-prediction/idxGuidePopup?idxCode=hdlCholesterol',
      '/main/ai-prediction/idxGuidePopup?idxCode=sbp',
      '/main/ai-prediction/idxGuidePopup?idxCode=bloodSugarLevel',
    ]);
  });

  it('says with M1087 what is missing when the criteria cannot be judged', async () => {
    logIn();
    fakeApi().on(route, {
      status: 422,
      data: {
        code: 'M1087',
        message: '대사증후군을 예측하기에 데이터가 부족해요.',
        missing: ['waist', 'fastingGlucose'],
      },
    });
    await openOverlay();

    const dialog = await screen.findByRole('dialog', { name: '대사증후군' });
    expect(
      await within(dialog).findByText(
        '대사증후군을 예측하기에 데이터가 부족해요. 필요한 정보: 건강 기록에 입력: 허리둘레, 공복 혈당',
      ),
    ).toBeTruthy();
    const missing = within(dialog).getByRole('list', { name: '아직 없는 정보' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['허리둘레', '공복 혈당']);
    expect(within(missing).getByRole('link', { name: '허리둘레 기록하기' }).getAttribute('href')).toBe(
      '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0014',
    );
    // The fasting glucose form opens at the fasting measurement time (issue 32).
    expect(within(missing).getByRole('link', { name: '공복 혈당 기록하기' }).getAttribute('href')).toBe(
      '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0016&measurementTime=80001',
    );
  });

  it('gives its source: NCEP ATP III with the Korean waist cut-offs', async () => {
    logIn();
    rememberOverview(overviewWith({ metabolicSyndrome: { status: 'result', result: woman } }));
    fakeApi();
    await openOverlay();

    const source = await screen.findByRole('region', { name: '출처' });
    expect(within(source).getByText(/Grundy SM et al\. Circulation 2005.*Lee SY et al\./)).toBeTruthy();
    expect(within(source).getAllByText(/대한비만학회/)).toHaveLength(2);
    expect(within(source).queryByText(/Korean Society/)).toBeNull();
  });
});
