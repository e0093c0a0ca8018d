import type { RemoteName } from 'shared-contracts';
import type { RumBatch, RumEntry } from 'shared-contracts/releases';

export type Vital = 'lcp' | 'inp' | 'cls';

// the bounds of shared-contracts/releases RumEntry and RumBatch: a batch past them would be refused whole
const MAX_COUNT = 100;
const MAX_SAMPLES = 20;
const MAX_ENTRIES = 12;
const VITAL_CEILING: Record<Vital, number> = { lcp: 120_000, inp: 120_000, cls: 100 };

interface Tally {
  remote: RemoteName;
  version: string;
  visits: number;
  loadFailures: number;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

/**
 * One document's real-user health, per remote and release, until the next batch is taken (decision 092). A visit is
 * the first time this document shows a route of a remote release (a page load or an in-app navigation), whether its
 * code then loads or not; a visit fails at most once of each kind: one load failure (the remote's manifest, entry or
 * exposed module, a refused contracts major) and one uncaught error inside the remote's frame, however often the
 * visitor retries or the screen throws. So `(loadFailures + errors) / visits` is the share of visits that broke, the
 * error rate the API compares between a canary and its stable release.
 */
export function createHealthTally() {
  const pending = new Map<string, Tally>();
  const visited = new Set<string>();
  const failed = new Set<string>();
  const errored = new Set<string>();

  const keyOf = (remote: RemoteName, version: string) => `${remote}@${version}`;
  function tallyOf(remote: RemoteName, version: string): Tally {
    const key = keyOf(remote, version);
    let tally = pending.get(key);
    if (!tally) {
      tally = { remote, version, visits: 0, loadFailures: 0, errors: 0, lcp: [], inp: [], cls: [] };
      pending.set(key, tally);
    }
    return tally;
  }
  /** Once per document and remote release; true when it counted. */
  function once(seen: Set<string>, remote: RemoteName, version: string): boolean {
    const key = keyOf(remote, version);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }

  return {
    visit(remote: RemoteName, version: string): boolean {
      if (!once(visited, remote, version)) return false;
      tallyOf(remote, version).visits += 1;
      return true;
    },
    visited(remote: RemoteName, version: string): boolean {
      return visited.has(keyOf(remote, version));
    },
    loadFailure(remote: RemoteName, version: string): boolean {
      if (!once(failed, remote, version)) return false;
      tallyOf(remote, version).loadFailures += 1;
      return true;
    },
    error(remote: RemoteName, version: string): boolean {
      if (!once(errored, remote, version)) return false;
      tallyOf(remote, version).errors += 1;
      return true;
    },
    vital(remote: RemoteName, version: string, name: Vital, value: number) {
      if (!Number.isFinite(value) || value < 0) return;
      const samples = tallyOf(remote, version)[name];
      // milliseconds whole; a layout shift score to four places
      const rounded = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
      if (samples.length < MAX_SAMPLES) samples.push(Math.min(rounded, VITAL_CEILING[name]));
    },
    /** Whether anything waits to be sent. */
    get size() {
      return pending.size;
    },
    /** What waits, as batches within the contract's bounds (usually one); the tally starts again empty. */
    take(): RumBatch[] {
      const entries: RumEntry[] = [];
      for (const tally of pending.values()) {
        const entry: RumEntry = {
          remote: tally.remote,
          version: tally.version,
          visits: Math.min(tally.visits, MAX_COUNT),
          loadFailures: Math.min(tally.loadFailures, MAX_COUNT),
          errors: Math.min(tally.errors, MAX_COUNT),
        };
        if (tally.lcp.length) entry.lcp = tally.lcp;
        if (tally.inp.length) entry.inp = tally.inp;
        if (tally.cls.length) entry.cls = tally.cls;
        entries.push(entry);
      }
      pending.clear();
      const batches: RumBatch[] = [];
      for (let i = 0; i < entries.length; i += MAX_ENTRIES) batches.push({ entries: entries.slice(i, i + MAX_ENTRIES) });
      return batches;
    },
    /** What a batch that could not be sent held, back into the tally (sent with the next one). */
    restore(batch: RumBatch) {
      for (const entry of batch.entries) {
        const tally = tallyOf(entry.remote, entry.version);
        tally.visits += entry.visits;
        tally.loadFailures += entry.loadFailures;
        tally.errors += entry.errors;
        for (const name of ['lcp', 'inp', 'cls'] as const) for (const value of entry[name] ?? []) if (tally[name].length < MAX_SAMPLES) tally[name].push(value);
      }
    },
  };
}
export type HealthTally = ReturnType<typeof createHealthTally>;
