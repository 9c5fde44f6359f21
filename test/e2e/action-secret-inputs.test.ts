import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job } from '../support/actions-runner.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';
import { type DrivenJob, driveJob } from '../support/workflow-driver.js';
import { zipEntry, zipNames } from '../support/zip.js';

/**
 * A secret written into an input of baton's action (`prompt: "key ${{ secrets.T }}"`, in `run`, `verify`,
 * `vars`) is refused by the step on GitHub before its agent starts: the runner evaluates the `${{ }}` and
 * masks the value in the step's log only, and baton, which learns secret values only from the `env:`
 * mappings of the workflow file, could not redact it from the artifact. Driven through dist/ as the runner
 * runs it (workflow-driver.ts), with the `secrets` context evaluated by the driver.
 */

quietToolkitLog();
const suite = actionSuite();

/** Not a token shape: only a known value would redact it. */
const TOKEN = 'trk_live_9f8e7d6c5b4a3210';
const SECRETS = { TRACKER_TOKEN: TOKEN };
const WORKFLOW_REF = 'octo/demo/.github/workflows/demo.yml@refs/heads/main';
/** The agent leaves a file behind, so a test can tell it never started. */
const AGENT = `touch "$GITHUB_WORKSPACE/agent-ran"; printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"`;

const workflow = (inputs: string, steps = '') => `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
${steps}      - uses: ./
        with:
${inputs}          run: |
            ${AGENT}
`;

const CASES: Record<string, { workflow: string; input: string }> = {
  prompt: {
    workflow: workflow(`          prompt: "Call the tracker with key \${{ secrets.TRACKER_TOKEN }}."\n`),
    input: 'prompt',
  },
  run: {
    workflow: `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          prompt: Say hello.
          run: |
            TRACKER=\${{ secrets.TRACKER_TOKEN }} sh -c '${AGENT.replace(/'/g, `'"'"'`)}'
`,
    input: 'run',
  },
  verify: {
    workflow: workflow(
      `          prompt: Say hello.\n          verify: "test -n \${{ secrets.TRACKER_TOKEN }} && false"\n`,
    ),
    input: 'verify',
  },
  vars: {
    workflow: workflow(
      `          vars: |\n            tracker_key: \${{ secrets.TRACKER_TOKEN }}\n          prompt: "Call the tracker with key {{inputs.tracker_key}}."\n`,
    ),
    input: 'vars',
  },
};

async function drive(text: string): Promise<{ driven: DrivenJob; runBackendId: string; job: Job }> {
  const runBackendId = randomUUID();
  let created: Job | undefined;
  const driven = await driveJob({
    workflow: text,
    jobId: 'a',
    needs: {},
    secrets: SECRETS,
    checkout: async (workspace) => {
      await mkdir(join(workspace, '.github/workflows'), { recursive: true });
      await writeFile(join(workspace, '.github/workflows/demo.yml'), text);
    },
    newJob: async () => {
      created = await Job.create({
        resultsUrl: suite.server.url,
        runBackendId,
        job: 'a',
        env: { GITHUB_WORKFLOW_REF: WORKFLOW_REF },
      });
      suite.jobs.push(created);
      return created;
    },
  });
  return { driven, runBackendId, job: created! };
}

/** Every artifact entry of the run that holds the token. */
function artifactLeaks(runBackendId: string): string[] {
  const leaks: string[] = [];
  for (const artifact of suite.server.artifacts(runBackendId).filter((a) => a.finalized)) {
    for (const name of zipNames(artifact.blob!)) {
      if (zipEntry(artifact.blob!, name)!.toString('utf8').includes(TOKEN))
        leaks.push(`${artifact.name}/${name}`);
    }
  }
  return leaks;
}

describe('the stage action refuses a secret written into an input it stores', () => {
  it.each(Object.entries(CASES))(
    '%s: fails before the agent starts, storing nothing',
    async (_, { workflow, input }) => {
      const { driven, runBackendId, job } = await drive(workflow);
      expect(driven.result).toBe('failure');
      // The checkout is the driver's, not a step result: the stage step is the first.
      const step = driven.steps[0]!;
      expect(step.exitCode).not.toBe(0);
      expect(step.stdout).toContain(
        `::error::.github/workflows/demo.yml: job a, step 2: \`${input}\` reads secrets.TRACKER_TOKEN: baton stores and shows this input's value`,
      );
      expect(step.stdout).toContain('env: TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}');
      expect(existsSync(join(job.workspace, 'agent-ran'))).toBe(false);
      expect(suite.server.artifacts(runBackendId).filter((a) => a.finalized)).toEqual([]);
      expect(artifactLeaks(runBackendId)).toEqual([]);
    },
  );

  it('runs the same secret mapped into env: and read from there, redacting it from the artifact', async () => {
    const text = `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        env:
          TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
        with:
          prompt: "Call the tracker with the key in $TRACKER_TOKEN."
          run: |
            printf '{"version":1,"summary":"used %s"}' "$TRACKER_TOKEN" > "$BATON_HANDOFF_PATH"
`;
    const { driven, runBackendId } = await drive(text);
    expect(driven.result).toBe('success');
    expect(suite.server.artifacts(runBackendId).filter((a) => a.finalized)).toHaveLength(1);
    expect(artifactLeaks(runBackendId)).toEqual([]);
  });

  it('with its step known by its id, judges only its own inputs: a sibling step’s secret fails that step alone', async () => {
    const text = `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - id: first
        uses: ./
        with:
          stage: first
          prompt: Say hello.
          run: |
            printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
      - id: second
        uses: ./
        with:
          stage: second
          prompt: "key \${{ secrets['TRACKER_TOKEN'] }}"
          run: |
            printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
`;
    const { driven, runBackendId } = await drive(text);
    expect(driven.steps[0]!.exitCode).toBe(0);
    expect(driven.steps[1]!.exitCode).not.toBe(0);
    expect(driven.steps[1]!.stdout).toContain(
      '::error::.github/workflows/demo.yml: job a, step 3 (id second): `prompt` reads secrets.TRACKER_TOKEN',
    );
    const stored = suite.server.artifacts(runBackendId).filter((a) => a.finalized);
    expect(stored.map((a) => a.name)).toEqual(['baton-first']);
    expect(artifactLeaks(runBackendId)).toEqual([]);
  });

  it('prepare refuses one too, before it renders or writes a prompt', async () => {
    const text = `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./prepare
        with:
          prompt: "key \${{ secrets.TRACKER_TOKEN }}"
`;
    const { driven, runBackendId } = await drive(text);
    expect(driven.result).toBe('failure');
    const step = driven.steps[0]!;
    expect(step.stdout).toContain(
      '::error::.github/workflows/demo.yml: job a, step 2: `prompt` reads secrets.TRACKER_TOKEN',
    );
    expect(step.outputs['prompt-path'] ?? '').toBe('');
    expect(step.stdout).not.toContain(TOKEN);
    expect(artifactLeaks(runBackendId)).toEqual([]);
  });
});
