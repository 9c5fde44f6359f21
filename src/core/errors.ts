import { withSystemHint } from './system-error.js';

/**
 * One failure path (STYLE #5): inner code throws these, and only the entry points (`src/action/*\/main.ts`,
 * `src/cli/main.ts`) catch them, print them and set the exit code.
 */

/** Base of every error baton throws on purpose. */
export class BatonError extends Error {
  // Written out: the bundles are minified, and a class's own name would be a letter there.
  override name = 'BatonError';
}

/**
 * Something the user can fix: bad input, bad handoff, bad workflow. `code` is stable and machine-readable;
 * `where` names the offending file:line:col, JSON path, input or stage.
 */
export class UserError extends BatonError {
  override name = 'UserError';
  readonly code: string;
  readonly where: string | undefined;
  readonly details: readonly string[];
  constructor(
    code: string,
    message: string,
    options: { where?: string; details?: readonly string[]; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.where = options.where;
    this.details = options.details ?? [];
    // What Node prints of an error nobody caught (a library caller's) is its stack: its head says what baton
    // would (`UserError: nope.yml: no such file`, then each detail), not the message without its place.
    if (this.where !== undefined || this.details.length > 0) {
      const stack = this.stack;
      const head = message === '' ? this.name : `${this.name}: ${message}`;
      if (typeof stack === 'string' && stack.startsWith(head))
        this.stack = `${this.name}: ${formatError(this)}${stack.slice(head.length)}`;
    }
  }
}

/** A bug or an environment failure baton did not expect. */
export class SystemError extends BatonError {
  override name = 'SystemError';
}

// The classes' own names, which minifying takes too: `console.log(error)` printed `a [UserError]: …`.
for (const [type, name] of [
  [BatonError, 'BatonError'],
  [UserError, 'UserError'],
  [SystemError, 'SystemError'],
] as const) {
  Object.defineProperty(type, 'name', { value: name });
}

/**
 * Message for a user: `where: message` plus one indented line per detail. Any other error is its message,
 * and, when it is the system's saying the machine ran out of something, what is in the way (`… (the disk is
 * full)`, see system-error.ts).
 */
export function formatError(error: unknown): string {
  if (error instanceof UserError) {
    const head = error.where ? `${error.where}: ${error.message}` : error.message;
    return [head, ...error.details.map((d) => `  ${d}`)].join('\n');
  }
  return withSystemHint(error);
}

/**
 * The lines of `formatError(error)`, its details unindented: to be said as details of another error. A
 * formatted error (a string, as formatError gave it) gives its own lines so.
 */
export function errorLines(error: unknown): string[] {
  return formatError(error)
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''));
}

/** Exhaustiveness check for unions (STYLE #7). */
export function assertNever(value: never, what = 'value'): never {
  throw new SystemError(`unexpected ${what}: ${JSON.stringify(value)}`);
}
