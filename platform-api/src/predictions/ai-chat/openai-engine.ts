import type { ChatEngine, ChatLogger, ChatRequest } from './chat-engine';
import { loadAnswerTexts } from './answer-texts';

export interface OpenAiEngineOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs?: number;
  /** Answers whenever the service fails, so that the person never sees an error. */
  fallback: ChatEngine;
  log: ChatLogger;
}

/** Messages of history sent with each question: enough for a follow-up, little enough to stay cheap. */
const historyLength = 10;

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

async function messagesOf({ language, question, history, context }: ChatRequest) {
  const texts = await loadAnswerTexts(language);
  return [
    { role: 'system', content: texts.get('openai.system', { context: JSON.stringify(context) }) },
    ...history.slice(-historyLength).map(({ role, content }) => ({ role, content })),
    { role: 'user', content: question },
  ];
}

/** An OpenAI-compatible chat service: `POST {baseUrl}/chat/completions`, the answer in `choices[0].message.content`. */
export function createOpenAiEngine({
  baseUrl,
  apiKey,
  model,
  timeoutMs = 20_000,
  fallback,
  log,
}: OpenAiEngineOptions): ChatEngine {
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async reply(request) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
          },
          body: JSON.stringify({ model, messages: await messagesOf(request) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) {
          await response.arrayBuffer().catch(() => undefined);
          throw new Error(`chat service answered ${response.status}`);
        }
        const content = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
        if (typeof content !== 'string' || content.trim() === '')
          throw new Error('chat service sent no answer');
        return { content: content.trim(), engine: 'openai' };
      } catch (error) {
        log.warn({ err: error, url }, 'AI chat service failed; answering with the offline engine');
        return fallback.reply(request);
      }
    },
  };
}
