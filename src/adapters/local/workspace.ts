import { createHash, randomBytes } from 'node:crypto';
import { lstatSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { LIMITS, RECORD_FILES } from '../../core/names.js';
import type { ArtifactRead, HandoffRead, Workspace } from '../../core/ports.js';
import { decodeUtf8, SAVE_AS_UTF8 } from '../../core/utf8.js';
import { mkdtempMakingParent } from './atomic-write.js';
import { readHandoff } from './read-handoff.js';
import { readRegularFile, readRegularFileSync } from './read-regular-file.js';
import { type TempPlace, tempPlaceOf, tempWriteFailure } from './temp-failure.js';

export interface LocalWorkspaceOptions {
  /** The workspace root: GITHUB_WORKSPACE on GitHub, the project directory locally. */
  root: string;
  /** Where attempt directories are made: RUNNER_TEMP on GitHub; the OS temp dir by default. Never the repository. */
  tempDir?: string;
  /**
   * `tempDir` is this run's own, made private (mkdtemp, mode 0700) by the caller, who removes it at the end,
   * as `baton run` does. Each attempt's two files then go straight into it under a random name, with no
   * directory of their own: creating a file system object is most of a trivial stage's cost on a slow disk,
   * and a directory per attempt adds nothing a private run directory does not already give.
   */
  privateTempDir?: boolean;
  /** `tempDir` as a prompt that cannot be written there says it; the directory itself by default. */
  tempPlace?: TempPlace;
  /** The clock; `new Date()` by default. */
  now?: () => Date;
}

/**
 * The stage engine's files on this machine (or runner). Each attempt gets its own directory, made with
 * mkdtemp (mode 0700), holding the prompt and the path where the agent writes its handoff: a fresh path no
 * earlier attempt or other stage could have left a file at. In a private run directory (`privateTempDir`)
 * the attempt's files take a random name in it instead, which is as fresh and as private.
 */
export class LocalWorkspace implements Workspace {
  readonly #root: string;
  readonly #tempDir: string;
  readonly #privateTempDir: boolean;
  readonly #tempPlace: TempPlace;
  readonly #now: () => Date;

  constructor(options: LocalWorkspaceOptions) {
    this.#root = resolve(options.root);
    this.#tempDir = resolve(options.tempDir ?? tmpdir());
    this.#privateTempDir = options.privateTempDir ?? false;
    this.#tempPlace = options.tempPlace ?? tempPlaceOf(this.#tempDir);
    this.#now = options.now ?? (() => new Date());
  }

  // Synchronous calls, as in the record store: a directory and one small file per attempt, where each
  // asynchronous call would be a round trip through libuv's thread pool that costs more than the call.
  async attemptPaths(stage: string, attempt: number): Promise<{ promptPath: string; handoffPath: string }> {
    if (this.#privateTempDir) {
      // 96 random bits: no other attempt, and nothing that ran before, can have left a file at these paths.
      const base = join(this.#tempDir, `${stage}-${attempt}-${randomBytes(12).toString('hex')}`);
      return { promptPath: `${base}.${RECORD_FILES.prompt}`, handoffPath: `${base}.${RECORD_FILES.handoff}` };
    }
    const prefix = join(this.#tempDir, `baton-${stage}-${attempt}-`);
    let dir: string;
    try {
      dir = mkdtempMakingParent(prefix);
    } catch (error) {
      throw tempWriteFailure(this.#tempPlace, `${prefix}XXXXXX`, "the attempt's directory", error, {
        made: true,
      });
    }
    return { promptPath: join(dir, RECORD_FILES.prompt), handoffPath: join(dir, RECORD_FILES.handoff) };
  }

  async writePrompt(path: string, text: string): Promise<void> {
    try {
      writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      throw tempWriteFailure(this.#tempPlace, path, "the stage's prompt", error);
    }
  }

  readHandoff(path: string): Promise<HandoffRead> {
    return readHandoff(path);
  }

  resolveDirectory(workingDirectory: string): string {
    return resolve(this.#root, workingDirectory);
  }

  /**
   * The agent wrote the workspace and may have planted links anywhere in it, so every directory from the
   * workspace root down is checked with lstat, and the file itself is read without following a link.
   */
  async readArtifact(workingDirectory: string, path: string, maxBytes: number): Promise<ArtifactRead> {
    const refused = (reason: string): ArtifactRead => ({ kind: 'refused', reason });
    const target = resolve(this.resolveDirectory(workingDirectory), ...path.split('/'));
    try {
      const refusal = pathRefusal(this.#root, target);
      if (refusal !== null) return refused(refusal);
      const read = await readRegularFile(target, maxBytes);
      switch (read.kind) {
        case 'file':
          return read;
        case 'missing':
          return refused('does not exist');
        case 'not-regular':
          return refused(`is ${read.what}; only regular files are kept, and links are never followed`);
        case 'too-large':
          return refused(
            `is ${read.size} bytes, more than the ${maxBytes} bytes left of the ${LIMITS.artifactBytes}-byte limit for one record's artifacts`,
          );
      }
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      return refused(`cannot be read (${typeof code === 'string' ? code : String(error)})`);
    }
  }

  now(): Date {
    return this.#now();
  }

  sha256(text: string): string {
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}

/**
 * Why `target` may not be read as a file of the workspace at `root`, or null: it is outside the workspace,
 * or a directory on the way down from the root is missing, not a directory, or a symbolic link (the agent
 * wrote the workspace and may have planted links anywhere in it; they are never followed). Synchronous: a
 * handful of lstat calls on a short path.
 */
function pathRefusal(root: string, target: string): string | null {
  const inside = relative(root, target);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
    return `is outside the workspace (${root})`;
  }
  const parts = inside.split(sep);
  for (let i = 1; i < parts.length; i++) {
    const directory = parts.slice(0, i).join('/');
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(join(root, directory));
    } catch (error) {
      if (isMissing(error)) return 'does not exist';
      throw error;
    }
    if (stats.isSymbolicLink()) return `is under ${directory}, a symbolic link; links are never followed`;
    if (!stats.isDirectory()) return `does not exist (${directory} is not a directory)`;
  }
  return null;
}

/**
 * A text file the workflow names by a path in the workspace (`prompt-file`), read as `readArtifact` reads:
 * inside the workspace, through no link, a regular file of at most `maxBytes`. A pull request's head may be
 * the checkout, so the file and the directories above it are the author's to plant links in; a link to a
 * file elsewhere on the runner (or to /proc/self/environ) would put that file in the prompt. The text is
 * UTF-8, without a byte order mark; UTF-16 and other encodings are refused, not garbled into the prompt.
 * Throws an Error saying why, for the input's message.
 */
export function readWorkspaceTextSync(root: string, path: string, maxBytes: number): string {
  if (isAbsolute(path)) throw new Error('must be a path inside the workspace');
  const target = resolve(root, path);
  const refusal = pathRefusal(resolve(root), target);
  if (refusal !== null) throw new Error(refusal);
  const read = readRegularFileSync(target, maxBytes);
  switch (read.kind) {
    case 'file': {
      const decoded = decodeUtf8(read.bytes);
      if (decoded.kind === 'text') return decoded.text;
      throw new Error(decoded.kind === 'utf-16' ? `${decoded.problem}; ${SAVE_AS_UTF8}` : decoded.problem);
    }
    case 'missing':
      throw new Error('does not exist');
    case 'not-regular':
      throw new Error(`is ${read.what}; only regular files are read, and links are never followed`);
    case 'too-large':
      throw new Error(`is ${read.size} bytes, more than the ${maxBytes}-byte limit`);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
