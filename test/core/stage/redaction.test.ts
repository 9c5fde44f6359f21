import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BASE_ENV,
  TEST_GH_TOKEN as GH_TOKEN,
  TEST_SECRET as SECRET,
  type StageHarness,
  stageHarness,
} from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

describe('secrets in a stage', () => {
  it('are redacted from the stored handoff, prompt, agent log and verify output, each redaction a problem', async () => {
    const handoff = await h.fixture(
      'handoff.json',
      JSON.stringify({
        version: 1,
        summary: `found ${SECRET}`,
        detail: `token ${GH_TOKEN}`,
        data: { key: SECRET },
      }),
    );
    const result = await h.run(
      {
        template: { text: 'Use {{inputs.key}} to log in.', source: 'test' },
        inputs: { key: SECRET },
        redact: [SECRET],
        agent: {
          kind: 'command',
          command:
            'cp "$HANDOFF" "$BATON_HANDOFF_PATH"; echo "the prompt said: $(cat "$BATON_PROMPT_PATH")"; echo "$TOKEN"',
        },
        verify: 'echo "verify sees $TOKEN"',
      },
      { env: { ...BASE_ENV, HANDOFF: handoff, TOKEN: GH_TOKEN } },
    );
    expect(result.ok).toBe(true);

    const files = await h.storedFiles();
    expect(files.map((f) => f.path)).toEqual([
      'fix/agent.log',
      'fix/handoff.json',
      'fix/prompt.md',
      'fix/record.json',
    ]);
    for (const file of files) {
      expect(file.text).not.toContain(SECRET);
      expect(file.text).not.toContain(GH_TOKEN);
    }
    const stored = await h.store.get('fix');
    expect(stored?.handoff?.summary).toBe('found [REDACTED:secret-value]');
    expect(stored?.handoff?.detail).toBe('token [REDACTED:github-token]');
    expect(stored?.prompt).toBe('Use [REDACTED:secret-value] to log in.');
    expect(files.find((f) => f.path === 'fix/agent.log')?.text).toContain('[REDACTED:github-token]');
    expect(stored?.record.verify?.output_tail).toBe('verify sees [REDACTED:github-token]\n');

    const redacted = stored?.record.problems.filter((p) => p.code === 'redacted').map((p) => p.path);
    expect(redacted).toEqual(
      expect.arrayContaining(['$.summary', '$.detail', 'prompt.md', 'agent.log', 'verify.output_tail']),
    );
    // Outputs come from the redacted handoff.
    expect(result.outputs.data).toBe('{"key":"[REDACTED:secret-value]"}');
  });

  it('are redacted from the agent log and verify output when printed as UTF-16 (cat of a PowerShell 5 file)', async () => {
    const wide = `node -e 'process.stdout.write(Buffer.from("token: " + process.env.SECRET + " " + process.env.TOKEN + "\\n", "utf16le"))'`;
    await h.run(
      { redact: [SECRET], agent: { kind: 'command', command: wide }, verify: wide },
      { env: { ...BASE_ENV, SECRET, TOKEN: GH_TOKEN } },
    );
    const files = await h.storedFiles();
    expect(files.map((f) => f.path)).toContain('fix/agent.log');
    for (const file of files)
      for (const secret of [SECRET, GH_TOKEN]) {
        expect(file.text.replaceAll('\u0000', '')).not.toContain(secret);
        // Not even in part: the value's characters one NUL apart.
        expect(file.text).not.toContain(Buffer.from(secret.slice(1, -1), 'utf16le').toString('utf8'));
      }
    const log = files.find((f) => f.path === 'fix/agent.log')!.text.replaceAll('\u0000', '');
    expect(log).toContain('token: [REDACTED:secret-value] [REDACTED:github-token]');
    const stored = await h.store.get('fix');
    // The record holds the verify output as JSON, its NULs escaped: read back, it is redacted too.
    expect(stored?.record.verify?.output_tail.replaceAll('\u0000', '')).toBe(
      'token: [REDACTED:secret-value] [REDACTED:github-token]\n',
    );
    expect(stored?.record.problems.filter((p) => p.code === 'redacted').map((p) => p.path)).toEqual(
      expect.arrayContaining(['agent.log', 'verify.output_tail']),
    );
  });

  it('are redacted from the record of a refused handoff and from the agent command', async () => {
    const result = await h.run({
      redact: [SECRET],
      agent: {
        kind: 'command',
        command: `echo '{"version": 1, "status": "${SECRET}", "summary": "s"}' > "$BATON_HANDOFF_PATH"`,
      },
    });
    expect(result.outcome.reason).toBe('handoff-invalid');
    for (const file of await h.storedFiles()) expect(file.text).not.toContain(SECRET);
    expect(result.final.record.agent.command).toContain('[REDACTED:secret-value]');
    expect(result.outcome.message).not.toContain(SECRET);
  });

  it('are redacted from the JSON paths of a refused handoff’s problems, stored or returned', async () => {
    // A key is a JSON path segment: a nested value under a token-shaped key is refused at `$.data.<token>`.
    const bad = await h.fixture(
      'bad.json',
      JSON.stringify({ version: 1, summary: 's', data: { [GH_TOKEN]: { nested: true } }, [SECRET]: 1 }),
    );
    const result = await h.run(
      {
        redact: [SECRET],
        handoff: 'required',
        agent: { kind: 'command', command: 'cp "$BAD" "$BATON_HANDOFF_PATH"' },
      },
      { env: { ...BASE_ENV, BAD: bad } },
    );
    expect(result.outcome.reason).toBe('handoff-invalid');
    expect(result.attempts).toHaveLength(2);
    for (const file of await h.storedFiles()) {
      expect(file.text).not.toContain(SECRET);
      expect(file.text).not.toContain(GH_TOKEN);
    }
    // Everything runStage hands back (outcome problems included) is what was stored: redacted.
    expect(JSON.stringify(result)).not.toContain(SECRET);
    expect(JSON.stringify(result)).not.toContain(GH_TOKEN);
    expect(result.final.record.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.data.[REDACTED:github-token]', '$.[REDACTED:secret-value]']),
    );
  });
});
