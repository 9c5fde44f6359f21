import type { ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GitHubRecordStore } from '../../src/adapters/github/artifact-store.js';
import { PULL_CONCURRENCY } from '../../src/cli/commands/pull.js';
import { TEST_ENV } from '../../src/core/names.js';
import type { RecordRef } from '../../src/core/ports.js';
import { encodeHandoffJson } from '../../src/core/record-files.js';
import { artifactEnv } from '../support/actions-env.js';
import { batonCli, batonCliAsync, CLI_HINT, ensureBuilt } from '../support/build.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';
import { makeEntry, makeHandoff } from '../support/records.js';
import { type ResultsServer, startResultsServer } from '../support/results-server.js';

/**
 * `baton pull` as a user runs it (`node dist/cli.js pull …`) against the local results server, which speaks
 * the REST API the artifact client's cross-run path uses (list a run's artifacts page by page, a 302 from
 * `…/artifacts/<id>/zip` to the blob URL) with artifacts uploaded by the real client, as a capture step
 * uploads them on GitHub. Then `runs`, `show`, `history` and `report` on the pulled run.
 */

quietToolkitLog();

const TOKEN = 'ghs_pullTokenNeverPrinted0123456789';
let server: ResultsServer;
const dirs: string[] = [];

beforeAll(async () => {
  ensureBuilt();
  server = await startResultsServer();
});
afterAll(async () => {
  await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

let runBackendId: string;
beforeEach(() => {
  runBackendId = randomUUID();
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** Upload one stage's record as a capture step does on GitHub: the real client, through the store. */
async function upload(entry: ReturnType<typeof makeEntry>): Promise<RecordRef> {
  Object.assign(process.env, artifactEnv({ resultsUrl: server.url, runBackendId }));
  return new GitHubRecordStore({
    tempDir: tempDir('baton-pull-up-'),
    retry: { attempts: 1, baseDelayMs: 1 },
  }).put(entry);
}

/**
 * A three-stage chain, investigate → fix → review, the last handing off status failure (its stage completed,
 * so its step did not fail); published as run `workflowRunId`.
 */
async function chainOnGitHub(workflowRunId: number): Promise<void> {
  // As the action records them on GitHub: the run id is GITHUB_RUN_ID.
  const RUN_FACTS = {
    id: String(workflowRunId),
    workflow: 'fix-issue',
    repository: 'octo/app',
    event_name: 'issues',
  };
  const investigate = await upload(
    makeEntry({
      record: { stage: 'investigate', run: RUN_FACTS },
      prompt: 'Investigate issue 7.\n',
      handoff: makeHandoff({ summary: 'parseDate ignores the time zone' }),
    }),
  );
  const fix = await upload(
    makeEntry({
      record: {
        stage: 'fix',
        hop: 2,
        run: RUN_FACTS,
        lineage: [{ stage: 'investigate', attempt: 1, record_sha256: investigate.recordSha256 }],
        agent: {
          started_at: '2026-11-21T13:06:00.000Z',
          finished_at: '2026-11-21T13:07:00.000Z',
          duration_ms: 60_000,
        },
      },
      prompt: 'Fix it. Upstream said: parseDate ignores the time zone\n',
      handoff: makeHandoff({ summary: 'patched parseDate' }),
    }),
  );
  await upload(
    makeEntry({
      record: {
        stage: 'review',
        hop: 3,
        run: RUN_FACTS,
        lineage: [{ stage: 'fix', attempt: 1, record_sha256: fix.recordSha256 }],
        agent: {
          started_at: '2026-11-21T13:08:00.000Z',
          finished_at: '2026-11-21T13:09:00.000Z',
          duration_ms: 60_000,
        },
        outcome: { reason: 'completed' },
      },
      prompt: 'Review the fix.\n',
      handoff: makeHandoff({
        status: 'failure',
        summary: 'the fix breaks DST',
        failure: { reason: 'DST test fails' },
      }),
    }),
  );
  server.publishRun({ workflowRunId, runBackendId, repository: 'octo/app', token: TOKEN });
}

/** `baton pull` in `cwd`, with the token in the environment and the API at the local server. */
function pull(
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  started?: (child: ChildProcess) => void,
) {
  return batonCliAsync(
    ['pull', ...args],
    cwd,
    { GITHUB_TOKEN: TOKEN, GITHUB_API_URL: server.url, TMPDIR: join(cwd, '..', 'tmp'), ...env },
    started,
  );
}

/** A project directory (`work`) beside the temp dir its commands use (`tmp`). */
function project(): string {
  const dir = tempDir('baton-pull-');
  mkdirSync(join(dir, 'work'));
  mkdirSync(join(dir, 'tmp'));
  return join(dir, 'work');
}

const runsOf = (cwd: string) => {
  try {
    return readdirSync(join(cwd, '.baton', 'runs'));
  } catch {
    return [];
  }
};

describe('baton pull', () => {
  it('brings a run home: its records, then runs, show, history and report read it', async () => {
    await chainOnGitHub(4001);
    // Other artifacts of the run fill the first page of the REST listing (100 a page): the records are on the second.
    for (let n = 0; n < 100; n++)
      server.addArtifact(runBackendId, `coverage-${n}`, Buffer.from(zipSync({ 'a.txt': strToU8('x') })));
    const cwd = project();
    server.resetCounts();

    const pulled = await pull(['https://github.com/octo/app/actions/runs/4001'], cwd);
    expect(pulled.stderr).toBe(
      'baton pull: 1/3 baton-fix\nbaton pull: 2/3 baton-investigate\nbaton pull: 3/3 baton-review\n',
    );
    expect(pulled.code).toBe(0);
    const [id, ...more] = runsOf(cwd);
    expect(more).toEqual([]);
    // What to type next names baton as it was started (here `node <dist/cli.js>`), never a `baton` not on PATH.
    expect(pulled.stdout).toBe(
      `pulled run 4001 of octo/app as ${id}: 3 records\n  ${CLI_HINT} history ${id}\n  ${CLI_HINT} show ${id} <stage> --prompt\n`,
    );
    // Two pages of the listing, then one redirect and one blob download per record.
    expect(server.count('rest-list')).toBe(2);
    expect(server.count('rest-download')).toBe(3);
    expect(server.count('blob-get')).toBe(3);
    // Pulled again: it says so, with the same command to read it.
    const again = await pull(['https://github.com/octo/app/actions/runs/4001'], cwd);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(
      `was pulled already, with the same records, as ${id}\n  ${CLI_HINT} history ${id}\n`,
    );

    const summary = JSON.parse(readFileSync(join(cwd, '.baton', 'runs', id!, 'run.json'), 'utf8'));
    // review handed off status failure, but its stage completed: its step, its job and the run succeeded on
    // GitHub (the action fails a step only for an outcome other than completed), and `baton run` says the same.
    expect(summary).toMatchObject({
      workflow: 'fix-issue',
      status: 'success',
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: '2026-11-21T13:09:00.000Z',
      pulled: {
        url: 'https://github.com/octo/app/actions/runs/4001',
        repository: 'octo/app',
        run_id: 4001,
        run_attempt: null,
        skipped: [],
      },
      jobs: [
        { id: 'investigate', stages: ['investigate'], result: 'success' },
        { id: 'fix', stages: ['fix'], result: 'success' },
        { id: 'review', stages: ['review'], result: 'success' },
      ],
    });

    const runs = batonCli(['runs'], cwd);
    expect(runs.code).toBe(0);
    expect(runs.stdout).toContain(`${id}  fix-issue  success`);

    const prompt = batonCli(['show', 'latest', 'fix', '--prompt'], cwd);
    expect(prompt).toMatchObject({
      code: 0,
      stdout: 'Fix it. Upstream said: parseDate ignores the time zone\n',
    });
    const handoff = batonCli(['show', 'latest', 'investigate', '--handoff'], cwd);
    expect(JSON.parse(handoff.stdout).summary).toBe('parseDate ignores the time zone');

    const history = batonCli(['history', 'latest'], cwd);
    expect(history.code).toBe(0);
    expect(history.stdout).toMatch(/investigate[\s\S]*fix[\s\S]*review/);
    expect(history.stdout).toContain('the fix breaks DST');
    // Its records are the run's own (they name the GitHub run), not taken from another run.
    expect(history.stdout).not.toContain('reused');

    const shown = batonCli(['show', 'latest'], cwd);
    expect(shown.stdout).toContain(
      `pulled ${summary.pulled.pulled_at} from https://github.com/octo/app/actions/runs/4001 (run 4001 of octo/app): its records only, no job logs\n`,
    );
    // What GitHub does not keep in a record is said so, with where to find it.
    expect(batonCli(['show', 'latest', 'fix', '--log'], cwd)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: stage fix attempt 1 has no agent log here: run ${id} was pulled from GitHub, which keeps a stage's output in its job's log, not in its record\n  read it on GitHub: https://github.com/octo/app/actions/runs/4001\n`,
    });
    // Nor does it keep a job's log in the run pulled: said as for --log, not that the job printed nothing.
    expect(batonCli(['show', 'latest', 'fix', '--job-log'], cwd)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job fix of run ${id} has no job log here: run ${id} was pulled from GitHub, which keeps a job's output in its log there, not in its records\n  read it on GitHub: https://github.com/octo/app/actions/runs/4001\n`,
    });
    // A replay runs the workflow file GitHub ran from this checkout, which has none (cli-pull-replay.test.ts).
    const replay = batonCli(['replay', 'latest', '--from', 'fix'], cwd);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain(
      `baton: .github/workflows/baton.yml: there is no such file here: run 4001 of octo/app ran this workflow file on GitHub, and a replay of run ${id} runs it from this checkout\n`,
    );
    expect(runsOf(cwd)).toEqual([id]);
    // A prompt tried against the pulled handoffs: what a fix to stage fix's template would render.
    const rendered = batonCli(
      ['render', '--run', 'latest', '--template', 'Fix it. Upstream said: {{stages.investigate.summary}}'],
      cwd,
    );
    expect(rendered).toMatchObject({
      code: 0,
      stdout: 'Fix it. Upstream said: parseDate ignores the time zone',
    });

    const report = batonCli(['report', 'latest'], cwd);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('the fix breaks DST');

    for (const said of [pulled, runs, prompt, history, report])
      expect(said.stdout + said.stderr).not.toContain(TOKEN);
  });

  it('says a run pulled before is there already, without downloading it again', async () => {
    await chainOnGitHub(4002);
    const cwd = project();
    expect((await pull(['octo/app', '4002'], cwd)).code).toBe(0);
    const [id] = runsOf(cwd);
    server.resetCounts();
    const again = await pull(['--repo', 'octo/app', '4002', '--json'], cwd);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({
      run: id,
      already: true,
      source: 'https://github.com/octo/app/actions/runs/4002',
    });
    expect(server.count('rest-download')).toBe(0);
    expect(runsOf(cwd)).toEqual([id]);
  });

  it('skips a baton- artifact that is no record and one that is no zip, naming each, and keeps the rest', async () => {
    await chainOnGitHub(4003);
    server.addArtifact(runBackendId, 'baton-notes', Buffer.from(zipSync({ 'notes.txt': strToU8('hello') })));
    server.addArtifact(runBackendId, 'baton-broken', Buffer.from('PK\u0003\u0004 this is not a zip'));
    const cwd = project();
    const pulled = await pull(['octo/app', '4003', '--json'], cwd);
    expect(pulled.code).toBe(0);
    const said = JSON.parse(pulled.stdout);
    expect(said.records.map((r: { stage: string }) => r.stage)).toEqual(['fix', 'investigate', 'review']);
    expect(said.skipped).toEqual([
      {
        artifact: 'baton-broken',
        reason: expect.stringMatching(
          /^artifact baton-broken: the download is not a zip archive baton can read/,
        ),
      },
      { artifact: 'baton-notes', reason: 'artifact baton-notes has no record.json' },
    ]);
    expect(pulled.stderr).toContain('baton pull: skipped artifact baton-notes has no record.json\n');
    // Each skipped artifact is said once, not in the progress lines too.
    expect(pulled.stderr.split('baton-notes has no record.json').length - 1).toBe(1);
    const [id] = runsOf(cwd);
    expect(readdirSync(join(cwd, '.baton', 'runs', id!)).sort()).toEqual([
      'fix',
      'investigate',
      'review',
      'run.json',
    ]);
  });

  // Another baton (or version) may write record.json with other bytes: what the lineage of the stages after
  // it names is the sha256 of those bytes, so they are stored as they came, not as this baton would write them.
  it.each([
    ['compact JSON', (record: object) => JSON.stringify(record)],
    [
      'its schema field last',
      (record: object) => {
        const { schema, ...rest } = record as { schema: string };
        return `${JSON.stringify({ ...rest, schema }, null, 2)}\n`;
      },
    ],
  ])(
    'stores a record whose record.json is serialised otherwise (%s) byte for byte, its lineage whole',
    async (_, serialise) => {
      const RUN_FACTS = { id: '4006', workflow: 'fix-issue', repository: 'octo/app', event_name: 'issues' };
      const investigate = await upload(
        makeEntry({
          record: { stage: 'investigate', run: RUN_FACTS },
          handoff: makeHandoff({ summary: 'found' }),
        }),
      );
      const fix = makeEntry({
        record: {
          stage: 'fix',
          hop: 2,
          run: RUN_FACTS,
          lineage: [{ stage: 'investigate', attempt: 1, record_sha256: investigate.recordSha256 }],
        },
        prompt: 'Fix it.\n',
        handoff: makeHandoff({ summary: 'patched' }),
      });
      const fixBytes = serialise(fix.record);
      server.addArtifact(
        runBackendId,
        'baton-fix',
        Buffer.from(
          zipSync({
            'record.json': strToU8(fixBytes),
            'prompt.md': strToU8(fix.prompt),
            'handoff.json': strToU8(encodeHandoffJson(fix.handoff)),
          }),
        ),
      );
      const fixSha256 = createHash('sha256').update(fixBytes).digest('hex');
      await upload(
        makeEntry({
          record: {
            stage: 'review',
            hop: 3,
            run: RUN_FACTS,
            lineage: [{ stage: 'fix', attempt: 1, record_sha256: fixSha256 }],
          },
          handoff: makeHandoff({ summary: 'looks right' }),
        }),
      );
      server.publishRun({ workflowRunId: 4006, runBackendId, repository: 'octo/app', token: TOKEN });
      const cwd = project();

      const pulled = await pull(['octo/app', '4006', '--json'], cwd);
      expect(pulled.stderr).not.toContain('baton: ');
      expect(pulled.code).toBe(0);
      const said = JSON.parse(pulled.stdout);
      expect(said.records.map((r: { stage: string }) => r.stage)).toEqual(['fix', 'investigate', 'review']);
      expect(said.skipped).toEqual([]);
      const [id] = runsOf(cwd);
      const runDir = join(cwd, '.baton', 'runs', id!);
      expect(readFileSync(join(runDir, 'fix', 'record.json'), 'utf8')).toBe(fixBytes);
      const review = JSON.parse(readFileSync(join(runDir, 'review', 'record.json'), 'utf8'));
      expect(review.lineage[0].record_sha256).toBe(fixSha256);
      const shown = batonCli(['show', 'latest', 'fix', '--prompt'], cwd);
      expect(shown).toMatchObject({ code: 0, stdout: 'Fix it.\n' });
    },
  );

  it('skips, naming it, an artifact whose prompt.md does not match the digest its record holds, and keeps the rest', async () => {
    await chainOnGitHub(4008);
    const entry = makeEntry({ record: { stage: 'audit', run: { id: '4008' } }, prompt: 'Audit it.\n' });
    server.addArtifact(
      runBackendId,
      'baton-audit',
      Buffer.from(
        zipSync({
          'record.json': strToU8(JSON.stringify(entry.record)),
          'prompt.md': strToU8('Audit something else.\n'),
          'handoff.json': strToU8(encodeHandoffJson(entry.handoff)),
        }),
      ),
    );
    const cwd = project();
    const pulled = await pull(['octo/app', '4008', '--json'], cwd);
    expect(pulled.code).toBe(0);
    const said = JSON.parse(pulled.stdout);
    expect(said.records.map((r: { stage: string }) => r.stage)).toEqual(['fix', 'investigate', 'review']);
    expect(said.skipped).toEqual([
      {
        artifact: 'baton-audit',
        reason: expect.stringMatching(
          /^artifact baton-audit: prompt\.md does not match the digest in record\.json/,
        ),
      },
    ]);
    const [id] = runsOf(cwd);
    expect(readdirSync(join(cwd, '.baton', 'runs', id!)).sort()).toEqual([
      'fix',
      'investigate',
      'review',
      'run.json',
    ]);
  });

  it('refuses a token GitHub rejects (401) or a run it cannot see (404), saying what to do, never the token, storing nothing', async () => {
    await chainOnGitHub(4004);
    const cwd = project();
    const rejected = 'ghp_revokedTokenValue0123456789abcdef';
    server.rejectToken(rejected);
    const refused = await pull(['octo/app', '4004'], cwd, { GITHUB_TOKEN: rejected });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^baton: GitHub refused the token in GITHUB_TOKEN\/GH_TOKEN \(401 Bad credentials\) when listing run 4004 of octo\/app\n {2}it has expired, was revoked, or is not a GitHub token\n {2}use a token that may read it: a fine-grained token with Actions: read/,
    );
    const missing = await pull(['https://github.com/octo/app/actions/runs/999999'], cwd);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'baton: no run 999999 of octo/app found (404): no such run, or the token cannot see it\n',
    );
    expect(missing.stderr).toContain(
      "check the run's address: https://github.com/octo/app/actions/runs/999999",
    );
    for (const said of [refused, missing]) {
      expect(said.stdout).toBe('');
      expect(said.stdout + said.stderr).not.toContain(rejected);
      expect(said.stdout + said.stderr).not.toContain(TOKEN);
    }
    expect(runsOf(cwd)).toEqual([]);
  });

  it("says a service failure with advice for a terminal, not a step's, and names GITHUB_API_URL when it is set", async () => {
    await chainOnGitHub(4006);
    const cwd = project();
    // An answer every try gets, the client's and baton's.
    server.inject({ kind: 'rest-list', mode: 'status', status: 422, times: 1000 });
    const failed = await pull(['octo/app', '4006'], cwd);
    server.clearFaults();
    expect(failed.code, failed.stderr).toBe(1);
    expect(failed.stderr).toMatch(
      /^baton: could not list the artifacts of run 4006 of octo\/app to read its records: .*422.*\n/,
    );
    expect(failed.stderr).toContain(
      `  check your network, and GITHUB_API_URL, which points the pull at ${server.url}\n  if it fails again, check GitHub’s status at https://www.githubstatus.com\n`,
    );
    expect(failed.stderr).not.toContain('re-run the job');
    expect(runsOf(cwd)).toEqual([]);

    // A download failing too.
    server.inject({ kind: 'rest-download', mode: 'status', status: 422, times: 1000 });
    const downloading = await pull(['octo/app', '4006'], cwd);
    server.clearFaults();
    expect(downloading.code, downloading.stderr).toBe(1);
    expect(downloading.stderr).toMatch(
      /\nbaton: could not download artifact baton-\w+ of run 4006 of octo\/app: .*422/,
    );
    expect(downloading.stderr).toContain(
      `  check your network, and GITHUB_API_URL, which points the pull at ${server.url}\n`,
    );
    expect(downloading.stderr).not.toContain('re-run the job');
    expect(runsOf(cwd)).toEqual([]);
  });

  it('says what it waits for when the listing does not answer', async () => {
    await chainOnGitHub(4007);
    const cwd = project();
    server.inject({ kind: 'rest-list', mode: 'hang', times: 1 });
    const stopped = await pull(['octo/app', '4007'], cwd, {}, (child) => {
      child.stderr?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('still waiting')) child.kill('SIGINT');
      });
    });
    server.clearFaults();
    expect(stopped.stderr).toContain(
      `baton pull: still waiting for ${server.url} to list the artifacts of run 4007 of octo/app (requests that fail are tried again; Ctrl-C stops)\n`,
    );
    expect(stopped.code).toBe(130);
    expect(runsOf(cwd)).toEqual([]);
  });

  it('gives up a download that never answers, says so with advice for a terminal, and ends, storing nothing', async () => {
    await chainOnGitHub(4008);
    const cwd = project();
    server.inject({ kind: 'blob-get', name: 'baton-investigate', mode: 'hang', times: 3 });
    // The requests it gave up on still hold their sockets open: the command ends all the same, by itself.
    let late: NodeJS.Timeout | undefined;
    const failed = await pull(
      ['octo/app', '4008'],
      cwd,
      { [TEST_ENV.artifactTimeoutMs]: '2000' },
      (child) => {
        late = setTimeout(() => child.kill('SIGKILL'), 45_000);
      },
    );
    clearTimeout(late);
    server.clearFaults();
    expect(failed.signal, failed.stderr).toBeNull();
    expect(failed.code).toBe(1);
    const noAnswer = 'the artifact service gave no answer within 2 s';
    expect(failed.stderr).toContain(
      `baton pull: download baton-investigate failed (${noAnswer}); trying again in 1000 ms (2 of 3)\n`,
    );
    expect(failed.stderr).toContain(
      `baton: could not download artifact baton-investigate of run 4008 of octo/app: ${noAnswer} (3 tries)\n  check your network, and GITHUB_API_URL, which points the pull at ${server.url}\n  if it fails again, check GitHub’s status at https://www.githubstatus.com\n`,
    );
    expect(failed.stderr).not.toContain('re-run the job');
    expect(runsOf(cwd)).toEqual([]);
    expect(readdirSync(join(cwd, '..', 'tmp'))).toEqual([]);
  });

  it('leaves no run and no temp files when it is stopped part way', async () => {
    await chainOnGitHub(4005);
    const cwd = project();
    // The second record's download never answers: the pull is stopped while it waits.
    server.inject({ kind: 'blob-get', name: 'baton-investigate', mode: 'hang', times: 1 });
    const held = server.next('blob-get', 'baton-investigate');
    const stopped = await pull(['octo/app', '4005'], cwd, {}, (child) => {
      void held.then(() => child.kill('SIGINT'));
    });
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toContain('baton pull: stopped (SIGINT); nothing was stored\n');
    // The first record was written into the pull's hidden directory: gone with it.
    expect(runsOf(cwd)).toEqual([]);
    expect(readdirSync(join(cwd, '..', 'tmp'))).toEqual([]);
    expect(batonCli(['runs'], cwd).stdout).toMatch(/^no runs yet/);
  });
});

