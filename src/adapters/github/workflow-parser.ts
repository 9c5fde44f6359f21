import { MAX_EXPRESSION_LENGTH } from '@actions/expressions/errors';
import {
  convertWorkflowTemplate,
  isBasicExpression,
  isBoolean,
  isMapping,
  isNumber,
  isSequence,
  isString,
  NoOperationTraceWriter,
  parseWorkflow as parseWorkflowTemplate,
} from '@actions/workflow-parser';
import { getActionSchema } from '@actions/workflow-parser/actions/action-schema';
import { ErrorPolicy } from '@actions/workflow-parser/model/convert';
import { ensureStatusFunction } from '@actions/workflow-parser/model/converter/if-condition';
import {
  TemplateContext,
  TemplateValidationErrors,
} from '@actions/workflow-parser/templates/template-context';
import { readTemplate } from '@actions/workflow-parser/templates/template-reader';
import type { MappingToken } from '@actions/workflow-parser/templates/tokens/index';
import { TemplateToken } from '@actions/workflow-parser/templates/tokens/template-token';
import { YamlObjectReader } from '@actions/workflow-parser/workflows/yaml-object-reader';
import { UserError } from '../../core/errors.js';
import type { Problem } from '../../core/problem.js';
import { interpolationExpression, multiLineValues } from '../../core/workflow/interpolation.js';
import type {
  ActionAt,
  Condition,
  DispatchInput,
  Job,
  LocalAction,
  Need,
  Position,
  RunDefaults,
  Step,
  ValueMap,
  ValueNode,
  Workflow,
  WorkflowCall,
  WorkflowValue,
} from '../../core/workflow/model.js';
import { withNeedsResolved } from '../../core/workflow/needs.js';
import { needsProblems, usesProblems, WORKFLOW_PROBLEM } from '../../core/workflow/workflow-problems.js';
import { yamlErrorHint } from '../../core/workflow/yaml-hint.js';

/**
 * Parse and validate a workflow file with GitHub's own parser (`@actions/workflow-parser`): the schema,
 * expressions and the contexts each field may use are checked exactly as GitHub checks them. Never throws
 * for a bad file: everything wrong is in `problems`, each with `file:line:column`, and the model holds
 * whatever could be read. Unknown `needs` and cycles are reported by baton itself so that a cycle is
 * named (`a → b → a`) and a job that merely depends on a cycle is not blamed for it.
 */
/** How to read a workflow or an action of a project. */
export interface ReadOptions {
  /**
   * What the project holds at the path `uses: ./path` names (see Step.ownAction, Step.actionMissing).
   * Without it, `./`, `./prepare`, `./capture` and `./report` are baton's actions, as in baton's repository.
   */
  actionAt?: (path: string) => ActionAt;
}

