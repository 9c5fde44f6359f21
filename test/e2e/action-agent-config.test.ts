import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionSuite } from '../support/action-suite.js';
import { Job } from '../support/actions-runner.js';
import { BASE_CONFIG, git, HEAD_CONFIG, prCheckout } from '../support/pr-checkout.js';

/**
 * The bundled root action running an agent preset in a checkout of another commit than the run's (a pull
 * request's head on `issue_comment` or `pull_request_target`): the fake CLIs record the project
 * configuration they find where they start, which the real ones act on before the model reads anything.
 */

const suite = actionSuite();
const FAKE_AGENTS = join(import.meta.dirname, '../support/fake-agents');

interface Trace {
  cli: string;
  config: Record<string, string | null>;
}

async function prJob(): Promise<{ job: Job; base: string; head: string }> {
  const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'review' });
  suite.jobs.push(job);
  const { base, head } = await prCheckout(job.workspace);
  return { job, base, head };
}

async function runPreset(
  job: Job,
  agent: 'claude' | 'gemini',
  sha: string,
  inputs: Record<string, string> = {},
): Promise<{ result: Awaited<ReturnType<Job['uses']>>; trace: Trace }> {
  const tracePath = join(job.dir, 'trace.json');
  const result = await job.uses(
    'stage',
    { prompt: 'Review the change.', agent, ...inputs },
    { GITHUB_SHA: sha, PATH: `${FAKE_AGENTS}:${process.env.PATH}`, FAKE_AGENT_TRACE: tracePath },
  );
  return { result, trace: JSON.parse(await readFile(tracePath, 'utf8')) as Trace };
}

/** The checkout is as the pull request has it: nothing changed, added or left behind. */
async function expectCheckoutAsItWas(job: Job): Promise<void> {
  expect(git(job.workspace, 'status', '--porcelain', '--ignored', '--untracked-files=all')).toBe('');
  for (const [path, text] of Object.entries(HEAD_CONFIG))
    expect(await readFile(join(job.workspace, path), 'utf8')).toBe(text);
  const gitDir = await readdir(join(job.workspace, '.git'));
  expect(gitDir.filter((name) => name.startsWith('baton-'))).toEqual([]);
}

describe('root action: an agent preset in a checkout of another commit than the run’s', () => {
  it('gives claude the project configuration of the run’s commit, without the pull request’s hook and MCP server, and puts the checkout back', async () => {
    const { job, base } = await prJob();
    const { result, trace } = await runPreset(job, 'claude', base);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(trace.config).toEqual({
      '.claude/settings.json': BASE_CONFIG['.claude/settings.json'],
      '.mcp.json': null,
      'CLAUDE.md': BASE_CONFIG['CLAUDE.md'],
    });
    const b = base.slice(0, 12);
    expect(result.stdout).toContain(
      `set to ${b}'s: .claude, CLAUDE.md; set aside (not at ${b}): .mcp.json; put back as the checkout had them when the agent ends`,
    );
    expect(result.stdout).toContain("put back claude's project configuration as the checkout had it");
    // Names of files, never what is in them.
    expect(result.stdout).not.toContain('send-key-away');
    await expectCheckoutAsItWas(job);
  });

  it('gives gemini the run’s commit’s GEMINI.md and no .gemini/ the pull request added', async () => {
    const { job, base } = await prJob();
    const { result, trace } = await runPreset(job, 'gemini', base);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(trace.config).toEqual({
      '.gemini/settings.json': null,
      'GEMINI.md': BASE_CONFIG['GEMINI.md'],
      '.env': null,
    });
    await expectCheckoutAsItWas(job);
  });

  it('runs the agent without any of it, with a warning that says how to have the base’s, when the run’s commit is not in the clone', async () => {
    const { job } = await prJob();
    const missing = 'f'.repeat(40);
    const { result, trace } = await runPreset(job, 'claude', missing);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(trace.config).toEqual({ '.claude/settings.json': null, '.mcp.json': null, 'CLAUDE.md': null });
    expect(result.stdout).toMatch(
      /::warning::[^\n]*ffffffffffff is not in the clone, so the agent runs without any; set aside: \.claude, \.mcp\.json, CLAUDE\.md[^\n]*fetch-depth: 0[^\n]*trust-checkout: true/,
    );
    await expectCheckoutAsItWas(job);
  });

  it('changes nothing when the checkout is the run’s own commit', async () => {
    const { job, head } = await prJob();
    const { result, trace } = await runPreset(job, 'claude', head);
    expect(result.exitCode, result.stdout).toBe(0);
    expect(trace.config).toEqual({
      '.claude/settings.json': HEAD_CONFIG['.claude/settings.json'],
      '.mcp.json': HEAD_CONFIG['.mcp.json'],
      'CLAUDE.md': HEAD_CONFIG['CLAUDE.md'],
    });
    expect(result.stdout).not.toContain('project configuration');
    await expectCheckoutAsItWas(job);
  });

  it('lets the CLI read the checkout’s own configuration with trust-checkout: true, and says so', async () => {
    const { job, base } = await prJob();
    const { result, trace } = await runPreset(job, 'claude', base, { 'trust-checkout': 'true' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(trace.config['.mcp.json']).toBe(HEAD_CONFIG['.mcp.json']);
    expect(result.stdout).toContain(
      "trust-checkout: true: the agent's CLI reads the project configuration of the checkout as it is",
    );
  });
});
