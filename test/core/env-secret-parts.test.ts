import { describe, expect, it } from 'vitest';
import { secretsInValue, writtenEnvValue } from '../../src/core/env-secret-parts.js';

/** The secrets `written` gives in `value`, as the action recovers them (null: not told apart). */
function recover(written: string, value: string): string[] | null {
  const read = writtenEnvValue(written);
  if (read?.kind !== 'parts') throw new Error(`${written} is ${read?.kind ?? 'no secret'}`);
  return secretsInValue(read, value);
}

describe('writtenEnvValue', () => {
  it('reads literal text and secret references, and calls a function that reads secrets opaque', () => {
    expect(writtenEnvValue('Bearer ${{ secrets.API_KEY }}')?.kind).toBe('parts');
    expect(writtenEnvValue("${{ Secrets['API_KEY'] }}")?.kind).toBe('parts');
    expect(writtenEnvValue("${{ github.event_name == 'push' && secrets.A || secrets.B }}")?.kind).toBe(
      'parts',
    );
    expect(writtenEnvValue("${{ format('Bearer {0}', secrets.API_KEY) }}")?.kind).toBe('opaque');
    expect(writtenEnvValue('x ${{ fromJSON(secrets.ALL).token }}')?.kind).toBe('opaque');
    // A function named inside a quoted string is text, not a call.
    expect(writtenEnvValue("${{ secrets.A || 'format(x)' }}")?.kind).toBe('parts');
    expect(writtenEnvValue('${{ vars.NAME }}')).toBeNull();
    expect(writtenEnvValue('no expression')).toBeNull();
  });
});

describe('secretsInValue', () => {
  it('recovers a secret from the literal text around it', () => {
    expect(recover('Bearer ${{ secrets.API_KEY }}', 'Bearer apikey-0123456789')).toEqual([
      'apikey-0123456789',
    ]);
    expect(recover('${{ secrets.API_KEY }}', 'apikey-0123456789')).toEqual(['apikey-0123456789']);
    expect(
      recover('https://u:${{ secrets.PW }}@host/${{ github.repository }}', 'https://u:p@ss@host/octo/demo'),
    ).toEqual(['p@ss']);
  });

  it('recovers several secrets when the text between them fixes where each ends', () => {
    expect(recover('${{ secrets.USER }}:${{ secrets.PW }}', 'alice-user:pw-0123456789')).toEqual([
      'alice-user',
      'pw-0123456789',
    ]);
    // The same secret twice is the same value: one reading only.
    expect(recover('${{ secrets.A }}${{ secrets.A }}', 'abcdefabcdef')).toEqual(['abcdef']);
  });

  it('does not guess when the value can be read more than one way, or is not built as written', () => {
    expect(recover('${{ secrets.A }}${{ secrets.B }}', 'abcdef012345')).toBeNull();
    expect(recover('${{ secrets.USER }}:${{ secrets.PW }}', 'a:b:c')).toBeNull();
    expect(recover('Bearer ${{ secrets.API_KEY }}', 'Token apikey-0123456789')).toBeNull();
  });

  it('leaves out a secret that is empty in the value', () => {
    expect(recover('Bearer ${{ secrets.API_KEY }}', 'Bearer ')).toEqual([]);
  });

  it('gives up, not guessing, on a text whose readings are too many to try', () => {
    const written = Array.from({ length: 30 }, (_, i) => `\${{ vars.V${i} }}`).join('') + '${{ secrets.S }}!';
    expect(recover(written, `${'a'.repeat(200)}b`)).toBeNull();
  });
});
