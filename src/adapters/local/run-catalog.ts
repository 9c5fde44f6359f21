import { lstatSync, readFileSync, type Stats, statSync } from 'node:fs';
import { type FileHandle, lstat, mkdir, mkdtemp, open, readdir, rename, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { formatError, SystemError, UserError } from '../../core/errors.js';
import { LOCAL_STORE_DIR, RUN_FILE, SCHEMA_IDS } from '../../core/names.js';
import { oneLine } from '../../core/one-line.js';
import { formatPath } from '../../core/parse-handoff.js';
import type { RunCatalog } from '../../core/ports.js';
import { RunSummary } from '../../core/record.js';
import { isRunId, newRunId } from '../../core/run-id.js';
import { pullRunPrefix } from './abandoned-pulls.js';
import { writeFileAtomic } from './atomic-write.js';
import { processGone } from './process-gone.js';
import { readRegularFile } from './read-regular-file.js';
import { isCode, LocalRecordStore } from './record-store.js';
import { isRefused, refusedError, shellQuoted } from './store-access.js';
import { withoutNewerFields } from './stored-json.js';
import { whyUnreadable } from './unreadable-file.js';
import { couldNotWrite, withHint } from './write-failure.js';

/** What `resolve` accepts for the most recent run. */
const LATEST = 'latest';
/** How many recent runs an "unknown run" error lists. */
const RECENT_SHOWN = 5;
/** run.json is small; anything far larger was not written by baton. */
const MAX_SUMMARY_BYTES = 16 * 1024 * 1024;
/**
 * The room a running run's run.json keeps for its end: spaces after the JSON, up to this size. On a full
 * disk the end is written over the file in place, into bytes it holds already: a new temp file (and so an
 * atomic replace) needs room the disk lacks, and so would a file grown past its size. 16 KiB holds the end
 * of about 130 jobs as written normally, twice that without indentation; a longer end is stored without
 * its jobs (endThatFits). The room lasts only while the run runs: its end replaces the file.
 */
const END_ROOM_BYTES = 16 * 1024;
/** A well-formed id for validating a summary whose id is not drawn yet. */
const STAND_IN_ID = '00000000-0000-0000';
/** Tries at drawing a free run id before giving up (a collision needs the same minute and suffix). */
const ID_TRIES = 50;

export interface LocalRunCatalogOptions {
  /** The random source for new run ids (`Math.random` unless given; tests make collisions happen). */
  random?: () => number;
}

/**
 * The local store's runs (DESIGN §4): `<root>/<run-id>/` per run, with `run.json` (the run's summary,
 * written atomically) beside the stage attempt directories of LocalRecordStore. `root` is normally
 * `<project>/.baton/runs`.
 */
export class LocalRunCatalog implements RunCatalog {
  readonly rootDir: string;
  readonly #random: () => number;

  constructor(rootDir: string, options: LocalRunCatalogOptions = {}) {
    this.rootDir = resolve(rootDir);
    this.#random = options.random ?? Math.random;
  }

  /** The catalog of a project directory: `<project>/.baton/runs`. */
  static forProject(projectDir: string, options?: LocalRunCatalogOptions): LocalRunCatalog {
    return new LocalRunCatalog(join(projectDir, LOCAL_STORE_DIR), options);
  }

  /**
   * Start a run: create its directory and write its first run.json. With `summary.id` that id is used (it
   * must be a run id and not taken); without, a new one is drawn from `started_at` until a free one is
   * found. An existing run is never reused.
   */
  async createRun(summary: Omit<RunSummary, 'schema' | 'id'> & { id?: string }): Promise<LocalRecordStore> {
    const startedAt = new Date(summary.started_at);
    if (summary.id !== undefined && !isRunId(summary.id)) {
      throw new UserError('run-id-invalid', `"${summary.id}" is not a run id (like 20261121-1305-ab12)`, {
        where: this.rootDir,
      });
    }
    // Validated before anything touches the disk, with a stand-in id when the id is drawn below.
    checkSummary({ ...summary, id: summary.id ?? STAND_IN_ID });
    await mkdir(this.rootDir, { recursive: true }).catch((error: unknown) => {
      if (isCode(error, 'EEXIST', 'ENOTDIR')) throw notADirectory(this.rootDir);
      throw storeNotWritable(this.rootDir, error);
    });
    for (let tryNumber = 1; tryNumber <= ID_TRIES; tryNumber++) {
      const id = summary.id ?? newRunId(startedAt, this.#random);
      try {
        await mkdir(this.runDir(id));
      } catch (error) {
        if (!isCode(error, 'EEXIST')) throw storeNotWritable(this.rootDir, error);
        if (summary.id !== undefined) {
          throw new UserError('run-exists', `run ${id} exists already; a run id is never reused`, {
            where: this.rootDir,
          });
        }
        continue;
      }
      try {
        await this.writeSummary({ ...summary, id });
      } catch (error) {
        // A run that could not even start leaves nothing: an empty directory would be taken for the latest
        // run (and for a parent by --parent latest), and listed as one that cannot be read.
        await rm(this.runDir(id), { recursive: true, force: true }).catch(() => {});
        throw runNotStarted(this.rootDir, error);
      }
      return new LocalRecordStore(this.runDir(id));
    }
    throw new SystemError(`no free run id found in ${ID_TRIES} tries under ${this.rootDir}`);
  }

  /**
   * Store a run made elsewhere (`baton pull`) all at once. `fill` writes its records into a store in a hidden
   * directory of the catalog (`.tmp-pull-<host>-<pid>-XXXXXX`, which no reader lists, and removeAbandonedPulls removes
   * once this process is gone) and returns the run's summary; its
   * run.json is written there, and the directory is renamed into place as a new run id drawn from `at`.
   * Anything that fails (`fill`, a write, the rename) removes the directory: the run appears whole or not
   * at all. `onTemp` is told the directory as soon as it exists, so a caller stopped by a signal removes it.
   */
  async importRun(
    at: Date,
    fill: (store: LocalRecordStore) => Promise<Omit<RunSummary, 'schema' | 'id'>>,
    onTemp: (dir: string | null) => void = () => {},
  ): Promise<string> {
    await mkdir(this.rootDir, { recursive: true }).catch((error: unknown) => {
      if (isCode(error, 'EEXIST', 'ENOTDIR')) throw notADirectory(this.rootDir);
      throw storeNotWritable(this.rootDir, error);
    });
    const temp = await mkdtemp(join(this.rootDir, pullRunPrefix(process.pid))).catch((error: unknown) => {
      throw storeNotWritable(this.rootDir, error);
    });
    onTemp(temp);
    try {
      const summary = await fill(new LocalRecordStore(temp));
      checkSummary({ ...summary, id: STAND_IN_ID });
      for (let tryNumber = 1; tryNumber <= ID_TRIES; tryNumber++) {
        const id = newRunId(at, this.#random);
        // The id is claimed as createRun claims one (a run started meanwhile keeps its own), then the
        // pulled run's directory replaces the empty one claimed.
        try {
          await mkdir(this.runDir(id));
        } catch (error) {
          if (isCode(error, 'EEXIST')) continue;
          throw storeNotWritable(this.rootDir, error);
        }
        try {
          await writeFileAtomic(
            join(temp, RUN_FILE),
            `${JSON.stringify(checkSummary({ ...summary, id }), null, 2)}\n`,
          );
          await rename(temp, this.runDir(id));
        } catch (error) {
          await rm(this.runDir(id), { recursive: true, force: true }).catch(() => {});
          throw runNotStarted(this.rootDir, error);
        }
        onTemp(null);
        return id;
      }
      throw new SystemError(`no free run id found in ${ID_TRIES} tries under ${this.rootDir}`);
    } finally {
      await rm(temp, { recursive: true, force: true }).catch(() => {});
      onTemp(null);
    }
  }

  /** The directory of the run `runId` (an exact id, as resolved). */
  runDir(runId: string): string {
    return join(this.rootDir, runId);
  }

  /** The store of a run: an exact id or `latest`. */
  async open(runId: string): Promise<LocalRecordStore> {
    return new LocalRecordStore(this.runDir(await this.resolve(runId)));
  }

  /**
   * Replace the run's run.json (atomically); the run must exist. A running run's run.json keeps room for
   * its end (END_ROOM_BYTES); on a full disk, where no temp file can be made, the end is written over
   * run.json in place, into that room (see overwriteInPlace): a run's end written so beats one never
   * written (a run left `running` for ever).
   */
  async writeSummary(summary: Omit<RunSummary, 'schema'>): Promise<void> {
    const full = checkSummary(summary);
    if (!isRunId(full.id) || !(await isDirectory(this.runDir(full.id), this.rootDir)))
      throw await this.#unknown(full.id);
    const path = join(this.runDir(full.id), RUN_FILE);
    const text = `${JSON.stringify(full, null, 2)}\n`;
    try {
      await writeFileAtomic(path, full.status === 'running' ? withRoom(text) : text);
    } catch (error) {
      if (!isCode(error, 'ENOSPC', 'EDQUOT')) throw error;
      await overwriteInPlace(path, full, error);
    }
  }

  /**
   * The run's run.json. One that cannot be read (missing, cut short, not a summary) is a UserError naming
   * the file, what is wrong with it and what to do (code `run-invalid`); its stage records may still be
   * readable, and the commands that show them do (see readSummaryOrProblem).
   */
  async readSummary(runId: string): Promise<RunSummary> {
    const id = await this.resolve(runId);
    const path = join(this.runDir(id), RUN_FILE);
    // What to do, the same whatever is wrong: the file is baton's, and nothing else rebuilds it.
    const fix = `it is run ${id}'s summary: put it back from a copy, or remove the run: rm -r ${shellQuoted(this.runDir(id))}`;
    const invalid = (message: string, details: string[] = []) =>
      new UserError('run-invalid', message, { where: path, details: [...details, fix] });
    const read = await readRegularFile(path, MAX_SUMMARY_BYTES).catch((error: unknown) => {
      // Refused (a run made by another user): whose it is and how to read it, not that it is broken.
      if (isRefused(error))
        throw refusedError('run-unreadable', path, error, path, {
          dir: this.runDir(id),
          what: 'the run',
        });
      throw invalid(whyUnreadable(error));
    });
    if (read.kind === 'missing') throw invalid('is missing');
    if (read.kind === 'not-regular') throw invalid(`is not a regular file (it is ${read.what})`);
    if (read.kind === 'too-large') throw invalid(`is ${read.size} bytes, more than a run summary can be`);
    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder().decode(read.bytes));
    } catch (error) {
      throw invalid(`is not valid JSON (${oneLine((error as Error).message)})`);
    }
    let parsed = RunSummary.safeParse(json);
    // A newer baton's summary: read without the fields it added.
    const older = parsed.success ? null : withoutNewerFields(json, parsed.error.issues);
    if (older !== null) parsed = RunSummary.safeParse(older);
    if (!parsed.success) {
      const { issues } = parsed.error;
      throw invalid('is not a baton run summary', [
        ...issues
          .slice(0, 5)
          .map((i) => `${formatPath(i.path.filter((p) => typeof p !== 'symbol'))}: ${i.message}`),
        ...(issues.length > 5 ? [`… and ${issues.length - 5} more`] : []),
      ]);
    }
    if (parsed.data.id !== id) throw invalid(`describes run ${parsed.data.id}, not ${id}`);
    return parsed.data;
  }

  /**
   * The run's run.json, or the UserError that says why it cannot be read (`readSummary`): for the commands
   * that still show a run's records without it (`show`, `history`, `report`), as a warning.
   */
  async readSummaryOrProblem(runId: string): Promise<RunSummary | UserError> {
    try {
      return await this.readSummary(runId);
    } catch (error) {
      if (error instanceof UserError && error.code === 'run-invalid') return error;
      throw error;
    }
  }

  /**
   * Run ids, newest first. Ids order runs to the minute; runs started in the same minute are ordered by
   * the `started_at` of their run.json (a run without a readable one counts as oldest).
   */
  async listRuns(): Promise<string[]> {
    let names: string[];
    try {
      const entries = await readdir(this.rootDir, { withFileTypes: true });
      names = entries.filter((e) => e.isDirectory() && isRunId(e.name)).map((e) => e.name);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      if (isCode(error, 'ENOTDIR')) throw notADirectory(this.rootDir);
      if (isRefused(error)) throw storeUnreadable(this.rootDir, this.rootDir, error);
      throw error;
    }
    const minute = (id: string) => id.slice(0, 13);
    const perMinute = new Map<string, number>();
    for (const id of names) perMinute.set(minute(id), (perMinute.get(minute(id)) ?? 0) + 1);
    const startedAt = new Map<string, string>();
    for (const id of names) {
      if (perMinute.get(minute(id))! > 1) startedAt.set(id, await this.#startedAt(id));
    }
    return names.sort((a, b) => {
      if (minute(a) !== minute(b)) return minute(a) < minute(b) ? 1 : -1;
      const sa = startedAt.get(a) ?? '';
      const sb = startedAt.get(b) ?? '';
      if (sa !== sb) return sa < sb ? 1 : -1;
      return a < b ? 1 : -1;
    });
  }

  /** `latest` → the newest run; an exact id → itself when the run exists. Otherwise a UserError listing recent runs. */
  async resolve(runIdOrLatest: string): Promise<string> {
    if (runIdOrLatest === LATEST) {
      const [latest] = await this.listRuns();
      if (latest === undefined) {
        throw new UserError('run-none', `no runs yet in ${this.rootDir}`, {
          details: [(await this.runsAbove()) ?? 'start one with: baton run <workflow.yml>'],
        });
      }
      return latest;
    }
    if (isRunId(runIdOrLatest) && (await isDirectory(this.runDir(runIdOrLatest), this.rootDir)))
      return runIdOrLatest;
    throw await this.#unknown(runIdOrLatest);
  }

  async #unknown(runId: string): Promise<UserError> {
    const runs = await this.listRuns();
    const details: string[] = [];
    if (runs.length === 0)
      details.push(
        (await this.runsAbove()) ?? 'there are no runs yet; start one with: baton run <workflow.yml>',
      );
    else {
      details.push(`recent runs (newest first; "${LATEST}" is the first):`);
      for (const id of runs.slice(0, RECENT_SHOWN)) details.push(`  ${await this.#describe(id)}`);
      if (runs.length > RECENT_SHOWN) details.push(`  … and ${runs.length - RECENT_SHOWN} more`);
    }
    return new UserError('run-unknown', `no run ${JSON.stringify(runId)} in ${this.rootDir}`, { details });
  }

  /**
   * For a project's store that has no runs (`<project>/.baton/runs`): where the runs are when a directory
   * above the project has some (baton started in a subdirectory of the repository where it ran), and how
   * to reach them; null when none has. The runs are not read from there: every command keeps to the
   * directory it is started in, as `baton run` does, which writes its runs there.
   */
  async runsAbove(): Promise<string | null> {
    const project = projectOf(this.rootDir);
    if (project === null) return null;
    for (let dir = dirname(project); ; dir = dirname(dir)) {
      const store = new LocalRunCatalog(join(dir, LOCAL_STORE_DIR));
      const runs = await store.listRuns().catch(() => []);
      if (runs.length > 0) {
        return `${store.rootDir} has ${runs.length === 1 ? '1 run' : `${runs.length} runs`}; baton reads the runs of the directory it is started in (where baton run writes them): cd ${dir} to reach them`;
      }
      if (dirname(dir) === dir) return null;
    }
  }

  /** `<id>  <workflow>  <status>` for a listing; just the id when its run.json cannot be read. */
  async #describe(id: string): Promise<string> {
    try {
      const summary = await this.readSummary(id);
      // As `baton runs` says it: a killed run is interrupted, not running.
      return `${id}  ${summary.workflow}  ${shownRunStatus(summary)}`;
    } catch {
      return id;
    }
  }

  async #startedAt(id: string): Promise<string> {
    try {
      return (await this.readSummary(id)).started_at;
    } catch {
      return '';
    }
  }
}

