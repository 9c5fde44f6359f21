import type { ExpressionEngine } from '../ports.js';
import { type CalledWorkflows, type ExpandedJob, ownJobId } from '../workflow/called-workflow.js';
import type { LocalAction, Workflow } from '../workflow/index.js';
import type { LintContext, LintRuleCheck } from './context.js';
import { compareFindings, formatFinding, LINT_RULES, type LintFinding, placeIn } from './finding.js';
import { SourceLocator } from './locate.js';
import { checkLocalActions } from './rules/action-invalid.js';
import { checkAgentJobs } from './rules/agent-job.js';
import { checkCheckoutMissing } from './rules/checkout-missing.js';
import { checkCheckoutShallow } from './rules/checkout-shallow.js';
import { checkEnvSecrets } from './rules/env-secret.js';
import { checkInvalidInputs } from './rules/invalid-input.js';
import { checkMatrices } from './rules/matrix-invalid.js';
import { checkNextRouting } from './rules/next-routing.js';
import { checkPlanProblems } from './rules/plan-problems.js';
import { checkReportNeeds } from './rules/report-needs.js';
import { checkReportIssue } from './rules/report-no-issue.js';
import { checkReportPermissions } from './rules/report-permission.js';
import { checkTemplates } from './rules/template-upstream.js';
import { checkUnknownInputs } from './rules/unknown-input.js';
import { checkUnpinnedActions } from './rules/unpinned-action.js';
import { checkUntrustedExpressions, taintedCallInputs } from './rules/untrusted-expression.js';
import { type LintRun, runJobsOf, stageUpstreamOf } from './run-facts.js';
import { effectivePermissions } from './workflow-facts.js';

const CHECKS: readonly LintRuleCheck[] = [
  checkMatrices,
  checkTemplates,
  checkCheckoutMissing,
  checkCheckoutShallow,
  checkUntrustedExpressions,
  checkAgentJobs,
  checkEnvSecrets,
  checkUnpinnedActions,
  checkReportPermissions,
  checkReportIssue,
  checkReportNeeds,
  checkNextRouting,
  checkUnknownInputs,
  checkInvalidInputs,
  checkLocalActions,
];

export interface LintOptions {
  /**
   * Reads a repository file named by `prompt-file`: its text, or null when it cannot be read; or it throws an
   * Error saying why (`does not exist`, `is a symbolic link; …`), as `baton run` reads it. One that cannot be
   * read is a finding (`invalid-input`), as the run refuses it. Without it prompt files are not checked.
   */
  readFile?: (path: string) => string | null;
  /** Reads a composite action of the repository; without it the actions' steps are not checked. */
  loadAction?: (path: string) => LocalAction | null;
  /** Why the repository's action at a path is not one GitHub would run, or null (action-invalid). */
  actionProblem?: (path: string) => string | null;
}

/**
 * Every finding of `baton lint` for one workflow, in file order: the workflow's own problems (it does not
 * parse, breaks GitHub's schema, needs an unknown job) and then what baton's rules find.
 *
 * @param workflow what `parseWorkflow` made of the file (its `source` lets findings inside multi-line
 *   values point at their own line)
 * @param expressions GitHub's expression language, which tells the rules what each `${{ }}` reads
 */
export function lintWorkflow(
  workflow: Workflow,
  expressions: ExpressionEngine,
  options: LintOptions = {},
): LintFinding[] {
  const once = readingOnce(options);
  const findings = lintInContext(contextOf(workflow, expressions, once));
  return withPlanProblems(findings, workflow, new Map(), expressions, once);
}

/**
 * The options with a reader that reads each prompt file once: lint's rules and the plan both read the
 * files the workflow names. What it threw (why the file cannot be read) is thrown again.
 */
function readingOnce(options: LintOptions): LintOptions {
  const { readFile } = options;
  if (!readFile) return options;
  const read = new Map<string, { text: string | null } | { error: unknown }>();
  return {
    ...options,
    readFile: (path) => {
      let result = read.get(path);
      if (result === undefined) {
        try {
          result = { text: readFile(path) };
        } catch (error) {
          result = { error };
        }
        read.set(path, result);
      }
      if ('error' in result) throw result.error;
      return result.text;
    },
  };
}

