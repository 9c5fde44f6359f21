import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { REPO_ROOT } from './build.js';

/**
 * Run a TypeScript snippet in a child Node process whose files may not grow past `limitKiB` (the shell's
 * `ulimit -f`), with SIGXFSZ ignored, so a write past the limit fails with EFBIG instead of killing the
 * process. A real I/O failure in the middle of a write, without mocking anything — it applies to root too.
 *
 * `source` is bundled with esbuild (imports resolve from the repository root, e.g.
 * `./src/adapters/local/record-store.js`); `args` are passed as process.argv[2…].
 */
export async function runWithFileSizeLimit(
  source: string,
  args: readonly string[],
  limitKiB: number,
  /** Also limit the open file descriptors (`ulimit -n`). */
  openFiles?: number,
): Promise<{ exitCode: number; stdout: string; stderr: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'baton-fsize-'));
  try {
    const script = join(dir, 'snippet.mjs');
    await bundleSnippet(source, script);
    try {
      const { stdout, stderr } = await promisify(execFile)(
        'bash',
        withFileSizeLimit([process.execPath, script, ...args], limitKiB, openFiles),
      );
      return { exitCode: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      if (typeof failed.code !== 'number') throw error;
      return { exitCode: failed.code, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * bash's arguments to run `command` (a program and its arguments) with its files limited to `limitKiB`
 * (SIGXFSZ ignored, so a write past it fails with EFBIG) and, when given, its open files to `openFiles`.
 */
export function withFileSizeLimit(
  command: readonly string[],
  limitKiB: number,
  openFiles?: number,
): string[] {
  const limits = `ulimit -f ${limitKiB};${openFiles === undefined ? '' : ` ulimit -n ${openFiles};`}`;
  return ['-c', `trap '' XFSZ; ${limits} exec "$0" "$@"`, ...command];
}

/**
 * Bundle a TypeScript snippet with esbuild into `file`, one ES module Node runs: its imports resolve from the
 * repository root (`./src/adapters/local/shell-runner.js`).
 */
export async function bundleSnippet(source: string, file: string): Promise<void> {
  const bundled = await build({
    stdin: { contents: source, resolveDir: REPO_ROOT, loader: 'ts', sourcefile: 'snippet.ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    // A CommonJS package in the bundle (yaml) requires Node's built-ins: an ES module has no require of its own.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    write: false,
    logLevel: 'silent',
  });
  await writeFile(file, bundled.outputFiles[0]!.contents);
}