/** The full summary, or a SystemError: summaries are built by baton, so an invalid one is a bug. */
function checkSummary(summary: Omit<RunSummary, 'schema'>): RunSummary {
  const parsed = RunSummary.safeParse({ schema: SCHEMA_IDS.run, ...summary });
  if (!parsed.success) {
    throw new SystemError(
      `refusing to write an invalid run summary for ${summary.id}: ${parsed.error.issues
        .map((i) => `${formatPath(i.path.filter((p) => typeof p !== 'symbol'))}: ${i.message}`)
        .join('; ')}`,
    );
  }
  return parsed.data;
}

/**
 * `text` followed by spaces (which JSON allows after a value) up to END_ROOM_BYTES: the bytes a running
 * run's end can be written into on a full disk.
 */
function withRoom(text: string): string {
  const size = Buffer.byteLength(text);
  return size >= END_ROOM_BYTES ? text : `${text}${' '.repeat(END_ROOM_BYTES - size - 1)}\n`;
}

/**
 * Write the run's end over run.json in place, for a full disk (`cause`, the error of the atomic write):
 * only into the bytes the file has, which are stored already, so no write needs room the disk lacks. An
 * end that does not fit is made shorter (endThatFits); one that cannot be leaves the file as it was and
 * rejects with `cause`. A write that fails all the same (a copy-on-write file system needs new blocks for
 * every write) puts the old bytes back, so run.json is never left half written, and rejects.
 */
