import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunSummary } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, ensureBuilt, REPO_ROOT } from '../support/build.js';

/**
 * What the commands that read a stored run say when a file of a finished run is damaged or gone: jobs.json,
 * invocation.json, a stage's record directory, run.json. Each says what is the case and where, as `baton
 * replay` says a record that is gone, and shows what can still be read.
 */

const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const WORKFLOW = `name: iss
on:
  workflow_dispatch:
    inputs:
      topic:
        default: DEFAULT
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "Topic {{inputs.topic}}"
          run: ./agents/agent.sh
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "Continue {{stages.a.summary}}"
          run: ./agents/agent.sh
`;

/** WORKFLOW with a job that records no stage and fails: a test job. */
const WITH_TEST = `${WORKFLOW}  test:
    runs-on: ubuntu-latest
    steps:
      - run: echo testing; exit 1
`;

const baton = batonCli;

/**
 * A project that ran iss.yml (`workflow`, WORKFLOW by default) once with `--input topic=LOGIN`, to its end
 * (successfully, for WORKFLOW): its dir, run id and run dir.
 */
function finishedRun(workflow = WORKFLOW): {
  dir: string;
  run: string;
  runDir: string;
  runs: () => string[];
} {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-damaged-')));
  dirs.push(dir);
  cpSync(join(REPO_ROOT, 'test', 'fixtures', 'run', 'agents'), join(dir, 'agents'), { recursive: true });
  writeFileSync(join(dir, 'iss.yml'), workflow);
  const ran = baton(['run', 'iss.yml', '--plain', '--input', 'topic=LOGIN'], dir);
  expect(ran.code, ran.stderr).toBe(workflow === WORKFLOW ? 0 : 1);
  const runs = () => readdirSync(join(dir, '.baton', 'runs')).filter((name) => !name.startsWith('.'));
  const [run] = runs();
  return { dir, run: run!, runDir: join(dir, '.baton', 'runs', run!), runs };
}

/** Rewrite a run's run.json as a run still `running` in the process `pid` on `host` (this machine's). */
function markRunning(runDir: string, pid: number, host = hostname()): void {
  const path = join(runDir, 'run.json');
  const summary = RunSummary.parse(JSON.parse(readFileSync(path, 'utf8')));
  writeFileSync(
    path,
    JSON.stringify({
      ...summary,
      status: 'running',
      finished_at: null,
      duration_ms: null,
      process: { pid, host },
    }),
  );
}

