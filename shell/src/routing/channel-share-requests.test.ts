/** @jest-environment jsdom */
import { requestChannelShare } from 'shared-kernel';
import { openChannelShareOnRequest } from './channel-share-requests';

describe('a share requested from any area', () => {
  beforeAll(() => openChannelShareOnRequest());

  it('opens the shareChn overlay over the current page, the page keeping its query', () => {
    window.history.replaceState(null, '', '/lifelogDetailPage?lifelogTypeCode=0010');
    const changes: string[] = [];
    const onPopState = () => changes.push(window.location.pathname + window.location.search);
    window.addEventListener('popstate', onPopState);

    requestChannelShare({ actCode: '0002', observationId: 'obs-7' });
    window.removeEventListener('popstate', onPopState);

    expect(changes).toEqual([
      '/lifelogDetailPage/shareChn?lifelogTypeCode=0010&actCode=0002&observationId=obs-7',
    ]);
  });

  it('adds a history entry, so that Back returns to the page', () => {
    window.history.replaceState(null, '', '/main/medicine');
    const before = window.history.length;
    requestChannelShare({ actCode: '0005', fromPeriodDt: '2026-03-09', toPeriodDt: '2026-03-15' });
    expect(window.history.length).toBe(before + 1);
    expect(window.location.pathname).toBe('/main/medicine/shareChn');
    expect(new URLSearchParams(window.location.search).get('toPeriodDt')).toBe('2026-03-15');
  });
});
