/**
 * The directories a `baton pull` works in, named after its host and process (mkdtemp adds six characters):
 * its downloads in the temp root (`baton-pull-<host>-<pid>-XXXXXX`), and the run it builds in the store
 * (`.tmp-pull-<host>-<pid>-XXXXXX`, LocalRunCatalog.importRun), which no reader lists. A pull removes both
 * when it ends, by a failure or a signal too; one killed with SIGKILL cannot. The host is there because a
 * project directory (and a temp dir) can be shared with another machine or a container, whose processes
 * this one cannot see: a pid is only looked up on the host that made it.
 */
export declare const pullDownloadPrefix: (pid: number) => string;
export declare const pullRunPrefix: (pid: number) => string;
/**
 * Remove what pulls killed with SIGKILL left: each directory of this user (never a link) named as a pull
 * of this host names its own (above), whose process is gone. One whose process is there, or may be (another user's, which
 * cannot be signalled), is a pull under way, and is kept. Returns the directories removed.
 */
export declare function removeAbandonedPulls(storeDir: string, tempRoot?: string): Promise<string[]>;
