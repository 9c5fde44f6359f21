import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unwrittenFiles, unwrittenLine } from '../../../src/adapters/local/write-failure.js';

/** The errors a write fails with, as the system gives them (code and message). */
const error = (code: string, message: string) => Object.assign(new Error(`${code}: ${message}`), { code });
const FULL = error('ENOSPC', 'no space left on device, write');
const LIMIT = error('EFBIG', 'file too large, write');

const DIR = join('/', 'p', '.baton', 'runs', '20261126-2303-nnnj');
const log = (leg: string, cause: Error) => ({
  name: `job-${leg}.log`,
  what: `the job log of ${leg}`,
  kind: 'the job logs',
  error: cause,
});

describe('unwrittenFiles', () => {
  it('names every file a cause cut, in one line per cause, in the order they failed', () => {
    expect(
      unwrittenFiles(DIR, [
        log('a', FULL),
        log('b', LIMIT),
        { name: 'summary.md', what: 'the step summaries', kind: 'the step summaries', error: FULL },
        log('c, d', FULL),
      ]),
    ).toEqual([
      `${join(DIR, 'job-a.log')}, summary.md, job-c, d.log: the job logs and the step summaries could not be written: ENOSPC: no space left on device, write (the disk is full); what came after is not in them`,
      `${join(DIR, 'job-b.log')}: the job log of b could not be written: EFBIG: file too large, write (over the file size limit: see ulimit -f); what came after is not in it`,
    ]);
  });
});

describe('unwrittenLine', () => {
  const reason = [
    `${join(DIR, 'b')}: the record of stage b attempt 1 (job b) could not be written: ENOSPC: no space left on device, write (the disk is full)`,
    '  nothing of it was kept, and no later record of this run is stored',
    ...unwrittenFiles(DIR, [log('a', FULL), log('b', LIMIT), log('c, d', FULL), log('e', FULL)]),
  ].join('\n');

  it('finds the line that says a file of the run could not be written, alone or among others', () => {
    expect(unwrittenLine(reason, join(DIR, 'job-b.log'))).toMatch(
      /^\/\S+\/job-b\.log: the job log of b could not/,
    );
    for (const leg of ['a', 'c, d', 'e'])
      expect(unwrittenLine(reason, join(DIR, `job-${leg}.log`))).toMatch(
        /^\/\S+\/job-a\.log, job-c, d\.log, job-e\.log: /,
      );
  });

  it('finds it in a run moved since, by its id; and nothing for a file it does not name', () => {
    const moved = join('/', 'elsewhere', '.baton', 'runs', '20261126-2303-nnnj', 'job-e.log');
    expect(unwrittenLine(reason, moved)).toMatch(/, job-e\.log: the job logs could not be written/);
    expect(unwrittenLine(reason, join(DIR, 'job-d.log'))).toBeNull();
    expect(unwrittenLine(reason, join(DIR, 'job-c.log'))).toBeNull();
    expect(unwrittenLine(reason, join(DIR, 'jobs.json'))).toBeNull();
    expect(unwrittenLine(undefined, join(DIR, 'job-a.log'))).toBeNull();
  });
});
