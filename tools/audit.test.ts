import { auditVerdict } from './audit.mjs';

/**
 * The dependency audit step of `npm test` (tools/audit.mjs): what each kind of `npm audit --json` report means.
 * The step itself asks the registry; these cases pin its verdicts without the network.
 */
const metadata = (counts: Record<string, number>) => ({ vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...counts } });

describe('the npm audit step', () => {
  it('passes a report without high or critical advisories, counting the rest', () => {
    const verdict = auditVerdict({ vulnerabilities: { esbuild: { name: 'esbuild', severity: 'moderate', range: '<0.25', fixAvailable: true } }, metadata: metadata({ moderate: 1, total: 1 }) });
    expect(verdict).toEqual({ code: 0, lines: ['npm audit: no high or critical advisory (1 moderate, 0 low, 1 in all)'] });
  });

  it('fails on a high or a critical advisory, naming the package and its fix', () => {
    const verdict = auditVerdict({
      vulnerabilities: {
        semver: { name: 'semver', severity: 'high', range: '<7.5.2', fixAvailable: { name: 'semver', version: '7.5.2' } },
        minimist: { name: 'minimist', severity: 'critical', range: '<1.2.6', fixAvailable: false },
        debug: { name: 'debug', severity: 'low', range: '*', fixAvailable: true },
      },
      metadata: metadata({ high: 1, critical: 1, low: 1, total: 3 }),
    });
    expect(verdict.code).toBe(1);
    expect(verdict.lines).toEqual([
      'npm audit: 1 critical and 1 high advisories:',
      '  - semver (high, <7.5.2): upgrade semver to 7.5.2',
      '  - minimist (critical, <1.2.6): no fix yet',
    ]);
  });

  it('fails, differently, when the advisory database could not be asked (an audit that did not run is not a clean one)', () => {
    const verdict = auditVerdict({ message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk', error: { summary: '', detail: '' } });
    expect(verdict).toEqual({ code: 2, lines: ['npm audit did not run: the advisory database could not be asked (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk).'] });
    expect(auditVerdict({}, 'npm error network ENOTFOUND\n').code).toBe(2);
  });
});
