import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

/**
 * Releases (issue 42): which published release of each remote visitors get. The pointers live in the API's database
 * (one registry for every static server); a remote has a stable release and at most one canary served to a share of
 * visitors, sticky per visitor. Health comes from real visitors (the shell's reports) and is kept per release and
 * minute; a canary whose error rate passes the stable release's by the margin, over the minimum visits, is ended.
 */
export const RemoteKey = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

/** A published release: `<package version>-<10 hex of its content hash>`, as tools/publish.mjs names it; `1.0.0` is the build the shell ships with. */
export const ReleaseVersion = z.string().check(z.regex(/^\d+\.\d+\.\d+(-[0-9a-f]{10})?$/, 'Expected a published release such as 1.0.1-0123456789'));

/** The defaults of the automatic rollback, settable per remote. */
export const RELEASE_HEALTH_DEFAULTS = {
  /** the canary is ended when its error rate exceeds the stable release's by more than this (0.05 = 5 points) */
  margin: 0.05,
  /** ... over at least this many canary visits */
  minVisits: 20,
} as const;

export const ReleaseHealthSettings = z.object({
  margin: z.number().check(z.gte(0), z.lte(1)),
  minVisits: z.int().check(z.gte(1), z.lte(10_000)),
  /**
   * where an automatic rollback of this remote is mailed: in an answer, the address in force (the remote's own, else
   * the API's RELEASE_TEAM_EMAIL); in a change, a new address, null for the API's default, absent to keep it
   */
  teamEmail: z.optional(z.nullable(z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address')))),
});
export type ReleaseHealthSettings = z.infer<typeof ReleaseHealthSettings>;

export const CanaryPointer = z.object({ version: ReleaseVersion, percent: z.int().check(z.gte(1), z.lte(99)), startedAt: z.string() });
export type CanaryPointer = z.infer<typeof CanaryPointer>;

/** One remote's pointers: what the static servers read (with a cache of at most 2 s). */
export const RemotePointer = z.object({ stable: ReleaseVersion, canary: z.nullable(CanaryPointer) });
export type RemotePointer = z.infer<typeof RemotePointer>;

/** Every remote's pointers; a remote never released is absent (its built-in 1.0.0 is served). */
export const ReleasePointers = z.object({ remotes: z.partialRecord(RemoteKey, RemotePointer) });
export type ReleasePointers = z.infer<typeof ReleasePointers>;

export const RELEASE_EVENT_KINDS = ['release', 'canary', 'promote', 'rollback', 'auto-rollback', 'settings'] as const;
export const ReleaseEventKind = z.enum(RELEASE_EVENT_KINDS);
export type ReleaseEventKind = z.infer<typeof ReleaseEventKind>;

/** An audited change of a pointer: who (a staff member's email, or `cli` for the operator's command), what, when, why. */
export const ReleaseEvent = z.object({
  at: z.string(),
  remote: RemoteKey,
  kind: ReleaseEventKind,
  version: z.nullable(ReleaseVersion),
  actor: z.string(),
  reason: z.nullable(z.string()),
});
export type ReleaseEvent = z.infer<typeof ReleaseEvent>;

/** One release's health in one minute, as stored. Error rate = (loadFailures + errors) / visits. */
export const ReleaseMinute = z.object({
  minute: z.string(),
  version: ReleaseVersion,
  visits: z.int(),
  loadFailures: z.int(),
  errors: z.int(),
  /** 75th percentiles in milliseconds (null when no sample in that minute) */
  lcpP75: z.nullable(z.number()),
  inpP75: z.nullable(z.number()),
  clsP75: z.nullable(z.number()),
});
export type ReleaseMinute = z.infer<typeof ReleaseMinute>;

/** What the Releases page shows of one remote. */
export const RemoteReleases = z.object({
  remote: RemoteKey,
  pointer: RemotePointer,
  settings: ReleaseHealthSettings,
  /** the releases published for this remote, newest first */
  published: z.array(ReleaseVersion),
  /** the last 24 hours, per release and minute, oldest first */
  health: z.array(ReleaseMinute),
  events: z.array(ReleaseEvent),
});
export type RemoteReleases = z.infer<typeof RemoteReleases>;

export const ReleasesOverview = z.object({ remotes: z.array(RemoteReleases) });
export type ReleasesOverview = z.infer<typeof ReleasesOverview>;

/** A change asked by a releaser (staff console) or by the operator's command. */
export const ReleaseChange = z.discriminatedUnion('action', [
  /** make `version` stable at once (ends any canary) */
  z.object({ action: z.literal('release'), version: ReleaseVersion }),
  /** serve `version` to `percent` of visitors, the rest keeping stable */
  z.object({ action: z.literal('canary'), version: ReleaseVersion, percent: z.int().check(z.gte(1), z.lte(99)) }),
  /** the canary becomes stable */
  z.object({ action: z.literal('promote') }),
  /** end the canary, or with no canary, go back to the previous stable release */
  z.object({ action: z.literal('rollback') }),
  z.object({ action: z.literal('settings'), settings: ReleaseHealthSettings }),
]);
export type ReleaseChange = z.infer<typeof ReleaseChange>;

/**
 * Real-user health as the shell sends it (navigator.sendBeacon, text/plain JSON): counts and vitals per remote and
 * release since the last batch. No personal data and no URL: the remote and release are the only dimensions.
 */
export const RumEntry = z.object({
  remote: RemoteKey,
  version: ReleaseVersion,
  visits: z.int().check(z.gte(0), z.lte(100)),
  loadFailures: z.int().check(z.gte(0), z.lte(100)),
  errors: z.int().check(z.gte(0), z.lte(100)),
  lcp: z.optional(z.array(z.number().check(z.gte(0), z.lte(120_000))).check(z.maxLength(20))),
  inp: z.optional(z.array(z.number().check(z.gte(0), z.lte(120_000))).check(z.maxLength(20))),
  cls: z.optional(z.array(z.number().check(z.gte(0), z.lte(100))).check(z.maxLength(20))),
});
export type RumEntry = z.infer<typeof RumEntry>;
export const RumBatch = z.object({ entries: z.array(RumEntry).check(z.minLength(1), z.maxLength(12)) });
export type RumBatch = z.infer<typeof RumBatch>;

/** The anonymous cookie that keeps a visitor on the release they were given (a random id, nothing else). */
export const RELEASE_VISITOR_COOKIE = 'msic_visitor';
