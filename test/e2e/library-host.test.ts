import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { getMaxListeners, setMaxListeners } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RunEvent } from '../../src/core/workflow/events.js';
import { bundles } from '../support/actions-runner.js';

/**
 * runWorkflow in a host's process, as a program that embeds baton uses it: the bundled dist/index.js,
 * imported by host scripts started (and killed) as real processes, and what the host owns — its process,
 * its callbacks, its signals, its paths — left as the host has them.
 */

const dirs: string[] = [];
const children: ChildProcess[] = [];
/** Processes a test found running (a step a killed host left): stopped whatever the test's outcome. */
const strays: number[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const pid of strays.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone already, as it should be.
    }
  }
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The package's entry point as users import it: the bundled, minified dist/index.js. */
async function entry(): Promise<string> {
  return pathToFileURL(join(await bundles(), 'index.js')).href;
}

async function library(): Promise<typeof import('../../src/index.js')> {
  return import(await entry());
}

/** A fresh directory of the test's own (a project, a TMPDIR). */
function freshDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

const OK = 'on: workflow_dispatch\njobs:\n  ok:\n    runs-on: x\n    steps:\n      - run: "true"\n';

/**
 * A host script in `dir` (`name.mjs`): `body` with `runWorkflow` and `replayWorkflow` imported from the
 * bundle, and `say(value)` writing a JSON line on stdout.
 */
async function hostScript(dir: string, name: string, body: string): Promise<string> {
  const file = join(dir, `${name}.mjs`);
  writeFileSync(
    file,
    `import { replayWorkflow, runWorkflow } from ${JSON.stringify(await entry())};\nconst say = (value) => console.log(JSON.stringify(value));\n${body}\n`,
  );
  return file;
}

/** A host started as a user starts one, in its own process group (a terminal's job), with `env` added. */
function startHost(dir: string, file: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [file], {
    cwd: dir,
    env: { ...process.env, CI: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal })),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** A host run to its end: how it exited, and the JSON lines it said. */
async function runHost(dir: string, file: string, env: Record<string, string> = {}) {
  const host = startHost(dir, file, env);
  const { code } = await host.exited;
  const said = host
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { code, said, stderr: host.stderr() };
}

