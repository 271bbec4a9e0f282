import type {
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route (`METHOD url`) whose rate-limit counters this one shares: a spec alias counts with its original,
     * so that the two names of one call do not double its limit.
     */
    rateLimitRoute?: string;
  }
}

export type AppRoute<G extends RouteGenericInterface = RouteGenericInterface> = RouteOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  G
>;

/** The request's values as the alias's own schema validated them, and the request (its caller, once known). */
export interface AliasInput {
  params: unknown;
  body: unknown;
  request: FastifyRequest;
}

export interface SpecAlias<G extends RouteGenericInterface> {
  method: HTTPMethods;
  url: string;
  /** The call as spec section 7 names it, e.g. `POST /register/{userId}/lostpw`. */
  specName: string;
  /**
   * Where the spec puts values elsewhere than the original does (path, body): the alias's own schemas of its path
   * and body, in place of the original's; without it, the original's.
   */
  schema?: Pick<FastifySchema, 'params' | 'body'>;
  /**
   * After validation and the original's onRequest hooks: the params and body as the original takes them, from the
   * alias's validated ones; it may refuse (throw an ApiError) what the alias's own values forbid.
   */
  asOriginal?: (input: AliasInput) => { params?: G['Params']; body?: G['Body'] };
}

/**
 * The original route once more under the name a spec client calls (spec section 7): the same handler, hooks,
 * response schemas and limits (its rate-limit counters are the original's), listed in the OpenAPI document with
 * `x-alias-of`. Values the spec carries elsewhere are validated by the alias's own schemas, then moved to where the
 * original reads them before its hooks and handler run.
 */
export function specAlias<G extends RouteGenericInterface>(
  original: AppRoute<G>,
  alias: SpecAlias<G>,
): AppRoute<G> {
  const originalName = `${String(original.method)} ${original.url}`;
  const { asOriginal } = alias;
  const preHandler = [original.preHandler ?? []].flat();
  const toOriginal = async (request: FastifyRequest<G>) => {
    if (!asOriginal) return;
    const moved = asOriginal({ params: request.params, body: request.body, request });
    if (moved.params !== undefined) request.params = moved.params;
    if (moved.body !== undefined) request.body = moved.body;
  };
  const rest = Object.fromEntries(
    Object.entries(original.schema ?? {}).filter(([key]) => key !== 'params' && key !== 'body'),
  );
  const schema: FastifySchema & { 'x-alias-of': string } = {
    ...(alias.schema ? { ...rest, ...alias.schema } : original.schema),
    summary: `${alias.specName} (spec section 7), alias of ${originalName}: ${String(original.schema?.summary ?? '')}`,
    'x-alias-of': originalName,
  };
  return {
    ...original,
    method: alias.method,
    url: alias.url,
    preHandler: asOriginal ? [toOriginal, ...preHandler] : original.preHandler,
    config: { ...original.config, rateLimitRoute: original.config?.rateLimitRoute ?? originalName },
    schema,
  };
}
