import { artifactNameFor } from '../artifact-name.js';
import { parseBooleanInput } from '../boolean-input.js';
import { DataSchema } from '../data-schema.js';
import { SystemError, UserError } from '../errors.js';
import { StageId } from '../handoff.js';
import { INPUT_CHOICES, INPUTS, LIMITS, STAGE_ID_PATTERN } from '../names.js';
import { AGENT_PRESET_NAMES, AgentPresetName } from '../presets.js';
import { RunFacts } from '../record.js';
import { containsSecretValue } from '../redact.js';
import { GITHUB_RUN_ID_PATTERN } from '../run-id.js';
import { stageIdFor } from '../stage-id.js';
import { closest } from '../suggest.js';
import { GithubContext } from '../template/context.js';
import { type NeedsInputFacts, needsWordProblem, openMatrixOf } from '../workflow/needs-input.js';
import * as z from '../zod.js';
import type { PreparedStage } from './prepared-stage.js';
import { parseShell } from './shell.js';
import { redactInputValues } from './split-redact.js';

/** Bounds of the numeric inputs. */
const BOUNDS = {
  attempts: { min: 1, max: LIMITS.maxAttempts },
  maxHandoffs: { min: 1, max: 1000 },
  maxPromptTokens: { min: 1, max: 10_000_000 },
  retentionDays: { min: 1, max: 400 },
} as const;

export const HandoffRequirement = z.enum(INPUT_CHOICES.handoff);
export type HandoffRequirement = z.infer<typeof HandoffRequirement>;
export const OnInvalid = z.enum(INPUT_CHOICES.onInvalid);
export type OnInvalid = z.infer<typeof OnInvalid>;

/** The agent: a shell command (`run`) or a preset (`agent`). Null when another step runs it (prepare/capture). */
export const AgentSpec = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('command'), command: z.string().check(z.minLength(1)) }),
  z.strictObject({ kind: z.literal('preset'), preset: AgentPresetName }),
]);
export type AgentSpec = z.infer<typeof AgentSpec>;

/** One stage upstream of this one (directly or not). */
export const UpstreamStage = z.strictObject({
  stage: StageId,
  /** Its job id, or null when only the stage id is known (the `needs` input without the workflow file). */
  job: z.nullable(z.string()),
  /**
   * The matrix values of the leg that records it, when the workflow tells them without its record (a matrix
   * written out, or one the run expanded): `.matrix` of a leg that recorded nothing. Absent: not known.
   */
  matrix: z.optional(z.record(z.string(), z.unknown())),
  /**
   * Only the prompt names it, under a job whose stage ids only its run knows (a matrix from an expression):
   * without a record it cannot be told from a misspelt id, which its warning says.
   */
  open: z.optional(z.literal(true)),
  /**
   * Where it stands among its job's stages as the workflow text fixes it (a leg of a matrix written out):
   * the order of `jobs.<job>` (LegPlace). Absent: listed by stage id.
   */
  place: z.optional(z.readonly(z.array(z.number().check(z.int(), z.nonnegative())))),
});
export type UpstreamStage = z.infer<typeof UpstreamStage>;

/**
 * Everything the stage engine needs to run one stage, whoever calls it: the GitHub action (from its inputs
 * and the runner's environment) or `baton run` (from the workflow file, with `with:` evaluated). Plain data:
 * build it with `stageSpecFromInputs`, or parse one with `StageSpec.parse`.
 */
