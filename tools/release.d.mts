export declare function release(name: string, version: string, env?: Record<string, string | undefined>): unknown;
