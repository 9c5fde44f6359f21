// `baton run` against DESIGN §9:
//  1. a 200-stage chain of trivial stages (each a baton stage whose agent writes a one-line handoff) against
//     a shell script running the same agent command for each stage the way a step runs it — prompt file in,
//     the command in a script file run by `bash --noprofile --norc -eo pipefail <file>` (GitHub's `bash`
//     shell, which baton uses too), handoff file out — interleaved in the same run. Budget ≤ 1.3×.
//     For information, the same steps run from a bare Node script (prompt file, spawn, handoff read back):
//     the floor of any runner written in Node, whose child processes start from a far larger process than
//     the shell's.
//  2. a 256-leg matrix of stages whose agent sleeps a fixed time, with -j 16: wall time against
//     (legs ÷ concurrency) × stage time. Budget ≈, taken as ≤ 1.3×.
//  3. the peak memory (max RSS) of the `baton run` process for those 256 stages. Budget ≤ 150 MiB.
// The workflows are generated in a temp dir; `.baton/runs` is emptied between samples (outside the timing).
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { cliPath, median, REPO_ROOT, report } from './support.js';

const CHAIN = 200;
const LEGS = 256;
const CONCURRENCY = 16;
const LEG_SECONDS = 1;
const SAMPLES = 3;
const MEMORY_BUDGET_MIB = 150;

const dir = mkdtempSync(join(tmpdir(), 'baton-bench-run-'));
const cli = cliPath();

const AGENT = `#!/usr/bin/env bash
if [ -n "\${AGENT_SLEEP:-}" ]; then sleep "$AGENT_SLEEP"; fi
printf '{"version":1,"summary":"done %s"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`;
// The workflows name baton's stage as `uses: ./`, as in a checkout of baton: the project holds baton's
// action.yml files (without them `baton run` refuses the step, as GitHub fails it).
for (const path of ['.', 'prepare', 'capture', 'report']) {
  mkdirSync(join(dir, path), { recursive: true });
  copyFileSync(join(REPO_ROOT, path, 'action.yml'), join(dir, path, 'action.yml'));
}
writeFileSync(join(dir, 'agent.sh'), AGENT);
chmodSync(join(dir, 'agent.sh'), 0o755);

const chain = ['name: chain', 'on: workflow_dispatch', 'jobs:'];
for (let i = 1; i <= CHAIN; i++) {
  chain.push(
    `  s${i}:`,
    '    runs-on: ubuntu-latest',
    ...(i > 1 ? [`    needs: s${i - 1}`] : []),
    '    steps:',
    '      - uses: ./',
    '        with:',
    `          prompt: "Stage ${i}${i > 1 ? ` after {{stages.s${i - 1}.summary}}` : ''}"`,
    '          run: ./agent.sh',
    `          max-handoffs: ${CHAIN}`,
  );
}
writeFileSync(join(dir, 'chain.yml'), `${chain.join('\n')}\n`);

// The baseline: for each stage, what the step does without baton — a prompt file, the agent command run by
// a shell as a step runs it (from a script file, written once, as baton writes it once), its handoff read
// back.
writeFileSync(
  join(dir, 'baseline.sh'),
  `set -e
work=$(mktemp -d)
printf './agent.sh\\n' > "$work/step.sh"
prev=""
for i in $(seq 1 ${CHAIN}); do
  printf 'Stage %s%s' "$i" "$prev" > "$work/$i.prompt.md"
  BATON_STAGE="s$i" BATON_PROMPT_PATH="$work/$i.prompt.md" BATON_HANDOFF_PATH="$work/$i.handoff.json" \\
    bash --noprofile --norc -eo pipefail "$work/step.sh"
  prev=" after $(cat "$work/$i.handoff.json")"
done
rm -rf "$work"
`,
);

// The floor for a runner in Node: the baseline's work per stage, with the step spawned as baton spawns it
// (its own process group, output through pipes), and nothing else.
writeFileSync(
  join(dir, 'floor.mjs'),
  `import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const work = mkdtempSync(join(tmpdir(), 'baton-bench-floor-'));
writeFileSync(join(work, 'step.sh'), './agent.sh\\n');
let prev = '';
for (let i = 1; i <= ${CHAIN}; i++) {
  const prompt = join(work, i + '.prompt.md');
  const handoff = join(work, i + '.handoff.json');
  writeFileSync(prompt, 'Stage ' + i + prev);
  await new Promise((resolve, reject) => {
    const env = { ...process.env, BATON_STAGE: 's' + i, BATON_PROMPT_PATH: prompt, BATON_HANDOFF_PATH: handoff };
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', join(work, 'step.sh')], {
      env, stdio: ['ignore', 'pipe', 'pipe'], detached: true,
    });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error('step exited ' + code))));
  });
  prev = ' after ' + readFileSync(handoff, 'utf8');
}
rmSync(work, { recursive: true, force: true });
`,
);

