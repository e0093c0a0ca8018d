import type { FastifyInstance } from 'fastify';
import { releaseEndpoints, type RumEntry } from 'shared-contracts/releases';
import { minuteOf } from '../../lib/releases';
import { route } from '../../lib/route';
import { RATE_LIMITS } from '../../plugins/external/rate-limit';

/** A batch is at most 12 entries of three vitals of 20 numbers: a few kilobytes. */
export const RUM_BODY_LIMIT_BYTES = 32 * 1024;

/** The entries of a batch summed per remote and release (a shell may send one twice within a batch). */
function summed(entries: readonly RumEntry[]) {
  const byRelease = new Map<string, { remote: string; version: string; visits: number; loadFailures: number; errors: number; lcp: number[]; inp: number[]; cls: number[] }>();
  for (const e of entries) {
    const key = `${e.remote} ${e.version}`;
    const sum = byRelease.get(key) ?? { remote: e.remote, version: e.version, visits: 0, loadFailures: 0, errors: 0, lcp: [], inp: [], cls: [] };
    sum.visits += e.visits;
    sum.loadFailures += e.loadFailures;
    sum.errors += e.errors;
    sum.lcp.push(...(e.lcp ?? []));
    sum.inp.push(...(e.inp ?? []));
    sum.cls.push(...(e.cls ?? []));
    byRelease.set(key, sum);
  }
  return [...byRelease.values()];
}

/**
 * POST /api/rum: the shells' real-user health (issue 42), per remote and release, added to the minute of the API's
 * clock. navigator.sendBeacon sends it as text/plain, so this route (alone) reads a text/plain body as JSON; a
 * beacon is answered 204, a JSON call 200 `{ ok }`. Rate limited per address. Nothing of the visitor is kept: no
 * address, no page, only counts and vitals per release. Then the canaries of the remotes reported are judged
 * (services/releases/auto-rollback.ts); a failure there is logged, never the visitor's.
 */
export default async function rumRoutes(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: RUM_BODY_LIMIT_BYTES }, app.getDefaultJsonParser('error', 'error'));

  route(
    app,
    releaseEndpoints.rumReport,
    async (request, reply) => {
      const minute = minuteOf(app.now());
      const releases = summed(request.body.entries);
      for (const counts of releases) await app.releaseHealth.add(counts, minute);
      try {
        await app.autoRollback.check([...new Set(releases.map((r) => r.remote))]);
      } catch (err) {
        request.log.error({ err }, 'automatic rollback check after a health report failed');
      }
      if ((request.headers['content-type'] ?? '').startsWith('text/plain')) {
        reply.code(204);
        return undefined as never;
      }
      return { ok: true };
    },
    { config: { rateLimit: RATE_LIMITS.rum }, bodyLimit: RUM_BODY_LIMIT_BYTES },
  );
}
