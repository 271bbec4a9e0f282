/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, dialogs, type OpenDialog } from 'shared-kernel';
import { demoUser, fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { QuestionnairePage } from './QuestionnairePage';

function TestRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/ai/paper-weight" element={<QuestionnairePage />} />
        <Route path="*" element={<p>other page</p>} />
      </Routes>
    </AppRouter>
  );
}

let openDialogs: readonly OpenDialog[] = [];
const subscription = dialogs.state$.subscribe((open) => {
  openDialogs = open;
});
afterAll(() => subscription.unsubscribe());

beforeEach(() => {
  resetSession();
  logIn();
  dialogs.closeAll();
});

const saved = {
  questionnaire: {
    race: 'other',
    smokingStatus: 'current',
    bpTreated: false,
    familyDiabetes: 'second-degree',
  },
  updatedAt: '2026-03-02T01:00:00Z',
};

function group(legend: string): HTMLElement {
  return screen.getByRole('group', { name: legend });
}

function radio(legend: string, choice: string): HTMLInputElement {
  return within(group(legend)).getByRole('radio', { name: choice }) as HTMLInputElement;
}

const familyLegend = '가족이나 친척 중에 당뇨병(1형 또는 2형) 진단을 받은 사람이 있나요?';

describe('the health questionnaire (/ai/paper-weight)', () => {
  it('opens at the question a prediction link names, focused', async () => {
    fakeApi().on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
    await renderRemoteAt(TestRoot, '/ai/paper-weight?question=familyDiabetes');

    await screen.findByRole('group', { name: familyLegend });
    expect(document.activeElement).toBe(within(group(familyLegend)).getAllByRole('radio')[0]);
  });

  it('focuses no question when the one named is not asked', async () => {
    fakeApi().on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
    await renderRemoteAt(TestRoot, '/ai/paper-weight?question=atypicalHyperplasia');

    await screen.findByRole('group', { name: familyLegend });
    expect(document.activeElement?.tagName).not.toBe('INPUT');
  });

  it('asks every question as a radio group with its legend and help, showing the saved answers', async () => {
    fakeApi().on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
    await renderRemoteAt(TestRoot, '/ai/paper-weight');

    expect(await screen.findByRole('heading', { name: '건강 설문' })).toBeTruthy();
    expect(await screen.findByText('마지막 저장: 2026.03.02')).toBeTruthy();
    expect(radio('인종', '그 밖의 인종 (한국인 포함)').checked).toBe(true);
    expect(group('인종').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/한국인을 포함한 그 밖의 인종은 '그 밖의 인종'을 골라 주세요/)).toBeTruthy();
    expect(radio('담배를 피우나요?', '지금 피워요').checked).toBe(true);
    expect(radio('지금 혈압약을 먹고 있나요?', '아니요').checked).toBe(true);
    expect(radio('의사에게 당뇨병 진단을 받았나요?', '예').checked).toBe(false);
    expect(radio('의사에게 당뇨병 진단을 받았나요?', '아니요').checked).toBe(false);
    expect(
      radio(familyLegend, '예: 조부모, 이모·고모·삼촌 또는 사촌 (부모, 형제자매, 자녀는 아님)').checked,
    ).toBe(true);
    expect(screen.getByRole('group', { name: /하루 30분 이상 몸을 움직이나요/ })).toBeTruthy();
    expect(radio('채소, 과일이나 베리류를 얼마나 자주 먹나요?', '매일은 아니에요')).toBeTruthy();
    expect(screen.getByRole('group', { name: '고혈압약을 정기적으로 먹은 적이 있나요?' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /혈당이 높다는 말을 들은 적이 있나요/ })).toBeTruthy();
    // For everyone: race, education, smoking, alcohol, blood-pressure medication, diabetes (its type only after a
    // "yes"), 5 medicines, 22 conditions, 3 on bones and falls, 3 on family history and the 5 FINDRISC questions;
    // for a woman also HRT, the pill, tamoxifen and the breast-cancer eligibility and "given birth?" questions.
    expect(screen.getAllByRole('group')).toHaveLength(44 + 5);
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('saves the answers with PUT, says so and goes back to the predictions', async () => {
    const api = fakeApi()
      .on('GET /api/user/predict/questionnaire', { status: 200, data: saved })
      .on('PUT /api/user/predict/questionnaire', (body) => ({
        status: 200,
        data: { questionnaire: body, updatedAt: '2026-03-05T01:00:00Z' },
      }));
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    await screen.findByRole('group', { name: '인종' });

    fireEvent.click(radio('담배를 피우나요?', '피웠지만 끊었어요'));
    fireEvent.click(radio('의사에게 당뇨병 진단을 받았나요?', '아니요'));
    fireEvent.click(radio('채소, 과일이나 베리류를 얼마나 자주 먹나요?', '매일'));
    fireEvent.click(radio(familyLegend, '예: 부모, 형제자매 또는 자녀'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(window.location.pathname).toBe('/main/ai-prediction'));
    expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
      {
        race: 'other',
        smokingStatus: 'former',
        bpTreated: false,
        diabetic: false,
        dailyVegetables: true,
        familyDiabetes: 'first-degree',
      },
    ]);
    expect(openDialogs).toEqual([
      expect.objectContaining({ kind: 'toast', message: '설문 답을 저장했어요.' }),
    ]);
  });

  it('starts unanswered when the person never answered, and saves an empty questionnaire', async () => {
    const api = fakeApi()
      .on('GET /api/user/predict/questionnaire', {
        status: 200,
        data: { questionnaire: {}, updatedAt: null },
      })
      .on('PUT /api/user/predict/questionnaire', (body) => ({
        status: 200,
        data: { questionnaire: body, updatedAt: '2026-03-05T01:00:00Z' },
      }));
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    await screen.findByRole('group', { name: '인종' });

    expect(screen.getAllByRole('radio').some((input) => (input as HTMLInputElement).checked)).toBe(false);
    expect(screen.queryByText(/마지막 저장/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([{}]));
  });

  it("keeps the answers and shows the API's message when saving fails", async () => {
    fakeApi()
      .on('GET /api/user/predict/questionnaire', { status: 200, data: saved })
      .on('PUT /api/user/predict/questionnaire', refusal(500, 'M0073', '서버에 문제가 생겼어요.'));
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    await screen.findByRole('group', { name: '인종' });

    fireEvent.click(radio('담배를 피우나요?', '피운 적 없어요'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    expect((await screen.findByRole('alert')).textContent).toBe('서버에 문제가 생겼어요.');
    expect(window.location.pathname).toBe('/ai/paper-weight');
    expect(radio('담배를 피우나요?', '피운 적 없어요').checked).toBe(true);
    expect(radio('인종', '그 밖의 인종 (한국인 포함)').checked).toBe(true);
    expect(openDialogs).toEqual([]);
  });

  it('says the settings could not be changed (M0097) when the failure has no message', async () => {
    fakeApi()
      .on('GET /api/user/predict/questionnaire', { status: 200, data: saved })
      .on('PUT /api/user/predict/questionnaire', refusal(500, 'M0097', ''));
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    await screen.findByRole('group', { name: '인종' });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('설정을 변경하지 못했어요.');
  });

  it('shows a refused answer under its question', async () => {
    fakeApi()
      .on('GET /api/user/predict/questionnaire', { status: 200, data: saved })
      .on('PUT /api/user/predict/questionnaire', refusal(400, 'M0187', '인종을 확인해 주세요.', 'race'));
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    await screen.findByRole('group', { name: '인종' });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    const error = await screen.findByText('인종을 확인해 주세요.');
    expect(group('인종').getAttribute('aria-describedby')).toContain(error.id);
    expect(radio('인종', '백인').getAttribute('aria-invalid')).toBe('true');
  });

  it('offers a retry when the saved answers cannot be loaded', async () => {
    const api = fakeApi().on(
      'GET /api/user/predict/questionnaire',
      refusal(500, 'M0073', '서버에 문제가 생겼어요.'),
    );
    await renderRemoteAt(TestRoot, '/ai/paper-weight');
    expect((await screen.findByRole('alert')).textContent).toContain('서버에 문제가 생겼어요.');

    api.on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('group', { name: '인종' })).toBeTruthy();
  });

  it('is in Khmer too', async () => {
    fakeApi().on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
    await renderRemoteAt(TestRoot, '/ai/paper-weight', 'km');
    expect(await screen.findByRole('heading', { name: 'កម្រងសំណួរសុខភាព' })).toBeTruthy();
    await screen.findByRole('group', { name: 'ពូជសាសន៍' });
    expect(radio('តើអ្នកជក់បារីទេ?', 'កំពុងជក់').checked).toBe(true);
    expect(screen.getByRole('button', { name: 'រក្សាទុក' })).toBeTruthy();
  });

  describe('the breast-cancer questions', () => {
    const historyLegend = '유방암이나 관련 질환을 진단받은 적이 있나요?';
    const birthLegend = '아이를 출산한 적이 있나요?';
    const hyperplasiaLegend = '조직검사에서 비정형 과형성(atypical hyperplasia)이 나왔나요?';
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

    function saving() {
      return fakeApi()
        .on('GET /api/user/predict/questionnaire', {
          status: 200,
          data: { questionnaire: {}, updatedAt: null },
        })
        .on('PUT /api/user/predict/questionnaire', (body) => ({
          status: 200,
          data: { questionnaire: body, updatedAt: '2026-03-05T01:00:00Z' },
        }));
    }

    it('asks a woman, eligibility first with its help, numbers with their units', async () => {
      saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      const section = await screen.findByRole('region', { name: '유방암 위험 (여성)' });

      const first = within(section).getAllByRole('group')[0] as HTMLElement;
      expect(first.querySelector('legend')?.textContent).toBe(historyLegend);
      expect(first.textContent).toMatch(/관상피내암\(DCIS\).*BRCA1/);
      expect(box('첫 월경(초경)을 한 나이').getAttribute('inputmode')).toBe('numeric');
      expect(
        document.getElementById(
          box('첫 월경(초경)을 한 나이').getAttribute('aria-describedby')?.split(' ')[1] ?? '',
        )?.textContent,
      ).toBe('세');
      expect(box('유방 조직검사를 받은 횟수')).toBeTruthy();
      expect(box('유방암에 걸린 어머니, 자매, 딸의 수')).toBeTruthy();
      expect(screen.queryByRole('textbox', { name: '첫 아이를 출산한 나이' })).toBeNull();
      expect(screen.queryByRole('group', { name: hyperplasiaLegend })).toBeNull();
    });

    it('asks the age at first birth after a birth and atypical hyperplasia after a biopsy, and saves them', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: historyLegend });

      fireEvent.click(radio(historyLegend, '아니요'));
      type('첫 월경(초경)을 한 나이', '12');
      fireEvent.click(radio(birthLegend, '예'));
      type('첫 아이를 출산한 나이', '27');
      type('유방 조직검사를 받은 횟수', '1');
      fireEvent.click(radio(hyperplasiaLegend, '모르겠어요'));
      type('유방암에 걸린 어머니, 자매, 딸의 수', '0');
      fireEvent.click(screen.getByRole('button', { name: '저장' }));

      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
          {
            breastCancerHistory: false,
            ageAtMenarche: 12,
            ageAtFirstBirth: 27,
            breastBiopsies: 1,
            atypicalHyperplasia: 'unknown',
            breastCancerRelatives: 0,
          },
        ]),
      );
    });

    it('saves "no live birth" as nulliparous and shows it again when loaded', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: birthLegend });
      fireEvent.click(radio(birthLegend, '아니요'));
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
          { ageAtFirstBirth: 'nulliparous' },
        ]),
      );

      fakeApi().on('GET /api/user/predict/questionnaire', {
        status: 200,
        data: { questionnaire: { ageAtFirstBirth: 'nulliparous', breastBiopsies: 2 }, updatedAt: null },
      });
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: birthLegend });
      expect(radio(birthLegend, '아니요').checked).toBe(true);
      expect(box('유방 조직검사를 받은 횟수').value).toBe('2');
      expect(screen.getByRole('group', { name: hyperplasiaLegend })).toBeTruthy();
    });

    it('asks nothing more after a past breast cancer, says why, and saves only that answer', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: historyLegend });
      type('첫 월경(초경)을 한 나이', '12');

      fireEvent.click(radio(historyLegend, '예'));

      expect(screen.queryByRole('textbox', { name: '첫 월경(초경)을 한 나이' })).toBeNull();
      expect(screen.getByRole('note').textContent).toMatch(/계산하지 않아요/);
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([{ breastCancerHistory: true }]),
      );
    });

    it('says under each number what is wrong, and moves to the first, saving nothing', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: birthLegend });

      type('첫 월경(초경)을 한 나이', '3');
      fireEvent.click(radio(birthLegend, '예'));
      type('유방 조직검사를 받은 횟수', '1.5');
      fireEvent.click(screen.getByRole('button', { name: '저장' }));

      await waitFor(() => expect(box('첫 월경(초경)을 한 나이').getAttribute('aria-invalid')).toBe('true'));
      expect(document.activeElement).toBe(box('첫 월경(초경)을 한 나이'));
      expect(box('첫 아이를 출산한 나이').getAttribute('aria-invalid')).toBe('true');
      expect(box('유방 조직검사를 받은 횟수').getAttribute('aria-invalid')).toBe('true');
      const describedBy = box('첫 아이를 출산한 나이').getAttribute('aria-describedby') ?? '';
      expect(describedBy.split(' ').some((id) => document.getElementById(id)?.textContent?.trim())).toBe(
        true,
      );
      expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([]);
    });

    it('does not ask a man', async () => {
      logIn({ ...demoUser, userGenderCode: '0001' });
      fakeApi().on('GET /api/user/predict/questionnaire', { status: 200, data: saved });
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: '인종' });

      expect(screen.queryByRole('region', { name: '유방암 위험 (여성)' })).toBeNull();
      // A current smoker's cigarettes a day and years of smoking, and the two lab values.
      expect(screen.getAllByRole('textbox')).toHaveLength(4);
      expect(screen.getAllByRole('group')).toHaveLength(44);
      expect(screen.queryByRole('group', { name: '폐경 호르몬 대체요법(HRT)을 받고 있나요?' })).toBeNull();
      expect(screen.queryByRole('group', { name: '경구피임약을 먹고 있나요?' })).toBeNull();
      expect(screen.queryByRole('group', { name: '타목시펜을 먹고 있나요?' })).toBeNull();
    });

    it('reads in English', async () => {
      saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight', 'en');
      expect(await screen.findByRole('region', { name: 'Breast cancer risk (women)' })).toBeTruthy();
      expect(
        screen.getByRole('group', { name: 'Have you ever had breast cancer or a related condition?' }),
      ).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Age at your first menstrual period' })).toBeTruthy();
    });
  });

  describe('the questions of the other outcomes (smoking history, tests, medicines, conditions)', () => {
    const smokingLegend = '담배를 피우나요?';
    const cigarettes = '하루에 담배를 보통 몇 개비 피우나요(피웠나요)?';
    const smokingYears = '담배를 모두 몇 년 동안 피웠나요?';
    const sinceQuit = '담배를 끊은 지 몇 년 됐나요?';
    const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    const noBox = (name: string) => screen.queryByRole('textbox', { name });
    const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });

    function saving(questionnaire: Record<string, unknown> = {}) {
      return fakeApi()
        .on('GET /api/user/predict/questionnaire', { status: 200, data: { questionnaire, updatedAt: null } })
        .on('PUT /api/user/predict/questionnaire', (body) => ({
          status: 200,
          data: { questionnaire: body, updatedAt: '2026-03-05T01:00:00Z' },
        }));
    }

    it('asks the smoking history only of those who smoke or smoked, and years since quitting only of former smokers', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      const section = await screen.findByRole('region', { name: '흡연' });
      expect(within(section).getByText(/얼마나, 얼마 동안 피웠는지/)).toBeTruthy();
      expect(noBox(cigarettes)).toBeNull();

      fireEvent.click(radio(smokingLegend, '피운 적 없어요'));
      expect(noBox(cigarettes)).toBeNull();
      expect(noBox(smokingYears)).toBeNull();
      expect(noBox(sinceQuit)).toBeNull();

      fireEvent.click(radio(smokingLegend, '지금 피워요'));
      expect(box(cigarettes).getAttribute('inputmode')).toBe('numeric');
      const unitId = box(cigarettes).getAttribute('aria-describedby')?.split(' ')[1] ?? '';
      expect(document.getElementById(unitId)?.textContent).toBe('개비');
      expect(box(smokingYears)).toBeTruthy();
      expect(noBox(sinceQuit)).toBeNull();

      fireEvent.click(radio(smokingLegend, '피웠지만 끊었어요'));
      type(cigarettes, '20');
      type(smokingYears, '30');
      type(sinceQuit, '4');
      fireEvent.click(screen.getByRole('button', { name: '저장' }));

      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
          { smokingStatus: 'former', cigarettesPerDay: 20, smokingYears: 30, yearsSinceQuit: 4 },
        ]),
      );
    });

    it('drops the smoking history when the answer becomes "never smoked"', async () => {
      const api = saving({ smokingStatus: 'current', cigarettesPerDay: 10, smokingYears: 20 });
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: smokingLegend });
      expect(box(cigarettes).value).toBe('10');

      fireEvent.click(radio(smokingLegend, '피운 적 없어요'));
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([{ smokingStatus: 'never' }]),
      );
    });

    it('refuses cigarettes a day outside the kernel limits, under the question', async () => {
      const api = saving({ smokingStatus: 'current' });
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: smokingLegend });
      type(cigarettes, '0');
      type(smokingYears, '2.5');
      fireEvent.click(screen.getByRole('button', { name: '저장' }));

      await waitFor(() => expect(box(cigarettes).getAttribute('aria-invalid')).toBe('true'));
      expect(document.activeElement).toBe(box(cigarettes));
      expect(box(smokingYears).getAttribute('aria-invalid')).toBe('true');
      expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([]);
    });

    it('asks the diabetes type only after a diagnosis of diabetes', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      await screen.findByRole('group', { name: smokingLegend });
      const typeLegend = '어떤 유형의 당뇨병인가요?';
      expect(screen.queryByRole('group', { name: typeLegend })).toBeNull();
      fireEvent.click(radio('의사에게 당뇨병 진단을 받았나요?', '예'));
      fireEvent.click(radio(typeLegend, '2형'));
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
          { diabetic: true, diabetesType: 'type2' },
        ]),
      );
    });

    it('takes lab values with decimals in their units, within the kernel limits', async () => {
      const api = saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      const tests = await screen.findByRole('region', { name: '알고 있는 검사 결과' });
      expect(within(tests).getByText(/^검사 결과지에 있는 값만 적고/)).toBeTruthy();
      const hba1c = within(tests).getByRole('textbox', { name: '당화혈색소(HbA1c)' }) as HTMLInputElement;
      const acr = within(tests).getByRole('textbox', { name: '소변 알부민/크레아티닌 비(ACR)' });
      expect(hba1c.getAttribute('inputmode')).toBe('decimal');
      expect(within(tests).getByText('mg/g')).toBeTruthy();
      expect(within(tests).getByText('%')).toBeTruthy();

      fireEvent.change(hba1c, { target: { value: '25' } });
      fireEvent.change(acr, { target: { value: '12,5' } });
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() => expect(hba1c.getAttribute('aria-invalid')).toBe('true'));
      expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([]);

      fireEvent.change(hba1c, { target: { value: '5.8' } });
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([{ urineAcr: 12.5, hba1c: 5.8 }]),
      );
    });

    it('asks each condition as an optional yes/no group, says that unanswered counts as "no", and saves only the answered', async () => {
      const api = saving({ copd: true });
      await renderRemoteAt(TestRoot, '/ai/paper-weight');
      const conditions = await screen.findByRole('region', { name: '의사에게 진단받은 질환' });
      expect(
        within(conditions).getByText('아는 것만 답해 주세요. 답하지 않은 항목은 ‘아니요’로 계산해요.'),
      ).toBeTruthy();
      for (const name of ['복용 중인 약', '뼈 건강과 낙상', '가족력']) {
        expect(within(screen.getByRole('region', { name })).getByText(/답하지 않은 항목은/)).toBeTruthy();
      }
      const copd = within(conditions).getByRole('group', {
        name: '만성폐쇄성폐질환(COPD: 만성 기관지염, 폐기종)이 있나요?',
      });
      expect((within(copd).getByRole('radio', { name: '예' }) as HTMLInputElement).checked).toBe(true);
      expect(within(conditions).getAllByRole('group')).toHaveLength(22);

      fireEvent.click(radio('암에 걸린 적이 있나요?', '아니요'));
      fireEvent.click(radio('지난 1년 동안 넘어진 적이 있나요?', '예'));
      fireEvent.click(radio('부모, 형제자매 또는 자녀 중에 폐암에 걸린 사람이 있나요?', '예'));
      fireEvent.click(radio('타목시펜을 먹고 있나요?', '아니요'));
      fireEvent.click(radio('폐경 호르몬 대체요법(HRT)을 받고 있나요?', '예, 에스트로겐만'));
      fireEvent.click(radio('마지막으로 마친 학교(최종 학력)는 어디인가요?', '4년제 대학(학사)'));
      fireEvent.click(radio('하루에 보통 술을 얼마나 마시나요?', '1~2단위 (소주 1~2잔)'));
      fireEvent.click(screen.getByRole('button', { name: '저장' }));

      await waitFor(() =>
        expect(api.bodies('PUT /api/user/predict/questionnaire')).toEqual([
          {
            educationLevel: 'college',
            alcoholIntake: '1-2',
            hrt: 'estrogen-only',
            tamoxifen: false,
            copd: true,
            cancerHistory: false,
            falls: true,
            familyLungCancer: true,
          },
        ]),
      );
    });

    it('opens at a condition that a prediction link names', async () => {
      saving();
      await renderRemoteAt(TestRoot, '/ai/paper-weight?question=familyKidneyDisease');
      const legend = '부모나 형제자매 중에 콩팥병이 있는 사람이 있나요?';
      await screen.findByRole('group', { name: legend });
      expect(document.activeElement).toBe(within(group(legend)).getAllByRole('radio')[0]);
    });

    it('reads in English and Khmer', async () => {
      saving({ smokingStatus: 'former' });
      await renderRemoteAt(TestRoot, '/ai/paper-weight', 'en');
      expect(await screen.findByRole('region', { name: 'Smoking' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'How many years ago did you quit?' })).toBeTruthy();
      expect(
        screen.getByRole('group', { name: 'Do you have COPD (chronic bronchitis or emphysema)?' }),
      ).toBeTruthy();
      expect(
        screen.getAllByText('Answer the ones you know. Anything you leave unanswered counts as “No”.'),
      ).toHaveLength(4);

      saving({ smokingStatus: 'former' });
      await renderRemoteAt(TestRoot, '/ai/paper-weight', 'km');
      expect(await screen.findByRole('region', { name: 'ការជក់បារី' })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'តើអ្នកឈប់ជក់បារីបានប៉ុន្មានឆ្នាំហើយ?' })).toBeTruthy();
      expect(screen.getByRole('region', { name: 'ឆ្អឹង និងការដួល' })).toBeTruthy();
    });
  });
});
