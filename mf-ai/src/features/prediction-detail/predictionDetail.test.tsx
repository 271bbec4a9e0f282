/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { AppRouter, bus, dialogs, RemoteOverlays, type OpenDialog } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import type { PredictionInputs, PredictionResult } from 'shared-kernel/isomorphic';
import {
  ascvdResult,
  bodyAgeResult,
  breastCancerResult,
  esrdResult,
  findriscResult,
  lungCancerResult,
} from '../prediction-common/testing/predictionFixtures';
import { PredictionDetailOverlay } from './PredictionDetailOverlay';

function TestRoot() {
  return (
    <AppRouter>
      <RemoteOverlays overlays={{ detail: PredictionDetailOverlay }} />
    </AppRouter>
  );
}

let openDialogs: readonly OpenDialog[] = [];
dialogs.state$.subscribe((open) => {
  openDialogs = open;
});

function api(latest: Record<string, PredictionResult | null>) {
  const fake = fakeApi();
  for (const [modelId, result] of Object.entries(latest)) {
    fake.on(
      `GET /api/user/predict/${modelId}`,
      result ? { status: 200, data: result } : refusal(404, 'M0187', '잘못된 요청이에요.'),
    );
  }
  return fake;
}

async function openDetail(query: string) {
  await renderRemoteAt(TestRoot, `/main/ai-prediction/detail?${query}`);
  return screen.findByRole('dialog');
}

beforeEach(() => {
  resetSession();
  dialogs.closeAll();
  logIn();
});

