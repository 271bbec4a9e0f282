/** @jest-environment jsdom */
import { cleanup, screen, within } from '@testing-library/react';
import {
  demoUser,
  fakeApi,
  logIn,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { fhirSystems, type GuideRange } from 'shared-kernel/isomorphic';
import type { Language } from 'shared-kernel';
import { RemoteRoot } from '../../RemoteRoot';
import {
  latestBatch,
  recentSearch,
  testGuides,
  type RecordInput,
} from '../lifelog-common/testing/fakeHealthData';

// Issue 16 point 3: BMI 24.9 is 관심 on My (KSSO obesity guideline: pre-obesity 23–24.9) and 정상A on the checkup
// (national checkup criteria: normal A 18.5–24.9); a woman's waist of 85.8 cm is 위험 on My (KSSO: abdominal
// obesity from 85 cm) and 정상B on the checkup. Both are right by their own standard, so each screen names it.

/** The KSSO 2022 waist bands of the API's guide table (the shared test guides have none). */
const waistGuides: GuideRange[] = [
  {
    idxCode: 'waistCircumference',
    genderCode: '0002',
    gradCode: '0001',
    idxMinVal: null,
    idxMaxVal: 85,
    idxOriginCode: 'KSSO-2022',
  },
  {
    idxCode: 'waistCircumference',
    genderCode: '0002',
    gradCode: '0004',
    idxMinVal: 85,
    idxMaxVal: null,
    idxOriginCode: 'KSSO-2022',
  },
];

// demoUser: a woman, 162.5 cm; 65.8 kg gives a BMI of 24.9.
const records: RecordInput[] = [
  { typeKey: 'weight', values: { weight: 65.8 }, effectiveDateTime: '2026-03-02T07:30:00+09:00' },
  {
    typeKey: 'waistCircumference',
    values: { waistCircumference: 85.8 },
    effectiveDateTime: '2026-03-02T07:30:00+09:00',
  },
];

const judged = (code: string) => ({ coding: [{ system: fhirSystems.checkupJudgement, code }] });
const checkupItem = (key: string, value: number, unit: string, judgement: string) => ({
  resourceType: 'Observation',
  id: `item-${key}`,
  status: 'final',
  code: { coding: [{ system: fhirSystems.checkupItem, code: key }] },
  valueQuantity: { value, unit, system: fhirSystems.ucum, code: unit },
  interpretation: [judged(judgement)],
});
const checkupReport = {
  resourceType: 'DiagnosticReport',
  id: 'checkup-2026',
  status: 'final',
  identifier: [{ system: fhirSystems.checkup, value: 'general-2026-02-20' }],
  code: { text: 'General health checkup' },
  effectiveDateTime: '2026-02-20T09:00:00+09:00',
  conclusionCode: [judged('0002')],
  contained: [
    checkupItem('waistCircumference', 85.5, 'cm', '0002'),
    checkupItem('bodyMassIndex', 24.9, 'kg/m2', '0001'),
  ],
};

function serveMyHealthAndCheckup() {
  fakeApi()
    .on('GET /api/service/interest/item', {
      status: 200,
      data: { interestItems: ['bodyMassIndex', 'waistCircumference'] },
    })
    .on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: [...testGuides, ...waistGuides] } })
    .on('GET /api/user/sharedUserList', { status: 200, data: { sharedUserList: [], sharedWithMeList: [] } })
    .on(
      'POST /fhir',
      latestBatch(() => records, demoUser.fhirResId),
    )
    .on(
      'GET /fhir/Observation',
      recentSearch(() => records, demoUser.fhirResId),
    )
    .on('GET /fhir/DiagnosticReport', {
      status: 200,
      data: { resourceType: 'Bundle', type: 'searchset', entry: [{ resource: checkupReport }] },
    });
}

/** The card (list item) holding a heading or link text. */
function cardOf(name: string): HTMLElement {
  const card = screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name));
  if (!card) throw new Error(`no card ${name}`);
  return card;
}

beforeEach(() => {
  resetSession();
  logIn();
  serveMyHealthAndCheckup();
});

const cases: { language: Language; bmi: string; waist: string; my: RegExp; checkup: RegExp }[] = [
  {
    language: 'ko',
    bmi: '체질량지수(BMI)',
    waist: '허리 둘레',
    my: /대한비만학회 지침 기준/,
    checkup: /국가건강검진 판정기준/,
  },
  {
    language: 'en',
    bmi: 'Body mass index (BMI)',
    waist: 'Waist',
    my: /By the Korean obesity guideline/,
    checkup: /Korean national health checkup criteria/,
  },
  {
    language: 'km',
    bmi: 'សន្ទស្សន៍ម៉ាសរាងកាយ (BMI)',
    waist: 'រង្វង់ចង្កេះ',
    my: /តាមគោលការណ៍ណែនាំភាពធាត់កូរ៉េ/,
    checkup: /លក្ខណៈវិនិច្ឆ័យនៃការពិនិត្យសុខភាពជាតិកូរ៉េ/,
  },
];

describe('one value graded by two standards', () => {
  it.each(cases)(
    'never shows a grade without the standard it follows, on My and on the checkup ($language)',
    async ({ language, bmi, waist, my, checkup }) => {
      const missingTexts = watchMissingTexts();
      await renderRemoteAt(RemoteRoot, '/main/my', language);
      await screen.findByText(/24\.9/);
      const grades = [...document.querySelectorAll<HTMLElement>('[data-grade]')];
      expect(grades.map((badge) => badge.dataset.grade)).toEqual(['0002', '0004']);
      // Every grade on My sits beside the name of its guideline, and the page says the checkup judges otherwise.
      for (const name of [bmi, waist]) expect(cardOf(name).textContent).toMatch(my);
      expect(document.body.textContent).toMatch(checkup);
      cleanup();

      await renderRemoteAt(RemoteRoot, '/main/health-checkup', language);
      await screen.findAllByText(/24\.9/);
      expect(document.querySelectorAll('[data-judgement="0001"]').length).toBeGreaterThan(0);
      expect(document.body.textContent).toMatch(checkup);
      expect(missingTexts.stop()).toEqual([]);
    },
  );

  it('leads from My to the checkup, whose page the My tab stays on', async () => {
    await renderRemoteAt(RemoteRoot, '/main/my');
    const entry = within(
      (await screen.findByRole('heading', { name: '건강검진' })).closest('section') as HTMLElement,
    );
    expect(entry.getByRole('link', { name: '건강검진 결과 보기' }).getAttribute('href')).toBe(
      '/main/health-checkup',
    );
  });
});
