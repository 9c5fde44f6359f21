import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
/**
 * A step's process as ShellRunner drives it: `pid` once started (a `spawn` event when it was not known at
 * once), its stdout and stderr, and `error` (it could not start), `exit` and `close` as a ChildProcess
 * emits them.
 */
export interface StartedStep extends EventEmitter {
    readonly pid?: number | undefined;
    readonly stdout: Readable;
    readonly stderr: Readable;
}
/**
 * Starts `file` with `args` in `cwd` with exactly `env`, stdin from /dev/null, stdout and stderr piped, in a
 * process group of its own (so a stop reaches everything it starts).
 */
export type StartStep = (file: string, args: string[], options: {
    cwd: string;
    env: NodeJS.ProcessEnv;
}) => StartedStep;
/** The step started by baton's own process. */
export declare const startDirectly: StartStep;
/**
 * Starts steps from a small long-lived Node process (STARTER_SOURCE), so that the cost of starting one does
 * not grow with baton's own memory. The starter is begun when this is made, and while it cannot be begun, or
 * after it ended, steps are started directly. `close` ends it; its end is awaited so that no process of
 * baton's outlives the run.
 */
export declare class StepStarter {
    #private;
    /**
     * @param execPath the Node that runs the starter: this process's by default, where that is Node (not
     *   Electron, Bun or Deno, whose `-e` and IPC differ); elsewhere steps are started directly.
     */
    constructor(execPath?: string | null);
    /** The starter's process id; undefined when it could not be begun. */
    get pid(): number | undefined;
    /** Starts a step (StartStep). */
    readonly start: StartStep;
    /** Ends the starter (baton calls it once no step runs through it any more) and waits until it has. */
    close(): Promise<void>;
}
