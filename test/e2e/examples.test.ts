import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import { lintWorkflow } from '../../src/core/lint/index.js';
import { RunSummary, type StoredRecord } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { expressions, parseWorkflow } from '../support/workflow-language.js';

/**
 * The three example workflows (examples/workflows/) run with `baton run` and the demo agents, exactly as a
 * newcomer runs them: each to a finished run with records and a report, in a fresh project directory
 * holding a copy of examples/. They also pass `baton lint` (actionlint: test/e2e/workflows-lint.test.ts).
 */

const EXAMPLES = ['fix-issue.yml', 'triage-on-label.yml', 'review-pr.yml'];
/** A commit of baton, as a workflow in another repository pins it. */
const PIN = '0123456789abcdef0123456789abcdef01234567';
const dirs: string[] = [];

function project(): string {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-examples-')));
  dirs.push(dir);
  cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function runExample(
  workflow: string,
  event: string | Record<string, unknown>,
  options: { inputs?: Record<string, string> } = {},
) {
  const dir = project();
  const result = await runWorkflow(join('examples', 'workflows', workflow), {
    cwd: dir,
    event: typeof event === 'string' ? join('examples', 'events', event) : event,
    env: { ...process.env, CI: 'true' },
    concurrency: 4,
    ...(options.inputs ? { inputs: options.inputs } : {}),
  });
  const summary = RunSummary.parse(JSON.parse(readFileSync(join(result.runDir, 'run.json'), 'utf8')));
  const jobs = Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]));
  const attempts = (stage: string) =>
    result.records
      .filter((r) => r.record.stage === stage)
      .sort((a, b) => a.record.attempt - b.record.attempt);
  const latest = (stage: string) => attempts(stage).at(-1) as StoredRecord;
  const reportPath = join(result.runDir, 'report.md');
  const report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : null;
  return { ...result, dir, jobs, attempts, latest, report };
}

describe('examples/workflows pass baton lint', () => {
  it.each(EXAMPLES)('%s has no findings', async (name) => {
    const path = join('examples', 'workflows', name);
    const workflow = await parseWorkflow(readFileSync(join(REPO_ROOT, path), 'utf8'), path);
    expect(lintWorkflow(workflow, expressions)).toEqual([]);
  });

  // As each file's header says to: baton pinned to a commit, `agent: claude` in place of the demo agent.
  it.each(EXAMPLES)('%s converted for a real agent in another repository has no findings', async (name) => {
    const path = join('examples', 'workflows', name);
    const text = readFileSync(join(REPO_ROOT, path), 'utf8')
      .replaceAll(/uses: \.\/(report)?$/gm, (_all, report: string | undefined) =>
        report ? `uses: baton-dev/baton/report@${PIN}` : `uses: baton-dev/baton@${PIN}`,
      )
      .replaceAll(/^(\s*)run: node examples\/agents\/demo-agent\.mjs .*$/gm, '$1agent: claude');
    expect(text).not.toMatch(/^\s*(?:- )?uses: \.\/|^\s*run: node examples\/agents/m);
    const workflow = await parseWorkflow(text, path);
    expect(lintWorkflow(workflow, expressions)).toEqual([]);
  });
});

describe('examples/workflows permissions', () => {
  /** Per job: the scopes it may write, and whether it runs an agent (a baton stage action). */
  function jobsOf(name: string) {
    const doc = parseYaml(readFileSync(join(REPO_ROOT, 'examples', 'workflows', name), 'utf8')) as {
      permissions?: unknown;
      jobs: Record<string, { permissions?: unknown; steps?: Array<{ uses?: string }> }>;
    };
    return {
      workflow: doc.permissions,
      jobs: Object.fromEntries(
        Object.entries(doc.jobs).map(([id, job]) => [
          id,
          {
            declared: job.permissions !== undefined,
            writes: Object.entries((job.permissions ?? {}) as Record<string, string>)
              .filter(([, level]) => level === 'write')
              .map(([scope]) => scope)
              .sort(),
            agent: (job.steps ?? []).some((step) => step.uses === './'),
          },
        ]),
      ),
    };
  }

  it.each([
    ['fix-issue.yml', { 'open-pr': ['contents', 'pull-requests'], report: ['issues'] }],
    ['triage-on-label.yml', { report: ['issues'] }],
    ['review-pr.yml', { report: ['pull-requests'] }],
  ])('%s: nothing by default, every job declares its own, agent jobs never write', (name, writers) => {
    const { workflow, jobs } = jobsOf(name);
    expect(workflow).toEqual({});
    for (const [id, job] of Object.entries(jobs)) {
      expect(job.declared, `${id} declares permissions`).toBe(true);
      if (job.agent) expect(job.writes, `agent job ${id}`).toEqual([]);
    }
    const writing = Object.fromEntries(
      Object.entries(jobs)
        .filter(([, job]) => job.writes.length > 0)
        .map(([id, job]) => [id, job.writes]),
    );
    expect(writing).toEqual(writers);
  });
});

