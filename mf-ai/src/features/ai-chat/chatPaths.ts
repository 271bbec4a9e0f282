const chatSegment = 'aiChat';
const historySegment = 'aiChatHistory';

export interface ChatPaths {
  /** The chat itself, e.g. `/main/ai-prediction/aiChat`. */
  chat: string;
  history: string;
  showsHistory: boolean;
}

/** Where the chat and its history are under the page the overlay was opened over. */
export function chatPathsOf(pathname: string): ChatPaths {
  const segments = pathname.split('/').filter(Boolean);
  const at = segments.indexOf(chatSegment);
  const chat = `/${segments.slice(0, at + 1).join('/')}`;
  return {
    chat,
    history: `${chat}/${historySegment}`,
    showsHistory: segments[at + 1] === historySegment,
  };
}