/**
 * The findings of lint's own rules with what the plan of the run refuses that none of them finds
 * (plan-problems.ts), each file's in file order.
 */
function withPlanProblems(
  findings: LintFinding[],
  root: Workflow,
  called: CalledWorkflows,
  expressions: ExpressionEngine,
  options: LintOptions,
): LintFinding[] {
  const { readFile, loadAction } = options;
  const planned = checkPlanProblems(
    root,
    called,
    expressions,
    {
      // As the plan reads them: undefined for what is not there.
      ...(readFile ? { readFile: (path: string) => readFile(path) ?? undefined } : {}),
      ...(loadAction ? { loadAction: (path: string) => loadAction(path) ?? undefined } : {}),
    },
    findings,
  );
  // Each file's in file order; the workflow first, then the files in the order lint's own findings have them
  // (a caller before its calls).
  const files = [...new Set([root.fileName, ...[...findings, ...planned].map((finding) => finding.file)])];
  const rank = new Map(files.map((file, i) => [file, i]));
  return onceEach([...findings, ...planned]).sort(
    (a, b) => rank.get(a.file)! - rank.get(b.file)! || compareFindings(a, b),
  );
}

function contextOf(
  workflow: Workflow,
  expressions: ExpressionEngine,
  options: LintOptions,
  run?: LintRun,
): LintContext {
  return {
    workflow,
    file: workflow.fileName,
    locator: new SourceLocator(workflow.source),
    expressions,
    ...(options.readFile ? { readFile: quietly(options.readFile) } : {}),
    ...(options.loadAction ? { loadAction: options.loadAction } : {}),
    ...(options.actionProblem ? { actionProblem: options.actionProblem } : {}),
    ...(run ? { run } : {}),
  };
}

/**
 * Every finding of `baton lint` for a workflow and the local workflows it calls, as `baton run` runs them
 * (calls expanded by `expandCalls`): a called job may read the stages its caller's needs recorded, a job
 * after a call the called jobs' stages; a called job's token is its caller's unless it sets its own; an
 * input its call gives attacker text is attacker text in the called file. A file called more than once is
 * checked in each call, each finding said once.
 */
export function lintRun(
  root: Workflow,
  called: CalledWorkflows,
  expanded: readonly ExpandedJob[],
  expressions: ExpressionEngine,
  given: LintOptions = {},
): LintFinding[] {
  const options = readingOnce(given);
  const contexts = runContexts(root, called, expanded, expressions, options);
  // A called file no call runs (not YAML, no workflow_call, in a cycle): checked on its own, so its own
  // problems are still said.
  const reached = new Set(contexts.map((context) => context.workflow.fileName));
  for (const file of called.values())
    if (!('unreadable' in file) && !reached.has(file.fileName)) {
      reached.add(file.fileName);
      contexts.push(contextOf(file, expressions, options));
    }
  return withPlanProblems(onceEach(contexts.flatMap(lintInContext)), root, called, expressions, options);
}

/** A reader for the rules, which skip a file that cannot be read: null instead of why (the plan says why). */
function quietly(read: (path: string) => string | null): (path: string) => string | null {
  return (path) => {
    try {
      return read(path);
    } catch {
      return null;
    }
  };
}

