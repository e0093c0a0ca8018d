import type { ReleaseMinute } from 'shared-contracts/releases';

export type Measure = 'visits' | 'errorRate' | 'lcpP75' | 'inpP75';
export const MEASURES: readonly Measure[] = ['visits', 'errorRate', 'lcpP75', 'inpP75'];

export const MEASURE_WORDING: Record<Measure, { title: string; unit: string }> = {
  visits: { title: 'Visits', unit: 'visits' },
  errorRate: { title: 'Error rate', unit: 'failed visits, per cent' },
  lcpP75: { title: 'Largest contentful paint, 75th percentile', unit: 'milliseconds' },
  inpP75: { title: 'Interaction to next paint, 75th percentile', unit: 'milliseconds' },
};

const PERIOD_MINUTES = [1, 5, 15, 30, 60] as const;
const MAX_PERIODS = 48;
const MINUTE_MS = 60_000;

interface Sums {
  visits: number;
  failed: number;
  lcp: number | null;
  inp: number | null;
}

const worst = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));
const add = (sums: Sums | undefined, minute: ReleaseMinute): Sums => ({
  visits: (sums?.visits ?? 0) + minute.visits,
  failed: (sums?.failed ?? 0) + minute.loadFailures + minute.errors,
  lcp: worst(sums?.lcp ?? null, minute.lcpP75),
  inp: worst(sums?.inp ?? null, minute.inpP75),
});
const figure = (sums: Sums | undefined, measure: Measure): number | null => {
  if (!sums) return null;
  if (measure === 'visits') return sums.visits;
  if (measure === 'errorRate') return sums.visits > 0 ? sums.failed / sums.visits : null;
  return measure === 'lcpP75' ? sums.lcp : sums.inp;
};

// LCP and INP are the period's worst minute: the API's per-minute percentiles cannot be merged exactly.
export function releaseFigures(health: readonly ReleaseMinute[]) {
  const times = health.map((minute) => Date.parse(minute.minute));
  const span = times.length ? (Math.max(...times) - Math.min(...times)) / MINUTE_MS : 0;
  const periodMinutes = PERIOD_MINUTES.find((width) => Math.floor(span / width) + 1 <= MAX_PERIODS) ?? 60;
  const width = periodMinutes * MINUTE_MS;

  const releases: string[] = [];
  const byPeriod = new Map<number, Map<string, Sums>>();
  const byRelease = new Map<string, Sums>();
  health.forEach((minute, i) => {
    if (!releases.includes(minute.version)) releases.push(minute.version);
    const period = Math.floor(times[i]! / width) * width;
    const sums = byPeriod.get(period) ?? new Map<string, Sums>();
    sums.set(minute.version, add(sums.get(minute.version), minute));
    byPeriod.set(period, sums);
    byRelease.set(minute.version, add(byRelease.get(minute.version), minute));
  });
  const periods = [...byPeriod.keys()].sort((a, b) => a - b);
  const values = Object.fromEntries(MEASURES.map((measure) => [measure, releases.map((version) => periods.map((period) => figure(byPeriod.get(period)?.get(version), measure)))])) as Record<Measure, (number | null)[][]>;
  const totals = Object.fromEntries(MEASURES.map((measure) => [measure, releases.map((version) => figure(byRelease.get(version), measure))])) as Record<Measure, (number | null)[]>;
  return { periods, periodMinutes, releases, values, totals };
}

export type ReleaseFigures = ReturnType<typeof releaseFigures>;

export function formatFigure(measure: Measure, value: number | null): string {
  if (value === null) return 'no report';
  if (measure === 'visits') return String(value);
  if (measure === 'errorRate') return `${(value * 100).toFixed(1)}%`;
  return `${Math.round(value)} ms`;
}

export function formatPeriod(start: number): string {
  const at = new Date(start);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
