import type { InjectOptions } from 'fastify';
import { RELEASE_HEALTH_DEFAULTS, type RemoteReleases, type ReleasePointers, type RumEntry } from 'shared-contracts/releases';
import { STAFF_MESSAGES } from 'shared-contracts/staff';
import { buildApp } from '../../app';
import { DEV_RELEASE_TEAM_EMAIL } from '../../env';
import { countRows, useTestApp } from '../../test/app';
import { engines } from '../../test/engines';
import { addEnrolledStaff, anyAddress, signIn, testClock, type TestStaffMember } from '../../test/staff-fixtures';

const RELEASER_TOKEN = `deploy-${'d'.repeat(40)}`;
const VIEWER_TOKEN = `watch-${'w'.repeat(40)}`;
const OFFICER_TOKEN = `office-${'o'.repeat(40)}`;

const V1 = '1.0.1-0123456789';
const V2 = '1.0.2-abcdef0123';
const V3 = '1.1.0-fedcba9876';

type Headers = Record<string, string>;

/** Issue 42: the release pointers, their changes and audit, the shells' health reports and the automatic rollback. */
describe.each(engines)('releases on $name', (engine) => {
  const clock = testClock('2026-11-28T10:00:00.000Z');
  const t = useTestApp(engine, { now: clock.now, env: { OPERATOR_TOKENS: `deploy:releaser=${RELEASER_TOKEN},watch:viewer=${VIEWER_TOKEN},office=${OFFICER_TOKEN}` } });
  const as = {} as Record<'officer' | 'viewer' | 'releaser', Headers> & { releaserEmail: string };
  const members = {} as Record<'officer' | 'viewer' | 'releaser', TestStaffMember>;
  /** signs every member in at the clock's time (a session ends 15 minutes idle: the tests move the clock by days) */
  const signInAll = async () => {
    for (const role of ['officer', 'viewer', 'releaser'] as const) as[role] = await signIn(t.app, members[role]);
  };
  beforeAll(async () => {
    for (const role of ['officer', 'viewer', 'releaser'] as const) members[role] = await addEnrolledStaff(t.app, role);
    as.releaserEmail = members.releaser.email;
    await signInAll();
  });
  /** moves the clock to `at` and signs in again there */
  const setClock = async (at: string) => {
    clock.at = new Date(at);
    await signInAll();
  };

  const change = (remote: string, payload: unknown, headers: Headers = as.releaser) => t.app.inject({ method: 'POST', url: `/api/staff/releases/${remote}`, headers, payload: payload as InjectOptions['payload'] });
  const overview = async (headers: Headers = as.officer) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/releases', headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { remotes: RemoteReleases[] };
  };
  const remoteOf = async (remote: string) => (await overview()).remotes.find((r) => r.remote === remote)!;
  const pointers = async () => (await t.app.inject({ method: 'GET', url: '/api/releases' })).json() as ReleasePointers;
  const rum = (entries: RumEntry[], beacon = true) =>
    t.app.inject({ method: 'POST', url: '/api/rum', remoteAddress: anyAddress(), headers: { 'content-type': beacon ? 'text/plain;charset=UTF-8' : 'application/json' }, payload: JSON.stringify({ entries }) });
  const visit = (remote: RumEntry['remote'], version: string, failed: boolean) => rum([{ remote, version, visits: 1, loadFailures: failed ? 1 : 0, errors: 0 }]);

  it('answers the public pointers, small and cacheable for 2 s: none before any release', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/releases' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=2');
    expect(response.json()).toEqual({ remotes: {} });
  });

  describe('who may read and change releases', () => {
    it('refuses a caller without a session or token (401), before reading the request', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/releases' })).statusCode).toBe(401);
      const refused = await change('nonsense', { action: 'explode' }, {});
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: STAFF_MESSAGES.signedOut });
    });

    it('refuses a viewer both the overview and a change (403)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/releases', headers: as.viewer })).statusCode).toBe(403);
      const refused = await change('content', { action: 'release', version: V1 }, as.viewer);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: STAFF_MESSAGES.roleRefused });
      expect((await t.app.inject({ method: 'GET', url: '/api/staff/releases', headers: { authorization: `Bearer ${VIEWER_TOKEN}` } })).statusCode).toBe(403);
      expect((await change('content', { action: 'release', version: V1 }, { authorization: `Bearer ${VIEWER_TOKEN}` })).statusCode).toBe(403);
    });

    it('lets an officer read the overview of every remote, not change a release', async () => {
      const { remotes } = await overview(as.officer);
      expect(remotes.map((r) => r.remote).sort()).toEqual(['application', 'content', 'induction', 'opneedSigning', 'staffConsole', 'statusTracking']);
      expect(remotes.find((r) => r.remote === 'content')).toEqual({
        remote: 'content',
        pointer: { stable: '1.0.0', canary: null },
        settings: { ...RELEASE_HEALTH_DEFAULTS, teamEmail: DEV_RELEASE_TEAM_EMAIL },
        published: ['1.0.0'],
        health: [],
        events: [],
      });
      expect((await change('content', { action: 'release', version: V1 }, as.officer)).statusCode).toBe(403);
    });

    it('gives a releaser no rights on applications', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/operator/applications?stage=awaiting-payment', headers: as.releaser })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/operator/people/1/actions', headers: as.releaser, payload: { action: 'interview' } })).statusCode).toBe(403);
    });

    it('refuses a change with the session cookie from another origin (403), and writes nothing', async () => {
      const refused = await change('content', { action: 'release', version: V1 }, { ...as.releaser, origin: 'https://evil.example' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: STAFF_MESSAGES.originRefused });
      expect(await countRows(t.db, 'release_event')).toBe(0);
      expect(await pointers()).toEqual({ remotes: {} });
    });

    it('answers 400 with the field for a wrong remote, version, share or action', async () => {
      const cases: [string, unknown, string][] = [
        ['nowhere', { action: 'release', version: V1 }, 'remote'],
        ['content', { action: 'release', version: 'latest' }, 'version'],
        ['content', { action: 'release', version: '1.0.1-XYZ' }, 'version'],
        ['content', { action: 'canary', version: V1, percent: 100 }, 'percent'],
        ['content', { action: 'canary', version: V1, percent: 0 }, 'percent'],
        ['content', { action: 'settings', settings: { margin: 2, minVisits: 20 } }, 'settings.margin'],
        ['content', { action: 'settings', settings: { margin: 0.1, minVisits: 0 } }, 'settings.minVisits'],
        ['content', { action: 'settings', settings: { margin: 0.1, minVisits: 5, teamEmail: 'not an address' } }, 'settings.teamEmail'],
      ];
      for (const [remote, payload, field] of cases) {
        const response = await change(remote, payload);
        expect(response.statusCode).toBe(400);
        expect(Object.keys((response.json() as { fieldErrors: Record<string, unknown> }).fieldErrors)).toContain(field);
      }
      const unknownAction = await change('content', { action: 'explode' });
      expect(unknownAction.statusCode).toBe(400);
      expect(await countRows(t.db, 'release_event')).toBe(0);
    });
  });

  describe('pointer changes, each audited', () => {
    it('canary, its share, promote, release, rollback to the stable before, and the events newest first', async () => {
      const canary = await change('content', { action: 'canary', version: V1, percent: 10 });
      expect(canary.statusCode).toBe(200);
      const startedAt = clock.at.toISOString();
      expect((canary.json() as RemoteReleases).pointer).toEqual({ stable: '1.0.0', canary: { version: V1, percent: 10, startedAt } });
      expect(await pointers()).toEqual({ remotes: { content: { stable: '1.0.0', canary: { version: V1, percent: 10, startedAt } } } });

      clock.tick(60_000);
      // a new share of the same canary keeps its start (its health counts from then)
      const wider = (await change('content', { action: 'canary', version: V1, percent: 50 })).json() as RemoteReleases;
      expect(wider.pointer.canary).toEqual({ version: V1, percent: 50, startedAt });

      clock.tick(60_000);
      const promoted = (await change('content', { action: 'promote' })).json() as RemoteReleases;
      expect(promoted.pointer).toEqual({ stable: V1, canary: null });

      clock.tick(60_000);
      const released = (await change('content', { action: 'release', version: V2 }, { authorization: `Bearer ${RELEASER_TOKEN}` })).json() as RemoteReleases;
      expect(released.pointer).toEqual({ stable: V2, canary: null });
      expect(released.published).toEqual([V2, V1, '1.0.0']);

      clock.tick(60_000);
      const back = (await change('content', { action: 'rollback' }, { authorization: `Bearer ${OFFICER_TOKEN}` })).json() as RemoteReleases;
      expect(back.pointer).toEqual({ stable: V1, canary: null });
      expect(await pointers()).toEqual({ remotes: { content: { stable: V1, canary: null } } });

      expect(back.events.map(({ kind, version, actor, reason }) => ({ kind, version, actor, reason }))).toEqual([
        { kind: 'rollback', version: V2, actor: 'cli', reason: `back to ${V1}` },
        { kind: 'release', version: V2, actor: 'cli', reason: null },
        { kind: 'promote', version: V1, actor: as.releaserEmail, reason: null },
        { kind: 'canary', version: V1, actor: as.releaserEmail, reason: 'share from 10% to 50%' },
        { kind: 'canary', version: V1, actor: as.releaserEmail, reason: '10% of visitors' },
      ]);
      expect(back.events[0]!.at).toBe(clock.at.toISOString());
    });

    it('rollback ends a canary and keeps the stable; back past every release it reaches the built-in one, then refuses (409)', async () => {
      await change('induction', { action: 'release', version: V1 });
      await change('induction', { action: 'canary', version: V2, percent: 25 });
      const ended = (await change('induction', { action: 'rollback' })).json() as RemoteReleases;
      expect(ended.pointer).toEqual({ stable: V1, canary: null });
      expect(ended.events[0]).toMatchObject({ kind: 'rollback', version: V2, reason: `canary ended; ${V1} stays stable` });

      const builtIn = (await change('induction', { action: 'rollback' })).json() as RemoteReleases;
      expect(builtIn.pointer).toEqual({ stable: '1.0.0', canary: null });
      const nothing = await change('induction', { action: 'rollback' });
      expect(nothing.statusCode).toBe(409);
      expect(nothing.json()).toEqual({ message: 'induction serves its built-in release: there is nothing to roll back to.' });
    });

    it('refuses to promote without a canary and a canary of the stable release (409); a release of the stable with no canary changes nothing', async () => {
      await change('application', { action: 'release', version: V3 });
      const events = await countRows(t.db, 'release_event');
      expect((await change('application', { action: 'promote' })).statusCode).toBe(409);
      expect((await change('application', { action: 'canary', version: V3, percent: 5 })).statusCode).toBe(409);
      const again = await change('application', { action: 'release', version: V3 });
      expect(again.statusCode).toBe(200);
      expect(await countRows(t.db, 'release_event')).toBe(events);
    });

    it('a release ends a canary at once; settings are kept per remote and shown in force', async () => {
      await change('statusTracking', { action: 'canary', version: V1, percent: 20 });
      const released = (await change('statusTracking', { action: 'release', version: V2 })).json() as RemoteReleases;
      expect(released.pointer).toEqual({ stable: V2, canary: null });

      const set = (await change('statusTracking', { action: 'settings', settings: { margin: 0.1, minVisits: 40, teamEmail: 'tracking-team@example.com' } })).json() as RemoteReleases;
      expect(set.settings).toEqual({ margin: 0.1, minVisits: 40, teamEmail: 'tracking-team@example.com' });
      expect(set.events[0]).toMatchObject({ kind: 'settings', version: null, reason: 'margin 0.1, minimum 40 visits, mail to tracking-team@example.com' });
      // without teamEmail the address is kept; null goes back to the default
      expect(((await change('statusTracking', { action: 'settings', settings: { margin: 0.2, minVisits: 40 } })).json() as RemoteReleases).settings.teamEmail).toBe('tracking-team@example.com');
      expect(((await change('statusTracking', { action: 'settings', settings: { margin: 0.2, minVisits: 40, teamEmail: null } })).json() as RemoteReleases).settings.teamEmail).toBe(DEV_RELEASE_TEAM_EMAIL);
      // the settings do not move the pointers
      expect((await remoteOf('statusTracking')).pointer).toEqual({ stable: V2, canary: null });
    });
  });

  describe('health reports', () => {
    it('takes a beacon (text/plain, 204) and a JSON call (200), and keeps counts per release and minute with the p75 of each vital', async () => {
      await setClock('2026-11-28T11:00:10.000Z');
      const beacon = await rum([
        { remote: 'opneedSigning', version: V1, visits: 3, loadFailures: 1, errors: 2, lcp: [100, 200, 300, 400], inp: [40, 8, 16, 24, 32], cls: [0.01, 0.3] },
        { remote: 'opneedSigning', version: '1.0.0', visits: 2, loadFailures: 0, errors: 0, lcp: [1000] },
      ]);
      expect(beacon.statusCode).toBe(204);
      expect(beacon.body).toBe('');
      clock.tick(30_000);
      const json = await rum([{ remote: 'opneedSigning', version: V1, visits: 5, loadFailures: 0, errors: 1, lcp: [500, 600, 700, 800], cls: [0.2, 0.1] }], false);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toEqual({ ok: true });
      clock.tick(30_000);
      await rum([{ remote: 'opneedSigning', version: V1, visits: 1, loadFailures: 0, errors: 0, inp: [120] }]);

      const { health } = await remoteOf('opneedSigning');
      expect(health).toEqual([
        // nearest rank: the 6th of 8 LCP samples, the 4th of 5 INP samples, the 3rd of 4 CLS samples
        { minute: '2026-11-28T11:00:00.000Z', version: '1.0.0', visits: 2, loadFailures: 0, errors: 0, lcpP75: 1000, inpP75: null, clsP75: null },
        { minute: '2026-11-28T11:00:00.000Z', version: V1, visits: 8, loadFailures: 1, errors: 3, lcpP75: 600, inpP75: 32, clsP75: 0.2 },
        { minute: '2026-11-28T11:01:00.000Z', version: V1, visits: 1, loadFailures: 0, errors: 0, lcpP75: null, inpP75: 120, clsP75: null },
      ]);
      // the visitor's address, page or anything else of theirs is not kept
      const [row] = await t.db.query<Record<string, unknown>>("SELECT * FROM release_health WHERE remote = 'opneedSigning' AND version = $1 ORDER BY minute LIMIT 1", [V1]);
      expect(Object.keys(row!).sort()).toEqual(['cls', 'errors', 'inp', 'lcp', 'load_failures', 'minute', 'remote', 'version', 'visits']);
    });

    it('keeps the overview to the last 24 hours, oldest first', async () => {
      await setClock('2026-11-30T11:00:30.000Z');
      await rum([{ remote: 'opneedSigning', version: V1, visits: 4, loadFailures: 0, errors: 0 }]);
      const { health } = await remoteOf('opneedSigning');
      expect(health).toEqual([{ minute: '2026-11-30T11:00:00.000Z', version: V1, visits: 4, loadFailures: 0, errors: 0, lcpP75: null, inpP75: null, clsP75: null }]);
    });

    it('refuses a malformed report with 400 and writes nothing', async () => {
      const rows = await countRows(t.db, 'release_health');
      const bad = [
        'not json',
        JSON.stringify({ entries: [] }),
        JSON.stringify({ entries: [{ remote: 'nowhere', version: V1, visits: 1, loadFailures: 0, errors: 0 }] }),
        JSON.stringify({ entries: [{ remote: 'content', version: V1, visits: 1000, loadFailures: 0, errors: 0 }] }),
        JSON.stringify({ entries: [{ remote: 'content', version: V1, visits: 1, loadFailures: 0, errors: 0, lcp: [-1] }] }),
      ];
      for (const payload of bad) {
        const response = await t.app.inject({ method: 'POST', url: '/api/rum', headers: { 'content-type': 'text/plain' }, payload, remoteAddress: anyAddress() });
        expect(response.statusCode).toBe(400);
      }
      expect(await countRows(t.db, 'release_health')).toBe(rows);
    });

    it('limits the reports of one address (429 past 120 a minute)', async () => {
      const remoteAddress = anyAddress();
      const payload = JSON.stringify({ entries: [{ remote: 'staffConsole', version: '1.0.0', visits: 1, loadFailures: 0, errors: 0 }] });
      const statuses: number[] = [];
      for (let i = 0; i < 121; i++) statuses.push((await t.app.inject({ method: 'POST', url: '/api/rum', headers: { 'content-type': 'text/plain' }, payload, remoteAddress })).statusCode);
      expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
      expect(statuses[120]).toBe(429);
    }, 60_000);
  });

  describe('automatic rollback', () => {
    const outboxTo = (to: string) => t.db.query<{ kind: string; subject: string; text_body: string }>('SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id', [to]);

    beforeAll(() => setClock('2026-12-01T08:00:00.000Z'));

    it('ends a canary that fails every visit at its 20th visit (defaults), audited by `health` and mailed to the team', async () => {
      await change('content', { action: 'canary', version: V3, percent: 50 });
      const mailsBefore = (await outboxTo(DEV_RELEASE_TEAM_EMAIL)).length;
      let endedAt = 0;
      for (let n = 1; n <= 50 && !endedAt; n++) {
        clock.tick(1_000);
        // as many visitors keep the stable release, all well
        await visit('content', V1, false);
        await visit('content', V3, true);
        if (!(await pointers()).remotes.content!.canary) endedAt = n;
      }
      expect(endedAt).toBe(RELEASE_HEALTH_DEFAULTS.minVisits);
      expect((await pointers()).remotes.content).toEqual({ stable: V1, canary: null });

      const { events } = await remoteOf('content');
      expect(events[0]).toEqual({
        at: clock.at.toISOString(),
        remote: 'content',
        kind: 'auto-rollback',
        version: V3,
        actor: 'health',
        reason: `canary ${V3}: 20 visits, 20 failures (100.0%) against stable ${V1}: 20 visits, 0 failures (0.0%): over the margin of 5.0% with at least 20 visits`,
      });
      const mails = (await outboxTo(DEV_RELEASE_TEAM_EMAIL)).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'release-rollback', subject: `Canary ${V3} of content rolled back automatically` });
      expect(mails[0]!.text_body).toContain('20 visits, 20 failures (100.0%)');
      // and counted for the operators' tools
      const metrics = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
      expect(metrics).toContain('msic_rollbacks_total{remote="content",kind="automatic"} 1');
      expect(metrics).toContain('msic_rollbacks_total{remote="content",kind="manual"} 1');
      expect(metrics).toContain('msic_releases_total{remote="content",kind="canary"} 3');

      // later reports of the ended canary change nothing
      await visit('content', V3, true);
      expect((await remoteOf('content')).events.filter((e) => e.kind === 'auto-rollback')).toHaveLength(1);
    }, 30_000);

    it('keeps a healthy canary: errors within the margin of the stable release', async () => {
      await change('application', { action: 'canary', version: V1, percent: 50 });
      for (let n = 1; n <= 40; n++) {
        // the canary fails 1 visit in 20 (5%), the stable 1 in 40: within 5 points
        await visit('application', V1, n % 20 === 0);
        await visit('application', V3, n % 40 === 0);
      }
      expect((await pointers()).remotes.application!.canary).toMatchObject({ version: V1, percent: 50 });
      expect((await remoteOf('application')).events.some((e) => e.kind === 'auto-rollback')).toBe(false);
    }, 30_000);

    it('follows the settings of the remote: its minimum of visits, its margin and its team address', async () => {
      await change('staffConsole', { action: 'settings', settings: { margin: 0.5, minVisits: 4, teamEmail: 'console-team@example.com' } });
      await change('staffConsole', { action: 'canary', version: V2, percent: 10 });
      // 2 failures in 3 visits: over the margin, but under the minimum of visits
      for (const failed of [true, false, true]) await visit('staffConsole', V2, failed);
      expect((await pointers()).remotes.staffConsole!.canary).not.toBeNull();
      // 2 in 4 (50%): not over 0 + 0.5
      await visit('staffConsole', V2, false);
      expect((await pointers()).remotes.staffConsole!.canary).not.toBeNull();
      await visit('staffConsole', V2, true);
      expect((await pointers()).remotes.staffConsole!.canary).toBeNull();
      expect(await outboxTo('console-team@example.com')).toEqual([expect.objectContaining({ kind: 'release-rollback' })]);
    });

    it('two processes judging one failing canary at once end it once: one event, one mail', async () => {
      const second = await buildApp({ db: t.db, now: clock.now });
      await second.ready();
      try {
        await change('opneedSigning', { action: 'canary', version: V2, percent: 30 });
        // the reports arrive without a check (another process took them), then both processes check at once
        await t.app.releaseHealth.add({ remote: 'opneedSigning', version: V2, visits: 25, loadFailures: 25, errors: 0, lcp: [], inp: [], cls: [] }, clock.at);
        const ended = await Promise.all([t.app.autoRollback.check(), second.autoRollback.check(), t.app.autoRollback.check(), second.autoRollback.check()]);
        expect(ended.flat()).toEqual(['opneedSigning']);
        const [events] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM release_event WHERE remote = 'opneedSigning' AND kind = 'auto-rollback'");
        expect(events!.n).toBe(1);
        const [mails] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE kind = 'release-rollback' AND subject LIKE $1", [`%${V2} of opneedSigning%`]);
        expect(mails!.n).toBe(1);
      } finally {
        await second.close();
      }
    });

    it('judges the canaries on a timer too, in every process, with no report', async () => {
      await change('induction', { action: 'canary', version: V3, percent: 40 });
      await t.app.releaseHealth.add({ remote: 'induction', version: V3, visits: 30, loadFailures: 10, errors: 20, lcp: [], inp: [], cls: [] }, clock.at);
      const other = await buildApp({ db: t.db, now: clock.now });
      const { createAutoRollback } = await import('../../services/releases/auto-rollback');
      const watcher = createAutoRollback({
        db: t.db,
        pointers: other.releasePointers,
        events: other.releaseEvents,
        health: other.releaseHealth,
        mail: other.mail,
        metrics: other.metrics,
        env: other.env,
        now: clock.now,
        log: other.log,
        checkMs: 20,
      });
      try {
        watcher.start();
        const deadline = Date.now() + 5_000;
        while ((await pointers()).remotes.induction!.canary && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect((await pointers()).remotes.induction!.canary).toBeNull();
      } finally {
        await watcher.stop();
        await other.close();
      }
    });
  });
});

/** The start-up accounts of development: a releaser among them, so that the Releases page can be used at once. */
describe('development staff', () => {
  it('includes a releaser', async () => {
    const { DEVELOPMENT_STAFF } = await import('shared-contracts/development');
    expect(DEVELOPMENT_STAFF.map((m) => m.role)).toEqual(['officer', 'viewer', 'releaser']);
  });
});
