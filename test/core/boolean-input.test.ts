import { describe, expect, it } from 'vitest';
import { BOOLEAN_WORDS, parseBooleanInput } from '../../src/core/boolean-input.js';
import { formatError, UserError } from '../../src/core/errors.js';

describe('parseBooleanInput', () => {
  it('takes exactly the words core.getBooleanInput takes, spaces around them ignored', () => {
    for (const word of ['true', 'True', 'TRUE', ' true ', 'True\n'])
      expect(parseBooleanInput('include-detail', word, false)).toBe(true);
    for (const word of ['false', 'False', 'FALSE', '\tfalse '])
      expect(parseBooleanInput('include-detail', word, true)).toBe(false);
    expect(BOOLEAN_WORDS).toEqual({ true: ['true', 'True', 'TRUE'], false: ['false', 'False', 'FALSE'] });
  });

  it('gives the default for an input empty or not given', () => {
    expect(parseBooleanInput('trust-checkout', '', false)).toBe(false);
    expect(parseBooleanInput('trust-checkout', '  ', true)).toBe(true);
    expect(parseBooleanInput('trust-checkout', null, false)).toBe(false);
    expect(parseBooleanInput('trust-checkout', undefined, true)).toBe(true);
  });

  it.each(['yes', 'tRUE', 'on', '1', 'false-ish'])(
    'refuses %j, naming the input and every word it takes',
    (text) => {
      let thrown: unknown;
      try {
        parseBooleanInput('trust-checkout', text, false);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(UserError);
      expect(formatError(thrown)).toBe(
        `trust-checkout: ${JSON.stringify(text)} is not one of true, True, TRUE, false, False, FALSE`,
      );
    },
  );
});
