import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BASE_ENV, type StageHarness, stageHarness } from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

/** A word that appears in the bad handoffs below, so a test can prove none of their text was stored. */
const MARK = 'BADMARK';
const utf8 = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => utf8(JSON.stringify(value));
/** 7 + 1362 × 3 + 2 × 2 = 4097 UTF-8 bytes, in far fewer characters. */
const LONG_SUMMARY = `${MARK}${'€'.repeat(1362)}éé`;

const REGULAR = 'a handoff must be a regular file (links are never followed)';
const DATA_KEY =
  'key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)';
const THREE_HUNDRED_KIB = json({ version: 1, summary: MARK, detail: 'x'.repeat(300 * 1024) });

/**
 * Issue 2's list of handoffs to refuse, as the bytes an agent writes (or how it writes them), each with
 * the exact `<json-path>: <message>` lines the record must keep: those and nothing else.
 */
const CASES: Array<{ name: string; bytes?: Uint8Array; script?: string; problems: string[] }> = [
  { name: 'an empty file', bytes: utf8(''), problems: ['$: is empty; a handoff is one JSON object'] },
  { name: 'null', bytes: utf8('null'), problems: ['$: must be a JSON object, got null'] },
  { name: '[]', bytes: utf8('[]'), problems: ['$: must be a JSON object, got an array'] },
  { name: 'a bare string', bytes: utf8(`"${MARK}"`), problems: ['$: must be a JSON object, got a string'] },
  {
    name: '300 KiB',
    bytes: THREE_HUNDRED_KIB,
    problems: [`$: is ${THREE_HUNDRED_KIB.length} bytes; a handoff may be at most 262144 bytes (256 KiB)`],
  },
  {
    name: '10,000-deep nesting',
    bytes: utf8(`{"version":1,"summary":"${MARK}","data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
    problems: [`$.data${'[0]'.repeat(31)}: nested deeper than 32 levels`],
  },
  {
    name: 'duplicate keys',
    bytes: utf8(`{"version":1,"summary":"${MARK}","summary":"other"}`),
    problems: [
      '$.summary: duplicate key (first at line 1, column 14, again at line 1, column 34); a key may appear only once',
    ],
  },
  {
    name: '__proto__',
    bytes: utf8(`{"version":1,"summary":"${MARK}","data":{"__proto__":"x"}}`),
    problems: ['$.data.__proto__: key `__proto__` is not allowed anywhere in a handoff (line 1, column 42)'],
  },
  {
    name: 'invalid UTF-8',
    bytes: new Uint8Array([...utf8(`{"version":1,"summary":"${MARK} `), 0xff, 0xfe, ...utf8('"}')]),
    problems: ['$: is not valid UTF-8 (byte 0xff at offset 32); a handoff is UTF-8 JSON'],
  },
  {
    name: 'a NUL byte',
    bytes: new Uint8Array([...utf8(`{"version":1,"summary":"${MARK}`), 0, ...utf8('"}')]),
    problems: ['$: contains a NUL byte at line 1, column 32; a handoff is JSON text, which never holds one'],
  },
  {
    name: 'a symlink to a readable file',
    script: 'ln -s "$GOOD" "$BATON_HANDOFF_PATH"',
    problems: [`$: is a symbolic link; ${REGULAR}`],
  },
  {
    name: 'a FIFO',
    script: 'mkfifo "$BATON_HANDOFF_PATH"',
    problems: [`$: is a FIFO (named pipe); ${REGULAR}`],
  },
  {
    name: '`sumary`',
    bytes: json({ version: 1, sumary: MARK }),
    problems: ['$.summary: required', '$.sumary: unknown field; did you mean `summary`?'],
  },
  {
    name: 'a wrong status',
    bytes: json({ version: 1, status: 'done', summary: MARK }),
    problems: ['$.status: must be one of success, partial, blocked, failure'],
  },
  {
    name: 'a 4097-byte summary of multi-byte characters',
    bytes: json({ version: 1, summary: LONG_SUMMARY }),
    problems: ['$.summary: must be at most 4096 UTF-8 bytes, is 4097'],
  },
  {
    name: 'nested data',
    bytes: json({ version: 1, summary: MARK, data: { a: { b: 'c' } } }),
    problems: [
      '$.data.a: must be a string, number or boolean; nested objects, arrays and null are refused (data is a flat map: put a structure in one value as JSON text, or in detail)',
    ],
  },
  {
    name: 'a data key with a newline',
    bytes: json({ version: 1, summary: MARK, data: { 'a\nb': 'c' } }),
    problems: [`$.data["a\\nb"]: ${DATA_KEY}`],
  },
  {
    name: 'a data key with =',
    bytes: json({ version: 1, summary: MARK, data: { 'a=b': 'c' } }),
    problems: [`$.data["a=b"]: ${DATA_KEY}`],
  },
  {
    name: 'version 2',
    bytes: json({ version: 2, summary: MARK }),
    problems: ['$.version: handoff version 2 is newer than this baton reads (1)'],
  },
];

describe('a refused handoff captured through the engine', () => {
  it('the long summary case is exactly 4097 bytes', () => {
    expect(utf8(LONG_SUMMARY).length).toBe(4097);
  });

  for (const testCase of CASES) {
    it(`refuses ${testCase.name}: its exact path and message recorded, handoff.json null, nothing of it stored`, async () => {
      const bad = await h.fixture('bad.json', testCase.bytes ?? new Uint8Array());
      const good = await h.fixture('good.json', JSON.stringify({ version: 1, summary: MARK }));
      const result = await h.run(
        { agent: { kind: 'command', command: testCase.script ?? 'cp "$BAD" "$BATON_HANDOFF_PATH"' } },
        { env: { ...BASE_ENV, BAD: bad, GOOD: good } },
      );

      expect(result.ok).toBe(false);
      expect(result.outcome.reason).toBe('handoff-invalid');
      const stored = await h.store.get('fix');
      expect(stored?.handoff).toBeNull();
      expect(stored?.record).toMatchObject({
        present: false,
        status: 'failure',
        digests: { handoff: null },
        outcome: { reason: 'handoff-invalid' },
      });
      // Exactly the problems of this refusal, each an error naming its JSON path and the rule broken.
      const problems = stored?.record.problems ?? [];
      expect(problems.map((p) => `${p.path}: ${p.message}`)).toEqual(testCase.problems);
      expect(problems.every((p) => p.code === 'handoff-invalid' && p.severity === 'error')).toBe(true);

      // Exactly the attempt's four files, handoff.json holding null; no text of the bad handoff anywhere.
      const files = await h.storedFiles();
      expect(files.map((f) => f.path)).toEqual([
        'fix/agent.log',
        'fix/handoff.json',
        'fix/prompt.md',
        'fix/record.json',
      ]);
      expect(files.find((f) => f.path === 'fix/handoff.json')?.text.trim()).toBe('null');
      expect(files.filter((f) => f.text.includes(MARK))).toEqual([]);
      expect(await readdir(h.runDir)).toEqual(['fix']);
      expect(result.outputs).toMatchObject({ present: 'false', data: '{}', sha256: '', next: '' });
    });
  }

  it('the runner temp dir holds no file outside the attempt directory', async () => {
    await h.run({ agent: { kind: 'command', command: 'true' } });
    const entries = await readdir(h.tempDir);
    expect(entries.every((e) => e.startsWith('baton-fix-1-'))).toBe(true);
    expect(await readdir(join(h.tempDir, entries[0]!))).toEqual(['prompt.md']);
  });
});

describe('the one-line message of a refused handoff (the step’s error annotation)', () => {
  it('never cuts the problem that says how to fix a misspelt field: those saying "did you mean" come first', async () => {
    const bytes = await readFile(
      new URL('../../../examples/handoffs/invalid-several-problems.json', import.meta.url),
    );
    const bad = await h.fixture('bad.json', bytes);
    const result = await h.run(
      { agent: { kind: 'command', command: 'cp "$BAD" "$BATON_HANDOFF_PATH"' } },
      { env: { ...BASE_ENV, BAD: bad } },
    );
    expect(result.outcome.reason).toBe('handoff-invalid');
    expect(result.outcome.message).toBe(
      'the handoff was refused (4 problems): $.sumary: unknown field; did you mean `summary`?; $.status: must be one of success, partial, blocked, failure; $.summary: required; and 1 more',
    );
    // The record keeps every problem, in the order the handoff holds them, as the job summary lists them.
    const stored = await h.store.get('fix');
    expect(stored?.record.problems.map((p) => p.path)).toEqual([
      '$.status',
      '$.summary',
      '$.data.location',
      '$.sumary',
    ]);
  });
});
