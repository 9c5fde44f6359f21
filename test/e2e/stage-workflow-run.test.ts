import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import type { StoredRecord } from '../../src/core/record.js';
import type { RunEvent } from '../../src/core/workflow/events.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { REPO_ROOT } from '../support/build.js';
import { allDocs } from '../support/docs.js';

/**
 * Jobs that call baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@…`)
 * run in `baton run` as the one stage that workflow runs: the calling job's `with:` reaches the root action,
 * `model` and the preset's own credential reach the agent, the workflow's outputs reach `needs.<job>.outputs`,
 * and the calling workflow's `env:` does not reach the stage, as on GitHub.
 */

const SHA = '0123456789abcdef0123456789abcdef01234567';
const CALL = `baton-dev/baton/.github/workflows/baton-stage.yml@${SHA}`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(file: string, workflow: string): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-stage-workflow-')));
  dirs.push(dir);
  writeFileSync(join(dir, file), workflow);
  // A shell agent that says whether the calling workflow's env reached it.
  writeFileSync(
    join(dir, 'agent.sh'),
    `#!/usr/bin/env bash
printf '{"version":1,"summary":"looked at %s","data":{"from_caller":"%s"}}' "$BATON_STAGE" "\${FROM_CALLER-unset}" > "$BATON_HANDOFF_PATH"
`,
  );
  chmodSync(join(dir, 'agent.sh'), 0o755);
  return dir;
}

const PIPELINE = `name: pipeline
on:
  workflow_dispatch:
    inputs:
      issue:
        type: number
        default: 7
permissions: {}
env:
  FROM_CALLER: caller-env
jobs:
  investigate:
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: investigate
      run: ./agent.sh
      prompt: Investigate issue \${{ inputs.issue }}.
  ask:
    needs: investigate
    strategy:
      matrix:
        agent: [claude, codex]
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: ask-\${{ matrix.agent }}
      agent: \${{ matrix.agent }}
      agent-version: 1.0.0
      model: model-x.1
      needs: investigate
      timeout-minutes: 5
      prompt: |
        Ask about {{stages.investigate.summary}} ({{stages.investigate.data.from_caller}}).
    secrets:
      ANTHROPIC_API_KEY: \${{ secrets.ANTHROPIC_API_KEY }}
      OPENAI_API_KEY: \${{ secrets.OPENAI_API_KEY }}
  inherited:
    needs: investigate
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: inherited
      agent: gemini
      agent-version: 1.0.0
      model: model-x.1
      agent-args: |
        --extensions
        none
      prompt: Inherit the secrets.
    secrets: inherit
  after:
    needs: [ask, inherited]
    runs-on: ubuntu-latest
    steps:
      - run: |
          echo "ask=\${{ needs.ask.outputs.status }} present=\${{ needs.inherited.outputs.present }} sha=\${{ needs.inherited.outputs.sha256 }} id=\${{ needs.inherited.outputs.artifact-id }}" > after.txt
`;

