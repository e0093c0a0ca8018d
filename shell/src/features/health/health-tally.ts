import type { RemoteName } from 'shared-contracts';
import type { RumBatch, RumEntry } from 'shared-contracts/releases';

export type Vital = 'lcp' | 'inp' | 'cls';

// RumEntry's and RumBatch's bounds: a batch past them would be refused whole
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

// each kind counts once per document and release, so (loadFailures + errors) / visits is the share of visits that
// broke, the rate the API compares between a canary and its stable release (decision 092)
export function createHealthTally() {
  const pending = new Map<string, Tally>();
  const visited = new Set<string>();

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
  /** True when it counted. */
  const once = (seen: Set<string>, field: 'visits' | 'loadFailures' | 'errors') => (remote: RemoteName, version: string): boolean => {
    const key = keyOf(remote, version);
    if (seen.has(key)) return false;
    seen.add(key);
    tallyOf(remote, version)[field] += 1;
    return true;
  };

  return {
    visit: once(visited, 'visits'),
    visited(remote: RemoteName, version: string): boolean {
      return visited.has(keyOf(remote, version));
    },
    loadFailure: once(new Set<string>(), 'loadFailures'),
    error: once(new Set<string>(), 'errors'),
    vital(remote: RemoteName, version: string, name: Vital, value: number) {
      if (!Number.isFinite(value) || value < 0) return;
      const samples = tallyOf(remote, version)[name];
      const rounded = name === 'cls' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
      if (samples.length < MAX_SAMPLES) samples.push(Math.min(rounded, VITAL_CEILING[name]));
    },
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
