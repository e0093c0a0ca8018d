import { createHealthTally } from './health-tally';

const CANARY = '1.0.1-0123456789';

describe('the health tally: per remote and release, a visit once a document, and at most one failure of each kind per visit (decision 092)', () => {
  it('counts one visit per remote release however often its routes are shown, and one load failure and one error per visit', () => {
    const tally = createHealthTally();
    expect(tally.visit('content', '1.0.0')).toBe(true);
    expect(tally.visit('content', '1.0.0')).toBe(false);
    tally.visit('application', CANARY);
    expect(tally.loadFailure('application', CANARY)).toBe(true);
    // the visitor presses "Try again" and it fails again: still one failed visit
    expect(tally.loadFailure('application', CANARY)).toBe(false);
    expect(tally.error('content', '1.0.0')).toBe(true);
    expect(tally.error('content', '1.0.0')).toBe(false);
    expect(tally.take()).toEqual([
      {
        entries: [
          { remote: 'content', version: '1.0.0', visits: 1, loadFailures: 0, errors: 1 },
          { remote: 'application', version: CANARY, visits: 1, loadFailures: 1, errors: 0 },
        ],
      },
    ]);
  });

  it('starts empty after a batch is taken, and a visit already counted in this document is not counted again', () => {
    const tally = createHealthTally();
    tally.visit('content', '1.0.0');
    expect(tally.take()).toHaveLength(1);
    expect(tally.take()).toEqual([]);
    tally.visit('content', '1.0.0');
    expect(tally.take()).toEqual([]);
    // another release of the same remote (a canary reached by a later navigation) is another visit
    tally.visit('content', CANARY);
    expect(tally.take()).toEqual([{ entries: [{ remote: 'content', version: CANARY, visits: 1, loadFailures: 0, errors: 0 }] }]);
  });

  it('keeps web vitals as samples within the contract: whole milliseconds, CLS to four places, at most 20 a batch, none above the ceiling, none negative', () => {
    const tally = createHealthTally();
    tally.visit('content', '1.0.0');
    tally.vital('content', '1.0.0', 'lcp', 1234.56);
    tally.vital('content', '1.0.0', 'lcp', 500_000);
    tally.vital('content', '1.0.0', 'lcp', -1);
    tally.vital('content', '1.0.0', 'lcp', Number.NaN);
    tally.vital('content', '1.0.0', 'cls', 0.123456);
    for (let i = 0; i < 25; i++) tally.vital('content', '1.0.0', 'inp', 40 + i);
    const [batch] = tally.take();
    expect(batch?.entries[0]?.lcp).toEqual([1235, 120_000]);
    expect(batch?.entries[0]?.cls).toEqual([0.1235]);
    expect(batch?.entries[0]?.inp).toHaveLength(20);
  });

  it('splits more than 12 remote releases into several batches (the contract refuses a larger one)', () => {
    const tally = createHealthTally();
    for (let i = 0; i < 13; i++) tally.visit('content', `1.0.${i}`);
    expect(tally.take().map((batch) => batch.entries.length)).toEqual([12, 1]);
  });

  it('takes back what a batch that could not be sent held', () => {
    const tally = createHealthTally();
    tally.visit('induction', '1.0.0');
    tally.vital('induction', '1.0.0', 'lcp', 900);
    const [unsent] = tally.take();
    tally.loadFailure('induction', '1.0.0');
    tally.restore(unsent!);
    expect(tally.take()).toEqual([{ entries: [{ remote: 'induction', version: '1.0.0', visits: 1, loadFailures: 1, errors: 0, lcp: [900] }] }]);
  });
});
