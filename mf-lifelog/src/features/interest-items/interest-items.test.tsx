/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { dialogs, type OpenDialog } from 'shared-kernel';
import { fakeApi, logIn, refusal, renderRemoteAt, resetSession } from 'shared-kernel/testing';
import { RemoteRoot } from '../../RemoteRoot';

let openDialogs: readonly OpenDialog[] = [];
const subscription = dialogs.state$.subscribe((open) => {
  openDialogs = open;
});
afterAll(() => subscription.unsubscribe());

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

/** The item names in the order shown. */
function order(): string[] {
  return screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent ?? '');
}

beforeEach(() => {
  resetSession();
  logIn();
  dialogs.closeAll();
});

describe('choosing the my-page items', () => {
  it('shows every type and index, the chosen ones first and checked', async () => {
    fakeApi().on('GET /api/service/interest/item', {
      status: 200,
      data: { interestItems: ['weight', 'bloodPressure'] },
    });
    await renderRemoteAt(RemoteRoot, '/main/my/interest/items');
    expect(screen.getByRole('heading', { name: '관심 항목 선택' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: '체중' });
    expect(order().slice(0, 2)).toEqual(['체중', '혈압']);
    expect(checkbox('체중').checked).toBe(true);
    expect(checkbox('걸음 수').checked).toBe(false);
    expect(screen.getAllByRole('checkbox')).toHaveLength(21);
    expect(checkbox('기초대사량')).toBeTruthy();
  });

  it('saves the chosen items in the order set with the arrows, says so and goes back to the page', async () => {
    const api = fakeApi()
      .on('GET /api/service/interest/item', {
        status: 200,
        data: { interestItems: ['weight', 'bloodPressure'] },
      })
      .on('PUT /api/service/interest/item', (body) => ({ status: 200, data: body }));
    await renderRemoteAt(RemoteRoot, '/main/my/interest/items');
    await screen.findByRole('checkbox', { name: '체중' });

    fireEvent.click(screen.getByRole('button', { name: '혈압 위로 이동' }));
    fireEvent.click(checkbox('체질량지수(BMI)'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() => expect(window.location.pathname).toBe('/main/my'));
    expect(api.bodies('PUT /api/service/interest/item')).toEqual([
      { interestItems: ['bloodPressure', 'weight', 'bodyMassIndex'] },
    ]);
    expect(openDialogs).toEqual([
      expect.objectContaining({ kind: 'toast', message: '관심 항목을 저장했어요.' }),
    ]);
  });

  it('says the settings could not be changed (M0097) and keeps the choices', async () => {
    fakeApi()
      .on('GET /api/service/interest/item', { status: 200, data: { interestItems: ['weight'] } })
      .on('PUT /api/service/interest/item', refusal(500, 'M0073', 'server'));
    await renderRemoteAt(RemoteRoot, '/main/my/interest/items');
    await screen.findByRole('checkbox', { name: '체중' });

    fireEvent.click(checkbox('혈당'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));

    await waitFor(() =>
      expect(openDialogs).toEqual([
        expect.objectContaining({ kind: 'alert', options: { message: '설정을 변경하지 못했어요.' } }),
      ]),
    );
    expect(window.location.pathname).toBe('/main/my/interest/items');
    expect(checkbox('혈당').checked).toBe(true);
    expect(order().slice(0, 1)).toEqual(['체중']);
  });

  it('asks for at least one item before saving', async () => {
    const api = fakeApi().on('GET /api/service/interest/item', {
      status: 200,
      data: { interestItems: ['weight'] },
    });
    await renderRemoteAt(RemoteRoot, '/main/my/interest/items');
    await screen.findByRole('checkbox', { name: '체중' });
    fireEvent.click(checkbox('체중'));
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe('항목을 하나 이상 골라 주세요.');
    expect(api.routes()).not.toContain('PUT /api/service/interest/item');
  });

  it('is in English too', async () => {
    fakeApi().on('GET /api/service/interest/item', { status: 200, data: { interestItems: ['weight'] } });
    await renderRemoteAt(RemoteRoot, '/main/my/interest/items', 'en');
    expect(await screen.findByRole('button', { name: 'Move Weight down' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
