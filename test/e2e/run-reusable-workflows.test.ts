import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import {
  SIBLINGS_AGENT,
  SIBLINGS_CALLED,
  SIBLINGS_CALLER,
  SIBLINGS_PROMPT,
} from '../support/called-siblings.js';

/**
 * `baton run` on a workflow that calls local reusable workflows (`uses: ./.github/workflows/<file>.yml`),
 * through the bundled CLI, in a temp git repository, with real bash.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A git repository holding the given files. */
function repository(files: Record<string, string>): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-reusable-e2e-')));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'init');
  return dir;
}

function baton(dir: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const CI = `name: CI
on: push
env:
  TOP: top-env
jobs:
  prep:
    runs-on: ubuntu-latest
    outputs:
      who: \${{ steps.w.outputs.who }}
    steps:
      - id: w
        run: echo "who=world" >> "$GITHUB_OUTPUT"
  build:
    needs: prep
    uses: ./.github/workflows/_build.yml
    with:
      who: \${{ needs.prep.outputs.who }}
      times: 2
    secrets:
      token: \${{ secrets.MY_TOKEN }}
  after:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - run: echo "after got [\${{ needs.build.outputs.greeting }}] result=\${{ needs.build.result }}"
`;

const BUILD = `on:
  workflow_call:
    inputs:
      who: { type: string, required: true }
      times: { type: number, default: 1 }
    secrets:
      token: { required: true }
    outputs:
      greeting:
        value: \${{ jobs.hello.outputs.greeting }}
env:
  WHO: \${{ inputs.who }}
jobs:
  hello:
    name: Say hello
    runs-on: ubuntu-latest
    outputs:
      greeting: \${{ steps.say.outputs.greeting }}
    steps:
      - id: say
        run: |
          echo "top=[$TOP] who=$WHO times=\${{ inputs.times }} token=\${{ secrets.token }} job=$GITHUB_JOB"
          echo "greeting=hello $WHO" >> "$GITHUB_OUTPUT"
  nested:
    needs: hello
    uses: ./.github/workflows/_leaf.yml
    with:
      word: \${{ needs.hello.outputs.greeting }}
`;

const LEAF = `on:
  workflow_call:
    inputs:
      word: { type: string }
jobs:
  leaf:
    runs-on: ubuntu-latest
    steps:
      - run: echo "leaf says [\${{ inputs.word }}]"
`;

describe('baton run with local reusable workflows', () => {
  it('runs the called jobs as <caller>/<job>: inputs, secrets redacted, nested calls, outputs to the job after the call; shown in --plain and baton show', () => {
    const dir = repository({
      '.github/workflows/ci.yml': CI,
      '.github/workflows/_build.yml': BUILD,
      '.github/workflows/_leaf.yml': LEAF,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain', '--secret', 'MY_TOKEN'], {
      MY_TOKEN: 'sup3r-secret-value',
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('build/hello: started (build / Say hello)');
    expect(run.stdout).toContain('build/nested/leaf: started (build / nested / leaf)');
    expect(run.stdout).toContain('after: step 1 Run echo "after got [hello world] result=success"');
    expect(run.stdout).not.toContain('sup3r-secret-value');
    expect(run.stdout).toMatch(/run \S+ success/);

    const logs = readdirSync(join(dir, '.baton', 'runs')).map((id) => ({
      id,
      files: readdirSync(join(dir, '.baton', 'runs', id)),
    }));
    expect(logs[0]?.files).toEqual(
      expect.arrayContaining(['job-build~hello.log', 'job-build~nested~leaf.log']),
    );
    const hello = baton(dir, ['show', 'latest', 'build/hello']);
    expect(hello.code).toBe(0);
    // The caller's env: does not reach the called workflow; the secret it passes is redacted.
    expect(hello.stdout).toContain('top=[] who=world times=2 token=[REDACTED:secret-value] job=hello');
    expect(baton(dir, ['show', 'latest', 'build/nested/leaf']).stdout).toContain('leaf says [hello world]');
    const summary = baton(dir, ['show', 'latest']);
    expect(summary.stdout).toMatch(/build\/hello\s+success/);
    expect(summary.stdout).toMatch(/build\/nested\/leaf\s+success/);
  });

  it('a failing called job fails its caller and the run, skips the jobs that need the caller, and runs one with if: always()', () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: push
jobs:
  build:
    uses: ./.github/workflows/_fail.yml
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - run: echo never
  notify:
    needs: build
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo "notify build=\${{ needs.build.result }}"
`,
      '.github/workflows/_fail.yml': `on: workflow_call
jobs:
  compile:
    runs-on: ubuntu-latest
    steps:
      - run: exit 3
`,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('build/compile: failure');
    expect(run.stdout).toMatch(/build: failure/);
    expect(run.stdout).toMatch(/deploy: skipped/);
    expect(run.stdout).toContain('notify: step 1 Run echo "notify build=failure"');
    expect(run.stdout).toMatch(/run \S+ failure/);
  });

  it('refuses a cycle of calls, naming the chain, and a call missing a required input, before anything runs', () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: push
jobs:
  loop:
    uses: ./.github/workflows/_a.yml
  build:
    uses: ./.github/workflows/_build.yml
    secrets: inherit
`,
      '.github/workflows/_a.yml': 'on: workflow_call\njobs:\n  to-b:\n    uses: ./.github/workflows/_b.yml\n',
      '.github/workflows/_b.yml': 'on: workflow_call\njobs:\n  to-a:\n    uses: ./.github/workflows/_a.yml\n',
      '.github/workflows/_build.yml': BUILD,
      '.github/workflows/_leaf.yml': LEAF,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('nothing was run');
    expect(run.stderr).toContain(
      '.github/workflows/_b.yml:4:11: jobs.to-a: uses: ./.github/workflows/_a.yml: calls form a cycle: .github/workflows/_a.yml → .github/workflows/_b.yml → .github/workflows/_a.yml',
    );
    expect(run.stderr).toContain(
      ".github/workflows/ci.yml:6:11: jobs.build: input 'who' is required by .github/workflows/_build.yml (on.workflow_call.inputs.who); give it in with:",
    );
    expect(run.stderr).toContain(
      '.github/workflows/ci.yml:6:11: jobs.build: secret token is required by .github/workflows/_build.yml and passed by secrets: inherit, but this run has no token',
    );
    expect(readdirSync(dir)).not.toContain('.baton');
    // baton lint sees the same, each at its own file.
    const lint = baton(dir, ['lint', '.github/workflows/ci.yml']);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain(
      '.github/workflows/_b.yml:4:11: workflow-invalid: jobs.to-a: uses: ./.github/workflows/_a.yml: calls form a cycle',
    );
  });

  it('redacts a value passed in secrets: that no --secret gave (a derived one) from the terminal, events and job logs; warns of a short one', () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: push
jobs:
  build:
    uses: ./.github/workflows/_build.yml
    secrets:
      TOKEN: \${{ vars.DERIVED }}
      PIN: abc
`,
      '.github/workflows/_build.yml': `on:
  workflow_call:
    secrets:
      TOKEN: { required: true }
      PIN: { required: false }
jobs:
  compile:
    runs-on: ubuntu-latest
    steps:
      - run: echo "token is \${{ secrets.TOKEN }}"
`,
    });
    const run = baton(dir, [
      'run',
      '.github/workflows/ci.yml',
      '--plain',
      '--var',
      'DERIVED=SuperSecretValue123',
    ]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain('SuperSecretValue123');
    expect(run.stdout).toContain(
      'secret PIN passed to .github/workflows/_build.yml is shorter than 6 characters',
    );
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const runDir = join(dir, '.baton', 'runs', id as string);
    expect(readFileSync(join(runDir, 'events.jsonl'), 'utf8')).not.toContain('SuperSecretValue123');
    const log = readFileSync(join(runDir, 'job-build~compile.log'), 'utf8');
    expect(log).toContain('token is ');
    expect(log).not.toContain('SuperSecretValue123');
    expect(baton(dir, ['show', 'latest', 'build/compile']).stdout).not.toContain('SuperSecretValue123');
  });

  it('baton replay --from a job after a call whose called jobs form a needs chain runs that job', () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: push
jobs:
  build:
    uses: ./.github/workflows/_build.yml
  deploy:
    needs: build
    runs-on: ubuntu-latest
    steps:
      - run: echo "deploying after build=\${{ needs.build.result }}"
`,
      '.github/workflows/_build.yml': `on: workflow_call
jobs:
  compile:
    runs-on: ubuntu-latest
    steps:
      - run: echo compiling
  package:
    needs: compile
    runs-on: ubuntu-latest
    steps:
      - run: echo packaging
`,
    });
    expect(baton(dir, ['run', '.github/workflows/ci.yml', '--plain']).code).toBe(0);
    const replay = baton(dir, ['replay', 'latest', '--from', 'deploy', '--plain']);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    expect(replay.stdout).toContain('deploy: step 1 Run echo "deploying after build=success"');
    expect(replay.stdout).not.toMatch(/deploy: skipped/);
  });

  it("records a called job's stage under its own job id, as on GitHub, its record naming the job as the run does (analyze/scan)", () => {
    const agent = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s saw: %s"}' "$BATON_STAGE" "$(tr -d '"\\n' < "$BATON_PROMPT_PATH")" > "$BATON_HANDOFF_PATH"
echo "agent $BATON_STAGE wrote its handoff"
`;
    const dir = repository({
      'agent.sh': agent,
      '.github/workflows/ci.yml': 'on: push\njobs:\n  analyze:\n    uses: ./.github/workflows/_analyze.yml\n',
      '.github/workflows/_analyze.yml': `on: workflow_call
jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Scan it.
          run: bash ./agent.sh
  report:
    needs: scan
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          # Inside a called workflow the stage reads what its needs input names (the caller's file has no job report).
          needs: scan
          prompt: "Report on {{stages.scan.summary}}"
          run: bash ./agent.sh
`,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const runDir = join(dir, '.baton', 'runs', id as string);
    const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; job?: string; stage?: string });
    expect(events.filter((e) => e.type === 'stage-recorded').map((e) => [e.job, e.stage])).toEqual([
      ['analyze/scan', 'scan'],
      ['analyze/report', 'report'],
    ]);
    const show = baton(dir, ['show', 'latest', 'report']);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('report saw: Report on scan saw: Scan it.');
    // The record's job is the run's: baton show finds the stage's job log.
    expect(baton(dir, ['show', 'latest', 'scan']).stdout).toContain('stage scan  job analyze/scan');
    expect(JSON.parse(baton(dir, ['show', 'latest', 'scan', '--record']).stdout).job).toBe('analyze/scan');
    expect(baton(dir, ['show', 'latest', 'scan', '--log']).stdout).toContain('agent scan wrote its handoff');
  });

  it("gives a stage in a called workflow the run's dispatch inputs as inputs.<name>, as GitHub's payload does, and its call's inputs through vars:", () => {
    const dir = repository({
      'agent.sh': `#!/usr/bin/env bash
printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
`,
      '.github/workflows/ci.yml': `on:
  workflow_dispatch:
    inputs:
      issue: {required: true}
jobs:
  deploy:
    uses: ./.github/workflows/_deploy.yml
    with:
      environment: qa
`,
      '.github/workflows/_deploy.yml': `on:
  workflow_call:
    inputs:
      environment: {type: string, required: true}
jobs:
  ship:
    runs-on: ubuntu-latest
    permissions: {contents: read}
    steps:
      - uses: ./
        with:
          prompt: "issue {{inputs.issue}} to {{inputs.environment}}"
          vars: "environment: \${{ inputs.environment }}"
          run: bash ./agent.sh
`,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain', '--input', 'issue=42']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(baton(dir, ['show', 'latest', 'ship', '--prompt']).stdout).toBe('issue 42 to qa');
    expect(baton(dir, ['lint', '.github/workflows/ci.yml'])).toMatchObject({ code: 0, stdout: '' });
  });

  it('fails a call whose expression gives a number input a string (a job output), as GitHub does, and runs one given fromJSON of it; refuses a literal string at plan time', () => {
    const called = `on:
  workflow_call:
    inputs:
      n: { type: number }
jobs:
  count:
    runs-on: ubuntu-latest
    steps:
      - run: echo "n is \${{ inputs.n }}"
`;
    const ci = `on: push
jobs:
  prep:
    runs-on: ubuntu-latest
    outputs:
      n: \${{ steps.s.outputs.n }}
    steps:
      - id: s
        run: echo "n=7" >> "$GITHUB_OUTPUT"
  bad:
    needs: prep
    uses: ./.github/workflows/_n.yml
    with:
      n: \${{ needs.prep.outputs.n }}
  good:
    needs: prep
    uses: ./.github/workflows/_n.yml
    with:
      n: \${{ fromJSON(needs.prep.outputs.n) }}
`;
    const dir = repository({ '.github/workflows/ci.yml': ci, '.github/workflows/_n.yml': called });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('input \'n\' of .github/workflows/_n.yml is a number; got "7", a string');
    expect(run.stdout).toMatch(/bad: failure/);
    expect(run.stdout).toContain('good/count: step 1 Run echo "n is 7"');

    const literal = repository({
      '.github/workflows/ci.yml':
        'on: push\njobs:\n  bad:\n    uses: ./.github/workflows/_n.yml\n    with:\n      n: "3"\n',
      '.github/workflows/_n.yml': called,
    });
    const refused = baton(literal, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was run');
    expect(refused.stderr).toContain(
      'with.n: input \'n\' of .github/workflows/_n.yml is a number; got "3", a string',
    );
  });

  it("agrees with baton lint on a call: a called stage reading its caller's upstream stage, a later one reading it, runs and lints clean; a called job asking for more than its caller allows is refused by both", () => {
    const STAGE = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';
    const agent = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s done"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`;
    const ci = `on: push
permissions:
  contents: read
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: Investigate.
          run: bash ./agent.sh
  fix:
    needs: investigate
    uses: ./.github/workflows/_fix.yml
  review:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: patch
          prompt: "Review {{stages.patch.summary}}"
          run: bash ./agent.sh
`;
    const fix = `on: workflow_call
jobs:
  patch:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: investigate
          prompt: "Patch {{stages.investigate.summary}}"
          run: bash ./agent.sh
`;
    const dir = repository({
      'agent.sh': agent,
      '.github/workflows/ci.yml': ci,
      '.github/workflows/_fix.yml': fix,
    });
    const lint = baton(dir, ['lint', '.github/workflows/ci.yml']);
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(baton(dir, ['show', 'latest', 'review', '--prompt']).stdout).toContain('Review patch done');

    const escalating = repository({
      'agent.sh': agent,
      '.github/workflows/ci.yml': ci,
      '.github/workflows/_fix.yml': fix.replace(
        '    runs-on: ubuntu-latest\n',
        '    runs-on: ubuntu-latest\n    permissions:\n      contents: write\n',
      ),
    });
    const refused = baton(escalating, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was run');
    const said =
      ".github/workflows/_fix.yml:6:7: the nested job 'patch' is requesting 'contents: write', but is only allowed 'contents: read'";
    expect(refused.stderr).toContain(said);
    const lintRefused = baton(escalating, ['lint', '.github/workflows/ci.yml']);
    expect(lintRefused.code).toBe(1);
    expect(lintRefused.stdout).toContain(said.replace(':6:7: ', ':6:7: workflow-invalid: '));
  });

  it("shows a call's jobs for baton show <run> <caller>, lists a --from miss's stages once, and warns a replay of a changed called file", () => {
    const agent = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s done"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`;
    const analyze = `on: workflow_call
jobs:
  scan:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: Scan it.
          run: bash ./agent.sh
`;
    const dir = repository({
      'agent.sh': agent,
      '.github/workflows/ci.yml': 'on: push\njobs:\n  analyze:\n    uses: ./.github/workflows/_analyze.yml\n',
      '.github/workflows/_analyze.yml': analyze,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code).toBe(0);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const show = baton(dir, ['show', 'latest', 'analyze']);
    expect(show).toMatchObject({
      code: 0,
      stderr: '',
      stdout: `job analyze of run ${id} (success) calls a workflow; its jobs:\n  analyze/scan  success\na job's log: baton show ${id} analyze/scan; the stages they recorded: baton show ${id}\n`,
    });
    // Asked for its job log, the calling job has none of its own: the called workflow's jobs have.
    expect(baton(dir, ['show', 'latest', 'analyze', '--job-log'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job analyze of run ${id} calls a workflow and has no log of its own: each of its jobs has one\n  its jobs: analyze/scan; baton show ${id} analyze/scan --job-log\n`,
    });
    // Asked for a file of a stage, the calling job has none: said, with where its jobs are.
    const prompt = baton(dir, ['show', 'latest', 'analyze', '--prompt']);
    expect(prompt.code).toBe(1);
    expect(prompt.stderr).toContain(`baton show ${id} analyze/scan`);

    const miss = baton(dir, ['replay', 'latest', '--from', 'nope', '--plain']);
    expect(miss.code).not.toBe(0);
    expect(miss.stderr).toContain('; stages: scan; jobs: analyze, analyze/scan');

    writeFileSync(join(dir, '.github/workflows/_analyze.yml'), `${analyze}# edited\n`);
    const replay = baton(dir, ['replay', 'latest', '--from', 'scan', '--plain']);
    expect(replay.code).toBe(0);
    expect(`${replay.stdout}${replay.stderr}`).toContain(
      `.github/workflows/_analyze.yml changed since run ${id}: this replay runs the file as it is now`,
    );
  });

  /** Writes a handoff saying what its stage saw: the prompt it was given. */
  const SAYING_AGENT = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s saw: %s"}' "$BATON_STAGE" "$(tr -d '"\\n' < "$BATON_PROMPT_PATH")" > "$BATON_HANDOFF_PATH"
echo "agent $BATON_STAGE wrote its handoff"
`;

  it('runs a call with a matrix once a leg: its jobs as <leg>/<job> with their own inputs and stages, read by a later prompt; shown by --plain, --json, baton show and its logs; replayed whole; lint clean', () => {
    const dir = repository({
      'agent.sh': SAYING_AGENT,
      '.github/workflows/ci.yml': `on: push
permissions:
  contents: read
jobs:
  deploy:
    strategy:
      max-parallel: 1
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/_deploy.yml
    with:
      environment: \${{ matrix.env }}
    secrets: inherit
  after:
    needs: deploy
    runs-on: ubuntu-latest
    steps:
      - run: echo "after got [\${{ needs.deploy.outputs.url }}] result=\${{ needs.deploy.result }}"
      - uses: ./
        with:
          prompt: "Summarise {{stages.review-staging.summary}} and {{stages.review-production.summary}}"
          run: bash ./agent.sh
`,
      '.github/workflows/_deploy.yml': `on:
  workflow_call:
    inputs:
      environment: { type: string, required: true }
    outputs:
      url:
        value: \${{ jobs.ship.outputs.url }}
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          stage: review-\${{ inputs.environment }}
          prompt: Review \${{ inputs.environment }}.
          run: bash ./agent.sh
  ship:
    needs: review
    runs-on: ubuntu-latest
    outputs:
      url: \${{ steps.s.outputs.url }}
    steps:
      - id: s
        run: |
          echo "shipping to \${{ inputs.environment }} as $GITHUB_JOB"
          echo "url=https://\${{ inputs.environment }}.example" >> "$GITHUB_OUTPUT"
`,
    });
    const lint = baton(dir, ['lint', '.github/workflows/ci.yml']);
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);

    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('deploy-staging: started');
    expect(run.stdout).toContain('deploy-staging/review: started (deploy (staging) / review)');
    expect(run.stdout).toContain('deploy-production/ship: started (deploy (production) / ship)');
    expect(run.stdout).toContain(
      'deploy-production/review: stage review-production attempt 1 recorded: success',
    );
    // max-parallel: 1, so production finished last: its output is the call's.
    expect(run.stdout).toContain(
      'after: step 1 Run echo "after got [https://production.example] result=success"',
    );

    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const runDir = join(dir, '.baton', 'runs', id as string);
    expect(readdirSync(runDir)).toEqual(
      expect.arrayContaining(['job-deploy-staging~review.log', 'job-deploy-production~ship.log']),
    );
    const events = readFileSync(join(runDir, 'events.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; job?: string; leg?: string; stage?: string });
    expect(events.filter((e) => e.type === 'stage-recorded').map((e) => [e.job, e.leg, e.stage])).toEqual([
      ['deploy/review', 'deploy-staging/review', 'review-staging'],
      ['deploy/review', 'deploy-production/review', 'review-production'],
      ['after', 'after', 'after'],
    ]);
    expect(baton(dir, ['show', 'latest', 'after', '--prompt']).stdout).toContain(
      'Summarise review-staging saw: Review staging. and review-production saw: Review production.',
    );
    expect(baton(dir, ['show', 'latest', 'review-production']).stdout).toContain(
      'stage review-production  job deploy/review',
    );
    expect(baton(dir, ['show', 'latest', 'deploy-staging/ship']).stdout).toContain(
      'shipping to staging as ship',
    );
    const call = baton(dir, ['show', 'latest', 'deploy']);
    expect(call.stdout).toMatch(/deploy-staging\/review\s+success/);
    expect(call.stdout).toMatch(/deploy-production\/ship\s+success/);
    expect(call.stdout).toContain(`a job's log: baton show ${id} deploy-production/review`);
    const job = baton(dir, ['show', 'latest', 'deploy/ship']);
    expect(job.code).toBe(0);
    expect(job.stdout).toBe(
      `job deploy/ship of run ${id} ran as matrix legs deploy-production/ship, deploy-staging/ship: baton show ${id} deploy-production/ship --job-log\n`,
    );

    const replay = baton(dir, ['replay', 'latest', '--from', 'deploy-production/ship', '--json']);
    expect(replay.code).toBe(0);
    const replayed = replay.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; job?: string; leg?: string; message?: string });
    expect(replayed).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        message:
          '--from deploy-production/ship: job deploy runs again whole, every job of its call (deploy/review, deploy/ship)',
      }),
    );
    expect(
      replayed.filter((e) => e.type === 'job-started' && e.job === 'deploy/review').map((e) => e.leg),
    ).toEqual(['deploy-staging/review', 'deploy-production/review']);
  });

  it('cancels the other legs of a call with a matrix from a needs output when one fails (fail-fast), fails one whose matrix is empty, and refuses one whose called stage would be the same in every leg', () => {
    const ci = (envs: string) => `on: push
jobs:
  setup:
    runs-on: ubuntu-latest
    outputs:
      envs: \${{ steps.s.outputs.envs }}
    steps:
      - id: s
        run: echo 'envs=${envs}' >> "$GITHUB_OUTPUT"
  deploy:
    needs: setup
    strategy:
      matrix:
        env: \${{ fromJSON(needs.setup.outputs.envs) }}
    uses: ./.github/workflows/_deploy.yml
    with:
      environment: \${{ matrix.env }}
  notify:
    needs: deploy
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo "deploy=\${{ needs.deploy.result }} out=[\${{ needs.deploy.outputs.where }}]"
`;
    const deploy = `on:
  workflow_call:
    inputs:
      environment: { type: string, required: true }
    outputs:
      where:
        value: \${{ jobs.go.outputs.where }}
jobs:
  go:
    runs-on: ubuntu-latest
    outputs:
      where: \${{ steps.s.outputs.where }}
    steps:
      - id: s
        run: |
          echo "where=\${{ inputs.environment }}" >> "$GITHUB_OUTPUT"
          if [ "\${{ inputs.environment }}" = bad ]; then exit 1; fi
          sleep 60
  after-go:
    needs: go
    runs-on: ubuntu-latest
    steps:
      - run: echo after
`;
    const dir = repository({
      '.github/workflows/ci.yml': ci('["bad","good"]'),
      '.github/workflows/_deploy.yml': deploy,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain', '-j', '4']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('deploy: matrix of 2 legs');
    expect(run.stdout).toContain('deploy-bad/go: failure');
    expect(run.stdout).toContain('deploy-good/go: step 1 cancelled');
    expect(run.stdout).toContain(
      'deploy-good/after-go: cancelled (fail-fast: another leg of the call deploy failed)',
    );
    expect(run.stdout).toMatch(/deploy-good: cancelled/);
    // No leg succeeded: no output, as on GitHub.
    expect(run.stdout).toContain('notify: step 1 Run echo "deploy=failure out=[]"');

    writeFileSync(join(dir, '.github/workflows/ci.yml'), ci('[]'));
    const empty = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(empty.code).toBe(1);
    expect(empty.stdout).toMatch(
      /deploy: error: \.github\/workflows\/ci\.yml:\d+:\d+: strategy\.matrix\.env is an empty list/,
    );
    expect(empty.stdout).toContain(
      'deploy/go: skipped (its calling job deploy failed before the call started)',
    );

    writeFileSync(
      join(dir, '.github/workflows/_deploy.yml'),
      deploy.replace(
        '      - id: s\n',
        '      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567\n        with:\n          prompt: Go.\n          run: "true"\n      - id: s\n',
      ),
    );
    writeFileSync(
      join(dir, '.github/workflows/ci.yml'),
      ci('[]').replace('${{ fromJSON(needs.setup.outputs.envs) }}', '[bad, good]'),
    );
    const refused = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('nothing was run');
    expect(refused.stderr).toContain(
      ".github/workflows/_deploy.yml:9:3: stage 'go' of job 'deploy/go' would be recorded by every leg of the call around it (deploy-bad/go, deploy-good/go)",
    );
  });
});

