import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { obeyedCommands } from '../support/actions-runner.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';

/**
 * What the bundled CLI prints of agent text, where people run it: in a GitHub step after `baton run`
 * (`CI=true GITHUB_ACTIONS=true`, stdout a pipe the runner reads for workflow commands), redirected to a
 * file, and on a terminal. An agent's handoff and log hold workflow commands (`::error …`, `::add-mask::`,
 * `::set-output …`, the legacy `##[…]`, which the runner reads anywhere in a line), and characters a
 * terminal acts on (C1 controls, bidi overrides).
 */

const SUMMARY =
  'first\n::error title=Injected::summary via show\n::set-output name=status::success\n  ##[warning]w \u009b2J \u202eevil';
const LOG_LINES = [
  '::error file=x.js::from log',
  '::add-mask::abc123',
  '##[error]legacy',
  '  x ##[add-mask]mid',
  '\u0085::warning::after a next-line character',
  'cr\r::notice::after a carriage return',
];

let dir = '';
let runId = '';

/** This process's environment without the runner's variables, whether or not the tests run in a GitHub step. */
const NO_GITHUB = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.startsWith('GITHUB_')),
);
/** A GitHub step: what `baton run` then `baton show` get there. */
const IN_GITHUB = { ...NO_GITHUB, CI: 'true', GITHUB_ACTIONS: 'true', npm_lifecycle_event: '' };
/** CI elsewhere, or a pipe on a laptop: no runner reads the output for commands. */
const NOT_GITHUB = { ...NO_GITHUB, CI: 'true', npm_lifecycle_event: '' };

function baton(args: string[], env: NodeJS.ProcessEnv = IN_GITHUB) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], { cwd: dir, encoding: 'utf8', env });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `baton … > file`: what the file holds. */
function batonToFile(args: string[], env: NodeJS.ProcessEnv = IN_GITHUB): string {
  const file = join(dir, 'out.txt');
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(process.execPath, [CLI_PATH, ...args], {
      cwd: dir,
      env,
      stdio: ['ignore', fd, 'pipe'],
    });
    expect(result.status, String(result.stderr)).toBe(0);
  } finally {
    closeSync(fd);
  }
  return readFileSync(file, 'utf8');
}

const hasScript = spawnSync('script', ['--version']).status === 0;

/**
 * `baton …` on a pseudo-terminal (util-linux `script`), stdout and stderr both the terminal's; its line
 * ends read back as `\n`.
 */
function batonOnTerminal(args: string[]): string {
  const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;
  const command = [process.execPath, CLI_PATH, ...args].map(quote).join(' ');
  const result = spawnSync('script', ['-qec', command, '/dev/null'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...NO_GITHUB, TERM: 'dumb' },
  });
  return result.stdout.replaceAll('\r\n', '\n');
}

const stored = (stage: string, file: string) =>
  readFileSync(join(dir, '.baton', 'runs', runId, stage, file), 'utf8');

/** Every C1 control and bidi override or isolate: what a terminal would act on or reorder. */
const TERMINAL_ACTS_ON = /[\u0080-\u009f\u202a-\u202e\u2066-\u2069]/;

let runOutput = { code: null as number | null, stdout: '', stderr: '' };

