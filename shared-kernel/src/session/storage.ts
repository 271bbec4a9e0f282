// Local storage may be missing, disabled (private mode, some WebViews) or full, and other code may have written
// anything under our keys: reading and writing it never throws, and a value of the wrong shape counts as absent.

export function readStored<T>(key: string, isValid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Without storage the session still works for this page; it is only not kept across reloads.
  }
}