describe('baton pull: downloads at once', () => {
  /** investigate → fix → review, and three stages of their own (audit-1 … audit-3): six records. */
  async function sixRecords(workflowRunId: number): Promise<void> {
    await chainOnGitHub(workflowRunId);
    for (const n of [1, 2, 3])
      await upload(
        makeEntry({
          record: { stage: `audit-${n}`, run: { id: String(workflowRunId) } },
          handoff: makeHandoff({ summary: `audit ${n} done` }),
        }),
      );
  }
  const ORDER = ['audit-1', 'audit-2', 'audit-3', 'fix', 'investigate', 'review'];

  it(`downloads ${PULL_CONCURRENCY} records at once, saying each in the listing's order`, async () => {
    expect(PULL_CONCURRENCY).toBe(4);
    await sixRecords(4201);
    const cwd = project();
    // No download is answered until four are asked for together: one after another, the first never is.
    server.holdUntil('rest-download', PULL_CONCURRENCY);
    const pulled = await pull(['octo/app', '4201', '--json'], cwd, { [TEST_ENV.artifactTimeoutMs]: '3000' });
    server.clearFaults();
    expect(pulled.stderr).toBe(ORDER.map((stage, i) => `baton pull: ${i + 1}/6 baton-${stage}\n`).join(''));
    expect(pulled.code).toBe(0);
    const said = JSON.parse(pulled.stdout);
    expect(said.records.map((r: { stage: string }) => r.stage)).toEqual(ORDER);
    expect(said.skipped).toEqual([]);
    const [id, ...more] = runsOf(cwd);
    expect(more).toEqual([]);
    expect(readdirSync(join(cwd, '.baton', 'runs', id!)).sort()).toEqual([...ORDER, 'run.json']);
    expect(batonCli(['show', id!, 'audit-3', '--handoff'], cwd).stdout).toContain('audit 3 done');
  });

  it('stores nothing when one of the downloads in flight fails, and names the record that failed', async () => {
    await sixRecords(4202);
    const cwd = project();
    server.holdUntil('rest-download', PULL_CONCURRENCY);
    // investigate's zip is refused, every try (the client tries again past the bound: no answer in time);
    // the records downloaded before and beside it are not kept.
    server.inject({ kind: 'blob-get', name: 'baton-investigate', mode: 'status', status: 403, times: 1000 });
    const failed = await pull(['octo/app', '4202'], cwd, { [TEST_ENV.artifactTimeoutMs]: '3000' });
    server.clearFaults();
    expect(failed.code, failed.stderr).toBe(1);
    expect(failed.stderr).toMatch(
      /\nbaton: could not download artifact baton-investigate of run 4202 of octo\/app: /,
    );
    expect(failed.stderr).toContain(
      `  check your network, and GITHUB_API_URL, which points the pull at ${server.url}\n`,
    );
    expect(failed.stdout).toBe('');
    // Nothing stored: no run, no hidden pull directory, no downloads left in the temp dir.
    expect(runsOf(cwd)).toEqual([]);
    expect(readdirSync(join(cwd, '..', 'tmp'))).toEqual([]);
    expect(failed.stdout + failed.stderr).not.toContain(TOKEN);
  });
});

