import { UserError } from '../errors.js';
import {
  type Handoff,
  HandoffArtifact,
  HandoffExpectations,
  HandoffFailure,
  HandoffNext,
  HandoffStatus,
  StageId,
} from '../handoff.js';
import { compareStageIds, type LegPlace, orderLegs } from '../leg-order.js';
import { TEMPLATE_CODES } from '../names.js';
import { formatProblem, type Problem } from '../problem.js';
import { refusedHandoffProblems, type StoredRecord, Usage } from '../record.js';
import { type Supersession, supersededText } from '../superseded-records.js';
import * as z from '../zod.js';
import type { TemplateAnalysis } from './analyze.js';

/**
 * What a prompt template sees (DESIGN §5). Handoff fields are untrusted text: the template prints them,
 * never compiles them.
 */

/** The handoff fields as a template sees them: empty values (not missing ones) when there is no handoff. */
export const HandoffView = z.object({
  summary: z.string(),
  detail: z.string(),
  /** The handoff's status; for a stage without a handoff, the status baton recorded; `''` without a record. */
  status: z.union([HandoffStatus, z.literal('')]),
  data: z.record(z.string(), z.string()),
  next: z.nullable(HandoffNext),
  failure: z.nullable(HandoffFailure),
  expectations: z.nullable(HandoffExpectations),
  artifacts: z.array(HandoffArtifact),
});
export type HandoffView = z.infer<typeof HandoffView>;

/** What baton measured about a stage (never what the agent claimed). Null when the stage has no record. */
export const StageMeta = z.object({
  exit_code: z.nullable(z.number().check(z.int())),
  duration_ms: z.nullable(z.number().check(z.int(), z.nonnegative())),
  attempt: z.nullable(z.number().check(z.int(), z.gte(1))),
  usage: z.nullable(Usage),
});
export type StageMeta = z.infer<typeof StageMeta>;

/** `stages.<id>`, and one entry of `jobs.<job-id>`. */
export const StageContext = z.extend(HandoffView, {
  id: StageId,
  job: z.string(),
  /** The matrix values of this leg, or null outside a matrix. */
  matrix: z.nullable(z.record(z.string(), z.unknown())),
  /** False when the stage wrote no handoff (or has no record at all). */
  present: z.boolean(),
  meta: StageMeta,
});
export type StageContext = z.infer<typeof StageContext>;

/** `github`: facts of the run, and the event payload (untrusted: issue and comment text live there). */
export const GithubContext = z.object({
  repository: z.string(),
  ref: z.string(),
  sha: z.string(),
  run_id: z.string(),
  actor: z.string(),
  event_name: z.string(),
  event: z.record(z.string(), z.unknown()),
});
export type GithubContext = z.infer<typeof GithubContext>;

/** `attempt`: which try this is, and in a retry what went wrong last time. */
export const PromptAttempt = z.object({
  number: z.number().check(z.int(), z.gte(1)),
  /** The handoff of the previous attempt, or null on the first attempt or when it wrote none. */
  previous: z.nullable(HandoffView),
  /** The verify command's result after the previous attempt, or null. */
  verify: z.nullable(z.object({ exit_code: z.nullable(z.number().check(z.int())), output: z.string() })),
});
export type PromptAttempt = z.infer<typeof PromptAttempt>;

export const PromptContext = z.object({
  /** Every upstream stage of the run, direct or not, by stage id. */
  stages: z.record(z.string(), StageContext),
  /**
   * Every upstream job by job id: its stages (one per matrix leg), legs of a matrix written out in the
   * workflow in its order, the rest by stage id (orderLegs).
   */
  jobs: z.record(z.string(), z.array(StageContext)),
  /** `workflow_dispatch` inputs and the action's `vars`. */
  inputs: z.record(z.string(), z.string()),
  github: GithubContext,
  attempt: PromptAttempt,
});
export type PromptContext = z.infer<typeof PromptContext>;

/** The attempt as the stage engine knows it (the previous handoff as captured). */
export interface AttemptContext {
  number: number;
  previous: Handoff | null;
  verify: { exit_code: number | null; output: string } | null;
}

