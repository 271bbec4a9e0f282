export const HOME_PATH = '/main/health-goal-dashboard';
export const LOGIN_PATH = '/intro/login';
export const ERROR_PATH = '/error';
export const PLATFORM_TRANSFER_PATH = '/register/platform/transfer';
