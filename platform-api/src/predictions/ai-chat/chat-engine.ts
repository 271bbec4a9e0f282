import type { ChatEngineKind, ChatMessage } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';
import type { ChatContext } from './chat-context';

export interface ChatRequest {
  language: Language;
  question: string;
  /** The person's earlier messages, oldest first. */
  history: ChatMessage[];
  /** What the engine may know about the person (their own records and results only). */
  context: ChatContext;
}

export interface ChatReply {
  content: string;
  engine: ChatEngineKind;
}

/** Answers a person's question from their own data; never rejects (an engine that fails answers offline). */
export interface ChatEngine {
  reply(request: ChatRequest): Promise<ChatReply>;
}

/** Where an engine reports a failure it recovered from (Fastify's logger fits). */
export interface ChatLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}