export async function parseWorkflow(
  text: string,
  fileName: string,
  options: ReadOptions = {},
): Promise<Workflow> {
  const parsed = parseWorkflowTemplate({ name: fileName, content: text }, new NoOperationTraceWriter());
  const root = parsed.value;
  let events: Record<string, unknown> = {};
  // The names GitHub's converter gives each job's steps (`__run`, `__run_2`, …), by job.
  const stepNames = new Map<string, string[]>();
  if (root) {
    const converted = await convertWorkflowTemplate(parsed.context, root, undefined, {
      errorPolicy: ErrorPolicy.TryConversion,
    });
    events = plainJson(converted.events) as Record<string, unknown>;
    for (const job of converted.jobs ?? []) {
      if (job.type === 'job')
        stepNames.set(
          job.id.value,
          job.steps.map((step) => step.id),
        );
    }
  }

  const problems: Problem[] = [];
  // Keys GitHub's parser refused as already defined: it compares a mapping's keys ignoring case.
  const duplicates: Array<{ problem: Problem; key: string; position: Position }> = [];
  const seen = new Set<string>();
  const placed: Position[] = [];
  for (const error of parsed.context.errors.getErrors()) {
    // YAML errors carry their own position and a code frame; the path already says where.
    const raw = (error.rawMessage.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    // GitHub's own needs check blames every job downstream of a cycle; baton reports needs itself.
    if (/depends on (unknown )?job|must contain at least one job with no dependencies/.test(raw)) continue;
    // A `${{ }}` in an `if:` that the template reader refused stays the raw text, which the converter
    // then reads as an expression and refuses again at its `${{`: the reader's error, within the same
    // value and reported before, is the one mistake.
    if (
      raw.startsWith("Unexpected symbol: '${{'") &&
      error.range &&
      placed.some((p) => within(p, error.range!))
    )
      continue;
    const message = raw === "Unrecognized named-value: 'secrets'" ? `${raw}${SECRETS_HINT}` : raw;
    const position = error.range?.start;
    if (position) placed.push(position);
    const path = position ? `${fileName}:${position.line}:${position.column}` : fileName;
    const key = `${path}\0${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const problem: Problem = { code: problemCode(message), severity: 'error', path, message };
    problems.push(problem);
    const duplicate = /^'(.*)' is already defined$/.exec(message)?.[1];
    if (duplicate !== undefined && position) duplicates.push({ problem, key: duplicate, position });
  }
  // Not YAML (GitHub's parser then reports only the YAML errors): after the first error the YAML reader
  // mostly reports what follows from it, token by token. The first one is what to fix, said as GitHub
  // says it ("You have an error in your yaml syntax on line 6"), with the usual cause when it is the one.
  if (root === undefined && problems.length > 0) {
    const first = problems[0]!;
    const more = problems.length - 1;
    const at = /:(\d+):(\d+)$/.exec(first.path);
    const hint = yamlErrorHint(
      text,
      at ? { line: Number(at[1]), column: Number(at[2]) } : null,
      first.message,
    );
    problems.splice(0, problems.length, {
      ...first,
      message: `not valid YAML: ${first.message}${hint}${more > 0 ? ` (${more} more YAML error${more === 1 ? '' : 's'} after it, most likely from it)` : ''}`,
    });
  }

  if (root) problems.push(...overlongExpressions(root, fileName));

  const workflow: Workflow = {
    fileName,
    source: text,
    name: null,
    on: events,
    inputs: {},
    env: {},
    permissions: null,
    defaults: null,
    jobs: [],
    problems,
  };
  if (root && isMapping(root)) {
    let values: Map<string, string> | undefined;
    // Multi-line scalars with `${{` need their YAML value (see interpolation.ts); parse for them only then.
    multiLine = (line, column) => {
      values ??= multiLineValues(text);
      return values.get(`${line}:${column}`);
    };
    try {
      readRoot(root, workflow, options);
    } finally {
      multiLine = () => undefined;
    }
  }
  workflow.jobs = withNeedsResolved(workflow.jobs);
  for (const { problem, key, position } of duplicates) {
    // A job id that differs from an earlier one only in case: say which, as `needs:` could not tell them apart.
    const first = workflow.jobs.find(
      (job) =>
        job.id !== key &&
        job.id.toLowerCase() === key.toLowerCase() &&
        job.position.column === position.column &&
        job.position.line < position.line,
    );
    if (first)
      problem.message = `job id '${key}' is already defined as '${first.id}' (line ${first.position.line}): GitHub compares job ids ignoring case, as needs: does, so they would be the same job; rename one of them`;
  }
  for (const job of workflow.jobs) {
    const names = stepNames.get(job.id);
    // Only when the converter read every step: otherwise its names are not the steps' names.
    if (names?.length !== job.steps.length) continue;
    for (const [i, step] of job.steps.entries()) step.action = names[i];
  }
  problems.push(...needsProblems(workflow), ...usesProblems(workflow));
  problems.sort(byPosition);
  return workflow;
}

/**
 * Read a local action's `action.yml` with GitHub's own parser and schema (`@actions/workflow-parser`): a
 * composite action's inputs, outputs and steps, read as a workflow's steps are; any other by its `using`.
 * Throws a UserError (`action-invalid`) listing, at `file:line:col`, what GitHub would refuse.
 */
export function parseActionFile(
  text: string,
  fileName: string,
  directory: string,
  options: ReadOptions = {},
): LocalAction {
  const parsed = readActionTemplate(text, fileName);
  const errors = parsed.context.errors.getErrors();
  const root = parsed.value;
  if (errors.length > 0 || !root || !isMapping(root)) {
    // In the message itself: it is what the step's failure says.
    const problems = errors.map((error) => {
      const message = (error.rawMessage.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
      const at = error.range?.start;
      return at ? `${fileName}:${at.line}:${at.column}: ${message}` : message;
    });
    throw new UserError(
      'action-invalid',
      `${fileName} is not an action GitHub would run: ${problems.join('; ') || 'it is empty'}`,
    );
  }
  const action: LocalAction & { kind: 'composite' } = {
    kind: 'composite',
    file: fileName,
    directory,
    source: text,
    inputs: [],
    outputs: [],
    steps: [],
  };
  let using = '';
  let values: Map<string, string> | undefined;
  multiLine = (line, column) => {
    values ??= multiLineValues(text);
    return values.get(`${line}:${column}`);
  };
  try {
    for (const { key, value } of root) {
      if (!isString(key)) continue;
      if (key.value === 'inputs' && isMapping(value)) {
        for (const input of value) {
          if (!isString(input.key)) continue;
          const fields = isMapping(input.value) ? input.value : null;
          const field = (name: string) => fields?.find(name);
          const required = field('required');
          const given = field('default');
          action.inputs.push({
            id: input.key.value,
            default: given ? workflowValue(given) : null,
            required: required !== undefined && isBoolean(required) && required.value,
          });
        }
      } else if (key.value === 'outputs' && isMapping(value)) {
        for (const output of value) {
          if (!isString(output.key)) continue;
          const given = isMapping(output.value) ? output.value.find('value') : undefined;
          action.outputs.push({ id: output.key.value, value: given ? workflowValue(given) : null });
        }
      } else if (key.value === 'runs' && isMapping(value)) {
        const kind = value.find('using');
        // As the runner compares it: `Composite` is `composite`.
        if (kind && isString(kind)) using = kind.value.toLowerCase();
        const steps = value.find('steps');
        if (steps && isSequence(steps)) {
          let index = 0;
          for (const step of steps) {
            if (isMapping(step)) action.steps.push(readStep(index, step, options));
            index += 1;
          }
        }
      }
    }
  } finally {
    multiLine = () => undefined;
  }
  return using === 'composite' ? action : { kind: 'other', file: fileName, using };
}

/**
 * An action.yml read against GitHub's action schema as the runner reads it: its `action-root`, where
 * `name` and `description` may be absent (the package's `parseAction` uses the strict root editors use,
 * which requires them). A YAML error is the only error then.
 */
function readActionTemplate(text: string, fileName: string) {
  const context = new TemplateContext(
    new TemplateValidationErrors(),
    getActionSchema(),
    new NoOperationTraceWriter(),
  );
  const fileId = context.getFileId(fileName);
  const reader = new YamlObjectReader(fileId, text);
  if (reader.errors.length > 0) {
    for (const error of reader.errors) context.error(fileId, error.message, error.range);
    return { context, value: undefined };
  }
  return { context, value: readTemplate(context, 'action-root', reader, fileId) };
}

/** The position a problem path names, for sorting (`file:line:col`). */
function byPosition(a: Problem, b: Problem): number {
  const pa = a.path.match(/:(\d+):(\d+)$/);
  const pb = b.path.match(/:(\d+):(\d+)$/);
  const la = pa ? Number(pa[1]) * 1e6 + Number(pa[2]) : 0;
  const lb = pb ? Number(pb[1]) * 1e6 + Number(pb[2]) : 0;
  return la - lb;
}

/** After GitHub's error for `secrets` where it cannot be read (`if: ${{ secrets.TOKEN != '' }}`): the way GitHub's docs give. */
const SECRETS_HINT =
  " (GitHub reads secrets only in env:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";

/** Whether a position lies in a range (both ends included). */
function within(position: Position, range: { start: Position; end: Position }): boolean {
  const after = (a: Position, b: Position) => a.line > b.line || (a.line === b.line && a.column >= b.column);
  return after(position, range.start) && after(range.end, position);
}

/**
 * Values whose `${{ }}` GitHub reads as one expression over its limit: a value holding one is read as
 * `format('<the whole value>', …)`, so a long prompt or script with a single `${{ }}` in it is refused
 * ("Exceeded max expression length 21000") when GitHub loads the workflow. GitHub's TypeScript parser
 * builds that expression without checking it.
 */
function overlongExpressions(root: TemplateToken, fileName: string): Problem[] {
  const problems: Problem[] = [];
  for (const [, token] of TemplateToken.traverse(root)) {
    if (!isBasicExpression(token) || token.expression.length <= MAX_EXPRESSION_LENGTH) continue;
    const position = positionOf(token);
    problems.push({
      code: WORKFLOW_PROBLEM.expression,
      severity: 'error',
      path: `${fileName}:${position.line}:${position.column}`,
      message: `this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('…', …)): ${token.expression.length} characters, over GitHub's limit of ${MAX_EXPRESSION_LENGTH} ("Exceeded max expression length ${MAX_EXPRESSION_LENGTH}"), so GitHub refuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ }} value in through env:`,
    });
  }
  return problems;
}

