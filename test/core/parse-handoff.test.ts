import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatError, UserError } from '../../src/core/errors.js';
import { type HandoffParse, parseHandoff, parseHandoffText } from '../../src/core/parse-handoff.js';

const encode = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => encode(JSON.stringify(value));
const minimal = { version: 1, summary: 'Found the bug.' };

/** The `path: message` lines of an invalid parse (fails the test when the parse was valid). */
function problemLines(result: HandoffParse): string[] {
  if (result.kind !== 'invalid') throw new Error(`expected invalid, got ${JSON.stringify(result)}`);
  for (const p of result.problems) {
    expect(p.code).toBe('handoff-invalid');
    expect(p.severity).toBe('error');
  }
  return result.problems.map((p) => `${p.path}: ${p.message}`);
}

function valid(result: HandoffParse) {
  if (result.kind !== 'valid') throw new Error(`expected valid, got ${JSON.stringify(result.problems)}`);
  return result;
}

describe('parseHandoff: what is not one JSON object', () => {
  it('refuses an empty file', () => {
    expect(problemLines(parseHandoff(new Uint8Array()))).toEqual([
      '$: is empty; a handoff is one JSON object',
    ]);
    expect(problemLines(parseHandoff(encode(' \n\t ')))).toEqual([
      '$: is empty; a handoff is one JSON object',
    ]);
  });

  it('refuses null, an array and a bare string', () => {
    expect(problemLines(parseHandoff(encode('null')))).toEqual(['$: must be a JSON object, got null']);
    expect(problemLines(parseHandoff(encode('[]')))).toEqual(['$: must be a JSON object, got an array']);
    expect(problemLines(parseHandoff(encode('"summary"')))).toEqual([
      '$: must be a JSON object, got a string',
    ]);
    expect(problemLines(parseHandoff(encode('42')))).toEqual(['$: must be a JSON object, got a number']);
    expect(problemLines(parseHandoff(encode(' true ')))).toEqual(['$: must be a JSON object, got a boolean']);
  });

  it('calls prose that merely starts like a JSON literal text that is not JSON', () => {
    for (const text of [
      'not json',
      'nope',
      'nan',
      'tru',
      'fixed the bug',
      'the fix is in',
      '[1, 2',
      '"open',
      '4 2',
    ]) {
      expect(problemLines(parseHandoff(encode(text))), text).toEqual([
        '$: must be a JSON object, got text that is not JSON',
      ]);
    }
  });

  it('refuses text after the object', () => {
    expect(problemLines(parseHandoff(encode('{"version":1,"summary":"x"}\n{}')))).toEqual([
      '$: unexpected text after the JSON object at line 2, column 1; a handoff is exactly one JSON object',
    ]);
    expect(problemLines(parseHandoff(encode('{"version":1,"summary":"x"} trailing')))).toEqual([
      '$: unexpected text after the JSON object at line 1, column 29; a handoff is exactly one JSON object',
    ]);
  });

  it('reports a syntax error with its line, column and path, without quoting the input', () => {
    expect(problemLines(parseHandoff(encode('{"version": 1,\n  "summary": "x",\n}')))).toEqual([
      "$: invalid JSON at line 3, column 1: a comma before '}' (trailing commas are not JSON)",
    ]);
    expect(problemLines(parseHandoff(encode('{"version": 1, "summary": "secret\nvalue"}')))).toEqual([
      '$.summary: invalid JSON at line 1, column 34: control character U+000A in a string must be escaped (\\n, \\t, \\u00XX)',
    ]);
    expect(problemLines(parseHandoff(encode('{"version": 01}')))).toEqual([
      '$.version: invalid JSON at line 1, column 13: invalid number',
    ]);
    expect(problemLines(parseHandoff(encode('{"version": 1, "summary": "unterminated')))).toEqual([
      '$.summary: invalid JSON at line 1, column 27: unterminated string',
    ]);
    expect(problemLines(parseHandoff(encode("{'version': 1}")))).toEqual([
      "$: invalid JSON at line 1, column 2: expected a key in double quotes, found '''",
    ]);
  });

  it('refuses 10,000-deep nesting with a clean error, not a stack overflow', () => {
    const arrays = `{"version":1,"summary":"x","data":{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`;
    expect(problemLines(parseHandoff(encode(arrays)))).toEqual([
      `$.data.a${'[0]'.repeat(30)}: nested deeper than 32 levels`,
    ]);
    const objects = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    expect(problemLines(parseHandoff(encode(objects)))).toEqual([
      `$${'.a'.repeat(32)}: nested deeper than 32 levels`,
    ]);
  });
});

