import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { LIMITS, RECORD_FILES } from '../../core/names.js';
import type { ArtifactRead, HandoffRead, Workspace } from '../../core/ports.js';
import { readHandoff } from './read-handoff.js';
import { readRegularFile } from './read-regular-file.js';

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
  readonly #now: () => Date;

  constructor(options: LocalWorkspaceOptions) {
    this.#root = resolve(options.root);
    this.#tempDir = resolve(options.tempDir ?? tmpdir());
    this.#privateTempDir = options.privateTempDir ?? false;
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
      dir = mkdtempSync(prefix);
    } catch (error) {
      // The temp dir is made on first use only: checking it before every attempt is a wasted call per stage.
      if ((error as { code?: unknown } | null)?.code !== 'ENOENT') throw error;
      mkdirSync(this.#tempDir, { recursive: true });
      dir = mkdtempSync(prefix);
    }
    return { promptPath: join(dir, RECORD_FILES.prompt), handoffPath: join(dir, RECORD_FILES.handoff) };
  }

  async writePrompt(path: string, text: string): Promise<void> {
    writeFileSync(path, text, { flag: 'wx', mode: 0o600 });
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
    const inside = relative(this.#root, target);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      return refused(`is outside the workspace (${this.#root})`);
    }
    try {
      const parts = inside.split(sep);
      for (let i = 1; i < parts.length; i++) {
        const directory = parts.slice(0, i).join('/');
        const stats = await lstat(join(this.#root, directory)).catch((error: unknown) => {
          if (isMissing(error)) return undefined;
          throw error;
        });
        if (stats === undefined) return refused('does not exist');
        if (stats.isSymbolicLink())
          return refused(`is under ${directory}, a symbolic link; links are never followed`);
        if (!stats.isDirectory()) return refused(`does not exist (${directory} is not a directory)`);
      }
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

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}
