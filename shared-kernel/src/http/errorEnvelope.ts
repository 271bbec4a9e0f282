import type { JSONSchemaType } from 'ajv';

/** How the platform API answers a failure (compiled into src/generated/http.js by `compile-validators`). */
export interface ErrorEnvelope {
  code: string;
  message: string;
  field?: string;
}

export const errorEnvelopeSchema: JSONSchemaType<ErrorEnvelope> = {
  type: 'object',
  properties: {
    code: { type: 'string', minLength: 1 },
    message: { type: 'string' },
    field: { type: 'string', nullable: true },
  },
  required: ['code', 'message'],
};