describe('parseHandoff: bytes', () => {
  it('refuses a 300 KiB file before parsing it', () => {
    const big = json({ ...minimal, detail: 'x'.repeat(300 * 1024) });
    expect(problemLines(parseHandoff(big))).toEqual([
      `$: is ${big.length} bytes; a handoff may be at most 262144 bytes (256 KiB)`,
    ]);
    // The cap comes first: 300 KiB of garbage gets the size message, not a syntax error.
    expect(problemLines(parseHandoff(new Uint8Array(300 * 1024).fill(0xff)))).toEqual([
      '$: is 307200 bytes; a handoff may be at most 262144 bytes (256 KiB)',
    ]);
  });

  it('accepts a file of exactly 256 KiB', () => {
    const head = JSON.stringify({ ...minimal, detail: '' }).slice(0, -2);
    const padding = 256 * 1024 - head.length - 2;
    const text = `${head}"}${' '.repeat(padding)}`;
    expect(encode(text).length).toBe(256 * 1024);
    valid(parseHandoff(encode(text)));
  });

  it('refuses invalid UTF-8, naming the byte and its offset', () => {
    const bytes = new Uint8Array([...encode('{"version":1,"summary":"'), 0xc3, 0x28, ...encode('"}')]);
    expect(problemLines(parseHandoff(bytes))).toEqual([
      '$: is not valid UTF-8 (byte 0xc3 at offset 24); a handoff is UTF-8 JSON',
    ]);
  });

  it('says a UTF-16 file is UTF-16, with or without its byte order mark, and to save it as UTF-8', () => {
    const utf16 = (text: string, order: 'le' | 'be', bom: boolean) => {
      const bytes = [...(bom ? [0xfeff] : []), ...Array.from(text, (c) => c.charCodeAt(0))].flatMap((unit) =>
        order === 'le' ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff],
      );
      return new Uint8Array(bytes);
    };
    const json = '{"version":1,"summary":"ok"}';
    const says = (order: string) =>
      `$: is UTF-16 (${order}), not UTF-8; a handoff is UTF-8 JSON: save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)`;
    expect(problemLines(parseHandoff(utf16(json, 'le', true)))).toEqual([says('little-endian')]);
    expect(problemLines(parseHandoff(utf16(json, 'be', true)))).toEqual([says('big-endian')]);
    expect(problemLines(parseHandoff(utf16(json, 'le', false)))).toEqual([says('little-endian')]);
    expect(problemLines(parseHandoff(utf16(json, 'be', false)))).toEqual([says('big-endian')]);
  });

  it('refuses a NUL byte', () => {
    const bytes = new Uint8Array([...encode('{"version":1,\n"summary":"a'), 0, ...encode('"}')]);
    expect(problemLines(parseHandoff(bytes))).toEqual([
      '$: contains a NUL byte at line 2, column 13; a handoff is JSON text, which never holds one',
    ]);
  });

  it('refuses a NUL character written as an escape, and half of a surrogate pair; keeps a whole pair', () => {
    expect(problemLines(parseHandoff(encode('{"version":1,"summary":"a\\u0000b"}')))).toEqual([
      '$.summary: at line 1, column 26: the escape \\u0000 is a NUL character, which a handoff never holds',
    ]);
    expect(problemLines(parseHandoff(encode('{"version":1,"data":{"k\\u0000":"v"}}')))).toEqual([
      '$.data: at line 1, column 24: the escape \\u0000 is a NUL character, which a handoff never holds',
    ]);
    for (const lone of ['\\ud83d', '\\ude00', '\\ud83dx', '\\ud83d\\u0041']) {
      expect(problemLines(parseHandoff(encode(`{"version":1,"summary":"x${lone}"}`))), lone).toEqual([
        `$.summary: at line 1, column 26: the escape ${lone.slice(0, 6)} is half of a surrogate pair, without its other half; it is not text`,
      ]);
    }
    const pair = parseHandoff(encode('{"version":1,"summary":"ok \\ud83d\\ude00"}'));
    expect(pair.kind).toBe('valid');
    expect(pair.kind === 'valid' && pair.handoff.summary).toBe('ok \u{1F600}');
  });

  it('strips a byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...json(minimal)]);
    expect(valid(parseHandoff(bytes)).handoff.summary).toBe('Found the bug.');
    expect(valid(parseHandoffText(`\ufeff${JSON.stringify(minimal)}`)).handoff.summary).toBe(
      'Found the bug.',
    );
  });
});

