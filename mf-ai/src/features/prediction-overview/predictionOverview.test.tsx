/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, bus, translate } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession, type Reply } from 'shared-kernel/testing';
import {
  modelOfOutcome,
  predictionOutcomeKeys,
  predictionOutcomes,
  type PredictionOverview,
} from 'shared-kernel/isomorphic';
import { forgetOverview, rememberedOverview } from '../prediction-common/overviewMemory';
import {
  ascvdResult,
  bodyAgeResult,
  breastCancerResult,
  esrdResult,
  findriscResult,
  lungCancerResult,
  overviewWith,
} from '../prediction-common/testing/predictionFixtures';
import { PredictionOverviewPage } from './PredictionOverviewPage';

function TestRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/ai-prediction" element={<PredictionOverviewPage />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </AppRouter>
  );
}

function answering(...replies: Reply[]) {
  let call = 0;
  return fakeApi().on('POST /api/user/predict', () => replies[Math.min(call++, replies.length - 1)] as Reply);
}

const ok = (overview: PredictionOverview): Reply => ({ status: 200, data: overview });

async function openOverview(overview: PredictionOverview, language: 'ko' | 'en' | 'km' = 'ko') {
  const api = answering(ok(overview));
  await renderRemoteAt(TestRoot, '/main/ai-prediction', language);
  await screen.findByRole('heading', {
    level: 2,
    name: { ko: '신체 나이', en: 'Body age', km: 'អាយុរាងកាយ' }[language],
  });
  return api;
}

const metabolicResult = {
  ...ascvdResult,
  id: 'r-ms-1',
  modelId: 'metabolic-syndrome' as const,
  outcome: 'metabolicSyndrome' as const,
  horizonYears: null,
  risk: undefined,
  criteria: [
    { key: 'waist' as const, met: true, values: [88], threshold: '≥ 85 cm' },
    { key: 'triglyceride' as const, met: true, values: [180], threshold: '≥ 150 mg/dL' },
    { key: 'hdlCholesterol' as const, met: true, values: [42], threshold: '< 50 mg/dL' },
    { key: 'bloodPressure' as const, met: false, values: [120, 78], threshold: '≥ 130/85 mmHg' },
    { key: 'fastingGlucose' as const, met: false, values: [92], threshold: '≥ 100 mg/dL' },
  ],
  present: true,
  band: 'present',
  severity: 'high' as const,
};

beforeEach(() => {
  resetSession();
  forgetOverview();
  logIn();
});