function problemCode(message: string): string {
  return /named-value|Unrecognized function|expression|Unexpected symbol|Unexpected end|Too (few|many) parameters/i.test(
    message,
  )
    ? WORKFLOW_PROBLEM.expression
    : WORKFLOW_PROBLEM.invalid;
}

function readRoot(root: MappingToken, workflow: Workflow, options: ReadOptions): void {
  for (const { key, value } of root) {
    if (!isString(key)) continue;
    switch (key.value) {
      case 'name':
        if (isString(value)) workflow.name = value.value;
        break;
      case 'env':
        workflow.env = valueMap(value);
        break;
      case 'permissions':
        workflow.permissions = valueNode(value);
        break;
      case 'on': {
        workflow.inputs = readInputs(value);
        const call = readCall(value);
        if (call) workflow.call = call;
        break;
      }
      case 'jobs':
        if (isMapping(value)) {
          for (const job of value) {
            if (isString(job.key) && isMapping(job.value))
              workflow.jobs.push(readJob(job.key.value, job.key, job.value, options));
          }
        }
        break;
      case 'defaults':
        workflow.defaults = readDefaults(value);
        break;
    }
  }
}

/** `on.workflow_dispatch.inputs` and `on.workflow_call.inputs`. */
function readInputs(on: TemplateToken): Record<string, DispatchInput> {
  const inputs: Record<string, DispatchInput> = {};
  if (!isMapping(on)) return inputs;
  for (const trigger of on) {
    if (!isString(trigger.key) || !['workflow_dispatch', 'workflow_call'].includes(trigger.key.value))
      continue;
    if (!isMapping(trigger.value)) continue;
    const declared = trigger.value.find('inputs');
    if (!declared || !isMapping(declared)) continue;
    for (const [name, definition] of Object.entries(inputDefinitions(declared))) inputs[name] ??= definition;
  }
  return inputs;
}