/** The id of a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((done) => child.on('exit', done));
  return child.pid!;
}

describe('a run running on another host (a container since removed, say)', () => {
  it('names the host wherever the run shows running, and says what to do when that host is gone, never that its process ended', () => {
    const { dir, run, runDir, runs } = finishedRun();
    // As a run killed in a container: no end stored, its process in a host this one cannot look into.
    rmSync(join(runDir, 'jobs.json'));
    markRunning(runDir, 4242, 'gone-box');
    const dirShown = runDir;
    const advice = (instead: string) =>
      `baton cannot see the processes of gone-box from here; if gone-box is gone (a container since removed, say), the run will never end: ${instead}: rm -r ${dirShown}`;

    const listed = baton(['runs'], dir);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      new RegExp(`^${run}\\s+iss\\s+running \\(on host gone-box\\)\\s+running\\s`, 'm'),
    );
    expect(listed.stderr).toBe(
      `baton: run ${run} is running on host gone-box, as its run.json says\n  ${advice('remove it')}\n`,
    );
    // --json keeps the status a script reads, and its process says the host.
    const json = JSON.parse(baton(['runs', '--json'], dir).stdout)[0];
    expect(json).toMatchObject({ status: 'running', process: { host: 'gone-box' } });

    const shown = baton(['show', run], dir);
    expect(shown.stdout).toMatch(new RegExp(`^run ${run} {2}iss {2}running \\(on host gone-box\\)\\n`));
    expect(shown.stdout).toContain(`\n${advice('remove it')}\n`);
    expect(baton(['history', run], dir).stdout).toMatch(
      new RegExp(`^run ${run} · iss · running \\(on host gone-box\\)\\n`),
    );

    const replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: run ${run} is running on host gone-box, as its run.json says, so it cannot be replayed yet: a replay takes the jobs' results of a finished run\n  replay it once it has ended there\n  ${advice('run it again in full (baton run iss.yml with the same options), and remove it')}\n`,
    });
    const parent = baton(['run', 'iss.yml', '--plain', '--parent', run], dir);
    expect(parent.code).toBe(1);
    expect(parent.stderr).toBe(
      `baton: --parent: run ${run} is running on host gone-box, as its run.json says: its last records may not be stored yet, and this run's hops count on from them\n  wait for it to end there, then start this run again; a run started by one of its steps (GITHUB_RUN_ID names it) continues it while it runs\n  ${advice('give --parent another run, or remove it')}\n`,
    );
    // Nothing was taken for gone: the run is still there, and no other was made.
    expect(runs()).toEqual([run]);
  });
});

describe('baton replay: a run whose jobs.json cannot be had', () => {
  it('says a finished run has lost it, or that it cannot be read and why, never that the run did not finish', () => {
    const { dir, run, runDir, runs } = finishedRun();
    const jobs = join(runDir, 'jobs.json');
    rmSync(jobs);
    let replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: ${jobs}: is missing, so run ${run} (success) cannot be replayed: a finished run keeps its jobs' results there\n  put it back if you have a copy, or run it again in full: baton run iss.yml with the same options\n`,
    );
    mkdirSync(jobs);
    replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: ${jobs}: is a directory, so run ${run} cannot be replayed\n  run it again in full: baton run iss.yml with the same options\n`,
    );
    expect(runs()).toEqual([run]);
  });

  it('says a run that has not ended is still running, and one whose process is gone was interrupted', async () => {
    const { dir, run, runDir, runs } = finishedRun();
    rmSync(join(runDir, 'jobs.json'));
    // This test's own process: alive.
    markRunning(runDir, process.pid);
    let replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: run ${run} is still running, so it cannot be replayed yet: a replay takes the jobs' results of a finished run\n  replay it once it has ended\n`,
    );
    markRunning(runDir, await deadPid());
    replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: run ${run} was interrupted (its process ended before the run did), so it cannot be replayed: a replay takes the jobs' results of a finished run\n  run it again in full: baton run iss.yml with the same options\n`,
    );
    expect(runs()).toEqual([run]);
  });

  it('says an invocation.json that is missing or cannot be read is, naming it', () => {
    const { dir, run, runDir } = finishedRun();
    const invocation = join(runDir, 'invocation.json');
    rmSync(invocation);
    let replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: ${invocation}: is missing, so run ${run} cannot be replayed; run it again in full\n`,
    );
    mkdirSync(invocation);
    replay = baton(['replay', run, '--from', 'b', '--plain'], dir);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toBe(
      `baton: ${invocation}: is a directory; run ${run} cannot be replayed; run it again in full\n`,
    );
  });
});

describe('baton render --run: a run whose invocation.json cannot be read', () => {
  it('refuses one cut short, naming it and why, as replay does, rather than render with the default inputs', () => {
    const { dir, run, runDir } = finishedRun();
    const invocation = join(runDir, 'invocation.json');
    expect(baton(['render', '--workflow', 'iss.yml', '--job', 'a', '--run', run], dir)).toEqual({
      code: 0,
      stdout: 'Topic LOGIN',
      stderr: '',
    });
    writeFileSync(invocation, '{"workflow_path":"iss.yml",');
    const rendered = baton(['render', '--workflow', 'iss.yml', '--job', 'a', '--run', run], dir);
    expect(rendered.code).toBe(1);
    expect(rendered.stdout).toBe('');
    expect(rendered.stderr).toMatch(
      new RegExp(
        `^baton: ${invocation}: is not valid JSON \\(.*\\); run ${run}'s inputs and event, which a render of it takes, cannot be read from it; put it back from a copy\\n$`,
      ),
    );
    expect(baton(['replay', run, '--from', 'b', '--plain'], dir).stderr).toContain(
      `${invocation}: is not valid JSON (`,
    );
  });

  it('renders a run without one (stored before baton kept it) with the defaults, saying its inputs are not known', () => {
    const { dir, run, runDir } = finishedRun();
    rmSync(join(runDir, 'invocation.json'));
    expect(baton(['render', '--workflow', 'iss.yml', '--job', 'a', '--run', run], dir)).toEqual({
      code: 0,
      stdout: 'Topic DEFAULT',
      stderr: `note: run ${run} has no invocation.json (a run stored before baton kept one, or it was removed), so its inputs and event are not known: give them with --input and --event\n`,
    });
    // A prompt that reads neither has nothing to be told.
    expect(baton(['render', '--workflow', 'iss.yml', '--job', 'b', '--run', run], dir)).toEqual({
      code: 0,
      stdout: 'Continue a got: Topic LOGIN',
      stderr: '',
    });
  });
});

describe('a stage whose record directory is gone', () => {
  it('show, history, report and render say the record is missing and where, as replay does', () => {
    const { dir, run, runDir } = finishedRun();
    const gone = join(runDir, 'a');
    rmSync(gone, { recursive: true });
    const reason = `job a recorded stage a, but its record is gone: ${gone} does not exist`;
    const fix = `put it back from a copy, or replay from that stage, to run it again: baton replay ${run} --from a`;
    const said = `baton: a record of run ${run} cannot be read:\n  ${reason}\n    ${fix}\n`;

    const shown = baton(['show', run], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(/^a\s+missing\s+\(see below\)$/m);
    expect(shown.stdout).toMatch(/^b\s+success\s+completed/m);
    expect(shown.stderr).toBe(said);

    const asked = `baton: job a of run ${run} (success) recorded stage a, but its record is gone: ${gone} does not exist\n  replay from that stage, to run it again: baton replay ${run} --from a\n  stages: b\n`;
    for (const option of ['--handoff', '--prompt', '--record', '--log']) {
      expect(baton(['show', run, 'a', option], dir)).toEqual({ code: 1, stdout: '', stderr: asked });
    }
    expect(baton(['show', run, 'a'], dir)).toEqual({ code: 1, stdout: '', stderr: asked });

    const drawn = baton(['history', run], dir);
    expect(drawn.code).toBe(1);
    expect(drawn.stdout).toContain('a  ? missing\n│ its record is gone (see below)\n└─▶ b  ← a  ✓ success (');
    expect(drawn.stderr).toBe(said);
    const json = baton(['history', run, '--json'], dir);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).unreadable).toEqual([
      { stage: 'a', attempt: 1, run_attempt: 1, reason: `${reason}\n  ${fix}` },
    ]);

    const report = baton(['report', run], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain(
      `> 1 record of this run could not be read and is not in this report:\n> - \`a\` attempt 1: ${reason}; ${fix}\n`,
    );
    expect(report.stdout).toContain('s1["a<br/>record cannot be read"]:::absent');
    expect(report.stderr).toBe(
      'baton: a record of the run cannot be read and is not in the report (see its warning)\n',
    );

    const rendered = baton(['render', '--workflow', 'iss.yml', '--job', 'b', '--run', run], dir);
    expect(rendered).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: job a of run ${run} (success) recorded stage a, but its record is gone: ${gone} does not exist\n  render with a handoff in its place: --handoff a=<file>\n`,
    });
    // A sample in its place, or a job that does not read it, renders.
    writeFileSync(join(dir, 'a.json'), '{"version":1,"summary":"SAMPLE"}');
    expect(
      baton(['render', '--workflow', 'iss.yml', '--job', 'b', '--run', run, '--handoff', 'a=a.json'], dir),
    ).toMatchObject({ code: 0, stdout: 'Continue SAMPLE' });
    expect(baton(['render', '--workflow', 'iss.yml', '--job', 'a', '--run', run], dir)).toMatchObject({
      code: 0,
      stdout: 'Topic LOGIN',
    });
  });
});

describe('baton render --run <run> of a template, a record gone or cut short', () => {
  it('stops the render only when the template reads it (by name, by its job, or every stage), gone or cut short alike', () => {
    const { dir, run, runDir } = finishedRun();
    const b = readFileSync(join(runDir, 'b', 'record.json'), 'utf8');
    const render = (template: string) => baton(['render', '--run', run, '--template', template], dir);
    const only = render('Only {{stages.a.summary}}');
    expect(only.code, only.stderr).toBe(0);
    const reading = [
      'B {{stages.b.summary}}',
      '{{#each jobs.b}}{{summary}}{{/each}}',
      '{{#each stages}}{{@key}} {{/each}}',
    ];

    const gone = join(runDir, 'b');
    rmSync(gone, { recursive: true });
    expect(render('Only {{stages.a.summary}}')).toEqual(only);
    for (const template of reading)
      expect(render(template), template).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: job b of run ${run} (success) recorded stage b, but its record is gone: ${gone} does not exist\n  render with a handoff in its place: --handoff b=<file>\n`,
      });

    mkdirSync(gone);
    writeFileSync(join(gone, 'record.json'), b.slice(0, 50));
    expect(render('Only {{stages.a.summary}}')).toEqual(only);
    for (const template of reading) {
      const refused = render(template);
      expect(refused.code, template).toBe(1);
      expect(refused.stdout, template).toBe('');
      expect(refused.stderr, template).toMatch(
        new RegExp(`^baton: run ${run}'s record of stage b cannot be read, and the prompt reads it\n`),
      );
    }
  });
});

describe('a stage whose record.json is cut short', () => {
  it('show, history, report, render --run and run --parent say why and what to do, each a whole sentence', () => {
    const { dir, run, runDir, runs } = finishedRun();
    const record = join(runDir, 'a', 'record.json');
    // As `head -c 50` leaves it: a write cut short.
    const short = readFileSync(record, 'utf8').slice(0, 50);
    writeFileSync(record, short);
    let parsed = '';
    try {
      JSON.parse(short);
    } catch (error) {
      parsed = (error as Error).message;
    }
    const why = `${join(runDir, 'a')}: record.json is not valid JSON: ${parsed}`;
    const fix = `put it back from a copy, or replay from that stage, to run it again: baton replay ${run} --from a`;
    const said = `baton: a record of run ${run} cannot be read:\n  ${why}\n    ${fix}\n`;

    for (const args of [
      ['show', run],
      ['show', run, 'a'],
      ['history', run],
    ]) {
      const read = baton(args, dir);
      expect(read.code, args.join(' ')).toBe(1);
      expect(read.stderr, args.join(' ')).toBe(said);
    }
    // One of its files: why, then what to do.
    for (const file of ['--prompt', '--handoff', '--record']) {
      expect(baton(['show', run, 'a', file], dir), file).toEqual({
        code: 1,
        stdout: '',
        stderr: `baton: ${why}\n  ${fix}\n`,
      });
    }
    const report = baton(['report', run], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain(
      `> 1 record of this run could not be read and is not in this report:\n> - \`a\` attempt 1: ${why}; ${fix}\n`,
    );

    expect(baton(['render', '--workflow', 'iss.yml', '--job', 'b', '--run', run], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `baton: run ${run}'s record of stage a cannot be read, and the prompt of job b reads it`,
        `  ${why}`,
        `  ${fix}`,
        '  or render it with a sample handoff instead: --handoff a=<file>',
        '',
      ].join('\n'),
    });

    expect(baton(['run', 'iss.yml', '--parent', run, '--plain'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `baton: --parent: run ${run} cannot be continued: 1 of its records cannot be read, and this run's hops count on from them`,
        `  ${why}`,
        `  put the record of stage a back from a copy, or record it again in a new run and give --parent that run instead: baton replay ${run} --from a`,
        '  then start this run again, or give --parent another run',
        '',
      ].join('\n'),
    });
    expect(runs()).toEqual([run]);

    // What they say to do works: the replay records it again, and a run continues the replay.
    const replay = baton(['replay', run, '--from', 'a', '--plain'], dir);
    expect(replay.code, replay.stderr).toBe(0);
    const again = /run (\S+): success/.exec(replay.stdout)![1]!;
    expect(baton(['history', again], dir)).toMatchObject({ code: 0, stderr: '' });
    const continued = baton(['run', 'iss.yml', '--parent', again, '--plain'], dir);
    expect(continued.code, continued.stderr).toBe(0);
  });
});

describe('a run whose run.json cannot be read', () => {
  it('quotes what JSON.parse says of it on one line, its line breaks and controls escaped', () => {
    const { dir, run, runDir } = finishedRun();
    writeFileSync(join(runDir, 'run.json'), 'x\n\u001b[2Jy');
    const listed = JSON.parse(baton(['runs', '--json'], dir).stdout) as Array<{ id: string; error?: string }>;
    const error = listed.find((r) => r.id === run)?.error ?? '';
    expect(error).toContain('is not valid JSON (');
    expect(error).toContain('\\u000a\\u001b[2Jy');
    expect(error).toMatch(/; put it back|\)$/);
    const shown = baton(['show', run], dir);
    expect(shown.stderr).toContain('\\u000a\\u001b[2Jy');
    expect(shown.stderr).not.toContain('\u001b');
  });

  it('names the file and what to do, and show, history and report still show the records', () => {
    const { dir, run, runDir } = finishedRun();
    const path = join(runDir, 'run.json');
    writeFileSync(path, readFileSync(path, 'utf8').slice(0, 40));
    const problem = new RegExp(
      `^baton: ${path}: is not valid JSON \\(.*\\)\\n {2}it is run ${run}'s summary: put it back from a copy, or remove the run: rm -r ${runDir}\\n`,
    );

    const listed = baton(['runs'], dir);
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`^${run}\\s+\\?\\s+unreadable`, 'm'));
    expect(listed.stderr).toMatch(problem);
    expect(listed.stderr.split('\n')).toHaveLength(3);

    const shown = baton(['show', run], dir);
    expect(shown.code).toBe(1);
    expect(shown.stdout).toMatch(
      new RegExp(`^run ${run} {2}\\(its run\\.json cannot be read: see below\\)\\n`),
    );
    // No job table: the stage table right under `records in` and its blank line.
    expect(shown.stdout).toMatch(/^records in .*\n\nSTAGE +STATUS/m);
    expect(shown.stdout).toMatch(/^a\s+success\s+completed/m);
    expect(shown.stdout).toMatch(/^b\s+success\s+completed/m);
    expect(shown.stderr).toMatch(problem);
    // A stage's attempts need no run.json.
    const handoff = baton(['show', run, 'a', '--handoff'], dir);
    expect(handoff.code).toBe(0);
    expect(JSON.parse(handoff.stdout)).toMatchObject({ summary: 'a got: Topic LOGIN' });

    const drawn = baton(['history', run], dir);
    expect(drawn.code).toBe(1);
    expect(drawn.stdout).toMatch(
      new RegExp(`^run ${run} · its run\\.json cannot be read \\(see below\\)\\n\\na {2}✓ success`),
    );
    expect(drawn.stdout).toContain('└─▶ b  ← a  ✓ success (');
    expect(drawn.stderr).toMatch(problem);

    const report = baton(['report', run], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('## ✅ baton report · iss · success');
    expect(report.stdout).toContain(
      `> The run's summary could not be read, so this report is built from its records and its events.jsonl: ${path}: is not valid JSON (`,
    );
    expect(report.stdout).toContain('| `a` | ✅ success | a got: Topic LOGIN |');
    expect(report.stderr).toMatch(problem);

    // What needs its jobs refuses, naming it the same way.
    for (const args of [
      ['render', '--workflow', 'iss.yml', '--job', 'b', '--run', run],
      ['replay', run, '--from', 'b', '--plain'],
    ]) {
      const refused = baton(args, dir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(problem);
    }
  });

  it("shows a job's log without it, saying what is wrong with run.json on stderr", () => {
    const { dir, run, runDir } = finishedRun(WITH_TEST);
    const path = join(runDir, 'run.json');
    writeFileSync(path, 'x\n');
    const problem = new RegExp(
      `^baton: ${path}: is not valid JSON \\([^\\n]*\\)\\n {2}it is run ${run}'s summary: put it back from a copy, or remove the run: rm -r ${runDir}\\n$`,
    );
    const log = '── step 1: Run echo testing; exit 1\ntesting\nError: exited with code 1\n';
    expect(readFileSync(join(runDir, 'job-test.log'), 'utf8')).toBe(log);
    for (const args of [[], ['--log']]) {
      const shown = baton(['show', run, 'test', ...args], dir);
      expect(shown.stdout).toBe(log);
      expect(shown.stderr).toMatch(problem);
      expect(shown.code).toBe(1);
    }
    // A file a stage would have: none, and where its log is.
    const prompt = baton(['show', run, 'test', '--prompt'], dir);
    expect(prompt.code).toBe(1);
    expect(prompt.stdout).toBe('');
    expect(prompt.stderr).toContain(
      `baton: run ${run} has no stage test, so it has no prompt: test has a job log, and no record\n  its log: baton show ${run} test\n  stages: a, b\n`,
    );
    expect(prompt.stderr).toMatch(new RegExp(`^baton: ${path}: is not valid JSON`));
    // A name that is neither: as before, what is wrong with run.json is what there is to say.
    expect(baton(['show', run, 'nothing'], dir).stderr).toMatch(problem);
  });

  it("heads the report of the records alone with what the run's events say of its end, and with no status when none does", () => {
    const { dir, run, runDir } = finishedRun(WITH_TEST);
    const path = join(runDir, 'run.json');
    writeFileSync(path, 'x\n');
    let report = baton(['report', run], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('\n## ❌ baton report · iss · failure\n');
    expect(report.stdout).toContain('\nThe run failed: job `test` failed.\n');
    expect(report.stdout).toContain(
      `> The run's summary could not be read, so this report is built from its records and its events.jsonl: ${path}: is not valid JSON (`,
    );
    expect(report.stdout).not.toMatch(/baton report · iss · success/);

    // Its events cut short before its end (killed as it wrote): the jobs so far, and no status.
    const events = join(runDir, 'events.jsonl');
    const lines = readFileSync(events, 'utf8').split('\n');
    writeFileSync(events, `${lines.filter((line) => !line.includes('"type":"run-finished"')).join('\n')}`);
    report = baton(['report', run], dir);
    expect(report.stdout).toContain('\n## baton report · iss\n');
    expect(report.stdout).toContain(
      "\nThe run's end is not known (neither its run.json nor its events.jsonl says it): job `test` failed.\n",
    );

    // Nothing says how it ended: no status, and no claim of success.
    rmSync(events);
    report = baton(['report', run], dir);
    expect(report.code).toBe(0);
    expect(report.stdout).toContain('\n## baton report · iss\n');
    expect(report.stdout).toContain(
      `> The run's summary could not be read, so this report is built from its records alone: ${path}: is not valid JSON (`,
    );
    expect(report.stdout).toContain(
      "\nThe run's end is not known: neither its run.json nor its events.jsonl says it.\n",
    );
    expect(report.stdout).not.toMatch(/baton report · iss · success/);
  });

  it('says a missing run.json is missing, once, with the path', () => {
    const { dir, run, runDir } = finishedRun();
    rmSync(join(runDir, 'run.json'));
    const listed = baton(['runs'], dir);
    expect(listed.stderr).toBe(
      `baton: ${join(runDir, 'run.json')}: is missing\n  it is run ${run}'s summary: put it back from a copy, or remove the run: rm -r ${runDir}\n`,
    );
  });
});
