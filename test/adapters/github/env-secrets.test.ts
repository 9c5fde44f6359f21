import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  envSecretsLine,
  envSecretValues,
  envValuesOf,
  findEnvSecrets,
} from '../../../src/action/shared/env-secrets.js';
import { envSecretsNotSeen, savedEnvSecrets } from '../../../src/action/shared/prepared-state.js';
import { containsSecretValue } from '../../../src/core/redact.js';

/**
 * The action's side of the env secrets (src/action/shared/env-secrets.ts): the workflow files read from a
 * real checkout in a temp dir, the values from an env as the runner gives it.
 */

let workspace: string;
beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'baton-env-secrets-'));
  await mkdir(join(workspace, '.github/workflows'), { recursive: true });
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

async function checkout(files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) await writeFile(join(workspace, path), text);
}

const env = (job: string, step?: string) => ({
  GITHUB_WORKFLOW_REF: 'octo/demo/.github/workflows/main.yml@refs/heads/main',
  GITHUB_REPOSITORY: 'octo/demo',
  GITHUB_WORKSPACE: workspace,
  GITHUB_JOB: job,
  ...(step ? { GITHUB_ACTION: step } : {}),
});

const REDACT_HINT = 'give it to the `redact` input (redact: ${{ secrets.NAME }})';

describe('findEnvSecrets', () => {
  it('does not say it read the names when a job’s env: is one expression that reads secrets', async () => {
    await checkout({
      '.github/workflows/main.yml': `on: push
env:
  TOP: \${{ secrets.TOP }}
jobs:
  agent:
    runs-on: ubuntu-latest
    env: \${{ fromJSON(secrets.ENVS) }}
    steps:
      - id: s
        uses: baton-dev/baton@v1
`,
    });
    const found = await findEnvSecrets(env('agent', 's'));
    // The names it can see are still redacted; the log says the rest must go to `redact`.
    expect(found).toMatchObject({ kind: 'read', names: ['TOP'], jobNames: ['TOP'] });
    const line = envSecretsLine(found);
    expect(line).toContain('the values of TOP, mapped from secrets by the workflow, are redacted where set');
    expect(line).toContain(
      ".github/workflows/main.yml: job agent's env: is one expression that reads secrets, so the names it sets are not known",
    );
    expect(line).toContain(REDACT_HINT);
  });

  it('reads a local baton-stage.yml as any other local workflow: a copy may map more than the presets', async () => {
    await checkout({
      '.github/workflows/main.yml': `on: push
jobs:
  a:
    uses: ./.github/workflows/baton-stage.yml
    secrets: inherit
`,
      '.github/workflows/baton-stage.yml': `on: workflow_call
jobs:
  stage:
    runs-on: ubuntu-latest
    env:
      DEPLOY_KEY: \${{ secrets.DEPLOY_KEY }}
    steps:
      - id: stage
        uses: baton-dev/baton@v1
`,
    });
    expect(await findEnvSecrets(env('stage', 'stage'))).toEqual({
      kind: 'read',
      names: ['DEPLOY_KEY'],
      jobNames: ['DEPLOY_KEY'],
      written: { DEPLOY_KEY: ['${{ secrets.DEPLOY_KEY }}'] },
    });
  });

  it('trusts unread only the stage workflow of baton’s own repository, not another owner’s copy', async () => {
    const calling = (uses: string) => ({
      '.github/workflows/main.yml': `on: push\njobs:\n  a:\n    uses: ${uses}\n    secrets: inherit\n`,
    });
    await checkout(calling('baton-dev/baton/.github/workflows/baton-stage.yml@v1'));
    expect(await findEnvSecrets(env('stage', '__baton-dev_baton'))).toEqual({
      kind: 'read',
      names: [],
      jobNames: [],
      written: {},
    });
    await checkout(calling('someone/baton/.github/workflows/baton-stage.yml@v1'));
    expect(await findEnvSecrets(env('stage', '__baton-dev_baton'))).toEqual({
      kind: 'unread',
      reason:
        '.github/workflows/main.yml has no job stage that runs steps; it calls a reusable workflow of another repository',
    });
  });

  it('says to use redact when a remote workflow it calls may have a job of the same id and the step has no id here', async () => {
    await checkout({
      '.github/workflows/main.yml': `on: push
jobs:
  agent:
    runs-on: ubuntu-latest
    env:
      LOCAL: \${{ secrets.LOCAL }}
    steps:
      - run: echo
  call:
    uses: octo/shared/.github/workflows/agent.yml@v1
    secrets: inherit
`,
    });
    const unsure = await findEnvSecrets(env('agent', '__baton-dev_baton'));
    expect(unsure).toMatchObject({ kind: 'read', names: ['LOCAL'] });
    expect(envSecretsLine(unsure)).toContain(
      '.github/workflows/main.yml calls a reusable workflow of another repository, whose job agent may be the one this step runs in (no step of job agent here has this step’s id)',
    );
    expect(envSecretsLine(unsure)).toContain(REDACT_HINT);
  });
});

