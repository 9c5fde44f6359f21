import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellRunner } from '../../../src/adapters/local/shell-runner.js';
import { StepStarter } from '../../../src/adapters/local/step-starter.js';
import { formatError, UserError } from '../../../src/core/errors.js';
import { redactText } from '../../../src/core/redact.js';
import { firstEscapedByte } from '../../../src/core/utf8.js';
import { bundles } from '../../support/actions-runner.js';
import { bundleSnippet, runWithFileSizeLimit } from '../../support/file-size-limit.js';
import { BASE64, BASE64URL, keyMaterial, wrapAt } from '../../support/key-material.js';
import { runWithProcessLimit } from '../../support/process-limit.js';

let dir: string;
let scripts: string;
const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-shell-'));
  scripts = await mkdtemp(join(tmpdir(), 'baton-shell-scripts-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(scripts, { recursive: true, force: true });
});

/** What starts the steps of the suite running: baton's own process (none), or a StepStarter (`baton run`). */
let starter: StepStarter | undefined;

const runner = (options: ConstructorParameters<typeof ShellRunner>[0] = {}) =>
  new ShellRunner({
    tempDir: scripts,
    ...(starter === undefined ? {} : { start: starter.start }),
    ...options,
  });

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Alive and not a zombie: an orphan killed here may wait for a reaper this machine does not run. */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return alive(pid);
  }
}

async function waitUntil(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
}

/** An onOutput that aborts `controller` once the output shows `text`. */
function abortWhen(text: string, controller: AbortController): (chunk: string) => void {
  return (chunk) => {
    if (chunk.includes(text)) controller.abort();
  };
}

