import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Artifact, FindOptions } from '@actions/artifact';
import { artifactNameFor, parseArtifactName } from '../../core/artifact-name.js';
import { SystemError, UserError } from '../../core/errors.js';
import { NOT_A_RECORD, RECORD_FILES, TEST_ENV } from '../../core/names.js';
import type { RecordEntry, RecordKey, RecordRef, RecordStore, Reporter } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';
import { decodeRecordFiles, encodeRecordEntry, type RecordFileBytes } from '../../core/record-files.js';
import { compareRecordKeys, describeAttempt, newestOf, recordKeyOf } from '../../core/record-key.js';
import { type ArtifactOperations, artifactOperations } from './artifact-client.js';
import { leaveRunning } from './left-running.js';
import { serviceError } from './service-failure.js';

/**
 * The GitHub record store (DESIGN §4): one artifact per stage attempt, `baton-<stage>` or
 * `baton-<stage>-attempt-<n>`, with `-run-<r>` after the stage id in run attempt r ≥ 2 (a re-run of jobs:
 * see artifact-name.ts), holding record.json, prompt.md, handoff.json and `artifacts/<path>` for the files
 * the handoff lists (the agent log is not uploaded), through the real `@actions/artifact` client. A re-run
 * lists the artifacts of every run attempt of its run; `get` reads the newest record of a stage.
 *
 * Request budget (DESIGN §9), measured against the local results server (test/adapters/github/
 * artifact-store.test.ts, test/e2e/action-split.test.ts):
 * - an upload is CreateArtifact, the blob upload (one block and the block list) and FinalizeArtifact:
 *   4 HTTP requests, 2 of them Twirp;
 * - the run's artifacts are listed once per store and the listing is kept, and each record is downloaded
 *   once; the client's `downloadArtifact` then lists again by id and asks for a signed URL before the blob
 *   GET, so reading N records is 1 + 3N HTTP requests (1 + 2N Twirp, N blob) where DESIGN §9 asks for
 *   1 + 2N. The extra listing is inside the client; the protocol is not hand-written to save it.
 *
 * Each call of the client (a listing, an upload, a download) is given up on when it has not ended within its
 * bound (callBoundMs), and tried again as after a dropped connection: the client sets no timeout of its own.
 */

/** Cross-run reads: the run to read and a token with `actions: read` (the client's `findBy`). */
export type FindBy = NonNullable<FindOptions['findBy']>;

export interface RetryOptions {
  /** Tries in all, the first included. */
  attempts: number;
  /** Wait before the second try; doubled before each try after it. */
  baseDelayMs: number;
}

export interface GitHubRecordStoreOptions {
  /** Where record files are staged for upload and downloads are saved: the runner's temp dir. */
  tempDir: string;
  /** Artifact retention in days, passed to the client (the repository's maximum still applies). */
  retentionDays?: number;
  /** Read another run's records instead of this run's; such a store is read-only. */
  findBy?: FindBy;
  /** Retries of transient failures the client itself does not retry (a dropped connection, no answer). */
  retry?: Partial<RetryOptions>;
  /**
   * Give up on one call of the client after this many milliseconds instead of its own bound (callBoundMs),
   * when that is longer: for tests (TEST_ENV.artifactTimeoutMs, read by `timeoutFromEnv`).
   */
  timeoutMs?: number;
  reporter?: Reporter;
}

/**
 * How long one call of the artifact client (a listing, an upload, a download) may take before baton gives up
 * on it and tries again. The client sets no timeout of its own — its Twirp requests and the blob download
 * wait for an answer as long as the connection stays open — so a service that never answers would hold the
 * step, saying nothing, until the job's timeout (6 hours by default). The comment sink gives up on one
 * request after 30 s; a call here is several requests, each of which the client tries again, and it moves a
 * whole record, so its bound is the sum of:
 *
 * - `answerMs`, 2 minutes, for the service's answers: the client tries a request that fails five times,
 *   waiting about 3, 5, 8 and 12 s between tries (35 s at most in all), and an upload or a download makes two
 *   such requests besides the blob transfer;
 * - the bytes to send or receive at `bytesPerSecond`, 64 KiB/s, half a megabit a second, far below what any
 *   runner GitHub hosts has: the largest record (LIMITS: a prompt of 16 MiB, 10 MiB of the files its handoff
 *   lists, a handoff file of 256 KiB; about 27 MiB with record.json) has 7 minutes more, 9 in all.
 */
