import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import { formatError, UserError } from '../../src/core/errors.js';
import { RunSummary } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import { withFileSizeLimit } from '../support/file-size-limit.js';
import { fillDisk, removeSmallDisk, smallDisk } from '../support/small-disk.js';

/**
 * How `baton run` ends when something fails around its jobs rather than in them — a file of the run that
 * cannot be written, a temp dir that cannot be made, an event too deep to use — through the bundled CLI in
 * a scratch git repository: never a run left `running`, never a last line saying success, the run's
 * temp dir removed, the cause named.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A git repository holding the given files, and an empty directory for the run's TMPDIR. */
function repository(files: Record<string, string>): { dir: string; tmp: string } {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-run-end-e2e-')));
  const tmp = mkdtempSync(join(tmpdir(), 'baton-run-end-tmp-'));
  dirs.push(dir, tmp);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const git = (...args: string[]) =>
    spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: dir, encoding: 'utf8' });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'init');
  return { dir, tmp };
}

/** The bundled CLI in `dir`, with its files limited to `limitKiB` when given (`ulimit -f`). */
function baton(dir: string, args: string[], env: Record<string, string> = {}, limitKiB?: number) {
  const command = [process.execPath, CLI_PATH, ...args];
  const result = spawnSync(
    limitKiB === undefined ? command[0]! : 'bash',
    limitKiB === undefined ? command.slice(1) : withFileSizeLimit(command, limitKiB),
    { cwd: dir, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function runIds(dir: string): string[] {
  try {
    return readdirSync(join(dir, '.baton', 'runs'));
  } catch {
    return [];
  }
}

function summaryOf(dir: string, id: string): RunSummary {
  return RunSummary.parse(JSON.parse(readFileSync(join(dir, '.baton', 'runs', id, 'run.json'), 'utf8')));
}

/** The last line a person reads. */
function lastLine(text: string): string {
  return text.trimEnd().split('\n').at(-1) ?? '';
}

const BIG_OUTPUT = `on: workflow_dispatch
jobs:
  big:
    runs-on: ubuntu-latest
    steps:
      - run: head -c 400000 /dev/zero | tr '\\0' 'x' | fold -w 100
`;

describe('baton run: a file of the run that cannot be written', () => {
  it.skipIf(process.platform === 'win32')(
    'a job log past the file size limit fails the run, naming the log and the cause; jobs.json is kept and the temp dir removed',
    () => {
      const { dir, tmp } = repository({ 'wf.yml': BIG_OUTPUT });
      const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp }, 200);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).not.toMatch(/run \S+ success/);
      expect(r.stdout).toMatch(/run \S+ failure/);
      const [id] = runIds(dir);
      const summary = summaryOf(dir, id!);
      expect(summary.status).toBe('failure');
      expect(summary.reason).toMatch(/job-big\.log.*could not be written: EFBIG/);
      expect(summary.jobs).toEqual([{ id: 'big', stages: [], result: 'success' }]);
      // The run's end, said last: why it failed.
      expect(r.stdout + r.stderr).toMatch(/job-big\.log[^\n]*EFBIG/);
      expect(lastLine(r.stdout)).not.toMatch(/success/);
      expect(readdirSync(join(dir, '.baton', 'runs', id!))).toContain('jobs.json');
      expect(readdirSync(tmp)).toEqual([]);
      // A finished run, replayable, shown as failed with why.
      const show = baton(dir, ['show', id!]);
      expect(show.stdout).toMatch(/failure/);
      expect(show.stdout).toMatch(/job-big\.log[^\n]*EFBIG/);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'events.jsonl past the file size limit fails the run, naming the file; the jobs are kept and the file ends on a whole line',
    () => {
      const steps = Array.from({ length: 120 }, (_, i) => `      - run: echo step ${i + 1}`).join('\n');
      const { dir, tmp } = repository({
        'wf.yml': `on: workflow_dispatch\njobs:\n  many:\n    runs-on: ubuntu-latest\n    steps:\n${steps}\n`,
      });
      const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp }, 24);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout + r.stderr).toMatch(/events\.jsonl[^\n]*EFBIG/);
      const [id] = runIds(dir);
      const summary = summaryOf(dir, id!);
      expect(summary.status).toBe('failure');
      expect(summary.reason).toMatch(/events\.jsonl.*could not be written: EFBIG/);
      // Every step ran: only the events were lost.
      expect(summary.jobs).toEqual([{ id: 'many', stages: [], result: 'success' }]);
      expect(readFileSync(join(dir, '.baton', 'runs', id!, 'job-many.log'), 'utf8')).toContain('step 120');
      const events = readFileSync(join(dir, '.baton', 'runs', id!, 'events.jsonl'), 'utf8');
      expect(events.endsWith('\n')).toBe(true);
      for (const line of events.trimEnd().split('\n')) expect(() => JSON.parse(line)).not.toThrow();
      expect(readdirSync(tmp)).toEqual([]);
    },
  );

  it('a disk full before the run starts (a small tmpfs; root on Linux only) makes no run, naming run.json and the cause', async (ctx) => {
    const disk = smallDisk(200);
    if (disk === null) return ctx.skip();
    try {
      writeFileSync(
        join(disk, 'wf.yml'),
        'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n',
      );
      spawnSync('git', ['init', '-q'], { cwd: disk });
      // Runs were made here before the disk filled up.
      const store = join(disk, '.baton', 'runs');
      mkdirSync(store, { recursive: true });
      fillDisk(disk);
      const said = `${store}: cannot make a run: its run.json could not be written: ENOSPC: no space left on device, write (the disk is full)\n  nothing of the run was kept: make room, then start it again`;
      // Each attempt says so, and leaves nothing that a later one, or `latest`, would take for a run.
      for (const attempt of [1, 2]) {
        const r = baton(disk, ['run', 'wf.yml', '--plain']);
        expect({ attempt, ...r }).toEqual({ attempt, code: 1, stdout: '', stderr: `baton: ${said}\n` });
        expect(readdirSync(store)).toEqual([]);
      }
      // The library rejects with the same UserError, as it does for a store it may not write to.
      const error = await runWorkflow('wf.yml', { cwd: disk }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UserError);
      expect(error).toMatchObject({ code: 'store-unwritable', where: store });
      expect(formatError(error)).toBe(said);
      expect(readdirSync(store)).toEqual([]);
      expect(baton(disk, ['show', 'latest']).stderr).toMatch(/^baton: no runs yet in /);
    } finally {
      removeSmallDisk(disk);
    }
  });

  it('a full disk (a small tmpfs; root on Linux only) fails the run, naming the log, and still records its end', (ctx) => {
    const disk = smallDisk(300);
    if (disk === null) return ctx.skip();
    try {
      const tmp = mkdtempSync(join(tmpdir(), 'baton-run-end-tmp-'));
      dirs.push(tmp);
      writeFileSync(join(disk, 'wf.yml'), BIG_OUTPUT);
      spawnSync('git', ['init', '-q'], { cwd: disk });
      const r = baton(disk, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).not.toMatch(/run \S+ success/);
      const [id] = runIds(disk);
      const summary = summaryOf(disk, id!);
      expect(summary.status).toBe('failure');
      expect(summary.reason).toMatch(/job-big\.log.*could not be written: ENOSPC/);
      expect(readdirSync(tmp)).toEqual([]);
    } finally {
      removeSmallDisk(disk);
    }
  });

  it('a disk filled by a job (a small tmpfs; root on Linux only) still stores the end of a run of many jobs, larger than a block, as valid JSON', (ctx) => {
    const disk = smallDisk(2048);
    if (disk === null) return ctx.skip();
    try {
      const tmp = mkdtempSync(join(tmpdir(), 'baton-run-end-tmp-'));
      dirs.push(tmp);
      // Eighty jobs after the one that fills the disk: the run's end is far larger than run.json was.
      const after = Array.from(
        { length: 80 },
        (_, i) =>
          `  after-the-disk-was-filled-${i + 1}:\n    needs: fill\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${i + 1}\n`,
      ).join('');
      writeFileSync(
        join(disk, 'wf.yml'),
        `on: workflow_dispatch\njobs:\n  fill:\n    runs-on: ubuntu-latest\n    steps:\n      - run: dd if=/dev/zero of=fill bs=1M count=10 || true\n${after}`,
      );
      spawnSync('git', ['init', '-q'], { cwd: disk });
      const r = baton(disk, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
      expect(r.code, r.stderr).toBe(1);
      expect(r.stdout).not.toMatch(/run \S+ success/);
      const [id] = runIds(disk);
      const path = join(disk, '.baton', 'runs', id!, 'run.json');
      const text = readFileSync(path, 'utf8');
      expect(Buffer.byteLength(text)).toBeGreaterThan(4096);
      expect(text.indexOf('\0')).toBe(-1);
      const summary = RunSummary.parse(JSON.parse(text));
      expect(summary.status).toBe('failure');
      expect(summary.reason).toMatch(/could not be written: ENOSPC/);
      expect(summary.jobs).toHaveLength(81);
      expect(baton(disk, ['runs']).stdout).toMatch(new RegExp(`${id}\\s+wf\\.yml\\s+failure`));
    } finally {
      removeSmallDisk(disk);
    }
  });

  it.skipIf(process.platform === 'win32')(
    "two job logs past the file size limit are both named in the run's reason; showing one says it is incomplete, exit 1",
    () => {
      const lines = (job: string) =>
        `for i in $(seq 1 3000); do echo "${job} line $i of a job that prints much"; done`;
      const { dir, tmp } = repository({
        'wf.yml': `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: ${lines('a')}
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - run: ${lines('b')}
`,
      });
      const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp }, 64);
      expect(r.code, r.stderr).toBe(1);
      const [id] = runIds(dir);
      const runDir = join(dir, '.baton', 'runs', id!);
      const over = 'EFBIG: file too large, write (over the file size limit: see ulimit -f)';
      // Each log cut is named, not only the first: in one line, as they were cut for one cause.
      const cut = `${join(runDir, 'job-a.log')}, job-b.log: the job logs could not be written: ${over}; what came after is not in them`;
      expect(summaryOf(dir, id!).reason).toBe(cut);
      expect(r.stdout).toContain(cut);
      for (const job of ['a', 'b']) {
        const show = baton(dir, ['show', id!, job, '--log']);
        // What there is of it, then that it is not all of it.
        expect(show.stdout).toMatch(new RegExp(`^── step 1: Run for i in [^\n]*\n${job} line 1 of a job`));
        expect(show.stdout).not.toContain(`${job} line 3000 `);
        expect(show.stderr).toBe(`baton: this job log is incomplete: ${cut}\n`);
        expect(show.code).toBe(1);
      }
    },
  );

  it('a disk filled by a job (a small tmpfs; root on Linux only): the stage whose record could not be written, and those after it, are said never stored, and the run to be run again as its jobs.json could not be written either', (ctx) => {
    const disk = smallDisk(2048);
    if (disk === null) return ctx.skip();
    try {
      const tmp = mkdtempSync(join(tmpdir(), 'baton-run-end-tmp-'));
      dirs.push(tmp);
      const stage = (job: string, needs: string, before = '') => `  ${job}:
    needs: ${needs}
    runs-on: ubuntu-latest
    steps:${before}
      - uses: baton-dev/baton@v1
        with:
          prompt: hello
          run: echo '{"version":1,"summary":"${job} done"}' > "$BATON_HANDOFF_PATH"
`;
      writeFileSync(
        join(disk, 'wf.yml'),
        `on: workflow_dispatch
jobs:
  fill:
    runs-on: ubuntu-latest
    steps:
      - run: dd if=/dev/zero of=fill bs=1M count=10 || true
${stage('write', 'fill')}${stage('then', 'write', '\n      - run: echo the records before this step are settled')}`,
      );
      spawnSync('git', ['init', '-q'], { cwd: disk });
      const r = baton(disk, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
      expect(r.code, r.stderr).toBe(1);
      const [id] = runIds(disk);
      const runDir = join(disk, '.baton', 'runs', id!);
      const summary = summaryOf(disk, id!);
      // The record's cause, with what is in the way, as the other files of the run say it.
      expect(summary.unstored).toEqual({
        failed: {
          job: 'write',
          stage: 'write',
          attempt: 1,
          cause: expect.stringMatching(/^ENOSPC: no space left on device, \S+.* \(the disk is full\)$/),
        },
        after: [{ job: 'then', stage: 'then', attempt: 1 }],
        replay_from: null,
      });
      expect(summary.jobs.map((job) => job.stages)).toEqual([[], [], []]);
      expect(summary.reason).toMatch(
        /\/write: the record of stage write attempt 1 \(job write\) could not be written: ENOSPC[^\n]*\(the disk is full\)\n/,
      );
      expect(summary.reason).toMatch(/\/jobs\.json: the jobs' results could not be written: ENOSPC/);
      const again = 'make room, then run it again in full: baton run wf.yml with the same options';
      expect(summary.reason?.split('\n').at(-1)).toBe(
        `run ${id} cannot be replayed, as its jobs.json could not be written: ${again}`,
      );
      // Stage then's step failed for its own record, not for stage write's as if it were its own.
      expect(r.stdout).toContain(`then: step 2 failure`);
      expect(r.stdout).toContain(
        `${join(runDir, 'then')}: stage then attempt 1 (job then) was not stored: no record of this run is stored after stage write attempt 1 (job write), whose record could not be written`,
      );
      rmSync(join(disk, 'fill'));
      // No replay is offered: none can be made without jobs.json; nor a copy to put back.
      for (const view of [baton(disk, ['show', id!]), baton(disk, ['history', id!])]) {
        expect(view.code).toBe(1);
        expect(view.stderr).toContain(`baton: 2 records of run ${id} were never stored:\n`);
        expect(view.stderr).toContain(
          `  run ${id} cannot be replayed, as its jobs.json could not be written: ${again}\n`,
        );
        expect(view.stdout + view.stderr).not.toMatch(/gone|put it back|from a copy|baton replay/);
      }
      const replay = baton(disk, ['replay', id!, '--from', 'write', '--plain']);
      expect(replay.code).toBe(1);
      expect(replay.stderr).toMatch(
        new RegExp(
          `^baton: ${escapeRegExp(join(runDir, 'jobs.json'))}: was never written, so run ${id} \\(failure\\) cannot be replayed: [^\n]*\n  the run ended with: the jobs' results could not be written: ENOSPC[^\n]*${escapeRegExp('(the disk is full)')}\n  ${escapeRegExp(again)}\n$`,
        ),
      );
    } finally {
      removeSmallDisk(disk);
    }
  });

  it('a run whose directory is removed while it runs ends with an error saying so, exit 1, its temp dir removed', () => {
    const { dir, tmp } = repository({
      'wf.yml': `on: workflow_dispatch
jobs:
  gone:
    runs-on: ubuntu-latest
    steps:
      # Moved away first, in one rename: rm -rf alone races the run writing its job log into the
      # directory (rm: Directory not empty), and the step would fail for that instead.
      - run: mv .baton/runs .baton/moved-away && rm -rf .baton/moved-away
      - run: echo after
`,
    });
    const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: tmp });
    expect(r.code).toBe(1);
    expect(r.stdout).not.toMatch(/run \S+ success/);
    expect(r.stderr).toMatch(/\.baton\/runs\/\S+: the run's directory was removed while it ran/);
    expect(runIds(dir)).toEqual([]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('a failure after the run is created and before its jobs start (invocation.json past the file size limit) stores the run as failed, with why', () => {
    const { dir, tmp } = repository({
      'wf.yml':
        'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n',
      // An event payload far larger than run.json: invocation.json holds it.
      'big.json': JSON.stringify({ blob: 'x'.repeat(100_000) }),
    });
    const r = baton(dir, ['run', 'wf.yml', '--plain', '--event', 'big.json'], { TMPDIR: tmp }, 64);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/invocation\.json[^\n]*EFBIG/);
    const [id] = runIds(dir);
    const summary = summaryOf(dir, id!);
    expect(summary.status).toBe('failure');
    expect(summary.reason).toMatch(/invocation\.json.*EFBIG/);
    expect(summary.finished_at).not.toBeNull();
    expect(readdirSync(tmp)).toEqual([]);
    // Not left running (nor shown as interrupted): failed.
    expect(baton(dir, ['runs']).stdout).toMatch(new RegExp(`${id}\\s+wf\\.yml\\s+failure`));
  });
});

describe('baton run: refused before a run is created', () => {
  const ONE_JOB =
    'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n';

  it('a TMPDIR that does not exist, named, with what to do; no run recorded', () => {
    const { dir } = repository({ 'wf.yml': ONE_JOB });
    const r = baton(dir, ['run', 'wf.yml', '--plain'], { TMPDIR: join(dir, 'nonexistent', 'tmp') });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `baton: TMPDIR ${join(dir, 'nonexistent', 'tmp')}: no such directory; baton run keeps each run's scratch files there\n  create it, or set TMPDIR to a directory\n`,
    );
    expect(runIds(dir)).toEqual([]);
  });

  it('an --event nested deeper than the limit, named with the limit; no run recorded', () => {
    const { dir } = repository({
      'wf.yml': ONE_JOB,
      'deep.json': `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    });
    const r = baton(dir, ['run', 'wf.yml', '--plain', '--event', 'deep.json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^baton: deep\.json: .*nested deeper than 64 levels/);
    expect(runIds(dir)).toEqual([]);
  });
});

describe('baton run: the job log of a job deep in reusable workflows with long ids', () => {
  it('gets a file name the system takes, and baton show finds it and lists it', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(99)) as [string, string, string];
    const { dir } = repository({
      'wf.yml': `on: workflow_dispatch\njobs:\n  ${a}:\n    uses: ./.github/workflows/l1.yml\n`,
      '.github/workflows/l1.yml': `on: workflow_call\njobs:\n  ${b}:\n    uses: ./.github/workflows/l2.yml\n`,
      '.github/workflows/l2.yml': `on: workflow_call\njobs:\n  ${c}:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo deep down\n`,
    });
    const r = baton(dir, ['run', 'wf.yml', '--plain']);
    expect(r.code, r.stderr).toBe(0);
    const [id] = runIds(dir);
    expect(summaryOf(dir, id!).status).toBe('success');
    const logs = readdirSync(join(dir, '.baton', 'runs', id!)).filter((name) => name.startsWith('job-'));
    expect(logs).toHaveLength(1);
    expect(Buffer.byteLength(logs[0]!)).toBeLessThanOrEqual(255);
    const leg = `${a}/${b}/${c}`;
    const show = baton(dir, ['show', id!, leg]);
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toContain('deep down');
    expect(baton(dir, ['show', id!]).stdout).toContain(`job logs: ${leg} (`);
  });

  it("a replay carries a reused leg's log over under that name, and baton show finds it and lists it", () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(99)) as [string, string, string];
    const { dir } = repository({
      'wf.yml': `on: workflow_dispatch\njobs:\n  ${a}:\n    uses: ./.github/workflows/l1.yml\n  after:\n    needs: ${a}\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo after\n`,
      '.github/workflows/l1.yml': `on: workflow_call\njobs:\n  ${b}:\n    uses: ./.github/workflows/l2.yml\n`,
      '.github/workflows/l2.yml': `on: workflow_call\njobs:\n  ${c}:\n    runs-on: ubuntu-latest\n    strategy:\n      matrix:\n        v: [one]\n    steps:\n      - run: echo deep down\n`,
    });
    expect(baton(dir, ['run', 'wf.yml', '--plain']).code).toBe(0);
    const [first] = runIds(dir);
    const replayed = baton(dir, ['replay', first!, '--from', 'after', '--plain']);
    expect(replayed.code, replayed.stderr).toBe(0);
    const id = runIds(dir).find((run) => run !== first)!;
    const logs = (run: string) =>
      readdirSync(join(dir, '.baton', 'runs', run)).filter(
        (name) => name.startsWith('job-') || name.startsWith('.'),
      );
    expect(logs(id)).toEqual(logs(first!));
    // A leg of the called job, its log's name cut to fit: found by the leg the replay's events say ended.
    const listed = /job logs: (.*) \(/.exec(baton(dir, ['show', first!]).stdout)![1]!;
    expect(listed).toMatch(new RegExp(`^${a}/${b}/c+-[0-9a-f]{8}, after$`));
    expect(baton(dir, ['show', id]).stdout).toContain(`job logs: ${listed} (`);
  });
});

describe('baton replay: optional dispatch inputs not given', () => {
  it('replays a run whose optional number and choice inputs had no default and were not given', () => {
    const { dir } = repository({
      'wf.yml': `on:
  workflow_dispatch:
    inputs:
      n: {type: number}
      c: {type: choice, options: [a, b]}
jobs:
  first:
    runs-on: ubuntu-latest
    steps:
      - run: echo "n=[\${{ inputs.n }}] c=[\${{ inputs.c }}]"
  second:
    needs: first
    runs-on: ubuntu-latest
    steps:
      - run: echo "n=[\${{ inputs.n }}] c=[\${{ inputs.c }}]"
`,
    });
    const run = baton(dir, ['run', 'wf.yml', '--plain']);
    expect(run.code, run.stderr).toBe(0);
    const replay = baton(dir, ['replay', 'latest', '--from', 'second', '--plain']);
    expect(replay.stderr).toBe('');
    expect(replay.code).toBe(0);
    const show = baton(dir, ['show', 'latest', 'second']);
    expect(show.stdout).toContain('n=[] c=[]');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
