import { describe, expect, it } from 'vitest';
import { FILE_NAME_MAX_BYTES, jobLogFile, legOfJobLogFile } from '../../src/core/names.js';

describe('jobLogFile: the file name of a leg’s job log', () => {
  it('names a leg, a called job (`/` as `~`) and reads the name back', () => {
    expect(jobLogFile('build')).toBe('job-build.log');
    expect(jobLogFile('build/compile')).toBe('job-build~compile.log');
    expect(legOfJobLogFile('job-build~compile.log')).toBe('build/compile');
    expect(legOfJobLogFile('events.jsonl')).toBeNull();
  });

  it('cuts a name longer than a file name can be to fit, with a hash of the whole leg, distinct per leg', () => {
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => letter.repeat(99)) as [string, string, string];
    const leg = `${a}/${b}/${c}`;
    const name = jobLogFile(leg);
    expect(Buffer.byteLength(name)).toBe(FILE_NAME_MAX_BYTES);
    expect(name).toMatch(/^job-a{99}~b{99}~c+\+[0-9a-f]{8}\.log$/);
    // Another leg with the same first 240 characters keeps its own log.
    expect(jobLogFile(`${a}/${b}/${c.slice(1)}d`)).not.toBe(name);
    expect(jobLogFile(leg)).toBe(name);
    // A cut name does not hold its leg: it is not read back as one.
    expect(legOfJobLogFile(name)).toBeNull();
    // The longest name that fits is kept whole.
    const fits = 'x'.repeat(FILE_NAME_MAX_BYTES - 'job-.log'.length);
    expect(jobLogFile(fits)).toBe(`job-${fits}.log`);
    expect(legOfJobLogFile(`job-${fits}.log`)).toBe(fits);
  });
});
