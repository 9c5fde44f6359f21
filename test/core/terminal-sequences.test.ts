import { describe, expect, it } from 'vitest';
import { lastState } from '../../src/core/terminal-sequences.js';
import { callInWorker } from '../support/call-in-worker.js';

const MODULE = new URL('../../src/core/terminal-sequences.ts', import.meta.url);

describe('lastState', () => {
  it('keeps what a line shows after its last carriage return', () => {
    expect(lastState('10%\r50%\r100%')).toBe('100%');
    expect(lastState('done\r\r')).toBe('done');
    expect(lastState('plain')).toBe('plain');
  });

  it('reads a line with a long run of carriage returns in one pass', async () => {
    // In a worker, so that a pass reading the run again from each of its characters (as /\r+$/ did) fails by
    // the test's timeout instead of hanging the run. 2^19 of them: minutes that way.
    const run = '\r'.repeat(2 ** 19);
    expect(
      await callInWorker<string>(MODULE, [
        ['lastState', `${run}x`],
        ['lastState', `x${run}`],
        ['lastState', `a${run}b${run}`],
      ]),
    ).toEqual(['x', 'x', 'b']);
  });
});
