import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleSnippet } from './file-size-limit.js';

/** nobody, whom root becomes to meet a process limit: root's own processes are never refused one. */
const NOBODY = 65534;

/**
 * Run a TypeScript snippet (bundled as `runWithFileSizeLimit` bundles one) in a child Node process that may
 * lower its own limit of processes (RLIMIT_NPROC) with `prlimit --pid <its pid> --nproc=1`, so the next
 * process it starts is refused for real (EAGAIN), without mocking anything. As root, whose processes no
 * such limit stops, the child runs as nobody (setpriv), from a directory nobody may read. Null where that
 * cannot be done: not Linux, no prlimit, or root without setpriv or a node nobody may run.
 */
export async function runWithProcessLimit(
  source: string,
): Promise<{ exitCode: number | null; stdout: string; stderr: string } | null> {
  if (process.platform !== 'linux') return null;
  if (spawnSync('prlimit', ['--version']).status !== 0) return null;
  const root = process.getuid?.() === 0;
  const asUser = (command: string[]) =>
    root
      ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups', '--inh-caps=-all', ...command]
      : command;
  const probe = asUser([process.execPath, '-e', '0']);
  if (spawnSync(probe[0]!, probe.slice(1)).status !== 0) return null;
  const dir = await mkdtemp(join(tmpdir(), 'baton-nproc-'));
  try {
    const script = join(dir, 'snippet.mjs');
    await bundleSnippet(source, script);
    await chmod(dir, 0o755);
    await chmod(script, 0o644);
    const command = asUser([process.execPath, script]);
    const result = spawnSync(command[0]!, command.slice(1), { cwd: tmpdir(), encoding: 'utf8' });
    return { exitCode: result.status, stdout: result.stdout, stderr: result.stderr };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
