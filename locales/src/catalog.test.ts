import { readdirSync } from 'node:fs';
import path from 'node:path';
// The kernel is not a dependency of locales (it depends on locales); the test reaches its rules by path.
import * as kernel from '../../shared-kernel/src/isomorphic';
import {
  loadCatalog,
  loadNamespace,
  namespaces,
  remoteNamespaces,
  startNamespaces,
  supportedLanguages,
  type Language,
  type Namespace,
  type TextTree,
} from './index';

/** Every text of a tree as [dotted key, text]. */
function texts(tree: TextTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const otherLanguages = supportedLanguages.filter((language) => language !== 'ko');
/** Every namespace of every language: the start catalogue and each remote namespace's own file. */
const catalogs = {} as Record<Language, Record<Namespace, TextTree>>;

beforeAll(async () => {
  for (const language of supportedLanguages) {
    const remoteTexts = await Promise.all(
      remoteNamespaces.map(async (namespace) => [namespace, await loadNamespace(language, namespace)]),
    );
    catalogs[language] = { ...(await loadCatalog(language)), ...Object.fromEntries(remoteTexts) };
  }
});

describe.each(supportedLanguages)('catalogue files of %s', (language) => {
  it('are exactly the listed namespaces, so that no file is left out of the checks', () => {
    const files = readdirSync(path.join(__dirname, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    expect(files.sort()).toEqual([...namespaces].sort());
  });

  it('load at start with the start namespaces only', async () => {
    expect(Object.keys(await loadCatalog(language)).sort()).toEqual([...startNamespaces].sort());
  });
});

describe.each(namespaces)('namespace %s', (namespace) => {
  it.each(otherLanguages)('has every ko key in %s, with the same placeholders', (language) => {
    const translated = new Map(texts(catalogs[language][namespace]));
    for (const [key, text] of texts(catalogs.ko[namespace])) {
      expect({ key, present: translated.has(key) }).toEqual({ key, present: true });
      expect({ key, placeholders: placeholders(translated.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it.each(supportedLanguages)('has no empty text in %s', (language) => {
    const empty = texts(catalogs[language][namespace]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });
});

describe.each(supportedLanguages)('messages in %s', (language) => {
  it('has a text for every M-code of the kernel', () => {
    const missing = kernel.mCodes.filter((code) => typeof catalogs[language].messages[code] !== 'string');
    expect(missing).toEqual([]);
  });

  it('has a text for every generic validation message of the kernel', () => {
    const missing = kernel.genericMessageKeys.filter(
      (key) => typeof catalogs[language].messages[key] !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('fills the minutes to wait into M0089', () => {
    expect(placeholders(String(catalogs[language].messages.M0089))).toEqual(['minutes']);
  });

  it('has a label under common fields for every field the kernel validates', () => {
    const formFields = Object.entries(kernel)
      .filter(([name]) => name.endsWith('FormSchema'))
      .flatMap(([, schema]) => Object.keys((schema as kernel.FormSchema).properties));
    const fields = new Set([...Object.keys(kernel.fieldSchemas), ...formFields]);
    const labels = catalogs[language].common.fields;
    const missing = [...fields].filter(
      (field) => typeof labels !== 'object' || typeof labels[field] !== 'string',
    );
    expect(missing).toEqual([]);
  });
});

describe.each([
  ['ko', /\p{Script=Hangul}/u],
  ['km', /\p{Script=Khmer}/u],
] as const)('shared texts in %s', (language, script) => {
  it.each(['messages', 'common'] as const)('are written in the script of the language in %s', (namespace) => {
    const untranslated = texts(catalogs[language][namespace]).filter(([, text]) => !script.test(text));
    expect(untranslated).toEqual([]);
  });
});

describe('texts shown to people (issue 35)', () => {
  /** Words of the developers that a person does not use: the record is a health record, not a "life-log". */
  const jargon: Record<Language, RegExp> = {
    ko: /라이프로그|MET-분|금연한 지 지난 기간/,
    en: /life-?logs?\b|MET-minutes?/i,
    km: /កំណត់ត្រាជីវិត/,
  };

  it.each(supportedLanguages)(
    'use plain words, no jargon such as "라이프로그" or "MET-분", in %s',
    (language) => {
      const found = namespaces.flatMap((namespace) =>
        texts(catalogs[language][namespace])
          .filter(([, text]) => jargon[language].test(text))
          .map(([key, text]) => `${namespace}:${key} ${text}`),
      );
      expect(found).toEqual([]);
    },
  );
});
