import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import type { LocalAction } from '../../../src/core/workflow/model.js';
import { buildPlan, isPlan, planProblems } from '../../../src/core/workflow/plan.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';
import { whereIn } from '../../support/workflow-text.js';

async function rejection(text: string, options: Parameters<typeof buildPlan>[2] = {}): Promise<UserError> {
  const workflow = await parseWorkflow(text, 'wf.yml');
  try {
    buildPlan(workflow, expressions, options);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('the plan was accepted');
}

const DIAMOND = `on: workflow_dispatch
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Investigate.
          run: ./agent.sh
  review:
    needs: investigate
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, style]
    steps:
      - uses: ./
        with:
          prompt: |
            Review {{stages.investigate.summary}} for {{matrix}}
          run: ./agent.sh
  fix:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Fix {{stages.investigate.summary}}
          run: ./agent.sh
  report:
    needs: [review, fix]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: |
            {{#each jobs.review}}{{summary}}{{/each}}
            {{stages.review-security.summary}} {{stages.fix.summary}} {{stages.investigate.detail}}
          run: ./agent.sh
`;

describe('buildPlan', () => {
  it('plans a diamond: jobs in needs order, matrix legs and their stage ids', async () => {
    const plan = buildPlan(await parseWorkflow(DIAMOND.replace('{{matrix}}', ''), 'wf.yml'), expressions);
    expect(isPlan(plan)).toBe(true);
    expect(plan.jobs.map((j) => j.id)).toEqual(['investigate', 'review', 'fix', 'report']);
    const review = plan.jobs[1]!;
    expect(review.legs).toEqual([{ angle: 'security' }, { angle: 'style' }]);
    expect(review.stages).toEqual(['review-security', 'review-style']);
    expect(plan.jobs[3]!.upstream).toEqual(['investigate', 'review', 'fix']);
    expect(plan.jobs[0]!.steps[0]!.action).toEqual({ kind: 'baton', action: 'stage' });
    expect(plan.eventName).toBe('workflow_dispatch');
  });

  it('with --job, keeps that job and what it needs', async () => {
    const plan = buildPlan(await parseWorkflow(DIAMOND.replace('{{matrix}}', ''), 'wf.yml'), expressions, {
      job: 'fix',
    });
    expect(plan.jobs.map((j) => j.id)).toEqual(['investigate', 'fix']);
    expect(plan.target).toBe('fix');
  });

  it('refuses a prompt that names a stage not upstream, at its file:line:column, with the upstream stages', async () => {
    const text = DIAMOND.replace('Fix {{stages.investigate.summary}}', 'Fix {{stages.review-style.summary}}');
    const error = await rejection(text.replace('{{matrix}}', ''));
    expect(error.code).toBe('plan-rejected');
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, '{{stages.review-style', 2)}: stages.review-style: not a stage upstream of job 'fix' (it is a stage of job 'review'; add 'review' to jobs.fix.needs); upstream stages: investigate`,
    ]);
  });

  it("refuses a job's literal timeout under a whole minute, before anything runs; a step's is no timeout at all, as on GitHub; an expression waits", async () => {
    const text = `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    timeout-minutes: 0
    cancel-timeout-minutes: -1
    steps:
      - run: echo
        timeout-minutes: \${{ fromJSON('0') }}
  b:
    runs-on: x
    timeout-minutes: 0.5
    cancel-timeout-minutes: 1.5
    steps:
      - run: echo
        timeout-minutes: 0.5
      - run: echo
        timeout-minutes: 0
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      'wf.yml:5:22: timeout-minutes must be a whole number of minutes above 0, got 0',
      'wf.yml:6:29: cancel-timeout-minutes must be a whole number of minutes above 0, got -1',
      'wf.yml:12:22: timeout-minutes must be a whole number of minutes above 0, got 0.5 (GitHub keeps whole minutes: 0.5 is 0)',
    ]);
    // A value GitHub's parser refuses itself is reported once, as it says it.
    const words = await rejection(text.replace('cancel-timeout-minutes: -1', 'cancel-timeout-minutes: abc'));
    expect(words.details.filter((d) => d.startsWith('wf.yml:6:29:'))).toEqual([
      "wf.yml:6:29: Unexpected value 'abc'",
    ]);
  });

  it('refuses a printed stage or job that is not upstream as not upstream, not as an object; a printed one that is, as an object', async () => {
    const text = DIAMOND.replace(
      'Fix {{stages.investigate.summary}}',
      `'{{stages.review-style}} {{lookup stages "investgate"}} {{jobs.review}} {{stages.investigate}}'`,
    );
    const error = await rejection(text.replace('{{matrix}}', ''));
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'stages.review-style}}')}: stages.review-style: not a stage upstream of job 'fix' (it is a stage of job 'review'; add 'review' to jobs.fix.needs); upstream stages: investigate`,
      `${whereIn('wf.yml', text, 'lookup stages')}: stages.investgate: not a stage upstream of job 'fix' (did you mean investigate?); upstream stages: investigate`,
      `${whereIn('wf.yml', text, 'jobs.review}}')}: jobs.review: not a job upstream of job 'fix' (add 'review' to jobs.fix.needs); upstream jobs: investigate`,
      `${whereIn('wf.yml', text, '{{stages.investigate}}')}: stages.investigate is an object, which has no text of its own; print one of its fields (stages.investigate.<field>), or all of it with {{json stages.investigate}}`,
    ]);
  });

  it('refuses a jobs.<id> reference to a job that is not upstream', async () => {
    const text = DIAMOND.replace(
      'Fix {{stages.investigate.summary}}',
      "'{{#each jobs.review}}{{summary}}{{/each}}'",
    );
    const error = await rejection(text.replace('{{matrix}}', ''));
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'jobs.review}}')}: jobs.review: not a job upstream of job 'fix' (add 'review' to jobs.fix.needs); upstream jobs: investigate`,
    ]);
  });

  it('refuses jobs.<id> of an upstream job that records no stage, before anything runs', async () => {
    // build runs `run:` steps only: its list would be empty in every run, here and on GitHub.
    const text = DIAMOND.replace(
      '  fix:\n    needs: investigate',
      '  build:\n    runs-on: ubuntu-latest\n    steps:\n      - run: make\n  fix:\n    needs: [investigate, build]',
    ).replace(
      'Fix {{stages.investigate.summary}}',
      "'{{#each jobs.build}}{{id}}{{else}}none{{/each}} {{#each jobs.investigate}}{{id}}{{/each}}'",
    );
    const error = await rejection(text.replace('{{matrix}}', ''));
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'jobs.build}}')}: jobs.build: job build records no stage (none of its steps runs baton's stage), so a prompt has no stage of it to read; upstream jobs that record stages: investigate`,
    ]);
  });

  it('refuses a template baton cannot use, at its line and column in the workflow', async () => {
    const text = DIAMOND.replace('{{matrix}}', '{{> partial}}');
    const error = await rejection(text);
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(new RegExp(`^${whereIn('wf.yml', text, '{{> partial}}')}: .*partial`));
  });

  it('refuses a cycle, naming it', async () => {
    const text = `on: push
jobs:
  a:
    needs: c
    runs-on: x
    steps: [{run: echo}]
  b:
    needs: a
    runs-on: x
    steps: [{run: echo}]
  c:
    needs: b
    runs-on: x
    steps: [{run: echo}]
`;
    const error = await rejection(text);
    expect(error.message).toBe('wf.yml: 1 problem; nothing was run');
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'needs: a', 7)}: needs form a cycle: a → c → b → a (a needs c, c needs b, b needs a); remove one of these needs`,
    ]);
  });

  it('refuses an unknown needs, naming the jobs', async () => {
    const text = 'on: push\njobs:\n  a:\n    needs: [ghost]\n    runs-on: x\n    steps: [{run: echo}]\n';
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'ghost')}: job 'a' needs 'ghost', which is not a job in this workflow; jobs: a`,
    ]);
  });

  it('gives each problem one line, whatever the file quotes: a line break or an escape in a needs: is shown as \\uXXXX', async () => {
    const text =
      'on: push\njobs:\n  a:\n    needs: "b\\n::error::x\\u001b[31m"\n    runs-on: x\n    steps: [{run: echo}]\n';
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, '"b')}: job 'a' needs 'b\\u000a::error::x\\u001b[31m', which is not a job in this workflow; jobs: a`,
    ]);
  });

  it('resolves needs ignoring case, as GitHub does: needs: build names job Build, and so does --job', async () => {
    const text = `on: push
jobs:
  Build:
    runs-on: x
    steps: [{run: echo}]
  deploy:
    needs: build
    runs-on: x
    steps: [{run: echo}]
  notify:
    needs: [DEPLOY]
    runs-on: x
    steps: [{run: echo}]
`;
    const plan = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions);
    expect(plan.jobs.map((j) => [j.id, j.needs, j.upstream])).toEqual([
      ['Build', [], []],
      ['deploy', ['Build'], ['Build']],
      ['notify', ['deploy'], ['Build', 'deploy']],
    ]);
    const one = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions, { job: 'BUILD' });
    expect([one.target, one.jobs.map((j) => j.id)]).toEqual(['Build', ['Build']]);
  });

  it('refuses two jobs whose ids differ only in case, as GitHub does, naming both', async () => {
    const text = `on: push
jobs:
  Build:
    runs-on: x
    steps: [{run: echo}]
  build:
    runs-on: x
    steps: [{run: echo}]
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'build:')}: job id 'build' is already defined as 'Build' (line 3): GitHub compares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`,
    ]);
  });

  it("expands a matrix with GitHub's == in exclude and include: case-insensitive strings, '18' equal to 18", async () => {
    const text = `on: push
jobs:
  test:
    runs-on: x
    strategy:
      matrix:
        os: [ubuntu-latest, macOS-latest]
        node: [18, 20]
        exclude: [{os: macos-latest}, {node: "18"}]
    steps: [{run: echo}]
  lint:
    runs-on: x
    strategy:
      matrix:
        os: [Ubuntu-Latest]
        node: [18, 20]
        include: [{os: ubuntu-latest, experimental: true}, {node: "20", npm: 10}]
    steps: [{run: echo}]
`;
    const plan = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions);
    expect(plan.jobs.map((j) => j.legs)).toEqual([
      [{ os: 'ubuntu-latest', node: 20 }],
      [
        { os: 'Ubuntu-Latest', node: 18, experimental: true },
        { os: 'Ubuntu-Latest', node: 20, experimental: true, npm: 10 },
      ],
    ]);
  });

  it("refuses a matrix exclude key that is no key of the matrix, as GitHub does, at the key's file:line:column", async () => {
    const text = `on: push
