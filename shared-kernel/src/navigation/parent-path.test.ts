import { parentPath } from './parent-path';

describe('parentPath: where ← leads from a page opened directly', () => {
  it.each([
    // A page below another page goes up one level.
    ['/user/myChn/setting/profile/height', '/user/myChn/setting/profile'],
    ['/user/myChn/setting/profile', '/user/myChn/setting'],
    ['/main/health-checkup/result-standard', '/main/health-checkup'],
    ['/main/ai-prediction/aiChat/aiChatHistory', '/main/ai-prediction/aiChat'],
    ['/medicine/search/settings/options-cycle', '/medicine/search/settings'],
    ['/routine/health-goal/exercise-list', '/routine/health-goal'],
    ['/chnSetting/chnInviteList', '/chnSetting'],
    // A path that only groups pages leads to the area those pages belong to.
    ['/user/myChn/setting', '/main/my'],
    ['/user/noti', '/main/health-goal-dashboard'],
    ['/ai/paper-weight', '/main/ai-prediction'],
    ['/medicine/direct', '/main/medicine'],
    ['/routine/dashboard', '/main/health-goal-dashboard'],
    ['/register/search/pw/identify', '/intro/login'],
    ['/register/info/b', '/intro/login'],
    // Top-level pages go to the tab they are opened from; a tab goes home.
    ['/chnSetting', '/main/feed'],
    ['/lifelogDetailPage', '/main/my'],
    ['/main/my', '/main/health-goal-dashboard'],
    ['/error', '/main/health-goal-dashboard'],
  ])('%s → %s', (pathname, parent) => {
    expect(parentPath(pathname)).toBe(parent);
  });

  it('ignores the query, the hash and a trailing slash', () => {
    expect(parentPath('/user/myChn/setting/password/?from=menu#top')).toBe('/user/myChn/setting');
  });
});
