import { readdir } from 'node:fs/promises';
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

/** Issue 2's list of handoffs to refuse, as the bytes an agent writes (or how it writes them). */
const CASES: Array<{ name: string; bytes?: Uint8Array; script?: string; path?: string }> = [
  { name: 'an empty file', bytes: utf8('') },
  { name: 'null', bytes: utf8('null') },
  { name: '[]', bytes: utf8('[]') },
  { name: 'a bare string', bytes: utf8(`"${MARK}"`) },
  { name: '300 KiB', bytes: json({ version: 1, summary: MARK, detail: 'x'.repeat(300 * 1024) }) },
  {
    name: '10,000-deep nesting',
    bytes: utf8(`{"version":1,"summary":"${MARK}","data":${'['.repeat(10_000)}${']'.repeat(10_000)}}`),
  },
  {
    name: 'duplicate keys',
    bytes: utf8(`{"version":1,"summary":"${MARK}","summary":"other"}`),
    path: '$.summary',
  },
  { name: '__proto__', bytes: utf8(`{"version":1,"summary":"${MARK}","data":{"__proto__":"x"}}`) },
  {
    name: 'invalid UTF-8',
    bytes: new Uint8Array([...utf8(`{"version":1,"summary":"${MARK} `), 0xff, 0xfe, ...utf8('"}')]),
  },
  {
    name: 'a NUL byte',
    bytes: new Uint8Array([...utf8(`{"version":1,"summary":"${MARK}`), 0, ...utf8('"}')]),
  },
  { name: 'a symlink to a readable file', script: 'ln -s "$GOOD" "$BATON_HANDOFF_PATH"' },
  { name: 'a FIFO', script: 'mkfifo "$BATON_HANDOFF_PATH"' },
  { name: '`sumary`', bytes: json({ version: 1, sumary: MARK }), path: '$.sumary' },
  { name: 'a wrong status', bytes: json({ version: 1, status: 'done', summary: MARK }), path: '$.status' },
  {
    name: 'a 4097-byte summary of multi-byte characters',
    bytes: json({ version: 1, summary: LONG_SUMMARY }),
    path: '$.summary',
  },
  {
    name: 'nested data',
    bytes: json({ version: 1, summary: MARK, data: { a: { b: 'c' } } }),
    path: '$.data.a',
  },
  { name: 'a data key with a newline', bytes: json({ version: 1, summary: MARK, data: { 'a\nb': 'c' } }) },
  { name: 'a data key with =', bytes: json({ version: 1, summary: MARK, data: { 'a=b': 'c' } }) },
  { name: 'version 2', bytes: json({ version: 2, summary: MARK }), path: '$.version' },
];

describe('a refused handoff captured through the engine', () => {
  it('the long summary case is exactly 4097 bytes', () => {
    expect(utf8(LONG_SUMMARY).length).toBe(4097);
  });

  for (const testCase of CASES) {
    it(`refuses ${testCase.name}: problems recorded, handoff.json null, nothing of it stored`, async () => {
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
      const errors = stored?.record.problems.filter((p) => p.severity === 'error') ?? [];
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.every((p) => p.code === 'handoff-invalid')).toBe(true);
      if (testCase.path) expect(errors.map((p) => p.path)).toContain(testCase.path);

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
