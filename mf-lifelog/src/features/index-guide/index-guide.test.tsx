/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { latestBatch, testGuides, type RecordInput } from '../lifelog-common/testing/fakeHealthData';

const father = { ...demoUser, userId: 'dad01', userNm: '김철수', userGenderCode: '0001', fhirResId: 'f-1' };

let records: RecordInput[] = [];

function api(subject = demoUser.fhirResId) {
  return fakeApi()
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: testGuides } })
    .on(
      'POST /fhir',
      latestBatch(() => records, subject),
    );
}

/** The bands shown, as text. */
async function bands(): Promise<string[]> {
  const dialog = await screen.findByRole('dialog', { name: '지표 안내' });
  await within(dialog).findByText(/출처/);
  return within(dialog)
    .getAllByRole('listitem')
    .map((band) => band.textContent ?? '');
}

beforeEach(() => {
  resetSession();
  records = [];
});

describe('index guide popup', () => {
  it('shows a woman the bands for women, with what each grade means and the source', async () => {
    logIn();
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/idxGuidePopup?idxCode=waistHipRatio');
    expect(await bands()).toEqual([
      '정상0.85 미만건강한 범위예요. 지금의 생활 습관을 이어가세요.',
      '위험0.85 이상건강 위험이 큰 범위예요. 의사와 상담해 보세요.',
    ]);
    expect(screen.getByText(/출처: 세계보건기구\(WHO\)/)).toBeTruthy();
  });

  it('shows a man the bands for men', async () => {
    logIn(father);
    api(father.fhirResId);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup/idxGuidePopup?idxCode=waistHipRatio');
    expect((await bands()).map((band) => band.slice(0, 8))).toEqual(['정상0.9 미만', '위험0.9 이상']);
  });

  it('marks the band of the person’s latest value', async () => {
    logIn();
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/idxGuidePopup?idxCode=bodyMassIndex');
    expect(await screen.findByText('나의 최근 값: 23.6 kg/m²')).toBeTruthy();
    const marked = screen
      .getAllByRole('listitem')
      .filter((band) => band.getAttribute('aria-current') === 'true');
    expect(marked.map((band) => band.textContent)).toEqual([
      '관심23 이상 25 미만 kg/m²정상에서 조금 벗어났어요. 생활 습관을 살펴보세요.내 값이 이 범위에 있어요',
    ]);
  });

  it('lists every guide when no index is named, and opens one', async () => {
    logIn();
    api();
    await renderRemoteAt(RemoteRoot, '/main/ai-prediction/idxGuidePopup');
    const sbp = await screen.findByRole('link', { name: '수축기 혈압' });
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '체질량지수(BMI)',
      '허리-엉덩이 둘레 비율',
      '수축기 혈압',
      '이완기 혈압',
    ]);
    fireEvent.click(sbp);
    const shown = await bands();
    expect(shown.map((band) => band.split('mmHg')[0])).toEqual([
      '정상120 미만 ',
      '관심120 이상 130 미만 ',
      '주의130 이상 140 미만 ',
      '위험140 이상 ',
    ]);
  });

  it('moves focus into the sheet and closes back to the page underneath', async () => {
    logIn();
    api();
    await renderRemoteAt(RemoteRoot, '/main/ai-prediction/idxGuidePopup?idxCode=basalMetabolicRate');
    const dialog = await screen.findByRole('dialog', { name: '지표 안내' });
    expect(document.activeElement).toBe(dialog);
    expect(await screen.findByText('이 지표에는 등급 기준이 없어요.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/main/ai-prediction');
  });

  it('is in English too', async () => {
    logIn();
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/idxGuidePopup?idxCode=waistHipRatio', 'en');
    expect(await screen.findByText('Under 0.85')).toBeTruthy();
    expect(screen.getByText('0.85 or more')).toBeTruthy();
  });
});
