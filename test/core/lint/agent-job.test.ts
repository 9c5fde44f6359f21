import { describe, expect, it } from 'vitest';
import { lintFixture, where } from '../../support/lint-fixtures.js';

describe('lint rule agent-job-write', () => {
  it('finds agent jobs whose token can write, from the workflow, the job, and write-all', async () => {
    const findings = await lintFixture('agent-job-write.bad.yml');
    expect(where(findings)).toEqual(['4:3 agent-job-write', '16:7 agent-job-write', '26:18 agent-job-write']);
    expect(findings[0]?.message).toBe(
      "job agent runs an agent, and the workflow's `permissions:` let its token write (contents); an agent that reads untrusted text must not hold write access. Give this job read permissions and write from a job without an agent (a report job, a pull-request job)",
    );
    expect(findings[1]?.message).toContain(
      'job split runs an agent, and its `permissions:` let its token write (pull-requests)',
    );
    expect(findings[2]?.message).toContain(
      'job everything runs an agent, and its `permissions:` let its token write (write-all)',
    );
  });

  it('finds an agent job with no permissions anywhere (the repository default may be write-all)', async () => {
    const findings = await lintFixture('agent-job-write.unset.yml');
    expect(findings).toEqual([
      {
        rule: 'agent-job-write',
        file: 'agent-job-write.unset.yml',
        line: 4,
        column: 3,
        message:
          "job agent runs an agent and neither it nor the workflow sets `permissions:`, so its token has the repository's default, which may be write-all; set `permissions:` with `contents: read` on the job",
      },
    ]);
  });

  it('accepts read-only agent jobs beside a report job that writes', async () => {
    expect(await lintFixture('agent-job-write.good.yml')).toEqual([]);
  });
});

describe('lint rule agent-job-secret', () => {
  it('finds secrets beyond the model key, the GitHub token, all secrets, and a checkout that keeps its token', async () => {
    const findings = await lintFixture('agent-job-secret.bad.yml');
    expect(where(findings)).toEqual([
      '6:15 agent-job-secret', // workflow env DEPLOY_KEY
      '11:17 agent-job-secret', // job env GH_TOKEN: github.token
      '13:15 agent-job-secret', // checkout without persist-credentials: false
      '17:22 agent-job-secret', // NPM_TOKEN on the agent step
      '18:16 agent-job-secret', // toJSON(secrets)
      '24:18 agent-job-secret', // another step's token input
    ]);
    expect(findings.map((f) => f.message)).toEqual([
      "job agent runs an agent, and the workflow's env `DEPLOY_KEY` gets the secret DEPLOY_KEY; an agent's job should hold only its model key (ANTHROPIC_API_KEY, CLAUDE_CODE_OAUTH_TOKEN, CODEX_API_KEY, OPENAI_API_KEY, GEMINI_API_KEY, GOOGLE_API_KEY, COPILOT_GITHUB_TOKEN). Move the secret to a job without an agent",
      'job agent runs an agent, and its env `GH_TOKEN` gets the GitHub token; a prompt injection could use it. Use the token in a job without an agent',
      "job agent runs an agent, and actions/checkout keeps the job's token in .git/config where the agent can read it; add `persist-credentials: false` under `with:`",
      expect.stringContaining("step 2's env `NPM_TOKEN` gets the secret NPM_TOKEN"),
      "job agent runs an agent, and step 2's env `ALL` gets every secret of the repository; pass only the model key it needs",
      "job agent runs an agent, and step 3's input `token` gets the GitHub token; a prompt injection could use it. Use the token in a job without an agent",
    ]);
  });

  it('accepts model keys (by secret or by env name) in an agent job and any secret in a job without an agent', async () => {
    expect(await lintFixture('agent-job-secret.good.yml')).toEqual([]);
  });
});
