import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LocalRecordStore } from '../../src/adapters/local/record-store.js';
import { replayWorkflow, runWorkflow } from '../../src/adapters/local/run-workflow.js';
import { showCommand } from '../../src/cli/commands/show.js';
import { formatDuration } from '../../src/cli/progress.js';
import { formatError, UserError } from '../../src/core/errors.js';
import { LIMITS } from '../../src/core/names.js';
import { RunSummary, type StoredRecord } from '../../src/core/record.js';
import { renderStageSummary } from '../../src/core/report/stage-summary.js';
import type { RunEvent } from '../../src/core/workflow/events.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_HINT, CLI_HINT_PATTERN, CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { withFileSizeLimit } from '../support/file-size-limit.js';
import { keyMaterial, wrapAt } from '../support/key-material.js';
import { images } from '../support/markdown-oracle.js';
import { whereIn } from '../support/workflow-text.js';

/**
 * `baton run` end to end: real workflow files from test/fixtures/run, small shell agents
 * (test/fixtures/run/agents/agent.sh), real processes, a temp project directory per test.
 */

const FIXTURES = join(REPO_ROOT, 'test', 'fixtures', 'run');
const dirs: string[] = [];

/** A fresh project directory holding the agents and the named fixture workflows. */
function project(...workflows: string[]): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-run-e2e-')));
  dirs.push(dir);
  cpSync(join(FIXTURES, 'agents'), join(dir, 'agents'), { recursive: true });
  for (const name of workflows) cpSync(join(FIXTURES, name), join(dir, name));
  return dir;
}

const env = () => ({ ...process.env, CI: 'true' });

async function run(dir: string, workflow: string, options: Parameters<typeof runWorkflow>[1] = {}) {
  const events: RunEvent[] = [];
  const result = await runWorkflow(workflow, {
    cwd: dir,
    env: env(),
    concurrency: 4,
    onEvent: (event) => events.push(event),
    ...options,
  });
  const summary = readRunSummary(result.runDir);
  const jobs = Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]));
  const latest = (stage: string) => {
    const attempts = result.records.filter((r) => r.record.stage === stage);
    return attempts.sort((a, b) => b.record.attempt - a.record.attempt)[0] as StoredRecord;
  };
  return { ...result, events, summary, jobs, latest };
}

/** The bundled CLI, as a user runs it (with `extraEnv` added to the environment). */
function baton(args: string[], cwd: string, extraEnv: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...env(), ...extraEnv },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A file's text, or '' while it is not there. */
function readIfThere(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** A run's run.json, checked against its schema. */
function readRunSummary(runDir: string): RunSummary {
  return RunSummary.parse(JSON.parse(readFileSync(join(runDir, 'run.json'), 'utf8')));
}

beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('baton run: the DAG', () => {
  it('runs a diamond: the middle jobs side by side, the join reading both', async () => {
    const dir = project('diamond.yml');
    const r = await run(dir, 'diamond.yml');
    expect(r.status).toBe('success');
    expect(r.jobs).toEqual({ investigate: 'success', left: 'success', right: 'success', join: 'success' });
    expect(r.records.map((s) => s.record.stage).sort()).toEqual(['investigate', 'join', 'left', 'right']);

    const order = r.events
      .filter((e) => e.type === 'job-started' || e.type === 'job-finished')
      .map((e) => `${e.type}:${(e as { leg: string }).leg}`);
    // Both middle jobs start before either finishes.
    expect(order.indexOf('job-started:right')).toBeLessThan(order.indexOf('job-finished:left'));
    expect(order.indexOf('job-started:left')).toBeLessThan(order.indexOf('job-finished:right'));

    const joined = r.latest('join');
    expect(joined.prompt).toBe(
      'LEFT=left got: Left side of: investigate got: Investigate the bug.\nRIGHT=right got: Right side of: investigate got: Investigate the bug.\n',
    );
    expect(joined.record.lineage.map((l) => l.stage).sort()).toEqual(['investigate', 'left', 'right']);
    expect(joined.record.hop).toBe(3);
    expect(r.finalStage).toBe('join');
    expect(r.chain.map((l) => l.stage)).toEqual([
      'investigate',
      expect.any(String),
      expect.any(String),
      'join',
    ]);
    expect(readFileSync(join(r.runDir, 'job-investigate.log'), 'utf8')).toContain(
      'stage investigate: 1 attempt(s), completed',
    );
    expect(readFileSync(join(r.runDir, 'investigate', 'agent.log'), 'utf8')).toContain(
      'agent investigate wrote its handoff',
    );
  });

  it('runs a matrix of 8, each leg its own stage, and a downstream stage aggregates them through jobs.<id>', async () => {
    const dir = project('matrix.yml');
    const r = await run(dir, 'matrix.yml', { concurrency: 3 });
    expect(r.status).toBe('success');
    const angles = ['security', 'style', 'tests', 'docs', 'perf', 'api', 'deps', 'naming'];
    for (const angle of angles) {
      const leg = r.latest(`review-${angle}`);
      expect(leg.record.matrix).toEqual({ angle });
      expect(leg.prompt).toBe(`Review for angle ${angle}`);
    }
    const summarize = r.latest('summarize');
    for (const angle of angles)
      expect(summarize.prompt).toContain(`- review-${angle} got: Review for angle ${angle}\n`);
    expect(summarize.prompt).toContain('SECURITY=review-security got: Review for angle security');
    expect(summarize.record.lineage).toHaveLength(8);
    expect(r.summary.jobs.find((j) => j.id === 'review')?.stages.sort()).toEqual(
      angles.map((a) => `review-${a}`).sort(),
    );
  });

  it('gives a downstream prompt each matrix leg that recorded nothing with its matrix values (skipped, cancelled by fail-fast, a matrix from a needs output), as the jobs.<id> example of docs/prompts.md reads them', () => {
    const dir = project();
    const workflow = `on: workflow_dispatch
jobs:
  plan:
    runs-on: ubuntu-latest
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: echo 'angles=["security","perf"]' >> "$GITHUB_OUTPUT"
  review:
    runs-on: ubuntu-latest
    strategy:
      max-parallel: 1
      matrix:
        angle: [perf, style, security]
    steps:
      - run: exit \${{ matrix.angle == 'style' && 1 || 0 }}
      - if: always() && matrix.angle != 'perf'
        uses: ./
        with: { prompt: "review \${{ matrix.angle }}", run: ./agents/agent.sh }
  dynamic:
    needs: plan
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - if: matrix.angle != 'perf'
        uses: ./
        with: { prompt: "review \${{ matrix.angle }}", run: ./agents/agent.sh }
  synth:
    needs: [review, dynamic]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "{{#each jobs.review}}[{{id}} {{matrix.angle}} {{present}}]{{/each}} {{#each jobs.dynamic}}[{{id}} {{matrix.angle}} {{present}}]{{/each}}"
          run: ./agents/agent.sh
`;
    writeFileSync(join(dir, 'wf.yml'), workflow);
    const r = baton(['run', 'wf.yml', '--plain'], dir);
    // review-style failed (its stage step still ran: always()), review-security was cancelled by fail-fast
    // before it started, review-perf and dynamic-perf ran without their stage step.
    expect(r.stdout).toMatch(/review-perf: success/);
    expect(r.stdout).toMatch(/review-style: failure/);
    expect(r.stdout).toMatch(/review-security: cancelled/);
    const prompt = baton(['show', 'latest', 'synth', '--prompt'], dir);
    // review's legs in the order its matrix is written; dynamic's (from an expression) by leg id, as on GitHub.
    expect(prompt.stdout).toBe(
      '[review-perf perf false][review-style style true][review-security security false] [dynamic-perf perf false][dynamic-security security true]',
    );
  });

  it("matches matrix exclude values with GitHub's == and needs: ignoring case; refuses an exclude key the matrix lacks", () => {
    const dir = project();
    const workflow = `on: push
jobs:
  Build:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        os: [ubuntu-latest, macOS-latest]
        node: [18, 20]
        exclude: [{os: macos-latest}, {node: "18"}]
    steps:
      - run: echo "built on \${{ matrix.os }} with node \${{ matrix.node }}"
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - run: echo "deploying after \${{ needs.BUILD.result }}"
`;
    writeFileSync(join(dir, 'wf.yml'), workflow);
    const r = baton(['run', 'wf.yml', '--json'], dir);
    expect(r.code).toBe(0);
    const events = r.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as RunEvent);
    const finished = events.flatMap((e) => (e.type === 'job-finished' ? [`${e.leg} ${e.result}`] : []));
    expect(finished).toEqual(['Build-20-ubuntu-latest success', 'deploy success']);

    const typo = workflow.replace('{node: "18"}', '{nodee: "18"}');
    writeFileSync(join(dir, 'wf.yml'), typo);
    const refused = baton(['run', 'wf.yml', '--plain'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `${whereIn('wf.yml', typo, 'nodee')}: jobs.Build: strategy.matrix.exclude: key 'nodee' does not match any key within the matrix (did you mean node?); GitHub refuses the workflow; matrix keys: os, node`,
    );
    expect(refused.stderr).toContain('nothing was run');
    expect(readdirSync(join(dir, '.baton', 'runs'))).toHaveLength(1);
  });

  it('refuses secrets in an if: with one error saying how to test a secret instead, in run and lint alike', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - if: \${{ secrets.TOKEN != '' }}
        run: echo hi
`,
    );
    const error =
      "wf.yml:6:13: Unrecognized named-value: 'secrets' (GitHub reads secrets only in env:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";
    const refused = baton(['run', 'wf.yml', '--plain'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(`baton: wf.yml: 1 problem; nothing was run\n  ${error}\n`);
    const lint = baton(['lint', 'wf.yml'], dir);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toBe(`${error.replace(': Unrecognized', ': workflow-invalid: Unrecognized')}\n`);
  });

  it('routes with if: on needs.<job>.outputs.next: one of two jobs runs, the other is skipped', async () => {
    const dir = project('route.yml');
    const r = await run(dir, 'route.yml');
    expect(r.status).toBe('success');
    expect(r.jobs).toEqual({ triage: 'success', fix: 'success', docs: 'skipped' });
    expect(r.latest('triage').handoff?.next).toEqual({ stage: 'fix' });
    expect(r.latest('fix').prompt).toBe('Fix after triage got: Triage.');
    expect(r.records.map((s) => s.record.stage).sort()).toEqual(['fix', 'triage']);
    expect(r.chain.find((l) => l.stage === 'triage')?.next).toBe('fix');
  });

  it('a failing job skips its dependants down the chain, while an if: always() report job still runs', async () => {
    const dir = project('failing.yml');
    const r = await run(dir, 'failing.yml');
    expect(r.status).toBe('failure');
    expect(r.jobs).toEqual({ build: 'failure', test: 'skipped', deploy: 'skipped', report: 'success' });
    expect(existsSync(join(dir, 'test-ran.txt'))).toBe(false);
    expect(existsSync(join(dir, 'deploy-ran.txt'))).toBe(false);
    expect(readFileSync(join(dir, 'results.txt'), 'utf8')).toBe('failure skipped skipped\n');
    const build = r.latest('build');
    expect(build.record.outcome).toEqual({ reason: 'exit-nonzero', message: 'the agent exited with code 3' });
    const report = readFileSync(join(r.runDir, 'report.md'), 'utf8');
    expect(report).toContain('`build`');
    expect(report).toContain('failure');
  });
});

describe('baton run: GitHub file commands', () => {
  it('passes multi-line GITHUB_OUTPUT values on, keeps GITHUB_ENV and GITHUB_PATH across steps, collects summaries', async () => {
    const dir = project('files.yml');
    const r = await run(dir, 'files.yml');
    expect(r.status).toBe('success');
    expect(readFileSync(join(dir, 'notes-seen.txt'), 'utf8')).toBe(
      'line one\nline two = still two\n\nline four\n',
    );
    expect(readFileSync(join(dir, 'single-seen.txt'), 'utf8')).toBe('a=b\n');
    expect(readFileSync(join(dir, 'env-seen.txt'), 'utf8')).toBe(
      'hello from step one|hello from step one|first\nsecond\n',
    );
    expect(readFileSync(join(dir, 'path-seen.txt'), 'utf8')).toBe('tool on path\n');
    expect(readFileSync(join(r.runDir, 'summary.md'), 'utf8')).toBe('## produce\n\n### produced\n\n');
  });

  it("has a stage step's job summary in summary.md, as baton's actions write it on GitHub (the stage, capture; a failed stage too)", async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'stages.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  look:',
        '    runs-on: x',
        '    steps:',
        '      - run: echo "### before" >> "$GITHUB_STEP_SUMMARY"',
        '      - uses: ./',
        '        with: { prompt: look, run: ./agents/agent.sh }',
        '  split:',
        '    needs: look',
        '    runs-on: x',
        '    steps:',
        '      - uses: ./prepare',
        '        with: { prompt: "after {{stages.look.summary}}" }',
        '      - run: ./agents/agent.sh',
        '      - uses: ./capture',
        '  broken:',
        '    runs-on: x',
        '    env: { AGENT_EXIT: "3" }',
        '    steps:',
        '      - uses: ./',
        '        with: { prompt: broken, run: ./agents/agent.sh }',
        '',
      ].join('\n'),
    );
    const r = await run(dir, 'stages.yml', { concurrency: 1 });
    expect(r.jobs).toEqual({ look: 'success', split: 'success', broken: 'failure' });
    const summary = readFileSync(join(r.runDir, 'summary.md'), 'utf8');
    // What the action's job summary holds for each record; on GitHub, where the record is an artifact, it
    // names it too.
    const section = (job: string, stage: string) => {
      const { record, handoff } = r.latest(stage);
      return `## ${job}\n\n${renderStageSummary({ record, handoff, secrets: [] }).trimEnd()}\n\n`;
    };
    expect(summary).toContain(`## look\n\n### before\n\n${section('look', 'look')}`);
    expect(summary).toContain(section('split', 'split'));
    expect(summary).toContain(section('broken', 'broken'));
    expect(section('look', 'look')).toContain('### ✅ baton stage `look`');
    expect(section('split', 'split')).toContain('#### Summary\n\nsplit got: after look got: look');
    expect(section('broken', 'broken')).toContain('the agent exited with code 3');
  });

  it("loads no image of another host from summary.md or report.md: GitHub's rule, with github.com as the server", async () => {
    const dir = project();
    const elsewhere = 'https://attacker.example/p.png?d=private-finding';
    const github = 'https://raw.githubusercontent.com/o/r/main/chart.png';
    writeFileSync(
      join(dir, 'handoff.json'),
      JSON.stringify({
        version: 1,
        summary: `![chart](${elsewhere}) ![ok](${github})`,
        detail: `![d](${elsewhere})`,
      }),
    );
    writeFileSync(
      join(dir, 'images.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  look:',
        '    runs-on: x',
        '    steps:',
        '      - uses: ./',
        '        with: { prompt: look, run: cp handoff.json "$BATON_HANDOFF_PATH" }',
        '  report:',
        '    needs: look',
        '    runs-on: x',
        '    steps:',
        '      - uses: ./report',
        "        with: { mode: summary, include-detail: 'true' }",
        '',
      ].join('\n'),
    );
    const r = await run(dir, 'images.yml');
    expect(r.jobs).toEqual({ look: 'success', report: 'success' });
    const summary = readFileSync(join(r.runDir, 'summary.md'), 'utf8');
    const report = readFileSync(join(r.runDir, 'report.md'), 'utf8');
    for (const markdown of [summary, report]) {
      expect(images(markdown).length).toBeGreaterThan(0);
      expect(new Set(images(markdown))).toEqual(new Set([github]));
      expect(markdown).toContain(`[image: chart](${elsewhere})`);
    }
    expect(report).toContain(`[image: d](${elsewhere})`);
  });

  it("leaves out a step summary over the runner's 1 MiB, with the runner's error, as GitHub does", () => {
    const dir = project();
    writeFileSync(
      join(dir, 'big.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  a:',
        '    runs-on: x',
        '    steps:',
        // 3,000,000 bytes: 2929k, as the runner counts it. Exactly 1 MiB is still taken.
        '      - run: head -c 3000000 /dev/zero | tr "\\0" x >> "$GITHUB_STEP_SUMMARY"',
        '      - run: head -c 1048576 /dev/zero | tr "\\0" y >> "$GITHUB_STEP_SUMMARY"',
        '      - run: echo "### small" >> "$GITHUB_STEP_SUMMARY"',
        '',
      ].join('\n'),
    );
    const r = baton(['run', 'big.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      'a: error: step 1: $GITHUB_STEP_SUMMARY upload aborted, supports content up to a size of 1024k, got 2929k. For more information see: https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary\n',
    );
    expect(r.stdout).not.toContain('step 2: $GITHUB_STEP_SUMMARY');
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    const summary = readFileSync(join(dir, '.baton', 'runs', id, 'summary.md'), 'utf8');
    expect(summary).not.toContain('x');
    expect(summary).toContain('y'.repeat(1048576));
    expect(summary).toContain('### small\n');
  });

  it('takes a step summary holding a long run of whitespace inside it at once (a trim by regex took minutes on one)', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'gap.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  a:',
        '    runs-on: x',
        '    steps:',
        '      - run: |',
        '          { printf "start"; head -c 1000000 /dev/zero | tr "\\0" " "; printf "end  \\n\\n"; } >> "$GITHUB_STEP_SUMMARY"',
        '',
      ].join('\n'),
    );
    const r = baton(['run', 'gap.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    const summary = readFileSync(join(dir, '.baton', 'runs', id, 'summary.md'), 'utf8');
    expect(summary).toBe(`## a\n\nstart${' '.repeat(1000000)}end\n\n`);
  });
});

describe('baton run: job logs', () => {
  it("has every leg's log complete and in step order when the run resolves, each leg apart", async () => {
    const dir = project();
    const steps = Array.from(
      { length: 6 },
      (_, i) => `      - run: echo "leg \${{ matrix.n }} line ${i + 1}"`,
    );
    writeFileSync(
      join(dir, 'logs.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  many:',
        '    runs-on: ubuntu-latest',
        '    strategy:',
        '      matrix:',
        '        n: [1, 2, 3]',
        '    steps:',
        ...steps,
        '      - uses: ./',
        '        with:',
        '          prompt: "Leg {{github.event_name}}"',
        '          run: ./agents/agent.sh',
        '',
      ].join('\n'),
    );
    const r = await run(dir, 'logs.yml', { concurrency: 3 });
    expect(r.status).toBe('success');
    for (const n of [1, 2, 3]) {
      const log = readFileSync(join(r.runDir, `job-many-${n}.log`), 'utf8');
      const expected = [
        ...Array.from({ length: 6 }, (_, i) => [
          // Named as the runner names a run: step, its script evaluated.
          `── step ${i + 1}: Run echo "leg ${n} line ${i + 1}"`,
          `leg ${n} line ${i + 1}`,
        ]).flat(),
        `── step 7: stage many-${n}`,
        `[baton] many-${n}: attempt 1, running the agent`,
        `[baton] stage many-${n}: 1 attempt(s), completed; the agent's output is in agent.log of each attempt`,
        '',
      ];
      expect(log.split('\n')).toEqual(expected);
    }
  });
});

describe("baton run: a stage step's part of its job log", () => {
  it("is under the step's heading, from its first line to how it ended, when it is the job's first step and when it fails", () => {
    const dir = project();
    writeFileSync(
      join(dir, 'stage-log.yml'),
      `on: workflow_dispatch
jobs:
  ok:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: Hi.
          run: ./agents/agent.sh
          verify: echo "checked"
      - run: echo "after"
  bad:
    runs-on: x
    steps:
      - run: echo "before"
      - uses: ./
        env:
          AGENT_EXIT: "3"
        with:
          prompt: Hi.
          run: ./agents/agent.sh
  refused:
    runs-on: x
    needs: ok
    steps:
      - uses: ./
        with:
          prompt: After {{stages.ok.summary}}.
          run: ./agents/agent.sh
          max-handoffs: 1
`,
    );
    const result = baton(['run', 'stage-log.yml', '--plain'], dir);
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    expect(readFileSync(join(runDir, 'job-ok.log'), 'utf8').split('\n')).toEqual([
      '── step 1: stage ok',
      '[baton] ok: attempt 1, running the agent',
      '[baton] ok: attempt 1, running verify',
      "[baton] stage ok: 1 attempt(s), completed; the agent's output is in agent.log of each attempt",
      '── step 2: Run echo "after"',
      'after',
      '',
    ]);
    expect(readFileSync(join(runDir, 'job-bad.log'), 'utf8').split('\n')).toEqual([
      '── step 1: Run echo "before"',
      'before',
      '── step 2: stage bad',
      '[baton] bad: attempt 1, running the agent',
      "[baton] stage bad: 1 attempt(s), exit-nonzero; the agent's output is in agent.log of each attempt",
      'Error: the agent exited with code 3',
      '',
    ]);
    // Refused before its agent ran: there is no agent.log to send anyone to.
    expect(readFileSync(join(runDir, 'job-refused.log'), 'utf8').split('\n')).toEqual([
      '── step 1: stage refused',
      '[baton] stage refused: 1 attempt(s), max-handoffs; the agent did not run',
      'Error: stage refused would be hop 2, more than max-handoffs 1: ok → refused',
      '',
    ]);
    expect(existsSync(join(runDir, 'refused', 'agent.log'))).toBe(false);
  });
});

