import { describe, expect, it } from 'vitest';
import { redactStrings } from '../../src/core/redact.js';
import { redactedFields } from '../../src/core/redacted-fields.js';

describe('redactedFields', () => {
  it('finds each string that redaction left a marker in, by its path, with its markers once each', () => {
    const token = `ghp_${'A1b2C3d4E5'.repeat(3)}A1b2C3`;
    const stored = redactStrings(
      {
        event: {
          action: 'opened',
          issue: { body: `a ${token} and ${token} and sk-ant-api03-${'x'.repeat(90)}`, number: 7 },
          comments: ['fine', `also ${token}`],
        },
        inputs: { topic: 'parsers' },
      },
      [],
    );
    expect(redactedFields(stored)).toEqual([
      {
        path: ['event', 'issue', 'body'],
        markers: ['[REDACTED:github-token]', '[REDACTED:anthropic-key]'],
      },
      { path: ['event', 'comments', 1], markers: ['[REDACTED:github-token]'] },
    ]);
  });

  it('finds nothing in a value redaction did not change, and no marker in text that only looks like one', () => {
    expect(redactedFields({ a: ['x', 1, null, { b: '[REDACTED:not-a-kind]' }] })).toEqual([]);
  });
});
