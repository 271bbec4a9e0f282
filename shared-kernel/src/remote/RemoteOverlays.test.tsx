/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { AppRouter } from './AppRouter';
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

const overlays = {
  detail: GuideOverlay,
  lifeLogForm: { Overlay: GuideOverlay, ownQuery: ['id'] },
};

/** The app as the browser runs it, at `path`: a page that links to its detail overlay, and the overlays. */
function renderAppAt(path: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="${OVERLAY_ROOT_ID}"></div>`;
  render(
    <AppRouter>
      <Link to="/main/ai-prediction">open predictions</Link>
      <Link to="/main/ai-prediction/detail?model=framingham">open detail</Link>
      <RemoteOverlays overlays={overlays} />
      <CurrentUrl />
    </AppRouter>,
    { container: document.body.appendChild(document.createElement('div')) },
  );
}

function shownUrl(): string | null {
  return screen.getByLabelText('url').textContent;
}

function closeButton() {
  return screen.queryByRole('button', { name: 'close guide' });
}

describe('RemoteOverlays', () => {
  it('closes an overlay opened from its page by going back to the page’s own entry, with its query, so that back does not reopen it (issue 35)', async () => {
    renderAppAt('/main/ai-prediction?tab=risk');
    fireEvent.click(screen.getByRole('link', { name: 'open detail' }));
    expect(shownUrl()).toBe('/main/ai-prediction/detail?model=framingham');
    const entries = window.history.length;

    fireEvent.click(closeButton()!);

    await waitFor(() => expect(shownUrl()).toBe('/main/ai-prediction?tab=risk'));
    expect(window.history.length).toBe(entries);
    expect(closeButton()).toBeNull();
  });

  it('goes back once however many times the overlay is closed', async () => {
    renderAppAt('/main/feed');
    fireEvent.click(screen.getByRole('link', { name: 'open predictions' }));
    fireEvent.click(screen.getByRole('link', { name: 'open detail' }));
    const go = jest.spyOn(window.history, 'go');

    const close = closeButton()!;
    fireEvent.click(close);
    fireEvent.click(close);

    await waitFor(() => expect(shownUrl()).toBe('/main/ai-prediction'));
    expect(go).toHaveBeenCalledTimes(1);
    go.mockRestore();
  });

  it('gives way to its page’s address when it was opened from somewhere else', async () => {
    renderAppAt('/main/feed');
    fireEvent.click(screen.getByRole('link', { name: 'open detail' }));
    const entries = window.history.length;

    fireEvent.click(closeButton()!);

    await waitFor(() => expect(shownUrl()).toBe('/main/ai-prediction?model=framingham'));
    expect(window.history.length).toBe(entries);
  });

  it('replaces an overlay opened by its own address with its page’s, keeping the page’s query less what only the overlay reads', async () => {
    renderAppAt('/lifelogDetailPage/lifeLogForm?lifelogTypeCode=0017&id=bp-1');
    const entries = window.history.length;

    act(() => closeButton()!.click());

    await waitFor(() => expect(shownUrl()).toBe('/lifelogDetailPage?lifelogTypeCode=0017'));
    expect(window.history.length).toBe(entries);
    expect(closeButton()).toBeNull();
  });

  it('closes to the page underneath in a router of its own too', () => {
    document.body.innerHTML = `<div id="${OVERLAY_ROOT_ID}"></div>`;
    render(
      <MemoryRouter
        initialEntries={['/lifelogDetailPage/idxGuidePopup?lifelogTypeCode=0017']}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <RemoteOverlays overlays={{ idxGuidePopup: GuideOverlay }} />
        <CurrentUrl />
      </MemoryRouter>,
      { container: document.body.appendChild(document.createElement('div')) },
    );

    act(() => closeButton()!.click());

    expect(shownUrl()).toBe('/lifelogDetailPage?lifelogTypeCode=0017');
    expect(closeButton()).toBeNull();
  });
});