describe('prediction detail, ten-year view', () => {
  it('shows the risk with its horizon and band', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11&variant=ten-year');

    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('죽상경화성 심혈관질환');
    expect(await within(dialog).findByText('2.1%')).toBeTruthy();
    expect(within(dialog).getByText('10년 안에 죽상경화성 심혈관질환 발생 위험은 2.1%예요.')).toBeTruthy();
    expect(within(dialog).getByText('낮음')).toBeTruthy();
  });

  it('lists what moved the number with each signed effect in words, largest first, leaving out what did not', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    const moved = await within(dialog).findByRole('list', { name: '숫자를 움직인 요인' });
    expect(
      within(moved)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['나이 +1.6%p', '총콜레스테롤 +0.4%p', '수축기 혈압 +0.3%p']);
    expect(within(moved).getByText('내 값 213 mg/dL · 기준 170 mg/dL')).toBeTruthy();
  });

  it("says in words what the bars are measured against: the equation's reference person, age included (issue 35)", async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    await within(dialog).findByRole('list', { name: '숫자를 움직인 요인' });
    expect(
      within(dialog).getByText(
        /기준이 되는 사람과 비교해요: 나이 40세; 총콜레스테롤 170 mg\/dL; 수축기 혈압 110 mmHg; HDL 콜레스테롤 50 mg\/dL\./,
      ),
    ).toBeTruthy();
  });

  it('lists the inputs used with value, unit and where each came from', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    const inputs = await within(dialog).findByRole('region', { name: '계산에 쓴 정보' });
    const rows = within(inputs)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual([
      '성별 여성 (회원 정보)',
      '나이 55세 (회원 정보)',
      '인종 백인 (설문)',
      '총콜레스테롤 213 mg/dL (건강검진 2026.09.14)',
      'HDL 콜레스테롤 50 mg/dL (건강검진 2026.09.14)',
      '수축기 혈압 120 mmHg (건강 기록 2026.11.20)',
      '혈압약 복용 아니요 (설문)',
      '흡연 아니요 (설문)',
      '당뇨병 진단 아니요 (설문)',
    ]);
  });

  it('says a blood pressure is the mean of several readings, from when to when, and by which rule (ko, en, km)', async () => {
    const mean = { count: 3, from: '2026-11-14T08:00:00+09:00', to: '2026-11-20T08:30:00+09:00' };
    const oneDay = { count: 2, from: '2026-11-20T07:00:00+09:00', to: '2026-11-20T21:00:00+09:00' };
    const averaged: PredictionResult = {
      ...ascvdResult,
      inputs: { ...ascvdResult.inputs, systolicBp: 126.3 },
      inputSources: {
        ...ascvdResult.inputSources,
        systolicBp: { kind: 'lifelog', date: mean.to, mean },
        diastolicBp: { kind: 'lifelog', date: oneDay.to, mean: oneDay },
      },
    };
    averaged.inputs.diastolicBp = 81;
    api({ '11': averaged });
    const dialog = await openDetail('model=11');

    const inputs = await within(dialog).findByRole('region', { name: '계산에 쓴 정보' });
    const rowOf = (label: string) => within(inputs).getByText(label).nextElementSibling?.textContent;
    expect(rowOf('수축기 혈압')).toBe('126 mmHg (건강 기록에서 3번 잰 값의 평균 (2026.11.14~2026.11.20))');
    expect(rowOf('이완기 혈압')).toBe('81 mmHg (건강 기록에서 2026.11.20에 2번 잰 값의 평균)');
    expect(within(inputs).getByText(/가장 최근에 잰 날까지 7일 동안 기록한 값의 평균/)).toBeTruthy();
  });

  it('says nothing of a mean when no input is one', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    const inputs = await within(dialog).findByRole('region', { name: '계산에 쓴 정보' });
    expect(within(inputs).queryByText(/평균/)).toBeNull();
  });

  it('shows the source: equation, full citation, population, valid ages and horizon, and says it is no diagnosis', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    const source = await within(dialog).findByRole('region', { name: '출처' });
    expect(
      within(source)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual([
      'ACC/AHA 통합 코호트 공식(Pooled Cohort Equations)',
      'Goff DC Jr et al. 2013 ACC/AHA Guideline on the Assessment of Cardiovascular Risk. Circulation 2014;129(25 Suppl 2):S49-S73',
      '미국의 여러 코호트(ARIC, CHS, CARDIA, 프레이밍햄)를 합친 40~79세 백인과 아프리카계 미국인 남녀',
      '40~79세',
      '10년',
    ]);
    expect(within(dialog).getByText(/진단이 아니에요/)).toBeTruthy();
  });

  it('shows body age against real age instead of a risk, with each factor’s share of the gap in years (issue 35)', async () => {
    api({ '7': bodyAgeResult });
    const dialog = await openDetail('model=7&variant=ten-year');

    expect(await within(dialog).findByText('신체 나이 58세 · 실제 나이 55세')).toBeTruthy();
    expect(within(dialog).getByText('실제 나이보다 3세 많아요')).toBeTruthy();
    const moved = within(dialog).getByRole('list', { name: '실제 나이와 차이 나는 이유' });
    expect(
      within(moved)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['흡연 +4.2세', '수축기 혈압 +1.5세', 'HDL 콜레스테롤 -2.3세']);
    expect(within(dialog).getByText(/모두 더하면 그 차이가 돼요/)).toBeTruthy();
    expect(within(moved).getByText('내 값 138 mmHg · 정상 125 mmHg')).toBeTruthy();
  });

  it('shows FINDRISC as a score out of 26 with its band’s odds and the risk', async () => {
    api({ '13': findriscResult });
    const dialog = await openDetail('model=13');

    expect(await within(dialog).findByText('9/26점')).toBeTruthy();
    expect(
      within(dialog).getByText('이 점수대에서는 10년 안에 약 25명 중 1명꼴로 당뇨병에 걸려요.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('위험도 약 4.0%')).toBeTruthy();
    expect(within(dialog).getByText('나이 +3점')).toBeTruthy();
  });

  it('opens by an alias model id (12 is FINDRISC)', async () => {
    const fake = api({ '13': findriscResult });
    const dialog = await openDetail('model=12');
    expect(await within(dialog).findByText('9/26점')).toBeTruthy();
    expect(fake.routes()).toEqual(['GET /api/user/predict/13']);
  });

  it('links to the standard view, the history and the calculator of the model', async () => {
    api({ '11': ascvdResult });
    const dialog = await openDetail('model=11');

    const actions = await within(dialog).findByRole('navigation', { name: '예측 메뉴' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['기준과 비교하기', '/main/ai-prediction/detail?model=11&variant=standard'],
      ['지난 결과', '/main/ai-prediction/history?model=11'],
      ['가정해 계산해 보기', '/main/ai-prediction/calculator?model=11'],
    ]);
  });
});

