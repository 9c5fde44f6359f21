import { parseDataSchemaText } from '../data-schema-text.js';
import {
  ACTION_INPUTS,
  INPUTS,
  STAGE_WORKFLOW_AGENT_VERSION,
  STAGE_WORKFLOW_INPUTS,
  STAGE_WORKFLOW_NUMBER_INPUTS,
  STAGE_WORKFLOW_REQUIRED_INPUTS,
} from '../names.js';
import { AGENT_PRESETS, type AgentPresetName } from '../presets.js';
import { literalReportInputProblems } from '../report/report-inputs.js';
import { redactInputValues } from '../stage/split-redact.js';
import { captureAgentOutputProblem, literalInputProblems } from '../stage/stage-spec.js';
import { parseVars } from '../stage/vars.js';
import { closest } from '../suggest.js';
import { callsStageWorkflow, stepAction } from './baton-actions.js';
import { literalInputTypeProblem } from './called-workflow.js';
import type { Position, ValueMap, Workflow, WorkflowValue } from './model.js';
import { EXACT_VERSION, STAGE_WORKFLOW_PASSED_INPUTS, STAGE_WORKFLOW_SECRETS } from './stage-workflow.js';

/**
 * A key under `with:` that baton's action (or its reusable stage workflow) does not declare. GitHub only
 * warns about an unexpected action input and the action never reads it, so a misspelt `handof: required`
 * would quietly leave the handoff optional; `baton lint` and `baton run` refuse it instead.
 */
export interface UnknownInput {
  /** Where the key is written. */
  position: Position;
  message: string;
}

/** Every key given to one of baton's actions, or to a job calling its stage workflow, that it does not declare. */
export function unknownActionInputs(workflow: Workflow): UnknownInput[] {
  const found: UnknownInput[] = [];
  for (const job of workflow.jobs) {
    if (callsStageWorkflow(job)) {
      check(job.with, STAGE_WORKFLOW_INPUTS, "baton's stage workflow", found);
      // GitHub refuses a call that passes a secret the workflow does not declare.
      if (job.secrets !== 'inherit')
        check(job.secrets, STAGE_WORKFLOW_SECRETS, "baton's stage workflow", found, 'secret');
      // Its one step, in the plan's view of the job (stage-workflow.ts), is made of this `with:`.
      continue;
    }
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind === 'baton') check(step.with, ACTION_INPUTS[action.action], "baton's action", found);
    }
  }
  return found;
}

/**
 * Keys must be written as declared. GitHub matches input names without regard to case, but the plan, lint
 * and the run read `stage`, `prompt` and the rest by their declared names, so `Stage:` is refused here
 * (with the spelling to use) rather than read one way by the checks and another by the run.
 */
function check(
  given: ValueMap,
  declared: readonly string[],
  what: string,
  found: UnknownInput[],
  kind: 'input' | 'secret' = 'input',
): void {
  const known = new Set(declared);
  for (const [name, value] of Object.entries(given)) {
    if (known.has(name)) continue;
    const suggestion =
      declared.find((input) => input.toLowerCase() === name.toLowerCase()) ?? closest(name, declared);
    found.push({
      position: value.keyPosition ?? value.position,
      message: `unknown ${kind} "${name}" of ${what}; ${
        suggestion === undefined ? `its ${kind}s: ${declared.join(', ')}` : `did you mean "${suggestion}"?`
      }`,
    });
  }
}

/**
 * Every input of a stage, prepare, capture or report step that the step would refuse when it runs, found
 * from what is written (`handoff: requird`, `prompt` and `prompt-file` together, neither `run` nor `agent`,
 * a report's `include-detail: yes`): refused before anything runs, instead of failing the run halfway, or at
 * its report after every agent has run. Inputs written as expressions wait for the run.
 */
