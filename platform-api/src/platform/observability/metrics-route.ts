import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error';
import { errorCodes } from '../http/error-codes';
import { errorResponses } from '../http/error-envelope';
import type { ApiMetrics } from './api-metrics';

/** Where the M-code sits in an error envelope or an OperationOutcome's coding. */
const mCodeInAnswer = /"code":"(M\d{4})"/;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `authorization` is `Bearer <token>`; 401 M1200 without a bearer token, 403 M1201 with another one. The
 * comparison takes the same time whatever the tokens share.
 */
export function checkMetricsToken(authorization: string | undefined, token: string): void {
  const presented = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (presented === undefined) {
    throw new ApiError(401, errorCodes.metricsTokenMissing, { headers: { 'www-authenticate': 'Bearer' } });
  }
  if (!timingSafeEqual(digest(presented), digest(token))) {
    throw new ApiError(403, errorCodes.metricsTokenWrong);
  }
}

/**
 * Counts every answer by its route template (an unknown URL is `unmatched`: one series, however many URLs are
 * tried) and each 429 by its M-code, and serves `GET /metrics` (Prometheus text format) to the bearer of `token`.
 * The app server does not pass /metrics on (scripts/app-server.mjs), so only a scraper that reaches the instance
 * itself, holding the token, reads it.
 */
export function registerMetrics(app: FastifyInstance, metrics: ApiMetrics, token: string): void {
  const { registry } = metrics;
  if (!registry) return;
  app.addHook('onResponse', async (request, reply) => {
    metrics.answered(
      request.routeOptions.url ?? 'unmatched',
      request.method,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 429) {
      const code = typeof payload === 'string' ? mCodeInAnswer.exec(payload)?.[1] : undefined;
      metrics.rateLimitRefused(code ?? 'unknown');
    }
    return payload;
  });
  app.get(
    '/metrics',
    {
      schema: {
        summary: "This instance's metrics in Prometheus text format (bearer: the operator's METRICS_TOKEN)",
        tags: ['operations'],
        response: { 200: { type: 'string' }, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      checkMetricsToken(request.headers.authorization, token);
      reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
      return registry.metrics();
    },
  );
}
