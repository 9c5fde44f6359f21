import { describe, expect, it } from 'vitest';
import { Handoff } from '../../src/core/handoff.js';
import {
  containsSecretValue,
  describeRedactions,
  mayGoOnOntoNextLine,
  privateKeyOpenAfter,
  type RedactionKind,
  redactHandoff,
  redactionSpans,
  redactStrings,
  redactText,
} from '../../src/core/redact.js';
import { withoutTerminalSequences } from '../../src/core/terminal-sequences.js';
import { utf8Length } from '../../src/core/utf8.js';
import { keyMaterial } from '../support/key-material.js';
import { makeHandoff } from '../support/records.js';

/*
 * Every token here is synthetic: built from a deterministic generator, and every prefix is split by
 * concatenation so that secret scanners do not flag this file. None of them is, or was, a real credential.
 */

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ALNUM = `${UPPER}abcdefghijklmnopqrstuvwxyz0123456789`;
const B64URL = `${ALNUM}-_`;

/** `n` characters of `alphabet`, the same for the same seed (keyMaterial's, over letters and digits). */
function chars(n: number, alphabet = ALNUM, seed = 7): string {
  return keyMaterial(n, alphabet, seed);
}

const b64url = (text: string) => Buffer.from(text).toString('base64url');
const pem = (label: string, seed: number) =>
  [
    `-----BEGIN ${label}-----`,
    chars(64, `${ALNUM}+/`, seed),
    chars(64, `${ALNUM}+/`, seed + 1),
    `${chars(20, ALNUM, seed + 2)}==`,
    `-----END ${label}-----`,
  ].join('\n');
const PRIVATE_KEY = `PRIV${'ATE KEY'}`;

/** One synthetic example of every shape, with the kind it must be reported as. */
const TOKENS: Array<{ name: string; token: string; kind: RedactionKind; variable?: true }> = [
  { name: 'GitHub classic PAT (ghp_)', token: `gh${'p_'}${chars(36, ALNUM, 1)}`, kind: 'github-token' },
  { name: 'GitHub OAuth token (gho_)', token: `gh${'o_'}${chars(36, ALNUM, 2)}`, kind: 'github-token' },
  {
    name: 'GitHub user-to-server token (ghu_)',
    token: `gh${'u_'}${chars(36, ALNUM, 3)}`,
    kind: 'github-token',
  },
  {
    name: 'GitHub server-to-server token, classic (ghs_)',
    token: `gh${'s_'}${chars(36, ALNUM, 4)}`,
    kind: 'github-token',
  },
  {
    name: 'GitHub server-to-server token, stateless long form (ghs_ + JWT)',
    token: `gh${'s_'}${b64url('{"alg":"RS256","typ":"JWT"}')}.${b64url(`{"iss":"${chars(200, ALNUM, 5)}"}`)}.${chars(342, B64URL, 6)}`,
    kind: 'github-token',
    variable: true,
  },
  { name: 'GitHub refresh token (ghr_)', token: `gh${'r_'}${chars(36, ALNUM, 8)}`, kind: 'github-token' },
  {
    name: 'GitHub fine-grained PAT (github_pat_)',
    token: `github${'_pat_'}${chars(22, ALNUM, 9)}_${chars(59, ALNUM, 10)}`,
    kind: 'github-token',
  },
  { name: 'AWS access key id (AKIA)', token: `AK${'IA'}${chars(16, `${UPPER}234567`, 11)}`, kind: 'aws-key' },
  {
    name: 'AWS temporary access key id (ASIA)',
    token: `AS${'IA'}${chars(16, `${UPPER}234567`, 12)}`,
    kind: 'aws-key',
  },
  { name: 'OpenAI legacy key (sk-)', token: `s${'k-'}${chars(48, ALNUM, 13)}`, kind: 'openai-key' },
  {
    name: 'OpenAI project key (sk-proj-)',
    token: `s${'k-proj-'}${chars(156, B64URL, 14)}`,
    kind: 'openai-key',
    variable: true,
  },
  {
    name: 'OpenAI service account key (sk-svcacct-)',
    token: `s${'k-svcacct-'}${chars(120, B64URL, 15)}`,
    kind: 'openai-key',
    variable: true,
  },
  {
    name: 'Anthropic key (sk-ant-)',
    token: `s${'k-ant-api03-'}${chars(93, B64URL, 16)}AA`,
    kind: 'anthropic-key',
    variable: true,
  },
  {
    name: 'Google API key (AIza, Gemini)',
    token: `AI${'za'}${chars(35, B64URL, 18)}`,
    kind: 'google-api-key',
  },
  {
    name: 'JWT',
    token: `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url('{"sub":"1234567890","name":"Ada"}')}.${chars(43, B64URL, 17)}`,
    kind: 'jwt',
    variable: true,
  },
];

const PEM_KEYS: Array<{ name: string; key: string }> = [
  { name: 'PKCS#8', key: pem(PRIVATE_KEY, 20) },
  { name: 'RSA', key: pem(`RSA ${PRIVATE_KEY}`, 21) },
  { name: 'EC', key: pem(`EC ${PRIVATE_KEY}`, 22) },
  { name: 'DSA', key: pem(`DSA ${PRIVATE_KEY}`, 23) },
  { name: 'OpenSSH', key: pem(`OPENSSH ${PRIVATE_KEY}`, 24) },
  { name: 'encrypted PKCS#8', key: pem(`ENCRYPTED ${PRIVATE_KEY}`, 25) },
  { name: 'PGP', key: pem(`PGP ${PRIVATE_KEY} BLOCK`, 26) },
];

/** The token's characters must be gone: neither half may survive. */
function expectGone(text: string, secret: string): void {
  expect(text).not.toContain(secret);
  const half = Math.floor(secret.length / 2);
  expect(text).not.toContain(secret.slice(0, half).slice(-8));
  expect(text).not.toContain(secret.slice(half).slice(0, 8));
}