const side = Math.sqrt(LEGS);
const values = Array.from({ length: side }, (_, i) => i);
writeFileSync(
  join(dir, 'matrix.yml'),
  `name: matrix
on: workflow_dispatch
jobs:
  leg:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        a: [${values.join(', ')}]
        b: [${values.join(', ')}]
    steps:
      - uses: ./
        env:
          AGENT_SLEEP: "${LEG_SECONDS}"
        with:
          prompt: "Leg \${{ matrix.a }}-\${{ matrix.b }}"
          run: ./agent.sh
`,
);

// Runs the CLI in process and writes its peak RSS on exit: what `baton run` itself holds, agents apart.
writeFileSync(
  join(dir, 'measure.mjs'),
  `import { writeFileSync } from 'node:fs';
const [out, cli, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], cli, ...args];
process.on('exit', () => writeFileSync(out, String(process.resourceUsage().maxRSS)));
await import(cli);
`,
);

function timed(file: string, args: string[]): number {
  const start = performance.now();
  const result = spawnSync(file, args, {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, CI: 'true' },
  });
  const elapsed = performance.now() - start;
  if (result.status !== 0)
    throw new Error(`${file} ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  rmSync(join(dir, '.baton'), { recursive: true, force: true });
  return elapsed;
}

try {
  // Warm the file cache and the CLI once each.
  timed(process.execPath, [cli, 'run', 'chain.yml', '--plain', '-j', '1']);
  timed('bash', ['baseline.sh']);
  timed(process.execPath, ['floor.mjs']);
  const subject: number[] = [];
  const baseline: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    subject.push(timed(process.execPath, [cli, 'run', 'chain.yml', '--plain', '-j', '1']));
    baseline.push(timed('bash', ['baseline.sh']));
    floor.push(timed(process.execPath, ['floor.mjs']));
  }
  report({
    name: `baton run, a chain of ${CHAIN} trivial stages`,
    subject: `node dist/cli.js run chain.yml (${CHAIN} stages, each reading all stages upstream)`,
    baseline: `bash: the same agent command per stage, prompt and handoff files, no baton`,
    budget: { ratio: 1.3 },
    subjectMs: median(subject),
    baselineMs: median(baseline),
    samples: SAMPLES,
  });
  report({
    name: `the same ${CHAIN} steps from a bare Node script: the floor of a runner in Node`,
    subject: `node floor.mjs: prompt file, the step spawned as baton spawns it, handoff read back`,
    baseline: `bash: the same agent command per stage, prompt and handoff files, no baton`,
    budget: {},
    subjectMs: median(floor),
    baselineMs: median(baseline),
    samples: SAMPLES,
  });

  const rssFile = join(dir, 'rss.txt');
  const walls: number[] = [];
  const rss: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    walls.push(
      timed(process.execPath, [
        join(dir, 'measure.mjs'),
        rssFile,
        cli,
        'run',
        'matrix.yml',
        '--plain',
        '-j',
        String(CONCURRENCY),
      ]),
    );
    rss.push(Number(readFileSync(rssFile, 'utf8')) / 1024);
  }
  const ideal = Math.ceil(LEGS / CONCURRENCY) * LEG_SECONDS * 1000;
  report({
    name: `baton run, a matrix of ${LEGS} legs at -j ${CONCURRENCY}`,
    subject: `node dist/cli.js run matrix.yml (${LEGS} stages of ${LEG_SECONDS}s each)`,
    baseline: `(${LEGS} ÷ ${CONCURRENCY}) × ${LEG_SECONDS}s: the wall time of perfect scheduling`,
    budget: { ratio: 1.3 },
    subjectMs: median(walls),
    baselineMs: ideal,
    samples: SAMPLES,
  });
  const peak = Math.max(...rss);
  const verdict = peak <= MEMORY_BUDGET_MIB ? 'PASS' : 'OVER';
  console.log(
    [
      `baton run, peak memory for ${LEGS} stages`,
      `  figure    ${`${peak.toFixed(1)} MiB`.padStart(10)}  max RSS of the baton process (largest of ${SAMPLES})`,
      `  budget    ≤ ${MEMORY_BUDGET_MIB} MiB: ${verdict}`,
    ].join('\n'),
  );
  if (verdict === 'OVER' && process.env.BATON_BENCH_STRICT === '1') process.exitCode = 3;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
