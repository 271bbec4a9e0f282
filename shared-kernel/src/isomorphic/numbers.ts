/**
 * Rounds half up to `decimals` places. Going through 15 significant digits first absorbs binary
 * representation error, so that 1.005 rounds to 1.01 and not to 1.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(15))) / factor;
}

export function isPositiveNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}
