import * as z from '../zod.js';

/**
 * Progress events of a local run: what the live view draws, what `--plain` prints one line each for, what
 * `--json` writes as JSON lines, and what `runWorkflow`'s `onEvent` receives. A "leg" is one execution of
 * a job: the job itself, or one matrix combination (named by its stage id, `review-security`).
 */

export const JobResult = z.enum(['success', 'failure', 'cancelled', 'skipped']);
export type JobResult = z.infer<typeof JobResult>;

export const StepOutcome = z.enum(['success', 'failure', 'cancelled', 'skipped']);
export type StepOutcome = z.infer<typeof StepOutcome>;

export const RunStatus = z.enum(['success', 'failure', 'cancelled']);
export type RunStatus = z.infer<typeof RunStatus>;

const at = z.iso.datetime();

const position = z.nullable(z.number().check(z.int(), z.positive()));

/**
 * Where an annotation points, from its properties (`file`, `line`, `endLine`, `col`, `endColumn`, `title`);
 * null for each one it did not give, or gave as no line or column number.
 */
export const AnnotationPlace = z.object({
  step: z.number().check(z.int(), z.positive()),
  title: z.nullable(z.string()),
  file: z.nullable(z.string()),
  line: position,
  end_line: position,
  col: position,
  end_column: position,
});
export type AnnotationPlace = z.infer<typeof AnnotationPlace>;

/** The step that failed a leg, as its `step-finished` event says it. */
export const FailedStep = z.object({
  step: z.number().check(z.int()),
  name: z.string(),
  message: z.nullable(z.string()),
  output_tail: z.optional(z.string()),
  /**
   * The stages the step recorded before it failed (a stage step's: an agent that exited non-zero), for the
   * end of a replay to show the end of that stage's agent.log, as the run did. Absent when it recorded none.
   */
  stages: z.optional(z.array(z.string())),
});
export type FailedStep = z.infer<typeof FailedStep>;

export const RunEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('run-started'),
    at,
    run: z.string(),
    workflow: z.string(),
    /** Every job that may run, in needs order; `legs` is null while a matrix depends on upstream outputs. */
    jobs: z.array(
      z.object({
        id: z.string(),
        needs: z.array(z.string()),
        legs: z.nullable(z.array(z.string())),
        /**
         * Whether a step of the job runs baton's stage (its own, or one of a composite action of the
         * repository): `baton show` says a job without one has none, not that a step failed before it
         * recorded one. Absent where that is not known before the run (an action it could not read, a
         * call, a stage workflow) and in runs stored before it existed.
         */
        stage_steps: z.optional(z.boolean()),
      }),
    ),
  }),
  z.object({
    type: z.literal('job-legs'),
    at,
    job: z.string(),
    /** The legs of a matrix job once its matrix is known. */
    legs: z.array(z.string()),
  }),
  z.object({
    type: z.literal('job-started'),
    at,
    job: z.string(),
    leg: z.string(),
    /**
     * The job's `name:` as GitHub shows it (evaluated; a matrix leg's values appended when the name does not
     * use them); null when the job has none.
     */
    name: z.nullable(z.string()),
    matrix: z.nullable(z.record(z.string(), z.unknown())),
  }),
  z.object({
    type: z.literal('step-started'),
    at,
    job: z.string(),
    leg: z.string(),
    step: z.number().check(z.int()),
    name: z.string(),
  }),
  z.object({
    type: z.literal('step-finished'),
    at,
    job: z.string(),
    leg: z.string(),
    step: z.number().check(z.int()),
    name: z.string(),
    outcome: StepOutcome,
    conclusion: StepOutcome,
    duration_ms: z.number().check(z.int(), z.nonnegative()),
    /** Why a step failed or was skipped, when baton knows. */
    message: z.nullable(z.string()),
    /**
     * For a `run:` step that failed (or a composite action whose `run:` step did): the last lines of its
     * output, secrets redacted ('' when it printed nothing). The whole output is in the job log.
     */
    output_tail: z.optional(z.string()),
  }),
  z.object({
    type: z.literal('job-finished'),
    at,
    job: z.string(),
    leg: z.string(),
    result: JobResult,
    /**
     * How long the leg ran; for a `reused` leg, how long it ran in the run replayed (0 when that run's
     * stored events do not say, as for a leg that never started).
     */
    duration_ms: z.number().check(z.int(), z.nonnegative()),
    /**
     * Why a leg that never started was cancelled (fail-fast, the run's cancel), or why a job or leg failed
     * outside its steps: its `if:`, `strategy:`, env, `runs-on` or outputs could not be evaluated.
     */
    reason: z.optional(z.string()),
    /** A replay's leg taken from the stored run as it ended there: it did not run again. */
    reused: z.optional(z.literal(true)),
    /**
     * For a `reused` leg that failed: the step that failed it in the run replayed, as its `step-finished`
     * event said there (the replay runs none of its steps, so says why again here). Absent when that run's
     * stored events do not say.
     */
    failed_step: z.optional(FailedStep),
  }),
  z.object({
    type: z.literal('job-skipped'),
    at,
    job: z.string(),
    result: z.enum(['skipped', 'cancelled']),
    reason: z.string(),
  }),
  z.object({
    type: z.literal('notice'),
    at,
    level: z.enum(['info', 'warning', 'error']),
    job: z.nullable(z.string()),
    leg: z.nullable(z.string()),
    message: z.string(),
    /** For an annotation a step printed (`::error file=a.js,line=3::…`): where it points, for tools. */
    annotation: z.optional(AnnotationPlace),
    /**
     * For the warning that a job's `continue-on-error` forgave the failure of `leg` (the job's own id for a
     * job that failed before any leg ran): its failure did not fail the run, so a failed run's end leaves
     * it out of why.
     */
    forgiven: z.optional(z.literal(true)),
    /**
     * For a warning a stage's record holds (the handoff check's: a handoff refused under `on-invalid: warn`,
     * a `next` naming no job, a redaction, an artifact left out, `blocked` without `failure`): the stage
     * attempt, the problem's `code` and its JSON `path`. The message says it too, secrets redacted.
     */
    problem: z.optional(
      z.object({
        stage: z.string(),
        attempt: z.number().check(z.int(), z.positive()),
        code: z.string(),
        path: z.string(),
      }),
    ),
  }),
  z.object({
    type: z.literal('stage-recorded'),
    at,
    job: z.string(),
    leg: z.string(),
    stage: z.string(),
    attempt: z.number().check(z.int()),
    status: z.string(),
  }),
  z.object({
    type: z.literal('run-finished'),
    at,
    run: z.string(),
    status: RunStatus,
    duration_ms: z.number().check(z.int(), z.nonnegative()),
  }),
]);
export type RunEvent = z.infer<typeof RunEvent>;

/**
 * The events of `types` in the text of an events.jsonl (one JSON event a line), in order. Only a line that
 * names one of them is parsed; one that does not parse (the last one, cut short when the run was killed) is
 * skipped: the rest still counts.
 */
export function* eventsIn<T extends RunEvent['type']>(
  text: string,
  types: readonly T[],
): Generator<Extract<RunEvent, { type: T }>> {
  const named = new RegExp(`"type":"(${types.join('|')})"`);
  const wanted: readonly string[] = types;
  for (const line of text.split('\n')) {
    if (!named.test(line)) continue;
    let event: RunEvent | undefined;
    try {
      event = RunEvent.safeParse(JSON.parse(line)).data;
    } catch {
      continue;
    }
    if (event !== undefined && wanted.includes(event.type)) yield event as Extract<RunEvent, { type: T }>;
  }
}
