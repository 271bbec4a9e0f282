/** Pseudo-random numbers that come out the same for the same seed, so that demo data is the same every time. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Normally distributed around `mean` (Box-Muller). */
  normal(mean: number, standardDeviation: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
}

/** FNV-1a: a 32-bit number from a text seed. */
function hashOf(seed: string): number {
  let hash = 0x811c9dc5;
  for (const character of seed) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32 (Tommy Ettinger's public-domain generator): small, fast and good enough for demo data. */
export function seededRandom(seed: string): SeededRandom {
  let state = hashOf(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (min, max) => min + (max - min) * next(),
    normal: (mean, standardDeviation) => {
      const radius = Math.sqrt(-2 * Math.log(1 - next()));
      return mean + standardDeviation * radius * Math.cos(2 * Math.PI * next());
    },
    chance: (probability) => next() < probability,
  };
}
