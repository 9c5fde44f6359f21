import { describe, expect, it } from 'vitest';
import { envSecretNames, mayBeStageWorkflowJob } from '../../src/core/env-secret-names.js';

const WORKFLOW = `name: demo
on: workflow_dispatch
env:
  TOP_SECRET: \${{ secrets.TOP }}
  PLAIN: hello
jobs:
  build:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        leg: [one, two]
    env:
      JOB_TOKEN: \${{ secrets.JOB_TOKEN }}
      LEG: \${{ matrix.leg }}
    steps:
      - id: fetch
        run: gh issue list
        env:
          GH_TOKEN: \${{ github.event_name == 'push' && secrets.PUSH_PAT || secrets.PAT }}
      - id: agent
        uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        env:
          TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
          BRACKETS: \${{ Secrets['OTHER'] }}
          ALL: \${{ toJSON(secrets) }}
          NOT_SECRET: \${{ env.my_secrets }}
          LITERAL: secrets.NOPE
          COUNT: 3
      - run: echo done
  call:
    uses: ./.github/workflows/stage.yml
  remote:
    uses: octo/other/.github/workflows/x.yml@main
  stage-call:
    uses: baton-dev/baton/.github/workflows/baton-stage.yml@0123456789abcdef0123456789abcdef01234567
`;

describe('envSecretNames', () => {
  it('names the variables the workflow, the job and the step it runs as map from secrets', () => {
    const found = envSecretNames(WORKFLOW, { job: 'build', step: 'agent' });
    expect(found).toMatchObject({ jobFound: true, stepFound: true });
    expect(found?.step).toEqual(['TOP_SECRET', 'JOB_TOKEN', 'TRACKER_TOKEN', 'BRACKETS', 'ALL']);
    expect(found?.job).toEqual(['TOP_SECRET', 'JOB_TOKEN', 'GH_TOKEN', 'TRACKER_TOKEN', 'BRACKETS', 'ALL']);
    // As written, for the secrets inside a value built around them (env-secret-parts.ts).
    expect(found?.written).toMatchObject({
      TOP_SECRET: ['${{ secrets.TOP }}'],
      GH_TOKEN: ["${{ github.event_name == 'push' && secrets.PUSH_PAT || secrets.PAT }}"],
      BRACKETS: ["${{ Secrets['OTHER'] }}"],
    });
    expect(Object.keys(found?.written ?? {})).toEqual(found?.job);
  });

  it('takes every step of the job when the step is not known (no id, or a name the runner made up)', () => {
    for (const step of [undefined, '__baton-dev_baton', 'no-such-step']) {
      const found = envSecretNames(WORKFLOW, { job: 'build', ...(step ? { step } : {}) });
      expect(found?.stepFound).toBe(false);
      expect(found?.step).toEqual(found?.job);
      expect(found?.step).toContain('GH_TOKEN');
    }
  });

  it('finds no job that calls a reusable workflow, or that is not in the file, and lists what it calls', () => {
    for (const job of ['call', 'stage', 'missing']) {
      expect(envSecretNames(WORKFLOW, { job })).toEqual({
        jobFound: false,
        stepFound: false,
        step: [],
        job: [],
        written: {},
        opaque: [],
        calls: ['.github/workflows/stage.yml'],
        callsStageWorkflow: true,
        callsRemote: true,
      });
    }
    expect(mayBeStageWorkflowJob(envSecretNames(WORKFLOW, { job: 'stage' })!, 'stage')).toBe(true);
    expect(mayBeStageWorkflowJob(envSecretNames(WORKFLOW, { job: 'build' })!, 'build')).toBe(false);
  });

  it('counts a local call whose path is not a plain workflow file as one it cannot read', () => {
    const text = `on: push
jobs:
  a:
    uses: "./.github/workflows/x.yml\\n::error::hi"
`;
    expect(envSecretNames(text, { job: 'b' })).toMatchObject({ calls: [], callsRemote: true });
  });

  it('is null for a text that is not a workflow', () => {
    expect(envSecretNames('jobs: [', { job: 'a' })).toBeNull();
    expect(envSecretNames('name: x', { job: 'a' })).toBeNull();
  });
});

describe('envSecretNames: what it cannot name, and what it must read', () => {
  const job = (env: string, stepEnv = '') => `on: push
jobs:
  a:
    runs-on: ubuntu-latest
${env}    steps:
      - id: agent
        uses: baton-dev/baton@v1
${stepEnv}`;

  it('says where an env: given as one expression reads secrets, since its names cannot be known', () => {
    const atJob = envSecretNames(job('    env: ${{ fromJSON(secrets.ENVS) }}\n'), {
      job: 'a',
      step: 'agent',
    });
    expect(atJob).toMatchObject({ jobFound: true, step: [], opaque: ["job a's env:"] });
    const atStep = envSecretNames(job('', '        env: ${{ fromJSON(secrets.ENVS) }}\n'), { job: 'a' });
    expect(atStep?.opaque).toEqual(["step agent's env:"]);
    const atWorkflow = envSecretNames(`env: \${{ fromJSON(secrets.ENVS) }}\n${job('')}`, {
      job: 'a',
      step: 'agent',
    });
    expect(atWorkflow?.opaque).toEqual(["the workflow's env:"]);
    // An expression that reads no secret leaves nothing unnamed.
    expect(envSecretNames(job('    env: ${{ fromJSON(vars.ENVS) }}\n'), { job: 'a' })?.opaque).toEqual([]);
  });

  it('finds a secret read after a `}}` inside a quoted string, as GitHub cuts the expression', () => {
    const text = job('', "        env:\n          E: ${{ format('}}{0}', secrets.E) }}\n");
    expect(envSecretNames(text, { job: 'a', step: 'agent' })?.step).toEqual(['E']);
  });

  it("reads a local baton-stage.yml like any local call, and trusts unread only baton's own repository's", () => {
    const calling = (uses: string) => `on: push
jobs:
  s:
    uses: ${uses}
`;
    expect(envSecretNames(calling('./.github/workflows/baton-stage.yml'), { job: 'stage' })).toMatchObject({
      calls: ['.github/workflows/baton-stage.yml'],
      callsStageWorkflow: false,
      callsRemote: false,
    });
    expect(
      envSecretNames(calling('someone/baton/.github/workflows/baton-stage.yml@v1'), { job: 'stage' }),
    ).toMatchObject({ calls: [], callsStageWorkflow: false, callsRemote: true });
    expect(
      envSecretNames(calling('Baton-Dev/Baton/.github/workflows/baton-stage.yml@v1'), { job: 'stage' }),
    ).toMatchObject({ calls: [], callsStageWorkflow: true, callsRemote: false });
  });
});
