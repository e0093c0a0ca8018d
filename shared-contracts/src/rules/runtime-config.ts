import * as z from 'zod/mini';
import type { RemoteEntryConfig as RemoteEntryConfigType, RuntimeConfig as RuntimeConfigType } from 'shared-contracts';

/**
 * The schema of the runtime configuration (kernel/remotes.ts `RuntimeConfig`, the type the hosts use), for the tools
 * that write `/config.json` and their tests. The kernel carries no zod, so the type is written there and held to
 * this schema below.
 */
export const RemoteEntryConfig = z.object({
  /** URL of the remote's mf-manifest.json */
  manifest: z.string(),
  /** informational: the version the registry points at */
  version: z.optional(z.string()),
});
export type RemoteEntryConfig = z.infer<typeof RemoteEntryConfig>;

export const RuntimeConfig = z.object({
  /** origin (and optional path) of the API, without trailing slash, e.g. http://localhost:8080 */
  apiBase: z.string(),
  /** origins, besides the API's, that may receive the bearer token (spec §6 whitelisted domains) */
  tokenAllowlist: z.array(z.string()),
  /** which company a host name selects; `default` when no rule matches */
  companyResolution: z.object({
    default: z.string(),
    /** exact host name (without port) to company value */
    hosts: z.record(z.string(), z.string()),
    /** when true, `<company>.localhost` or `<company>.<anything>` selects the company named by the first label */
    subdomain: z.boolean(),
  }),
  /** the website type header value (spec §7 WebsiteType) */
  websiteType: z.string(),
  remotes: z.record(z.string(), RemoteEntryConfig),
  /** idle timeout override in seconds (tests shorten it); the spec's 1800 s when absent */
  idleTimeoutSeconds: z.optional(z.number()),
  /** the share of page loads (0 to 1) whose shell reports real-user health (issue 42, decision 092); all when absent */
  rumSampleRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// the compiler holds the kernel's types and this schema to one shape
export const RUNTIME_CONFIG_SHAPE_MATCHES: Same<RuntimeConfig, RuntimeConfigType> & Same<RemoteEntryConfig, RemoteEntryConfigType> = true;
