import type { Change, ChangeOptions } from './release.mjs';
export declare function rollback(name: string, options?: ChangeOptions): Promise<Change>;