beforeAll(() => {
  ensureBuilt();
  dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-output-safety-')));
  const agentLog = LOG_LINES.map((line) => `${line}\n`).join('');
  writeFileSync(join(dir, 'agent-log.txt'), agentLog);
  writeFileSync(
    join(dir, 'handoff.json'),
    JSON.stringify({ version: 1, summary: SUMMARY, data: { k: 'v ##[add-mask]x' } }),
  );
  writeFileSync(
    join(dir, 'w.yml'),
    `name: "inj ##[warning]in the workflow's name"
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Go.
          # The command is kept in the record: a comment in it holds what a terminal acts on.
          run: "cat agent-log.txt\\ncp handoff.json \\"$BATON_HANDOFF_PATH\\" # \\u009b2J \\u202eevil"
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "up: {{stages.a.summary}}"
          run: printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"
  c:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Fail.
          run: |
            cat agent-log.txt
            exit 1
  d:
    runs-on: ubuntu-latest
    steps:
      - run: cat agent-log.txt
`,
  );
  runOutput = baton(['run', 'w.yml', '--plain']);
  runId = readdirSync(join(dir, '.baton', 'runs')).find((n) => n !== 'latest')!;
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('in a GitHub step (GITHUB_ACTIONS=true, stdout a pipe): nothing baton prints of agent text is a workflow command', () => {
  it('the run itself, its end quoting the failed agent’s log', () => {
    expect(runOutput.code, runOutput.stderr).toBe(1);
    expect(runOutput.stdout).toContain('c: the agent exited with code 1; the end of its agent.log:');
    expect(obeyedCommands(runOutput.stdout)).toEqual([]);
    expect(obeyedCommands(runOutput.stderr)).toEqual([]);
  });

  it.each([
    'show latest',
    'show latest a',
    'show latest c',
    'show latest d',
    'history latest',
    'history latest --json',
    'runs',
    'runs --json',
    'report latest',
    'report latest --include-detail',
  ])('baton %s: a view, its lines escaped where the runner would read a command', (command) => {
    const r = baton(command.split(' '));
    expect(r.code, r.stderr).toBe(0);
    expect(obeyedCommands(r.stdout)).toEqual([]);
    expect(obeyedCommands(r.stderr)).toEqual([]);
  });

  it('the stage view still reads: the summary’s lines with the colon or hash that starts a command escaped', () => {
    const r = baton(['show', 'latest', 'a']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      // Its lines after the first indented under it, so none reads as a line of the view's own.
      'summary: first\n  \\u003a:error title=Injected::summary via show\n  \\u003a:set-output name=status::success\n    \\u0023#[warning]w \\u009b2J \\u202eevil\n',
    );
    const history = baton(['history', 'latest']);
    expect(history.stdout).toContain("inj \\u0023#[warning]in the workflow's name");
  });

  it('JSON views stay the same JSON: the escapes are JSON escapes', () => {
    const history = baton(['history', 'latest', '--json']);
    const chain = (JSON.parse(history.stdout) as { chain: Array<{ stage: string; summary: string }> }).chain;
    expect(chain.find((link) => link.stage === 'a')?.summary).toBe(SUMMARY);
    expect(history.stdout).toContain('\\u0023#[warning]');
  });

  it.each([
    ['--handoff', 'a', 'handoff.json'],
    ['--record', 'a', 'record.json'],
  ])(
    'show %s: the same JSON as stored, the legacy command escaped as JSON escapes it',
    (option, stage, file) => {
      const r = baton(['show', 'latest', stage, option]);
      expect(r.code, r.stderr).toBe(0);
      expect(obeyedCommands(r.stdout)).toEqual([]);
      expect(JSON.parse(r.stdout)).toEqual(JSON.parse(stored(stage, file)));
    },
  );

  it.each([
    ['--log', 'a', 'agent.log'],
    ['--prompt', 'b', 'prompt.md'],
  ])(
    'show %s: the stored text, each line the runner would obey escaped and still readable',
    (option, stage, file) => {
      const text = stored(stage, file);
      expect(obeyedCommands(text)).not.toEqual([]);
      const r = baton(['show', 'latest', stage, option]);
      expect(r.code, r.stderr).toBe(0);
      expect(obeyedCommands(r.stdout)).toEqual([]);
      expect(r.stdout).toContain(
        option === '--log' ? '\\u003a:error file=x.js::from log' : '\\u003a:error title=Injected',
      );
      expect(r.stdout).toContain(option === '--log' ? 'x \\u0023#[add-mask]mid' : '\\u0023#[warning]w');
    },
  );

  it('baton render: the prompt a stage would get from the stored run, escaped as show --prompt is', () => {
    const r = baton(['render', '--workflow', 'w.yml', '--job', 'b', '--run', 'latest']);
    expect(r.code, r.stderr).toBe(0);
    expect(obeyedCommands(stored('b', 'prompt.md'))).not.toEqual([]);
    expect(obeyedCommands(r.stdout)).toEqual([]);
    expect(r.stdout).toContain('\\u003a:set-output name=status::success');
    expect(batonToFile(['render', '--workflow', 'w.yml', '--job', 'b', '--run', 'latest'])).toBe(
      stored('b', 'prompt.md'),
    );
  });

  it('a job’s log: show <run> <job>, for a job that recorded no stage', () => {
    expect(obeyedCommands(readFileSync(join(dir, '.baton', 'runs', runId, 'job-d.log'), 'utf8'))).not.toEqual(
      [],
    );
    const job = baton(['show', 'latest', 'd']);
    expect(job.code, job.stderr).toBe(0);
    expect(obeyedCommands(job.stdout)).toEqual([]);
    expect(job.stdout).toContain('\\u003a:error file=x.js::from log');
  });

  it('baton validate: a problem quoting a key, and a valid handoff printed back', () => {
    writeFileSync(
      join(dir, 'bad.json'),
      JSON.stringify({ version: 1, summary: 's', data: { '##[add-mask]k': 'v', '\n::error::k': 'v' } }),
    );
    for (const args of [
      ['validate', 'bad.json'],
      ['validate', '--json', 'bad.json'],
      ['validate', 'handoff.json'],
    ]) {
      const r = baton(args);
      expect(obeyedCommands(r.stdout), args.join(' ')).toEqual([]);
      expect(obeyedCommands(r.stderr), args.join(' ')).toEqual([]);
    }
    expect(baton(['validate', 'bad.json']).stderr).toContain('$.data["\\u0023#[add-mask]k"]: key must match');
    expect(JSON.parse(baton(['validate', 'handoff.json']).stdout).summary).toBe(SUMMARY);
  });
});

describe('redirected to a file, or piped outside GitHub: a stored file is printed as stored', () => {
  it.each([
    ['--log', 'a', 'agent.log'],
    ['--prompt', 'b', 'prompt.md'],
    ['--handoff', 'a', 'handoff.json'],
    ['--record', 'a', 'record.json'],
  ])('show %s > file in a GitHub step: its bytes', (option, stage, file) => {
    expect(batonToFile(['show', 'latest', stage, option])).toBe(stored(stage, file));
  });

  it.each([
    ['--log', 'a', 'agent.log'],
    ['--prompt', 'b', 'prompt.md'],
    ['--handoff', 'a', 'handoff.json'],
    ['--record', 'a', 'record.json'],
  ])('show %s | … without GITHUB_ACTIONS: its bytes', (option, stage, file) => {
    const r = baton(['show', 'latest', stage, option], NOT_GITHUB);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(stored(stage, file));
  });

  it('baton report > file, or piped outside GitHub: the Markdown to post, as rendered (no escapes in it)', () => {
    const piped = baton(['report', 'latest'], NOT_GITHUB);
    expect(piped.code, piped.stderr).toBe(0);
    expect(piped.stdout, piped.stdout).toContain('::error title=Injected');
    expect(piped.stdout).not.toContain('\\u003a:');
    expect(batonToFile(['report', 'latest'])).toBe(piped.stdout);
  });
});

describe.skipIf(!hasScript)('on a terminal: nothing a terminal acts on reaches it', () => {
  it.each([
    ['--handoff', 'a', 'handoff.json'],
    ['--record', 'a', 'record.json'],
  ])(
    'show %s: C1 controls and bidi overrides shown as JSON escapes, the JSON unchanged',
    (option, stage, file) => {
      const shown = batonOnTerminal(['show', 'latest', stage, option]);
      expect(shown).not.toMatch(TERMINAL_ACTS_ON);
      expect(shown).toContain('\\u009b2J \\u202eevil');
      expect(JSON.parse(shown)).toEqual(JSON.parse(stored(stage, file)));
    },
  );

  it('validate: a key holding them, in a problem’s path and in the handoff printed back', () => {
    writeFileSync(
      join(dir, 'controls.json'),
      JSON.stringify({ version: 1, summary: 's \u009b2J', data: { 'k\u009b2J\u202e': 'v' } }),
    );
    const problems = batonOnTerminal(['validate', 'controls.json']);
    expect(problems).toContain('$.data["k\\u009b2J\\u202e"]: key must match');
    expect(problems).not.toMatch(TERMINAL_ACTS_ON);
    writeFileSync(
      join(dir, 'valid.json'),
      JSON.stringify({ version: 1, summary: 's \u009b2J \u2066x\u2069' }),
    );
    const valid = batonOnTerminal(['validate', 'valid.json']);
    expect(valid).not.toMatch(TERMINAL_ACTS_ON);
    expect(JSON.parse(valid).summary).toBe('s \u009b2J \u2066x\u2069');
  });

  it('history --json: the chain’s summaries as JSON escapes, the JSON unchanged', () => {
    const shown = batonOnTerminal(['history', 'latest', '--json']);
    expect(shown).not.toMatch(TERMINAL_ACTS_ON);
    const chain = (JSON.parse(shown) as { chain: Array<{ stage: string; summary: string }> }).chain;
    expect(chain.find((link) => link.stage === 'a')?.summary).toBe(SUMMARY);
  });

  it('run --json, then runs --json: the workflow name they quote as JSON escapes, the JSON unchanged', () => {
    writeFileSync(
      join(dir, 'named.yml'),
      'name: "named \u202e\u009b2J"\non: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: "true"\n',
    );
    const events = batonOnTerminal(['run', 'named.yml', '--json'])
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(events.length).toBeGreaterThan(1);
    for (const line of events) expect(line).not.toMatch(TERMINAL_ACTS_ON);
    const started = events.map((line) => JSON.parse(line)).find((e) => e.type === 'run-started');
    expect(started.workflow).toBe('named \u202e\u009b2J');

    const runs = batonOnTerminal(['runs', '--json']);
    expect(runs).not.toMatch(TERMINAL_ACTS_ON);
    expect((JSON.parse(runs) as Array<{ workflow: string }>).map((r) => r.workflow)).toContain(
      'named \u202e\u009b2J',
    );
  });

  it('lint --json: the workflow text a finding quotes as JSON escapes, the JSON unchanged', () => {
    writeFileSync(
      join(dir, 'broken.yml'),
      'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    needs: [ "x\u202e\u009b2J" ]\n    steps:\n      - run: "true"\n',
    );
    const shown = batonOnTerminal(['lint', 'broken.yml', '--json']);
    expect(shown).not.toMatch(TERMINAL_ACTS_ON);
    const findings = JSON.parse(shown) as Array<{ message: string }>;
    expect(findings.map((f) => f.message).join('\n')).toContain("needs 'x\u202e\u009b2J'");
  });

  it('the human views, as before: the stage view and history', () => {
    for (const args of [
      ['show', 'latest', 'a'],
      ['history', 'latest'],
    ])
      expect(batonOnTerminal(args), args.join(' ')).not.toMatch(TERMINAL_ACTS_ON);
  });
});
