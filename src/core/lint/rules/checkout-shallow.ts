import { AGENT_PROJECT_CONFIG } from '../../agent-config.js';
import { parseBooleanInput } from '../../boolean-input.js';
import { UserError } from '../../errors.js';
import { INPUTS } from '../../names.js';
import { AGENT_PRESET_NAMES, type AgentPresetName } from '../../presets.js';
import type { Job, Step } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { stepAction } from '../workflow-facts.js';

/**
 * `checkout-shallow`: a stage step of baton's root action running an `agent` preset after an
 * `actions/checkout` of another ref than the run's commit (a pull request's head) that fetches no history
 * (`fetch-depth` other than 0; actions/checkout's default is 1), without `trust-checkout: true`; and a stage
 * or prepare step reading its template from a `prompt-file` in such a checkout (checkPromptFile), on any
 * trigger but `pull_request` alone.
 *
 * The stage's agent-config guard (src/adapters/github/agent-config-guard.ts) sets the preset's project
 * configuration (src/core/agent-config.ts) to what it is at GITHUB_SHA when the checkout holding the agent's
 * directory is at another commit; a shallow clone of another ref lacks GITHUB_SHA, so the agent runs with none
 * of it, and the step only warns when it runs. The guard compares commits whatever the trigger, so any
 * trigger counts; a ref that is the run's commit (`github.sha`, `github.ref`, `github.ref_name`, and the
 * merge ref of a workflow run only on `pull_request`) does not.
 *
 * Not said when a step between the checkout and the stage may fetch or check out otherwise (a script running
 * git or gh, an action not under `actions/`), or when the checkout's `path`, `ref`, `repository` or
 * `fetch-depth`, or the step's `agent`, `trust-checkout` or `working-directory`, is an expression.
 */
export function checkCheckoutShallow({ workflow, file }: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  // Of the events that check out a pull request, only `pull_request` runs at its merge commit.
  const events = Object.keys(workflow.on);
  const onlyPullRequest = events.length > 0 && events.every((event) => event === 'pull_request');
  for (const job of workflow.jobs) {
    job.steps.forEach((step, index) => {
      const found = checkStep(job, step, index, onlyPullRequest);
      if (found) findings.push({ rule: 'checkout-shallow', file, severity: 'warning', ...found });
      // On pull_request the step reads the checkout's template when the merge commit is not in the clone.
      const template = onlyPullRequest ? null : checkPromptFile(job, step, index);
      if (template) findings.push({ rule: 'checkout-shallow', file, severity: 'warning', ...template });
    });
  }
  return findings;
}

/**
 * A stage or prepare step's literal `prompt-file` in a shallow checkout of another ref: the step reads it at
 * GITHUB_SHA when the checkout is at another commit (src/adapters/github/run-commit-file.ts), and fails when
 * the clone lacks that commit.
 */
function checkPromptFile(
  job: Job,
  step: Step,
  index: number,
): { line: number; column: number; message: string } | null {
  const action = stepAction(step);
  if ((action !== 'stage' && action !== 'prepare') || step.uses === null) return null;
  const file = literal(step, INPUTS.promptFile);
  const value = step.with[INPUTS.promptFile];
  if (file === null || value === undefined) return null;
  const directory = normalized(file).split('/').slice(0, -1).join('/');
  const checkout = lastCheckoutOf(job.steps.slice(0, index), directory, false);
  if (checkout === null) return null;
  const { step: at, ref, path, depth } = checkout;
  const into = path === '' ? '' : ` into ${path}`;
  return {
    ...value.position,
    message: `job ${job.id}: the checkout at ${at.uses!.position.line}:${at.uses!.position.column} checks out ${ref}${into} with ${depth === null ? "actions/checkout's default `fetch-depth: 1`" : `\`fetch-depth: ${depth}\``}, so the commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton reads \`${INPUTS.promptFile}\` (${file}) at that commit, so that the pull request cannot write the template, and the step fails without it. Give the checkout \`fetch-depth: 0\`, or write the template in \`${INPUTS.prompt}\``,
  };
}