jobs:
  test:
    runs-on: x
    strategy:
      matrix:
        os: [linux]
        node: [18, 20]
        exclude:
          - os: linux
            nodee: 18
        include:
          - npm: 10
    steps: [{run: echo}]
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'nodee')}: jobs.test: strategy.matrix.exclude: key 'nodee' does not match any key within the matrix (did you mean node?); GitHub refuses the workflow; matrix keys: os, node`,
    ]);
  });

  it('refuses a missing required workflow_dispatch input, at its declaration', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      issue:
        required: true
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'issue:')}: input 'issue' is required and has no default; pass --input issue=<value>`,
    ]);
    const workflow = await parseWorkflow(text, 'wf.yml');
    expect(buildPlan(workflow, expressions, { inputs: { issue: '42' } }).inputs).toEqual({ issue: '42' });
  });

  it('takes workflow_dispatch inputs from the event payload, with --input winning', async () => {
    const text = `on:
  push:
  workflow_dispatch:
    inputs:
      issue:
        required: true
      dry:
        type: boolean
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    const event = { inputs: { issue: '42', dry: true, undeclared: 'ignored' } };
    expect(buildPlan(workflow, expressions, { event }).inputs).toEqual({ issue: '42', dry: true });
    expect(buildPlan(workflow, expressions, { event, inputs: { issue: '7' } }).inputs).toEqual({
      issue: '7',
      dry: true,
    });
    // Another event has no inputs, as on GitHub: the context is empty, and an --input is refused.
    expect(buildPlan(workflow, expressions, { event, eventName: 'push' }).inputs).toEqual({});
    expect((await rejection(text, { eventName: 'push', inputs: { issue: '7' } })).details).toEqual([
      'wf.yml: --input issue: push runs have no inputs (on GitHub, inputs are for workflow_dispatch and workflow_call); pass --event-name workflow_dispatch to dispatch it',
    ]);
    // A workflow no dispatch triggers is not told to be dispatched.
    const labeled =
      'on:\n  issues:\n    types: [labeled]\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n';
    expect((await rejection(labeled, { inputs: { issue: '42' } })).details).toEqual([
      "wf.yml: --input issue: issues runs have no inputs (on GitHub, inputs are for workflow_dispatch and workflow_call); give the event's payload with --event instead (this workflow is not triggered by workflow_dispatch)",
    ]);
  });

  it("takes an input without a default that the payload holds as '' as not given, as its own default payload has it", async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      n: {type: number}
      c: {type: choice, options: [a, b]}
      issue: {required: true}
      limit: {type: number, default: 3}
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    // The payload a run made for itself (what a replay gives back).
    const first = buildPlan(workflow, expressions, { inputs: { issue: '42' } });
    expect(first.inputs).toEqual({ n: '', c: '', issue: '42', limit: 3 });
    const again = buildPlan(workflow, expressions, { event: first.event });
    expect(again.inputs).toEqual(first.inputs);
    // A required one is still missing; one with a default, given as '', is still checked.
    const missing = await rejection(text, { event: { inputs: { issue: '' } } });
    expect(missing.details).toEqual([
      `${whereIn('wf.yml', text, 'issue: {required: true}')}: input 'issue' is required and has no default; pass --input issue=<value>`,
    ]);
    const empty = await rejection(text, { event: { inputs: { issue: '1', limit: '' } } });
    expect(empty.details).toEqual([
      `${whereIn('wf.yml', text, 'limit: {type: number, default: 3}')}: --input limit=: input 'limit' is a number`,
    ]);
  });

  it('refuses unknown and ill-typed inputs, and types the rest as declared', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      dry:
        type: boolean
      depth:
        type: choice
        options: [shallow, deep]
        default: shallow
      count:
        type: number
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const error = await rejection(text, { inputs: { dry: 'yes', nope: '1', depth: 'middle', count: 'x' } });
    expect(error.details).toEqual([
      'wf.yml: --input nope: on.workflow_dispatch declares no such input; its inputs: dry, depth, count',
      `${whereIn('wf.yml', text, 'dry:')}: --input dry=yes: input 'dry' is a boolean; use true or false`,
      `${whereIn('wf.yml', text, 'depth:')}: --input depth=middle: not one of the options: shallow, deep`,
      `${whereIn('wf.yml', text, 'count:')}: --input count=x: input 'count' is a number`,
    ]);
    const plan = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions, {
      inputs: { dry: 'true', count: '3' },
    });
    expect(plan.inputs).toEqual({ dry: true, count: 3, depth: 'shallow' });
    // The inputs context is typed; the default payload keeps the text given, as GitHub's does.
    const given = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions, {
      inputs: { dry: 'true', count: '1.50' },
    });
    expect(given.inputs).toEqual({ dry: true, count: 1.5, depth: 'shallow' });
    expect(given.event.inputs).toEqual({ dry: 'true', count: '1.50', depth: 'shallow' });
  });

  it('refuses an unknown --job, listing the jobs', async () => {
    const error = await rejection(DIAMOND.replace('{{matrix}}', ''), { job: 'deploy' });
    expect(error.details).toEqual([
      'wf.yml: --job deploy: no such job; jobs: investigate, review, fix, report',
    ]);
  });

  it('suggests the job or input a mistyped --job or --input meant', async () => {
    const jobError = await rejection(DIAMOND.replace('{{matrix}}', ''), { job: 'reveiw' });
    expect(jobError.details).toEqual([
      'wf.yml: --job reveiw: no such job (did you mean review?); jobs: investigate, review, fix, report',
    ]);
    const text = `
on:
  workflow_dispatch:
    inputs:
      topic: {}
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const inputError = await rejection(text, { inputs: { topik: 'x' } });
    expect(inputError.details).toEqual([
      'wf.yml: --input topik: on.workflow_dispatch declares no such input (did you mean topic?); its inputs: topic',
    ]);
  });

  it("refuses inputs that baton's actions do not declare, each at its key", async () => {
    const text = `on: workflow_dispatch
jobs:
  fix:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: hi, run: echo, handof: required, atempts: 3 }
      - uses: acme/baton/report@v1
        with:
          moed: summary
`;
    const error = await rejection(text);
    expect(error.message).toBe('wf.yml: 3 problems; nothing was run');
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'handof:')}: unknown input "handof" of baton's action; did you mean "handoff"?`,
      `${whereIn('wf.yml', text, 'atempts:')}: unknown input "atempts" of baton's action; did you mean "attempts"?`,
      `${whereIn('wf.yml', text, 'moed:')}: unknown input "moed" of baton's action; did you mean "mode"?`,
    ]);
  });

  it('refuses an --event-name that is not a trigger of the workflow, naming its triggers', async () => {
    const text = `on:
  issues:
  workflow_dispatch:
    inputs:
      issue:
        required: true
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const triggers = 'its triggers: issues, workflow_dispatch';
    expect((await rejection(text, { eventName: 'pul_request' })).details).toEqual([
      `wf.yml: --event-name "pul_request" is not a trigger of this workflow; ${triggers}`,
    ]);
    expect((await rejection(text, { eventName: 'push' })).details).toEqual([
      `wf.yml: --event-name "push" is not a trigger of this workflow; ${triggers}`,
    ]);
    expect((await rejection(text, { eventName: 'issue' })).details).toEqual([
      `wf.yml: --event-name "issue" is not a trigger of this workflow; ${triggers}; did you mean "issues"?`,
    ]);
    // A trigger named is accepted, and its own checks apply.
    const workflow = await parseWorkflow(text, 'wf.yml');
    expect(buildPlan(workflow, expressions, { eventName: 'issues' }).eventName).toBe('issues');
    expect((await rejection(text, { eventName: 'workflow_dispatch' })).details).toEqual([
      `${whereIn('wf.yml', text, 'issue:')}: input 'issue' is required and has no default; pass --input issue=<value>`,
    ]);
  });

  it('takes any event for a called workflow (workflow_call runs with its caller’s event)', async () => {
    const text = `on: workflow_call
jobs:
  a:
    if: github.event_name == 'pull_request'
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    const pullRequest = { action: 'opened', pull_request: { number: 1 } };
    expect(
      buildPlan(workflow, expressions, { event: pullRequest, eventName: 'pull_request' }).eventName,
    ).toBe('pull_request');
    expect(buildPlan(workflow, expressions, { event: pullRequest }).eventName).toBe('pull_request');
    expect(buildPlan(workflow, expressions, { eventName: 'push' }).eventName).toBe('push');
    // Never workflow_call, which no run on GitHub has: called from a dispatch, with its payload.
    const called = buildPlan(workflow, expressions);
    expect(called.eventName).toBe('workflow_dispatch');
    expect(called.event).toMatchObject({ inputs: {} });
  });

  it('asks a workflow that can only be called for its required inputs, whatever the event', async () => {
    const text = `on:
  workflow_call:
    inputs:
      stage:
        type: string
        required: true
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    for (const eventName of [undefined, 'push']) {
      expect((await rejection(text, { eventName })).details).toEqual([
        `${whereIn('wf.yml', text, 'stage:')}: input 'stage' is required and has no default; pass --input stage=<value>`,
      ]);
    }
    expect(buildPlan(workflow, expressions, { inputs: { stage: 'fix' } }).inputs).toEqual({ stage: 'fix' });
  });

  it('asks a called workflow for the secrets on.workflow_call.secrets requires, as GitHub asks every caller', async () => {
    const text = `on:
  workflow_call:
    secrets:
      TOKEN: { required: true }
      OPTIONAL: { required: false }
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    expect((await rejection(text)).details).toEqual([
      'wf.yml: secret TOKEN is required by on.workflow_call.secrets, as GitHub requires it of every caller; pass --secret TOKEN (with TOKEN set in the environment)',
    ]);
    const workflow = await parseWorkflow(text, 'wf.yml');
    expect(buildPlan(workflow, expressions, { secretNames: ['TOKEN'] }).jobs).toHaveLength(1);
    // A workflow that can also be dispatched, run as dispatched, is not called.
    const both = await parseWorkflow(text.replace('on:\n', 'on:\n  workflow_dispatch:\n'), 'wf.yml');
    expect(buildPlan(both, expressions).eventName).toBe('workflow_dispatch');
  });

  it("gives a dispatch of a workflow that can also be called its own inputs only, not the call's", async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      d: { default: dd }
  workflow_call:
    inputs:
      c: { type: string, required: true }
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    expect(buildPlan(workflow, expressions).inputs).toEqual({ d: 'dd' });
    expect((await rejection(text, { inputs: { c: '1' } })).details).toEqual([
      'wf.yml: --input c: on.workflow_dispatch declares no such input; its inputs: d',
    ]);
    expect((await rejection(text, { eventName: 'workflow_call' })).details).toEqual([
      `${whereIn('wf.yml', text, 'c: {')}: input 'c' is required and has no default; pass --input c=<value>`,
    ]);
  });

  it('puts --input values in the inputs of a dispatch event file, as GitHub sends them', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      issue: {}
      dry: {}
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    const event = { inputs: { issue: '42', dry: 'no' }, sender: { login: 'me' } };
    const plan = buildPlan(workflow, expressions, { event, inputs: { issue: '7' } });
    expect(plan.event).toEqual({ inputs: { issue: '7', dry: 'no' }, sender: { login: 'me' } });
    expect(plan.inputs).toEqual({ issue: '7', dry: 'no' });
    expect(event.inputs.issue).toBe('42');
  });

  it('fills in the defaults a dispatch event file leaves out, as GitHub’s payload has them', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      issue: {required: true, type: number}
      mode: {default: fast}
      dry: {type: boolean, default: true}
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
`;
    const workflow = await parseWorkflow(text, 'wf.yml');
    const event = { inputs: { issue: '42' }, sender: { login: 'me' } };
    const plan = buildPlan(workflow, expressions, { event });
    expect(plan.event).toEqual({
      inputs: { issue: '42', mode: 'fast', dry: 'true' },
      sender: { login: 'me' },
    });
    expect(plan.inputs).toEqual({ issue: 42, mode: 'fast', dry: true });
    // The text given stays, as GitHub's payload keeps what was dispatched.
    const given = buildPlan(workflow, expressions, { event, inputs: { issue: '7.0' } });
    expect(given.event.inputs).toEqual({ issue: '7.0', mode: 'fast', dry: 'true' });
  });

  it("gives the default payload the first of a trigger's types:, with what that activity carries", async () => {
    const plan = async (on: string, eventName?: string) =>
      buildPlan(
        await parseWorkflow(`on:\n${on}\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n`, 'wf.yml'),
        expressions,
        {
          eventName,
        },
      ).event;
    expect(await plan('  issues:\n    types: [labeled, opened]')).toMatchObject({
      action: 'labeled',
      issue: { number: 1 },
      label: { name: 'local-label' },
    });
    expect(await plan('  issues:')).toMatchObject({ action: 'opened' });
    expect(await plan('  issues:')).not.toHaveProperty('label');
    expect(await plan('  pull_request:\n    types: [synchronize]')).toMatchObject({
      action: 'synchronize',
      number: 1,
      pull_request: { number: 1 },
    });
    expect(await plan('  release:\n    types: [released]')).toMatchObject({
      action: 'released',
      release: { tag_name: 'v0.0.0', draft: false, prerelease: false },
    });
    expect(await plan('  workflow_run:\n    workflows: [Build]\n    types: [completed]')).toMatchObject({
      action: 'completed',
      workflow_run: { name: 'Build', conclusion: 'success' },
    });
  });

  it('pushes a tag by default for a push trigger filtered on tags only, saying when the tag is a placeholder', async () => {
    const workflow = await parseWorkflow(
      'on:\n  push:\n    tags: ["[0-9]+.[0-9]+.[0-9]+"]\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      'release.yml',
    );
    const facts = {
      repository: 'o/r',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
      actor: 'me',
      workspace: '.',
    };
    const tagged = buildPlan(workflow, expressions, { facts: { ...facts, tags: ['14.1.0'] } });
    expect(tagged.eventName).toBe('push');
    expect(tagged.event).toMatchObject({
      ref: 'refs/tags/14.1.0',
      before: '0'.repeat(40),
      after: 'a'.repeat(40),
    });
    expect(tagged.notices).toEqual([]);
    const untagged = buildPlan(workflow, expressions, { facts });
    expect(untagged.event).toMatchObject({ ref: 'refs/tags/0.0.0' });
    expect(untagged.notices).toEqual([
      expect.objectContaining({ level: 'info', message: expect.stringContaining('placeholder tag 0.0.0') }),
    ]);
    // A payload given is the event as it is: nothing made up, nothing to say.
    const given = buildPlan(workflow, expressions, {
      facts,
      event: { ref: 'refs/heads/main', before: 'x', after: 'y' },
    });
    expect(given.event).toMatchObject({ ref: 'refs/heads/main' });
    expect(given.notices).toEqual([]);
  });

  it('gives the default payload of a trigger with types: but no payload of its own its action (check_suite, watch, repository_dispatch)', async () => {
    const workflow = await parseWorkflow(
      'on:\n  check_suite:\n    types: [completed]\n  watch:\n    types: [started]\n  repository_dispatch:\n    types: [deploy-prod]\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      'wf.yml',
    );
    const action = (eventName: string) => buildPlan(workflow, expressions, { eventName }).event.action;
    expect(action('check_suite')).toBe('completed');
    expect(action('watch')).toBe('started');
    expect(action('repository_dispatch')).toBe('deploy-prod');
    expect(buildPlan(workflow, expressions, { eventName: 'repository_dispatch' }).event).toMatchObject({
      client_payload: {},
    });
  });

  it('refuses an --event payload that looks only like events the workflow is not triggered by', async () => {
    const text = 'on: issues\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n';
    const pullRequest = { action: 'opened', pull_request: { number: 1 } };
    expect((await rejection(text, { event: pullRequest })).details).toEqual([
      'wf.yml: --event: the payload looks like a pull_request or pull_request_target event, which is not a trigger of this workflow; its triggers: issues; to use it as one of them, pass --event-name issues',
    ]);
    const issue = { action: 'labeled', issue: { number: 1 } };
    expect((await rejection(text.replace('on: issues', 'on: push'), { event: issue })).details[0]).toContain(
      'the payload looks like an issues event',
    );
    const workflow = await parseWorkflow(text, 'wf.yml');
    // Named explicitly, the payload is taken as the trigger's; a payload that looks like no event is too.
    expect(buildPlan(workflow, expressions, { event: pullRequest, eventName: 'issues' }).eventName).toBe(
      'issues',
    );
    expect(buildPlan(workflow, expressions, { event: { ref: 'refs/heads/x' } }).eventName).toBe('issues');
    // An issue_comment payload also looks like an issues one, which the workflow has.
    const comment = { issue: { number: 1 }, comment: { body: 'hi' } };
    expect(buildPlan(workflow, expressions, { event: comment }).eventName).toBe('issues');
  });

  it('refuses a literal shell that is neither built in nor a command with {0}, before anything runs', async () => {
    const text = `on: push
defaults:
  run:
    shell: zsh
jobs:
  a:
    runs-on: x
    steps:
      - run: echo
        shell: perl
      - run: echo
        shell: perl {0}
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      expect.stringMatching(
        /^wf\.yml:4:12: defaults\.run\.shell: "zsh" is not one of bash, sh, pwsh, python, cmd, powershell \(Windows only\), or a command containing \{0\}/,
      ),
      expect.stringMatching(new RegExp(`^${whereIn('wf.yml', text, 'perl\n')}: shell: "perl" is not one of`)),
    ]);
  });

  it("accepts GitHub's Windows shells, cmd and powershell, wherever a shell is given: a step fails with one only when it runs", async () => {
    const workflow = await parseWorkflow(
      `on: push
defaults:
  run:
    shell: powershell
jobs:
  a:
    runs-on: windows-latest
    defaults:
      run:
        shell: cmd
    steps:
      - run: dir
        if: runner.os == 'Windows'
        shell: cmd
      - run: Get-ChildItem
        shell: PowerShell
`,
      'wf.yml',
    );
    expect(isPlan(buildPlan(workflow, expressions))).toBe(true);
  });

  it("counts the stages a composite action of the repository runs as its job's, when it can read it", async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    strategy:
      matrix:
        k: ["a b", "a-b"]
    steps:
      - uses: ./.github/actions/agent
  impl:
    needs: plan
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: "{{stages.plan-a-b.summary}} {{stages.nope.summary}}", run: x }
`;
    const action = async (stage: boolean): Promise<LocalAction> => ({
      kind: 'composite',
      file: '.github/actions/agent/action.yml',
      directory: '/work/.github/actions/agent',
      source: '',
      inputs: [],
      outputs: [],
      steps: stage
        ? (
            await parseWorkflow(
              `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { prompt: p, run: x }\n`,
              'a.yml',
            )
          ).jobs[0]!.steps
        : [],
    });
    const withStage = await action(true);
    // Its legs name stages: two that would share an id are refused, as for the job's own stage step.
    const refused = await rejection(text, { loadAction: () => withStage });
    expect(refused.details.join('\n')).toMatch(
      /matrix legs \{"k":"a b"\} and \{"k":"a-b"\} of job plan would both be plan-a-b/,
    );
    // Without legs that collide, its stages are upstream of impl, and a typo is still caught.
    const single = text.replace('k: ["a b", "a-b"]', 'k: ["a-b"]');
    expect((await rejection(single, { loadAction: () => withStage })).details).toEqual([
      expect.stringMatching(/stages\.nope: not a stage upstream of job 'impl'; upstream stages: plan-a-b/),
    ]);
    // An action that cannot be read before the run leaves the job's stage ids to the run: any its legs
    // could have is accepted.
    expect((await rejection(single, { loadAction: () => undefined })).details).toEqual([
      expect.stringMatching(/stages\.nope: not a stage upstream of job 'impl'; upstream stages: plan-\*/),
    ]);
    // An action without a stage step adds none: the references are refused.
    const none = await action(false);
    expect((await rejection(single, { loadAction: () => none })).details).toHaveLength(2);
  });

  it('refuses an invalid expression', async () => {
    const text =
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo ${{ github.sha ==  }}\n';
    const error = await rejection(text);
    expect(error.details).toHaveLength(1);
    expect(error.details[0]).toMatch(/^wf\.yml:6:\d+: Unexpected end of expression/);
  });

  it('lists every problem at once', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      issue:
        required: true
jobs:
  a:
    needs: [ghost]
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.nowhere.summary}}"
          run: echo \${{ bogus }}
`;
    const error = await rejection(text, { job: 'zzz' });
    expect(error.message).toBe('wf.yml: 5 problems; nothing was run');
    expect(error.details.map((d) => d.replace(/^wf\.yml(:\d+:\d+)?: /, ''))).toEqual([
      '--job zzz: no such job; jobs: a',
      "input 'issue' is required and has no default; pass --input issue=<value>",
      "job 'a' needs 'ghost', which is not a job in this workflow; jobs: a",
      "stages.nowhere: not a stage upstream of job 'a'; upstream stages: (none)",
      "Unrecognized named-value: 'bogus'",
    ]);
  });

  it('refuses two jobs that produce the same stage id', async () => {
    const text = `on: push
jobs:
  review-security:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security]
    steps:
      - uses: ./
        with: { prompt: a, run: a }
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'review:')}: stage 'review-security' of job 'review' is also a stage of job 'review-security'; set a different \`stage\` input`,
    ]);
  });

  it('refuses, before anything runs, an action input written as a value the step would refuse', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: a
          run: a
          handoff: requird
          attempts: "0"
      - uses: ./
        with:
          stage: two
          prompt: a
          prompt-file: p.md
          agent: gpt
      - uses: ./
        with:
          stage: three
          prompt: a
      - uses: ./prepare
        with:
          stage: four
  b:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: \${{ github.event_name }}
          run: a
          handoff: \${{ github.event_name == 'push' && 'required' || 'optional' }}
          attempts: \${{ github.run_attempt }}
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'requird')}: handoff: "requird" is not one of optional, required`,
      `${whereIn('wf.yml', text, '"0"')}: attempts: "0" is not a whole number from 1 to 10`,
      `${whereIn('wf.yml', text, 'a\n          prompt-file')}: prompt: give either \`prompt\` or \`prompt-file\`, not both`,
      `${whereIn('wf.yml', text, 'gpt')}: agent: "gpt" is not one of claude, codex, gemini, copilot`,
      `${whereIn('wf.yml', text, 'uses: ./\n        with:\n          stage: three')}: run: one of \`run\` (the agent's command) or \`agent\` (a preset) is required`,
      `${whereIn('wf.yml', text, 'uses: ./prepare')}: prompt: one of \`prompt\` or \`prompt-file\` is required`,
    ]);
  });

  it('refuses matrix legs whose values make the same leg id, once, naming both legs', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        t: ["a/b", "a-b", "A B"]
    steps:
      - uses: ./
        with: { prompt: a, run: a }
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 't: [')}: jobs.m: matrix legs {"t":"a/b"} and {"t":"a-b"} of job m would both be m-a-b: a leg's id keeps only the letters, digits, _ and - of its values, so make them differ there`,
    ]);
  });

  it('refuses a matrix value that holds a secret, without quoting it', async () => {
    const secret = 'AbCdEfGh12345678';
    const text = `on:
  workflow_dispatch:
    inputs:
      k: { required: true }
jobs:
  build:
    runs-on: x
    strategy:
      matrix:
        v: ["\${{ inputs.k }}", plain]
    steps: [{ run: echo }]
`;
    const literal = await rejection(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with: { stage: "s-AbCdEfGh12345678", prompt: a, run: a }\n',
      { secretValues: [secret] },
    );
    expect(literal.details).toEqual([
      expect.stringContaining(
        ': the stage id holds the value of a secret; a stage id names directories and artifacts',
      ),
    ]);
    expect(JSON.stringify(literal.details)).not.toContain(secret);
    const error = await rejection(text, { inputs: { k: secret }, secretValues: [secret] });
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'v: [')}: jobs.build: a matrix value of job build holds the value of a secret (or text shaped like a token); a leg's id is made of its values and names its log and events, which are not redacted`,
    ]);
    expect(JSON.stringify(error.details)).not.toContain(secret);
    // Text shaped like a token, which no secret list names, is refused too: it would name a log file.
    const token = `ghp_${'zyxwvutsrqponmlkjihgfedcba9876543210'}`;
    const shaped = await rejection(text.replace('${{ inputs.k }}', token), { inputs: { k: 'x' } });
    expect(shaped.details).toHaveLength(1);
    expect(JSON.stringify(shaped.details)).not.toContain(token);
  });

  it('reports a stage two steps of one job record once', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2, 3]
    steps:
      - uses: ./
        with: { stage: same, prompt: a, run: a }