/** One upstream stage: its id, its job and its latest record (undefined when it has none). */
export interface UpstreamStage {
  stage: string;
  job: string;
  stored: StoredRecord | undefined;
  /**
   * A handoff with no record behind it, used when `stored` is undefined: a sample to try a template
   * against (`baton render --handoff`). Its fields render; its `meta` is empty, since nothing ran.
   */
  sample?: Handoff;
  /** With `sample`: the matrix values of the leg it stands for (`baton render --matrix`), else none. */
  sampleMatrix?: Record<string, unknown>;
  /**
   * Used when `stored` is undefined and no `sampleMatrix` is given: the matrix values the workflow gives a leg
   * that recorded nothing (its stage step skipped, the leg cancelled), which has no record to say them.
   */
  matrix?: Record<string, unknown>;
  /**
   * Only the prompt names it, under a job whose stage ids only its run knows (a matrix from an expression):
   * without a record it may be a misspelt id, so it is not listed as one of `jobs.<job>`, and its warning
   * says so.
   */
  open?: boolean;
  /**
   * Where it stands among its job's stages, as the workflow text fixes it (a leg of a matrix written out):
   * `jobs.<job>` lists those first, in that order, and the rest by stage id (see LegPlace, orderLegs).
   */
  place?: LegPlace;
  /**
   * Without a record, and named by the `needs` input without the workflow file: the recorded stages whose ids
   * are this one's and `-…` (a matrix job's legs, maybe), which its absence names.
   */
  recordedLike?: readonly string[];
  /**
   * Without a record, and named by the `needs` input without the workflow file: the recorded stage whose id
   * is closest to this one's (`Investigate` for `investigate`), which its absence names.
   */
  meant?: string;
  /**
   * Without a record because its newest one was left out: superseded by a re-run of the stages it was
   * rendered from, which it did not run after (superseded-records.ts). Its absence says so.
   */
  superseded?: Supersession;
}

export interface BuildContextOptions {
  upstream: readonly UpstreamStage[];
  inputs: Record<string, string>;
  github: GithubContext;
  attempt?: AttemptContext;
  /** Stages whose handoff this prompt cannot do without: their absence is an error, not a warning. */
  require?: readonly string[];
  /**
   * Jobs upstream whose stages only their run knows (a render before the run): `jobs.<id>` is there for
   * each, listing the stages given of it, none when none is.
   */
  openJobs?: readonly string[];
  /**
   * What the template reads (templateAnalysis): a stage without a handoff is warned of only when the
   * template can read it. Absent, every such stage is.
   */
  analysis?: TemplateAnalysis;
}

/**
 * Whether a template can read a stage: by a path to it or to its job's list, or through a whole map
 * (`{{#each stages}}`, `{{lookup jobs x}}`, `{{json this}}`), which may reach any stage.
 */
function readsStage(analysis: TemplateAnalysis, stage: string, job: string): boolean {
  if (analysis.references.some((r) => (r.kind === 'stage' ? r.stage === stage : r.stage === job)))
    return true;
  for (const { root } of analysis.paths.values()) {
    if (root === null) continue;
    if (root.length === 0 || (root.length === 1 && (root[0] === 'stages' || root[0] === 'jobs'))) return true;
  }
  return false;
}

const EMPTY_META: StageMeta = { exit_code: null, duration_ms: null, attempt: null, usage: null };

/** The handoff's fields, or empty ones: a stage without a handoff renders its fields empty (DESIGN §2). */
export function handoffView(handoff: Handoff | null, status: HandoffView['status'] = ''): HandoffView {
  if (handoff === null) {
    return {
      summary: '',
      detail: '',
      status,
      data: {},
      next: null,
      failure: null,
      expectations: null,
      artifacts: [],
    };
  }
  return {
    summary: handoff.summary,
    detail: handoff.detail ?? '',
    status: handoff.status,
    data: handoff.data ?? {},
    next: handoff.next ?? null,
    failure: handoff.failure ?? null,
    expectations: handoff.expectations ?? null,
    artifacts: handoff.artifacts ?? [],
  };
}