export const StageSpec = z.strictObject({
  /** The stage id (DESIGN §1): the `stage` input, else the job id with matrix values appended. */
  stage: StageId,
  /** The job id. */
  job: z.string().check(z.minLength(1)),
  /** This leg's matrix values, or null outside a matrix. */
  matrix: z.nullable(z.record(z.string(), z.unknown())),
  /**
   * The prompt template and where it came from (`.github/workflows/fix.yml jobs.fix prompt`, or the
   * prompt-file path), for error messages. Null only for a capture that renders nothing.
   */
  template: z.nullable(
    z.strictObject({
      text: z.string(),
      source: z.string(),
      /**
       * The `prompt` input is one word that names a file of the repository (`.github/prompts/fix.md`):
       * `prompt-file` was likely meant, and the agent would get the path as its whole prompt. Warned of.
       */
      namesFile: z.optional(z.string()),
    }),
  ),
  /**
   * The stages upstream of this one, transitively, as the workflow's `needs` says: the only records the
   * prompt may read. Never "whatever exists in the store": jobs running beside this one are not upstream.
   */
  upstream: z.array(UpstreamStage),
  /**
   * When the workflow file was not available: also treat the stages named in the upstream records'
   * lineage as upstream (DESIGN §5, "from the needs input plus the lineage stored in those records").
   */
  expandLineage: z.boolean(),
  /** Upstream stages whose handoff must be present; rendering fails naming the first that is absent. */
  needs: z.array(StageId),
  /** `required`: a missing or invalid handoff fails the stage (after one repair turn). */
  handoff: HandoffRequirement,
  /** `warn`: an invalid handoff, or a `next.stage` naming no job, is a warning instead of a failure. */
  onInvalid: OnInvalid,
  /**
   * The `data-schema` input: the contract the handoff's `data` is checked against once it passes the version
   * 1 rules (data-schema.ts); a break is a handoff problem like any other. Absent: data is an open map.
   */
  dataSchema: z.optional(DataSchema),
  agent: z.nullable(AgentSpec),
  /** `bash` (default), `sh`, `pwsh`, `python`, or a command template containing `{0}`. */
  shell: z.string(),
  /** Where the agent and verify commands run, relative to the workspace root. */
  workingDirectory: z.string().check(z.minLength(1)),
  /** A command run after each agent run; exit 0 passes. Null: no verification. */
  verify: z.nullable(z.string()),
  /** Most agent runs of this stage (verify retries; a repair turn is granted once beyond them). */
  attempts: z.number().check(z.int(), z.gte(BOUNDS.attempts.min), z.lte(BOUNDS.attempts.max)),
  /** The longest handoff chain allowed: a stage whose hop would exceed it refuses to run. */
  maxHandoffs: z.number().check(z.int(), z.gte(BOUNDS.maxHandoffs.min), z.lte(BOUNDS.maxHandoffs.max)),
  /**
   * The run this run continues (a GitHub run id, or a local run id under `baton run --parent`), or null:
   * the stage's hop then also counts from the parent run's records, so a routing loop that starts new runs
   * is bounded by `maxHandoffs` too.
   */
  parentRun: z.nullable(z.string().check(z.minLength(1))),
  /** Token budget of the rendered prompt, or null for none. */
  maxPromptTokens: z.nullable(z.number().check(z.int(), z.positive())),
  /** Days the GitHub store keeps the record's artifact, or null for the repository's default. */
  retentionDays: z.nullable(z.number().check(z.int(), z.positive())),
  /** `inputs.<name>` of the template: workflow_dispatch inputs plus the `vars` input. */
  inputs: z.record(z.string(), z.string()),
  /** `github` of the template: repository, ref, sha, run id, actor, event name and payload (untrusted). */
  github: GithubContext,
  /** Values redacted from everything stored: the job's secrets baton can see, and the `redact` input. */
  redact: z.array(z.string()),
  /**
   * Job ids of the workflow, for checking `next.stage`; null when unknown: a `next` is then not checked,
   * with a warning saying why (`workflowUnread`).
   */
  workflowJobs: z.nullable(z.array(z.string())),
  /** Why the workflow's jobs are not known (`workflowJobs` null): the workflow file could not be read. */
  workflowUnread: z.optional(z.string()),
  /**
   * The event's name when baton made its payload up (`baton run` without `--event`): a field the template
   * reads that it lacks says to give a payload, not to guard a field GitHub may always send.
   */
  madeEvent: z.optional(z.string()),
  /**
   * With `madeEvent`, in a replay (`baton replay`): the run replayed, whose made payload the replay runs on.
   * The hint then says to start a new run with a payload, as a replay takes none.
   */
  madeEventRun: z.optional(z.string()),
  /**
   * The `trust-checkout` input: true lets a preset's CLI read the project configuration of a checkout of
   * another commit than the run's (see src/core/agent-config.ts); absent or false, the root action sets it to
   * the run's commit's while the CLI runs. `baton run` runs the user's own tree and ignores it.
   */
  trustCheckout: z.optional(z.boolean()),
  /** Facts about the run, copied into every record. */
  run: RunFacts,
});
/** See the schema's fields. */
export type StageSpec = z.infer<typeof StageSpec>;