/** `on.workflow_call` (`on: workflow_call` or `on: [push, workflow_call]` too), or undefined without it. */
function readCall(on: TemplateToken): WorkflowCall | undefined {
  const named = (token: TemplateToken) => isString(token) && token.value === 'workflow_call';
  if (isString(on)) return named(on) ? emptyCall(positionOf(on)) : undefined;
  if (isSequence(on)) {
    const item = [...on].find(named);
    return item ? emptyCall(positionOf(item)) : undefined;
  }
  if (!isMapping(on)) return undefined;
  for (const trigger of on) {
    if (!named(trigger.key)) continue;
    const call = emptyCall(positionOf(trigger.key));
    if (!isMapping(trigger.value)) return call;
    const inputs = trigger.value.find('inputs');
    if (inputs && isMapping(inputs)) call.inputs = inputDefinitions(inputs);
    const secrets = trigger.value.find('secrets');
    if (secrets && isMapping(secrets)) {
      for (const secret of secrets) {
        if (!isString(secret.key)) continue;
        const required = isMapping(secret.value) ? secret.value.find('required') : undefined;
        call.secrets[secret.key.value] = {
          required: required !== undefined && isBoolean(required) && required.value,
          position: positionOf(secret.key),
        };
      }
    }
    const outputs = trigger.value.find('outputs');
    if (outputs && isMapping(outputs)) {
      for (const output of outputs) {
        if (!isString(output.key) || !isMapping(output.value)) continue;
        const value = output.value.find('value');
        const read = value ? workflowValue(value) : null;
        if (read) call.outputs[output.key.value] = { ...read, keyPosition: positionOf(output.key) };
      }
    }
    return call;
  }
  return undefined;
}

function emptyCall(position: Position): WorkflowCall {
  return { inputs: {}, secrets: {}, outputs: {}, position };
}

/** The inputs declared under a trigger's `inputs:`, by name. */
function inputDefinitions(declared: MappingToken): Record<string, DispatchInput> {
  const inputs: Record<string, DispatchInput> = {};
  for (const input of declared) {
    if (!isString(input.key) || inputs[input.key.value]) continue;
    const definition: DispatchInput = {
      name: input.key.value,
      type: 'string',
      required: false,
      default: null,
      description: null,
      options: null,
      position: positionOf(input.key),
    };
    if (isMapping(input.value)) {
      for (const field of input.value) {
        if (!isString(field.key)) continue;
        const v = field.value;
        switch (field.key.value) {
          case 'type':
            if (isString(v) && ['string', 'choice', 'boolean', 'environment', 'number'].includes(v.value)) {
              definition.type = v.value as DispatchInput['type'];
            }
            break;
          case 'required':
            if (isBoolean(v)) definition.required = v.value;
            break;
          case 'default':
            if (isString(v) || isBoolean(v) || isNumber(v)) definition.default = v.value;
            break;
          case 'description':
            if (isString(v)) definition.description = v.value;
            break;
          case 'options':
            if (isSequence(v)) definition.options = [...v].filter(isString).map((o) => o.value);
            break;
        }
      }
    }
    inputs[definition.name] = definition;
  }
  return inputs;
}

