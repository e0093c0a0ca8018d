import { KB } from './page-weight';

/** Gzipped JS a first visit may download (1 KB = 1024 bytes): `/` is the platform issue's budget. */
export const HOME_JS_BUDGET = 180 * KB;
/** Gzipped JS a first visit to any other route may download. */
export const ROUTE_JS_BUDGET = 250 * KB;

export const jsBudgetOf = (path: string) => (path === '/' ? HOME_JS_BUDGET : ROUTE_JS_BUDGET);

/**
 * Cumulative layout shift every route must stay under (issue 9), as e2e/support/page-weight.ts layoutShift
 * measures it: every shift of the visit added up.
 */
export const CLS_BUDGET = 0.02;
