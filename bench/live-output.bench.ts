// A step that floods its output (100 MB of 115-character log lines), read line by line as it runs:
//  1. through the library, `runWorkflow(…, { onOutput })`, against the same run without onOutput. Budget
//     ≤ 1.5×: each line is redacted with the lines beside it (LiveLines), and a step is not slowed by it
//     (its output is read as fast as it comes, or the pipe fills and the step waits).
//  2. the live view of `baton run` on a terminal (run under `script`, a pseudo-terminal), against
//     `baton run --plain` of the same workflow. Budget ≤ 1.5×. Skipped where `script` (util-linux) is missing.
// Each pair is measured interleaved, in fresh processes of the bundled dist/; `.baton/runs` is emptied
// between samples (outside the timing).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { cliPath, median, REPO_ROOT, report } from './support.js';

const FLOOD_MB = 100;
const SAMPLES = 3;
const LINE =
  '2025-01-01T12:00:00.000Z [info] worker-3 processed item 123456 in 12ms (cache hit, 3 retries) status=ok path=/a/b/c';

const dir = mkdtempSync(join(tmpdir(), 'baton-bench-live-output-'));
const cli = cliPath();
// Not in CI's eyes, on a terminal that moves its cursor: the live view (progressMode).
const env = { ...process.env, CI: 'false', TERM: 'xterm-256color' };

writeFileSync(
  join(dir, 'flood.yml'),
  `name: flood
on: workflow_dispatch
jobs:
  flood:
    runs-on: ubuntu-latest
    steps:
      - run: |
          yes '${LINE}' | head -c ${FLOOD_MB}000000 || true
`,
);

// The library, with or without an onOutput that counts the lines (a host that keeps the latest).
writeFileSync(
  join(dir, 'library.mjs'),
  `import { runWorkflow } from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'dist', 'index.js')).href)};
let lines = 0;
const options = process.argv[2] === 'onOutput' ? { onOutput: () => { lines++; } } : {};
const result = await runWorkflow('flood.yml', options);
if (result.status !== 'success') throw new Error('the flood run ended ' + result.status);
if (process.argv[2] === 'onOutput' && lines < ${FLOOD_MB} * 8000) throw new Error('onOutput saw ' + lines + ' lines');
`,
);

function timed(file: string, args: string[]): number {
  const start = performance.now();
  const result = spawnSync(file, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'], env });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`${file} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  rmSync(join(dir, '.baton'), { recursive: true, force: true });
  return elapsed;
}

/** Medians of `subject` and `baseline`, run interleaved after one unmeasured run of each. */
function compare(subject: () => number, baseline: () => number) {
  subject();
  baseline();
  const s: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    s.push(subject());
    b.push(baseline());
  }
  return { subjectMs: median(s), baselineMs: median(b), samples: SAMPLES };
}

try {
  report({
    name: `a step printing ${FLOOD_MB} MB, read line by line by a library host (runWorkflow's onOutput)`,
    subject: `runWorkflow('flood.yml', { onOutput }): every line redacted and handed over`,
    baseline: `runWorkflow('flood.yml'): the same run, no onOutput`,
    budget: { ratio: 1.5 },
    ...compare(
      () => timed(process.execPath, ['library.mjs', 'onOutput']),
      () => timed(process.execPath, ['library.mjs']),
    ),
  });

  if (spawnSync('script', ['--version']).status === 0) {
    const live = `${JSON.stringify(process.execPath)} ${JSON.stringify(cli)} run flood.yml`;
    report({
      name: `a step printing ${FLOOD_MB} MB under the live view of baton run (on a terminal)`,
      subject: `script -qec "node dist/cli.js run flood.yml" /dev/null: the live view`,
      baseline: `node dist/cli.js run flood.yml --plain`,
      budget: { ratio: 1.5 },
      ...compare(
        () => timed('script', ['-qec', live, '/dev/null']),
        () => timed(process.execPath, [cli, 'run', 'flood.yml', '--plain']),
      ),
    });
  } else {
    console.log('the live view of baton run: skipped, no `script` (util-linux) to give it a terminal');
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
