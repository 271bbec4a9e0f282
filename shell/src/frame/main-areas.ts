import { pathIsUnder } from 'shared-kernel';

/**
 * The areas of the /main frame's bottom tab bar, in order; titles come from the `shell` namespace. `also` names
 * the /main children without a tab of their own that belong to the tab's area (the checkup is part of My).
 */
export const mainTabs = [
  { path: '/main/health-goal-dashboard', label: 'tabs.goals', also: ['/main/health-goal-history'] },
  { path: '/main/my', label: 'tabs.my', also: ['/main/health-checkup'] },
  { path: '/main/medicine', label: 'tabs.medicine', also: [] },
  { path: '/main/feed', label: 'tabs.feed', also: [] },
  { path: '/main/ai-prediction', label: 'tabs.ai', also: [] },
] as const;

export type MainTab = (typeof mainTabs)[number];

/** The tab whose area holds a path, if any. */
export function activeTabOf(pathname: string): MainTab | undefined {
  return mainTabs.find((tab) => [tab.path, ...tab.also].some((area) => pathIsUnder(pathname, area)));
}

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
