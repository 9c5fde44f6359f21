import { type LintFinding, type LintOptions } from './core/lint/index.js';
import { type StageSpec, type StageSpecContext } from './core/stage/stage-spec.js';
import type { Workflow as WorkflowModel } from './core/workflow/model.js';
import { type Plan, type PlanOptions } from './core/workflow/plan.js';
export { parseWorkflow } from './adapters/github/workflow-parser.js';
export { writeFileAtomic } from './adapters/local/atomic-write.js';
export type { LiveOutput } from './adapters/local/local-executor.js';
export type { HandoffRead } from './adapters/local/read-handoff.js';
export { readHandoff } from './adapters/local/read-handoff.js';
export { LocalRecordStore } from './adapters/local/record-store.js';
export type { LocalRunCatalogOptions } from './adapters/local/run-catalog.js';
export { LocalRunCatalog } from './adapters/local/run-catalog.js';
export type { LocalReportOptions } from './adapters/local/run-report.js';
export { renderLocalRunReport, writeRunReport } from './adapters/local/run-report.js';
export type { PauseControl, ReplayWorkflowOptions, RunWorkflowOptions, RunWorkflowResult, } from './adapters/local/run-workflow.js';
export { replayWorkflow, runWorkflow } from './adapters/local/run-workflow.js';
export type { OutputHook, ShellRunnerOptions } from './adapters/local/shell-runner.js';
export { ShellRunner } from './adapters/local/shell-runner.js';
export { LocalWorkspace } from './adapters/local/workspace.js';
export { BatonError, formatError, SystemError, UserError } from './core/errors.js';
export { Handoff, HandoffStatus, StageId } from './core/handoff.js';
export { extractHandoffFromLog } from './core/handoff-log.js';
export { handoffJsonSchema } from './core/json-schema.js';
export type { LintOptions, LintRule } from './core/lint/index.js';
export { formatFinding, LINT_RULES, LintFinding } from './core/lint/index.js';
export type { HandoffParse } from './core/parse-handoff.js';
export { parseHandoff, parseHandoffText } from './core/parse-handoff.js';
export type { CommandResult, CommandSpec, RecordEntry, RecordRef, RecordStore, Reporter, RunCatalog, StepRunner, Workspace, } from './core/ports.js';
export type { AgentPresetInfo, PresetCommand, PresetOutput } from './core/presets.js';
export { AGENT_PRESET_NAMES, AGENT_PRESETS, AgentPresetName, handoffInstructions, PresetOptions, parseUsage, presetCommand, presetFinalText, readPresetOutput, } from './core/presets.js';
export { Problem } from './core/problem.js';
export type { StoredRecord } from './core/record.js';
export { ParentLink, RunSummary, StageRecord } from './core/record.js';
export { encodeHandoffJson, encodeRecordJson } from './core/record-files.js';
export type { Redaction, RedactionKind } from './core/redact.js';
export { describeRedactions, REDACTION_KINDS, redactHandoff, redactText } from './core/redact.js';
export { gatherRecords } from './core/report/gather-records.js';
export type { RenderReportOptions } from './core/report/render-report.js';
export { DEFAULT_REPORT_KEY, renderReport, reportMarker } from './core/report/render-report.js';
export { sanitizeInline, sanitizeMarkdown, sanitizeTableCell } from './core/report/sanitize.js';
export { isRunId, newRunId, RUN_ID_PATTERN } from './core/run-id.js';
export type { CaptureOptions, CaptureResult } from './core/stage/capture.js';
export { captureStage } from './core/stage/capture.js';
export type { StageOutputs } from './core/stage/outputs.js';
export { STAGE_OUTPUT_NAMES, stageOutputs } from './core/stage/outputs.js';
export type { PrepareOptions, PrepareResult, StageDeps } from './core/stage/prepare.js';
export { prepareStage } from './core/stage/prepare.js';
export { PreparedStage } from './core/stage/prepared-stage.js';
export type { RunStageDeps } from './core/stage/run-stage.js';
export { agentEnvironment, runStage } from './core/stage/run-stage.js';
export type { StageAttempt, StageOutcome, StageResult } from './core/stage/stage-result.js';
export type { AgentSpec, StageSpecContext, UpstreamStage } from './core/stage/stage-spec.js';
export { StageSpec } from './core/stage/stage-spec.js';
export { parseVars } from './core/stage/vars.js';
export { stageIdFor } from './core/stage-id.js';
export type { AttemptContext, BuildContextOptions, UpstreamStage as PromptUpstreamStage, } from './core/template/context.js';
export { buildPromptContext, GithubContext, HandoffView, PromptAttempt, PromptContext, StageContext, StageMeta, } from './core/template/context.js';
export { fence } from './core/template/fence.js';
export type { StageReference } from './core/template/references.js';
export { checkTemplate, stageReferences } from './core/template/references.js';
export type { RenderOptions, RenderResult } from './core/template/render-prompt.js';
export { prepareRender, renderPrompt } from './core/template/render-prompt.js';
export { countTokens, cutToTokens, loadTokenizer, TOKENIZER_ENCODING } from './core/tokens.js';
export type { HandoffLink } from './core/workflow/chain.js';
export { finalStageOf, handoffChain } from './core/workflow/chain.js';
export { JobResult, RunEvent, RunStatus } from './core/workflow/events.js';
export { findJob, Job, Step, transitiveNeeds, Workflow, WorkflowValue, } from './core/workflow/index.js';
export type { Plan, PlannedJob, PlannedStep, PlanOptions } from './core/workflow/plan.js';
export { isPlan } from './core/workflow/plan.js';
/**
 * Check a parsed workflow and return its plan (what `baton run` would do), or throw one UserError
 * (`plan-rejected`) listing every problem with its file:line:column.
 */
export declare function buildPlan(workflow: WorkflowModel, options?: PlanOptions): Plan;
/** Every finding of `baton lint` for one parsed workflow, in file order. */
export declare function lintWorkflow(workflow: WorkflowModel, options?: LintOptions): LintFinding[];
/**
 * Validate action-style inputs and build the StageSpec (every bad input reported at once, naming it); the
 * `vars` and `data-schema` inputs are parsed as YAML or JSON unless `ctx.parseVars` or `ctx.parseDataSchema`
 * says otherwise.
 */
export declare function stageSpecFromInputs(inputs: Readonly<Record<string, string>>, ctx: StageSpecContext): StageSpec;
