import { BASE64, BASE64URL, keyMaterial } from './key-material.js';

/**
 * Seeded random command output for the property tests of redaction's readers of lines (LiveLines and
 * lineRunsRedactNothing): ordinary log lines, and among them every kind of secret redaction finds, near
 * misses of each (a token's prefix inside a word, a URL with no password, a `%` that escapes nothing),
 * secrets wrapped across line breaks, escape sequences (some running across lines), `\r` progress lines and
 * blank or indented lines. The same seed gives the same output, so a failure names an input to run again.
 */

/** A seeded pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const ALNUM = BASE64.slice(0, 62);
const UPPER_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The known secret values the output may hold: plain, with spaces, of two lines, holding a `%` escape, with
 * non-ASCII letters, and one whose escape sequence leaves it starting with blanks once read without it.
 */
export const RANDOM_OUTPUT_SECRETS = [
  'hunter2-super-secret-value',
  'pass word with spaces',
  'first-line-of-the-secret\nsecond-line-of-the-secret',
  'p%41ss-w0rd!',
  'pässwörd-ünïcode',
  '\u001b[1m  shouty-secret',
] as const;

export interface RandomOutput {
  /** Pick an integer in [0, n). */
  int(n: number): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
  /** A run of `lines` lines of output, each ended by `\n`, `\r\n` or `\r`. */
  text(lines: number): string;
  /** `text` cut into chunks at random places (inside a `\r\n`, a token or an escape sequence too). */
  chunks(text: string, most: number): string[];
  /** Some of RANDOM_OUTPUT_SECRETS (none at times), in a random order. */
  secrets(): string[];
}

