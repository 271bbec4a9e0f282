import type { FastifyInstance } from 'fastify';

/** How long the requests under way may take to be answered once the API is asked to stop. */
export const shutdownGraceMs = 5_000;

/**
 * Stops taking connections, lets the requests under way be answered, then closes the app and its database.
 * Whatever connection is still open after `graceMs` is cut: browsers open connections ahead of need, and Node's
 * close would wait for ever on one that never carries a request.
 */
export async function closeGracefully(app: FastifyInstance, graceMs = shutdownGraceMs): Promise<void> {
  const cutOff = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}