/** `defaults.run`, or null when there is none (a `defaults:` without `run:` leaves the workflow's to a job). */
function readDefaults(token: TemplateToken): RunDefaults | null {
  if (!isMapping(token)) return null;
  const run = token.find('run');
  if (!run || !isMapping(run)) return null;
  const defaults: RunDefaults = { shell: null, workingDirectory: null };
  const shell = run.find('shell');
  const dir = run.find('working-directory');
  if (shell) defaults.shell = workflowValue(shell);
  if (dir) defaults.workingDirectory = workflowValue(dir);
  return defaults;
}

function readJob(id: string, keyToken: TemplateToken, token: MappingToken, options: ReadOptions): Job {
  const job: Job = {
    id,
    name: null,
    position: positionOf(keyToken),
    needs: [],
    if: { expression: 'success()', text: null, position: null },
    strategy: null,
    runsOn: null,
    container: null,
    services: null,
    env: {},
    outputs: {},
    permissions: null,
    continueOnError: false,
    timeoutMinutes: null,
    cancelTimeoutMinutes: null,
    defaults: null,
    uses: null,
    with: {},
    secrets: {},
    steps: [],
  };
  for (const { key, value } of token) {
    if (!isString(key)) continue;
    switch (key.value) {
      case 'name':
        job.name = workflowValue(value);
        break;
      case 'needs':
        job.needs = readNeeds(value);
        break;
      case 'if':
        job.if = condition(value);
        break;
      case 'strategy':
        job.strategy = valueNode(value);
        break;
      case 'runs-on':
        job.runsOn = valueNode(value);
        break;
      case 'container':
        job.container = valueNode(value);
        break;
      case 'services':
        job.services = valueNode(value);
        break;
      case 'env':
        job.env = valueMap(value);
        break;
      case 'outputs':
        job.outputs = valueMap(value);
        break;
      case 'permissions':
        job.permissions = valueNode(value);
        break;
      case 'continue-on-error':
        job.continueOnError = booleanOrValue(value);
        break;
      case 'timeout-minutes':
        job.timeoutMinutes = valueNode(value);
        break;
      case 'cancel-timeout-minutes':
        job.cancelTimeoutMinutes = valueNode(value);
        break;
      case 'defaults':
        job.defaults = readDefaults(value);
        break;
      case 'uses':
        if (isString(value)) job.uses = { text: value.value, position: positionOf(value) };
        break;
      case 'with':
        job.with = valueMap(value);
        break;
      case 'secrets':
        job.secrets = isString(value) && value.value === 'inherit' ? 'inherit' : valueMap(value);
        break;
      case 'steps':
        if (isSequence(value)) {
          let index = 0;
          for (const step of value) {
            if (isMapping(step)) job.steps.push(readStep(index, step, options));
            index += 1;
          }
        }
        break;
    }
  }
  return job;
}

function readNeeds(token: TemplateToken): Need[] {
  const items = isSequence(token) ? [...token] : [token];
  return items.filter(isString).map((need) => ({ id: need.value, position: positionOf(need) }));
}

function readStep(index: number, token: MappingToken, options: ReadOptions): Step {
  const step: Step = {
    index,
    id: null,
    name: null,
    if: { expression: 'success()', text: null, position: null },
    run: null,
    uses: null,
    with: {},
    env: {},
    shell: null,
    workingDirectory: null,
    continueOnError: false,
    timeoutMinutes: null,
    position: positionOf(token),
  };
  for (const { key, value } of token) {
    if (!isString(key)) continue;
    switch (key.value) {
      case 'id':
        if (isString(value)) step.id = value.value;
        break;
      case 'name':
        step.name = workflowValue(value);
        break;
      case 'if':
        step.if = condition(value);
        break;
      case 'run':
        step.run = workflowValue(value);
        break;
      case 'uses':
        if (isString(value)) {
          step.uses = { text: value.value, position: positionOf(value) };
          const path = value.value.trim();
          const at = path.startsWith('./') ? options.actionAt?.(path.replace(/\/+$/, '')) : undefined;
          if (at === 'own') step.ownAction = true;
          else if (at === 'missing') step.actionMissing = true;
        }
        break;
      case 'with':
        step.with = valueMap(value);
        break;
      case 'env':
        step.env = valueMap(value);
        break;
      case 'shell':
        step.shell = workflowValue(value);
        break;
      case 'working-directory':
        step.workingDirectory = workflowValue(value);
        break;
      case 'continue-on-error':
        step.continueOnError = booleanOrValue(value);
        break;
      case 'timeout-minutes':
        step.timeoutMinutes = valueNode(value);
        break;
    }
  }
  return step;
}

