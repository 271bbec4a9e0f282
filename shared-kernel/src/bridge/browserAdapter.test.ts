/** @jest-environment jsdom */
import { imageSizeLimits, nativeResultCodes } from '../isomorphic/codes';
import { createBridge, notSupported } from './index';

const { SUCCESS } = nativeResultCodes;

function browserBridge() {
  return createBridge({ logger: { warn: jest.fn(), error: jest.fn() } });
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  Reflect.deleteProperty(window, 'Notification');
});

describe('browser fallbacks', () => {
  it('keeps the saved id in local storage', async () => {
    const bridge = browserBridge();
    await expect(bridge.call('getId')).resolves.toEqual({ resultCode: SUCCESS, data: { userId: null } });

    await expect(bridge.call('saveId', { userId: 'mom01' })).resolves.toEqual({
      resultCode: SUCCESS,
      data: undefined,
    });

    await expect(bridge.call('getId')).resolves.toEqual({ resultCode: SUCCESS, data: { userId: 'mom01' } });
  });

  it('keeps native storage in local storage', async () => {
    const bridge = browserBridge();
    await bridge.call('setNativeStorage', { key: 'tutorialSeen', value: 'Y' });

    await expect(bridge.call('getNativeStorage', { key: 'tutorialSeen' })).resolves.toEqual({
      resultCode: SUCCESS,
      data: { value: 'Y' },
    });
    await expect(bridge.call('getNativeStorage', { key: 'other' })).resolves.toEqual({
      resultCode: SUCCESS,
      data: { value: null },
    });
  });

  it('answers DATA_SAVE_FAIL when local storage refuses to save', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    await expect(browserBridge().call('saveId', { userId: 'mom01' })).resolves.toEqual({
      resultCode: nativeResultCodes.DATA_SAVE_FAIL,
    });
  });

  it('reads the notification status from the Notification API, and is not supported without it', async () => {
    const bridge = browserBridge();
    await expect(bridge.call('getNotificationStatus')).resolves.toEqual({ resultCode: notSupported });

    window.Notification = { permission: 'denied' } as typeof Notification;
    await expect(bridge.call('getNotificationStatus')).resolves.toEqual({
      resultCode: SUCCESS,
      data: { permission: 'denied' },
    });
  });

  it('goes back in the history for back', async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);

    await expect(browserBridge().call('back')).resolves.toEqual({ resultCode: SUCCESS, data: undefined });
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('reports the web platform as its app version', async () => {
    await expect(browserBridge().call('getAppVersion')).resolves.toEqual({
      resultCode: SUCCESS,
      data: { platform: 'web' },
    });
  });

  it.each([
    ['start', undefined],
    ['logout', undefined],
    ['connectHealthApp', { deviceTypeCode: '0001' }],
    ['searchContact', undefined],
    ['sendSms', { mobilePhone: '01012345678', message: 'hello' }],
    ['syncBluetooth', undefined],
  ] as const)('answers "not supported" for %s, which only a native host can do', async (method, params) => {
    const bridge = browserBridge();
    const call = bridge.call as (name: string, params: unknown) => Promise<unknown>;
    await expect(call(method, params)).resolves.toEqual({ resultCode: notSupported });
  });
});

describe('photo from a file input', () => {
  /** Opens the picker through the bridge and hands back the file input it clicked. */
  function openPicker(maxSize: number) {
    const click = jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const result = browserBridge().call('getPhoto', { maxSize });
    const input = click.mock.contexts[0];
    if (!(input instanceof HTMLInputElement)) throw new Error('the bridge did not open a file picker');
    return { input, result };
  }

  function choose(input: HTMLInputElement, file: File) {
    Object.defineProperty(input, 'files', { value: [file] });
    input.dispatchEvent(new Event('change'));
  }

  function fakeImage(width: number, height: number) {
    const bitmap = { width, height, close: jest.fn() };
    window.createImageBitmap = jest.fn().mockResolvedValue(bitmap);
    const context = { drawImage: jest.fn(), fillRect: jest.fn(), fillStyle: '' };
    jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => context as unknown as CanvasRenderingContext2D);
    const toDataURL = jest
      .spyOn(HTMLCanvasElement.prototype, 'toDataURL')
      .mockImplementation((type) => `data:${type};base64,AAAA`);
    return { bitmap, context, toDataURL };
  }

  it('opens a picker for images only, synchronously within the call', async () => {
    const { input, result } = openPicker(imageSizeLimits.default);
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    expect(input.isConnected).toBe(true);
    input.dispatchEvent(new Event('cancel'));
    await result;
  });

  it('scales a large photo down so that its longest side is the size limit', async () => {
    const { bitmap, context } = fakeImage(3000, 1500);
    const { input, result } = openPicker(imageSizeLimits.default);
    choose(input, new File(['x'], 'walk.jpg', { type: 'image/jpeg' }));

    await expect(result).resolves.toEqual({
      resultCode: SUCCESS,
      data: { dataUrl: 'data:image/jpeg;base64,AAAA', mimeType: 'image/jpeg', width: 1000, height: 500 },
    });
    expect(context.drawImage).toHaveBeenCalledWith(bitmap, 0, 0, 1000, 500);
    expect(input.isConnected).toBe(false);
  });

  it('never enlarges a small photo and keeps a PNG a PNG', async () => {
    fakeImage(120, 90);
    const { input, result } = openPicker(imageSizeLimits.userProfile);
    choose(input, new File(['x'], 'face.png', { type: 'image/png' }));

    await expect(result).resolves.toMatchObject({
      resultCode: SUCCESS,
      data: { mimeType: 'image/png', width: 120, height: 90 },
    });
  });

  it('rejects a file that is not an image with M0140', async () => {
    const { input, result } = openPicker(imageSizeLimits.board);
    choose(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.DATA_LOAD_FAIL,
      messageCode: 'M0140',
    });
  });

  it('rejects an image the browser cannot read with M0140', async () => {
    window.createImageBitmap = jest.fn().mockRejectedValue(new DOMException('broken', 'InvalidStateError'));
    const { input, result } = openPicker(imageSizeLimits.board);
    choose(input, new File(['not really'], 'broken.jpg', { type: 'image/jpeg' }));

    await expect(result).resolves.toEqual({
      resultCode: nativeResultCodes.DATA_LOAD_FAIL,
      messageCode: 'M0140',
    });
  });

  it('answers USER_CANCEL when the picker is closed without a choice', async () => {
    const { input, result } = openPicker(imageSizeLimits.channelProfile);
    input.dispatchEvent(new Event('cancel'));

    await expect(result).resolves.toEqual({ resultCode: nativeResultCodes.USER_CANCEL });
    expect(input.isConnected).toBe(false);
  });
});
