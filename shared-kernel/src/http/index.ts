export { tokenApi, refreshTokens } from './tokenApi';
export { openApi } from './openApi';
export { userApi } from './userApi';
export { completePlatformTransfer, login, logout, setSessionFromTokens } from './account';
export type { LoginOutcome } from './account';
export { ApiError } from './errors';
export { deviceTimeZone, loadSettings, saveSettings } from './settings';
export {
  appStatus,
  maintenanceCode,
  refreshAppStatus,
  requestAppUpdate,
  startAppStatus,
  updateRequiredCode,
  useAppStatus,
} from './appInfo';
export type { AppStatus } from './appInfo';
