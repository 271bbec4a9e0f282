import type { JSONSchemaType } from 'ajv';
import type { KernelConfigInput } from './config';

/** The shape of `/app-config.json` (compiled into src/generated/config.js by `compile-validators`). */
export const appConfigSchema: JSONSchemaType<KernelConfigInput> = {
  type: 'object',
  properties: {
    apiBaseUrl: { type: 'string' },
    clientId: { type: 'string', minLength: 1, nullable: true },
  },
  required: ['apiBaseUrl'],
};
