import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, ensureBuilt } from '../support/build.js';

/**
 * The files a user names on the command line besides `--event` (run-event-file.test.ts) and validate's own
 * (cli-validate.test.ts): the workflow of `baton run`, `lint` and `render --workflow`, the template file of
 * `render`, and `validate --data-schema`. Each is read as `--event` is: a regular file or a pipe (`<(command)`,
 * a FIFO) within its limit; a pipe nobody writes is waited for until Ctrl-C or SIGTERM, which stops baton
 * saying so (exit 1); a device is refused without reading it; more than the limit is refused, the rest unread.
 */

const WORKFLOW = `on: workflow_dispatch
jobs:
  show:
    runs-on: ubuntu-latest
    steps:
      - run: echo shown > shown.txt
`;
const STAGE_WORKFLOW = `on:
  workflow_dispatch:
    inputs:
      what: { type: string }
jobs:
  fix:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with: { prompt: "Fix it {{inputs.what}}", run: ./agent.sh }
`;
const HANDOFF = JSON.stringify({ version: 1, status: 'success', summary: 'done', data: { file: 'a.js' } });
const SCHEMA = JSON.stringify({ properties: { file: { type: 'string' } }, required: ['file'] });

const dirs: string[] = [];
const children: ChildProcess[] = [];

function project(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-named-inputs-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), WORKFLOW);
  writeFileSync(join(dir, 'stage.yml'), STAGE_WORKFLOW);
  writeFileSync(join(dir, 'handoff.json'), HANDOFF);
  writeFileSync(join(dir, 'schema.json'), SCHEMA);
  writeFileSync(join(dir, 'prompt.md'), 'Fix it {{inputs.what}}');
  return dir;
}

const env = () => ({ ...process.env, CI: 'true', npm_lifecycle_event: '' });