async function waitUntil(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !done(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(done(), `${what} never happened`).toBe(true);
}

/** Whether the process is alive (a zombie, which only waits to be reaped, is not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const hasProc = existsSync('/proc/self/environ');

describe('runWorkflow and replayWorkflow: a run whose host process died', () => {
  const SEC = `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "using \${{ secrets.MY_TOKEN }}" >/dev/null; echo $$ > step.pid; sleep 30
`;
  const SECRET = 'plaintext-secret-in-tmp-77';

  /**
   * A host that runs sec.yml with a secret, killed by a terminal's Ctrl-C while its step runs (it handles no
   * signal, as a script need not): the step, in a process group of its own, is left running, and the run's
   * temp dir, its step script holding the secret, is left in `temp`.
   */
  async function killedHost(project: string, temp: string, earlier: string | null = null) {
    writeFileSync(join(project, 'sec.yml'), SEC);
    const host = startHost(
      project,
      await hostScript(project, 'killed', "await runWorkflow('sec.yml', { secrets: ['MY_TOKEN'] });"),
      { TMPDIR: temp, MY_TOKEN: SECRET },
    );
    await waitUntil('the step', () => existsSync(join(project, 'step.pid')));
    const stepPid = Number(readFileSync(join(project, 'step.pid'), 'utf8'));
    strays.push(stepPid);
    const [runId] = readdirSync(join(project, '.baton', 'runs')).filter(
      (f) => !f.startsWith('.') && f !== earlier,
    );
    const [tempName] = readdirSync(temp);
    const tempDir = join(temp, tempName!);
    expect(tempName).toMatch(new RegExp(`^baton-run-${runId}-[A-Za-z0-9]{6}$`));
    const scripts = readdirSync(tempDir).filter((name) => /^baton-step-.*\.sh$/.test(name));
    expect(scripts.some((name) => readFileSync(join(tempDir, name), 'utf8').includes(SECRET))).toBe(true);
    process.kill(-host.child.pid!, 'SIGINT');
    expect((await host.exited).signal).toBe('SIGINT');
    expect(alive(stepPid)).toBe(true);
    return { runId: runId!, tempDir, stepPid };
  }

  for (const call of ['runWorkflow', 'replayWorkflow'] as const) {
    it.runIf(hasProc)(
      `${call} in the same store stops the step it left, removes its temp dir, and says so in the run's events`,
      async () => {
        const project = freshDir('baton-host-');
        const temp = freshDir('baton-host-tmp-');
        writeFileSync(join(project, 'ok.yml'), OK);
        // A finished run to replay, made before the host is killed.
        const earlier =
          call === 'replayWorkflow'
            ? ((
                await runHost(
                  project,
                  await hostScript(project, 'earlier', "say(await runWorkflow('ok.yml'));"),
                  { TMPDIR: temp },
                )
              ).said[0]!.runId as string)
            : null;
        const killed = await killedHost(project, temp, earlier);
        const later = await runHost(
          project,
          await hostScript(
            project,
            'later',
            `const events = [];
const onEvent = (event) => events.push(event);
const result = ${call === 'runWorkflow' ? "await runWorkflow('ok.yml', { onEvent })" : `await replayWorkflow(${JSON.stringify(earlier)}, 'ok', { onEvent })`};
say({ status: result.status, events });`,
          ),
          { TMPDIR: temp },
        );
        expect(later.stderr).toBe('');
        expect(later.code).toBe(0);
        const [{ status, events }] = later.said as [{ status: string; events: RunEvent[] }];
        expect(status).toBe('success');
        const notices = events.filter(
          (e): e is Extract<RunEvent, { type: 'notice' }> =>
            e.type === 'notice' && e.message.includes('was interrupted'),
        );
        expect(notices).toEqual([
          {
            type: 'notice',
            at: expect.any(String),
            level: 'info',
            job: null,
            leg: null,
            message: expect.stringMatching(
              new RegExp(
                `^run ${killed.runId} was interrupted \\(its baton process is gone\\): stopped \\d+ process(?:es)? it left running \\(pids? [\\d, ]+\\); removed its temp dir ${killed.tempDir}$`,
              ),
            ),
          },
        ]);
        expect(notices[0]!.message).toContain(String(killed.stepPid));
        // Said first thing, with the run's other notices.
        expect(events.indexOf(notices[0]!)).toBe(1);
        expect(events[0]!.type).toBe('run-started');
        expect(alive(killed.stepPid)).toBe(false);
        expect(existsSync(killed.tempDir)).toBe(false);
        // The later run's own temp dir is gone with its end: nothing is left.
        expect(readdirSync(temp)).toEqual([]);
      },
    );
  }

  it.runIf(hasProc)(
    'leaves alone a run going on in the same process and store: its step runs on and it succeeds',
    async () => {
      const project = freshDir('baton-host-');
      const temp = freshDir('baton-host-tmp-');
      writeFileSync(join(project, 'ok.yml'), OK);
      writeFileSync(
        join(project, 'long.yml'),
        'on: workflow_dispatch\njobs:\n  long:\n    runs-on: x\n    steps:\n      - run: echo $$ > long.pid; while [ ! -f release ]; do sleep 0.05; done\n',
      );
      const killed = await killedHost(project, temp);
      // The first run cleans up after the killed one; the second starts while the first's step runs, its
      // run.json saying it runs, in this process, with its temp dir in TMPDIR as a killed run's would be.
      const host = await runHost(
        project,
        await hostScript(
          project,
          'both',
          `import { existsSync, writeFileSync } from 'node:fs';
const notices = (events) => events.filter((e) => e.type === 'notice').map((e) => e.message);
const longEvents = [];
const long = runWorkflow('long.yml', { onEvent: (event) => longEvents.push(event) });
while (!existsSync('long.pid')) await new Promise((r) => setTimeout(r, 50));
const okEvents = [];
const ok = await runWorkflow('ok.yml', { onEvent: (event) => okEvents.push(event) });
writeFileSync('release', '');
say({ long: (await long).status, ok: ok.status, longNotices: notices(longEvents), okNotices: notices(okEvents) });`,
        ),
        { TMPDIR: temp },
      );
      expect(host.stderr).toBe('');
      const [said] = host.said as [{ long: string; ok: string; longNotices: string[]; okNotices: string[] }];
      expect(said.long).toBe('success');
      expect(said.ok).toBe('success');
      expect(said.longNotices).toEqual([
        expect.stringMatching(new RegExp(`^run ${killed.runId} was interrupted`)),
      ]);
      // Nothing of the run going on, nor of the killed run again.
      expect(said.okNotices).toEqual([]);
      expect(alive(killed.stepPid)).toBe(false);
      expect(readdirSync(temp)).toEqual([]);
    },
  );
});

