/**
 * How long a command's output is quiet before the last line it printed, held for the next one (which may
 * continue a secret wrapped across the break), is let go without it: by the step log's echo, a job log and
 * `baton run`'s live view alike.
 */
export declare const OUTPUT_QUIET_MS = 500;
/**
 * Calls `onQuiet` once `ms` have passed since the last `arm` (each chunk of output arms it again), unless
 * `stop` came first. It never keeps the process alive: its timer is unref'd where timers have that (Node's).
 */
export declare class QuietTimer {
    #private;
    constructor(ms: number, onQuiet: () => void);
    /** Output came: `onQuiet` is called `ms` from now, unless it comes again first. */
    arm(): void;
    /** The output ended: `onQuiet` is not called for what came before (a later `arm` starts it again). */
    stop(): void;
}
