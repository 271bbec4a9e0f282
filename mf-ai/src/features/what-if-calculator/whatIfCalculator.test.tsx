/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, translate } from 'shared-kernel';
import {
  predictionModelIds,
  type PredictionInputKey,
  type PredictionInputs,
  type PredictionResult,
} from 'shared-kernel/isomorphic';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { esrdResult, lungCancerResult } from '../prediction-common/testing/predictionFixtures';
import { WhatIfCalculatorPage } from './WhatIfCalculatorPage';

function TestRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/ai-prediction/calculator" element={<WhatIfCalculatorPage />} />
      </Routes>
    </AppRouter>
  );
}

beforeEach(() => {
  resetSession();
  logIn();
});

/** An input's name as the `ai` namespace gives it, in the language on screen. */
function inputName(input: PredictionInputKey): string {
  return translate(`ai:inputs.${input}`);
}

function smokerBox(): HTMLInputElement {
  return screen.getByRole('checkbox', { name: '흡연자' }) as HTMLInputElement;
}

function field(input: PredictionInputKey): HTMLInputElement {
  return screen.getByLabelText(inputName(input)) as HTMLInputElement;
}

const ascvdInputs: PredictionInputs = {
  sex: 'male',
  age: 55,
  race: 'other',
  totalCholesterol: 213,
  hdlCholesterol: 50,
  systolicBp: 120,
  bpTreated: false,
  smoker: true,
  diabetic: false,
};

function ascvdResult(inputs: PredictionInputs, risk: number, id?: string): PredictionResult {
  return {
    ...(id && { id }),
    modelId: '11',
    outcome: 'ascvd',
    horizonYears: 10,
    inputs,
    inputSources: {},
    age: inputs.age ?? 0,
    computedAt: '2026-03-02T01:00:00Z',
    risk,
    band: risk >= 7.5 ? 'intermediate' : 'borderline',
    severity: risk >= 7.5 ? 'moderate' : 'low',
    contributions: [],
  };
}

/** The calculator endpoint as a fake that answers by the body: a smoker's risk is 12.4 %, a non-smoker's 7.1 %. */
function ascvdApi() {
  return fakeApi()
    .on('GET /api/user/predict/11', { status: 200, data: ascvdResult(ascvdInputs, 12.4, 'stored-1') })
    .on('POST /api/user/predict/calculate/11', (body) => {
      const inputs = body as PredictionInputs;
      return { status: 200, data: ascvdResult(inputs, inputs.smoker ? 12.4 : 7.1) };
    });
}

function calculate() {
  fireEvent.click(screen.getByRole('button', { name: '계산하기' }));
}

