import type { HealthContentKind } from 'shared-kernel/isomorphic';
import { feedPath } from '../feed-common/paths';

/** "contents list" (articles) and "movie list" (videos), spec section 2's screen types. */
export const contentListPaths: Record<HealthContentKind, string> = {
  article: `${feedPath}/contents`,
  video: `${feedPath}/movies`,
};

export const contentDetailPath = (contentId: number) => `${feedPath}/contents/${contentId}`;

/** `feed/counseling`: opens the AI chat about `topic` (the article's title). */
export const counselingPath = (topic: string) => `${feedPath}/counseling?${new URLSearchParams({ topic })}`;

/** The AI chat over the AI area's page, told what to talk about (mf-ai reads `topic`). */
export const aiChatPath = (topic: string) => `/main/ai-prediction/aiChat?${new URLSearchParams({ topic })}`;
