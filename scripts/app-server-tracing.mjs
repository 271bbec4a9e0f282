// The app server's OpenTelemetry traces (issue 38.2), off unless the standard OTEL_* variables ask for them (the
// same rule as the API's, platform-api/src/platform/observability/tracing.ts): a span for each request passed on
// to the API, whose `traceparent` goes with it, so that the API's spans and its SQL join the same trace. The SDK
// is imported only then: a start without traces loads none of it.

/** Whether the environment asks for traces (OTEL_TRACES_EXPORTER other than none, or an OTLP endpoint). */
export function tracingConfigured(env = process.env) {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false;
  const exporter = env.OTEL_TRACES_EXPORTER?.trim();
  if (exporter) return exporter !== 'none';
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/**
 * The app server's tracing, or null when traces are off. `proxied(req, res)` opens the span of one request passed
 * on (a child of the caller's own `traceparent`, if any), ended with the answer; `inject(req, proxyReq)` writes its
 * `traceparent` into the request to the API.
 */
export async function startAppServerTracing(env = process.env) {
  if (!tracingConfigured(env)) return null;
  const [{ NodeSDK }, { context, propagation, trace, SpanKind, SpanStatusCode }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/api'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME?.trim() || 'app-server',
    instrumentations: [],
  });
  sdk.start();
  const tracer = trace.getTracer('app-server');
  const contexts = new WeakMap();
  return {
    proxied(req, res) {
      const parent = propagation.extract(context.active(), req.headers);
      const route = new URL(req.url ?? '/', 'http://x').pathname.split('/').slice(0, 2).join('/');
      const span = tracer.startSpan(
        `${req.method} ${route} (to the API)`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'url.path': req.url } },
        parent,
      );
      contexts.set(req, trace.setSpan(parent, span));
      res.once('close', () => {
        span.setAttribute('http.response.status_code', res.statusCode);
        if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      });
    },
    inject(req, proxyReq) {
      const spanContext = contexts.get(req);
      if (!spanContext) return;
      const headers = {};
      propagation.inject(spanContext, headers);
      for (const [name, value] of Object.entries(headers)) proxyReq.setHeader(name, value);
    },
    shutdown: () => sdk.shutdown(),
  };
}
