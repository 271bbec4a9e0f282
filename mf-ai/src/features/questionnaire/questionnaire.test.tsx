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
    // Nine questions for everyone, and for a woman the breast-cancer eligibility and "given birth?" questions.
    expect(screen.getAllByRole('group')).toHaveLength(11);
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
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.getAllByRole('group')).toHaveLength(9);
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
});