describe('baton run: an output cut to its last 1 MiB', () => {
  it("keeps no line of a private key the cut went through, in a job's log or an agent's", () => {
    const dir = project();
    // As `head -n 41 id_rsa` prints it (no END line), then 1 MiB of ordinary output: the cut falls in the key.
    const body = wrapAt(`MIIEow${keyMaterial(40 * 64 - 6)}`, 64);
    let text = `-----BEGIN RSA PRIV${'ATE KEY'}-----\n${body.join('\n')}\n`;
    for (let i = 0; text.length < 1024 * 1024 + 1544; i++) text += `ordinary line ${i} of the agent's work\n`;
    writeFileSync(join(dir, 'out.txt'), text);
    writeFileSync(
      join(dir, 'cut.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  a:',
        '    runs-on: x',
        '    steps:',
        '      - run: cat out.txt',
        '      - uses: ./',
        '        with:',
        '          prompt: Print it.',
        '          run: cat out.txt',
        '',
      ].join('\n'),
    );
    const r = baton(['run', 'cut.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    const agentLog = readFileSync(join(runDir, 'a', 'agent.log'), 'utf8');
    const jobLog = readFileSync(join(runDir, 'job-a.log'), 'utf8');
    for (const log of [agentLog, jobLog]) {
      expect(log).toMatch(
        /\[baton: the first \d+ bytes of this output were left out; the last 1048576 bytes/,
      );
      for (const line of body) expect(log).not.toContain(line.slice(0, 16));
    }
    expect(agentLog.slice(agentLog.indexOf('\n') + 1)).toBe(text.slice(text.indexOf('ordinary line 0 ')));
  });
});

describe('baton run: a handoff between the markers whose bytes are not UTF-8', () => {
  it('is refused as the same bytes in the handoff file are, saying where it was, and nothing of it is stored', async () => {
    const dir = project();
    // Latin-1 é and è, printed between the markers by one stage and written to the handoff file by another.
    const handoff = String.raw`{"version":1,"summary":"caf\xe9 cr\xe8me"}`;
    writeFileSync(
      join(dir, 'wf.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  printed:',
        '    runs-on: x',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          prompt: Look.',
        `          run: printf -- '---BATON_HANDOFF_START---\\n${handoff}\\n---BATON_HANDOFF_END---\\n'`,
        '  written:',
        '    runs-on: x',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          prompt: Look.',
        `          run: printf '${handoff}' > "$BATON_HANDOFF_PATH"`,
        '',
      ].join('\n'),
    );
    const r = baton(['run', 'wf.yml', '--plain'], dir);
    expect(r.code).toBe(1);
    const id = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    const store = new LocalRecordStore(join(dir, '.baton', 'runs', id));
    const [printed, written] = [await store.get('printed'), await store.get('written')];
    expect(written?.record.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      '$: is not valid UTF-8 (byte 0xe9 at offset 27); a handoff is UTF-8 JSON',
    ]);
    expect(printed?.record.outcome.reason).toBe('handoff-invalid');
    expect(printed?.record.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      "$: the block between the ---BATON_HANDOFF_START--- and ---BATON_HANDOFF_END--- lines in the agent's stdout is not valid UTF-8 (byte 0xe9 at offset 27); a handoff is UTF-8 JSON",
    ]);
    expect(printed?.handoff).toBeNull();
    expect(`${r.stdout}${r.stderr}`).toContain(
      "lines in the agent's stdout is not valid UTF-8 (byte 0xe9 at offset 27)",
    );
  });
});

describe('baton run: a run store it may not write to', () => {
  // As root nothing is refused: the run is made as nobody instead, in a store root made (as after sudo).
  const asRoot = process.getuid?.() === 0;
  const setpriv = spawnSync('setpriv', ['--version']).status === 0;
  it.skipIf(process.platform === 'win32' || (asRoot && !setpriv))(
    'says which directory and what to do, instead of EACCES from mkdir, and makes no run',
    () => {
      const dir = project();
      writeFileSync(
        join(dir, 'w.yml'),
        'on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo hi\n',
      );
      const store = join(dir, '.baton', 'runs');
      mkdirSync(store, { recursive: true });
      const command = [process.execPath, CLI_PATH, 'run', 'w.yml', '--plain'];
      let result: ReturnType<typeof spawnSync>;
      if (asRoot) {
        spawnSync('chmod', ['0755', dir]);
        // nobody may not read the checkout (a clone in a 0700 temp dir): a copy of dist/ it may read, which
        // runs alone, as the published action does.
        const readable = mkdtempSync(join(tmpdir(), 'baton-dist-'));
        cpSync(join(REPO_ROOT, 'dist'), join(readable, 'dist'), { recursive: true });
        spawnSync('chmod', ['-R', 'a+rX', readable]);
        const asNobody = [process.execPath, join(readable, 'dist', 'cli.js'), ...command.slice(2)];
        result = spawnSync('setpriv', ['--reuid=65534', '--regid=65534', '--clear-groups', ...asNobody], {
          cwd: dir,
          encoding: 'utf8',
          env: env(),
        });
        rmSync(readable, { recursive: true, force: true });
      } else {
        spawnSync('chmod', ['0555', store]);
        result = spawnSync(command[0]!, command.slice(1), { cwd: dir, encoding: 'utf8', env: env() });
        spawnSync('chmod', ['0755', store]);
      }
      expect(result.status, String(result.stderr)).toBe(1);
      expect(result.stderr).toContain(
        `baton: ${store}: cannot make a run: you may not write in this directory (EACCES)\n`,
      );
      expect(result.stderr).toContain(
        asRoot
          ? `  it belongs to another user (uid 0), as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${store}), or run baton as that user\n`
          : `  make it writable for you: chmod u+w ${store}\n`,
      );
      expect(result.stderr).not.toContain('mkdir');
      expect(readdirSync(store)).toEqual([]);
    },
  );
});

describe('baton run: a record that cannot be written', () => {
  it.skipIf(process.platform === 'win32')(
    'fails the run, naming the stage and the cause, and keeps no part of that record or any after it',
    () => {
      const dir = project();
      writeFileSync(
        join(dir, 'big.yml'),
        [
          'on: workflow_dispatch',
          'jobs:',
          '  say:',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: ./',
          '        with:',
          '          prompt: "Say a lot"',
          // 200 KB of output: agent.log is over the file size limit below; nothing else the run writes is.
          `          run: head -c 200000 /dev/zero | tr '\\0' x && ./agents/agent.sh`,
          '  after:',
          '    needs: say',
          '    runs-on: ubuntu-latest',
          '    steps:',
          '      - uses: ./',
          '        with:',
          '          prompt: "Then {{stages.say.summary}}"',
          '          run: ./agents/agent.sh',
          '',
        ].join('\n'),
      );
      const result = spawnSync(
        'bash',
        withFileSizeLimit([process.execPath, CLI_PATH, 'run', 'big.yml', '--plain'], 64),
        {
          cwd: dir,
          encoding: 'utf8',
          env: env(),
        },
      );
      expect(result.status).toBe(1);
      // An error line of the run (its notice), then the run's own verdict.
      expect(result.stdout).toMatch(
        /say: the record of stage say attempt 1 \(job say\) could not be written: EFBIG[^\n]*\n\s+nothing of it was kept, and no later record of this run is stored/,
      );
      expect(result.stdout).toMatch(/run \S+ failure/);
      const [id] = readdirSync(join(dir, '.baton', 'runs'));
      const runDir = join(dir, '.baton', 'runs', id!);
      const summary = readRunSummary(runDir);
      expect(summary.status).toBe('failure');
      const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(events.at(-1)).toMatchObject({ type: 'run-finished', status: 'failure' });
      // Neither the record that failed, nor its temp directory, nor the next stage's record (the steps'
      // summaries, like their logs, say what the steps did; the run's end says what was not stored).
      expect(
        readdirSync(runDir).filter(
          (name) =>
            !name.endsWith('.json') &&
            !name.endsWith('.jsonl') &&
            !name.endsWith('.log') &&
            name !== 'summary.md',
        ),
      ).toEqual([]);
    },
  );
});

describe('baton run: the stages of a record that cannot be written, and of those after it', () => {
  // 200 KB of agent output: stage say's agent.log is over the file size limit below, nothing else is.
  const workflow = [
    'on: workflow_dispatch',
    'jobs:',
    '  say:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - uses: ./',
    '        with:',
    '          prompt: "Say a lot"',
    `          run: head -c 200000 /dev/zero | tr '\\0' x && ./agents/agent.sh`,
    '  after:',
    '    needs: say',
    '    runs-on: ubuntu-latest',
    '    steps:',
    // A run: step starts once the records before it are written (or not): stage after comes after the failure.
    '      - run: echo the records before this step are settled',
    '      - uses: ./',
    '        with:',
    '          prompt: "Then {{stages.say.summary}}"',
    '          run: ./agents/agent.sh',
    '  last:',
    '    needs: after',
    '    runs-on: ubuntu-latest',
    '    steps:',
    '      - run: echo last',
    '',
  ].join('\n');

  it.skipIf(process.platform === 'win32')(
    'are not listed as recorded; the views say they were never stored and why, not gone, and a replay from the first records them again',
    () => {
      const dir = project();
      writeFileSync(join(dir, 'big.yml'), workflow);
      const result = spawnSync(
        'bash',
        withFileSizeLimit([process.execPath, CLI_PATH, 'run', 'big.yml', '--plain'], 64),
        { cwd: dir, encoding: 'utf8', env: env() },
      );
      expect(result.status).toBe(1);
      const [id] = readdirSync(join(dir, '.baton', 'runs'));
      const runDir = join(dir, '.baton', 'runs', id!);
      // The run had said stage say was recorded: once its write fails, that job is told it was not, after all.
      const told = result.stdout.indexOf(
        `say: error: stage say attempt 1 was not stored after all: its record could not be written: EFBIG: file too large, write (over the file size limit: see ulimit -f); no record of this run after it is stored\n`,
      );
      expect(told).toBeGreaterThan(result.stdout.indexOf('say: stage say attempt 1 recorded: success'));
      expect(told).toBeLessThan(result.stdout.indexOf('after: step 2 failure'));
      // Stage after's step fails for its own record, naming the one that could not be written and its job.
      expect(result.stdout).toContain(`after: step 2 failure`);
      expect(result.stdout).toContain(
        `${join(runDir, 'after')}: stage after attempt 1 (job after) was not stored: no record of this run is stored after stage say attempt 1 (job say), whose record could not be written`,
      );
      // The record's own failure: the cause with what is in the way, and what to do, said last.
      const over = 'EFBIG: file too large, write (over the file size limit: see ulimit -f)';
      expect(result.stdout).toContain(
        `${join(runDir, 'say')}: the record of stage say attempt 1 (job say) could not be written: ${over}`,
      );
      expect(result.stdout).toContain(
        `raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
      );

      // run.json lists no stage whose record was never written, and says which were not, and why.
      const summary = readRunSummary(runDir);
      expect(summary.jobs.map(({ id, stages }) => ({ id, stages }))).toEqual([
        { id: 'say', stages: [] },
        { id: 'after', stages: [] },
        { id: 'last', stages: [] },
      ]);
      expect(summary.unstored).toEqual({
        failed: { job: 'say', stage: 'say', attempt: 1, cause: over },
        after: [{ job: 'after', stage: 'after', attempt: 1 }],
        replay_from: 'say',
      });
      const jobsJson = JSON.parse(readFileSync(join(runDir, 'jobs.json'), 'utf8')) as Array<{
        stages: string[];
      }>;
      expect(jobsJson.map((job) => job.stages)).toEqual([[], [], []]);

      // The views: never stored, why, and the replay that records them again; nothing gone, no copy to put back.
      const neverStored = [
        `baton: 2 records of run ${id} were never stored:`,
        `  stage say attempt 1 (job say) was never stored: its record could not be written: ${over}`,
        '  stage after attempt 1 (job after) was never stored: no record of the run after that of stage say attempt 1 (job say) was stored',
        `  raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
        '',
      ].join('\n');
      const show = baton(['show', id!], dir);
      expect(show.code).toBe(1);
      expect(show.stderr).toBe(neverStored);
      expect(show.stdout).toMatch(/^say\s+not stored\s+\(see below\)$/m);
      expect(show.stdout).toMatch(/^after\s+failure\s+after \(not stored\)$/m);
      const history = baton(['history', id!], dir);
      expect(history.code).toBe(1);
      expect(history.stderr).toBe(neverStored);
      expect(history.stdout).toContain('say  ? not stored\n│ its record was never stored (see below)\n');
      const historyJson = baton(['history', id!, '--json'], dir);
      expect(historyJson.code).toBe(1);
      const drawn = JSON.parse(historyJson.stdout) as { unreadable: unknown[]; not_stored: unknown[] };
      expect(drawn.unreadable).toEqual([]);
      expect(drawn.not_stored).toEqual([
        { stage: 'say', attempt: 1, job: 'say', reason: `its record could not be written: ${over}` },
        {
          stage: 'after',
          attempt: 1,
          job: 'after',
          reason: 'no record of the run after that of stage say attempt 1 (job say) was stored',
        },
      ]);
      // The report names them in a warning of their own: never stored, not unreadable.
      const report = baton(['report', id!], dir);
      expect(report.stdout).toContain(
        [
          '> 2 records of this run were never stored and are not in this report:',
          `> - \`after\` attempt 1: no record of the run after that of stage say attempt 1 (job say) was stored; raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
          `> - \`say\` attempt 1: its record could not be written: ${over}; raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
        ].join('\n'),
      );
      expect(report.stdout).not.toContain('could not be read');
      expect(report.stdout).not.toContain('cannot be read');
      expect(report.stderr).toBe(
        'baton: 2 records of the run were never stored and are not in the report (see its warning)\n',
      );
      const prompt = baton(['show', id!, 'say', '--prompt'], dir);
      expect(prompt.code).toBe(1);
      expect(prompt.stderr).toBe(
        [
          `baton: stage say attempt 1 (job say) of run ${id} was never stored, so it has no prompt to show: its record could not be written: ${over}`,
          `  raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
          `  the log of job say: baton show ${id} say --job-log`,
          '  stages: (none)',
          '',
        ].join('\n'),
      );
      // Rendering a prompt that reads it, and continuing the run, are refused as the views say it.
      const render = baton(['render', '--workflow', 'big.yml', '--job', 'after', '--run', id!], dir);
      expect(render.code).toBe(1);
      expect(render.stderr).toBe(
        [
          `baton: stage say attempt 1 (job say) of run ${id} was never stored: its record could not be written: ${over}`,
          `  raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
          '  or render with a handoff in its place: --handoff say=<file>',
          '',
        ].join('\n'),
      );
      const parent = baton(['run', 'big.yml', '--plain', '--parent', id!], dir);
      expect(parent.code).toBe(1);
      expect(parent.stderr).toBe(
        [
          `baton: --parent: run ${id} cannot be continued: 2 records of its jobs were never stored, and this run's hops count on from them`,
          `  stage say attempt 1 (job say) was never stored: its record could not be written: ${over}`,
          '  stage after attempt 1 (job after) was never stored: no record of the run after that of stage say attempt 1 (job say) was stored',
          `  raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
          '  then give --parent that run, or give --parent another run',
          '',
        ].join('\n'),
      );
      for (const view of [show, history, report, prompt, render, parent]) {
        expect(view.stdout + view.stderr).not.toMatch(/gone|put it back|from a copy/);
      }

      // A replay that would reuse job say is refused, naming the replay that is not; that one records them.
      const refused = baton(['replay', id!, '--from', 'after', '--plain'], dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toBe(
        [
          `baton: --from: run ${id} never stored stage say attempt 1 of job say, so replaying from after cannot reuse that job`,
          `  stage say attempt 1 (job say) was never stored: its record could not be written: ${over}`,
          `  raise the file size limit, then record stages say, after again: baton replay ${id} --from say`,
          '',
        ].join('\n'),
      );
      const replayed = baton(['replay', id!, '--from', 'say', '--plain'], dir);
      expect(replayed.stderr).toBe('');
      expect(replayed.code).toBe(0);
      expect(replayed.stdout).toMatch(/run \S+ success/);
    },
  );
});

describe('baton run: a step after a stage', () => {
  it("finds the stage's record on disk, by its artifact-id output, in every leg of a matrix", () => {
    const dir = project();
    writeFileSync(
      join(dir, 'after.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  leg:',
        '    runs-on: ubuntu-latest',
        '    strategy:',
        '      matrix:',
        '        n: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]',
        '    steps:',
        '      - id: stage',
        '        uses: ./',
        '        with:',
        '          prompt: "Leg {{github.event_name}}"',
        '          run: ./agents/agent.sh',
        '      - run: test -f "${{ steps.stage.outputs.artifact-id }}/handoff.json"',
        '',
      ].join('\n'),
    );
    // One thread for the file system: records written in the background would come late if nothing waited.
    const result = baton(['run', 'after.yml', '--plain', '-j', '12'], dir, { UV_THREADPOOL_SIZE: '1' });
    // Each leg's `test -f` step failed its leg when the file was not there yet.
    expect(result.stdout).not.toMatch(/step 2 failure/);
    expect(result.stdout).toMatch(/run \S+ success/);
    expect(result.code).toBe(0);
  });
});

describe('baton run: a split stage (prepare, the agent’s step, capture)', () => {
  const secret = 'zq-Synthetic-Secret-0001';
  const workflow = (captureWith: string[]) =>
    [
      'on: workflow_dispatch',
      'jobs:',
      '  fix:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./prepare',
      '        with:',
      '          prompt: "token is {{inputs.t}}"',
      `          vars: "t: ${secret}"`,
      `          redact: ${secret}`,
      '      - run: |',
      `          echo '{"version": 1, "summary": "s ${secret}"}' > "$BATON_HANDOFF_PATH"`,
      '      - uses: ./capture',
      ...captureWith,
      '',
    ].join('\n');

  it('refuses, before anything runs, a capture given none of the redact values written for its prepare', async () => {
    const dir = project();
    writeFileSync(join(dir, 'split.yml'), workflow([]));
    const error = await run(dir, 'split.yml').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).details).toEqual([
      expect.stringContaining(
        'redact: the prepare step before this capture is given values to redact, and this capture is given none of them',
      ),
    ]);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('refuses a capture whose redact values, known only when it runs, are not prepare’s, as the action does, storing nothing', async () => {
    const dir = project();
    writeFileSync(join(dir, 'split.yml'), workflow(['        with:', '          redact: ${{ vars.OTHER }}']));
    const result = await run(dir, 'split.yml', { vars: { OTHER: 'another-value-entirely' } });
    expect(result.jobs.fix).toBe('failure');
    expect(result.records).toEqual([]);
    expect(JSON.stringify(result.events)).toContain(
      'redact: prepare was given 1 value to redact and capture was given none of it: give capture the same redact input as prepare',
    );
  });

  it('stores the prompt and the handoff redacted when capture is given them too', async () => {
    const dir = project();
    writeFileSync(join(dir, 'split.yml'), workflow(['        with:', `          redact: ${secret}`]));
    const result = await run(dir, 'split.yml');
    expect(result.jobs.fix).toBe('success');
    expect(result.latest('fix').prompt).toBe('token is [REDACTED:secret-value]');
    expect(JSON.stringify(result.records)).not.toContain(secret);
  });

  it('gives prepare and capture the outputs their action.yml files declare, as on GitHub: the paths from prepare', async () => {
    const dir = project();
    const text = workflow(['        with:', `          redact: ${secret}`])
      .replace('      - uses: ./prepare', '      - id: prepare\n        uses: ./prepare')
      .replace('      - uses: ./capture', '      - id: capture\n        uses: ./capture');
    const saved = [
      '      - run: printf %s "$PREPARED" > prepared.json; printf %s "$CAPTURED" > captured.json',
      '        env:',
      '          PREPARED: ${{ toJSON(steps.prepare.outputs) }}',
      '          CAPTURED: ${{ toJSON(steps.capture.outputs) }}',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'split.yml'), `${text}${saved}`);
    const result = await run(dir, 'split.yml');
    expect(result.jobs.fix).toBe('success');
    const declared = (action: string) =>
      Object.keys(
        (parseYaml(readFileSync(join(REPO_ROOT, action, 'action.yml'), 'utf8')) as { outputs: object })
          .outputs,
      ).sort();
    const [prepared, captured] = ['prepared.json', 'captured.json'].map((file) =>
      Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as object).sort(),
    );
    expect(prepared).toEqual(declared('prepare'));
    expect(captured).toEqual(declared('capture'));
    expect(captured).not.toContain('prompt-path');
  });
});

describe('baton run: a split stage whose agent step keeps its output (capture’s agent-output)', () => {
  const FAKE_AGENTS = join(REPO_ROOT, 'test', 'support', 'fake-agents');
  const fakeAgents = { PATH: `${FAKE_AGENTS}:${process.env.PATH ?? ''}` };
  /** README's split example: codex in a run: step, its --json output kept in RUNNER_TEMP for capture. */
  const workflow = (captureWith: string[], prepareWith: string[] = []) =>
    [
      'on: workflow_dispatch',
      'jobs:',
      '  review:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./prepare',
      '        with:',
      '          prompt: Review the fix.',
      ...prepareWith,
      '      - run: >-',
      '          codex exec --json --sandbox workspace-write --skip-git-repo-check',
      '          --add-dir "$(dirname "$BATON_HANDOFF_PATH")" - < "$BATON_PROMPT_PATH" > "$RUNNER_TEMP/codex.jsonl"',
      '      - uses: ./capture',
      '        with:',
      ...captureWith,
      '',
    ].join('\n');

  it('records the usage, as the capture action does, and the report shows its tokens', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'split.yml'),
      workflow(['          agent: codex', '          agent-output: ${{ runner.temp }}/codex.jsonl']),
    );
    const r = baton(['run', 'split.yml', '--plain'], dir, fakeAgents);
    expect(r.stderr).not.toContain('warning');
    expect(r.code, `${r.stdout}${r.stderr}`).toBe(0);
    const runId = /^run (\S+):/m.exec(r.stdout)?.[1];
    expect(runId).toBeDefined();
    const record = JSON.parse(
      readFileSync(join(dir, '.baton', 'runs', runId!, 'review', 'record.json'), 'utf8'),
    ) as StoredRecord['record'];
    // The fake counts the prompt's words as the first turn's input (3) and adds a second turn's 500.
    expect(record.agent).toMatchObject({
      command: null,
      preset: 'codex',
      exit_code: null,
      usage: { input_tokens: 503, output_tokens: 42 },
    });
    expect(record.present).toBe(true);
    const report = baton(['report', runId!], dir);
    expect(report.stdout).toContain('| Tokens |');
    expect(report.stdout).toContain('| 503 in / 42 out |');
  });

  it('fails the capture step on a file that is not there, as the action does, storing nothing', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'split.yml'),
      workflow(['          agent: codex', '          agent-output: ${{ runner.temp }}/codex.json']),
    );
    const r = baton(['run', 'split.yml', '--plain'], dir, fakeAgents);
    expect(r.code).toBe(1);
    expect(`${r.stdout}${r.stderr}`).toMatch(
      /agent-output: there is no file \S+\/codex\.json: give the file the agent's step wrote its CLI's output to/,
    );
    const runs = readdirSync(join(dir, '.baton', 'runs')).filter((name) => !name.startsWith('.'));
    expect(runs).toHaveLength(1);
    expect(existsSync(join(dir, '.baton', 'runs', runs[0]!, 'review', 'record.json'))).toBe(false);
  });

  it('reads agent-output as the output of prepare’s agent when capture names none, and lint agrees', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'split.yml'),
      workflow(['          agent-output: ${{ runner.temp }}/codex.jsonl'], ['          agent: codex']),
    );
    const r = baton(['run', 'split.yml', '--plain'], dir, fakeAgents);
    expect(r.code, `${r.stdout}${r.stderr}`).toBe(0);
    expect(r.stdout).not.toContain('warning');
    const runId = /^run (\S+):/m.exec(r.stdout)?.[1];
    const record = JSON.parse(
      readFileSync(join(dir, '.baton', 'runs', runId!, 'review', 'record.json'), 'utf8'),
    ) as StoredRecord['record'];
    expect(record.agent).toMatchObject({ preset: 'codex', usage: { output_tokens: 42 } });
    expect(baton(['lint', 'split.yml'], dir).stdout).not.toContain('agent-output');
  });

  it('refuses, before anything runs, an agent-output written without agent, as lint does', () => {
    const dir = project();
    writeFileSync(join(dir, 'split.yml'), workflow(['          agent-output: codex.jsonl']));
    const r = baton(['run', 'split.yml', '--plain'], dir, fakeAgents);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'agent-output: is given without `agent`, here or on its prepare step: name the CLI whose output the file holds (claude, codex, gemini or copilot), so capture can read its usage',
    );
    expect(r.stderr).toContain('nothing was run');
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    const lint = baton(['lint', 'split.yml'], dir);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain('agent-output: is given without `agent`');
  });
});

describe('baton run: secrets', () => {
  const SECRET = 'hunter2-super-secret-value-0123';

  it('keeps --secret values out of everything it stores: records, job logs, summaries, the report', async () => {
    const dir = project('secrets.yml');
    const r = await run(dir, 'secrets.yml', { env: { ...env(), MY_TOKEN: SECRET }, secrets: ['MY_TOKEN'] });
    expect(r.status).toBe('success');
    const leak = r.latest('leak');
    expect(leak.prompt).toBe('key [REDACTED:secret-value]');
    expect(leak.handoff?.summary).toContain('[REDACTED:secret-value]');
    expect(leak.record.problems.map((p) => p.code)).toContain('redacted');
    // The agent itself saw the real value, as on GitHub.
    expect(readFileSync(join(dir, 'leak.calls'), 'utf8')).toBe('1\n');
    const stored = spawnSync('grep', ['-rl', SECRET, r.runDir], { encoding: 'utf8' });
    expect(stored.stdout).toBe('');
    expect(readFileSync(join(r.runDir, 'job-leak.log'), 'utf8')).toContain(
      'the step prints [REDACTED:secret-value]',
    );
    expect(readFileSync(join(r.runDir, 'summary.md'), 'utf8')).toContain(
      'the summary has [REDACTED:secret-value]',
    );
    expect(readFileSync(join(r.runDir, 'report.md'), 'utf8')).toContain('leak');
  });

  it('warns, first thing, of a secret too short to redact, naming it and never printing it', async () => {
    const dir = project('secrets.yml');
    const r = await run(dir, 'secrets.yml', {
      env: { ...env(), MY_TOKEN: 'hunt2' },
      secrets: ['MY_TOKEN'],
    });
    const notices = r.events.filter((e) => e.type === 'notice');
    expect(r.events[1]).toBe(notices[0]);
    expect(notices[0]).toMatchObject({
      level: 'warning',
      job: null,
      message: expect.stringMatching(/^secret MY_TOKEN is shorter than 6 characters, so it is not redacted/),
    });
    expect(JSON.stringify(notices)).not.toContain('hunt2');
    // A secret of 6 characters or more gets no such warning.
    const long = await run(dir, 'secrets.yml', {
      env: { ...env(), MY_TOKEN: 'hunt22' },
      secrets: ['MY_TOKEN'],
    });
    expect(long.events.some((e) => e.type === 'notice' && e.message.includes('not redacted'))).toBe(false);
  });

  it('says a refused plan without the secrets or tokens it was given (--input, --job)', () => {
    const dir = project('chain.yml');
    const token = `ghp_${'zyxwvutsrqponmlkjihgfedcba9876543210'}`;
    const r = baton(
      [
        'run',
        'chain.yml',
        '--secret',
        'MYSEC',
        '--input',
        `nope=${token}`,
        '--job',
        's3cr3t-value-123',
        '--plain',
      ],
      dir,
      { MYSEC: 's3cr3t-value-123' },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('nothing was run');
    expect(r.stderr).not.toContain('s3cr3t-value-123');
    expect(r.stderr).not.toContain(token);
  });

  it('refuses a secret read in an input baton stores, before anything runs, as the step on GitHub does', () => {
    const dir = project('secrets.yml');
    const text = readFileSync(join(dir, 'secrets.yml'), 'utf8').replace(
      'key ${{ env.MY_TOKEN }}',
      'key ${{ secrets.MY_TOKEN }}',
    );
    writeFileSync(join(dir, 'secrets.yml'), text);
    // Given as --secret it would be redacted here; on GitHub it would not be, so no run takes it.
    const r = baton(['run', 'secrets.yml', '--secret', 'MY_TOKEN', '--plain'], dir, { MY_TOKEN: SECRET });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      `secrets.yml:16:19: \`prompt\` reads secrets.MY_TOKEN: baton stores and shows this input's value`,
    );
    expect(r.stderr).toContain('nothing was run');
    expect(r.stderr).not.toContain(SECRET);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    expect(existsSync(join(dir, 'leak.calls'))).toBe(false);
  });

  it('refuses a --secret that is not set in the environment, before anything runs', async () => {
    const dir = project('secrets.yml');
    const error = await runWorkflow('secrets.yml', { cwd: dir, env: env(), secrets: ['MY_TOKEN'] }).catch(
      (e: unknown) => e,
    );
    // Said in the library's words; `baton run` says it in its flags.
    expect(formatError(error)).toBe(
      'secret not set in the environment: MY_TOKEN\n  set MY_TOKEN in env before running, or take MY_TOKEN out of secrets',
    );
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    expect(baton(['run', 'secrets.yml', '--secret', 'MY_TOKEN', '--plain'], dir).stderr).toBe(
      'baton: secret not set in the environment: MY_TOKEN\n  export MY_TOKEN=… before running, or drop --secret MY_TOKEN\n',
    );
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    // A replay takes the names from the run it replays: the hint says so.
    const first = await run(dir, 'secrets.yml', {
      env: { ...env(), MY_TOKEN: SECRET },
      secrets: ['MY_TOKEN'],
    });
    const replay = await replayWorkflow(first.runId, 'leak', { cwd: dir, env: env() }).catch(
      (e: unknown) => e,
    );
    expect(formatError(replay)).toBe(
      `secret not set in the environment: MY_TOKEN\n  set MY_TOKEN in env before replaying: run ${first.runId} was started with { secrets: ["MY_TOKEN"] }`,
    );
    expect(baton(['replay', first.runId, '--from', 'leak', '--plain'], dir).stderr).toBe(
      `baton: secret not set in the environment: MY_TOKEN\n  export MY_TOKEN=… before replaying: run ${first.runId} was started with --secret MY_TOKEN\n`,
    );
  });
});

describe('baton replay: a --secret given besides the run’s own', () => {
  const MINE = 'supersecretvalue123';
  const OTHER = 'otherval123-secret';
  const WORKFLOW = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo a
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "env has \${MYTOKEN:-nothing} and \${OTHER:-nothing}"
          echo "secrets give \${{ secrets.MYTOKEN }} and \${{ secrets.OTHER }}"
`;

  function started(): { dir: string; runId: string } {
    const dir = project();
    writeFileSync(join(dir, 'w3.yml'), WORKFLOW);
    const r = baton(['run', 'w3.yml', '--secret', 'MYTOKEN', '--plain'], dir, { MYTOKEN: MINE });
    expect(r.code, r.stderr).toBe(0);
    return { dir, runId: /run (\S+): success/.exec(r.stdout)![1]! };
  }

  it("adds to the run's secrets: each kept out of the steps' env, read as a secret, and redacted", () => {
    const { dir, runId } = started();
    const replay = baton(['replay', runId, '--from', 'b', '--secret', 'OTHER', '--plain'], dir, {
      MYTOKEN: MINE,
      OTHER,
    });
    expect(replay.code, replay.stderr).toBe(0);
    // The run's own secret is given, not taken for one the workflow reads that no --secret gave.
    expect(replay.stdout + replay.stderr).not.toContain('no --secret');
    const id = /run (\S+): success/.exec(replay.stdout)![1]!;
    expect(id).not.toBe(runId);
    const runDir = join(dir, '.baton', 'runs', id);
    const log = readFileSync(join(runDir, 'job-b.log'), 'utf8');
    expect(log).toContain('env has nothing and nothing\n');
    expect(log).toContain('secrets give [REDACTED:secret-value] and [REDACTED:secret-value]\n');
    for (const value of [MINE, OTHER]) {
      expect(spawnSync('grep', ['-rl', value, runDir], { encoding: 'utf8' }).stdout).toBe('');
      expect(replay.stdout + replay.stderr).not.toContain(value);
    }
    // Its invocation names both, so that a replay of the replay takes both again.
    expect(JSON.parse(readFileSync(join(runDir, 'invocation.json'), 'utf8')).secrets).toEqual([
      'MYTOKEN',
      'OTHER',
    ]);
  });

  it('refuses, naming every secret not set, each with where it comes from, and makes no run', async () => {
    const { dir, runId } = started();
    const runs = () => readdirSync(join(dir, '.baton', 'runs'));
    expect(baton(['replay', runId, '--from', 'b', '--secret', 'OTHER', '--plain'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'baton: secrets not set in the environment: MYTOKEN, OTHER',
        `  export MYTOKEN=… before replaying: run ${runId} was started with --secret MYTOKEN`,
        '  export OTHER=… before replaying, or drop --secret OTHER',
        '',
      ].join('\n'),
    });
    // The run's, set; the one given to the replay, set to ''.
    expect(
      baton(['replay', runId, '--from', 'b', '--secret', 'OTHER', '--plain'], dir, {
        MYTOKEN: MINE,
        OTHER: '',
      }).stderr,
    ).toBe(
      [
        'baton: secret set to the empty string: OTHER',
        "  export OTHER=… with its value before replaying, or drop --secret OTHER: an empty secret is no secret (one not given is '' in the run, as on GitHub)",
        '',
      ].join('\n'),
    );
    const library = await replayWorkflow(runId, 'b', { cwd: dir, env: env(), secrets: ['OTHER'] }).catch(
      (e: unknown) => e,
    );
    expect(formatError(library)).toBe(
      [
        'secrets not set in the environment: MYTOKEN, OTHER',
        `  set MYTOKEN in env before replaying: run ${runId} was started with { secrets: ["MYTOKEN"] }`,
        '  set OTHER in env before replaying, or take OTHER out of secrets',
      ].join('\n'),
    );
    expect(runs()).toEqual([runId]);
  });
});

describe('baton run: a --secret set to the empty string', () => {
  it('is refused as empty, not as not set, before anything runs', () => {
    const dir = project('secrets.yml');
    const r = baton(['run', 'secrets.yml', '--secret', 'EMPTYS', '--secret', 'UNSET_S', '--plain'], dir, {
      EMPTYS: '',
    });
    expect(r).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'baton: secret not set in the environment: UNSET_S; secret set to the empty string: EMPTYS',
        '  export UNSET_S=… before running, or drop --secret UNSET_S',
        "  export EMPTYS=… with its value before running, or drop --secret EMPTYS: an empty secret is no secret (one not given is '' in the run, as on GitHub)",
        '',
      ].join('\n'),
    });
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });
});

describe('baton run: secrets in names, notices and job outputs', () => {
  // A quote and a backslash: in JSON text the secret is escaped, so only redacting the strings themselves
  // (not the serialized JSON) keeps it out.
  const SECRET = 'S3cr3t"Val\\ue-XYZ-987';
  const SHAPED = `ghp_${'Z9y8X7w6V5'.repeat(3)}Z9y8X7`;
  const WORKFLOW = `name: outputs
on: workflow_dispatch
jobs:
  make:
    runs-on: x
    outputs:
      tok: \${{ steps.s.outputs.tok }}
      plain: \${{ steps.s.outputs.plain }}
      shaped: \${{ steps.s.outputs.shaped }}
    steps:
      - id: s
        name: step \${{ secrets.MY_SECRET }}
        env:
          TOK: \${{ secrets.MY_SECRET }}
        run: |
          echo "tok=$TOK" >> "$GITHUB_OUTPUT"
          echo "plain=hello" >> "$GITHUB_OUTPUT"
          echo "shaped=${SHAPED}" >> "$GITHUB_OUTPUT"
          echo "summary $TOK" >> "$GITHUB_STEP_SUMMARY"
  use:
    needs: make
    runs-on: x
    steps:
      - env:
          TOK: \${{ needs.make.outputs.tok }}
          PLAIN: \${{ needs.make.outputs.plain }}
          SHAPED: \${{ needs.make.outputs.shaped }}
        run: echo "[$TOK] [$PLAIN] [$SHAPED]" >> got.txt
`;
  const leaks = (text: string) =>
    [SECRET, JSON.stringify(SECRET).slice(1, -1), SHAPED].filter((s) => text.includes(s));
  const storedLeaks = (runDir: string) =>
    readdirSync(runDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .flatMap((entry) =>
        leaks(readFileSync(join(entry.parentPath, entry.name), 'utf8')).map(() => entry.name),
      );

  it('stores no secret in events.jsonl, jobs.json or run.json, and hands redacted events to onEvent', async () => {
    const dir = project();
    writeFileSync(join(dir, 'outputs.yml'), WORKFLOW);
    const r = await run(dir, 'outputs.yml', { env: { ...env(), MY_SECRET: SECRET }, secrets: ['MY_SECRET'] });
    expect(r.status).toBe('success');
    expect(storedLeaks(r.runDir)).toEqual([]);
    expect(leaks(JSON.stringify(r.events))).toEqual([]);
    const started = r.events.find((e) => e.type === 'step-started' && e.job === 'make');
    expect(started).toMatchObject({ name: 'step [REDACTED:secret-value]' });
    const events = readFileSync(join(r.runDir, 'events.jsonl'), 'utf8');
    expect(events).toContain('"name":"step [REDACTED:secret-value]"');
    expect(readFileSync(join(r.runDir, 'summary.md'), 'utf8')).toContain('summary [REDACTED:secret-value]');
  });

  it('skips a job output holding a secret, as GitHub does, and withholds a token-shaped one from jobs.json', async () => {
    const dir = project();
    writeFileSync(join(dir, 'outputs.yml'), WORKFLOW);
    const r = await run(dir, 'outputs.yml', { env: { ...env(), MY_SECRET: SECRET }, secrets: ['MY_SECRET'] });
    // In the run: the secret's output is empty downstream; a token of no secret passes, as on GitHub.
    expect(readFileSync(join(dir, 'got.txt'), 'utf8')).toBe(`[] [hello] [${SHAPED}]\n`);
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'warning',
        job: 'make',
        message:
          'skipped output tok, since it may contain a secret (as GitHub does): needs.make.outputs.tok is empty',
      }),
    );
    const jobs = JSON.parse(readFileSync(join(r.runDir, 'jobs.json'), 'utf8'));
    expect(jobs[0]).toMatchObject({ id: 'make', outputs: { plain: 'hello' }, withheld_outputs: ['shaped'] });

    // A replay cannot give the withheld output again: one that would need it is refused, and starts no run.
    const runs = readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    const error = await replayWorkflow(r.runId, 'use', {
      cwd: dir,
      env: { ...env(), MY_SECRET: SECRET },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(
      "job make's output shaped was not stored (it may hold a secret), so replaying from use cannot give it to job use",
    );
    expect(formatError(error)).toContain(
      `replay from the job that made it: replayWorkflow("${r.runId}", "make")`,
    );
    expect(readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'))).toEqual(runs);
    // From the job that made it, the replay runs it again and stores what it can.
    const again = await replayWorkflow(r.runId, 'make', { cwd: dir, env: { ...env(), MY_SECRET: SECRET } });
    expect(again.status).toBe('success');
    expect(readFileSync(join(dir, 'got.txt'), 'utf8')).toBe(
      `[] [hello] [${SHAPED}]\n[] [hello] [${SHAPED}]\n`,
    );
    expect(storedLeaks(again.runDir)).toEqual([]);
  });

  it('prints no secret: --json on stdout, --plain lines', () => {
    for (const view of ['--json', '--plain']) {
      const dir = project();
      writeFileSync(join(dir, 'outputs.yml'), WORKFLOW);
      const result = baton(['run', 'outputs.yml', view, '--secret', 'MY_SECRET'], dir, { MY_SECRET: SECRET });
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('step [REDACTED:secret-value]');
      expect(leaks(result.stdout + result.stderr), view).toEqual([]);
    }
  });
});

describe("baton run: the user's GitHub tokens", () => {
  const TOKENS = {
    GITHUB_TOKEN: `ghp_${'G1t2H3u4B5'.repeat(3)}G1t2H3`,
    GH_TOKEN: `ghp_${'H6j7K8l9M0'.repeat(3)}H6j7K8`,
    GH_ENTERPRISE_TOKEN: 'enterprise-token-value-1',
    GITHUB_ENTERPRISE_TOKEN: 'enterprise-token-value-2',
  };
  const SHOW =
    'for v in GITHUB_TOKEN GH_TOKEN GH_ENTERPRISE_TOKEN GITHUB_ENTERPRISE_TOKEN; do echo "$v=${!v-unset}"; done';
  const WORKFLOW = `on: workflow_dispatch
jobs:
  steps:
    runs-on: x
    steps:
      - run: '(${SHOW}) > plain.env; echo "read: $(cat enterprise.txt)"'
      - env:
          GH_TOKEN: \${{ secrets.GH_TOKEN }}
        run: '(${SHOW}) > mapped.env'
      - uses: ./
        with:
          stage: agent
          prompt: Look.
          run: '(${SHOW}) > agent.env; ./agents/agent.sh'
      - uses: ./
        env:
          GH_TOKEN: \${{ secrets.GH_TOKEN }}
          GITHUB_TOKEN: \${{ secrets.GH_TOKEN }}
        with:
          stage: agent-mapped
          prompt: Look.
          run: '(${SHOW}) > agent-mapped.env; ./agents/agent.sh'
`;
  const unset = (names: string[]) => names.map((name) => `${name}=unset`);
  const lines = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8').trim().split('\n');

  it('gives them to no run: step and no agent unless the workflow maps them in env:, and redacts them', async () => {
    const dir = project();
    writeFileSync(join(dir, 'tokens.yml'), WORKFLOW);
    writeFileSync(join(dir, 'enterprise.txt'), TOKENS.GH_ENTERPRISE_TOKEN);
    const r = await run(dir, 'tokens.yml', { env: { ...env(), ...TOKENS }, secrets: ['GH_TOKEN'] });
    expect(r.status).toBe('success');
    const names = Object.keys(TOKENS);
    expect(lines(dir, 'plain.env')).toEqual(unset(names));
    expect(lines(dir, 'agent.env')).toEqual(unset(names));
    expect(lines(dir, 'mapped.env')).toEqual([
      'GITHUB_TOKEN=unset',
      `GH_TOKEN=${TOKENS.GH_TOKEN}`,
      ...unset(names.slice(2)),
    ]);
    // An agent gets a token only under another name than GITHUB_TOKEN, and only when mapped (README).
    expect(lines(dir, 'agent-mapped.env')).toEqual([
      'GITHUB_TOKEN=unset',
      `GH_TOKEN=${TOKENS.GH_TOKEN}`,
      ...unset(names.slice(2)),
    ]);
    const stored = spawnSync(
      'grep',
      ['-rlF', '-e', TOKENS.GH_ENTERPRISE_TOKEN, '-e', TOKENS.GH_TOKEN, r.runDir],
      {
        encoding: 'utf8',
      },
    );
    expect(stored.stdout).toBe('');
    expect(readFileSync(join(r.runDir, 'job-steps.log'), 'utf8')).toContain('read: [REDACTED:secret-value]');
  });
});

describe('baton run: a secret in how the run was started', () => {
  it('stores an --input that holds a secret redacted in invocation.json, and refuses to replay that run', async () => {
    const dir = project('chain.yml');
    const value = 'input-secret-value-77';
    const r = await run(dir, 'chain.yml', {
      env: { ...env(), MY_KEY: value },
      secrets: ['MY_KEY'],
      inputs: { topic: `about ${value}` },
    });
    expect(r.status).toBe('success');
    const stored = readFileSync(join(r.runDir, 'invocation.json'), 'utf8');
    expect(stored).not.toContain(value);
    expect(JSON.parse(stored)).toMatchObject({
      inputs: { topic: 'about [REDACTED:secret-value]' },
      redacted: true,
    });
    const error = await replayWorkflow(r.runId, 'b', { cwd: dir, env: { ...env(), MY_KEY: value } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).message).toBe(
      `run ${r.runId} was started with a secret (or text shaped like a token) in inputs.topic, github.event.inputs.topic, which was not stored, so it cannot be replayed`,
    );
    // A run whose inputs hold no secret is stored as it was, and replays; text in its event that only looks
    // like a token is stored redacted, and does not stop a replay.
    const plain = await run(dir, 'chain.yml', {
      inputs: { topic: 'parsers' },
      event: { inputs: { topic: 'parsers' }, note: `a pasted ghp_${'Q1w2E3r4T5'.repeat(3)}Q1w2E3` },
    });
    const kept = JSON.parse(readFileSync(join(plain.runDir, 'invocation.json'), 'utf8'));
    expect(kept).not.toHaveProperty('redacted');
    expect(JSON.stringify(kept)).toContain('a pasted [REDACTED:github-token]');
    expect((await replayWorkflow(plain.runId, 'b', { cwd: dir, env: env() })).status).toBe('success');
    // A token-shaped --var was typed by the user: stored redacted, the run cannot be replayed with it.
    const typed = await run(dir, 'chain.yml', {
      inputs: { topic: 'parsers' },
      vars: { v: `ghp_${'Z1x2C3v4B5'.repeat(3)}Z1x2C3` },
    });
    expect(JSON.parse(readFileSync(join(typed.runDir, 'invocation.json'), 'utf8'))).toMatchObject({
      vars: { v: '[REDACTED:github-token]' },
      redacted: true,
    });
    await expect(replayWorkflow(typed.runId, 'b', { cwd: dir, env: env() })).rejects.toThrow(
      'cannot be replayed',
    );
  });
});

describe('baton run: ::add-mask::', () => {
  it('makes a value a secret for the rest of the run, as on GitHub: redacted everywhere, and no job output passes it', async () => {
    const dir = project();
    const value = 'generated-token-123';
    writeFileSync(
      join(dir, 'mask.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    outputs:
      tok: \${{ steps.make.outputs.tok }}
    steps:
      # The value is made at run time, as a token would be: the workflow's text does not hold it.
      - id: make
        run: |
          v=$(printf 'generated-%s' token-123)
          echo "::add-mask::$v"
          echo "tok=$v" >> "$GITHUB_OUTPUT"
          echo "summary $v" >> "$GITHUB_STEP_SUMMARY"
          echo "printed $v"
      - run: echo "a later step prints $(printf 'generated-%s' token-123)"
      # On standard error too, and early in an output that is then cut to its last 1 MiB.
      - run: |
          w=$(printf 'stderr-%s' mask-456)
          echo "::add-mask::$w" >&2
          echo "$w"
      - run: |
          v=$(printf 'early-%s' mask-789)
          echo "::add-mask::$v"
          head -c 1100000 /dev/zero | tr '\\0' 'x'
          echo
          echo "late $v"
  b:
    needs: a
    runs-on: x
    steps:
      - run: echo "b got [\${{ needs.a.outputs.tok }}]"
      - uses: ./
        with:
          prompt: "About \${{ format('generated-{0}', 'token-123') }}"
          run: ./agents/agent.sh
`,
    );
    const r = await run(dir, 'mask.yml');
    expect(r.status).toBe('success');
    for (const masked of [value, 'stderr-mask-456', 'early-mask-789']) {
      const stored = spawnSync('grep', ['-rlF', masked, r.runDir], { encoding: 'utf8' });
      expect(stored.stdout, masked).toBe('');
    }
    const log = readFileSync(join(r.runDir, 'job-a.log'), 'utf8');
    expect(log).toContain('a later step prints [REDACTED:secret-value]');
    expect(log).toContain('late [REDACTED:secret-value]');
    expect(readFileSync(join(r.runDir, 'job-b.log'), 'utf8')).toContain('b got []');
    expect(r.latest('b').prompt).toBe('About [REDACTED:secret-value]');
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'warning',
        message: expect.stringContaining('skipped output tok'),
      }),
    );
  });

  it("masks a stage action's `redact` values in every later step of the run, as the runner does once the action registers them: the split form and the root action", () => {
    const dir = project();
    const value = 'plain-but-sensitive-42';
    writeFileSync(
      join(dir, 'redact-masks.yml'),
      `name: redact masks
on: workflow_dispatch
env: { PLAIN: ${value} }
jobs:
  split:
    runs-on: x
    outputs:
      got: \${{ steps.later.outputs.got }}
    steps:
      - uses: baton-dev/baton/prepare@v1
        with: { prompt: "p", redact: "\${{ env.PLAIN }}" }
      - name: agent
        run: |
          echo "agent step prints $PLAIN"
          echo "{\\"version\\":1,\\"summary\\":\\"s $PLAIN\\"}" > "$BATON_HANDOFF_PATH"
      - uses: baton-dev/baton/capture@v1
        with: { redact: "\${{ env.PLAIN }}" }
      - id: later
        run: |
          echo "after capture prints $PLAIN"
          echo "summary of $PLAIN" >> "$GITHUB_STEP_SUMMARY"
          echo "got=$PLAIN" >> "$GITHUB_OUTPUT"
  root:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: "p", redact: "\${{ env.PLAIN }}", run: ./agents/agent.sh }
      - run: echo "after stage prints $PLAIN" >&2
  after:
    needs: split
    runs-on: x
    steps:
      - run: echo "after got [\${{ needs.split.outputs.got }}]"
`,
    );
    const r = baton(['run', 'redact-masks.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain(value);
    expect(r.stderr).not.toContain(value);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const runDir = join(dir, '.baton', 'runs', id!);
    const stored = spawnSync('grep', ['-rlF', value, runDir], { encoding: 'utf8' });
    expect(stored.stdout).toBe('');
    // The lines are kept, the value in them masked as a secret of the run.
    const split = readFileSync(join(runDir, 'job-split.log'), 'utf8');
    expect(split).toContain('\nagent step prints [REDACTED:secret-value]\n');
    expect(split).toContain('\nafter capture prints [REDACTED:secret-value]\n');
    expect(readFileSync(join(runDir, 'job-root.log'), 'utf8')).toContain(
      '\nafter stage prints [REDACTED:secret-value]\n',
    );
    expect(readFileSync(join(runDir, 'summary.md'), 'utf8')).toContain('summary of [REDACTED:secret-value]');
    // As on GitHub, a job output that holds a masked value is not passed.
    expect(readFileSync(join(runDir, 'job-after.log'), 'utf8')).toContain('\nafter got []\n');
    expect(r.stdout).toContain('skipped output got');
  });
});

