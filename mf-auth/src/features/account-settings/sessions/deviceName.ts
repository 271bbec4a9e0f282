/** Browser and system names read from a User-Agent, most specific first; they are names, never translated. */
const browsers: [RegExp, string][] = [
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/EdgA?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Whale\//, 'Whale'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (userAgent: string, names: [RegExp, string][]) =>
  names.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * A short name for the device of a session ("Chrome · Android"); null when the User-Agent names neither a known
 * browser nor a known system (the caller then shows the text as given, or that it is unknown).
 */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const parts = [firstMatch(userAgent, browsers), firstMatch(userAgent, systems)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
