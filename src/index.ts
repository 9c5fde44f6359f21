/**
 * baton's library API. The same contract the action and the CLI use: handoff and record schemas, the
 * parser, the prompt renderer and the local runner.
 */
import { githubExpressions } from './adapters/github/expressions.js';
import { type LintFinding, type LintOptions, lintWorkflow as lintWorkflowWith } from './core/lint/index.js';
import type { Workflow as WorkflowModel } from './core/workflow/model.js';
import { buildPlan as buildPlanWith, type Plan, type PlanOptions } from './core/workflow/plan.js';

export { Handoff, HandoffStatus, StageId } from './core/handoff.js';
export { StageRecord, RunSummary } from './core/record.js';
export type { StoredRecord } from './core/record.js';
export { Problem } from './core/problem.js';
export { BatonError, UserError, SystemError } from './core/errors.js';
export type { RecordStore, RecordEntry, RecordRef, RunCatalog } from './core/ports.js';
export { parseHandoff, parseHandoffText } from './core/parse-handoff.js';
export type { HandoffParse } from './core/parse-handoff.js';
export { extractHandoffFromLog } from './core/handoff-log.js';
export { handoffJsonSchema } from './core/json-schema.js';
export { readHandoff } from './adapters/local/read-handoff.js';
export type { HandoffRead } from './adapters/local/read-handoff.js';

// The stage engine: one stage (prepare → agent → capture, verify retries, repair turn, routing, bounded
// chains), the same code the GitHub action and `baton run` call.
export { StageSpec, stageSpecFromInputs } from './core/stage/stage-spec.js';
export type { StageSpecContext, AgentSpec, UpstreamStage } from './core/stage/stage-spec.js';
export { runStage, agentEnvironment } from './core/stage/run-stage.js';
export type { RunStageDeps } from './core/stage/run-stage.js';
export { prepareStage } from './core/stage/prepare.js';
export { PreparedStage } from './core/stage/prepared-stage.js';
export type { PrepareOptions, PrepareResult, StageDeps } from './core/stage/prepare.js';
export { captureStage } from './core/stage/capture.js';
export type { CaptureOptions, CaptureResult } from './core/stage/capture.js';
export { stageOutputs, STAGE_OUTPUT_NAMES } from './core/stage/outputs.js';
export type { StageOutputs } from './core/stage/outputs.js';
export type { StageResult, StageOutcome, StageAttempt } from './core/stage/stage-result.js';
export type { Workspace, StepRunner, CommandSpec, CommandResult, Reporter } from './core/ports.js';
export { ShellRunner } from './adapters/local/shell-runner.js';
export type { ShellRunnerOptions, OutputHook } from './adapters/local/shell-runner.js';
export { LocalWorkspace } from './adapters/local/workspace.js';

// Redaction and the local store: records of a run under `.baton/runs/<run-id>/`.
export { redactText, redactHandoff, describeRedactions, REDACTION_KINDS } from './core/redact.js';
export type { Redaction, RedactionKind } from './core/redact.js';
export { newRunId, isRunId, RUN_ID_PATTERN } from './core/run-id.js';
export { encodeRecordJson, encodeHandoffJson } from './core/record-files.js';
export { LocalRecordStore } from './adapters/local/record-store.js';
export { LocalRunCatalog } from './adapters/local/run-catalog.js';
export type { LocalRunCatalogOptions } from './adapters/local/run-catalog.js';
export { writeFileAtomic } from './adapters/local/atomic-write.js';

// Workflows on this machine (DESIGN §7): parse a workflow file with GitHub's parser, plan it (every problem
// before anything runs), run it — the same as `baton run`.
export { runWorkflow, replayWorkflow } from './adapters/local/run-workflow.js';
export type { RunWorkflowOptions, RunWorkflowResult } from './adapters/local/run-workflow.js';
export { stageIdFor } from './core/stage-id.js';
export { parseWorkflow } from './adapters/github/workflow-parser.js';
export {
  transitiveNeeds,
  findJob,
  Workflow,
  Job,
  Step,
  WorkflowValue,
} from './core/workflow/index.js';
export { isPlan } from './core/workflow/plan.js';
export type { Plan, PlanOptions, PlannedJob, PlannedStep } from './core/workflow/plan.js';
export { RunEvent, JobResult, RunStatus } from './core/workflow/events.js';
export { handoffChain, finalStageOf } from './core/workflow/chain.js';
export type { HandoffLink } from './core/workflow/chain.js';

// Agent presets (`agent: claude | codex | gemini | copilot`) and `baton lint`.
export {
  AGENT_PRESET_NAMES,
  AGENT_PRESETS,
  AgentPresetName,
  handoffInstructions,
  parseUsage,
  PresetOptions,
  presetCommand,
  presetFinalText,
} from './core/presets.js';
export type { AgentPresetInfo, PresetCommand } from './core/presets.js';
export { formatFinding, LINT_RULES, LintFinding } from './core/lint/index.js';
export type { LintOptions, LintRule } from './core/lint/index.js';

// Run reports (the `report` action's sticky comment and `baton report`): built in code from the records,
// every handoff field sanitised.
export { renderReport, reportMarker, DEFAULT_REPORT_KEY } from './core/report/render-report.js';
export type { RenderReportOptions } from './core/report/render-report.js';
export { sanitizeMarkdown, sanitizeInline, sanitizeTableCell } from './core/report/sanitize.js';
export { gatherRecords } from './core/report/gather-records.js';
export { renderLocalRunReport, writeRunReport } from './adapters/local/run-report.js';
export type { LocalReportOptions } from './adapters/local/run-report.js';

// Prompt templates (DESIGN §5): the context from upstream records, the strict renderer with its helpers and
// token budget, and the static check of a template's stage references.
export { prepareRender, renderPrompt } from './core/template/render-prompt.js';
export type { RenderOptions, RenderResult } from './core/template/render-prompt.js';
export {
  buildPromptContext,
  GithubContext,
  HandoffView,
  PromptAttempt,
  PromptContext,
  StageContext,
  StageMeta,
} from './core/template/context.js';
export type {
  AttemptContext,
  BuildContextOptions,
  UpstreamStage as PromptUpstreamStage,
} from './core/template/context.js';
export { checkTemplate, stageReferences } from './core/template/references.js';
export type { StageReference } from './core/template/references.js';
export { fence } from './core/template/fence.js';
export { countTokens, cutToTokens, loadTokenizer, TOKENIZER_ENCODING } from './core/tokens.js';

// Core takes GitHub's expression language as an argument (DESIGN §8: only the GitHub adapter imports
// @actions/*); the library gives it the one `baton run` and `baton lint` use.

/**
 * Check a parsed workflow and return its plan (what `baton run` would do), or throw one UserError
 * (`plan-rejected`) listing every problem with its file:line:column.
 */
export function buildPlan(workflow: WorkflowModel, options: PlanOptions = {}): Plan {
  return buildPlanWith(workflow, githubExpressions, options);
}

/** Every finding of `baton lint` for one parsed workflow, in file order. */
export function lintWorkflow(workflow: WorkflowModel, options: LintOptions = {}): LintFinding[] {
  return lintWorkflowWith(workflow, githubExpressions, options);
}