describe('redactText: token shapes', () => {
  it.each(TOKENS)('redacts a $name', ({ token, kind }) => {
    const result = redactText(`before ${token} after`, []);
    expect(result.text).toBe(`before [REDACTED:${kind}] after`);
    expect(result.redactions).toEqual([{ kind, count: 1 }]);
  });

  it.each(TOKENS)('redacts a $name at the start of a line, in quotes and after =', ({ token, kind }) => {
    const text = `key is\n${token}\nexport TOKEN="${token}"\nTOKEN=${token};`;
    const result = redactText(text, []);
    expect(result.text).toBe(
      `key is\n[REDACTED:${kind}]\nexport TOKEN="[REDACTED:${kind}]"\nTOKEN=[REDACTED:${kind}];`,
    );
    expect(result.redactions).toEqual([{ kind, count: 3 }]);
  });

  it.each(PEM_KEYS)('redacts a whole $name private key block, BEGIN to END', ({ key }) => {
    const result = redactText(`key file:\n${key}\nnext line`, []);
    expect(result.text).toBe('key file:\n[REDACTED:private-key]\nnext line');
    expect(result.redactions).toEqual([{ kind: 'private-key', count: 1 }]);
  });

  it('redacts a private key cut off before its END line, up to the end of its body', () => {
    const key = pem(`RSA ${PRIVATE_KEY}`, 30);
    const truncated = key.slice(0, key.indexOf('-----END'));
    const result = redactText(`${truncated}`, []);
    expect(result.text).toBe('[REDACTED:private-key]\n');
    expectGone(result.text, chars(64, `${ALNUM}+/`, 31));
  });

  it('redacts the password of a URL, and only the password', () => {
    const password = chars(20, ALNUM, 40);
    const text = [
      `postgres://app:${password}@db.internal:5432/app`,
      `https://deploy:${password}!x@example.com/path?q=1`,
      `redis://:${password}@cache:6379`,
      `amqp://user:p@ss@${password}@mq.internal/`,
    ].join('\n');
    const result = redactText(text, []);
    expect(result.text).toBe(
      [
        'postgres://app:[REDACTED:url-password]@db.internal:5432/app',
        'https://deploy:[REDACTED:url-password]@example.com/path?q=1',
        'redis://:[REDACTED:url-password]@cache:6379',
        'amqp://user:[REDACTED:url-password]@mq.internal/',
      ].join('\n'),
    );
    expect(result.redactions).toEqual([{ kind: 'url-password', count: 4 }]);
  });

  it('counts every redaction by kind, in order of appearance', () => {
    const [ghp, , , , , , , akia] = TOKENS;
    const text = `${akia!.token} ${ghp!.token} ${ghp!.token.replace(/.$/, 'Z')} ${akia!.token}`;
    expect(redactText(text, []).redactions).toEqual([
      { kind: 'aws-key', count: 2 },
      { kind: 'github-token', count: 2 },
    ]);
  });
});

describe('redactText: tokens split across a line break', () => {
  const breaks = [
    ['\\n', '\n'],
    ['\\r\\n', '\r\n'],
    ['\\n and indentation', '\n    '],
  ] as const;
  // A key of no fixed length may end at a line break, so its wrapped tail must look like key material
  // (see the next tests); a fixed-length token is joined up to its length whatever follows.
  const cases = TOKENS.flatMap(({ name, token, kind, variable }) =>
    breaks.flatMap(([breakName, lineBreak]) =>
      [1, 4, Math.floor(token.length / 2), token.length - (variable ? 24 : 1)].map((at) => ({
        name: `${name} split after ${at} characters by ${breakName}`,
        token,
        kind,
        text: `before ${token.slice(0, at)}${lineBreak}${token.slice(at)} after`,
      })),
    ),
  );

  it.each(cases)('redacts a $name', ({ text, token, kind }) => {
    const result = redactText(text, []);
    expect(result.text).toBe(`before [REDACTED:${kind}] after`);
    expectGone(result.text, token);
  });

  it('redacts a URL password split across a line break', () => {
    const password = chars(24, ALNUM, 41);
    const result = redactText(`postgres://app:${password.slice(0, 10)}\n${password.slice(10)}@db/app`, []);
    expect(result.text).toBe('postgres://app:[REDACTED:url-password]@db/app');
  });

  it.each(TOKENS.filter((t) => t.kind === 'aws-key' || /ghp_|gho_|ghu_|ghr_|pat_/.test(t.token)))(
    'leaves the next line alone after a $name that ends its line',
    ({ token, kind }) => {
      const result = redactText(`${token}\nNext step: run the tests`, []);
      expect(result.text).toBe(`[REDACTED:${kind}]\nNext step: run the tests`);
    },
  );

  it.each(TOKENS.filter((t) => t.variable))(
    'ends a $name at a line break when the next line does not look like key material',
    ({ token, kind }) => {
      const text = `${token}\nexport NEXT=1\n${token}\nThen we deployed it.\n${token}\nREADME.md`;
      expect(redactText(text, []).text).toBe(
        `[REDACTED:${kind}]\nexport NEXT=1\n[REDACTED:${kind}]\nThen we deployed it.\n[REDACTED:${kind}]\nREADME.md`,
      );
    },
  );

  it('redacts a token wrapped onto the next line even when the next line goes on', () => {
    const [ghp] = TOKENS;
    const token = ghp!.token;
    const result = redactText(`token ${token.slice(0, 20)}\n${token.slice(20)}Then more text`, []);
    expect(result.text).toBe('token [REDACTED:github-token]Then more text');
  });

  it('does not join lines across a blank line', () => {
    const [ghp] = TOKENS;
    const token = ghp!.token;
    const text = `token ${token.slice(0, 20)}\n\n${token.slice(20)}`;
    expect(redactText(text, []).text).toBe(text);
  });
});

