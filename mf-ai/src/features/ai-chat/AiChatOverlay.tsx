import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Sheet, type OverlayProps } from 'shared-kernel';
import { chatPathsOf } from './chatPaths';
import { ChatView } from './ChatView';
import { ChatHistoryView } from './ChatHistoryView';

/** `aiChat`: the conversation with the AI assistant, or its history under `aiChat/aiChatHistory`. */
export function AiChatOverlay({ onClose }: OverlayProps) {
  const { t } = useTranslation('ai', { keyPrefix: 'chat' });
  const { pathname, search } = useLocation();
  const paths = chatPathsOf(pathname);
  // Links keep the query of the page underneath, which closing the overlay goes back to.
  const chatLink = `${paths.chat}${search}`;
  const historyLink = `${paths.history}${search}`;

  return (
    <Sheet title={paths.showsHistory ? t('history.title') : t('title')} onClose={onClose}>
      {paths.showsHistory ? <ChatHistoryView chatLink={chatLink} /> : <ChatView historyLink={historyLink} />}
    </Sheet>
  );
}
