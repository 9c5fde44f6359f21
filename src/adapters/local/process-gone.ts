import { isCode } from './record-store.js';

/**
 * Whether no process of id `pid` exists on this machine: a signal 0 finds none (ESRCH). One it reaches, or is
 * refused for (EPERM: another user's), is there; an id that is no process id (0 or less would signal a group)
 * is taken to be there, so nothing is done about it.
 */
export function processGone(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return isCode(error, 'ESRCH');
  }
}
