/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter } from 'shared-kernel';
import { predictionModelIds } from 'shared-kernel/isomorphic';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { AiIntroPage } from './AiIntroPage';

function TestRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/ai/intro" element={<AiIntroPage />} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </AppRouter>
  );
}

beforeEach(() => {
  resetSession();
  logIn();
  fakeApi().on('GET /api/user/predict/questionnaire', {
    status: 200,
    data: { questionnaire: {}, updatedAt: null },
  });
});

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('the predictions intro (/ai/intro)', () => {
  it('says what the predictions are and that they are not a diagnosis', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro');
    expect(screen.getByRole('heading', { level: 1, name: 'AI 건강 예측 안내' })).toBeTruthy();
    expect(screen.getByText(/발표되고 검증된 계산 공식/)).toBeTruthy();
    expect(screen.getByText(/예측은 진단이 아니에요/)).toBeTruthy();
  });

  it('lists every model with its equation in Korean, horizon, valid ages and source, the papers as published (issue 35)', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro');
    const models = within(section('사용하는 공식')).getAllByRole('article');
    expect(models).toHaveLength(predictionModelIds.length);
    const ascvd = models.find((model) =>
      model.textContent?.includes('ACC/AHA 통합 코호트 공식(Pooled Cohort Equations)'),
    );
    expect(ascvd?.textContent).toContain('앞으로 10년');
    expect(ascvd?.textContent).toContain('40~79세');
    expect(ascvd?.textContent).toContain('Goff DC Jr et al. 2013 ACC/AHA Guideline');
    expect(ascvd?.textContent).toContain('ARIC, CHS, CARDIA');
    expect(within(ascvd as HTMLElement).getByRole('heading', { name: '죽상경화성 심혈관질환' })).toBeTruthy();
    const findrisc = models.find((model) => model.textContent?.includes('FINDRISC(핀란드 당뇨병 위험 점수)'));
    expect(findrisc?.textContent).toContain('Lindström J, Tuomilehto J.');
    expect(findrisc?.textContent).toContain('(핀란드 당뇨병협회의 0~26점 설문지(FINDRISC 양식))');
    const metabolic = models.find((model) => model.textContent?.includes('NCEP ATP III'));
    expect(metabolic?.textContent).toContain('지금 상태 (기간 없음)');
    expect(screen.getByText('프레이밍햄 심장 나이(일반 심혈관질환)')).toBeTruthy();
    expect(screen.getByText('프레이밍햄 일반 심혈관질환 위험')).toBeTruthy();
  });

  it('says that some outcomes have no number, and where the inputs come from', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro');
    const withoutNumber = within(section('숫자가 없는 예측'));
    expect(withoutNumber.getByText('혈액암')).toBeTruthy();
    expect(withoutNumber.queryByText('정맥혈전색전증')).toBeNull();
    expect(withoutNumber.queryByText('당뇨병')).toBeNull();
    const inputs = section('입력값은 어디에서 오나요');
    expect(within(inputs).getByText(/건강 기록:/)).toBeTruthy();
    expect(within(inputs).getByText(/건강검진:/)).toBeTruthy();
    expect(within(inputs).getByText(/건강 설문:/)).toBeTruthy();
  });

  it('leads to the questionnaire and to the predictions', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro');
    expect(screen.getByRole('link', { name: '내 예측 결과 보기' }).getAttribute('href')).toBe(
      '/main/ai-prediction',
    );
    fireEvent.click(screen.getAllByRole('link', { name: '건강 설문 답하기' })[0] as HTMLElement);
    expect(window.location.pathname).toBe('/ai/paper-weight');
  });

  describe('what the questionnaire still lacks (issue 35.21)', () => {
    it('lists only the steps a prediction still needs, with what each unlocks, and one link to the first', async () => {
      fakeApi().on('GET /api/user/predict/questionnaire', {
        status: 200,
        data: { questionnaire: { smokingStatus: 'never', race: 'other' }, updatedAt: null },
      });
      await renderRemoteAt(TestRoot, '/ai/intro');
      const missing = section('아직 필요한 답');
      const items = await within(missing).findAllByRole('listitem');
      const titles = items.map((item) => item.querySelector('strong')?.textContent);
      expect(titles).toContain('심장·혈관 건강');
      expect(titles).toContain('당뇨병 위험 설문 (FINDRISC)');
      expect(titles).not.toContain('흡연');
      expect(titles).not.toContain('진단받은 질환: 심장과 혈관');
      expect(titles).not.toContain('알고 있는 검사 결과');
      const findrisc = items.find((item) => item.textContent?.includes('FINDRISC'));
      expect(findrisc?.textContent).toContain('답하면 계산해요: 당뇨병');
      expect(within(missing).getAllByRole('link')).toHaveLength(1);
      fireEvent.click(within(missing).getByRole('link', { name: '설문 시작하기' }));
      expect(window.location.pathname + window.location.search).toBe('/ai/paper-weight?step=heart');
    });

    it('asks a man nothing of the breast-cancer questions', async () => {
      logIn({ ...demoUser, userGenderCode: '0001' });
      await renderRemoteAt(TestRoot, '/ai/intro');
      const missing = section('아직 필요한 답');
      const items = await within(missing).findAllByRole('listitem');
      expect(items.map((item) => item.querySelector('strong')?.textContent)).not.toContain(
        '유방암 위험 (여성)',
      );
      expect(items[0]?.querySelector('strong')?.textContent).toBe('흡연');
    });

    it('says when nothing the predictions need is missing', async () => {
      logIn({ ...demoUser, userGenderCode: '0001' });
      fakeApi().on('GET /api/user/predict/questionnaire', {
        status: 200,
        data: {
          questionnaire: {
            race: 'other',
            educationLevel: 'college',
            smokingStatus: 'never',
            alcoholIntake: 'none',
            bpTreated: false,
            diabetic: false,
            onStatin: false,
            dailyActivity: true,
            dailyVegetables: true,
            everBpMedication: false,
            everHighGlucose: false,
            familyDiabetes: 'none',
          },
          updatedAt: '2026-03-02T01:00:00Z',
        },
      });
      await renderRemoteAt(TestRoot, '/ai/intro');
      expect(
        await within(section('아직 필요한 답')).findByText('예측에 필요한 설문에는 모두 답했어요.'),
      ).toBeTruthy();
    });

    it('still leads to the questionnaire when the answers cannot be loaded', async () => {
      fakeApi().on('GET /api/user/predict/questionnaire', refusal(500, 'M0073', '서버에 문제가 생겼어요.'));
      await renderRemoteAt(TestRoot, '/ai/intro');
      const link = await within(section('아직 필요한 답')).findByRole('link', { name: '설문 시작하기' });
      expect(link.getAttribute('href')).toBe('/ai/paper-weight');
    });
  });

  it('is in English too', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro', 'en');
    expect(screen.getByRole('heading', { level: 1, name: 'About health predictions' })).toBeTruthy();
    expect(screen.getByText(/A prediction is not a diagnosis/)).toBeTruthy();
    expect(within(section('The equations we use')).getAllByText('Next 10 years').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Answer the health questionnaire' }).length).toBeGreaterThan(
      0,
    );
    expect(
      await within(section('Answers still needed')).findByRole('link', { name: 'Start the questionnaire' }),
    ).toBeTruthy();
  });

  it('is in Khmer too', async () => {
    await renderRemoteAt(TestRoot, '/ai/intro', 'km');
    const missing = section('ចម្លើយដែលនៅត្រូវការ');
    expect(await within(missing).findByRole('link', { name: 'ចាប់ផ្ដើមកម្រងសំណួរ' })).toBeTruthy();
    expect(within(missing).getByText('ការជក់បារី')).toBeTruthy();
  });
});
