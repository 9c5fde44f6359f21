/**
 * baton's library API. The same contract the action and the CLI use: handoff and record schemas, the
 * parser, the prompt renderer and the local runner.
 */
import { githubExpressions } from './adapters/github/expressions.js';
import { parseDataSchemaText } from './core/data-schema-text.js';
import { type LintFinding, type LintOptions, lintWorkflow as lintWorkflowWith } from './core/lint/index.js';
import {
  type StageSpec,
  type StageSpecContext,
  stageSpecFromInputs as stageSpecWith,
} from './core/stage/stage-spec.js';
import { parseVars } from './core/stage/vars.js';
import type { Workflow as WorkflowModel } from './core/workflow/model.js';
import { buildPlan as buildPlanWith, type Plan, type PlanOptions } from './core/workflow/plan.js';

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
export type {
  PauseControl,
  ReplayWorkflowOptions,
  RunWorkflowOptions,
  RunWorkflowResult,
} from './adapters/local/run-workflow.js';
// Workflows on this machine (DESIGN §7): parse a workflow file with GitHub's parser, plan it (every problem
// before anything runs), run it — the same as `baton run`.
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
export type {
  CommandResult,
  CommandSpec,
  RecordEntry,
  RecordRef,
  RecordStore,
  Reporter,
  RunCatalog,
  StepRunner,
  Workspace,
} from './core/ports.js';
export type { AgentPresetInfo, PresetCommand, PresetOutput } from './core/presets.js';
// Agent presets (`agent: claude | codex | gemini | copilot`) and `baton lint`.
export {
  AGENT_PRESET_NAMES,
  AGENT_PRESETS,
  AgentPresetName,
  handoffInstructions,
  PresetOptions,
  parseUsage,
  presetCommand,
  presetFinalText,
  readPresetOutput,
} from './core/presets.js';
export { Problem } from './core/problem.js';
export type { StoredRecord } from './core/record.js';
export { ParentLink, RunSummary, StageRecord } from './core/record.js';
export { encodeHandoffJson, encodeRecordJson } from './core/record-files.js';
export type { Redaction, RedactionKind } from './core/redact.js';
// Redaction and the local store: records of a run under `.baton/runs/<run-id>/` (by default).
export { describeRedactions, REDACTION_KINDS, redactHandoff, redactText } from './core/redact.js';
export { gatherRecords } from './core/report/gather-records.js';
export type { RenderReportOptions } from './core/report/render-report.js';
// Run reports (the `report` action's sticky comment and `baton report`): built in code from the records,
// every handoff field sanitised.
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
// The stage engine: one stage (prepare → agent → capture, verify retries, repair turn, routing, bounded
// chains), the same code the GitHub action and `baton run` call.
export { StageSpec } from './core/stage/stage-spec.js';
export { parseVars } from './core/stage/vars.js';
export { stageIdFor } from './core/stage-id.js';
export type {
  AttemptContext,
  BuildContextOptions,
  UpstreamStage as PromptUpstreamStage,
} from './core/template/context.js';
export {
  buildPromptContext,
  GithubContext,
  HandoffView,
  PromptAttempt,
  PromptContext,
  StageContext,
  StageMeta,
} from './core/template/context.js';
export { fence } from './core/template/fence.js';
export type { StageReference } from './core/template/references.js';
export { checkTemplate, stageReferences } from './core/template/references.js';
export type { RenderOptions, RenderResult } from './core/template/render-prompt.js';

// Prompt templates (DESIGN §5): the context from upstream records, the strict renderer with its helpers and
// token budget, and the static check of a template's stage references.
export { prepareRender, renderPrompt } from './core/template/render-prompt.js';
export { countTokens, cutToTokens, loadTokenizer, TOKENIZER_ENCODING } from './core/tokens.js';
export type { HandoffLink } from './core/workflow/chain.js';
export { finalStageOf, handoffChain } from './core/workflow/chain.js';
export { JobResult, RunEvent, RunStatus } from './core/workflow/events.js';
export {
  findJob,
  Job,
  Step,
  transitiveNeeds,
  Workflow,
  WorkflowValue,
} from './core/workflow/index.js';
export type { Plan, PlannedJob, PlannedStep, PlanOptions } from './core/workflow/plan.js';
export { isPlan } from './core/workflow/plan.js';

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

/**
 * Validate action-style inputs and build the StageSpec (every bad input reported at once, naming it); the
 * `vars` and `data-schema` inputs are parsed as YAML or JSON unless `ctx.parseVars` or `ctx.parseDataSchema`
 * says otherwise.
 */
export function stageSpecFromInputs(
  inputs: Readonly<Record<string, string>>,
  ctx: StageSpecContext,
): StageSpec {
  return stageSpecWith(inputs, { parseVars, parseDataSchema: parseDataSchemaText, ...ctx });
}