/**
 * The views of stored records, by record. A record is immutable, and every stage downstream of it puts
 * the same view in its context (a chain of n stages would otherwise build n²/2 of them); a view is only
 * read, by the template and the helpers, never changed. Records read anew are new objects: they get
 * views of their own, and the ones no longer held go with them.
 */
const views = new WeakMap<StoredRecord, StageContext>();

function stageContext(item: UpstreamStage): StageContext {
  const stored = item.stored;
  if (stored === undefined) return buildStageContext(item);
  const cached = views.get(stored);
  if (cached !== undefined && cached.id === item.stage && cached.job === item.job) return cached;
  const view = buildStageContext(item);
  views.set(stored, view);
  return view;
}

function buildStageContext(item: UpstreamStage): StageContext {
  const stored = item.stored;
  if (stored === undefined) {
    const sample = item.sample ?? null;
    return {
      id: item.stage,
      job: item.job,
      matrix: item.sampleMatrix ?? item.matrix ?? null,
      ...handoffView(sample),
      present: sample !== null,
      meta: EMPTY_META,
    };
  }
  const { record, handoff } = stored;
  return {
    id: item.stage,
    job: item.job,
    matrix: record.matrix,
    ...handoffView(handoff, record.status),
    present: handoff !== null,
    meta: {
      exit_code: record.agent.exit_code,
      duration_ms: record.agent.duration_ms,
      attempt: record.attempt,
      usage: record.agent.usage,
    },
  };
}

/**
 * What a template reading an absent stage gets: its fields render empty, and its `data` has no field at all,
 * so `{{stages.<id>.data.<key>}}` is an error in strict mode: the warning says how to read one.
 */
function emptyFields(stage: string): string {
  return `its fields render empty and its data has no fields (read one with {{default stages.${stage}.data.<key> "…"}}, or inside {{#if stages.${stage}.present}})`;
}

/** `; this run has records of review-docs, …: if review is a matrix job, name its legs …`, or nothing. */
function recordedLikeHint(item: UpstreamStage): string {
  if (item.meant !== undefined)
    return `; did you mean ${item.meant}? this run has a record of stage ${item.meant}: name it in the \`needs\` input`;
  if (item.recordedLike === undefined || item.recordedLike.length === 0) return '';
  return `; this run has records of ${item.recordedLike.join(', ')}: if ${item.stage} is a matrix job, name its legs in the \`needs\` input instead`;
}

/** Why an upstream stage has no handoff to render, or undefined when it has one. */
function absence(item: UpstreamStage): Problem | undefined {
  if (item.stored === undefined && item.sample === undefined && item.superseded !== undefined) {
    return {
      code: TEMPLATE_CODES.upstreamRecordMissing,
      severity: 'warning',
      path: `stages.${item.stage}`,
      message: `upstream stage ${item.stage} is left out: ${supersededText(item.superseded)}`,
    };
  }
  if (item.stored === undefined && item.sample === undefined) {
    return {
      code: TEMPLATE_CODES.upstreamRecordMissing,
      severity: 'warning',
      path: `stages.${item.stage}`,
      message: item.open
        ? `stage ${item.stage} has no record: it did not run, or job ${item.job} does not record it (its stage ids come from an expression, known only when it runs, so a misspelt id cannot be told apart here: check the id)`
        : `upstream stage ${item.stage} has no record (it was skipped or did not run)${recordedLikeHint(item)}`,
    };
  }
  if (item.stored !== undefined && item.stored.handoff === null) {
    // A handoff refused (under on-invalid: warn, say: a `version` this baton does not read) is no agent that
    // wrote nothing: the first of its problems says why, and the record keeps them all.
    const refused = refusedHandoffProblems(item.stored.record);
    const [first] = refused;
    return {
      code: TEMPLATE_CODES.upstreamHandoffMissing,
      severity: 'warning',
      path: `stages.${item.stage}`,
      message:
        first === undefined
          ? `upstream stage ${item.stage} wrote no handoff`
          : `upstream stage ${item.stage} wrote a handoff that was refused, so it has none (${formatProblem(first)}${refused.length > 1 ? `, and ${refused.length - 1} more` : ''}); every problem is in stage ${item.stage}'s record`,
    };
  }
  return undefined;
}

