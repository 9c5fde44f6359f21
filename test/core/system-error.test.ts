import { describe, expect, it } from 'vitest';
import { formatError, UserError } from '../../src/core/errors.js';
import { systemLimitHint, withSystemHint } from '../../src/core/system-error.js';

/** An error as Node gives one for a failed system call: its message, `code` and `syscall`. */
function systemError(code: string, syscall: string, message = `${code}: failed, ${syscall}`): Error {
  return Object.assign(new Error(message), { code, syscall, errno: -1 });
}

const FEWER_JOBS = 'run fewer jobs at once with -j N';

describe('systemLimitHint: what the machine ran out of, from the error code', () => {
  it('says a full disk, a quota and the file size limit as a failed write does', () => {
    expect(systemLimitHint(systemError('ENOSPC', 'write'))).toBe('the disk is full');
    expect(systemLimitHint(systemError('EDQUOT', 'write'))).toBe('over the disk quota');
    expect(systemLimitHint(systemError('EFBIG', 'write'))).toBe('over the file size limit: see ulimit -f');
  });

  it('says too many open files with the limit to raise, and with fewer jobs where the caller can run fewer', () => {
    expect(systemLimitHint(systemError('EMFILE', 'open'))).toBe('too many open files: see ulimit -n');
    expect(systemLimitHint(systemError('EMFILE', 'open'), FEWER_JOBS)).toBe(
      'too many open files: raise ulimit -n, or run fewer jobs at once with -j N',
    );
    expect(systemLimitHint(systemError('ENFILE', 'open'), FEWER_JOBS)).toBe(
      "too many files open on the whole system: raise the system's limit (fs.file-max on Linux), or run fewer jobs at once with -j N",
    );
  });

  it('says the process limit for a command that could not start (EAGAIN from spawn), not for EAGAIN elsewhere', () => {
    expect(systemLimitHint(systemError('EAGAIN', 'spawn bash'))).toBe('too many processes: see ulimit -u');
    expect(systemLimitHint(systemError('EAGAIN', 'spawnSync git'), FEWER_JOBS)).toBe(
      'too many processes: raise ulimit -u, or run fewer jobs at once with -j N',
    );
    // A read of a non-blocking file with nothing in it yet: no limit was met.
    expect(systemLimitHint(systemError('EAGAIN', 'read'))).toBeNull();
  });

  it('gives nothing for any other error: a missing file, a refusal, a bug, something that is no error', () => {
    expect(systemLimitHint(systemError('ENOENT', 'open'))).toBeNull();
    expect(systemLimitHint(systemError('EACCES', 'open'))).toBeNull();
    expect(systemLimitHint(new TypeError("Cannot read properties of undefined (reading 'on')"))).toBeNull();
    expect(systemLimitHint('EMFILE')).toBeNull();
    expect(systemLimitHint(null)).toBeNull();
    expect(systemLimitHint({ code: 42 })).toBeNull();
  });
});

describe('withSystemHint and formatError', () => {
  it("put the hint after the system's own message", () => {
    const error = systemError('EMFILE', 'open', "EMFILE: too many open files, open '/tmp/x/output'");
    expect(withSystemHint(error, FEWER_JOBS)).toBe(
      "EMFILE: too many open files, open '/tmp/x/output' (too many open files: raise ulimit -n, or run fewer jobs at once with -j N)",
    );
    expect(withSystemHint(new Error('boom'))).toBe('boom');
  });

  it("say a system's error an entry point prints with what is in the way (baton: …, an action's failure)", () => {
    expect(formatError(systemError('ENOSPC', 'write', 'ENOSPC: no space left on device, write'))).toBe(
      'ENOSPC: no space left on device, write (the disk is full)',
    );
    expect(formatError(systemError('EMFILE', 'open', "EMFILE: too many open files, open 'a.js'"))).toBe(
      "EMFILE: too many open files, open 'a.js' (too many open files: see ulimit -n)",
    );
    // A UserError says what it says: its message was made for the person already.
    expect(formatError(new UserError('x', 'could not be written: ENOSPC', { where: 'f' }))).toBe(
      'f: could not be written: ENOSPC',
    );
    expect(formatError(new Error('boom'))).toBe('boom');
  });
});
