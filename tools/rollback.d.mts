export declare function rollback(name: string, env?: Record<string, string | undefined>): unknown;
