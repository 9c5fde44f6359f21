import { UserError } from '../../core/errors.js';

/**
 * A file named on the command line that cannot be read, as a usage error (exit 2) naming the file and why,
 * with none of its contents: `nope.yml: no such file`, `examples: is a directory`. Every command that reads
 * a file it was given (`lint`, `validate --log`, `render`, `run`, `replay`) says it this way. `what` names
 * the file's part when a command reads several (`x.json: event file: no such file`).
 */
export function unreadableFile(file: string, error: unknown, what?: string): UserError {
  const reason = whyUnreadable(error);
  return new UserError('usage', what === undefined ? reason : `${what}: ${reason}`, {
    where: file,
    cause: error,
  });
}

/** Why a file could not be read, in words (`no such file`, `is a directory`, `permission denied`). */
export function whyUnreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOENT'
    ? 'no such file'
    : code === 'EISDIR'
      ? 'is a directory'
      : code === 'EACCES' || code === 'EPERM'
        ? 'permission denied'
        : `cannot be read (${code ?? (error instanceof Error ? error.message : String(error))})`;
}
