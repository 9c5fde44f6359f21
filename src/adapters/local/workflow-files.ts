import { readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { UserError } from '../../core/errors.js';
import { LIMITS, WORKFLOWS_DIR } from '../../core/names.js';
import { closest } from '../../core/suggest.js';
import { type NamedInputRead, readNamedInput, stoppedBy, tooLarge } from './read-named-input.js';
import { readRegularFileSync } from './read-regular-file.js';
import { isCode } from './record-store.js';
import { unreadableFile } from './unreadable-file.js';

/**
 * Characters no name a hint prints may hold: controls (a terminal would act on `ESC]0;…` or `ESC[2K`),
 * and invisible or direction-changing ones (a name that reads as another).
 */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Variation_Selector}\u115f\u1160\u3164\uffa0]/u;

/**
 * The workflow files of a project, as paths relative to it (`.github/workflows/fix.yml`), sorted; none
 * when it has no `.github/workflows`. For the hints of `baton run` given no file, or one that is not there.
 * A name with a control or invisible character is left out: the names are the repository's, and printed.
 */
export function workflowFiles(projectDir: string): string[] {
  try {
    return readdirSync(join(projectDir, WORKFLOWS_DIR), { withFileTypes: true })
      .filter((entry) => !entry.isDirectory() && /\.ya?ml$/.test(entry.name) && !UNPRINTABLE.test(entry.name))
      .map((entry) => `${WORKFLOWS_DIR}/${entry.name}`)
      .sort();
  } catch {
    return [];
  }
}

/**
 * The workflow file a path that is not there most likely meant: one of the project's workflow files with
 * its name (`baton run pipe.yml` for `.github/workflows/pipe.yml`), else with a name close to it.
 */
export function meantWorkflowFile(projectDir: string, path: string): string | undefined {
  const files = workflowFiles(projectDir);
  const name = basename(path);
  const same = files.find((file) => basename(file) === name);
  if (same !== undefined) return same;
  const near = closest(
    name,
    files.map((file) => basename(file)),
  );
  return near === undefined ? undefined : files.find((file) => basename(file) === near);
}

/**
 * Whether a workflow file of the project is only ever called by another (`on: workflow_call` alone, as
 * baton's reusable stage workflow): not the one to suggest running first. False when it cannot be read.
 */
export function onlyCalled(projectDir: string, file: string): boolean {
  try {
    // As the workflow is read to run: a regular file, through no link (a FIFO would block), not too large.
    const read = readRegularFileSync(join(projectDir, file), LIMITS.workflowFileBytes);
    if (read.kind !== 'file') return false;
    const text = Buffer.from(read.bytes).toString('utf8');
    const on = (parseYaml(text) as { on?: unknown } | null)?.on;
    const triggers =
      typeof on === 'string'
        ? [on]
        : Array.isArray(on)
          ? on
          : on !== null && typeof on === 'object'
            ? Object.keys(on)
            : [];
    return triggers.length > 0 && triggers.every((trigger) => trigger === 'workflow_call');
  } catch {
    return false;
  }
}

/**
 * A workflow file that cannot be read, said as every command says a file it was given; one that is not
 * there with the project's workflow file it most likely meant (`baton run pipe.yml`: did you mean
 * .github/workflows/pipe.yml?).
 */
export function unreadableWorkflow(cwd: string, path: string, error: unknown): UserError {
  const unreadable = unreadableFile(path, error);
  const meant = isCode(error, 'ENOENT') ? meantWorkflowFile(cwd, path) : undefined;
  if (meant === undefined || resolve(cwd, meant) === resolve(cwd, path)) return unreadable;
  return new UserError(unreadable.code, unreadable.message, {
    ...(unreadable.where === undefined ? {} : { where: unreadable.where }),
    details: [`did you mean ${meant}?`],
    cause: error,
  });
}

/**
 * A workflow file named on the command line (`baton run <file>`, `lint`, `render --workflow`, a replay's): a
 * regular file or a pipe (`<(command)`, a FIFO), at most `LIMITS.workflowFileBytes`, as UTF-8 text. A pipe is
 * waited for until its writer closes it or `signal` aborts, which rejects with `signal.reason`. A directory
 * (`is a directory`, as before), a device (`/dev/zero` would never end) or a file too large is a usage error
 * naming `file` and what to give instead; any other error reading it is `unreadable(error)` (by default said as
 * `unreadableWorkflow` says it: `nope.yml: no such file`, with the file most likely meant).
 */
export async function readWorkflowFile(
  cwd: string,
  file: string,
  options: { signal?: AbortSignal; unreadable?: (error: unknown) => UserError } = {},
): Promise<string> {
  const { signal, unreadable = (error: unknown) => unreadableWorkflow(cwd, file, error) } = options;
  let read: NamedInputRead;
  try {
    read = await readNamedInput(resolve(cwd, file), LIMITS.workflowFileBytes, signal);
  } catch (error) {
    if (stoppedBy(signal, error)) throw error;
    throw unreadable(error);
  }
  if (read.kind === 'read') return read.bytes.toString('utf8');
  if (read.kind === 'too-large')
    throw tooLarge(
      file,
      undefined,
      read.size,
      LIMITS.workflowFileBytes,
      'a workflow file',
      'as baton reads no larger workflow file, named or called: move long scripts and prompts into files it names',
    );
  if (read.what === 'a directory') throw new UserError('usage', 'is a directory', { where: file });
  throw new UserError(
    'usage',
    `is ${read.what}; a workflow file must be a regular file or a pipe: give the workflow file, or <(command) for a command's output`,
    { where: file },
  );
}
