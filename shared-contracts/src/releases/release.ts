import * as z from 'zod/mini';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';

export const RemoteKey = z.enum(REMOTE_NAMES as [RemoteName, ...RemoteName[]]);

/** As tools/publish.mjs names it; `1.0.0` is the build the shell ships with. */
export const ReleaseVersion = z.string().check(z.regex(/^\d+\.\d+\.\d+(-[0-9a-f]{10})?$/, 'Expected a published release such as 1.0.1-0123456789'));

/** Of the automatic rollback, settable per remote. */
export const RELEASE_HEALTH_DEFAULTS = {
  /** the canary is ended when its error rate exceeds the stable release's by more than this (0.05 = 5 points) */
  margin: 0.05,
  /** ... over at least this many canary visits */
  minVisits: 20,
} as const;

export const ReleaseHealthSettings = z.object({
  margin: z.number().check(z.gte(0), z.lte(1)),
  minVisits: z.int().check(z.gte(1), z.lte(10_000)),
  /** where an automatic rollback is mailed; in a change, null for the API's default, absent to keep it */
  teamEmail: z.optional(z.nullable(z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+$/, 'Enter an email address')))),
});
export type ReleaseHealthSettings = z.infer<typeof ReleaseHealthSettings>;

export const CanaryPointer = z.object({ version: ReleaseVersion, percent: z.int().check(z.gte(1), z.lte(99)), startedAt: z.string() });

export const RemotePointer = z.object({ stable: ReleaseVersion, canary: z.nullable(CanaryPointer) });
export type RemotePointer = z.infer<typeof RemotePointer>;

/** A remote never released is absent (its built-in 1.0.0 is served). */
export const ReleasePointers = z.object({ remotes: z.partialRecord(RemoteKey, RemotePointer) });
export type ReleasePointers = z.infer<typeof ReleasePointers>;

export const ReleaseEventKind = z.enum(['release', 'canary', 'promote', 'rollback', 'auto-rollback', 'settings']);
export type ReleaseEventKind = z.infer<typeof ReleaseEventKind>;

/** `actor`: a staff member's email, or `cli` for the operator's command. */
export const ReleaseEvent = z.object({
  at: z.string(),
  remote: RemoteKey,
  kind: ReleaseEventKind,
  version: z.nullable(ReleaseVersion),
  actor: z.string(),
  reason: z.nullable(z.string()),
});

/** Error rate = (loadFailures + errors) / visits. */
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

export const RemoteReleases = z.object({
  remote: RemoteKey,
  pointer: RemotePointer,
  settings: ReleaseHealthSettings,
  /** newest first */
  published: z.array(ReleaseVersion),
  /** the last 24 hours, per release and minute, oldest first */
  health: z.array(ReleaseMinute),
  events: z.array(ReleaseEvent),
});
export type RemoteReleases = z.infer<typeof RemoteReleases>;

export const ReleasesOverview = z.object({ remotes: z.array(RemoteReleases) });
export type ReleasesOverview = z.infer<typeof ReleasesOverview>;

export const ReleaseChange = z.discriminatedUnion('action', [
  z.object({ action: z.literal('release'), version: ReleaseVersion }),
  z.object({ action: z.literal('canary'), version: ReleaseVersion, percent: z.int().check(z.gte(1), z.lte(99)) }),
  z.object({ action: z.literal('promote') }),
  /** with no canary, go back to the previous stable release */
  z.object({ action: z.literal('rollback') }),
  z.object({ action: z.literal('settings'), settings: ReleaseHealthSettings }),
]);
export type ReleaseChange = z.infer<typeof ReleaseChange>;

/** Since the last batch. No personal data and no URL: the remote and release are the only dimensions. */
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

/** Keeps a visitor on the release they were given (a random id, nothing else). */
export const RELEASE_VISITOR_COOKIE = 'msic_visitor';