`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'm:')}: job 'm' runs stage 'same' more than once; give each baton step its own \`stage\` input`,
    ]);
  });

  it('leaves a matrix that depends on upstream outputs for run time, accepting references to its legs', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: echo 'angles=["a","b"]' >> "$GITHUB_OUTPUT"
  review:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  sum:
    needs: review
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: "{{stages.review-a.summary}}", run: a }
`;
    const plan = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions);
    expect(plan.jobs.find((j) => j.id === 'review')!.legs).toBeNull();
  });

  it('says a prompt cannot read a job that runs after its own, or its own job, and never advises a needs that makes a cycle', async () => {
    const text = `on: push
jobs:
  investigate:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: |
            {{stages.fix.summary}} {{stages.report.summary}}
            {{#each jobs.fix}}{{summary}}{{/each}}
            {{stages.investigate.detail}} {{stages.beside.summary}}
  fix:
    needs: investigate
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  report:
    needs: fix
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  beside:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
`;
    const error = await rejection(text);
    const reads = 'a prompt reads only stages of jobs that finish before it';
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'stages.fix.summary')}: stages.fix: not a stage upstream of job 'investigate' (job 'fix' runs after this job: fix needs investigate; ${reads}); upstream stages: (none)`,
      `${whereIn('wf.yml', text, 'stages.report.summary')}: stages.report: not a stage upstream of job 'investigate' (job 'report' runs after this job: report needs fix, fix needs investigate; ${reads}); upstream stages: (none)`,
      `${whereIn('wf.yml', text, 'jobs.fix}}')}: jobs.fix: not a job upstream of job 'investigate' (job 'fix' runs after this job: fix needs investigate; ${reads}); upstream jobs: (none)`,
      `${whereIn('wf.yml', text, 'stages.investigate.detail')}: stages.investigate: not a stage upstream of job 'investigate' (it is a stage of this job itself: ${reads}; a retry's previous attempt is {{attempt.previous}}); upstream stages: (none)`,
      // A job beside it: adding it to needs is what would be right.
      `${whereIn('wf.yml', text, 'stages.beside.summary')}: stages.beside: not a stage upstream of job 'investigate' (it is a stage of job 'beside'; add 'beside' to jobs.investigate.needs); upstream stages: (none)`,
    ]);
  });

  it('reports every problem of a prompt template at its own line and column in the file, and counts each', async () => {
    const text = `on: push
jobs:
  investigate:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  fix:
    needs: investigate
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: |
            {{stages.investigate.sumary}}
            {{stages.investgate.summary}}
            {{fnce stages.investigate.detail}}
`;
    const error = await rejection(text);
    expect(error.message).toBe('wf.yml: 3 problems; nothing was run');
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'stages.investigate.sumary')}: stages.investigate.sumary: stages have no field sumary; did you mean summary?; fields: summary, detail, status, data, next, failure, expectations, artifacts, id, job, matrix, present, meta`,
      `${whereIn('wf.yml', text, 'stages.investgate')}: stages.investgate: not a stage upstream of job 'fix' (did you mean investigate?); upstream stages: investigate`,
      `${whereIn('wf.yml', text, '{{fnce')}: unknown helper fnce; did you mean fence?; helpers: if, unless, each, with, lookup, truncate, tokens, json, indent, default, join, lines, eq, ne, and, or, not, fence, fit`,
    ]);
  });

  it('refuses a field no value could have, in #if and helpers too, and a helper called wrongly, each at its place', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  b:
    needs: a
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: |
            {{stage.a.summary}} {{github.repositry}}
            {{#if attempt.verfy}}{{stages.a.meta.exit_cod}}{{/if}}
            {{truncate stages.a.summary -1}} {{env.HOME}}
`;
    const error = await rejection(text);
    expect(error.message).toBe('wf.yml: 6 problems; nothing was run');
    expect(error.details.map((d) => d.split('; ')[0])).toEqual([
      `${whereIn('wf.yml', text, 'stage.a.summary')}: stage.a.summary: no root stage`,
      `${whereIn('wf.yml', text, 'github.repositry')}: github.repositry: no field repositry in github`,
      `${whereIn('wf.yml', text, 'attempt.verfy')}: attempt.verfy: no field verfy in attempt`,
      `${whereIn('wf.yml', text, 'stages.a.meta')}: stages.a.meta.exit_cod: no field exit_cod in stages.a.meta`,
      `${whereIn('wf.yml', text, '{{truncate')}: truncate: the length must be a whole number, got -1`,
      `${whereIn('wf.yml', text, 'env.HOME')}: env.HOME: no root env`,
    ]);
  });

  it('checks the template around the ${{ }} of a prompt holding them, not a prompt that is one', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: |
            Hello \${{ github.actor }}, \${{ format('}}') }}
            {{stages.z.summary}} {{attempt.numbr}}
  b:
    runs-on: x
    steps:
      - uses: ./
        with: { run: a, prompt: "\${{ github.event.inputs.prompt }}" }
`;
    const error = await rejection(text);
    expect(error.details.map((d) => d.split(': ').slice(0, 2).join(': '))).toEqual([
      `${whereIn('wf.yml', text, 'stages.z')}: stages.z`,
      `${whereIn('wf.yml', text, 'attempt.numbr')}: attempt.numbr`,
    ]);
  });

  it('refuses an input neither the workflow nor a written-out vars: gives, and a matrix key no leg has', async () => {
    const text = `on:
  workflow_dispatch:
    inputs:
      issue: { type: string }
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security, docs]
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          vars: |
            tone: terse
          prompt: |
            {{inputs.issue}} {{inputs.tone}} {{inputs.angle}}
  open:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          vars: |
            angle: \${{ github.event_name }}
          prompt: "{{inputs.anything}}"
  fix:
    needs: [review, open]
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: |
            {{#each jobs.review}}{{matrix.angel}}{{/each}} {{stages.review-docs.matrix.angle}}
            {{#if stages.open.matrix.angle}}{{/if}}
`;
    const error = await rejection(text, { inputs: { issue: '7' } });
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'inputs.angle')}: inputs.angle: no input angle; inputs: issue, tone (the workflow's declared inputs and the keys of the step's vars)`,
      `${whereIn('wf.yml', text, 'matrix.angel')}: matrix.angel: no key angel in the matrix of the stages of job review; did you mean angle?; matrix keys: angle`,
      `${whereIn('wf.yml', text, 'stages.open.matrix')}: stages.open.matrix.angle: the job of stage open has no matrix (matrix is null), so there is no angle`,
    ]);
  });

  it('points into folded and quoted prompts at the place in the file, not in the template', async () => {
    const workflow = (prompt: string) => `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: ./agent.sh
          prompt: ${prompt}
`;
    const folded = workflow(
      '>\n            Fix the bug\n            that {{stages.nope.summary}}\n\n            {{fnce "x"}}\n',
    );
    expect((await rejection(folded)).details.map((d) => d.split(': ')[0])).toEqual([
      whereIn('wf.yml', folded, 'stages.nope'),
      whereIn('wf.yml', folded, '{{fnce'),
    ]);
    const quoted = workflow(
      '"Fix \\"{{stages.nope.summary}}\\"\\n{{fnce \'x\'}}\n            and {{> partial}}"',
    );
    expect((await rejection(quoted)).details.map((d) => d.split(': ')[0])).toEqual([
      whereIn('wf.yml', quoted, 'stages.nope'),
      whereIn('wf.yml', quoted, '{{fnce'),
      whereIn('wf.yml', quoted, '{{> partial'),
    ]);
  });

  it("refuses a needs input naming what is not a stage upstream: a typo, with the stage meant, and a matrix job's id, with its legs; a dynamic matrix's legs and an expression wait for the run", async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: echo 'angles=["a","b"]' >> "$GITHUB_OUTPUT"
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security, perf]
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  scan:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  summary:
    needs: [review, scan]
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: a
          run: a
          needs: review-security, review-sec, scan-a
      - uses: ./
        with:
          stage: summary-2
          prompt: a
          run: a
          needs: |
            review
            summary
            later
      - uses: ./
        with:
          stage: summary-3
          prompt: a
          run: a
          needs: \${{ inputs.needs }}
  later:
    needs: summary
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: a, run: a }
`;
    const error = await rejection(text);
    const upstream = 'upstream stages: review-security, review-perf, scan-*';
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, 'review-sec,')}: needs: "review-sec" is not a stage upstream of job 'summary' (did you mean review-security?); ${upstream}`,
      `${whereIn('wf.yml', text, 'review\n')}: needs: "review" is the matrix job review, not a stage: name its legs (review-security, review-perf); ${upstream}`,
      `${whereIn('wf.yml', text, '            summary\n', 12)}: needs: "summary" is a stage of this job itself: a stage needs only stages of jobs that finish before it; ${upstream}`,
      `${whereIn('wf.yml', text, 'later\n')}: needs: "later" is a stage of job 'later', which runs after job 'summary' (later needs summary): a stage needs only stages of jobs that finish before it; ${upstream}`,
    ]);
  });
});

