import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { RECORD_FILES } from '../../core/names.js';
import type { HandoffRead, Workspace } from '../../core/ports.js';
import { readHandoff } from './read-handoff.js';

export interface LocalWorkspaceOptions {
  /** The workspace root: GITHUB_WORKSPACE on GitHub, the project directory locally. */
  root: string;
  /** Where attempt directories are made: RUNNER_TEMP on GitHub; the OS temp dir by default. Never the repository. */
  tempDir?: string;
  /** The clock; `new Date()` by default. */
  now?: () => Date;
}

/**
 * The stage engine's files on this machine (or runner). Each attempt gets its own directory, made with
 * mkdtemp (mode 0700), holding the prompt and the path where the agent writes its handoff: a fresh path no
 * earlier attempt or other stage could have left a file at.
 */
export class LocalWorkspace implements Workspace {
  readonly #root: string;
  readonly #tempDir: string;
  readonly #now: () => Date;

  constructor(options: LocalWorkspaceOptions) {
    this.#root = resolve(options.root);
    this.#tempDir = resolve(options.tempDir ?? tmpdir());
    this.#now = options.now ?? (() => new Date());
  }

  async attemptPaths(stage: string, attempt: number): Promise<{ promptPath: string; handoffPath: string }> {
    await mkdir(this.#tempDir, { recursive: true });
    const dir = await mkdtemp(join(this.#tempDir, `baton-${stage}-${attempt}-`));
    return { promptPath: join(dir, RECORD_FILES.prompt), handoffPath: join(dir, RECORD_FILES.handoff) };
  }

  async writePrompt(path: string, text: string): Promise<void> {
    await writeFile(path, text, { flag: 'wx', mode: 0o600 });
  }

  readHandoff(path: string): Promise<HandoffRead> {
    return readHandoff(path);
  }

  resolveDirectory(workingDirectory: string): string {
    return resolve(this.#root, workingDirectory);
  }

  now(): Date {
    return this.#now();
  }
}