export const CALL_BOUND = { answerMs: 120_000, bytesPerSecond: 64 * 1024 } as const;

/** The bound of one call of the client that sends or receives `bytes`, in whole seconds (as ms). */
export function callBoundMs(bytes: number): number {
  return 1000 * Math.ceil(CALL_BOUND.answerMs / 1000 + bytes / CALL_BOUND.bytesPerSecond);
}

/** The `timeoutMs` option a test set through TEST_ENV.artifactTimeoutMs, if any (a whole number above 0). */
export function timeoutFromEnv(env: Readonly<Record<string, string | undefined>>): { timeoutMs?: number } {
  const value = env[TEST_ENV.artifactTimeoutMs]?.trim() ?? '';
  return /^[1-9][0-9]{0,9}$/.test(value) ? { timeoutMs: Number(value) } : {};
}

/** A record's files are small; anything far larger was not written by baton. */
const MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const MAX_FILE_BYTES = 32 * 1024 * 1024;

const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 1000 };

interface Listed extends RecordKey {
  artifact: Artifact;
}

export class GitHubRecordStore implements RecordStore {
  /**
   * Each operation loads its part of the client on first use (artifact-client.ts): a step that never
   * touches artifacts does not pay for loading it, and @actions/github reads GITHUB_API_URL when it is first
   * imported, not when the store is built.
   */
  readonly #client: ArtifactOperations = artifactOperations();
  readonly #options: GitHubRecordStoreOptions;
  readonly #retry: RetryOptions;
  /** The run's baton artifacts by name, listed once. */
  #listing: Promise<Map<string, Listed>> | undefined;
  /** Records read or written by this store, by artifact name. */
  readonly #records = new Map<string, Promise<StoredRecord | undefined>>();

  constructor(options: GitHubRecordStoreOptions) {
    this.#options = options;
    this.#retry = { ...DEFAULT_RETRY, ...options.retry };
    if (
      options.retentionDays !== undefined &&
      !(Number.isInteger(options.retentionDays) && options.retentionDays >= 1)
    ) {
      throw new UserError(
        'input-invalid',
        `retention days must be a whole number of at least 1, got ${options.retentionDays}`,
        {
          where: 'retention-days',
        },
      );
    }
  }

