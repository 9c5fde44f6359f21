import { appendFile, chmod, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FileCommandGuard,
  type FileCommandTampering,
} from '../../../src/adapters/github/file-command-guard.js';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import { actAsJobUser, CAN_HOLD_TO_MODES, JOB_USER_SHELL } from '../../support/another-user.js';

let dir: string;
/** The runner's directory of the file commands, in its RUNNER_TEMP. */
let fileDir: string;
let files: Array<{ name: string; path: string }>;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-guard-'));
  fileDir = join(dir, 'runner-temp', '_runner_file_commands');
  await mkdir(fileDir, { recursive: true });
  files = ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'].map((name) => ({
    name,
    path: join(fileDir, `${name.toLowerCase()}_0000`),
  }));
  // What baton itself wrote before the command: the guard keeps exactly this.
  await writeFile(files[0]!.path, 'BEFORE=1\n');
  await writeFile(files[1]!.path, '');
  await writeFile(files[2]!.path, '');
});
afterEach(async () => {
  // A test may leave a directory without search permission, which would keep rm out as any user but root.
  await chmod(join(dir, 'runner-temp'), 0o755).catch(() => {});
  await rm(dir, { recursive: true, force: true });
});

/** What the guard said of a command: the files it changed, the directories whose mode it changed, what it could not put back. */
const told = (tampering: Partial<FileCommandTampering>): FileCommandTampering => ({
  files: [],
  directories: [],
  notPutBack: [],
  ...tampering,
});

/** Run `script` under the guard (with `shell`, if given); what it told of the files, and what they hold after. */
async function guarded(script: string, shell?: string) {
  const changed: FileCommandTampering[] = [];
  const guard = new FileCommandGuard(new ShellRunner({ tempDir: dir }), files, (tampering) =>
    changed.push(tampering),
  );
  const result = await guard.run({
    script,
    ...(shell ? { shell } : {}),
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', DIR: fileDir },
  });
  const contents = await Promise.all(files.map((f) => readFile(f.path, 'utf8')));
  return { result, changed, contents };
}

