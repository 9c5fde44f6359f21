import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job, stderrProblems } from '../support/actions-runner.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, batonCliAsync } from '../support/build.js';
import { type DrivenJob, driveJob, workflowJobs } from '../support/workflow-driver.js';

/**
 * The story of `baton pull` then `baton replay`: stage `fix` failed on GitHub; the user pulls the run and
 * replays it from `fix` in their checkout, where the upstream handoff is the one GitHub's `investigate` made.
 * The GitHub run is made by the bundled actions (test/support/workflow-driver.ts), their records uploaded by
 * the real artifact client to the local results server, which also answers the REST requests `baton pull`
 * makes (the run's artifacts, the run, its jobs). Then `node dist/cli.js pull` and `replay`, as a user runs
 * them.
 */

const suite = actionSuite();
const TOKEN = 'ghs_pullReplayTokenNeverPrinted0123456789';
const RUN_ID = 7001;
const RUN_URL = `https://github.com/octo/app/actions/runs/${RUN_ID}`;
const WORKFLOW_PATH = '.github/workflows/fix.yml';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});
async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A stage agent: writes its handoff, and says it ran in `ran.log` of the directory it runs in. */
const agent = (stage: string, handoff: Record<string, unknown>, exit = 0) =>
  `#!/bin/sh\necho ${stage} >> ran.log\ncat > "$BATON_HANDOFF_PATH" <<'EOF'\n${JSON.stringify({ version: 1, ...handoff })}\nEOF\nexit ${exit}\n`;

const WORKFLOW = `name: fix-issue
on:
  issues:
    types: [opened]
jobs:
  setup:
    runs-on: ubuntu-latest
    outputs:
      area: \${{ steps.pick.outputs.area }}
    steps:
      - id: pick
        run: echo "area=parser" >> "$GITHUB_OUTPUT"
  investigate:
    runs-on: ubuntu-latest
    outputs:
      status: \${{ steps.stage.outputs.status }}
    steps:
      - uses: actions/checkout@v4
      - id: stage
        uses: ./
        with:
          run: sh agents/investigate.sh
          prompt: Investigate issue {{github.event.issue.number}}.
  fix:
    needs: investigate
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          run: sh agents/fix.sh
          prompt: "Fix it (investigate: \${{ needs.investigate.outputs.status }}). Upstream said: {{stages.investigate.summary}}"
  review:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: ./
        with:
          run: sh agents/review.sh
          prompt: "Review: {{stages.fix.summary}}"
`;

/** The checkout GitHub's jobs ran in: the workflow file and the agents, `fix` failing. */
async function githubCheckout(): Promise<string> {
  const dir = await tempDir('baton-pr-gh-');
  await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
  await writeFile(join(dir, WORKFLOW_PATH), WORKFLOW);
  await mkdir(join(dir, 'agents'));
  await writeFile(
    join(dir, 'agents', 'investigate.sh'),
    agent('investigate', { summary: 'parseDate ignores the time zone' }),
  );
  await writeFile(
    join(dir, 'agents', 'fix.sh'),
    agent('fix', { status: 'failure', summary: 'could not fix it', failure: { reason: 'no test' } }, 1),
  );
  await writeFile(join(dir, 'agents', 'review.sh'), agent('review', { summary: 'looks right' }));
  return dir;
}

/**
 * Run the workflow on "GitHub": each job through the bundled actions, as run RUN_ID of octo/app triggered by
 * an issue; then publish it (its artifacts, the run and its jobs) on the REST API with `headSha`.
 */
async function runOnGitHub(headSha: string): Promise<Record<string, DrivenJob>> {
  const checkout = await githubCheckout();
  const runBackendId = randomUUID();
  const payload = { action: 'opened', issue: { number: 7, title: 'dates are off' } };
  const done: Record<string, DrivenJob> = {};
  for (const jobId of Object.keys(workflowJobs(WORKFLOW))) {
    done[jobId] = await driveJob({
      workflow: WORKFLOW,
      jobId,
      needs: done,
      event: { name: 'issues', payload },
      checkout: (workspace) => cp(checkout, workspace, { recursive: true }),
      newJob: async () => {
        const job = await Job.create({
          resultsUrl: suite.server.url,
          runBackendId,
          job: jobId,
          eventName: 'issues',
          event: payload,
          env: {
            GITHUB_RUN_ID: String(RUN_ID),
            GITHUB_REPOSITORY: 'octo/app',
            GITHUB_WORKFLOW: 'fix-issue',
            GITHUB_WORKFLOW_REF: `octo/app/${WORKFLOW_PATH}@refs/heads/main`,
          },
        });
        suite.jobs.push(job);
        return job;
      },
    });
  }
  const log = (id: string) => done[id]!.steps.map((s) => `${s.stdout}${stderrProblems(s.stderr)}`).join('\n');
  expect(done.investigate?.result, log('investigate')).toBe('success');
  expect(done.fix?.result, log('fix')).toBe('failure');
  expect(done.review?.result).toBe('skipped');
  suite.server.publishRun({
    workflowRunId: RUN_ID,
    runBackendId,
    repository: 'octo/app',
    token: TOKEN,
    workflowRun: {
      path: WORKFLOW_PATH,
      event: 'issues',
      headSha,
      displayTitle: 'dates are off',
      jobs: [
        { name: 'setup', conclusion: 'success' },
        { name: 'investigate', conclusion: 'success' },
        { name: 'fix', conclusion: 'failure' },
        { name: 'review', conclusion: 'skipped' },
      ],
    },
  });
  return done;
}

