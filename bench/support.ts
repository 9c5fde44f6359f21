/**
 * Shared helpers for `bench/*.bench.ts` (run by `npm run bench`, never by the test suite).
 *
 * Each benchmark measures a figure and a baseline in the same run, on the same machine, interleaved so
 * that a noisy neighbour slows both alike, and reports the ratio against a budget from DESIGN §9:
 *
 *   const r = compareInProcess({ subject: () => parse(bytes), baseline: () => JSON.parse(text) });
 *   report({ name: 'validate a 200 KiB handoff', subject: '…', baseline: '…', ...r, budget: { ratio: 10 } });
 *
 * A figure over its budget prints OVER; the process then exits non-zero only under `npm run bench -- --strict`
 * (BATON_BENCH_STRICT=1), so a slow shared machine does not fail a plain run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Comparison {
  /** Median of the subject, in milliseconds (per call in process, per process when cold). */
  subjectMs: number;
  baselineMs: number;
  /** How many samples each median is taken over. */
  samples: number;
}

/** Milliseconds per call of `fn`, averaged over `iterations` calls (one sample). */
function sampleInProcess(fn: () => unknown, iterations: number): number {
  const start = performance.now();
  for (let i = 0; i < iterations; i++) fn();
  return (performance.now() - start) / iterations;
}

/** Calls per sample so that one sample of `fn` lasts about `targetMs`. */
function calibrate(fn: () => unknown, targetMs: number): number {
  let iterations = 1;
  for (;;) {
    const start = performance.now();
    for (let i = 0; i < iterations; i++) fn();
    const elapsed = performance.now() - start;
    if (elapsed >= targetMs || iterations >= 1 << 20)
      return Math.max(1, Math.round((iterations * targetMs) / Math.max(elapsed, 0.001)));
    iterations *= 2;
  }
}

/**
 * Time two functions in this process: warm both up, then take `samples` interleaved samples of each
 * (subject, baseline, subject, …) and return the medians per call.
 */
export function compareInProcess(options: {
  subject: () => unknown;
  baseline: () => unknown;
  samples?: number;
  /** Rough length of one sample; each function is calibrated to it separately. */
  sampleMs?: number;
}): Comparison {
  const samples = options.samples ?? 31;
  const sampleMs = options.sampleMs ?? 20;
  const subjectIterations = calibrate(options.subject, sampleMs);
  const baselineIterations = calibrate(options.baseline, sampleMs);
  const subject: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < samples; i++) {
    subject.push(sampleInProcess(options.subject, subjectIterations));
    baseline.push(sampleInProcess(options.baseline, baselineIterations));
  }
  return { subjectMs: median(subject), baselineMs: median(baseline), samples };
}

/** A process to start: arguments to the current node binary, and where. */
export interface ProcessSpec {
  args: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Exit codes that count as success (default [0]): a benchmark of a failure path may expect 1. */
  okExitCodes?: number[];
}

/** Wall time of one process run to completion, in ms. Throws when it exits with an unexpected code. */
export function timeProcess(spec: ProcessSpec): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, spec.args, {
    cwd: spec.cwd ?? REPO_ROOT,
    env: spec.env ?? process.env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const elapsed = performance.now() - start;
  if (result.error) throw result.error;
  if (!(spec.okExitCodes ?? [0]).includes(result.status ?? -1)) {
    throw new Error(
      `node ${spec.args.join(' ')} exited ${result.status ?? result.signal}: ${result.stderr.toString().slice(0, 2000)}`,
    );
  }
  return elapsed;
}

/**
 * Cold-process timing: start the subject and the baseline as fresh processes of the current node,
 * interleaved, after `warmup` unmeasured runs of each (to fill the OS file cache), and return medians.
 */
export function compareCold(options: {
  subject: ProcessSpec;
  baseline?: ProcessSpec;
  runs?: number;
  warmup?: number;
}): Comparison {
  const baselineSpec = options.baseline ?? NODE_BARE;
  const runs = options.runs ?? 11;
  for (let i = 0; i < (options.warmup ?? 2); i++) {
    timeProcess(options.subject);
    timeProcess(baselineSpec);
  }
  const subject: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < runs; i++) {
    subject.push(timeProcess(options.subject));
    baseline.push(timeProcess(baselineSpec));
  }
  return { subjectMs: median(subject), baselineMs: median(baseline), samples: runs };
}

/** `node -e 0`: the floor every cold budget in DESIGN §9 is stated against. */
export const NODE_BARE: ProcessSpec = { args: ['-e', '0'] };

/** A budget: a ratio to the baseline, an absolute figure, both, or neither (`{}`: printed for information). */
export interface Budget {
  ratio?: number;
  ms?: number;
}

const strict = process.env.BATON_BENCH_STRICT === '1';

function formatMs(ms: number): string {
  if (ms >= 100) return `${ms.toFixed(0)} ms`;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  return `${(ms * 1000).toFixed(1)} µs`;
}

/**
 * Print one benchmark's result: the figure, the baseline, the ratio and the verdict against its budget.
 * Returns whether it is within budget; sets a failing exit code for OVER under --strict.
 */
export function report(
  options: {
    name: string;
    /** What the figure measures. */
    subject: string;
    /** What the baseline measures. */
    baseline: string;
    budget: Budget;
  } & Comparison,
): boolean {
  const ratio = options.subjectMs / options.baselineMs;
  const over: string[] = [];
  if (options.budget.ratio !== undefined && ratio > options.budget.ratio)
    over.push(`ratio > ${options.budget.ratio}×`);
  if (options.budget.ms !== undefined && options.subjectMs > options.budget.ms)
    over.push(`> ${formatMs(options.budget.ms)}`);
  const budget = [
    options.budget.ratio !== undefined ? `≤ ${options.budget.ratio}×` : null,
    options.budget.ms !== undefined ? `≤ ${formatMs(options.budget.ms)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  const verdict = over.length === 0 ? 'PASS' : `OVER (${over.join(', ')})`;
  const budgetLine = budget === '' ? 'no budget: for information' : `budget ${budget}: ${verdict}`;
  const width = Math.max(options.subject.length, options.baseline.length);
  console.log(
    [
      `${options.name}`,
      `  figure    ${formatMs(options.subjectMs).padStart(10)}  ${options.subject.padEnd(width)}  (median of ${options.samples})`,
      `  baseline  ${formatMs(options.baselineMs).padStart(10)}  ${options.baseline.padEnd(width)}  (same run, interleaved)`,
      `  ratio     ${`${ratio.toFixed(2)}×`.padStart(10)}  ${budgetLine}`,
    ].join('\n'),
  );
  if (over.length > 0 && strict) process.exitCode = 3;
  return over.length === 0;
}

/** The bundled CLI; `npm run bench` builds dist/ first when it is missing. */
export function cliPath(): string {
  const path = join(REPO_ROOT, 'dist', 'cli.js');
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run bundle\` first`);
  return path;
}
