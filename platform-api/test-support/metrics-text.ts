// Reading the Prometheus text format in tests (what a scrape of /metrics returns).
import type { ApiMetrics } from '../src/platform/observability/api-metrics';

/** The value of one series of the Prometheus text, `undefined` when the exposition lacks it. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The text a scrape of `metrics` would read. */
export async function exposition(metrics: ApiMetrics): Promise<string> {
  if (!metrics.registry) throw new Error('metrics are off');
  return metrics.registry.metrics();
}
