/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { session } from 'shared-kernel';
import type { RecommendedGoal } from 'shared-kernel/isomorphic';
import {
  demoUser,
  fakeApi,
  logIn,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

const base = '/api/routine';

const recommended: RecommendedGoal = {
  predictDt: '2026-05-20T00:00:00+09:00',
  bmicode: '0004',
  bmicomt: 'BMI 27.1: 1단계 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
  bmicomtKey: 'obese',
  bmiVal: 27.1,
  helthGoalItemCode: '0001',
  beforeVal: 72.4,
  goalVal: 68.8,
  goalBeginDe: '2026-03-11',
  goalEndDe: '2026-05-20',
  source: 'WHO Asia-Pacific BMI cut-offs (2000)',
};

let api: ReturnType<typeof fakeApi>;

function answerRecommendation(goal: RecommendedGoal) {
  api.on(`GET ${base}/helthGoal/recommendation`, { status: 200, data: goal });
}

beforeEach(() => {
  resetSession();
  logIn({ ...demoUser, pscstrSttusCode: null });
  api = fakeApi()
    .on('PUT /api/service/info/pscstr', { status: 200, data: {} })
    .on(`GET ${base}/helthGoal/history`, { status: 200, data: { helthGoalList: [] } });
  answerRecommendation(recommended);
});

async function openOptions(
  path = '/main/health-goal-history/registration-options',
  language: 'ko' | 'en' | 'km' = 'ko',
) {
  await renderRemoteAt(RemoteRoot, path, language);
  const sheet = await screen.findByRole('dialog');
  await waitFor(() => expect(within(sheet).queryByRole('status')).toBeNull());
  return sheet;
}

describe('registration options', () => {
  it('offers the recommended goal with its BMI comment, values and expected date when predictDt is set', async () => {
    const sheet = await openOptions();
    const option = within(sheet).getByRole('radio', { name: /^추천 목표/ }) as HTMLInputElement;
    expect(option.checked).toBe(true);
    const label = option.closest('label')?.textContent ?? '';
    expect(label).toContain(
      'BMI 27.1: 1단계 비만입니다. 체중의 5%를 일주일에 0.5kg씩 줄이는 목표를 추천합니다.',
    );
    expect(label).toContain('체중 72.4kg → 68.8kg');
    expect(label).toContain('예상 달성일 2026.05.20');
  });

  it('offers no recommended goal when predictDt is null, and says why', async () => {
    answerRecommendation({ ...recommended, predictDt: null });
    const sheet = await openOptions();
    expect(within(sheet).queryByRole('radio', { name: /^추천 목표/ })).toBeNull();
    expect(
      within(sheet).getByText(
        '최근 체중이나 허리둘레 기록이 없어서 추천 목표를 만들 수 없어요. 목표를 직접 정해 주세요.',
      ),
    ).toBeTruthy();
    expect(
      (within(sheet).getByRole('radio', { name: /^직접 정하는 목표/ }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('asks for the fitness level, saves it and goes to the goal page with the choice', async () => {
    const sheet = await openOptions('/main/health-goal-dashboard/registration-options');
    fireEvent.click(within(sheet).getByRole('button', { name: '다음' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('체력 수준을 골라 주세요.');
    expect(within(sheet).getAllByRole('radio', { name: /^\d단계/ })).toHaveLength(5);

    fireEvent.click(within(sheet).getByRole('radio', { name: /^3단계/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(window.location.pathname).toBe('/routine/health-goal'));
    expect(window.location.search).toBe('?pscstrSttusCode=0003&recommended=Y');
    expect(api.bodies('PUT /api/service/info/pscstr')).toEqual([{ pscstrSttusCode: '0003' }]);
    expect(session.snapshot().userInfo?.pscstrSttusCode).toBe('0003');
  });

  it('keeps a saved fitness level without saving it again, and starts one’s own goal', async () => {
    logIn({ ...demoUser, pscstrSttusCode: '0002' });
    const sheet = await openOptions();
    expect((within(sheet).getByRole('radio', { name: /^2단계/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(sheet).getByRole('radio', { name: /^직접 정하는 목표/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: '다음' }));
    await waitFor(() => expect(window.location.search).toBe('?pscstrSttusCode=0002'));
    expect(api.routes()).not.toContain('PUT /api/service/info/pscstr');
  });

  it('shows a refused fitness level’s message and stays', async () => {
    api.on('PUT /api/service/info/pscstr', refusal(422, 'M0187', '잘못된 요청이에요.', 'pscstrSttusCode'));
    const sheet = await openOptions();
    fireEvent.click(within(sheet).getByRole('radio', { name: /^5단계/ }));
    fireEvent.click(within(sheet).getByRole('button', { name: '다음' }));
    expect((await within(sheet).findByRole('alert')).textContent).toBe('잘못된 요청이에요.');
    expect(window.location.pathname).toBe('/main/health-goal-history/registration-options');
  });

  it('closes to the page underneath, which stayed', async () => {
    const sheet = await openOptions();
    expect(await screen.findByRole('region', { name: '아직 건강목표가 없어요' })).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(window.location.pathname).toBe('/main/health-goal-history'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.routes().filter((route) => route.endsWith('/helthGoal/history'))).toHaveLength(1);
  });
});

describe.each(['ko', 'en', 'km'] as const)('in %s', (language) => {
  it.each([true, false])('renders every text (recommended offered: %s)', async (offered) => {
    if (!offered) answerRecommendation({ ...recommended, predictDt: null });
    const watch = watchMissingTexts();
    const sheet = await openOptions('/main/health-goal-history/registration-options', language);
    expect(within(sheet).getAllByRole('radio')).toHaveLength(offered ? 7 : 6);
    expect(watch.stop()).toEqual([]);
  });
});
