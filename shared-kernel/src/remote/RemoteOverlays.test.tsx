/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { OVERLAY_ROOT_ID } from './OverlayPortal';
import { RemoteOverlays, type OverlayProps } from './RemoteOverlays';

function GuideOverlay({ onClose }: OverlayProps) {
  return (
    <button type="button" onClick={onClose}>
      close guide
    </button>
  );
}

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="url">{`${pathname}${search}`}</output>;
}

describe('RemoteOverlays', () => {
  it('closes an overlay to the page underneath, keeping the query the page was opened with', () => {
    document.body.innerHTML = `<div id="${OVERLAY_ROOT_ID}"></div>`;
    render(
      <MemoryRouter initialEntries={['/lifelogDetailPage/idxGuidePopup?lifelogTypeCode=0017']}>
        <RemoteOverlays overlays={{ idxGuidePopup: GuideOverlay }} />
        <CurrentUrl />
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement('div')) },
    );

    act(() => screen.getByRole('button', { name: 'close guide' }).click());

    expect(screen.getByLabelText('url').textContent).toBe('/lifelogDetailPage?lifelogTypeCode=0017');
    expect(screen.queryByRole('button', { name: 'close guide' })).toBeNull();
  });
});
