import type { RuntimeConfig } from 'shared-contracts';
export declare const ROOT: string;
export declare const FRONT_ENDS: Record<string, { package?: string; port: number }>;
export declare const REMOTE_KEYS: string[];
export declare function remoteRegistry(env?: Record<string, string | undefined>, host?: string): RuntimeConfig['remotes'];
export declare function runtimeConfig(env?: Record<string, string | undefined>): RuntimeConfig;