/** What `stageSpecFromInputs` needs besides the inputs: facts the caller knows about the job and run. */
export interface StageSpecContext {
  /** Which action the inputs are for: the root (`run` or `agent` required), or one half of a split stage. */
  mode: 'stage' | 'prepare' | 'capture';
  /** The job as the run names it (`analyze/scan` for a called workflow's job): the record's `job`. */
  job: string;
  /**
   * The id a default stage id starts from, when not `job`: a called workflow's job's own id (`scan`), as
   * `github.job` is inside a called workflow on GitHub, where the action defaults the stage id from it.
   */
  stageJob?: string;
  matrix?: Record<string, unknown> | null;
  /** Transitive upstream stages from the workflow file; undefined when it is not available. */
  upstream?: UpstreamStage[];
  /**
   * With `upstream`: what the file says the `needs` input may name (Plan.needsFacts), to check it with, in the
   * words of `baton lint` (needs-input.ts).
   */
  needsFacts?: NeedsInputFacts;
  /** Job ids of the workflow; null or undefined when unknown. */
  workflowJobs?: string[] | null;
  /** Why the workflow's jobs are not known, when they are not: said if a handoff's `next` cannot be checked. */
  workflowUnread?: string;
  github: GithubContext;
  /** The event's name when the caller made its payload up (`baton run` without `--event`); see StageSpec. */
  madeEvent?: string;
  /** In a replay, the run replayed whose made payload it runs on; see StageSpec. */
  madeEventRun?: string;
  run: RunFacts;
  /**
   * The parent run as the caller resolved it (`baton run --parent`: a local run id, or null for none). When
   * given, the `parent-run` input is not read; when undefined (the action), the input must be a GitHub run id.
   */
  parentRun?: string | null;
  /**
   * The run's inputs the template sees as `inputs.<name>`, under the `vars` input. Default (and what the
   * action and `baton run` both use): `dispatchInputsOf(github)`, the inputs in the run's event payload.
   */
  dispatchInputs?: Record<string, string>;
  /** Values of the job's secrets that baton can see; redacted together with the `redact` input. */
  secrets?: readonly string[];
  /** Where the `prompt` input was written, for render errors. Default: `jobs.<job> prompt`. */
  promptSource?: string;
  /** Reads a repository file for `prompt-file`; required when that input is used. */
  readFile?: (path: string) => string;
  /**
   * Parses the `vars` input (`parseVars` from vars.ts); required when that input is used, except in capture,
   * which has none. Given by the caller, like `readFile`, so that capture never loads a YAML parser.
   */
  parseVars?: (text: string) => Record<string, string>;
  /**
   * Parses the `data-schema` input (`parseDataSchemaText` from data-schema-text.ts); required when that input
   * is given. Given by the caller, like `parseVars`, so that a step given no schema loads no YAML parser.
   */
  parseDataSchema?: (text: string) => DataSchema;
  /**
   * Inputs the step was given that this action does not have, named as the runner passes them (`prompt_file`
   * for `INPUT_PROMPT_FILE`, which `prompt-file`'s INPUT_PROMPT-FILE is not): a required input that is
   * missing names the one of them it was likely given as.
   */
  unreadInputs?: readonly string[];
}

/** Why a stage id that holds a secret is refused (here and by the plan), never quoting it. */
export const SECRET_IN_STAGE_ID =
  'the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted';

/** The messages for inputs that exclude each other, or of which one is required. */
const PAIR_MESSAGES = {
  bothPrompts: `give either \`${INPUTS.prompt}\` or \`${INPUTS.promptFile}\`, not both`,
  noPrompt: `one of \`${INPUTS.prompt}\` or \`${INPUTS.promptFile}\` is required`,
  outputWithoutAgent: `is given without \`${INPUTS.agent}\`, here or on its prepare step: name the CLI whose output the file holds (${AGENT_PRESET_NAMES.slice(0, -1).join(', ')} or ${AGENT_PRESET_NAMES.at(-1)}), so capture can read its usage`,
  bothAgents: `give either \`${INPUTS.run}\` (a command) or \`${INPUTS.agent}\` (a preset), not both`,
  noAgent: `one of \`${INPUTS.run}\` (the agent's command) or \`${INPUTS.agent}\` (a preset) is required`,
} as const;

/** One problem with one input. */
export interface InputProblem {
  input: string;
  message: string;
}

/**
 * Validate action-style inputs (names from INPUTS; '' means not given, as GitHub passes unset inputs) and
 * build the StageSpec. Every bad input is reported at once, each naming the input and what is allowed:
 * `on-invalid: "maybe" is not one of fail, warn`. Throws UserError `input-invalid`.
 */