async function overwriteInPlace(path: string, summary: RunSummary, cause: unknown): Promise<void> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r+');
  } catch {
    throw cause;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > MAX_SUMMARY_BYTES) throw cause;
    const old = await handle.readFile();
    const bytes = endThatFits(summary, old.length);
    if (bytes === null) throw cause;
    try {
      // Over the whole of the old text, the rest spaces: a reader (baton runs, while the run ends) finds
      // JSON before and after the cut to its length, never the end's text followed by the old one's tail.
      await writeAll(handle, Buffer.concat([bytes, Buffer.alloc(old.length - bytes.length, ' ')]));
      await handle.truncate(bytes.length);
      await handle.sync();
    } catch (error) {
      await writeAll(handle, old)
        .then(() => handle.sync())
        .catch(() => {});
      throw error;
    }
  } finally {
    await handle.close();
  }
}

/**
 * The run's end as run.json text of at most `room` bytes, or null: as written normally, else without
 * indentation, else without its jobs (and the records they did not store, `unstored`) — saying so in
 * `reason` — and with the reason cut to fit.
 */
function endThatFits(summary: RunSummary, room: number): Uint8Array | null {
  const fits = (text: string): Uint8Array | null => {
    const bytes = Buffer.from(text);
    return bytes.length <= room ? bytes : null;
  };
  const compact = (value: RunSummary) => `${JSON.stringify(value)}\n`;
  const whole = fits(`${JSON.stringify(summary, null, 2)}\n`) ?? fits(compact(summary));
  if (whole !== null) return whole;
  const note = `${RUN_FILE} keeps no jobs: the disk was full when the run ended`;
  // Nor the records its jobs did not store (a matrix's hundred legs, after a write that failed): the reason
  // names the first, and what to do.
  const { unstored: _, ...withoutUnstored } = summary;
  const withReason = (reason: string | undefined) =>
    fits(
      compact({ ...withoutUnstored, jobs: [], reason: reason === undefined ? note : `${reason}\n${note}` }),
    );
  if (summary.reason === undefined) return withReason(undefined);
  const chars = Array.from(summary.reason);
  const cut = (count: number) => withReason(`${chars.slice(0, count).join('')}…`);
  const uncut = withReason(summary.reason);
  if (uncut !== null) return uncut;
  // The longest start of the reason that fits: more characters never make the text shorter.
  let [low, high] = [0, chars.length - 1];
  if (cut(low) === null) return withReason(undefined);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (cut(mid) === null) high = mid - 1;
    else low = mid;
  }
  return cut(low);
}

