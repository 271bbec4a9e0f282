import type { JSONSchemaType } from 'ajv';
import { supportedLanguages, type Language } from 'locales';

/**
 * Every event of the app bus: its payload type, the JSON Schema that checks it on publish, and its version.
 * Bump `version` when a payload changes shape, so that a remote built against an older kernel fails loudly.
 * (ajv's schema type asks optional fields to be `nullable`, so `null` is accepted where a field is optional.)
 * `compile-validators` compiles the schemas into src/generated/bus.js, which `bus.ts` uses.
 */
export interface EventPayloads {
  'session.changed': { loggedIn: boolean; userId?: string };
  'language.changed': { language: Language };
  'remote.load-failed': { remote: string; message: string };
  'lifelog.refresh-requested': { lifelogTypeCode?: string };
  /** Records of this life-log type were saved, changed or deleted (by hand, by a health app or offline queue). */
  'lifelog.changed': { lifelogTypeKey: string };
  /**
   * Another area asks to share one of its records into family channels (`requestChannelShare`): the activity
   * code and the reference's other fields as query texts, the way the shell puts them on the `shareChn` overlay.
   */
  'channel.share-requested': { actCode: string; params: Record<string, string> };
}

export type EventType = keyof EventPayloads;

interface EventDefinition<T extends EventType> {
  version: number;
  schema: JSONSchemaType<EventPayloads[T]>;
}

export const eventCatalog: { [T in EventType]: EventDefinition<T> } = {
  'session.changed': {
    version: 1,
    schema: {
      type: 'object',
      properties: {
        loggedIn: { type: 'boolean' },
        userId: { type: 'string', nullable: true },
      },
      required: ['loggedIn'],
      additionalProperties: false,
    },
  },
  'language.changed': {
    version: 1,
    schema: {
      type: 'object',
      properties: { language: { type: 'string', enum: supportedLanguages } },
      required: ['language'],
      additionalProperties: false,
    },
  },
  'remote.load-failed': {
    version: 1,
    schema: {
      type: 'object',
      properties: { remote: { type: 'string' }, message: { type: 'string' } },
      required: ['remote', 'message'],
      additionalProperties: false,
    },
  },
  'lifelog.refresh-requested': {
    version: 1,
    schema: {
      type: 'object',
      properties: { lifelogTypeCode: { type: 'string', nullable: true } },
      additionalProperties: false,
    },
  },
  'lifelog.changed': {
    version: 1,
    schema: {
      type: 'object',
      properties: { lifelogTypeKey: { type: 'string' } },
      required: ['lifelogTypeKey'],
      additionalProperties: false,
    },
  },
  'channel.share-requested': {
    version: 1,
    schema: {
      type: 'object',
      properties: {
        actCode: { type: 'string', pattern: '^[0-9]{4}$' },
        params: {
          type: 'object',
          additionalProperties: { type: 'string', maxLength: 64 },
          maxProperties: 8,
          required: [],
        },
      },
      required: ['actCode', 'params'],
      additionalProperties: false,
    },
  },
};
