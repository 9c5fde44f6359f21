import { rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GitHubRecordStore, timeoutFromEnv } from '../../adapters/github/artifact-store.js';
import { pullDownloadPrefix } from '../../adapters/local/abandoned-pulls.js';
import { LocalRunCatalog } from '../../adapters/local/run-catalog.js';
import { artifactNameFor } from '../../core/artifact-name.js';
import { boundedEach } from '../../core/bounded-each.js';
import { formatError, UserError } from '../../core/errors.js';
import { type PullTarget, parsePullTarget } from '../../core/pull-target.js';
import { type PulledFrom, pulledRunSummary } from '../../core/pulled-run.js';
import type { StageRecord } from '../../core/record.js';
import { cleanUpAfterKilledPulls } from '../interrupted-runs.js';
import { invokedAs } from '../invoked-as.js';
import { type CliIO, EXIT } from '../io.js';
import { printJson } from '../stored-output.js';
import { terminalLine } from './run-options.js';

export interface PullOptions {
  repo?: string;
  json?: boolean;
  plain?: boolean;
}

/** The environment variables a token is read from, in this order (never a flag: it would be in shell history). */
const TOKEN_ENV = ['GITHUB_TOKEN', 'GH_TOKEN'] as const;

/**
 * `baton pull <run>`: bring a GitHub run's baton records into the local store, as a run of its own, so
 * `baton runs`, `show`, `history` and `report` read it as they read a run made here.
 *
 * The run's artifacts are listed and downloaded through `@actions/artifact`'s cross-run path (`findBy`), by
 * the same GitHubRecordStore the report action reads records with: only `baton-*` artifacts, each checked
 * against the digest GitHub lists and read strictly (bounded sizes, only the three record files taken out
 * of the zip, in memory). An artifact that is not a record baton can read is skipped and named; a failure
 * to reach GitHub (after the client's own retries) stops the pull. The run is written all at once (see
 * LocalRunCatalog.importRun): a pull stopped part way, by a failure or a signal, leaves no run.
 *
 * A run pulled before, with the same records, is not pulled again: its local id is said. A run re-run on
 * GitHub since (new records) is pulled as a new local run.
 */
