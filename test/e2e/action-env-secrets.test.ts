import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job, type StepResult } from '../support/actions-runner.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';
import { type DrivenJob, driveJob } from '../support/workflow-driver.js';
import { zipEntry, zipNames } from '../support/zip.js';

/**
 * The values a workflow maps from secrets into a step's env (`env: TOKEN: ${{ secrets.TOKEN }}`, at the
 * workflow, the job or the step) are redacted on GitHub as `baton run --secret TOKEN` redacts them
 * locally: the bundled actions read the names from the run's workflow file in the checkout, the values from
 * their own env. Driven through dist/ as the runner runs it (workflow-driver.ts), with the `secrets`
 * context evaluated by the driver, as the runner evaluates it before the step starts.
 */

quietToolkitLog();

const suite = actionSuite();

/** Not a token shape: only a known value redacts it. */
const TOKEN = 'trk_live_9f8e7d6c5b4a3210';
const SECRETS = { TRACKER_TOKEN: TOKEN };

/** An agent that writes the token into every field of its handoff that goes downstream. */
const LEAKY_AGENT = `printf '{"version":1,"summary":"looked it up with %s","detail":"token=%s","data":{"token":"%s"}}' "$TRACKER_TOKEN" "$TRACKER_TOKEN" "$TRACKER_TOKEN" > "$BATON_HANDOFF_PATH"`;

const AGENT_STEP = (env: string) => `      - uses: ./
        ${env}with:
          prompt: Say hello.
          run: |
            ${LEAKY_AGENT}`;

const NEXT_JOB = `  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          prompt: "Continue from: {{stages.a.summary}} {{stages.a.detail}} {{stages.a.data.token}}"
          run: |
            printf '{"version":1,"summary":"done"}' > "$BATON_HANDOFF_PATH"
`;

const WORKFLOWS = {
  step: `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
${AGENT_STEP(`env:
          TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
        `)}
${NEXT_JOB}`,
  job: `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
    steps:
      - uses: actions/checkout@v4
${AGENT_STEP('')}
${NEXT_JOB}`,
  workflow: `name: demo
on: workflow_dispatch
env:
  TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
${AGENT_STEP('')}
${NEXT_JOB}`,
} as const;

const WORKFLOW_REF = 'octo/demo/.github/workflows/demo.yml@refs/heads/main';

interface Driven {
  jobs: Record<string, DrivenJob>;
  runBackendId: string;
}

/**
 * Drive `jobIds` of `workflow` in order. `files` are the checkout (path → text), written by
 * `actions/checkout`; without one, the workspace stays empty.
 */
async function drive(
  workflow: string,
  jobIds: string[],
  files: Record<string, string> | null,
  workflowRef = WORKFLOW_REF,
): Promise<Driven> {
  const runBackendId = randomUUID();
  const jobs: Record<string, DrivenJob> = {};
  for (const jobId of jobIds) {
    jobs[jobId] = await driveJob({
      workflow,
      jobId,
      needs: jobs,
      secrets: SECRETS,
      checkout: async (workspace) => {
        for (const [path, text] of Object.entries(files ?? {})) {
          await mkdir(join(workspace, path, '..'), { recursive: true });
          await writeFile(join(workspace, path), text);
        }
      },
      newJob: async () => {
        const job = await Job.create({
          resultsUrl: suite.server.url,
          runBackendId,
          job: jobId,
          env: { GITHUB_WORKFLOW_REF: workflowRef },
        });
        suite.jobs.push(job);
        return job;
      },
    });
  }
  return { jobs, runBackendId };
}

/** Every entry of every artifact the run stored, as text. */
function storedTexts(runBackendId: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const artifact of suite.server.artifacts(runBackendId).filter((a) => a.finalized)) {
    for (const name of zipNames(artifact.blob!)) {
      texts[`${artifact.name}/${name}`] = zipEntry(artifact.blob!, name)!.toString('utf8');
    }
  }
  return texts;
}

/** What a step left that the runner keeps or passes on: its log (less its own masks), summary and outputs. */
function shownTexts(steps: StepResult[]): string[] {
  return steps.flatMap((step) => [
    step.stdout
      .split('\n')
      .filter((line) => !line.startsWith('::add-mask::'))
      .join('\n'),
    step.stderr,
    step.summary,
    step.outputFile,
    JSON.stringify(step.exported),
  ]);
}

function expectNoToken(driven: Driven): void {
  const stored = storedTexts(driven.runBackendId);
  expect(Object.keys(stored)).toContain('baton-a/handoff.json');
  for (const [name, text] of Object.entries(stored)) expect(text, name).not.toContain(TOKEN);
  for (const job of Object.values(driven.jobs)) {
    for (const text of shownTexts(job.steps)) expect(text).not.toContain(TOKEN);
  }
}