describe('baton run: the legacy ##[ workflow commands', () => {
  it('obeys ##[add-mask] and ##[set-output] anywhere in a line, as the runner does (ActionCommand.TryParse)', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'legacy.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    steps:
      - id: make
        run: |
          echo '##[add-mask]s3cret'
          echo s3cret
          echo 'out: ##[set-output name=x;]v%3Bw'
      - run: echo "got [\${{ steps.make.outputs.x }}] s3cret"
`,
    );
    const r = baton(['run', 'legacy.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    // The command's own value as ***, as the runner echoes it; the value elsewhere redacted as a secret.
    expect(r.stdout).not.toContain('s3cret');
    expect(r.stdout).toContain("step 1 Run echo '\\u0023#[add-mask]***");
    expect(r.stdout).toContain('step 2 Run echo "got [v;w] [REDACTED:secret-value]"');
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const log = readFileSync(join(dir, '.baton', 'runs', id!, 'job-a.log'), 'utf8');
    expect(log).not.toContain('s3cret');
    expect(log).toContain('\n##[add-mask]***\n[REDACTED:secret-value]\n');
    expect(log).toContain('\ngot [v;w] [REDACTED:secret-value]');
  });
});

describe('baton run: annotations', () => {
  it('shows ::error::, ::warning:: and ::notice:: of a run: step as notices of the run, redacted after its masks', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'annotate.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    steps:
      - run: echo ok
      - run: |
          v=$(printf 'made-%s' secret-321)
          echo "::add-mask::$v"
          echo "::error file=src/app.js,line=3,col=7,title=Lint $v::unexpected $v here"
          echo "::warning::careful"
          echo "::notice title=Done::took 3%25 longer"
`,
    );
    const r = await run(dir, 'annotate.yml');
    expect(r.status).toBe('success');
    const notices = r.events
      .filter((e) => e.type === 'notice')
      .map((e) => ({ level: (e as { level: string }).level, message: (e as { message: string }).message }));
    expect(notices).toEqual([
      {
        level: 'error',
        message:
          'step 2: src/app.js:3:7: Lint [REDACTED:secret-value]: unexpected [REDACTED:secret-value] here',
      },
      { level: 'warning', message: 'step 2: careful' },
      { level: 'info', message: 'step 2: Done: took 3% longer' },
    ]);
    // With --json (and to onEvent), an annotation also says where it points, each field redacted too.
    const located = r.events.find((e) => e.type === 'notice' && e.level === 'error');
    expect(located).toMatchObject({
      annotation: {
        step: 2,
        title: 'Lint [REDACTED:secret-value]',
        file: 'src/app.js',
        line: 3,
        end_line: null,
        col: 7,
        end_column: null,
      },
    });
    const stored = spawnSync('grep', ['-rlF', 'made-secret-321', r.runDir], { encoding: 'utf8' });
    expect(stored.stdout).toBe('');
    const plain = baton(['run', 'annotate.yml', '--plain'], dir);
    expect(plain.stdout).toMatch(
      / a: error: step 2: src\/app\.js:3:7: Lint \[REDACTED:secret-value\]: unexpected \[REDACTED:secret-value\] here\n/,
    );
  });
});

describe("baton run: what GitHub's runner would do that is not done here", () => {
  it("runs a workflow with shell: cmd and powershell: a step guarded by runner.os is skipped, one that runs (a composite action's too) fails saying the shell exists only on Windows runners", () => {
    const dir = project();
    mkdirSync(join(dir, '.github', 'actions', 'win'), { recursive: true });
    writeFileSync(
      join(dir, '.github', 'actions', 'win', 'action.yml'),
      `name: win
runs:
  using: composite
  steps:
    - run: Write-Output hi
      shell: powershell
`,
    );
    writeFileSync(
      join(dir, 'shells.yml'),
      `on: workflow_dispatch
defaults:
  run:
    shell: bash
jobs:
  guarded:
    runs-on: ubuntu-latest
    steps:
      - run: dir
        if: runner.os == 'Windows'
        shell: cmd
      - run: echo ran > guarded.txt
  unguarded:
    runs-on: ubuntu-latest
    steps:
      - run: Get-ChildItem
        shell: powershell
  composite:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/win
`,
    );
    const lint = baton(['lint', 'shells.yml'], dir);
    expect(lint.code, lint.stdout + lint.stderr).toBe(0);
    const ran = baton(['run', 'shells.yml', '--plain'], dir);
    expect(ran.code, ran.stderr).toBe(1);
    expect(readFileSync(join(dir, 'guarded.txt'), 'utf8')).toBe('ran\n');
    const os = process.platform === 'darwin' ? 'macOS' : 'Linux';
    const failed = ran.stdout.split('\n').filter((line) => / step 1 failure in /.test(line));
    expect(failed.map((line) => line.replace(/^\S+ /, '').replace(/ in \d+ms:/, ':'))).toEqual([
      `unguarded: step 1 failure: shells.yml:17:16: shell: powershell exists only on Windows runners; baton runs this step here, on ${os}, where there is no powershell (a ${os} runner fails it too: "powershell: command not found"). Use pwsh, or give the step if: runner.os == 'Windows' to skip it here`,
      expect.stringMatching(
        /^composite: step 1 failure: \.\/\.github\/actions\/win: \.github\/actions\/win\/action\.yml:6:14: shell: powershell exists only on Windows runners; /,
      ),
    ]);
    expect(ran.stdout).toMatch(/ guarded: success in /);
  });

  it('says once a job, in --plain and --json, that its container, services and Windows runner are not what runs here, what a checkout into a path did not do, and which actions it skipped (not once a leg)', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'ci.yml'),
      `on: workflow_dispatch
jobs:
  test:
    runs-on: \${{ matrix.os }}
    container: node:20-alpine
    services:
      postgres:
        image: postgres:16
      redis:
        image: redis:7
    strategy:
      matrix:
        os: [ubuntu-latest, windows-latest]
        node: [18, 20]
    steps:
      - uses: actions/checkout@v4
        with:
          repository: octo/tools
          path: tools
      - uses: codecov/codecov-action@v4
      - run: echo "::warning::leg \${{ matrix.node }}"
`,
    );
    const os = process.platform === 'darwin' ? 'macOS' : 'Linux';
    const expected = [
      "test: warning: container: node:20-alpine is not started: baton runs the job's steps on this machine, not in a container",
      "test: warning: services: postgres, redis are not started: baton starts no containers, and the job's steps run on this machine without them",
      `test: warning: runs-on: windows-latest: runs here, on ${os}, with this machine's shells (bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)`,
    ];
    const plain = baton(['run', 'ci.yml', '--plain', '-j', '1'], dir);
    expect(plain.code, plain.stderr).toBe(0);
    const notices = plain.stdout.split('\n').filter((line) => / warning: /.test(line));
    const legs = [
      'test-18-ubuntu-latest',
      'test-20-ubuntu-latest',
      'test-18-windows-latest',
      'test-20-windows-latest',
    ];
    expect(notices.map((line) => line.replace(/^\S+ /, ''))).toEqual([
      ...expected,
      `${legs[0]}: warning: actions/checkout@v4: octo/tools is not cloned into tools: baton checks nothing out; the project directory is used as it is`,
      `${legs[0]}: warning: codecov/codecov-action@v4 cannot run locally; step skipped`,
      `${legs[0]}: warning: step 3: leg 18`,
      `${legs[1]}: warning: step 3: leg 20`,
      `${legs[2]}: warning: step 3: leg 18`,
      `${legs[3]}: warning: step 3: leg 20`,
    ]);
    const json = baton(['run', 'ci.yml', '--json', '-j', '1'], dir);
    expect(json.code, json.stderr).toBe(0);
    const events = json.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RunEvent);
    const jobNotices = events.flatMap((e) =>
      e.type === 'notice' && e.leg === null ? [`${e.job}: ${e.level}: ${e.message}`] : [],
    );
    expect(jobNotices).toEqual(expected);
  });
});

describe('baton run: a variable named by --secret', () => {
  it('reaches no run: step and no agent unless the workflow maps it in env:, as a secret on GitHub', async () => {
    const dir = project();
    const show = 'echo "MY_KEY=${MY_KEY-unset}"';
    writeFileSync(
      join(dir, 'secret.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    steps:
      - run: '${show} > plain.env'
      - env:
          MY_KEY: \${{ secrets.MY_KEY }}
        run: '${show} > mapped.env'
      - uses: ./
        with:
          prompt: Look.
          run: '${show} > agent.env; ./agents/agent.sh'
`,
    );
    const value = 'named-secret-value-42';
    const r = await run(dir, 'secret.yml', { env: { ...env(), MY_KEY: value }, secrets: ['MY_KEY'] });
    expect(r.status).toBe('success');
    expect(readFileSync(join(dir, 'plain.env'), 'utf8')).toBe('MY_KEY=unset\n');
    expect(readFileSync(join(dir, 'agent.env'), 'utf8')).toBe('MY_KEY=unset\n');
    expect(readFileSync(join(dir, 'mapped.env'), 'utf8')).toBe(`MY_KEY=${value}\n`);
    // A variable that is not named stays, as the rest of your environment does.
    const other = await run(dir, 'secret.yml', { env: { ...env(), MY_KEY: value } });
    expect(other.status).toBe('success');
    expect(readFileSync(join(dir, 'plain.env'), 'utf8')).toBe(`MY_KEY=${value}\n`);
  });
});

describe('baton run: a needs input known only when it runs', () => {
  it("is checked as baton lint and the action on GitHub check it, in their words: a matrix job's legs named, a typo's likely stage", () => {
    const dir = project();
    const workflow = (needs: string) =>
      `on: workflow_dispatch\njobs:\n  review:\n    runs-on: x\n    strategy:\n      matrix:\n        angle: [security, perf]\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh }\n  summary:\n    needs: review\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: a\n          run: ./agents/agent.sh\n          needs: \${{ format('{0}', github.event_name == 'push' && 'x' || '${needs}') }}\n`;
    writeFileSync(join(dir, 'job.yml'), workflow('review'));
    const job = baton(['run', 'job.yml', '--plain'], dir);
    expect(job.code).toBe(1);
    expect(job.stdout).toContain(
      'summary: step 1 (Run ./) needs: "review" is the matrix job review, not a stage: name its legs (review-security, review-perf); upstream stages: review-security, review-perf',
    );
    writeFileSync(join(dir, 'typo.yml'), workflow('review-sec'));
    const typo = baton(['run', 'typo.yml', '--plain'], dir);
    expect(typo.code).toBe(1);
    expect(typo.stdout).toContain(
      `summary: step 1 (Run ./) needs: "review-sec" is not a stage upstream of job 'summary' (did you mean review-security?); upstream stages: review-security, review-perf`,
    );
    writeFileSync(join(dir, 'leg.yml'), workflow('review-perf'));
    expect(baton(['run', 'leg.yml', '--plain'], dir).code).toBe(0);
  });
});

describe('baton replay', () => {
  it('replays from the middle stage: the stage before is reused, it and the stage after run again', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'parsers' } });
    expect(first.status).toBe('success');
    expect(readFileSync(join(dir, 'calls.txt'), 'utf8')).toBe('a 1\nb 1\nc 1\n');

    const again = await replayWorkflow(first.runId, 'b', { cwd: dir, env: env(), concurrency: 2 });
    expect(again.status).toBe('success');
    expect(again.runId).not.toBe(first.runId);
    expect(readFileSync(join(dir, 'calls.txt'), 'utf8')).toBe('a 1\nb 1\nc 1\nb 2\nc 2\n');
    const summary = readRunSummary(again.runDir);
    expect(summary.replay_of).toBe(first.runId);

    const a = again.records.find((s) => s.record.stage === 'a')!;
    const b = again.records.find((s) => s.record.stage === 'b')!;
    expect(a.record.run.id).toBe(first.runId);
    expect(a.handoff).toEqual(first.latest('a').handoff);
    expect(b.record.run.id).toBe(again.runId);
    expect(b.prompt).toBe('Continue a got: Start on parsers');
    expect(b.record.lineage).toEqual([{ stage: 'a', attempt: 1, record_sha256: a.recordSha256 }]);
    expect(again.finalStage).toBe('c');
    // The reused attempt is copied whole: its agent's log too, byte for byte.
    const log = readFileSync(join(first.runDir, 'a', 'agent.log'), 'utf8');
    expect(log).toContain('agent a wrote its handoff');
    expect(readFileSync(join(again.runDir, 'a', 'agent.log'), 'utf8')).toBe(log);
    expect(baton(['show', again.runId, 'a', '--log'], dir).stdout).toContain('agent a wrote its handoff');
    expect(readdirSync(again.runDir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('refuses, starting no run, when a reused record was changed or cannot be read, naming the stage to replay from', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    const runs = () => readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    writeFileSync(join(first.runDir, 'a', 'prompt.md'), 'edited by hand');
    const error = await replayWorkflow(first.runId, 'b', { cwd: dir, env: env() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(formatError(error)).toMatch(
      new RegExp(
        `^from: run ${first.runId}'s record of stage a \\(attempt 1\\) cannot be reused: .*prompt\\.md`,
      ),
    );
    expect(formatError(error)).toContain(
      `replay from that stage, to run it again: replayWorkflow("${first.runId}", "a")`,
    );
    expect(runs()).toEqual([first.runId]);

    writeFileSync(join(first.runDir, 'a', 'record.json'), '{bad');
    const cli = baton(['replay', first.runId, '--from', 'b'], dir);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toMatch(
      /record of stage a \(attempt 1\) cannot be reused: .*record\.json is not valid JSON/,
    );
    expect(runs()).toEqual([first.runId]);
    // Replaying from that stage runs it again.
    const again = await replayWorkflow(first.runId, 'a', { cwd: dir, env: env() });
    expect(again.status).toBe('success');

    // A record gone, and a run.json that cannot be read, are refused too.
    const second = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    const before = runs();
    rmSync(join(second.runDir, 'a'), { recursive: true });
    let refused = baton(['replay', second.runId, '--from', 'b'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `run ${second.runId} recorded stage a, but its record is gone from ${second.runDir}, so it cannot be reused`,
    );
    writeFileSync(join(second.runDir, 'run.json'), '{}');
    refused = baton(['replay', second.runId, '--from', 'a'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${join(second.runDir, 'run.json')}: is not a baton run summary`);
    expect(runs()).toEqual(before);
  });

  it('refuses a run whose jobs.json or invocation.json is not what baton stores, naming the file, and starts no run', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    const runs = () => readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    const jobs = join(first.runDir, 'jobs.json');
    const kept = readFileSync(jobs, 'utf8');
    writeFileSync(jobs, '{bad');
    let cli = baton(['replay', first.runId, '--from', 'b'], dir);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`${jobs}: is not valid JSON (`);
    expect(cli.stderr).toContain(`run ${first.runId} cannot be replayed; run it again in full`);
    writeFileSync(jobs, kept);
    const invocation = join(first.runDir, 'invocation.json');
    writeFileSync(invocation, '{}');
    cli = baton(['replay', first.runId, '--from', 'b'], dir);
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(
      `${invocation}: does not hold how the run was started; run ${first.runId} cannot be replayed`,
    );
    expect(cli.stderr).toMatch(/workflow_path: /);
    expect(cli.stderr).not.toMatch(/"code":|invalid_type/);
    expect(runs()).toEqual([first.runId]);
  });

  it('show lists every stage it can read and says which record it cannot, exiting 1; runs says why a run is unreadable', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    writeFileSync(join(first.runDir, 'b', 'record.json'), '{bad');
    const shown = baton(['show', first.runId], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(/^a\s+success/m);
    expect(shown.stdout).toMatch(/^b\s+unreadable/m);
    expect(shown.stdout).toMatch(/^c\s+success/m);
    expect(shown.stderr).toMatch(
      /a record of run .* cannot be read:\n {2}.*b: record\.json is not valid JSON/,
    );
    const report = baton(['report', first.runId], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('1 record of this run could not be read and is not in this report');
    expect(report.stderr).toBe(
      'baton: a record of the run cannot be read and is not in the report (see its warning)\n',
    );
    writeFileSync(join(first.runDir, 'run.json'), '{}');
    const listed = baton(['runs'], dir);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${first.runId}\\s+\\?\\s+unreadable`, 'm'));
    const runJson = join(first.runDir, 'run.json');
    expect(listed.stderr).toMatch(
      new RegExp(
        `^baton: ${runJson}: is not a baton run summary\n {2}\\$\\.schema: .*\n(.*\n)* {2}it is run ${first.runId}'s summary: put it back from a copy, or remove the run: rm -r ${first.runDir}\n$`,
      ),
    );
    const json = baton(['runs', '--json'], dir);
    expect(JSON.parse(json.stdout)).toContainEqual({
      id: first.runId,
      status: 'unreadable',
      error: `${runJson}: is not a baton run summary`,
    });
    expect(json.stderr).toBe(listed.stderr);
  });

  it('history draws the chain with a stage whose record cannot be read marked in its place, exiting 1 as show does', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    writeFileSync(join(first.runDir, 'b', 'record.json'), '{bad');
    const drawn = baton(['history', first.runId], dir);
    expect(drawn.code).toBe(1);
    expect(drawn.stdout).toMatch(/^a {2}✓ success \(.*\)\n│ a got: Start on x\n/m);
    expect(drawn.stdout).toContain(
      '└─▶ b  ? unreadable\n    │ its record cannot be read (see below)\n    └─▶ c  ← a, b  ✓ success (',
    );
    expect(drawn.stderr).toMatch(
      new RegExp(
        `^baton: a record of run ${first.runId} cannot be read:\n {2}.*b: record\\.json is not valid JSON`,
      ),
    );
    const json = baton(['history', first.runId, '--json'], dir);
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout) as { chain: Array<{ stage: string }>; unreadable: unknown[] };
    expect(parsed.chain.map((link) => link.stage)).toEqual(['a', 'c']);
    expect(parsed.unreadable).toEqual([
      {
        stage: 'b',
        attempt: 1,
        run_attempt: 1,
        reason: expect.stringContaining('record.json is not valid JSON'),
      },
    ]);
    expect(json.stderr).toBe(drawn.stderr);
  });

  it('says a job or matrix leg that recorded no stage and printed nothing has no job log (exit 0; 1 asked for its --job-log), pointing at the report it wrote', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'quiet.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Do it.
          run: ./agents/agent.sh
  report:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
  each:
    needs: a
    runs-on: ubuntu-latest
    strategy:
      matrix:
        n: [1, 2]
    steps:
      - uses: ./report
`,
    );
    const ran = baton(['run', 'quiet.yml', '--plain'], dir);
    expect(ran.code, ran.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(ran.stdout)![1]!;
    // Asked about it: what there is to say, as of a matrix job's legs or a leg cancelled before it started.
    expect(baton(['show', 'latest', 'report'], dir)).toEqual({
      code: 0,
      stdout: `job report of run ${id} (success) recorded no stage and printed nothing: it has no job log\n  the report it may have written: .baton/runs/${id}/report.md\n`,
      stderr: '',
    });
    expect(baton(['show', 'latest', 'each-1'], dir)).toEqual({
      code: 0,
      stdout: `leg each-1 of job each of run ${id} (success): it has no log\n`,
      stderr: '',
    });
    // Asked for its log, or a stage's file of it: there is none to print.
    expect(baton(['show', 'latest', 'report', '--job-log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job report of run ${id} (success) has no job log: it printed nothing\n  job logs: a\n`,
    });
    // A leg of a matrix job is said to be one, never a leg the run does not have.
    expect(baton(['show', 'latest', 'each-1', '--job-log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: leg each-1 of job each of run ${id} (success) has no job log: it printed nothing\n  job logs: a\n`,
    });
    const prompt = baton(['show', 'latest', 'report', '--prompt'], dir);
    expect(prompt.code).toBe(1);
    expect(prompt.stderr).toBe(
      `baton: job report of run ${id} (success) recorded no stage and printed nothing: it has no job log\n  the report it may have written: .baton/runs/${id}/report.md\n  stages: a\n`,
    );
  });

  it('refuses a stage the run does not have, listing its stages, and starts no run', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    await expect(replayWorkflow(first.runId, 'zz', { cwd: dir, env: env() })).rejects.toThrow(
      `run ${first.runId} has no stage or job zz; stages: a, b, c; jobs: a, b, c`,
    );
    expect(spawnSync('ls', [join(dir, '.baton', 'runs')], { encoding: 'utf8' }).stdout.trim()).toBe(
      first.runId,
    );
    // An empty --from (a variable that was not set) names nothing: said so, as a usage error.
    for (const from of ['', '  ']) {
      expect(baton(['replay', first.runId, '--from', from], dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `baton: --from: is empty; name the stage or job of run ${first.runId} to run again from: stages: a, b, c; jobs: a, b, c\n`,
      });
    }
    expect(readdirSync(join(dir, '.baton', 'runs'))).toEqual([first.runId]);
  });
});

describe('baton run from a subdirectory of a repository', () => {
  it('says steps run here, not at the repository root where GitHub runs them, in a run and a replay; nothing from the root', () => {
    const dir = project('chain.yml');
    mkdirSync(join(dir, 'sub'));
    cpSync(join(dir, 'chain.yml'), join(dir, 'sub', 'chain.yml'));
    cpSync(join(dir, 'agents'), join(dir, 'sub', 'agents'), { recursive: true });
    // `uses: ./` resolves from where the run starts, as every relative path of the workflow does.
    withBatonActions(join(dir, 'sub'));
    expect(spawnSync('git', ['init', '-q', dir]).status).toBe(0);
    const root = spawnSync('git', ['rev-parse', '--show-toplevel'], {
      cwd: dir,
      encoding: 'utf8',
    }).stdout.trim();
    const note = 'baton: note: steps and agents run in ';
    const fromSub = baton(['run', 'chain.yml', '--plain', '--input', 'topic=x'], join(dir, 'sub'));
    expect(fromSub.code, fromSub.stderr).toBe(0);
    expect(fromSub.stderr).toContain(
      `${note}${join(dir, 'sub')}, not at the repository root ${root} where GitHub runs them; relative paths in the workflow resolve from here\n`,
    );
    // A replay asks git as a run does.
    const id = /^run (\S+): /m.exec(fromSub.stdout)?.[1];
    const replayed = baton(['replay', id!, '--from', 'b', '--plain'], join(dir, 'sub'));
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stderr).toContain(
      `${note}${join(dir, 'sub')}, not at the repository root ${root} where GitHub runs them; relative paths in the workflow resolve from here\n`,
    );
    const fromRoot = baton(['run', 'chain.yml', '--plain', '--input', 'topic=x'], dir);
    expect(fromRoot.code, fromRoot.stderr).toBe(0);
    expect(fromRoot.stderr).not.toContain(note);
    // The repository is named for the work tree's top directory, wherever baton starts in it.
    const repositoryOf = (cwd: string, stdout: string) => {
      const run = /^run (\S+): /m.exec(stdout)?.[1];
      return JSON.parse(readFileSync(join(cwd, '.baton', 'runs', run!, 'a', 'record.json'), 'utf8')).run
        .repository;
    };
    expect(repositoryOf(join(dir, 'sub'), fromSub.stdout)).toBe(`local/${basename(dir)}`);
    expect(repositoryOf(dir, fromRoot.stdout)).toBe(`local/${basename(dir)}`);
  });

  it('the library names the repository for the top directory too, started in a subdirectory', async () => {
    const dir = project();
    mkdirSync(join(dir, 'sub'));
    cpSync(join(FIXTURES, 'chain.yml'), join(dir, 'sub', 'chain.yml'));
    cpSync(join(dir, 'agents'), join(dir, 'sub', 'agents'), { recursive: true });
    // `uses: ./` resolves from where the run starts, as every relative path of the workflow does.
    withBatonActions(join(dir, 'sub'));
    expect(spawnSync('git', ['init', '-q', dir]).status).toBe(0);
    const r = await run(join(dir, 'sub'), 'chain.yml', { inputs: { topic: 'x' } });
    expect(r.status).toBe('success');
    expect(r.latest('a').record.run.repository).toBe(`local/${basename(dir)}`);
  });

  it('outside git, names the repository for the directory it starts in', async () => {
    const dir = project('chain.yml');
    const r = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    expect(r.status).toBe('success');
    expect(r.latest('a').record.run.repository).toBe(`local/${basename(dir)}`);
  });
});

describe('baton run: the github context', () => {
  it('takes github.repository from the event payload when it names one, as on GitHub', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'repo.yml'),
      'on: issues\njobs:\n  look:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./\n        with:\n          prompt: "In {{github.repository}}, issue {{github.event.issue.number}}"\n          run: ./agents/agent.sh\n',
    );
    const event = {
      action: 'labeled',
      issue: { number: 7 },
      repository: { full_name: 'octo-org/wordcount' },
    };
    const r = await run(dir, 'repo.yml', { event, eventName: 'issues' });
    expect(r.status).toBe('success');
    const look = r.latest('look');
    expect(look.prompt).toBe('In octo-org/wordcount, issue 7');
    expect(look.record.run.repository).toBe('octo-org/wordcount');
  });

  it('takes the facts the caller gives instead of what git says; a repository the event names still wins', async () => {
    const dir = project();
    expect(spawnSync('git', ['init', '-q', dir]).status).toBe(0);
    expect(
      spawnSync('git', ['remote', 'add', 'origin', 'https://github.com/from/git.git'], { cwd: dir }).status,
    ).toBe(0);
    writeFileSync(
      join(dir, 'facts.yml'),
      'on: issues\njobs:\n  look:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./\n        with:\n          prompt: "{{github.repository}} {{github.sha}} {{github.ref}} {{github.actor}}"\n          run: ./agents/agent.sh\n',
    );
    const facts = {
      repository: 'given/repo',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/given',
      actor: 'given-actor',
    };
    const given = await run(dir, 'facts.yml', { facts, event: { action: 'opened' }, eventName: 'issues' });
    expect(given.latest('look').prompt).toBe(`given/repo ${'a'.repeat(40)} refs/heads/given given-actor`);
    const named = await run(dir, 'facts.yml', {
      facts,
      event: { action: 'opened', repository: { full_name: 'octo-org/wordcount' } },
      eventName: 'issues',
    });
    expect(named.latest('look').prompt).toBe(
      `octo-org/wordcount ${'a'.repeat(40)} refs/heads/given given-actor`,
    );
    // A fact left out is asked of git.
    const partial = await run(dir, 'facts.yml', {
      facts: { sha: 'b'.repeat(40) },
      event: { action: 'opened' },
      eventName: 'issues',
    });
    expect(partial.latest('look').prompt).toMatch(new RegExp(`^from/git ${'b'.repeat(40)} refs/heads/`));
  });
});