export async function pullCommand(io: CliIO, args: string[], options: PullOptions = {}): Promise<number> {
  // As the user set it: the pull sets it for the artifact client below.
  const apiUrlGiven = io.env.GITHUB_API_URL;
  const target = parsePullTarget(args, { repo: options.repo, apiUrl: apiUrlGiven });
  // GitHub failing, said for a person at a terminal: every request of the pull fails through this.
  const failed = (error: unknown) => localAdvice(tokenAdvice(error, target), target, apiUrlGiven);
  const token = TOKEN_ENV.map((name) => io.env[name]?.trim()).find((value) => value);
  if (!token) {
    throw new UserError(
      'token-missing',
      `reading run ${target.runId} of ${repoOf(target)} needs a GitHub token`,
      {
        details: [
          `set GITHUB_TOKEN (or GH_TOKEN) in the environment, e.g. GITHUB_TOKEN=$(gh auth token) baton pull ${target.url}`,
          'it needs read access to the run’s artifacts: a fine-grained token with Actions: read on the repository, or a classic token (repo scope for a private repository)',
        ],
      },
    );
  }
  const catalog = LocalRunCatalog.forProject(io.cwd);
  await cleanUpAfterKilledPulls(io, catalog);
  const progress = progressLines(io, options);
  // The artifact client is configured by the environment, read when it is first loaded (after this).
  process.env.GITHUB_API_URL = target.apiUrl;
  process.env.GITHUB_SERVER_URL = new URL(target.url).origin;

  const download = await mkdtemp(join(tmpdir(), pullDownloadPrefix(process.pid)));
  let runTemp: string | null = null;
  // Stopped by a signal: what the pull wrote so far is removed, as a failure removes it.
  const onSignal = (signal: NodeJS.Signals) => {
    for (const dir of [download, runTemp]) if (dir) rmSync(dir, { recursive: true, force: true });
    progress.end();
    io.stderr(`baton pull: stopped (${signal}); nothing was stored\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, onSignal);
  const quiet = holdToolkitOutput();
  const out: CliIO = { ...io, stdout: (text) => quiet.ours(() => io.stdout(text)) };
  try {
    const github = new GitHubRecordStore({
      tempDir: download,
      findBy: {
        token,
        workflowRunId: target.runId,
        repositoryOwner: target.owner,
        repositoryName: target.repo,
      },
      ...timeoutFromEnv(io.env),
      // Its tries again, said: the client's own retries of a request that fails take up to a minute.
      reporter: {
        info: () => {},
        warning: (message) => progress.say(message),
        error: (message) => progress.say(message),
        group: (_title, body) => body(),
      },
    });
    // The client tries a request that fails again for up to a minute, saying nothing: say what it waits for.
    const waiting = setTimeout(
      () =>
        progress.say(
          `still waiting for ${target.apiUrl} to list the artifacts of run ${target.runId} of ${repoOf(target)} (requests that fail are tried again; Ctrl-C stops)`,
        ),
      WAITING_NOTE_MS,
    );
    const listed = await github
      .list()
      .catch((error: unknown) => {
        throw failed(error);
      })
      .finally(() => clearTimeout(waiting));
    const keys = listed.filter((key) => target.attempt === null || key.runAttempt <= target.attempt);
    if (keys.length === 0) {
      throw new UserError(
        'run-empty',
        `run ${target.runId} of ${repoOf(target)}${target.attempt === null ? '' : ` (attempt ${target.attempt})`} has no baton records (artifacts named baton-*)`,
        {
          details: [
            'its artifacts may have expired (GitHub keeps them for the repository’s retention, 90 days by default), or none of its jobs ran a baton stage',
          ],
        },
      );
    }
    const names = keys.map((key) => artifactNameFor(key.stage, key.attempt, key.runAttempt));
    const already = await pulledBefore(catalog, target, names);
    if (already !== null) {
      if (options.json)
        printJson(out, `${JSON.stringify({ run: already, already: true, source: target.url }, null, 2)}\n`);
      else
        out.stdout(
          `run ${target.runId} of ${repoOf(target)} was pulled already, with the same records, as ${already}\n  ${invokedAs(io.script, io.env, io.cwd)} history ${already}\n  to pull it again, remove it first: rm -r ${catalog.runDir(already)}\n`,
        );
      return EXIT.ok;
    }

    // What a replay of the pulled run needs besides the records: the workflow file, the event, the jobs.
    // Loaded here, once the toolkit's output is held: octokit binds console.warn when it is loaded.
    const { readWorkflowRun } = await import('../../adapters/github/workflow-run.js');
    const workflowRun = await readWorkflowRun({
      token,
      apiUrl: target.apiUrl,
      owner: target.owner,
      repo: target.repo,
      runId: target.runId,
      attempt: target.attempt,
    }).catch((error: unknown) => {
      throw failed(error);
    });

    const taken: Array<{ artifact: string; stage: string; attempt: number; run_attempt: number }> = [];
    const skipped: PulledFrom['skipped'] = [];
    const pulledAt = new Date();
    const id = await catalog.importRun(
      pulledAt,
      async (local) => {
        // Each artifact's outcome at its index: said and kept in the listing's order, whichever ends first.
        const outcomes: Array<
          { record: StageRecord; taken: (typeof taken)[number] } | { skipped: PulledFrom['skipped'][number] }
        > = [];
        await boundedEach(keys, PULL_CONCURRENCY, async (key, index) => {
          const artifact = names[index]!;
          progress.step(index + 1, keys.length, artifact);
          let downloaded: Awaited<ReturnType<GitHubRecordStore['getAttemptFiles']>>;
          try {
            downloaded = await github.getAttemptFiles(key.stage, key.attempt, key.runAttempt);
          } catch (error) {
            // A record that cannot be read is skipped, named; GitHub failing stops the pull, said as the
            // listing's failure is.
            if (!(error instanceof UserError && error.code.startsWith('record-'))) throw failed(error);
            outcomes[index] = { skipped: { artifact, reason: formatError(error).split('\n')[0]! } };
            return;
          }
          if (downloaded === undefined) {
            const reason = `artifact ${artifact} is listed but could not be downloaded (deleted or expired meanwhile)`;
            outcomes[index] = { skipped: { artifact, reason } };
            return;
          }
          // The bytes as GitHub gave them, not as this baton would encode the record (another baton may have
          // written it otherwise): the lineage of the records after it names the sha256 of those bytes.
          try {
            await local.putFiles(downloaded.files, `artifact ${artifact}`);
          } catch (error) {
            // Files that do not match the record's digests are no record baton can read: skipped, named.
            if (!(error instanceof UserError && error.code === 'record-digest-mismatch')) throw error;
            outcomes[index] = { skipped: { artifact, reason: formatError(error).split('\n')[0]! } };
            return;
          }
          outcomes[index] = {
            record: downloaded.stored.record,
            taken: { artifact, stage: key.stage, attempt: key.attempt, run_attempt: key.runAttempt },
          };
        });
        const records: StageRecord[] = [];
        for (const outcome of outcomes) {
          if ('skipped' in outcome) skipped.push(outcome.skipped);
          else {
            records.push(outcome.record);
            taken.push(outcome.taken);
          }
        }
        if (records.length === 0) {
          throw new UserError(
            'run-empty',
            `none of the ${keys.length} baton artifacts of run ${target.runId} of ${repoOf(target)} is a record baton can read; nothing was stored`,
            { details: skipped.map((s) => s.reason) },
          );
        }
        return pulledRunSummary(records, {
          url: target.url,
          repository: repoOf(target),
          run_id: target.runId,
          run_attempt: target.attempt,
          pulled_at: pulledAt.toISOString(),
          skipped,
          workflow_run: workflowRun,
        });
      },
      (dir) => {
        runTemp = dir;
      },
    );
    progress.end();
    if (options.json) {
      printJson(
        out,
        `${JSON.stringify({ run: id, already: false, source: target.url, records: taken, skipped }, null, 2)}\n`,
      );
    } else {
      // What to type next, as the user can paste it (as `baton run` names it): never `npx baton`.
      const cli = invokedAs(io.script, io.env, io.cwd);
      out.stdout(
        `pulled run ${target.runId} of ${repoOf(target)} as ${id}: ${taken.length} ${taken.length === 1 ? 'record' : 'records'}${skipped.length === 0 ? '' : `, ${skipped.length} skipped`}\n  ${cli} history ${id}\n  ${cli} show ${id} <stage> --prompt\n`,
      );
    }
    // Said once, after the progress lines: each reason names its artifact.
    for (const s of skipped) io.stderr(`baton pull: skipped ${terminalLine(s.reason, 400)}\n`);
    return EXIT.ok;
  } finally {
    progress.end();
    quiet.release();
    for (const signal of signals) process.off(signal, onSignal);
    await rm(download, { recursive: true, force: true }).catch(() => {});
  }
}

function repoOf(target: PullTarget): string {
  return `${target.owner}/${target.repo}`;
}

/** The local run pulled from this run with exactly these records (artifact names), or null. */
async function pulledBefore(
  catalog: LocalRunCatalog,
  target: PullTarget,
  names: readonly string[],
): Promise<string | null> {
  for (const id of await catalog.listRuns()) {
    try {
      const summary = await catalog.readSummary(id);
      const from = summary.pulled;
      if (
        from?.repository !== repoOf(target) ||
        from.run_id !== target.runId ||
        from.run_attempt !== target.attempt
      )
        continue;
      const had = new Set([
        ...(await (await catalog.open(id)).list()).map((k) =>
          artifactNameFor(k.stage, k.attempt, k.runAttempt),
        ),
        ...from.skipped.map((s) => s.artifact),
      ]);
      if (had.size === names.length && names.every((name) => had.has(name))) return id;
    } catch {
      // A run that cannot be read is no match.
    }
  }
  return null;
}

/**
 * How many artifacts a pull downloads at once. Each download is two requests (GitHub's redirect, then the
 * zip), so one after another a run of 30 records waits for 60 round trips. A few at once cut that, well short
 * of GitHub's limit on concurrent requests (100) and of memory (each download is held, up to 64 MiB, while it
 * is checked). docs/run.md's `baton pull` section says it.
 */
export const PULL_CONCURRENCY = 4;

/** How long the listing may take before the pull says what it waits for. */
const WAITING_NOTE_MS = 5000;

/**
 * A service failure said with advice for a person at a terminal: the artifact client's errors come with the
 * advice of a step (re-run the job, a self-hosted runner's network), which means nothing here.
 */
export function localAdvice(error: unknown, target: PullTarget, apiUrlSet: string | undefined): unknown {
  if (!(error instanceof UserError) || !['artifact-service-failed', 'github-failed'].includes(error.code))
    return error;
  return new UserError(error.code, error.message, {
    details: [
      apiUrlSet?.trim()
        ? `check your network, and GITHUB_API_URL, which points the pull at ${target.apiUrl}`
        : `check your network: ${target.apiUrl} must be reachable from here`,
      'if it fails again, check GitHub’s status at https://www.githubstatus.com',
    ],
    cause: error.cause,
  });
}

/**
 * A refusal of the token (401, 403, 404), said for a person at a terminal rather than for a workflow's job
 * (the store's own words ask for the job's `permissions:`). The token itself is never in it.
 */
function tokenAdvice(error: unknown, target: PullTarget): unknown {
  if (!(error instanceof UserError) || error.code !== 'run-unreadable') return error;
  const status = (error.cause as { status?: unknown } | undefined)?.status;
  const run = `run ${target.runId} of ${repoOf(target)}`;
  const fix =
    'use a token that may read it: a fine-grained token with Actions: read on the repository, or a classic token with the repo scope for a private repository (GITHUB_TOKEN=$(gh auth token) when gh is logged in)';
  if (status === 401)
    return new UserError(
      'run-unreadable',
      `GitHub refused the token in GITHUB_TOKEN/GH_TOKEN (401 Bad credentials) when listing ${run}`,
      {
        details: ['it has expired, was revoked, or is not a GitHub token', fix],
        cause: error,
      },
    );
  if (status === 403)
    return new UserError('run-unreadable', `the token may not read the artifacts of ${run} (403)`, {
      details: [fix],
      cause: error,
    });
  return new UserError('run-unreadable', `no ${run} found (404): no such run, or the token cannot see it`, {
    details: [`check the run's address: ${target.url}`, fix, `API: ${target.apiUrl}`],
    cause: error,
  });
}