function checkStep(
  job: Job,
  step: Step,
  index: number,
  onlyPullRequest: boolean,
): { line: number; column: number; message: string } | null {
  if (stepAction(step) !== 'stage' || step.uses === null) return null;
  const preset = literal(step, INPUTS.agent);
  if (preset === null || !(AGENT_PRESET_NAMES as readonly string[]).includes(preset)) return null;
  const trust = step.with[INPUTS.trustCheckout];
  if (trust !== undefined && (trust.expression !== null || trustedCheckout(trust.text))) return null;
  const directory = agentDirectory(step);
  if (directory === null) return null;
  const checkout = lastCheckoutOf(job.steps.slice(0, index), directory, onlyPullRequest);
  if (checkout === null) return null;
  const { step: at, ref, path, depth } = checkout;
  const config = AGENT_PROJECT_CONFIG[preset as AgentPresetName];
  const shown = config.length > 4 ? `${config.slice(0, 4).join(', ')}, …` : config.join(', ');
  const into = path === '' ? '' : ` into ${path}`;
  return {
    ...step.uses.position,
    message: `job ${job.id}: the checkout at ${at.uses!.position.line}:${at.uses!.position.column} checks out ${ref}${into} with ${depth === null ? "actions/checkout's default `fetch-depth: 1`" : `\`fetch-depth: ${depth}\``}, so the commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton sets ${preset}'s project configuration (${shown}) to that commit's while the agent runs, and without it the agent runs with none of it (the step warns so). Give the checkout \`fetch-depth: 0\` so the agent gets the run's commit's configuration, or set \`${INPUTS.trustCheckout}: true\` on this step to let it read the checkout's (only for code you trust)`,
  };
}

/** A `with:` value written as a literal, trimmed; null when absent, empty or an expression. */
/**
 * Whether a literal `trust-checkout` turns the guard off, as the step reads it (`True` too); a value the
 * step refuses turns nothing off (`invalid-input` reports it).
 */
function trustedCheckout(text: string): boolean {
  try {
    return parseBooleanInput(INPUTS.trustCheckout, text, false);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    return false;
  }
}

function literal(step: Step, name: string): string | null {
  const value = step.with[name];
  if (value === undefined || value.expression !== null) return null;
  const text = value.text.trim();
  return text === '' ? null : text;
}

/** The agent's directory relative to the workspace (`''` for the workspace), or null when not known. */
function agentDirectory(step: Step): string | null {
  const value = step.with[INPUTS.workingDirectory];
  if (value === undefined) return '';
  if (value.expression !== null) return null;
  return normalized(value.text);
}

/** A relative path without `./`, a trailing `/` or empty parts: `pr/src`, `''` for the workspace itself. */
function normalized(path: string): string {
  return path
    .trim()
    .split('/')
    .filter((part) => part !== '' && part !== '.')
    .join('/');
}

/** A script that may fetch or check out another commit: the run's commit may then be in the clone. */
const FETCH_COMMAND =
  /\bgit\s+(?:clone|checkout|switch|fetch|pull|reset|init|worktree|sparse-checkout)\b|\bgh\s+(?:pr\s+checkout|repo\s+clone)\b/;

/** Refs that are the commit the run is for: checked out, HEAD is GITHUB_SHA and the guard does nothing. */
const RUN_COMMIT_REF = /^\$\{\{\s*github\.(?:sha|ref|ref_name)\s*\}\}$/i;

/**
 * A pull request's merge ref (`refs/pull/${{ github.event.number }}/merge`): the commit of a `pull_request`
 * run (GITHUB_SHA), but not of a `pull_request_target` or `issue_comment` one (whose GITHUB_SHA is the base
 * branch's).
 */
const MERGE_REF = /^refs\/pull\/\$\{\{\s*github\.event\.(?:number|pull_request\.number)\s*\}\}\/merge$/i;

/**
 * The last step before the stage that decides the commit of the checkout holding `directory`, when it is a
 * shallow `actions/checkout` of this repository at another ref; null when it is any other, or when a step
 * after it may fetch (a script running git, an action that is not GitHub's own).
 */
function lastCheckoutOf(
  steps: readonly Step[],
  directory: string,
  onlyPullRequest: boolean,
): { step: Step; ref: string; path: string; depth: string | null } | null {
  for (const step of steps.toReversed()) {
    if (step.run !== null) {
      if (FETCH_COMMAND.test(step.run.text)) return null;
      continue;
    }
    if (step.uses === null) continue;
    const uses = step.uses.text.trim();
    const name = (uses.split('@')[0] ?? '').toLowerCase();
    if (name !== 'actions/checkout') {
      if (name.startsWith('actions/') || uses.startsWith('docker://')) continue;
      return null;
    }
    const pathValue = step.with.path;
    if (pathValue !== undefined && pathValue.expression !== null) return null;
    const path = pathValue === undefined ? '' : normalized(pathValue.text);
    // A checkout beside the agent's directory is not the one holding it.
    if (path !== '' && directory !== path && !directory.startsWith(`${path}/`)) continue;
    const repository = step.with.repository;
    if (repository !== undefined && (repository.expression !== null || repository.text.trim() !== ''))
      return null;
    const ref = step.with.ref;
    if (ref === undefined || ref.text.trim() === '' || RUN_COMMIT_REF.test(ref.text.trim())) return null;
    if (MERGE_REF.test(ref.text.trim()) && onlyPullRequest) return null;
    const depth = step.with['fetch-depth'];
    if (depth !== undefined && (depth.expression !== null || depth.text.trim() === '0')) return null;
    return { step, ref: ref.text.trim(), path, depth: depth === undefined ? null : depth.text.trim() };
  }
  return null;
}