/** `baton <args>` in `dir`, not waited for. */
function start(dir: string, args: string[]) {
  const child = spawn(process.execPath, [CLI_PATH, ...args], {
    cwd: dir,
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr?.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/**
 * Where prlimit is there, the data of what these start may not pass 1 GiB: a reader that does not stop (of
 * `/dev/zero`, `<(cat /dev/zero)`) fails at once rather than filling the machine's memory; the kill after a
 * minute only keeps such a reader from outliving the test.
 */
const LIMITED =
  process.platform === 'linux' && spawnSync('prlimit', ['--version']).status === 0
    ? ['prlimit', `--data=${1024 ** 3}`]
    : [];

function spawnLimited(dir: string, command: string[]) {
  const all = [...LIMITED, ...command];
  const r = spawnSync(all[0]!, all.slice(1), {
    cwd: dir,
    env: env(),
    encoding: 'utf8',
    timeout: 60_000,
    killSignal: 'SIGKILL',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** `baton <args>` through bash in `dir`, so that `<(command)` in `args` is a pipe as a shell passes it. */
function throughBash(dir: string, args: string) {
  return spawnLimited(dir, ['bash', '-c', `"$0" "$1" ${args}`, process.execPath, CLI_PATH]);
}

function baton(dir: string, args: string[]) {
  return spawnLimited(dir, [process.execPath, CLI_PATH, ...args]);
}

/** A named pipe in `dir` that nobody writes. */
function fifo(dir: string, name: string): string {
  const path = join(dir, name);
  expect(spawnSync('mkfifo', [path]).status).toBe(0);
  return path;
}

/** Until process `pid` has `path` open (it waits on it); gives up after a while, and the test then says why. */
async function untilOpened(pid: number, path: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    let fds: string[] = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      return;
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === path) return;
      } catch {
        // Closed meanwhile.
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The exit code, or 'still running' when baton has not ended within `ms` of being told to stop. */
function exitWithin(exited: Promise<number | null>, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([
    exited,
    new Promise<'still running'>((r) => setTimeout(() => r('still running'), ms)),
  ]);
}

/** A file of `bytes` bytes (sparse: NULs, never written). */
function sized(dir: string, name: string, bytes: number): string {
  writeFileSync(join(dir, name), '');
  truncateSync(join(dir, name), bytes);
  return name;
}

beforeAll(() => ensureBuilt());
afterEach(() => {
  // A baton that did not stop is not left running (SIGKILL: nothing else stops one stuck in a read).
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Each input, as the command that reads it takes it: `file` is what the user names. */
const INPUTS = [
  {
    name: 'baton run <workflow>',
    args: (file: string) => ['run', file, '--plain'],
    what: 'workflow file',
    after: 'no run was started',
    give: 'baton run <(command)',
  },
  {
    name: 'baton lint <workflow>',
    args: (file: string) => ['lint', file],
    what: 'workflow file',
    after: 'nothing was linted',
    give: 'baton lint <(command)',
  },
  {
    name: 'baton render --workflow <workflow>',
    args: (file: string) => ['render', '--workflow', file, '--job', 'fix'],
    what: 'workflow file',
    after: 'nothing was rendered',
    give: 'baton render --workflow <(command)',
  },
  {
    name: 'baton render <template>',
    args: (file: string) => ['render', file],
    what: 'template file',
    after: 'nothing was rendered',
    give: 'baton render <(command)',
  },
  {
    name: 'baton validate --data-schema <file>',
    args: (file: string) => ['validate', 'handoff.json', '--data-schema', file],
    what: 'data-schema file',
    after: 'nothing was validated',
    give: '<(command)',
  },
] as const;

/** The other files these commands read as a pipe: each stopped the same way (their other cases: cli-validate, cli-render). */
const OTHER_PIPES = [
  {
    name: 'baton validate --log <file>',
    args: (file: string) => ['validate', '--log', file],
    what: 'log file',
    after: 'nothing was validated',
    give: '<(command)',
  },
  {
    name: 'baton validate --log --prompt <file>',
    args: (file: string) => ['validate', '--log', 'handoff.json', '--prompt', file],
    what: 'prompt file',
    after: 'nothing was validated',
    give: '<(command)',
  },
  {
    name: 'baton validate --log --event <file>',
    args: (file: string) => ['validate', '--log', 'handoff.json', '--event', file],
    what: 'event file',
    after: 'nothing was validated',
    give: '--event <(command)',
  },
  {
    name: 'baton render --event <file>',
    args: (file: string) => ['render', 'prompt.md', '--event', file],
    what: 'event file',
    after: 'nothing was rendered',
    give: '--event <(command)',
  },
] as const;

describe.runIf(process.platform === 'linux')('a FIFO nobody writes, then Ctrl-C or SIGTERM', () => {
  for (const input of [...INPUTS, ...OTHER_PIPES])
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      it(`${input.name}: stops at ${signal}, exit 1, saying so; nothing is created`, async () => {
        const dir = project();
        const path = fifo(dir, 'in.fifo');
        const before = readdirSync(dir).sort();
        const run = start(dir, [...input.args('in.fifo')]);
        await untilOpened(run.child.pid!, path);
        run.child.kill(signal);
        expect(await exitWithin(run.exited, 10_000), run.stderr()).toBe(1);
        expect(run.stderr()).toContain(
          `baton: in.fifo: ${input.what}: cancelled while waiting for the pipe to be written and closed; ${input.after}\n  give a file, or a pipe whose writer is running: ${input.give}\n`,
        );
        expect(run.stdout()).toBe('');
        expect(readdirSync(dir).sort()).toEqual(before);
      }, 60_000);
    }
});

describe.runIf(process.platform === 'linux')('a pipe: <(command) or a FIFO', () => {
  it('baton run <(cat wf.yml) runs the workflow; a FIFO is waited for until written and closed', async () => {
    const dir = project();
    const r = throughBash(dir, 'run <(cat wf.yml) --plain');
    expect(r.code, r.stderr).toBe(0);
    expect(readFileSync(join(dir, 'shown.txt'), 'utf8')).toBe('shown\n');
    rmSync(join(dir, 'shown.txt'));
    // Named as given (the shell's /dev/fd/<n>), not as a path from the project to it (../../dev/fd/63).
    const listed = JSON.parse(baton(dir, ['runs', '--json']).stdout) as Array<{
      id: string;
      workflow: string;
      workflow_path: string;
    }>;
    expect(listed).toHaveLength(1);
    expect(listed[0]!.workflow_path).toMatch(/^\/dev\/fd\/\d+$/);
    expect(listed[0]!.workflow).toBe(listed[0]!.workflow_path);
    expect(baton(dir, ['show', 'latest']).stdout).toMatch(
      new RegExp(`^run ${listed[0]!.id} {2}/dev/fd/\\d+ {2}success in `),
    );
    const path = fifo(dir, 'wf.fifo');
    const run = start(dir, ['run', 'wf.fifo', '--plain']);
    await untilOpened(run.child.pid!, path);
    // baton holds the read end: this open does not wait, and closing it is the file's end.
    writeFileSync(path, WORKFLOW);
    expect(await exitWithin(run.exited, 30_000), run.stderr()).toBe(0);
    expect(readFileSync(join(dir, 'shown.txt'), 'utf8')).toBe('shown\n');
    // A FIFO in the project is named from the project, as a file is.
    const runs = JSON.parse(baton(dir, ['runs', '--json']).stdout) as Array<{ workflow_path: string }>;
    expect(runs[0]!.workflow_path).toBe('wf.fifo');
  }, 60_000);

  it('baton lint <(cat wf.yml) lints it', () => {
    const dir = project();
    expect(throughBash(dir, 'lint <(cat wf.yml)')).toEqual({ code: 0, stdout: '', stderr: '' });
    // What lint finds in it is found through the pipe too.
    const unpinned = throughBash(
      dir,
      'lint <(sed "s/@0123456789abcdef0123456789abcdef01234567/@v1/" stage.yml)',
    );
    expect(unpinned.code).toBe(1);
    expect(unpinned.stdout).toMatch(/^\/dev\/fd\/\d+:\d+:\d+: /m);
  });

  it('baton render --workflow <(cat stage.yml) and baton render <(cat prompt.md) render the prompt', () => {
    const dir = project();
    expect(throughBash(dir, 'render --workflow <(cat stage.yml) --job fix --input what=now')).toEqual({
      code: 0,
      stdout: 'Fix it now',
      stderr: '',
    });
    expect(throughBash(dir, 'render <(cat prompt.md) --input what=now')).toEqual({
      code: 0,
      stdout: 'Fix it now',
      stderr: '',
    });
  });

  it('baton validate --data-schema <(cat schema.json) checks the data against it', () => {
    const dir = project();
    expect(throughBash(dir, 'validate handoff.json --data-schema <(cat schema.json)').code).toBe(0);
    const r = throughBash(
      dir,
      `validate handoff.json --data-schema <(echo '{"properties": {"line": {"type": "string"}}, "required": ["line"]}')`,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("$.data.line: required by this stage's data-schema");
  });
});

describe('a device: refused without reading it, saying what to give', () => {
  const said = {
    'workflow file':
      "baton: /dev/zero: is a character device; a workflow file must be a regular file or a pipe: give the workflow file, or <(command) for a command's output\n",
    'template file':
      "baton: /dev/zero: the template file is a character device; a template must be a regular file or a pipe: give the file, or <(command) for a command's output\n",
    'data-schema file':
      "baton: /dev/zero: is a character device; a data-schema must be a regular file or a pipe: give a file, - for stdin, or <(command) for a command's output\n",
  };
  for (const input of INPUTS)
    it(`${input.name} /dev/zero: exit 2, and nothing is created`, () => {
      const dir = project();
      const before = readdirSync(dir).sort();
      expect(baton(dir, [...input.args('/dev/zero')])).toEqual({
        code: 2,
        stdout: '',
        stderr: said[input.what],
      });
      expect(readdirSync(dir).sort()).toEqual(before);
    });
});

describe('over the limit: refused with the size, before reading it; of a pipe at the first byte past it', () => {
  it('a workflow file over 1 MiB (LIMITS.workflowFileBytes), for run, lint and render --workflow', () => {
    const dir = project();
    sized(dir, 'big.yml', 1024 * 1024 + 1);
    const before = readdirSync(dir).sort();
    for (const input of INPUTS.filter((each) => each.what === 'workflow file')) {
      expect(baton(dir, [...input.args('big.yml')]), input.name).toEqual({
        code: 2,
        stdout: '',
        stderr:
          'baton: big.yml: is 1048577 bytes; a workflow file may be at most 1048576 bytes (1 MiB), as baton reads no larger workflow file, named or called: move long scripts and prompts into files it names\n',
      });
      const piped = throughBash(dir, input.args('<(cat /dev/zero)').join(' '));
      expect(piped.code, input.name).toBe(2);
      expect(piped.stderr).toMatch(
        /^baton: \/dev\/fd\/\d+: is more than 1048576 bytes; a workflow file may be at most/,
      );
    }
    expect(readdirSync(dir).sort()).toEqual(before);
    expect(existsSync(join(dir, '.baton'))).toBe(false);
  });

  it('a template file over 256 KiB, as a template too large (exit 1)', () => {
    const dir = project();
    sized(dir, 'big.md', 256 * 1024 + 1);
    expect(baton(dir, ['render', 'big.md'])).toEqual({
      code: 1,
      stdout: '',
      stderr:
        'baton: big.md: the template file is 262145 bytes, more than the 262144 (256 KiB) a template may be\n',
    });
    expect(throughBash(dir, 'render <(cat /dev/zero)')).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(
        /^baton: \/dev\/fd\/\d+: the template file is more than the 262144 \(256 KiB\) a template may be\n$/,
      ),
    });
  });

  it('a data-schema over 64 KiB (exit 2)', () => {
    const dir = project();
    sized(dir, 'big.json', 64 * 1024 + 1);
    expect(baton(dir, ['validate', 'handoff.json', '--data-schema', 'big.json'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'baton: big.json: is 65537 bytes; a data-schema may be at most 65536 bytes (64 KiB)\n',
    });
    expect(throughBash(dir, 'validate handoff.json --data-schema <(cat /dev/zero)')).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(
        /^baton: \/dev\/fd\/\d+: is more than 65536 bytes; a data-schema may be at most 65536 bytes \(64 KiB\)\n$/,
      ),
    });
  });
});