describe('the root action redacts what the workflow maps from secrets into the env', () => {
  it.each(Object.keys(WORKFLOWS) as Array<keyof typeof WORKFLOWS>)(
    'an agent that writes a secret mapped at the %s level into its handoff stores and shows no value of it',
    async (level) => {
      const workflow = WORKFLOWS[level];
      const driven = await drive(workflow, ['a', 'b'], { '.github/workflows/demo.yml': workflow });
      expect(driven.jobs.a?.result).toBe('success');
      expect(driven.jobs.b?.result).toBe('success');
      const stored = storedTexts(driven.runBackendId);
      const handoff = JSON.parse(stored['baton-a/handoff.json']!) as Record<string, unknown>;
      expect(handoff.summary).toBe('looked it up with [REDACTED:secret-value]');
      expect(handoff.data).toEqual({ token: '[REDACTED:secret-value]' });
      expect(stored['baton-b/prompt.md']).toContain(
        'Continue from: looked it up with [REDACTED:secret-value]',
      );
      expectNoToken(driven);
      // Names only in the log, and the runner asked to mask the value in it.
      const log = driven.jobs.a!.steps[0]!.stdout;
      expect(log).toContain(
        'env secrets: the values of TRACKER_TOKEN, mapped from secrets by the workflow, are redacted where set',
      );
      expect(log).toContain(`::add-mask::${TOKEN}`);
    },
  );

  it('with no workflow file in the checkout, the stage still runs and its log says to use the redact input', async () => {
    const workflow = WORKFLOWS.step;
    const driven = await drive(workflow, ['a'], null);
    expect(driven.jobs.a?.result).toBe('success');
    const log = driven.jobs.a!.steps[0]!.stdout;
    const lines = log.split('\n').filter((line) => line.startsWith('env secrets:'));
    expect(lines).toEqual([
      "env secrets: the workflow's env mappings from secrets were not read (.github/workflows/demo.yml is not in the workspace (is the repository checked out?)); to redact a secret this step's env holds, give it to the `redact` input (redact: ${{ secrets.NAME }})",
    ]);
    // As before the change: nothing tells baton the value, so the handoff holds it; `redact` still works.
    expect(storedTexts(driven.runBackendId)['baton-a/handoff.json']).toContain(TOKEN);
    const given = workflow.replace(
      '          prompt: Say hello.',
      '          prompt: Say hello.\n          redact: ${{ secrets.TRACKER_TOKEN }}',
    );
    const redacted = await drive(given, ['a'], null);
    expect(redacted.jobs.a?.result).toBe('success');
    expectNoToken(redacted);
  });

  it('an agent that copies one secret out of toJSON(secrets) in its env stores and shows no value of it', async () => {
    const copyOut = `TRACKER_TOKEN="$(node -e 'process.stdout.write(JSON.parse(process.env.ALL).TRACKER_TOKEN)')"; ${LEAKY_AGENT}`;
    const workflow = WORKFLOWS.step
      .replace('TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}', 'ALL: ${{ toJSON(secrets) }}')
      .replace(LEAKY_AGENT, copyOut);
    const driven = await drive(workflow, ['a', 'b'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('success');
    const handoff = JSON.parse(storedTexts(driven.runBackendId)['baton-a/handoff.json']!) as {
      summary: string;
    };
    expect(handoff.summary).toBe('looked it up with [REDACTED:secret-value]');
    expectNoToken(driven);
  });

  it('an agent that cuts the secret out of an env value built around it (AUTH: "Bearer ${{ secrets.X }}") stores and shows no value of it', async () => {
    const cutOut = `TRACKER_TOKEN="\${AUTH#Bearer }"; ${LEAKY_AGENT}`;
    const workflow = WORKFLOWS.step
      .replace('TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}', 'AUTH: "Bearer ${{ secrets.TRACKER_TOKEN }}"')
      .replace(LEAKY_AGENT, cutOut);
    const driven = await drive(workflow, ['a', 'b'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('success');
    const handoff = JSON.parse(storedTexts(driven.runBackendId)['baton-a/handoff.json']!) as {
      summary: string;
    };
    expect(handoff.summary).toBe('looked it up with [REDACTED:secret-value]');
    expectNoToken(driven);
    const log = driven.jobs.a!.steps[0]!.stdout;
    expect(log).toContain(
      'env secrets: the values of AUTH, mapped from secrets by the workflow, are redacted where set\n',
    );
  });

  it('the log does not claim the secret inside an env value built by a function is redacted, and says to use redact', async () => {
    const cutOut = `TRACKER_TOKEN="\${AUTH#Bearer }"; ${LEAKY_AGENT}`;
    const workflow = WORKFLOWS.step
      .replace(
        'TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}',
        'AUTH: "${{ format(\'Bearer {0}\', secrets.TRACKER_TOKEN) }}"',
      )
      .replace(LEAKY_AGENT, cutOut);
    const driven = await drive(workflow, ['a'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('success');
    const log = driven.jobs.a!.steps[0]!.stdout;
    expect(log).toContain(
      'env secrets: the values of AUTH, mapped from secrets by the workflow, are redacted where set (AUTH is built around a secret that its value does not let baton tell apart (a function such as format() builds it, two ${{ }} have no text between them, or the value is not built as written), so only its whole value is redacted, not the secret inside on its own: give it to the `redact` input (redact: ${{ secrets.NAME }}))',
    );
    // What the line warns of: the value it could not tell apart is in the handoff; `redact` hides it.
    expect(storedTexts(driven.runBackendId)['baton-a/handoff.json']).toContain(TOKEN);
    const given = workflow.replace(
      'prompt: Say hello.',
      'prompt: Say hello.\n          redact: ${{ secrets.TRACKER_TOKEN }}',
    );
    const redacted = await drive(given, ['a'], { '.github/workflows/demo.yml': given });
    expect(redacted.jobs.a?.result).toBe('success');
    expect(storedTexts(redacted.runBackendId)['baton-a/handoff.json']).not.toContain(TOKEN);
  });

  it('a stage in a reusable workflow of the repository reads the called file: GITHUB_WORKFLOW_REF names the caller', async () => {
    const caller = `name: caller
on: workflow_dispatch
jobs:
  call:
    uses: ./.github/workflows/stage.yml
    secrets: inherit
`;
    const called = `name: stage
on: workflow_call
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
${AGENT_STEP(`env:
          TRACKER_TOKEN: \${{ secrets.TRACKER_TOKEN }}
        `)}
`;
    const driven = await drive(
      called,
      ['a'],
      { '.github/workflows/caller.yml': caller, '.github/workflows/stage.yml': called },
      'octo/demo/.github/workflows/caller.yml@refs/heads/main',
    );
    expect(driven.jobs.a?.result).toBe('success');
    expectNoToken(driven);
  });
});

describe('a split stage (prepare, the agent step, capture) redacts what the workflow maps from secrets', () => {
  const split = (jobEnv: string, prepareEnv: string) => `name: demo
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
${jobEnv}    steps:
      - uses: actions/checkout@v4
      - uses: ./prepare
${prepareEnv}        with:
          prompt: Say hello.
      - run: |
          ${LEAKY_AGENT}
      - uses: ./capture
`;

  it('capture redacts a secret the job maps into every step’s env', async () => {
    const workflow = split('    env:\n      TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}\n', '');
    const driven = await drive(workflow, ['a'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('success');
    const handoff = JSON.parse(storedTexts(driven.runBackendId)['baton-a/handoff.json']!) as {
      summary: string;
    };
    expect(handoff.summary).toBe('looked it up with [REDACTED:secret-value]');
    expectNoToken(driven);
  });

  it('capture redacts the secret inside an env value the job builds around it', async () => {
    const workflow = split('    env:\n      AUTH: "Bearer ${{ secrets.TRACKER_TOKEN }}"\n', '').replace(
      LEAKY_AGENT,
      `TRACKER_TOKEN="\${AUTH#Bearer }"; ${LEAKY_AGENT}`,
    );
    const driven = await drive(workflow, ['a'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('success');
    const handoff = JSON.parse(storedTexts(driven.runBackendId)['baton-a/handoff.json']!) as {
      summary: string;
    };
    expect(handoff.summary).toBe('looked it up with [REDACTED:secret-value]');
    expectNoToken(driven);
  });

  it('capture refuses, storing nothing, when prepare’s own step mapped a secret that capture’s env does not hold', async () => {
    const workflow = split('', '        env:\n          TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}\n');
    const driven = await drive(workflow, ['a'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('failure');
    const capture = driven.jobs.a!.steps.at(-1)!;
    expect(capture.stdout).toContain(
      "::error::redact: prepare's env held the secret TRACKER_TOKEN (mapped from secrets in its step's env:) and capture's does not: map it into capture's env: too",
    );
    expect(suite.server.artifacts(driven.runBackendId).filter((a) => a.finalized)).toEqual([]);
    for (const text of shownTexts(driven.jobs.a!.steps)) expect(text).not.toContain(TOKEN);
  });

  it('capture refuses, storing nothing, when the agent’s step set a job-level secret to another value through $GITHUB_ENV', async () => {
    const workflow = split('    env:\n      TRACKER_TOKEN: ${{ secrets.TRACKER_TOKEN }}\n', '').replace(
      LEAKY_AGENT,
      `${LEAKY_AGENT}\n          echo "TRACKER_TOKEN=agent-chosen-value" >> "$GITHUB_ENV"`,
    );
    const driven = await drive(workflow, ['a'], { '.github/workflows/demo.yml': workflow });
    expect(driven.jobs.a?.result).toBe('failure');
    const capture = driven.jobs.a!.steps.at(-1)!;
    expect(capture.stdout).toContain(
      "::error::redact: TRACKER_TOKEN, mapped from secrets by the workflow, was set to another value after prepare ran, by a step between prepare and capture (through $GITHUB_ENV: the agent's step, most likely)",
    );
    expect(capture.stdout).not.toContain("into the job's env:");
    expect(suite.server.artifacts(driven.runBackendId).filter((a) => a.finalized)).toEqual([]);
    for (const text of shownTexts(driven.jobs.a!.steps)) expect(text).not.toContain(TOKEN);
  });
});
