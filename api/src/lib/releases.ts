import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import {
  RELEASE_HEALTH_DEFAULTS,
  type ReleaseChange,
  type ReleaseEventKind,
  type ReleaseHealthSettings,
  type ReleasePointers,
  type RemotePointer,
  type RemoteReleases,
} from 'shared-contracts/releases';
import type { Env } from '../env';
import { BUILT_IN_RELEASE, type RemoteReleaseRow, type RemoteReleaseState } from '../repositories/release-pointers';
import { HttpError } from './http-error';

/** How many stables a remote remembers to roll back to (as tools/release.mjs did). */
export const PREVIOUS_STABLES_KEPT = 20;
/** The overview's window of health minutes, and how many events it lists per remote. */
export const OVERVIEW_HOURS = 24;
export const OVERVIEW_EVENTS = 50;

const iso = (value: Date | string) => new Date(value).toISOString();

/** The start of the minute of `at` (UTC), the key of the health aggregates. */
export const minuteOf = (at: Date | string): Date => {
  const ms = new Date(at).getTime();
  return new Date(ms - (ms % 60_000));
};

/** A remote's pointer as the static servers read it. */
export function pointerOf(row: RemoteReleaseRow | undefined): RemotePointer {
  if (!row) return { stable: BUILT_IN_RELEASE, canary: null };
  return {
    stable: row.stable_version,
    canary: row.canary_version && row.canary_percent !== null && row.canary_started_at !== null ? { version: row.canary_version, percent: row.canary_percent, startedAt: iso(row.canary_started_at) } : null,
  };
}

/** Every released remote's pointer (GET /api/releases). */
export function pointersOf(rows: readonly RemoteReleaseRow[]): ReleasePointers {
  return { remotes: Object.fromEntries(rows.map((row) => [row.remote, pointerOf(row)])) };
}

/** The automatic rollback's settings in force for a remote: its own, else the defaults and RELEASE_TEAM_EMAIL. */
export function settingsOf(row: RemoteReleaseRow | undefined, env: Pick<Env, 'RELEASE_TEAM_EMAIL'>): Required<ReleaseHealthSettings> & { teamEmail: string } {
  return {
    margin: row?.margin ?? RELEASE_HEALTH_DEFAULTS.margin,
    minVisits: row?.min_visits ?? RELEASE_HEALTH_DEFAULTS.minVisits,
    teamEmail: row?.team_email ?? env.RELEASE_TEAM_EMAIL,
  };
}

/** What a change does to a remote: its new state and the event that records it; undefined when it changes nothing. */
export interface PlannedChange {
  state: RemoteReleaseState;
  kind: ReleaseEventKind;
  version: string | null;
  reason: string | null;
}

const conflict = (message: string) => new HttpError(409, message);

/**
 * The rules of a change (ReleaseChange of the contract), on the remote's locked row; 409 with the reason when the
 * change cannot apply (no canary to promote, nothing to roll back to, a canary of the stable release).
 */
