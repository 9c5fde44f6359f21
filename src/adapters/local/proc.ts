import { readdirSync, readFileSync } from 'node:fs';

/**
 * What Linux's /proc says of other processes, read synchronously (a stop path runs in a signal handler's
 * turn): the ids of the processes besides this one, or null where there is no /proc.
 */
export function otherProcessIds(): number[] | null {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .filter((pid) => pid !== process.pid);
  } catch {
    return null;
  }
}

/** A process's state letter (`Z` for a zombie) and process group, or null when it is gone. */
export function processGroupOf(pid: number): { state: string; group: number } | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // `pid (comm) state ppid pgrp …`: comm may hold spaces and parentheses, so read after the last `)`.
  const [state = '', , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state, group: Number(pgrp) };
}

/** Whether a process's environment holds `entry` (`NAME=value`) exactly; false when it cannot be read. */
export function environmentHas(pid: number, entry: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(entry);
  } catch {
    return false;
  }
}