/** Write all of `bytes` from the file's first byte: a write may store fewer bytes than it was given. */
async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  for (let at = 0; at < bytes.length; ) {
    const { bytesWritten } = await handle.write(bytes, at, bytes.length - at, at);
    if (bytesWritten === 0) throw new Error(`no byte of ${bytes.length - at} could be written at ${at}`);
    at += bytesWritten;
  }
}

/** Whether `path`, a run's directory in the store `rootDir`, is one. */
async function isDirectory(path: string, rootDir: string): Promise<boolean> {
  try {
    return (await lstat(path)).isDirectory();
  } catch (error) {
    // ENOTDIR: the store itself is not a directory (listRuns says so).
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return false;
    if (isRefused(error)) throw storeUnreadable(rootDir, path, error);
    throw error;
  }
}

/** The store, refused to this user (`path`, the store or a run in it): why, and what to do. */
function storeUnreadable(rootDir: string, path: string, error: unknown): UserError {
  return refusedError('store-unreadable', path, error, rootDir, { dir: rootDir, what: 'the store' });
}

/**
 * A run whose first run.json could not be written (a full disk, say), and whose directory was removed: said
 * with the file and the cause, instead of the system's bare `ENOSPC: no space left on device, write`. An
 * error that is not the system's (a bug) is passed on.
 */
