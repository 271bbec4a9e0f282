// Where the goal pages live.
export const goalEditorPath = '/routine/health-goal';
export const historyPath = '/main/health-goal-history';
export const dashboardPath = '/main/health-goal-dashboard';
