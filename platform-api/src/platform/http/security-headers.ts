import type { FastifyInstance } from 'fastify';

/** The Swagger UI is a page with its own scripts and styles; everything else the API sends is data. */
const isDocsPage = (url: string): boolean =>
  url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');

/**
 * Headers on every answer of the API (issue 15): health data, tokens and errors are never stored by a browser or
 * a proxy (`Cache-Control: no-store`, unless the route chose its own: the event stream's no-cache, an image's
 * private), no content is sniffed into another type, no address leaks as a referrer, and a JSON answer opened as
 * a page runs nothing and cannot be framed.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    if (!isDocsPage(request.url)) {
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
      reply.header('x-frame-options', 'DENY');
    }
    return payload;
  });
}
