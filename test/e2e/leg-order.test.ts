import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job, stderrProblems } from '../support/actions-runner.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH } from '../support/build.js';

/**
 * One workflow file, two places it runs: the bundled root action as GitHub's runner runs it (each leg a job of
 * its own, records in the local results service, the later job reading the workflow file from its checkout),
 * and `baton run`. A prompt iterating `jobs.<matrix job>` must come out the same, its legs in one order: a
 * matrix written out in the file in GitHub's expansion order, one made by an expression by leg id.
 */

const suite = actionSuite();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const WORKFLOW_PATH = '.github/workflows/legs.yml';
const ANGLES = '["zeta","alpha","mid"]';
const PROMPT = [
  '{{#each jobs.review}}[{{id}} {{matrix.angle}} {{present}}]{{/each}}',
  '{{#each jobs.dynamic}}[{{id}} {{matrix.angle}} {{summary}}]{{/each}}',
  '{{#each stages}}{{@key}} {{/each}}| {{#each jobs}}{{@key}} {{/each}}',
].join('\n');
// The legs of review as GitHub expands them: security, perf, api (with depth: deep from include), then the
// include entry that matches no leg (style); docs excluded. Not the order of their ids.
const WORKFLOW = `name: legs
on:
  workflow_dispatch:
    inputs:
      angles:
        type: string
        default: '${ANGLES}'
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf, api, docs]
        exclude:
          - angle: docs
        include:
          - angle: api
            depth: deep
          - angle: style
    steps:
      - if: matrix.angle != 'perf'
        uses: ./
        with:
          prompt: Review.
          run: ./agent.sh
  dynamic:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: \${{ fromJSON(inputs.angles) }}
    steps:
      - uses: ./
        with:
          prompt: Review.
          run: ./agent.sh
  synth:
    needs: [review, dynamic]
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: |
${PROMPT.split('\n')
  .map((line) => `            ${line}`)
  .join('\n')}
          run: ./agent.sh
`;
const AGENT = `#!/bin/sh\nprintf '{"version":1,"summary":"%s done"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"\n`;
const EXPECTED = [
  '[review-security security true][review-perf perf false][review-api-deep api true][review-style style true]',
  '[dynamic-alpha alpha dynamic-alpha done][dynamic-mid mid dynamic-mid done][dynamic-zeta zeta dynamic-zeta done]',
  // `stages` and `jobs` themselves by id, whatever order the jobs ran, recorded or are written in.
  'dynamic-alpha dynamic-mid dynamic-zeta review-api-deep review-perf review-security review-style | dynamic review ',
  '',
].join('\n');

/** The prompt job synth gets on GitHub: every leg run as the runner runs it, in the order given. */
async function renderedOnGitHub(): Promise<string> {
  const runBackendId = randomUUID();
  const event = { inputs: { angles: ANGLES } };
  const newJob = async (job: string, matrix: Record<string, unknown> | null) => {
    const created = await Job.create({
      resultsUrl: suite.server.url,
      runBackendId,
      job,
      matrix,
      event,
      env: { GITHUB_WORKFLOW_REF: `octo/demo/${WORKFLOW_PATH}@refs/heads/main` },
    });
    suite.jobs.push(created);
    await mkdir(join(created.workspace, '.github/workflows'), { recursive: true });
    await writeFile(join(created.workspace, WORKFLOW_PATH), WORKFLOW);
    await writeFile(join(created.workspace, 'agent.sh'), AGENT, { mode: 0o755 });
    return created;
  };
  // review-perf's stage step is skipped by its if:, so it records nothing.
  const legs: Array<[string, Record<string, unknown>]> = [
    ['review', { angle: 'style' }],
    ['review', { angle: 'api', depth: 'deep' }],
    ['review', { angle: 'security' }],
    ['dynamic', { angle: 'mid' }],
    ['dynamic', { angle: 'zeta' }],
    ['dynamic', { angle: 'alpha' }],
  ];
  for (const [job, matrix] of legs) {
    const result = await (await newJob(job, matrix)).uses('stage', { prompt: 'Review.', run: './agent.sh' });
    expect(result.exitCode, result.stdout).toBe(0);
  }
  const synth = await newJob('synth', null);
  const result = await synth.uses('stage', { prompt: `${PROMPT}\n`, run: './agent.sh' });
  expect(stderrProblems(result.stderr)).toBe('');
  expect(result.exitCode, result.stdout).toBe(0);
  return readFile(result.outputs['prompt-path']!, 'utf8');
}

function baton(dir: string, args: string[]) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the legs of a matrix job under jobs.<id>', () => {
  it('come in the same order on GitHub and in baton run: a written-out matrix in its expansion order, a matrix from an expression by leg id', async () => {
    const onGitHub = await renderedOnGitHub();
    expect(onGitHub).toBe(EXPECTED);

    const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-leg-order-')));
    dirs.push(dir);
    mkdirSync(join(dir, '.github/workflows'), { recursive: true });
    writeFileSync(join(dir, WORKFLOW_PATH), WORKFLOW);
    writeFileSync(join(dir, 'agent.sh'), AGENT, { mode: 0o755 });
    const run = baton(dir, ['run', WORKFLOW_PATH, '--plain']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const local = baton(dir, ['show', 'latest', 'synth', '--prompt']);
    expect(local.code, local.stderr).toBe(0);
    expect(local.stdout).toBe(onGitHub);
    // And as `baton render --workflow` renders it from that run (saying review-perf has no record).
    const rendered = baton(dir, ['render', '--workflow', WORKFLOW_PATH, '--job', 'synth', '--run', 'latest']);
    expect(rendered.code, rendered.stderr).toBe(0);
    expect(rendered.stdout).toBe(onGitHub);
  });
});
