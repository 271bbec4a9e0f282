import type { FastifyPluginAsync } from 'fastify';
import type { AuthenticateUser } from '../platform/auth/bearer-auth';
import type { ChatConfig } from '../platform/config/config';
import type { Database } from '../platform/database/database';
import { aiChatRoutes } from './ai-chat/chat-routes';
import { createChatEngine } from './ai-chat/create-chat-engine';
import { predictionRoutes } from './risk-predictions/prediction-routes';

export interface PredictionsPluginOptions {
  db: Database;
  authenticateUser: AuthenticateUser;
  now: () => Date;
  /** Which engine answers the AI chat. */
  chat: ChatConfig;
}

/** Predictions and the AI chat (mf-ai): risk predictions from published equations, their questionnaire, the chat. */
export const predictionsPlugin: FastifyPluginAsync<PredictionsPluginOptions> = async (app, options) => {
  const { db, authenticateUser, now } = options;
  await app.register(predictionRoutes, { db, authenticateUser, now });
  const chatEngine = createChatEngine(options.chat, app.log.child({ module: 'ai-chat' }));
  await app.register(aiChatRoutes, { db, authenticateUser, now, chatEngine });
};
