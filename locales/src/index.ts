export const supportedLanguages = ['ko', 'en', 'km'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'ko';

/** The namespaces every language has, one JSON file each under src/<language>/. */
export const namespaces = [
  'common',
  'messages',
  'dialogs',
  'ui',
  'shell',
  'auth',
  'lifelog',
  'routine',
  'medicine',
  'channel',
  'ai',
] as const;
export type Namespace = (typeof namespaces)[number];

export interface TextTree {
  [key: string]: string | TextTree;
}
export type Catalog = Record<Namespace, TextTree>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** First supported language among the candidates (`ko-KR` counts as `ko`), else ko. */
export function pickLanguage(candidates: readonly (string | null | undefined)[]): Language {
  for (const candidate of candidates) {
    const base = candidate
      ?.trim()
      .toLowerCase()
      .split(/[-_;,]/)[0];
    if (isLanguage(base)) return base;
  }
  return defaultLanguage;
}

/** Each language is its own chunk, so a browser downloads only the one it shows. */
export function loadCatalog(language: Language): Promise<Catalog> {
  switch (language) {
    case 'en':
      return import('./en/index').then((module) => module.catalog);
    case 'km':
      return import('./km/index').then((module) => module.catalog);
    default:
      return import('./ko/index').then((module) => module.catalog);
  }
}

/** Text of an M-code in the catalogue, with `{{name}}` placeholders filled. */
export function messageText(
  catalog: Catalog,
  code: string,
  params: Record<string, string | number> = {},
): string {
  const template = catalog.messages[code];
  const text = typeof template === 'string' ? template : code;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