// One contract for both ways a step is started.
describe.each([
  ['started by baton itself', false],
  ['started by a StepStarter', true],
])('ShellRunner, each step %s', (_, relayed) => {
  beforeAll(() => {
    if (relayed) starter = new StepStarter();
  });
  afterAll(async () => {
    await starter?.close();
    starter = undefined;
  });

  it('runs bash with -e and pipefail, as a GitHub run step does', async () => {
    const result = await runner().run({
      script: 'echo before\nfalse | true\necho after',
      cwd: dir,
      env,
    });
    expect(result.exitCode).toBe(1);
    expect(result.signal).toBeNull();
    expect(result.output).toBe('before\n');
    expect(result.finishedAt.getTime()).toBeGreaterThanOrEqual(result.startedAt.getTime());
  });

  it('passes exactly the environment given and nothing inherited', async () => {
    process.env.BATON_TEST_INHERITED = 'leak';
    try {
      const result = await runner().run({
        script: 'echo "given=${GIVEN-unset} inherited=${BATON_TEST_INHERITED-unset} home=${HOME-unset}"',
        cwd: dir,
        env: { ...env, GIVEN: 'yes' },
      });
      expect(result.stdout).toBe('given=yes inherited=unset home=unset\n');
    } finally {
      delete process.env.BATON_TEST_INHERITED;
    }
  });

  it('runs in the working directory and removes its script file afterwards', async () => {
    const result = await runner().run({ script: 'pwd', cwd: dir, env });
    expect(result.stdout.trim()).toBe(dir);
    expect(await readdir(scripts)).toEqual([]);
  });

  it('with reuseScripts, runs every command of the same text from one kept file', async () => {
    const shell = runner({ reuseScripts: true });
    const first = await shell.run({ script: 'echo "$0"', cwd: dir, env });
    const second = await shell.run({ script: 'echo "$0"', cwd: dir, env });
    const other = await shell.run({ script: 'echo "$0" other', cwd: dir, env });
    expect(first.exitCode).toBe(0);
    expect(second.stdout).toBe(first.stdout);
    expect(other.stdout).not.toBe(`${first.stdout.trim()} other\n`);
    // Kept for the caller to remove with the temp dir: one file per distinct script.
    expect((await readdir(scripts)).sort()).toEqual(
      [first.stdout, other.stdout.replace(/ other\n$/, '\n')].map((p) => basename(p.trim())).sort(),
    );
  });

  it('with reuseScripts, never runs a kept script file that was changed since: it writes the script again', async () => {
    const shell = runner({ reuseScripts: true });
    const first = await shell.run({ script: 'echo "kept $0"', cwd: dir, env });
    const path = first.stdout.replace(/^kept /, '').trim();
    // What an agent running as the same user could do between two commands.
    writeFileSync(path, 'echo tampered\n');
    const second = await shell.run({ script: 'echo "kept $0"', cwd: dir, env });
    expect(second.stdout).not.toContain('tampered');
    expect(second.stdout).toMatch(/^kept /);
    expect(second.stdout).not.toBe(first.stdout);
    // A link put in its place is not followed either.
    const secondPath = second.stdout.replace(/^kept /, '').trim();
    rmSync(secondPath);
    symlinkSync(path, secondPath);
    const third = await shell.run({ script: 'echo "kept $0"', cwd: dir, env });
    expect(third.stdout).toMatch(/^kept /);
    expect(third.stdout).not.toContain('tampered');
    expect([first.stdout, second.stdout]).not.toContain(third.stdout);
  });

  it('keeps stdout apart from the combined output', async () => {
    const result = await runner().run({ script: 'echo out; echo err >&2', cwd: dir, env });
    expect(result.stdout).toBe('out\n');
    expect(result.output).toContain('out\n');
    expect(result.output).toContain('err\n');
  });

  it("keeps stdout's bytes that are not UTF-8 known in its text, cut or not, for a handoff between the markers; the combined output shows U+FFFD", async () => {
    const result = await runner().run({ script: String.raw`printf 'caf\xe9\n'`, cwd: dir, env });
    expect(result.stdout).toBe('caf\udce9\n');
    expect(firstEscapedByte(result.stdout)).toEqual({ byte: 0xe9, offset: 3 });
    expect(result.output).toBe('caf\ufffd\n');
    writeFileSync(
      join(dir, 'out.bin'),
      Buffer.concat([Buffer.alloc(3000, 0x61), Buffer.from('\ncaf\xe9\n', 'latin1')]),
    );
    const cut = await runner({ maxOutputBytes: 1000 }).run({ script: 'cat out.bin', cwd: dir, env });
    expect(cut.stdout).toBe(
      '[baton: the first 3001 bytes of this output were left out; the last 1000 bytes at most are kept]\ncaf\udce9\n',
    );
  });

  it('supports sh and a custom shell template with {0}', async () => {
    const sh = await runner().run({ script: 'false\necho not reached', shell: 'sh', cwd: dir, env });
    expect(sh.exitCode).toBe(1);
    expect(sh.output).toBe('');
    const custom = await runner().run({ script: 'echo hi', shell: 'cat {0}', cwd: dir, env });
    expect(custom.exitCode).toBe(0);
    expect(custom.stdout).toBe('echo hi\n');
  });

  it('refuses a shell that is neither built in nor a template with {0}, naming the allowed values', async () => {
    const error = await runner()
      .run({ script: 'true', shell: 'zsh', cwd: dir, env })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(formatError(error)).toBe(
      'shell: "zsh" is not one of bash, sh, pwsh, python, or a command containing {0} (e.g. "perl {0}")',
    );
    expect(await readdir(scripts)).toEqual([]);
  });

  it('refuses a working directory that does not exist', async () => {
    const error = await runner()
      .run({ script: 'true', cwd: join(dir, 'missing'), env })
      .catch((e: unknown) => e);
    expect(formatError(error)).toBe(`working-directory: ${join(dir, 'missing')} is not a directory`);
  });

  it('reports a program that cannot be started', async () => {
    const error = await runner()
      .run({ script: 'true', shell: 'baton-no-such-program {0}', cwd: dir, env })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(formatError(error)).toContain('could not start "baton-no-such-program"');
    expect(await readdir(scripts)).toEqual([]);
  });

  it('says that PATH is not set when a shell looked up on it cannot be found for that, with the hint it was given', async () => {
    // As `baton run` gives a step whose environment had none (GITHUB_PATH's additions, then PATH).
    const noPath = { HOME: dir, PATH: '' };
    const error = await runner()
      .run({ script: 'true', cwd: dir, env: noPath })
      .catch((e: unknown) => e);
    expect(formatError(error)).toBe(
      'shell: could not start "bash": ENOENT; PATH is not set in its environment',
    );
    const hinted = await runner({ noPathHint: 'PATH is not set in the env given to runWorkflow' })
      .run({ script: 'true', cwd: dir, env: noPath })
      .catch((e: unknown) => e);
    expect(formatError(hinted)).toBe(
      'shell: could not start "bash": ENOENT; PATH is not set in the env given to runWorkflow',
    );
    // With PATH set, the program is not on it: nothing about PATH being unset.
    const missing = await runner({ noPathHint: 'PATH is not set in the env given to runWorkflow' })
      .run({ script: 'true', shell: 'baton-no-such-program {0}', cwd: dir, env })
      .catch((e: unknown) => e);
    expect(formatError(missing)).toBe('shell: could not start "baton-no-such-program": ENOENT');
  });

  it('streams output through onOutput and the output hook, framed by begin and end', async () => {
    const events: string[] = [];
    const chunks: string[] = [];
    const result = await runner({
      outputHook: {
        begin: () => events.push('begin'),
        chunk: (text, stream) => events.push(`${stream}:${text}`),
        end: () => events.push('end'),
      },
    }).run({ script: 'echo one; echo two >&2', cwd: dir, env, onOutput: (c) => chunks.push(c) });
    expect(result.exitCode).toBe(0);
    expect(events[0]).toBe('begin');
    expect(events.at(-1)).toBe('end');
    expect(events).toContain('stdout:one\n');
    expect(events).toContain('stderr:two\n');
    expect(chunks.join('')).toContain('one\n');
  });

  it('never splits a multi-byte character across chunks', async () => {
    const chunks: string[] = [];
    const result = await runner().run({
      script: "printf '\\xe2\\x82'; sleep 0.2; printf '\\xac\\n'",
      cwd: dir,
      env,
      onOutput: (c) => chunks.push(c),
    });
    expect(result.stdout).toBe('€\n');
    expect(chunks.join('')).toBe('€\n');
    expect(chunks.every((c) => !c.includes('\uFFFD'))).toBe(true);
  });

  it('keeps only the tail of a large output, on a character boundary', async () => {
    const result = await runner({ maxOutputBytes: 1000 }).run({
      script: 'for i in $(seq 1 20000); do echo "line $i é"; done',
      cwd: dir,
      env,
    });
    const [head, ...tail] = result.stdout.split('\n');
    expect(head).toMatch(
      /^\[baton: the first \d+ bytes of this output were left out; the last 1000 bytes at most are kept\]$/,
    );
    expect(Buffer.byteLength(tail.join('\n'))).toBeLessThanOrEqual(1000);
    expect(Buffer.byteLength(result.output)).toBeLessThanOrEqual(1000 + head!.length + 1);
    // Whole lines only, from the first one after the cut.
    expect(tail[0]).toMatch(/^line \d+ é$/);
    expect(result.stdout.endsWith('line 20000 é\n')).toBe(true);
    expect(result.stdout.includes('\uFFFD')).toBe(false);
  });

  it('never starts a cut output with the rest of a secret the cut fell in, at a space inside it', async () => {
    const secret = 'correct horse-battery-staple';
    writeFileSync(join(dir, 'out.txt'), `${'B'.repeat(200)}${secret} and then the end`);
    const result = await runner({ maxOutputBytes: 40, secrets: [secret] }).run({
      script: 'cat out.txt',
      cwd: dir,
      env,
    });
    const kept = result.stdout.split('\n').slice(1).join('\n');
    expect(kept).toBe(' and then the end');
    expect(result.output).not.toContain('battery');
  });

  it('never keeps the part of a secret, or the body of a private key, that the cut left', async () => {
    const kept = async (text: string, max: number) => {
      writeFileSync(join(dir, 'out.txt'), text);
      const result = await runner({ maxOutputBytes: max }).run({ script: 'cat out.txt', cwd: dir, env });
      return result.stdout.split('\n').slice(1).join('\n');
    };
    // The cut falls inside the secret: its line goes.
    const secret = 'S'.repeat(30);
    expect(await kept(`${'x'.repeat(100)}${secret}\ntail line\n`, 30)).toBe('tail line\n');
    // A token wrapped onto an indented line: the continuation goes with the line cut off.
    expect(await kept(`key: sk-ant-api03-${'A'.repeat(40)}\n  ${'B'.repeat(40)}\nafter it\n`, 70)).toBe(
      'after it\n',
    );
    // A token wrapped onto a line that is not indented (`ghp_…` then its rest): that line goes too.
    const ghp = `ghp_${'a1B2c3D4e5'.repeat(3)}abcdef`;
    expect(await kept(`${'x'.repeat(100)} ${ghp.slice(0, 20)}\n${ghp.slice(20)}\nafter it\n`, 40)).toBe(
      'after it\n',
    );
    // A line that redaction reads the same with the line before it or alone stays.
    expect(await kept(`${'x'.repeat(100)} end of a line\nplain words\nafter it\n`, 30)).toBe(
      'plain words\nafter it\n',
    );
    // Output indented throughout loses only a few lines to that, not all of it.
    const indented = Array.from({ length: 40 }, (_, i) => `  line ${String(i).padStart(2, '0')}`).join('\n');
    const keptIndented = await kept(`${indented}\n`, 200);
    expect(keptIndented.split('\n').filter(Boolean).length).toBeGreaterThan(10);
    expect(keptIndented.endsWith('  line 39\n')).toBe(true);
    // The cut falls inside a private key: its body goes, through the END line.
    const key = [
      '-----BEGIN PRIVATE KEY-----',
      ...Array.from({ length: 12 }, (_, i) => `${'K'.repeat(63)}${i}`),
      '-----END PRIVATE KEY-----',
    ].join('\n');
    const text = `${'x'.repeat(100)}${secret}\n${key}\nafter the key\n`;
    expect(await kept(text, 600)).toBe('after the key\n');
    // With room for the whole key, it is kept whole, from its BEGIN line, for redaction to find.
    expect(await kept(text, 1000)).toBe(`${key}\nafter the key\n`);
    // Any private key's END line: a PGP key block too.
    const pgp = key.replaceAll('PRIVATE KEY', 'PGP PRIVATE KEY BLOCK');
    expect(await kept(`${'x'.repeat(100)}\n${pgp}\nafter the key\n`, 600)).toBe('after the key\n');
  });

  describe('a cut output redacts as the same text does inside the whole output', () => {
    const BEGIN = `-----BEGIN RSA PRIV${'ATE KEY'}-----`;
    /** What the runner keeps of `text`, printed by a step, without its banner line. */
    const keptOf = async (text: string, max?: number, secrets: string[] = []) => {
      writeFileSync(join(dir, 'out.txt'), text);
      const result = await runner({ ...(max === undefined ? {} : { maxOutputBytes: max }), secrets }).run({
        script: 'cat out.txt',
        cwd: dir,
        env,
      });
      expect(result.stdout).toMatch(/^\[baton: the first \d+ bytes of this output were left out; the last/);
      expect(result.output).toBe(result.stdout);
      return result.stdout.slice(result.stdout.indexOf('\n') + 1);
    };
    /** Redacting what was kept gives the end of what redacting the whole output gives. */
    const expectRedactsAsInWhole = (whole: string, kept: string, secrets: string[] = []) => {
      const all = redactText(whole, secrets).text;
      const own = redactText(kept, secrets).text;
      expect(all.endsWith(own), `kept, redacted:\n${own.slice(0, 400)}`).toBe(true);
    };
    /** Ordinary lines of output, `bytes` of them at least. */
    const ordinary = (bytes: number) => {
      let text = '';
      for (let i = 0; text.length < bytes; i++) text += `ordinary line ${i} of the agent's work\n`;
      return text;
    };

    it('keeps no line of a private key whose BEGIN line was cut off and whose END line never came', async () => {
      // As `head -n 41 id_rsa` prints it, then 1 MiB of ordinary output: the cut falls in the key's body.
      const body = wrapAt(`MIIEow${keyMaterial(40 * 64 - 6)}`, 64);
      const key = `${BEGIN}\n${body.join('\n')}\n`;
      const text = key + ordinary(1024 * 1024 + 1544 - key.length);
      const kept = await keptOf(text);
      for (const line of body) expect(kept).not.toContain(line);
      // All that follows the key is kept.
      expect(kept).toBe(text.slice(key.length));
      expectRedactsAsInWhole(text, kept);
    });

    it('keeps no part of a JWT wrapped at 76 columns that the cut went through', async () => {
      const jwt = [
        Buffer.from('{"alg":"RS256","typ":"JWT"}').toString('base64url'),
        Buffer.from(JSON.stringify({ sub: 'agent', scope: keyMaterial(1500, BASE64URL, 3) })).toString(
          'base64url',
        ),
        keyMaterial(342, BASE64URL, 5),
      ].join('.');
      const lines = wrapAt(jwt, 76);
      const text = `token:\n${lines.join('\n')}\n${ordinary(1000)}`;
      // The cut falls in the middle of the token's lines.
      const kept = await keptOf(text, Buffer.byteLength(text) - 1000);
      for (const line of lines) expect(kept).not.toContain(line);
      expect(kept.startsWith('ordinary line 0 ')).toBe(true);
      expectRedactsAsInWhole(text, kept);
    });

    it('keeps no line of a private key body longer than what is read before the cut, its BEGIN line long gone', async () => {
      const body = wrapAt(keyMaterial(3200 * 64, BASE64, 11), 64);
      const text = `${BEGIN}\n${body.join('\n')}\nafter the key\n`;
      expect(await keptOf(text, 1000)).toBe('after the key\n');
      // The same body after an ordinary line is no key: it is kept.
      const plain = `plain words\n${body.join('\n')}\nafter it\n`;
      const kept = await keptOf(plain, 1000);
      expect(kept.endsWith(`${body.at(-1)}\nafter it\n`)).toBe(true);
      expectRedactsAsInWhole(plain, kept);
    });
  });

  it('in one long line, starts after a space; with none, keeps nothing and says so', async () => {
    const run = async (text: string, max: number) => {
      writeFileSync(join(dir, 'out.txt'), text);
      return (await runner({ maxOutputBytes: max }).run({ script: 'cat out.txt', cwd: dir, env })).stdout;
    };
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const long = await run(`${words}\n`, 1000);
    expect(long.split('\n')[1]).toMatch(/^word\d+ word/);
    expect(long.endsWith('word399\n')).toBe(true);
    // The banner counts every byte left out, however long the output was.
    const many = Array.from(
      { length: 3000 },
      (_, i) => `${String(i).padStart(9, '0')}${'f'.repeat(90)}`,
    ).join('\n');
    const banner = (await run(`${many}\n`, 1000)).split('\n')[0]!;
    const kept = (await run(`${many}\n`, 1000)).split('\n').slice(1).join('\n');
    expect(banner).toBe(
      `[baton: the first ${Buffer.byteLength(`${many}\n`) - Buffer.byteLength(kept)} bytes of this output were left out; the last 1000 bytes at most are kept]`,
    );
    expect(Buffer.byteLength(`${many}\n`) - Buffer.byteLength(kept)).toBeGreaterThan(290_000);
    expect(await run(`${'x'.repeat(3000)}\n`, 1000)).toBe(
      '[baton: the first 3001 bytes of this output were left out; none of it is kept, as no line or space was left to start at]\n',
    );
    // A cut that falls at the start of a line keeps that line.
    const lines = `${'a'.repeat(99)}\n${'b'.repeat(99)}\n`;
    expect((await run(lines, 100)).split('\n').slice(1).join('\n')).toBe(`${'b'.repeat(99)}\n`);
  });

  it('counts the bytes the step wrote in the note of a cut output that is not UTF-8, not the text it became', async () => {
    // 3000 bytes that are not UTF-8: each one becomes U+FFFD, 3 bytes of text.
    writeFileSync(join(dir, 'out.bin'), Buffer.concat([Buffer.alloc(3000, 0xff), Buffer.from('\nend\n')]));
    const result = await runner({ maxOutputBytes: 1000 }).run({ script: 'cat out.bin', cwd: dir, env });
    const note =
      '[baton: this output was 3005 bytes, not all of it UTF-8 text, and its start was left out; the last 1000 bytes at most are kept, as text (a byte that is not UTF-8 as \uFFFD)]\n';
    expect(result.output).toBe(`${note}end\n`);
    // stdout is kept as the bytes it came as (for the markers' check): its count is exact.
    expect(result.stdout).toBe(
      '[baton: the first 3001 bytes of this output were left out; the last 1000 bytes at most are kept]\nend\n',
    );
    // Both streams count, as the output has them.
    const both = await runner({ maxOutputBytes: 1000 }).run({
      script: 'cat out.bin >&2; echo out',
      cwd: dir,
      env,
    });
    expect(both.output.split('\n')[0]).toBe(
      '[baton: this output was 3009 bytes, not all of it UTF-8 text, and its start was left out; the last 1000 bytes at most are kept, as text (a byte that is not UTF-8 as \uFFFD)]',
    );
  });

  it('stops the whole process group on abort: SIGTERM first', async () => {
    const controller = new AbortController();
    const pidFile = join(dir, 'child.pid');
    const run = runner().run({
      script: `sleep 300 & echo $! > ${pidFile}; echo started; wait`,
      cwd: dir,
      env,
      signal: controller.signal,
      onOutput: abortWhen('started', controller),
    });
    const result = await run;
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGTERM');
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    await waitUntil(() => !alive(childPid));
    expect(alive(childPid)).toBe(false);
  });

  it('stop: interrupt (a run: step) sends SIGINT first, so a trap on INT cleans up, as the runner does', async () => {
    const controller = new AbortController();
    const result = await runner({ killGraceMs: 5000 }).run({
      script:
        "trap 'echo cleaning up; exit 130' INT; trap 'echo TERM; exit 143' TERM; echo started; sleep 30 & wait",
      cwd: dir,
      env,
      signal: controller.signal,
      stop: 'interrupt',
      onOutput: abortWhen('started', controller),
    });
    expect(result.output).toBe('started\ncleaning up\n');
    expect(result.exitCode).toBe(130);
  });

  it('stop: interrupt goes on to SIGTERM, then SIGKILL, for a script that ignores SIGINT: 1.5 and 2 grace periods', async () => {
    const run = (traps: string) => {
      const controller = new AbortController();
      // SIGTERM after 1.5 s, SIGKILL after 2 s: half a second for the TERM trap, on a loaded machine too.
      return runner({ killGraceMs: 1000 }).run({
        script: `${traps}; echo started; while true; do sleep 0.05; done`,
        cwd: dir,
        env,
        signal: controller.signal,
        stop: 'interrupt',
        onOutput: abortWhen('started', controller),
      });
    };
    const termed = await run("trap '' INT; trap 'echo TERM; exit 143' TERM");
    // (bash may say its sleep was Terminated too: the signal goes to the whole group.)
    expect(termed.output).toMatch(/^started\n(Terminated\n)?TERM\n(Terminated\n)?$/);
    expect(termed.exitCode).toBe(143);
    const killed = await run("trap '' INT TERM");
    expect(killed.signal).toBe('SIGKILL');
  });

  it('stop: interrupt is cut short by kill (a hard stop): SIGTERM at once, not after the SIGINT wait', async () => {
    const cancel = new AbortController();
    const kill = new AbortController();
    const result = await runner({ killGraceMs: 60_000 }).run({
      // (`|| true`: the shell runs with -e, and a sleep that SIGINT ended would end the script.)
      script:
        "trap 'echo INT' INT; trap 'echo TERM; exit 143' TERM; echo started; while true; do sleep 0.05 || true; done",
      cwd: dir,
      env,
      signal: AbortSignal.any([cancel.signal, kill.signal]),
      kill: kill.signal,
      stop: 'interrupt',
      onOutput: (chunk) => {
        if (chunk.includes('started')) cancel.abort();
        if (chunk.includes('INT')) kill.abort();
      },
    });
    // Within the test's timeout, where the SIGINT wait alone is 90 s.
    expect(result.output).toMatch(/^started\nINT\n(Terminated\n)?TERM\n(Terminated\n)?$/);
    expect(result.exitCode).toBe(143);
  });

  it('a kill that comes with the first abort terminates at once, with no SIGINT', async () => {
    const kill = new AbortController();
    const result = await runner({ killGraceMs: 60_000 }).run({
      // (`|| true`: the shell runs with -e, and a sleep that SIGINT ended would end the script.)
      script:
        "trap 'echo INT' INT; trap 'echo TERM; exit 143' TERM; echo started; while true; do sleep 0.05 || true; done",
      cwd: dir,
      env,
      signal: kill.signal,
      kill: kill.signal,
      stop: 'interrupt',
      onOutput: abortWhen('started', kill),
    });
    expect(result.output).toMatch(/^started\n(Terminated\n)?TERM\n(Terminated\n)?$/);
  });

  it("sends no signal after a stopped step whose group is gone: its id may be another group's by then", async () => {
    const controller = new AbortController();
    const kill = vi.spyOn(process, 'kill');
    try {
      const result = await runner({ killGraceMs: 100 }).run({
        script: "trap 'exit 0' INT; echo started; while :; do sleep 0.05 || true; done",
        cwd: dir,
        env,
        signal: controller.signal,
        stop: 'interrupt',
        onOutput: abortWhen('started', controller),
      });
      expect(result.exitCode).toBe(0);
      const sent = () => kill.mock.calls.filter(([, signal]) => signal === 'SIGTERM' || signal === 'SIGKILL');
      const before = sent().length;
      // Past the SIGTERM (150 ms) and SIGKILL (200 ms) an interrupt would have sent.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(sent().length).toBe(before);
    } finally {
      kill.mockRestore();
    }
  });

  it("keeps each stream's lines whole in the combined output: a line of one is never cut by the other's", async () => {
    const result = await runner().run({
      script: "printf 'out '; sleep 0.2; echo 'err line' >&2; sleep 0.2; echo 'ends'; printf 'last, unended'",
      cwd: dir,
      env,
    });
    expect(result.output).toBe('err line\nout ends\nlast, unended');
    expect(result.stdout).toBe('out ends\nlast, unended');
  });

  it('a stopped step ends when its whole group has: a process that outlives its shell keeps the rest of its grace', async () => {
    // As an agent under the step's wrapper shell: the wrapper dies on SIGTERM at once, the agent cleans up.
    const agent = join(dir, 'agent.sh');
    writeFileSync(
      agent,
      `trap 'sleep 1.5; echo cleaned > ${join(dir, 'cleaned')}; exit 143' TERM\necho started\nsleep 60 & wait\n`,
    );
    const controller = new AbortController();
    const result = await runner({ killGraceMs: 30_000 }).run({
      script: `bash ${agent}`,
      cwd: dir,
      env,
      signal: controller.signal,
      onOutput: abortWhen('started', controller),
    });
    expect(result.signal).toBe('SIGTERM');
    // Resolved only once the agent had finished its clean-up (its sleep was ended with the group).
    expect(readFileSync(join(dir, 'cleaned'), 'utf8')).toBe('cleaned\n');
  });

  it("ends a line at \\r too (a progress bar's states), and never joins two streams' unended lines", async () => {
    const bar = await runner().run({
      script:
        "printf 'p1\\r' >&2; sleep 0.1; echo line1; sleep 0.1; printf 'p2\\r' >&2; sleep 0.1; echo line2; sleep 0.1; echo done >&2",
      cwd: dir,
      env,
    });
    expect(bar.output.indexOf('p1')).toBeLessThan(bar.output.indexOf('line2'));
    expect(bar.output.indexOf('p2')).toBeLessThan(bar.output.indexOf('done'));
    const unended = await runner().run({
      script: "printf 'X'; sleep 0.1; printf '::add-mask::abc' >&2",
      cwd: dir,
      env,
    });
    // Each stream's last line goes in when that stream ends, whichever ends first.
    expect(['X\n::add-mask::abc', '::add-mask::abc\nX']).toContain(unended.output);
  });

  it("keeps a stopped step's streams open while its group stops: a leftover's last words are not a SIGPIPE", async () => {
    const controller = new AbortController();
    const done = join(dir, 'bg-done');
    const result = await runner({ tempDir: dir, killGraceMs: 1000, drainMs: 100 }).run({
      // `started` once the leftover has its trap (before, a SIGINT could reach it before it is deaf to it).
      script: `sh -c 'trap "sleep 0.3; echo bye; echo done > ${done}; exit 0" TERM; touch ${done}.ready; while :; do sleep 0.05; done' &\nuntil [ -e ${done}.ready ]; do sleep 0.01; done\necho started\nsleep 100`,
      cwd: dir,
      env,
      signal: controller.signal,
      stop: 'interrupt',
      onOutput: abortWhen('started', controller),
    });
    expect(readFileSync(done, 'utf8')).toBe('done\n');
    expect(result.output).toContain('bye\n');
  });

  it('a hard stop kills what is left of the group once the shell is gone, without waiting out the grace', async () => {
    const kill = new AbortController();
    // The test would time out if the leftover (deaf to INT and TERM) were given the 60 s grace.
    const result = await runner({ killGraceMs: 60_000 }).run({
      script:
        "sh -c \"trap '' INT TERM; while :; do sleep 0.05; done\" &\ntrap 'exit 1' TERM\necho started\nwhile :; do sleep 0.05; done",
      cwd: dir,
      env,
      signal: kill.signal,
      kill: kill.signal,
      stop: 'interrupt',
      onOutput: abortWhen('started', kill),
    });
    expect(result.exitCode).toBe(1);
  });

  it('stops a step whose stop was asked for before it started, as it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    // Not stopped, it would sleep past the test's time limit.
    const result = await runner().run({ script: 'sleep 100', cwd: dir, env, signal: controller.signal });
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGTERM');
  });

  it('kills a process that ignores SIGTERM with SIGKILL after the grace period', async () => {
    const controller = new AbortController();
    const result = await runner({ killGraceMs: 200 }).run({
      script: "trap '' TERM; echo started; while true; do sleep 0.05; done",
      cwd: dir,
      env,
      signal: controller.signal,
      onOutput: abortWhen('started', controller),
    });
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGKILL');
  });

  it('when the shell dies on SIGTERM but a process it started ignores it, baton does not exit before that process is killed', async () => {
    // In a process of its own, as `baton run` is: run returns once the shell is gone and its output drained
    // (before the grace period ends); the process must then stay until the grace period's SIGKILL has
    // reached the straggler, rather than exit and leave it behind.
    const pidFile = join(dir, 'straggler.pid');
    const program = join(dir, 'abort.mjs');
    // With a starter: the one `baton run` has, never closed here, so it must not hold the process either.
    const head = relayed
      ? `import { ShellRunner } from './src/adapters/local/shell-runner.js';
import { StepStarter } from './src/adapters/local/step-starter.js';
const options = { start: new StepStarter().start };`
      : `import { ShellRunner } from ${JSON.stringify(pathToFileURL(join(await bundles(), 'index.js')).href)};
const options = {};`;
    const source = `${head}
const controller = new AbortController();
const result = await new ShellRunner({ killGraceMs: 600, drainMs: 100, ...options }).run({
  script: ${JSON.stringify(`bash -c 'trap "" TERM; echo $$ > ${pidFile}; echo started; while true; do sleep 0.05; done'`)},
  cwd: ${JSON.stringify(dir)},
  env: { PATH: process.env.PATH },
  signal: controller.signal,
  onOutput: (chunk) => { if (chunk.includes('started')) controller.abort(); },
});
console.log('returned', result.signal);
`;
    if (relayed) await bundleSnippet(source, program);
    else writeFileSync(program, source);
    const child = spawnSync(process.execPath, [program], { encoding: 'utf8', timeout: 20_000 });
    expect(child.stdout).toBe('returned SIGTERM\n');
    const straggler = Number(readFileSync(pidFile, 'utf8'));
    expect(running(straggler)).toBe(false);
  });

  it('returns when the shell exits even if a background process keeps its output open', async () => {
    const pidFile = join(dir, 'bg.pid');
    const result = await runner({ drainMs: 100 }).run({
      script: `sleep 300 & echo $! > ${pidFile}; echo done`,
      cwd: dir,
      env,
    });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe('done\n');
    const pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGKILL');
  });
});