export function stageSpecFromInputs(
  inputs: Readonly<Record<string, string>>,
  ctx: StageSpecContext,
): StageSpec {
  const problems: InputProblem[] = [];
  const value = (name: string): string | null => {
    const raw = inputs[name];
    if (raw === undefined) return null;
    const trimmed = raw.trim();
    return trimmed === '' ? null : trimmed;
  };
  const fail = (input: string, message: string) => problems.push({ input, message });
  const attempt = <T>(input: string, parse: () => T, fallback: T): T => {
    try {
      return parse();
    } catch (error) {
      if (error instanceof UserError) {
        fail(error.where ?? input, error.message);
        return fallback;
      }
      throw error;
    }
  };

  const stage = stageInput(value(INPUTS.stage), ctx, fail);
  const handoff = choice(INPUTS.handoff, value(INPUTS.handoff), INPUT_CHOICES.handoff, 'optional', fail);
  const onInvalid = choice(INPUTS.onInvalid, value(INPUTS.onInvalid), INPUT_CHOICES.onInvalid, 'fail', fail);
  const attempts = integer(INPUTS.attempts, value(INPUTS.attempts), BOUNDS.attempts, 1, fail);
  const maxHandoffs = integer(
    INPUTS.maxHandoffs,
    value(INPUTS.maxHandoffs),
    BOUNDS.maxHandoffs,
    LIMITS.defaultMaxHandoffs,
    fail,
  );
  // The run's own id is refused wherever the parent comes from: `baton run` refuses what GitHub would.
  const parentRun = isOwnRun(value(INPUTS.parentRun), ctx.run.id, fail)
    ? null
    : ctx.parentRun !== undefined
      ? ctx.parentRun
      : parentRunInput(value, fail);
  const maxPromptTokens = integer(
    INPUTS.maxPromptTokens,
    value(INPUTS.maxPromptTokens),
    BOUNDS.maxPromptTokens,
    null,
    fail,
  );
  const retentionDays = integer(
    INPUTS.retentionDays,
    value(INPUTS.retentionDays),
    BOUNDS.retentionDays,
    null,
    fail,
  );
  const shell = value(INPUTS.shell) ?? 'bash';
  attempt(INPUTS.shell, () => parseShell(shell), null);
  const trustCheckout = booleanInput(INPUTS.trustCheckout, value(INPUTS.trustCheckout), fail);
  const workingDirectory = value(INPUTS.workingDirectory) ?? '.';
  if (workingDirectory.includes('\0')) fail(INPUTS.workingDirectory, 'must not contain a NUL character');
  const verify = value(INPUTS.verify);
  const vars = attempt(INPUTS.vars, () => varsInput(inputs[INPUTS.vars] ?? '', ctx), {});
  const dataSchema = attempt(
    INPUTS.dataSchema,
    () => dataSchemaInput(inputs[INPUTS.dataSchema] ?? '', ctx),
    undefined,
  );
  const template = templateInput(inputs, value, ctx, fail);
  const agent = agentInput(value, ctx, fail);
  const { upstream, needs, expandLineage } = upstreamInputs(value(INPUTS.needs), ctx, fail);
  const redact = [...(ctx.secrets ?? []), ...redactInputValues(inputs[INPUTS.redact] ?? '')].filter(
    (s) => s.length > 0,
  );

  if (problems.length > 0) throw inputError(problems);

  const parsed = StageSpec.parse({
    stage,
    job: ctx.job,
    matrix: ctx.matrix ?? null,
    template,
    upstream: [],
    expandLineage,
    needs,
    handoff,
    onInvalid,
    ...(dataSchema === undefined ? {} : { dataSchema }),
    agent,
    shell,
    workingDirectory,
    verify,
    attempts,
    maxHandoffs,
    parentRun,
    maxPromptTokens,
    retentionDays,
    inputs: { ...(ctx.dispatchInputs ?? dispatchInputsOf(ctx.github)), ...vars },
    github: ctx.github,
    redact: [...new Set(redact)],
    workflowJobs: ctx.workflowJobs ?? null,
    ...(ctx.workflowJobs == null && ctx.workflowUnread !== undefined
      ? { workflowUnread: ctx.workflowUnread }
      : {}),
    ...(ctx.madeEvent === undefined ? {} : { madeEvent: ctx.madeEvent }),
    ...(ctx.madeEvent === undefined || ctx.madeEventRun === undefined
      ? {}
      : { madeEventRun: ctx.madeEventRun }),
    ...(trustCheckout ? { trustCheckout } : {}),
    run: ctx.run,
  } satisfies z.input<typeof StageSpec>);
  return { ...parsed, upstream: checkedUpstream(upstream) };
}

/**
 * The inputs a prompt template sees as `inputs.<name>` (DESIGN §5), read as the action reads them on GitHub:
 * from the run's event payload, whose `inputs` hold what a `workflow_dispatch` was dispatched with (each as
 * the text given, defaults filled in). A stage in a called workflow sees the same, as its `github.event`
 * is its caller's: the inputs a call gives (`with:`) are in no payload, and reach a stage through its `vars`
 * input. `baton run` puts the inputs of the run it plans in the payload it gives the stages (a called-only
 * workflow's, run as `workflow_call`, too), so both render one template alike. Any other event has none.
 * The payload is untrusted: its values are data, and only text, numbers and booleans are taken.
 */
export function dispatchInputsOf(
  github: Pick<GithubContext, 'event_name' | 'event'>,
): Record<string, string> {
  if (github.event_name !== 'workflow_dispatch' && github.event_name !== 'workflow_call') return {};
  const given = github.event.inputs;
  if (given === null || typeof given !== 'object' || Array.isArray(given)) return {};
  return Object.fromEntries(
    Object.entries(given)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([name, value]) => [name, String(value)]),
  );
}

function notAPreset(name: string): string {
  return `${JSON.stringify(name)} is not one of ${AGENT_PRESET_NAMES.join(', ')}`;
}

/**
 * What `stageSpecFromInputs` would refuse in inputs written as literals, found before a run starts (the
 * plan of `baton run`): a value not among its choices or not a whole number in its bounds, an unknown
 * preset, and inputs that exclude each other given together, or both left out. `given` maps each input
 * written under `with:` to its text, or to null for an expression, known only when the step runs.
 */