export function planChange(row: RemoteReleaseRow, change: ReleaseChange, now: Date): PlannedChange | undefined {
  const current: RemoteReleaseState = {
    stable_version: row.stable_version,
    previous_stable: row.previous_stable,
    canary_version: row.canary_version,
    canary_percent: row.canary_percent,
    canary_started_at: row.canary_started_at === null ? null : iso(row.canary_started_at),
    margin: row.margin,
    min_visits: row.min_visits,
    team_email: row.team_email,
  };
  const noCanary = { canary_version: null, canary_percent: null, canary_started_at: null };
  /** `version` becomes stable, the current stable first among the previous ones */
  const stableBecomes = (version: string) =>
    version === row.stable_version ? {} : { stable_version: version, previous_stable: [row.stable_version, ...row.previous_stable.filter((v) => v !== version)].slice(0, PREVIOUS_STABLES_KEPT) };
  switch (change.action) {
    case 'release':
      if (change.version === row.stable_version && !row.canary_version) return undefined;
      return { state: { ...current, ...stableBecomes(change.version), ...noCanary }, kind: 'release', version: change.version, reason: null };
    case 'canary': {
      if (change.version === row.stable_version) throw conflict(`${change.version} is the stable release of ${row.remote} already.`);
      const same = row.canary_version === change.version;
      if (same && row.canary_percent === change.percent) return undefined;
      const startedAt = same && current.canary_started_at ? current.canary_started_at : now.toISOString();
      return {
        state: { ...current, canary_version: change.version, canary_percent: change.percent, canary_started_at: startedAt },
        kind: 'canary',
        version: change.version,
        reason: same ? `share from ${row.canary_percent}% to ${change.percent}%` : `${change.percent}% of visitors`,
      };
    }
    case 'promote':
      if (!row.canary_version) throw conflict(`${row.remote} has no canary to promote.`);
      return { state: { ...current, ...stableBecomes(row.canary_version), ...noCanary }, kind: 'promote', version: row.canary_version, reason: null };
    case 'rollback': {
      if (row.canary_version) return { state: { ...current, ...noCanary }, kind: 'rollback', version: row.canary_version, reason: `canary ended; ${row.stable_version} stays stable` };
      const [back, ...older] = row.previous_stable;
      if (!back && row.stable_version === BUILT_IN_RELEASE) throw conflict(`${row.remote} serves its built-in release: there is nothing to roll back to.`);
      const target = back ?? BUILT_IN_RELEASE;
      return { state: { ...current, stable_version: target, previous_stable: older }, kind: 'rollback', version: row.stable_version, reason: `back to ${target}` };
    }
    case 'settings': {
      const { margin, minVisits, teamEmail } = change.settings;
      const state = { ...current, margin, min_visits: minVisits, team_email: teamEmail === undefined ? row.team_email : teamEmail };
      const mail = state.team_email ? `, mail to ${state.team_email}` : '';
      return { state, kind: 'settings', version: null, reason: `margin ${margin}, minimum ${minVisits} visits${mail}` };
    }
  }
}

/** The releases a remote has had: those its events name and its pointers hold, newest first, then the built-in one. */
function publishedOf(row: RemoteReleaseRow | undefined, named: readonly string[]): string[] {
  const all = [...(row?.canary_version ? [row.canary_version] : []), ...(row ? [row.stable_version] : []), ...named, ...(row?.previous_stable ?? []), BUILT_IN_RELEASE];
  return [...new Set(all)];
}

/** One remote as the Releases page shows it: pointers, settings, releases, the last 24 hours of health, the events. */
export async function remoteReleasesOf(app: FastifyInstance, remote: RemoteName, row?: RemoteReleaseRow | null): Promise<RemoteReleases> {
  const found = row === undefined ? await app.releasePointers.find(remote) : (row ?? undefined);
  const since = new Date(minuteOf(app.now()).getTime() - (OVERVIEW_HOURS * 60 - 1) * 60_000);
  const [named, minutes, events] = await Promise.all([app.releaseEvents.versions(remote), app.releaseHealth.minutes(remote, since), app.releaseEvents.recent(remote, OVERVIEW_EVENTS)]);
  return {
    remote,
    pointer: pointerOf(found),
    settings: settingsOf(found, app.env),
    published: publishedOf(found, named),
    health: minutes.map((m) => ({
      minute: iso(m.minute),
      version: m.version,
      visits: Number(m.visits),
      loadFailures: Number(m.load_failures),
      errors: Number(m.errors),
      lcpP75: m.lcp_p75,
      inpP75: m.inp_p75,
      clsP75: m.cls_p75,
    })),
    events: events.map((e) => ({ at: iso(e.at), remote: e.remote as RemoteName, kind: e.kind as ReleaseEventKind, version: e.version, actor: e.actor, reason: e.reason })),
  };
}

/** Every remote, released or not (GET /api/staff/releases). */
export async function releasesOverviewOf(app: FastifyInstance): Promise<{ remotes: RemoteReleases[] }> {
  const rows = new Map((await app.releasePointers.all()).map((r) => [r.remote, r]));
  const remotes: RemoteReleases[] = [];
  for (const remote of REMOTE_NAMES) remotes.push(await remoteReleasesOf(app, remote, rows.get(remote) ?? null));
  return { remotes };
}
