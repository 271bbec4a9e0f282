import { Navigate, useSearchParams } from 'react-router-dom';
import { feedPath } from '../feed-common/paths';
import { aiChatPath } from './paths';

const topicMaxLength = 120;

/** `/main/feed/counseling?topic=`: the AI chat, told the article's topic; without a topic, back to the feed. */
export function CounselingPage() {
  const topic = (useSearchParams()[0].get('topic') ?? '').trim().slice(0, topicMaxLength);
  return <Navigate to={topic ? aiChatPath(topic) : feedPath} replace />;
}