const modeOf = async (path: string) => (await stat(path)).mode & 0o7777;

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
    expect(changed).toEqual([told({ files: ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'] })]);
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
    expect(changed).toEqual([told({ files: ['GITHUB_ENV', 'GITHUB_OUTPUT'] })]);
    expect(contents).toEqual(['BEFORE=1\n', '', '']);
    expect(await readFile(elsewhere, 'utf8')).toBe('NOT BATON\n');
  });

  it.each([
    ['removed it', 'rm -r "$DIR"'],
    ['put a file in its place', 'rm -r "$DIR"; echo "LD_PRELOAD=/tmp/x.so" > "$DIR"'],
  ])('makes the directory again when the command %s, with the files as they were', async (_, script) => {
    const before = await modeOf(fileDir);
    const { changed, contents } = await guarded(script);
    expect(changed).toEqual([
      told({ files: ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'], directories: [fileDir] }),
    ]);
    expect(contents).toEqual(['BEFORE=1\n', '', '']);
    expect(await modeOf(fileDir)).toBe(before);
  });

  it('checks before and after every command, so each is held to what the last left', async () => {
    const changed: FileCommandTampering[] = [];
    const guard = new FileCommandGuard(new ShellRunner({ tempDir: dir }), files, (tampering) =>
      changed.push(tampering),
    );
    const env = { PATH: process.env.PATH ?? '', DIR: fileDir };
    await guard.run({ script: 'echo "X=1" >> "$DIR/github_output_0000"', cwd: dir, env });
    // Between commands baton may write its own lines; the next command is checked against those.
    await writeFile(files[1]!.path, 'status=success\n', { flag: 'a' });
    await guard.run({ script: 'true', cwd: dir, env });
    expect(changed).toEqual([told({ files: ['GITHUB_OUTPUT'] })]);
    expect(await readFile(files[1]!.path, 'utf8')).toBe('status=success\n');
  });
});

// On a GitHub-hosted runner the runner, baton and the agent are one user, `runner`, not root: the agent may
// change the modes of the files and of their directory, which then bind baton too, until it changes them back.
describe.skipIf(!CAN_HOLD_TO_MODES)('FileCommandGuard, as a job user whom file modes bind', () => {
  /**
   * `guarded` as the job's user, who also reads the files and their modes after, then appends a line to
   * each as baton does its own outputs and summary once the agent has ended (@actions/core appends).
   */
  async function guardedAsJobUser(script: string) {
    const modesBefore = await Promise.all([fileDir, ...files.map((f) => f.path)].map(modeOf));
    return actAsJobUser(dir, async () => {
      const run = await guarded(script, JOB_USER_SHELL);
      const modes = await Promise.all([fileDir, ...files.map((f) => f.path)].map(modeOf));
      for (const file of files) await appendFile(file.path, 'BATON=1\n');
      const after = await Promise.all(files.map((f) => readFile(f.path, 'utf8')));
      return { ...run, modesBefore, modes, after };
    });
  }

  it('puts back files the command appended to and made read-only or unreadable, and baton writes to them after', async () => {
    const run = await guardedAsJobUser(
      [
        'echo "LD_PRELOAD=/tmp/x.so" >> "$DIR/github_env_0000"',
        'chmod 444 "$DIR/github_env_0000"',
        'echo "status=pwned" >> "$DIR/github_output_0000"',
        'chmod 000 "$DIR/github_output_0000"',
        'chmod 400 "$DIR/github_path_0000"',
      ].join('\n'),
    );
    expect(run.result.exitCode).toBe(0);
    expect(run.changed).toEqual([told({ files: ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'] })]);
    expect(run.contents).toEqual(['BEFORE=1\n', '', '']);
    expect(run.modes).toEqual(run.modesBefore);
    expect(run.after).toEqual(['BEFORE=1\nBATON=1\n', 'BATON=1\n', 'BATON=1\n']);
  });

  it('puts back a file replaced in a directory the command made read-only, and the directory’s mode', async () => {
    const run = await guardedAsJobUser(
      [
        'rm "$DIR/github_env_0000"',
        'echo "LD_PRELOAD=/tmp/x.so" > "$DIR/github_env_0000"',
        'chmod 444 "$DIR/github_env_0000"',
        'chmod 555 "$DIR"',
      ].join('\n'),
    );
    expect(run.changed).toEqual([told({ files: ['GITHUB_ENV'], directories: [fileDir] })]);
    expect(run.contents).toEqual(['BEFORE=1\n', '', '']);
    expect(run.modes).toEqual(run.modesBefore);
    expect(run.after).toEqual(['BEFORE=1\nBATON=1\n', 'BATON=1\n', 'BATON=1\n']);
  });

  it('puts back a file appended to in a directory the command made unsearchable', async () => {
    const run = await guardedAsJobUser(
      ['echo "status=pwned" >> "$DIR/github_output_0000"', 'chmod 000 "$DIR"'].join('\n'),
    );
    expect(run.changed).toEqual([told({ files: ['GITHUB_OUTPUT'], directories: [fileDir] })]);
    expect(run.contents).toEqual(['BEFORE=1\n', '', '']);
    expect(run.modes).toEqual(run.modesBefore);
  });

  it('puts a file back in place of a directory holding a read-only directory', async () => {
    const run = await guardedAsJobUser(
      [
        'rm "$DIR/github_path_0000"',
        'mkdir -p "$DIR/github_path_0000/locked"',
        'echo planted > "$DIR/github_path_0000/locked/x"',
        'chmod 500 "$DIR/github_path_0000/locked" "$DIR/github_path_0000"',
      ].join('\n'),
    );
    expect(run.changed).toEqual([told({ files: ['GITHUB_PATH'] })]);
    expect(run.contents).toEqual(['BEFORE=1\n', '', '']);
    expect(run.modes).toEqual(run.modesBefore);
  });

  it('reports a directory whose mode alone the command changed, put back', async () => {
    const run = await guardedAsJobUser('chmod 700 "$DIR"; chmod 500 "$DIR"');
    expect(run.changed).toEqual([told({ directories: [fileDir] })]);
    expect(run.modes).toEqual(run.modesBefore);
  });

  it('names the files it could not reach to put back, and why, and still returns the command’s result', async () => {
    // RUNNER_TEMP itself made unsearchable: what is under it cannot be checked, by baton or by the runner.
    const changed: FileCommandTampering[] = [];
    const result = await actAsJobUser(dir, () =>
      new FileCommandGuard(new ShellRunner({ tempDir: dir }), files, (tampering) =>
        changed.push(tampering),
      ).run({
        script: 'echo "LD_PRELOAD=/tmp/x.so" >> "$DIR/github_env_0000"; chmod 000 "$DIR/.."; exit 3',
        shell: JOB_USER_SHELL,
        cwd: dir,
        env: { PATH: process.env.PATH ?? '', DIR: fileDir },
      }),
    );
    expect(result.exitCode).toBe(3);
    expect(changed).toEqual([
      told({
        files: ['GITHUB_ENV', 'GITHUB_OUTPUT', 'GITHUB_PATH'],
        notPutBack: files.map((f) => ({
          name: f.name,
          why: `EACCES: permission denied, lstat '${f.path}'`,
        })),
      }),
    ]);
  });
});
