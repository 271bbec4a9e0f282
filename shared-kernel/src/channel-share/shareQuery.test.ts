import { activityFromQuery, pageUnderShareOverlay, shareOverlayPath } from './shareQuery';

const record = { actCode: '0002', params: { observationId: 'obs-1' } };

describe('the shareChn overlay’s path', () => {
  it('opens over the current page, keeping the page’s own query', () => {
    expect(
      shareOverlayPath({ pathname: '/lifelogDetailPage', search: '?lifelogTypeCode=0010' }, record),
    ).toBe('/lifelogDetailPage/shareChn?lifelogTypeCode=0010&actCode=0002&observationId=obs-1');
  });

  it('opens over an overlay underneath (a prediction’s detail stays open)', () => {
    const request = { actCode: '0006', params: { predictionModel: '7', predictionId: 'p1' } };
    expect(
      shareOverlayPath(
        { pathname: '/main/ai-prediction/detail', search: '?model=7&variant=standard' },
        request,
      ),
    ).toBe(
      '/main/ai-prediction/detail/shareChn?model=7&variant=standard&actCode=0006&predictionModel=7&predictionId=p1',
    );
  });

  it('replaces an open share rather than stacking a second one', () => {
    const open = { pathname: '/main/my/shareChn', search: '?actCode=0002&observationId=old' };
    expect(shareOverlayPath(open, record)).toBe('/main/my/shareChn?actCode=0002&observationId=obs-1');
  });

  it('closes back to the page with its own query and without the reference', () => {
    expect(
      pageUnderShareOverlay({
        pathname: '/lifelogDetailPage/shareChn',
        search: '?lifelogTypeCode=0010&actCode=0002&observationId=obs-1',
      }),
    ).toBe('/lifelogDetailPage?lifelogTypeCode=0010');
    expect(pageUnderShareOverlay({ pathname: '/main/routine/shareChn', search: '?actCode=0005' })).toBe(
      '/main/routine',
    );
  });
});

describe('the reference read from the overlay’s query', () => {
  it('accepts each kind of reference, with numbers and a latest prediction restored', async () => {
    await expect(activityFromQuery('?actCode=0002&observationId=obs-1')).resolves.toEqual({
      activity: { actCode: '0002', observationId: 'obs-1' },
    });
    await expect(activityFromQuery('?actCode=0004&helthGoalSn=12&routhLapseDe=2026-03-10')).resolves.toEqual({
      activity: { actCode: '0004', helthGoalSn: 12, routhLapseDe: '2026-03-10' },
    });
    await expect(
      activityFromQuery('?actCode=0005&fromPeriodDt=2026-03-09&toPeriodDt=2026-03-15'),
    ).resolves.toEqual({
      activity: { actCode: '0005', fromPeriodDt: '2026-03-09', toPeriodDt: '2026-03-15' },
    });
    await expect(activityFromQuery('?actCode=0008&predictionModel=10')).resolves.toEqual({
      activity: { actCode: '0008', predictionModel: '10', predictionId: null },
    });
  });

  it('refuses a kind that is never shared with M1118', async () => {
    await expect(activityFromQuery('?actCode=0003&observationId=obs-1')).resolves.toEqual({
      problem: 'M1118',
    });
  });

  it('refuses a missing or broken reference', async () => {
    await expect(activityFromQuery('?lifelogTypeCode=0010')).resolves.toEqual({ problem: 'M0187' });
    for (const search of [
      '?actCode=0002',
      '?actCode=0004&helthGoalSn=abc&routhLapseDe=2026-03-10',
      '?actCode=0004&helthGoalSn=12&routhLapseDe=2026-02-30',
      '?actCode=0002&observationId=obs-1&helthGoalSn=3',
    ]) {
      const answer = await activityFromQuery(search);
      expect(answer).not.toHaveProperty('activity');
    }
  });
});