describe('runWorkflow: a callback that returns a promise which rejects', () => {
  const SLOW = `on: workflow_dispatch
jobs:
  slow:
    runs-on: x
    steps:
      - run: echo $$ > slow.pid; echo sleeping; sleep 30
  after:
    needs: slow
    runs-on: x
    steps:
      - run: echo after ran > after-ran.txt
`;

  // Each once the step runs (its pid written), a moment later; never called again once it failed.
  const callbacks = {
    onEvent: `async (event) => {
  if (failed) return void (callsAfter += 1);
  if (event.type !== 'step-started') return;
  while (!existsSync('slow.pid')) await new Promise((r) => setTimeout(r, 20));
  failed = true;
  throw boom;
}`,
    onOutput: `async ({ line }) => {
  if (failed) return void (callsAfter += 1);
  if (!line.includes('sleeping')) return;
  failed = true;
  throw boom;
}`,
  };

  for (const [callback, code] of Object.entries(callbacks)) {
    it(`${callback}: stops the run as a throw does, stores it as cancelled, and rejects with the error, with no unhandled rejection`, async () => {
      const project = freshDir('baton-host-');
      writeFileSync(join(project, 'slow.yml'), SLOW);
      const host = await runHost(
        project,
        await hostScript(
          project,
          'async',
          `import { existsSync } from 'node:fs';
const boom = new Error('async host callback failed');
let callsAfter = 0;
let failed = false;
try {
  const result = await runWorkflow('slow.yml', { ${callback}: ${code} });
  say({ resolved: result.status });
} catch (error) {
  say({ rejected: error === boom ? 'boom' : String(error), callsAfter });
}`,
        ),
      );
      const pid = Number(readFileSync(join(project, 'slow.pid'), 'utf8'));
      strays.push(pid);
      expect(host.stderr).toBe('');
      expect(host.code).toBe(0);
      expect(host.said).toEqual([{ rejected: 'boom', callsAfter: 0 }]);
      await waitUntil('the step stopping', () => !alive(pid));
      const [id] = readdirSync(join(project, '.baton', 'runs'));
      const runDir = join(project, '.baton', 'runs', id!);
      const summary = JSON.parse(readFileSync(join(runDir, 'run.json'), 'utf8')) as {
        status: string;
        jobs: Array<{ id: string; result: string }>;
      };
      expect(summary.status).toBe('cancelled');
      expect(Object.fromEntries(summary.jobs.map((j) => [j.id, j.result]))).toEqual({
        slow: 'cancelled',
        after: 'cancelled',
      });
      expect(readFileSync(join(runDir, 'events.jsonl'), 'utf8')).toContain(
        `stopped because the promise the ${callback} callback returned was rejected`,
      );
      expect(existsSync(join(project, 'after-ran.txt'))).toBe(false);
    });
  }
});