/**
 * A map with no prototype that still turns into text. Handlebars' strict mode names the object a field is
 * missing from in its message ("x" not defined in [object Object]), and an object without a prototype
 * cannot become text: the render would fail with a bare TypeError, not a missing field with its place.
 * A symbol key is out of a template's reach, and neither listed nor copied into JSON.
 */
function nullPrototypeMap<T>(): Record<string, T> {
  return Object.defineProperty(Object.create(null), Symbol.toPrimitive, { value: () => '[object Object]' });
}

/**
 * The context a prompt is rendered with. Each upstream stage that has no handoff gives one warning naming
 * it; a stage listed in `require` without a handoff (or not upstream at all) is a UserError instead.
 */
export function buildPromptContext(options: BuildContextOptions): {
  context: PromptContext;
  warnings: Problem[];
} {
  // Null-prototype maps: a job may be called `constructor`, and input names come from the user.
  const stages = nullPrototypeMap<StageContext>();
  const jobs = nullPrototypeMap<StageContext[]>();
  const warnings: Problem[] = [];
  const required = new Set(options.require ?? []);

  for (const stage of required) {
    if (!options.upstream.some((item) => item.stage === stage)) {
      const known = options.upstream.map((item) => item.stage);
      throw new UserError(
        TEMPLATE_CODES.unknownStage,
        `required stage ${stage} is not upstream of this stage; upstream: ${known.join(', ') || '(none)'}`,
        { where: `stages.${stage}` },
      );
    }
  }

  const listed = new Map<string, Array<{ stage: string; place?: LegPlace; context: StageContext }>>();
  // `stages` and `jobs` by id (`{{#each stages}}`), in one order wherever the prompt is rendered: the action
  // lists a run's records by artifact name, `baton run` its jobs in needs order.
  const upstream = [...options.upstream].sort((a, b) => compareStageIds(a.stage, b.stage));
  for (const item of upstream) {
    const context = stageContext(item);
    stages[item.stage] = context;
    const legs = listed.get(item.job) ?? [];
    // A stage only named, of a job whose legs only its run knows, is no leg of it until it has a record.
    if (!item.open || item.stored !== undefined || item.sample !== undefined)
      legs.push({ stage: item.stage, ...(item.place === undefined ? {} : { place: item.place }), context });
    listed.set(item.job, legs);
    const problem = absence(item);
    if (problem === undefined) continue;
    if (required.has(item.stage)) {
      throw new UserError(problem.code, problem.message, {
        where: problem.path,
        details: [
          'this stage lists it in its `needs` input, so the prompt is not rendered without its handoff',
        ],
      });
    }
    // A stage the template never reads renders nothing: its absence is no warning (an annotation on GitHub).
    if (options.analysis !== undefined && !readsStage(options.analysis, item.stage, item.job)) continue;
    warnings.push({ ...problem, message: `${problem.message}; ${emptyFields(item.stage)}` });
  }
  // In one order wherever the prompt is rendered, whatever order the stages were given in.
  for (const id of options.openJobs ?? []) if (!listed.has(id)) listed.set(id, []);
  for (const job of [...listed.keys()].sort(compareStageIds)) {
    jobs[job] = orderLegs(listed.get(job) ?? []).map((leg) => leg.context);
  }

  const attempt = options.attempt;
  return {
    context: {
      stages,
      jobs,
      inputs: Object.assign(nullPrototypeMap<string>(), options.inputs),
      github: options.github,
      attempt: {
        number: attempt?.number ?? 1,
        previous: attempt?.previous ? handoffView(attempt.previous) : null,
        verify: attempt?.verify ?? null,
      },
    },
    warnings,
  };
}
