/** A typed height as the kernel's rule judges it: blank is "not given", anything else a number (maybe NaN). */
export function heightValue(typed: string): number | undefined {
  const trimmed = typed.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}