describe('mayGoOnOntoNextLine: a line that may begin a secret wrapped onto the next one', () => {
  const SECRETS = ['hunter2 super-secret value', 'Pa55word-with-no-space'];
  const URL_PASSWORD = `postgres://app:${chars(24, ALNUM, 41)}@db/app`;
  // Every secret and token shape, and the same base64-encoded and URL-encoded, as a step may print them.
  const secrets = [
    ...SECRETS,
    ...TOKENS.map((t) => t.token),
    ...PEM_KEYS.map((k) => k.key),
    URL_PASSWORD,
    Buffer.from(`password=${SECRETS[1]}`).toString('base64'),
    encodeURIComponent(`x=${SECRETS[0]}`),
  ];
  const lineBreaks = ['\n', '\r\n', '\n    '];

  it('says so of every line that ends inside a secret: a line it lets go reads alone as it does with the next', () => {
    let checked = 0;
    for (const secret of secrets) {
      for (let at = 1; at < secret.length; at += Math.max(1, Math.floor(secret.length / 40))) {
        for (const lineBreak of lineBreaks) {
          for (const before of ['', 'token: ', 'x=', '\u001b[32m']) {
            const line = `${before}${secret.slice(0, at)}`;
            const end = lineBreak.startsWith('\r\n') ? '\r\n' : '\n';
            if (mayGoOnOntoNextLine(`${line}${end}`, SECRETS)) continue;
            checked++;
            // Written on its own (redacted with its line break), the line is what the whole text starts with.
            const whole = redactText(
              `${line}${lineBreak}${secret.slice(at)} and more\nnext line\n`,
              SECRETS,
            ).text;
            expect(
              whole.startsWith(redactText(`${line}${end}`, SECRETS).text),
              `${JSON.stringify(line)} + ${JSON.stringify(lineBreak)}`,
            ).toBe(true);
          }
        }
      }
    }
    // Where no secret goes on past the line (a URL past its password, a key's BEGIN line cut short), it goes.
    expect(checked).toBeGreaterThan(0);
  });

  it('says so of a line a secret wrapped at one of its spaces may go on from', () => {
    expect(mayGoOnOntoNextLine('the value hunter2\n', SECRETS)).toBe(true);
    expect(mayGoOnOntoNextLine('the value hunter2 super-\n', SECRETS)).toBe(true);
    expect(redactText('the value hunter2\nsuper-secret value', SECRETS).text).toBe(
      'the value [REDACTED:secret-value]',
    );
  });

  it('lets ordinary lines go: they begin no secret, whatever comes next', () => {
    for (const line of [
      'slow start',
      'testing',
      'done',
      'Step 3/5 : RUN npm ci',
      '  ✓ 12 tests passed (340 ms)',
      'see https://example.com/docs/page?x=1 for more',
      '',
    ]) {
      expect(mayGoOnOntoNextLine(`${line}\n`, SECRETS), JSON.stringify(line)).toBe(false);
    }
  });

  it('holds a line inside a private key block, and one that may begin a BEGIN line', () => {
    const [key] = PEM_KEYS;
    const [begin, body] = key!.key.split('\n');
    expect(mayGoOnOntoNextLine(`${begin}\n`, [])).toBe(true);
    expect(mayGoOnOntoNextLine(`${begin}\n${body}\n`, [])).toBe(true);
    expect(mayGoOnOntoNextLine(`${begin!.slice(0, 14)}\n`, [])).toBe(true);
    expect(mayGoOnOntoNextLine(`${key!.key}\nafter\n`, [])).toBe(false);
  });
});

describe('redactText: terminal escape sequences (colours) in the text', () => {
  const SECRET = 's3cr3t-Value-Quite-Long-42';
  const [ghp] = TOKENS;
  const token = ghp!.token;

  it('redacts a token right after a colour code, and keeps the codes around it', () => {
    expect(redactText(`GH_TOKEN=\u001b[32m${token}\u001b[0m`, []).text).toBe(
      'GH_TOKEN=\u001b[32m[REDACTED:github-token]\u001b[0m',
    );
    expect(redactText('key: \u001b[1mAKIAIOSFODNN7EXAMPLE\u001b[0m', []).text).toBe(
      'key: \u001b[1m[REDACTED:aws-key]\u001b[0m',
    );
  });

  it('redacts a secret or a token a colour code or a hyperlink splits, the codes inside it with it', () => {
    expect(redactText(`known: ${SECRET.slice(0, 6)}\u001b[0m${SECRET.slice(6)} ok`, [SECRET]).text).toBe(
      'known: [REDACTED:secret-value] ok',
    );
    // grep --color=always puts its codes right after the match.
    expect(redactText(`url = ghp_\u001b[m\u001b[K${token.slice(4)} x`, []).text).toBe(
      'url = [REDACTED:github-token] x',
    );
    expect(
      redactText(`${SECRET.slice(0, 9)}\u001b]8;;https://x.test\u0007${SECRET.slice(9)}`, [SECRET]).text,
    ).toBe('[REDACTED:secret-value]');
  });

  it('redacts a secret or a token inside a title, a link or what looks like a sequence, as written', () => {
    const S = 'Zq7xKp2mW9vLrT4b';
    expect(redactText(`a \u001b]0;${S}\u0007 b`, [S]).text).toBe(
      'a \u001b]0;[REDACTED:secret-value]\u0007 b',
    );
    expect(redactText(`a \u001b]0;${token}\u0007 b`, []).text).toBe(
      'a \u001b]0;[REDACTED:github-token]\u0007 b',
    );
    expect(redactText('\u001b]8;;https://user:p4ssw0rdXYZ@example.com/\u001b\\link', []).text).toBe(
      '\u001b]8;;https://user:[REDACTED:url-password]@example.com/\u001b\\link',
    );
    // ESC [ g reads as a CSI sequence that ends at the token's first letter.
    expect(redactText(`x \u001b[${token}`, []).text).toBe('x \u001b[[REDACTED:github-token]');
    expect(redactText(`x \u001b[${S}`, [S]).text).toBe('x \u001b[[REDACTED:secret-value]');
    // A title that spans lines.
    expect(redactText(`x \u001b]0;\n${S}\n\u0007`, [S]).text).toBe(
      'x \u001b]0;\n[REDACTED:secret-value]\n\u0007',
    );
    expect(containsSecretValue(`o=\u001b]0;${S}\u0007`, [S])).toBe(true);
  });

  it('leaves no secret that leaving the sequences out of the redacted text would join', () => {
    const S = 'hunter2-SuperSecretValue';
    const tok = 'ghp_A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8';
    // A marker takes the place of a title's end: without sequences, the halves around it would meet.
    const one = `${S.slice(0, 12)}\u001b]0;${tok.slice(0, 10)}\u001b[1m${tok.slice(10)}\u0007${S.slice(12)}`;
    const three = `${S.slice(0, 12)}\u001b]0;${S.slice(0, 12)}\u001b]0;${tok.slice(0, 10)}\u001b[1m${tok.slice(10)}\u0007${S.slice(12)}\u0007${S.slice(12)}`;
    for (const text of [one, three]) {
      const redacted = redactText(text, [S]).text;
      expect(withoutTerminalSequences(redacted)).not.toContain(S.slice(0, 12));
      expect(withoutTerminalSequences(redacted)).not.toContain(S.slice(12));
    }
  });

  it('keeps reading a token through a colour code inside it (a grep highlight), not ending it there', () => {
    const jwt =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const highlighted = jwt.replace('fwp', '\u001b[01;31m\u001b[Kfwp\u001b[m\u001b[K');
    expect(redactText(`Bearer ${highlighted} end`, []).text).toBe('Bearer [REDACTED:jwt] end');
  });

  it('takes no secret of escape sequences alone (or almost) for one', () => {
    expect(redactText('x \u001b[0m\u001b[0m y normal line', ['\u001b[0m\u001b[0m']).text).toBe(
      'x [REDACTED:secret-value] y normal line',
    );
    expect(redactText('normal Alpha', ['\u001b[1mA\u001b[0m']).text).toBe('normal Alpha');
  });

  it('redacts a text with very many findings (no limit on how many)', () => {
    const text = `\u001b${'a://b:c@'.repeat(130_000)}`;
    expect(() => redactText(text, [])).not.toThrow();
  });

  it('finds a secret that itself holds an escape sequence, as written and escaped in JSON', () => {
    const secret = 'pre\u001b[31mfix-Secret-Value-123';
    expect(redactText(`v=${secret}`, [secret]).text).toBe('v=[REDACTED:secret-value]');
    expect(redactText(JSON.stringify({ a: secret }), [secret]).text).toBe('{"a":"[REDACTED:secret-value]"}');
  });

  it('leaves text without secrets as it was, codes included, and a lone ESC as text', () => {
    const text = 'plain \u001b[31mred\u001b[0m text \u001b not a sequence';
    expect(redactText(text, []).text).toBe(text);
  });
});

