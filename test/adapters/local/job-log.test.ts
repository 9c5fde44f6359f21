import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type LocalExecutorOptions, LocalExecutorPorts } from '../../../src/adapters/local/local-executor.js';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import type { ScriptResult, ScriptSpec } from '../../../src/core/workflow/execute.js';

/**
 * A `run:` step's job log (`job-<leg>.log`) written as the step prints, with a real shell: a run killed
 * while a step runs keeps what it printed, and `baton show` of a running job shows it so far; no secret,
 * nor any part of one, is ever in the file; a step that ends leaves it as it always did (its heading, its
 * whole output redacted once, cut as the runner cuts it).
 */

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'baton-job-log-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

// Spelled in parts, so no scanner takes this file for one holding a token.
const TOKEN = `gh${'p_'}${'a1B2c3D4e5'.repeat(3)}abcdef`;
const SECRET = 'hunter2-super-secret-value-0123';

/** The ports of a run in `root`, with a real shell runner, and how to run a `run:` step of leg `a` with them. */
async function executor(options: { secrets?: string[]; maxOutputBytes?: number } = {}) {
  const runDir = join(root, '.baton', 'runs', 'r');
  const tempDir = join(root, 'temp');
  await mkdir(runDir, { recursive: true });
  await mkdir(tempDir, { mode: 0o700 });
  const secrets = options.secrets ?? [];
  const ports = new LocalExecutorPorts({
    workspace: root,
    storeDir: join(root, '.baton', 'runs'),
    runDir,
    tempDir,
    runner: new ShellRunner({
      tempDir,
      secrets,
      ...(options.maxOutputBytes === undefined ? {} : { maxOutputBytes: options.maxOutputBytes }),
    }),
    baseEnv: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
    secrets,
    github: { event: {} },
    emit: () => {},
  } as unknown as LocalExecutorOptions);
  const log = join(runDir, 'job-a.log');
  const step = (script: string, step = 0, leg = 'a'): Promise<ScriptResult> => {
    const spec: ScriptSpec = {
      job: leg,
      leg,
      step,
      name: `Run ${script.split('\n')[0]}`,
      script,
      shell: null,
      workingDirectory: null,
      defaults: {},
      env: {},
      path: [],
      signal: new AbortController().signal,
      kill: new AbortController().signal,
    };
    return ports.runScript(spec);
  };
  const read = () => (existsSync(log) ? readFileSync(log, 'utf8') : '');
  return { ports, step, read, runDir, go: () => writeFileSync(join(root, 'go'), '') };
}

/** Wait (up to 20 s) until `done` holds. */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(done(), `${what} never happened`).toBe(true);
}

/** A script line that waits (30 s at most) for the test to create the file `name` in the workspace. */
const waitFor = (name: string) => `for i in $(seq 600); do [ -e ${name} ] && break; sleep 0.05; done`;
const WAIT_FOR_GO = waitFor('go');