describe('parseHandoff: keys', () => {
  it('refuses duplicate keys at any depth, naming both places', () => {
    const text =
      '{"version":1,\n"summary":"first",\n"summary":"second",\n"next":{"stage":"fix","stage":"deploy"}}';
    expect(problemLines(parseHandoff(encode(text)))).toEqual([
      '$.summary: duplicate key (first at line 2, column 1, again at line 3, column 1); a key may appear only once',
      '$.next.stage: duplicate key (first at line 4, column 9, again at line 4, column 23); a key may appear only once',
    ]);
  });

  it('sees a duplicate key written with escapes', () => {
    const text = '{"version":1,"summary":"a","\\u0073ummary":"b"}';
    expect(problemLines(parseHandoff(encode(text)))).toEqual([
      '$.summary: duplicate key (first at line 1, column 14, again at line 1, column 28); a key may appear only once',
    ]);
  });

  it('refuses __proto__, constructor and prototype keys anywhere, once each', () => {
    const text =
      '{"version":1,"summary":"x","__proto__":{"polluted":true},"data":{"constructor":"x"},"artifacts":[{"path":"a","prototype":1}]}';
    expect(problemLines(parseHandoff(encode(text)))).toEqual([
      '$.__proto__: key `__proto__` is not allowed anywhere in a handoff (line 1, column 28)',
      '$.data.constructor: key `constructor` is not allowed anywhere in a handoff (line 1, column 66)',
      '$.artifacts[0].prototype: key `prototype` is not allowed anywhere in a handoff (line 1, column 110)',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses __proto__ spelt with escapes', () => {
    const text = '{"version":1,"summary":"x","\\u005f_proto__":{}}';
    expect(problemLines(parseHandoff(encode(text)))).toEqual([
      '$.__proto__: key `__proto__` is not allowed anywhere in a handoff (line 1, column 28)',
    ]);
  });

  it('refuses an unknown top-level field with a did-you-mean', () => {
    expect(problemLines(parseHandoff(json({ version: 1, sumary: 'x' })))).toEqual([
      '$.summary: required',
      '$.sumary: unknown field; did you mean `summary`?',
    ]);
  });

  it('lists the known fields when no name is close', () => {
    expect(problemLines(parseHandoff(json({ ...minimal, confidence: 0.9 })))).toEqual([
      '$.confidence: unknown field; known fields: version, status, summary, detail, data, next, expectations, failure, artifacts',
    ]);
  });

  it('refuses unknown nested fields with a did-you-mean of that object', () => {
    const handoff = {
      ...minimal,
      next: { stage: 'fix', reasn: 'x' },
      artifacts: [{ path: 'a.txt', descripton: 'y' }],
    };
    expect(problemLines(parseHandoff(json(handoff)))).toEqual([
      '$.next.reasn: unknown field; did you mean `reason`?',
      '$.artifacts[0].descripton: unknown field; did you mean `description`?',
    ]);
  });
});

describe('parseHandoff: the schema', () => {
  it('refuses a wrong status', () => {
    expect(problemLines(parseHandoff(json({ ...minimal, status: 'done' })))).toEqual([
      '$.status: must be one of success, partial, blocked, failure',
    ]);
  });

  it('refuses a summary of 4097 bytes made of multi-byte characters, and accepts 4096', () => {
    // "é" is 2 bytes in UTF-8: 2048 of them are 4096 bytes but only 2048 characters.
    expect(problemLines(parseHandoff(json({ ...minimal, summary: `${'é'.repeat(2048)}a` })))).toEqual([
      '$.summary: must be at most 4096 UTF-8 bytes, is 4097',
    ]);
    expect(valid(parseHandoff(json({ ...minimal, summary: 'é'.repeat(2048) }))).handoff.summary).toHaveLength(
      2048,
    );
    // 4-byte characters (2 UTF-16 code units each): 1024 of them are exactly the limit.
    valid(parseHandoff(json({ ...minimal, summary: '🎉'.repeat(1024) })));
    expect(problemLines(parseHandoff(json({ ...minimal, summary: `${'🎉'.repeat(1024)}.` })))).toEqual([
      '$.summary: must be at most 4096 UTF-8 bytes, is 4097',
    ]);
  });

  it('refuses an empty or missing summary and a missing version', () => {
    expect(problemLines(parseHandoff(json({ version: 1, summary: '' })))).toEqual([
      '$.summary: must not be empty',
    ]);
    expect(problemLines(parseHandoff(json({})))).toEqual(['$.version: required', '$.summary: required']);
    expect(problemLines(parseHandoff(json({ version: '1', summary: 'x' })))).toEqual([
      '$.version: must be 1',
    ]);
    expect(problemLines(parseHandoff(json({ version: 1, summary: 42 })))).toEqual([
      '$.summary: must be a string, got a number',
    ]);
  });

  it('refuses version 2 with the message of DESIGN §2, and nothing else', () => {
    expect(problemLines(parseHandoff(json({ version: 2, summary: 'x', confidence: 1 })))).toEqual([
      '$.version: handoff version 2 is newer than this baton reads (1)',
    ]);
  });

  it('refuses nested data values', () => {
    const handoff = { ...minimal, data: { location: { file: 'a.ts' }, lines: [3, 4], nothing: null } };
    const message =
      'must be a string, number or boolean; nested objects, arrays and null are refused (data is a flat map: put a structure in one value as JSON text, or in detail)';
    expect(problemLines(parseHandoff(json(handoff)))).toEqual([
      `$.data.location: ${message}`,
      `$.data.lines: ${message}`,
      `$.data.nothing: ${message}`,
    ]);
  });

  it('never repeats a key longer than 64 characters in a path, not even its beginning', () => {
    // A long secret pasted as a key must not reach a log or record, whole or cut (a cut prefix could not
    // be matched by redaction later).
    const key = `${'Ab3'.repeat(30)}Z`;
    const lines = problemLines(parseHandoff(json({ ...minimal, data: { [key]: 'v' } })));
    expect(lines).toEqual([
      `$.data[<key of ${key.length} characters>]: key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)`,
    ]);
    expect(lines.join('\n')).not.toContain(key.slice(0, 12));
  });

  it('refuses a data key containing a newline or =', () => {
    const message =
      'key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)';
    expect(
      problemLines(parseHandoff(json({ ...minimal, data: { 'a\nb': 'x', 'FOO=bar': 'y', 'my-key': 'z' } }))),
    ).toEqual([`$.data["a\\nb"]: ${message}`, `$.data["FOO=bar"]: ${message}`]);
  });

  it('turns numbers and booleans in data into strings, numbers exactly as written', () => {
    const text =
      '{"version":1,"summary":"x","data":{"id":12345678901234567890,"ratio":1.50,"ok":true,"no":false,"s":"s"}}';
    expect(valid(parseHandoff(encode(text))).handoff.data).toEqual({
      id: '12345678901234567890',
      ratio: '1.50',
      ok: 'true',
      no: 'false',
      s: 's',
    });
  });

  it('refuses more than 64 data keys and more than 65536 data bytes, saying how many', () => {
    const many = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, 'v']));
    expect(problemLines(parseHandoff(json({ ...minimal, data: many })))).toEqual([
      '$.data: must have at most 64 keys, has 65',
    ]);
    const heavy = { a: 'x'.repeat(40_000), b: 'y'.repeat(30_000) };
    expect(problemLines(parseHandoff(json({ ...minimal, data: heavy })))).toEqual([
      '$.data: keys and values must total at most 65536 UTF-8 bytes, total 70002',
    ]);
  });

  it('refuses artifact paths outside the workspace and too many entries', () => {
    const handoff = {
      ...minimal,
      artifacts: [{ path: '../secrets' }, { path: '/etc/passwd' }, { path: 'ok/file.txt' }],
      expectations: { deliverables: Array.from({ length: 101 }, () => 'x') },
    };
    expect(problemLines(parseHandoff(json(handoff)))).toEqual([
      '$.expectations.deliverables: must have at most 100 entries, has 101',
      '$.artifacts[0].path: must stay inside the workspace (no .. segment)',
      '$.artifacts[1].path: must be relative to the workspace',
    ]);
  });

  it('reports every problem at once', () => {
    const handoff = {
      version: 1,
      status: 'done',
      summary: 'é'.repeat(2049),
      data: { location: { line: 3 } },
    };
    expect(problemLines(parseHandoff(json(handoff)))).toEqual([
      '$.status: must be one of success, partial, blocked, failure',
      '$.summary: must be at most 4096 UTF-8 bytes, is 4098',
      '$.data.location: must be a string, number or boolean; nested objects, arrays and null are refused (data is a flat map: put a structure in one value as JSON text, or in detail)',
    ]);
  });

  it('reports key problems and schema problems together', () => {
    const text = '{"version":1,"summary":"x","summary":"y","status":"done"}';
    expect(problemLines(parseHandoff(encode(text)))).toEqual([
      '$.summary: duplicate key (first at line 1, column 14, again at line 1, column 28); a key may appear only once',
      '$.status: must be one of success, partial, blocked, failure',
    ]);
  });

  it('caps the list of problems at 100', () => {
    const data = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`k${i}`, [i]]));
    const lines = problemLines(parseHandoff(json({ ...minimal, data })));
    expect(lines).toHaveLength(101);
    expect(lines[100]).toMatch(/^\$: \d+ more problems not shown$/);
  });
});

