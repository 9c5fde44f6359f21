import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { fakeCliIO } from '../support/cli-io.js';

/**
 * What `baton` says of a command line it cannot act on (in process): no command, an unknown help topic,
 * options that are alternatives, a missing or misplaced file, a secret name that is an option, a store that
 * is a file. Each is refused before anything runs, and nothing is stored.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const WORKFLOW = `name: pipe
on: workflow_dispatch
jobs:
  first:
    runs-on: ubuntu-latest
    steps:
      - run: echo one
`;

/** A project with `.github/workflows/<name>` for each name. */
function project(...workflows: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-cli-usage-'));
  dirs.push(dir);
  if (workflows.length > 0) mkdirSync(join(dir, '.github', 'workflows'), { recursive: true });
  for (const name of workflows) writeFileSync(join(dir, '.github', 'workflows', name), WORKFLOW);
  return dir;
}

async function baton(argv: string[], cwd = project()) {
  const fake = fakeCliIO({ cwd, env: { ...process.env, CI: 'true' } });
  const code = await run({ argv, io: fake.io });
  return { code, stdout: fake.stdout(), stderr: fake.stderr() };
}

describe('baton without a command, and baton help', () => {
  it('prints the help on stderr and exits 2 (usage) when given no command', async () => {
    const r = await baton([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage: baton \[options\] \[command\]\n/);
  });

  it('says a help topic that is no command is an unknown command, exit 2', async () => {
    const r = await baton(['help', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain("baton: unknown command 'nope'\n(run baton --help for usage)");
  });

  it('still exits 0 for --help, help and help <command>', async () => {
    for (const argv of [['--help'], ['help'], ['help', 'run'], ['run', '--help']]) {
      const r = await baton(argv);
      expect(r.code, argv.join(' ')).toBe(0);
      expect(r.stdout, argv.join(' ')).toMatch(/^Usage: baton /);
    }
    expect((await baton(['help', 'run'])).stdout).toMatch(/^Usage: baton run \[options\] <workflow>\n/);
    expect((await baton(['--help'])).stdout).toMatch(/^ {2}run \[options\] <workflow> /m);
  });

  // Only the command the first argument names is built (a cold start pays for no other); these are the
  // command lines that name none, or not first, and must still see every command.
  it('lists every command in --help, help and a bare baton', async () => {
    const commands = [
      'validate',
      'schema',
      'lint',
      'run',
      'runs',
      'show',
      'history',
      'replay',
      'render',
      'report',
      'pull',
    ];
    for (const argv of [['--help'], ['help'], [], ['--no-color']]) {
      const r = await baton(argv);
      const listed = [...(r.stdout + r.stderr).matchAll(/^ {2}([a-z]+)\b/gm)].map((m) => m[1]);
      expect(listed, argv.join(' ')).toEqual([...commands, 'help']);
    }
  });

  it('suggests the command meant for a misspelt one, and for a misspelt help topic', async () => {
    for (const argv of [
      ['vaildate', 'x.json'],
      ['help', 'histroy'],
    ]) {
      const r = await baton(argv);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr, argv.join(' ')).toMatch(
        /unknown command '(vaildate|histroy)'\n\(Did you mean (validate|history)\?\)/,
      );
    }
  });

  it('runs the command named after an option of baton itself (baton --no-color validate …)', async () => {
    const cwd = project();
    writeFileSync(join(cwd, 'h.json'), '{"version":1,"summary":"ok"}');
    const r = await baton(['--no-color', 'validate', 'h.json'], cwd);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ version: 1, summary: 'ok' });
  });
});