/**
 * The user's checkout: a git repository whose commit holds the workflow file GitHub ran (its sha returned),
 * with agents that work here.
 */
async function localCheckout(): Promise<{ cwd: string; sha: string }> {
  const root = await tempDir('baton-pr-local-');
  const cwd = join(root, 'work');
  await mkdir(join(cwd, '.github', 'workflows'), { recursive: true });
  await mkdir(join(root, 'tmp'));
  await writeFile(join(cwd, WORKFLOW_PATH), WORKFLOW);
  withBatonActions(cwd);
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'a',
        GIT_AUTHOR_EMAIL: 'a@example.com',
        GIT_COMMITTER_NAME: 'a',
        GIT_COMMITTER_EMAIL: 'a@example.com',
      },
    }).trim();
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'the workflow');
  await mkdir(join(cwd, 'agents'));
  await writeFile(
    join(cwd, 'agents', 'investigate.sh'),
    agent('investigate', { summary: 'investigated here' }),
  );
  await writeFile(join(cwd, 'agents', 'fix.sh'), agent('fix', { summary: 'patched parseDate' }));
  await writeFile(join(cwd, 'agents', 'review.sh'), agent('review', { summary: 'looks right' }));
  return { cwd, sha: git('rev-parse', 'HEAD') };
}

const env = (cwd: string) => ({
  GITHUB_TOKEN: TOKEN,
  GITHUB_API_URL: suite.server.url,
  TMPDIR: join(cwd, '..', 'tmp'),
});

async function pulledInto(cwd: string): Promise<string> {
  const pulled = await batonCliAsync(['pull', RUN_URL], cwd, env(cwd));
  expect(pulled.stderr + pulled.stdout).not.toContain(TOKEN);
  expect(pulled.code, pulled.stderr).toBe(0);
  return /as (\S+):/.exec(pulled.stdout)![1]!;
}

