// Each remote gets a box inside the frame's content area: a status part (loading, fallback) drawn by the shell,
// and a mount part the remote renders into, so the two never share a React root.
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
    const mount = document.createElement('div');
    status.dataset.part = 'status';
    mount.dataset.part = 'mount';
    box.append(status, mount);
    area.append(box);
  }
  return {
    status: box.querySelector<HTMLElement>('[data-part="status"]')!,
    mount: box.querySelector<HTMLElement>('[data-part="mount"]')!,
  };
}
