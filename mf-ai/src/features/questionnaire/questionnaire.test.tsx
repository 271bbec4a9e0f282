/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { AppRouter, dialogs, type OpenDialog } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
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
    expect(screen.getAllByRole('group')).toHaveLength(9);
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
});
