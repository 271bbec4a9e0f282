/** @jest-environment jsdom */
import { goBack, navigate } from './index';

type WindowWithNavigation = Window & { navigation?: { canGoBack: boolean } };

function popstate(): Promise<string> {
  return new Promise((resolve) =>
    window.addEventListener('popstate', () => resolve(window.location.pathname), { once: true }),
  );
}

beforeEach(() => {
  delete window.singleSpaNavigate;
  delete (window as WindowWithNavigation).navigation;
});

describe('goBack: the in-app ←', () => {
  it('goes to the parent page, in place of this one, when the page was opened directly (not to about:blank)', () => {
    window.history.replaceState(null, '', '/user/myChn/setting');
    const back = jest.spyOn(window.history, 'back');
    const lengthBefore = window.history.length;

    goBack();

    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/main/my');
    expect(window.history.length).toBe(lengthBefore);
    back.mockRestore();
  });

  it('goes to the parent the page names instead, when it names one', () => {
    window.history.replaceState(null, '', '/medicine/search/settings/options-cycle');
    goBack('/medicine/search/settings?plan=3');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/medicine/search/settings?plan=3');
  });

  it('goes back when the app itself opened the page (navigate)', async () => {
    window.history.replaceState(null, '', '/main/my');
    navigate('/user/myChn/setting');
    const wentBack = popstate();

    goBack();

    expect(await wentBack).toBe('/main/my');
  });

  it('goes back when a router link opened the page (React Router numbers its entries from 0)', async () => {
    window.history.replaceState({ usr: null, key: 'a', idx: 0 }, '', '/main/my');
    window.history.pushState({ usr: null, key: 'b', idx: 1 }, '', '/user/myChn/setting');
    const wentBack = popstate();

    goBack();

    expect(await wentBack).toBe('/main/my');
  });

  it('keeps "opened by the app" when the page is replaced, so ← still goes back', async () => {
    window.history.replaceState(null, '', '/main/my');
    navigate('/user/myChn/setting');
    navigate('/user/myChn/setting/profile', { replace: true });
    const wentBack = popstate();

    goBack();

    expect(await wentBack).toBe('/main/my');
  });

  it('trusts the Navigation API where the browser has it', () => {
    window.history.replaceState({ idx: 4 }, '', '/ai/paper-weight');
    (window as WindowWithNavigation).navigation = { canGoBack: false };

    goBack();

    expect(window.location.pathname).toBe('/main/ai-prediction');
  });
});
