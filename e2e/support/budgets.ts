import { KB } from './page-weight';

/** Gzipped JS a first visit may download (1 KB = 1024 bytes): `/` is the platform issue's budget. */
export const HOME_JS_BUDGET = 180 * KB;
/** Gzipped JS a first visit to any other route may download. */
export const ROUTE_JS_BUDGET = 250 * KB;

export const jsBudgetOf = (path: string) => (path === '/' ? HOME_JS_BUDGET : ROUTE_JS_BUDGET);