/**
 * A run re-run on GitHub ("Re-run all jobs"), then pulled. Run attempt 1: triage routed to fix, which failed.
 * Run attempt 2: triage ran again and routed nowhere, so fix (its `if:` false) was skipped and kept only its
 * run attempt 1 record, rendered from triage's record of run attempt 1: superseded. review ran only in run
 * attempt 2.
 */
async function rerunOnGitHub(workflowRunId: number): Promise<void> {
  const run = {
    id: String(workflowRunId),
    workflow: 'fix-issue',
    repository: 'octo/app',
    event_name: 'issues',
  };
  const triage1 = await upload(
    makeEntry({
      record: { stage: 'triage', run },
      prompt: 'Triage issue 7.\n',
      handoff: makeHandoff({ summary: 'needs a fix', next: { stage: 'fix' } }),
    }),
  );
  await upload(
    makeEntry({
      record: {
        stage: 'fix',
        hop: 2,
        run,
        lineage: [{ stage: 'triage', attempt: 1, record_sha256: triage1.recordSha256 }],
        agent: {
          started_at: '2026-11-21T13:06:00.000Z',
          finished_at: '2026-11-21T13:07:00.000Z',
          duration_ms: 60_000,
        },
        outcome: { reason: 'completed' },
      },
      prompt: 'Fix it.\n',
      handoff: makeHandoff({
        status: 'failure',
        summary: 'FIX ATTEMPT-1 FAILED',
        failure: { reason: 'tests fail' },
      }),
    }),
  );
  const triage2 = await upload(
    makeEntry({
      record: {
        stage: 'triage',
        run: { ...run, attempt: 2 },
        agent: {
          started_at: '2026-11-21T14:05:00.000Z',
          finished_at: '2026-11-21T14:06:00.000Z',
          duration_ms: 60_000,
        },
      },
      prompt: 'Triage issue 7.\n',
      handoff: makeHandoff({ summary: 'nothing to fix' }),
    }),
  );
  await upload(
    makeEntry({
      record: {
        stage: 'review',
        hop: 2,
        run: { ...run, attempt: 2 },
        lineage: [{ stage: 'triage', attempt: 1, run_attempt: 2, record_sha256: triage2.recordSha256 }],
        agent: {
          started_at: '2026-11-21T14:07:00.000Z',
          finished_at: '2026-11-21T14:08:00.000Z',
          duration_ms: 60_000,
        },
      },
      prompt: 'Review.\n',
      handoff: makeHandoff({ summary: 'nothing to review' }),
    }),
  );
  server.publishRun({
    workflowRunId,
    runBackendId,
    repository: 'octo/app',
    token: TOKEN,
    workflowRun: { runAttempt: 2 },
  });
}