describe('redactText: UTF-16 text read as UTF-8 (a NUL beside each ASCII character)', () => {
  const SECRET_VALUE = 'SuperSecretValue123';
  const TOKEN = `ghp_${'A1b2C3d4E5'.repeat(3)}A1b2C3`;
  // What `cat` of a file Windows PowerShell 5 wrote prints, decoded as UTF-8: NULs are valid UTF-8.
  const utf16le = (text: string) => Buffer.from(text, 'utf16le').toString('utf8');
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16().toString('utf8');

  it('finds a known value and a token shape either byte order, and replaces them NULs and all', () => {
    for (const wide of [utf16le, utf16be]) {
      const text = `log: ${wide(`\ufefftoken: ${SECRET_VALUE} and ${TOKEN}\r\n`)}end`;
      const result = redactText(text, [SECRET_VALUE]);
      expect(result.text).not.toContain(wide(SECRET_VALUE).slice(1, -1));
      expect(result.text).not.toContain(wide(TOKEN).slice(1, -1));
      expect(result.text.replaceAll('\u0000', '')).toContain('[REDACTED:secret-value]');
      expect(result.text.replaceAll('\u0000', '')).toContain('[REDACTED:github-token]');
      expect(result.text.startsWith('log: ')).toBe(true);
      expect(result.text.endsWith('end')).toBe(true);
      expect(result.redactions).toEqual(
        expect.arrayContaining([
          { kind: 'secret-value', count: 1 },
          { kind: 'github-token', count: 1 },
        ]),
      );
    }
  });

  it('leaves text with NULs and no secret as it is', () => {
    const text = utf16le('nothing to hide here\n');
    expect(redactText(text, [SECRET_VALUE])).toEqual({ text, redactions: [] });
  });
});

describe('redactText: allow and disable comments are not honoured', () => {
  const [ghp] = TOKENS;
  const token = ghp!.token;
  const secret = 'hunter2-but-longer';
  const comments = [
    (t: string) => `${t} # gitleaks:allow`,
    (t: string) => `# gitleaks:allow\n${t}`,
    (t: string) => `${t}  # pragma: allowlist secret`,
    (t: string) => `// pragma: allowlist nextline secret\n${t}`,
    (t: string) => `<!-- baton:disable-redaction -->\n${t}`,
    (t: string) => `baton:disable-redaction ${t} baton:enable-redaction`,
    (t: string) => `${t} // nosec`,
    (t: string) => `${t} # noqa: S105`,
    (t: string) => `# trufflehog:ignore\n${t}`,
    (t: string) => `# detect-secrets: ignore\n${t}`,
    (t: string) => `[REDACTED:none] ${t}`,
  ];

  it.each(comments.map((wrap, i) => ({ i, wrap })))('redacts a token next to comment #$i', ({ wrap }) => {
    const result = redactText(wrap(token), []);
    expect(result.text).toBe(wrap('[REDACTED:github-token]'));
  });

  it.each(comments.map((wrap, i) => ({ i, wrap })))(
    'redacts a known secret next to comment #$i',
    ({ wrap }) => {
      const result = redactText(wrap(secret), [secret]);
      expect(result.text).toBe(wrap('[REDACTED:secret-value]'));
    },
  );
});

describe('redactText: every shape behind an allow comment, whole and split across a line break', () => {
  const ALLOW = [
    '# gitleaks:allow',
    '// pragma: allowlist secret',
    '<!-- baton:disable-redaction -->',
    '# trufflehog:ignore',
  ];
  const password = chars(24, ALNUM, 70);
  const known = 'another-known-secret-value';
  /** Each shape as it appears in text, the same text wrapped onto the next line, and the redacted text. */
  const SHAPES = [
    ...TOKENS.map(({ name, token, kind }) => {
      const at = Math.floor(token.length / 2);
      return {
        name,
        whole: `before ${token} after`,
        split: `before ${token.slice(0, at)}\n${token.slice(at)} after`,
        redacted: `before [REDACTED:${kind}] after`,
      };
    }),
    ...PEM_KEYS.map(({ name, key }) => {
      // Inside the first line of the key's body.
      const at = key.indexOf('\n') + 32;
      return {
        name: `${name} private key`,
        whole: `key:\n${key}\nafter`,
        split: `key:\n${key.slice(0, at)}\n${key.slice(at)}\nafter`,
        redacted: 'key:\n[REDACTED:private-key]\nafter',
      };
    }),
    {
      name: 'password in a URL',
      whole: `postgres://app:${password}@db/app`,
      split: `postgres://app:${password.slice(0, 12)}\n${password.slice(12)}@db/app`,
      redacted: 'postgres://app:[REDACTED:url-password]@db/app',
    },
    {
      name: 'known value',
      whole: `value ${known} end`,
      split: `value ${known.slice(0, 9)}\n${known.slice(9)} end`,
      redacted: 'value [REDACTED:secret-value] end',
    },
  ];
  const cases = SHAPES.flatMap((shape) =>
    ALLOW.flatMap((comment) => [
      { ...shape, comment, form: 'whole, comment on the line before', text: `${comment}\n${shape.whole}` },
      { ...shape, comment, form: 'split, comment on the line before', text: `${comment}\n${shape.split}` },
      { ...shape, comment, form: 'split, comment just before it', text: `${comment} ${shape.split}` },
    ]),
  );

  it('covers every token shape and private key type of the lists above', () => {
    expect(new Set(SHAPES.map((s) => s.name)).size).toBe(TOKENS.length + PEM_KEYS.length + 2);
  });

  it.each(cases)('redacts a $name ($form: $comment)', ({ text, comment, redacted, whole }) => {
    const result = redactText(text, [known]);
    const separator = text.startsWith(`${comment}\n`) ? '\n' : ' ';
    expect(result.text).toBe(`${comment}${separator}${redacted}`);
    expect(result.redactions).toHaveLength(1);
    // Not a character run of the secret survives, on either side of the break.
    for (const secret of [...TOKENS.map((t) => t.token), ...PEM_KEYS.map((k) => k.key), password, known]) {
      if (whole.includes(secret)) expectGone(result.text, secret);
    }
  });
});