describe("baton run: a prompt's inputs", () => {
  const WORKFLOW = `on:
  workflow_dispatch:
    inputs:
      n: {type: number, required: true}
      mode: {default: fast}
jobs:
  look:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "n={{inputs.n}} mode={{inputs.mode}} payload={{github.event.inputs.n}}"
          run: ./agents/agent.sh
`;

  it('are the dispatch payload’s, as the action reads them on GitHub: the text given, defaults filled in', async () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
    const fromFile = await run(dir, 'wf.yml', { event: { inputs: { n: '1.50' } } });
    expect(fromFile.status).toBe('success');
    expect(fromFile.latest('look').prompt).toBe('n=1.50 mode=fast payload=1.50');
    const given = await run(dir, 'wf.yml', { inputs: { n: '2.0', mode: 'slow' } });
    expect(given.latest('look').prompt).toBe('n=2.0 mode=slow payload=2.0');
  });
});

describe('baton run: the default push payload of a git checkout', () => {
  /** A git repository in a fresh project: a first commit, then one that adds `src/app.txt`. */
  function repository(): { dir: string; git: (...args: string[]) => string } {
    const dir = project();
    const git = (...args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.name=Ann', '-c', 'user.email=ann@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout.trim();
    };
    git('init', '-q', '-b', 'main');
    writeFileSync(join(dir, 'README.md'), 'hello\n');
    git('add', 'README.md');
    git('commit', '-q', '-m', 'first');
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'app.txt'), 'app\n');
    git('add', 'src/app.txt');
    git('commit', '-q', '-m', 'Add the app');
    return { dir, git };
  }

  // ripgrep's release.yml runs on pushes of version tags only.
  const RELEASE = `on:
  push:
    tags: ["[0-9]+.[0-9]+.[0-9]+"]
jobs:
  release:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "\${{ github.ref }}|\${{ github.ref_name }}|\${{ github.ref_type }}|$GITHUB_REF|$GITHUB_REF_NAME|$GITHUB_REF_TYPE" > ref.txt
          echo "\${{ github.workflow_sha }}|$GITHUB_WORKFLOW_SHA|$GITHUB_WORKFLOW_REF" > workflow.txt
`;

  it("runs a workflow on pushes of tags only as a push of HEAD's matching tag, in github.ref and GITHUB_REF*", () => {
    const { dir, git } = repository();
    git('tag', 'v14.1.0');
    git('tag', '14.1.0');
    const head = git('rev-parse', 'HEAD');
    writeFileSync(join(dir, 'release.yml'), RELEASE);
    const r = baton(['run', 'release.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'ref.txt'), 'utf8')).toBe(
      'refs/tags/14.1.0|14.1.0|tag|refs/tags/14.1.0|14.1.0|tag\n',
    );
    expect(readFileSync(join(dir, 'workflow.txt'), 'utf8')).toBe(
      `${head}|${head}|local/${dir.split('/').at(-1)}/release.yml@refs/tags/14.1.0\n`,
    );
    expect(r.stdout).not.toContain('placeholder');
  });

  it('runs it as a push of a placeholder tag, and says so, when HEAD has no matching tag', () => {
    const { dir } = repository();
    writeFileSync(join(dir, 'release.yml'), RELEASE);
    const r = baton(['run', 'release.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'ref.txt'), 'utf8')).toBe(
      'refs/tags/0.0.0|0.0.0|tag|refs/tags/0.0.0|0.0.0|tag\n',
    );
    expect(r.stdout).toContain('the default push is of the placeholder tag 0.0.0');
  });

  it("gives a branch push HEAD's parent as before, so a path-gated diff sees HEAD's changes; a first commit has all zeros", () => {
    const { dir, git } = repository();
    writeFileSync(
      join(dir, 'paths.yml'),
      `on: push
jobs:
  changes:
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "\${{ github.event.before }}|\${{ github.event.head_commit.message }}|\${{ github.event.commits[0].id }}" > before.txt
          git diff --name-only \${{ github.event.before }} \${{ github.sha }} > changed.txt
`,
    );
    const r = baton(['run', 'paths.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'changed.txt'), 'utf8')).toBe('src/app.txt\n');
    expect(readFileSync(join(dir, 'before.txt'), 'utf8')).toBe(
      `${git('rev-parse', 'HEAD~1')}|Add the app|${git('rev-parse', 'HEAD')}\n`,
    );
    git('checkout', '-q', '--orphan', 'fresh');
    git('commit', '-q', '-m', 'root');
    // As on GitHub, where a push of a new branch has no before to diff against.
    const root = baton(['run', 'paths.yml', '--plain'], dir);
    expect(root.code, root.stderr).toBe(1);
    expect(readFileSync(join(dir, 'before.txt'), 'utf8')).toBe(
      `${'0'.repeat(40)}|root|${git('rev-parse', 'HEAD')}\n`,
    );
  });
});

describe('baton replay after a failure', () => {
  it('refuses to replay from a job a failed job kept from running, naming the job to replay from', async () => {
    const dir = project('failing.yml');
    const first = await run(dir, 'failing.yml');
    expect(first.jobs).toMatchObject({ build: 'failure', test: 'skipped', deploy: 'skipped' });
    for (const from of ['test', 'deploy']) {
      const error = await replayWorkflow(first.runId, from, { cwd: dir, env: env() }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(UserError);
      expect(formatError(error), from).toContain(
        `replay from the job that did not succeed: replayWorkflow("${first.runId}", "build")`,
      );
    }
    expect(baton(['replay', first.runId, '--from', 'deploy', '--plain'], dir).stderr).toContain(
      `replay from the job that did not succeed: baton replay ${first.runId} --from build`,
    );
    const error = await replayWorkflow(first.runId, 'test', { cwd: dir, env: env() }).catch(
      (e: unknown) => e,
    );
    expect((error as UserError).message).toBe(
      `job test needs build (failure in run ${first.runId}), so replaying from test would skip it again`,
    );
    // No run was started.
    expect(spawnSync('ls', [join(dir, '.baton', 'runs')], { encoding: 'utf8' }).stdout.trim()).toBe(
      first.runId,
    );
  });
});

describe('baton run: Ctrl-C', () => {
  it('stops the running agent, marks the run cancelled and keeps the records already written', async () => {
    const dir = project('slow.yml');
    const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', 'slow.yml', '--plain'], {
      cwd: dir,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (d) => (stdout += d));
    child.stderr?.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Wait until the slow agent is running (it writes its pid before sleeping).
    for (let i = 0; i < 300 && !existsSync(join(dir, 'slow.pid')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(dir, 'slow.pid')), `the slow agent never started:\n${stdout}\n${stderr}`).toBe(
      true,
    );
    const agentPid = Number(readFileSync(join(dir, 'slow.pid'), 'utf8'));
    child.kill('SIGINT');
    const code = await exited;

    expect(code).toBe(1);
    expect(stderr).toContain('cancelling');
    // The record keeps status failure with reason cancelled; the run's lines all say cancelled.
    expect(stdout).toContain('slow: stage slow attempt 1 recorded: cancelled');
    const runLine = /run (\S+): cancelled; records in (\S+)/.exec(stdout);
    expect(runLine).not.toBeNull();
    const runDir = join(dir, runLine![2]!);
    const summary = readRunSummary(runDir);
    expect(summary.status).toBe('cancelled');
    expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
      quick: 'success',
      slow: 'cancelled',
      after: 'cancelled',
    });
    const store = new LocalRecordStore(runDir);
    expect((await store.get('quick'))?.record.status).toBe('success');
    expect((await store.get('slow'))?.record.outcome.reason).toBe('cancelled');
    expect(existsSync(join(dir, 'after-ran.txt'))).toBe(false);
    // Everything that shows the run says cancelled: the final stage line, history, the report.
    expect(stdout).toMatch(/^final stage slow \(cancelled, [^)]+\)$/m);
    const runId = runLine![1]!;
    expect(baton(['history', runId], dir).stdout).toMatch(/^└─▶ slow {2}← quick {2}⊘ cancelled \(/m);
    expect(baton(['report', runId], dir).stdout).toContain('\n## 🚫 baton report · slow · cancelled\n');
    const shown = baton(['show', runId, 'slow'], dir).stdout;
    expect(shown).toMatch(/^attempt 1: cancelled, agent exit /m);
    expect(baton(['show', runId], dir).stdout).toMatch(/^slow\s+cancelled\s+cancelled\s/m);
    // The agent's process group was killed; give the system a bounded moment to reap it.
    const alive = () => {
      try {
        process.kill(agentPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(agentPid).toBeGreaterThan(1);
    expect(alive()).toBe(false);
  });
});

describe('baton run: what baton lint would say, said when the run starts', () => {
  it('warns of attacker text pasted into a prompt template and of a next no job has', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - id: stage
        uses: ./
        with:
          prompt: "Triage: \${{ github.event.issue.title }} (#\${{ github.event.issue.number }})"
          run: ./agents/agent.sh
    outputs:
      next: \${{ steps.stage.outputs.next }}
  escalate:
    needs: triage
    if: needs.triage.outputs.next == 'escalte'
    runs-on: ubuntu-latest
    steps: [{ run: echo escalated }]
`,
    );
    const r = await run(dir, 'wf.yml');
    const warnings = r.events.flatMap((e) =>
      e.type === 'notice' && e.level === 'warning' ? [e.message] : [],
    );
    expect(warnings).toEqual([
      expect.stringMatching(
        /^wf\.yml:9:\d+: untrusted-expression: .*github\.event\.issue\.title.* \(baton lint reports it too\)$/,
      ),
      expect.stringMatching(/^wf\.yml:15:\d+: next-unknown-job: .*escalte.* \(baton lint reports it too\)$/),
    ]);
    // Said once, first thing: the number, which no one can shape, is not.
    expect(warnings.join('\n')).not.toContain('issue.number');
    expect(r.events.findIndex((e) => e.type === 'notice')).toBe(1);
  });
});

describe('baton run: an event GitHub would not start the workflow for', () => {
  it('is run as asked, with a warning saying why GitHub would not run it', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      'on:\n  issues:\n    types: [labeled]\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: [{ run: echo ran > ran.txt }]\n',
    );
    writeFileSync(join(dir, 'opened.json'), JSON.stringify({ action: 'opened', issue: { number: 1 } }));
    const r = await run(dir, 'wf.yml', { event: 'opened.json' });
    expect(r.status).toBe('success');
    expect(existsSync(join(dir, 'ran.txt'))).toBe(true);
    expect(r.events[1]).toMatchObject({
      type: 'notice',
      level: 'warning',
      message:
        "the event's action opened is none of on.issues.types (labeled): GitHub would not run this workflow for it (it runs here as asked)",
    });
  });

  it("warns of a [skip ci] in HEAD's message, which GitHub skips a push and a pull request for, and runs anyway", async () => {
    const dir = project();
    const git = (...args: string[]) => {
      const r = spawnSync('git', ['-c', 'user.name=Ann', '-c', 'user.email=ann@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout.trim();
    };
    git('init', '-q', '-b', 'main');
    writeFileSync(
      join(dir, 'wf.yml'),
      'on: [push, pull_request, pull_request_target]\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps: [{ run: echo ran > ran.txt }]\n',
    );
    git('add', 'wf.yml');
    git('commit', '-q', '-m', 'docs: fix a typo [skip ci]');
    const sha = git('rev-parse', 'HEAD');
    const warnings = (r: { events: RunEvent[] }) =>
      r.events.flatMap((e) => (e.type === 'notice' && e.level === 'warning' ? [e.message] : []));

    const push = await run(dir, 'wf.yml', { eventName: 'push' });
    expect(push.status).toBe('success');
    expect(existsSync(join(dir, 'ran.txt'))).toBe(true);
    expect(warnings(push)).toEqual([
      "the push's head commit message holds [skip ci]: GitHub would not run this workflow for it (it runs here as asked)",
    ]);
    // The default pull request's head is HEAD: its message is git's.
    const pr = await run(dir, 'wf.yml', { eventName: 'pull_request' });
    expect(pr.status).toBe('success');
    expect(warnings(pr)).toEqual([
      `the pull request's head commit (${sha.slice(0, 7)}, HEAD here) message holds [skip ci]: GitHub would not run this workflow for it (it runs here as asked)`,
    ]);
    // GitHub runs pull_request_target whatever the message says.
    expect(warnings(await run(dir, 'wf.yml', { eventName: 'pull_request_target' }))).toEqual([]);
    // A push payload given is read for its own head commit.
    writeFileSync(
      join(dir, 'push.json'),
      JSON.stringify({
        ref: 'refs/heads/main',
        before: sha,
        after: sha,
        head_commit: { id: sha, message: 'Release' },
      }),
    );
    expect(warnings(await run(dir, 'wf.yml', { event: 'push.json' }))).toEqual([]);
  });
});

describe('baton replay: from a leg of a matrix', () => {
  it('says the job runs again whole, every leg of it, and not when --from names the job', async () => {
    const dir = project('matrix.yml');
    const first = await run(dir, 'matrix.yml');
    const events: RunEvent[] = [];
    await replayWorkflow(first.runId, 'review-style', {
      cwd: dir,
      env: env(),
      onEvent: (event) => events.push(event),
    });
    expect(events[1]).toMatchObject({
      type: 'notice',
      level: 'info',
      message:
        'from "review-style": job review runs again whole, every leg of its matrix (review-security, review-style, review-tests, review-docs, review-perf, review-api, review-deps, review-naming)',
    });
    const again: RunEvent[] = [];
    await replayWorkflow(first.runId, 'review', {
      cwd: dir,
      env: env(),
      onEvent: (event) => again.push(event),
    });
    expect(again.some((e) => e.type === 'notice' && e.message.includes('runs again whole'))).toBe(false);
  });
});

describe('baton run: a secret read but not given', () => {
  it('is said once, where it is first read, with how to give it; one given (in any case) is not', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
env:
  KEY: \${{ secrets.anthropic_api_key }}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "[\${{ secrets.ANTHROPIC_API_KEY }}] [\${{ secrets.GIVEN }}] [\${{ secrets.GITHUB_TOKEN }}]" > out.txt
`,
    );
    const r = await run(dir, 'wf.yml', { env: { ...env(), given: 'a-secret-value' }, secrets: ['given'] });
    const warnings = r.events.flatMap((e) =>
      e.type === 'notice' && e.level === 'warning' ? [e.message] : [],
    );
    expect(warnings).toEqual([
      'wf.yml:3:8: secrets.ANTHROPIC_API_KEY is read, but secrets does not name ANTHROPIC_API_KEY: it is empty in this run, as on GitHub for a secret the repository does not have (set ANTHROPIC_API_KEY in env and name it in secrets to set it)',
    ]);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('[] [a-secret-value] []\n');
  });

  it('is only a note when every read of it falls back with ||, and a warning where a read does not', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "[\${{ secrets.BOT_PAT || github.token }}] [\${{ secrets.NAME || 'default' }}] [\${{ secrets.EMPTY || '' }}]" > out.txt
      - run: echo "[\${{ secrets.OTHER || secrets.GIVEN }}] [\${{ secrets.TWICE || 'a' }}] [\${{ secrets.TWICE }}]" >> out.txt
      - run: echo "[\${{ secrets.THIRD || vars.EMPTYVAR }}]" >> out.txt
`,
    );
    const r = baton(['run', 'wf.yml', '--plain', '--secret', 'GIVEN', '--var', 'EMPTYVAR='], dir, {
      GIVEN: 'a-secret-value',
    });
    expect(r.code).toBe(0);
    const said = r.stdout.split('\n').filter((line) => line.includes(' run: '));
    const at = (line: string) => line.replace(/^\S+ run: /, '');
    expect(said.map(at)).toEqual([
      // github.token is empty in a local run: no fallback here.
      'warning: wf.yml:6:14: secrets.BOT_PAT is read, but no --secret BOT_PAT was given: it is empty in this run, as on GitHub for a secret the repository does not have (export BOT_PAT and pass --secret BOT_PAT to set it)',
      'warning: wf.yml:6:14: secrets.EMPTY is read, but no --secret EMPTY was given: it is empty in this run, as on GitHub for a secret the repository does not have (export EMPTY and pass --secret EMPTY to set it)',
      'warning: wf.yml:7:14: secrets.TWICE is read, but no --secret TWICE was given: it is empty in this run, as on GitHub for a secret the repository does not have (export TWICE and pass --secret TWICE to set it)',
      // A --var given as '' is no fallback.
      'warning: wf.yml:8:14: secrets.THIRD is read, but no --secret THIRD was given: it is empty in this run, as on GitHub for a secret the repository does not have (export THIRD and pass --secret THIRD to set it)',
      'wf.yml:6:14: secrets.NAME is read, but no --secret NAME was given: each read of it falls back with || to another value, which this run takes (export NAME and pass --secret NAME to set it)',
      'wf.yml:7:14: secrets.OTHER is read, but no --secret OTHER was given: each read of it falls back with || to another value, which this run takes (export OTHER and pass --secret OTHER to set it)',
    ]);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('[] [default] []\n[a-secret-value] [a] []\n[]\n');
  });
});

describe('baton run: a stage refused before any attempt', () => {
  it('still sets its outputs, data {} included, for an if: always() step to read', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - id: sum
        uses: ./
        with:
          prompt: review
          # Known only when the step starts: the plan cannot refuse it.
          needs: \${{ github.event_name }}
          run: touch agent-ran
      - if: always()
        run: echo "[\${{ fromJSON(steps.sum.outputs.data).verdict }}] \${{ steps.sum.outputs.status }} \${{ steps.sum.outputs.present }}" > out.txt
`,
    );
    const r = await run(dir, 'wf.yml');
    expect(r.status).toBe('failure');
    const failed = r.events.find((e) => e.type === 'step-finished' && e.step === 0);
    expect(failed).toMatchObject({
      outcome: 'failure',
      message: expect.stringContaining('workflow_dispatch'),
    });
    expect(existsSync(join(dir, 'agent-ran'))).toBe(false);
    expect(readFileSync(join(dir, 'out.txt'), 'utf8')).toBe('[] failure false\n');
  });
});

describe('baton run: the report of a run with a failed and a cancelled stage', () => {
  // Leg a fails once leg b's agent is running; fail-fast then cancels leg b's stage.
  const WORKFLOW = `on: workflow_dispatch
jobs:
  review:
    runs-on: ubuntu-latest
    strategy: { matrix: { angle: [a, b] } }
    steps:
      - uses: ./
        with:
          prompt: review
          run: |
            if [ "\${{ matrix.angle }}" = a ]; then
              while [ ! -f b-started ]; do sleep 0.05; done
              exit 3
            fi
            touch b-started; sleep 30
  report:
    needs: review
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
`;

  it('says failure when fail-fast cancelled a leg after another failed, as GitHub concludes the run', async () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
    const r = await run(dir, 'wf.yml');
    expect(r.status).toBe('failure');
    expect((await new LocalRecordStore(r.runDir).get('review-b'))?.record.outcome.reason).toBe('cancelled');
    const heading = '\n## ❌ baton report · wf.yml · failure\n';
    expect(readFileSync(join(r.runDir, 'report.md'), 'utf8')).toContain(heading);
    expect(baton(['report', r.runId], dir).stdout).toContain(heading);
  });

  it('says cancelled when the run was cancelled, though a stage had failed first', async () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), WORKFLOW.replace('[a, b] } }', '[a, b] }, fail-fast: false }'));
    // Cancelled as Ctrl-C cancels: the if: always() report job still runs.
    const cancel = new AbortController();
    const r = await run(dir, 'wf.yml', {
      cancel: cancel.signal,
      onEvent: (event) => {
        if (event.type === 'stage-recorded' && event.stage === 'review-a') cancel.abort();
      },
    });
    expect(r.status).toBe('cancelled');
    expect((await new LocalRecordStore(r.runDir).get('review-a'))?.record.status).toBe('failure');
    const heading = '\n## 🚫 baton report · wf.yml · cancelled\n';
    expect(readFileSync(join(r.runDir, 'report.md'), 'utf8')).toContain(heading);
    expect(baton(['report', r.runId], dir).stdout).toContain(heading);
  });
});

describe('baton run: the report step given the results of the jobs it needs', () => {
  // Every stage succeeds; the plain job after them fails, as a test job or the one opening a pull request.
  const WORKFLOW = `on: workflow_dispatch
jobs:
  fix:
    runs-on: ubuntu-latest
    outputs:
      status: \${{ steps.stage.outputs.status }}
    steps:
      - id: stage
        uses: ./
        with:
          prompt: fix it
          run: printf '{"version":1,"summary":"Fixed."}' > "$BATON_HANDOFF_PATH"
  open-pr:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - run: echo "no token to open the pull request with"; exit 1
  report:
    needs: [fix, open-pr]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
        with:
          mode: summary
          needs: \${{ toJSON(needs) }}
`;

  it('writes a report.md headed failure, naming the job of no stage that failed, as baton report and GitHub say it', () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
    const r = baton(['run', 'wf.yml', '--plain'], dir);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    const runId = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    const report = readFileSync(join(dir, '.baton', 'runs', runId, 'report.md'), 'utf8');
    const heading = '\n## ❌ baton report · wf.yml · failure\n';
    const named = '\nThe run failed: job `open-pr` failed.\n';
    expect(report).toContain(heading);
    expect(report).toContain(named);
    expect(report).toContain('| `fix` | ✅ success | Fixed. |');
    // The report baton report makes from run.json after the run says the same.
    const after = baton(['report', runId], dir).stdout;
    expect(after).toContain(heading);
    expect(after).toContain(named);
  });

  it('refuses a needs input that is not the jobs’ results, failing the step with the action’s message and writing no report', () => {
    const dir = project();
    // Made by an expression of the run's context, so only the step knows it (written out, or as an
    // expression of constants only, the plan refuses it before anything runs).
    writeFileSync(
      join(dir, 'wf.yml'),
      WORKFLOW.replace('needs: ${{ toJSON(needs) }}', "needs: ${{ github.event_name && 'fix, open-pr' }}"),
    );
    const r = baton(['run', 'wf.yml', '--plain'], dir);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain(
      'needs: must be the results of the jobs this job needs, as `needs: ${{ toJSON(needs) }}` passes them; it is not JSON',
    );
    const runId = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    expect(existsSync(join(dir, '.baton', 'runs', runId, 'report.md'))).toBe(false);
  });
});

describe('baton run: a field its default event payload lacks', () => {
  it('says to give a payload with --event, as render does, not to wrap the field in {{#if}}', () => {
    const dir = project();
    mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
    writeFileSync(
      join(dir, '.github', 'workflows', 'triage.yml'),
      `on:
  issues:
    types: [labeled]
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "Milestone {{github.event.issue.milestone.title}}"
          run: printf '{"version":1,"summary":"done"}' > "$BATON_HANDOFF_PATH"
`,
    );
    const r = baton(['run', '.github/workflows/triage.yml', '--plain'], dir);
    expect(r.code).toBe(1);
    const hint =
      'github.event is the default issues payload baton makes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>';
    expect(r.stdout + r.stderr).toContain(hint);
    // A replay runs on that payload again, and takes no --event: it says so, and what to run instead; so does
    // a replay of the replay. render --run renders on it too, and takes --event.
    const ranId = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    const replayHint = (run: string) =>
      `github.event is the default issues payload baton made for run ${run}, which was started without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, so start a new run with one: baton run <workflow> --event <file.json>`;
    const replayed = baton(['replay', ranId, '--from', 'triage', '--plain'], dir);
    expect(replayed.code).toBe(1);
    expect(replayed.stdout + replayed.stderr).toContain(replayHint(ranId));
    const replayId = /^run (\S+): failure/m.exec(replayed.stdout)![1]!;
    const twice = baton(['replay', replayId, '--from', 'triage', '--plain'], dir);
    expect(twice.stdout + twice.stderr).toContain(replayHint(replayId));
    const rendered = baton(
      ['render', '--workflow', '.github/workflows/triage.yml', '--job', 'triage', '--run', ranId],
      dir,
    );
    expect(rendered.code).toBe(1);
    expect(rendered.stderr).toContain(hint);
    // A run stored before baton kept whether it made the payload: replayed as before, without the hint.
    const invocation = join(dir, '.baton', 'runs', ranId, 'invocation.json');
    const { event_made, ...old } = JSON.parse(readFileSync(invocation, 'utf8')) as Record<string, unknown>;
    expect(event_made).toBe(true);
    writeFileSync(invocation, JSON.stringify(old));
    const oldReplay = baton(['replay', ranId, '--from', 'triage', '--plain'], dir);
    expect(oldReplay.code).toBe(1);
    expect(oldReplay.stdout).toMatch(/^run \S+: failure/m);
    expect(oldReplay.stdout + oldReplay.stderr).toContain('no field milestone in github.event.issue');
    expect(oldReplay.stdout + oldReplay.stderr).not.toContain('default issues payload');
    writeFileSync(
      join(dir, 'labeled.json'),
      JSON.stringify({ action: 'labeled', issue: { number: 9, milestone: { title: 'v2' } } }),
    );
    const given = baton(['run', '.github/workflows/triage.yml', '--plain', '--event', 'labeled.json'], dir);
    expect(given.code, given.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(given.stdout)![1]!;
    expect(baton(['show', id, 'triage', '--prompt'], dir).stdout).toBe('Milestone v2');
  });
});

describe('baton run: the report step reads its inputs as the action does', () => {
  const workflow = (withLines: string, on = 'workflow_dispatch') => `on: ${on}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: go
          run: printf '{"version":1,"summary":"done"}' > "$BATON_HANDOFF_PATH"
  report:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
        with:
${withLines}
`;
  const summaryOf = (runDir: string) => readFileSync(join(runDir, 'summary.md'), 'utf8');

  it('mode: comment adds nothing to the job summary, as on GitHub; summary and both add the report', async () => {
    const dir = project();
    writeFileSync(join(dir, 'comment.yml'), workflow('          mode: comment\n          issue-number: 7'));
    writeFileSync(join(dir, 'summary.yml'), workflow('          mode: summary'));
    const comment = await run(dir, 'comment.yml');
    expect(comment.status).toBe('success');
    expect(readFileSync(join(comment.runDir, 'report.md'), 'utf8')).toContain('baton report');
    expect(summaryOf(comment.runDir)).not.toContain('baton report');
    const summary = await run(dir, 'summary.yml');
    expect(summary.status).toBe('success');
    expect(summaryOf(summary.runDir)).toContain('baton report');
  });

  it('cuts report.md, the comment, to 65,536 characters and the job summary to its own 1 MiB, as on GitHub', async () => {
    const dir = project();
    const details: string[] = [];
    const jobs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const detail = `detail ${i} ${'finding '.repeat(4000)}end of detail ${i}`;
      details.push(detail);
      writeFileSync(join(dir, `h${i}.json`), JSON.stringify({ version: 1, summary: `stage ${i}`, detail }));
      jobs.push(
        `  s${i}:`,
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          prompt: go',
        `          run: cp h${i}.json "$BATON_HANDOFF_PATH"`,
      );
    }
    writeFileSync(
      join(dir, 'wf.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        ...jobs,
        '  report:',
        '    needs: [s0, s1, s2, s3]',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./report',
        '        with:',
        '          mode: both',
        '          issue-number: 7',
        '          include-detail: true',
        '',
      ].join('\n'),
    );
    const r = await run(dir, 'wf.yml');
    expect(r.status).toBe('success');
    const comment = readFileSync(join(r.runDir, 'report.md'), 'utf8');
    expect(comment).toContain(
      "This report was shortened to fit GitHub's 65,536-character limit of a comment:",
    );
    const summary = summaryOf(r.runDir);
    expect(summary).not.toContain('This report was shortened');
    for (const detail of details) expect(summary).toContain(detail);
  });

  it('takes a boolean input in every spelling GitHub takes (True, TRUE), refusing another with them listed', async () => {
    const dir = project();
    const booleans = (trust: string, detail: string) => `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: go
          trust-checkout: ${trust}
          run: printf '{"version":1,"summary":"done","detail":"the-detail"}' > "$BATON_HANDOFF_PATH"
  report:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
        with:
          mode: summary
          include-detail: ${detail}
`;
    writeFileSync(join(dir, 'words.yml'), booleans('True', "'TRUE'"));
    const r = await run(dir, 'words.yml');
    expect(r.status).toBe('success');
    expect(summaryOf(r.runDir)).toContain('the-detail');
    // Made by an expression of the run's context, so only the step knows it (written out, the plan refuses it).
    writeFileSync(join(dir, 'yes.yml'), booleans('False', "${{ github.event_name && 'yes' }}"));
    const refused = await run(dir, 'yes.yml');
    expect(refused.status).toBe('failure');
    const failed = refused.events.find(
      (e) => e.type === 'step-finished' && e.job === 'report' && e.outcome === 'failure',
    );
    expect(failed && 'message' in failed ? failed.message : '').toContain(
      'include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE',
    );
  });

  it("an input the action refuses, made by an expression, fails the step with the action's message, and writes no report", async () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), workflow("          mode: ${{ github.event_name && 'sumary' }}"));
    const r = await run(dir, 'wf.yml');
    expect(r.status).toBe('failure');
    const failed = r.events.find(
      (e) => e.type === 'step-finished' && e.job === 'report' && e.outcome === 'failure',
    );
    expect(failed && 'message' in failed ? failed.message : '').toContain(
      'mode: must be one of comment, summary, both; got "sumary"',
    );
    expect(existsSync(join(r.runDir, 'report.md'))).toBe(false);
  });

  it('a comment with no issue or pull request to go to: the step says it fails so on GitHub', async () => {
    const dir = project();
    writeFileSync(join(dir, 'wf.yml'), workflow('          include-detail: false'));
    const r = await run(dir, 'wf.yml');
    expect(r.status).toBe('success');
    const warned = r.events.find((e) => e.type === 'notice' && e.job === 'report' && e.level === 'warning');
    expect(warned && 'message' in warned ? warned.message : '').toContain(
      'on GitHub this step fails: there is no issue or pull request to comment on: the triggering event (workflow_dispatch) is not about one. Set the issue-number input, or use mode: summary',
    );
    expect(readFileSync(join(r.runDir, 'report.md'), 'utf8')).toContain('baton report');
  });
});

describe('baton run: Ctrl-C cancels as GitHub cancels a run', () => {
  const start = (dir: string, ...extra: string[]) => {
    const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', 'wf.yml', '--plain', ...extra], {
      cwd: dir,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    return { child, exited, stderr: () => stderr };
  };
  const waitFor = async (file: string) => {
    for (let i = 0; i < 300 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(file), `${file} never appeared`).toBe(true);
  };

  it('stops the running step, then runs always() and cancelled() steps and an always() job; the rest is cancelled', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  work:
    runs-on: ubuntu-latest
    steps:
      - run: touch started; sleep 30
      - run: echo never > never.txt
      - if: always()
        run: echo cleanup > cleanup.txt
      - if: cancelled()
        run: echo cancelled > cancelled-step.txt
  report:
    needs: work
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo "\${{ needs.work.result }}" > report.txt
  normal:
    needs: work
    runs-on: ubuntu-latest
    steps:
      - run: echo ran > normal.txt
`,
    );
    const run = start(dir);
    await waitFor(join(dir, 'started'));
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('baton: cancelling, as GitHub cancels a run');
    expect(readFileSync(join(dir, 'cleanup.txt'), 'utf8')).toBe('cleanup\n');
    expect(readFileSync(join(dir, 'cancelled-step.txt'), 'utf8')).toBe('cancelled\n');
    expect(readFileSync(join(dir, 'report.txt'), 'utf8')).toBe('cancelled\n');
    expect(existsSync(join(dir, 'never.txt'))).toBe(false);
    expect(existsSync(join(dir, 'normal.txt'))).toBe(false);
    const [runId] = readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    const summary = readRunSummary(join(dir, '.baton', 'runs', runId!));
    expect(summary.status).toBe('cancelled');
    expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
      work: 'cancelled',
      report: 'success',
      normal: 'cancelled',
    });
  });

  it('runs the always() jobs and legs still waiting for a slot (-j 1) when the run is cancelled', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: touch started; sleep 30
  c:
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo c >> ran.txt
  m:
    if: always()
    runs-on: ubuntu-latest
    strategy:
      matrix:
        n: [1, 2]
    steps:
      - run: echo m\${{ matrix.n }} >> ran.txt
  plain:
    runs-on: ubuntu-latest
    steps:
      - run: echo plain >> ran.txt
`,
    );
    const run = start(dir, '-j', '1');
    await waitFor(join(dir, 'started'));
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(1);
    expect(readFileSync(join(dir, 'ran.txt'), 'utf8').trim().split('\n').sort()).toEqual(['c', 'm1', 'm2']);
  });

  it('stops everything at the second Ctrl-C, a running always() step too', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  work:
    runs-on: ubuntu-latest
    steps:
      - run: touch started; sleep 30
      - if: always()
        run: touch cleaning; sleep 30; touch cleaned
`,
    );
    const run = start(dir);
    await waitFor(join(dir, 'started'));
    run.child.kill('SIGINT');
    await waitFor(join(dir, 'cleaning'));
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('baton: cancelling now: stopping running steps and agents');
    expect(existsSync(join(dir, 'cleaned'))).toBe(false);
  });
});

