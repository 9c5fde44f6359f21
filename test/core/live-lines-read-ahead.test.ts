import { describe, expect, it } from 'vitest';
import { LiveLines } from '../../src/core/live-lines.js';
import { redactionMarker } from '../../src/core/names.js';
import {
  hasPrivateKeyMark,
  opensPrivateKey,
  privateKeyOpenAfter,
  redactText,
} from '../../src/core/redact.js';
import { withoutTerminalSequences } from '../../src/core/terminal-sequences.js';
import { random, randomOutput } from '../support/random-output.js';

/**
 * LiveLines reads a chunk's lines ahead, all at once, and shows as they are the lines that hold no secret
 * with the lines beside them; it redacted each line with the one before and the one after it, one line at a
 * time, before (baton ≤ b420b0f0). The contract is that per-line reading: `PerLine` below is it, as it was,
 * and LiveLines must show the same lines for every output, however it comes in chunks.
 */
interface State {
  partial: string;
  held: string | null;
  previous: string;
  inKey: boolean;
  overlong: boolean;
}

class PerLine {
  readonly #secrets: () => readonly string[];
  readonly #show: (line: string) => void;
  readonly #streams = new Map<string, State>();

  constructor(secrets: () => readonly string[], show: (line: string) => void) {
    this.#secrets = secrets;
    this.#show = show;
  }

  push(text: string, stream: 'stdout' | 'stderr' = 'stdout'): void {
    const state = this.#state(stream);
    const text2 = state.partial + text;
    const cut = text2.endsWith('\r') ? text2.length - 1 : text2.length;
    const lines = text2.slice(0, cut).split(/\r\n|\r|\n/);
    state.partial = (lines.pop() ?? '') + text2.slice(cut);
    for (const line of lines) this.#line(state, line);
    if (state.partial.length > MAX_LINE) {
      if (!state.overlong) {
        this.#release(state, state.partial.slice(0, CONTEXT));
        state.overlong = true;
      }
      state.inKey = privateKeyOpenAfter(state.partial, state.inKey);
      state.partial = state.partial.slice(-CONTEXT);
    }
  }

  flush(): void {
    for (const state of this.#streams.values()) {
      if (!state.overlong) this.#release(state, state.partial.replace(/\r$/, '').slice(0, CONTEXT));
    }
  }

  end(): void {
    for (const state of this.#streams.values()) {
      if (state.partial !== '') this.#line(state, state.partial);
      state.partial = '';
      this.#release(state, '');
    }
  }

  #state(stream: string): State {
    let state = this.#streams.get(stream);
    if (!state) {
      state = { partial: '', held: null, previous: '', inKey: false, overlong: false };
      this.#streams.set(stream, state);
    }
    return state;
  }

  #line(state: State, line: string): void {
    if (line.length > MAX_LINE && !state.overlong) {
      this.#release(state, line.slice(0, CONTEXT));
      state.overlong = true;
    }
    if (state.overlong) {
      state.overlong = false;
      state.inKey = privateKeyOpenAfter(line, state.inKey);
      state.previous = state.inKey ? '' : line.slice(-CONTEXT);
      return;
    }
    if (state.inKey && endsKeyBody(line)) state.inKey = false;
    if (state.inKey || opensPrivateKey(line)) {
      if (!state.inKey) this.#release(state, '');
      state.inKey = privateKeyOpenAfter(line, state.inKey);
      state.previous = state.inKey ? '' : line;
      return;
    }
    this.#release(state, line);
    state.held = line;
  }

  #release(state: State, next: string): void {
    const line = state.held;
    state.held = null;
    if (line === null) return;
    const redacted = redactText(`${state.previous}\n${line}\n${next}`, this.#secrets());
    const parts = redacted.text.split('\n');
    const shown =
      parts.length === 3 ? (parts[1] ?? '') : redactionMarker(redacted.redactions[0]?.kind ?? 'secret-value');
    state.previous = line;
    if (shown.trim() !== '') this.#show(shown);
  }
}

const MAX_LINE = 65536;
const CONTEXT = 4096;
const KEY_BODY_LINE = /^\s*(?:[A-Za-z0-9+/=]*|[A-Za-z][A-Za-z0-9-]*: .*)\s*$/;

function endsKeyBody(line: string): boolean {
  const plain = withoutTerminalSequences(line);
  return !hasPrivateKeyMark(line) && !hasPrivateKeyMark(plain) && !KEY_BODY_LINE.test(plain);
}

/** What a reader of one seed's output shows: the output in chunks on two streams, flushed now and then. */
function shownBy(make: typeof PerLine | typeof LiveLines, seed: number): string[] {
  const output = randomOutput(random(seed));
  const secrets = output.secrets();
  const text = output.text(5 + output.int(200));
  const shown: string[] = [];
  const reader = new make(
    () => secrets,
    (line) => {
      shown.push(line);
      // A mask added while a chunk is read, as `::add-mask::` adds one while the run goes on.
      if (line.includes('status=ok') && !secrets.includes('status=ok item')) secrets.push('status=ok item');
    },
  );
  for (const chunk of output.chunks(text, 8)) {
    reader.push(chunk, output.int(8) === 0 ? 'stderr' : 'stdout');
    if (output.int(6) === 0) reader.flush();
    if (output.int(10) === 0) secrets.push(`mask-${output.int(1000)}-registered-later`);
  }
  reader.end();
  return shown;
}

describe('LiveLines reading a chunk ahead', () => {
  it('shows what reading one line at a time shows, for 1500 seeded random outputs', () => {
    const differing: { seed: number; expected: string[]; actual: string[] }[] = [];
    let redacted = 0;
    for (let seed = 1; seed <= 1500 && differing.length < 3; seed++) {
      const expected = shownBy(PerLine, seed);
      const actual = shownBy(LiveLines, seed);
      if (JSON.stringify(actual) !== JSON.stringify(expected)) differing.push({ seed, expected, actual });
      if (expected.some((line) => line.includes('[REDACTED:'))) redacted++;
    }
    expect(differing).toEqual([]);
    // The outputs hold secrets, and lines that hold none.
    expect(redacted).toBeGreaterThan(1000);
  });
});
