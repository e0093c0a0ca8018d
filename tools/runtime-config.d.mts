import type { RuntimeConfig } from 'shared-contracts';
import type { Pointers } from './release-pointers.mjs';
export declare const ROOT: string;
export declare const FRONT_ENDS: Record<string, { package?: string; port: number }>;
export declare const REMOTE_KEYS: string[];
export interface VisitorReleases {
  pointers?: Pointers;
  visitor?: string;
}
export declare function remoteRegistry(env?: Record<string, string | undefined>, host?: string, releases?: VisitorReleases): RuntimeConfig['remotes'];
export declare function runtimeConfig(env?: Record<string, string | undefined>, releases?: VisitorReleases): RuntimeConfig;
