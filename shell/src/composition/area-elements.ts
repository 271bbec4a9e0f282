// Each remote gets a box inside the frame's content area: a status part (loading, fallback) drawn by the shell,
// and a mount part the remote renders into, so the two never share a React root.
import { firstViewOf } from 'shared-kernel';

export const REMOTE_AREA_ID = 'remote-area';

export interface AreaElements {
  status: HTMLElement;
  mount: HTMLElement;
}

export function areaElements(remoteName: string): AreaElements {
  const area = document.getElementById(REMOTE_AREA_ID);
  if (!area) throw new Error(`#${REMOTE_AREA_ID} is missing from the frame`);
  let box = area.querySelector<HTMLElement>(`[data-remote="${remoteName}"]`);
  if (!box) {
    box = document.createElement('div');
    box.dataset.remote = remoteName;
    const status = document.createElement('div');
    status.dataset.part = 'status';
    box.append(status);
    area.append(box);
    const firstView = firstViewOf(remoteName);
    if (firstView) adoptFirstView(box, firstView);
    else {
      const mount = document.createElement('div');
      mount.dataset.part = 'mount';
      box.append(mount);
    }
  }
  return {
    status: box.querySelector<HTMLElement>('[data-part="status"]')!,
    mount: box.querySelector<HTMLElement>('[data-part="mount"]')!,
  };
}

interface MovableParent {
  moveBefore?: (node: Node, child: Node | null) => void;
}

/**
 * The screen the server sent (issue 30) becomes the remote's mount element, moved from the top of the page into
 * the frame, where it looks the same. A person may already be typing in it: the move keeps the focus and the caret
 * (moveBefore keeps them itself; where a browser lacks it, they are put back).
 */
function adoptFirstView(box: HTMLElement, firstView: HTMLElement): void {
  const focused = document.activeElement;
  const caret =
    focused instanceof HTMLInputElement ? ([focused.selectionStart, focused.selectionEnd] as const) : null;
  firstView.removeAttribute('id');
  firstView.dataset.part = 'mount';
  const parent = box as HTMLElement & MovableParent;
  if (parent.moveBefore) parent.moveBefore(firstView, null);
  else box.append(firstView);
  if (focused instanceof HTMLElement && focused !== document.activeElement && firstView.contains(focused)) {
    focused.focus();
    if (caret && focused instanceof HTMLInputElement) focused.setSelectionRange(caret[0], caret[1]);
  }
}