describe('buildPlan with calls of local reusable workflows', () => {
  /** The plan's problems for a caller and the files it calls (parsed), or [] when it is accepted. */
  async function callProblems(
    caller: string,
    called: Record<string, string>,
    options: Parameters<typeof buildPlan>[2] = {},
  ): Promise<string[]> {
    const calledWorkflows = new Map();
    for (const [path, text] of Object.entries(called))
      calledWorkflows.set(path, await parseWorkflow(text, path));
    try {
      buildPlan(await parseWorkflow(caller, 'wf.yml'), expressions, { ...options, calledWorkflows });
    } catch (error) {
      if (error instanceof UserError) return [...error.details];
      throw error;
    }
    return [];
  }
  const ONE = 'on: workflow_call\njobs:\n  one:\n    runs-on: x\n    steps:\n      - run: echo one\n';

  it("plans a call's jobs as <caller>/<job> right after it, each knowing its caller and its file", async () => {
    const calledWorkflows = new Map([
      ['.github/workflows/one.yml', await parseWorkflow(ONE, '.github/workflows/one.yml')],
    ]);
    const plan = buildPlan(
      await parseWorkflow(
        'on: push\njobs:\n  after:\n    needs: call\n    runs-on: x\n    steps: [{ run: echo }]\n  call:\n    uses: ./.github/workflows/one.yml\n',
        'wf.yml',
      ),
      expressions,
      { calledWorkflows },
    );
    expect(plan.jobs.map((job) => [job.id, job.calledBy, job.workflow.fileName])).toEqual([
      ['call', null, 'wf.yml'],
      ['call/one', 'call', '.github/workflows/one.yml'],
      ['after', null, 'wf.yml'],
    ]);
    expect(plan.jobs[0]?.call?.jobs).toEqual(['call/one']);
  });

  it('refuses a call whose file has no on: workflow_call, at the uses:', async () => {
    const caller = 'on: push\njobs:\n  build:\n    uses: ./.github/workflows/ci.yml\n';
    expect(
      await callProblems(caller, { '.github/workflows/ci.yml': ONE.replace('workflow_call', 'push') }),
    ).toEqual([
      `${whereIn('wf.yml', caller, './.github')}: jobs.build: uses: ./.github/workflows/ci.yml: .github/workflows/ci.yml is not a reusable workflow: its on: has no workflow_call, and GitHub calls only a workflow whose on: has workflow_call`,
    ]);
  });

  it('refuses a called job or workflow asking for more permissions than its caller allows, at its permissions:, as GitHub does', async () => {
    const called = `on: workflow_call
permissions:
  contents: read
  id-token: write
jobs:
  publish:
    runs-on: x
    permissions:
      contents: write
      issues: read
    steps:
      - run: echo publish
`;
    const caller = (permissions: string) =>
      `on: push\n${permissions}jobs:\n  release:\n    uses: ./.github/workflows/pub.yml\n`;
    const files = { '.github/workflows/pub.yml': called };
    const pub = (needle: string) => whereIn('.github/workflows/pub.yml', called, needle);
    // The workflow's permissions bound the call when its job sets none.
    expect(await callProblems(caller('permissions:\n  contents: read\n'), files)).toEqual([
      `${pub('contents: read\n  id-token')}: the workflow is requesting 'id-token: write', but is only allowed 'id-token: none' by the permissions: of wf.yml, which calls it (uses: ./.github/workflows/pub.yml); GitHub refuses the call. Ask for no more than the caller allows, or give the calling job the permissions`,
      `${pub('contents: write')}: the nested job 'publish' is requesting 'contents: write, issues: read', but is only allowed 'contents: read, issues: none' by the permissions: of wf.yml, which calls it (uses: ./.github/workflows/pub.yml); GitHub refuses the call. Ask for no more than the caller allows, or give the calling job the permissions`,
    ]);
    // read-all allows every scope read, id-token too; write-all allows all.
    expect(
      (await callProblems(caller('permissions: read-all\n'), files)).map((p) => p.replace(/ by .*/, '')),
    ).toEqual([
      `${pub('contents: read\n  id-token')}: the workflow is requesting 'id-token: write', but is only allowed 'id-token: read'`,
      `${pub('contents: write')}: the nested job 'publish' is requesting 'contents: write', but is only allowed 'contents: read'`,
    ]);
    expect(await callProblems(caller('permissions: write-all\n'), files)).toEqual([]);
    // The calling job's own permissions, over its workflow's.
    const jobLevel =
      'on: push\npermissions: read-all\njobs:\n  release:\n    permissions: write-all\n    uses: ./.github/workflows/pub.yml\n';
    expect(await callProblems(jobLevel, files)).toEqual([]);
    // None set by the caller: bounded by the repository's default, which a local run does not know.
    expect(await callProblems(caller(''), files)).toEqual([]);
  });

  it('says of a called file that is not YAML only that, not also that its on: has no workflow_call', async () => {
    const caller = 'on: push\njobs:\n  build:\n    uses: ./.github/workflows/bad.yml\n';
    const problems = await callProblems(caller, { '.github/workflows/bad.yml': 'on: [push\njobs: {\n' });
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.startsWith('.github/workflows/bad.yml:'))).toBe(true);
    expect(problems.join('\n')).not.toContain('workflow_call');
  });

  it('refuses calls that form a cycle, naming the chain', async () => {
    const a = 'on: workflow_call\njobs:\n  to-b:\n    uses: ./.github/workflows/b.yml\n';
    const b = 'on: workflow_call\njobs:\n  to-a:\n    uses: ./.github/workflows/a.yml\n';
    expect(
      await callProblems('on: push\njobs:\n  start:\n    uses: ./.github/workflows/a.yml\n', {
        '.github/workflows/a.yml': a,
        '.github/workflows/b.yml': b,
      }),
    ).toEqual([
      `${whereIn('.github/workflows/b.yml', b, './.github')}: jobs.to-a: uses: ./.github/workflows/a.yml: calls form a cycle: .github/workflows/a.yml → .github/workflows/b.yml → .github/workflows/a.yml`,
    ]);
  });

  it('refuses a call more than ten levels of workflows deep, as GitHub does', async () => {
    const files: Record<string, string> = {};
    for (let n = 1; n <= 10; n++)
      files[`.github/workflows/l${n}.yml`] =
        `on: workflow_call\njobs:\n  down:\n    uses: ./.github/workflows/l${n + 1}.yml\n`;
    files['.github/workflows/l11.yml'] = ONE;
    const problems = await callProblems(
      'on: push\njobs:\n  top:\n    uses: ./.github/workflows/l1.yml\n',
      files,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^\.github\/workflows\/l9\.yml:4:11: jobs\.down: uses: \.\/\.github\/workflows\/l10\.yml: too deep: wf\.yml → .* → \.github\/workflows\/l10\.yml; GitHub connects at most 10 levels of workflows/,
    );
    // Nine called levels are fine.
    files['.github/workflows/l9.yml'] = ONE;
    expect(
      await callProblems('on: push\njobs:\n  top:\n    uses: ./.github/workflows/l1.yml\n', files),
    ).toEqual([]);
  });

  it('refuses a missing required input, an undeclared input or secret, a missing required secret and a literal of the wrong type', async () => {
    const called = `on:
  workflow_call:
    inputs:
      who: { type: string, required: true }
      count: { type: number }
    secrets:
      key: { required: true }
jobs:
  one:
    runs-on: x
    steps:
      - run: echo
`;
    const caller = `on: push
jobs:
  build:
    uses: ./.github/workflows/c.yml
    with:
      count: many
      whom: x
    secrets:
      other: x
`;
    expect(await callProblems(caller, { '.github/workflows/c.yml': called })).toEqual([
      `${whereIn('wf.yml', caller, './.github')}: jobs.build: input 'who' is required by .github/workflows/c.yml (on.workflow_call.inputs.who); give it in with:`,
      `${whereIn('wf.yml', caller, './.github')}: jobs.build: secret key is required by .github/workflows/c.yml (on.workflow_call.secrets.key); pass it in secrets: (or secrets: inherit)`,
      `${whereIn('wf.yml', caller, 'many')}: jobs.build: with.count: input 'count' of .github/workflows/c.yml is a number; got "many", a string, which GitHub refuses ("Unexpected value 'many'": it converts nothing to a number); write the number unquoted, or an expression whose value is a number (\${{ fromJSON(x) }})`,
      `${whereIn('wf.yml', caller, 'whom')}: jobs.build: with.whom: .github/workflows/c.yml declares no such input (on.workflow_call.inputs) (did you mean who?); its inputs: who, count`,
      `${whereIn('wf.yml', caller, 'other')}: jobs.build: secrets.other: .github/workflows/c.yml declares no such secret (on.workflow_call.secrets); its secrets: key`,
    ]);
  });

  it('matches with: names to the inputs ignoring case, types them as GitHub does (no string made a number or boolean), and asks for a required input that has a default', async () => {
    const called = `on:
  workflow_call:
    inputs:
      who: { type: string }
      count: { type: number }
      flag: { type: boolean }
      version: { type: string, required: true, default: '1' }
jobs:
  one:
    runs-on: x
    steps:
      - run: echo
`;
    const caller = `on: push
jobs:
  build:
    uses: ./.github/workflows/c.yml
    with:
      WHO: 3
      Count: "3"
      flag: "true"
`;
    expect(await callProblems(caller, { '.github/workflows/c.yml': called })).toEqual([
      `${whereIn('wf.yml', caller, './.github')}: jobs.build: input 'version' is required by .github/workflows/c.yml (on.workflow_call.inputs.version); give it in with: (GitHub requires it of every call, its default notwithstanding)`,
      `${whereIn('wf.yml', caller, '"3"')}: jobs.build: with.Count: input 'count' of .github/workflows/c.yml is a number; got "3", a string, which GitHub refuses ("Unexpected value '3'": it converts nothing to a number); write the number unquoted, or an expression whose value is a number (\${{ fromJSON(x) }})`,
      `${whereIn('wf.yml', caller, '"true"')}: jobs.build: with.flag: input 'flag' of .github/workflows/c.yml is a boolean; got "true", a string, which GitHub refuses ("Unexpected value 'true'": it converts nothing to a boolean); write true or false unquoted, or an expression whose value is a boolean (\${{ x == 'true' }})`,
    ]);
    const fixed = caller
      .replace('"3"', '3')
      .replace('"true"', 'true')
      .replace('flag: true', 'flag: true\n      VERSION: 2');
    expect(await callProblems(fixed, { '.github/workflows/c.yml': called })).toEqual([]);
  });

  it("reports the called file's own problems at its file:line:col", async () => {
    const broken =
      'on: workflow_call\njobs:\n  one:\n    runs-on: x\n    steps:\n      - run: echo ${{ inputs.x\n';
    const problems = await callProblems('on: push\njobs:\n  c:\n    uses: ./.github/workflows/broken.yml\n', {
      '.github/workflows/broken.yml': broken,
    });
    expect(problems).toEqual([
      expect.stringMatching(/^\.github\/workflows\/broken\.yml:6:\d+: The expression is not closed/),
    ]);
  });

  it('refuses a local workflow outside .github/workflows and --job naming a called job', async () => {
    expect(await callProblems('on: push\njobs:\n  c:\n    uses: ./ci/build.yml\n', {})).toEqual([
      expect.stringContaining(
        'jobs.c: uses: ./ci/build.yml: a reusable workflow of this repository must be a file of .github/workflows/',
      ),
    ]);
    const caller = 'on: push\njobs:\n  c:\n    uses: ./.github/workflows/one.yml\n';
    expect(await callProblems(caller, { '.github/workflows/one.yml': ONE }, { job: 'c/one' })).toEqual([
      'wf.yml: --job c/one: a job of a called workflow runs only in its call; name the calling job: --job c',
    ]);
  });

  /** A called file whose one job records a stage made of its `env` input when `stage` is given. */
  const REVIEW = (stage: string) => `on:
  workflow_call:
    inputs:
      env: { type: string, required: true }
jobs:
  review:
    runs-on: x
    steps:
      - uses: ./
        with:${stage}
          prompt: Review.
          run: ./agent.sh
`;
  const MATRIX_CALL = `on: push
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/r.yml
    with:
      env: \${{ matrix.env }}
  after:
    needs: deploy
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.review-staging.summary}} {{stages.review-production.summary}}"
          run: ./agent.sh
`;

  it("plans a call with a matrix to run its jobs once a leg, as <leg>/<job>, each recording the stage its leg's inputs make, which a later prompt reads", async () => {
    const calledWorkflows = new Map([
      [
        '.github/workflows/r.yml',
        await parseWorkflow(REVIEW('\n          stage: review-${{ inputs.env }}'), '.github/workflows/r.yml'),
      ],
    ]);
    const plan = buildPlan(await parseWorkflow(MATRIX_CALL, 'wf.yml'), expressions, { calledWorkflows });
    expect(plan.jobs.map((job) => [job.id, job.skip, job.instances, job.stages])).toEqual([
      [
        'deploy',
        null,
        [{ id: 'deploy', stages: ['review-staging', 'review-production'] }],
        ['review-staging', 'review-production'],
      ],
      [
        'deploy/review',
        null,
        [
          { id: 'deploy-staging/review', stages: ['review-staging'] },
          { id: 'deploy-production/review', stages: ['review-production'] },
        ],
        ['review-staging', 'review-production'],
      ],
      ['after', null, [{ id: 'after', stages: ['after'] }], ['after']],
    ]);
    const wrong = await callProblems(MATRIX_CALL.replace('review-production.summary', 'review-qa.summary'), {
      '.github/workflows/r.yml': REVIEW('\n          stage: review-${{ inputs.env }}'),
    });
    expect(wrong).toEqual([
      `${whereIn('wf.yml', MATRIX_CALL, 'stages.review-production')}: stages.review-qa: not a stage upstream of job 'after'; upstream stages: review-staging, review-production`,
    ]);
  });

  it("lets each job of a chain after a call read the call's stages and every stage before it, and lists them all when one names a stage after it", async () => {
    // Every job after `deploy` asks which jobs record the stages of each job before it: the same answers, asked
    // again and again along the chain.
    const chain = ['a', 'b', 'c', 'd']
      .map(
        (id, i) => `  ${id}:
    needs: ${i === 0 ? 'deploy' : ['a', 'b', 'c'][i - 1]}
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.review-staging.summary}} {{stages.review-production.summary}}${i === 0 ? '' : ` {{stages.${['a', 'b', 'c'][i - 1]}.summary}}`}${id === 'c' ? ' {{stages.d.summary}}' : ''}"
          run: ./agent.sh
`,
      )
      .join('');
    const caller = `${MATRIX_CALL.slice(0, MATRIX_CALL.indexOf('  after:'))}${chain}`;
    const problems = await callProblems(caller, {
      '.github/workflows/r.yml': REVIEW('\n          stage: review-${{ inputs.env }}'),
    });
    expect(problems).toEqual([
      `${whereIn('wf.yml', caller, 'stages.d')}: stages.d: not a stage upstream of job 'c' (job 'd' runs after this job: d needs c; a prompt reads only stages of jobs that finish before it); upstream stages: review-staging, review-production, a, b`,
    ]);
    expect(
      await callProblems(caller.replace(' {{stages.d.summary}}', ''), {
        '.github/workflows/r.yml': REVIEW('\n          stage: review-${{ inputs.env }}'),
      }),
    ).toEqual([]);
  });

  it('gives no leg ids before the run to the jobs of a call whose matrix comes from a job it needs: the run names them as they start', async () => {
    const calledWorkflows = new Map([
      [
        '.github/workflows/r.yml',
        await parseWorkflow(REVIEW('\n          stage: review-${{ inputs.env }}'), '.github/workflows/r.yml'),
      ],
    ]);
    const workflow = MATRIX_CALL.replace(
      'deploy:\n    strategy:\n      matrix:\n        env: [staging, production]',
      'setup:\n    runs-on: x\n    outputs:\n      envs: ${{ steps.s.outputs.envs }}\n    steps:\n      - id: s\n        run: echo envs=[] >> "$GITHUB_OUTPUT"\n  deploy:\n    needs: setup\n    strategy:\n      matrix:\n        env: ${{ fromJSON(needs.setup.outputs.envs) }}',
    ).replace(
      'prompt: "{{stages.review-staging.summary}} {{stages.review-production.summary}}"',
      'prompt: "{{stages.review-staging.summary}}"',
    );
    const plan = buildPlan(await parseWorkflow(workflow, 'wf.yml'), expressions, { calledWorkflows });
    expect(plan.jobs.find((job) => job.id === 'deploy/review')?.instances).toBeNull();
    expect([...plan.legIds.keys()]).toEqual(['setup', 'after']);
  });

  it("does not make a called stage's id before the run from a part of github the plan does not have (github.ref_name): the prompt reading it is checked as one of a job whose stage ids the run makes", async () => {
    const calledWorkflows = new Map([
      [
        '.github/workflows/r.yml',
        await parseWorkflow(
          REVIEW('\n          stage: review-${{ inputs.env }}').replace(
            'env: { type: string, required: true }',
            'env: { type: string, required: false }',
          ),
          '.github/workflows/r.yml',
        ),
      ],
    ]);
    const workflow = `on: push
jobs:
  deploy:
    uses: ./.github/workflows/r.yml
    with:
      env: \${{ github.ref_name }}
  after:
    needs: deploy
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.review-main.summary}}"
          run: ./agent.sh
`;
    const plan = buildPlan(await parseWorkflow(workflow, 'wf.yml'), expressions, { calledWorkflows });
    expect(plan.jobs.find((job) => job.id === 'deploy/review')?.stages).toBeNull();
  });

  it("lets a prompt read a stage of a called job whose matrix is known only when the call starts, by the called job's own id, and names it so in the list of stages upstream", async () => {
    const caller = (stage: string) => `on: workflow_dispatch
jobs:
  build:
    uses: ./.github/workflows/r.yml
    with:
      oses: '["linux","mac"]'
  after:
    needs: build
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.${stage}.summary}}"
          run: ./agent.sh
`;
    const called = {
      '.github/workflows/r.yml': `on:
  workflow_call:
    inputs:
      oses: { type: string, required: true }
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        os: \${{ fromJSON(inputs.oses) }}
    steps:
      - uses: ./
        with:
          prompt: review
          run: ./agent.sh
`,
    };
    expect(await callProblems(caller('review-linux'), called)).toEqual([]);
    expect(await callProblems(caller('reviw-linux'), called)).toEqual([
      `${whereIn('wf.yml', caller('reviw-linux'), 'stages.reviw-linux')}: stages.reviw-linux: not a stage upstream of job 'after'; upstream stages: review-*`,
    ]);
  });

  it("numbers a call's leg whose id another job has, and runs its jobs under that leg's id, the ids the run starts with being those it runs as", async () => {
    const calledWorkflows = new Map([
      [
        '.github/workflows/r.yml',
        await parseWorkflow(REVIEW('\n          stage: review-${{ inputs.env }}'), '.github/workflows/r.yml'),
      ],
    ]);
    const workflow = `${MATRIX_CALL}  deploy-staging:
    runs-on: x
    steps:
      - run: echo plain
`;
    const plan = buildPlan(await parseWorkflow(workflow, 'wf.yml'), expressions, { calledWorkflows });
    expect(plan.jobs.find((job) => job.id === 'deploy/review')?.instances?.map((run) => run.id)).toEqual([
      'deploy-staging-2/review',
      'deploy-production/review',
    ]);
    expect(Object.fromEntries(plan.legIds)).toEqual({
      deploy: ['deploy-staging-2', 'deploy-production'],
      'deploy-staging-2/review': ['deploy-staging-2/review'],
      'deploy-production/review': ['deploy-production/review'],
      after: ['after'],
      'deploy-staging': ['deploy-staging'],
    });
  });

  it('refuses a call with a matrix whose called stage would be the same in every leg, and a matrix the plan refuses of any job', async () => {
    const problems = await callProblems(MATRIX_CALL, { '.github/workflows/r.yml': REVIEW('') });
    expect(problems).toContain(
      ".github/workflows/r.yml:6:3: stage 'review' of job 'deploy/review' would be recorded by every leg of the call around it (deploy-staging/review, deploy-production/review): a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage a `stage:` input made from the inputs its legs give it (stage: review-${{ inputs.<name> }}), so that each leg records its own",
    );
    const empty = MATRIX_CALL.replace('[staging, production]', '[]');
    expect(
      await callProblems(empty, {
        '.github/workflows/r.yml': REVIEW('\n          stage: review-${{ inputs.env }}'),
      }),
    ).toContain(`${whereIn('wf.yml', empty, 'env: []')}: jobs.deploy: strategy.matrix.env is an empty list`);
  });

  it("gives a called job's baton stages its own job id, as github.job is on GitHub, and refuses two calls recording the same stage", async () => {
    const stage =
      'on: workflow_call\njobs:\n  review:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: Review.\n          run: ./agent.sh\n';
    const calledWorkflows = new Map([
      ['.github/workflows/s.yml', await parseWorkflow(stage, '.github/workflows/s.yml')],
    ]);
    const one = 'on: push\njobs:\n  a:\n    uses: ./.github/workflows/s.yml\n';
    const plan = buildPlan(await parseWorkflow(one, 'wf.yml'), expressions, { calledWorkflows });
    expect(plan.jobs.map((job) => [job.id, job.stages])).toEqual([
      ['a', ['review']],
      ['a/review', ['review']],
    ]);
    const two = `${one}  b:\n    uses: ./.github/workflows/s.yml\n`;
    const problems = await callProblems(two, { '.github/workflows/s.yml': stage });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      ".github/workflows/s.yml:3:3: stage 'review' of job 'b/review' is also a stage of job 'a/review'; set a different `stage` input (a called workflow's job records its stages under its own job id",
    );
  });

  it("lets a called job's prompt read its sibling's stage by its own id, and names that id for <caller>-<job>", async () => {
    const called = `on: workflow_call
jobs:
  scan:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: Scan.
          run: ./agent.sh
  report:
    needs: scan
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.scan.summary}}"
          run: ./agent.sh
`;
    const caller = 'on: push\njobs:\n  analyze:\n    uses: ./.github/workflows/a.yml\n';
    expect(await callProblems(caller, { '.github/workflows/a.yml': called })).toEqual([]);
    const old = called.replace('stages.scan.summary', 'stages.analyze-scan.summary');
    expect(await callProblems(caller, { '.github/workflows/a.yml': old })).toEqual([
      ".github/workflows/a.yml:16:22: stages.analyze-scan: not a stage upstream of job 'analyze/report' (did you mean scan? a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub); upstream stages: scan",
    ]);
  });

  it("says a called job's prompt cannot read a job after its call, and never advises a needs the called file cannot have", async () => {
    const called = `on: workflow_call
jobs:
  patch:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "{{stages.review.summary}} {{stages.lint.summary}}"
          run: ./agent.sh
`;
    const agent = (id: string, needs: string) =>
      `  ${id}:\n${needs}    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: ${id}.\n          run: ./agent.sh\n`;
    const caller = `on: push\njobs:\n  fix:\n    uses: ./.github/workflows/f.yml\n${agent('review', '    needs: fix\n')}${agent('lint', '')}`;
    const problems = await callProblems(caller, { '.github/workflows/f.yml': called });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      "stages.review: not a stage upstream of job 'fix/patch' (job 'review' runs after the call 'fix' that runs this job: review needs fix; a prompt reads only stages of jobs that finish before it)",
    );
    expect(problems[1]).toContain(
      "stages.lint: not a stage upstream of job 'fix/patch' (it is a stage of job 'lint'; a job of a called workflow can need only the jobs of its own file; add 'lint' to jobs.fix.needs, of the call 'fix' that runs this job, to read it)",
    );
    expect(problems.join('\n')).not.toContain('jobs.fix/patch.needs');
  });

  /** A called file: `review` with a matrix of `angle`, `sum` after it without one, each recording a stage made of `env`. */
  const LEGS = `on:
  workflow_call:
    inputs:
      env: { type: string, required: true }
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security, docs]
    steps:
      - uses: ./
        with:
          stage: review-\${{ inputs.env }}-\${{ matrix.angle }}
          prompt: Review.
          run: ./agent.sh
  sum:
    needs: review
    runs-on: x
    steps:
      - uses: ./
        with:
          stage: sum-\${{ inputs.env }}
          prompt: "{{stages.review-staging-docs.matrix.angl}} {{#each (lookup jobs 'review')}}{{matrix.angel}}{{/each}}"
          run: ./agent.sh
`;
  const PLAIN = `on: workflow_call
jobs:
  lint:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: Lint.
          run: ./agent.sh
`;
  const LEGS_CALLER = `on: push
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/legs.yml
    with:
      env: \${{ matrix.env }}
  check:
    uses: ./.github/workflows/plain.yml
  after:
    needs: [deploy, check]
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: |
            {{#each jobs.deploy}}{{matrix.angle}} {{matrix.angel}} {{matrix.env}}{{/each}}
            {{#each jobs.check}}{{matrix.os}}{{/each}} {{stages.sum-staging.matrix.env}} {{stages.review-production-docs.matrix.angle}}
          run: ./agent.sh
`;

  it("checks the matrix keys a prompt reads of a call's stages against the matrices of the jobs it calls, which their records hold, not the call's", async () => {
    const problems = await callProblems(LEGS_CALLER, {
      '.github/workflows/legs.yml': LEGS,
      '.github/workflows/plain.yml': PLAIN,
    });
    const hint =
      "env is a key of the matrix of job deploy, which calls .github/workflows/legs.yml: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages record their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-${{ inputs.<name> }})";
    expect(problems).toEqual([
      `${whereIn('wf.yml', LEGS_CALLER, 'matrix.angel')}: matrix.angel: no key angel in the matrix of the stages of job deploy; did you mean angle?; matrix keys: angle`,
      `${whereIn('wf.yml', LEGS_CALLER, 'matrix.env}}')}: matrix.env: no key env in the matrix of the stages of job deploy; matrix keys: angle; ${hint}`,
      `${whereIn('wf.yml', LEGS_CALLER, 'matrix.os')}: matrix.os: the jobs that job check calls (.github/workflows/plain.yml) have no matrix (the matrix of its stages is null), so there is no os`,
      `${whereIn('wf.yml', LEGS_CALLER, 'stages.sum-staging')}: stages.sum-staging.matrix.env: the job of stage sum-staging has no matrix (matrix is null), so there is no env; ${hint}`,
      `${whereIn('.github/workflows/legs.yml', LEGS, 'stages.review-staging-docs')}: stages.review-staging-docs.matrix.angl: no key angl in the matrix of stage review-staging-docs; did you mean angle?; matrix keys: angle`,
      `${whereIn('.github/workflows/legs.yml', LEGS, 'matrix.angel')}: matrix.angel: no key angel in the matrix of the stages of job review; did you mean angle?; matrix keys: angle`,
    ]);
  });

  it('leaves the matrix keys of a call unchecked where a job it calls has a matrix only the run makes', async () => {
    const dynamic = LEGS.replace('angle: [security, docs]', 'angle: ${{ fromJSON(inputs.env) }}');
    const problems = await callProblems(LEGS_CALLER, {
      '.github/workflows/legs.yml': dynamic,
      '.github/workflows/plain.yml': PLAIN,
    });
    // The stages of job deploy, and of its job review, have keys only the run knows; check's are still checked.
    expect(problems.filter((p) => /: matrix\.(angel|angle|env): /.test(p))).toEqual([]);
    expect(problems).toContainEqual(
      `${whereIn('wf.yml', LEGS_CALLER, 'matrix.os')}: matrix.os: the jobs that job check calls (.github/workflows/plain.yml) have no matrix (the matrix of its stages is null), so there is no os`,
    );
  });

  /** A called file: `review` with a matrix its caller's input makes, `sum` and `check` (a written-out matrix) after it. */
  const DYNAMIC = `on:
  workflow_call:
    inputs:
      angles: { type: string, required: true }
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(inputs.angles) }}
    steps:
      - uses: ./
        with:
          prompt: Review.
          run: ./agent.sh
  sum:
    needs: review
    runs-on: x
    steps:
      - uses: ./
        with:
          stage: sum-staging
          prompt: Sum.
          run: ./agent.sh
  check:
    runs-on: x
    strategy:
      matrix:
        os: [linux, mac]
    steps:
      - uses: ./
        with:
          prompt: Check.
          run: ./agent.sh
`;
  const AFTER_DYNAMIC = (prompt: string) => `on: workflow_dispatch
jobs:
  deploy:
    uses: ./.github/workflows/d.yml
    with:
      angles: '["security","docs"]'
  after:
    needs: deploy
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "${prompt}"
          run: ./agent.sh
`;

  it('lets a prompt after a call read the known stages of its jobs when another of its jobs has a matrix only the run makes, whose legs alone are left to the run', async () => {
    const files = { '.github/workflows/d.yml': DYNAMIC };
    const good = AFTER_DYNAMIC(
      '{{stages.sum-staging.summary}} {{stages.check-mac.summary}} {{stages.review-docs.summary}} {{#each jobs.deploy}}{{id}}{{/each}}',
    );
    expect(await callProblems(good, files)).toEqual([]);
    const typo = AFTER_DYNAMIC('{{stages.sum-stagin.summary}}');
    expect(await callProblems(typo, files)).toEqual([
      `${whereIn('wf.yml', typo, 'stages.sum-stagin')}: stages.sum-stagin: not a stage upstream of job 'after' (did you mean sum-staging?); upstream stages: sum-staging, check-linux, check-mac, review-*`,
    ]);
    // As lint plans it: for any run.
    const calledWorkflows = new Map([
      ['.github/workflows/d.yml', await parseWorkflow(DYNAMIC, '.github/workflows/d.yml')],
    ]);
    expect(
      planProblems(await parseWorkflow(good, 'wf.yml'), expressions, { calledWorkflows, anyRun: true }),
    ).toEqual([]);
  });

  it("lets a called job's prompt read a sibling job of its file as jobs.<its own id>, as GitHub's records name it, not by the run's id", async () => {
    const called = (prompt: string) => `on: workflow_call
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security, docs]
    steps:
      - uses: ./
        with:
          prompt: Review.
          run: ./agent.sh
  sum:
    needs: review
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: "${prompt}"
          run: ./agent.sh
`;
    const caller =
      'on: push\njobs:\n  first:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt: First.\n          run: ./agent.sh\n  deploy:\n    needs: first\n    uses: ./.github/workflows/r.yml\n';
    const problems = (prompt: string) => callProblems(caller, { '.github/workflows/r.yml': called(prompt) });
    expect(
      await problems(
        '{{#each jobs.review}}{{matrix.angle}} {{job}}{{/each}} {{#each jobs.first}}{{id}}{{/each}}',
      ),
    ).toEqual([]);
    const at = (prompt: string, needle: string) => whereIn('.github/workflows/r.yml', called(prompt), needle);
    const typo = '{{#each jobs.review}}{{matrix.angel}}{{/each}}';
    expect(await problems(typo)).toEqual([
      `${at(typo, 'matrix.angel')}: matrix.angel: no key angel in the matrix of the stages of job review; did you mean angle?; matrix keys: angle`,
    ]);
    const byRunId = '{{#each jobs.[deploy/review]}}{{id}}{{/each}}';
    expect(await problems(byRunId)).toEqual([
      `${at(byRunId, 'jobs.[')}: jobs.deploy/review: not a job upstream of job 'deploy/sum' (did you mean review? a called workflow reads its own jobs by their ids in its file, as GitHub's records name them: github.job is the called file's own job id); upstream jobs: first, review`,
    ]);
  });
});

