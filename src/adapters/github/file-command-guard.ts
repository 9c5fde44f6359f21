import { constants, type Stats } from 'node:fs';
import { chmod, lstat, mkdir, open, readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';
import { removeAll } from './remove-all.js';

/** What a command did to the step's file commands, told once the guard has put back what it could. */
export interface FileCommandTampering {
  /** The files it changed (what they hold, which file is at the path, or its mode), by variable name. */
  files: string[];
  /** The directories holding them whose mode it changed (or that it removed), by path. */
  directories: string[];
  /**
   * The files the guard could not put back (a directory above them made unsearchable), with why: the runner
   * may read them as the command left them. Each is among `files`.
   */
  notPutBack: Array<{ name: string; why: string }>;
}

/**
 * A StepRunner decorator for the root action: the commands it runs (the agent, verify) must not write to
 * this step's file commands. They are not given GITHUB_ENV, GITHUB_OUTPUT and the others (commandBaseEnv),
 * but the runner keeps the files in a directory of RUNNER_TEMP (`_runner_file_commands/set_env_<guid>`, …)
 * that a command can list, and reads them when the step ends: a line there would set a variable of every
 * later step (`LD_PRELOAD`, which the runner does not block as it blocks `NODE_OPTIONS`), prepend to their
 * PATH, or set this step's outputs.
 *
 * So each file is read before every command, and after the command ends any file that changed (appended
 * to, rewritten, removed, replaced by a link, its mode changed) is put back exactly as it was, and
 * `onChanged` is told which. The command runs as the same user as baton and the runner, so it may change
 * the modes of the files and of their directory, which then bind baton as much as it: those are put back
 * first (a file made read-only is replaced, not written through its mode). The files are fresh for each
 * step and append-only, so "as it was" is what baton itself wrote before the command (nothing, in
 * practice). A process the command leaves running may write after the check: see docs/security.md, "This is
 * not a sandbox".
 */
export class FileCommandGuard implements StepRunner {
  readonly #inner: StepRunner;
  readonly #files: ReadonlyArray<{ name: string; path: string }>;
  readonly #onChanged: (tampering: FileCommandTampering) => void;

  /**
   * `files`: the file commands to guard, by variable name (`GITHUB_ENV`) and path, as the step's env has
   * them; `onChanged` is told what a command changed, after what could be was put back.
   */
  constructor(
    inner: StepRunner,
    files: ReadonlyArray<{ name: string; path: string }>,
    onChanged: (tampering: FileCommandTampering) => void,
  ) {
    this.#inner = inner;
    this.#files = files;
    this.#onChanged = onChanged;
  }

  async run(spec: CommandSpec): Promise<CommandResult> {
    const files = await Promise.all(this.#files.map((file) => takeSnapshot(file.name, file.path)));
    const directories = await takeDirectorySnapshots(files);
    try {
      return await this.#inner.run(spec);
    } finally {
      // Never throws: what cannot be put back is told, so the step fails for it rather than for the throw.
      const tampering: FileCommandTampering = { files: [], directories: [], notPutBack: [] };
      // The directories first: one made read-only or unsearchable would keep the files from being put back.
      for (const directory of directories) {
        if (await restoreDirectory(directory).catch(() => false)) tampering.directories.push(directory.path);
      }
      for (const snapshot of files) {
        try {
          if (await restore(snapshot)) tampering.files.push(snapshot.name);
        } catch (error) {
          tampering.files.push(snapshot.name);
          tampering.notPutBack.push({ name: snapshot.name, why: reasonOf(error) });
        }
      }
      if (tampering.files.length > 0 || tampering.directories.length > 0) this.#onChanged(tampering);
    }
  }
}

/** One file as it was before a command: its bytes, mode and which file it was (null: there was none). */
interface Snapshot {
  name: string;
  path: string;
  file: { content: Buffer; mode: number; dev: number; ino: number } | null;
}

/** A directory holding guarded files, as it was before a command: its mode. */
interface DirectorySnapshot {
  path: string;
  mode: number;
}

async function takeSnapshot(name: string, path: string): Promise<Snapshot> {
  const stats = await lstatOrNull(path);
  if (!stats?.isFile()) return { name, path, file: null };
  const file = { content: await readFile(path), mode: modeOf(stats), dev: stats.dev, ino: stats.ino };
  return { name, path, file };
}

async function takeDirectorySnapshots(files: Snapshot[]): Promise<DirectorySnapshot[]> {
  const paths = [...new Set(files.filter((s) => s.file !== null).map((s) => dirname(s.path)))];
  return Promise.all(paths.map(async (path) => ({ path, mode: modeOf(await stat(path)) })));
}

/**
 * Give the directory its mode back, or make it again with that mode when it was removed or replaced by
 * something else (the files are then put back in it); true when it had changed. A link to a directory is
 * followed, as the runner follows it: the command runs as baton's user, so it reaches nothing the command
 * could not change itself.
 */
async function restoreDirectory(directory: DirectorySnapshot): Promise<boolean> {
  const stats = await stat(directory.path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (stats?.isDirectory()) {
    if (modeOf(stats) === directory.mode) return false;
  } else {
    // A link to nothing or to a file is removed, never what it points at.
    await removeAll(directory.path);
    await mkdir(directory.path);
  }
  await chmod(directory.path, directory.mode);
  return true;
}

/** Put the file back as the snapshot has it; true when it had changed. */
async function restore(snapshot: Snapshot): Promise<boolean> {
  const { path, file } = snapshot;
  // There was none (or no regular file: then it was not one to guard): what is there is left alone.
  if (file === null) return false;
  const stats = await lstatOrNull(path);
  const same =
    stats?.isFile() === true &&
    stats.dev === file.dev &&
    stats.ino === file.ino &&
    modeOf(stats) === file.mode;
  // Compared by size first, so a file the command filled with gigabytes is never read.
  if (same && stats.size === file.content.length && (await readFile(path)).equals(file.content)) return false;
  if (same) {
    await writeAll(path, constants.O_WRONLY | constants.O_TRUNC | NOFOLLOW, file.content, null);
  } else {
    // Removed, replaced by a link or another file, or its mode changed (read-only, unreadable): the runner
    // reads whatever is at the path, and a new file needs no permission of the old one.
    await removeAll(path);
    const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW;
    await writeAll(path, flags, file.content, file.mode);
  }
  return true;
}

/** Never write through a link someone put at the path (O_NOFOLLOW does not exist on Windows). */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

/** Write `content` to the file `flags` open; `mode`, when given, set through the open file (no umask). */
async function writeAll(path: string, flags: number, content: Buffer, mode: number | null): Promise<void> {
  const handle = await open(path, flags, 0o600);
  try {
    if (mode !== null) await handle.chmod(mode);
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

const modeOf = (stats: Stats) => stats.mode & 0o7777;

/** What is at the path, or null when nothing is; any other failure (a directory refusing search) throws. */
async function lstatOrNull(path: string): Promise<Stats | null> {
  try {
    return await lstat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