describe('parseHandoff: valid handoffs', () => {
  it('normalises a minimal handoff: status defaults to success', () => {
    expect(valid(parseHandoff(json(minimal)))).toEqual({
      kind: 'valid',
      handoff: { version: 1, status: 'success', summary: 'Found the bug.' },
      warnings: [],
    });
  });

  it('accepts the example that uses every field', () => {
    const bytes = readFileSync(new URL('../../examples/handoffs/investigate.json', import.meta.url));
    const { handoff, warnings } = valid(parseHandoff(bytes));
    expect(Object.keys(handoff).sort()).toEqual(
      [
        'artifacts',
        'data',
        'detail',
        'expectations',
        'failure',
        'next',
        'status',
        'summary',
        'version',
      ].sort(),
    );
    expect(handoff.data).toMatchObject({ line: '4', reproducible: 'true' });
    expect(warnings).toEqual([]);
  });

  it('warns, without refusing, when status is blocked or failure and failure is missing', () => {
    for (const status of ['blocked', 'failure'] as const) {
      expect(valid(parseHandoff(json({ ...minimal, status }))).warnings).toEqual([
        {
          code: 'handoff-failure-missing',
          severity: 'warning',
          path: '$.failure',
          message: `missing while status is ${status}; say why in failure.reason`,
        },
      ]);
    }
    expect(
      valid(parseHandoff(json({ ...minimal, status: 'blocked', failure: { reason: 'no access' } }))).warnings,
    ).toEqual([]);
  });
});

