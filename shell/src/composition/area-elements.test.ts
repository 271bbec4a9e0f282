/** @jest-environment jsdom */
import { areaElements, REMOTE_AREA_ID } from './area-elements';

describe('a remote area', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="first-view" data-remote="mf_auth" data-first-view-route="/intro/login" data-first-view-language="ko">' +
      '<form><input aria-label="id"></form></div>' +
      `<div id="root"><main id="${REMOTE_AREA_ID}"></main></div>`;
  });

  it('makes the screen the server sent the mount element of its remote, keeping focus and caret (issue 30)', () => {
    const input = document.querySelector('input')!;
    input.value = 'demo';
    input.focus();
    input.setSelectionRange(2, 2);

    const { status, mount } = areaElements('mf_auth');

    expect(mount.parentElement?.parentElement?.id).toBe(REMOTE_AREA_ID);
    expect(mount.id).toBe('');
    expect(mount.contains(input)).toBe(true);
    expect(status.nextElementSibling).toBe(mount);
    expect(document.activeElement).toBe(input);
    expect([input.value, input.selectionStart]).toEqual(['demo', 2]);
    expect(areaElements('mf_auth').mount).toBe(mount);
  });

  it('gives another remote an empty mount element and leaves the screen for its own remote', () => {
    const { mount } = areaElements('mf_medicine');

    expect(mount.childNodes).toHaveLength(0);
    expect(document.getElementById('first-view')?.parentElement).toBe(document.body);
  });
});
