import { withKoreanParticles } from './koreanParticles';

export { withKoreanParticles };
export const supportedLanguages = ['ko', 'en', 'km'] as const;
export type Language = (typeof supportedLanguages)[number];
export const defaultLanguage: Language = 'ko';

/** Namespaces the shell and every area use: loaded at start, one chunk per language. */
export const startNamespaces = ['common', 'messages', 'dialogs', 'ui', 'shell'] as const;
export type StartNamespace = (typeof startNamespaces)[number];

/** Namespaces of one remote each: one chunk per language and namespace, loaded when a remote needs it. */
export const remoteNamespaces = [
  'login',
  'auth',
  'lifelog',
  'lifelogRecords',
  'healthCheckup',
  'routine',
  'routineGoal',
  'medicine',
  'channel',
  'feed',
  'share',
  'inquiry',
  'ai',
  'aiAnswers',
] as const;
export type RemoteNamespace = (typeof remoteNamespaces)[number];

/** The namespaces every language has, one JSON file each under src/<language>/. */
export const namespaces = [...startNamespaces, ...remoteNamespaces] as const;
export type Namespace = (typeof namespaces)[number];

export interface TextTree {
  [key: string]: string | TextTree;
}
/** The texts a language needs at start: its start namespaces. */
export type Catalog = Record<StartNamespace, TextTree>;

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

/** The start namespaces of a language, one chunk per language: a browser downloads only the one it shows. */
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

/**
 * A remote namespace of a language, each file its own chunk. The start namespaces' files are left out of browser
 * builds here (keep the list in step with `startNamespaces`): they come with the catalogue, and every chunk costs
 * every page bytes. So is `aiAnswers`, which only the API reads (the offline chat's answers).
 */
export async function loadNamespace(language: Language, namespace: RemoteNamespace): Promise<TextTree> {
  const module: { default: TextTree } = await import(
    /* webpackExclude: /\/(common|messages|dialogs|ui|shell|aiAnswers)\.json$/ */ `./${language}/${namespace}.json`
  );
  return module.default;
}

/** `template` with its `{{name}}` placeholders filled, and Korean particles made to fit what was filled in. */
function filled(template: string, params: Record<string, string | number>): string {
  return withKoreanParticles(
    template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')),
  );
}

/** Text of an M-code in the catalogue, with `{{name}}` placeholders filled. */
export function messageText(
  catalog: Catalog,
  code: string,
  params: Record<string, string | number> = {},
): string {
  const template = catalog.messages[code];
  return filled(typeof template === 'string' ? template : code, params);
}

/**
 * The text at a dotted `path` of a namespace's texts (`recommendation.obese` of `routine`), placeholders filled;
 * undefined when there is none. For a server writing what the app would show.
 */
export function textIn(
  tree: TextTree,
  path: string,
  params: Record<string, string | number> = {},
): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const key of path.split('.')) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? filled(node, params) : undefined;
}

/** `textIn` of a start namespace (`notifications.kinds.0001` of `common`), e.g. a push's text. */
export function catalogText(
  catalog: Catalog,
  namespace: StartNamespace,
  path: string,
  params: Record<string, string | number> = {},
): string | undefined {
  return textIn(catalog[namespace], path, params);
}