export function literalInputProblems(
  given: ReadonlyMap<string, string | null>,
  mode: StageSpecContext['mode'],
  parseVars?: StageSpecContext['parseVars'],
  parseDataSchema?: StageSpecContext['parseDataSchema'],
): InputProblem[] {
  const problems: InputProblem[] = [];
  const fail: Fail = (input, message) => problems.push({ input, message });
  const refused = (input: string, parse: () => unknown) => {
    try {
      parse();
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      fail(error.where ?? input, error.message);
    }
  };
  const literal = (name: string): string | null => given.get(name)?.trim() || null;
  const written = (name: string) => given.get(name) === null || literal(name) !== null;
  choice(INPUTS.handoff, literal(INPUTS.handoff), INPUT_CHOICES.handoff, 'optional', fail);
  choice(INPUTS.onInvalid, literal(INPUTS.onInvalid), INPUT_CHOICES.onInvalid, 'fail', fail);
  integer(INPUTS.attempts, literal(INPUTS.attempts), BOUNDS.attempts, null, fail);
  integer(INPUTS.maxHandoffs, literal(INPUTS.maxHandoffs), BOUNDS.maxHandoffs, null, fail);
  integer(INPUTS.maxPromptTokens, literal(INPUTS.maxPromptTokens), BOUNDS.maxPromptTokens, null, fail);
  integer(INPUTS.retentionDays, literal(INPUTS.retentionDays), BOUNDS.retentionDays, null, fail);
  booleanInput(INPUTS.trustCheckout, literal(INPUTS.trustCheckout), fail);
  const preset = literal(INPUTS.agent);
  if (preset !== null && !AgentPresetName.safeParse(preset).success) fail(INPUTS.agent, notAPreset(preset));
  const shell = literal(INPUTS.shell);
  if (shell !== null) refused(INPUTS.shell, () => parseShell(shell));
  // Capture has no `vars` input, and ignores one given (see varsInput).
  const vars = given.get(INPUTS.vars);
  if (mode !== 'capture' && parseVars !== undefined && typeof vars === 'string')
    refused(INPUTS.vars, () => parseVars(vars));
  // Prepare has no `data-schema` input (a key it does not declare is said as such).
  const schema = given.get(INPUTS.dataSchema);
  if (
    mode !== 'prepare' &&
    parseDataSchema !== undefined &&
    typeof schema === 'string' &&
    schema.trim() !== ''
  )
    refused(INPUTS.dataSchema, () => parseDataSchema(schema));
  if (mode !== 'capture') {
    if (written(INPUTS.prompt) && written(INPUTS.promptFile)) fail(INPUTS.prompt, PAIR_MESSAGES.bothPrompts);
    else if (!written(INPUTS.prompt) && !written(INPUTS.promptFile))
      fail(INPUTS.prompt, PAIR_MESSAGES.noPrompt);
  }
  // Capture's `agent-output` without `agent` takes prepare's `agent`: checked with its prepare step
  // (captureAgentOutputProblem).
  if (mode === 'stage') {
    if (written(INPUTS.run) && written(INPUTS.agent)) fail(INPUTS.run, PAIR_MESSAGES.bothAgents);
    else if (!written(INPUTS.run) && !written(INPUTS.agent)) fail(INPUTS.run, PAIR_MESSAGES.noAgent);
  }
  return problems;
}

/**
 * The spec once the workflow file is read (DESIGN §5): its upstream stages and job ids, with the `needs`
 * input checked against them — given `needs`, what the file says of the jobs' stages, as `baton lint` and the
 * plan of `baton run` check it, in their words. Every other input was checked when the spec was built.
 */
export function withWorkflow(
  spec: StageSpec,
  workflow: { upstream: UpstreamStage[]; workflowJobs: string[]; needs?: NeedsInputFacts },
): StageSpec {
  const problems: InputProblem[] = [];
  const { upstream, expandLineage } = upstreamOf(
    spec.needs,
    spec.job,
    workflow.upstream,
    (input, message) => problems.push({ input, message }),
    workflow.needs,
  );
  if (problems.length > 0) throw inputError(problems);
  const { workflowUnread: _, ...known } = spec;
  return {
    ...known,
    upstream: checkedUpstream(upstream),
    expandLineage,
    workflowJobs: [...workflow.workflowJobs],
  };
}

/**
 * The upstream list, checked apart, without copying it through zod: in a long chain it names every stage
 * before this one, for every stage. Only a list that fails the quick check goes through the schema, for
 * its error.
 */
function checkedUpstream(upstream: UpstreamStage[]): UpstreamStage[] {
  return upstream.every(isUpstreamStage) ? upstream : z.array(UpstreamStage).parse(upstream);
}

/** The `vars` input as a map. */
function varsInput(text: string, ctx: StageSpecContext): Record<string, string> {
  // Capture renders no prompt and has no `vars` input; given one anyway, it is ignored, as the runner
  // ignores an unexpected input after a warning.
  if (ctx.mode === 'capture' || text.trim() === '') return {};
  if (ctx.parseVars === undefined)
    throw new SystemError('stageSpecFromInputs: a vars input needs ctx.parseVars');
  return ctx.parseVars(text);
}

/**
 * The `data-schema` input as a DataSchema, or undefined when not given. Prepare validates no handoff and has
 * no such input; given one anyway, it is ignored, as `vars` is by capture.
 */
function dataSchemaInput(text: string, ctx: StageSpecContext): DataSchema | undefined {
  if (ctx.mode === 'prepare' || text.trim() === '') return undefined;
  if (ctx.parseDataSchema === undefined)
    throw new SystemError('stageSpecFromInputs: a data-schema input needs ctx.parseDataSchema');
  return ctx.parseDataSchema(text);
}

