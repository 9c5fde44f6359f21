import { randomUUID } from 'node:crypto';
import { cp, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { JOB_SECRETS, Job, REPO_ROOT, stderrProblems } from '../support/actions-runner.js';
import { startGitHubApiServer } from '../support/github-api-server.js';
import { type DrivenJob, driveJob } from '../support/workflow-driver.js';

/**
 * The example workflows (examples/workflows/) run the way GitHub runs them, job by job through the bundled
 * actions (test/support/workflow-driver.ts), with the event GitHub would send: what `baton run` shows a
 * newcomer (test/e2e/examples.test.ts) must also work where the workflow is meant to run.
 */

const suite = actionSuite();
const jobs = suite.jobs;

const FILE = 'fix-issue.yml';
const WORKFLOW_PATH = `.github/workflows/${FILE}`;

/** actions/checkout: the repository, with the example workflow where GitHub runs it from. */
async function checkout(workspace: string): Promise<void> {
  await cp(join(REPO_ROOT, 'examples'), join(workspace, 'examples'), { recursive: true });
  await mkdir(join(workspace, '.github/workflows'), { recursive: true });
  await cp(join(REPO_ROOT, 'examples/workflows', FILE), join(workspace, WORKFLOW_PATH));
}

/** The example dispatched with issue 42 on "GitHub": each job driven in turn, the bundled actions run. */
async function dispatched(runnerEnv: Record<string, string> = {}) {
  const workflow = await readFile(join(REPO_ROOT, 'examples/workflows', FILE), 'utf8');
  // GitHub's payload of a dispatch holds the inputs as given (text); the `inputs` context types them.
  const payload = JSON.parse(await readFile(join(REPO_ROOT, 'examples/events/fix-issue.json'), 'utf8'));
  const event = { name: 'workflow_dispatch', payload, inputs: { issue: 42 } };
  const runBackendId = randomUUID();
  const done: Record<string, DrivenJob> = {};
  const drive = (jobId: string, stepCount?: number) =>
    driveJob({
      workflow,
      jobId,
      needs: done,
      checkout,
      event,
      runnerEnv,
      ...(stepCount === undefined ? {} : { stepCount }),
      newJob: async () => {
        const job = await Job.create({
          resultsUrl: suite.server.url,
          runBackendId,
          job: jobId,
          eventName: event.name,
          event: payload,
          env: { GITHUB_WORKFLOW_REF: `octo/demo/${WORKFLOW_PATH}@refs/heads/main` },
        });
        jobs.push(job);
        return job;
      },
    });
  return { done, drive };
}

const log = (job: DrivenJob) => job.steps.map((s) => `${s.stdout}${stderrProblems(s.stderr)}`).join('\n');

describe(`examples/workflows/${FILE} on GitHub, dispatched with an issue number`, () => {
  it('renders {{inputs.issue}} from the dispatch inputs in each stage’s prompt', async () => {
    const { done, drive } = await dispatched();
    done.investigate = await drive('investigate');
    expect(done.investigate.result, log(done.investigate)).toBe('success');
    const investigate = done.investigate.steps.at(-1)!;
    expect(await readFile(investigate.outputs['prompt-path']!, 'utf8')).toMatch(
      /^Investigate issue #42 in octo\/demo:/,
    );

    // The fix job's checkout and stage; its later steps upload the patch, which needs GitHub.
    done.fix = await drive('fix', 2);
    expect(done.fix.result, log(done.fix)).toBe('success');
    const fix = done.fix.steps.at(-1)!;
    const prompt = await readFile(fix.outputs['prompt-path']!, 'utf8');
    expect(prompt).toMatch(/^Fix issue #42\. The investigation found:/);
    expect(prompt).toContain('> Root cause of issue #42: wordcount()');
    expect(fix.outputs.status).toBe('success');
  });

  it('reports a failed open-pr on the issue: both stages passed, and the comment is headed failure, naming it', async () => {
    const api = await startGitHubApiServer({
      tokens: {
        [JOB_SECRETS.GITHUB_TOKEN]: {
          login: 'github-actions[bot]',
          id: 41898282,
          type: 'Bot',
          kind: 'installation',
        },
      },
      issues: { 'octo/demo': [42] },
    });
    try {
      const { done, drive } = await dispatched({ GITHUB_API_URL: api.url });
      done.investigate = await drive('investigate');
      done.fix = await drive('fix', 2);
      expect([done.investigate.result, done.fix.result], log(done.fix)).toEqual(['success', 'success']);
      // open-pr pushes and calls GitHub, which is not modelled here: it failed, as a push refused would.
      done['open-pr'] = { result: 'failure', outputs: {}, steps: [] };
      done.report = await drive('report');
      expect(done.report.result, log(done.report)).toBe('success');
      const comments = api.comments(42, 'octo/demo');
      expect(comments).toHaveLength(1);
      expect(comments[0]!.body).toContain('\n## ❌ baton report · demo · failure\n');
      expect(comments[0]!.body).toContain('\nThe run failed: job `open-pr` failed.\n');
      expect(comments[0]!.body).toContain('| `fix` | ✅ success · attempt 2, 2 attempts |');
    } finally {
      await api.close();
    }
  });
});