/** An `if:` with GitHub's implicit `success() && (…)` (GitHub's own function decides). */
function condition(token: TemplateToken): Condition {
  const written = isBasicExpression(token) ? token.expression : isString(token) ? token.value.trim() : '';
  const text = isBasicExpression(token) ? (token.source ?? `\${{ ${written} }}`) : written;
  if (isBoolean(token) || isNumber(token)) {
    const literal = String(token.value);
    return { expression: literal, text: literal, position: positionOf(token) };
  }
  const expression = written ? ensureStatusFunction(written, token.definitionInfo) : 'success()';
  return { expression, text, position: positionOf(token), implicitSuccess: expression !== written };
}

function booleanOrValue(token: TemplateToken): boolean | WorkflowValue {
  if (isBoolean(token)) return token.value;
  return workflowValue(token) ?? false;
}

/** A mapping of scalars (`env:`, `with:`, `outputs:`). Built with fromEntries: a `__proto__` key stays data. */
function valueMap(token: TemplateToken): ValueMap {
  if (!isMapping(token)) return {};
  const entries: Array<[string, WorkflowValue]> = [];
  for (const { key, value } of token) {
    if (!isString(key)) continue;
    const v = workflowValue(value);
    if (v) entries.push([key.value, { ...v, keyPosition: positionOf(key) }]);
  }
  return Object.fromEntries(entries);
}

/** The YAML value of the multi-line scalar starting at a position, while a file is being read. */
let multiLine: (line: number, column: number) => string | undefined = () => undefined;

function workflowValue(token: TemplateToken): WorkflowValue | null {
  const position = positionOf(token);
  if (isBasicExpression(token)) {
    const range = token.range;
    if (range && range.start.line !== range.end.line) {
      const value = multiLine(range.start.line, range.start.column);
      const expression = value === undefined ? null : interpolationExpression(value);
      if (value !== undefined && expression !== null) return { text: value, expression, position };
    }
    return { text: token.source ?? `\${{ ${token.expression} }}`, expression: token.expression, position };
  }
  if (isString(token)) return { text: token.value, expression: null, position, literal: 'string' };
  if (isNumber(token)) return { text: String(token.value), expression: null, position, literal: 'number' };
  if (isBoolean(token)) return { text: String(token.value), expression: null, position, literal: 'boolean' };
  if (token.templateTokenType === NULL_TOKEN)
    return { text: '', expression: null, position, literal: 'null' };
  return null;
}

/** TokenType.Null of the workflow parser (its enum is not exported from the package entry). */
const NULL_TOKEN = 7;

function valueNode(token: TemplateToken): ValueNode {
  const position = positionOf(token);
  if (isBasicExpression(token)) {
    return {
      kind: 'expression',
      expression: token.expression,
      text: token.source ?? `\${{ ${token.expression} }}`,
      position,
    };
  }
  if (isString(token) || isNumber(token) || isBoolean(token))
    return { kind: 'literal', value: token.value, position };
  if (isSequence(token)) return { kind: 'sequence', items: [...token].map(valueNode), position };
  if (isMapping(token)) {
    const entries: Array<{ key: string; value: ValueNode; keyPosition: Position }> = [];
    for (const { key, value } of token) {
      if (isString(key))
        entries.push({ key: key.value, value: valueNode(value), keyPosition: positionOf(key) });
    }
    return { kind: 'mapping', entries, position };
  }
  return { kind: 'literal', value: null, position };
}

function positionOf(token: TemplateToken): Position {
  const start = token.range?.start;
  return start ? { line: start.line, column: start.column } : { line: 0, column: 0 };
}

/** The workflow parser's objects as plain JSON (tokens have toJSON). */
function plainJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? {}));
}
