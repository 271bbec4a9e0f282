const homePath = '/main/health-goal-dashboard';

/**
 * Top-level pages opened from a /main tab rather than from the path above them (spec section 2): ← leads back to
 * that tab.
 */
const tabOfTopLevelPage: Readonly<Record<string, string>> = {
  '/chnSetting': '/main/feed',
  '/prtcpntSetting': '/main/feed',
  '/chnDecorating': '/main/feed',
  '/lifelogDetailPage': '/main/my',
};

/** Paths that only group an area's pages and draw nothing themselves, with the page their area belongs to. */
const pageOfGroupingPath: Readonly<Record<string, string>> = {
  '': homePath,
  '/main': homePath,
  '/user': homePath,
  '/user/myChn': '/main/my',
  '/medicine': '/main/medicine',
  '/ai': '/main/ai-prediction',
  '/routine': homePath,
  '/register': '/intro/login',
  '/register/info': '/intro/login',
  '/register/search': '/intro/login',
  '/register/search/pw': '/intro/login',
  '/register/reset': '/intro/login',
  '/register/user': '/register/platform/transfer',
  '/intro': '/intro/login',
};

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * The page one level up from `pathname`, where ← goes when nothing of the app is behind the current page: the
 * path without its last segment, or the area's page when that path only groups pages (`/ai/paper-weight` →
 * `/main/ai-prediction`), or the tab a top-level page is opened from (`/chnSetting` → `/main/feed`).
 */
export function parentPath(pathname: string): string {
  const path = withoutTrailingSlash(pathname.split(/[?#]/)[0] ?? '');
  const tab = tabOfTopLevelPage[path];
  if (tab) return tab;
  const up = path.slice(0, path.lastIndexOf('/'));
  return pageOfGroupingPath[up] ?? up;
}