describe("baton run: jobs that call baton's reusable stage workflow", () => {
  it('runs each as its one stage, with its inputs, model, own credential and outputs, and without the caller’s env', async () => {
    const dir = project('pipeline.yml', PIPELINE);
    const result = await runWorkflow('pipeline.yml', {
      cwd: dir,
      secrets: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY', 'GEMINI_API_KEY'],
      env: {
        ...process.env,
        PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        FAKE_AGENT_MODEL: 'model-x.1',
        FAKE_AGENT_TRACE: join(dir, 'trace-{stage}.json'),
        ANTHROPIC_API_KEY: 'anthropic-test-key-1',
        OPENAI_API_KEY: 'openai-test-key-2',
        GEMINI_API_KEY: 'gemini-test-key-3',
      },
    });
    expect(result.status).toBe('success');
    const stage = (id: string) => result.records.find((r) => r.record.stage === id) as StoredRecord;
    expect(result.records.map((r) => r.record.stage).sort()).toEqual([
      'ask-claude',
      'ask-codex',
      'inherited',
      'investigate',
    ]);

    // The caller's workflow env did not reach the stage; its `${{ }}` and template were both evaluated.
    expect(stage('investigate').handoff?.data).toEqual({ from_caller: 'unset' });
    expect(stage('investigate').prompt.startsWith('Investigate issue 7.')).toBe(true);
    // A leg of a matrix call: its own stage id, its agent from the matrix, the upstream handoff rendered.
    expect(stage('ask-claude').record.agent.preset).toBe('claude');
    expect(stage('ask-codex').record.agent.preset).toBe('codex');
    expect(stage('ask-codex').prompt).toContain('Ask about looked at investigate (unset).');

    // Each preset got its own credential and no other (the fake fails without --model model-x.1).
    const trace = (id: string) =>
      JSON.parse(readFileSync(join(dir, `trace-${id}.json`), 'utf8')) as {
        cli: string;
        credentials: string[];
      };
    expect(trace('ask-claude')).toMatchObject({ cli: 'claude', credentials: ['ANTHROPIC_API_KEY'] });
    // agent-args reach the CLI after the preset's own flags, a line an argument.
    const argv = (id: string) =>
      (JSON.parse(readFileSync(join(dir, `trace-${id}.json`), 'utf8')) as { argv: string[] }).argv;
    expect(argv('inherited').slice(argv('inherited').indexOf('--extensions'))).toEqual([
      '--extensions',
      'none',
      '-p',
      'Carry out the task above.',
    ]);
    expect(argv('ask-claude')).not.toContain('--extensions');
    // The preset passes OPENAI_API_KEY on as CODEX_API_KEY, the one current codex reads.
    expect(trace('ask-codex')).toMatchObject({
      cli: 'codex',
      credentials: ['CODEX_API_KEY', 'OPENAI_API_KEY'],
    });
    expect(trace('inherited')).toMatchObject({ cli: 'gemini', credentials: ['GEMINI_API_KEY'] });

    // The workflow's outputs, as needs.<job>.outputs.
    const inherited = stage('inherited');
    // (Here the artifact id is the record's directory in the local store.)
    expect(readFileSync(join(dir, 'after.txt'), 'utf8')).toBe(
      `ask=success present=true sha=${inherited.record.digests.handoff} id=${result.runDir}/inherited\n`,
    );
  });

  it('refuses, before anything runs, a call whose prompt names a stage that is not upstream or whose timeout is not minutes', async () => {
    const dir = project(
      'bad.yml',
      `name: bad
on: workflow_dispatch
jobs:
  first:
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: first
      run: ./agent.sh
      timeout-minutes: 0
      prompt: "{{stages.second.summary}}"
  second:
    needs: first
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: second
      run: ./agent.sh
      prompt: second
`,
    );
    await expect(runWorkflow('bad.yml', { cwd: dir })).rejects.toMatchObject({
      message: 'bad.yml: 2 problems; nothing was run',
      details: [
        'bad.yml:10:24: timeout-minutes must be a whole number of minutes above 0, got 0',
        expect.stringMatching(/^bad\.yml:11:\d+: stages\.second: not a stage upstream of job 'first'/),
      ],
    });
  });

  it('refuses, before anything runs, inputs the stage or GitHub would refuse: each once, a number given as a string too', async () => {
    const dir = project(
      'inputs.yml',
      `name: inputs
on: workflow_dispatch
jobs:
  both:
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: both
      run: ./agent.sh
      agent: claudee
      agent-version: 1.2.3
      prompt: Look.
  unprompted:
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: unprompted
      run: ./agent.sh
  quoted:
    uses: ${CALL}
    with:
      baton-ref: ${SHA}
      stage: quoted
      run: ./agent.sh
      prompt: Look.
      attempts: "3"
`,
    );
    await expect(runWorkflow('inputs.yml', { cwd: dir })).rejects.toMatchObject({
      message: 'inputs.yml: 4 problems; nothing was run',
      details: [
        'inputs.yml:9:12: run: give either `run` (a command) or `agent` (a preset), not both',
        'inputs.yml:10:14: agent: "claudee" is not one of claude, codex, gemini, copilot',
        'inputs.yml:14:11: prompt: one of `prompt` or `prompt-file` is required',
        expect.stringMatching(
          /^inputs\.yml:26:17: with\.attempts: input 'attempts' of baton's stage workflow is a number; got "3", a string, which GitHub refuses/,
        ),
      ],
    });
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('refuses a prompt that names a stage it could not read on GitHub, where its needs input decides', async () => {
    const call = (id: string, needs: string[], input: string | null, prompt: string) =>
      [
        `  ${id}:`,
        ...(needs.length > 0 ? [`    needs: [${needs.join(', ')}]`] : []),
        `    uses: ${CALL}`,
        '    with:',
        `      baton-ref: ${SHA}`,
        `      stage: ${id}`,
        '      run: ./agent.sh',
        ...(input === null ? [] : [`      needs: ${input}`]),
        `      prompt: "${prompt}"`,
      ].join('\n');
    const dir = project(
      'reach.yml',
      [
        'on: workflow_dispatch',
        'jobs:',
        call('first', [], null, 'first'),
        call('second', ['first'], 'first', '{{stages.first.summary}}'),
        // first is read through second's needs input (second's record names it).
        call('third', ['second'], 'second', '{{stages.first.summary}} {{stages.second.summary}}'),
        // No needs input: on GitHub nothing is upstream of it, whatever its job needs.
        call('fourth', ['first', 'second'], null, '{{stages.first.summary}}'),
        '  fifth:',
        '    needs: first',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with: { prompt: "{{stages.first.summary}}", run: ./agent.sh }',
        // A job with steps reads every stage upstream of it: first comes with fifth.
        call('sixth', ['fifth'], 'fifth', '{{stages.first.summary}}'),
        call('seventh', ['second', 'fifth'], 'fifth', '{{#each jobs.second}}{{summary}}{{/each}}'),
      ].join('\n'),
    );
    const refused = runWorkflow('reach.yml', { cwd: dir });
    await expect(refused).rejects.toMatchObject({ message: 'reach.yml: 2 problems; nothing was run' });
    const details = ((await refused.catch((e: unknown) => e)) as { details: string[] }).details;
    expect(details).toEqual([
      expect.stringMatching(
        /^reach\.yml:\d+:\d+: stages\.first: on GitHub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add first to with\.needs of job 'fourth' \(now: none\)$/,
      ),
      expect.stringMatching(
        /^reach\.yml:\d+:\d+: jobs\.second: on GitHub, .*; add its stages \(second\) to with\.needs of job 'seventh' \(now: fifth\)$/,
      ),
    ]);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('does not hold prompts to the needs input when a job of the workflow is named stage, as GitHub then reads that job’s needs', async () => {
    const dir = project(
      'named.yml',
      `on: workflow_dispatch
jobs:
  first:
    uses: ${CALL}
    with: { baton-ref: ${SHA}, stage: first, run: ./agent.sh, prompt: first }
  stage:
    needs: first
    uses: ${CALL}
    with: { baton-ref: ${SHA}, stage: second, run: ./agent.sh, prompt: "{{stages.first.summary}}" }
`,
    );
    const result = await runWorkflow('named.yml', { cwd: dir });
    expect(result.status).toBe('success');
    const second = result.records.find((r) => r.record.stage === 'second') as StoredRecord;
    expect(second.prompt).toBe('looked at first');
  });

  it('runs the documented pipeline of reusable stages (docs/actions.md), with the agent CLIs on PATH', async () => {
    const block = [...allDocs().matchAll(/^```yaml\n([\s\S]*?)^```/gm)]
      .map((m) => m[1] as string)
      .find((text) => text.includes('baton-stage.yml@'));
    expect(block).toBeDefined();
    const dir = project('fix-issue.yml', (block as string).replaceAll('<commit sha>', SHA));
    const result = await runWorkflow('fix-issue.yml', {
      cwd: dir,
      inputs: { issue: '42' },
      secrets: ['ANTHROPIC_API_KEY', 'OPENAI_API_KEY'],
      env: {
        ...process.env,
        PATH: `${join(REPO_ROOT, 'test/support/fake-agents')}:${process.env.PATH ?? ''}`,
        FAKE_AGENT_TRACE: join(dir, 'trace-{stage}.json'),
        // What the documented plan prompt reads of investigate's handoff.
        FAKE_AGENT_DATA: '{"file":"src/wc.js"}',
        ANTHROPIC_API_KEY: 'anthropic-test-key-1',
        OPENAI_API_KEY: 'openai-test-key-2',
      },
    });
    expect(result.status).toBe('success');
    expect(result.chain.map((link) => link.stage)).toEqual(['investigate', 'plan']);
    const plan = result.records.find((r) => r.record.stage === 'plan') as StoredRecord;
    expect(plan.prompt).toContain('Plan a fix of src/wc.js:');
    expect(plan.prompt).toContain('claude read: Find the root cause of issue #42.');
    expect(JSON.parse(readFileSync(join(dir, 'trace-plan.json'), 'utf8'))).toMatchObject({
      cli: 'codex',
      credentials: ['CODEX_API_KEY', 'OPENAI_API_KEY'],
    });
    expect(readFileSync(join(result.runDir, 'report.md'), 'utf8')).toContain('plan');
  });

  it('still skips, with a notice, a job that calls any other reusable workflow, and the jobs after it', async () => {
    const dir = project(
      'other.yml',
      `on: workflow_dispatch
jobs:
  other:
    uses: octo/tools/.github/workflows/build.yml@v1
  after:
    needs: other
    runs-on: ubuntu-latest
    steps:
      - run: touch after-ran
`,
    );
    const events: RunEvent[] = [];
    const result = await runWorkflow('other.yml', { cwd: dir, onEvent: (e) => events.push(e) });
    expect(result.status).toBe('success');
    expect(events.filter((e) => e.type === 'job-skipped')).toMatchObject([
      {
        job: 'other',
        reason:
          'octo/tools/.github/workflows/build.yml@v1: reusable workflows of other repositories do not run locally',
      },
      { job: 'after', reason: 'a job it needs did not succeed: other was skipped' },
    ]);
    expect(existsSync(join(dir, 'after-ran'))).toBe(false);
  });
});