export function randomOutput(next: () => number): RandomOutput {
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chars = (n: number, alphabet: string) => keyMaterial(n, alphabet, 1 + int(1 << 30));
  const secret = () => pick(RANDOM_OUTPUT_SECRETS);

  /** Something redaction finds, or nearly: what a line may hold besides words. */
  const spice = (): string => {
    switch (int(32)) {
      case 0:
        return `${pick(['ghp_', 'gho_', 'ghu_', 'ghr_', 'ghs_'])}${chars(36, ALNUM)}`;
      case 1:
        return `github_pat_${chars(22, ALNUM)}_${chars(59, ALNUM)}`;
      case 2:
        return `sk-ant-api03-${chars(95, BASE64URL)}`;
      case 3:
        return `sk-${pick(['proj-', 'svcacct-', ''])}${chars(40 + int(60), ALNUM)}`;
      case 4:
        return `AIza${chars(35, BASE64URL)}`;
      case 5:
        return `${pick(['AKIA', 'ASIA'])}${chars(16, UPPER_DIGITS)}`;
      case 6:
        return `eyJ${chars(12 + int(20), BASE64URL)}.eyJ${chars(12 + int(20), BASE64URL)}.${chars(int(30), BASE64URL)}`;
      case 7:
        return `ghs_${chars(20, BASE64URL)}.${chars(30, BASE64URL)}.${chars(20, BASE64URL)}`;
      case 8:
        return `${pick(['https', 'git+ssh', 'postgres'])}://${pick(['user', 'u'])}:${pick(['pa55word', 'x'])}@${pick(['host.example', 'h/p'])}`;
      case 9:
        return pick([
          'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
          'http://user@host/x',
          'see s://x:y and then',
          'a://[REDACTED:url-password]@h',
          'ftp://@host',
          '://',
          'http://host:8080/a@b',
        ]);
      case 10:
        return secret();
      case 11:
        return encodeURIComponent(secret());
      case 12:
        return Buffer.from(`${pick(['', 'x', 'xy'])}${secret()}${pick(['', 'z'])}`).toString(
          pick(['base64', 'base64url']),
        );
      case 13:
        return JSON.stringify(secret()).slice(1, -1);
      case 14:
        return pick([
          '\u001b[32m',
          '\u001b[0m',
          '\u001b[1;31m',
          '\u001b]0;a title\u0007',
          '\u001b]8;;http://a:b@c\u001b\\',
          '\u001b',
          '\u001b[',
          '\u001b]0;a title that goes on',
        ]);
      case 15:
        return pick(['%41', '%C3%A9', '50%', '%', '%4', '%E2%82', '%2B', '%zz', '100%']);
      case 16:
        return pick(['-----BEGIN', ' PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----', '-----', 'BEGIN']);
      case 17:
        return pick(['eyJust', 'AIzaSy', 'AKIA', 'ghp_', 'github_pat_', 'sk-', 'ASIAN', 'sk-short']);
      case 18:
        return chars(1 + int(80), BASE64);
      case 19:
        return pick(['[REDACTED:secret-value]', '[REDACTED:github-token]']);
      case 20: {
        // A token a colour code splits, or starts right after one.
        const token = `${pick(['gh', 'sk-ant-api03-', 'AK'])}${chars(2, ALNUM)}`;
        const rest = chars(40 + int(60), ALNUM);
        return next() < 0.5 ? `${token}\u001b[${pick(['0', '1', '32'])}m${rest}` : `\u001b[0m${token}${rest}`;
      }
      default:
        return pick(['done', 'step', 'ok', '=', ':', '@', '/', '"', '.', ',', '#', '(cache hit)', '12ms']);
    }
  };

  /** What looks like a secret's start and is none: a token's prefix inside a word, a URL with no password. */
  const nearMiss = () =>
    pick([
      'task-runner',
      'mask-on',
      'theyJump',
      'MALAYSIAN',
      'xAKIAx',
      'ghp',
      'https://registry.npmjs.org/left-pad',
      'http://host:8080/a@b',
      'see https://example.com/?q=a:b@c',
      'file:///tmp/x',
      '50%',
      '100%',
      '%zz',
      '-----BEGIN CERTIFICATE',
      '[REDACTED:secret-value]',
      '\u001b[32mok\u001b[0m',
      '\u001b[1;31merror\u001b[0m:',
      '\u001b[2K',
    ]);

  const word = () =>
    pick([
      '2025-01-01T12:00:00Z',
      '[info]',
      'worker-3',
      'processed',
      'item',
      'in',
      'the',
      'build',
      'status=ok',
    ]);

  // How often a word is something else: from nearly never (a long run of lines with nothing to find) to often.
  const density = pick([0.002, 0.01, 0.05, 0.3]);

  /** One line (without its line break): words, and now and then something redaction may find. */
  const line = (): string => {
    const kind = int(20);
    if (kind === 0) return '';
    if (kind === 1) return pick([' ', '  ', '\t']);
    const parts: string[] = [];
    const n = 1 + int(8);
    for (let i = 0; i < n; i++) parts.push(next() < density ? (next() < 0.5 ? nearMiss() : spice()) : word());
    const indent = next() < 0.15 ? pick(['  ', '    ', '\t']) : '';
    return indent + parts.join(next() < 0.8 ? ' ' : '');
  };

  /** A private key block, ended by its END line or cut off before it. */
  const keyBlock = (): string[] => {
    const label = pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'OPENSSH PRIVATE KEY', 'PGP PRIVATE KEY BLOCK']);
    const body = Array.from({ length: 1 + int(4) }, () => chars(pick([64, 70, 20]), BASE64));
    const header = next() < 0.3 ? ['Proc-Type: 4,ENCRYPTED', ''] : [];
    const end = next() < 0.7 ? [`-----END ${label}-----`] : [];
    return [`-----BEGIN ${label}-----`, ...header, ...body, ...end];
  };

  const text = (count: number): string => {
    const lines: string[] = [];
    while (lines.length < count) {
      const roll = next() * (density < 0.05 ? 10 : 1);
      if (roll < 0.03) {
        lines.push(...keyBlock());
      } else if (roll < 0.05) {
        // A terminal title that runs across lines.
        lines.push(`x \u001b]0;${line()}`, `${line()}\u0007 y`);
      } else if (roll < 0.06) {
        // A line too long to show; at times, the end of it a reader keeps (4 KiB) starts a key wrapped onto
        // the next line, which the whole line, a letter before it, does not start.
        if (next() < 0.5) lines.push(`${'y'.repeat(65_536 + int(4096))}${spice()}`);
        else lines.push(`${'y'.repeat(65_536)}sk-ant-api03-${chars(4096 - 13, BASE64URL)}`, chars(20, ALNUM));
      } else {
        let l = line();
        // Wrapped: a line break (and indentation) inside it, as a terminal or an encoder wraps a line.
        if (l.length > 2 && next() < 0.2) {
          const at = 1 + int(l.length - 1);
          lines.push(l.slice(0, at));
          l = pick(['', '  ', '\t']) + l.slice(at);
        }
        lines.push(l);
      }
    }
    return lines.map((l) => l + pick(['\n', '\n', '\n', '\n', '\r\n', '\r'])).join('');
  };

  const chunks = (all: string, most: number): string[] => {
    const cuts = new Set<number>();
    const count = int(most);
    for (let i = 0; i < count; i++) cuts.add(int(all.length + 1));
    const at = [0, ...[...cuts].sort((a, b) => a - b), all.length];
    const out: string[] = [];
    for (let i = 1; i < at.length; i++) if (at[i]! > at[i - 1]!) out.push(all.slice(at[i - 1], at[i]));
    return out;
  };

  const secrets = (): string[] => {
    if (next() < 0.2) return [];
    return RANDOM_OUTPUT_SECRETS.filter(() => next() < 0.6).sort(() => next() - 0.5);
  };

  return { int, pick, text, chunks, secrets };
}
