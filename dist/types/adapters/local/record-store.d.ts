import { UserError } from '../../core/errors.js';
import type { RecordEntry, RecordKey, RecordRef, RecordStore } from '../../core/ports.js';
import type { StoredRecord } from '../../core/record.js';
import { type RecordFileBytes } from '../../core/record-files.js';
/**
 * The local record store of one run (DESIGN §4): `.baton/runs/<run-id>/<stage>/` for a stage's first
 * attempt and `<stage>-attempt-<n>/` for later ones (the GitHub artifact names without `baton-`; a record
 * of run attempt r ≥ 2, which `baton run` does not write, would be `<stage>-run-<r>…/`), each
 * holding record.json, prompt.md, handoff.json (`null` without a handoff), agent.log when there is one,
 * and `artifacts/<path>` for each file the handoff listed that the engine kept.
 *
 * A stage attempt appears all at once or not at all: its files are written in a hidden directory of the
 * run (`.tmp-…`), which is then renamed into place. A crash of baton leaves at most such a hidden
 * directory, which no reader lists. Records are immutable: an attempt that exists is never replaced.
 *
 * Nothing is fsynced. The rename alone gives the all-or-nothing visibility DESIGN §4 asks for; an fsync
 * would add durability across a power loss, which the store does not promise, at the cost of a disk flush
 * per file (5–6 per attempt, most of `baton run`'s overhead per stage on an ordinary disk). Should a power
 * loss leave a renamed attempt with empty or partial files, reading it fails loudly — record.json must
 * parse and prompt.md and handoff.json must match its digests — so such a record is never used.
 *
 * With `writeBehind` (what `baton run` uses), `put` resolves as soon as the attempt is encoded, checked
 * and claimed, and its files are written in the background while the run goes on: creating a directory and
 * four files is most of a trivial stage's cost on a slow disk, and nothing in the run waits on it (the
 * records the next stages read are served from memory, see CachedRecordStore). Attempts are written one
 * at a time, in put order, each file after the other (a few descriptors at most, however many artifacts),
 * and each still appears all at once. Reads wait for the writes put before them; `settled` and `flush`
 * wait for all of them. A background write that fails leaves nothing behind and stops the queue: no later
 * attempt is renamed into place; `flush` throws the failure, naming the attempt, its job and the cause (and
 * the attempts put after it), and every later `put` throws, naming its own attempt and that one. `unstored`
 * lists them all, for the run to say which of its stages were never stored. `close` refuses every later
 * `put` (the run has ended).
 *
 * The store writes what it is given: redacting the prompt, the handoff and the log is the caller's job.
 */
export interface LocalRecordStoreOptions {
    /** `put` resolves before the files are written; they are written in the background (see above). */
    writeBehind?: boolean;
    /**
     * With `writeBehind`, attempts put and not yet written, at most (default 32): a disk slower than the
     * stages holds no more than these in memory, and a put waits for the oldest to be written.
     */
    maxPendingWrites?: number;
    /**
     * With `writeBehind`: called for each attempt `put` resolved for that is then not stored after all, as
     * its write fails or after it, when that is known (the run says so then, of the attempt's job).
     */
    onUnstored?: (attempt: UnstoredAttempt) => void;
}
/** A stage attempt a writing-behind store took and never stored, and the job that recorded it. */
export interface UnstoredAttempt extends RecordKey {
    job: string;
    /** Why its write failed (the system's error); absent for an attempt after that one, never written. */
    cause?: unknown;
}
export declare class LocalRecordStore implements RecordStore {
    #private;
    readonly runDir: string;
    constructor(runDir: string, options?: LocalRecordStoreOptions);
    /** The directory of one stage attempt (whether or not it exists). Throws a UserError for an invalid stage id. */
    attemptDir(stage: string, attempt: number, runAttempt?: number): string;
    put(entry: RecordEntry): Promise<RecordRef>;
    /**
     * Store a record read elsewhere as its files' bytes, as they are (`baton pull`): another baton may have
     * encoded record.json otherwise than `put` would (compact, its fields in another order), and the lineage of
     * the stages after it names the sha256 of those bytes. They are read first as `getAttempt` will read them
     * back (a baton record, prompt.md and handoff.json matching its digests); one that is not is refused with
     * the UserError `getAttempt` would give, naming `where` (the artifact it came from), and nothing is stored.
     * Written before it resolves, after the writes put before it.
     */
    putFiles(files: RecordFileBytes, where: string): Promise<RecordRef>;
    /** Once every write put so far has ended, however it did (never throws). */
    settled(): Promise<void>;
    /**
     * Wait for every write `put` left in the background; throws the first that failed, naming the attempts put
     * after it, which were not stored either.
     */
    flush(): Promise<void>;
    /**
     * Every attempt `put` took and did not store, in the order they came (read once the writes have settled):
     * the first is the one whose write failed (`cause`, the system's error); none after it was written.
     */
    unstored(): readonly UnstoredAttempt[];
    /** The background write that failed, if one did (what `flush` throws). */
    get writeFailure(): UserError | undefined;
    /** Refuse every later `put`: the run has ended, and nothing would wait for its write. */
    close(): void;
    /**
     * Copy a stage attempt of another run into this one, whole (`baton replay`): checked first as
     * `getAttempt` checks it, then its files and directories — agent.log and kept artifacts included; no
     * link, FIFO or socket someone left there — copied and renamed into place as `put` does. False when
     * `from` has no such attempt.
     */
    copyAttempt(from: LocalRecordStore, stage: string, attempt: number, runAttempt?: number): Promise<boolean>;
    get(stage: string): Promise<StoredRecord | undefined>;
    getAttempt(stage: string, attempt: number, runAttempt?: number): Promise<StoredRecord | undefined>;
    list(): Promise<RecordKey[]>;
}
/**
 * Whether `name` is a stage attempt's directory being built in a run's directory (see #writeAttempt):
 * `.tmp-<attempt's name>-XXXXXX` (LOCAL_STORE_TEMP_PREFIX, mkdtemp's six characters).
 */
export declare function isStoreTemp(name: string): boolean;
/** `<stage>` for attempt 1, `<stage>-attempt-<n>` after: the artifact name without its prefix. */
export declare function attemptDirName(stage: string, attempt: number, runAttempt?: number): string;
/** Attempts as a message lists them: the first few, then how many more. */
export declare function namedAttempts(names: readonly string[]): string;
export declare function sha256(bytes: Uint8Array): string;
export declare function isCode(error: unknown, ...codes: string[]): boolean;