describe('baton run: killed with SIGKILL', () => {
  it('leaves a run that runs, history and show call interrupted, not running for ever', async () => {
    const dir = project('slow.yml');
    const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', 'slow.yml', '--plain'], {
      cwd: dir,
      env: env(),
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    for (let i = 0; i < 300 && !existsSync(join(dir, 'slow.pid')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(dir, 'slow.pid')), 'the slow agent never started').toBe(true);
    const [runId] = readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    expect(readRunSummary(join(dir, '.baton', 'runs', runId!)).status).toBe('running');
    expect(baton(['runs'], dir).stdout).toMatch(new RegExp(`^${runId}\\s+slow\\s+running\\s+running`, 'm'));
    // The whole group: baton and the agent it started, as a machine that kills a session does.
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
    expect(readRunSummary(join(dir, '.baton', 'runs', runId!)).status).toBe('running');
    expect(baton(['runs'], dir).stdout).toMatch(new RegExp(`^${runId}\\s+slow\\s+interrupted\\s`, 'm'));
    expect(baton(['show', runId!], dir).stdout).toContain(`run ${runId}  slow  interrupted`);
    expect(baton(['history', runId!], dir).stdout).toContain(`run ${runId} · slow · interrupted`);
    // --json says so too.
    const listed = JSON.parse(baton(['runs', '--json'], dir).stdout) as Array<{ id: string; status: string }>;
    expect(listed.find((r) => r.id === runId)?.status).toBe('interrupted');
    expect(JSON.parse(baton(['history', runId!, '--json'], dir).stdout).run.status).toBe('interrupted');
    // A killed run cannot remove its temp dir, named after it: the first command after it did.
    expect(readdirSync(tmpdir()).filter((name) => name.startsWith(`baton-run-${runId}-`))).toEqual([]);
  });

  /** `baton run <workflow>` started as a user starts it, in its own process group, to be killed. */
  const startRun = (dir: string, args: string[], extraEnv: Record<string, string>) => {
    const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', ...args, '--plain'], {
      cwd: dir,
      env: { ...env(), ...extraEnv },
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    return { child, exited };
  };
  const waitUntil = async (what: string, done: () => boolean) => {
    for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(done(), `${what} never happened`).toBe(true);
  };
  /** Whether the process is alive (a zombie, which only waits to be reaped, is not). */
  const alive = (pid: number) => {
    try {
      return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    } catch {
      return false;
    }
  };
  /** A TMPDIR of the test's own: what a run leaves there is this test's alone. */
  const privateTemp = () => {
    const dir = mkdtempSync(join(tmpdir(), 'baton-tmpdir-'));
    dirs.push(dir);
    return dir;
  };

  it.runIf(existsSync('/proc/self/environ'))(
    'a later baton run removes the temp dir a killed run left, its step script with the secret in it, and stops the step it left running',
    async () => {
      const dir = project();
      const temp = privateTemp();
      writeFileSync(
        join(dir, 'sec.yml'),
        `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "using \${{ secrets.MY_TOKEN }}" >/dev/null; echo $$ > step.pid; sleep 30
`,
      );
      writeFileSync(
        join(dir, 'ok.yml'),
        'on: workflow_dispatch\njobs:\n  ok:\n    runs-on: x\n    steps:\n      - run: "true"\n',
      );
      const secret = 'supersecretvalue123';
      const run = startRun(dir, ['sec.yml', '--secret', 'MY_TOKEN'], { TMPDIR: temp, MY_TOKEN: secret });
      await waitUntil('the step', () => existsSync(join(dir, 'step.pid')));
      const stepPid = Number(readFileSync(join(dir, 'step.pid'), 'utf8'));
      const [runId] = readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
      const [tempName] = readdirSync(temp);
      expect(tempName).toMatch(new RegExp(`^baton-run-${runId}-[A-Za-z0-9]{6}$`));
      const tempDir = join(temp, tempName!);
      // Recorded while the run runs, for a later command to find.
      expect(readRunSummary(join(dir, '.baton', 'runs', runId!)).process?.temp).toBe(tempDir);
      // As the runner's: the script is written with the expression's value in it, in a private dir.
      const scripts = readdirSync(tempDir).filter((name) => /^baton-step-.*\.sh$/.test(name));
      expect(scripts.some((name) => readFileSync(join(tempDir, name), 'utf8').includes(secret))).toBe(true);
      // baton alone: its step runs in a process group of its own, and is left running.
      process.kill(run.child.pid!, 'SIGKILL');
      await run.exited;
      expect(alive(stepPid)).toBe(true);
      const later = baton(['run', 'ok.yml', '--plain'], dir, { TMPDIR: temp });
      expect(later.code).toBe(0);
      expect(later.stderr).toMatch(
        new RegExp(
          `^baton: run ${runId} was interrupted \\(its baton process is gone\\): stopped \\d+ process(?:es)? it left running \\(pids? [\\d, ]+\\); removed its temp dir ${tempDir}$`,
          'm',
        ),
      );
      expect(later.stderr).toContain(String(stepPid));
      expect(alive(stepPid)).toBe(false);
      expect(existsSync(tempDir)).toBe(false);
      // The later run's own temp dir is gone with its end: nothing is left, and nothing more is said.
      expect(readdirSync(temp)).toEqual([]);
      expect(baton(['runs'], dir, { TMPDIR: temp }).stderr).toBe('');
    },
  );

  it('shows the jobs of a run still going, and of one killed, as its events say them: failed, passed, running, interrupted', async () => {
    const dir = project();
    const temp = privateTemp();
    writeFileSync(
      join(dir, 'k.yml'),
      `name: k
on: workflow_dispatch
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - run: exit 1
  s:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: hi, run: ./agents/agent.sh }
  slow:
    needs: s
    runs-on: ubuntu-latest
    steps:
      - run: touch slow-started; sleep 30
`,
    );
    const run = startRun(dir, ['k.yml'], { TMPDIR: temp });
    await waitUntil('the slow job', () => existsSync(join(dir, 'slow-started')));
    const [runId] = readdirSync(join(dir, '.baton', 'runs')).filter((f) => !f.startsWith('.'));
    const runDir = join(dir, '.baton', 'runs', runId!);
    const events = () => readFileSync(join(runDir, 'events.jsonl'), 'utf8');
    await waitUntil('the test job', () => events().includes('"type":"job-finished","job":"test"'));
    // The JOB table: from its header to the blank line after it.
    const jobRows = (text: string) => {
      const lines = text.split('\n');
      const from = lines.findIndex((line) => line.startsWith('JOB '));
      return from === -1 ? [] : lines.slice(from, lines.indexOf('', from));
    };

    // While it runs.
    expect(jobRows(baton(['show', 'latest'], dir, { TMPDIR: temp }).stdout)).toEqual([
      'JOB   RESULT   STAGES',
      'test  failure',
      's     success  s',
      'slow  running',
    ]);
    expect(baton(['report', 'latest'], dir, { TMPDIR: temp }).stdout).toContain(
      '\nThe run is still going: job `test` failed; job `slow` is running.\n',
    );
    // `runs --json` gives the same jobs as `history --json`.
    const listed = () => JSON.parse(baton(['runs', '--json'], dir, { TMPDIR: temp }).stdout)[0];
    expect(listed()).toMatchObject({ id: runId, status: 'running' });
    expect(listed().jobs).toEqual([
      { id: 'test', stages: [], result: 'failure' },
      { id: 's', stages: ['s'], result: 'success' },
      { id: 'slow', stages: [], result: 'running' },
    ]);

    process.kill(-run.child.pid!, 'SIGKILL');
    await run.exited;
    // The last line cut short, as a kill in the middle of a write leaves it: read past.
    writeFileSync(
      join(runDir, 'events.jsonl'),
      `${events()}{"type":"job-finished","job":"slow","leg":"slow","res`,
    );

    const shown = baton(['show', 'latest'], dir, { TMPDIR: temp });
    expect(shown.stdout).toContain(`run ${runId}  k  interrupted`);
    expect(jobRows(shown.stdout)).toEqual([
      'JOB   RESULT       STAGES',
      'test  failure',
      's     success      s',
      'slow  interrupted',
    ]);
    const history = baton(['history', 'latest'], dir, { TMPDIR: temp }).stdout;
    expect(history).toContain('\njobs without a stage record:\n  test: failure\n  slow: interrupted\n');
    expect(JSON.parse(baton(['history', 'latest', '--json'], dir, { TMPDIR: temp }).stdout).run.jobs).toEqual(
      [
        { id: 'test', stages: [], result: 'failure' },
        { id: 's', stages: ['s'], result: 'success' },
        { id: 'slow', stages: [], result: 'interrupted' },
      ],
    );
    expect(listed()).toMatchObject({
      status: 'interrupted',
      jobs: [{ id: 'test' }, { id: 's' }, { id: 'slow', result: 'interrupted' }],
    });
    const report = baton(['report', 'latest'], dir, { TMPDIR: temp }).stdout;
    expect(report).toContain('\n## ⚠️ baton report · k · interrupted\n');
    expect(report).toContain('\nThe run was interrupted: job `test` failed; job `slow` did not finish.\n');
  });
});

describe('baton run: what a run still going, or killed, shows of a running step', () => {
  it('keeps what a step printed in its job log as it runs, and says of a stage not recorded yet that it is running, or was interrupted', async () => {
    const dir = project();
    const temp = mkdtempSync(join(tmpdir(), 'baton-tmpdir-'));
    dirs.push(temp);
    writeFileSync(
      join(dir, 'kv.yml'),
      `name: kv
on: workflow_dispatch
jobs:
  slow:
    runs-on: ubuntu-latest
    steps:
      - run: echo slow start; sleep 30
  b:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        env:
          AGENT_SLEEP: "30"
        with: { prompt: hi, run: ./agents/agent.sh }
`,
    );
    const child: ChildProcess = spawn(process.execPath, [CLI_PATH, 'run', 'kv.yml', '--plain'], {
      cwd: dir,
      env: { ...env(), TMPDIR: temp },
      stdio: 'ignore',
      detached: true,
    });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    const runsDir = join(dir, '.baton', 'runs');
    const runDir = () => join(runsDir, readdirSync(runsDir).filter((f) => !f.startsWith('.'))[0]!);
    for (
      let i = 0;
      i < 400 &&
      !(
        existsSync(join(dir, 'b.pid')) &&
        readIfThere(join(runDir(), 'job-slow.log')).includes('\nslow start\n')
      );
      i++
    )
      await new Promise((r) => setTimeout(r, 50));
    const id = runDir().split('/').pop()!;
    const cli = (args: string[]) => baton(args, dir, { TMPDIR: temp });
    const log = '── step 1: Run echo slow start; sleep 30\nslow start\n';

    try {
      // While it runs: the step's output so far; a stage whose attempt has not ended has no prompt yet.
      expect(cli(['show', 'latest', 'slow'])).toEqual({ code: 0, stdout: log, stderr: '' });
      expect(cli(['show', 'latest', 'b', '--prompt'])).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: job b of run ${id} (running) has recorded no stage so far, so it has no prompt yet\n  a stage's prompt, handoff and record are stored when its attempt ends\n  its log so far: baton show ${id} b\n  stages: (none)\n`,
      });
      expect(cli(['report', 'latest']).stdout).toContain(
        '\nNo stage of this run has recorded yet: a stage’s record is stored when its attempt ends.\n',
      );
    } finally {
      // Killed whether or not the checks above held; a later command stops the steps it left running.
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
    // Killed: what it printed is kept.
    expect(cli(['show', 'latest', 'slow'])).toMatchObject({ code: 0, stdout: log });
    expect(cli(['show', id, 'b', '--prompt'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job b of run ${id} (interrupted) recorded no stage before the run was interrupted, so it has no prompt\n  a stage's prompt, handoff and record are stored when its attempt ends: the run's process ended first\n  its log: baton show ${id} b\n  run the workflow again: baton run kv.yml\n  stages: (none)\n`,
    });
    expect(cli(['report', 'latest']).stdout).toContain(
      '\nNo stage of this run recorded before it was interrupted: a stage’s record is stored when its attempt ends.\n',
    );
    // A job that had started and had no log yet.
    rmSync(join(runDir(), 'job-slow.log'));
    expect(cli(['show', id, 'slow'])).toEqual({
      code: 0,
      stdout: `job slow of run ${id} (interrupted) recorded no stage and printed nothing before the run was interrupted: it has no job log\n  run the workflow again: baton run kv.yml\n`,
      stderr: '',
    });
  });
});

describe('baton run: hashFiles()', () => {
  it("hashes the project's files as the runner does, in if: and run:, and fails a step whose pattern is refused, with where", async () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{}\n');
    writeFileSync(
      join(dir, 'hash.yml'),
      `name: hash
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - if: hashFiles('package.json') != ''
        run: echo "\${{ hashFiles('package.json') }}" > hash.txt
      - if: hashFiles('nothing/**') != ''
        run: echo never > never.txt
      - run: echo "\${{ hashFiles('../elsewhere') }}"
`,
    );
    const { status, events } = await run(dir, 'hash.yml');
    expect(status).toBe('failure');
    // The runner's hash: sha256 over the sha256 of each file's bytes.
    const digest = createHash('sha256').update('{}\n').digest();
    expect(readFileSync(join(dir, 'hash.txt'), 'utf8')).toBe(
      `${createHash('sha256').update(digest).digest('hex')}\n`,
    );
    expect(existsSync(join(dir, 'never.txt'))).toBe(false);
    const failed = events.find((e) => e.type === 'step-finished' && e.outcome === 'failure') as {
      message: string;
    };
    expect(failed.message).toBe(
      "hash.yml:11:14: hashFiles(): invalid pattern '../elsewhere': relative pathing '.' and '..' is not allowed",
    );
  });

  it('leaves the run store (.baton/runs) out: the same files give the same hash run after run', () => {
    const dir = project();
    writeFileSync(join(dir, 'package.json'), '{}\n');
    writeFileSync(
      join(dir, 'hash.yml'),
      "on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo \"json=${{ hashFiles('**/*.json') }} all=${{ hashFiles('**') == hashFiles('**', '!.baton/**') }}\"\n",
    );
    const hashes = [1, 2].map(() => {
      const r = baton(['run', 'hash.yml', '--plain'], dir);
      expect(r.code, r.stderr).toBe(0);
      const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
      return baton(['show', id, 'a'], dir).stdout.match(/^json=.*$/m)?.[0];
    });
    const digest = createHash('sha256').update('{}\n').digest();
    expect(hashes).toEqual([
      `json=${createHash('sha256').update(digest).digest('hex')} all=true`,
      `json=${createHash('sha256').update(digest).digest('hex')} all=true`,
    ]);
  });
});

describe("baton run: a job's timeout-minutes", () => {
  it('cancels the job as GitHub does: the agent stopped, its always() step run, the run cancelled, the record saying why', async () => {
    const dir = project('timeout.yml');
    // timeout-minutes: 1, of 1.2 s here.
    const r = await run(dir, 'timeout.yml', { minuteMs: 1200 });
    expect(r.status).toBe('cancelled');
    expect(r.events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'error',
        job: 'slow',
        message:
          'timeout.yml:6:22: jobs.slow was cancelled: the job exceeded its timeout-minutes (1 minute); steps whose if: holds when a job is cancelled (always(), cancelled()) still run',
      }),
    );
    const runDir = r.runDir;
    expect(r.summary.status).toBe('cancelled');
    expect(r.jobs).toEqual({ slow: 'cancelled', after: 'skipped', report: 'success' });
    expect(readFileSync(join(dir, 'cleanup-ran.txt'), 'utf8')).toBe('cancelled\n');
    expect(readFileSync(join(dir, 'report-saw.txt'), 'utf8')).toBe('cancelled\n');
    expect(existsSync(join(dir, 'never-ran.txt'))).toBe(false);
    expect(existsSync(join(dir, 'after-ran.txt'))).toBe(false);
    const record = (await new LocalRecordStore(runDir).get('slow'))?.record;
    expect(record?.outcome).toMatchObject({
      reason: 'cancelled',
      message: 'the stage was cancelled while its agent ran: the job exceeded its timeout-minutes (1 minute)',
    });
    expect(r.finalStage).toBe('slow');
    // The agent (60 s asleep) was killed with its process group when the job's time was up.
    const agentPid = Number(readFileSync(join(dir, 'slow.pid'), 'utf8'));
    expect(agentPid).toBeGreaterThan(1);
    const alive = () => {
      try {
        process.kill(agentPid, 0);
        return true;
      } catch {
        return false;
      }
    };
    // A killed process may linger a moment until it is reaped.
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
  });
});

describe('baton run: an agent that exits non-zero', () => {
  const SECRET = 'hunter2-super-secret-value-0123';
  const WORKFLOW = `name: missing
on: workflow_dispatch
jobs:
  investigate:
    runs-on: x
    steps:
      - uses: ./
        env:
          MY_TOKEN: \${{ secrets.MY_TOKEN }}
        with:
          prompt: Look.
          run: |
            for i in 1 2 3 4 5 6; do echo "line $i"; done
            echo "key $MY_TOKEN"
            no-such-agent-cli --print
`;

  it('prints the end of its agent.log, redacted as stored, and points at show --log; show lists agent.log', () => {
    const dir = project();
    writeFileSync(join(dir, 'missing.yml'), WORKFLOW);
    const result = baton(['run', 'missing.yml', '--plain', '--secret', 'MY_TOKEN'], dir, {
      MY_TOKEN: SECRET,
    });
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf('\nfinal stage ') + 1);
    expect(end).toMatch(
      new RegExp(
        [
          '^final stage investigate \\(failure, [^)]+\\)',
          'investigate: the agent exited with code 127; the end of its agent\\.log:',
          '  │ line 4',
          '  │ line 5',
          '  │ line 6',
          '  │ key \\[REDACTED:secret-value\\]',
          '  │ \\S+: line 3: no-such-agent-cli: command not found',
          // The redaction in its agent.log is a warning of its record, said again at the end.
          `a warning in the stages' records \\(${CLI_HINT_PATTERN} show ${id} <stage> lists them\\):`,
          '  stage investigate: agent\\.log: redacted 1 × known secret value as \\[REDACTED:secret-value\\]',
          // The command as started: `node <dist/cli.js>`.
          `look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} investigate --log`,
          '$',
        ].join('\n'),
      ),
    );
    expect(result.stdout).not.toContain(SECRET);

    // No handoff: its handoff.json (which holds null) is not listed.
    const show = baton(['show', id, 'investigate'], dir);
    expect(show.stdout).toContain('\nno handoff\n');
    expect(show.stdout).toContain(
      `\nfiles: .baton/runs/${id}/investigate/{record.json,prompt.md,agent.log}\n`,
    );
    // A stage stored without its agent log (a record from the prepare/capture split has none) lists none.
    rmSync(join(dir, '.baton', 'runs', id, 'investigate', 'agent.log'));
    expect(baton(['show', id, 'investigate'], dir).stdout).toContain(
      `\nfiles: .baton/runs/${id}/investigate/{record.json,prompt.md}\n`,
    );
  });

  it('keeps pointing at show --prompt when no agent failed', () => {
    const dir = project('chain.yml');
    const r = baton(['run', 'chain.yml', '--plain', '--input', 'topic=x'], dir);
    expect(r.code, r.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    expect(r.stdout).not.toContain('the end of its agent.log');
    expect(r.stdout).toMatch(
      new RegExp(
        `^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} c --prompt`,
        'm',
      ),
    );
  });

  it('points at the record, not the prompt, of a final stage whose template did not render; --prompt says why', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'render.yml'),
      'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./\n        with:\n          prompt: "A"\n          run: ./agents/agent.sh\n  b:\n    needs: a\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./\n        with:\n          prompt: "After {{stages.a.data.nothing}}"\n          run: ./agents/agent.sh\n',
    );
    const r = baton(['run', 'render.yml', '--plain'], dir);
    expect(r.code).toBe(1);
    const id = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    expect(r.stdout).toMatch(
      new RegExp(`^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} b$`, 'm'),
    );
    const prompt = baton(['show', id, 'b', '--prompt'], dir);
    expect(prompt.code).toBe(1);
    expect(prompt.stdout).toBe('');
    expect(prompt.stderr).toContain('stage b attempt 1 has no prompt: its template could not be rendered');
    expect(prompt.stderr).toContain('stages.a.data.nothing: no field nothing in stages.a.data');
  });
});

describe('baton run: a run: step that fails', () => {
  const SECRET = 'hunter2-super-secret-value-0123';
  const WORKFLOW = `name: build
on: workflow_dispatch
jobs:
  build:
    runs-on: x
    steps:
      - env:
          MY_TOKEN: \${{ secrets.MY_TOKEN }}
        run: |
          for i in $(seq 1 20); do echo "compiling $i"; done
          echo "key $MY_TOKEN"
          printf 'split %s\\033[0m%s\\n' "\${MY_TOKEN:0:6}" "\${MY_TOKEN:6}"
          printf 'colour \\033[31mred\\033[0m bell\\a\\n'
          echo "error: it broke"
          exit 3
  quiet:
    runs-on: x
    steps:
      - run: exit 4
  inside:
    runs-on: x
    steps:
      - uses: ./act
`;
  const ACTION = `runs:
  using: composite
  steps:
    - run: echo "from the action"; exit 5
      shell: bash
`;

  it('ends the run with the last lines of each failed step, redacted and terminal-safe, and how to read the rest', () => {
    const dir = project();
    writeFileSync(join(dir, 'build.yml'), WORKFLOW);
    mkdirSync(join(dir, 'act'));
    writeFileSync(join(dir, 'act', 'action.yml'), ACTION);
    const result = baton(['run', 'build.yml', '--plain', '-j', '1', '--secret', 'MY_TOKEN'], dir, {
      MY_TOKEN: SECRET,
    });
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: failure`)).split('\n');
    expect(end.slice(0, -2)).toEqual([
      `run ${id}: failure; records in .baton/runs/${id}`,
      `build: step 1 (Run for i in $(seq 1 20); do echo "compiling $i"; done) exited with code 3; the end of its output:`,
      ...[15, 16, 17, 18, 19, 20].map((i) => `  │ compiling ${i}`),
      '  │ key [REDACTED:secret-value]',
      // A colour code inside the secret does not hide it, and leaving it out shows none of it.
      '  │ split [REDACTED:secret-value]',
      // Its colours left out; any other control character shown escaped.
      '  │ colour red bell\\u0007',
      '  │ error: it broke',
      `quiet: step 1 (Run exit 4) exited with code 4; the end of its output:`,
      '  │ (it printed nothing)',
      `inside: step 1 (Run ./act) ./act: exited with code 5; the end of its output:`,
      '  │ from the action',
    ]);
    // The whole output of the first failed step is one command away.
    expect(end.at(-2)).toMatch(
      new RegExp(
        `^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} build --job-log$`,
      ),
    );
    const show = baton(['show', id, 'build', '--log'], dir);
    expect(show.stdout).toContain('compiling 1\n');
    expect(show.stdout).toContain('key [REDACTED:secret-value]');
    expect(result.stdout).not.toContain(SECRET);
    // The whole output is in the job log, redacted as well.
    const log = readFileSync(join(dir, '.baton', 'runs', id, 'job-build.log'), 'utf8');
    expect(log).toContain('compiling 1\n');
    expect(log).toContain('key [REDACTED:secret-value]');
    expect(log).not.toContain(SECRET);
    // And ends, as the runner ends a failed step's log, with why.
    expect(log).toContain('error: it broke\nError: exited with code 3\n');
  });

  it('lists in the summary, with why, each job that failed evaluating its if: or its matrix, as it does failed steps', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'outside.yml'),
      `on: workflow_dispatch
jobs:
  setup:
    runs-on: x
    outputs:
      m: \${{ steps.s.outputs.m }}
    steps:
      - id: s
        run: echo "m=" >> "$GITHUB_OUTPUT"
  bad-matrix:
    needs: setup
    runs-on: x
    strategy:
      matrix: \${{ fromJSON(needs.setup.outputs.m) }}
    steps:
      - run: echo hi
  bad-if:
    needs: [setup, bad-matrix]
    if: always() && fromJSON(needs.setup.outputs.m).go
    runs-on: x
    steps:
      - run: echo hi
  bad-step:
    needs: [setup, bad-matrix, bad-if]
    if: always()
    runs-on: x
    steps:
      - run: exit 3
`,
    );
    const result = baton(['run', 'outside.yml', '--plain', '-j', '1'], dir);
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: failure`)).split('\n');
    expect(end).toEqual([
      `run ${id}: failure; records in .baton/runs/${id}`,
      'bad-matrix: the job failed outside its steps: outside.yml:14:15: ${{ fromJSON(needs.setup.outputs.m) }}: empty input',
      'bad-if: the job failed outside its steps: outside.yml:19:9: ${{ always() && fromJSON(needs.setup.outputs.m).go }}: empty input',
      'bad-step: step 1 (Run exit 3) exited with code 3; the end of its output:',
      '  │ (it printed nothing)',
      // Neither job started, so neither has a log: the failed step's is the one to read.
      expect.stringMatching(
        new RegExp(
          `^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} bad-step --job-log$`,
        ),
      ),
      '',
    ]);
    // The live lines said why once, as an error, not again when the job finished.
    expect(result.stdout.match(/bad-matrix: .*empty input/g)).toHaveLength(2);
  });

  it('says that a run succeeded with failed steps in jobs that continue on error', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'coe.yml'),
      'on: workflow_dispatch\njobs:\n  experimental:\n    runs-on: x\n    continue-on-error: true\n    steps:\n      - run: echo "flaky"; exit 1\n',
    );
    const result = baton(['run', 'coe.yml', '--plain'], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^run \S+: success; records in .*\nthe run succeeded, but these steps failed in jobs that continue on error:\nexperimental: step 1 \(Run echo "flaky"; exit 1\) exited with code 1; the end of its output:\n {2}│ flaky\n/m,
    );
  });

  it('says that a run succeeded with a failed stage step set to continue on error, as it says a job that continues on error', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'coe.yml'),
      'on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        continue-on-error: true\n        env:\n          AGENT_EXIT: "2"\n        with:\n          prompt: Try.\n          run: ./agents/agent.sh\n',
    );
    const result = baton(['run', 'coe.yml', '--plain'], dir);
    expect(result.code, result.stderr).toBe(0);
    const id = /^run (\S+): success; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: success`)).split('\n');
    expect(end).toEqual([
      `run ${id}: success; records in .baton/runs/${id}`,
      expect.stringMatching(/^final stage a \(failure, /),
      'the run succeeded, but these steps failed, set to continue on error:',
      'a: the agent exited with code 2; the end of its agent.log:',
      '  │ agent a failing with 2',
      expect.stringMatching(
        new RegExp(
          `^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} a --log$`,
        ),
      ),
      '',
    ]);
  });

  it('lists every step that failed in a run that succeeded: set to continue on error (a stage step, a run: step) or in a job that does', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'coe.yml'),
      `on: workflow_dispatch
jobs:
  stage:
    runs-on: x
    steps:
      - uses: ./
        continue-on-error: true
        env:
          AGENT_EXIT: "2"
        with:
          prompt: Try.
          run: ./agents/agent.sh
  step:
    needs: stage
    runs-on: x
    steps:
      - run: echo "tolerated"; exit 3
        continue-on-error: true
      - run: echo "went on"
  job:
    needs: step
    runs-on: x
    continue-on-error: true
    steps:
      - run: echo "flaky"; exit 1
