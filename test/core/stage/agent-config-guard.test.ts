import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import type { AgentConfigGuard } from '../../../src/core/stage/run-stage.js';
import { type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

const FAKE_AGENTS = fileURLToPath(new URL('../../support/fake-agents', import.meta.url));

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

describe('the agent-config guard of a stage (RunStageDeps.guardAgentConfig)', () => {
  /** A guard that records when it runs, and when what it returned runs, against the agent's own run. */
  function recordingGuard(said: string[]): AgentConfigGuard {
    return async (preset, cwd) => {
      said.push(`guard ${preset} ${cwd}`);
      return async () => {
        said.push(`put back, agent ran: ${existsSync(trace())}`);
      };
    };
  }
  const trace = () => join(h.tempDir, '..', 'trace.json');
  const env = () => ({ PATH: `${FAKE_AGENTS}:${process.env.PATH ?? ''}`, FAKE_AGENT_TRACE: trace() });

  it('runs before a preset’s CLI starts, in its directory, and what it returns once the CLI has ended', async () => {
    const said: string[] = [];
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'codex' } },
      { env: env(), guardAgentConfig: recordingGuard(said) },
    );
    expect(result.ok, result.outcome.message ?? undefined).toBe(true);
    expect(said).toEqual([`guard codex ${h.root}`, 'put back, agent ran: true']);
  });

  it('is not asked for a `run` command, whose configuration the workflow answers for', async () => {
    const said: string[] = [];
    const result = await h.run(
      { agent: { kind: 'command', command: writeHandoff({ version: 1, status: 'success', summary: 'ok' }) } },
      { env: env(), guardAgentConfig: recordingGuard(said) },
    );
    expect(result.ok, result.outcome.message ?? undefined).toBe(true);
    expect(said).toEqual([]);
  });

  it('keeps the CLI from starting when it refuses, and stores the attempt saying why', async () => {
    const refuse: AgentConfigGuard = async () => {
      throw new UserError('agent-config', 'could not move .claude aside');
    };
    const result = await h.run(
      { agent: { kind: 'preset', preset: 'claude' } },
      { env: env(), guardAgentConfig: refuse },
    );
    expect(result.ok).toBe(false);
    expect(result.outcome.reason).toBe('exit-nonzero');
    expect(result.final.record.agent.exit_code).toBeNull();
    expect(result.outcome.message).toContain('could not move .claude aside');
    expect(existsSync(trace())).toBe(false);
  });
});