describe('predictions overview', () => {
  it('computes the predictions on open and shows body age against real age, the shares of the gap and its source (issue 35)', async () => {
    const api = await openOverview(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }));

    expect(api.routes()).toEqual(['POST /api/user/predict']);
    const card = screen.getByRole('region', { name: '신체 나이' });
    expect(within(card).getByText('신체 나이 58세 · 실제 나이 55세')).toBeTruthy();
    expect(within(card).getByText('실제 나이보다 3세 많아요')).toBeTruthy();
    expect(within(card).getByText('실제 나이보다 많음')).toBeTruthy();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['흡연 +4.2세', '수축기 혈압 +1.5세', 'HDL 콜레스테롤 -2.3세']);
    expect(within(card).getByRole('heading', { name: '실제 나이와 차이 나는 이유' })).toBeTruthy();
    expect(within(card).getByText(/신체 나이와 실제 나이의 차이 3세를 요인마다 나눈 몫이에요/)).toBeTruthy();
    expect(within(card).queryByText(/^나이 /)).toBeNull();
    expect(
      within(card).getByText("출처: 프레이밍햄 심장 나이(일반 심혈관질환) (D'Agostino 2008)"),
    ).toBeTruthy();
    expect(within(card).getByRole('link', { name: '신체 나이 자세히 보기' }).getAttribute('href')).toBe(
      '/main/ai-prediction/detail?model=7&variant=ten-year',
    );
  });

  it('says that nothing makes a body age equal to the real age differ from it, with no factor listed (issue 35)', async () => {
    const same = {
      ...bodyAgeResult,
      heartAge: 55.02,
      band: 'notOlder',
      severity: 'low' as const,
      contributions: [
        {
          input: 'totalCholesterol' as const,
          value: 181,
          reference: 180,
          effect: 0.02,
          unit: 'years' as const,
        },
      ],
    };
    await openOverview(overviewWith({ bodyAge: { status: 'result', result: same } }));

    const card = screen.getByRole('region', { name: '신체 나이' });
    expect(within(card).getByText('실제 나이와 같아요')).toBeTruthy();
    expect(within(card).queryAllByRole('listitem')).toEqual([]);
    expect(within(card).getByText(/실제 나이와 차이를 만든 요인이 없어요/)).toBeTruthy();
  });

  it("says that a body age over 80 is extended past the data of the equation (D'Agostino 2008 tables end at 80)", async () => {
    const beyond = { ...bodyAgeResult, heartAge: 92.6, age: 62 };
    await openOverview(overviewWith({ bodyAge: { status: 'result', result: beyond } }));

    const card = screen.getByRole('region', { name: '신체 나이' });
    expect(within(card).getByText('신체 나이 93세 · 실제 나이 62세')).toBeTruthy();
    expect(within(card).getByText(/30~74세/)).toBeTruthy();
  });

  it('lists each disease with its risk, horizon and band, linking to its detail', async () => {
    await openOverview(
      overviewWith({
        ascvd: { status: 'result', result: ascvdResult },
        diabetes: { status: 'result', result: findriscResult },
      }),
    );

    const diseases = screen.getByRole('region', { name: '질환' });
    const ascvd = within(diseases).getByRole('link', { name: /죽상경화성 심혈관질환/ });
    expect(ascvd.textContent).toBe('죽상경화성 심혈관질환2.1%10년낮음');
    expect(ascvd.getAttribute('href')).toBe('/main/ai-prediction/detail?model=11&variant=ten-year');
    const diabetes = within(diseases).getByRole('link', { name: /당뇨병/ });
    expect(diabetes.textContent).toBe('당뇨병9/26점약 4.0%10년약간 높음');
    expect(
      within(diseases)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(
      // Every disease the catalogue has a model for, in the catalogue's order.
      predictionOutcomeKeys
        .filter((outcome) => predictionOutcomes[outcome].category === 'disease' && modelOfOutcome(outcome))
        .map((outcome) => translate(`ai:outcomes.${outcome}`)),
    );
  });

  it('shows metabolic syndrome as criteria met and links it to its own detail', async () => {
    await openOverview(overviewWith({ metabolicSyndrome: { status: 'result', result: metabolicResult } }));

    const metabolic = screen.getByRole('link', { name: /대사증후군/ });
    expect(metabolic.textContent).toBe('대사증후군5개 기준 중 3개 충족해당');
    expect(metabolic.getAttribute('href')).toBe('/main/ai-prediction/MetabolicDivisionDetail');
    expect(rememberedOverview()?.entries.find((entry) => entry.outcome === 'metabolicSyndrome')?.status).toBe(
      'result',
    );
  });

  it('says body age lacks data with M0002 naming what it needs and where each is given, the links being listed once above (issue 32)', async () => {
    await openOverview(
      overviewWith({ bodyAge: { status: 'missingInputs', missing: ['systolicBp', 'smoker', 'age'] } }),
    );

    const card = screen.getByRole('region', { name: '신체 나이' });
    expect(
      within(card).getByText(
        '신체 나이를 예측하기에 데이터가 부족해요. 필요한 정보: 건강 기록에 입력: 수축기 혈압; 건강 설문에서 답하기: 흡연; 회원 정보에 입력: 나이',
      ),
    ).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
    const toGive = screen.getByRole('region', { name: '예측에 필요한 기록이 아직 없어요' });
    const missing = within(toGive).getByRole('list', { name: '아직 없는 정보' });
    expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['수축기 혈압', '허리둘레', '흡연', '나이']);
    expect(within(toGive).getByText('회원 정보에서 가져와요')).toBeTruthy();
  });

  it("says each prediction that lacks data in its own words, naming it, never another's (issue 32)", async () => {
    await openOverview(
      overviewWith({
        ascvd: { status: 'missingInputs', missing: ['smoker'] },
        heartAttack: { status: 'missingInputs', missing: ['smoker'] },
        metabolicSyndrome: { status: 'missingInputs', missing: ['waist'] },
      }),
    );

    const diseases = screen.getByRole('region', { name: '질환' });
    expect(
      within(diseases).getByText(
        '죽상경화성 심혈관질환 예측에 필요한 정보가 아직 없어요. 필요한 정보: 건강 설문에서 답하기: 흡연',
      ),
    ).toBeTruthy();
    expect(
      within(diseases).getByText(
        '심근경색 예측에 필요한 정보가 아직 없어요. 필요한 정보: 건강 설문에서 답하기: 흡연',
      ),
    ).toBeTruthy();
    expect(
      within(diseases).getByText(
        '대사증후군을 예측하기에 데이터가 부족해요. 필요한 정보: 건강 기록에 입력: 허리둘레',
      ),
    ).toBeTruthy();
    expect(within(diseases).queryByText(/신체 나이/)).toBeNull();
  });

  it('opens the exact life-log entry form each record link names, over the predictions, the glucose one at fasting (issue 32)', async () => {
    await openOverview(
      overviewWith({
        bodyAge: {
          status: 'missingInputs',
          missing: ['totalCholesterol', 'hdlCholesterol', 'systolicBp', 'diastolicBp', 'bmi'],
        },
        diabetes: { status: 'missingInputs', missing: ['fastingGlucose', 'triglyceride', 'waist'] },
      }),
    );

    const toGive = screen.getByRole('region', { name: '예측에 필요한 기록이 아직 없어요' });
    expect(
      within(toGive)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['총콜레스테롤 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=totalCholesterol'],
      ['HDL 콜레스테롤 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=hdlCholesterol'],
      ['혈압 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0017'],
      ['체중 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0010'],
      ['허리둘레 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0014'],
      ['공복 혈당 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0016&measurementTime=80001'],
      ['중성지방 기록하기', '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0019'],
    ]);
    // Both pressures are one blood-pressure record: one row, one link.
    expect(within(toGive).getByText('수축기 혈압, 이완기 혈압')).toBeTruthy();
  });

  it('links what only the questionnaire asks to its first missing question, once', async () => {
    await openOverview(
      overviewWith({
        bodyAge: { status: 'result', result: bodyAgeResult },
        ascvd: { status: 'missingInputs', missing: ['smoker', 'race'] },
        diabetes: { status: 'missingInputs', missing: ['familyDiabetes'] },
      }),
    );

    const toGive = screen.getByRole('region', { name: '예측을 더 보려면' });
    const answer = within(toGive).getByRole('link', { name: '인종, 흡연, 가족 중 당뇨병: 설문에 답하기' });
    expect(answer.getAttribute('href')).toBe('/ai/paper-weight?question=race');
  });

  it('names the smoking question for smoking', async () => {
    await openOverview(
      overviewWith({
        bodyAge: { status: 'result', result: bodyAgeResult },
        ascvd: { status: 'missingInputs', missing: ['smoker'] },
      }),
    );

    expect(screen.getByRole('link', { name: '흡연: 설문에 답하기' }).getAttribute('href')).toBe(
      '/ai/paper-weight?question=smokingStatus',
    );
  });

  it('lists nothing to give when nothing is missing', async () => {
    const everything = overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } });
    await openOverview({
      entries: everything.entries.filter((entry) => entry.status !== 'missingInputs'),
    });
    expect(screen.queryByRole('list', { name: '아직 없는 정보' })).toBeNull();
  });

  it('computes the predictions again when a life-log is saved (the entry form opens over them)', async () => {
    const api = await openOverview(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }));

    bus.publish('lifelog.changed', { lifelogTypeKey: 'totalCholesterol' });

    await waitFor(() => expect(api.routes()).toEqual(['POST /api/user/predict', 'POST /api/user/predict']));
    expect(await screen.findByRole('region', { name: '신체 나이' })).toBeTruthy();
  });

  it('says for which ages a prediction is when the person is outside them', async () => {
    await openOverview(
      overviewWith({
        bodyAge: { status: 'notApplicable', outOfRange: { input: 'age', min: 30, max: 74 } },
        ascvd: { status: 'notApplicable', outOfRange: { input: 'age', min: 40, max: 79 } },
      }),
    );

    const card = screen.getByRole('region', { name: '신체 나이' });
    expect(within(card).getByText('30~74세에게 쓰는 예측이에요.')).toBeTruthy();
    expect(screen.getByText('40~79세에게 쓰는 예측이에요.')).toBeTruthy();
  });

  it('groups the outcomes without a number under one explanation instead of a card each (demo-mom: 16 of 22)', async () => {
    await openOverview(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }));

    expect(screen.queryByText('이 예측은 제공하지 않아요.')).toBeNull();
    // Only the cancers that can have a number for her keep their cards.
    const cancers = screen.getByRole('region', { name: '암' });
    expect(
      within(cancers)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['유방암', '폐암']);
    const none = screen.getByRole('region', { name: '숫자를 보여 드리지 않는 예측' });
    expect(within(none).getByText(/기록이 부족해서가 아니라/)).toBeTruthy();
    expect(within(none).getByRole('heading', { name: '검증된 공식이 아직 없는 예측' })).toBeTruthy();
    expect(within(none).getByText(/^혈액암, 대장암, .*자궁암$/)).toBeTruthy();
    expect(within(none).getByText(/기록을 더하거나 설문에 답해도 달라지지 않아요/)).toBeTruthy();
    const reasons = within(none).getByText('예측마다 이유 보기');
    expect(reasons.tagName).toBe('SUMMARY');
    expect(
      within(none)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('대장암');
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('says in the same section which predictions are not for her, each with its reason', async () => {
    await openOverview(overviewWith({}));

    const none = screen.getByRole('region', { name: '숫자를 보여 드리지 않는 예측' });
    const notForHer = within(none).getByRole('heading', { name: '나에게 해당하지 않는 예측' })
      .nextElementSibling as HTMLElement;
    const prostate = within(notForHer).getByText('전립선암').parentElement as HTMLElement;
    expect(within(prostate).getByText('남성에게만 해당하는 예측이에요.')).toBeTruthy();
  });

  it('keeps every link and button of a new user’s page few and at least 44×44 CSS px', async () => {
    const newUser = overviewWith({
      bodyAge: {
        status: 'missingInputs',
        missing: ['totalCholesterol', 'hdlCholesterol', 'systolicBp', 'diastolicBp', 'smoker', 'race'],
      },
      coronaryDisease: {
        status: 'missingInputs',
        missing: ['totalCholesterol', 'hdlCholesterol', 'systolicBp', 'smoker', 'bpTreated'],
      },
      ascvd: {
        status: 'missingInputs',
        missing: ['totalCholesterol', 'hdlCholesterol', 'systolicBp', 'smoker', 'race', 'diabetic'],
      },
      diabetes: {
        status: 'missingInputs',
        missing: ['waist', 'bmi', 'dailyActivity', 'dailyVegetables', 'familyDiabetes'],
      },
      metabolicSyndrome: {
        status: 'missingInputs',
        missing: ['waist', 'triglyceride', 'hdlCholesterol', 'systolicBp', 'fastingGlucose'],
      },
      breastCancer: { status: 'missingInputs', missing: ['breastCancerHistory', 'ageAtMenarche'] },
    });
    await openOverview(newUser);

    const targets = [
      ...screen.getAllByRole('link'),
      ...screen.queryAllByRole('button'),
      ...Array.from(document.querySelectorAll('summary')),
    ];
    // Seven entry forms, the questionnaire once, three more, one disclosure (it was 64 small links).
    expect(targets).toHaveLength(12);
    const sized = ['link', 'primary', 'secondary', 'card'];
    for (const target of targets) {
      const inDisclosure = target.tagName === 'SUMMARY' && target.closest('.disclosure');
      expect(inDisclosure || sized.some((name) => target.classList.contains(name))).toBeTruthy();
    }
    const css = readFileSync(join(__dirname, '../prediction-common/prediction.module.css'), 'utf8');
    for (const rule of ['.link {', '.disclosure summary {']) {
      const block = css.slice(css.indexOf(rule), css.indexOf('}', css.indexOf(rule)));
      expect(block).toMatch(/min-height: 2\.75rem/);
      expect(block).toMatch(/min-width: 2\.75rem/);
    }
  });

  it('says when there is not enough data for any prediction, with everything that is missing', async () => {
    await openOverview(overviewWith({ bodyAge: { status: 'missingInputs', missing: ['systolicBp'] } }));

    const empty = screen.getByRole('region', { name: '예측에 필요한 기록이 아직 없어요' });
    expect(
      within(empty)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['수축기 혈압', '허리둘레']);
    expect(within(empty).getByText('아래 정보를 기록하거나 설문에 답하면 예측을 볼 수 있어요.')).toBeTruthy();
  });

  it('links to the calculator, the chat and the introduction', async () => {
    await openOverview(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }));

    const more = screen.getByRole('navigation', { name: '더 보기' });
    expect(
      within(more)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['가정해 계산해 보기', '/main/ai-prediction/calculator'],
      ['AI에게 물어보기', '/main/ai-prediction/aiChat'],
      ['AI 예측 안내', '/ai/intro'],
    ]);
  });

  it('shows a failure with a retry that computes again', async () => {
    const api = answering(
      refusal(500, 'M0073', '서버에 문제가 있어요.'),
      ok(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } })),
    );
    await renderRemoteAt(TestRoot, '/main/ai-prediction');

    expect(await screen.findByText('서버에 문제가 있어요.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));

    expect(await screen.findByText('신체 나이 58세 · 실제 나이 55세')).toBeTruthy();
    expect(api.routes()).toEqual(['POST /api/user/predict', 'POST /api/user/predict']);
  });

  it('shows that it is loading until the predictions are computed', async () => {
    answering(ok(overviewWith({})));
    await renderRemoteAt(TestRoot, '/main/ai-prediction');
    expect(screen.getByRole('status').textContent).toBe('불러오는 중…');
    await screen.findByRole('region', { name: '신체 나이' });
  });

  it('reads in English', async () => {
    await openOverview(
      overviewWith({
        bodyAge: { status: 'result', result: bodyAgeResult },
        ascvd: { status: 'result', result: ascvdResult },
      }),
      'en',
    );

    expect(screen.getByText('Body age 58 · real age 55')).toBeTruthy();
    expect(screen.getByText('3 years older than your real age')).toBeTruthy();
    expect(screen.getByText('Smoking +4.2 years')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Atherosclerotic/ }).textContent).toBe(
      'Atherosclerotic cardiovascular disease2.1%10 yearsLow',
    );
    expect(screen.getAllByText('This prediction is for men only.')).toHaveLength(1);
    const none = screen.getByRole('region', { name: 'Predictions without a number' });
    expect(within(none).getByText('Why, for each').tagName).toBe('SUMMARY');
    expect(screen.getByRole('link', { name: 'Record waist' }).getAttribute('href')).toBe(
      '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0014',
    );
  });

  it('reads in Khmer', async () => {
    await openOverview(overviewWith({ bodyAge: { status: 'result', result: bodyAgeResult } }), 'km');

    expect(screen.getByText('អាយុរាងកាយ 58 ឆ្នាំ · អាយុពិត 55 ឆ្នាំ')).toBeTruthy();
    expect(screen.getByText('ច្រើនជាងអាយុពិត 3 ឆ្នាំ')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'មហារីក' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ការព្យាករដែលគ្មានលេខ' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'ដើម្បីមើលការព្យាករបន្ថែម' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'កត់ត្រាទំហំចង្កេះ' })).toBeTruthy();
  });

  describe('breast cancer', () => {
    it('lists her 5-year risk with its band among the cancers, linking to its detail', async () => {
      await openOverview(overviewWith({ breastCancer: { status: 'result', result: breastCancerResult } }));

      const cancers = screen.getByRole('region', { name: '암' });
      const breast = within(cancers).getByRole('link', { name: /유방암/ });
      expect(breast.textContent).toBe('유방암1.3%5년평균');
      expect(breast.getAttribute('href')).toBe(
        '/main/ai-prediction/detail?model=breast-cancer&variant=ten-year',
      );
    });

    it('asks for her breast-cancer answers in the questionnaire when they are missing', async () => {
      await openOverview(
        overviewWith({
          breastCancer: { status: 'missingInputs', missing: ['breastCancerHistory', 'ageAtMenarche'] },
        }),
      );

      const cancers = screen.getByRole('region', { name: '암' });
      const breast = within(cancers).getByRole('heading', { name: '유방암' }).parentElement as HTMLElement;
      expect(within(breast).getByText(/유방암 또는 관련 질환 병력/)).toBeTruthy();
      expect(within(breast).getByText(/초경 나이/)).toBeTruthy();
    });

    it.each([
      [
        'breastCancerHistory',
        '유방암이나 관련 질환을 진단받았거나, 가슴 방사선 치료를 받았거나, BRCA 유전자 변이가 있는 분에게는 이 도구가 맞지 않아요. 담당 의사와 상의해 주세요.',
      ],
      [
        'race',
        '이 앱의 유방암 공식은 아시아계 미국 여성의 자료만 갖고 있어서, 설문에서 인종을 백인이나 아프리카계 미국인으로 고르면 계산하지 않아요.',
      ],
    ])('says in words why it is not for her (%s)', async (reason, text) => {
      await openOverview(
        overviewWith({ breastCancer: { status: 'notApplicable', notApplicableReason: reason } }),
      );

      const none = screen.getByRole('region', { name: '숫자를 보여 드리지 않는 예측' });
      const breast = within(none).getByText('유방암').parentElement as HTMLElement;
      expect(within(breast).getByText(text)).toBeTruthy();
      expect(within(breast).queryByRole('link')).toBeNull();
    });

    it('says a prediction for women only is not for a man, whose sex is the reason', async () => {
      await openOverview(
        overviewWith({ breastCancer: { status: 'notApplicable', notApplicableReason: 'sex' } }),
      );

      const none = screen.getByRole('region', { name: '숫자를 보여 드리지 않는 예측' });
      const breast = within(none).getByText('유방암').parentElement as HTMLElement;
      expect(within(breast).getByText('여성에게만 해당하는 예측이에요.')).toBeTruthy();
    });

    it('gives the reason in English', async () => {
      await openOverview(
        overviewWith({ breastCancer: { status: 'notApplicable', notApplicableReason: 'race' } }),
        'en',
      );
      expect(screen.getByText(/carries the breast cancer rates of Asian-American women only/)).toBeTruthy();
    });
  });
});

