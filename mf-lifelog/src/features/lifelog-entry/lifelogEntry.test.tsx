/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, dialogs, messageFor, firstRetryDelayMs, startOutboxService } from 'shared-kernel';
import { buildLifelogObservation, fhirSystems } from 'shared-kernel/isomorphic';
import {
  demoUser,
  dialogOf,
  fakeApi,
  logIn,
  noAnswer,
  refusal,
  renderRemoteAt,
  resetSession,
  watchMissingTexts,
} from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

type Observation = ReturnType<typeof buildLifelogObservation>;

const createRoute = 'POST /fhir/Observation';
const ucum = 'http://unitsofmeasure.org';
/** 2026-03-14 12:00 in Seoul. */
const now = new Date('2026-03-14T03:00:00Z');

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Types a blood pressure as a person does: the systolic field, then the diastolic one (issue 35). */
function typePressure(systolic: string, diastolic: string) {
  type('수축기 혈압', systolic);
  type('이완기 혈압', diastolic);
}

function pressureShown(): string {
  return `${valueOf('수축기 혈압')}/${valueOf('이완기 혈압')}`;
}

function press(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
}

function valueOf(label: string): string {
  return (screen.getByLabelText(label) as HTMLInputElement).value;
}

async function openForm(path: string, title: string, language: 'ko' | 'en' = 'ko') {
  await renderRemoteAt(RemoteRoot, path, language);
  return screen.findByRole('dialog', { name: title });
}

/** The error text under a field, through its aria-describedby. */
function errorUnder(label: string): string {
  const input = screen.getByLabelText(label);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

let api: ReturnType<typeof fakeApi>;
let changes: string[];
let listening: { unsubscribe(): void };

beforeEach(() => {
  jest.useFakeTimers({ now });
  resetSession();
  logIn();
  api = fakeApi().on(createRoute, (body) => ({ status: 201, data: { ...(body as object), id: 'new-1' } }));
  changes = [];
  listening = bus.on('lifelog.changed').subscribe(({ payload }) => changes.push(payload.lifelogTypeKey));
});

afterEach(() => {
  listening.unsubscribe();
  dialogs.closeAll();
  jest.useRealTimers();
});

describe('choosing what to record', () => {
  it('offers exactly the manually registrable types, never steps or heart rate', async () => {
    const dialog = await openForm('/main/feed/lifeLogForm', '건강 기록 입력');
    const offered = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(offered).toEqual([
      '물 섭취량',
      '체중',
      '체지방률',
      '엉덩이 둘레',
      '허리 둘레',
      '혈당',
      '혈압',
      '중성지방',
      'HDL 콜레스테롤',
      '총콜레스테롤',
    ]);
  });

  it('says steps cannot be entered by hand and offers the registrable types instead', async () => {
    const dialog = await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0008', '건강 기록 입력');
    expect(within(dialog).getByRole('alert').textContent).toContain('걸음 수 기록은 직접 입력할 수 없어요');
    expect(within(dialog).queryByRole('button', { name: '걸음 수' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '심박수' })).toBeNull();
  });

  it('opens the chosen type’s form, and goes back to the list on request', async () => {
    await openForm('/main/feed/lifeLogForm', '건강 기록 입력');
    press('체중');
    expect(await screen.findByRole('dialog', { name: '체중 기록하기' })).toBeTruthy();
    expect(screen.getByLabelText('체중')).toBeTruthy();
    press('다른 기록 고르기');
    expect(await screen.findByRole('dialog', { name: '건강 기록 입력' })).toBeTruthy();
  });
});

describe('blood pressure', () => {
  const label = '수축기 혈압';

  it('asks systolic and diastolic in two number fields of one group, not one text field (issue 35)', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    const group = screen.getByRole('group', { name: '혈압 (수축기/이완기, mmHg)' });
    expect(within(group).getByLabelText('수축기 혈압').getAttribute('inputmode')).toBe('numeric');
    expect(within(group).getByLabelText('이완기 혈압').getAttribute('inputmode')).toBe('numeric');
  });

  it('sends 130/85 as the panel with systolic 8480-6 = 130 and diastolic 8462-4 = 85 in mm[Hg]', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    typePressure('130', '85');
    press('저장');
    await waitFor(() => expect(api.bodies(createRoute)).toHaveLength(1));
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '85354-9' });
    expect(sent?.subject).toEqual({ reference: `Patient/${demoUser.fhirResId}` });
    expect(sent?.effectiveDateTime).toBe('2026-03-14T12:00:00+09:00');
    expect(
      sent?.component?.map(({ code, valueQuantity }) => [code.coding?.[0]?.code, valueQuantity]),
    ).toEqual([
      ['8480-6', { value: 130, unit: 'mmHg', system: ucum, code: 'mm[Hg]' }],
      ['8462-4', { value: 85, unit: 'mmHg', system: ucum, code: 'mm[Hg]' }],
    ]);
  });

  it('shows an error under the fields for a missing diastolic and sends nothing', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    type(label, '130');
    press('저장');
    await waitFor(() => expect(errorUnder(label)).toBe(messageFor('generic.invalid', { field: '혈압' })));
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(api.routes()).not.toContain(createRoute);
  });

  it('refuses 300/20 at the field with the systolic range (M1123), keeps what was typed and sends nothing', async () => {
    const missingTexts = watchMissingTexts();
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    typePressure('300', '20');
    type('시각', '07:30');
    press('저장');
    await waitFor(() => expect(errorUnder(label)).toBe(messageFor('M1123', { min: 70, max: 270 })));
    expect(errorUnder(label)).toBe('수축기 혈압(앞의 숫자)은 70~270mmHg 사이로 입력해 주세요.');
    expect(document.activeElement).toBe(screen.getByLabelText(label));
    expect(pressureShown()).toBe('300/20');
    expect(valueOf('시각')).toBe('07:30');
    expect(api.routes()).not.toContain(createRoute);
    expect(missingTexts.stop()).toEqual([]);
  });

  it('refuses a diastolic pressure out of range (M1124) and a systolic not above the diastolic (M1121)', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    typePressure('120', '20');
    press('저장');
    await waitFor(() => expect(errorUnder(label)).toBe(messageFor('M1124', { min: 30, max: 150 })));
    typePressure('80', '120');
    press('저장');
    await waitFor(() =>
      expect(errorUnder(label)).toBe('수축기 혈압(앞의 숫자)은 이완기 혈압(뒤의 숫자)보다 높아야 해요.'),
    );
    expect(pressureShown()).toBe('80/120');
    expect(api.routes()).not.toContain(createRoute);
  });

  it('takes systolic and diastolic from the number dialog', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    press('숫자 패드로 입력');
    const numberDialog = await dialogOf('numberInput');
    expect(numberDialog.options.fields.map(({ key, min, max }) => [key, min, max])).toEqual([
      ['sbp', 70, 270],
      ['dbp', 30, 150],
    ]);
    act(() => numberDialog.close({ sbp: 128, dbp: 82 }));
    await waitFor(() => expect(pressureShown()).toBe('128/82'));
  });
});

