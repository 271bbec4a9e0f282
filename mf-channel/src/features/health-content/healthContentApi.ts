import { userApi } from 'shared-kernel';
import type { HealthContentDetail, HealthContentKind, HealthContentPage } from 'shared-kernel/isomorphic';

/** Newest first; the API answers in the session's language (its Language-Code header). */
export async function fetchHealthContentPage(
  kind: HealthContentKind | null,
  rows: number,
  before: number | null = null,
): Promise<HealthContentPage> {
  const params: Record<string, string> = { rows: String(rows) };
  if (kind) params.kind = kind;
  if (before !== null) params.before = String(before);
  return (await userApi.get<HealthContentPage>('/api/health-content', { params })).data;
}

export async function fetchHealthContent(contentId: number): Promise<HealthContentDetail> {
  return (await userApi.get<HealthContentDetail>(`/api/health-content/${contentId}`)).data;
}