describe('the what-if calculator', () => {
  it("fills the form with the latest result's inputs", async () => {
    ascvdApi();
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByText('2026.03.02 예측 결과에 쓴 값으로 채웠어요.');

    expect((screen.getByLabelText('나이') as HTMLInputElement).value).toBe('55');
    expect((screen.getByLabelText('총콜레스테롤') as HTMLInputElement).value).toBe('213');
    expect(screen.getByLabelText('총콜레스테롤').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getAllByText('mg/dL')).toHaveLength(2);
    expect(field('hdlCholesterol').value).toBe('50');
    expect(field('systolicBp').value).toBe('120');
    expect(field('sex').value).toBe('male');
    expect(field('race').value).toBe('other');
    expect(smokerBox().checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: inputName('bpTreated') })).toHaveProperty('checked', false);
    expect(screen.getByText('계산한 값과 결과는 저장되지 않아요.', { exact: false })).toBeTruthy();
  });

  it('shows the lower risk in words once "smoker" is unticked and the risk calculated again', async () => {
    const api = ascvdApi();
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    const smoker = await screen.findByRole('checkbox', { name: '흡연자' });

    calculate();
    expect(await screen.findByText('앞으로 10년 안에 생길 위험 12.4%')).toBeTruthy();
    expect(screen.getByText('위험은 12.4%로 그대로예요.')).toBeTruthy();

    fireEvent.click(smoker);
    calculate();
    expect(await screen.findByText('앞으로 10년 안에 생길 위험 7.1%')).toBeTruthy();
    expect(screen.getByText('위험이 12.4%에서 7.1%로 낮아져요.')).toBeTruthy();
    expect(api.bodies('POST /api/user/predict/calculate/11')).toEqual([
      ascvdInputs,
      { ...ascvdInputs, smoker: false },
    ]);
    expect(api.routes()).not.toContain('POST /api/user/predict/11');
  });

  it("shows a refused input's message under that input (400 with field)", async () => {
    fakeApi()
      .on('GET /api/user/predict/11', { status: 200, data: ascvdResult(ascvdInputs, 12.4, 'stored-1') })
      .on(
        'POST /api/user/predict/calculate/11',
        refusal(400, 'M0187', 'HDL 콜레스테롤 값을 확인해 주세요.', 'hdlCholesterol'),
      );
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByRole('checkbox', { name: '흡연자' });
    calculate();

    const error = await screen.findByText('HDL 콜레스테롤 값을 확인해 주세요.');
    const hdl = field('hdlCholesterol');
    expect(hdl.getAttribute('aria-invalid')).toBe('true');
    expect(hdl.getAttribute('aria-describedby')).toContain(error.id);
    expect(document.activeElement).toBe(hdl);
    expect(screen.queryByRole('heading', { name: '계산 결과' })).toBeNull();
  });

  it('shows an out-of-range answer (422 M0187) under its input', async () => {
    fakeApi()
      .on('GET /api/user/predict/11', { status: 200, data: ascvdResult(ascvdInputs, 12.4, 'stored-1') })
      .on(
        'POST /api/user/predict/calculate/11',
        refusal(422, 'M0187', '혈압 값이 계산 범위를 벗어났어요.', 'systolicBp'),
      );
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByRole('checkbox', { name: '흡연자' });
    calculate();

    const error = await screen.findByText('혈압 값이 계산 범위를 벗어났어요.');
    expect(field('systolicBp').getAttribute('aria-describedby')).toContain(error.id);
  });

  it("says an age outside the equation's ages before asking the server", async () => {
    const api = ascvdApi();
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByRole('checkbox', { name: '흡연자' });
    fireEvent.change(field('age'), { target: { value: '35' } });
    calculate();

    const error = await screen.findByText('40~79 사이로 입력해 주세요.');
    expect(field('age').getAttribute('aria-describedby')).toContain(error.id);
    expect(api.routes()).not.toContain('POST /api/user/predict/calculate/11');
  });

  it('starts empty without a stored result, and names each missing input under it', async () => {
    const api = fakeApi().on('GET /api/user/predict/11', refusal(404, 'M0187', '잘못된 요청이에요.'));
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByText('저장된 예측 결과가 없어서 빈칸에서 시작해요.');
    expect(field('age').value).toBe('');
    expect(field('sex').value).toBe('');

    fireEvent.change(field('age'), { target: { value: '55' } });
    fireEvent.change(field('totalCholesterol'), { target: { value: 'abc' } });
    calculate();

    expect(await screen.findByText('HDL 콜레스테롤을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('성별을 선택해 주세요.')).toBeTruthy();
    expect(screen.getByText('숫자를 입력해 주세요.')).toBeTruthy();
    expect(field('age').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(field('sex'));
    expect(api.routes()).not.toContain('POST /api/user/predict/calculate/11');
  });

  it('keeps an error while its field is still wrong, and drops it as soon as the field is valid (issue 35.4)', async () => {
    const api = ascvdApi();
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    await screen.findByRole('checkbox', { name: '흡연자' });
    fireEvent.change(field('age'), { target: { value: '35' } });
    calculate();
    await screen.findByText('40~79 사이로 입력해 주세요.');
    expect(field('age').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('age'), { target: { value: '3' } });
    await waitFor(() => expect(field('age').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('40~79 사이로 입력해 주세요.')).toBeTruthy();
    fireEvent.change(field('age'), { target: { value: '45' } });
    await waitFor(() => expect(field('age').getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('40~79 사이로 입력해 주세요.')).toBeNull();
    expect(api.routes()).not.toContain('POST /api/user/predict/calculate/11');
  });

  it("shows the server's message naming the model and what it still misses (422 M1160, issue 32)", async () => {
    const lacking =
      '관상동맥질환 예측에 필요한 정보가 아직 없어요. 필요한 정보: 이 계산기에 입력: 총콜레스테롤, 체질량지수(BMI: 체중과 키)';
    fakeApi()
      .on('GET /api/user/predict/10', {
        status: 200,
        data: { ...ascvdResult(ascvdInputs, 12.4), modelId: '10' },
      })
      .on('POST /api/user/predict/calculate/10', refusal(422, 'M1160', lacking));
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=10');
    await screen.findByRole('checkbox', { name: '흡연자' });
    calculate();
    expect((await screen.findByRole('alert')).textContent).toBe(lacking);
  });

  it("switches to another model and fills in that model's inputs", async () => {
    const api = ascvdApi()
      .on('GET /api/user/predict/13', refusal(404, 'M0187', '잘못된 요청이에요.'))
      .on('POST /api/user/predict/calculate/13', (body) => ({
        status: 200,
        data: {
          ...ascvdResult(body as PredictionInputs, 0),
          modelId: '13',
          outcome: 'diabetes',
          risk: undefined,
          score: 9,
          scoreMax: 26,
          band: 'slightlyElevated',
          severity: 'moderate',
        },
      }));
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11');
    const models = await screen.findByRole('group', { name: '계산할 예측' });
    // Every model of the catalogue but metabolic syndrome and breast cancer, the first four first.
    expect(
      within(models)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual([
      '11',
      '10',
      '7',
      '13',
      ...predictionModelIds.filter(
        (id) => !['11', '10', '7', '13', 'metabolic-syndrome', 'breast-cancer'].includes(id),
      ),
    ]);
    await screen.findByRole('checkbox', { name: '흡연자' });

    fireEvent.click(within(models).getByRole('radio', { name: translate('ai:outcomes.diabetes') }));
    await screen.findByText('저장된 예측 결과가 없어서 빈칸에서 시작해요.');
    expect(window.location.search).toBe('?model=13');
    expect(api.routes()).toContain('GET /api/user/predict/13');
    expect(screen.queryByRole('checkbox', { name: '흡연자' })).toBeNull();
    expect(screen.queryByLabelText(inputName('race'))).toBeNull();

    fireEvent.change(field('sex'), { target: { value: 'female' } });
    fireEvent.change(field('age'), { target: { value: '50' } });
    fireEvent.change(field('bmi'), { target: { value: '26.5' } });
    fireEvent.change(field('waist'), { target: { value: '84' } });
    fireEvent.click(screen.getByRole('checkbox', { name: inputName('dailyActivity') }));
    fireEvent.change(field('familyDiabetes'), { target: { value: 'none' } });
    calculate();

    expect(await screen.findByText('점수 9점 (최고 26점)')).toBeTruthy();
    expect(api.bodies('POST /api/user/predict/calculate/13')).toEqual([
      {
        sex: 'female',
        age: 50,
        bmi: 26.5,
        waist: 84,
        dailyActivity: true,
        dailyVegetables: false,
        everBpMedication: false,
        everHighGlucose: false,
        familyDiabetes: 'none',
      },
    ]);
  });

  it('has a real "Smoker" checkbox and says the change in words in English', async () => {
    ascvdApi();
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=11', 'en');
    const smoker = await screen.findByRole('checkbox', { name: 'Smoker' });
    fireEvent.click(smoker);
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByText('Your risk falls from 12.4% to 7.1%.')).toBeTruthy();
  });
});

describe('the what-if calculator for the outcomes of issue 18', () => {
  const clinriskText = /^이 점수는 ClinRisk Ltd의 오픈소스 코드로 계산했어요\./;

  /** A model with no stored result whose calculation answers `result` with the inputs sent. */
  function modelApi(modelId: string, result: PredictionResult, latest: PredictionResult | null = null) {
    return fakeApi()
      .on(
        `GET /api/user/predict/${modelId}`,
        latest ? { status: 200, data: latest } : refusal(404, 'M0187', '잘못된 요청이에요.'),
      )
      .on(`POST /api/user/predict/calculate/${modelId}`, (body) => ({
        status: 200,
        data: { ...result, id: undefined, inputs: body as PredictionInputs, inputSources: {} },
      }));
  }

  const select = (input: PredictionInputKey, value: string) =>
    fireEvent.change(field(input), { target: { value } });
  const type = (input: PredictionInputKey, value: string) =>
    fireEvent.change(field(input), { target: { value } });
  const shown = (input: PredictionInputKey) => screen.queryByLabelText(inputName(input));

  it('asks lung cancer’s smoking history only as it applies, sends pack-years, and shows the 6-year risk', async () => {
    const api = modelApi('lung-cancer', lungCancerResult);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=lung-cancer');
    await screen.findByText('저장된 예측 결과가 없어서 빈칸에서 시작해요.');

    expect(field('educationLevel').tagName).toBe('SELECT');
    expect(shown('cigarettesPerDay')).toBeNull();
    expect(shown('yearsSinceQuit')).toBeNull();
    // The smoking status says "smokes now"; pack-years are worked out, never typed.
    expect(screen.queryByRole('checkbox', { name: '흡연자' })).toBeNull();
    expect(shown('packYears')).toBeNull();

    select('smokingStatus', 'former');
    expect(shown('yearsSinceQuit')).toBeTruthy();
    select('smokingStatus', 'current');
    expect(shown('yearsSinceQuit')).toBeNull();
    expect(screen.getByText('개비/일')).toBeTruthy();

    const conditions = screen.getByRole('group', { name: '질환과 복용 약' });
    expect(
      within(conditions).getByText(/체크하지 않은 항목은 공식의 원래 계산기처럼 없는 것으로 계산해요/),
    ).toBeTruthy();
    const boxes = within(conditions).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => box.labels?.[0]?.textContent)).toEqual([
      '만성폐쇄성폐질환(COPD)',
      '암 병력',
      '가족 중 폐암',
    ]);
    expect(boxes.every((box) => !box.checked)).toBe(true);

    type('age', '62');
    select('race', 'other');
    select('educationLevel', 'high-school');
    type('bmi', '23.4');
    type('cigarettesPerDay', '20');
    type('smokingYears', '40');
    fireEvent.click(within(conditions).getByRole('checkbox', { name: '만성폐쇄성폐질환(COPD)' }));
    calculate();

    expect(await screen.findByText('앞으로 6년 안에 생길 위험 3.3%')).toBeTruthy();
    expect(screen.queryByText(/10년/)).toBeNull();
    expect(screen.getByText('체크하지 않아 없는 것으로 계산한 항목: 암 병력, 가족 중 폐암')).toBeTruthy();
    expect(screen.getByText(/^만든 대상: /)).toBeTruthy();
    expect(screen.queryByText(clinriskText)).toBeNull();
    expect(api.bodies('POST /api/user/predict/calculate/lung-cancer')).toEqual([
      {
        age: 62,
        race: 'other',
        educationLevel: 'high-school',
        bmi: 23.4,
        smokingStatus: 'current',
        cigarettesPerDay: 20,
        smokingYears: 40,
        yearsSinceQuit: 0,
        packYears: 40,
        copd: true,
      },
    ]);
  });

  it('names a missing smoking history under its field before asking the server', async () => {
    const api = modelApi('lung-cancer', lungCancerResult);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=lung-cancer');
    await screen.findByText('저장된 예측 결과가 없어서 빈칸에서 시작해요.');
    select('smokingStatus', 'former');
    calculate();

    await waitFor(() => expect(field('smokingYears').getAttribute('aria-invalid')).toBe('true'));
    expect(field('yearsSinceQuit').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodies('POST /api/user/predict/calculate/lung-cancer')).toEqual([]);
  });

  it("fills a ClinRisk model's form from the latest result: eGFR and urine ACR in their units, ticked conditions", async () => {
    modelApi('esrd', esrdResult, esrdResult);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=esrd');
    await screen.findByText('2026.11.21 예측 결과에 쓴 값으로 채웠어요.');

    expect(field('egfr').value).toBe('84');
    expect(field('egfr').getAttribute('inputmode')).toBe('decimal');
    expect(screen.getByText('mL/min/1.73 m²')).toBeTruthy();
    expect(field('urineAcr').value).toBe('');
    expect(screen.getByText('mg/g')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: inputName('kidneyStones') })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: inputName('lupus') })).toHaveProperty('checked', false);
    // No diabetes: its type is not asked.
    expect(shown('diabetesType')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: inputName('diabetic') }));
    expect(field('diabetesType').tagName).toBe('SELECT');
  });

  it('shows ClinRisk’s disclaimer and the 5-year horizon beside a ClinRisk result, and asks women’s medicines of women only', async () => {
    const vte: PredictionResult = {
      ...esrdResult,
      modelId: 'vte',
      outcome: 'venousThromboembolism',
      risk: 1.2,
    };
    const api = modelApi('vte', vte);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=vte');
    await screen.findByText('저장된 예측 결과가 없어서 빈칸에서 시작해요.');

    select('sex', 'female');
    expect(field('hrt').tagName).toBe('SELECT');
    expect(screen.getByRole('checkbox', { name: inputName('oralContraceptive') })).toBeTruthy();
    select('sex', 'male');
    expect(shown('hrt')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: inputName('tamoxifen') })).toBeNull();

    type('age', '64');
    type('bmi', '24');
    select('smokingStatus', 'current');
    type('cigarettesPerDay', '12');
    fireEvent.click(screen.getByRole('checkbox', { name: inputName('varicoseVeins') }));
    calculate();

    expect(await screen.findByText('앞으로 5년 안에 생길 위험 1.2%')).toBeTruthy();
    const result = screen.getByRole('region', { name: '계산 결과' });
    expect(within(result).getByText(clinriskText)).toBeTruthy();
    expect(
      within(result).getByText(/^체크하지 않아 없는 것으로 계산한 항목: 항정신병약, 심부전/),
    ).toBeTruthy();
    expect(api.bodies('POST /api/user/predict/calculate/vte')).toEqual([
      { sex: 'male', age: 64, bmi: 24, smokingStatus: 'current', cigarettesPerDay: 12, varicoseVeins: true },
    ]);
  });

  it('reads in English and Khmer', async () => {
    modelApi('lung-cancer', lungCancerResult);
    const english = await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=lung-cancer', 'en');
    expect(await screen.findByRole('group', { name: 'Conditions and medicines' })).toBeTruthy();
    expect(screen.getByText(/A box left unticked counts as absent/)).toBeTruthy();
    expect(screen.getByLabelText('Education')).toBeTruthy();
    english.unmount();

    modelApi('lung-cancer', lungCancerResult);
    await renderRemoteAt(TestRoot, '/main/ai-prediction/calculator?model=lung-cancer', 'km');
    expect(await screen.findByRole('group', { name: 'ជំងឺ និងថ្នាំ' })).toBeTruthy();
    expect(screen.getByLabelText('កម្រិតវប្បធម៌')).toBeTruthy();
  });
});