describe('weight and the number rules', () => {
  it('refuses a weight of 1000.5 with M0134', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '1000.5');
    press('저장');
    await waitFor(() => expect(errorUnder('체중')).toBe(messageFor('M0134')));
    expect(api.routes()).not.toContain(createRoute);
  });

  it('refuses a weight of 70.25 with M0135', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.25');
    press('저장');
    await waitFor(() => expect(errorUnder('체중')).toBe(messageFor('M0135')));
    expect(api.routes()).not.toContain(createRoute);
  });

  it('steps by 0.1 with plus and minus, within 1 to 1000 kg', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    press('체중 줄이기');
    expect(valueOf('체중')).toBe('1');
    type('체중', '70.2');
    press('체중 늘리기');
    expect(valueOf('체중')).toBe('70.3');
    press('체중 줄이기');
    press('체중 줄이기');
    expect(valueOf('체중')).toBe('70.1');
    type('체중', '1000');
    press('체중 늘리기');
    expect(valueOf('체중')).toBe('1000');
    type('체중', '1');
    press('체중 줄이기');
    expect(valueOf('체중')).toBe('1');
  });

  it('steps water, kept in whole millilitres, by 1', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0009', '물 섭취량 기록하기');
    type('물 섭취량', '250');
    press('물 섭취량 늘리기');
    expect(valueOf('물 섭취량')).toBe('251');
  });

  it('takes the number dialog’s value, clamped to one decimal', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70');
    press('숫자 패드로 입력');
    const numberDialog = await dialogOf('numberInput');
    expect(numberDialog.options.fields).toEqual([
      { key: 'weight', label: '체중', value: 70, min: 1, max: 1000, unit: 'kg' },
    ]);
    act(() => numberDialog.close({ weight: 72.46 }));
    await waitFor(() => expect(valueOf('체중')).toBe('72.5'));
  });

  it('clears an error as soon as its field is valid, before any save: the weight, then the date (issue 35.4)', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '1000.5');
    type('날짜', '2026-03-15');
    press('저장');
    await waitFor(() => expect(errorUnder('체중')).toBe(messageFor('M0134')));
    expect(errorUnder('날짜')).toBe('아직 오지 않은 날짜나 시각은 입력할 수 없어요.');

    type('체중', '70.25');
    // Still wrong: the error follows the field's current problem.
    await waitFor(() => expect(errorUnder('체중')).toBe(messageFor('M0135')));
    type('체중', '70.5');
    await waitFor(() => expect(screen.getByLabelText('체중').getAttribute('aria-invalid')).toBeNull());
    expect(errorUnder('날짜')).toBe('아직 오지 않은 날짜나 시각은 입력할 수 없어요.');

    type('날짜', '2026-03-14');
    await waitFor(() => expect(screen.getByLabelText('날짜').getAttribute('aria-invalid')).toBeNull());
    expect(screen.queryByText('아직 오지 않은 날짜나 시각은 입력할 수 없어요.')).toBeNull();
    expect(api.routes()).not.toContain(createRoute);
  });

  it('clears the pressure error once both pressures are valid, an API refusal too (issue 35.4)', async () => {
    api.on(
      createRoute,
      refusal(400, 'M1123', '수축기 혈압을 확인해 주세요.', 'Observation.component[0].valueQuantity'),
    );
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', '혈압 기록하기');
    typePressure('130', '');
    press('저장');
    await waitFor(() =>
      expect(errorUnder('수축기 혈압')).toBe(messageFor('generic.invalid', { field: '혈압' })),
    );
    type('이완기 혈압', '85');
    await waitFor(() => expect(screen.getByLabelText('수축기 혈압').getAttribute('aria-invalid')).toBeNull());

    press('저장');
    await waitFor(() => expect(errorUnder('수축기 혈압')).toBe('수축기 혈압을 확인해 주세요.'));
    type('수축기 혈압', '128');
    await waitFor(() => expect(screen.getByLabelText('수축기 혈압').getAttribute('aria-invalid')).toBeNull());
  });

  it('refuses a measurement time in the future', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    type('날짜', '2026-03-15');
    press('저장');
    await waitFor(() => expect(errorUnder('날짜')).toBe('아직 오지 않은 날짜나 시각은 입력할 수 없어요.'));
    expect(api.routes()).not.toContain(createRoute);
  });

  it('shows the measured date as YYYY.MM.DD and the time as 24-hour HH:mm, in English too', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', 'New record: Weight', 'en');
    expect(valueOf('Date')).toBe('2026.03.14');
    expect(valueOf('Time')).toBe('12:00');
  });

  it('sends a date typed as 2026.03.10 and a time typed as 1930 as that day at 19:30', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    type('날짜', '2026.03.10');
    type('시각', '1930');
    press('저장');
    expect((await dialogOf('toast')).message).toBe('기록을 저장했어요');
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.effectiveDateTime).toBe('2026-03-10T19:30:00+09:00');
  });

  it.each([
    ['날짜', '2026.03'],
    ['날짜', '2026.02.30'],
    ['시각', '7:4'],
  ])('refuses a half-typed or impossible %s (%s) with a message and sends nothing', async (field, text) => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    type(field, text);
    press('저장');
    await waitFor(() => expect(errorUnder(field)).toBe('측정 날짜와 시각을 확인해 주세요.'));
    expect(valueOf(field)).toBe(text);
    expect(api.routes()).not.toContain(createRoute);
  });

  it('saves with a toast, announces the change and closes back to the page underneath', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    type('날짜', '2026-03-13');
    type('시각', '07:45');
    press('저장');
    expect((await dialogOf('toast')).message).toBe('기록을 저장했어요');
    expect(window.location.pathname).toBe('/main/feed');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(changes).toEqual(['weight']);
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.valueQuantity).toEqual({ value: 70.5, unit: 'kg', system: ucum, code: 'kg' });
    expect(sent?.effectiveDateTime).toBe('2026-03-13T07:45:00+09:00');
  });

  it('shows the API’s refusal of a value under the field', async () => {
    api.on(createRoute, refusal(400, 'M0134', '체중은 1~1000kg', 'Observation.valueQuantity.value'));
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    press('저장');
    await waitFor(() => expect(errorUnder('체중')).toBe('체중은 1~1000kg'));
    expect(screen.getByRole('dialog', { name: '체중 기록하기' })).toBeTruthy();
  });
});

