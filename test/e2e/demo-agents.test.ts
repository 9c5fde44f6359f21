import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/adapters/local/run-workflow.js';
import { parseHandoffText } from '../../src/core/parse-handoff.js';
import { RunSummary } from '../../src/core/record.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';

/**
 * The demo agents (examples/agents/demo-agent.mjs) are what a newcomer watches: their handoff must visibly
 * depend on the prompt they got, and they can be told to fail, to write an invalid handoff, or to route
 * elsewhere — so the demo also shows baton's failure paths and a report of them.
 */

const AGENT = join(REPO_ROOT, 'examples', 'agents', 'demo-agent.mjs');
/** `npm run demo`'s command, as package.json has it. */
const DEMO_SCRIPT = (
  JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts.demo!;
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Run the demo agent as a stage runs it: the prompt in a file, a fresh handoff path. */
function agent(prompt: string, args: string[], env: Record<string, string> = {}) {
  const dir = tempDir('baton-demo-agent-');
  const promptPath = join(dir, 'prompt.md');
  const handoffPath = join(dir, 'handoff.json');
  writeFileSync(promptPath, prompt);
  const result = spawnSync(process.execPath, [AGENT, ...args], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      BATON_PROMPT_PATH: promptPath,
      BATON_HANDOFF_PATH: handoffPath,
      ...env,
    },
  });
  const handoff = existsSync(handoffPath) ? readFileSync(handoffPath, 'utf8') : null;
  return { ...result, handoff };
}

function valid(text: string | null) {
  const parsed = parseHandoffText(text ?? '');
  if (parsed.kind !== 'valid') throw new Error(`invalid handoff: ${JSON.stringify(parsed.problems)}`);
  return parsed.handoff;
}

const TRIAGE_PROMPT = (title: string) =>
  `Triage issue #7. The reporter wrote:\n\n<data id="1">\n${title}\n</data id="1">\n`;

