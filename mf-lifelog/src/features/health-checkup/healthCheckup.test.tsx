/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { fhirSystems } from 'shared-kernel/isomorphic';
import { RemoteRoot } from '../../RemoteRoot';

const judgement = (code: string) => ({ coding: [{ system: fhirSystems.checkupJudgement, code }] });

interface ItemInput {
  key: string;
  quantity?: [number, string];
  text?: string;
  judgementCode?: string;
  referenceRange?: unknown[];
}

function item({ key, quantity, text, judgementCode, referenceRange }: ItemInput) {
  return {
    resourceType: 'Observation',
    id: `item-${key}`,
    status: 'final',
    code: { coding: [{ system: fhirSystems.checkupItem, code: key }] },
    // As the API sends them: the unit as a UCUM code.
    ...(quantity
      ? {
          valueQuantity: {
            value: quantity[0],
            unit: quantity[1],
            system: fhirSystems.ucum,
            code: quantity[1],
          },
        }
      : {}),
    ...(text ? { valueString: text } : {}),
    ...(judgementCode ? { interpretation: [judgement(judgementCode)] } : {}),
    ...(referenceRange ? { referenceRange } : {}),
  };
}

function checkup(id: string, date: string, judgementCode: string, items: ItemInput[]) {
  return {
    resourceType: 'DiagnosticReport',
    id,
    status: 'final',
    identifier: [{ system: fhirSystems.checkup, value: id }],
    code: { text: 'Health checkup' },
    effectiveDateTime: date,
    conclusionCode: [judgement(judgementCode)],
    contained: items.map(item),
    result: items.map(({ key }) => ({ reference: `#item-${key}` })),
  };
}

const hemoglobinRanges = [
  {
    low: { value: 13, unit: 'g/dL' },
    high: { value: 16.5, unit: 'g/dL' },
    appliesTo: [{ coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'male' }] }],
    text: 'National Health Screening standard (NHIS 2023)',
  },
  {
    low: { value: 12, unit: 'g/dL' },
    high: { value: 15.5, unit: 'g/dL' },
    appliesTo: [{ coding: [{ system: 'http://hl7.org/fhir/administrative-gender', code: 'female' }] }],
    text: 'National Health Screening standard (NHIS 2023)',
  },
];

const latest = checkup('checkup-2025', '2025-10-14T09:30:00+09:00', '0002', [
  { key: 'height', quantity: [162.4, 'cm'], judgementCode: '0001' },
  { key: 'systolicBloodPressure', quantity: [128, 'mmHg'], judgementCode: '0002' },
  { key: 'hemoglobin', quantity: [13.2, 'g/dL'], judgementCode: '0001', referenceRange: hemoglobinRanges },
  {
    key: 'gammaGtp',
    quantity: [72, 'U/L'],
    judgementCode: '0004',
    referenceRange: [
      { high: { value: 63, unit: 'U/L' }, text: 'Korean Association for the Study of the Liver' },
    ],
  },
  { key: 'urineProtein', text: '음성', judgementCode: '0001', referenceRange: [{ text: '음성 (negative)' }] },
]);
const earlier = checkup('checkup-2024', '2024-10-02T10:00:00+09:00', '0001', [
  { key: 'hemoglobin', quantity: [12.8, 'g/dL'], judgementCode: '0001' },
]);

function serveCheckups(reports: unknown[]) {
  return fakeApi().on('GET /fhir/DiagnosticReport', (_body, { query }) => ({
    status: query.get('identifier') === `${fhirSystems.checkup}|` ? 200 : 400,
    data: {
      resourceType: 'Bundle',
      type: 'searchset',
      total: reports.length,
      entry: reports.map((resource) => ({ resource, search: { mode: 'match' } })),
    },
  }));
}

function row(name: string) {
  const header = screen.getByRole('rowheader', { name });
  const found = header.closest('tr');
  if (!found) throw new Error(`no row for ${name}`);
  return within(found);
}

beforeEach(() => {
  resetSession();
  logIn();
});