describe('buildPlan: the default labeled payload', () => {
  const text = (gate: string) =>
    `on:\n  issues:\n    types: [labeled]\njobs:\n  triage:\n    if: ${gate}\n    runs-on: x\n    steps: [{ run: echo }]\n`;

  it("brings the label the workflow's if: looks for, and says so", async () => {
    const plan = buildPlan(
      await parseWorkflow(text("github.event.label.name == 'agent' && github.actor != 'bot'"), 'wf.yml'),
      expressions,
    );
    expect((plan.event.label as { name: string }).name).toBe('agent');
    expect((plan.event.issue as { labels: Array<{ name: string }> }).labels.map((l) => l.name)).toEqual([
      'agent',
    ]);
    expect(plan.notices).toEqual([
      {
        level: 'info',
        message:
          'the default issues payload brings the label "agent", the name the workflow\'s if: compares github.event.label.name with; pass --event with a payload for another label',
      },
    ]);
  });

  it('keeps its placeholder when no if: looks for one, and a given payload as it is', async () => {
    const none = buildPlan(await parseWorkflow(text('always()'), 'wf.yml'), expressions);
    expect((none.event.label as { name: string }).name).toBe('local-label');
    expect(none.notices).toEqual([]);
    const given = buildPlan(
      await parseWorkflow(text("github.event.label.name == 'agent'"), 'wf.yml'),
      expressions,
      {
        event: { action: 'labeled', label: { name: 'bug' } },
      },
    );
    expect(given.event.label).toEqual({ name: 'bug' });
    expect(given.notices).toEqual([]);
  });
});