describe('baton run, lint and render --workflow on prompts reading the jobs of a call', () => {
  /** A called file: `review` with a matrix its input makes, `sum` (a stage id of its own) and `check` (a written-out matrix whose mac leg records nothing). */
  const DEPLOY = `on:
  workflow_call:
    inputs:
      angles: { type: string, required: true }
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: \${{ fromJSON(inputs.angles) }}
    steps:
      - uses: ./
        with:
          prompt: Review.
          run: bash ./agent.sh
  sum:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          stage: sum-staging
          prompt: Sum.
          run: bash ./agent.sh
  check:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        os: [linux, mac]
    steps:
      - if: matrix.os == 'linux'
        uses: ./
        with:
          prompt: Check.
          run: bash ./agent.sh
`;
  const CALLER = `on: workflow_dispatch
permissions:
  contents: read
jobs:
  deploy:
    uses: ./.github/workflows/_deploy.yml
    with:
      angles: '["security","docs"]'
  after:
    needs: deploy
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "{{stages.sum-staging.summary}} | {{stages.review-docs.summary}} | {{stages.check-mac.present}} | {{#each jobs.deploy}}{{id}}={{present}} {{/each}}"
          run: bash ./agent.sh
`;
  const AGENT = `#!/usr/bin/env bash
set -eu
printf '{"version":1,"summary":"%s done"}' "$BATON_STAGE" > "$BATON_HANDOFF_PATH"
`;

  it('runs a prompt after a call reading the known stages of its jobs while another of them has a matrix only the run makes; lint and render --workflow agree', () => {
    const dir = repository({
      'agent.sh': AGENT,
      '.github/workflows/ci.yml': CALLER,
      '.github/workflows/_deploy.yml': DEPLOY,
    });
    const lint = baton(dir, ['lint', '.github/workflows/ci.yml']);
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // check-mac recorded nothing: it is listed, absent, as a leg of a written-out matrix is.
    const prompt = baton(dir, ['show', 'latest', 'after', '--prompt']).stdout;
    expect(prompt).toBe(
      // check's written-out matrix places its legs first; the rest by stage id (docs/prompts.md, "The order of the legs").
      'sum-staging done | review-docs done | false | check-linux=true check-mac=false review-docs=true review-security=true sum-staging=true ',
    );
    expect(
      baton(dir, ['render', '--workflow', '.github/workflows/ci.yml', '--job', 'after', '--run', 'latest'])
        .stdout,
    ).toBe(prompt);
    // Before any run the known stages render as ones that did not run; a leg of review only when named.
    const before = baton(dir, ['render', '--workflow', '.github/workflows/ci.yml', '--job', 'after']);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toBe(
      ' |  | false | check-linux=false check-mac=false review-docs=false sum-staging=false ',
    );
  });

  it("gives a called job's prompt its sibling as jobs.<its own id> and its stages' job as that id, as the action on GitHub renders it; lint and render --workflow agree", () => {
    const dir = repository({
      'agent.sh': SIBLINGS_AGENT,
      '.github/workflows/ci.yml': SIBLINGS_CALLER,
      '.github/workflows/_deploy.yml': SIBLINGS_CALLED,
    });
    const lint = baton(dir, ['lint', '.github/workflows/ci.yml']);
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    // As the action renders it inside the called workflow on GitHub (action-stage.test.ts).
    expect(baton(dir, ['show', 'latest', 'sum', '--prompt']).stdout).toBe(SIBLINGS_PROMPT);
    const render = baton(dir, [
      'render',
      '--workflow',
      '.github/workflows/_deploy.yml',
      '--job',
      'sum',
      '--run',
      'latest',
    ]);
    expect(render).toEqual({ code: 0, stdout: SIBLINGS_PROMPT, stderr: '' });
    // The run's id for it is no name a prompt reads it by.
    const byRunId = SIBLINGS_CALLED.replace('jobs.review', 'jobs.[deploy/review]');
    writeFileSync(join(dir, '.github/workflows/_deploy.yml'), byRunId);
    const refused = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      "jobs.deploy/review: not a job upstream of job 'deploy/sum' (did you mean review? a called workflow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job id); upstream jobs: review",
    );
  });
});

