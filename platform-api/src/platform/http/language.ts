import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from 'locales';

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return firstValue(value[0]);
  return typeof value === 'string' ? value : undefined;
}

/** The `Language-Code` header, else the `lang` query parameter, else Korean. */
export function requestLanguage(request: FastifyRequest): Language {
  const query: unknown = request.query;
  const queryLanguage =
    typeof query === 'object' && query !== null && 'lang' in query ? firstValue(query.lang) : undefined;
  return pickLanguage([firstValue(request.headers['language-code']), queryLanguage]);
}

/** Query string every route accepts, so that `lang` is documented and validated everywhere. */
export const languageQuerySchema = {
  type: 'object',
  properties: {
    lang: {
      type: 'string',
      maxLength: 16,
      description: 'ko | en | km; used when no Language-Code header is sent',
    },
  },
} as const;
