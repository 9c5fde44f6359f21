import { constants, type Stats } from 'node:fs';
import { lstat, open, readFile, rm } from 'node:fs/promises';
import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';

/**
 * A StepRunner decorator for the root action: the commands it runs (the agent, verify) must not write to
 * this step's file commands. They are not given GITHUB_ENV, GITHUB_OUTPUT and the others (commandBaseEnv),
 * but the runner keeps the files in a directory of RUNNER_TEMP (`_runner_file_commands/set_env_<guid>`, …)
 * that a command can list, and reads them when the step ends: a line there would set a variable of every
 * later step (`LD_PRELOAD`, which the runner does not block as it blocks `NODE_OPTIONS`), prepend to their
 * PATH, or set this step's outputs.
 *
 * So each file is read before every command, and after the command ends any file that changed (appended
 * to, rewritten, removed, replaced by a link) is put back exactly as it was, and `onChanged` is told which.
 * The files are fresh for each step and append-only, so "as it was" is what baton itself wrote before the
 * command (nothing, in practice). A process the command leaves running may write after the check: see the
 * README's "This is not a sandbox".
 */
export class FileCommandGuard implements StepRunner {
  readonly #inner: StepRunner;
  readonly #files: ReadonlyArray<{ name: string; path: string }>;
  readonly #onChanged: (names: string[]) => void;

  /**
   * `files`: the file commands to guard, by variable name (`GITHUB_ENV`) and path, as the step's env has
   * them; `onChanged` gets the names of the files a command changed, after they were put back.
   */
  constructor(
    inner: StepRunner,
    files: ReadonlyArray<{ name: string; path: string }>,
    onChanged: (names: string[]) => void,
  ) {
    this.#inner = inner;
    this.#files = files;
    this.#onChanged = onChanged;
  }

  async run(spec: CommandSpec): Promise<CommandResult> {
    const before = await Promise.all(this.#files.map((file) => takeSnapshot(file.name, file.path)));
    try {
      return await this.#inner.run(spec);
    } finally {
      const changed: string[] = [];
      for (const snapshot of before) if (await restore(snapshot)) changed.push(snapshot.name);
      if (changed.length > 0) this.#onChanged(changed);
    }
  }
}

/** One file as it was before a command: its bytes and which file it was (null: there was none). */
interface Snapshot {
  name: string;
  path: string;
  file: { content: Buffer; dev: number; ino: number } | null;
}

async function takeSnapshot(name: string, path: string): Promise<Snapshot> {
  const stats = await lstatOrNull(path);
  if (!stats?.isFile()) return { name, path, file: null };
  return { name, path, file: { content: await readFile(path), dev: stats.dev, ino: stats.ino } };
}

/** Put the file back as the snapshot has it; true when it had changed. */
async function restore(snapshot: Snapshot): Promise<boolean> {
  const { path, file } = snapshot;
  // There was none (or no regular file: then it was not one to guard): what is there is left alone.
  if (file === null) return false;
  const stats = await lstatOrNull(path);
  const same = stats?.isFile() === true && stats.dev === file.dev && stats.ino === file.ino;
  // Compared by size first, so a file the command filled with gigabytes is never read.
  if (same && stats.size === file.content.length && (await readFile(path)).equals(file.content)) return false;
  if (same) {
    await writeAll(path, constants.O_WRONLY | constants.O_TRUNC | NOFOLLOW, file.content);
  } else {
    // Removed, or replaced by a link or another file: the runner reads whatever is at the path.
    await rm(path, { recursive: true, force: true });
    await writeAll(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NOFOLLOW, file.content);
  }
  return true;
}

/** Never write through a link someone put at the path (O_NOFOLLOW does not exist on Windows). */
const NOFOLLOW = constants.O_NOFOLLOW ?? 0;

async function writeAll(path: string, flags: number, content: Buffer): Promise<void> {
  const handle = await open(path, flags, 0o644);
  try {
    await handle.writeFile(content);
  } finally {
    await handle.close();
  }
}

async function lstatOrNull(path: string): Promise<Stats | null> {
  try {
    return await lstat(path);
  } catch {
    return null;
  }
}