describe('baton render and baton show on calls with a matrix', () => {
  const BATON = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';
  const DEPLOY = `on:
  workflow_call:
    inputs:
      environment: {type: string, required: true}
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ${BATON}
        with:
          stage: review-\${{ inputs.environment }}
          run: echo '{"version":1,"summary":"reviewed \${{ inputs.environment }}"}' > "$BATON_HANDOFF_PATH"
          prompt: review
`;
  const STAT = (prompt: string) => `name: stat
on: workflow_dispatch
permissions: {}
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/deploy.yml
    with:
      environment: \${{ matrix.env }}
  after:
    needs: deploy
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with: { persist-credentials: false }
      - uses: ${BATON}
        with:
          run: cat "$BATON_PROMPT_PATH"; echo '{"version":1,"summary":"after"}' > "$BATON_HANDOFF_PATH"
          prompt: |
${prompt
  .split('\n')
  .map((line) => `            ${line}`)
  .join('\n')}
`;
  const PROMPT =
    'staging: {{stages.review-staging.summary}}\n{{#each jobs.deploy}}- {{id}}: {{summary}}\n{{/each}}';

  it('baton render --workflow renders a job after a call with a matrix as the run renders it, its stages rendered as ones that did not run without --run', () => {
    const dir = repository({
      '.github/workflows/deploy.yml': DEPLOY,
      '.github/workflows/stat.yml': STAT(PROMPT),
      '.github/workflows/typo.yml': STAT('{{#each jobs.deplo}}{{id}}{{/each}}'),
    });
    const render = ['render', '--workflow', '.github/workflows/stat.yml', '--job', 'after'];
    // Before any run: the call's stages, one per leg, as stages that did not run.
    const before = baton(dir, render);
    expect(before.stdout).toBe('staging: \n- review-staging: \n- review-production: \n');
    expect(before.stderr.split('\n')[0]).toBe(
      'note: no --run or --handoff gives review-staging, review-production, upstream of job after: rendered as a stage that did not run (give --handoff review-staging=<file>, or --run <run>)',
    );
    expect(before.code).toBe(0);

    const run = baton(dir, ['run', '.github/workflows/stat.yml', '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const prompt = baton(dir, ['show', 'latest', 'after', '--prompt']);
    expect(prompt.stdout).toBe(
      'staging: reviewed staging\n- review-staging: reviewed staging\n- review-production: reviewed production\n',
    );
    expect(baton(dir, [...render, '--run', 'latest'])).toEqual({
      code: 0,
      stdout: prompt.stdout,
      stderr: '',
    });

    // A job's upstream never holds the job itself, even when the run recorded its stage.
    const typo = baton(dir, [
      'render',
      '--workflow',
      '.github/workflows/typo.yml',
      '--job',
      'after',
      '--run',
      'latest',
    ]);
    expect(typo.code).toBe(1);
    // Refused before it renders, in the words baton run and baton lint use.
    expect(typo.stderr).toContain(
      "\n  .github/workflows/typo.yml:22:21: jobs.deplo: not a job upstream of job 'after' (did you mean deploy?); upstream jobs: deploy\n",
    );
  });

  it('baton render --workflow takes a call whose matrix comes from a needs output as open: the stages it could record render as ones that did not run, with a note', () => {
    const needsMatrix = (prompt: string) =>
      STAT(prompt).replace(
        `jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
`,
        `jobs:
  setup:
    runs-on: ubuntu-latest
    outputs:
      envs: \${{ steps.s.outputs.envs }}
    steps:
      - id: s
        run: echo 'envs=["staging","production"]' >> "$GITHUB_OUTPUT"
  deploy:
    needs: setup
    strategy:
      matrix:
        env: \${{ fromJSON(needs.setup.outputs.envs) }}
`,
      );
    const dir = repository({
      '.github/workflows/deploy.yml': DEPLOY,
      '.github/workflows/stat.yml': needsMatrix(PROMPT),
      '.github/workflows/each.yml': needsMatrix('{{#each jobs.deploy}}- {{id}}\n{{/each}}'),
      '.github/workflows/self.yml': needsMatrix('{{stages.after.summary}}'),
    });
    expect(baton(dir, ['lint', '.github/workflows/stat.yml']).code).toBe(0);
    const render = ['render', '--workflow', '.github/workflows/stat.yml', '--job', 'after'];
    const before = baton(dir, render);
    expect(before.code, before.stderr).toBe(0);
    expect(before.stdout).toBe('staging: \n- review-staging: \n');
    expect(before.stderr.split('\n').slice(0, 2)).toEqual([
      'note: stages of deploy are known only when it runs: give --run, or --handoff <stage>@deploy=<file>',
      'note: no --run or --handoff gives review-staging, upstream of job after: rendered as a stage that did not run (give --handoff review-staging=<file>, or --run <run>)',
    ]);
    // `jobs.deploy` is there, with no stage, before the run.
    expect(baton(dir, ['render', '--workflow', '.github/workflows/each.yml', '--job', 'after'])).toEqual({
      code: 0,
      stdout: '',
      stderr:
        'note: stages of deploy are known only when it runs: give --run, or --handoff <stage>@deploy=<file>\n',
    });
    // Never a stage of the job itself.
    const self = baton(dir, ['render', '--workflow', '.github/workflows/self.yml', '--job', 'after']);
    expect(self.code).toBe(1);
    expect(self.stderr).toContain(
      "\n  .github/workflows/self.yml:30:15: stages.after: not a stage upstream of job 'after' (it is a stage of this job itself: ",
    );

    const run = baton(dir, ['run', '.github/workflows/stat.yml', '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const prompt = baton(dir, ['show', 'latest', 'after', '--prompt']);
    // The legs of a call whose matrix is made by an expression come by stage id (a written-out one's in its
    // order, above), as a matrix job's do.
    expect(prompt.stdout).toBe(
      'staging: reviewed staging\n- review-production: reviewed production\n- review-staging: reviewed staging\n',
    );
    expect(baton(dir, [...render, '--run', 'latest'])).toEqual({
      code: 0,
      stdout: prompt.stdout,
      stderr: '',
    });
  });

  it('baton show of a call with a matrix, or of one of its legs, lists the jobs of each leg, calls inside it too, and names a job that has a log', () => {
    const dir = repository({
      '.github/workflows/top.yml': `on: workflow_dispatch
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/mid.yml
    with:
      environment: \${{ matrix.env }}
`,
      '.github/workflows/mid.yml': `on:
  workflow_call:
    inputs:
      environment: {type: string, required: true}
jobs:
  region:
    strategy:
      matrix:
        region: [eu, us]
    uses: ./.github/workflows/leaf.yml
    with:
      where: \${{ inputs.environment }}-\${{ matrix.region }}
`,
      '.github/workflows/leaf.yml': `on:
  workflow_call:
    inputs:
      where: {type: string, required: true}
jobs:
  work:
    runs-on: ubuntu-latest
    steps:
      - run: echo "work in \${{ inputs.where }}"
`,
    });
    const run = baton(dir, ['run', '.github/workflows/top.yml', '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    const call = baton(dir, ['show', 'latest', 'deploy']);
    expect(call.code, call.stderr).toBe(0);
    // Each leg of the call, and after each leg the jobs it ran.
    expect(call.stdout.split('\n').map((line) => line.trim().split(/\s+/)[0])).toEqual([
      'job',
      'deploy-production',
      'deploy-production/region-eu',
      'deploy-production/region-eu/work',
      'deploy-production/region-us',
      'deploy-production/region-us/work',
      'deploy-staging',
      'deploy-staging/region-eu',
      'deploy-staging/region-eu/work',
      'deploy-staging/region-us',
      'deploy-staging/region-us/work',
      'a',
      '',
    ]);
    // The job it names has a log.
    const hint = /a job's log: baton show \S+ (\S+);/.exec(call.stdout)?.[1];
    expect(hint).toBe('deploy-production/region-eu/work');
    expect(baton(dir, ['show', id as string, hint as string])).toEqual({
      code: 0,
      stdout: '── step 1: Run echo "work in production-eu"\nwork in production-eu\n',
      stderr: '',
    });
    // A leg of the call, or of a call inside it: its own jobs.
    expect(baton(dir, ['show', 'latest', 'deploy-staging'])).toEqual({
      code: 0,
      stdout: [
        `leg deploy-staging of job deploy of run ${id} (success) calls a workflow; its jobs:`,
        '  deploy-staging/region-eu       success',
        '  deploy-staging/region-eu/work  success',
        '  deploy-staging/region-us       success',
        '  deploy-staging/region-us/work  success',
        `a job's log: baton show ${id} deploy-staging/region-eu/work; the stages they recorded: baton show ${id}`,
        '',
      ].join('\n'),
      stderr: '',
    });
    expect(baton(dir, ['show', 'latest', 'deploy-production/region-us']).stdout).toBe(
      [
        `leg deploy-production/region-us of job deploy/region of run ${id} (success) calls a workflow; its jobs:`,
        '  deploy-production/region-us/work  success',
        `a job's log: baton show ${id} deploy-production/region-us/work; the stages they recorded: baton show ${id}`,
        '',
      ].join('\n'),
    );
  });

  it("baton show of a call whose called job has a matrix lists that job's legs and names one that has a log", () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: workflow_dispatch
jobs:
  analyze:
    uses: ./.github/workflows/leaf.yml
`,
      '.github/workflows/leaf.yml': `on:
  workflow_call:
jobs:
  scan:
    strategy:
      matrix:
        lang: [go, js]
    runs-on: ubuntu-latest
    steps:
      - run: echo "scan \${{ matrix.lang }}"
`,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    expect(baton(dir, ['show', 'latest', 'analyze'])).toEqual({
      code: 0,
      stdout: [
        `job analyze of run ${id} (success) calls a workflow; its jobs:`,
        '  analyze/scan-go  success',
        '  analyze/scan-js  success',
        `a job's log: baton show ${id} analyze/scan-go; the stages they recorded: baton show ${id}`,
        '',
      ].join('\n'),
      stderr: '',
    });
    expect(baton(dir, ['show', 'latest', 'analyze/scan-go'])).toEqual({
      code: 0,
      stdout: '── step 1: Run echo "scan go"\nscan go\n',
      stderr: '',
    });
  });

  it('baton show lists the legs of a call or a matrix job that never started, cancelled by fail-fast, with the reason', () => {
    const dir = repository({
      '.github/workflows/ci.yml': `on: workflow_dispatch
jobs:
  test:
    strategy:
      max-parallel: 1
      matrix:
        n: [1, 2, 3]
    runs-on: ubuntu-latest
    steps:
      - run: echo "test \${{ matrix.n }}"; exit 1
  deploy:
    strategy:
      max-parallel: 1
      matrix:
        env: [staging, production, qa]
    uses: ./.github/workflows/leaf.yml
    with:
      where: \${{ matrix.env }}
`,
      '.github/workflows/leaf.yml': `on:
  workflow_call:
    inputs:
      where: {type: string, required: true}
jobs:
  work:
    runs-on: ubuntu-latest
    steps:
      - run: echo "work in \${{ inputs.where }}"; exit 1
`,
    });
    const run = baton(dir, ['run', '.github/workflows/ci.yml', '--plain']);
    expect(run.code).toBe(1);
    const [id] = readdirSync(join(dir, '.baton', 'runs'));
    expect(baton(dir, ['show', 'latest', 'deploy']).stdout).toBe(
      [
        `job deploy of run ${id} (failure) calls a workflow; its jobs:`,
        '  deploy-production    cancelled  fail-fast: another leg of its matrix failed before it started',
        '  deploy-qa            cancelled  fail-fast: another leg of its matrix failed before it started',
        '  deploy-staging       failure',
        '  deploy-staging/work  failure',
        `a job's log: baton show ${id} deploy-staging/work; the stages they recorded: baton show ${id}`,
        '',
      ].join('\n'),
    );
    expect(baton(dir, ['show', 'latest', 'deploy-qa']).stdout).toBe(
      `leg deploy-qa of job deploy of run ${id} (cancelled: fail-fast: another leg of its matrix failed before it started) calls a workflow; it ran none of its jobs\n`,
    );
    // A matrix job: its legs, as a calling job's jobs are listed (a view, not an error).
    expect(baton(dir, ['show', 'latest', 'test'])).toEqual({
      code: 0,
      stdout: `job test of run ${id} ran as matrix legs test-1 (failed: test-1): baton show ${id} test-1 --job-log\n  test-2, test-3: cancelled, fail-fast: another leg of its matrix failed before it started\n`,
      stderr: '',
    });
    // A leg of a matrix job that never started: that leg, with why, as a call's leg is said.
    expect(baton(dir, ['show', 'latest', 'test-2'])).toEqual({
      code: 0,
      stdout: [
        `leg test-2 of job test of run ${id} (cancelled: fail-fast: another leg of its matrix failed before it started): it has no log`,
        `job test ran as matrix legs test-1 (failed: test-1): baton show ${id} test-1 --job-log`,
        '',
      ].join('\n'),
      stderr: '',
    });
    // Asked for a file of it: there is none to print.
    const prompt = baton(dir, ['show', 'latest', 'test-2', '--prompt']);
    expect(prompt.code).toBe(1);
    expect(prompt.stderr).toContain(
      `baton: leg test-2 of job test of run ${id} (cancelled: fail-fast: another leg of its matrix failed before it started): it has no log`,
    );
    // Its --job-log: that leg has none, and why, never that the run has no such leg.
    const log = baton(dir, ['show', 'latest', 'test-2', '--job-log']);
    expect(log.code).toBe(1);
    expect(log.stderr).toMatch(
      new RegExp(
        `^baton: leg test-2 of job test of run ${id} \\(cancelled: fail-fast: another leg of its matrix failed before it started\\) has no job log\n {2}job logs: .*test-1`,
      ),
    );
    const prompts = baton(dir, ['show', 'latest', 'test', '--prompt']);
    expect(prompts.code).toBe(1);
    expect(prompts.stderr).toContain(`baton: run ${id} has no stage "test"`);
  });
});
