import type { CommandResult } from '../ports.js';
import { type Problem } from '../problem.js';
import type { VerifyFacts } from '../record.js';
import { type StageOutputs } from './outputs.js';
import type { StageDeps } from './prepare.js';
import type { PreparedStage } from './prepared-stage.js';
import { type StageAttempt, type StageOutcome } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
export interface CaptureOptions {
    /**
     * Runs the stage's verify command. Called only when the agent exited 0 and the handoff is acceptable;
     * returns the facts with the output tail already redacted.
     */
    verify?: () => Promise<{
        facts: VerifyFacts;
        problems: Problem[];
    }>;
    /** The agent's run was stopped by a cancellation. */
    cancelled?: boolean;
    /** The stage's cancellation signal: checked before and after verify, so a cancelled verify is no failure. */
    signal?: AbortSignal;
}
/** One captured attempt: its stored record and handoff, how it ended, and its outputs. */
export interface CaptureResult extends StageAttempt {
    outcome: StageOutcome;
    outputs: StageOutputs;
    /**
     * When the handoff was missing or refused and the stage requires one: the problems a repair turn must
     * fix. Empty otherwise.
     */
    repairProblems: Problem[];
}
/**
 * Capture one attempt after its agent ran: read the handoff (the file at the prepared path, else the last
 * block between the markers in the agent's stdout), validate it, redact it, check its `next.stage` against
 * the workflow's jobs, run verify when given, and store the attempt's record. A refused handoff is never
 * stored — the record keeps its problems and `handoff.json` is null. `agent` is null when the agent ran in
 * another step (the `capture` action): exit code and output are then unknown.
 */
export declare function captureStage(spec: StageSpec, prepared: PreparedStage, agent: CommandResult | null, deps: StageDeps, options?: CaptureOptions): Promise<CaptureResult>;
