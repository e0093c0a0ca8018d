// The benchmark measures exactly as the e2e suite does: it loads the suite's TypeScript helpers (the test
// system on the test ports, the route samples, the page-weight recorder, the budgets) through tsx, as
// CommonJS, the way Playwright runs them (e2e/ is a CommonJS package).
import { require as tsxRequire } from 'tsx/cjs/api';

const load = (file) => tsxRequire(`../e2e/support/${file}`, import.meta.url);

export function loadE2eSupport() {
  const system = load('test-system.ts');
  const samples = load('sample-routes.ts');
  const weight = load('page-weight.ts');
  const budgets = load('budgets.ts');
  const fixtures = tsxRequire('../shared-contracts/src/testing/index.ts', import.meta.url);
  return {
    startTestSystem: system.startTestSystem,
    routeSamples: samples.routeSamples,
    measureFirstVisit: weight.measureFirstVisit,
    recordResponses: weight.recordResponses,
    validDraft: fixtures.validDraft,
    CLS_BUDGET: budgets.CLS_BUDGET,
    sharedLibraryCopies: weight.sharedLibraryCopies,
    KB: weight.KB,
    HOME_JS_BUDGET: budgets.HOME_JS_BUDGET,
    jsBudgetOf: budgets.jsBudgetOf,
  };
}
