// Figures of a benchmark run: latency percentiles and throughput, and where the API benchmarks write them
// (docs/bench/, merged into the report by bench/run.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LatencyFigures {
  count: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** Percentiles of a list of latencies (ms) and the throughput over `seconds` of wall clock. */
export function latencyFigures(latencies: readonly number[], seconds: number): LatencyFigures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    seconds: round(seconds),
    perSecond: Math.round(sorted.length / seconds),
    p50Ms: round(at(50)),
    p99Ms: round(at(99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
  };
}

export const describeFigures = (f: LatencyFigures) => `${f.count} calls in ${f.seconds} s: ${f.perSecond}/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms`;

export const REPORT_DIR = path.resolve(__dirname, '../../docs/bench');

/** Writes one benchmark's figures as docs/bench/<name>.json (bench/run.mjs puts them in latest.md). */
export function writeFigures(name: string, figures: object): string {
  mkdirSync(REPORT_DIR, { recursive: true });
  const file = path.join(REPORT_DIR, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), node: process.version, ...figures }, null, 2)}\n`);
  return file;
}