describe('predictions overview, outcomes of issue 18', () => {
  function withQuestionnaire(overview: PredictionOverview, questionnaire: Record<string, unknown> | null) {
    return answering(ok(overview)).on(
      'GET /api/user/predict/questionnaire',
      questionnaire
        ? { status: 200, data: { questionnaire, updatedAt: null } }
        : refusal(500, 'M0073', '서버에 문제가 생겼어요.'),
    );
  }

  async function open(
    overview: PredictionOverview,
    questionnaire: Record<string, unknown> | null,
    language: 'ko' | 'en' = 'ko',
  ) {
    const api = withQuestionnaire(overview, questionnaire);
    await renderRemoteAt(TestRoot, '/main/ai-prediction', language);
    await screen.findByRole('heading', { level: 2, name: language === 'ko' ? '신체 나이' : 'Body age' });
    return api;
  }

  const both = overviewWith({
    endStageRenalDisease: { status: 'result', result: esrdResult },
    lungCancer: { status: 'result', result: lungCancerResult },
  });

  it('shows each new outcome with its own horizon (5 and 6 years), never 10', async () => {
    await open(both, {});
    const esrd = screen.getByRole('link', { name: /말기 신부전/ });
    expect(esrd.textContent).toBe('말기 신부전0.1%5년낮음');
    const lung = screen.getByRole('link', { name: /폐암/ });
    expect(lung.textContent).toBe('폐암3.3%6년높음');
  });

  it('keeps ClinRisk’s disclaimer beside a ClinRisk score, one tap away, and not beside the others', async () => {
    await open(both, {});
    const esrdItem = screen.getByRole('link', { name: /말기 신부전/ }).parentElement as HTMLElement;
    const summary = within(esrdItem).getByText('ClinRisk Ltd의 고지 사항');
    expect(summary.tagName).toBe('SUMMARY');
    expect(within(esrdItem).getByText(/^이 점수는 ClinRisk Ltd의 오픈소스 코드로 계산했어요/)).toBeTruthy();
    const lungItem = screen.getByRole('link', { name: /폐암/ }).parentElement as HTMLElement;
    expect(within(lungItem).queryByText(/ClinRisk/)).toBeNull();
  });

  it('says beside each score how many of its conditions were not answered and so counted as absent', async () => {
    const api = await open(both, { copd: true, cancerHistory: false, kidneyStones: true, lupus: false });
    const lungItem = screen.getByRole('link', { name: /폐암/ }).parentElement as HTMLElement;
    expect(
      await within(lungItem).findByText('답하지 않은 질환·약 1개는 없는 것으로 계산했어요.'),
    ).toBeTruthy();
    const esrdItem = screen.getByRole('link', { name: /말기 신부전/ }).parentElement as HTMLElement;
    expect(within(esrdItem).getByText('답하지 않은 질환·약 5개는 없는 것으로 계산했어요.')).toBeTruthy();
    expect(api.routes().filter((route) => route === 'GET /api/user/predict/questionnaire')).toHaveLength(1);
  });

  it('leaves the count out when the answers cannot be loaded, and asks for none without such a score', async () => {
    await open(both, null);
    await waitFor(() => expect(screen.getByRole('link', { name: /폐암/ })).toBeTruthy());
    expect(screen.queryByText(/없는 것으로 계산했어요/)).toBeNull();

    const api = await open(overviewWith({ ascvd: { status: 'result', result: ascvdResult } }), {});
    expect(api.routes()).not.toContain('GET /api/user/predict/questionnaire');
  });

  it('reads in English', async () => {
    await open(both, {}, 'en');
    expect(screen.getByRole('link', { name: /End-stage renal disease/ }).textContent).toContain('5 years');
    expect(screen.getByText("ClinRisk Ltd's disclaimer")).toBeTruthy();
    expect(
      await screen.findByText('3 conditions or medicines were not answered and are counted as absent.'),
    ).toBeTruthy();
  });
});
