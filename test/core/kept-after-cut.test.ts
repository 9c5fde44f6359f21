import { describe, expect, it } from 'vitest';
import { keptAfterCut } from '../../src/core/kept-after-cut.js';
import { redactText } from '../../src/core/redact.js';
import { BASE64URL, keyMaterial, wrapAt } from '../support/key-material.js';

// Spelled in parts, so no scanner takes this file for one holding tokens.
const TOKEN = `gh${'p_'}${keyMaterial(36, BASE64URL.slice(0, 62), 4)}`;
const BEGIN = `-----BEGIN RSA PRIV${'ATE KEY'}-----`;
const END = `-----END RSA PRIV${'ATE KEY'}-----`;

/** What is kept of `after`, and a check that it redacts as it does in the whole. */
function kept(before: string, after: string, secrets: string[] = [], wholeLines = true): string {
  const rest = after.slice(keptAfterCut(before, after, secrets, wholeLines));
  expect(redactText(before + after, secrets).text.endsWith(redactText(rest, secrets).text)).toBe(true);
  return rest;
}

describe('keptAfterCut', () => {
  it('keeps all of what follows a cut that no secret goes across', () => {
    expect(kept('a line\n', 'next line\nlast\n')).toBe('next line\nlast\n');
    expect(kept(`token ${TOKEN}\n`, 'next line\n')).toBe('next line\n');
    expect(kept('', 'all of it\n')).toBe('all of it\n');
  });

  it('leaves out the rest of a token wrapped across the cut, to the end of its line', () => {
    expect(kept(`wrapped ${TOKEN.slice(0, 20)}\n`, `  ${TOKEN.slice(20)} more\nnext\n`)).toBe('next\n');
  });

  it('in one long line, leaves out the rest of a secret cut at one of its spaces, and keeps what follows it', () => {
    const secret = 'correct horse battery staple';
    expect(kept('x correct ', 'horse battery staple and more', [secret], false)).toBe(' and more');
  });

  it('leaves out the rest of a URL whose password comes after the cut, read from its scheme before it', () => {
    const password = keyMaterial(20, BASE64URL.slice(0, 62), 8);
    expect(kept('see https://\n', `app:${password}@db\nnext\n`)).toBe('next\n');
  });

  it("leaves out a private key's body to its end, with an END line or without one", () => {
    const body = wrapAt(keyMaterial(64 * 12, BASE64URL.slice(0, 62), 6), 64);
    const before = `${BEGIN}\n${body.slice(0, 5).join('\n')}\n`;
    const rest = body.slice(5).join('\n');
    expect(kept(before, `${rest}\nafter the key\n`)).toBe('after the key\n');
    expect(kept(before, `${rest}\n${END}\nafter the key\n`)).toBe('after the key\n');
    // And nothing when the output ends inside it.
    expect(kept(before, `${rest}\n`)).toBe('');
  });
});
