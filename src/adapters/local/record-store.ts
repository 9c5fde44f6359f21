import { createHash } from 'node:crypto';
import { lstatSync } from 'node:fs';
import { cp, lstat, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { artifactNameFor, parseArtifactName } from '../../core/artifact-name.js';
import { SystemError, UserError } from '../../core/errors.js';
import { ARTIFACT_PREFIX, LOCAL_STORE_TEMP_PREFIX, RECORD_FILES } from '../../core/names.js';
import type { RecordEntry, RecordKey, RecordRef, RecordStore } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';
import { decodeRecordFiles, encodeRecordEntry, type RecordFileBytes } from '../../core/record-files.js';
import { compareAttempts, compareRecordKeys, describeAttempt, recordKeyOf } from '../../core/record-key.js';
import { mkdtempMakingParentAsync } from './atomic-write.js';
import { readRegularFile as readFileNoFollow } from './read-regular-file.js';
import { isRefused, refusedError } from './store-access.js';
import { couldNotWrite } from './write-failure.js';

/**
 * The local record store of one run (DESIGN §4): `.baton/runs/<run-id>/<stage>/` for a stage's first
 * attempt and `<stage>-attempt-<n>/` for later ones (the GitHub artifact names without `baton-`; a record
 * of run attempt r ≥ 2, which `baton run` does not write, would be `<stage>-run-<r>…/`), each
 * holding record.json, prompt.md, handoff.json (`null` without a handoff), agent.log when there is one,
 * and `artifacts/<path>` for each file the handoff listed that the engine kept.
 *
 * A stage attempt appears all at once or not at all: its files are written in a hidden directory of the
 * run (`.tmp-…`), which is then renamed into place. A crash of baton leaves at most such a hidden
 * directory, which no reader lists. Records are immutable: an attempt that exists is never replaced.
 *
 * Nothing is fsynced. The rename alone gives the all-or-nothing visibility DESIGN §4 asks for; an fsync
 * would add durability across a power loss, which the store does not promise, at the cost of a disk flush
 * per file (5–6 per attempt, most of `baton run`'s overhead per stage on an ordinary disk). Should a power
 * loss leave a renamed attempt with empty or partial files, reading it fails loudly — record.json must
 * parse and prompt.md and handoff.json must match its digests — so such a record is never used.
 *
 * With `writeBehind` (what `baton run` uses), `put` resolves as soon as the attempt is encoded, checked
 * and claimed, and its files are written in the background while the run goes on: creating a directory and
 * four files is most of a trivial stage's cost on a slow disk, and nothing in the run waits on it (the
 * records the next stages read are served from memory, see CachedRecordStore). Attempts are written one
 * at a time, in put order, each file after the other (a few descriptors at most, however many artifacts),
 * and each still appears all at once. Reads wait for the writes put before them; `settled` and `flush`
 * wait for all of them. A background write that fails leaves nothing behind and stops the queue: no later
 * attempt is renamed into place; `flush` throws the failure, naming the attempt, its job and the cause (and
 * the attempts put after it), and every later `put` throws, naming its own attempt and that one. `unstored`
 * lists them all, for the run to say which of its stages were never stored. `close` refuses every later
 * `put` (the run has ended).
 *
 * The store writes what it is given: redacting the prompt, the handoff and the log is the caller's job.
 */
export interface LocalRecordStoreOptions {
  /** `put` resolves before the files are written; they are written in the background (see above). */
  writeBehind?: boolean;
  /**
   * With `writeBehind`, attempts put and not yet written, at most (default 32): a disk slower than the
   * stages holds no more than these in memory, and a put waits for the oldest to be written.
   */
  maxPendingWrites?: number;
  /**
   * With `writeBehind`: called for each attempt `put` resolved for that is then not stored after all, as
   * its write fails or after it, when that is known (the run says so then, of the attempt's job).
   */
  onUnstored?: (attempt: UnstoredAttempt) => void;
}

/** A stage attempt a writing-behind store took and never stored, and the job that recorded it. */
export interface UnstoredAttempt extends RecordKey {
  job: string;
  /** Why its write failed (the system's error); absent for an attempt after that one, never written. */
  cause?: unknown;
}

/** At most this many attempts are named in one message; the rest are counted. */
const NAMED_ATTEMPTS = 8;

export class LocalRecordStore implements RecordStore {
  readonly runDir: string;
  readonly #writeBehind: boolean;
  readonly #onUnstored: ((attempt: UnstoredAttempt) => void) | undefined;
  readonly #maxPending: number;
  /** Attempts put and not yet written, by directory name, in put order: each settles when written (or not). */
  readonly #pending = new Map<string, Promise<void>>();
  /** The end of the write queue. */
  #queue: Promise<void> = Promise.resolve();
  /** Puts waiting for room in the queue. */
  #waiting = 0;
  /** The first background write that failed: thrown by `flush`. */
  #failed: UserError | undefined;
  /** The attempts put and not stored: the one whose write failed, then every one after it. */
  readonly #unstored: UnstoredAttempt[] = [];
  #closed = false;

  constructor(runDir: string, options: LocalRecordStoreOptions = {}) {
    this.runDir = resolve(runDir);
    this.#writeBehind = options.writeBehind ?? false;
    this.#onUnstored = options.onUnstored;
    this.#maxPending = Math.max(1, options.maxPendingWrites ?? 32);
  }

  /** The directory of one stage attempt (whether or not it exists). Throws a UserError for an invalid stage id. */
  attemptDir(stage: string, attempt: number, runAttempt = 1): string {
    return join(this.runDir, attemptDirName(stage, attempt, runAttempt));
  }

  async put(entry: RecordEntry): Promise<RecordRef> {
    const { record, files } = encodeRecordEntry(entry, sha256);
    const key = recordKeyOf(record);
    const ref: RecordRef = {
      ...key,
      recordSha256: sha256(files.get(RECORD_FILES.record)!),
      id: this.attemptDir(key.stage, key.attempt, key.runAttempt),
    };
    const write = (temp: string) => writeFiles(temp, files);
    if (!this.#writeBehind) {
      await this.#writeAttempt(key, write);
      return ref;
    }
    this.#waiting++;
    try {
      while (this.#pending.size >= this.#maxPending) await this.#pending.values().next().value;
    } finally {
      this.#waiting--;
    }
    if (this.#closed)
      throw new SystemError(
        `the run in ${this.runDir} has ended: stage ${record.stage} came too late to be stored`,
      );
    const job = record.job;
    // A put after a write that failed is refused as its own attempt: the step that put it says that its
    // record was not stored, and why, not the other attempt's failure as if it were its own.
    if (this.#failed) {
      this.#unstored.push({ ...key, job });
      throw notStoredAfter(key, job, ref.id, this.#unstored[0]!);
    }
    const name = attemptDirName(key.stage, key.attempt, key.runAttempt);
    // Claimed now, as a put that waits would find it: a second put of the attempt fails at once.
    if (this.#pending.has(name) || existsNoFollowSync(ref.id)) throw recordExists(key, ref.id);
    const written = this.#queue.then(async () => {
      // After a failure nothing more is stored: a record whose upstream is lost would point at nothing.
      if (this.#failed === undefined) {
        try {
          await this.#writeAttempt(key, write);
        } catch (error) {
          this.#unstore({ ...key, job, cause: error });
          this.#failed = new UserError(
            'record-write-failed',
            couldNotWrite(`the record of ${describeAttempt(key)} (job ${job})`, error),
            {
              where: ref.id,
              details: ['nothing of it was kept, and no later record of this run is stored'],
              cause: error,
            },
          );
        }
      } else this.#unstore({ ...key, job });
      this.#pending.delete(name);
    });
    this.#pending.set(name, written);
    this.#queue = written;
    return ref;
  }

  /**
   * Store a record read elsewhere as its files' bytes, as they are (`baton pull`): another baton may have
   * encoded record.json otherwise than `put` would (compact, its fields in another order), and the lineage of
   * the stages after it names the sha256 of those bytes. They are read first as `getAttempt` will read them
   * back (a baton record, prompt.md and handoff.json matching its digests); one that is not is refused with
   * the UserError `getAttempt` would give, naming `where` (the artifact it came from), and nothing is stored.
   * Written before it resolves, after the writes put before it.
   */
  async putFiles(files: RecordFileBytes, where: string): Promise<RecordRef> {
    const { record, handoff } = decodeRecordFiles(
      { record: decode(files.record), handoff: files.handoff === null ? null : decode(files.handoff) },
      where,
      'local',
    );
    checkDigest(RECORD_FILES.prompt, record.digests.prompt, sha256(files.prompt), where);
    checkDigest(
      RECORD_FILES.handoff,
      record.digests.handoff,
      handoff === null ? null : sha256(files.handoff ?? new Uint8Array()),
      where,
    );
    const key = recordKeyOf(record);
    const stored = new Map<string, Uint8Array>([
      [RECORD_FILES.record, files.record],
      [RECORD_FILES.prompt, files.prompt],
      ...(files.handoff === null ? [] : [[RECORD_FILES.handoff, files.handoff] as const]),
    ]);
    await this.#queue;
    await this.#writeAttempt(key, (temp) => writeFiles(temp, stored));
    return {
      ...key,
      recordSha256: sha256(files.record),
      id: this.attemptDir(key.stage, key.attempt, key.runAttempt),
    };
  }

  /** An attempt `put` resolved for, not stored after all: kept, and said. */
  #unstore(attempt: UnstoredAttempt): void {
    this.#unstored.push(attempt);
    this.#onUnstored?.(attempt);
  }

  /** Once every write put so far has ended, however it did (never throws). */
  async settled(): Promise<void> {
    do await this.#queue;
    while (this.#pending.size > 0 || this.#waiting > 0);
  }

  /**
   * Wait for every write `put` left in the background; throws the first that failed, naming the attempts put
   * after it, which were not stored either.
   */
  async flush(): Promise<void> {
    await this.settled();
    if (!this.#failed) return;
    const after = this.#unstored.slice(1);
    if (after.length === 0) throw this.#failed;
    throw new UserError(this.#failed.code, this.#failed.message, {
      ...(this.#failed.where === undefined ? {} : { where: this.#failed.where }),
      details: [
        ...this.#failed.details,
        `not stored after it either: ${namedAttempts(after.map((each) => `${describeAttempt(each)} (job ${each.job})`))}`,
      ],
      cause: this.#failed.cause,
    });
  }

  /**
   * Every attempt `put` took and did not store, in the order they came (read once the writes have settled):
   * the first is the one whose write failed (`cause`, the system's error); none after it was written.
   */
  unstored(): readonly UnstoredAttempt[] {
    return this.#unstored;
  }

  /** The background write that failed, if one did (what `flush` throws). */
  get writeFailure(): UserError | undefined {
    return this.#failed;
  }

  /** Refuse every later `put`: the run has ended, and nothing would wait for its write. */
  close(): void {
    this.#closed = true;
  }

  /**
   * Copy a stage attempt of another run into this one, whole (`baton replay`): checked first as
   * `getAttempt` checks it, then its files and directories — agent.log and kept artifacts included; no
   * link, FIFO or socket someone left there — copied and renamed into place as `put` does. False when
   * `from` has no such attempt.
   */
  async copyAttempt(
    from: LocalRecordStore,
    stage: string,
    attempt: number,
    runAttempt = 1,
  ): Promise<boolean> {
    if ((await from.getAttempt(stage, attempt, runAttempt)) === undefined) return false;
    const source = from.attemptDir(stage, attempt, runAttempt);
    await this.#writeAttempt({ stage, attempt, runAttempt }, (temp) =>
      cp(source, temp, {
        recursive: true,
        force: false,
        // Only what baton writes there: files and the artifacts/ directories (no link, FIFO or socket).
        filter: async (path) => {
          const stats = await lstat(path);
          return stats.isFile() || stats.isDirectory();
        },
      }),
    );
    return true;
  }

  /** Fill a hidden directory with `write`, then rename it to the attempt's name: all of it appears, or none. */
  async #writeAttempt(key: RecordKey, write: (temp: string) => Promise<unknown>): Promise<void> {
    const name = attemptDirName(key.stage, key.attempt, key.runAttempt);
    const dir = join(this.runDir, name);
    if (existsNoFollowSync(dir)) throw recordExists(key, dir);
    // The run directory is made by the first write only.
    const temp = await mkdtempMakingParentAsync(join(this.runDir, `${LOCAL_STORE_TEMP_PREFIX}${name}-`));
    try {
      await write(temp);
      try {
        await rename(temp, dir);
      } catch (error) {
        // Another writer put the same attempt between the check above and now.
        if (isCode(error, 'EEXIST', 'ENOTEMPTY', 'ENOTDIR', 'EISDIR')) throw recordExists(key, dir);
        throw error;
      }
    } catch (error) {
      // The failure is what matters: a temp directory left behind is hidden, and no reader lists it.
      await rm(temp, { recursive: true, force: true }).catch(() => {});
      throw error;
    }
  }

  async get(stage: string): Promise<StoredRecord | undefined> {
    // The writes put before this read, not those after it.
    await this.#queue;
    // Only this stage's directories are looked into: a stage reads all its upstream stages, so checking
    // every directory of the run for each would cost stages² file checks per stage in a long chain.
    const keys = (await this.#attemptDirs())
      .map((name) => parseArtifactName(`${ARTIFACT_PREFIX}${name}`))
      .filter((parsed): parsed is RecordKey => parsed?.stage === stage)
      .sort((a, b) => compareAttempts(b, a));
    for (const key of keys) {
      const dir = this.attemptDir(stage, key.attempt, key.runAttempt);
      // One that may not be looked into is read, and says why it cannot be: never passed over for an older one.
      if (await mayHoldRecord(join(dir, RECORD_FILES.record))) {
        return this.getAttempt(stage, key.attempt, key.runAttempt);
      }
    }
    return undefined;
  }

  async getAttempt(stage: string, attempt: number, runAttempt = 1): Promise<StoredRecord | undefined> {
    // The writes put before this read, not those after it.
    await this.#queue;
    const wanted: RecordKey = { stage, attempt, runAttempt };
    const dir = this.attemptDir(stage, attempt, runAttempt);
    let stats: Awaited<ReturnType<typeof lstat>>;
    try {
      stats = await lstat(dir);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return undefined;
      if (isRefused(error)) throw notRead('record-unreadable', dir, dir, this.runDir, error);
      throw error;
    }
    if (!stats.isDirectory()) throw new UserError('record-invalid', 'is not a directory', { where: dir });

    const read = (file: string) => readRegularFile(join(dir, file), dir, this.runDir);
    const recordBytes = await read(RECORD_FILES.record);
    if (!recordBytes) throw new UserError('record-invalid', `has no ${RECORD_FILES.record}`, { where: dir });
    const promptBytes = await read(RECORD_FILES.prompt);
    if (!promptBytes) throw new UserError('record-invalid', `has no ${RECORD_FILES.prompt}`, { where: dir });
    // A record copied from a GitHub artifact has no handoff.json when it has no handoff.
    const handoffBytes = await read(RECORD_FILES.handoff);

    const { record, handoff } = decodeRecordFiles(
      { record: decode(recordBytes), handoff: handoffBytes ? decode(handoffBytes) : null },
      dir,
      'local',
    );
    const held = recordKeyOf(record);
    if (compareRecordKeys(held, wanted) !== 0) {
      throw new UserError(
        'record-invalid',
        `holds the record of ${describeAttempt(held)}, not ${describeAttempt(wanted)}`,
        { where: dir },
      );
    }
    checkDigest(RECORD_FILES.prompt, record.digests.prompt, sha256(promptBytes), dir);
    checkDigest(
      RECORD_FILES.handoff,
      record.digests.handoff,
      handoff === null ? null : sha256(handoffBytes ?? new Uint8Array()),
      dir,
    );
    return { record, prompt: decode(promptBytes), handoff, recordSha256: sha256(recordBytes) };
  }

  async list(): Promise<RecordKey[]> {
    // The writes put before this read, not those after it.
    await this.#queue;
    const found: RecordKey[] = [];
    for (const name of await this.#attemptDirs()) {
      const parsed = parseArtifactName(`${ARTIFACT_PREFIX}${name}`);
      if (!parsed) continue;
      // Only a directory holding a record is one: the run directory may hold others (a job's workspace). One
      // that may not be looked into is listed: reading it says why it cannot be read, and what to do.
      if (!(await mayHoldRecord(join(this.runDir, name, RECORD_FILES.record)))) continue;
      found.push(parsed);
    }
    return found.sort(compareRecordKeys);
  }

  /** Names of the run directory's visible subdirectories; none when the run has no directory yet. */
  async #attemptDirs(): Promise<string[]> {
    let entries: Awaited<ReturnType<typeof readdirTyped>>;
    try {
      entries = await readdirTyped(this.runDir);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      if (isRefused(error)) throw notRead('run-unreadable', this.runDir, this.runDir, this.runDir, error);
      throw error;
    }
    // Hidden directories are attempts still being written (or left by a crash); files are run files.
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name);
  }
}

