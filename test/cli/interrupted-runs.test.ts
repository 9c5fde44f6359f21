import { describe, expect, it } from 'vitest';
import { describeLeftovers } from '../../src/cli/interrupted-runs.js';

describe('describeLeftovers: the line a command says after cleaning up a killed run', () => {
  const left = {
    run: '20261121-1305-ab12',
    tempDir: '/tmp/baton-run-20261121-1305-ab12-Xy12Zq',
    removed: true,
    stopped: [] as number[],
    running: [] as number[],
    looked: true,
    partial: 0,
  };
  const head = 'baton: run 20261121-1305-ab12 was interrupted (its baton process is gone): ';

  it('says what was stopped and removed', () => {
    expect(describeLeftovers(left)).toBe(`${head}removed its temp dir ${left.tempDir}`);
    expect(describeLeftovers({ ...left, stopped: [4242] })).toBe(
      `${head}stopped 1 process it left running (pid 4242); removed its temp dir ${left.tempDir}`,
    );
  });

  it('says how many writes cut short were removed from its records', () => {
    expect(describeLeftovers({ ...left, partial: 1 })).toBe(
      `${head}removed its temp dir ${left.tempDir}; removed a write it had not finished from its records`,
    );
    expect(describeLeftovers({ ...left, partial: 3 })).toBe(
      `${head}removed its temp dir ${left.tempDir}; removed 3 writes it had not finished from its records`,
    );
  });

  it('names what could not be stopped, and keeps the temp dir for it', () => {
    expect(describeLeftovers({ ...left, removed: false, stopped: [1, 2], running: [3] })).toBe(
      `${head}stopped 2 processes it left running (pids 1, 2); 1 process it left is still running and could not be stopped (pid 3): its temp dir ${left.tempDir} is kept until it ends`,
    );
  });

  it('says a temp dir that could not be removed, and where processes cannot be looked for', () => {
    expect(describeLeftovers({ ...left, removed: false })).toBe(
      `${head}its temp dir ${left.tempDir} could not be removed: remove it yourself`,
    );
    expect(describeLeftovers({ ...left, looked: false })).toBe(
      `${head}removed its temp dir ${left.tempDir}; processes it left running, if any, cannot be told apart on this system (no /proc): look for them with ps`,
    );
  });

  it('shows a temp dir path with control characters escaped', () => {
    expect(
      describeLeftovers({ ...left, tempDir: '/tmp/x\u001b[2J/baton-run-20261121-1305-ab12-Xy12Zq' }),
    ).not.toContain('\u001b');
  });
});
