/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Sheet } from './Sheet';

/** An overlay that, like chnInviteList, hands the sheet a new close function on every render. */
function NumberSheet({ onClose }: { onClose: (typed: string) => void }) {
  const [typed, setTyped] = useState('');
  return (
    <Sheet title="invite list" onClose={() => onClose(typed)}>
      <label>
        number
        <input value={typed} onChange={(event) => setTyped(event.target.value)} />
      </label>
    </Sheet>
  );
}

describe('Sheet', () => {
  it('moves the focus in once when it opens, not again on each re-render, and Escape calls the latest onClose', () => {
    const closed = jest.fn();
    render(<NumberSheet onClose={closed} />);
    expect(document.activeElement).toBe(screen.getByRole('dialog'));

    const field = screen.getByRole('textbox', { name: 'number' });
    field.focus();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.change(field, { target: { value: '01' } });
    expect(document.activeElement).toBe(field);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(closed).toHaveBeenCalledWith('01');
  });

  it('gives the focus back to what opened it without scrolling the page underneath (issue 35)', () => {
    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    const focus = jest.spyOn(opener, 'focus');
    const { unmount } = render(<NumberSheet onClose={jest.fn()} />);

    unmount();

    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(opener);
  });
});