/**
 * What UpstreamStage accepts, checked by hand: `{ stage, job, matrix?, open?, place? }`, a stage id, a job id
 * or null, a plain object of matrix values, `open: true`, and a list of whole numbers from 0.
 */
function isUpstreamStage(entry: UpstreamStage): boolean {
  const keys = Object.keys(entry);
  const { matrix, place } = entry;
  return (
    keys.length ===
      2 + (matrix === undefined ? 0 : 1) + (entry.open === true ? 1 : 0) + (place === undefined ? 0 : 1) &&
    (place === undefined || (Array.isArray(place) && place.every((n) => Number.isInteger(n) && n >= 0))) &&
    keys.includes('stage') &&
    keys.includes('job') &&
    typeof entry.stage === 'string' &&
    STAGE_ID_PATTERN.test(entry.stage) &&
    (entry.job === null || typeof entry.job === 'string') &&
    (matrix === undefined ||
      (typeof matrix === 'object' &&
        matrix !== null &&
        !Array.isArray(matrix) &&
        Object.getPrototypeOf(matrix) === Object.prototype))
  );
}

function inputError(problems: InputProblem[]): UserError {
  const [first] = problems;
  if (problems.length === 1 && first) {
    return new UserError('input-invalid', first.message, { where: first.input });
  }
  return new UserError('input-invalid', `${problems.length} inputs are invalid`, {
    details: problems.map((p) => `${p.input}: ${p.message}`),
  });
}

type Fail = (input: string, message: string) => void;

function choice<const T extends string, F extends T>(
  input: string,
  raw: string | null,
  allowed: readonly T[],
  fallback: F,
  fail: Fail,
): T {
  if (raw === null) return fallback;
  if ((allowed as readonly string[]).includes(raw)) return raw as T;
  fail(input, `${JSON.stringify(raw)} is not one of ${allowed.join(', ')}`);
  return fallback;
}

/** A boolean input, as every action reads one (parseBooleanInput); false when not given or refused. */
function booleanInput(input: string, raw: string | null, fail: Fail): boolean {
  try {
    return parseBooleanInput(input, raw, false);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    fail(input, error.message);
    return false;
  }
}

/**
 * Whether the `parent-run` input names this very run (`${{ github.run_id }}`, most likely written for the id
 * the run that started this one passes in): its own records would be its "parent", read as a run before it,
 * and its hop would count from whichever of its jobs stored first. Refused, naming the likely slip.
 */
function isOwnRun(raw: string | null, runId: string, fail: Fail): boolean {
  if (raw === null || raw !== runId) return false;
  fail(
    INPUTS.parentRun,
    `${JSON.stringify(raw)} is this run's own id (\${{ github.run_id }}); the parent run is the one that started this one, whose id it passes in (an input: \${{ inputs.parent-run }}). This run's stages upstream of this job are read without it; leave ${INPUTS.parentRun} empty when no run started this one`,
  );
  return true;
}

/** The `parent-run` input: a GitHub workflow run id (a positive whole number), or null when empty. */
function parentRunInput(value: (name: string) => string | null, fail: Fail): string | null {
  const raw = value(INPUTS.parentRun);
  if (raw === null) return null;
  if (!GITHUB_RUN_ID_PATTERN.test(raw)) {
    fail(
      INPUTS.parentRun,
      `${JSON.stringify(raw)} is not a workflow run id (a positive whole number, such as \${{ github.run_id }} of the run that started this one)`,
    );
    return null;
  }
  return raw;
}

function integer<F extends number | null>(
  input: string,
  raw: string | null,
  bounds: { min: number; max: number },
  fallback: F,
  fail: Fail,
): number | F {
  if (raw === null) return fallback;
  const parsed = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(parsed) || parsed < bounds.min || parsed > bounds.max) {
    fail(input, `${JSON.stringify(raw)} is not a whole number from ${bounds.min} to ${bounds.max}`);
    return fallback;
  }
  return parsed;
}

/**
 * The stage id: the `stage` input, else the job id with the leg's matrix values. Checked here, before any
 * agent runs, also against what the stores need (an id ending like `-attempt-2` has no artifact name).
 */
function stageInput(raw: string | null, ctx: StageSpecContext, fail: Fail): string {
  // A stage id names directories, artifacts and events, which are never redacted: one that holds a secret
  // (`stage: ${{ secrets.X }}`, or a matrix value that is one) would put it on disk. Refused, unquoted.
  const secrets = ctx.secrets ?? [];
  const from =
    raw !== null
      ? [raw]
      : Object.values(ctx.matrix ?? {}).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  if (from.some((text) => containsSecretValue(text, secrets))) {
    fail(
      INPUTS.stage,
      `${SECRET_IN_STAGE_ID}, so ${raw === null ? `give one in the \`${INPUTS.stage}\` input` : 'choose one without it'}`,
    );
    return 'invalid';
  }
  if (raw !== null) {
    if (!STAGE_ID_PATTERN.test(raw)) {
      fail(
        INPUTS.stage,
        `${JSON.stringify(raw)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`,
      );
      return 'invalid';
    }
  }
  try {
    const stage = raw ?? stageIdFor(ctx.stageJob ?? ctx.job, ctx.matrix ?? null);
    artifactNameFor(stage, 1);
    return stage;
  } catch (error) {
    if (error instanceof UserError) {
      const hint = raw === null ? `; give the stage id in the \`${INPUTS.stage}\` input` : '';
      fail(INPUTS.stage, `${error.message}${hint}`);
      return 'invalid';
    }
    throw error;
  }
}

