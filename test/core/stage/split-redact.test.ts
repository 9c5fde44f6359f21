import { describe, expect, it } from 'vitest';
import type { PreparedStage } from '../../../src/core/stage/prepared-stage.js';
import {
  envChangedError,
  envNotGivenError,
  preparedForRecord,
  redactInputValues,
  redactNotGivenError,
} from '../../../src/core/stage/split-redact.js';

const SECRET = 'zq-Synthetic-Secret-0001';

const prepared: PreparedStage = {
  stage: 'fix',
  attempt: 1,
  repair: false,
  prompt: `token is ${SECRET}`,
  promptPath: '/tmp/prompt.md',
  handoffPath: '/tmp/handoff.json',
  lineage: [],
  hop: 1,
  warnings: [],
  preparedAt: '2026-11-21T13:05:00.000Z',
};

describe('redactInputValues', () => {
  it('takes one value a line, trimmed, without blank lines, each once', () => {
    expect(redactInputValues(`  ${SECRET}  \r\n\n other-value \n${SECRET}\n`)).toEqual([
      SECRET,
      'other-value',
    ]);
    expect(redactInputValues('')).toEqual([]);
  });
});

describe('preparedForRecord', () => {
  it('redacts the prompt as the record will hold it, with one warning at prompt.md', () => {
    const result = preparedForRecord(prepared, [SECRET]);
    expect(result.prompt).toBe('token is [REDACTED:secret-value]');
    expect(result.warnings).toEqual([
      {
        code: 'redacted',
        severity: 'warning',
        path: 'prompt.md',
        message: 'redacted 1 × known secret value as [REDACTED:secret-value]',
      },
    ]);
    // Everything else is as prepared: the agent's prompt file is not the record's.
    expect({ ...result, prompt: prepared.prompt, warnings: [] }).toEqual(prepared);
  });

  it('returns the prepared attempt itself when there is nothing to redact', () => {
    expect(preparedForRecord(prepared, ['not-in-the-prompt'])).toBe(prepared);
  });
});

describe('redactNotGivenError', () => {
  it('says how many values capture was not given, never which, and where to give them', () => {
    expect(redactNotGivenError(2, 0)?.message).toMatch(
      /^prepare was given 2 values to redact and capture was given none of them: give capture the same redact input as prepare\./,
    );
    expect(redactNotGivenError(1, 0)?.message).toMatch(
      /^prepare was given 1 value to redact and capture was given none of it:/,
    );
    expect(redactNotGivenError(3, 2)?.message).toMatch(/capture was given 2 of them:/);
    expect(redactNotGivenError(2, 0)?.where).toBe('redact');
  });

  it('is null when capture was given every value prepare was', () => {
    expect(redactNotGivenError(0, 0)).toBeNull();
    expect(redactNotGivenError(2, 2)).toBeNull();
  });
});

describe('envNotGivenError and envChangedError', () => {
  it('says a secret capture does not hold was mapped in prepare’s step alone, and where to map it', () => {
    expect(envNotGivenError(['TRACKER_TOKEN'])?.message).toMatch(
      /^prepare's env held the secret TRACKER_TOKEN \(mapped from secrets in its step's env:\) and capture's does not: map it into capture's env: too, or into the job's env:/,
    );
    expect(envNotGivenError([])).toBeNull();
  });

  it('says a secret capture holds another value of was set again after prepare ran, not where to map it', () => {
    const message = envChangedError(['TRACKER_TOKEN'])?.message ?? '';
    expect(message).toMatch(
      /^TRACKER_TOKEN, mapped from secrets by the workflow, was set to another value after prepare ran, by a step between prepare and capture \(through \$GITHUB_ENV: the agent's step, most likely\)/,
    );
    expect(message).toContain('give capture the secret in its redact input');
    expect(message).not.toContain("job's env:");
    expect(envChangedError(['A', 'B'])?.message).toMatch(
      /^A, B, mapped from secrets by the workflow, were set/,
    );
    expect(envChangedError([])).toBeNull();
  });

  it('names only what reads as a variable name and counts the rest', () => {
    expect(envNotGivenError(['OK_1', 'bad\n::error::x', 'a b'])?.message).toContain(
      'secrets OK_1, 2 more (mapped',
    );
    expect(envChangedError(['bad\nname'])?.message).toMatch(/^1 more, mapped/);
  });
});
