// Imported first by main.ts, for its effect: the tracing SDK must be in place before pg and Fastify load.
import { startTracingWhenConfigured } from './tracing';

startTracingWhenConfigured(process.env);
