export { tokenApi, refreshTokens } from './tokenApi';
export { openApi } from './openApi';
export { userApi } from './userApi';
export { login, logout, setSessionFromTokens } from './account';
export { ApiError } from './errors';
