import { randomUUID } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job, REPO_ROOT, stderrProblems } from '../support/actions-runner.js';
import { type DrivenJob, driveJob, workflowJobs } from '../support/workflow-driver.js';

/**
 * `.github/workflows/e2e.yml`, the workflow that runs baton's actions on GitHub, run here job by job the way
 * the runner would run it (test/support/workflow-driver.ts): bundled actions, file commands, the real artifact
 * client against the local results server, its own check steps deciding success. A change that would
 * break the workflow on GitHub breaks this test first.
 */

const WORKFLOW_PATH = '.github/workflows/e2e.yml';

const suite = actionSuite();
const jobs = suite.jobs;

/** actions/checkout: the repository files the workflow uses (its own file, the demo agent and project). */
async function checkout(workspace: string): Promise<void> {
  await cp(join(REPO_ROOT, 'examples'), join(workspace, 'examples'), { recursive: true });
  await cp(join(REPO_ROOT, '.github'), join(workspace, '.github'), { recursive: true });
}

describe(WORKFLOW_PATH, () => {
  it('passes all three jobs, their own output checks included', async () => {
    const workflow = await readFile(join(REPO_ROOT, WORKFLOW_PATH), 'utf8');
    const runBackendId = randomUUID();
    const done: Record<string, DrivenJob> = {};
    const ids = Object.keys(workflowJobs(workflow));
    expect(ids).toEqual(['investigate', 'fix', 'review']);
    for (const jobId of ids) {
      done[jobId] = await driveJob({
        workflow,
        jobId,
        needs: done,
        checkout,
        newJob: async () => {
          const job = await Job.create({
            resultsUrl: suite.server.url,
            runBackendId,
            job: jobId,
            env: { GITHUB_WORKFLOW_REF: `octo/demo/${WORKFLOW_PATH}@refs/heads/main` },
          });
          jobs.push(job);
          return job;
        },
      });
      const log = done[jobId].steps.map((s) => `${s.stdout}${stderrProblems(s.stderr)}`).join('\n');
      expect(done[jobId].result, `${jobId}:\n${log}`).toBe('success');
    }
    expect(
      suite.server
        .artifacts(runBackendId)
        .filter((a) => a.finalized)
        .map((a) => a.name)
        .sort(),
    ).toEqual(['baton-fix', 'baton-investigate', 'baton-review']);
    expect(done.investigate?.outputs.status).toBe('success');
    expect(JSON.parse(done.investigate?.outputs.data ?? '{}')).toMatchObject({
      root_cause_file: 'examples/demo-project/wordcount.mjs',
    });
  });
});
