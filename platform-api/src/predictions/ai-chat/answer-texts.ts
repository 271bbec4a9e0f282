import { loadNamespace, type Language, type TextTree } from 'locales';
import { calendarDateIn, defaultTimeZone } from 'shared-kernel/isomorphic';
import type { GradedValue } from './chat-context';

/** Texts of the `aiAnswers` namespace of one language, with `{{name}}` placeholders filled. */
export class AnswerTexts {
  constructor(private readonly tree: TextTree) {}

  has(key: string): boolean {
    return typeof this.lookup(key) === 'string';
  }

  get(key: string, params: Record<string, string | number> = {}): string {
    const template = this.lookup(key);
    if (typeof template !== 'string') throw new Error(`aiAnswers has no text ${key}`);
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ''));
  }

  /** A text when the namespace has one, else the given fallback (e.g. a model added after the texts). */
  getOr(key: string, fallback: string): string {
    return this.has(key) ? this.get(key) : fallback;
  }

  private lookup(key: string): string | TextTree | undefined {
    let node: string | TextTree | undefined = this.tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return node;
  }
}

export async function loadAnswerTexts(language: Language): Promise<AnswerTexts> {
  return new AnswerTexts(await loadNamespace(language, 'aiAnswers'));
}

/** Numbers as the answers show them in every language: Western digits, comma thousands. */
export function formatNumber(value: number, decimals = 1): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }).format(value);
}

/** A record's Seoul calendar date, `YYYY.MM.DD`. */
export function formatDate(isoDateTime: string): string {
  return calendarDateIn(defaultTimeZone, new Date(isoDateTime)).replaceAll('-', '.');
}

/** An item's name, with the glucose measurement time when it has one. */
export function itemName(texts: AnswerTexts, value: GradedValue): string {
  const name = texts.get(`items.${value.item}`);
  return value.measurementTime && texts.has(`measurementTimes.${value.measurementTime}`)
    ? `${name} (${texts.get(`measurementTimes.${value.measurementTime}`)})`
    : name;
}