/** Each finding once: a file called twice is checked in each call. */
function onceEach(findings: LintFinding[]): LintFinding[] {
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = JSON.stringify(finding);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The context of the top workflow and of each call's file, in the run's order (a caller before its calls). */
function runContexts(
  root: Workflow,
  called: CalledWorkflows,
  expanded: readonly ExpandedJob[],
  expressions: ExpressionEngine,
  options: LintOptions,
): LintContext[] {
  const fileOf = (path: string) => {
    const loaded = called.get(path);
    return loaded === undefined || 'unreadable' in loaded ? undefined : loaded;
  };
  const jobs = runJobsOf(root, expanded, fileOf);
  const stageUpstream = stageUpstreamOf(expanded, jobs);
  const triggers = new Set(Object.keys(root.on));
  const top: LintRun = {
    prefix: '',
    jobs,
    stageUpstream,
    inherited: null,
    triggers,
    taintedInputs: new Set(),
  };
  const contexts = new Map<string, LintContext>([['', contextOf(root, expressions, options, top)]]);
  for (const entry of expanded) {
    const workflow = entry.call ? fileOf(entry.call.path) : undefined;
    const caller = contexts.get(entry.calledBy === null ? '' : `${entry.calledBy}/`);
    const callingJob = jobs.get(entry.id);
    if (workflow === undefined || caller?.run === undefined || callingJob === undefined) continue;
    const permissions = effectivePermissions(callingJob.job, callingJob.workflow);
    const inherited =
      permissions.kind === 'unset'
        ? caller.run.inherited
        : {
            permissions,
            from:
              permissions.from === 'job'
                ? `jobs.${ownJobId(entry.id)}.permissions of ${callingJob.workflow.fileName}`
                : `the permissions: of ${callingJob.workflow.fileName}, for its job ${ownJobId(entry.id)}`,
          };
    const run: LintRun = {
      prefix: `${entry.id}/`,
      jobs,
      stageUpstream,
      inherited,
      triggers,
      taintedInputs: taintedCallInputs(caller, callingJob.job),
    };
    contexts.set(run.prefix, contextOf(workflow, expressions, options, run));
  }
  return [...contexts.values()];
}

function lintInContext(context: LintContext): LintFinding[] {
  const { workflow } = context;
  const findings: LintFinding[] = workflow.problems
    .filter((problem) => problem.severity === 'error')
    .map((problem) => ({
      rule: 'workflow-invalid',
      file: workflow.fileName,
      ...positionOf(problem.path),
      message: problem.message,
    }));
  for (const check of CHECKS) findings.push(...check(context));
  return findings.sort(compareFindings);
}

/** A workflow problem's `file:line:col` path as a position (1:1 when it has none). */
function positionOf(path: string): { line: number; column: number } {
  const place = placeIn(path);
  return place ? { line: place.line, column: place.column } : { line: 1, column: 1 };
}

/**
 * What `baton run` says before it runs, as warnings: the findings of `baton lint` that a run would not
 * otherwise show — attacker-controlled text pasted into a script or a prompt template with `${{ }}`
 * (`untrusted-expression`: the run goes on, and the text acts as shell or template), and an `if:` routing
 * on a `next` no job has (`next-unknown-job`: the job is just skipped), and an env value whose secret GitHub
 * would redact whole only (`env-secret-whole-only`: `--secret` redacts the secret itself here, so the run
 * would not show it). The workflow file's own, not its composite actions'.
 */
export function runWarnings(
  workflow: Workflow,
  expressions: ExpressionEngine,
  /** The local workflows it calls and the expanded jobs: their files are checked in their calls too. */
  calls: { called: CalledWorkflows; expanded: readonly ExpandedJob[] },
): LintFinding[] {
  const contexts = runContexts(workflow, calls.called, calls.expanded, expressions, {});
  return onceEach(
    contexts.flatMap((context) => [
      ...checkUntrustedExpressions(context),
      ...checkNextRouting(context),
      ...checkEnvSecrets(context),
    ]),
  ).sort(compareFindings);
}

/**
 * `runWarnings` as a run says them, one line each: a rule's one finding in full, several of one file folded
 * into one line that says where they are (`wf.yml: 8 untrusted-expression findings, at lines 29, 31, …`):
 * eight paragraphs of the same advice would bury the run, and crowd out of the live view the warnings
 * after them. `baton lint` says each.
 */
export function foldedRunWarnings(findings: readonly LintFinding[]): string[] {
  const groups = new Map<string, LintFinding[]>();
  for (const finding of findings) {
    const key = `${finding.file}\0${finding.rule}`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [LintFinding];
    if (group.length === 1) return `${formatFinding(first)} (baton lint reports it too)`;
    const lines = [...new Set(group.map((f) => f.line))];
    const shown = lines.length > 10 ? `${lines.slice(0, 10).join(', ')}, …` : lines.join(', ');
    return `${first.file}: ${group.length} ${first.rule} findings, at line${lines.length === 1 ? '' : 's'} ${shown}: ${LINT_RULES[first.rule]}; baton lint ${first.file} says each`;
  });
}
