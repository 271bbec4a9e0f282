import type { FastifyPluginAsync } from 'fastify';
import { chatEngineKinds, chatMessageSchema, chatRoles } from 'shared-kernel/isomorphic';
import {
  invalidTokenError,
  principalOf,
  requireUser,
  type AuthenticateUser,
} from '../../platform/auth/bearer-auth';
import { scopes } from '../../platform/auth/scopes';
import type { Queryable } from '../../platform/database/database';
import { errorResponses } from '../../platform/http/error-envelope';
import { languageQuerySchema, requestLanguage } from '../../platform/http/language';
import { buildChatContext } from './chat-context';
import type { ChatEngine } from './chat-engine';
import { chatHistory, clearChatHistory, recentMessages, saveExchange } from './chat-store';

export interface AiChatRoutesOptions {
  db: Queryable;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  chatEngine: ChatEngine;
}

/** Earlier messages an engine reads with each question. */
const historyForEngine = 10;

const messageResponseSchema = {
  type: 'object',
  required: ['id', 'role', 'content', 'createdAt'],
  properties: {
    id: { type: 'string' },
    role: { type: 'string', enum: chatRoles },
    content: { type: 'string' },
    createdAt: { type: 'string', description: 'ISO date-time' },
    engine: { type: 'string', enum: chatEngineKinds, description: 'Answers only: the engine that wrote it' },
  },
} as const;

const historyQuerySchema = {
  type: 'object',
  properties: {
    ...languageQuerySchema.properties,
    page: { type: 'integer', minimum: 1, default: 1 },
    rows: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const;

const tags = ['AI predictions'];

/** `POST /api/user/ai/chat`, `GET` and `DELETE /api/user/ai/chat/history`: the person's AI chat. */
export const aiChatRoutes: FastifyPluginAsync<AiChatRoutesOptions> = async (
  app,
  { db, authenticateUser, now, chatEngine },
) => {
  app.post<{ Body: { message: string } }>(
    '/api/user/ai/chat',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      // The message is judged, stored and answered without surrounding white space.
      preValidation: async (request) => {
        const body: unknown = request.body;
        if (
          typeof body === 'object' &&
          body !== null &&
          'message' in body &&
          typeof body.message === 'string'
        ) {
          body.message = body.message.trim();
        }
      },
      schema: {
        summary: 'Ask the AI chat a question about your own records and predictions; the answer is kept',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        body: chatMessageSchema,
        response: {
          201: {
            type: 'object',
            required: ['question', 'answer'],
            properties: { question: messageResponseSchema, answer: messageResponseSchema },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const askedAt = now();
      const [history, context] = await Promise.all([
        recentMessages(db, userId, historyForEngine),
        buildChatContext(db, userId, askedAt),
      ]);
      const answer = await chatEngine.reply({
        language: requestLanguage(request),
        question: request.body.message,
        history,
        context,
      });
      const saved = await saveExchange(db, userId, {
        question: request.body.message,
        askedAt,
        answer,
        answeredAt: now(),
      });
      // A withdrawn user's token may still be within its 15 minutes.
      if (!saved) throw invalidTokenError();
      return reply.code(201).send(saved);
    },
  );

  app.get<{ Querystring: { page: number; rows: number } }>(
    '/api/user/ai/chat/history',
    {
      onRequest: requireUser(authenticateUser, scopes.read),
      schema: {
        summary: 'Your AI chat messages, newest first',
        tags,
        security: [{ bearer: [scopes.read] }],
        querystring: historyQuerySchema,
        response: {
          200: {
            type: 'object',
            required: ['total', 'messages'],
            properties: {
              total: { type: 'integer' },
              messages: { type: 'array', items: messageResponseSchema },
            },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => chatHistory(db, principalOf(request).userId, request.query),
  );

  app.delete(
    '/api/user/ai/chat/history',
    {
      onRequest: requireUser(authenticateUser, scopes.write),
      schema: {
        summary: 'Clear your AI chat history',
        tags,
        security: [{ bearer: [scopes.write] }],
        querystring: languageQuerySchema,
        response: { 204: { type: 'null', description: 'Cleared' }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await clearChatHistory(db, principalOf(request).userId);
      return reply.code(204).send();
    },
  );
};
