import sessionValidators from '../generated/session';

export const { isTokenSet, isAuthTokens, isSessionUser, isPlatformRegInfo } = sessionValidators;

export const isPathName = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/');
