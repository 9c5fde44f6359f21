/**
 * What Linux's /proc says of other processes, read synchronously (a stop path runs in a signal handler's
 * turn): the ids of the processes besides this one, or null where there is no /proc.
 */
export declare function otherProcessIds(): number[] | null;
/** A process's state letter (`Z` for a zombie) and process group, or null when it is gone. */
export declare function processGroupOf(pid: number): {
    state: string;
    group: number;
} | null;
/** Whether a process's environment holds `entry` (`NAME=value`) exactly; false when it cannot be read. */
export declare function environmentHas(pid: number, entry: string): boolean;
