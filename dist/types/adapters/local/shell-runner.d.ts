import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';
import { type StartStep } from './step-starter.js';
import { type TempPlace } from './temp-failure.js';
/**
 * Hook around a command's output, for an edge that must frame it. The GitHub action wraps agent output in
 * `::stop-commands::<token>` … `::<token>::` so it cannot issue workflow commands: `begin` and `end` write
 * the frame, `chunk` echoes the output between them.
 */
export interface OutputHook {
    /** Called once before the process starts. */
    begin?(): void;
    /** Every chunk of output as it arrives, decoded as UTF-8 (never split inside a character). */
    chunk(text: string, stream: 'stdout' | 'stderr'): void;
    /** Called once after the process has ended (or failed to start). */
    end?(): void;
}
export interface ShellRunnerOptions {
    /** Where script files are written (RUNNER_TEMP on GitHub); the OS temp dir by default. */
    tempDir?: string;
    /**
     * Between SIGTERM and SIGKILL when a command is aborted. Default 5000 ms. A command stopped by `interrupt`
     * gets SIGINT, then SIGTERM after 1.5 times it and SIGKILL after twice it: 7.5 s and 10 s by default, as the
     * runner waits.
     */
    killGraceMs?: number;
    /**
     * Bytes of output kept per buffer (the tail, from its first whole line, after a line saying how much was
     * left out; 64 KiB more are held to read its start with). Default 1 MiB: room for a 256 KiB handoff
     * between markers.
     */
    maxOutputBytes?: number;
    /**
     * After the shell exits, how long to wait for its output pipes to close. A background process the script
     * started (`server &`) may hold them open; it is left running, as GitHub leaves it to the job's end.
     */
    drainMs?: number;
    outputHook?: OutputHook;
    /**
     * Keep each script file for later commands with the same text, instead of writing and removing one per
     * command; the caller removes `tempDir` when done. `baton run` sets it: its stages usually run the same
     * agent command, and on a slow file system creating and removing a file per stage is a measurable part
     * of the overhead. A kept file is read back before each reuse and replaced unless it still holds the
     * script: an agent runs as the same user and could rewrite it — though it could as well rewrite the
     * commands in the workspace the next step runs, so this gives it nothing new.
     */
    reuseScripts?: boolean;
    /**
     * The values redacted from what the commands print (a live list: masks join it as the run goes); an
     * output cut to its tail never starts with the rest of one.
     */
    secrets?: readonly string[];
    /**
     * What a command whose program is looked up on PATH says when it cannot be found and its environment has
     * no PATH: where that environment came from, for its caller to fix. Default: that PATH is not set in it.
     */
    noPathHint?: string;
    /** `tempDir` as a script that cannot be written there says it; the directory itself by default. */
    tempPlace?: TempPlace;
    /**
     * How the caller runs fewer commands at once (`run fewer jobs at once with -j N`), said when one cannot
     * start for the limit of processes or open files; without it, the limit alone is named (`see ulimit -u`).
     */
    fewerJobs?: string;
    /**
     * What starts each command's process: baton's own process by default; `baton run` passes a StepStarter's,
     * which starts them from a small process of its own.
     */
    start?: StartStep;
}
/**
 * Runs a script the way a GitHub `run:` step does: written to a temp file and started with the stage's shell
 * (`bash --noprofile --norc -eo pipefail {0}` when it names none), with exactly the environment given — nothing is
 * inherited — in its own process group, so an abort (SIGTERM, then SIGKILL after a grace period; or first
 * SIGINT, see CommandSpec.stop) reaches every process the script started. Output is streamed and kept bounded (the last bytes).
 */
export declare class ShellRunner implements StepRunner {
    #private;
    constructor(options?: ShellRunnerOptions);
    run(spec: CommandSpec): Promise<CommandResult>;
}
