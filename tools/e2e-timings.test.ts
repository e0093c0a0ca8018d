import { summarise } from './e2e-timings.mjs';

/** A Playwright JSON report in miniature: two files, two workers, one test close to its timeout. */
const report = {
  stats: { duration: 95_000 },
  suites: [
    {
      file: 'content.spec.ts',
      specs: [{ title: '/ (home)', file: 'content.spec.ts', tests: [{ timeout: 30_000, results: [{ duration: 4_000, status: 'passed', parallelIndex: 0, retry: 0 }] }] }],
      suites: [
        {
          title: 'accessibility',
          specs: [{ title: '/faq', file: 'content.spec.ts', tests: [{ timeout: 30_000, results: [{ duration: 29_000, status: 'timedOut', parallelIndex: 0, retry: 0 }, { duration: 12_000, status: 'passed', parallelIndex: 1, retry: 1 }] }] }],
        },
      ],
    },
    { file: 'keyboard.spec.ts', specs: [{ title: 'the whole journey', file: 'keyboard.spec.ts', tests: [{ timeout: 150_000, results: [{ duration: 60_000, status: 'passed', parallelIndex: 1, retry: 0 }] }] }] },
  ],
};

describe('the e2e timings summary (issue 21: find the tests a busy machine pushes over their timeout)', () => {
  const summary = summarise(report);

  it('counts every result, retries included, and keeps the wall time', () => {
    expect(summary.tests).toBe(4);
    expect(summary.wallMs).toBe(95_000);
  });

  it('sums the time per file and per worker, slowest first', () => {
    expect(summary.files).toEqual([
      ['keyboard.spec.ts', 60_000],
      ['content.spec.ts', 45_000],
    ]);
    expect(summary.workers).toEqual([
      [1, 72_000],
      [0, 33_000],
    ]);
  });

  it('lists the results that used more than half their timeout, the closest first', () => {
    expect(summary.nearTimeout.map((row: { title: string; status: string }) => `${row.title} ${row.status}`)).toEqual(['/faq timedOut']);
  });
});