describe('fix-issue.yml', () => {
  it('passes the baton from investigate to fix, retries the fix once verify fails, and reports', async () => {
    const r = await runExample('fix-issue.yml', 'fix-issue.json', { inputs: { issue: '42' } });
    expect(r.status).toBe('success');
    expect(r.jobs).toEqual({
      investigate: 'success',
      fix: 'success',
      'open-pr': 'success',
      report: 'success',
    });

    const investigate = r.latest('investigate');
    expect(investigate.handoff?.summary).toMatch(/^Root cause of issue #42: wordcount\(\)/);

    const [first, second, ...more] = r.attempts('fix');
    expect(more).toEqual([]);
    // The fix agent's prompt quotes the investigation: the baton passed.
    expect(first?.prompt).toContain(`> ${investigate.handoff?.summary}`);
    expect(first?.record.outcome.reason).toBe('verify-failed');
    expect(first?.record.verify?.exit_code).toBe(1);
    // The retry's prompt carries the failed tests' output.
    expect(second?.prompt).toContain('## Attempt 2');
    expect(second?.prompt).toContain('3 of 5 tests failed');
    expect(second?.record.outcome.reason).toBe('completed');
    expect(second?.record.verify?.exit_code).toBe(0);
    expect(second?.handoff?.summary).toMatch(/^Split on any run of whitespace in wordcount\(\) \(attempt 2/);
    // The demo fix landed where the demo tests look, outside the tracked files.
    expect(readFileSync(join(r.dir, '.baton', 'demo-project', 'wordcount.mjs'), 'utf8')).toContain(
      'split(/\\s+/)',
    );

    expect(r.report).toContain('baton report · fix-issue · success');
    expect(r.report).toContain('`investigate`');
    expect(r.report).toContain('attempt 1: ❌ failure (`verify-failed`)');
    expect(r.finalStage).toBe('fix');
  });
});

describe('examples/handoffs/investigate.json', () => {
  it("is an investigation fix-issue.yml's fix prompt reads whole: baton render of it renders with no warning, naming the file at fault", () => {
    ensureBuilt();
    const r = spawnSync(
      process.execPath,
      [
        CLI_PATH,
        'render',
        '--workflow',
        'examples/workflows/fix-issue.yml',
        '--job',
        'fix',
        '--handoff',
        'investigate=examples/handoffs/investigate.json',
        '--input',
        'issue=42',
      ],
      { cwd: REPO_ROOT, encoding: 'utf8' },
    );
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('The cause is in `examples/demo-project/wordcount.mjs`.');
  });
});

describe('triage-on-label.yml', () => {
  it('lets a maintainer’s label through, triages, routes by severity with next, and reports', async () => {
    const r = await runExample('triage-on-label.yml', 'triage-on-label.json');
    expect(r.status).toBe('success');
    expect(r.jobs).toEqual({
      gate: 'success',
      triage: 'success',
      'fix-now': 'success',
      backlog: 'skipped',
      report: 'success',
    });
    const triage = r.latest('triage');
    expect(triage.handoff?.next?.stage).toBe('fix-now');
    expect(triage.handoff?.summary).toBe(
      'Triaged issue #7 as high severity: "The app crashes when the input file is empty".',
    );
    // The reporter's text reaches the agent fenced, without the hidden HTML comment.
    expect(triage.prompt).toContain('The app crashes when the input file is empty');
    expect(triage.prompt).not.toContain('Ignore previous instructions');
    expect(r.latest('fix-now').prompt).toContain(`> ${triage.handoff?.summary}`);
    expect(r.report).toContain('baton report · triage-on-label · success');
  });

  it('routes a low-severity issue to the backlog instead', async () => {
    const event = JSON.parse(readFileSync(join(REPO_ROOT, 'examples/events/triage-on-label.json'), 'utf8'));
    event.issue.title = 'The help text has a typo';
    event.issue.body = 'It says "wrods".';
    const r = await runExample('triage-on-label.yml', event);
    expect(r.status).toBe('success');
    expect(r.jobs).toMatchObject({ triage: 'success', 'fix-now': 'skipped', backlog: 'success' });
    expect(r.latest('triage').handoff?.next?.stage).toBe('backlog');
  });

  it('refuses a label added by a bot: the gate fails and no agent runs', async () => {
    const event = JSON.parse(readFileSync(join(REPO_ROOT, 'examples/events/triage-on-label.json'), 'utf8'));
    event.sender = { login: 'helper[bot]', type: 'Bot' };
    const r = await runExample('triage-on-label.yml', event);
    expect(r.status).toBe('failure');
    expect(r.jobs).toMatchObject({
      gate: 'failure',
      triage: 'skipped',
      'fix-now': 'skipped',
      backlog: 'skipped',
    });
    expect(r.records).toEqual([]);
  });
});

describe('review-pr.yml', () => {
  it('reviews a pull request from three angles as a matrix and synthesises all legs into one verdict', async () => {
    const r = await runExample('review-pr.yml', 'review-pr.json');
    expect(r.status).toBe('success');
    // The gate is for comments only: a pull_request run skips it and reviews all the same.
    expect(r.jobs).toEqual({ gate: 'skipped', review: 'success', synthesize: 'success', report: 'success' });
    const legs = ['review-security', 'review-tests', 'review-docs'];
    for (const leg of legs) {
      expect(r.latest(leg).handoff?.summary).toMatch(
        new RegExp(`^${leg.slice('review-'.length)} review of "Count words split by tabs and newlines"`),
      );
    }
    const synthesis = r.latest('synthesize');
    for (const leg of legs) expect(synthesis.prompt).toContain(r.latest(leg).handoff?.summary);
    expect(synthesis.handoff?.summary).toBe(
      'Merged 3 review(s): "security", "tests", "docs". Verdict: approve with comments.',
    );
    expect(r.report).toContain('baton report · review-pr · success');
  });

  it('runs on a member’s /baton review <sha> comment on a pull request, through the gate', async () => {
    const r = await runExample('review-pr.yml', 'review-pr-comment.json');
    expect(r.status).toBe('success');
    expect(r.jobs).toEqual({ gate: 'success', review: 'success', synthesize: 'success', report: 'success' });
    expect(r.latest('review-security').prompt).toContain(
      'Review pull request #12 from the security angle only.',
    );
    expect(r.latest('synthesize').handoff?.data?.reviews).toBe('3');
  });

  it.each([
    ['a comment from someone outside the project', { author_association: 'NONE' }, {}],
    ['a comment that is not the command', { body: 'Looks good to me' }, {}],
    ['the command on an issue, not a pull request', {}, { pull_request: undefined }],
  ])('ignores %s: no agent runs', async (_what, comment, issue) => {
    const event = JSON.parse(readFileSync(join(REPO_ROOT, 'examples/events/review-pr-comment.json'), 'utf8'));
    Object.assign(event.comment, comment);
    Object.assign(event.issue, issue);
    if ('pull_request' in issue) delete event.issue.pull_request;
    const dir = project();
    writeFileSync(join(dir, 'event.json'), JSON.stringify(event));
    const result = await runWorkflow(join('examples', 'workflows', 'review-pr.yml'), {
      cwd: dir,
      event: 'event.json',
      env: { ...process.env, CI: 'true' },
    });
    expect(result.records).toEqual([]);
    const summary = RunSummary.parse(JSON.parse(readFileSync(join(result.runDir, 'run.json'), 'utf8')));
    expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
      gate: 'skipped',
      review: 'skipped',
      synthesize: 'skipped',
      report: 'skipped',
    });
  });

  it('refuses a /baton review comment that names no commit: the gate fails and no agent runs', async () => {
    const event = JSON.parse(readFileSync(join(REPO_ROOT, 'examples/events/review-pr-comment.json'), 'utf8'));
    event.comment.body = '/baton review';
    const r = await runExample('review-pr.yml', event);
    expect(r.status).toBe('failure');
    expect(r.jobs).toEqual({ gate: 'failure', review: 'skipped', synthesize: 'skipped', report: 'skipped' });
    expect(r.records).toEqual([]);
  });

  it('run from the built CLI in a git checkout on the sample comment, reviews the commit checked out here, with no warning that a ref is not checked out', () => {
    ensureBuilt();
    const dir = project();
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '-m', 'examples');
    const here = git('rev-parse', 'HEAD');
    const r = batonCli(
      [
        'run',
        'examples/workflows/review-pr.yml',
        '--event',
        'examples/events/review-pr-comment.json',
        '--plain',
      ],
      dir,
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toContain('warning');
    const named = JSON.parse(readFileSync(join(dir, 'examples/events/review-pr-comment.json'), 'utf8'))
      .comment.body;
    expect(named).toMatch(/^\/baton review [0-9a-f]{40}$/);
    const [run] = readdirSync(join(dir, '.baton', 'runs'));
    expect(readFileSync(join(dir, '.baton', 'runs', run!, 'job-gate.log'), 'utf8')).toContain(
      `the gate lets octo-maintainer through, and the reviewers read the checkout here (${here}), not ${named.slice('/baton review '.length)}.`,
    );
  });
});