describe('baton replay of a pulled run', () => {
  it('runs the failed stage and those after it here, from the handoffs GitHub made', async () => {
    const { cwd, sha } = await localCheckout();
    await runOnGitHub(sha);
    const id = await pulledInto(cwd);
    const summary = JSON.parse(await readFile(join(cwd, '.baton', 'runs', id, 'run.json'), 'utf8'));
    expect(summary.pulled.workflow_run).toEqual({
      path: WORKFLOW_PATH,
      event: 'issues',
      head_sha: sha,
      head_branch: 'main',
      run_attempt: 1,
      display_title: 'dates are off',
      jobs: [
        { name: 'setup', conclusion: 'success' },
        { name: 'investigate', conclusion: 'success' },
        { name: 'fix', conclusion: 'failure' },
        { name: 'review', conclusion: 'skipped' },
      ],
    });

    const replay = await batonCliAsync(['replay', 'latest', '--from', 'fix', '--plain'], cwd, env(cwd));
    expect(replay.code, replay.stdout + replay.stderr).toBe(0);
    const said = replay.stdout + replay.stderr;
    expect(said).toContain(
      `GitHub does not give run ${RUN_ID} of octo/app's event payload (issues): this replay's github.event is baton's default payload for issues`,
    );
    // The file here is the one GitHub ran (its commit is in this clone): nothing said of it.
    expect(said).not.toContain('is not the file');
    expect(said).not.toContain(TOKEN);
    const replayId = runIdOf(cwd, id);
    // investigate did not run here: its record is GitHub's; fix and review did.
    expect(await readFile(join(cwd, 'ran.log'), 'utf8')).toBe('fix\nreview\n');
    const prompt = batonCli(['show', replayId, 'fix', '--prompt'], cwd);
    expect(prompt.stdout).toBe(
      'Fix it (investigate: success). Upstream said: parseDate ignores the time zone',
    );
    expect(batonCli(['show', replayId, 'review', '--prompt'], cwd).stdout).toBe('Review: patched parseDate');
    const replayed = JSON.parse(await readFile(join(cwd, '.baton', 'runs', replayId, 'run.json'), 'utf8'));
    expect(replayed).toMatchObject({
      replay_of: id,
      status: 'success',
      jobs: expect.arrayContaining([
        { id: 'setup', stages: [], result: 'success', reused: true },
        { id: 'investigate', stages: ['investigate'], result: 'success', reused: true },
        { id: 'fix', stages: ['fix'], result: 'success' },
        { id: 'review', stages: ['review'], result: 'success' },
      ]),
    });
    const drawn = batonCli(['history', replayId], cwd).stdout;
    expect(drawn).toMatch(/investigate[^\n]*reused/);
    expect(drawn).not.toMatch(/fix[^\n]*reused/);

    // The prompt edited, and the run's payload given: replayed again from the pulled run.
    await writeFile(
      join(cwd, WORKFLOW_PATH),
      WORKFLOW.replace('Fix it (investigate:', 'Fix issue {{github.event.issue.number}} (investigate:'),
    );
    await writeFile(join(cwd, 'issue.json'), JSON.stringify({ action: 'opened', issue: { number: 7 } }));
    const again = await batonCliAsync(
      ['replay', id, '--from', 'fix', '--event', 'issue.json', '--plain'],
      cwd,
      env(cwd),
    );
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(again.stdout + again.stderr).toContain(
      `${WORKFLOW_PATH} is not the file run ${RUN_ID} of octo/app ran on GitHub (as at commit ${sha.slice(0, 12)}): this replay runs it as it is here`,
    );
    expect(again.stdout + again.stderr).not.toContain('event payload');
    expect(batonCli(['show', 'latest', 'fix', '--prompt'], cwd).stdout).toBe(
      'Fix issue 7 (investigate: success). Upstream said: parseDate ignores the time zone',
    );
    // And a replay of that replay, as of any run made here.
    const third = await batonCliAsync(['replay', 'latest', '--from', 'review', '--plain'], cwd, env(cwd));
    expect(third.code, third.stdout + third.stderr).toBe(0);
    expect(batonCli(['show', 'latest', 'review', '--prompt'], cwd).stdout).toBe('Review: patched parseDate');
  });

  it('refuses without the workflow file, and when a job run again reads an output GitHub set in a run: step', async () => {
    const { cwd, sha } = await localCheckout();
    await runOnGitHub(sha);
    const id = await pulledInto(cwd);

    // A later job that reads the output of `setup`, a run: step's on GitHub: not in any record.
    await writeFile(
      join(cwd, WORKFLOW_PATH),
      WORKFLOW.replace(
        '  review:\n    needs: fix\n',
        "  review:\n    needs: [fix, setup]\n    if: needs.setup.outputs.area == 'parser'\n",
      ),
    );
    const runs = readdirSync(join(cwd, '.baton', 'runs')).length;
    const refused = await batonCliAsync(['replay', id, '--from', 'fix'], cwd, env(cwd));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe(
      `baton: --from: job setup's output area was set on GitHub and not pulled (baton pull brings the stages' records; an output a run: step writes, or one of a matrix job, is in none), so replaying from fix cannot give it to job review\n  replay from job setup to run it here too: baton replay ${id} --from setup\n  its value on GitHub is in the job's log: ${RUN_URL}\n`,
    );

    await rm(join(cwd, WORKFLOW_PATH));
    const missing = await batonCliAsync(['replay', id, '--from', 'fix'], cwd, env(cwd));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(
      `baton: ${WORKFLOW_PATH}: there is no such file here: run ${RUN_ID} of octo/app ran this workflow file on GitHub, and a replay of run ${id} runs it from this checkout\n  replay in the root of a checkout of octo/app (where ${WORKFLOW_PATH} is), or put the file back there: git show ${sha.slice(0, 12)}:${WORKFLOW_PATH} > ${WORKFLOW_PATH}\n`,
    );

    // A FIFO put there is read as `baton run` reads one: waited for until its writer closes it, and a Ctrl-C
    // meanwhile stops the replay, saying so (a blocking read would hold baton until SIGKILL).
    const fifo = join(cwd, WORKFLOW_PATH);
    execFileSync('mkfifo', [fifo]);
    const stopped = await batonCliAsync(['replay', id, '--from', 'fix'], cwd, env(cwd), (child) => {
      void untilOpened(child.pid!, fifo).then(() => child.kill('SIGINT'));
      // Never left running: a baton stuck in the read is killed, and the test then says so.
      setTimeout(() => child.kill('SIGKILL'), 30_000).unref();
    });
    expect({ code: stopped.code, signal: stopped.signal }).toEqual({ code: 1, signal: null });
    expect(stopped.stderr).toContain(
      `baton: ${WORKFLOW_PATH}: workflow file: cancelled while waiting for the pipe to be written and closed; no run was started\n`,
    );
    // Nothing was made of the refusals.
    expect(readdirSync(join(cwd, '.baton', 'runs')).length).toBe(runs);
  });
});

/** Until process `pid` has `path` open (it waits on it), looked for in /proc/<pid>/fd; gives up after 20 s. */
async function untilOpened(pid: number, path: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      return;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === path) return;
      } catch {
        // Closed meanwhile.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function runIdOf(cwd: string, pulled: string): string {
  const listed = (JSON.parse(batonCli(['runs', '--json'], cwd).stdout) as Array<{ id: string }>).map(
    (r) => r.id,
  );
  const newest = listed.find((run) => run !== pulled);
  if (newest === undefined) throw new Error('no replay run');
  return newest;
}
