type Env = Record<string, string | undefined>;
export interface Pointer {
  stable: string;
  canary: { version: string; percent: number; startedAt?: string } | null;
}
export interface Change {
  remote: string;
  before: Pointer | undefined;
  after: Pointer | undefined;
}
export interface ChangeOptions {
  env?: Env;
  log?: (line: string) => void;
}
export declare const USAGE: string;
export declare function checkPublished(key: string, version: string, warn?: (line: string) => void): void;
export declare function describePointer(pointer: Pointer | undefined): string;
export declare function changeRelease(
  name: string,
  change: { action: 'release'; version: string } | { action: 'canary'; version: string; percent: number } | { action: 'promote' } | { action: 'rollback' },
  options?: ChangeOptions,
): Promise<Change>;
export declare function release(name: string, version: string, options?: ChangeOptions & { canary?: number; warn?: (line: string) => void }): Promise<Change>;
export declare function promote(name: string, options?: ChangeOptions): Promise<Change>;
export declare function parseArgs(argv: string[]): { kind: 'release'; name: string; version: string; canary?: number } | { kind: 'promote'; name: string };
