import type { ChatConfig } from '../../platform/config/config';
import type { ChatEngine, ChatLogger } from './chat-engine';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiEngine } from './openai-engine';

/** The engine `AI_CHAT_ENGINE` selects; a failing service is logged through `log` with the rest. */
export function createChatEngine(config: ChatConfig, log: ChatLogger): ChatEngine {
  const offline = createOfflineEngine();
  if (config.engine === 'offline') return offline;
  return createOpenAiEngine({ ...config, fallback: offline, log });
}
