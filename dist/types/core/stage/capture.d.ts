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
    /**
     * What the agent's own step wrote of its CLI's machine-readable output (capture's `agent-output`), when
     * the agent ran in another step: read as the output of the preset the spec names (`agent`), for its usage
     * and its final message (the markers fallback), as the preset path reads the CLI's stdout.
     */
    agentOutput?: AgentOutputFile;
}
/** The file a split stage's agent step wrote its CLI's output to, as the caller read it (bounded). */
export interface AgentOutputFile {
    /** The `agent-output` input as given, for messages. */
    path: string;
    /**
     * Its text: the whole file, or, when it is longer than the caller reads (the tail of output the preset path
     * keeps), its last bytes from the first whole line on. Untrusted: the agent wrote it.
     */
    text: string;
    /** The file's size in bytes. */
    bytes: number;
    /** Bytes of its start that were not read: 0 when the whole file was. */
    cut: number;
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