  async put(entry: RecordEntry): Promise<RecordRef> {
    if (this.#options.findBy) {
      throw new UserError(
        'store-read-only',
        `records of run ${this.#options.findBy.workflowRunId} are read-only here`,
      );
    }
    // The same checks and bytes as every store (a bad entry is refused before any request), so lineage
    // digests hold wherever a record is read. The agent log is not uploaded: it can be long, and it is
    // already in the job's log.
    const { record, files } = encodeRecordEntry(entry, sha256);
    files.delete(RECORD_FILES.log);
    const key = recordKeyOf(record);
    const name = artifactNameFor(key.stage, key.attempt, key.runAttempt);
    // Known to exist already (listed, or written by this store): refuse without a request.
    if (this.#records.has(name) || (this.#listing && (await this.#listing).has(name)))
      throw exists(name, key);

    const recordSha256 = sha256(files.get(RECORD_FILES.record)!);
    await mkdir(this.#options.tempDir, { recursive: true });
    const dir = await mkdtemp(join(this.#options.tempDir, 'baton-upload-'));
    let size = 0;
    for (const content of files.values()) size += content.byteLength;
    // A try given up on may be carried out later all the same.
    let gaveUp = false;
    try {
      const paths: string[] = [];
      for (const [file, bytes] of files) {
        const path = join(dir, file);
        // Artifact paths were checked (encodeRecordEntry); their directories are made here, inside dir.
        if (file.includes('/')) await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes, { flag: 'wx' });
        paths.push(path);
      }
      const uploaded = await this.#withRetry(`upload ${name}`, async (tryNumber) => {
        try {
          return await this.#bounded(
            () =>
              this.#client.uploadArtifact(name, paths, dir, {
                ...(this.#options.retentionDays === undefined
                  ? {}
                  : { retentionDays: this.#options.retentionDays }),
              }),
            size,
          );
        } catch (error) {
          if (error instanceof NoAnswerError) gaveUp = true;
          if (!/already exists|\(409\)/i.test(messageOf(error))) throw error;
          // A conflict on the first try means another job wrote this attempt. After a try whose answer was
          // lost it may be that try's upload, carried out: it is, when the record stored is this record.
          const own = tryNumber > 1 ? await this.#ownUpload(name, recordSha256) : undefined;
          if (own) return own;
          throw exists(name, key, tryNumber > 1);
        }
      }).catch((error: unknown) => {
        throw serviceFailed(
          error,
          `could not store the record of attempt ${key.attempt} as artifact ${name}`,
          {
            where: `stage ${key.stage}`,
            details: gaveUp
              ? [
                  `the service may yet carry out a try it did not answer: artifact ${name} would then hold this record, whole`,
                ]
              : [],
          },
        );
      });
      if (uploaded.id === undefined) throw new SystemError(`upload of ${name} returned no artifact id`);
      const stored = storedFrom(files, recordSha256, `artifact ${name}`);
      this.#records.set(name, Promise.resolve(stored));
      if (this.#listing) {
        const listing = await this.#listing;
        listing.set(name, {
          ...key,
          artifact: {
            name,
            id: uploaded.id,
            size: uploaded.size ?? 0,
            ...(uploaded.digest ? { digest: `sha256:${uploaded.digest}` } : {}),
          },
        });
      }
      return { ...key, recordSha256, id: String(uploaded.id) };
    } finally {
      // A try given up on reads these files when its request is answered at last, and the zip writer only
      // warns of a file that is gone: it would upload a record without it. They are left to the runner,
      // which empties its temp dir after the job.
      if (!gaveUp) await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * The artifact `name` as an upload's answer, when the record it holds is the one whose record.json has
   * the digest `recordSha256` (this store's own upload, whose answer was lost); undefined when it is not, or
   * cannot be read to tell. The run is listed afresh.
   */
  async #ownUpload(
    name: string,
    recordSha256: string,
  ): Promise<{ id: number; size: number; digest?: string } | undefined> {
    this.#listing = undefined;
    const found = await this.#download(name).catch(() => undefined);
    if (found?.stored.recordSha256 !== recordSha256) return undefined;
    const listed = (await this.#list()).get(name);
    if (!listed) return undefined;
    const { id, size, digest } = listed.artifact;
    return { id, size, ...(digest ? { digest: digest.replace(/^sha256:/, '') } : {}) };
  }

  async get(stage: string): Promise<StoredRecord | undefined> {
    const newest = newestOf([...(await this.#list()).values()].filter((l) => l.stage === stage));
    return newest && this.getAttempt(stage, newest.attempt, newest.runAttempt);
  }

  async getAttempt(stage: string, attempt: number, runAttempt = 1): Promise<StoredRecord | undefined> {
    const name = artifactNameFor(stage, attempt, runAttempt);
    let record = this.#records.get(name);
    if (!record) {
      record = this.#download(name).then((found) => found?.stored);
      this.#records.set(name, record);
      // Only records are kept: a later call may succeed after a failure, and `put` may still write a
      // stage that is missing now.
      record.then(
        (found) => found === undefined && this.#records.delete(name),
        () => this.#records.delete(name),
      );
    }
    return record;
  }

  async list(): Promise<RecordKey[]> {
    return [...(await this.#list()).values()]
      .map(({ stage, attempt, runAttempt }) => ({ stage, attempt, runAttempt }))
      .sort(compareRecordKeys);
  }

  #list(): Promise<Map<string, Listed>> {
    if (!this.#listing) {
      const listing = this.#withRetry('list artifacts', async () => {
        const { artifacts } = await this.#bounded(
          () => this.#client.listArtifacts(this.#findOptions()),
          0,
        ).catch((error: unknown) => {
          throw (this.#options.findBy && crossRunError(error, this.#options.findBy)) || error;
        });
        const byName = new Map<string, Listed>();
        for (const artifact of artifacts) {
          const parsed = parseArtifactName(artifact.name);
          if (!parsed) continue;
          // baton never writes a name twice (a re-run writes names of its own), but the client's docs allow
          // two artifacts of one name in a run (old uploaders, re-runs): the newest (highest id) is the one.
          const seen = byName.get(artifact.name);
          if (!seen || seen.artifact.id < artifact.id) byName.set(artifact.name, { ...parsed, artifact });
        }
        return byName;
      }).catch((error: unknown) => {
        throw serviceFailed(error, `could not list the artifacts of ${this.#runName()} to read its records`);
      });
      this.#listing = listing;
      listing.catch(() => {
        if (this.#listing === listing) this.#listing = undefined;
      });
    }
    return this.#listing;
  }

  /**
   * A stage attempt's record, as `getAttempt` reads it, with the bytes of its files as they came (`baton
   * pull` stores them as they are: a record another baton wrote may be encoded otherwise, and the lineage of
   * the stages after it names the sha256 of its bytes). Downloaded on every call, never kept.
   */
  async getAttemptFiles(
    stage: string,
    attempt: number,
    runAttempt = 1,
  ): Promise<{ stored: StoredRecord; files: RecordFileBytes } | undefined> {
    return this.#download(artifactNameFor(stage, attempt, runAttempt));
  }

  async #download(name: string): Promise<{ stored: StoredRecord; files: RecordFileBytes } | undefined> {
    const listed = (await this.#list()).get(name);
    if (!listed) return undefined;
    const { artifact } = listed;
    if (artifact.size > MAX_ARTIFACT_BYTES) {
      throw new UserError(
        'record-invalid',
        `artifact ${name} is ${artifact.size} bytes, more than a baton record can be`,
      );
    }
    if (!artifact.digest) {
      throw new UserError(
        'record-digest-missing',
        `artifact ${name} has no digest to check the download against`,
        {
          details: ['it was not uploaded by a current artifact client; re-run the job that produced it'],
        },
      );
    }
    await mkdir(this.#options.tempDir, { recursive: true });
    const dir = await mkdtemp(join(this.#options.tempDir, 'baton-download-'));
    try {
      let result: { path: string; digestMismatch?: boolean } | undefined;
      try {
        result = await this.#withRetry(`download ${name}`, async (tryNumber) => {
          // A directory per try: a try given up on may still write its download, and must not write into
          // the one a later try reads.
          const path = join(dir, String(tryNumber));
          const downloaded = await this.#bounded(
            () =>
              this.#client.downloadArtifact(artifact.id, {
                path,
                expectedHash: artifact.digest,
                // The zip is read here (recordFiles), not unpacked by the client: the client's unzip-stream
                // calls `new Buffer()`, which prints Node's DEP0005 warning in every step that downloads a
                // record (actions/toolkit#2003; unzip-stream 0.3.4, the latest, still does). The digest is
                // checked all the same.
                skipDecompress: true,
                ...this.#findOptions(),
              }),
            artifact.size,
          );
          return { ...downloaded, path };
        });
      } catch (error) {
        // Deleted or expired between the listing and the download: the stage is missing, not a crash.
        if (isNotFound(error)) {
          this.#options.reporter?.warning(
            `artifact ${name} is listed but could not be found: ${messageOf(error)}`,
          );
          return undefined;
        }
        throw serviceFailed(error, `could not download artifact ${name} of ${this.#runName()}`);
      }
      if (result.digestMismatch) {
        throw new UserError(
          'record-digest-mismatch',
          `artifact ${name}: the download does not match the digest recorded at upload (${artifact.digest})`,
          {
            details: [
              'the artifact was changed after it was uploaded, or the download was corrupted; nothing from it was used',
            ],
          },
        );
      }
      const files = await recordFiles(result.path, name);
      const recordBytes = files.get(RECORD_FILES.record);
      // Not a broken record but none at all: another step's artifact under a name of baton's.
      if (!recordBytes) throw new UserError(NOT_A_RECORD, `artifact ${name} has no ${RECORD_FILES.record}`);
      const promptBytes = files.get(RECORD_FILES.prompt);
      if (!promptBytes)
        throw new UserError('record-invalid', `artifact ${name} has no ${RECORD_FILES.prompt}`);
      const stored = storedFrom(files, sha256(recordBytes), `artifact ${name}`);
      const held = recordKeyOf(stored.record);
      if (compareRecordKeys(held, listed) !== 0) {
        throw new UserError(
          'record-invalid',
          `artifact ${name} holds the record of ${describeAttempt(held)}, not ${describeAttempt(listed)}`,
        );
      }
      return {
        stored,
        files: {
          record: recordBytes,
          prompt: promptBytes,
          handoff: files.get(RECORD_FILES.handoff) ?? null,
        },
      };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** This run, or the other run a read-only store reads, as errors name it. */
  #runName(): string {
    const findBy = this.#options.findBy;
    return findBy
      ? `run ${findBy.workflowRunId} of ${findBy.repositoryOwner}/${findBy.repositoryName}`
      : 'this run';
  }

  #findOptions(): FindOptions {
    return this.#options.findBy ? { findBy: this.#options.findBy } : {};
  }

  /**
   * One call of the client, given up on (NoAnswerError) when it has not ended within its bound: callBoundMs of
   * the `bytes` it sends or receives, or the `timeoutMs` option when that is shorter. The client cannot stop
   * it, so it goes on unheard (left-running.ts).
   */
  async #bounded<T>(call: () => Promise<T>, bytes: number): Promise<T> {
    const boundMs = Math.min(callBoundMs(bytes), this.#options.timeoutMs ?? Number.POSITIVE_INFINITY);
    const running = call();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NoAnswerError(boundMs)), boundMs);
    });
    try {
      return await Promise.race([running, late]);
    } catch (error) {
      if (error instanceof NoAnswerError) leaveRunning(running);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async #withRetry<T>(what: string, operation: (tryNumber: number) => Promise<T>): Promise<T> {
    for (let tryNumber = 1; ; tryNumber++) {
      try {
        return await operation(tryNumber);
      } catch (error) {
        if (error instanceof NoAnswerError && tryNumber >= this.#retry.attempts)
          throw new NoAnswerError(error.boundMs, tryNumber);
        if (tryNumber >= this.#retry.attempts || !isTransient(error)) throw error;
        const delay = this.#retry.baseDelayMs * 2 ** (tryNumber - 1);
        this.#options.reporter?.warning(
          `${what} failed (${firstLine(messageOf(error))}); trying again in ${delay} ms (${tryNumber + 1} of ${this.#retry.attempts})`,
        );
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}

/** Parse stored files back; anything that is not what baton writes is refused, naming the artifact. */
function storedFrom(files: Map<string, Uint8Array>, recordSha256: string, where: string): StoredRecord {
  const text = (file: string) => {
    const bytes = files.get(file);
    return bytes === undefined ? null : Buffer.from(bytes).toString('utf8');
  };
  const { record, handoff } = decodeRecordFiles(
    { record: text(RECORD_FILES.record) ?? '', handoff: text(RECORD_FILES.handoff) },
    where,
    'github',
  );
  return { record, prompt: text(RECORD_FILES.prompt) ?? '', handoff, recordSha256 };
}

/**
 * The record files of a downloaded artifact: the zip the client saved in `dir` (its only file), read in
 * memory, and of it only record.json, prompt.md and handoff.json (the files the handoff lists stay packed).
 * An entry larger than a record file can be, one given twice, or a download that is no zip is refused.
 */
async function recordFiles(dir: string, artifact: string): Promise<Map<string, Uint8Array>> {
  const invalid = (why: string) => new UserError('record-invalid', `artifact ${artifact}: ${why}`);
  const [file, ...more] = await readdir(dir);
  if (file === undefined || more.length > 0) throw invalid('the download is not one zip file');
  const stats = await lstat(join(dir, file));
  if (!stats.isFile()) throw invalid('the download is not a regular file');
  if (stats.size > MAX_ARTIFACT_BYTES) throw invalid('the download is too large');
  const wanted = new Set<string>([RECORD_FILES.record, RECORD_FILES.prompt, RECORD_FILES.handoff]);
  const seen = new Set<string>();
  // Loaded by the steps that read records only.
  const { unzipSync } = await import('fflate');
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(await readFile(join(dir, file)), {
      filter: (entry) => {
        if (!wanted.has(entry.name)) return false;
        if (seen.has(entry.name)) throw invalid(`${entry.name} is in it twice`);
        seen.add(entry.name);
        if (Math.max(entry.size, entry.originalSize) > MAX_FILE_BYTES)
          throw invalid(`${entry.name} is too large`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw invalid(`the download is not a zip archive baton can read (${messageOf(error)})`);
  }
  return new Map(Object.entries(entries));
}

function exists(name: string, key: RecordKey, afterRetry = false): UserError {
  return new UserError(
    'record-exists',
    `${describeAttempt(key)} already has a record (artifact ${name}); records are immutable`,
    {
      where: `stage ${key.stage}`,
      details: afterRetry
        ? [
            'an earlier try of this upload may have been carried out without its answer reaching baton (a dropped connection, or no answer in time)',
          ]
        : ['give each stage in the run its own stage id, or record a new attempt'],
    },
  );
}

/**
 * A request to the artifact service that failed after the client's own retries (and baton's, for dropped
 * connections), said by serviceError; baton's own refusals (a record that exists, a run the token cannot
 * read) pass through as they are.
 */
function serviceFailed(
  error: unknown,
  doing: string,
  options: { where?: string; details?: readonly string[] } = {},
): unknown {
  return serviceError('artifact-service-failed', doing, error, options);
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? '';
}

/**
 * A call of the client given up on: no answer within `boundMs`, said with the number of tries once baton stops
 * trying. The service's words for it, not the client's (which never said anything).
 */
class NoAnswerError extends Error {
  // Written out: the bundles are minified.
  override name = 'NoAnswerError';
  readonly boundMs: number;
  constructor(boundMs: number, tries = 1) {
    super(
      `the artifact service gave no answer within ${secondsOf(boundMs)}${tries > 1 ? ` (${tries} tries)` : ''}`,
    );
    this.boundMs = boundMs;
  }
}

function secondsOf(ms: number): string {
  return `${ms % 1000 === 0 ? ms / 1000 : (ms / 1000).toFixed(1)} s`;
}

/**
 * Failures worth another try: the connection dropped or was refused, or no answer came in time. The client
 * already retries 5xx.
 */
function isTransient(error: unknown): boolean {
  if (error instanceof UserError) return false;
  if (error instanceof NoAnswerError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && error.name === 'NetworkError') return true;
  if (typeof code === 'string' && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN)$/.test(code))
    return true;
  return /ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|socket hang up/.test(messageOf(error));
}

/**
 * Another run's artifacts that the token may not list: a clear error naming the run and the permission,
 * never an empty run (which would silently restart a chain's count). GitHub answers 404 for a run the token
 * cannot see as well as for one that does not exist.
 */
function crossRunError(error: unknown, findBy: FindBy): UserError | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  if (status !== 401 && status !== 403 && status !== 404) return undefined;
  const run = `run ${findBy.workflowRunId} of ${findBy.repositoryOwner}/${findBy.repositoryName}`;
  const why =
    status === 404
      ? 'no such run, or the token cannot see it'
      : status === 401
        ? 'the token was rejected'
        : 'the token may not list its artifacts';
  return new UserError(
    'run-unreadable',
    `cannot read the records of ${run} (${status}: ${firstLine(messageOf(error))}): ${why}. Reading another run’s records needs a token with \`actions: read\`: give the job \`permissions: actions: read\` or pass a github-token that has it`,
    {
      where: 'github-token',
      cause: error,
      details:
        status === 404
          ? [
              `check that ${findBy.workflowRunId} is a run id of ${findBy.repositoryOwner}/${findBy.repositoryName}`,
            ]
          : [],
    },
  );
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ArtifactNotFoundError' || /\(404\)|not found/i.test(error.message))
  );
}