describe('the demo agent', () => {
  it('writes a valid handoff that quotes the prompt it got, the same one for the same prompt', () => {
    const crash = agent(TRIAGE_PROMPT('The app crashes on empty input'), ['triage']);
    const typo = agent(TRIAGE_PROMPT('A typo in the help text'), ['triage']);
    expect(crash.status).toBe(0);
    expect(valid(crash.handoff).summary).toBe(
      'Triaged issue #7 as high severity: "The app crashes on empty input".',
    );
    expect(valid(typo.handoff).summary).toBe('Triaged issue #7 as low severity: "A typo in the help text".');
    expect(agent(TRIAGE_PROMPT('The app crashes on empty input'), ['triage']).handoff).toBe(crash.handoff);
  });

  it('fails like a crashed agent when told to: exit 1 and no handoff', () => {
    for (const [args, env] of [
      [['triage', '--fail'], {}] as const,
      [['triage'], { DEMO_FAIL: '1' }] as const,
    ]) {
      const r = agent(TRIAGE_PROMPT('x'), [...args], env);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('failing as asked');
      expect(r.handoff).toBeNull();
    }
  });

  it('writes a handoff baton refuses when told to, with the misspelt field named', () => {
    for (const [args, env] of [
      [['triage', '--invalid'], {}] as const,
      [['triage'], { DEMO_INVALID: '1' }] as const,
    ]) {
      const r = agent(TRIAGE_PROMPT('x'), [...args], env);
      expect(r.status).toBe(0);
      const parsed = parseHandoffText(r.handoff ?? '');
      expect(parsed.kind).toBe('invalid');
      if (parsed.kind === 'invalid') {
        expect(parsed.problems.map((p) => `${p.path}: ${p.message}`)).toEqual(
          expect.arrayContaining(['$.summary: required', '$.sumary: unknown field; did you mean `summary`?']),
        );
      }
    }
  });

  it('routes where it is told to, over its own routing', () => {
    const routed = agent(TRIAGE_PROMPT('The app crashes'), [
      'triage',
      '--route',
      'high=fix-now',
      '--next',
      'ask',
    ]);
    expect(valid(routed.handoff).next).toEqual({ stage: 'ask', reason: 'asked to (--next)' });
    const byEnv = agent(TRIAGE_PROMPT('The app crashes'), ['triage'], { DEMO_NEXT: 'ask' });
    expect(valid(byEnv.handoff).next?.stage).toBe('ask');
    const bySeverity = agent(TRIAGE_PROMPT('The app crashes'), ['triage', '--route', 'high=fix-now']);
    expect(valid(bySeverity.handoff).next).toEqual({ stage: 'fix-now', reason: 'severity high' });
  });

  it('prints the handoff between the markers instead of writing the file, when told to', () => {
    const r = agent(TRIAGE_PROMPT('x'), ['triage', '--markers']);
    expect(r.handoff).toBeNull();
    const block = /---BATON_HANDOFF_START---\n([\s\S]*?)\n---BATON_HANDOFF_END---/.exec(r.stdout);
    expect(valid(block?.[1] ?? null).summary).toMatch(/^Triaged issue #7/);
  });

  it('refuses an unknown role or option with its usage, exit 2', () => {
    const r = agent('x', ['dance']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown role dance');
    expect(agent('x', ['triage', '--colour']).stderr).toContain('unknown option --colour');
  });
});

/** fix-issue.yml in a fresh project holding a copy of examples/, with demo-agent options in the env. */
async function runFixIssue(env: Record<string, string>) {
  const dir = tempDir('baton-demo-run-');
  cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
  withBatonActions(dir);
  const result = await runWorkflow(join('examples', 'workflows', 'fix-issue.yml'), {
    cwd: dir,
    event: join('examples', 'events', 'fix-issue.json'),
    env: { ...process.env, CI: 'true', ...env },
    concurrency: 2,
  });
  const summary = RunSummary.parse(JSON.parse(readFileSync(join(result.runDir, 'run.json'), 'utf8')));
  const report = readFileSync(join(result.runDir, 'report.md'), 'utf8');
  return { ...result, jobs: Object.fromEntries(summary.jobs.map((j) => [j.id, j.result])), report };
}

describe('the demo, told to go wrong', () => {
  it('DEMO_FAIL=1: investigate fails, nothing after it runs, and the report says why', async () => {
    const r = await runFixIssue({ DEMO_FAIL: '1' });
    expect(r.status).toBe('failure');
    expect(r.jobs).toEqual({
      investigate: 'failure',
      fix: 'skipped',
      'open-pr': 'skipped',
      report: 'success',
    });
    expect(r.records.map((s) => [s.record.stage, s.record.outcome.reason])).toEqual([
      ['investigate', 'exit-nonzero'],
    ]);
    expect(r.report).toContain('## ❌ baton report · fix-issue · failure');
    expect(r.report).toContain('| `investigate` | ❌ failure (exit-nonzero) |');
  });

  it('DEMO_INVALID=1: the required handoff is refused after the repair turn, and the report names the field', async () => {
    const r = await runFixIssue({ DEMO_INVALID: '1' });
    expect(r.status).toBe('failure');
    expect(r.jobs).toMatchObject({ investigate: 'failure', fix: 'skipped' });
    const attempts = r.records.filter((s) => s.record.stage === 'investigate');
    expect(attempts.map((s) => [s.record.attempt, s.record.outcome.reason])).toEqual([
      [1, 'handoff-invalid'],
      [2, 'handoff-invalid'],
    ]);
    expect(attempts[1]?.prompt).toContain('did you mean `summary`?');
    expect(r.report).toContain(
      '| `investigate` | ❌ failure (handoff-invalid) · attempt 2, 2 attempts | _handoff refused (2 problems)_ |',
    );
    expect(r.report).toContain('did you mean `summary`?');
  });

  it('DEMO_NEXT: a handoff routing to a job that does not exist fails its stage, listing the jobs', async () => {
    const r = await runFixIssue({ DEMO_NEXT: 'deploy' });
    expect(r.status).toBe('failure');
    const investigate = r.records.find((s) => s.record.stage === 'investigate');
    expect(investigate?.record.problems.map((p) => p.code)).toContain('next-unknown-stage');
    expect(r.report).toContain('`investigate`');
  });
});

describe('npm run demo', () => {
  it('ends by saying where to look, as commands that work pasted where it ran (never npx baton)', () => {
    ensureBuilt();
    const dir = tempDir('baton-demo-cli-');
    cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    withBatonActions(dir);
    // As in a clone of baton, where the demo script runs `node dist/cli.js`.
    symlinkSync(dirname(CLI_PATH), join(dir, 'dist'));
    const env = { ...process.env, CI: 'true', npm_lifecycle_event: 'demo' };
    const run = spawnSync('bash', ['-c', DEMO_SCRIPT], { cwd: dir, encoding: 'utf8', env });
    expect(run.status, run.stderr).toBe(0);
    const last = run.stdout.trimEnd().split('\n').at(-1) ?? '';
    const id = /^run (\S+): success/m.exec(run.stdout)?.[1];
    expect(last).toBe(
      `look next: node dist/cli.js history ${id}  ·  node dist/cli.js show ${id} fix --prompt  ·  node dist/cli.js report ${id}`,
    );
    // fix took two attempts: the time shown for it is over both, and says so.
    expect(run.stdout).toMatch(/^final stage fix \(success, \d+ms in 2 attempts\): /m);
    // Each command it names works, pasted in a shell there (without npm's variables and PATH).
    const { npm_lifecycle_event: _, ...plain } = env;
    for (const command of last.slice('look next: '.length).split('  ·  ')) {
      const r = spawnSync('bash', ['-c', command], { cwd: dir, encoding: 'utf8', env: plain });
      expect(r.status, `${command}: ${r.stderr}`).toBe(0);
      expect(r.stdout.length).toBeGreaterThan(0);
      if (command.includes(' history '))
        expect(r.stdout).toMatch(/└─▶ fix {2}← investigate {2}✓ success \(\d+ms in 2 attempts\)/);
    }
    // Started without npm, it names the same command: what was typed, not how npm was involved.
    const again = spawnSync('bash', ['-c', DEMO_SCRIPT], { cwd: dir, encoding: 'utf8', env: plain });
    expect(again.stdout).toMatch(/^look next: node dist\/cli\.js history \S+ {2}·/m);
  });
});