describe('prediction detail, standard view', () => {
  const referenceRisk: PredictionResult = { ...ascvdResult, id: undefined, risk: 0.96, contributions: [] };

  it('computes the same person at the model’s reference levels with the calculator and compares the two', async () => {
    const fake = api({ '11': ascvdResult }).on('POST /api/user/predict/calculate/11', {
      status: 200,
      data: referenceRisk,
    });
    const dialog = await openDetail('model=11&variant=standard');

    const comparison = await within(dialog).findByRole('region', { name: '기준 수치와 비교' });
    expect(fake.bodies('POST /api/user/predict/calculate/11')).toEqual([
      {
        sex: 'female',
        age: 55,
        race: 'white',
        totalCholesterol: 170,
        hdlCholesterol: 50,
        systolicBp: 110,
        bpTreated: false,
        smoker: false,
        diabetic: false,
      } satisfies PredictionInputs,
    ]);
    expect(
      within(comparison)
        .getAllByRole('listitem')
        .map((bar) => bar.textContent),
    ).toEqual(['나2.1%', '같은 나이·성별, 기준 수치1.0%']);
    expect(
      within(comparison).getByText('내 결과 2.1%: 기준 수치인 사람(1.0%)보다 1.2%p 높아요.'),
    ).toBeTruthy();
    const levels = within(dialog).getByRole('region', { name: '비교에 쓴 기준 수치' });
    expect(
      within(levels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '총콜레스테롤: 기준 170 mg/dL (내 값 213 mg/dL)',
      '수축기 혈압: 기준 110 mmHg (내 값 120 mmHg)',
    ]);
    expect(within(dialog).getByRole('link', { name: '내 결과 보기' }).getAttribute('href')).toBe(
      '/main/ai-prediction/detail?model=11&variant=ten-year',
    );
  });

  it('keeps the BMI variant: adds no cholesterol the result did not use', async () => {
    const bmiResult: PredictionResult = {
      ...ascvdResult,
      modelId: '10',
      outcome: 'coronaryDisease',
      variant: 'bmi',
      inputs: {
        sex: 'male',
        age: 50,
        bmi: 27.4,
        systolicBp: 132,
        bpTreated: false,
        smoker: true,
        diabetic: false,
      },
    };
    const fake = api({ '10': bmiResult }).on('POST /api/user/predict/calculate/10', {
      status: 200,
      data: { ...bmiResult, risk: 5 },
    });
    const dialog = await openDetail('model=10&variant=standard');

    await within(dialog).findByRole('region', { name: '기준 수치와 비교' });
    expect(fake.bodies('POST /api/user/predict/calculate/10')).toEqual([
      { sex: 'male', age: 50, bmi: 22.5, systolicBp: 125, bpTreated: false, smoker: false, diabetic: false },
    ]);
  });
});

