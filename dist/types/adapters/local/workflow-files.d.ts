import { UserError } from '../../core/errors.js';
/**
 * The workflow files of a project, as paths relative to it (`.github/workflows/fix.yml`), sorted; none
 * when it has no `.github/workflows`. For the hints of `baton run` given no file, or one that is not there.
 * A name with a control or invisible character is left out: the names are the repository's, and printed.
 */
export declare function workflowFiles(projectDir: string): string[];
/**
 * The workflow file a path that is not there most likely meant: one of the project's workflow files with
 * its name (`baton run pipe.yml` for `.github/workflows/pipe.yml`), else with a name close to it.
 */
export declare function meantWorkflowFile(projectDir: string, path: string): string | undefined;
/**
 * Whether a workflow file of the project is only ever called by another (`on: workflow_call` alone, as
 * baton's reusable stage workflow): not the one to suggest running first. False when it cannot be read.
 */
export declare function onlyCalled(projectDir: string, file: string): boolean;
/**
 * A workflow file that cannot be read, said as every command says a file it was given; one that is not
 * there with the project's workflow file it most likely meant (`baton run pipe.yml`: did you mean
 * .github/workflows/pipe.yml?).
 */
export declare function unreadableWorkflow(cwd: string, path: string, error: unknown): UserError;
/**
 * A workflow file named on the command line (`baton run <file>`, `lint`, `render --workflow`, a replay's): a
 * regular file or a pipe (`<(command)`, a FIFO), at most `LIMITS.workflowFileBytes`, as UTF-8 text. A pipe is
 * waited for until its writer closes it or `signal` aborts, which rejects with `signal.reason`. A directory
 * (`is a directory`, as before), a device (`/dev/zero` would never end) or a file too large is a usage error
 * naming `file` and what to give instead; any other error reading it is `unreadable(error)` (by default said as
 * `unreadableWorkflow` says it: `nope.yml: no such file`, with the file most likely meant).
 */
export declare function readWorkflowFile(cwd: string, file: string, options?: {
    signal?: AbortSignal;
    unreadable?: (error: unknown) => UserError;
}): Promise<string>;
