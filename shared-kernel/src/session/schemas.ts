// The shapes of what the session reads (token answers, local storage). `compile-validators` compiles them
// into src/generated/session.js, which `validators.ts` uses.
import type { JSONSchemaType } from 'ajv';
import type { AuthTokens, SessionUser, TokenSet } from './types';

const tokenProperties = {
  access_token: { type: 'string', minLength: 1 },
  refresh_token: { type: 'string', nullable: true },
  expires_in: { type: 'number' },
  scope: { type: 'string', nullable: true },
} as const;

export const tokenSetSchema: JSONSchemaType<TokenSet> = {
  type: 'object',
  properties: tokenProperties,
  required: ['access_token', 'expires_in'],
};

export const authTokensSchema: JSONSchemaType<AuthTokens> = {
  type: 'object',
  properties: { ...tokenProperties, authExpiry: { type: 'number' } },
  required: ['access_token', 'expires_in', 'authExpiry'],
};

const nullableString = { type: 'string', nullable: true } as const;
const nullableNumber = { type: 'number', nullable: true } as const;

export const sessionUserSchema: JSONSchemaType<SessionUser> = {
  type: 'object',
  properties: {
    userId: { type: 'string', minLength: 1 },
    userNm: { type: 'string' },
    userBrthdyDe: { type: 'string' },
    userGenderCode: { type: 'string' },
    userMphonNo: { type: 'string' },
    userEmail: nullableString,
    height: nullableNumber,
    myChnSn: nullableNumber,
    pscstrSttusCode: nullableString,
    fhirResId: { type: 'string' },
    userAge: nullableNumber,
  },
  required: ['userId', 'userNm', 'userBrthdyDe', 'userGenderCode', 'userMphonNo', 'fhirResId'],
};

export const platformRegInfoSchema = {
  type: 'object',
  properties: {
    isAgreeTransfer: { type: 'boolean' },
    agreeInfo: { type: ['object', 'null'] },
    userInfo: { type: ['object', 'null'] },
  },
  required: ['isAgreeTransfer'],
};