function runNotStarted(rootDir: string, error: unknown): unknown {
  if (typeof (error as NodeJS.ErrnoException | null)?.code !== 'string') return error;
  return new UserError('store-unwritable', `cannot make a run: ${couldNotWrite(`its ${RUN_FILE}`, error)}`, {
    where: rootDir,
    cause: error,
    details: [
      isCode(error, 'ENOSPC', 'EDQUOT')
        ? 'nothing of the run was kept: make room, then start it again'
        : 'nothing of the run was kept',
    ],
  });
}

/** The project of a store at `<project>/.baton/runs`; null for a store elsewhere. */
function projectOf(rootDir: string): string | null {
  const suffix = `${sep}${normalize(LOCAL_STORE_DIR)}`;
  return rootDir.endsWith(suffix) ? rootDir.slice(0, -suffix.length) || sep : null;
}

/** A store (or the directory it would be in) that is a file: said, instead of ENOTDIR from the system. */
function notADirectory(rootDir: string): UserError {
  const file = [rootDir, dirname(rootDir)].find((path) => {
    try {
      return !lstatSync(path).isDirectory();
    } catch {
      return false;
    }
  });
  const where = file ?? rootDir;
  const store = where === rootDir ? 'a directory by that name' : rootDir;
  return new UserError('store-invalid', `is not a directory; baton keeps its runs in ${store}`, {
    where,
    details: ['move it out of the way (baton run makes the directory)'],
  });
}