/** Write an attempt's files into `temp`, a directory of its own, one after the other (one descriptor). */
async function writeFiles(temp: string, files: Map<string, Uint8Array>): Promise<void> {
  for (const [file, bytes] of files) {
    // Artifact paths were checked (encodeRecordEntry); the directories are new, made here, inside temp.
    if (file.includes('/')) await mkdir(dirname(join(temp, file)), { recursive: true });
    // `wx`: never write through a file (or link) someone else put at this name.
    await writeFile(join(temp, file), bytes, { flag: 'wx' });
  }
}

/**
 * Whether `name` is a stage attempt's directory being built in a run's directory (see #writeAttempt):
 * `.tmp-<attempt's name>-XXXXXX` (LOCAL_STORE_TEMP_PREFIX, mkdtemp's six characters).
 */
export function isStoreTemp(name: string): boolean {
  return (
    name.startsWith(LOCAL_STORE_TEMP_PREFIX) &&
    /^.+-[A-Za-z0-9]{6}$/.test(name.slice(LOCAL_STORE_TEMP_PREFIX.length))
  );
}

/** `<stage>` for attempt 1, `<stage>-attempt-<n>` after: the artifact name without its prefix. */
export function attemptDirName(stage: string, attempt: number, runAttempt = 1): string {
  return artifactNameFor(stage, attempt, runAttempt).slice(ARTIFACT_PREFIX.length);
}

