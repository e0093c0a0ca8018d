import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Route pattern of a request no route matched: its address never becomes a label (it may hold ids). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The API's Prometheus metrics (issue 42, GET /metrics, decision 089). One registry per app, so that the many apps
 * of a test run never share a series. What each series means:
 * - msic_http_requests_total / msic_http_request_duration_seconds: per route pattern (never the address, which may
 *   hold ids), method and status;
 * - msic_mail_outbox_backlog / msic_mail_outbox_failed: read from the outbox at each scrape (every replica answers the
 *   same: the table's state);
 * - msic_rate_limit_fallbacks_total: rate-limited calls counted in this process because Redis could not be used;
 * - msic_releases_total{remote,kind}: release, canary, promote and settings changes made through this process;
 * - msic_rollbacks_total{remote,kind}: manual and automatic rollbacks made through this process.
 */
export function createMetrics(sources: { outboxHealth: () => Promise<{ backlog: number; failed: number }>; rateLimitFallbacks: () => number }) {
  const registry = new Registry();
  const requests = new Counter({ name: 'msic_http_requests_total', help: 'HTTP requests answered, by route pattern, method and status', labelNames: ['route', 'method', 'status'] as const, registers: [registry] });
  const latency = new Histogram({
    name: 'msic_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'msic_mail_outbox_backlog',
    help: 'Mails in the outbox still to be sent (first tries and retries)',
    registers: [registry],
    async collect() {
      this.set((await sources.outboxHealth()).backlog);
    },
  });
  new Gauge({
    name: 'msic_mail_outbox_failed',
    help: 'Mails the outbox gave up on after their last try',
    registers: [registry],
    async collect() {
      this.set((await sources.outboxHealth()).failed);
    },
  });
  let fallbacksSeen = 0;
  new Counter({
    name: 'msic_rate_limit_fallbacks_total',
    help: 'Rate-limited calls counted in this process because Redis could not be used',
    registers: [registry],
    collect() {
      const now = sources.rateLimitFallbacks();
      if (now > fallbacksSeen) this.inc(now - fallbacksSeen);
      fallbacksSeen = now;
    },
  });
  const releases = new Counter({ name: 'msic_releases_total', help: 'Release changes (release, canary, promote, settings), by remote and kind', labelNames: ['remote', 'kind'] as const, registers: [registry] });
  const rollbacks = new Counter({ name: 'msic_rollbacks_total', help: 'Canaries ended and stables rolled back, by remote and kind (manual, automatic)', labelNames: ['remote', 'kind'] as const, registers: [registry] });
  return { registry, requests, latency, releases, rollbacks };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** `app.metrics`, and the count and time of every answer by route pattern. */
export default fp(
  async function metrics(app: FastifyInstance) {
    const metrics = createMetrics({ outboxHealth: () => app.mailOutbox.health(), rateLimitFallbacks: () => app.sharedCounts.fallbacks });
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const labels = { route: request.routeOptions?.url ?? UNMATCHED_ROUTE, method: request.method, status: String(reply.statusCode) };
      metrics.requests.inc(labels);
      metrics.latency.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics', dependencies: ['repositories', 'rate-limit'], decorators: { fastify: ['mailOutbox', 'sharedCounts'] } },
);
