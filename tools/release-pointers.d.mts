export interface Pointers {
  remotes: Partial<Record<string, { stable: string; canary: { version: string; percent: number } | null }>>;
}
export interface PointerSource {
  get(): Promise<Pointers>;
  last(): Pointers;
}
export declare const BUILT_IN_RELEASE: string;
export declare const VISITOR_COOKIE: string;
export declare const RELEASE_VERSION: RegExp;
export declare const REMOTE_PACKAGES: Record<string, string>;
export declare const NO_POINTERS: Pointers;
export declare function remoteKey(name: string): string;
export declare function parsePointers(body: unknown): Pointers | undefined;
export declare function visitorBucket(remote: string, visitorId: string): number;
export declare function releaseFor(remote: string, pointer: Pointers['remotes'][string], visitorId: string | undefined): { version: string; canary: boolean };
export declare function visitorOf(cookieHeader?: string): string | undefined;
export declare function newVisitorId(): string;
export declare function visitorCookie(id: string, options?: { secure?: boolean }): string;
export declare function pointersUrl(env?: Record<string, string | undefined>): string | undefined;
export declare function fixedPointers(pointers?: Pointers): PointerSource & { set(next: Pointers): void };
export declare function apiPointers(options?: { url?: string; ttlMs?: number; timeoutMs?: number; retryMs?: number; fetch?: typeof fetch }): PointerSource;
export declare function pointerSource(env?: Record<string, string | undefined>): PointerSource;