/**
 * A run that cannot be made because the store (or the directory it goes in) may not be written: said with
 * what to do, instead of the system's `EACCES: permission denied, mkdir '…'`. A directory of another user
 * is the usual cause (a run made with sudo, or in a container as root); a full disk is said too. Any other
 * error is passed on.
 */
function storeNotWritable(rootDir: string, error: unknown): unknown {
  if (isCode(error, 'ENOSPC', 'EDQUOT')) {
    // No room for a directory (no inode left, a quota on their count).
    return new UserError(
      'store-unwritable',
      `cannot make a run: its directory could not be made: ${withHint(error)}`,
      {
        where: rootDir,
        cause: error,
        details: ['make room, then start it again'],
      },
    );
  }
  if (!isCode(error, 'EACCES', 'EPERM', 'EROFS')) return error;
  // The directory that refused: the nearest one that exists, the store itself once it does.
  let dir = rootDir;
  let stats: Stats | undefined;
  for (let parent = dirname(dir); ; dir = parent, parent = dirname(dir)) {
    try {
      stats = statSync(dir);
      break;
    } catch {
      if (parent === dir) break;
    }
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EROFS') {
    return new UserError('store-unwritable', 'cannot make a run: the file system is read-only', {
      where: rootDir,
      cause: error,
      details: ['run baton from a copy of the project on a file system it may write to'],
    });
  }
  const uid = process.getuid?.();
  const owner = stats?.uid;
  const refused = dir === rootDir ? 'this directory' : `${dir}, where it would be made`;
  return new UserError('store-unwritable', `cannot make a run: you may not write in ${refused} (${code})`, {
    where: rootDir,
    cause: error,
    details: [
      uid === undefined || owner === undefined || owner === uid
        ? `make it writable for you: chmod u+w ${shellQuoted(dir)}`
        : // The store, or the .baton it is in: left by a run made as another user.
          dir === rootDir || (projectOf(rootDir) !== null && dir === dirname(rootDir))
          ? `it belongs to another user (uid ${owner}), as when a run was made with sudo or in a container: make it yours (sudo chown -R "$(id -u)" ${shellQuoted(dir)}), or run baton as that user`
          : `it belongs to another user (uid ${owner}): make the store yours (sudo mkdir -p ${shellQuoted(rootDir)} && sudo chown -R "$(id -u)" ${shellQuoted(projectOf(rootDir) === null ? rootDir : dirname(rootDir))}), or run baton in a directory you may write in`,
    ],
  });
}

