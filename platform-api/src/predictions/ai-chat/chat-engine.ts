import type { ChatEngineKind, ChatMessage } from 'shared-kernel/isomorphic';
import type { Language } from 'locales';
import type { ChatContext } from './chat-context';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiEngine } from './openai-engine';

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

/** `AI_CHAT_ENGINE`: the built-in engine (default, no network) or an OpenAI-compatible service. */
export type ChatConfig =
  | { engine: 'offline' }
  | {
      engine: 'openai';
      /** `AI_CHAT_BASE_URL`: `POST {baseUrl}/chat/completions` is called. */
      baseUrl: string;
      /** `AI_CHAT_API_KEY`, sent as a bearer token. */
      apiKey: string | undefined;
      /** `AI_CHAT_MODEL`. */
      model: string;
      /** How long to wait for an answer; 20 s by default. */
      timeoutMs?: number;
    };

/** Where an engine reports a failure it recovered from (Fastify's logger fits). */
export interface ChatLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

/** The engine `AI_CHAT_ENGINE` selects; a failing service is logged through `log` with the rest. */
export function createChatEngine(config: ChatConfig, log: ChatLogger): ChatEngine {
  const offline = createOfflineEngine();
  if (config.engine === 'offline') return offline;
  return createOpenAiEngine({ ...config, fallback: offline, log });
}
