// The benchmark measures exactly as the e2e suite does: it loads the suite's TypeScript helpers (the test
// system on the test ports, the route samples, the page-weight recorder, the budgets) through tsx.
import { tsImport } from 'tsx/esm/api';

const load = (file) => tsImport(`../../e2e/support/${file}`, import.meta.url);

export async function loadE2eSupport() {
  const [system, samples, weight, budgets] = await Promise.all([
    load('test-system.ts'),
    load('sample-routes.ts'),
    load('page-weight.ts'),
    load('budgets.ts'),
  ]);
  return {
    startTestSystem: system.startTestSystem,
    routeSamples: samples.routeSamples,
    measureFirstVisit: weight.measureFirstVisit,
    sharedLibraryCopies: weight.sharedLibraryCopies,
    KB: weight.KB,
    HOME_JS_BUDGET: budgets.HOME_JS_BUDGET,
    jsBudgetOf: budgets.jsBudgetOf,
  };
}