/**
 * The path a `prompt` names when it is one word with a `/` or a file extension, holds no `{{`, and a file of
 * the repository has that path (read as prompt-file reads it); else undefined.
 */
function promptNamingFile(prompt: string, ctx: StageSpecContext): string | undefined {
  const word = prompt.trim();
  if (ctx.readFile === undefined || /\s/.test(word) || word.includes('{{')) return undefined;
  if (!/\/|\.[A-Za-z0-9]{1,10}$/.test(word)) return undefined;
  try {
    ctx.readFile(word);
    return word;
  } catch {
    return undefined;
  }
}

function templateInput(
  inputs: Readonly<Record<string, string>>,
  value: (name: string) => string | null,
  ctx: StageSpecContext,
  fail: Fail,
): StageSpec['template'] {
  // The prompt is a template: keep its exact text (indentation and trailing lines matter), only test emptiness.
  const prompt = inputs[INPUTS.prompt]?.trim() ? (inputs[INPUTS.prompt] as string) : null;
  const file = value(INPUTS.promptFile);
  if (prompt !== null && file !== null) {
    fail(INPUTS.prompt, PAIR_MESSAGES.bothPrompts);
    return null;
  }
  if (prompt !== null) {
    const source = ctx.promptSource ?? `jobs.${ctx.job} ${INPUTS.prompt}`;
    const namesFile = promptNamingFile(prompt, ctx);
    return { text: prompt, source, ...(namesFile === undefined ? {} : { namesFile }) };
  }
  if (file !== null) {
    if (!ctx.readFile) {
      fail(INPUTS.promptFile, 'cannot be read here (no file reader was given)');
      return null;
    }
    try {
      return { text: ctx.readFile(file), source: file };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      fail(INPUTS.promptFile, `cannot read ${JSON.stringify(file)}: ${reason}`);
      return null;
    }
  }
  if (ctx.mode !== 'capture') {
    fail(INPUTS.prompt, PAIR_MESSAGES.noPrompt + givenInstead([INPUTS.prompt, INPUTS.promptFile], ctx));
  }
  return null;
}

/**
 * `; the step was given \`prompt_file\`, which is not an input of this action: did you mean \`prompt-file\`?`
 * for each input the step was given (ctx.unreadInputs) that is likely one of `wanted` misspelt (`_` for `-`,
 * or a few edits away), or nothing.
 */
function givenInstead(wanted: readonly string[], ctx: StageSpecContext): string {
  const likely: string[] = [];
  for (const name of ctx.unreadInputs ?? []) {
    const meant = closest(name.replaceAll('_', '-'), wanted);
    if (meant !== undefined)
      likely.push(
        `the step was given \`${name}\`, which is not an input of this action: did you mean \`${meant}\`?`,
      );
  }
  return likely.map((text) => `; ${text}`).join('');
}

function agentInput(
  value: (name: string) => string | null,
  ctx: StageSpecContext,
  fail: Fail,
): AgentSpec | null {
  const run = value(INPUTS.run);
  const preset = value(INPUTS.agent);
  if (ctx.mode === 'capture') return capturedAgent(preset, value(INPUTS.agentOutput), fail);
  // prepare runs no agent, but a preset names the agent that will read the prompt: its handoff
  // instructions are appended to the prompt, as the root action does.
  if (ctx.mode === 'prepare' && preset === null) return null;
  if (run !== null && preset !== null) {
    fail(INPUTS.run, PAIR_MESSAGES.bothAgents);
    return null;
  }
  if (preset !== null) {
    const parsed = AgentPresetName.safeParse(preset);
    if (parsed.success) return { kind: 'preset', preset: parsed.data };
    fail(INPUTS.agent, notAPreset(preset));
    return null;
  }
  if (run !== null) return { kind: 'command', command: run };
  fail(INPUTS.run, PAIR_MESSAGES.noAgent + givenInstead([INPUTS.run, INPUTS.agent], ctx));
  return null;
}

/**
 * Capture's agent: the preset whose CLI wrote the `agent-output` file, so its usage and final message are
 * read as that preset's output; null when none is named. A file without the name of its format is refused:
 * which parser to trust it to is not guessed from what the agent wrote.
 */
