import { UserError } from '../../core/errors.js';
/**
 * A file named on the command line that cannot be read, as a usage error (exit 2) naming the file and why,
 * with none of its contents: `nope.yml: no such file`, `examples: is a directory`. Every command that reads
 * a file it was given (`lint`, `validate --log`, `render`, `run`, `replay`) says it this way. `what` names
 * the file's part when a command reads several (`x.json: event file: no such file`).
 */
export declare function unreadableFile(file: string, error: unknown, what?: string): UserError;
/** Why a file could not be read, in words (`no such file`, `is a directory`, `permission denied`). */
export declare function whyUnreadable(error: unknown): string;
