// The `shareChn` overlay names what is shared in its query, one text per field of the activity reference, so that
// the shell can open it over any page without knowing the reference kinds, and a shared link can be reopened.
import type { ActivityReference, MessageKey } from '../isomorphic';
import { feedActivityCodes, isShareableActivity } from '../isomorphic/channels/codes';
import { matchOverlay } from '../remote/overlays';

/** What `channel.share-requested` carries: the activity code and the reference's other fields as texts. */
export interface ShareRequest {
  actCode: string;
  params: Record<string, string>;
}

export const shareOverlaySegment = 'shareChn';

const referenceFields = [
  'observationId',
  'helthGoalSn',
  'routhLapseDe',
  'fromPeriodDt',
  'toPeriodDt',
  'predictionModel',
  'predictionId',
] as const;
/** The query names only the overlay reads (its `OverlayEntry.ownQuery`): the page underneath closes without them. */
export const shareOverlayQuery = ['actCode', ...referenceFields] as const;

const numericFields: ReadonlySet<string> = new Set(['helthGoalSn']);
const predictionCodes: ReadonlySet<string> = new Set([
  feedActivityCodes.aiBodyAge,
  feedActivityCodes.aiCancer,
  feedActivityCodes.aiDisease,
]);

/** The reference as bus payload; a null field (a prediction's latest result) is left out. */
export function shareRequestOf(activity: ActivityReference): ShareRequest {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(activity)) {
    if (name !== 'actCode' && value !== null) params[name] = String(value);
  }
  return { actCode: activity.actCode, params };
}

function queryWithoutShare(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const name of shareOverlayQuery) query.delete(name);
  return query;
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** The page under an open `shareChn` overlay, or the page itself when none is open. */
function pagePathOf(pathname: string): string {
  const open = matchOverlay(pathname, [shareOverlaySegment]);
  return open ? open.basePath : pathname.replace(/\/+$/, '') || '/';
}

/**
 * `<page>/shareChn?<page query + reference>`: the overlay over the page a person is on, which keeps its own
 * query (an overlay underneath, such as a prediction's detail, stays open). A second request replaces the first.
 */
export function shareOverlayPath(
  location: { pathname: string; search: string },
  request: ShareRequest,
): string {
  const query = queryWithoutShare(location.search);
  query.set('actCode', request.actCode);
  for (const [name, value] of Object.entries(request.params)) query.set(name, value);
  const page = pagePathOf(location.pathname);
  return withQuery(`${page === '/' ? '' : page}/${shareOverlaySegment}`, query);
}

/** Where closing the overlay goes: the page underneath with its own query, without the reference. */
export function pageUnderShareOverlay(location: { pathname: string; search: string }): string {
  return withQuery(pagePathOf(location.pathname), queryWithoutShare(location.search));
}

export type ActivityFromQuery = { activity: ActivityReference } | { problem: MessageKey };

/**
 * The reference the overlay's query names, checked with the API's own schema (`activityReferenceSchema`), or the
 * message of what is wrong with it (M1118 for a kind that is never shared, M0187 for a broken reference).
 */
export async function activityFromQuery(search: string): Promise<ActivityFromQuery> {
  const query = new URLSearchParams(search);
  const actCode = query.get('actCode');
  if (actCode === null) return { problem: 'M0187' };
  if (!isShareableActivity(actCode)) return { problem: 'M1118' };
  const candidate: Record<string, string | number | null> = { actCode };
  for (const name of referenceFields) {
    const value = query.get(name);
    if (value === null) continue;
    candidate[name] = numericFields.has(name) && /^[0-9]{1,10}$/.test(value) ? Number(value) : value;
  }
  // A prediction named without a result id shares that model's latest result.
  if (predictionCodes.has(actCode) && !('predictionId' in candidate)) candidate.predictionId = null;
  const { activityReferenceProblem } = await import('./activityReference');
  const problem = await activityReferenceProblem(candidate);
  if (problem) return { problem };
  // The schema has just accepted exactly one of ActivityReference's shapes.
  return { activity: candidate as unknown as ActivityReference };
}