/**
 * A run whose run.json cannot be read, as `baton runs --json` and `baton history --json` give it: its id,
 * status `unreadable`, and the first line of what is wrong (`error`, read or formatted: see formatError).
 */
export function unreadableRunJson(
  id: string,
  error: unknown,
): { id: string; status: 'unreadable'; error: string } {
  return { id, status: 'unreadable', error: formatError(error).split('\n')[0]! };
}

/**
 * A run's status as the run commands show it: `interrupted` for a run still `running` in its run.json whose
 * process, on this machine, is gone (killed with SIGKILL, or crashed) — it will never finish.
 */
export function shownRunStatus(
  summary: Pick<RunSummary, 'status' | 'process'>,
): RunSummary['status'] | 'interrupted' {
  if (summary.status !== 'running' || summary.process === undefined) return summary.status;
  const { pid, host, start } = summary.process;
  if (host !== hostname()) return summary.status;
  // Where the system says when a process started, the id must still name that process: ids are reused
  // (after a reboot, in a container whose first process it was).
  if (start !== undefined) {
    const now = processStart(pid);
    if (now !== undefined) return now === start ? summary.status : 'interrupted';
  }
  // A process of someone else's with the id is alive.
  return processGone(pid) ? 'interrupted' : summary.status;
}

/**
 * The host a run `running` in its run.json runs on, when that is not this one (another machine, or a
 * container: each has a name of its own), as the run commands may write it; null for a run of this host or
 * one that ended. Its process cannot be looked at from here, so the run shows `running` even when its host
 * is gone (a container removed while the run ran): nothing here can tell.
 */
export function otherHost(summary: Pick<RunSummary, 'status' | 'process'>): string | null {
  if (summary.status !== 'running' || summary.process === undefined) return null;
  const { host } = summary.process;
  if (host === hostname()) return null;
  // Taken from a file: a name as hosts have them, else quoted (no control character reaches a terminal).
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,252}$/.test(host) ? host : JSON.stringify(host);
}

/** A run's status as the run commands write it for a person: shownRunStatus, with otherHost's host. */
export function describedRunStatus(summary: Pick<RunSummary, 'status' | 'process'>): string {
  const host = otherHost(summary);
  return host === null ? shownRunStatus(summary) : `${summary.status} (on host ${host})`;
}

/** Of a run running on another host (otherHost): what it is, as its run.json says. */
export function runningOnOtherHost(runId: string, host: string): string {
  return `run ${runId} is running on host ${host}, as its ${RUN_FILE} says`;
}

/**
 * What to do about a run running on another host (otherHost) that will never end there: nothing here can
 * tell whether its process still runs, so the user, who can, is told what to do when its host is gone:
 * `instead`, and the command that removes the run (`runDir`).
 */
export function otherHostAdvice(host: string, runDir: string, instead = 'remove it'): string {
  return `baton cannot see the processes of ${host} from here; if ${host} is gone (a container since removed, say), the run will never end: ${instead}: rm -r ${shellQuoted(runDir)}`;
}

/**
 * When a process started, as Linux says it (`<boot id>/<start time in clock ticks>`, from /proc), or
 * undefined where there is no /proc; `''` for a process that does not exist or has ended (a zombie).
 */
export function processStart(pid: number): string | undefined {
  let boot: string;
  try {
    boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return undefined;
  }
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return '';
  }
  // `pid (comm) state ppid …`: the command may hold spaces and parentheses; field 22 is the start time.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // A zombie (Z; X: dead) has ended, its parent not having reaped it yet (one whose parent was killed with
  // it waits for an init process that may be slow to): it runs no more.
  if (fields[0] === 'Z' || fields[0] === 'X') return '';
  return `${boot}/${fields[19] ?? ''}`;
}