describe('parseHandoffText', () => {
  it('applies the same rules to text', () => {
    expect(problemLines(parseHandoffText('[]'))).toEqual(['$: must be a JSON object, got an array']);
    expect(problemLines(parseHandoffText(`{"version":1,"summary":"${'é'.repeat(140_000)}"}`))).toEqual([
      '$: is 280026 bytes; a handoff may be at most 262144 bytes (256 KiB)',
    ]);
    expect(problemLines(parseHandoffText('{"version":1,"summary":"a\u0000"}'))).toEqual([
      '$: contains a NUL byte at line 1, column 26; a handoff is JSON text, which never holds one',
    ]);
    expect(valid(parseHandoffText(JSON.stringify(minimal))).handoff.summary).toBe('Found the bug.');
  });
});

describe('parseHandoff and parseHandoffText called with the wrong type (a JavaScript caller)', () => {
  const thrown = (call: () => unknown) => {
    try {
      call();
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it.each([
    [
      'parseHandoffText(null)',
      () => parseHandoffText(null as never),
      'parseHandoffText: takes the handoff as a string, not null',
    ],
    [
      'parseHandoffText(a Buffer)',
      () => parseHandoffText(Buffer.from('{}') as never),
      'parseHandoffText: takes the handoff as a string, not a Uint8Array: for bytes, call parseHandoff',
    ],
    [
      'parseHandoff(a string)',
      () => parseHandoff('{"version":1}' as never),
      "parseHandoff: takes the handoff file's bytes (a Uint8Array or Buffer), not a string: for text, call parseHandoffText",
    ],
    [
      'parseHandoff(undefined)',
      () => parseHandoff(undefined as never),
      "parseHandoff: takes the handoff file's bytes (a Uint8Array or Buffer), not undefined",
    ],
  ])('%s: a usage error naming the argument', (_, call, message) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('usage');
    expect(formatError(error)).toBe(message);
  });
});