describe('envValuesOf', () => {
  it('takes each string inside a value that is a JSON object (toJSON(secrets)), as well as the whole', () => {
    const value = 'trk-9f8e7d6c5b4a';
    const all = JSON.stringify(
      { github_token: 'short', TRACKER_TOKEN: value, nested: [{ KEY: 'k-0123456789' }] },
      null,
      2,
    );
    const values = envValuesOf({ ALL: all, EMPTY: '' }, ['ALL', 'EMPTY']);
    expect(values).toEqual([all, value, 'k-0123456789']);
    expect(containsSecretValue(`the key is ${value}`, values)).toBe(true);
    // Not a JSON object: the value alone.
    expect(envValuesOf({ A: '[not json', B: '"a-json-string"' }, ['A', 'B'])).toEqual([
      '[not json',
      '"a-json-string"',
    ]);
  });
});

describe('envSecretValues', () => {
  const written = {
    AUTH: ['Bearer ${{ secrets.API_KEY }}'],
    BUILT: ["${{ format('Bearer {0}', secrets.API_KEY) }}"],
    PAIR: ['${{ secrets.A }}${{ secrets.B }}'],
    PLAIN: ['${{ secrets.PLAIN }}'],
  };
  const env = {
    AUTH: 'Bearer apikey-0123456789',
    BUILT: 'Bearer apikey-0123456789',
    PAIR: 'first-0123second-4567',
    PLAIN: 'plain-0123456789',
  };

  it('adds the secret inside a value built around it, and names those it cannot tell apart', () => {
    expect(envSecretValues(env, ['AUTH', 'PLAIN'], written)).toEqual({
      values: ['Bearer apikey-0123456789', 'plain-0123456789', 'apikey-0123456789'],
      unrecovered: [],
    });
    const { values, unrecovered } = envSecretValues(env, ['AUTH', 'BUILT', 'PAIR', 'PLAIN'], written);
    expect(unrecovered).toEqual(['BUILT', 'PAIR']);
    expect(values).toContain('apikey-0123456789');
    // A value built otherwise than written (set by a step through $GITHUB_ENV, say): whole only, and said.
    expect(envSecretValues({ AUTH: 'Token other-0123456789' }, ['AUTH'], written).unrecovered).toEqual([
      'AUTH',
    ]);
    // No written text known (a state file of an older prepare): whole, as before, and nothing said.
    expect(envSecretValues({ AUTH: 'Bearer apikey-0123456789' }, ['AUTH'], {})).toEqual({
      values: ['Bearer apikey-0123456789'],
      unrecovered: [],
    });
  });

  it('says in the log line which values are redacted whole only, never claiming the secret inside', () => {
    const found = { kind: 'read' as const, names: ['AUTH', 'BUILT'], jobNames: ['AUTH', 'BUILT'], written };
    const line = envSecretsLine(found, ['BUILT']);
    expect(line).toContain(
      'the values of AUTH, BUILT, mapped from secrets by the workflow, are redacted where set',
    );
    expect(line).toContain('BUILT is built around a secret that its value does not let baton tell apart');
    expect(line).toContain('so only its whole value is redacted, not the secret inside on its own');
    expect(line).toContain(REDACT_HINT);
    expect(envSecretsLine(found, [])).toBe(
      'env secrets: the values of AUTH, BUILT, mapped from secrets by the workflow, are redacted where set',
    );
  });
});

describe('envSecretsNotSeen', () => {
  const base = { ACTIONS_RUNTIME_TOKEN: 'rt-0123456789abcdef' };
  const found = {
    kind: 'read' as const,
    names: ['GONE', 'CHANGED', 'SAME'],
    jobNames: ['GONE', 'CHANGED', 'SAME'],
    written: {},
  };
  const saved = savedEnvSecrets(
    { ...base, GONE: 'value-one-1', CHANGED: 'value-two-2', SAME: 'value-three-3' },
    found,
  );

  it('tells a value capture does not hold from one a step set to another after prepare ran', () => {
    const state = { ...saved } as Parameters<typeof envSecretsNotSeen>[1];
    expect(envSecretsNotSeen({ ...base, CHANGED: 'agent-chosen', SAME: 'value-three-3' }, state, [])).toEqual(
      {
        absent: ['GONE'],
        changed: ['CHANGED'],
      },
    );
    // Given in `redact`, neither is a problem.
    expect(
      envSecretsNotSeen({ ...base, CHANGED: 'x' }, state, ['value-one-1', 'value-two-2', 'value-three-3']),
    ).toEqual({ absent: [], changed: [] });
  });
});