describe('planProblems', () => {
  const TEXT = `on:
  workflow_dispatch:
    inputs:
      name:
        required: true
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with: { stage: same, prompt: A., run: ./agent.sh }
  b:
    runs-on: x
    steps:
      - uses: ./
        with: { stage: same, prompt: B., run: ./agent.sh }
  c:
    runs-on: x
    steps:
      - uses: ./
        with: { stage: "c-\${{ inputs.name }}", prompt: C., run: ./agent.sh }
  d:
    runs-on: x
    steps:
      - uses: ./
        with: { stage: "c-\${{ inputs.name }}", prompt: D., run: ./agent.sh }
`;

  it('returns as data, each with its code and place, the problems buildPlan refuses the workflow with', async () => {
    const workflow = await parseWorkflow(TEXT, 'wf.yml');
    const problems = planProblems(workflow, expressions, { inputs: { name: 'x' } });
    expect(problems.map((p) => `${p.code} ${p.path}`)).toEqual([
      `stage-duplicate ${whereIn('wf.yml', TEXT, '  b:', 2)}`,
      `stage-duplicate ${whereIn('wf.yml', TEXT, '  d:', 2)}`,
    ]);
    const error = await rejection(TEXT, { inputs: { name: 'x' } });
    expect(error.details).toEqual(problems.map((p) => `${p.path}: ${p.message}`));
    expect(planProblems(workflow, expressions, { inputs: { name: 'x' }, job: 'a' })).toHaveLength(2);
  });

  it('for any run (anyRun), refuses no input or secret not given, and leaves stage ids made of inputs to the run', async () => {
    const workflow = await parseWorkflow(TEXT, 'wf.yml');
    // A run without the input is refused for it.
    expect(planProblems(workflow, expressions).map((p) => p.code)).toContain('input-missing');
    expect(planProblems(workflow, expressions, { anyRun: true }).map((p) => `${p.code} ${p.path}`)).toEqual([
      `stage-duplicate ${whereIn('wf.yml', TEXT, '  b:', 2)}`,
    ]);
  });
});