describe('baton run: the command line', () => {
  it('says which argument is missing, and lists the workflow files under .github/workflows', async () => {
    const dir = project('pipe.yml', 'fix.yaml');
    const r = await baton(['run'], dir);
    expect(r).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'baton: missing argument <workflow>: the workflow file to run (baton run .github/workflows/fix.yaml)\n' +
        '  workflows in .github/workflows/: fix.yaml, pipe.yml\n',
    });
    const none = await baton(['run']);
    expect(none.stderr).toBe(
      'baton: missing argument <workflow>: the workflow file to run (baton run .github/workflows/<workflow>.yml)\n',
    );
    // A workflow only ever called by another is not the one suggested first, though it sorts first.
    const called = project('pipe.yml');
    writeFileSync(join(called, '.github', 'workflows', 'a-stage.yml'), 'on: workflow_call\njobs: {}\n');
    expect((await baton(['run'], called)).stderr).toMatch(/\(baton run \.github\/workflows\/pipe\.yml\)\n/);
    // A FIFO named like a workflow is not read (it would block): the list is still given.
    execFileSync('mkfifo', [join(called, '.github', 'workflows', 'b-pipe.yml')]);
    expect((await baton(['run'], called)).code).toBe(2);
  });

  it("never prints a workflow file name that holds a control or invisible character: the names are the repository's", async () => {
    const hostile = 'ci\u001b]0;pwned\u0007\u001b[2K\rbaton: all good.yml';
    const dir = project(
      'pipe.yml',
      hostile,
      'gr\u202eelif.yml',
      'ci\u2028x.yml',
      'deploy\u{E0041}\u{E0042}.yml',
      'soft\u00adhyphen.yml',
    );
    const r = await baton(['run'], dir);
    expect(r.stderr).toBe(
      'baton: missing argument <workflow>: the workflow file to run (baton run .github/workflows/pipe.yml)\n' +
        '  workflows in .github/workflows/: pipe.yml\n',
    );
    const meant = await baton(['run', 'ci.yml'], dir);
    expect(meant.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
  });

  it('suggests .github/workflows/<name> for a workflow file named without its directory', async () => {
    const dir = project('pipe.yml');
    for (const name of ['pipe.yml', 'pipee.yml']) {
      const r = await baton(['run', name, '--plain'], dir);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toBe(`baton: ${name}: no such file\n  did you mean .github/workflows/pipe.yml?\n`);
    }
    expect((await baton(['run', 'other.yml'], dir)).stderr).toBe('baton: other.yml: no such file\n');
    expect(existsSync(join(dir, '.baton'))).toBe(false);
    // lint and render --workflow say it as run does.
    for (const args of [
      ['lint', 'pipe'],
      ['render', '--workflow', 'pipe', '--job', 'a'],
    ]) {
      const r = await baton(args, dir);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toBe('baton: pipe: no such file\n  did you mean .github/workflows/pipe.yml?\n');
    }
  });

  it('refuses --json with --plain, for run and replay: they are alternatives', async () => {
    const dir = project('pipe.yml');
    for (const argv of [
      ['run', '.github/workflows/pipe.yml', '--json', '--plain'],
      ['replay', 'latest', '--from', 'first', '--plain', '--json'],
    ]) {
      const r = await baton(argv, dir);
      expect(r.code, argv.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/option '--(json|plain)' cannot be used with option '--(plain|json)'/);
    }
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('refuses a --secret name that is an option or not the name of an environment variable', async () => {
    const dir = project('pipe.yml');
    const option = await baton(['run', '.github/workflows/pipe.yml', '--secret', '--plain'], dir);
    expect(option).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'baton: --secret: takes the name of an environment variable after it (--secret NAME), not "--plain"\n',
    });
    const spaced = await baton(['run', '.github/workflows/pipe.yml', '--plain', '--secret', 'MY KEY'], dir);
    expect(spaced.code).toBe(2);
    expect(spaced.stderr).toBe(
      'baton: --secret: "MY KEY" is not the name of an environment variable (letters, digits and _, not starting with a digit)\n',
    );
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });
});

describe('the run commands: a .baton/runs that is a file', () => {
  it('says it is not a directory, instead of ENOTDIR, for every command', async () => {
    const dir = project('pipe.yml');
    mkdirSync(join(dir, '.baton'));
    writeFileSync(join(dir, '.baton', 'runs'), '');
    const said = `baton: ${join(dir, '.baton', 'runs')}: is not a directory; baton keeps its runs in a directory by that name\n  move it out of the way (baton run makes the directory)\n`;
    for (const argv of [
      ['runs'],
      ['show', 'latest'],
      ['show', '20261121-1305-ab12'],
      ['history', 'latest'],
      ['report', 'latest'],
      ['run', '.github/workflows/pipe.yml', '--plain'],
    ]) {
      const r = await baton(argv, dir);
      expect(r.code, argv.join(' ')).toBe(1);
      expect(r.stderr, argv.join(' ')).toBe(said);
    }
    const parent = project();
    writeFileSync(join(parent, '.baton'), '');
    expect((await baton(['runs'], parent)).stderr).toBe(
      `baton: ${join(parent, '.baton')}: is not a directory; baton keeps its runs in ${join(parent, '.baton', 'runs')}\n  move it out of the way (baton run makes the directory)\n`,
    );
  });
});
