// The AI chat calls of mf-ai (contract: /api/user/ai/chat...).
import { userApi } from 'shared-kernel';
import type { ChatMessage } from 'shared-kernel/isomorphic';

/** Messages per page of the history. */
export const chatHistoryRows = 20;

export interface ChatExchange {
  question: ChatMessage;
  answer: ChatMessage;
}

export interface ChatHistoryPage {
  total: number;
  /** Newest first. */
  messages: ChatMessage[];
}

/** Asks the assistant; the API stores the question and the answer. */
export async function sendChatMessage(message: string): Promise<ChatExchange> {
  const { data } = await userApi.post<ChatExchange>('/api/user/ai/chat', { message });
  return data;
}

export async function fetchChatHistory(page: number, rows = chatHistoryRows): Promise<ChatHistoryPage> {
  const { data } = await userApi.get<ChatHistoryPage>('/api/user/ai/chat/history', {
    params: { page, rows },
  });
  return data;
}

export async function clearChatHistory(): Promise<void> {
  await userApi.delete('/api/user/ai/chat/history');
}
