import * as z from 'zod/mini';
import type { RemoteEntryConfig as RemoteEntryConfigType, RuntimeConfig as RuntimeConfigType } from 'shared-contracts';

// kernel/remotes.ts `RuntimeConfig` (the kernel carries no zod), for the tools that write `/config.json`
export const RemoteEntryConfig = z.object({
  manifest: z.string(),
  version: z.optional(z.string()),
});
export type RemoteEntryConfig = z.infer<typeof RemoteEntryConfig>;

export const RuntimeConfig = z.object({
  apiBase: z.string(),
  tokenAllowlist: z.array(z.string()),
  companyResolution: z.object({
    default: z.string(),
    hosts: z.record(z.string(), z.string()),
    subdomain: z.boolean(),
  }),
  websiteType: z.string(),
  remotes: z.record(z.string(), RemoteEntryConfig),
  idleTimeoutSeconds: z.optional(z.number()),
  rumSampleRate: z.optional(z.number().check(z.gte(0), z.lte(1))),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// the compiler holds the kernel's types and this schema to one shape
export const RUNTIME_CONFIG_SHAPE_MATCHES: Same<RuntimeConfig, RuntimeConfigType> & Same<RemoteEntryConfig, RemoteEntryConfigType> = true;