`,
    );
    const result = baton(['run', 'coe.yml', '--plain', '-j', '1'], dir);
    expect(result.code, result.stderr).toBe(0);
    const id = /^run (\S+): success; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: success`)).split('\n');
    expect(end.slice(2, -2)).toEqual([
      'the run succeeded, but these steps failed, set to continue on error or in jobs that do:',
      'stage: the agent exited with code 2; the end of its agent.log:',
      '  │ agent stage failing with 2',
      'step: step 1 (Run echo "tolerated"; exit 3) exited with code 3; the end of its output:',
      '  │ tolerated',
      'job: step 1 (Run echo "flaky"; exit 1) exited with code 1; the end of its output:',
      '  │ flaky',
    ]);
    expect(end.at(-2)).toMatch(new RegExp(`  ·  ${CLI_HINT_PATTERN} show ${id} stage --log$`));
  });

  it('leaves out of a failed run the steps set to continue on error, and says them in one that succeeded', () => {
    const dir = project();
    const workflow = (last: string) =>
      `on: workflow_dispatch\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo "tolerated"; exit 3\n        continue-on-error: true\n      - run: ${last}\n`;
    writeFileSync(join(dir, 'fails.yml'), workflow('exit 4'));
    const failed = baton(['run', 'fails.yml', '--plain'], dir);
    expect(failed.code).toBe(1);
    expect(failed.stdout).not.toContain('continue on error');
    expect(failed.stdout).toContain('\na: step 2 (Run exit 4) exited with code 4; the end of its output:\n');
    expect(failed.stdout).not.toContain('│ tolerated');
    writeFileSync(join(dir, 'passes.yml'), workflow('exit 0'));
    const passed = baton(['run', 'passes.yml', '--plain'], dir);
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain(
      '\nthe run succeeded, but these steps failed, set to continue on error:\na: step 1 (Run echo "tolerated"; exit 3) exited with code 3; the end of its output:\n  │ tolerated\n',
    );
  });

  it('leaves out of a failed run the failures of jobs that continue on error, and never points at them', () => {
    const dir = project();
    // c needs b, so b (forgiven, a success to c) fails first: before it was left out, it headed the list.
    writeFileSync(
      join(dir, 'fails.yml'),
      `on: push
jobs:
  b:
    runs-on: x
    continue-on-error: true
    steps:
      - run: echo experimental-broke; exit 4
  c:
    needs: b
    runs-on: x
    steps:
      - run: echo real-broke; exit 2
`,
    );
    const result = baton(['run', 'fails.yml', '--plain'], dir);
    expect(result.code, result.stderr).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: failure`)).split('\n');
    expect(end).toEqual([
      `run ${id}: failure; records in .baton/runs/${id}`,
      'c: step 1 (Run echo real-broke; exit 2) exited with code 2; the end of its output:',
      '  │ real-broke',
      expect.stringMatching(
        new RegExp(
          `^look next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} c --job-log$`,
        ),
      ),
      '',
    ]);
  });

  it("points at the job's log, not its stage's agent log, when a run: step fails in a job that records a stage of its name", () => {
    const dir = project();
    writeFileSync(
      join(dir, 'after.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    steps:
      - id: stage
        uses: ./
        with:
          prompt: Say hi.
          run: ./agents/agent.sh
      - run: echo "next step"; exit 4
  b:
    runs-on: x
    steps:
      - uses: ./
        with:
          stage: review
          prompt: Review.
          run: ./agents/agent.sh
`,
    );
    const result = baton(['run', 'after.yml', '--plain', '-j', '1'], dir);
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    expect(result.stdout).toMatch(
      new RegExp(
        `\nlook next: ${CLI_HINT_PATTERN} history ${id}  ·  ${CLI_HINT_PATTERN} show ${id} a --job-log\n$`,
      ),
    );
    // The job's log: every step of it, the run: step that failed with why.
    const jobLog = baton(['show', id, 'a', '--job-log'], dir);
    expect(jobLog).toMatchObject({ code: 0, stderr: '' });
    expect(jobLog.stdout).toBe(readFileSync(join(dir, '.baton', 'runs', id, 'job-a.log'), 'utf8'));
    expect(jobLog.stdout).toContain(
      '── step 2: Run echo "next step"; exit 4\nnext step\nError: exited with code 4\n',
    );
    // --log is still the stage's: its agent's.
    expect(baton(['show', id, 'a', '--log'], dir).stdout).toBe('agent a wrote its handoff\n');
    // The run's view says how to read any job's log.
    expect(baton(['show', id], dir).stdout).toContain(
      `\njob logs: a, b (.baton/runs/${id}/job-<job>.log; baton show ${id} <job> --job-log)\n`,
    );
    // A stage named otherwise than its job: said to be a stage, with its job's log and its own.
    expect(baton(['show', id, 'review', '--job-log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `baton: run ${id} has no job or matrix leg "review": review is a stage`,
        `  the log of job b, which recorded it: baton show ${id} b --job-log`,
        `  its agent log: baton show ${id} review --log`,
        '  job logs: a, b',
        '',
      ].join('\n'),
    });
    expect(baton(['show', id, 'b', '--job-log'], dir).stdout).toContain('── step 1: stage review\n');
    // A name that is none: the job logs there are.
    expect(baton(['show', id, 'c', '--job-log'], dir)).toMatchObject({
      code: 1,
      stdout: '',
      stderr: `baton: run ${id} has no job or matrix leg "c"\n  job logs: a, b\n`,
    });
    // Asked with what a job log has not, or without a job: refused before the run is read.
    for (const [args, message] of [
      [['a', '--job-log', '--log'], 'give at most one of --prompt, --handoff, --record, --log, --job-log'],
      [
        ['a', '--job-log', '--attempt', '1'],
        `--attempt: a job log has no attempts (a stage's agent log has: baton show ${id} <stage> --log --attempt 1)`,
      ],
      [
        ['a', '--job-log', '--run-attempt', '2'],
        `--run-attempt: a job log has no run attempts: it is of the run as it ran here, and a run pulled from GitHub has none (a stage's record has: baton show ${id} <stage> --run-attempt 2)`,
      ],
      [['--job-log'], `--job-log needs a job: baton show ${id} <job> --job-log`],
    ] as const) {
      expect(baton(['show', id, ...args], dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `baton: ${message}\n`,
      });
    }
  });

  it('shows three failed steps in full and names the legs of the rest', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'many.yml'),
      'on: workflow_dispatch\njobs:\n  t:\n    runs-on: x\n    strategy:\n      fail-fast: false\n      matrix:\n        n: [1, 2, 3, 4, 5]\n    steps:\n      - run: echo "leg ${{ matrix.n }}"; exit 1\n',
    );
    const result = baton(['run', 'many.yml', '--plain', '-j', '1'], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.match(/^t-\d: step 1 \(.*\) exited with code 1; the end of its output:$/gm)).toEqual(
      [expect.stringMatching(/^t-1: /), expect.stringMatching(/^t-2: /), expect.stringMatching(/^t-3: /)],
    );
    expect(result.stdout).toContain('  │ leg 3\n… and 2 more failed steps, in t-4, t-5\n');
  });

  it('says why of every kind of failed step, agents included, and leaves out a continue-on-error one', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'mixed.yml'),
      `on: workflow_dispatch
jobs:
  tolerated:
    runs-on: x
    steps:
      - run: echo "not the cause"; exit 1
        continue-on-error: true
  missing:
    needs: tolerated
    runs-on: x
    steps:
      - uses: ./nosuchaction
  one:
    needs: missing
    if: always()
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: One.
          run: echo "rate limited (429)"; exit 1
  two:
    needs: one
    if: always()
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: Two.
          run: echo "crashed"; exit 2
`,
    );
    const result = baton(['run', 'mixed.yml', '--plain', '-j', '1'], dir);
    expect(result.code).toBe(1);
    const id = /^run (\S+): failure; records in /m.exec(result.stdout)![1]!;
    const end = result.stdout.slice(result.stdout.indexOf(`run ${id}: failure`)).split('\n');
    expect(end.slice(1, -2)).toEqual([
      expect.stringMatching(/^final stage two \(failure, /),
      'missing: step 1 (Run ./nosuchaction) uses: ./nosuchaction names no action here: action.yml does not exist; action.yaml does not exist',
      'one: the agent exited with code 1; the end of its agent.log:',
      '  │ rate limited (429)',
      'two: the agent exited with code 2; the end of its agent.log:',
      '  │ crashed',
    ]);
    expect(result.stdout).not.toContain('not the cause\n');
    expect(end.at(-2)).toMatch(new RegExp(`  ·  ${CLI_HINT_PATTERN} show ${id} missing --job-log$`));
    // A step that failed before it ran anything still has its heading and why in the job log.
    expect(baton(['show', id, 'missing', '--job-log'], dir).stdout).toBe(
      '── step 1: Run ./nosuchaction\nError: uses: ./nosuchaction names no action here: action.yml does not exist; action.yaml does not exist\n',
    );
  });

  it('shows the job log of a job or matrix leg that recorded no stage, and names the legs of a matrix job', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'legs.yml'),
      'on: workflow_dispatch\njobs:\n  t:\n    runs-on: x\n    strategy:\n      fail-fast: false\n      matrix:\n        n: [1, 2]\n    steps:\n      - run: echo "leg ${{ matrix.n }} output"; exit $(( ${{ matrix.n }} - 1 ))\n',
    );
    const r = baton(['run', 'legs.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(1);
    const id = /^run (\S+): failure/m.exec(r.stdout)![1]!;
    const leg = baton(['show', id, 't-2'], dir);
    expect(leg.code).toBe(0);
    expect(leg.stdout).toContain('leg 2 output\n');
    // A job log has no attempts: --attempt is refused, not passed over.
    expect(baton(['show', id, 't-2', '--attempt', '2'], dir)).toMatchObject({
      code: 2,
      stdout: '',
      stderr: `baton: --attempt: t-2 recorded no stage, and its job log has no attempts: baton show ${id} t-2\n`,
    });
    expect(baton(['show', id, 't-2', '--job-log'], dir).stdout).toBe(leg.stdout);
    // A matrix job has a log for each leg: --job-log of it names them, the failed one first to read.
    expect(baton(['show', id, 't', '--job-log'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job t of run ${id} has a log for each of its legs, not one of its own\n  its legs: t-1, t-2; baton show ${id} t-2 --job-log\n`,
    });
    const job = baton(['show', id, 't'], dir);
    expect(job.code).toBe(0);
    // The failed leg is the one to look at.
    expect(job.stdout).toBe(
      `job t of run ${id} ran as matrix legs t-1, t-2 (failed: t-2): baton show ${id} t-2 --job-log\n`,
    );
    const summary = baton(['show', id], dir);
    expect(summary.stdout).toContain(
      `\njob logs: t-1, t-2 (.baton/runs/${id}/job-<job>.log; baton show ${id} <job> --job-log)\n`,
    );
  });

  it('gives a leg named as another job, or as its own job, an id of its own: its log, its row, its show', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'ids.yml'),
      'on: workflow_dispatch\njobs:\n  build:\n    runs-on: x\n    strategy:\n      matrix:\n        target: [docs]\n    steps:\n      - run: echo from the leg\n  build-docs:\n    runs-on: x\n    steps:\n      - run: echo from the job\n  uni:\n    runs-on: x\n    strategy:\n      matrix:\n        v: ["日本"]\n    steps:\n      - run: echo from uni\n',
    );
    const r = baton(['run', 'ids.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    const jobs = JSON.parse(readFileSync(join(runDir, 'jobs.json'), 'utf8')) as Array<{
      id: string;
      legs: string[];
    }>;
    expect(Object.fromEntries(jobs.map((j) => [j.id, j.legs]))).toEqual({
      build: ['build-docs-2'],
      'build-docs': ['build-docs'],
      uni: ['uni-2'],
    });
    expect(r.stdout).toContain('build-docs-2: step 1 Run echo from the leg\n');
    expect(r.stdout).toContain('build-docs: step 1 Run echo from the job\n');
    expect(
      readdirSync(runDir)
        .filter((f) => f.startsWith('job-'))
        .sort(),
    ).toEqual(['job-build-docs-2.log', 'job-build-docs.log', 'job-uni-2.log']);
    const job = baton(['show', id, 'build-docs'], dir);
    expect(job.stdout).toContain('from the job\n');
    expect(job.stdout).not.toContain('from the leg');
    const leg = baton(['show', id, 'build-docs-2'], dir);
    expect(leg.stdout).toContain('from the leg\n');
    expect(leg.stdout).not.toContain('from the job');
    // The matrix job's legs are its own, as the run's events say: not every log its id starts.
    const matrixJob = baton(['show', id, 'build'], dir);
    expect(matrixJob.stdout).toBe(
      `job build of run ${id} ran as matrix legs build-docs-2: baton show ${id} build-docs-2 --job-log\n`,
    );
  });

  it('gives --json step-finished events the end of the output, redacted', () => {
    const dir = project();
    writeFileSync(join(dir, 'build.yml'), WORKFLOW);
    mkdirSync(join(dir, 'act'));
    writeFileSync(join(dir, 'act', 'action.yml'), ACTION);
    const result = baton(['run', 'build.yml', '--json', '--job', 'build', '--secret', 'MY_TOKEN'], dir, {
      MY_TOKEN: SECRET,
    });
    expect(result.code).toBe(1);
    const events = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const failed = events.find((e) => e.type === 'step-finished');
    expect(failed.output_tail.split('\n')).toEqual([
      'compiling 15',
      'compiling 16',
      'compiling 17',
      'compiling 18',
      'compiling 19',
      'compiling 20',
      'key [REDACTED:secret-value]',
      'split [REDACTED:secret-value]',
      'colour \u001b[31mred\u001b[0m bell\u0007',
      'error: it broke',
    ]);
    expect(result.stdout).not.toContain(SECRET);
    expect(result.stderr).not.toContain(SECRET);
  });
});

describe('baton run: many legs at once', () => {
  it('runs 16 legs side by side without a word from Node about listeners', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wide.yml'),
      `on: workflow_dispatch\njobs:\n  m:\n    runs-on: x\n    strategy:\n      matrix:\n        n: [${Array.from({ length: 16 }, (_, i) => i).join(', ')}]\n    steps:\n      - run: sleep 0.3\n  other:\n    runs-on: x\n    steps:\n      - run: sleep 0.3\n`,
    );
    const r = baton(['run', 'wide.yml', '--plain', '-j', '17'], dir);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toContain('MaxListenersExceededWarning');
    expect(r.stdout).not.toContain('MaxListenersExceededWarning');
  });
});

describe('runWorkflow: onOutput, the lines of running steps for a live view', () => {
  const SECRET = 'hunter2-super-secret-value-0123';
  it("gives each line of run: steps and agents as it comes, redacted with the run's secrets and the step's masks", async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'live.yml'),
      `on: workflow_dispatch
jobs:
  build:
    runs-on: x
    steps:
      - env:
          MY_TOKEN: \${{ secrets.MY_TOKEN }}
        run: |
          echo "start"
          echo "key $MY_TOKEN"
          echo "::add-mask::masked-later-value-0042"
          echo "then masked-later-value-0042"
          echo "done" >&2
      - uses: ./
        with:
          prompt: Look.
          run: echo "agent says hi"; ./agents/agent.sh
`,
    );
    const lines: Array<{ job: string; leg: string; line: string }> = [];
    const result = await run(dir, 'live.yml', {
      secrets: ['MY_TOKEN'],
      env: { ...env(), MY_TOKEN: SECRET },
      onOutput: (output) => lines.push(output),
    });
    expect(result.status).toBe('success');
    expect(lines.every((l) => l.job === 'build' && l.leg === 'build')).toBe(true);
    const shown = lines.map((l) => l.line);
    expect(shown).toEqual(
      expect.arrayContaining([
        'start',
        'key [REDACTED:secret-value]',
        'then [REDACTED:secret-value]',
        'done',
        'agent says hi',
      ]),
    );
    // A workflow command line is not output to show.
    expect(shown.some((l) => l.startsWith('::'))).toBe(false);
    expect(JSON.stringify(lines)).not.toContain(SECRET);
    expect(JSON.stringify(lines)).not.toContain('masked-later-value-0042');
  });
});

describe('baton run: --var', () => {
  it('exits 2 for a name GitHub would not take for a variable, and records no run', () => {
    const dir = project('chain.yml');
    const refused: Array<[string, string]> = [
      ['bad name=1', '"bad name"'],
      ['1st=1', '"1st"'],
      ['GITHUB_TOKEN_X=1', '"GITHUB_TOKEN_X"'],
      ['github_x=1', '"github_x"'],
      ['a-b=1', '"a-b"'],
    ];
    for (const [pair, name] of refused) {
      expect(baton(['run', 'chain.yml', '--input', 'topic=x', '--var', pair, '--plain'], dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `baton: --var: ${name} is not a name GitHub allows for a variable: letters, digits and _, not starting with a digit or with GITHUB_\n`,
      });
    }
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    const r = baton(['run', 'chain.yml', '--input', 'topic=x', '--var', '_Good_1=yes', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
  });

  it("exits 2 for a --job, --event or --event-name given as '' (an unset variable), rather than running every job, and records no run", () => {
    const dir = project('chain.yml');
    for (const flag of ['--job', '--event', '--event-name']) {
      expect(baton(['run', 'chain.yml', '--input', 'topic=x', flag, '', '--plain'], dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `baton: ${flag}: is empty; give it a value, or leave the option out\n`,
      });
    }
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('exits 2 for a key given twice (--var names in any case, as GitHub stores them upper-cased), and records no run', () => {
    const dir = project('chain.yml');
    expect(
      baton(['run', 'chain.yml', '--input', 'topic=x', '--var', 'mode=a', '--var', 'mode=b', '--plain'], dir),
    ).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --var: mode is given twice; give each name once\n',
    });
    expect(baton(['run', 'chain.yml', '--input', 'topic=x', '--input', 'topic=y', '--plain'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --input: topic is given twice; give each name once\n',
    });
    expect(
      baton(['run', 'chain.yml', '--input', 'topic=x', '--var', 'mode=a', '--var', 'MODE=b', '--plain'], dir),
    ).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'baton: --var: "mode" and "MODE" are one variable on GitHub (names are not case-sensitive); give it once\n',
    });
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('replays a run stored with a var of a name it would refuse now (a run made before the check), with that var', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo first
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo "var=[\${{ vars['bad name'] }}]"
`,
    );
    const first = await run(dir, 'wf.yml', { vars: { good: 'x' } });
    const invocation = join(first.runDir, 'invocation.json');
    const stored = JSON.parse(readFileSync(invocation, 'utf8'));
    writeFileSync(invocation, JSON.stringify({ ...stored, vars: { 'bad name': 'kept' } }));
    const replay = baton(['replay', first.runId, '--from', 'b', '--plain'], dir);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    expect(baton(['show', 'latest', 'b'], dir).stdout).toContain('var=[kept]');
  });
});

describe('baton run and replay: a file that cannot be read', () => {
  // The same wording and exit code as lint and validate: 2, a usage error, naming the file; no run started.
  const cases: Array<{ name: string; args: string[]; stderr: string }> = [
    { name: 'a workflow that does not exist', args: ['nofile.yml'], stderr: 'nofile.yml: no such file' },
    { name: 'a directory as the workflow', args: ['agents/'], stderr: 'agents/: is a directory' },
    {
      name: 'an --event file that does not exist',
      args: ['chain.yml', '--event', 'nofile.json'],
      stderr: 'nofile.json: event file: no such file',
    },
    {
      name: 'a directory as the --event file',
      args: ['chain.yml', '--event', 'agents'],
      stderr:
        "agents: event file: is a directory; an event payload must be a regular file or a pipe: give a JSON file, or <(command) for a command's output",
    },
  ];
  for (const c of cases) {
    it(`exits 2 for ${c.name}, saying so, and records no run`, () => {
      const dir = project('chain.yml');
      const r = baton(['run', ...c.args, '--plain'], dir);
      expect(r).toEqual({ code: 2, stdout: '', stderr: `baton: ${c.stderr}\n` });
      expect(existsSync(join(dir, '.baton'))).toBe(false);
    });
  }

  it('reads an --event file that starts with a byte order mark, as JSON readers do', () => {
    const dir = project();
    writeFileSync(join(dir, 'bom.json'), `\uFEFF${JSON.stringify({ issue: { number: 12 } })}`);
    writeFileSync(
      join(dir, 'w.yml'),
      'on: issues\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo "issue ${{ github.event.issue.number }}"\n',
    );
    const r = baton(['run', 'w.yml', '--event', 'bom.json', '--event-name', 'issues', '--plain'], dir);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const id = /^run (\S+): success/m.exec(r.stdout)![1]!;
    expect(baton(['show', id, 'a'], dir).stdout).toContain('issue 12\n');
  });

  it('exits 2 for an option that takes one value given twice, and records no run', () => {
    const dir = project('chain.yml');
    for (const flag of ['--job', '--event', '--event-name', '--parent', '--jobs']) {
      const r = baton(['run', 'chain.yml', flag, 'a', flag, 'b', '--plain'], dir);
      expect(r.code, flag).toBe(2);
      expect(r.stderr, flag).toContain(`${flag} takes one value; it was given twice`);
    }
    for (const args of [
      ['render', '--template', 'a', '--template', 'b'],
      ['render', '--template', 'a', '--run', 'x', '--run', 'y'],
      ['replay', 'latest', '--from', 'a', '--from', 'b'],
      ['show', 'latest', 'a', '--attempt', '1', '--attempt', '2'],
    ]) {
      const r = baton(args, dir);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toContain('takes one value; it was given twice');
    }
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('lint says the same of the same file', () => {
    const dir = project();
    expect(baton(['lint', 'nofile.yml'], dir)).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: nofile.yml: no such file\n',
    });
  });

  it('replay exits 2 when the workflow of the stored run is gone, and starts no run', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    rmSync(join(dir, 'chain.yml'));
    // Another workflow is no stand-in for it: a replay runs the file the run ran.
    mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
    writeFileSync(
      join(dir, '.github', 'workflows', 'ci.yml'),
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: echo }]\n',
    );
    const r = baton(['replay', first.runId, '--from', 'b', '--plain'], dir);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        `baton: chain.yml: no such file: run ${first.runId} ran this workflow file, and a replay runs it as it is now`,
        `  put it back (from git, if it was committed) to replay run ${first.runId}, or start a new run of another workflow with baton run`,
        '',
      ].join('\n'),
    });
    expect(readdirSync(join(dir, '.baton', 'runs'))).toEqual([first.runId]);
  });
});