describe('ShellRunner: the machine out of open files or processes', () => {
  /**
   * A snippet that uses up every file descriptor but `free`, then runs a command: how it ended, one line.
   * Run under `ulimit -n 64`, so the descriptors run out for real, at once.
   */
  const withDescriptorsLeft = (free: number) => `
    import { closeSync, openSync } from 'node:fs';
    import { ShellRunner } from './src/adapters/local/shell-runner.js';
    import { formatError } from './src/core/errors.js';
    const [scripts, cwd] = process.argv.slice(2);
    // As baton run's runner, but for its temp dir, which is said as the directory itself (as on GitHub).
    const runner = new ShellRunner({ tempDir: scripts, fewerJobs: 'run fewer jobs at once with -j N' });
    const held = [];
    for (;;) {
      try { held.push(openSync('/dev/null', 'r')); } catch { break; }
    }
    for (let i = 0; i < ${free}; i++) closeSync(held.pop());
    let said;
    try {
      const result = await runner.run({ script: 'echo ran', cwd, env: { PATH: process.env.PATH } });
      said = 'ran: ' + result.output.trim();
    } catch (error) {
      said = error.name + ' ' + error.code + ': ' + formatError(error);
    }
    for (const fd of held) closeSync(fd);
    console.log(said);`;

  it.skipIf(process.platform === 'win32')(
    'refuses a command that cannot start for want of file descriptors (EMFILE), saying to raise ulimit -n or run fewer jobs, and goes on',
    async () => {
      const result = await runWithFileSizeLimit(withDescriptorsLeft(2), [scripts, dir], 1024 * 1024, 64);
      // The process was not brought down by the spawn's error event: it said how the command ended.
      expect(result.stderr).toBe('');
      expect(result.stdout).toBe(
        'UserError shell-failed: shell: could not start "bash": EMFILE (too many open files: raise ulimit -n, or run fewer jobs at once with -j N)\n',
      );
      expect(result.exitCode).toBe(0);
    },
  );

  it.skipIf(process.platform === 'win32')(
    "names the command's script, and the temp dir it is in, when it cannot be written (EMFILE)",
    async () => {
      const result = await runWithFileSizeLimit(withDescriptorsLeft(0), [scripts, dir], 1024 * 1024, 64);
      expect(result.stderr).toBe('');
      const line = new RegExp(
        `^UserError temp-write-failed: ${scripts}/baton-step-[0-9a-f-]+\\.sh: the command's script could not be written in the temp dir ${scripts}: EMFILE: too many open files, open '${scripts}/baton-step-[0-9a-f-]+\\.sh' \\(too many open files: raise ulimit -n, or run fewer jobs at once with -j N\\)\n$`,
      );
      expect(result.stdout).toMatch(line);
      expect(await readdir(scripts)).toEqual([]);
    },
  );

  it('refuses a command that cannot start for the limit of processes (EAGAIN), saying to raise ulimit -u (Linux, with prlimit)', async (ctx) => {
    const result = await runWithProcessLimit(`
      import { spawnSync } from 'node:child_process';
      import { mkdtempSync, rmSync } from 'node:fs';
      import { tmpdir } from 'node:os';
      import { join } from 'node:path';
      import { ShellRunner } from './src/adapters/local/shell-runner.js';
      import { formatError } from './src/core/errors.js';
      const scripts = mkdtempSync(join(tmpdir(), 'baton-nproc-scripts-'));
      const env = { PATH: process.env.PATH ?? '/usr/bin:/bin' };
      // As the GitHub action runs its agent: no -j to suggest.
      const runner = new ShellRunner({ tempDir: scripts });
      const before = await runner.run({ script: 'echo before', cwd: scripts, env });
      console.log('before: ' + before.output.trim());
      // From now on this user may have one process: this one.
      spawnSync('prlimit', ['--pid', String(process.pid), '--nproc=1']);
      try {
        await runner.run({ script: 'echo after', cwd: scripts, env });
        console.log('after: ran');
      } catch (error) {
        console.log('after: ' + error.code + ': ' + formatError(error));
      }
      rmSync(scripts, { recursive: true, force: true });`);
    if (result === null) return ctx.skip();
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(
      'before: before\nafter: shell-failed: shell: could not start "bash": EAGAIN (too many processes: see ulimit -u)\n',
    );
  });
});
