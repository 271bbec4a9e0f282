import { loginFormSchema, serialSchema } from 'shared-kernel/isomorphic';

/** A kernel field schema that also accepts null (an optional value sent as "none"). */
export function nullable<Schema extends { type: string }>(schema: Schema) {
  return { ...schema, type: [schema.type, 'null'] };
}

/** Response schema of an empty object (`{}`). */
export const emptyObjectSchema = { type: 'object', properties: {} } as const;

/**
 * An id that names an existing account (password reset), as the login form takes it: the sign-up rule
 * (`userIdSchema`) would lock out ids the older platform allowed, and the demo ids (`demo-mom`).
 */
export const existingUserIdSchema = loginFormSchema.properties.userId;

/** Path parameters that are all serials (`/plan/{tkmdSn}/{tkmdDtlsSn}`), each required. */
export const serialParams = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, serialSchema])),
  }) as const;