describe('baton run, history, show: a reader that closes stdout early (| head -1)', () => {
  const PIPED = `name: piped
on: workflow_dispatch
jobs:
  slow:
    runs-on: x
    steps:
      - uses: ./
        env:
          AGENT_SLEEP: "60"
        with:
          prompt: Slow.
          run: ./agents/agent.sh
  ticker:
    runs-on: x
    steps:
      - run: for i in $(seq 1 1200); do [ -f go ] && break; sleep 0.05; done
      - run: echo tick
`;

  /** A write end whose reader is already gone: the first write to it fails with EPIPE. */
  function closedPipe(dir: string): number {
    const path = join(dir, 'closed.fifo');
    expect(spawnSync('mkfifo', [path]).status).toBe(0);
    const reader = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
    const writer = openSync(path, constants.O_WRONLY | constants.O_NONBLOCK);
    closeSync(reader);
    return writer;
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  it('run: cancels as on Ctrl-C — the agent stopped, the run cancelled, its records kept, its temp dir removed', async () => {
    const dir = project();
    writeFileSync(join(dir, 'piped.yml'), PIPED);
    const tmp = mkdtempSync(join(tmpdir(), 'baton-run-e2e-tmp-'));
    dirs.push(tmp);
    const child: ChildProcess = spawn(
      process.execPath,
      [CLI_PATH, 'run', 'piped.yml', '--plain', '-j', '2'],
      {
        cwd: dir,
        env: { ...env(), TMPDIR: tmp },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr?.on('data', (d) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    // Read the first line, as `head -1` does, then read no more.
    const first = await new Promise<string>((resolve) => {
      let text = '';
      const onData = (d: Buffer) => {
        text += d;
        if (text.includes('\n')) {
          child.stdout?.off('data', onData);
          child.stdout?.pause();
          resolve(text.slice(0, text.indexOf('\n')));
        }
      };
      child.stdout?.on('data', onData);
    });
    const runId = /^\S+ run (\S+) started: piped/.exec(first)?.[1];
    expect(runId, first).toBeDefined();
    for (let i = 0; i < 300 && !existsSync(join(dir, 'slow.pid')); i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(join(dir, 'slow.pid')), `the slow agent never started:\n${stderr}`).toBe(true);
    const agentPid = Number(readFileSync(join(dir, 'slow.pid'), 'utf8'));
    expect(readdirSync(tmp).filter((name) => name.startsWith('baton-run-'))).toHaveLength(1);
    // The reader goes away; then the ticker job finishes a step, and baton's next line meets the closed pipe.
    child.stdout?.destroy();
    writeFileSync(join(dir, 'go'), '');
    const code = await exited;

    expect(code).toBe(1);
    expect(stderr).toBe(
      'baton: standard output was closed; cancelling: stopping running steps and agents (records written so far are kept)\n',
    );
    const runDir = join(dir, '.baton', 'runs', runId!);
    const summary = readRunSummary(runDir);
    expect(summary.status).toBe('cancelled');
    expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
      slow: 'cancelled',
      ticker: 'cancelled',
    });
    const slow = await new LocalRecordStore(runDir).get('slow');
    expect(slow?.record.outcome.reason).toBe('cancelled');
    expect(readFileSync(join(runDir, 'slow', 'agent.log'), 'utf8')).toContain('agent slow sleeping 60s');
    expect(readdirSync(tmp)).toEqual([]);
    // The agent's process group was killed; give the system a bounded moment to reap it.
    for (let i = 0; i < 100 && alive(agentPid); i++) await new Promise((r) => setTimeout(r, 50));
    expect(agentPid).toBeGreaterThan(1);
    expect(alive(agentPid)).toBe(false);
  });

  it('run --json: cancels the run at its first event, saying so on stderr, where its last lines go', () => {
    const dir = project('chain.yml');
    const stdout = closedPipe(dir);
    const r = spawnSync(process.execPath, [CLI_PATH, 'run', 'chain.yml', '--json', '--input', 'topic=x'], {
      cwd: dir,
      env: env(),
      encoding: 'utf8',
      stdio: ['ignore', stdout, 'pipe'],
    });
    closeSync(stdout);
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(/EPIPE|Error/);
    expect(r.stderr).toMatch(
      /^baton: standard output was closed; cancelling: stopping running steps and agents \(records written so far are kept\)\nrun (\S+): cancelled; records in /,
    );
    const [runId] = readdirSync(join(dir, '.baton', 'runs'));
    const summary = readRunSummary(join(dir, '.baton', 'runs', runId!));
    expect(summary.status).toBe('cancelled');
  });

  it('history, show, runs and report: exit 0, quietly', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    for (const args of [
      ['history', first.runId],
      ['history', first.runId, '--json'],
      ['show', first.runId],
      ['show', first.runId, 'b'],
      ['runs'],
      ['report', first.runId],
    ]) {
      const stdout = closedPipe(dir);
      const r = spawnSync(process.execPath, [CLI_PATH, ...args], {
        cwd: dir,
        env: env(),
        encoding: 'utf8',
        stdio: ['ignore', stdout, 'pipe'],
      });
      closeSync(stdout);
      rmSync(join(dir, 'closed.fifo'));
      expect({ args, code: r.status, stderr: r.stderr }).toEqual({ args, code: 0, stderr: '' });
    }
  });
});

/**
 * Job b reads stage a with baton's action from its repository (as a user's workflow names it), after the
 * steps `before` (YAML, indented for b's steps) and with `with` added to its stage step's inputs.
 */
function noCheckoutWorkflow(before: string, withMore = ''): string {
  return `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: Start.
          run: ./agents/agent.sh
  b:
    needs: a
    runs-on: x
    steps:
${before}      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: "Continue {{stages.a.summary}}"
          run: ./agents/agent.sh${withMore}
`;
}

describe('baton run: a stage that reads upstream stages without the workflow file on GitHub', () => {
  it('runs it when a checkout of the repository comes before it, or it has a needs input, as GitHub does', () => {
    const checkout =
      '      - uses: actions/checkout@v4\n        with:\n          persist-credentials: false\n';
    for (const workflow of [noCheckoutWorkflow(checkout), noCheckoutWorkflow('', '\n          needs: a')]) {
      const dir = project();
      writeFileSync(join(dir, 'wf.yml'), workflow);
      const r = baton(['run', 'wf.yml', '--plain'], dir);
      expect(r.stderr).not.toMatch(/checks out this repository/);
      expect(r.code).toBe(0);
      expect(readFileSync(join(dir, 'b.calls'), 'utf8').trim()).toBe('1');
    }
  });
});

describe('baton run: rejected plans', () => {
  const cases: Array<{
    name: string;
    workflow: string;
    args?: string[];
    setup?: (dir: string) => void;
    message: RegExp;
  }> = [
    {
      name: 'a cycle, named',
      workflow:
        'on: push\njobs:\n  a:\n    needs: b\n    runs-on: x\n    steps: [{run: echo}]\n  b:\n    needs: a\n    runs-on: x\n    steps: [{run: echo}]\n',
      message:
        /^wf\.yml:8:12: needs form a cycle: a → b → a \(a needs b, b needs a\); remove one of these needs$/m,
    },
    {
      name: 'an unknown needs',
      workflow: 'on: push\njobs:\n  a:\n    needs: [ghost]\n    runs-on: x\n    steps: [{run: echo}]\n',
      message: /^wf\.yml:4:13: job 'a' needs 'ghost', which is not a job in this workflow; jobs: a$/m,
    },
    {
      name: 'a missing required input',
      workflow:
        'on:\n  workflow_dispatch:\n    inputs:\n      issue:\n        required: true\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      message: /^wf\.yml:4:7: input 'issue' is required and has no default; pass --input issue=<value>$/m,
    },
    {
      name: 'an unknown --job',
      workflow: 'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      args: ['--job', 'deploy'],
      message: /^wf\.yml: --job deploy: no such job; jobs: a$/m,
    },
    {
      name: 'an invalid expression',
      workflow: 'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo ${{ github.sha == }}\n',
      message: /^wf\.yml:6:\d+: Unexpected end of expression/m,
    },
    {
      name: 'a template naming a stage that is not upstream',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: "{{stages.b.summary}}"\n          run: ./agents/agent.sh\n  b:\n    runs-on: x\n    steps: [{run: echo}]\n',
      message: /^wf\.yml:8:\d+: stages\.b: not a stage upstream of job 'a'; upstream stages: \(none\)$/m,
    },
    {
      name: 'a prompt reading a stage of a job that runs after it, with no advice that makes a cycle',
      workflow:
        'on: push\njobs:\n  investigate:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: "{{stages.fix.summary}}"\n          run: ./agents/agent.sh\n  fix:\n    needs: investigate\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh }\n',
      message:
        /^wf\.yml:8:22: stages\.fix: not a stage upstream of job 'investigate' \(job 'fix' runs after this job: fix needs investigate; a prompt reads only stages of jobs that finish before it\); upstream stages: \(none\)$/m,
    },
    {
      name: 'every problem of a prompt template, each counted, at its line and column in the file',
      workflow:
        'on: push\njobs:\n  investigate:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh }\n  fix:\n    needs: investigate\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          run: ./agents/agent.sh\n          prompt: |\n            {{stages.investigate.sumary}}\n            {{stages.investgate.summary}}\n            {{fnce stages.investigate.detail}}\n',
      message:
        /^baton: wf\.yml: 3 problems; nothing was run\nwf\.yml:16:15: stages\.investigate\.sumary: stages have no field sumary; .*\nwf\.yml:17:15: stages\.investgate: not a stage upstream of job 'fix' \(did you mean investigate\?\); .*\nwf\.yml:18:13: unknown helper fnce; did you mean fence\?; .*$/m,
    },
    {
      name: 'a field no value could have, inside #if, default and eq too, and a helper called wrongly',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh }\n  b:\n    needs: a\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          run: ./agents/agent.sh\n          prompt: |\n            {{#if attempt.verfy}}x{{/if}} {{default github.repositry "x"}}\n            {{#if (eq stages.a.meta.exit_cod 0)}}ok{{/if}} {{truncate stages.a.summary -1}} {{stage.a.summary}}\n',
      message:
        /^baton: wf\.yml: 5 problems; nothing was run\nwf\.yml:16:19: attempt\.verfy: no field verfy in attempt; did you mean verify\?; .*\nwf\.yml:16:53: github\.repositry: no field repositry in github; did you mean repository\?; .*\nwf\.yml:17:23: stages\.a\.meta\.exit_cod: no field exit_cod in stages\.a\.meta; did you mean exit_code\?; .*\nwf\.yml:17:60: truncate: the length must be a whole number, got -1; .*\nwf\.yml:17:95: stage\.a\.summary: no root stage; did you mean stages\?; .*$/m,
    },
    {
      name: 'a prompt holding ${{ }} around a mistake, a leg reading matrix at its top, and an input no vars: gives',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    strategy:\n      matrix:\n        angle: [security, docs]\n    steps:\n      - uses: ./\n        with: { prompt: "Review {{matrix.angle}}", run: ./agents/agent.sh }\n  b:\n    needs: a\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          run: ./agents/agent.sh\n          vars: "tone: terse"\n          prompt: |\n            Hello ${{ github.actor }}\n            {{stages.z.summary}} {{inputs.tonee}}\n',
      message:
        /^wf\.yml:10:35: matrix\.angle: no root matrix; .*\nwf\.yml:21:15: stages\.z: not a stage upstream of job 'b'; .*\nwf\.yml:21:36: inputs\.tonee: no input tonee; did you mean tone\?; inputs: tone \(the workflow's declared inputs and the keys of the step's vars\)$/m,
    },
    {
      name: 'a needs input naming a matrix job instead of its legs, or a typo of a leg',
      workflow:
        'on: push\njobs:\n  review:\n    runs-on: x\n    strategy:\n      matrix:\n        angle: [security, perf]\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh }\n  summary:\n    needs: review\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: a, run: ./agents/agent.sh, needs: "review, review-sec" }\n',
      message:
        /^wf\.yml:16:60: needs: "review" is the matrix job review, not a stage: name its legs \(review-security, review-perf\); upstream stages: review-security, review-perf\nwf\.yml:16:68: needs: "review-sec" is not a stage upstream of job 'summary' \(did you mean review-security\?\); upstream stages: review-security, review-perf$/m,
    },
    {
      name: 'a line less indented than the block scalar it follows, with a hint at the indentation',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: a\n          run: ./agents/agent.sh\n          verify: |\n            npm test\n          npm run lint\n',
      message:
        /^wf\.yml:12:11: not valid YAML: Implicit map keys need to be followed by map values; line 12 is less indented than the text of the block scalar above it \(verify: \| on line 10, text from column 13\), which ends the block there and makes YAML read the line as a key: indent it to column 13 or more to keep it in the block$/m,
    },
    {
      name: "misspelt inputs of baton's action, each at its key",
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: hi, run: echo, handof: required, atempts: 3 }\n',
      message:
        /^wf\.yml:7:40: unknown input "handof" of baton's action; did you mean "handoff"\?\nwf\.yml:7:58: unknown input "atempts" of baton's action; did you mean "attempts"\?$/m,
    },
    {
      name: 'an --event-name that is not a trigger of the workflow',
      workflow:
        'on:\n  issues:\n  workflow_dispatch:\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      args: ['--event-name', 'pul_request'],
      message:
        /^wf\.yml: --event-name "pul_request" is not a trigger of this workflow; its triggers: issues, workflow_dispatch$/m,
    },
    {
      name: 'a prompt-file that is a link (to a file outside the repository)',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt-file: prompts/p.md\n          run: ./agents/agent.sh\n',
      setup: (dir: string) => {
        const outside = mkdtempSync(join(tmpdir(), 'baton-outside-'));
        dirs.push(outside);
        writeFileSync(join(outside, 'p.md'), 'Outside {{stages.a.summary}}');
        mkdirSync(join(dir, 'prompts'));
        symlinkSync(join(outside, 'p.md'), join(dir, 'prompts', 'p.md'));
      },
      message:
        /^wf\.yml:8:24: prompt-file prompts\/p\.md: is a symbolic link; only regular files are read, and links are never followed$/m,
    },
    {
      name: 'a prompt block never closed, at its opening inside the template (not at the next job)',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          run: ./agents/agent.sh\n          prompt: |\n            line1\n            {{#if github.actor}}\n  b:\n    runs-on: x\n    steps: [{run: echo}]\n',
      message:
        /^wf\.yml:11:13: syntax error: \{\{#if\}\} opened at 2:1 is never closed; close it with \{\{\/if\}\}$/m,
    },
    {
      name: 'mistakes of a double-quoted prompt after an escaped line break, each where it is written',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          run: ./agents/agent.sh\n          prompt: "Line \\"one\\"\\n\\t{{stages.x.summary}} and\\\n            \\ {{stages.y.summary}}"\n',
      message: /^wf\.yml:9:38: stages\.x: .*\nwf\.yml:10:17: stages\.y: /m,
    },
    {
      name: `a prompt-file over ${LIMITS.templateBytes} bytes`,
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt-file: p.md\n          run: ./agents/agent.sh\n',
      setup: (dir: string) => writeFileSync(join(dir, 'p.md'), 'x'.repeat(LIMITS.templateBytes + 1)),
      message: new RegExp(
        `^wf\\.yml:8:24: prompt-file p\\.md: is ${LIMITS.templateBytes + 1} bytes, more than the ${LIMITS.templateBytes}-byte limit$`,
        'm',
      ),
    },
    {
      name: `a prompt-file nested over ${LIMITS.templateDepth} deep (it overflowed the stack)`,
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt-file: p.md\n          run: ./agents/agent.sh\n',
      setup: (dir: string) =>
        writeFileSync(
          join(dir, 'p.md'),
          `ok\n${'{{#if github.actor}}'.repeat(2000)}x${'{{/if}}'.repeat(2000)}`,
        ),
      message: new RegExp(
        `^p\\.md:2:${LIMITS.templateDepth * 20 + 1}: blocks and \\(subexpressions\\) nest more than ${LIMITS.templateDepth} deep here;`,
        'm',
      ),
    },
    {
      // On GitHub the stage of job b reads its upstream stages from the workflow file in the checkout: with
      // none (and no needs input) it knows none, and its render fails after job a's agent has run.
      name: 'a prompt reading an upstream stage in a job with no checkout before it and no needs input, as GitHub would fail it',
      workflow: noCheckoutWorkflow(''),
      message:
        /^wf\.yml:17:15: job b: its prompt reads stages\.a \(19:31\), and no step before it checks out this repository, nor does it have a `needs` input: on GitHub the stage reads the workflow file from the checkout to know its upstream stages, so it would know none and fail \("stages\.a: no such upstream stage"\); add `uses: actions\/checkout` with `persist-credentials: false` before this step, or give the step `needs: a`$/m,
    },
    {
      name: 'a prompt-file in UTF-16',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt-file: p.md\n          run: ./agents/agent.sh\n',
      setup: (dir: string) => writeFileSync(join(dir, 'p.md'), Buffer.from('\uFEFFFix it.', 'utf16le')),
      message:
        /^wf\.yml:8:24: prompt-file p\.md: is UTF-16 \(little-endian\), not UTF-8; save it as UTF-8 \(PowerShell: /m,
    },
    {
      name: 'an indent wider than a prompt takes, written in the prompt',
      workflow:
        'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: "{{indent github.actor 1000000000}}"\n          run: ./agents/agent.sh\n',
      message: new RegExp(
        `^wf\\.yml:8:42: indent: the indent must be at most ${LIMITS.indentWidth} spaces, got 1000000000$`,
        'm',
      ),
    },
  ];
  for (const c of cases) {
    it(`refuses ${c.name}, with its message, and runs nothing`, () => {
      const dir = project();
      c.setup?.(dir);
      writeFileSync(join(dir, 'wf.yml'), c.workflow);
      const r = baton(['run', 'wf.yml', '--plain', ...(c.args ?? [])], dir);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^baton: wf\.yml: (1 problem|\d+ problems); nothing was run$/m);
      expect(r.stderr.replace(/^ {2}/gm, '')).toMatch(c.message);
      expect(r.stdout).toBe('');
      expect(existsSync(join(dir, '.baton'))).toBe(false);
    });
  }
});

describe('baton run: a helper asked for absurd output', () => {
  it('fails the stage at the helper, with its place, and never runs the agent', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'wf.yml'),
      'on:\n  workflow_dispatch:\n    inputs: { width: { type: string } }\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: "{{indent github.actor inputs.width}}"\n          run: touch agent-ran\n',
    );
    const r = await run(dir, 'wf.yml', { inputs: { width: '1000000000' } });
    expect(r.jobs).toEqual({ a: 'failure' });
    const record = r.latest('a').record;
    expect(record.outcome).toMatchObject({ reason: 'render-failed' });
    expect(record.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      `wf.yml:10:19 jobs.a prompt:1:1: indent: the indent must be at most ${LIMITS.indentWidth} spaces, got 1000000000`,
    ]);
    expect(record.agent.exit_code).toBeNull();
    expect(existsSync(join(dir, 'agent-ran'))).toBe(false);
    expect(r.latest('a').prompt).toBe('');
  });
});

describe('baton run: verify, attempts, repair, routing, bounded chains (issue 7)', () => {
  it('verify passing on the second attempt, and attempts exhausted', async () => {
    const dir = project('verify.yml');
    const r = await run(dir, 'verify.yml');
    expect(r.jobs).toEqual({ fix: 'success', hopeless: 'failure' });
    const fix = r.records
      .filter((s) => s.record.stage === 'fix')
      .sort((a, b) => a.record.attempt - b.record.attempt);
    expect(fix.map((s) => [s.record.attempt, s.record.outcome.reason])).toEqual([
      [1, 'verify-failed'],
      [2, 'completed'],
    ]);
    expect(fix[1]!.prompt).toContain('Attempt 2.');
    expect(fix[1]!.prompt).toContain('Last verify said: not yet: count=1');
    const hopeless = r.records.filter((s) => s.record.stage === 'hopeless');
    expect(hopeless.map((s) => s.record.outcome.reason)).toEqual(['verify-failed', 'verify-failed']);
    expect(r.latest('hopeless').record.status).toBe('failure');
  });

  it('a repair turn fixing an invalid handoff, and one that fails too', async () => {
    const dir = project('repair.yml');
    const r = await run(dir, 'repair.yml');
    expect(r.jobs).toEqual({ mended: 'success', broken: 'failure' });
    const mended = r.records
      .filter((s) => s.record.stage === 'mended')
      .sort((a, b) => a.record.attempt - b.record.attempt);
    expect(mended.map((s) => [s.record.attempt, s.record.repair, s.record.outcome.reason])).toEqual([
      [1, false, 'handoff-invalid'],
      [2, true, 'completed'],
    ]);
    expect(mended[1]!.prompt).toContain('sumary');
    const broken = r.records
      .filter((s) => s.record.stage === 'broken')
      .sort((a, b) => a.record.attempt - b.record.attempt);
    expect(broken.map((s) => [s.record.attempt, s.record.repair, s.record.outcome.reason])).toEqual([
      [1, false, 'handoff-invalid'],
      [2, true, 'handoff-invalid'],
    ]);

    // `show --handoff` says the handoff was refused and why, rather than that none was written.
    const refused = baton(['show', r.runId, 'broken', '--handoff'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      'stage broken attempt 2 wrote a handoff that was refused, so none was kept',
    );
    expect(refused.stderr).toMatch(/\$\.summary: /);
    expect(refused.stderr).toContain(`every problem: baton show ${r.runId} broken --attempt 2 --record`);
  });

  it('next naming no job: the step fails with next-unknown-stage, unless on-invalid: warn', async () => {
    const dir = project('next-unknown.yml');
    const r = await run(dir, 'next-unknown.yml');
    expect(r.jobs).toEqual({ strict: 'failure', lenient: 'success' });
    const strict = r.latest('strict').record.problems.find((p) => p.code === 'next-unknown-stage');
    expect(strict?.severity).toBe('error');
    expect(strict?.message).toContain('nowhere');
    expect(strict?.message).toContain('strict');
    expect(r.latest('lenient').record.problems.find((p) => p.code === 'next-unknown-stage')?.severity).toBe(
      'warning',
    );
  });

  it('a chain stopped by max-handoffs, with the chain in the message', async () => {
    const dir = project('max-handoffs.yml');
    const r = await run(dir, 'max-handoffs.yml');
    expect(r.jobs).toEqual({ investigate: 'success', fix: 'success', test: 'failure' });
    const test = r.latest('test').record;
    expect(test.outcome.reason).toBe('max-handoffs');
    expect(test.outcome.message).toContain('investigate → fix → test');
    expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('1\n');
    expect(existsSync(join(dir, 'test.calls'))).toBe(false);
  });
});

describe('a routing loop across runs: baton run --parent', () => {
  it('counts hops on from the parent run and stops the loop after max-handoffs, naming the chain through the runs', async () => {
    const dir = project('loop.yml');
    const first = baton(['run', 'loop.yml', '--plain'], dir);
    expect(first.code, first.stderr).toBe(0);
    const r1 = /run (\S+): success/.exec(first.stdout)![1]!;
    // The run the loop dispatches next continues the latest one.
    const second = baton(['run', 'loop.yml', '--parent', 'latest', '--plain'], dir);
    expect(second.code, second.stderr).toBe(0);
    const r2 = /run (\S+): success/.exec(second.stdout)![1]!;
    const history = baton(['history', r2], dir);
    expect(history.stdout).toContain(`continues run ${r1}: hops count on from there`);
    // Drawn from the run's own first hop: fix at the left, test one step in.
    expect(history.stdout).toMatch(/^fix {2}✓ success/m);
    expect(history.stdout).toMatch(/^└─▶ test {2}← fix {2}✓ success/m);
    const stored = new LocalRecordStore(join(dir, '.baton', 'runs', r2));
    expect((await stored.get('fix'))?.record).toMatchObject({ hop: 3, parent: { run: r1 } });
    expect((await stored.get('test'))?.record.hop).toBe(4);

    // The library API takes the same option.
    const third = await run(dir, 'loop.yml', { parent: r2 });
    expect(third.status).toBe('failure');
    expect(third.jobs).toEqual({ fix: 'success', test: 'failure' });
    const r2test = await stored.get('test');
    expect(third.latest('fix').record).toMatchObject({
      hop: 5,
      parent: {
        run: r2,
        lineage: [{ stage: 'test', attempt: 1, record_sha256: r2test!.recordSha256 }],
      },
    });
    const refused = third.latest('test').record;
    expect(refused.outcome).toEqual({
      reason: 'max-handoffs',
      message: `stage test would be hop 6, more than max-handoffs 5: run ${r1}: fix → test → run ${r2}: fix → test → this run: fix → test`,
    });
    expect(refused).toMatchObject({ hop: 6, status: 'failure', parent: { run: r2 } });
    // The agent of the refused stage never ran: two runs of test, three of fix.
    expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('3\n');
    expect(readFileSync(join(dir, 'test.calls'), 'utf8')).toBe('2\n');
    const invocation = JSON.parse(readFileSync(join(third.runDir, 'invocation.json'), 'utf8'));
    expect(invocation.parent).toBe(r2);
    const show = baton(['show', third.runId, 'fix'], dir);
    expect(show.stdout).toContain(`run ${third.runId}  hop 5  (continues run ${r2})  attempts 1`);
  });

  it('refuses a --parent that names no stored run, listing the recent runs, before anything runs', () => {
    const dir = project('loop.yml');
    const first = baton(['run', 'loop.yml', '--plain'], dir);
    const r1 = /run (\S+): success/.exec(first.stdout)![1]!;
    const r = baton(['run', 'loop.yml', '--parent', '20200101-0000-none', '--plain'], dir);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain('--parent: no run "20200101-0000-none"');
    expect(r.stderr).toContain(r1);
    // `baton runs`: its header and the one run; no run was created for the refused one.
    expect(baton(['runs'], dir).stdout.trim().split('\n')).toHaveLength(2);
    expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('1\n');
  });

  it('refuses a --parent run still running, saying to wait for it, before anything runs; one of its steps may continue it', async () => {
    const dir = project('loop.yml');
    const cli = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI_PATH)}`;
    writeFileSync(
      join(dir, 'slow.yml'),
      [
        'on: workflow_dispatch',
        'jobs:',
        '  fix:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with: { prompt: Fix., run: ./agents/agent.sh }',
        '  again:',
        '    needs: fix',
        '    runs-on: ubuntu-latest',
        '    steps:',
        // As a workflow dispatches itself on GitHub: the run it starts continues this one, still running.
        '      - run: |',
        `          ${cli} run loop.yml --parent latest --plain > child.out`,
        '      - run: while [ ! -f go ]; do sleep 0.05; done',
        '',
      ].join('\n'),
    );
    const slow = spawn(process.execPath, [CLI_PATH, 'run', 'slow.yml', '--plain'], {
      cwd: dir,
      env: env(),
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => slow.on('exit', resolve));
    const runs = join(dir, '.baton', 'runs');
    try {
      // Once the run it started from its step has ended, this one is still running.
      for (let i = 0; i < 600 && !/: success;/.test(readIfThere(join(dir, 'child.out'))); i++)
        await new Promise((r) => setTimeout(r, 50));
      const ids = readdirSync(runs);
      const running = ids.find((id) => readRunSummary(join(runs, id)).status === 'running');
      const child = ids.find((id) => id !== running);
      expect(readFileSync(join(dir, 'child.out'), 'utf8')).toContain(`run ${child}: success`);
      const continued = await new LocalRecordStore(join(runs, child!)).get('fix');
      expect(continued?.record).toMatchObject({ hop: 2, parent: { run: running } });

      // Started from elsewhere, it would count on from records the run may not have stored yet.
      const refusal = `baton: --parent: run ${running} is still running: its last records may not be stored yet, and this run's hops count on from them\n  wait for it to end, then start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs\n`;
      expect(baton(['run', 'loop.yml', '--parent', running!, '--plain'], dir)).toEqual({
        code: 1,
        stdout: '',
        stderr: refusal,
      });
      // Nothing was run or made for it.
      expect(readdirSync(runs).sort()).toEqual([child, running].sort());
      expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('2\n');
      const library = await run(dir, 'loop.yml', { parent: running }).catch((e: unknown) => e);
      expect(library).toBeInstanceOf(UserError);
      expect(library).toMatchObject({ code: 'parent-running', where: 'parent' });
    } finally {
      writeFileSync(join(dir, 'go'), '');
      await exited;
    }
    // Once it has ended, it is taken.
    const ended = readdirSync(runs).find((id) => readRunSummary(join(runs, id)).workflow_path === 'slow.yml');
    const after = baton(['run', 'loop.yml', '--parent', ended!, '--plain'], dir);
    expect(after.code, after.stderr).toBe(0);
  });

  it('refuses a --parent that holds no run or whose records cannot all be read, saying why and what to do', () => {
    const dir = project('loop.yml');
    const first = baton(['run', 'loop.yml', '--plain'], dir);
    expect(first.code, first.stderr).toBe(0);
    const r1 = /run (\S+): success/.exec(first.stdout)![1]!;
    const runs = join(dir, '.baton', 'runs');
    // A directory without run.json (left by a run that could not start), newer than any run: latest.
    const empty = join(runs, '29991231-2359-zzzz');
    mkdirSync(empty);
    for (const parent of ['latest', '29991231-2359-zzzz']) {
      expect(baton(['run', 'loop.yml', '--parent', parent, '--plain'], dir)).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: --parent: run 29991231-2359-zzzz cannot be continued: it has no run.json, so it holds no run (a run that could not start leaves such a directory)\n  remove it (rmdir ${empty}) if it is empty, then start this run again; or give --parent another run\n`,
      });
    }
    rmSync(empty, { recursive: true });
    // A record that cannot be read: its hop is not known, so neither is this run's.
    const record = join(runs, r1, 'test', 'record.json');
    writeFileSync(record, '{broken');
    const refused = baton(['run', 'loop.yml', '--parent', 'latest', '--plain'], dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      new RegExp(
        `^baton: --parent: run ${r1} cannot be continued: 1 of its records cannot be read, and this run's hops count on from them\n {2}${join(runs, r1, 'test')}: record\\.json is not valid JSON: .*\n {2}put the record of stage test back from a copy, or record it again in a new run and give --parent that run instead: baton replay ${r1} --from test\n {2}then start this run again, or give --parent another run\n$`,
      ),
    );
    // A run.json that cannot be read.
    writeFileSync(join(runs, r1, 'run.json'), '{broken');
    expect(baton(['run', 'loop.yml', '--parent', r1, '--plain'], dir).stderr).toMatch(
      new RegExp(
        `^baton: --parent: run ${r1} cannot be continued: its run\\.json cannot be read\n {2}${join(runs, r1, 'run.json')}: is not valid JSON \\(.*\\)\n {2}it is run ${r1}'s summary: put it back from a copy, or remove the run: rm -r ${join(runs, r1)}\n {2}give --parent another run\n$`,
      ),
    );
    expect(readdirSync(runs)).toEqual([r1]);
    expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('1\n');
  });

  it('refuses a --parent whose record is gone (its run.json says a job recorded it), as show and replay say it, before anything runs', async () => {
    const dir = project('loop.yml');
    const first = baton(['run', 'loop.yml', '--plain'], dir);
    expect(first.code, first.stderr).toBe(0);
    const r1 = /run (\S+): success/.exec(first.stdout)![1]!;
    const runs = join(dir, '.baton', 'runs');
    rmSync(join(runs, r1, 'fix'), { recursive: true });
    const refusal = (replay: string) =>
      `--parent: run ${r1} cannot be continued: 1 of its records cannot be read, and this run's hops count on from them\n  job fix recorded stage fix, but its record is gone: ${join(runs, r1, 'fix')} does not exist\n  put the record of stage fix back from a copy, or record it again in a new run and give --parent that run instead: ${replay}\n  then start this run again, or give --parent another run`;
    expect(baton(['run', 'loop.yml', '--parent', r1, '--plain'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: ${refusal(`baton replay ${r1} --from fix`)}\n`,
    });
    const library = await run(dir, 'loop.yml', { parent: r1 }).catch((e: unknown) => e);
    expect(library).toMatchObject({ code: 'parent-invalid', where: 'parent' });
    expect(formatError(library)).toBe(
      refusal(`replayWorkflow("${r1}", "fix")`)
        .replace('--parent: ', 'parent: ')
        .replaceAll('give --parent', 'give parent'),
    );
    // Nothing was run or made for it.
    expect(readdirSync(runs)).toEqual([r1]);
    expect(readFileSync(join(dir, 'fix.calls'), 'utf8')).toBe('1\n');
  });

  it('says that a parent-run input is not read here, and runs without a parent', async () => {
    const dir = project('loop.yml');
    const r = await run(dir, 'loop.yml', { inputs: { 'parent-run': '4242' } });
    expect(r.status).toBe('success');
    expect(r.latest('fix').record.hop).toBe(1);
    expect(r.latest('fix').record.parent).toBeUndefined();
    const warnings = r.events.filter((e) => e.type === 'notice' && e.level === 'warning');
    expect(warnings.map((e) => (e as { message: string }).message)).toContain(
      'parent-run "4242" is not read by baton run: the parent run here is the one given with --parent <run-id|latest> (none)',
    );
  });

  it('refuses a parent-run input that is the run’s own id (${{ github.run_id }}), as the action does, before its agent runs', async () => {
    const dir = project('loop.yml');
    const file = join(dir, 'loop.yml');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replaceAll('${{ inputs.parent-run }}', '${{ github.run_id }}'),
    );
    const r = await run(dir, 'loop.yml');
    expect(r.status).toBe('failure');
    expect(r.records).toEqual([]);
    const failed = r.events.find(
      (e) => e.type === 'step-finished' && e.job === 'fix' && e.outcome === 'failure',
    );
    expect(failed && 'message' in failed ? failed.message : '').toContain(
      `parent-run: "${r.runId}" is this run's own id (\${{ github.run_id }}); the parent run is the one that started this one`,
    );
    expect(existsSync(join(dir, 'fix.calls'))).toBe(false);
  });
});

describe('baton render --run', () => {
  it("renders with the inputs a dispatch event file gave the run, as the run's prompts had them", async () => {
    const dir = project('chain.yml');
    writeFileSync(join(dir, 'event.json'), JSON.stringify({ inputs: { topic: 'parsers' } }));
    const first = await run(dir, 'chain.yml', { event: 'event.json' });
    expect(first.status).toBe('success');
    const rendered = baton(['render', '--template', 'Topic: {{inputs.topic}}', '--run', first.runId], dir);
    expect(rendered.stderr).toBe('');
    expect(rendered.stdout).toBe('Topic: parsers');
  });
});

