import type { RecordStore, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import type { StoredRecord } from '../record.js';
import { type AttemptContext } from '../template/context.js';
import { PreparedStage } from './prepared-stage.js';
import type { StageResult } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
export type { PreparedStage };
/** The ports the stage engine works through. */
export interface StageDeps {
    store: RecordStore;
    workspace: Workspace;
}
/** An upstream stage, its job, and its latest record in this run (undefined: it has none). */
export interface UpstreamRecord {
    stage: string;
    /** The job from the spec, else the job its record names, else the stage id (a job without a matrix). */
    job: string;
    stored: StoredRecord | undefined;
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
}
/** A prepared attempt, or a stage refused before its agent ran (the refusal is already stored). */
export type PrepareResult = {
    kind: 'ready';
    prepared: PreparedStage;
    upstream: UpstreamRecord[];
} | {
    kind: 'refused';
    result: StageResult;
};
/**
 * Prepare one attempt of a stage: load the upstream records (only the stages the spec lists as upstream),
 * refuse when the chain would exceed `max-handoffs`, render the prompt (or the correction prompt of a
 * repair turn), and write it to a fresh place with a fresh handoff path beside it. A refusal
 * (`max-handoffs`, `render-failed`) is stored as the attempt's record before this returns.
 */
export declare function prepareStage(spec: StageSpec, deps: StageDeps, options?: PrepareOptions): Promise<PrepareResult>;
/**
 * The upstream records of this run that the prompt may read: exactly the stages the spec lists, and — when
 * the workflow file was not available — the stages their stored lineage names, at the attempt it names
 * (checked by digest). Never the stage itself, never a stage that merely exists in the store.
 */
export declare function loadUpstream(spec: StageSpec, store: RecordStore): Promise<UpstreamRecord[]>;
/** `investigate → fix → test → fix`, shortened in the middle when long. */
export declare function formatChain(chain: readonly string[]): string;