describe('sharing a prediction', () => {
  function shareRequests(act: () => void): unknown[] {
    const requests: unknown[] = [];
    const subscription = bus.on('channel.share-requested').subscribe(({ payload }) => requests.push(payload));
    act();
    subscription.unsubscribe();
    return requests;
  }

  it('keeps the share disabled with M0152 beside it when the model has no result', async () => {
    api({ '11': null });
    const dialog = await openDetail('model=11');

    expect(await within(dialog).findByText('아직 예측 결과가 없어요')).toBeTruthy();
    const share = within(dialog).getByRole('button', { name: '채널에 공유' }) as HTMLButtonElement;
    expect(share.disabled).toBe(true);
    expect(share.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(share.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '예측 결과가 없어서 채널에 공유할 수 없어요.',
    );
    expect(shareRequests(() => fireEvent.click(share))).toEqual([]);
  });

  it.each([
    ['a disease (ASCVD) as 0008', '11', ascvdResult, '0008'],
    ['body age as 0006', '7', bodyAgeResult, '0006'],
    ['a cancer (breast, Gail) as 0007', 'breast-cancer', breastCancerResult, '0007'],
  ] as const)(
    'asks the shell to share %s with the model and the result',
    async (_kind, model, result, actCode) => {
      api({ [model]: result });
      const dialog = await openDetail(`model=${model}`);
      const share = await within(dialog).findByRole('button', { name: '채널에 공유' });

      expect(shareRequests(() => fireEvent.click(share))).toEqual([
        { actCode, params: { predictionModel: model, predictionId: result.id } },
      ]);
      expect(openDialogs).toEqual([]);
    },
  );
});

describe('prediction detail of breast cancer (Gail model)', () => {
  it('shows the 5-year risk with its band and what moved it, in the answers’ words', async () => {
    api({ 'breast-cancer': breastCancerResult });
    const dialog = await openDetail('model=breast-cancer');

    expect(within(dialog).getByRole('heading', { level: 2 }).textContent).toBe('유방암');
    expect(await within(dialog).findByText('5년 안에 유방암 발생 위험은 1.3%예요.')).toBeTruthy();
    expect(within(dialog).getByText('평균')).toBeTruthy();
    const moved = within(dialog).getByRole('list', { name: '숫자를 움직인 요인' });
    expect(within(moved).getByText('내 값 출산 경험 없음 · 기준 19세')).toBeTruthy();
    const inputs = within(dialog).getByRole('region', { name: '계산에 쓴 정보' });
    const rows = within(inputs)
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(
      expect.arrayContaining([
        '초경 나이 11세 (설문)',
        '첫 출산 나이 출산 경험 없음 (설문)',
        '유방 조직검사 횟수 1회 (설문)',
        '조직검사의 비정형 과형성 없음 (설문)',
        '유방암에 걸린 어머니·자매·딸 1명 (설문)',
        '유방암 또는 관련 질환 병력 아니요 (설문)',
      ]),
    );
  });

  it('shows NCI’s caveat about women living in Asia in its source, and offers no calculator', async () => {
    api({ 'breast-cancer': breastCancerResult });
    const dialog = await openDetail('model=breast-cancer');

    const source = await within(dialog).findByRole('region', { name: '출처' });
    const rows = within(source)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toContainEqual(['예측 기간', '5년']);
    expect(rows).toContainEqual(['쓸 수 있는 나이', '35~85세']);
    expect(rows).toContainEqual([
      '주의할 점',
      "미국 국립암연구소(NCI)는 이 도구가 아시아에 사는 여성의 위험을 실제보다 높게 계산할 수 있다고 알려요. 한국 여성만을 위한 자료는 없어서 '그 밖의 아시아계' 자료로 계산해요.",
    ]);
    const actions = within(dialog).getByRole('navigation', { name: '예측 메뉴' });
    expect(within(actions).queryByRole('link', { name: '가정해 계산해 보기' })).toBeNull();
    expect(within(actions).getByRole('link', { name: '지난 결과' })).toBeTruthy();
  });

  it('reads in English and Khmer, caveat included', async () => {
    api({ 'breast-cancer': breastCancerResult });
    const english = await renderRemoteAt(TestRoot, '/main/ai-prediction/detail?model=breast-cancer', 'en');
    expect(await screen.findByText(/within 5 years is 1\.3%/)).toBeTruthy();
    expect(screen.getByText(/may overestimate the risk of women living in Asia/)).toBeTruthy();
    english.unmount();

    await renderRemoteAt(TestRoot, '/main/ai-prediction/detail?model=breast-cancer', 'km');
    expect(await screen.findByText(/អាចប៉ាន់ស្មានហានិភ័យរបស់ស្ត្រីដែលរស់នៅអាស៊ីខ្ពស់ជាងការពិត/)).toBeTruthy();
  });
});

describe('prediction detail of the outcomes of issue 18', () => {
  const clinriskText = /^이 점수는 ClinRisk Ltd의 오픈소스 코드로 계산했어요\..*책임을 지지 않아요\.$/;

  function withQuestionnaire(
    latest: Record<string, PredictionResult>,
    questionnaire: Record<string, unknown>,
  ) {
    return api(latest).on('GET /api/user/predict/questionnaire', {
      status: 200,
      data: { questionnaire, updatedAt: '2026-03-02T01:00:00Z' },
    });
  }

  it('shows a ClinRisk score over its own 5 years with ClinRisk’s disclaimer beside it, never "10 years"', async () => {
    withQuestionnaire({ esrd: esrdResult }, {});
    const dialog = await openDetail('model=esrd');

    expect(await within(dialog).findByText('0.1%')).toBeTruthy();
    expect(within(dialog).getByText('5년 안에 말기 신부전 발생 위험은 0.1%예요.')).toBeTruthy();
    expect(within(dialog).queryByText(/10년/)).toBeNull();
    const note = within(dialog).getByText(clinriskText);
    expect(note.getAttribute('role')).toBe('note');
    // Beside the score: right after the card of the number.
    expect(note.previousElementSibling?.textContent).toContain('0.1%');
    const source = within(dialog).getByRole('region', { name: '출처' });
    expect(within(source).getByText('5년')).toBeTruthy();
    expect(within(source).getByText(/^eGFR 60 미만/)).toBeTruthy();
  });

  it('shows eGFR with the creatinine it was worked out from, its equation and the checkup', async () => {
    withQuestionnaire({ esrd: esrdResult }, {});
    const dialog = await openDetail('model=esrd');

    const inputs = await within(dialog).findByRole('region', { name: '계산에 쓴 정보' });
    expect(within(inputs).getByText('콩팥 기능(eGFR, 사구체여과율)').nextElementSibling?.textContent).toBe(
      '84 mL/min/1.73 m² (크레아티닌 0.9 mg/dL에서 계산(CKD-EPI 2021), 건강검진 2026.09.14)',
    );
    expect(within(inputs).getByText('흡연 상태').nextElementSibling?.textContent).toBe('비흡연 (설문)');
  });

  it('lists the conditions not answered in the questionnaire as counted as absent, with a link to the first', async () => {
    const fake = withQuestionnaire(
      { esrd: esrdResult },
      { kidneyStones: true, heartFailure: false, copd: true, race: 'other' },
    );
    const dialog = await openDetail('model=esrd');

    const list = await within(dialog).findByText(/^답하지 않아 없는 것으로 계산한 항목: /);
    // The model's conditions but the two answered (yes or no), in the catalogue's order.
    expect(list.textContent).toBe(
      '답하지 않아 없는 것으로 계산한 항목: 심근경색·협심증·뇌졸중·일과성 허혈발작, 말초동맥질환, 류마티스관절염, 루푸스(전신홍반루푸스), 부모·형제자매의 콩팥병',
    );
    const link = within(dialog).getByRole('link', { name: '설문에서 답하기' });
    expect(link.getAttribute('href')).toBe('/ai/paper-weight?question=cardiovascularDisease');
    expect(link.getAttribute('aria-describedby')).toBe(list.id);
    expect(fake.routes()).toContain('GET /api/user/predict/questionnaire');
  });

  it('does not count the women’s medicines as absent for a man (QThrombosis reads them for women only)', async () => {
    const manVte: PredictionResult = {
      ...esrdResult,
      id: 'r-vte-1',
      modelId: 'vte',
      outcome: 'venousThromboembolism',
      variant: undefined,
      contributions: [],
      inputs: { sex: 'male', age: 60, bmi: 24, smokingStatus: 'never' },
      inputSources: {
        sex: { kind: 'profile' },
        age: { kind: 'profile' },
        bmi: { kind: 'checkup', date: '2026-09-14T00:00:00+09:00' },
        smokingStatus: { kind: 'questionnaire' },
      },
    };
    withQuestionnaire({ vte: manVte }, { smokingStatus: 'never' });
    const dialog = await openDetail('model=vte');

    const list = await within(dialog).findByText(/^답하지 않아 없는 것으로 계산한 항목: /);
    expect(list.textContent).toContain('만성폐쇄성폐질환');
    expect(list.textContent).not.toMatch(/피임약|타목시펜/);
  });

  it('says nothing is counted as absent once every condition is answered, and loads no questionnaire for a model without conditions', async () => {
    const all = Object.fromEntries(
      ['heartFailure', 'cardiovascularDisease', 'peripheralVascularDisease', 'rheumatoidArthritis'].map(
        (key) => [key, false],
      ),
    );
    withQuestionnaire(
      { esrd: esrdResult },
      { ...all, kidneyStones: true, lupus: false, familyKidneyDisease: false },
    );
    const dialog = await openDetail('model=esrd');
    await within(dialog).findByText('0.1%');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(within(dialog).queryByText(/없는 것으로 계산한/)).toBeNull();

    const fake = api({ '11': ascvdResult });
    const other = await openDetail('model=11');
    await within(other).findByText('2.1%');
    expect(fake.routes()).not.toContain('GET /api/user/predict/questionnaire');
    expect(within(other).queryByText(/ClinRisk/)).toBeNull();
  });

  it('shows lung cancer over 6 years, its smoking history in words, and no ClinRisk disclaimer', async () => {
    withQuestionnaire({ 'lung-cancer': lungCancerResult }, { copd: true });
    const dialog = await openDetail('model=lung-cancer');

    expect(await within(dialog).findByText('6년 안에 폐암 발생 위험은 3.3%예요.')).toBeTruthy();
    expect(within(dialog).queryByText(/10년/)).toBeNull();
    expect(within(dialog).queryByText(/ClinRisk/)).toBeNull();
    const inputs = within(dialog).getByRole('region', { name: '계산에 쓴 정보' });
    const rowOf = (label: string) => within(inputs).getByText(label).nextElementSibling?.textContent;
    expect(rowOf('하루 흡연량')).toBe('하루 20개비 (설문)');
    expect(rowOf('흡연 기간')).toBe('40년 (설문)');
    expect(rowOf('최종 학력')).toBe('고등학교 졸업 (설문)');
    expect(rowOf('만성폐쇄성폐질환(COPD)')).toBe('예 (설문)');
    expect((await within(dialog).findByText(/^답하지 않아 없는 것으로 계산한 항목/)).textContent).toBe(
      '답하지 않아 없는 것으로 계산한 항목: 암 병력, 가족 중 폐암',
    );
  });

  it('reads in English and Khmer', async () => {
    withQuestionnaire({ esrd: esrdResult }, {});
    const english = await renderRemoteAt(TestRoot, '/main/ai-prediction/detail?model=esrd', 'en');
    expect(await screen.findByText(/within 5 years is 0\.1%/)).toBeTruthy();
    expect(
      screen.getByText(/^This score is calculated from the open-source code of ClinRisk Ltd/),
    ).toBeTruthy();
    expect(
      screen.getByText(/from creatinine 0\.9 mg\/dL \(CKD-EPI 2021\), checkup 2026\.09\.14/),
    ).toBeTruthy();
    expect(
      await screen.findByText(/^Not answered, so counted as absent: Heart failure, Heart attack/),
    ).toBeTruthy();
    english.unmount();

    withQuestionnaire({ esrd: esrdResult }, {});
    await renderRemoteAt(TestRoot, '/main/ai-prediction/detail?model=esrd', 'km');
    expect(await screen.findByText(/^ពិន្ទុនេះត្រូវបានគណនាពីកូដប្រភពបើកចំហរបស់ក្រុមហ៊ុន ClinRisk Ltd/)).toBeTruthy();
    expect(await screen.findByText(/^មិនបានឆ្លើយ ដូច្នេះរាប់ថាគ្មាន៖ /)).toBeTruthy();
  });
});
