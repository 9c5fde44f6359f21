import type { Handoff } from '../handoff.js';
import type { ArtifactFile, CommandResult, RecordStore, Workspace } from '../ports.js';
import type { Problem } from '../problem.js';
import { type LineageEntry, type ParentLink, Usage, type VerifyFacts } from '../record.js';
import type { StageAttempt, StageOutcome } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
/** Everything known about one attempt when it ends, before redaction. */
export interface AttemptFacts {
    attempt: number;
    repair: boolean;
    hop: number;
    lineage: LineageEntry[];
    /** The parent run this stage continued, when it has one. */
    parent?: ParentLink;
    /** The prompt exactly as the agent got it ('' when the stage was refused before rendering). */
    prompt: string;
    /** The validated handoff, already redacted (redactHandoff), or null. */
    handoff: Handoff | null;
    /** The agent's measured run, or null when it did not run here. */
    agent: CommandResult | null;
    /** When the attempt started and ended, for a run measured elsewhere (or not at all). */
    startedAt: Date;
    finishedAt: Date;
    usage: Usage | null;
    /** Verify facts with the output tail already redacted, or null. */
    verify: VerifyFacts | null;
    outcome: StageOutcome;
    problems: Problem[];
    /** The files the handoff lists, as kept (keepArtifacts: read inside the workspace, redacted). */
    files?: ArtifactFile[];
}
/**
 * Build the record of one attempt and put it in the store. Everything stored passes through redaction
 * first — the prompt, the agent's log, the agent command, problem and outcome messages — and every
 * redaction is recorded as a problem. What baton measured (the record) and what the agent claimed (the
 * handoff) stay in separate documents.
 *
 * The record is not parsed here: it is built from data already checked, and every store checks it against
 * StageRecord (with the handoff and the digests) before writing anything (encodeRecordEntry), refusing an
 * invalid one as the bug it would be. The one part of it taken from what the agent printed, its usage, is
 * checked here first: a usage the record cannot hold costs that usage, with a warning, never the record.
 */
export declare function storeAttempt(spec: StageSpec, facts: AttemptFacts, deps: {
    store: RecordStore;
    workspace: Pick<Workspace, 'sha256'>;
}): Promise<StageAttempt & {
    outcome: StageOutcome;
}>;
/** Redact `text`, with one `redacted` problem per kind of value found, located at `where`. */
export declare function redactWithProblems(text: string, secrets: readonly string[], where: string): {
    text: string;
    problems: Problem[];
};