/** A record's files are small; anything far larger was not written by baton. */
const MAX_FILE_BYTES = 32 * 1024 * 1024;

// ignoreBOM: a prompt that starts with U+FEFF must come back as it was stored.
const utf8Decoder = new TextDecoder('utf-8', { ignoreBOM: true });

function decode(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

function checkDigest(file: string, recorded: string | null, actual: string | null, dir: string): void {
  if (recorded === actual) return;
  throw new UserError(
    'record-digest-mismatch',
    `${file} does not match the digest in ${RECORD_FILES.record} (recorded ${recorded ?? 'none'}, found ${actual ?? 'none'})`,
    { where: dir, details: ['the record was changed after it was written; nothing from it was used'] },
  );
}

/**
 * An attempt put after the store stopped at a write that failed (`failed`, the first it did not store):
 * refused, naming itself, and that record as the cause.
 */
function notStoredAfter(key: RecordKey, job: string, dir: string, failed: UnstoredAttempt): UserError {
  return new UserError(
    'record-write-failed',
    `${describeAttempt(key)} (job ${job}) was not stored: no record of this run is stored after ${describeAttempt(failed)} (job ${failed.job}), whose record could not be written`,
    { where: dir },
  );
}

/** Attempts as a message lists them: the first few, then how many more. */
export function namedAttempts(names: readonly string[]): string {
  if (names.length <= NAMED_ATTEMPTS) return names.join(', ');
  return `${names.slice(0, NAMED_ATTEMPTS).join(', ')} and ${names.length - NAMED_ATTEMPTS} more`;
}

function recordExists(key: RecordKey, dir: string): UserError {
  return new UserError(
    'record-exists',
    `${describeAttempt(key)} already has a record; records are immutable`,
    {
      where: dir,
      details: ['give each stage in the run its own stage id, or record a new attempt'],
    },
  );
}

/**
 * A regular file's bytes, or undefined when absent; links (never followed, also when swapped in while
 * reading), other file types and oversized files are refused, and so is a file the system refuses.
 */
async function readRegularFile(path: string, dir: string, runDir: string): Promise<Uint8Array | undefined> {
  let read: Awaited<ReturnType<typeof readFileNoFollow>>;
  try {
    read = await readFileNoFollow(path, MAX_FILE_BYTES);
  } catch (error) {
    if (isRefused(error)) throw notRead('record-unreadable', path, dir, runDir, error);
    throw error;
  }
  switch (read.kind) {
    case 'file':
      return read.bytes;
    case 'missing':
      return undefined;
    case 'not-regular':
      throw new UserError('record-invalid', `${path} is not a regular file (it is ${read.what})`, {
        where: dir,
      });
    case 'too-large':
      throw new UserError('record-invalid', `${path} is ${read.size} bytes, more than a record file can be`, {
        where: dir,
      });
  }
}

function existsNoFollowSync(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
}

/**
 * Whether an attempt's directory may hold a record: its record.json is there, or the system refuses to say
 * (the directory is another user's, of a run made with sudo): reading the attempt then says why it cannot be
 * read, rather than the stage being taken for one that never ran.
 */
async function mayHoldRecord(recordFile: string): Promise<boolean> {
  try {
    await lstat(recordFile);
    return true;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    if (isRefused(error)) return true;
    throw error;
  }
}

/**
 * A file of an attempt (or its directory, `path` = `dir`; or the run's directory, `code` run-unreadable) that
 * the system refuses to read: a record (or run) that cannot be read, said with the path that refused and
 * what to do (a run made by another user is made yours).
 */
function notRead(code: string, path: string, dir: string, runDir: string, error: unknown): UserError {
  const file = path === dir ? '' : `${relative(dir, path)} `;
  return refusedError(code, path, error, dir, { dir: runDir, what: 'the run' }, file);
}

function readdirTyped(dir: string) {
  return readdir(dir, { withFileTypes: true });
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function isCode(error: unknown, ...codes: string[]): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && codes.includes(code);
}
