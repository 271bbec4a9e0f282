/** @jest-environment jsdom */
import { act, fireEvent, screen } from '@testing-library/react';
import { bus, session } from 'shared-kernel';
import { demoUser, fakeApi, logIn, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';
import { latestBatch, type RecordInput } from '../lifelog-common/testing/fakeHealthData';

let records: RecordInput[] = [];
let idempotencyKeys: unknown[] = [];

function api() {
  return fakeApi()
    .on(
      'POST /fhir',
      latestBatch(() => records, demoUser.fhirResId),
    )
    .on('POST /fhir/Observation', (body, { headers }) => {
      idempotencyKeys.push(headers['Idempotency-Key']);
      return { status: 201, data: { ...(body as object), id: 'new-weight' } };
    })
    .on('PUT /api/service/info', (body) => ({
      status: 200,
      data: { ...demoUser, ...(body as object), profilePhoto: null },
    }));
}

/** The result line, once the latest records are loaded. */
async function result(name = '기초대사량'): Promise<string> {
  return (await screen.findByText(name, { selector: 'span' })).parentElement?.textContent ?? '';
}

beforeEach(() => {
  resetSession();
  records = [];
  idempotencyKeys = [];
});

describe('basal metabolic rate overlay', () => {
  it('computes the rate from the latest weight, the profile height, age and sex, naming the formula', async () => {
    logIn();
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/input/basal/metabolic');
    // 10 × 62.3 + 6.25 × 162.5 − 5 × 36 − 161 = 1297.6.
    expect(await result()).toBe('기초대사량1,298 kcal/일');
    expect(screen.getByText(/^Mifflin-St Jeor 공식/)).toBeTruthy();
    expect(screen.queryByLabelText('체중 (kg)')).toBeNull();
  });

  it('saves a missing weight as a record, once, tells the other screens, and computes', async () => {
    logIn();
    const calls = api();
    const changed: unknown[] = [];
    const subscription = bus.on('lifelog.changed').subscribe((event) => changed.push(event.payload));
    await renderRemoteAt(RemoteRoot, '/main/health-goal-dashboard/input/basal/metabolic');
    expect(await result()).toBe('기초대사량-- kcal/일');

    fireEvent.change(screen.getByLabelText('체중 (kg)'), { target: { value: '62.3' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('1,298')).toBeTruthy();
    const [saved] = calls.bodies('POST /fhir/Observation') as {
      valueQuantity: { value: number; code: string };
      subject: { reference: string };
    }[];
    expect(saved?.valueQuantity).toEqual(expect.objectContaining({ value: 62.3, code: 'kg' }));
    expect(saved?.subject.reference).toBe(`Patient/${demoUser.fhirResId}`);
    expect(idempotencyKeys).toEqual([expect.stringMatching(/^[0-9a-f-]{36}$/)]);
    expect(changed).toEqual([{ lifelogTypeKey: 'weight' }]);
    subscription.unsubscribe();
  });

  it('checks the typed weight with the kernel rules (M0134, M0135)', async () => {
    logIn();
    const calls = api();
    await renderRemoteAt(RemoteRoot, '/main/my/input/basal/metabolic');
    const weight = await screen.findByLabelText('체중 (kg)');

    fireEvent.change(weight, { target: { value: '1200' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('체중은 1~1000kg 사이로 입력해 주세요.')).toBeTruthy();
    expect(weight.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(weight, { target: { value: '62.35' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('소수점 아래 한 자리까지만 입력할 수 있어요.')).toBeTruthy();
    expect(calls.routes()).not.toContain('POST /fhir/Observation');
  });

  it('saves a missing height to the profile and computes with it', async () => {
    logIn({ ...demoUser, height: null });
    records = [
      { typeKey: 'weight', values: { weight: 62.3 }, effectiveDateTime: '2025-03-02T07:30:00+09:00' },
    ];
    const calls = api();
    await renderRemoteAt(RemoteRoot, '/main/my/input/basal/metabolic');
    fireEvent.change(await screen.findByLabelText('키 (cm)'), { target: { value: '162.5' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '저장' }));
    });

    expect(await screen.findByText('1,298')).toBeTruthy();
    expect(calls.bodies('PUT /api/service/info')).toEqual([{ height: 162.5 }]);
    expect(session.snapshot().userInfo?.height).toBe(162.5);
  });

  it('is in English too', async () => {
    logIn();
    api();
    await renderRemoteAt(RemoteRoot, '/main/my/input/basal/metabolic', 'en');
    expect(await result('Basal metabolic rate')).toBe('Basal metabolic rate-- kcal/day');
    expect(screen.getByLabelText('Weight (kg)')).toBeTruthy();
  });
});