export function invalidActionInputs(workflow: Workflow): UnknownInput[] {
  const found: UnknownInput[] = [];
  const add = (given: ValueMap, fallback: Position, action: 'stage' | 'prepare' | 'capture') => {
    for (const problem of literalInputProblems(literalsOf(given), action, parseVars, parseDataSchemaText)) {
      found.push({
        position: given[problem.input]?.position ?? fallback,
        message: `${problem.input}: ${problem.message}`,
      });
    }
  };
  const addReport = (given: ValueMap, fallback: Position) => {
    for (const problem of literalReportInputProblems(literalsOf(given))) {
      found.push({
        position: given[problem.input]?.position ?? fallback,
        message: `${problem.input}: ${problem.message}`,
      });
    }
  };
  for (const job of workflow.jobs) {
    if (callsStageWorkflow(job) && job.uses) {
      // What GitHub refuses of any call: a literal of the wrong type for an input (`attempts: "3"`).
      const mistyped = new Set<string>();
      for (const [name, value] of Object.entries(job.with)) {
        const problem = stageWorkflowInputTypeProblem(name, value);
        if (problem === null) continue;
        mistyped.add(name);
        found.push({ position: value.position, message: problem });
      }
      // What the workflow passes to baton's action, as its stage step would refuse it (a value GitHub
      // refuses already is not said twice); and its own install.
      const passed = new Set<string>(STAGE_WORKFLOW_PASSED_INPUTS);
      add(
        Object.fromEntries(
          Object.entries(job.with).filter(([name]) => passed.has(name) && !mistyped.has(name)),
        ),
        job.uses.position,
        'stage',
      );
      for (const name of STAGE_WORKFLOW_REQUIRED_INPUTS) {
        if (job.with[name] !== undefined) continue;
        found.push({
          position: job.uses.position,
          message: `${name}: required by baton's stage workflow, and not given (GitHub refuses the call)`,
        });
      }
      const version = agentVersionProblem(job.with);
      if (version) found.push({ position: version.position ?? job.uses.position, message: version.message });
      // Its one step, in the plan's view of the job (stage-workflow.ts), is made of this `with:`.
      continue;
    }
    // The prepare step a capture step finishes: the last one before it in the job.
    let prepared: ValueMap | null = null;
    for (const step of job.steps) {
      const action = stepAction(step);
      if (action.kind !== 'baton') continue;
      if (action.action === 'report') {
        addReport(step.with, step.position);
        continue;
      }
      add(step.with, step.position, action.action);
      if (action.action === 'prepare') prepared = step.with;
      if (action.action === 'capture') {
        const problem = captureAgentOutputProblem(
          literalsOf(step.with),
          prepared === null ? null : literalsOf(prepared),
        );
        if (problem)
          found.push({
            position: step.with[problem.input]?.position ?? step.position,
            message: `${problem.input}: ${problem.message}`,
          });
      }
      if (action.action === 'capture' && prepared !== null) {
        const missing = redactNotCarried(prepared, step.with);
        if (missing)
          found.push({ position: step.with[INPUTS.redact]?.position ?? step.position, message: missing });
        prepared = null;
      }
    }
  }
  return found;
}

/** Each input given, by its text as written; null for one written as an expression, known only in the run. */
function literalsOf(given: ValueMap): Map<string, string | null> {
  return new Map(
    Object.entries(given).map(([name, value]) => [name, value.expression === null ? value.text : null]),
  );
}

/**
 * A literal the stage workflow's declared input refuses, checked as any called workflow's are
 * (`literalInputTypeProblem`); null for a key it does not declare, which `unknownActionInputs` reports.
 */
function stageWorkflowInputTypeProblem(name: string, value: WorkflowValue): string | null {
  if (!(STAGE_WORKFLOW_INPUTS as readonly string[]).includes(name)) return null;
  const type = (STAGE_WORKFLOW_NUMBER_INPUTS as readonly string[]).includes(name) ? 'number' : 'string';
  return literalInputTypeProblem({ name, type }, name, value, "baton's stage workflow");
}

/**
 * What capture refuses when it runs (split-redact.ts): prepare given values to redact that its capture is
 * not, found from what is written — capture given no `redact` while prepare has one, or, both written out,
 * a line of prepare's that capture's lacks. Values made by expressions are the run's to compare.
 */
function redactNotCarried(prepare: ValueMap, capture: ValueMap): string | null {
  // The values as capture reads them (redactInputValues); null for an expression, known only in the run.
  const values = (value: WorkflowValue) => (value.expression === null ? redactInputValues(value.text) : null);
  const given = prepare[INPUTS.redact];
  const prepared = given === undefined ? [] : values(given);
  if (prepared?.length === 0) return null;
  const carried = capture[INPUTS.redact];
  const captured = carried === undefined ? [] : values(carried);
  if (captured?.length === 0) {
    return redactMessage('is given none of them');
  }
  if (prepared === null || captured === null) return null;
  const missing = prepared.filter((line) => !captured.includes(line)).length;
  return missing === 0 ? null : redactMessage(`lacks ${missing} of its ${prepared.length} lines`);
}

function redactMessage(what: string): string {
  return `${INPUTS.redact}: the prepare step before this capture is given values to redact, and this capture ${what}: give capture the same ${INPUTS.redact} input as prepare; it redacts only the values it is given, and refuses to store the record otherwise`;
}

/**
 * baton-stage.yml installs a preset's CLI at `agent-version`, which must be an exact version: its install
 * step fails the job otherwise (with the message this repeats), and `baton run`, which installs nothing,
 * would let it pass.
 */
function agentVersionProblem(given: ValueMap): { position: Position | null; message: string } | null {
  const agent = given[INPUTS.agent];
  if (agent === undefined || (agent.expression === null && agent.text.trim() === '')) return null;
  const version = given[STAGE_WORKFLOW_AGENT_VERSION];
  if (version !== undefined && version.expression !== null) return null;
  const text = version?.text.trim() ?? '';
  if (EXACT_VERSION.test(text)) return null;
  const preset = agent.expression === null ? AGENT_PRESETS[agent.text.trim() as AgentPresetName] : undefined;
  const pin = `pin the ${preset ? preset.npmPackage : "agent CLI's npm package"} version this stage runs`;
  return {
    position: version?.position ?? agent.position,
    message:
      text === ''
        ? `${STAGE_WORKFLOW_AGENT_VERSION}: required with ${INPUTS.agent}, an exact version such as 1.2.3; ${pin}`
        : `${STAGE_WORKFLOW_AGENT_VERSION}: '${text}' is not an exact version such as 1.2.3; ${pin}`,
  };
}
