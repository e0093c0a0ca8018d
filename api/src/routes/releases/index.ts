import type { FastifyInstance } from 'fastify';
import { releaseEndpoints } from 'shared-contracts/releases';
import { planChange, pointersOf, releasesOverviewOf, remoteReleasesOf } from '../../lib/releases';
import { route } from '../../lib/route';
import { createStaffGuard } from '../../lib/staff-auth/staff-caller';
import rumRoutes from './rum';

/** The static servers read the pointers at most this old (two processes agree within 5 s of a change, issue 42). */
export const POINTERS_CACHE_SECONDS = 2;
/** The actor of a change made with an operator token: the operator's `npm run release` / `npm run rollback`. */
export const CLI_ACTOR = 'cli';

/**
 * Releases (issue 42, decision 089): the pointers every static server reads (public: they hold nothing private),
 * the staff console's overview (officer or releaser) and the changes (a releaser, or an operator token for the
 * operator's commands), each audited in release_event in the transaction of the change. The shells' health
 * reports: ./rum.ts.
 */
export default async function releaseRoutes(app: FastifyInstance) {
  const guard = createStaffGuard(app);

  route(app, releaseEndpoints.releasePointers, async () => pointersOf(await app.releasePointers.all()), { config: { publicCacheSeconds: POINTERS_CACHE_SECONDS } });

  route(app, releaseEndpoints.releasesOverview, async () => releasesOverviewOf(app), { onRequest: guard.authenticate('releases') });

  route(
    app,
    releaseEndpoints.releaseChange,
    async (request) => {
      const caller = guard.callerOf(request);
      const actor = caller.via === 'token' ? CLI_ACTOR : caller.name;
      const { remote } = request.params;
      const change = request.body;
      const now = app.now();
      const done = await app.db.transaction(async (tx) => {
        const row = await app.releasePointers.lock(remote, now, tx);
        const planned = planChange(row, change, now);
        if (!planned) return { row, planned };
        const saved = await app.releasePointers.save(remote, planned.state, now, tx);
        await app.releaseEvents.record({ at: now, remote, kind: planned.kind, version: planned.version, actor, reason: planned.reason }, tx);
        return { row: saved, planned };
      });
      if (done.planned) {
        const { kind, version } = done.planned;
        if (kind === 'rollback') app.metrics.rollbacks.inc({ remote, kind: 'manual' });
        else app.metrics.releases.inc({ remote, kind });
        request.log.info({ remote, kind, version, actor, via: caller.via, operator: caller.name }, 'release changed');
      }
      return remoteReleasesOf(app, remote, done.row);
    },
    { onRequest: guard.authenticate('release') },
  );

  await app.register(rumRoutes);
}