describe('the run commands', () => {
  it('runs, show, history and show --prompt read a stored run; latest works as a run id', () => {
    const dir = project('route.yml');
    const r = baton(['run', 'route.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const id = /run (\S+): success/.exec(r.stdout)![1]!;

    const runs = baton(['runs'], dir);
    expect(runs.stdout).toMatch(new RegExp(`^${id}\\s+route\\s+success\\s+\\S+`, 'm'));

    const history = baton(['history', 'latest'], dir);
    expect(history.code).toBe(0);
    expect(history.stdout).toContain('triage  ✓ success');
    expect(history.stdout).toContain('next → fix');
    expect(history.stdout).toContain('└─▶ fix  ← triage');
    expect(history.stdout).toContain('docs: skipped');

    const show = baton(['show', id, 'fix'], dir);
    expect(show.stdout).toContain('summary: fix got: Fix after triage got: Triage.');
    expect(show.stdout).toContain(
      `\nfiles: .baton/runs/${id}/fix/{record.json,prompt.md,handoff.json,agent.log}\n`,
    );
    expect(baton(['show', 'latest', 'fix', '--prompt'], dir).stdout).toBe('Fix after triage got: Triage.');
    expect(JSON.parse(baton(['show', 'latest', 'triage', '--handoff'], dir).stdout).next).toEqual({
      stage: 'fix',
    });
    expect(baton(['show', 'latest', 'fix', '--log'], dir).stdout).toContain('agent fix wrote its handoff');

    const unknown = baton(['show', 'latest', 'nope'], dir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('has no stage "nope"');
    expect(unknown.stderr).toContain('stages: fix, triage');
  });

  it('show --log and --prompt: as stored when piped, with control characters made visible on a terminal', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'esc.yml'),
      `name: esc
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "title \\u001b]0;pwned\\u0007 end"
          run: |
            printf 'out \\033[2J\\033]8;;http://x\\007cleared\\r\\nnext\\n'
            printf 'progress 10%%\\rprogress 100%%\\n'
            printf '{"version":1,"summary":"s"}' > "$BATON_HANDOFF_PATH"
`,
    );
    const r = baton(['run', 'esc.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const show = async (isTTY: boolean, option: 'log' | 'prompt') => {
      let out = '';
      const io = {
        stdout: (text: string) => {
          out += text;
        },
        stderr: () => {},
        readStdin: async () => Buffer.alloc(0),
        cwd: dir,
        env: env(),
        isTTY,
      };
      expect(await showCommand(io, 'latest', 'a', { [option]: true })).toBe(0);
      return out;
    };
    // Piped: the stored bytes, escape sequences and all (a redirect to a file keeps them).
    expect(await show(false, 'log')).toContain('out \u001b[2J\u001b]8;;http://x\u0007cleared\r\nnext\n');
    expect(await show(false, 'prompt')).toBe('title \u001b]0;pwned\u0007 end');
    // On a terminal: nothing that a terminal would act on, line breaks kept; a log as a log view shows
    // it (its sequences left out), a prompt with them shown escaped.
    const log = await show(true, 'log');
    expect(log).toContain('out cleared\nnext\n');
    expect(log).toContain('next\nprogress 100%\n');
    expect(log).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(await show(true, 'prompt')).toBe('title \\u001b]0;pwned\\u0007 end');
  });

  it('cuts a long summary between words and marks the cut with …: the final stage line and history', () => {
    const dir = project();
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    writeFileSync(
      join(dir, 'long.yml'),
      `name: long\non: workflow_dispatch\njobs:\n  long:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: ${words}\n          run: ./agents/agent.sh\n`,
    );
    const r = baton(['run', 'long.yml', '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    const final = /^final stage long \(success, [^)]+\): (.*)$/m.exec(r.stdout)?.[1];
    expect(final).toBe(
      'long got: word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12 word13 word14 word15 word16 word17 word18 word19 word20 word21 word22 word23 word24 word25 word26 word27…',
    );

    const history = baton(['history', 'latest'], dir);
    expect(history.stdout).toContain(
      '\n│ long got: word0 word1 word2 word3 word4 word5 word6 word7 word8 word9 word10 word11 word12 word13 word14 word15 word16 word17 word18 word19 word20 word21…\n',
    );
  });

  it('--json writes each progress event as one JSON line', () => {
    const dir = project('route.yml');
    const r = baton(['run', 'route.yml', '--json'], dir);
    expect(r.code, r.stderr).toBe(0);
    const events = r.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RunEvent);
    expect(events[0]?.type).toBe('run-started');
    expect(events.at(-1)).toMatchObject({ type: 'run-finished', status: 'success' });
    expect(r.stderr).toMatch(/run \S+: success/);
  });
});

describe('the run commands from a subdirectory of the directory that holds the runs', () => {
  it('say where the runs are and how to reach them, instead of suggesting a new run; nothing is stored here', async () => {
    const dir = project('chain.yml');
    expect(spawnSync('git', ['init', '-q', dir]).status).toBe(0);
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    const sub = join(dir, 'src', 'deep');
    mkdirSync(sub, { recursive: true });
    const hint = `${join(dir, '.baton', 'runs')} has 1 run; baton reads the runs of the directory it is started in (where baton run writes them): cd ${dir} to reach them`;
    expect(baton(['runs'], sub)).toEqual({
      code: 0,
      stdout: `no runs yet in ${join(sub, '.baton', 'runs')}\n${hint}\n`,
      stderr: '',
    });
    for (const args of [
      ['show', 'latest'],
      ['show', first.runId, 'a'],
      ['history', 'latest'],
      ['report', 'latest'],
      ['replay', 'latest', '--from', 'b', '--plain'],
    ]) {
      const r = baton(args, sub);
      expect(r.code, args.join(' ')).toBe(1);
      expect(r.stderr, args.join(' ')).toContain(`  ${hint}\n`);
      expect(r.stderr, args.join(' ')).not.toContain('start one with');
    }
    expect(existsSync(join(sub, '.baton'))).toBe(false);
    // Where no directory above has runs, a new run is what to do.
    const alone = project();
    expect(baton(['runs'], alone).stdout).toBe(
      `no runs yet in ${join(alone, '.baton', 'runs')}; start one with: baton run <workflow.yml>\n`,
    );
  });
});

describe('baton replay of a workflow file edited since the run', () => {
  it('says the file no longer has the job and that a replay runs the file as it is now; a changed file gets a notice', async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'x' } });
    const text = readFileSync(join(dir, 'chain.yml'), 'utf8');
    const invocation = join(first.runDir, 'invocation.json');
    expect(JSON.parse(readFileSync(invocation, 'utf8')).workflow_sha256).toBe(
      createHash('sha256').update(text).digest('hex'),
    );
    const runs = () => readdirSync(join(dir, '.baton', 'runs')).sort();

    // Unchanged: no notice.
    const same = baton(['replay', first.runId, '--from', 'c', '--plain'], dir);
    expect(same.code, same.stderr).toBe(0);
    expect(same.stdout).not.toContain('changed since run');

    // Job c taken out of the file.
    writeFileSync(join(dir, 'chain.yml'), text.slice(0, text.indexOf('  c:\n')));
    const before = runs();
    const gone = baton(['replay', first.runId, '--from', 'c', '--plain'], dir);
    expect(gone).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: --from: job c is no longer in chain.yml: a replay runs the workflow file as it is now, not as run ${first.runId} had it\n  its jobs now: a, b\n`,
    });
    expect(runs()).toEqual(before);

    // Still there: the replay runs the file as it is now, and says it changed.
    const changed = baton(['replay', first.runId, '--from', 'b', '--plain'], dir);
    expect(changed.code, changed.stderr).toBe(0);
    expect(changed.stdout).toContain(
      `run: warning: chain.yml changed since run ${first.runId}: this replay runs the file as it is now\n`,
    );
    const replayId = /run (\S+): success/.exec(changed.stdout)![1]!;
    const events = readFileSync(join(dir, '.baton', 'runs', replayId, 'events.jsonl'), 'utf8');
    expect(events).toContain(
      '"level":"warning","job":null,"leg":null,"message":"chain.yml changed since run',
    );

    // A run stored before the hash was kept still replays, without a notice (nothing to compare).
    const stored = JSON.parse(readFileSync(invocation, 'utf8'));
    delete stored.workflow_sha256;
    writeFileSync(invocation, JSON.stringify(stored));
    const old = baton(['replay', first.runId, '--from', 'b', '--plain'], dir);
    expect(old.code, old.stderr).toBe(0);
    expect(old.stdout).not.toContain('changed since run');
  });
});

/** A matrix of three review legs, one at a time, perf's agent failing, and a summary after it whatever it did. */
function legsWorkflow(failFast: boolean): string {
  return `name: legs
on: workflow_dispatch
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: ${failFast}
      max-parallel: 1
      matrix:
        angle: [security, perf, docs]
    steps:
      - run: echo "leg \${{ matrix.angle }} says hello"
      - uses: ./
        env:
          AGENT_EXIT: \${{ matrix.angle == 'perf' && '3' || '' }}
        with:
          prompt: "Review \${{ matrix.angle }}"
          run: ./agents/agent.sh
  summary:
    needs: review
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo "review was \${{ needs.review.result }}"
      - uses: ./
        with:
          prompt: "review was \${{ needs.review.result }}; {{#each jobs.review}}{{id}}={{status}} {{/each}}"
          run: ./agents/agent.sh
`;
}

/** How each leg of `job` ended, as the run's events say, in the order they did. */
function legEnds(events: readonly RunEvent[], job: string) {
  return events.flatMap((e) =>
    e.type === 'job-finished' && e.job === job
      ? [{ leg: e.leg, result: e.result, ...(e.reason === undefined ? {} : { reason: e.reason }) }]
      : [],
  );
}

/** A run's events.jsonl, parsed. */
function storedEvents(runDir: string): RunEvent[] {
  return readFileSync(join(runDir, 'events.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as RunEvent);
}

describe('baton replay: the jobs and legs it reuses', () => {
  it("gives each reused leg its own stored result, everywhere the run shows it, and carries the legs' job logs over", async () => {
    const dir = project();
    writeFileSync(join(dir, 'legs.yml'), legsWorkflow(false));
    const first = await run(dir, 'legs.yml');
    expect(first.jobs).toEqual({ review: 'failure', summary: 'success' });
    const original = legEnds(first.events, 'review');
    expect(original).toEqual([
      { leg: 'review-security', result: 'success' },
      { leg: 'review-perf', result: 'failure' },
      { leg: 'review-docs', result: 'success' },
    ]);

    const replayed = baton(['replay', first.runId, '--from', 'summary', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    const id = /run (\S+): failure/.exec(replayed.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    // The plain view, the events it stored, and its jobs.json: each leg as the run had it.
    // Taken from the stored run, not run again in no time: in the time it took there.
    const took = (leg: string) =>
      formatDuration(
        first.events.find(
          (e): e is Extract<RunEvent, { type: 'job-finished' }> => e.type === 'job-finished' && e.leg === leg,
        )!.duration_ms,
      );
    expect(replayed.stdout).toContain(
      ` review-security: success in ${took('review-security')}, reused from the run replayed\n`,
    );
    expect(replayed.stdout).toContain(
      ` review-perf: failure in ${took('review-perf')}, reused from the run replayed, where step 2 (Run ./) failed: the agent exited with code 3\n`,
    );
    expect(replayed.stdout).toContain(
      ` review-docs: success in ${took('review-docs')}, reused from the run replayed\n`,
    );
    expect(replayed.stdout).not.toContain(' in 0ms');
    expect(legEnds(storedEvents(runDir), 'review')).toEqual(original);
    const jobs = (runDir: string) => JSON.parse(readFileSync(join(runDir, 'jobs.json'), 'utf8'));
    expect(jobs(runDir)).toEqual(jobs(first.runDir));
    expect(jobs(runDir)[0]).toMatchObject({ id: 'review', result: 'failure' });
    // The job's result is still what GitHub makes of its legs: the stages after it see failure.
    const prompt = readFileSync(join(runDir, 'summary', 'prompt.md'), 'utf8');
    expect(prompt).toBe(readFileSync(join(first.runDir, 'summary', 'prompt.md'), 'utf8'));
    expect(prompt).toContain('review was failure; ');
    expect(readFileSync(join(runDir, 'job-summary.log'), 'utf8')).toContain('review was failure\n');
    // --json: the same events.
    const json = baton(['replay', first.runId, '--from', 'summary', '--json'], dir);
    const lines = json.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as RunEvent);
    expect(legEnds(lines, 'review')).toEqual(original);

    // Each leg's job log is carried over as its record is, byte for byte; show lists them.
    for (const leg of ['review-security', 'review-perf', 'review-docs']) {
      const log = readFileSync(join(first.runDir, `job-${leg}.log`), 'utf8');
      expect(log).toContain(`says hello`);
      expect(readFileSync(join(runDir, `job-${leg}.log`), 'utf8')).toBe(log);
    }
    expect(baton(['show', id], dir).stdout).toContain(
      '\njob logs: review-docs, review-perf, review-security, summary (',
    );
    // history draws what the run drew, the stages taken from it said to be reused.
    const drawn = (run: string) =>
      baton(['history', run], dir)
        .stdout.replaceAll(run, '<run>')
        .replace(/\nreplay of \S+/, '')
        .replaceAll(/\b\d+(?:\.\d+)?m?s\b/g, '…');
    const reviews = /^(review-\S+ .*\(…)\)$/gm;
    expect(drawn(first.runId)).toMatch(reviews);
    expect(drawn(id)).toBe(drawn(first.runId).replaceAll(reviews, '$1, reused)'));
    expect(readdirSync(runDir).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('keeps a leg that fail-fast cancelled before it started cancelled, with why, in the views, show and a replay of the replay', async () => {
    const dir = project();
    writeFileSync(join(dir, 'legs.yml'), legsWorkflow(true));
    const first = await run(dir, 'legs.yml');
    const original = legEnds(first.events, 'review');
    const why = 'fail-fast: another leg of its matrix failed before it started';
    expect(original).toEqual([
      { leg: 'review-security', result: 'success' },
      { leg: 'review-perf', result: 'failure' },
      { leg: 'review-docs', result: 'cancelled', reason: why },
    ]);
    const replayed = baton(['replay', first.runId, '--from', 'summary', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    expect(replayed.stdout).toMatch(
      new RegExp(` review-docs: cancelled, reused from the run replayed \\(${why}\\)\\n`),
    );
    const id = /run (\S+): failure/.exec(replayed.stdout)![1]!;
    expect(legEnds(storedEvents(join(dir, '.baton', 'runs', id)), 'review')).toEqual(original);

    // show says of the replay what it says of the run: the leg that never started has no log, and why.
    const shown = (run: string, what: string) => {
      const r = baton(['show', run, what], dir);
      return {
        code: r.code,
        stdout: r.stdout.replaceAll(run, '<run>'),
        stderr: r.stderr.replaceAll(run, '<run>'),
      };
    };
    expect(shown(id, 'review')).toEqual(shown(first.runId, 'review'));
    // The leg, said to be reused from the run.
    const docs = shown(first.runId, 'review-docs');
    expect(docs.stdout).toContain(
      `leg review-docs of job review of run <run> (cancelled: ${why}): it has no log`,
    );
    expect(shown(id, 'review-docs')).toEqual({
      ...docs,
      stdout: docs.stdout.replace(
        `(cancelled: ${why})`,
        `(cancelled: ${why}; reused from run ${first.runId})`,
      ),
    });

    // A replay of the replay keeps them too (its jobs.json holds them).
    const again = await replayWorkflow(id, 'summary', { cwd: dir, env: env(), onEvent: () => {} });
    expect(legEnds(storedEvents(again.runDir), 'review')).toEqual(original);
  });

  it("replays a run whose jobs.json was stored without the legs' results (by an earlier baton): each leg as its events say", async () => {
    const dir = project();
    writeFileSync(join(dir, 'legs.yml'), legsWorkflow(true));
    const first = await run(dir, 'legs.yml');
    const original = legEnds(first.events, 'review');
    // jobs.json as baton wrote it before it kept each leg's result.
    const file = join(first.runDir, 'jobs.json');
    const old = (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>).map(
      ({ id, result, outputs, stages, legs }) => ({ id, result, outputs, stages, legs }),
    );
    writeFileSync(file, `${JSON.stringify(old, null, 2)}\n`);
    const replay = async () => {
      const events: RunEvent[] = [];
      const again = await replayWorkflow(first.runId, 'summary', {
        cwd: dir,
        env: env(),
        onEvent: (e) => events.push(e),
      });
      expect(again.status).toBe('failure');
      expect(readRunSummary(again.runDir).jobs.map((j) => [j.id, j.result])).toEqual([
        ['review', 'failure'],
        ['summary', 'success'],
      ]);
      expect(again.records.find((r) => r.record.stage === 'summary')?.prompt).toContain(
        'review was failure; ',
      );
      // The legs' job logs are carried over all the same.
      for (const leg of ['review-security', 'review-perf'])
        expect(readFileSync(join(again.runDir, `job-${leg}.log`), 'utf8')).toBe(
          readFileSync(join(first.runDir, `job-${leg}.log`), 'utf8'),
        );
      return legEnds(events, 'review');
    };
    // The run's events say how each leg ended.
    expect(await replay()).toEqual(original);
    // A run whose events are gone too: each leg as its job ended, all that is known.
    rmSync(join(first.runDir, 'events.jsonl'));
    expect(await replay()).toEqual([
      { leg: 'review-security', result: 'failure' },
      { leg: 'review-perf', result: 'failure' },
      { leg: 'review-docs', result: 'failure' },
    ]);
  });

  it('says a reused job that did not run was skipped, and why, as the run said it (it was shown waiting)', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'skip.yml'),
      `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: exit 1
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: echo b
  c:
    needs: b
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo c
`,
    );
    const first = await run(dir, 'skip.yml');
    const skips = (events: readonly RunEvent[]) =>
      events.flatMap((e) =>
        e.type === 'job-skipped' ? [{ job: e.job, result: e.result, reason: e.reason }] : [],
      );
    const why = 'a job it needs did not succeed: a failed';
    expect(skips(first.events)).toEqual([{ job: 'b', result: 'skipped', reason: why }]);
    const replayed = baton(['replay', first.runId, '--from', 'c', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    expect(replayed.stdout).toContain(` b: skipped (${why})\n`);
    const id = /run (\S+): failure/.exec(replayed.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    expect(skips(storedEvents(runDir))).toEqual(skips(first.events));
    expect(readFileSync(join(runDir, 'jobs.json'), 'utf8')).toBe(
      readFileSync(join(first.runDir, 'jobs.json'), 'utf8'),
    );
    // A run stored by an earlier baton: why is in its events, else all that is known is that it was skipped.
    const file = join(first.runDir, 'jobs.json');
    const old = (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>).map(
      ({ id, result, outputs, stages, legs }) => ({ id, result, outputs, stages, legs }),
    );
    writeFileSync(file, JSON.stringify(old));
    const replayOld = async () => {
      const events: RunEvent[] = [];
      await replayWorkflow(first.runId, 'c', { cwd: dir, env: env(), onEvent: (e) => events.push(e) });
      return skips(events);
    };
    expect(await replayOld()).toEqual(skips(first.events));
    rmSync(join(first.runDir, 'events.jsonl'));
    expect(await replayOld()).toEqual([
      { job: 'b', result: 'skipped', reason: 'skipped in the run replayed' },
    ]);
  });
});

describe("baton replay: the report a replay's report step writes", () => {
  it('names the replay, not the run replayed, in its report.md and summary.md, as baton report does', () => {
    const dir = project();
    writeFileSync(
      join(dir, 'reported.yml'),
      `on: workflow_dispatch
jobs:
  fix:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: Fix., run: ./agents/agent.sh }
  report:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
`,
    );
    const first = baton(['run', 'reported.yml', '--plain'], dir);
    expect(first.code, first.stderr).toBe(0);
    const R = /run (\S+): success/.exec(first.stdout)![1]!;
    // From the report job: the only stage's record, reused, is the run's.
    for (const from of ['report', 'fix']) {
      const replay = baton(['replay', R, '--from', from, '--plain'], dir);
      expect(replay.code, replay.stderr).toBe(0);
      const id = /run (\S+): success/.exec(replay.stdout)![1]!;
      const runDir = join(dir, '.baton', 'runs', id);
      for (const file of ['report.md', 'summary.md']) {
        const text = readFileSync(join(runDir, file), 'utf8');
        expect(text, `${from}: ${file}`).toContain(` · local run ${id}\n`);
        expect(text, `${from}: ${file}`).not.toContain(`local run ${R}`);
      }
      expect(baton(['report', id], dir).stdout).toBe(readFileSync(join(runDir, 'report.md'), 'utf8'));
    }
  });
});

describe('baton replay: the step summaries of the jobs it reuses', () => {
  // Each part names the run that wrote it; the build job's second part holds a line shaped like the heading
  // baton puts above a part, so summary.md alone cannot say where a part starts.
  const workflow = `on: workflow_dispatch
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: echo "### built in $GITHUB_RUN_ID" >> "$GITHUB_STEP_SUMMARY"
      - run: printf '## test (test-lint)\\n\\nnot a part of its own\\n' >> "$GITHUB_STEP_SUMMARY"
  test:
    needs: build
    runs-on: ubuntu-latest
    strategy:
      max-parallel: 1
      matrix:
        kind: [unit, lint]
    steps:
      - run: echo "### tested \${{ matrix.kind }} in $GITHUB_RUN_ID" >> "$GITHUB_STEP_SUMMARY"
  deploy:
    needs: test
    runs-on: ubuntu-latest
    steps:
      - run: echo "### deployed in $GITHUB_RUN_ID" >> "$GITHUB_STEP_SUMMARY"
`;
  const summaryOf = (dir: string, run: string) =>
    readFileSync(join(dir, '.baton', 'runs', run, 'summary.md'), 'utf8');
  const expected = (build: string, test: string, deploy: string) =>
    [
      `## build\n\n### built in ${build}\n\n`,
      '## build\n\n## test (test-lint)\n\nnot a part of its own\n\n',
      `## test (test-unit)\n\n### tested unit in ${test}\n\n`,
      `## test (test-lint)\n\n### tested lint in ${test}\n\n`,
      `## deploy\n\n### deployed in ${deploy}\n\n`,
    ].join('');
  const replay = (dir: string, run: string, from: string) => {
    const r = baton(['replay', run, '--from', from, '--plain'], dir);
    expect(r.code, r.stderr).toBe(0);
    return { id: /^run (\S+): success/m.exec(r.stdout)![1]!, stdout: r.stdout };
  };

  it("starts the replay's summary.md with the reused jobs' step summaries, as the run wrote them, then those of the jobs it runs", async () => {
    const dir = project();
    writeFileSync(join(dir, 'summaries.yml'), workflow);
    const first = await run(dir, 'summaries.yml');
    expect(first.status).toBe('success');
    const R = first.runId;
    expect(summaryOf(dir, R)).toBe(expected(R, R, R));

    const fromDeploy = replay(dir, R, 'deploy');
    expect(summaryOf(dir, fromDeploy.id)).toBe(expected(R, R, fromDeploy.id));
    const fromTest = replay(dir, R, 'test');
    expect(summaryOf(dir, fromTest.id)).toBe(expected(R, fromTest.id, fromTest.id));
    // A replay of the replay takes them from it, as it wrote them.
    const again = replay(dir, fromTest.id, 'deploy');
    expect(summaryOf(dir, again.id)).toBe(expected(R, fromTest.id, again.id));
    for (const r of [fromDeploy, fromTest, again]) expect(r.stdout).not.toContain('cannot be told apart');
  });

  it('replays a run stored by an earlier baton, which did not keep where each part is: its summary.md holds what the replay ran, and it says so', async () => {
    const dir = project();
    writeFileSync(join(dir, 'summaries.yml'), workflow);
    const first = await run(dir, 'summaries.yml');
    const R = first.runId;
    const notice = `run: the step summaries of the jobs reused from run ${R} cannot be told apart in its summary.md (it was stored by an earlier baton, could not write them all, or was edited since): this replay's summary.md holds only those of the jobs it runs\n`;
    // summary.md edited since: the parts are not where jobs.json says.
    const summaryFile = join(first.runDir, 'summary.md');
    const original = readFileSync(summaryFile, 'utf8');
    writeFileSync(summaryFile, `# notes\n\n${original}`);
    const edited = replay(dir, R, 'deploy');
    expect(edited.stdout).toContain(notice);
    expect(summaryOf(dir, edited.id)).toBe(`## deploy\n\n### deployed in ${edited.id}\n\n`);
    writeFileSync(summaryFile, original);
    // jobs.json as baton wrote it before it kept where each job's parts are.
    const file = join(first.runDir, 'jobs.json');
    const old = (JSON.parse(readFileSync(file, 'utf8')) as Array<Record<string, unknown>>).map(
      ({ summary_parts, ...job }) => job,
    );
    writeFileSync(file, `${JSON.stringify(old, null, 2)}\n`);
    const r = replay(dir, R, 'deploy');
    expect(r.stdout).toContain(notice);
    expect(summaryOf(dir, r.id)).toBe(`## deploy\n\n### deployed in ${r.id}\n\n`);
    // A run whose summary.md is empty or gone has nothing to lose: nothing is said.
    rmSync(summaryFile);
    const none = replay(dir, R, 'deploy');
    expect(none.stdout).not.toContain('cannot be told apart');
    expect(summaryOf(dir, none.id)).toBe(`## deploy\n\n### deployed in ${none.id}\n\n`);
  });
});

describe('baton replay: a reused leg as it ended in the run replayed', () => {
  const workflow = `on: workflow_dispatch
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      max-parallel: 1
      matrix:
        kind: [unit, lint]
    steps:
      - run: echo "testing \${{ matrix.kind }}"
      - name: check
        run: |
          if [ "\${{ matrix.kind }}" = lint ]; then echo "lint found 3 problems"; exit 3; fi
  deploy:
    needs: test
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo deployed
`;

  it('says how long each reused leg ran there and the step that failed it, in the views, its events, show and a replay of the replay', async () => {
    const dir = project();
    writeFileSync(join(dir, 'fail.yml'), workflow);
    const first = await run(dir, 'fail.yml');
    expect(first.jobs).toEqual({ test: 'failure', deploy: 'success' });
    const ended = (events: readonly RunEvent[], leg: string) =>
      events.find(
        (e): e is Extract<RunEvent, { type: 'job-finished' }> => e.type === 'job-finished' && e.leg === leg,
      )!;
    const failedStep = first.events.find(
      (e): e is Extract<RunEvent, { type: 'step-finished' }> =>
        e.type === 'step-finished' && e.leg === 'test-lint' && e.outcome === 'failure',
    )!;
    expect(failedStep).toMatchObject({ step: 1, name: 'check', message: 'exited with code 3' });
    expect(failedStep.output_tail).toContain('lint found 3 problems');
    const took = (leg: string) => ended(first.events, leg).duration_ms;
    expect(took('test-lint')).toBeGreaterThan(0);

    const replayed = baton(['replay', first.runId, '--from', 'deploy', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    const id = /run (\S+): failure/.exec(replayed.stdout)![1]!;
    // --plain: each leg with how long it ran there; the failed one with the step that failed it.
    expect(replayed.stdout).toContain(
      ` test-unit: success in ${formatDuration(took('test-unit'))}, reused from the run replayed\n`,
    );
    expect(replayed.stdout).toContain(
      ` test-lint: failure in ${formatDuration(took('test-lint'))}, reused from the run replayed, where step 2 (check) failed: exited with code 3\n`,
    );
    // The run's end says why it failed, as the run's did, with the end of the step's output.
    expect(replayed.stdout).toContain(
      'test-lint (reused from the run replayed): step 2 (check) exited with code 3; the end of its output:\n  │ lint found 3 problems\n',
    );
    expect(replayed.stdout).toContain(`${CLI_HINT} show ${id} test-lint --job-log\n`);
    // Its events carry them (--json, and what a replay of the replay reads).
    const runDir = join(dir, '.baton', 'runs', id);
    const stored = ended(storedEvents(runDir), 'test-lint');
    expect(stored).toMatchObject({ reused: true, duration_ms: took('test-lint') });
    expect(stored.failed_step).toEqual({
      step: 1,
      name: 'check',
      message: 'exited with code 3',
      output_tail: failedStep.output_tail,
    });
    expect(ended(storedEvents(runDir), 'test-unit')).not.toHaveProperty('failed_step');
    // jobs.json is the run's: how long and why are the events'.
    expect(readFileSync(join(runDir, 'jobs.json'), 'utf8')).toBe(
      readFileSync(join(first.runDir, 'jobs.json'), 'utf8'),
    );
    // show says the leg failed in the run replayed, and the step that failed it.
    const shown = baton(['show', id, 'test-lint', '--prompt'], dir);
    expect(shown.stderr).toContain(
      `baton: leg test-lint of job test of run ${id} (failure, reused from run ${first.runId}) recorded no stage, so it has no prompt\n  it has no stage step: none of its steps runs baton's stage\n  its step 2 (check) failed: exited with code 3\n  its log: baton show ${id} test-lint --job-log\n`,
    );

    const again = await replayWorkflow(id, 'deploy', { cwd: dir, env: env(), onEvent: () => {} });
    const twice = ended(storedEvents(again.runDir), 'test-lint');
    expect(twice).toMatchObject({ reused: true, duration_ms: took('test-lint') });
    expect(twice.failed_step).toEqual(stored.failed_step);
  });

  it('replays a run whose events are gone: each leg as jobs.json has it, with no time or step it cannot know', async () => {
    const dir = project();
    writeFileSync(join(dir, 'fail.yml'), workflow);
    const first = await run(dir, 'fail.yml');
    rmSync(join(first.runDir, 'events.jsonl'));
    const replayed = baton(['replay', first.runId, '--from', 'deploy', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    expect(replayed.stdout).toContain(' test-unit: success, reused from the run replayed\n');
    expect(replayed.stdout).toContain(' test-lint: failure, reused from the run replayed\n');
    expect(replayed.stdout).not.toContain('step 2');
  });

  it("history says which stages were reused (their durations are the run's)", async () => {
    const dir = project('chain.yml');
    const first = await run(dir, 'chain.yml', { inputs: { topic: 'parsers' } });
    const again = await replayWorkflow(first.runId, 'b', { cwd: dir, env: env() });
    const drawn = baton(['history', again.runId], dir).stdout;
    const a = first.latest('a').record.agent.duration_ms;
    expect(drawn).toContain(`\na  ✓ success (${formatDuration(a)}, reused)\n`);
    expect(drawn).toMatch(/\n└─▶ b {2}← a {2}✓ success \(\d+m?s\)\n/);
    expect(baton(['history', first.runId], dir).stdout).not.toContain('reused');
  });
});

describe('baton replay: a reused job that failed, at the run end and in the views', () => {
  // A stage step that is not the job's first, and a matrix job whose legs record stages named otherwise
  // (a leg is not a stage id): the end of a replay must find each failed step's stage as the run did.
  const agents = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo preparing
      - uses: ./
        env:
          AGENT_EXIT: "3"
        with:
          prompt: A
          run: ./agents/agent.sh
  review:
    runs-on: ubuntu-latest
    strategy:
      fail-fast: false
      matrix:
        kind: [perf, docs]
    steps:
      - uses: ./
        env:
          AGENT_EXIT: \${{ matrix.kind == 'perf' && '4' || '' }}
        with:
          stage: check-\${{ matrix.kind }}
          prompt: Review \${{ matrix.kind }}
          run: ./agents/agent.sh
  c:
    needs: [a, review]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: C
          run: ./agents/agent.sh
`;

  /** The block `<stage>: <why>; the end of its agent.log:` and its lines, from a run's last lines. */
  const agentTail = (stdout: string, head: string) => {
    const at = stdout.indexOf(`\n${head}: the agent exited with code `);
    expect(at, stdout).toBeGreaterThan(-1);
    const lines = stdout.slice(at + 1).split('\n');
    const end = lines.findIndex((line, i) => i > 0 && !line.startsWith('  │ '));
    return lines.slice(0, end).join('\n');
  };

  it("shows the end of a reused failed agent's agent.log, said to be reused, as the run did (a matrix leg's stage too, and in a replay of the replay)", async () => {
    const dir = project();
    writeFileSync(join(dir, 'agents.yml'), agents);
    const first = baton(['run', 'agents.yml', '--plain'], dir);
    expect(first.code, first.stderr).toBe(1);
    const runId = /run (\S+): failure/.exec(first.stdout)![1]!;
    const ofA = agentTail(first.stdout, 'a');
    const ofPerf = agentTail(first.stdout, 'check-perf');
    expect(ofA).toBe(
      'a: the agent exited with code 3; the end of its agent.log:\n  │ agent a failing with 3',
    );
    expect(ofPerf).toContain('  │ agent check-perf failing with 4');

    const replayed = baton(['replay', runId, '--from', 'c', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(1);
    const id = /run (\S+): failure/.exec(replayed.stdout)![1]!;
    const reused = (block: string, stage: string) =>
      block.replace(`${stage}: `, `${stage} (reused from the run replayed): `);
    expect(agentTail(replayed.stdout, 'a (reused from the run replayed)')).toBe(reused(ofA, 'a'));
    expect(agentTail(replayed.stdout, 'check-perf (reused from the run replayed)')).toBe(
      reused(ofPerf, 'check-perf'),
    );
    expect(replayed.stdout).not.toContain('step 2 (Run ./) the agent');
    expect(replayed.stdout).toContain(`${CLI_HINT} show ${id} a --log\n`);
    // Its events say which stages the failed step recorded (--json, and what a replay of the replay reads).
    const failed = (runDir: string, leg: string) =>
      storedEvents(runDir).find(
        (e): e is Extract<RunEvent, { type: 'job-finished' }> => e.type === 'job-finished' && e.leg === leg,
      )?.failed_step;
    const runDir = join(dir, '.baton', 'runs', id);
    expect(failed(runDir, 'a')).toMatchObject({ step: 1, stages: ['a'] });
    expect(failed(runDir, 'review-perf')).toMatchObject({ step: 0, stages: ['check-perf'] });

    const again = baton(['replay', id, '--from', 'c', '--plain'], dir);
    expect(again.code, again.stderr).toBe(1);
    expect(agentTail(again.stdout, 'a (reused from the run replayed)')).toBe(reused(ofA, 'a'));
    expect(agentTail(again.stdout, 'check-perf (reused from the run replayed)')).toBe(
      reused(ofPerf, 'check-perf'),
    );
  });

  const plain = `on: workflow_dispatch
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - run: echo building; exit 2
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - run: echo deploying
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: A
          run: ./agents/agent.sh
  c:
    needs: [build, deploy, a]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: C
          run: ./agents/agent.sh
`;

  it('says which jobs without a stage record were reused: history, history --json and the run overview of show (a replay of a replay too)', async () => {
    const dir = project();
    writeFileSync(join(dir, 'plain.yml'), plain);
    const first = await run(dir, 'plain.yml');
    expect(first.jobs).toEqual({ build: 'failure', deploy: 'skipped', a: 'success', c: 'success' });
    const withoutStage = (run: string) =>
      baton(['history', run], dir).stdout.split('\njobs without a stage record:\n')[1];
    expect(withoutStage(first.runId)).toBe('  build: failure\n  deploy: skipped\n');
    const reusedJobs = (run: string) =>
      (
        JSON.parse(baton(['history', run, '--json'], dir).stdout).run.jobs as Array<{
          id: string;
          reused?: true;
        }>
      )
        .filter((job) => job.reused === true)
        .map((job) => job.id);
    expect(reusedJobs(first.runId)).toEqual([]);
    // The rows of its JOB table (the first one), each split into its cells; of its STAGE table, the first
    // two cells (stage and status).
    const rowsOf = (run: string, header: string) => {
      const table = baton(['show', run], dir).stdout.split(`\n${header} `)[1]!.split('\n\n')[0]!;
      return table
        .split('\n')
        .slice(1)
        .map((line) => line.trim().split(/ {2,}/));
    };
    const jobRows = (run: string) => rowsOf(run, 'JOB');
    const stageRows = (run: string) => rowsOf(run, 'STAGE').map((cells) => cells.slice(0, 2));

    const replayed = await replayWorkflow(first.runId, 'c', { cwd: dir, env: env() });
    expect(withoutStage(replayed.runId)).toBe('  build: failure (reused)\n  deploy: skipped (reused)\n');
    expect(reusedJobs(replayed.runId)).toEqual(['build', 'deploy', 'a']);
    expect(jobRows(replayed.runId)).toEqual([
      ['build', 'failure (reused)'],
      ['deploy', 'skipped (reused)'],
      ['a', 'success (reused)', 'a'],
      ['c', 'success', 'c'],
    ]);
    expect(stageRows(replayed.runId)).toEqual([
      ['a', 'success (reused)'],
      ['c', 'success'],
    ]);
    // A replay of the replay: reused is what it took from the replay, not what the replay had taken.
    const again = await replayWorkflow(replayed.runId, 'a', { cwd: dir, env: env() });
    expect(withoutStage(again.runId)).toBe('  build: failure (reused)\n  deploy: skipped (reused)\n');
    expect(reusedJobs(again.runId)).toEqual(['build', 'deploy']);
    expect(jobRows(again.runId)).toEqual([
      ['build', 'failure (reused)'],
      ['deploy', 'skipped (reused)'],
      ['a', 'success', 'a'],
      ['c', 'success', 'c'],
    ]);
    expect(stageRows(again.runId)).toEqual([
      ['a', 'success'],
      ['c', 'success'],
    ]);
    // The run itself, which reused nothing, says nothing of it.
    expect(jobRows(first.runId)).toEqual([
      ['build', 'failure'],
      ['deploy', 'skipped'],
      ['a', 'success', 'a'],
      ['c', 'success', 'c'],
    ]);
  });
});

describe('baton replay of a run whose event held text shaped like a token', () => {
  it('says once, naming the field and never the text, that the replay runs with the redaction marker there', async () => {
    const dir = project();
    writeFileSync(
      join(dir, 'triage.yml'),
      `on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "Issue {{github.event.issue.title}}: {{github.event.issue.body}}"
          run: ./agents/agent.sh
      - env:
          BODY: \${{ github.event.issue.body }}
        run: printf '%s' "$BODY" > "body-$GITHUB_RUN_ID.txt"
`,
    );
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}A1b2C3`;
    writeFileSync(
      join(dir, 'ev.json'),
      JSON.stringify({
        action: 'opened',
        issue: { number: 7, title: 'crash', body: `pasted ${token} here` },
      }),
    );
    const ran = baton(['run', 'triage.yml', '--event', 'ev.json', '--plain'], dir);
    expect(ran.code, ran.stderr).toBe(0);
    const runId = /run (\S+): success/.exec(ran.stdout)![1]!;
    const message = `run ${runId} was started with text shaped like a token in github.event.issue.body, which was stored redacted: this replay gives its steps and agents [REDACTED:github-token] there, not the text the run had`;

    const replayed = baton(['replay', runId, '--from', 'triage', '--plain'], dir);
    expect(replayed.code, replayed.stderr).toBe(0);
    expect(replayed.stdout.split(`run: warning: ${message}\n`)).toHaveLength(2);
    expect(replayed.stdout + replayed.stderr).not.toContain(token);
    const id = /run (\S+): success/.exec(replayed.stdout)![1]!;
    const runDir = join(dir, '.baton', 'runs', id);
    // What the run's steps saw, and what the replay's see.
    expect(readFileSync(join(dir, `body-${runId}.txt`), 'utf8')).toBe(`pasted ${token} here`);
    expect(readFileSync(join(dir, `body-${id}.txt`), 'utf8')).toBe('pasted [REDACTED:github-token] here');
    expect(
      storedEvents(runDir)
        .filter((e) => e.type === 'notice' && e.level === 'warning')
        .map((e) => e.type === 'notice' && e.message),
    ).toEqual([message]);

    // A replay of that replay says it too, of the run it replays.
    const twice = baton(['replay', id, '--from', 'triage', '--plain'], dir);
    expect(twice.stdout).toContain(`run: warning: ${message.replace(runId, id)}\n`);
    // baton render --run says it as it is there.
    expect(baton(['render', '--template', '{{github.event.issue.body}}', '--run', runId], dir)).toEqual({
      code: 0,
      stdout: 'pasted [REDACTED:github-token] here',
      stderr: `warning: run ${runId} was started with text shaped like a token in github.event.issue.body, which was stored redacted: those values render as redaction markers\n`,
    });
  });
});

describe('the run commands: a stage, job or attempt mistyped', () => {
  it('suggest the name meant (replay --from, show) and refuse an --attempt that is not a number, or has no stage', async () => {
    const dir = project('route.yml');
    const first = await run(dir, 'route.yml');
    expect(first.status).toBe('success');
    const replay = baton(['replay', 'latest', '--from', 'triag', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain(
      `baton: --from: run ${first.runId} has no stage or job triag (did you mean triage?); stages: triage, fix; jobs: triage, fix, docs\n`,
    );
    const show = baton(['show', 'latest', 'fxi'], dir);
    expect(show.code).toBe(1);
    expect(show.stderr).toContain(`baton: run ${first.runId} has no stage "fxi" (did you mean fix?)\n`);

    const notNumber = baton(['show', 'latest', 'fix', '--attempt', 'x'], dir);
    expect(notNumber).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --attempt: "x" is not a whole number from 1\n',
    });
    expect(baton(['show', 'latest', 'fix', '--attempt', '0'], dir).stderr).toBe(
      'baton: --attempt: "0" is not a whole number from 1\n',
    );
    const noStage = baton(['show', 'latest', '--attempt', '0'], dir);
    expect(noStage).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: --attempt needs a stage: baton show latest <stage> --attempt 0\n',
    });
  });
});

describe('runWorkflow: a callback that throws', () => {
  // A slow agent, and beside it a job that ends once the agent runs: each callback has something to
  // throw on while the agent runs.
  const BOTH = `name: both
on: workflow_dispatch
jobs:
  slow:
    runs-on: x
    steps:
      - uses: ./
        env:
          AGENT_SLEEP: "60"
        with:
          prompt: Slow.
          run: ./agents/agent.sh
  tick:
    runs-on: x
    steps:
      - run: while [ ! -f slow.pid ]; do sleep 0.05; done
  after:
    needs: [slow, tick]
    runs-on: x
    steps:
      - run: echo after ran > after-ran.txt
`;

  /** The slow agent's pid (it writes it), once it is gone. */
  async function stoppedAgent(dir: string): Promise<number> {
    const pid = Number(readFileSync(join(dir, 'slow.pid'), 'utf8'));
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 50));
    expect(alive()).toBe(false);
    return pid;
  }

  for (const callback of ['onOutput', 'onEvent'] as const) {
    it(`${callback}: stops the run as signal does, stores it as cancelled with its jobs, and rejects with the error`, async () => {
      const dir = project();
      writeFileSync(join(dir, 'both.yml'), BOTH);
      const boom = new Error('the view broke');
      // Once it threw, a callback is not called again.
      let threw = false;
      let callsAfter = 0;
      const started = Date.now();
      const error = await runWorkflow('both.yml', {
        cwd: dir,
        env: env(),
        concurrency: 4,
        ...(callback === 'onOutput'
          ? {
              onOutput: ({ line }) => {
                if (threw) callsAfter += 1;
                else if (line.includes('sleeping')) {
                  threw = true;
                  throw boom;
                }
              },
            }
          : {
              onEvent: (event) => {
                if (threw) callsAfter += 1;
                else if (event.type === 'job-finished' && event.job === 'tick') {
                  threw = true;
                  throw boom;
                }
              },
            }),
      }).catch((e: unknown) => e);
      expect(error).toBe(boom);
      expect(callsAfter).toBe(0);
      // The 60-second agent was stopped, not waited for.
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(await stoppedAgent(dir)).toBeGreaterThan(1);
      const [id] = readdirSync(join(dir, '.baton', 'runs'));
      const runDir = join(dir, '.baton', 'runs', id!);
      const summary = readRunSummary(runDir);
      expect(summary.status).toBe('cancelled');
      expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
        slow: 'cancelled',
        tick: 'success',
        after: 'cancelled',
      });
      expect(existsSync(join(runDir, 'jobs.json'))).toBe(true);
      expect(readFileSync(join(runDir, 'events.jsonl'), 'utf8')).toContain(
        `stopped because the ${callback} callback threw`,
      );
      expect(existsSync(join(dir, 'after-ran.txt'))).toBe(false);
    });
  }
});
