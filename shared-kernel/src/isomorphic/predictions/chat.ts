import { formSchema } from '../validation/schemas';

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** Which engine wrote an answer: the built-in one (no network) or an OpenAI-compatible service. */
export const chatEngineKinds = ['offline', 'openai'] as const;
export type ChatEngineKind = (typeof chatEngineKinds)[number];

/** One message of a person's AI chat: their question or the assistant's answer (which names its engine). */
export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** ISO date-time. */
  createdAt: string;
  engine?: ChatEngineKind;
}

export const chatMessageMaxLength = 500;

/**
 * Body of `POST /api/user/ai/chat`. The text is judged after trimming (the API trims before it validates;
 * a form trims before `validateForm`): 1 to 500 characters.
 */
export const chatMessageSchema = {
  ...formSchema(
    {
      message: {
        type: 'string',
        minLength: 1,
        maxLength: chatMessageMaxLength,
        'x-messages': { required: 'generic.required', minLength: 'generic.required' },
      },
    },
    ['message'],
  ),
  additionalProperties: false,
} as const;
