// Issue 42, one registry for every server: in the two-process system (support/cluster-system.ts) the two shell
// processes read the release pointers from the API (two processes on one PostgreSQL database), each with its own
// cache of at most 2 s; after a release and after a rollback both serve the same release within 5 s. Only this
// project has two shell processes (@cluster-only: playwright.cluster.config.ts).
import type { ClusterSystem } from '../support/cluster-system';
import { backToBuiltIn, currentContentRelease, operatorEnv, quiet, releaseTools, servedVersion, untilServed, visitorsOf } from '../support/releases';
import { expect, test } from '../support/system';

test.describe('two shell processes and two API processes behind round-robin proxies', () => {
  test.describe.configure({ timeout: 120_000 });

  test.afterAll(async () => {
    await backToBuiltIn('content');
  });

  test('both shell processes serve the same release within 5 s of a release, of a canary and of a rollback', { tag: '@cluster-only' }, async ({ system }) => {
    const cluster = system as ClusterSystem;
    const { release, rollback } = await releaseTools();
    const commands = { env: operatorEnv(), ...quiet };
    const version = await currentContentRelease();
    const { inCanary, outOfCanary } = await visitorsOf('content', 30);
    const timings: string[] = [];

    await release('content', version, commands);
    const released = await untilServed('content', version, { visitor: outOfCanary, shellUrls: cluster.shellBackends });
    timings.push(`release ${released.join(' and ')} ms`);

    await rollback('content', commands);
    const rolledBack = await untilServed('content', '1.0.0', { visitor: outOfCanary, shellUrls: cluster.shellBackends });
    timings.push(`rollback ${rolledBack.join(' and ')} ms`);

    // a canary: both processes give a visitor in its share the canary, and one outside it stable
    await release('content', version, { ...commands, canary: 30 });
    const canary = await untilServed('content', version, { visitor: inCanary, shellUrls: cluster.shellBackends });
    for (const shell of cluster.shellBackends) expect(await servedVersion('content', outOfCanary, shell)).toBe('1.0.0');
    timings.push(`canary ${canary.join(' and ')} ms`);
    await rollback('content', commands);
    const ended = await untilServed('content', '1.0.0', { visitor: inCanary, shellUrls: cluster.shellBackends });
    timings.push(`end of the canary ${ended.join(' and ')} ms`);

    test.info().annotations.push({ type: 'two processes agree', description: timings.join('; ') });
    for (const ms of [...released, ...rolledBack, ...canary, ...ended]) expect(ms).toBeLessThanOrEqual(5_000);
    // the proxies send a visitor's consecutive requests to every process in turn, and each answers the same
    for (let i = 0; i < 4; i++) expect(await servedVersion('content', inCanary)).toBe('1.0.0');
    const served = cluster.served();
    expect(served.shells.every((n) => n > 0) && served.apis.every((n) => n > 0), JSON.stringify(served)).toBe(true);
  });
});