describe("a run: step's job log", () => {
  it('holds what the step printed while it runs, its last line once the output goes quiet', async () => {
    const { ports, step, read, go } = await executor();
    const running = step(`echo slow start\n${WAIT_FOR_GO}\necho slow end`);
    await until('the first line in the job log', () => read().includes('\nslow start\n'));
    expect(read()).toBe('── step 1: Run echo slow start\nslow start\n');
    go();
    const result = await running;
    expect(await ports.drain()).toBeNull();
    // As it always was once the step ended: its heading, then its whole output.
    expect(read()).toBe('── step 1: Run echo slow start\nslow start\nslow end\n');
    expect(result.output).toBe('slow start\nslow end\n');
  });

  it('never holds a secret, or a part of one, cut by a chunk or wrapped onto a line printed after a pause', async () => {
    const { ports, step, read } = await executor({ secrets: [SECRET] });
    const half = (text: string) => text.slice(0, 12);
    const running = step(
      [
        'echo ready',
        // Cut inside a line: chunks with a pause between them.
        `printf 'token ${half(TOKEN)}'`,
        'sleep 0.8',
        `printf '${TOKEN.slice(12)} and value ${half(SECRET)}'`,
        'sleep 0.8',
        `printf '${SECRET.slice(12)}\\n'`,
        // Wrapped onto the next line, which comes long after the output went quiet.
        `echo 'wrapped ${half(TOKEN)}'`,
        `touch printed-1; ${waitFor('go-1')}`,
        `echo '${TOKEN.slice(12)} after'`,
        `echo 'value ${half(SECRET)}'`,
        `touch printed-2; ${waitFor('go-2')}`,
        `echo '${SECRET.slice(12)} given'`,
      ].join('\n'),
    );
    const never = (text: string) => {
      for (const part of [half(TOKEN), TOKEN.slice(12), half(SECRET), SECRET.slice(12)])
        expect(text).not.toContain(part);
    };
    for (const n of [1, 2]) {
      await until(`the step to print half a secret (${n})`, () => existsSync(join(root, `printed-${n}`)));
      // Quiet for longer than the job log waits before it writes a line held for the next one.
      await new Promise((r) => setTimeout(r, 1500));
      expect(read()).toContain('ready\ntoken [REDACTED:github-token] and value [REDACTED:secret-value]\n');
      never(read());
      writeFileSync(join(root, `go-${n}`), '');
    }
    await running;
    expect(await ports.drain()).toBeNull();
    expect(read()).toBe(
      [
        '── step 1: Run echo ready',
        'ready',
        'token [REDACTED:github-token] and value [REDACTED:secret-value]',
        'wrapped [REDACTED:github-token] after',
        'value [REDACTED:secret-value] given',
        '',
      ].join('\n'),
    );
  });

  it('hides a value a step masks before the line that masks it reaches the file, and everywhere once the step ends', async () => {
    const { ports, step, read, go } = await executor();
    const running = step(
      [
        'echo "early abc-masked-value"',
        'echo "::add-mask::abc-masked-value"',
        'echo "after abc-masked-value"',
        'echo "::add-mask::xyz"',
        'echo quiet',
        WAIT_FOR_GO,
      ].join('\n'),
    );
    await until('the lines after the masks', () => read().includes('quiet'));
    const sofar = read();
    expect(sofar).toContain('::add-mask::***\n');
    expect(sofar).toContain('after [REDACTED:secret-value]\n');
    // A value too short to redact elsewhere is hidden in the line that masks it, as the runner echoes it.
    expect(sofar).not.toContain('xyz');
    go();
    await running;
    expect(await ports.drain()).toBeNull();
    // Once the step has ended, the whole output is redacted with every mask it made, as before.
    expect(read()).toBe(
      [
        // Its heading too: written before the step masked the value, and again once it had.
        '── step 1: Run echo "early [REDACTED:secret-value]"',
        'early [REDACTED:secret-value]',
        '::add-mask::***',
        'after [REDACTED:secret-value]',
        '::add-mask::***',
        'quiet',
        '',
      ].join('\n'),
    );
  });

  it('ends as the runner cuts a long output, whatever was written as it ran, after the steps before it', async () => {
    const { ports, step, read } = await executor({ maxOutputBytes: 1024 });
    await step('echo first step', 0);
    const result = await step('for i in $(seq 1 400); do echo "line $i"; done', 1);
    expect(await ports.drain()).toBeNull();
    expect(result.output).toMatch(/^\[baton: the first \d+ bytes of this output were left out;/);
    expect(read()).toBe(
      `── step 1: Run echo first step\nfirst step\n── step 2: Run for i in $(seq 1 400); do echo "line $i"; done\n${result.output}`,
    );
  });

  it('takes no more than 1 MiB of a step while it runs, saying so, and ends as the runner keeps its output', async () => {
    const { ports, step, read, go } = await executor();
    const running = step(
      `for i in $(seq 1 30000); do echo "line $i of a step that prints much"; done\n${WAIT_FOR_GO}`,
    );
    await until('the note that the log takes no more', () =>
      read().includes('[baton: this step printed more than 1 MiB'),
    );
    const sofar = read();
    expect(Buffer.byteLength(sofar)).toBeLessThan(1024 * 1024 + 64 * 1024);
    expect(sofar).toMatch(
      /\nline \d+ of a step that prints much\n\[baton: this step printed more than 1 MiB while it ran; the rest is written here when it ends, and its output is then kept as the runner keeps it: the last 1 MiB\]\n$/,
    );
    go();
    const result = await running;
    expect(await ports.drain()).toBeNull();
    expect(result.output).toMatch(/^\[baton: the first \d+ bytes of this output were left out;/);
    expect(read()).toBe(
      `── step 1: Run for i in $(seq 1 30000); do echo "line $i of a step that prints much"; done\n${result.output}`,
    );
  });

  it('keeps a step that printed nothing to its heading', async () => {
    const { ports, step, read } = await executor();
    await step('true');
    expect(await ports.drain()).toBeNull();
    expect(read()).toBe('── step 1: Run true\n');
  });
});

describe('job logs and step summaries that cannot be written', () => {
  it('are each named, with the cause, in what the run says it could not store: not only the first', async () => {
    const { ports, step, runDir } = await executor();
    // A directory where each file should be: every write to it fails (EISDIR), on any system and as root too.
    for (const name of ['job-a.log', 'job-b.log', 'summary.md']) await mkdir(join(runDir, name));
    await step('echo a', 0, 'a');
    await step('echo b', 0, 'b');
    ports.summary('a', 'a', 'what a did');
    const said = (await ports.drain())?.split('\n') ?? [];
    const cut = (file: string, what: string) =>
      new RegExp(
        `^${escapeRegExp(join(runDir, file))}: ${what} could not be written: EISDIR: [^\n]*; what came after is not in it$`,
      );
    expect(said).toHaveLength(3);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringMatching(cut('job-a.log', 'the job log of a')),
        expect.stringMatching(cut('job-b.log', 'the job log of b')),
        expect.stringMatching(cut('summary.md', 'the step summaries')),
      ]),
    );
    // Asked again, the same.
    expect((await ports.drain())?.split('\n')).toEqual(said);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
