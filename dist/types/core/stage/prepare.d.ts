import type { RecordKey, RecordStore, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import type { StoredRecord } from '../record.js';
import { type Supersession } from '../superseded-records.js';
import { type AttemptContext } from '../template/context.js';
import type { PreparedStage } from './prepared-stage.js';
import type { StageResult } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
export type { PreparedStage };
/** The ports the stage engine works through. */
export interface StageDeps {
    store: RecordStore;
    workspace: Workspace;
    /**
     * Another run's records, read-only: the parent run a spec's `parentRun` names (and, for the chain of a
     * refusal, the runs before it). Required when the spec has a parent run.
     */
    openRun?: (runId: string) => Promise<RecordStore>;
}
/** The parent run as one stage sees it: its store and the records with its largest hop. */
export interface ParentRecords {
    run: string;
    store: RecordStore;
    /** The latest attempt of each of the parent run's stages whose hop is the parent run's largest. */
    deepest: StoredRecord[];
}
/** An upstream stage, its job, and its latest record in this run (undefined: it has none). */
export interface UpstreamRecord {
    stage: string;
    /** The job from the spec, else the job its record names, else the stage id (a job without a matrix). */
    job: string;
    stored: StoredRecord | undefined;
    /** The leg's matrix values from the spec, for a stage without a record (its record's are used otherwise). */
    matrix?: Record<string, unknown>;
    /** Only the prompt names it, under a job whose stage ids only its run knows (UpstreamStage's `open`). */
    open?: boolean;
    /** Its place among its job's stages, from the spec (UpstreamStage's `place`): the order of `jobs.<job>`. */
    place?: readonly number[];
    /** Recorded stages whose ids are this one's and `-…`, for a needed stage without a record (template context). */
    recordedLike?: readonly string[];
    /** The recorded stage whose id is closest to this one's, for a needed stage without a record (a typo, a case). */
    meant?: string;
    /**
     * Its newest record, left out (`stored` is undefined): superseded by a re-run of the stages it was rendered
     * from, which it did not run after (superseded-records.ts). The prompt's warning says so.
     */
    superseded?: Supersession;
}
export interface PrepareOptions {
    /** Which attempt this is; 1 by default. */
    attempt?: number;
    /** For a retry: `attempt` in the template (number, previous handoff, verify result). */
    attemptContext?: AttemptContext;
    /** For a repair turn: the problems to correct and the prompt of the attempt that had them. */
    repair?: {
        problems: Problem[];
        previousPrompt: string;
    };
    /** Upstream records already loaded by an earlier attempt (the same records: a retry never re-reads). */
    upstream?: UpstreamRecord[];
    /** The parent run's records already loaded by an earlier attempt (null: the spec has no parent run). */
    parent?: ParentRecords | null;
}
/** A prepared attempt, or a stage refused before its agent ran (the refusal is already stored). */
export type PrepareResult = {
    kind: 'ready';
    prepared: PreparedStage;
    upstream: UpstreamRecord[];
    parent: ParentRecords | null;
} | {
    kind: 'refused';
    result: StageResult;
};
/**
 * Prepare one attempt of a stage: load the upstream records (only the stages the spec lists as upstream) and
 * the parent run's records (with a parent run), refuse when the chain would exceed `max-handoffs`, render the prompt (or the correction prompt of a
 * repair turn), and write it to a fresh place with a fresh handoff path beside it. A refusal
 * (`max-handoffs`, `render-failed`) is stored as the attempt's record before this returns.
 */
export declare function prepareStage(spec: StageSpec, deps: StageDeps, options?: PrepareOptions): Promise<PrepareResult>;
/**
 * The upstream records of this run that the prompt may read: exactly the stages the spec lists, and — when
 * the workflow file was not available — the stages their stored lineage names, at the attempt it names
 * (checked by digest). Never the stage itself, never a stage that merely exists in the store.
 *
 * In a run that was re-run, a stage's newest record that is superseded (superseded-records.ts: rendered
 * from a record of a stage that has since run again, in a later run attempt, while this stage did not) is
 * left out, with why: the stage did not run in the re-run, as GitHub's `needs.<job>.result` says. The
 * stages a superseded record's lineage names are still upstream; their newest records are read.
 */
export declare function loadUpstream(spec: StageSpec, store: RecordStore, keys: readonly RecordKey[]): Promise<UpstreamRecord[]>;
/**
 * The parent run's records: the latest attempt of each of its stages, and of those the ones with its largest
 * hop. Read-only, through `openRun`; a parent that cannot be read fails the stage before anything is stored.
 */
export declare function loadParent(spec: StageSpec, deps: StageDeps): Promise<ParentRecords | null>;
/**
 * `investigate → fix → test → fix`, or across runs `run 4242: investigate → fix → this run: fix → test`.
 * Long chains are shortened in the middle to the first and last five stages; the last part keeps the label
 * of the run it starts in.
 */
export declare function formatChain(chain: readonly string[]): string;