function capturedAgent(preset: string | null, output: string | null, fail: Fail): AgentSpec | null {
  if (output?.includes('\0')) fail(INPUTS.agentOutput, 'must not contain a NUL character');
  // None named: prepare's, once its state is read (withPreparedAgent).
  if (preset === null) return null;
  const parsed = AgentPresetName.safeParse(preset);
  if (parsed.success) return { kind: 'preset', preset: parsed.data };
  fail(
    INPUTS.agent,
    `${notAPreset(preset)}: name the CLI whose output \`${INPUTS.agentOutput}\` holds (claude for claude-code-action's execution_file)`,
  );
  return null;
}

/**
 * Capture's spec with its agent: the one its `agent` input names, else, when it is given an `agent-output`
 * file to read, the preset prepare was given (`prepared.agent`), whose handoff instructions the agent got.
 * An `agent-output` with neither is refused, listing the presets: which parser to trust the file to is not
 * guessed from what the agent wrote. Without `agent-output` nothing is taken from prepare, so a split stage
 * whose capture names no agent records none, as before.
 */
export function withPreparedAgent(
  spec: StageSpec,
  prepared: PreparedStage,
  outputPath: string | null,
): StageSpec {
  if (spec.agent !== null || outputPath === null) return spec;
  if (prepared.agent !== undefined) return { ...spec, agent: { kind: 'preset', preset: prepared.agent } };
  throw new UserError('input-invalid', PAIR_MESSAGES.outputWithoutAgent, { where: INPUTS.agentOutput });
}

/**
 * What capture refuses of its `agent-output` written without `agent` (withPreparedAgent), found from what
 * the capture step and its prepare step (null when none comes before it) have written; null when either
 * names the agent, or the file is not given.
 */
export function captureAgentOutputProblem(
  capture: ReadonlyMap<string, string | null>,
  prepare: ReadonlyMap<string, string | null> | null,
): InputProblem | null {
  // An expression (null) is known only when the step runs: taken as given.
  const written = (given: ReadonlyMap<string, string | null> | null, name: string) => {
    const value = given?.get(name);
    return value === null || (value !== undefined && value.trim() !== '');
  };
  if (!written(capture, INPUTS.agentOutput) || written(capture, INPUTS.agent)) return null;
  if (written(prepare, INPUTS.agent)) return null;
  return { input: INPUTS.agentOutput, message: PAIR_MESSAGES.outputWithoutAgent };
}

/**
 * Capture's `agent-output` input: the path of the file the agent's step wrote its CLI's machine-readable
 * output to, as given (relative to the workspace, or absolute), or null when not given (or given empty, as
 * an action output is when its step wrote no file).
 */
export function agentOutputInput(inputs: Readonly<Record<string, string>>): string | null {
  const path = (inputs[INPUTS.agentOutput] ?? '').trim();
  return path === '' ? null : path;
}

function upstreamInputs(
  raw: string | null,
  ctx: StageSpecContext,
  fail: Fail,
): { upstream: UpstreamStage[]; needs: string[]; expandLineage: boolean } {
  const needs: string[] = [];
  for (const word of (raw ?? '').split(/[\s,]+/).filter(Boolean)) {
    if (!STAGE_ID_PATTERN.test(word)) {
      fail(
        INPUTS.needs,
        `${JSON.stringify(word)} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`,
      );
    } else if (!needs.includes(word)) {
      needs.push(word);
    }
  }
  return { ...upstreamOf(needs, ctx.job, ctx.upstream, fail, ctx.needsFacts), needs };
}

/**
 * The stages upstream: those of the workflow file (each of `needs` must be one), or without it the `needs`
 * themselves, with the lineage in their records to expand. Given `facts`, each of `needs` is checked as
 * `baton lint` checks it (needs-input.ts): a matrix job's id is refused naming its legs, a misspelt stage
 * with the one it likely means; a leg that did not record, of a matrix only the run knows, is taken (marked
 * `open`), and the render then says it has no record and may be misspelt.
 */
function upstreamOf(
  needs: string[],
  job: string,
  upstream: UpstreamStage[] | undefined,
  fail: Fail,
  facts?: NeedsInputFacts,
): { upstream: UpstreamStage[]; expandLineage: boolean } {
  if (upstream === undefined)
    return { upstream: needs.map((stage) => ({ stage, job: null })), expandLineage: true };
  const known = upstream.map((u) => u.stage);
  const open: UpstreamStage[] = [];
  for (const stage of needs) {
    if (facts !== undefined) {
      const problem = needsWordProblem(stage, facts);
      if (problem !== null) fail(INPUTS.needs, problem);
      const owner = problem === null && !known.includes(stage) ? openMatrixOf(stage, facts) : undefined;
      if (owner !== undefined) open.push({ stage, job: owner, open: true });
      // Any other stage it takes (of a job whose stage ids only its run knows) that is not upstream: the
      // render refuses it, as it refuses every needed stage it cannot read.
    } else if (!known.includes(stage)) {
      fail(
        INPUTS.needs,
        `${JSON.stringify(stage)} is not upstream of job ${job}; upstream stages: ${known.join(', ') || '(none)'}`,
      );
    }
  }
  return { upstream: open.length > 0 ? [...upstream, ...open] : upstream, expandLineage: false };
}
