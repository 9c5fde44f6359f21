import { describe, expect, it } from 'vitest';
import { boundedEach } from '../../src/core/bounded-each.js';

/** A promise to settle by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise's handlers run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('boundedEach', () => {
  it('runs at most `limit` at once, starting them in order as others end', async () => {
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const all = boundedEach(gates, 4, async (gate, index) => {
      started.push(index);
      most = Math.max(most, ++running);
      await gate.promise;
      running--;
    });
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.resolve();
    await settle();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    for (const gate of gates) gate.resolve();
    await all;
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(4);
  });

  it('starts no more after a failure, waits for those running, and throws the first failure', async () => {
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const ended: number[] = [];
    const all = boundedEach(gates, 3, async (gate, index) => {
      started.push(index);
      await gate.promise;
      ended.push(index);
    });
    let thrown: unknown;
    const done = all.catch((error: unknown) => {
      thrown = error;
    });
    await settle();
    gates[1]!.reject(new Error('download 1 failed'));
    gates[2]!.reject(new Error('download 2 failed'));
    await settle();
    // Still waiting for 0, which is running.
    expect(thrown).toBeUndefined();
    gates[0]!.resolve();
    await done;
    expect((thrown as Error).message).toBe('download 1 failed');
    expect(started).toEqual([0, 1, 2]);
    expect(ended).toEqual([0]);
  });

  it('does nothing for no items, and refuses a limit that is not a whole number from 1', async () => {
    await expect(boundedEach([], 4, async () => {})).resolves.toBeUndefined();
    await expect(boundedEach([1], 0, async () => {})).rejects.toThrow('limit 0');
  });
});
