import type { Reporter, StepRunner } from '../ports.js';
import { type AgentPresetName } from '../presets.js';
import { type StageDeps } from './prepare.js';
import { type StageResult } from './stage-result.js';
import type { StageSpec } from './stage-spec.js';
/** The ports and facts `runStage` needs. */
export interface RunStageDeps extends StageDeps {
    /** Runs the agent and verify commands (ShellRunner locally and on GitHub). */
    runner: StepRunner;
    /**
     * The environment the commands start from (the step's environment). The engine removes the tokens an agent
     * must never see (AGENT_ENV_REMOVED*) and adds BATON_PROMPT_PATH, BATON_HANDOFF_PATH and BATON_STAGE.
     */
    env: Readonly<Record<string, string>>;
    reporter?: Reporter;
    /** Streams the agent's and verify's output as it arrives. */
    onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void;
    /** Stops the running command and ends the stage as `cancelled`. */
    signal?: AbortSignal;
    /**
     * Run before a preset's CLI starts, in the directory it starts in: makes the project configuration the CLI
     * reads there trustworthy (src/core/agent-config.ts), or throws when it cannot, and the CLI does not start.
     * Resolves to what puts the workspace back once the CLI has ended, which never throws (it says what it
     * could not put back). The root action gives it; `baton run` runs the user's own tree and does not.
     */
    guardAgentConfig?: AgentConfigGuard;
}
/** See RunStageDeps.guardAgentConfig. */
export type AgentConfigGuard = (preset: AgentPresetName, cwd: string) => Promise<() => Promise<void>>;
/**
 * Run one stage from start to end, the same for the GitHub action and `baton run`:
 * prepare → [agent → capture (→ verify)] per attempt, with
 * - verify retries: while verify fails and `attempts` remain, the prompt is rendered again with `attempt`
 *   (number, the previous handoff, the verify exit code and output tail) and the agent runs again;
 * - one repair turn: a required handoff that is missing or refused gets one more run with a correction
 *   prompt listing the problems and the schema (recorded with `repair: true`);
 * - bounded chains: a stage whose hop would exceed `max-handoffs` refuses to run; with a parent run, the hop
 *   counts from the parent run's records too, so a loop that starts new runs is bounded as well.
 * Every attempt is stored as its own record, failing ones included, before this returns.
 */
export declare function runStage(spec: StageSpec, deps: RunStageDeps): Promise<StageResult>;
/**
 * The agent's environment: the base environment without the runtime and OIDC tokens and GITHUB_TOKEN (an
 * agent that could upload artifacts could forge another stage's handoff), plus baton's own variables.
 */
export declare function agentEnvironment(base: Readonly<Record<string, string>>, additions: Readonly<Record<string, string>>): Record<string, string>;