describe('blood glucose', () => {
  it('saves the value with its measurement time', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0016', '혈당 기록하기');
    const times = within(screen.getByLabelText('측정 시점')).getAllByRole('option');
    expect(times.map((option) => option.textContent)).toEqual([
      '선택 안 함',
      '공복',
      '식후',
      '식전',
      '취침 전',
      '임의 측정',
    ]);
    type('혈당', '110');
    fireEvent.change(screen.getByLabelText('측정 시점'), { target: { value: '80002' } });
    press('저장');
    await waitFor(() => expect(api.bodies(createRoute)).toHaveLength(1));
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.valueQuantity).toEqual({ value: 110, unit: 'mg/dL', system: ucum, code: 'mg/dL' });
    expect(sent?.component).toEqual([
      {
        code: {
          coding: [{ system: fhirSystems.lifelog, code: 'measurementTime', display: 'Measurement time' }],
        },
        valueCodeableConcept: { coding: [{ system: fhirSystems.glucoseMeasurementTime, code: '80002' }] },
      },
    ]);
  });

  it('opens at the measurement time the link asks for: fasting from the prediction form’s link (issue 32)', async () => {
    await openForm(
      '/main/ai-prediction/lifeLogForm?lifelogTypeCode=0016&measurementTime=80001',
      '혈당 기록하기',
    );
    const time = screen.getByLabelText('측정 시점') as HTMLSelectElement;
    expect(time.selectedOptions[0]?.textContent).toBe('공복');
    type('혈당', '96');
    press('저장');
    await waitFor(() => expect(api.bodies(createRoute)).toHaveLength(1));
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.component?.[0]?.valueCodeableConcept?.coding?.[0]?.code).toBe('80001');
    // The page underneath is not given the form's own query.
    expect(window.location.pathname).toBe('/main/ai-prediction');
    expect(new URLSearchParams(window.location.search).has('measurementTime')).toBe(false);
  });

  it('leaves the measurement time to the person when the link names none or one that does not exist', async () => {
    await openForm('/main/my/lifeLogForm?lifelogTypeCode=0016&measurementTime=99999', '혈당 기록하기');
    expect((screen.getByLabelText('측정 시점') as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(
      '선택 안 함',
    );
  });
});

