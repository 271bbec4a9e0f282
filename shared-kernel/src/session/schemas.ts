import Ajv, { type JSONSchemaType } from 'ajv';
import type { AuthTokens, PlatformRegInfo, SessionUser, TokenSet } from './types';

const ajv = new Ajv();

const tokenProperties = {
  access_token: { type: 'string', minLength: 1 },
  refresh_token: { type: 'string', nullable: true },
  expires_in: { type: 'number' },
} as const;

const tokenSetSchema: JSONSchemaType<TokenSet> = {
  type: 'object',
  properties: tokenProperties,
  required: ['access_token', 'expires_in'],
};

const authTokensSchema: JSONSchemaType<AuthTokens> = {
  type: 'object',
  properties: { ...tokenProperties, authExpiry: { type: 'number' } },
  required: ['access_token', 'expires_in', 'authExpiry'],
};

const nullableString = { type: 'string', nullable: true } as const;
const nullableNumber = { type: 'number', nullable: true } as const;

const sessionUserSchema: JSONSchemaType<SessionUser> = {
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

const platformRegInfoSchema = {
  type: 'object',
  properties: {
    isAgreeTransfer: { type: 'boolean' },
    agreeInfo: { type: ['object', 'null'] },
    userInfo: { type: ['object', 'null'] },
  },
  required: ['isAgreeTransfer'],
};

export const isTokenSet = ajv.compile(tokenSetSchema);
export const isAuthTokens = ajv.compile(authTokensSchema);
export const isSessionUser = ajv.compile(sessionUserSchema);
export const isPlatformRegInfo = ajv.compile<PlatformRegInfo>(platformRegInfoSchema);
export const isPathName = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');
