/** The areas of the /main frame's bottom tab bar, in order; titles come from the `shell` namespace. */
export const mainTabs = [
  { path: '/main/health-goal-dashboard', label: 'tabs.goals' },
  { path: '/main/my', label: 'tabs.my' },
  { path: '/main/medicine', label: 'tabs.medicine' },
  { path: '/main/feed', label: 'tabs.feed' },
  { path: '/main/ai-prediction', label: 'tabs.ai' },
] as const;

/** Header titles of every /main child, including those without a tab. */
export const mainTitles: Record<string, string> = {
  '/main/health-goal-dashboard': 'titles.goals',
  '/main/health-goal-history': 'titles.goalHistory',
  '/main/my': 'titles.my',
  '/main/health-checkup': 'titles.checkup',
  '/main/medicine': 'titles.medicine',
  '/main/feed': 'titles.feed',
  '/main/ai-prediction': 'titles.ai',
};