/**
 * Progress on stderr: on a terminal one line drawn over (`pulling 3/12 baton-fix`); otherwise (`--plain`,
 * CI, a pipe) one line per artifact. `--json` keeps stdout for the result.
 */
function progressLines(io: CliIO, options: PullOptions) {
  const live = io.isTTY && !options.plain && io.env.CI !== 'true';
  let drawn = false;
  const clear = () => {
    if (drawn) io.stderr('\r\x1b[K');
    drawn = false;
  };
  return {
    step(n: number, of: number, artifact: string) {
      if (live) {
        clear();
        io.stderr(`pulling ${n}/${of} ${terminalLine(artifact, 60)}`);
        drawn = true;
      } else io.stderr(`baton pull: ${n}/${of} ${artifact}\n`);
    },
    /** A line of its own, whatever is drawn. */
    say(message: string) {
      clear();
      io.stderr(`baton pull: ${terminalLine(message, 400)}\n`);
    },
    end: clear,
  };
}

/**
 * The Actions toolkit logs for a workflow's step log: `@actions/core` writes info lines and workflow
 * commands (`::debug::`) straight to process.stdout, and octokit logs failed requests through the console.
 * At a terminal or in a pipe they are noise (and would break `--json`): held back while the pull runs. The
 * command's own output passes through `ours`.
 */
function holdToolkitOutput(): { ours: (write: () => void) => void; release: () => void } {
  const stdout = process.stdout;
  const write = stdout.write;
  const { warn, error, info, log, debug } = console;
  let passing = false;
  stdout.write = ((...args: Parameters<typeof write>) => {
    if (passing) return Reflect.apply(write, stdout, args);
    const done = args.find((a) => typeof a === 'function') as ((e?: Error | null) => void) | undefined;
    if (done) queueMicrotask(() => done());
    return true;
  }) as typeof write;
  const none = () => {};
  Object.assign(console, { warn: none, error: none, info: none, log: none, debug: none });
  return {
    ours: (fn) => {
      passing = true;
      try {
        fn();
      } finally {
        passing = false;
      }
    },
    release: () => {
      stdout.write = write;
      Object.assign(console, { warn, error, info, log, debug });
    },
  };
}
