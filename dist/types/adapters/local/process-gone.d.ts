/**
 * Whether no process of id `pid` exists on this machine: a signal 0 finds none (ESRCH). One it reaches, or is
 * refused for (EPERM: another user's), is there; an id that is no process id (0 or less would signal a group)
 * is taken to be there, so nothing is done about it.
 */
export declare function processGone(pid: number): boolean;