describe("buildPlan: calls of baton's reusable stage workflow", () => {
  const SHA = '0123456789abcdef0123456789abcdef01234567';
  const call = (job: string, inputs: string) =>
    `  ${job}:\n    uses: baton-dev/baton/.github/workflows/baton-stage.yml@${SHA}\n    with:\n      baton-ref: ${SHA}\n      stage: ${job}\n${inputs}`;

  it('refuses each input the stage would refuse once, at the call’s with:, not again for the stage it runs', async () => {
    const text = `on: workflow_dispatch
jobs:
${call('both', '      run: ./agent.sh\n      agent: claudee\n      agent-version: 1.2.3\n      prompt: Look.\n')}${call('neither', '      prompt: Look.\n')}${call('unprompted', '      run: ./agent.sh\n')}`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, './agent.sh')}: run: give either \`run\` (a command) or \`agent\` (a preset), not both`,
      `${whereIn('wf.yml', text, 'claudee')}: agent: "claudee" is not one of claude, codex, gemini, copilot`,
      `${whereIn('wf.yml', text, 'baton-dev/baton/', 0, 2)}: run: one of \`run\` (the agent's command) or \`agent\` (a preset) is required`,
      `${whereIn('wf.yml', text, 'baton-dev/baton/', 0, 3)}: prompt: one of \`prompt\` or \`prompt-file\` is required`,
    ]);
    expect(error.message).toBe('wf.yml: 4 problems; nothing was run');
  });

  it('refuses a number input given as a string, as GitHub refuses it for any called workflow, once per input', async () => {
    const text = `on: workflow_dispatch
jobs:
${call('quoted', '      run: ./agent.sh\n      prompt: Look.\n      attempts: "3"\n      max-handoffs: \'4\'\n      timeout-minutes: "5"\n')}${call('words', '      run: ./agent.sh\n      prompt: Look.\n      attempts: "0"\n      timeout-minutes: soon\n')}${call('numbers', '      run: ./agent.sh\n      prompt: Look.\n      attempts: 3\n      max-handoffs: 4\n      timeout-minutes: 5\n      max-prompt-tokens: 1000\n      retention-days: 7\n')}${call('expressions', "      run: ./agent.sh\n      prompt: Look.\n      attempts: ${{ fromJSON('3') }}\n")}`;
    const refused = (literal: string) =>
      `is a number; got ${JSON.stringify(literal)}, a string, which GitHub refuses ("Unexpected value '${literal}'": it converts nothing to a number); write the number unquoted, or an expression whose value is a number (\${{ fromJSON(x) }})`;
    const error = await rejection(text);
    expect(error.details).toEqual([
      `${whereIn('wf.yml', text, '"3"')}: with.attempts: input 'attempts' of baton's stage workflow ${refused('3')}`,
      `${whereIn('wf.yml', text, "'4'")}: with.max-handoffs: input 'max-handoffs' of baton's stage workflow ${refused('4')}`,
      `${whereIn('wf.yml', text, '"5"')}: with.timeout-minutes: input 'timeout-minutes' of baton's stage workflow ${refused('5')}`,
      // Refused as a string only, not again as an attempts count or a timeout the stage would refuse.
      `${whereIn('wf.yml', text, '"0"')}: with.attempts: input 'attempts' of baton's stage workflow ${refused('0')}`,
      `${whereIn('wf.yml', text, 'soon')}: with.timeout-minutes: input 'timeout-minutes' of baton's stage workflow ${refused('soon')}`,
    ]);
  });
});