describe('redactText: known secret values', () => {
  const secret = 'correct horse battery staple 42';

  it('redacts a known value wherever it appears, however often', () => {
    const result = redactText(`one ${secret} two ${secret}${secret}`, [secret]);
    expect(result.text).toBe(
      'one [REDACTED:secret-value] two [REDACTED:secret-value][REDACTED:secret-value]',
    );
    expect(result.redactions).toEqual([{ kind: 'secret-value', count: 3 }]);
    // Overlapping occurrences become one redaction.
    expect(redactText('xx aaaaaaaaaa xx', ['aaaaaa']).text).toBe('xx [REDACTED:secret-value] xx');
  });

  it('redacts a known value split across a line break', () => {
    for (const lineBreak of ['\n', '\r\n', '\n  ']) {
      const result = redactText(`value: ${secret.slice(0, 11)}${lineBreak}${secret.slice(11)}.`, [secret]);
      expect(result.text).toBe('value: [REDACTED:secret-value].');
    }
  });

  it('redacts a known value with spaces that was wrapped at one of its spaces', () => {
    const result = redactText(`the passphrase is correct horse\nbattery staple 42 ok`, [secret]);
    expect(result.text).toBe('the passphrase is [REDACTED:secret-value] ok');
  });

  it('ignores values shorter than 6 characters, and blank ones', () => {
    const text = 'the token abc12 and true and 1234 and ok';
    expect(redactText(text, ['abc12', 'true', '1234', '', '      ', ' \n ok \n '])).toEqual({
      text,
      redactions: [],
    });
    // Six characters is enough.
    expect(redactText('the token abc123 here', ['abc123']).text).toBe(
      'the token [REDACTED:secret-value] here',
    );
  });

  it('redacts each line of a multi-line secret, also when only one line appears', () => {
    const multi = `first-line-of-it\nsecond-line-of-it\nx`;
    const result = redactText('log: second-line-of-it and first-line-of-it', [multi]);
    expect(result.text).toBe('log: [REDACTED:secret-value] and [REDACTED:secret-value]');
    expect(redactText(`whole:\n${multi}`, [multi]).text).not.toContain('line-of-it');
  });

  it('redacts a known value that is also a token shape once, as a known value', () => {
    const [ghp] = TOKENS;
    expect(redactText(`t=${ghp!.token}`, [ghp!.token])).toEqual({
      text: 't=[REDACTED:secret-value]',
      redactions: [{ kind: 'secret-value', count: 1 }],
    });
  });

  describe('URL-encoded', () => {
    const special = 'p@ss/w0rd&more=yes!+Ωmega';

    it('redacts a value percent-encoded by encodeURIComponent', () => {
      const encoded = encodeURIComponent(special);
      expect(encoded).not.toBe(special);
      const result = redactText(`GET /callback?token=${encoded}&state=1`, [special]);
      expect(result.text).toBe('GET /callback?token=[REDACTED:secret-value-url-encoded]&state=1');
      expect(result.redactions).toEqual([{ kind: 'secret-value-url-encoded', count: 1 }]);
    });

    it('redacts lower-case escapes and partly encoded values', () => {
      const lower = encodeURIComponent(special).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
      expect(redactText(`x=${lower}`, [special]).text).toBe('x=[REDACTED:secret-value-url-encoded]');
      const partly = special.replace('@', '%40').replace('/', '%2F');
      expect(redactText(`x=${partly}`, [special]).text).toBe('x=[REDACTED:secret-value-url-encoded]');
    });

    it('redacts a form-encoded value (spaces as +)', () => {
      const form = new URLSearchParams({ q: secret }).toString();
      expect(form).toBe(`q=${secret.replaceAll(' ', '+')}`);
      expect(redactText(form, [secret]).text).toBe('q=[REDACTED:secret-value-url-encoded]');
    });
  });

  describe('inside a JSON string', () => {
    it('redacts a value whose quotes and backslashes were escaped, as JSON output writes it', () => {
      const value = 'pa"ss\\word-123';
      const line = JSON.stringify({ type: 'tool_result', content: `pw is ${value}` });
      expect(line).not.toContain(value);
      expect(redactText(line, [value]).text).toBe(
        '{"type":"tool_result","content":"pw is [REDACTED:secret-value]"}',
      );
    });

    it('redacts each line of a multi-line value escaped, and non-ASCII written as \\u escapes', () => {
      const value = 'first line of it\nsecond "q" \\ back';
      const line = JSON.stringify({ content: `key: ${value}` });
      expect(redactText(line, [value]).text).not.toMatch(/first line|second/);
      const accented = 'grüße-aus-köln-1234';
      const ascii = JSON.stringify(accented).replace(
        /[\u0080-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
      );
      expect(ascii).toContain('\\u00fc');
      expect(redactText(`{"pw":${ascii}}`, [accented]).text).toBe('{"pw":"[REDACTED:secret-value]"}');
    });
  });

  describe('base64-encoded', () => {
    /** Every base64 run left in `text` decodes to bytes without the secret. */
    function expectNoEncodedSecret(text: string, value: string): void {
      const runs = text.replace(/\s+/g, '').match(/[A-Za-z0-9+/_-]{4,}={0,2}/g) ?? [];
      for (const run of runs) {
        for (const shift of [0, 1, 2, 3]) {
          const decoded = Buffer.from(
            run.slice(shift).replace(/-/g, '+').replace(/_/g, '/'),
            'base64',
          ).toString('latin1');
          expect(decoded).not.toContain(value);
        }
      }
    }

    it.each([0, 1, 2])('redacts a value at byte offset %i (mod 3) inside a larger encoded blob', (offset) => {
      const prefix = `user${'x'.repeat(offset)}:`;
      const blob = Buffer.from(`${prefix}${secret} and more bytes after it`).toString('base64');
      const result = redactText(`Authorization: Basic ${blob}`, [secret]);
      expect(result.redactions).toEqual([{ kind: 'secret-value-base64', count: 1 }]);
      expect(result.text).toContain('[REDACTED:secret-value-base64]');
      expectNoEncodedSecret(result.text, secret);
    });

    it('redacts the URL-safe alphabet too', () => {
      const value = 'secret>>>value???with~~~bits';
      const blob = Buffer.from(`k=${value}`).toString('base64url');
      expect(blob).toMatch(/[-_]/);
      const result = redactText(`token ${blob}`, [value]);
      expect(result.text).toContain('[REDACTED:secret-value-base64]');
      expectNoEncodedSecret(result.text, value);
    });

    it('redacts a value inside base64 wrapped at 76 columns, across the line break', () => {
      const blob = Buffer.from(`${'A'.repeat(50)}${secret}${'B'.repeat(50)}`).toString('base64');
      const wrapped = blob.replace(/(.{76})/g, '$1\n');
      expect(wrapped.split('\n')[0]!.length).toBe(76);
      const result = redactText(wrapped, [secret]);
      expect(result.redactions).toEqual([{ kind: 'secret-value-base64', count: 1 }]);
      expectNoEncodedSecret(result.text, secret);
    });

    it('redacts a value wherever a 76-column wrap falls in it, the bits on the next line included', () => {
      for (let pad = 0; pad < 80; pad++) {
        const blob = Buffer.from(`${'A'.repeat(pad)}${secret}${'B'.repeat(40)}`).toString('base64');
        const result = redactText(blob.replace(/(.{76})/g, '$1\n'), [secret]);
        expect(result.redactions, `pad ${pad}`).toEqual([{ kind: 'secret-value-base64', count: 1 }]);
        expectNoEncodedSecret(result.text, secret);
      }
    });

    it('leaves the next line alone after a short line that ends in an encoded value', () => {
      const blob = Buffer.from(`user:${secret}`).toString('base64');
      const result = redactText(`basic: ${blob}\nhello world\n`, [secret]);
      expect(result.text).toMatch(/^basic: [A-Za-z0-9+/]*\[REDACTED:secret-value-base64\]\nhello world\n$/);
      expectNoEncodedSecret(result.text, secret);
    });

    it('redacts a base64-encoded value that was then URL-encoded', () => {
      const blob = encodeURIComponent(Buffer.from(`>>${secret}??`).toString('base64'));
      const result = redactText(`?auth=${blob}`, [secret]);
      expect(result.text).toContain('[REDACTED:secret-value-base64]');
      expectNoEncodedSecret(decodeURIComponent(result.text.replace(/\[REDACTED:[a-z0-9-]+\]/g, ' ')), secret);
    });
  });
});

describe('redactText: redacting twice', () => {
  it('changes nothing the second time', () => {
    const text = [
      ...TOKENS.map((t) => t.token),
      ...PEM_KEYS.map((k) => k.key),
      `postgres://app:${chars(20, ALNUM, 60)}@db/app`,
      'known value: correct horse battery staple 42',
    ].join('\n');
    const once = redactText(text, ['correct horse battery staple 42']);
    expect(once.redactions.length).toBeGreaterThan(0);
    expect(redactText(once.text, ['correct horse battery staple 42'])).toEqual({
      text: once.text,
      redactions: [],
    });
  });
});

describe('redactionSpans', () => {
  it('spans what redactText replaces, each token from its start, a URL password from its scheme', () => {
    const token = TOKENS[0]!.token;
    const password = chars(20, ALNUM, 61);
    const text = `a ${token} b postgres://app:${password}@db c`;
    const spans = redactionSpans(text, []);
    expect(spans.map((s) => text.slice(s.start, s.end))).toEqual([token, `s://app:${password}`]);
    // What is replaced is inside them.
    expect(redactText(text, []).text).toBe(
      'a [REDACTED:github-token] b postgres://app:[REDACTED:url-password]@db c',
    );
    expect(redactionSpans('nothing here', [])).toEqual([]);
  });

  it('spans a token wrapped onto the next line across the break, and merges overlapping findings', () => {
    const token = TOKENS[0]!.token;
    const text = `wrapped ${token.slice(0, 20)}
  ${token.slice(20)} after`;
    expect(redactionSpans(text, [])).toEqual([{ start: 8, end: text.indexOf(' after') }]);
    const secret = 'correct horse battery staple';
    const both = `x ${secret} y`;
    expect(redactionSpans(both, [secret, 'horse battery'])).toEqual([{ start: 2, end: 2 + secret.length }]);
  });
});

describe('privateKeyOpenAfter', () => {
  const begin = `-----BEGIN RSA ${PRIVATE_KEY}-----`;
  const end = `-----END RSA ${PRIVATE_KEY}-----`;

  it('says whether a BEGIN line is still waiting for its END line', () => {
    expect(privateKeyOpenAfter(`text\n${begin}\nMIIE\n`, false)).toBe(true);
    expect(privateKeyOpenAfter(`${begin}\nMIIE\n${end}\nafter\n`, false)).toBe(false);
    expect(privateKeyOpenAfter('more of the body\n', true)).toBe(true);
    expect(privateKeyOpenAfter(`body\n${end}\n`, true)).toBe(false);
    // A public block, or an END line with no BEGIN, opens nothing.
    expect(privateKeyOpenAfter(`-----BEGIN PUBLIC KEY-----\n${end}\n`, false)).toBe(false);
    // A colour code inside the BEGIN line, as redaction reads it without.
    expect(privateKeyOpenAfter(`\u001b[1m${begin.slice(0, 12)}\u001b[0m${begin.slice(12)}\n`, false)).toBe(
      true,
    );
  });

  it('reads a line again only for the BEGIN or END line it cut through, once', () => {
    const text = `a\n${begin}\nbody\n${end}\n`;
    // Read in two parts, the second with the end of the first: the END line cut in two is found once.
    const at = text.indexOf(end) + 6;
    const first = privateKeyOpenAfter(text.slice(0, at), false);
    expect(first).toBe(true);
    const carried = text.slice(at - 40, at);
    expect(privateKeyOpenAfter(carried + text.slice(at), first, carried.length)).toBe(false);
    // A BEGIN line read already, in the part carried, is not read again: the block stays as it was.
    expect(privateKeyOpenAfter(`${begin}\nbody\n`, false, begin.length)).toBe(false);
    expect(privateKeyOpenAfter(`${begin}\nbody\n`, false, begin.length - 1)).toBe(true);
  });
});

describe('redactText: no false positives', () => {
  const prose = [
    'Ask the task-runner about risk-free, disk-based caching; sk-learn is a library, not a key.',
    'ASIA and AKIA are prefixes; the ASIA-PACIFIC region; AKIA alone is nothing.',
    `Google keys start with AI${'za'}; AI${'za'}Sy alone is nothing, nor AI${'za'}${'x'.repeat(36)}, one too long.`,
    'ghp_ and github_pat_ are GitHub token prefixes; gho_ too. eyJ is base64 for {".',
    'Commit 3f786850e387550fdab836ed7e6dc881de23001b and e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855.',
    'Request 123e4567-e89b-12d3-a456-426614174000 at 2026-11-21T13:05:00Z, version 1.2.3-beta.4.',
    'Links: https://github.com/octo-org/octo-repo/pull/42, ssh://git@github.com/o/r, git@github.com:o/r.git,',
    'mailto:someone@example.com, http://localhost:3000/path?x=1@y and http://[::1]:8080/.',
    'Base64 of a greeting: SGVsbG8sIHdvcmxkIQ== and a data URL data:image/png;base64,iVBORw0KGgo=',
    pem('CERTIFICATE', 50),
    pem('PUBLIC KEY', 51),
    'The file starts with -----BEGIN RSA PRIVATE KEY----- followed by the key.',
    '| name | value |\n|------|-------|\n| a.b.c | x.y.z |\n```json\n{"summary": "ok", "data": {"k": "v"}}\n```',
  ].join('\n');

  it('leaves ordinary prose, hashes, UUIDs, URLs without passwords and public PEM blocks alone', () => {
    expect(redactText(prose, ['a-secret-that-does-not-occur'])).toEqual({ text: prose, redactions: [] });
  });

  it('leaves text without line breaks or secrets byte-for-byte as it was', () => {
    const text = 'ünïcödé 日本語 🧪 \u200b\u202e text';
    expect(redactText(text, [])).toEqual({ text, redactions: [] });
    expect(redactText('', ['abcdefgh'])).toEqual({ text: '', redactions: [] });
  });
});

describe('redactText: linear time', () => {
  const MiB = 1024 * 1024;
  const fill = (unit: string) => unit.repeat(Math.ceil(MiB / unit.length)).slice(0, MiB);
  const adversarial = [
    'a',
    `gh${'s_'}`,
    `gh${'s_'}a.\n`,
    `github${'_pat_'}\n`,
    `s${'k-'}`,
    `xs${'k-proj-'}`,
    `s${'k-ant-'}\n`,
    `AK${'IA'}`,
    `AK${'IA'}AAAAAAAAAA\n`,
    `AI${'za'}`,
    `AI${'za'}AAAAAAAAAAAAAAAAAAAA\n`,
    'eyJ',
    'eyJ-',
    'eyJaaaa\n',
    'eyJaaaaaaaaaaaa.',
    `-----BEGIN ${PRIVATE_KEY}-----`,
    `-----END ${PRIVATE_KEY}-----`,
    'a://b:c@',
    'a://',
    '%',
    '%E2%82',
    '\n',
    '\r\n \n',
    `gh${'p_'}s${'k-'}eyJ.AK${'IA'}://:@%41-----BEGIN \n`,
  ];

  // No time is asserted (no wall-clock assertions in tests): a quadratic scan would not finish within
  // vitest's timeout, which is what this guards against. bench/ is where speed is measured.
  it.each(adversarial.map((unit) => ({ unit: JSON.stringify(unit), text: fill(unit) })))(
    'finishes on 1 MiB of $unit repeated',
    ({ text }) => {
      const result = redactText(text, ['aaaaaa', 'hunter2 hunter2', 'multi\nline secret value', 'YWJjZGVm']);
      expect(typeof result.text).toBe('string');
      expect(result.text.length).toBeGreaterThan(0);
    },
  );
});

describe('redactHandoff', () => {
  const [ghp, , , , , , , akia, , openai] = TOKENS;
  const token = ghp!.token;
  const secret = 'the-database-password';

  it('redacts every text field, with one warning per field naming its JSON path and the kind', () => {
    const handoff = makeHandoff({
      status: 'blocked',
      summary: `Used ${token} to call the API`,
      detail: `password was ${secret}`,
      data: { token, safe: 'nothing here', 'aws-id': akia!.token },
      next: { stage: 'review', reason: `check ${secret}` },
      expectations: {
        deliverables: ['a fix', `rotate ${token}`],
        acceptance: [`no ${openai!.token}`],
        constraints: ['none'],
      },
      failure: { reason: `blocked by ${secret}`, blockers: [token], questions: [`is ${secret} right?`] },
      artifacts: [{ path: `out/${secret}.log`, description: `log of ${token}` }],
    });
    const { handoff: out, problems } = redactHandoff(handoff, [secret]);

    expect(Handoff.safeParse(out).success).toBe(true);
    const json = JSON.stringify({ out, problems });
    for (const s of [secret, token, akia!.token, openai!.token]) expect(json).not.toContain(s);

    expect(out.summary).toBe('Used [REDACTED:github-token] to call the API');
    expect(out.data).toEqual({
      token: '[REDACTED:github-token]',
      safe: 'nothing here',
      'aws-id': '[REDACTED:aws-key]',
    });
    expect(out.expectations?.deliverables).toEqual(['a fix', 'rotate [REDACTED:github-token]']);
    expect(out.artifacts?.[0]?.path).toBe('out/[REDACTED:secret-value].log');
    expect(out.status).toBe('blocked');
    expect(out.next?.stage).toBe('review');

    expect(problems.map((p) => p.path)).toEqual([
      '$.summary',
      '$.detail',
      '$.data.token',
      '$.data.aws-id',
      '$.next.reason',
      '$.expectations.deliverables[1]',
      '$.expectations.acceptance[0]',
      '$.failure.reason',
      '$.failure.blockers[0]',
      '$.failure.questions[0]',
      '$.artifacts[0].path',
      '$.artifacts[0].description',
    ]);
    for (const p of problems) {
      expect(p.code).toBe('redacted');
      expect(p.severity).toBe('warning');
    }
    expect(problems[0]!.message).toBe('redacted 1 × GitHub token as [REDACTED:github-token]');
    expect(problems[1]!.message).toBe('redacted 1 × known secret value as [REDACTED:secret-value]');
    expect(problems[3]!.message).toBe('redacted 1 × AWS access key id as [REDACTED:aws-key]');
    expect(problems[6]!.message).toBe('redacted 1 × OpenAI API key as [REDACTED:openai-key]');
  });

  it('returns the handoff unchanged, with no problems, when there is nothing to redact', () => {
    const handoff = makeHandoff({ detail: 'all clear', data: { n: '1' }, next: { stage: 'fix' } });
    expect(redactHandoff(handoff, [secret])).toEqual({ handoff, problems: [] });
  });

  it('renames a data key that holds a secret, without naming the key anywhere', () => {
    const handoff = makeHandoff({ data: { [token]: 'value', redacted_1: 'taken' } });
    const { handoff: out, problems } = redactHandoff(handoff, []);
    expect(out.data).toEqual({ redacted_2: 'value', redacted_1: 'taken' });
    expect(problems).toEqual([
      {
        code: 'redacted',
        severity: 'warning',
        path: '$.data',
        message:
          'a key held a secret: redacted 1 × GitHub token as [REDACTED:github-token]; the key was renamed redacted_2',
      },
    ]);
  });

  it('removes a route whose stage id holds a secret, since a stage id cannot hold the marker', () => {
    const handoff = makeHandoff({ next: { stage: token, reason: 'go' } });
    const { handoff: out, problems } = redactHandoff(handoff, []);
    expect(out.next).toBeUndefined();
    expect(problems).toEqual([
      {
        code: 'redacted',
        severity: 'warning',
        path: '$.next.stage',
        message:
          'redacted 1 × GitHub token as [REDACTED:github-token]; a stage id cannot hold the marker, so the route (next) was removed',
      },
    ]);
  });

  it('keeps a field within its byte limit when markers are longer than the secrets they replace', () => {
    const short = 'abc123';
    const summary = `${'x'.repeat(4096 - 7)} ${short}`;
    expect(utf8Length(summary)).toBe(4096);
    const { handoff: out, problems } = redactHandoff(makeHandoff({ summary }), [short]);
    expect(utf8Length(out.summary)).toBeLessThanOrEqual(4096);
    // The cut falls before the marker rather than through it, and nothing of the secret is left.
    expect(out.summary).toBe(`${'x'.repeat(4096 - 7)} `);
    expect(problems[0]!.message).toBe(
      'redacted 1 × known secret value as [REDACTED:secret-value]; the text was then cut to its limit of 4096 UTF-8 bytes',
    );

    const many = Array.from({ length: 500 }, () => short).join(' ');
    const fitted = redactHandoff(makeHandoff({ summary: many }), [short]).handoff.summary;
    expect(utf8Length(fitted)).toBeLessThanOrEqual(4096);
    expect(fitted).toMatch(/^(\[REDACTED:secret-value\] )+$/);
  });

  it('keeps data keys and values within their shared budget after redaction', () => {
    const short = 'abc123';
    const data: Record<string, string> = {};
    for (let i = 0; i < 16; i++) data[`k${i}`] = Array.from({ length: 580 }, () => short).join(' ');
    const { handoff: out } = redactHandoff(makeHandoff({ data }), [short]);
    const total = Object.entries(out.data ?? {}).reduce((n, [k, v]) => n + utf8Length(k) + utf8Length(v), 0);
    expect(total).toBeLessThanOrEqual(65536);
    expect(JSON.stringify(out.data)).not.toContain(short);
  });
});

describe('redactStrings', () => {
  const SECRET = 'pa"ss\\word-0042';

  it('redacts every string at any depth, keeps keys and other values, and never sees the JSON escaping', () => {
    const value = {
      name: `step ${SECRET}`,
      n: 3,
      ok: true,
      none: null,
      list: [`a ${SECRET}`, 1, { deep: SECRET }],
      [SECRET.length]: 'kept',
    };
    const out = redactStrings(value, [SECRET]);
    expect(out).toEqual({
      name: 'step [REDACTED:secret-value]',
      n: 3,
      ok: true,
      none: null,
      list: ['a [REDACTED:secret-value]', 1, { deep: '[REDACTED:secret-value]' }],
      [SECRET.length]: 'kept',
    });
    const json = JSON.stringify(out);
    expect(json).not.toContain(JSON.stringify(SECRET).slice(1, -1));
    // The input is left as it was.
    expect(value.name).toBe(`step ${SECRET}`);
  });
});

describe('containsSecretValue', () => {
  it('finds a known value as written, URL-encoded and base64-encoded, and ignores bare token shapes', () => {
    const secret = 'my secret/value';
    expect(containsSecretValue(`x ${secret} y`, [secret])).toBe(true);
    expect(containsSecretValue(`x ${encodeURIComponent(secret)} y`, [secret])).toBe(true);
    expect(containsSecretValue(`x ${Buffer.from(secret).toString('base64')} y`, [secret])).toBe(true);
    expect(containsSecretValue(`token ${'gh'}p_${'A1b2C3d4E5'.repeat(3)}A1b2C3`, [secret])).toBe(false);
    expect(containsSecretValue('nothing here', [secret])).toBe(false);
  });
});

describe('describeRedactions', () => {
  it('names each kind, its count and its marker', () => {
    expect(
      describeRedactions([
        { kind: 'github-token', count: 2 },
        { kind: 'secret-value-base64', count: 1 },
      ]),
    ).toBe(
      'redacted 2 × GitHub token as [REDACTED:github-token], 1 × known secret value, base64-encoded as [REDACTED:secret-value-base64]',
    );
  });
});
