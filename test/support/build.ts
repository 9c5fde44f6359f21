import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The bundled CLI, as a `baton` that npm installed runs it. */
export const CLI_PATH = join(REPO_ROOT, 'dist', 'cli.js');
/**
 * The command baton's hints (`look next: …`) name for the bundled CLI started as `node CLI_PATH`: what the
 * user typed, as they can paste it (baton on PATH is `baton`; see src/cli/invoked-as.ts).
 */
export const CLI_HINT = `node ${CLI_PATH}`;
/** CLI_HINT as text of a regular expression. */
export const CLI_HINT_PATTERN = CLI_HINT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The bundled CLI run as a user runs it (`node dist/cli.js …`) in `cwd`, as in CI (`CI=true`: plain lines)
 * and not as started by npm, with `env` added.
 */
export function batonCli(args: readonly string[], cwd: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', npm_lifecycle_event: '', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * batonCli without blocking this process: for a CLI that talks to a server the test runs (the results
 * server), which a synchronous spawn would keep from answering. `started` is called with the child, for a
 * test that signals it part way.
 */
export function batonCliAsync(
  args: readonly string[],
  cwd: string,
  env: Record<string, string> = {},
  started: (child: ChildProcess) => void = () => {},
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd,
    env: { ...process.env, CI: 'true', npm_lifecycle_event: '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  started(child);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

function newestMtime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function builtAt(): number {
  try {
    return statSync(CLI_PATH).mtimeMs;
  } catch {
    return -1;
  }
}

/**
 * Make sure dist/ is built from the current source before an end-to-end test spawns it: rebuilds when
 * dist/cli.js is missing or older than anything in src/, package.json or the build script. Several test files (and people)
 * share one work tree, so the build runs under a lock directory and is skipped when someone else just did it.
 */
export function ensureBuilt(): void {
  const sources = () =>
    Math.max(
      newestMtime(join(REPO_ROOT, 'src')),
      newestMtime(join(REPO_ROOT, 'package.json')),
      newestMtime(join(REPO_ROOT, 'scripts', 'build.mjs')),
    );
  if (builtAt() >= sources()) return;
  const lock = join(REPO_ROOT, 'tmp', 'build.lock');
  mkdirSync(join(REPO_ROOT, 'tmp'), { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`${lock} held for over 2 minutes; remove it if no build is running`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (builtAt() < sources()) {
      execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    }
  } finally {
    rmdirSync(lock);
  }
}