describe('lipids', () => {
  it('opens the total cholesterol form by its URL and sends 195 mg/dL as LOINC 2093-3', async () => {
    await openForm('/main/my/lifeLogForm?lifelogTypeCode=totalCholesterol', '총콜레스테롤 기록하기');
    type('총콜레스테롤', '195');
    press('저장');
    await waitFor(() => expect(api.bodies(createRoute)).toHaveLength(1));
    const [sent] = api.bodies(createRoute) as Observation[];
    expect(sent?.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '2093-3' });
    expect(sent?.valueQuantity).toEqual({ value: 195, unit: 'mg/dL', system: ucum, code: 'mg/dL' });
  });

  it('refuses a total cholesterol outside 67-773 mg/dL with the range and its unit (M1122)', async () => {
    await openForm('/main/my/lifeLogForm?lifelogTypeCode=totalCholesterol', '총콜레스테롤 기록하기');
    type('총콜레스테롤', '1950');
    press('저장');
    await waitFor(() =>
      expect(errorUnder('총콜레스테롤')).toBe(
        '기록할 수 있는 범위(67~773 mg/dL)를 벗어난 값이에요. 값을 확인해 주세요.',
      ),
    );
    expect(valueOf('총콜레스테롤')).toBe('1950');
    expect(api.routes()).not.toContain(createRoute);
  });

  it('says the possible range of a body fat in English', async () => {
    await openForm('/main/my/lifeLogForm?lifelogTypeCode=0012', 'New record: Body fat', 'en');
    type('Body fat', '80');
    press('Save');
    await waitFor(() =>
      expect(errorUnder('Body fat')).toBe(
        'This value is outside the possible range of 3–75 %. Please check it.',
      ),
    );
  });
});

