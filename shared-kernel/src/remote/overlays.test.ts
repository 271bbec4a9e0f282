import { matchOverlay, pathIsUnder } from './overlays';

describe('overlay matching', () => {
  it('finds an overlay segment under any parent and names the page underneath', () => {
    expect(matchOverlay('/main/feed/lifelogConnect', ['lifelogConnect'])).toEqual({
      overlay: 'lifelogConnect',
      basePath: '/main/feed',
    });
  });

  it('matches a multi-segment overlay as whole segments', () => {
    expect(matchOverlay('/main/my/input/basal/metabolic', ['input/basal/metabolic'])).toEqual({
      overlay: 'input/basal/metabolic',
      basePath: '/main/my',
    });
    expect(matchOverlay('/main/my/input/basal', ['input/basal/metabolic'])).toBeNull();
  });

  it('never treats the first segment as an overlay', () => {
    expect(matchOverlay('/chnForm', ['chnForm'])).toBeNull();
  });
});

describe('route ownership by prefix', () => {
  it('owns the prefix itself and paths below it, segment-wise only', () => {
    expect(pathIsUnder('/main/my', '/main/my')).toBe(true);
    expect(pathIsUnder('/main/my/lifelogDetailPage', '/main/my')).toBe(true);
    expect(pathIsUnder('/main/myX', '/main/my')).toBe(false);
    expect(pathIsUnder('/main', '/main/my')).toBe(false);
  });
});