describe('health checkup summary', () => {
  it('shows the latest checkup: date, overall judgement and each contained item with value and judgement, by group', async () => {
    const api = serveCheckups([latest, earlier]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');

    expect(await screen.findByRole('heading', { name: '2025.10.14 건강검진 결과' })).toBeTruthy();
    expect(screen.getAllByText('정상B(경계)').length).toBeGreaterThan(0);
    expect(row('혈색소').getByText('13.2 g/dL')).toBeTruthy();
    expect(row('혈색소').getByText('정상A')).toBeTruthy();
    expect(row('수축기 혈압').getByText('128 mmHg')).toBeTruthy();
    expect(row('감마지티피(γ-GTP)').getByText('질환 의심')).toBeTruthy();
    expect(row('요단백').getByText('음성')).toBeTruthy();
    for (const group of ['신체 계측', '혈압', '혈액 검사', '간 기능', '소변 검사'])
      expect(screen.getByRole('table', { name: group })).toBeTruthy();
    expect(screen.queryByRole('table', { name: '신장 기능' })).toBeNull();
    expect(api.routes()).toEqual(['GET /fhir/DiagnosticReport']);
  });

  it('names a qualitative result in the person’s language (hearing `normal`, urine protein `trace`)', async () => {
    const qualitative = checkup('checkup-2026', '2026-09-13T09:00:00+09:00', '0002', [
      { key: 'hearingLeft', text: 'normal', judgementCode: '0001' },
      { key: 'urineProtein', text: 'trace', judgementCode: '0002' },
    ]);
    serveCheckups([qualitative]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup', 'en');

    expect(await screen.findByText('Normal')).toBeTruthy();
    expect(screen.getByText('Trace')).toBeTruthy();
    expect(screen.queryByText('normal')).toBeNull();
  });

  it('asks for the 20 latest checkups, newest first', async () => {
    let query = new URLSearchParams();
    fakeApi().on('GET /fhir/DiagnosticReport', (_body, request) => {
      query = request.query;
      return { status: 200, data: { resourceType: 'Bundle', type: 'searchset', entry: [] } };
    });
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    await screen.findByText('건강검진 결과가 없어요');
    expect(query.get('_count')).toBe('20');
    expect(query.get('_sort')).toBe('-date');
  });

  it('shows an earlier checkup chosen from the history', async () => {
    serveCheckups([latest, earlier]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');

    const history = await screen.findByRole('heading', { name: '지난 건강검진' });
    const list = within(history.closest('section') as HTMLElement);
    expect(list.getByRole('button', { name: /2025\.10\.14 검진/ }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(list.getByRole('button', { name: /2024\.10\.02 검진/ }));

    expect(await screen.findByRole('heading', { name: '2024.10.02 건강검진 결과' })).toBeTruthy();
    expect(row('혈색소').getByText('12.8 g/dL')).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: '요단백' })).toBeNull();
    expect(list.getByRole('button', { name: /2024\.10\.02 검진/ }).getAttribute('aria-current')).toBe('true');
  });

  it('says so when the person has no checkup', async () => {
    serveCheckups([]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    expect(await screen.findByText('건강검진 결과가 없어요')).toBeTruthy();
  });

  it('opens My’s guideline grades over the page from a button that says they are My’s, not the checkup’s', async () => {
    serveCheckups([latest]).on('GET /api/service/idxguide', { status: 200, data: { idxGuideList: [] } });
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    fireEvent.click(await screen.findByRole('button', { name: '마이 등급 기준(진료지침) 보기' }));

    expect(window.location.pathname).toBe('/main/health-checkup/idxGuidePopup');
    const guide = await screen.findByRole('dialog', { name: '지표 안내' });
    await waitFor(() => expect(within(guide).queryByRole('status')).toBeNull());
    expect(screen.getByRole('heading', { name: '2025.10.14 건강검진 결과' })).toBeTruthy();
  });

  it('shows the summary in English', async () => {
    serveCheckups([latest, earlier]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup', 'en');

    expect(await screen.findByRole('heading', { name: 'Checkup results of 2025.10.14' })).toBeTruthy();
    expect(row('Hemoglobin').getByText('Normal A')).toBeTruthy();
    expect(row('Gamma-GT (γ-GTP)').getByText('Disease suspected')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Liver function' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reference ranges' })).toBeTruthy();
  });
});

describe('result standard', () => {
  it('lists each item’s reference range with its unit, by sex where the report says, and its source', async () => {
    serveCheckups([latest, earlier]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    fireEvent.click(await screen.findByRole('link', { name: '항목별 기준 보기' }));

    expect(await screen.findByRole('heading', { name: '항목별 기준' })).toBeTruthy();
    expect(window.location.pathname).toBe('/main/health-checkup/result-standard');
    const hemoglobin = within(
      (await screen.findByRole('heading', { name: '혈색소' })).closest('li') as HTMLElement,
    );
    expect(hemoglobin.getByText('남성')).toBeTruthy();
    expect(hemoglobin.getByText('13~16.5 g/dL')).toBeTruthy();
    expect(hemoglobin.getByText('여성')).toBeTruthy();
    expect(hemoglobin.getByText('12~15.5 g/dL')).toBeTruthy();
    expect(hemoglobin.getByText('판정 기준: 국가건강검진 판정기준')).toBeTruthy();
    const gammaGtp = within(
      screen.getByRole('heading', { name: '감마지티피(γ-GTP)' }).closest('li') as HTMLElement,
    );
    expect(gammaGtp.getByText('63 U/L 이하')).toBeTruthy();
    const height = within(screen.getByRole('heading', { name: '키' }).closest('li') as HTMLElement);
    expect(height.getByText('참고 범위가 없는 항목이에요.')).toBeTruthy();
  });

  it('shows the ranges of the checkup chosen in the history', async () => {
    serveCheckups([latest, earlier]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup/result-standard?checkupId=checkup-2024');
    expect(await screen.findByText(/2024\.10\.02 건강검진의 항목별 참고 범위예요/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '감마지티피(γ-GTP)' })).toBeNull();
  });

  it('reads in the person’s language: the report’s English wording is folded away and labelled untranslated', async () => {
    serveCheckups([latest]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup/result-standard');
    const gammaGtp = (await screen.findByRole('heading', { name: '감마지티피(γ-GTP)' })).closest(
      'li',
    ) as HTMLElement;

    const original = within(gammaGtp).getByText('Korean Association for the Study of the Liver');
    const folded = original.closest('details');
    expect(folded?.open).toBe(false);
    expect(within(folded as HTMLElement).getByText('검진기관이 적은 원문 보기(번역되지 않음)').tagName).toBe(
      'SUMMARY',
    );
    // Outside the folded original wording, no English text of the report shows in the Korean page.
    const shown = [...document.querySelectorAll('main, body > div')]
      .map((element) => element.cloneNode(true) as HTMLElement)
      .map((copy) => {
        copy.querySelectorAll('details').forEach((details) => details.remove());
        return copy.textContent ?? '';
      })
      .join(' ');
    expect(shown).not.toMatch(/National Health Screening|Korean Association/);
  });

  const ucum = (value: number, code: string) => ({ value, unit: code, system: fhirSystems.ucum, code });
  const measured = checkup('checkup-ucum', '2026-03-02T09:00:00+09:00', '0001', [
    {
      key: 'systolicBloodPressure',
      quantity: [118, 'mm[Hg]'],
      judgementCode: '0001',
      referenceRange: [{ high: ucum(139, 'mm[Hg]') }],
    },
    {
      key: 'bodyMassIndex',
      quantity: [24.9, 'kg/m2'],
      judgementCode: '0001',
      referenceRange: [{ low: ucum(18.5, 'kg/m2'), high: ucum(24.9, 'kg/m2') }],
    },
    {
      key: 'egfr',
      quantity: [92, 'mL/min/{1.73_m2}'],
      judgementCode: '0001',
      referenceRange: [{ low: ucum(60, 'mL/min/{1.73_m2}') }],
    },
  ]);
  const ucumNotation = /mm\[Hg\]|kg\/m2|\{1\.73_m2\}/;

  it.each([
    ['ko', '139 mmHg 이하', '18.5~24.9 kg/m²', '60 mL/min/1.73 m² 이상'],
    ['en', '139 mmHg or less', '18.5–24.9 kg/m²', '60 mL/min/1.73 m² or more'],
  ] as const)(
    'shows UCUM units as people write them in %s (mm[Hg] → mmHg, kg/m2 → kg/m²)',
    async (language, ...expected) => {
      serveCheckups([measured]);
      await renderRemoteAt(RemoteRoot, '/main/health-checkup/result-standard', language);
      for (const text of expected) expect(await screen.findByText(text)).toBeTruthy();
      expect(document.body.textContent).not.toMatch(ucumNotation);
    },
  );

  it('shows the checkup’s values with display units too', async () => {
    serveCheckups([measured]);
    await renderRemoteAt(RemoteRoot, '/main/health-checkup');
    expect(await screen.findByText('118 mmHg')).toBeTruthy();
    expect(row('체질량지수(BMI)').getByText('24.9 kg/m²')).toBeTruthy();
    expect(row('신사구체여과율(eGFR)').getByText('92 mL/min/1.73 m²')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(ucumNotation);
  });
});