describe('editing a record', () => {
  const stored = buildLifelogObservation({
    id: 'bp-1',
    typeKey: 'bloodPressure',
    subjectId: demoUser.fhirResId,
    values: { sbp: 130, dbp: 85 },
    effectiveDateTime: '2026-03-10T08:15:00+09:00',
  });
  beforeEach(() => {
    api.on('GET /fhir/Observation/bp-1', { status: 200, data: stored });
  });

  it('loads the record, PUTs the change and closes back to the detail page with its type', async () => {
    api.on('PUT /fhir/Observation/bp-1', (body) => ({ status: 200, data: body }));
    await openForm('/lifelogDetailPage/lifeLogForm?lifelogTypeCode=0017&id=bp-1', '혈압 기록 수정');
    expect(pressureShown()).toBe('130/85');
    expect(valueOf('날짜')).toBe('2026.03.10');
    expect(valueOf('시각')).toBe('08:15');
    typePressure('128', '84');
    press('저장');
    expect((await dialogOf('toast')).message).toBe('기록을 수정했어요');
    const [sent] = api.bodies('PUT /fhir/Observation/bp-1') as Observation[];
    expect(sent?.id).toBe('bp-1');
    expect(sent?.effectiveDateTime).toBe('2026-03-10T08:15:00+09:00');
    expect(sent?.component?.map(({ valueQuantity }) => valueQuantity?.value)).toEqual([128, 84]);
    expect(api.routes()).not.toContain(createRoute);
    expect(changes).toEqual(['bloodPressure']);
    expect(`${window.location.pathname}${window.location.search}`).toBe(
      '/lifelogDetailPage?lifelogTypeCode=0017',
    );
  });

  it('keeps an edit for later: without a connection the PUT is kept on the phone and the form closes', async () => {
    api.on('PUT /fhir/Observation/bp-1', () => noAnswer());
    await openForm('/main/feed/lifeLogForm?id=bp-1', '혈압 기록 수정');
    typePressure('128', '84');
    press('저장');
    expect((await dialogOf('toast')).message).toBe(
      '수정한 내용을 이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 보낼게요.',
    );
    expect(screen.queryByRole('dialog', { name: '혈압 기록 수정' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('보내기를 기다리는 기록이 1건 있어요');
    expect(changes).toEqual([]);
  });

  it('says why a record cannot be loaded, and tries again on request', async () => {
    api.on('GET /fhir/Observation/bp-1', refusal(403, 'M0105', '잘못된 접근이에요.'));
    await openForm('/main/feed/lifeLogForm?id=bp-1', '기록 수정');
    expect((await screen.findByRole('alert')).textContent).toContain('잘못된 접근이에요.');
    api.on('GET /fhir/Observation/bp-1', { status: 200, data: stored });
    press('다시 시도');
    expect(await screen.findByRole('dialog', { name: '혈압 기록 수정' })).toBeTruthy();
  });
});

describe('saving without the API', () => {
  it('keeps the record on the phone and sends it once the API answers, with the same Idempotency-Key', async () => {
    const keys: unknown[] = [];
    let apiUp = false;
    api.on(createRoute, (body, { headers }) => {
      keys.push(headers['Idempotency-Key']);
      return apiUp ? { status: 201, data: body } : noAnswer();
    });
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0010', '체중 기록하기');
    type('체중', '70.5');
    press('저장');
    expect((await dialogOf('toast')).message).toBe(
      '이 휴대폰에 저장해 두었어요. 인터넷이 다시 연결되면 보낼게요.',
    );
    expect(screen.queryByRole('dialog', { name: '체중 기록하기' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('보내기를 기다리는 기록이 1건 있어요');
    expect(changes).toEqual([]);

    apiUp = true;
    // The service marks the record as on its way as soon as it starts: the page shows it.
    const service = await act(async () => startOutboxService());
    await act(async () => {
      jest.advanceTimersByTime(firstRetryDelayMs);
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(keys).toHaveLength(2);
    expect(typeof keys[0]).toBe('string');
    expect(keys[1]).toBe(keys[0]);
    expect(changes).toEqual(['weight']);
    service.stop();
  });

  it('keeps the record on a server failure too', async () => {
    api.on(createRoute, refusal(503, 'M0073', 'down'));
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0013', '엉덩이 둘레 기록하기');
    type('엉덩이 둘레', '95');
    press('저장');
    expect(await screen.findByRole('status')).toBeTruthy();
  });
});

describe('in English', () => {
  it('labels the form in English', async () => {
    await openForm('/main/feed/lifeLogForm?lifelogTypeCode=0017', 'New record: Blood pressure', 'en');
    expect(screen.getByRole('group', { name: 'Blood pressure (systolic/diastolic, mmHg)' })).toBeTruthy();
    expect(screen.getByLabelText('Systolic')).toBeTruthy();
    expect(screen.getByLabelText('Diastolic')).toBeTruthy();
    expect(
      screen.getByText(
        'Enter the systolic (upper) and the diastolic (lower) pressure, for example 130 and 85',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
