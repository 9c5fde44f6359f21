import { describe, expect, it } from 'vitest';
import { buildPlan, legPlacesFor } from '../../../src/core/workflow/plan.js';
import { promptUpstream } from '../../../src/core/workflow/prompt-upstream.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

describe('promptUpstream', () => {
  it("gives a job after a call with a matrix the call's stages, one per leg, as jobs.<caller>, each once", async () => {
    const called = await parseWorkflow(
      `on:
  workflow_call:
    inputs:
      environment: { type: string, required: true }
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          stage: review-\${{ inputs.environment }}
          prompt: Review.
          run: ./agent.sh
`,
      '.github/workflows/deploy.yml',
    );
    const workflow = await parseWorkflow(
      `on: workflow_dispatch
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
      - run: echo after
`,
      'wf.yml',
    );
    const plan = buildPlan(workflow, expressions, {
      calledWorkflows: new Map([['.github/workflows/deploy.yml', called]]),
    });
    const after = plan.jobs.find((job) => job.id === 'after')!;
    const planned = (id: string) => plan.jobs.find((job) => job.id === id)?.stages;
    expect(promptUpstream(after.stageUpstream, (id) => [planned(id)])).toEqual([
      { stage: 'review-staging', job: 'deploy' },
      { stage: 'review-production', job: 'deploy' },
    ]);
    // What a run recorded besides (a leg only the run knew) comes after, a stage the plan knew not twice.
    expect(
      promptUpstream(after.stageUpstream, (id) => [
        planned(id),
        id === 'deploy' ? ['review-production', 'review-qa'] : [],
      ]),
    ).toEqual([
      { stage: 'review-staging', job: 'deploy' },
      { stage: 'review-production', job: 'deploy' },
      { stage: 'review-qa', job: 'deploy' },
    ]);
  });

  it("places a call's stages by the leg of its written-out matrix that records them, then by their place in the called job; a matrix from an expression places none", async () => {
    const called = await parseWorkflow(
      `on:
  workflow_call:
    inputs:
      environment: { type: string, required: true }
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { stage: "review-\${{ inputs.environment }}", prompt: Review., run: ./agent.sh }
`,
      '.github/workflows/deploy.yml',
    );
    const scan = await parseWorkflow(
      `on: workflow_call
jobs:
  scan:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        lang: [go, c, js]
    steps:
      - uses: ./
        with: { prompt: Scan., run: ./agent.sh }
  sum:
    needs: scan
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: "{{stages.scan-go.summary}}", run: ./agent.sh }
`,
      '.github/workflows/scan.yml',
    );
    const workflow = await parseWorkflow(
      `on:
  workflow_dispatch:
    inputs:
      envs: { type: string, default: '["qa","dev"]' }
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production, alpha]
    uses: ./.github/workflows/deploy.yml
    with:
      environment: \${{ matrix.env }}
  dynamic:
    strategy:
      matrix:
        env: \${{ fromJSON(inputs.envs) }}
    uses: ./.github/workflows/deploy.yml
    with:
      environment: \${{ matrix.env }}
  analyze:
    uses: ./.github/workflows/scan.yml
  after:
    needs: [deploy, dynamic, analyze]
    runs-on: ubuntu-latest
    steps:
      - run: echo after
`,
      'wf.yml',
    );
    const plan = buildPlan(workflow, expressions, {
      calledWorkflows: new Map([
        ['.github/workflows/deploy.yml', called],
        ['.github/workflows/scan.yml', scan],
      ]),
    });
    const after = plan.jobs.find((job) => job.id === 'after')!;
    const planned = (id: string) => plan.jobs.find((job) => job.id === id)?.stages;
    const upstream = promptUpstream(after.stageUpstream, (id) => [planned(id)], {
      placeOf: legPlacesFor(plan, after),
    });
    expect(upstream.map(({ stage, job, place }) => [stage, job, place])).toEqual([
      ['review-staging', 'deploy', [0]],
      ['review-production', 'deploy', [1]],
      ['review-alpha', 'deploy', [2]],
      // Known to the plan (the inputs are), but made by an expression: no place.
      ['review-qa', 'dynamic', undefined],
      ['review-dev', 'dynamic', undefined],
      // A called job's own matrix, written out in the called file.
      ['scan-go', 'analyze', [0]],
      ['scan-c', 'analyze', [1]],
      ['scan-js', 'analyze', [2]],
      ['sum', 'analyze', undefined],
    ]);
    // A job of a called workflow reads its upstream stages without places: on GitHub the action there cannot
    // read its workflow file (the one it finds is the caller's).
    const sum = plan.jobs.find((job) => job.id === 'analyze/sum')!;
    expect(legPlacesFor(plan, sum)('analyze/scan', 'scan-go')).toBeUndefined();
    expect(legPlacesFor(plan, after)('analyze/scan', 'scan-go')).toEqual([0]);
  });

  it("names each stage by the job shownJob gives as its own file names it (a called job's own id, as GitHub's records do), never a job not upstream", () => {
    const stages: Record<string, string[] | null> = { a: ['a'], 'c-leg/b': ['b-1'], beside: ['x'] };
    expect(
      promptUpstream(['a', 'c-leg/b'], (id) => [stages[id], null], {
        shownJob: (id) => id.replace('c-leg/', 'c/'),
      }),
    ).toEqual([
      { stage: 'a', job: 'a' },
      { stage: 'b-1', job: 'b' },
    ]);
  });
});
