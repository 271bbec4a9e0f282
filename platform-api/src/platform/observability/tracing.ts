// OpenTelemetry traces (issue 38.2), off by default. The standard variables turn them on: OTEL_TRACES_EXPORTER
// (otlp, console; `none` keeps them off), or an OTLP endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT); OTEL_EXPORTER_OTLP_PROTOCOL, OTEL_SERVICE_NAME, OTEL_BSP_* and the rest as
// the SDK reads them. The SDK, the Fastify and pg instrumentations are required only then, and before anything
// loads `pg` (main.ts imports this first): a start without traces loads none of them.
import type { NodeSDK } from '@opentelemetry/sdk-node';

/** Whether the environment asks for traces, as the OpenTelemetry specification's variables say it. */
export function tracingConfigured(env: NodeJS.ProcessEnv): boolean {
  if (env['OTEL_SDK_DISABLED']?.trim().toLowerCase() === 'true') return false;
  const exporter = env['OTEL_TRACES_EXPORTER']?.trim();
  if (exporter) return exporter !== 'none';
  return Boolean(
    env['OTEL_EXPORTER_OTLP_ENDPOINT']?.trim() || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']?.trim(),
  );
}

let sdk: NodeSDK | undefined;

/**
 * Starts the SDK with the Fastify (@fastify/otel: a span per request and per hook, the `traceparent` of the app
 * server as parent) and pg instrumentations (a span per SQL statement), when `tracingConfigured`.
 */
export function startTracingWhenConfigured(env: NodeJS.ProcessEnv): void {
  if (sdk || !tracingConfigured(env)) return;
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded only when traces are on, and synchronously,
     so that the instrumentations are in place before main.ts's next import loads pg and Fastify */
  const { NodeSDK: Sdk } = require('@opentelemetry/sdk-node') as typeof import('@opentelemetry/sdk-node');
  const { PgInstrumentation } =
    require('@opentelemetry/instrumentation-pg') as typeof import('@opentelemetry/instrumentation-pg');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  /* eslint-enable @typescript-eslint/no-require-imports */
  sdk = new Sdk({
    serviceName: env['OTEL_SERVICE_NAME']?.trim() || 'platform-api',
    instrumentations: [
      new FastifyOtelInstrumentation({ registerOnInitialization: true }),
      new PgInstrumentation(),
    ],
  });
  sdk.start();
}

/** Sends the spans still buffered and stops (at shutdown); nothing when traces are off. */
export async function stopTracing(): Promise<void> {
  await sdk?.shutdown();
  sdk = undefined;
}
