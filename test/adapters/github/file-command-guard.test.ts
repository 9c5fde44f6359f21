import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileCommandGuard } from '../../../src/adapters/github/file-command-guard.js';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';

let dir: string;
let files: Array<{ name: string; path: string }>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-guard-'));
  await mkdir(join(dir, '_runner_file_commands'));
  files = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'].map((name) => ({
    name,
    path: join(dir, '_runner_file_commands', `${name.toLowerCase()}_0000`),
  }));
  // What baton itself wrote before the command: the guard keeps exactly this.
  await writeFile(files[0]!.path, 'BEFORE=1\n');
  await writeFile(files[1]!.path, '');
  await writeFile(files[2]!.path, '');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Run `script` under the guard; the names of the files it changed, and what they hold after. */
async function guarded(script: string) {
  const changed: string[][] = [];
  const guard = new FileCommandGuard(new ShellRunner({ tempDir: dir }), files, (names) =>
    changed.push(names),
  );
  const result = await guard.run({
    script,
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', DIR: join(dir, '_runner_file_commands') },
  });
  const contents = await Promise.all(files.map((f) => readFile(f.path, 'utf8')));
  return { result, changed, contents };
}

describe('FileCommandGuard', () => {
  it('leaves the files and says nothing when the command does not touch them', async () => {
    const { result, changed, contents } = await guarded('echo hello');
    expect(result.exitCode).toBe(0);
    expect(changed).toEqual([]);
    expect(contents).toEqual(['BEFORE=1\n', '', '']);
  });

  it('takes back a file rewritten to the same size, lines appended and a file removed, and names each', async () => {
    const { changed, contents } = await guarded(
      [
        'printf "BEFORE=9\\n" > "$DIR/github_env_0000"',
        'echo "LD_PRELOAD=/tmp/x.so" >> "$DIR/github_output_0000"',
        'rm "$DIR/github_path_0000"',
      ].join('\n'),
    );
    expect(changed).toEqual([['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH']]);
    expect(contents).toEqual(['BEFORE=1\n', '', '']);
  });

  it('puts a file back in place of a link to another, never writing through the link', async () => {
    const elsewhere = join(dir, 'elsewhere');
    await writeFile(elsewhere, 'NOT BATON\n');
    const { changed, contents } = await guarded(
      [
        'rm "$DIR/github_env_0000"',
        `ln -s "${elsewhere}" "$DIR/github_env_0000"`,
        'printf "BEFORE=2\\n" > "$DIR/github_output_0000"',
      ].join('\n'),
    );
    expect(changed).toEqual([['GITHUB_ENV', 'GITHUB_OUTPUT']]);
    expect(contents).toEqual(['BEFORE=1\n', '', '']);
    expect(await readFile(elsewhere, 'utf8')).toBe('NOT BATON\n');
  });

  it('checks before and after every command, so each is held to what the last left', async () => {
    const changed: string[][] = [];
    const guard = new FileCommandGuard(new ShellRunner({ tempDir: dir }), files, (names) =>
      changed.push(names),
    );
    const env = { PATH: process.env.PATH ?? '', DIR: join(dir, '_runner_file_commands') };
    await guard.run({ script: 'echo "X=1" >> "$DIR/github_output_0000"', cwd: dir, env });
    // Between commands baton may write its own lines; the next command is checked against those.
    await writeFile(files[1]!.path, 'status=success\n', { flag: 'a' });
    await guard.run({ script: 'true', cwd: dir, env });
    expect(changed).toEqual([['GITHUB_OUTPUT']]);
    expect(await readFile(files[1]!.path, 'utf8')).toBe('status=success\n');
  });
});