describe('baton show and history of a run pulled after a re-run', () => {
  it('mark a record the re-run superseded as the report does: not run in run attempt 2, and why', async () => {
    await rerunOnGitHub(4101);
    const cwd = project();
    expect((await pull(['octo/app', '4101'], cwd)).code).toBe(0);
    const [id] = runsOf(cwd);
    const why =
      "its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)";

    const shown = batonCli(['show', id!], cwd);
    expect(shown.stderr).toBe('');
    expect(shown.code).toBe(0);
    // Each stage's newest record, by run attempt first: triage's of run attempt 2, not its first.
    expect(shown.stdout).toContain(
      [
        'STAGE   STATUS                    OUTCOME     ATTEMPTS            AGENT  SUMMARY',
        'fix     not run in run attempt 2  superseded  1 of run attempt 1  1m00s  (last ran in run attempt 1) FIX ATTEMPT-1 FAILED',
        'review  success                   completed   1 of run attempt 2  1m00s  nothing to review',
        'triage  success                   completed   1 of run attempt 2  1m00s  nothing to fix',
        '',
        `fix: not run in run attempt 2: ${why}`,
        '',
      ].join('\n'),
    );

    const history = batonCli(['history', id!], cwd);
    expect(history.code).toBe(0);
    expect(history.stdout).toContain(
      [
        // Its record of run attempt 2, timed alone: run attempt 1's (42 s) ran the stage apart, said so.
        'triage  ✓ success (1m00s; also ran in run attempt 1)',
        '│ nothing to fix',
        '└─▶ fix  ← triage  ⏭️ not run in run attempt 2 (last ran in run attempt 1: ✗ failure, 1m00s)',
        `    │ superseded: ${why}`,
        '    │ in run attempt 1: FIX ATTEMPT-1 FAILED',
        '└─▶ review  ← triage  ✓ success (1m00s)',
        '    │ nothing to review',
        '',
      ].join('\n'),
    );
    const json = JSON.parse(batonCli(['history', id!, '--json'], cwd).stdout);
    const link = (stage: string) => json.chain.find((l: { stage: string }) => l.stage === stage);
    expect(link('fix')).toMatchObject({
      attempt: 1,
      run_attempt: 1,
      summary: 'FIX ATTEMPT-1 FAILED',
      superseded: { not_run_in_run_attempt: 2, upstream: 'triage', read_run_attempt: 1 },
    });
    expect(link('triage')).toMatchObject({
      attempt: 1,
      run_attempt: 2,
      attempts: 1,
      earlier_run_attempts: [1],
      duration_ms: 60_000,
      summary: 'nothing to fix',
    });
    expect(link('review')).not.toHaveProperty('earlier_run_attempts');
    expect(link('triage').superseded).toBeUndefined();
    expect(link('review').superseded).toBeUndefined();
  });

  it("shows a stage's attempts by run attempt, and says plainly which run attempts a stage has a record in", async () => {
    await rerunOnGitHub(4102);
    const cwd = project();
    expect((await pull(['octo/app', '4102'], cwd)).code).toBe(0);
    const [id] = runsOf(cwd);
    const runDir = join('.baton', 'runs', id!);

    // review ran in run attempt 2 only: that record, not one of run attempt 1.
    expect(batonCli(['show', id!, 'review'], cwd)).toEqual({
      code: 0,
      stdout: [
        'stage review  job review',
        `run ${id}  hop 2  attempts 1 of run attempt 2`,
        '',
        'attempt 1 of run attempt 2: success (completed), agent exit 0 in 1m00s',
        '',
        'summary: nothing to review',
        'rendered from: triage#1 of run attempt 2',
        '',
        `files: ${runDir}/review-run-2/{record.json,prompt.md,handoff.json}`,
        '',
      ].join('\n'),
      stderr: '',
    });
    expect(batonCli(['show', id!, 'review', '--prompt'], cwd)).toMatchObject({
      code: 0,
      stdout: 'Review.\n',
    });

    // fix did not run in run attempt 2: its one record, named, and why it is not what fix did there.
    const fix = batonCli(['show', id!, 'fix'], cwd);
    expect(fix.code).toBe(0);
    expect(fix.stdout).toContain(
      `run ${id}  hop 2  attempts 1 of run attempt 1\n\nattempt 1 of run attempt 1: failure (completed), agent exit 0 in 1m00s\nnot run in run attempt 2: its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)\n`,
    );
    // Its stored file as it is, on stdout; that the re-run did not run it, on stderr.
    const fixHandoff = batonCli(['show', id!, 'fix', '--handoff'], cwd);
    expect(fixHandoff.code).toBe(0);
    expect(JSON.parse(fixHandoff.stdout).summary).toBe('FIX ATTEMPT-1 FAILED');
    expect(fixHandoff.stderr).toBe(
      "baton: note: stage fix did not run in run attempt 2; this is its record of run attempt 1: its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)\n",
    );
    // A stage the re-run ran again has no note, whichever of its records is asked for.
    expect(batonCli(['show', id!, 'triage', '--run-attempt', '1', '--prompt'], cwd).stderr).toBe('');
    expect(batonCli(['show', id!, 'fix', '--run-attempt', '2'], cwd)).toEqual({
      code: 2,
      stdout: '',
      stderr: [
        'baton: --run-attempt: stage fix has no record in run attempt 2; it has records in run attempt 1',
        "  it did not run in run attempt 2: its newest record, attempt 1 of run attempt 1, was rendered from stage triage's record of run attempt 1, and triage ran again in run attempt 2 while fix did not (its job was skipped, or stopped before it recorded)",
        `  its newest record: baton show ${id} fix`,
        '',
      ].join('\n'),
    });

    // triage has a record in each: the newest shown, the other one asked for by its run attempt.
    const triage = batonCli(['show', id!, 'triage'], cwd);
    expect(triage.stdout).toContain(
      `attempts 1 of run attempt 1, 1 of run attempt 2\n\nattempt 1 of run attempt 1: success (completed), agent exit 0 in 42.0s\nattempt 1 of run attempt 2: success (completed), agent exit 0 in 1m00s\n\nsummary: nothing to fix\n`,
    );
    expect(triage.stdout).toContain(`files: ${runDir}/triage-run-2/`);
    expect(
      JSON.parse(batonCli(['show', id!, 'triage', '--attempt', '1', '--handoff'], cwd).stdout).summary,
    ).toBe('nothing to fix');
    expect(
      JSON.parse(batonCli(['show', id!, 'triage', '--run-attempt', '1', '--handoff'], cwd).stdout).summary,
    ).toBe('needs a fix');
    expect(batonCli(['show', id!, 'triage', '--attempt', '2'], cwd)).toMatchObject({
      code: 2,
      stderr:
        'baton: --attempt: stage triage has no attempt 2; attempts: 1 of run attempt 1, 1 of run attempt 2\n',
    });
  });

  it('history --json gives a record that cannot be read its run attempt, as the chain gives each stage its own', async () => {
    await rerunOnGitHub(4103);
    const cwd = project();
    expect((await pull(['octo/app', '4103'], cwd)).code).toBe(0);
    const [id] = runsOf(cwd);
    // triage's attempt 1 in each run attempt: the one of run attempt 1 cut short.
    writeFileSync(join(cwd, '.baton', 'runs', id!, 'triage', 'record.json'), '{"schema":');
    const json = batonCli(['history', id!, '--json'], cwd);
    expect(json.code).toBe(1);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.unreadable).toEqual([
      { stage: 'triage', attempt: 1, run_attempt: 1, reason: expect.stringContaining('record.json') },
    ]);
    expect(parsed.chain.find((l: { stage: string }) => l.stage === 'triage')).toMatchObject({
      attempt: 1,
      run_attempt: 2,
    });
    // And the record of run attempt 2 cut short too: each says its own.
    writeFileSync(join(cwd, '.baton', 'runs', id!, 'triage-run-2', 'record.json'), '{"schema":');
    expect(JSON.parse(batonCli(['history', id!, '--json'], cwd).stdout).unreadable).toEqual([
      { stage: 'triage', attempt: 1, run_attempt: 1, reason: expect.stringContaining('record.json') },
      { stage: 'triage', attempt: 1, run_attempt: 2, reason: expect.stringContaining('record.json') },
    ]);
  });
});