describe("runWorkflow: the host's paths and signals", () => {
  const CALLER = `on: workflow_dispatch
jobs:
  call:
    uses: ./.github/workflows/called.yml
`;
  const CALLED = `on: workflow_call
jobs:
  inner:
    runs-on: x
    steps:
      - run: echo called
`;

  /** A repository whose workflows call another, and a subdirectory of it to run from. */
  function repository(): { root: string; sub: string } {
    const root = freshDir('baton-host-repo-');
    mkdirSync(join(root, '.github', 'workflows'), { recursive: true });
    writeFileSync(join(root, '.github', 'workflows', 'caller.yml'), CALLER);
    writeFileSync(join(root, '.github', 'workflows', 'called.yml'), CALLED);
    const sub = join(root, 'sub');
    mkdirSync(sub);
    return { root, sub };
  }

  it('resolves a relative repositoryRoot against cwd, as it does the workflow path, event and storeDir', async () => {
    const { runWorkflow } = await library();
    const { sub } = repository();
    // This process's own directory is elsewhere (the test's): only cwd says where `..` is.
    expect(process.cwd()).not.toBe(sub);
    const result = await runWorkflow('../.github/workflows/caller.yml', {
      cwd: sub,
      repositoryRoot: '..',
      env: { ...process.env, CI: 'true' },
    });
    expect(result.status).toBe('success');
    expect(readFileSync(join(result.runDir, 'job-call~inner.log'), 'utf8')).toContain('called');
  });

  it('gives runDir as an absolute path: <cwd>/.baton/runs/<runId>, or <storeDir>/<runId> with storeDir relative to cwd', async () => {
    const { runWorkflow } = await library();
    const project = freshDir('baton-host-rundir-');
    writeFileSync(join(project, 'ok.yml'), OK);
    const env = { ...process.env, CI: 'true' };
    const byDefault = await runWorkflow('ok.yml', { cwd: project, env });
    expect(byDefault.runDir).toBe(join(project, '.baton', 'runs', byDefault.runId));
    const elsewhere = await runWorkflow('ok.yml', { cwd: project, env, storeDir: 'store/runs' });
    expect(elsewhere.runDir).toBe(join(project, 'store', 'runs', elsewhere.runId));
    expect(readFileSync(join(elsewhere.runDir, 'job-ok.log'), 'utf8')).not.toBe('');
  });

  it("asks git for the github context with the env it is given, as its steps run git: the actor and repository they see, not the host's", async () => {
    const { runWorkflow } = await library();
    const project = freshDir('baton-host-git-env-');
    spawnSync('git', ['init', '-q'], { cwd: project });
    writeFileSync(
      join(project, 'facts.yml'),
      `on: workflow_dispatch
jobs:
  facts:
    runs-on: x
    steps:
      - run: echo "actor=\${{ github.actor }} repository=\${{ github.repository }} git=$(git config user.name)" > facts.txt
`,
    );
    // Config only the given env has (the host's own is left as it is), and no global or system config.
    const empty = join(project, '..', `${project.split('/').pop()}.gitconfig`);
    writeFileSync(empty, '');
    dirs.push(empty);
    const result = await runWorkflow('facts.yml', {
      cwd: project,
      env: {
        ...process.env,
        CI: 'true',
        GIT_CONFIG_GLOBAL: empty,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_COUNT: '2',
        GIT_CONFIG_KEY_0: 'user.name',
        GIT_CONFIG_VALUE_0: 'Given Person',
        GIT_CONFIG_KEY_1: 'remote.origin.url',
        GIT_CONFIG_VALUE_1: 'https://github.com/given-owner/given-repo.git',
      },
    });
    expect(result.status).toBe('success');
    expect(process.env.GIT_CONFIG_COUNT).toBeUndefined();
    expect(readFileSync(join(project, 'facts.txt'), 'utf8')).toBe(
      'actor=Given Person repository=given-owner/given-repo git=Given Person\n',
    );
  });

  it('says where it looked for a called workflow that is not there: the repository root, resolved', async () => {
    const { runWorkflow, formatError } = await library();
    const { sub } = repository();
    const error = await runWorkflow('../.github/workflows/caller.yml', {
      cwd: sub,
      repositoryRoot: 'elsewhere',
    }).catch((e: unknown) => e);
    expect(formatError(error)).toContain(
      `uses: ./.github/workflows/called.yml: .github/workflows/called.yml: no such file in ${join(sub, 'elsewhere')}`,
    );
  });

  it("leaves the caller's cancel and signal as they were: Node's listener limit is not lifted on them", async () => {
    const { runWorkflow } = await library();
    const project = freshDir('baton-host-');
    writeFileSync(join(project, 'ok.yml'), OK);
    const cancel = new AbortController();
    const stop = new AbortController();
    // The host's own limit, for Node's warning of a leak of its listeners: kept (each Node has its default
    // for an AbortSignal; on Node 20 getMaxListeners of one whose limit was lifted throws).
    setMaxListeners(3, cancel.signal, stop.signal);
    const result = await runWorkflow('ok.yml', { cwd: project, cancel: cancel.signal, signal: stop.signal });
    expect(result.status).toBe('success');
    expect(getMaxListeners(cancel.signal)).toBe(3);
    expect(getMaxListeners(stop.signal)).toBe(3);
  });
});
