import { compareStageIds, writtenLegPlaces } from './leg-order.js';
import { STAGE_WORKFLOW_JOB } from './names.js';
import type { UpstreamStage } from './stage/stage-spec.js';
import { stageIdFor } from './stage-id.js';
import { isStageWorkflowRef } from './workflow/baton-actions.js';
import { expandMatrix } from './workflow/matrix.js';
import { jobIdNamed, needsPath } from './workflow/needs.js';
import type { NeedsInputFacts } from './workflow/needs-input.js';
import { isMap, readWorkflowYaml } from './workflow-yaml.js';

/**
 * Which stages are upstream of a job on GitHub (DESIGN §5): those of the jobs it transitively `needs`,
 * decided by the workflow file, never by which artifacts happen to exist. A job's stages are its job id, its
 * matrix legs (`review-security`: the job id, `-`, the leg's values) and any literal `stage:` its steps give.
 */

/** What the action needs of a workflow: its jobs, their needs, and the stage ids their steps declare. */
export interface JobGraph {
  jobs: Array<{
    id: string;
    needs: string[];
    /** The job has a `strategy` (a matrix): its stage ids carry the legs' values. */
    matrix: boolean;
    /** Literal `with: stage:` values of its steps (or, for a call of the stage workflow, of the job). */
    stages: string[];
    /**
     * The stage of each leg of a matrix written out in full (no `${{ }}` in it) whose steps give no `stage:`,
     * with the leg's values: its stage id is the job id and those values, record or not. Absent otherwise.
     */
    legs?: Array<{ stage: string; matrix: Record<string, unknown> }>;
    /**
     * The place in `jobs.<id>` of each stage id a leg of its matrix written out in full (no `${{ }}` in it)
     * gives by default, `stage:` given or not (writtenLegPlaces): that leg's index in GitHub's expansion.
     * Absent for a matrix made by an expression, and for a job calling another reusable workflow.
     */
    legPlaces?: ReadonlyMap<string, number>;
    /** The job calls baton's reusable stage workflow: its stage records the job `stage` (STAGE_WORKFLOW_JOB). */
    callsStageWorkflow: boolean;
    /**
     * Every stage id the job may record, as far as the file says before the run (as the plan knows them):
     * its literal `stage:` ids and its default ones, the job id or, for a written-out matrix, one per leg
     * (`review-security`). Null when they are known only when it runs: a matrix (or a part of one) or a
     * `stage:` from an expression, or a call of another reusable workflow.
     */
    stageIds: string[] | null;
    /**
     * Its stage ids are `<job>-<matrix values>`, known only when the run expands its matrix (a matrix from an
     * expression, no `stage:` given), as the plan of `baton run` and `baton lint` call such a job.
     */
    openMatrix: boolean;
  }>;
}

/**
 * The job graph of a workflow file, read with a plain YAML parse. On GitHub the file has already passed
 * GitHub's own validation (the run is executing it), so the schema need not be checked again here, and a
 * step does not pay for loading the full workflow parser. Returns null when the text is not a workflow.
 */
export function readJobGraph(text: string): JobGraph | null {
  const jobs = readWorkflowYaml(text)?.jobs;
  if (jobs === undefined) return null;
  const graph: JobGraph = { jobs: [] };
  for (const [id, job] of Object.entries(jobs)) {
    if (!isMap(job)) continue;
    const needs =
      typeof job.needs === 'string' ? [job.needs] : Array.isArray(job.needs) ? job.needs.map(String) : [];
    const stages: string[] = [];
    const callsStageWorkflow = typeof job.uses === 'string' && isStageWorkflowRef(job.uses);
    const withs = callsStageWorkflow
      ? [job.with]
      : (Array.isArray(job.steps) ? job.steps : []).map((s) => s?.with);
    let stageGiven = false;
    let stageExpression = false;
    for (const given of withs) {
      const stage = isMap(given) ? given.stage : undefined;
      if (stage !== undefined && stage !== null && String(stage).trim() !== '') stageGiven = true;
      if (typeof stage !== 'string' || stage.trim() === '') continue;
      if (stage.includes('${{')) stageExpression = true;
      else stages.push(stage.trim());
    }
    const written = writtenLegs(id, job.strategy);
    const legs = stageGiven ? undefined : written;
    const callsOther = typeof job.uses === 'string' && !callsStageWorkflow;
    const defaults = stageExpression || callsOther ? null : defaultStageIds(id, job.strategy, written);
    const legPlaces =
      written === undefined || callsOther
        ? undefined
        : writtenLegPlaces(
            id,
            written.map((leg) => leg.matrix),
          );
    const matrix = job.strategy !== undefined && job.strategy !== null;
    graph.jobs.push({
      id,
      needs,
      matrix,
      stages,
      callsStageWorkflow,
      ...(legs === undefined ? {} : { legs }),
      ...(legPlaces === undefined ? {} : { legPlaces }),
      stageIds: defaults === null ? null : [...new Set([...stages, ...defaults])],
      openMatrix: matrix && defaults === null && !stageGiven && !callsOther,
    });
  }
  // As GitHub resolves them: ignoring case (`needs: build` names job `Build`).
  const ids = graph.jobs.map((job) => job.id);
  for (const job of graph.jobs) job.needs = job.needs.map((need) => jobIdNamed(ids, need) ?? need);
  return graph;
}

/**
 * The legs of a `strategy.matrix` written out in full, expanded as GitHub expands it (include, exclude), each
 * with its default stage id; undefined when any of it is an expression (only the run knows it then), or when
 * GitHub would refuse it.
 */
function writtenLegs(
  jobId: string,
  strategy: unknown,
): Array<{ stage: string; matrix: Record<string, unknown> }> | undefined {
  const matrix = isMap(strategy) ? strategy.matrix : undefined;
  if (!isMap(matrix) || mentionsExpression(matrix)) return undefined;
  try {
    return expandMatrix(matrix, jobId).map((leg) => ({ stage: stageIdFor(jobId, leg), matrix: leg }));
  } catch {
    return undefined;
  }
}

function mentionsExpression(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('${{');
  if (Array.isArray(value)) return value.some(mentionsExpression);
  if (isMap(value)) return Object.entries(value).some(([k, v]) => k.includes('${{') || mentionsExpression(v));
  return false;
}

/**
 * The stage ids a job's steps record when they give no `stage:`: the job id, or one per leg of its matrix
 * when the matrix is written out (no `${{ }}` in it); null when only the run knows them (a matrix from an
 * expression, or one GitHub would refuse, which the run then does not start).
 */
function defaultStageIds(
  id: string,
  strategy: unknown,
  written: Array<{ stage: string }> | undefined,
): string[] | null {
  if (strategy === undefined || strategy === null) return [id];
  if (!isMap(strategy)) return null;
  if (strategy.matrix === undefined) return [id];
  return written?.map((leg) => leg.stage) ?? null;
}

/** Every job `jobId` needs, directly or not (cycles do not loop; unknown needs are left out). */
export function upstreamJobsOf(graph: JobGraph, jobId: string): Set<string> {
  const byId = new Map(graph.jobs.map((job) => [job.id, job]));
  const found = new Set<string>();
  const pending = [...(byId.get(jobId)?.needs ?? [])];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || id === jobId || !byId.has(id)) continue;
    found.add(id);
    pending.push(...byId.get(id)!.needs);
  }
  return found;
}

/**
 * The upstream stages of `job`. The candidates are what the run's records and the prompt template name, plus
 * each upstream job without a matrix (its stage is its job id, record or not, so a skipped job shows as
 * absent rather than unknown) and each leg of a matrix written out in full, with its values (a leg that
 * recorded nothing has them from nowhere else); each is kept only when the workflow says an upstream job
 * owns it. A stage only the template names must be one the file says that job records (a leg of a
 * written-out matrix, as the plan of `baton run` knows them): a misspelt leg (`review-deep-perf` for
 * `review-perf-deep`) is not upstream, and the render refuses it. Under a job whose stage ids only its run
 * knows (a matrix from an expression) it is kept, marked `open`, as it cannot be told apart from a leg that
 * did not run. A record read later must also name that job (`record.job`), which the caller checks.
 */
export function upstreamStagesOf(options: {
  graph: JobGraph;
  /** The job this stage runs in (GITHUB_JOB). */
  job: string;
  /** Stage ids that have records in this run. */
  recorded: readonly string[];
  /** Stage ids the prompt template refers to (`stages.<id>`). */
  referenced: readonly string[];
}): UpstreamStage[] {
  const { graph } = options;
  const upstreamJobs = upstreamJobsOf(graph, options.job);
  const declared = new Map<string, string>();
  for (const job of graph.jobs) for (const stage of job.stages) declared.set(stage, job.id);
  // A leg's values, which a leg without a record has nowhere else: its `.matrix` in a prompt.
  const legValues = new Map<string, { job: string; matrix: Record<string, unknown> }>();
  for (const job of graph.jobs)
    for (const leg of job.legs ?? []) legValues.set(leg.stage, { job: job.id, matrix: leg.matrix });

  /**
   * The job owning a stage: declared; else, of the jobs whose id it equals or extends with `-` (longest
   * first), one the file says records it, else (`open`) one whose stage ids only its run knows. A stage
   * that has a record (or one the job is known for) may be any such job's: its record's job is checked.
   */
  const ownerOf = (stage: string, known: boolean): { job: string; open: boolean } | undefined => {
    const owner = declared.get(stage);
    if (owner !== undefined) return { job: owner, open: false };
    const prefixed = graph.jobs
      .filter(({ id }) => stage === id || stage.startsWith(`${id}-`))
      .sort((a, b) => b.id.length - a.id.length);
    const records = prefixed.find((j) => j.stageIds?.includes(stage));
    if (records !== undefined) return { job: records.id, open: false };
    if (known && prefixed[0] !== undefined) return { job: prefixed[0].id, open: false };
    const open = prefixed.find((j) => j.stageIds === null);
    return open === undefined ? undefined : { job: open.id, open: true };
  };

  const fromGraph = new Set<string>();
  for (const job of graph.jobs) {
    if (!upstreamJobs.has(job.id)) continue;
    if (job.stages.length > 0) for (const stage of job.stages) fromGraph.add(stage);
    else if (!job.matrix) fromGraph.add(job.id);
    // Each leg, record or not, as a job without a matrix is: one that did not record shows as absent.
    else for (const leg of job.legs ?? []) fromGraph.add(leg.stage);
  }
  const known = new Set([...fromGraph, ...options.recorded]);
  const candidates = new Set([...known, ...options.referenced]);

  const placesOf = new Map(graph.jobs.map((job) => [job.id, job.legPlaces]));
  const upstream: UpstreamStage[] = [];
  for (const stage of [...candidates].sort(compareStageIds)) {
    const owner = ownerOf(stage, known.has(stage));
    if (owner === undefined || !upstreamJobs.has(owner.job)) continue;
    const leg = legValues.get(stage);
    const matrix = leg?.job === owner.job ? leg.matrix : undefined;
    // Its place in jobs.<id>, as `baton run` places it (orderLegs): the records come listed by name.
    const place = placesOf.get(owner.job)?.get(stage);
    upstream.push({
      stage,
      job: owner.job,
      ...(matrix === undefined ? {} : { matrix }),
      ...(owner.open ? { open: true as const } : {}),
      ...(place === undefined ? {} : { place: [place] }),
    });
  }
  return upstream;
}

/**
 * What the `needs` input of a stage step of `job` is checked against in a run (needs-input.ts), as `baton
 * lint` and the plan of `baton run` check it before one: the stages upstream (those of `upstream` the
 * workflow or a record says, not those only a prompt names under a job whose stage ids only its run knows),
 * listed as the plan lists them — jobs in the file's order, each job's stages in the order it records them —
 * and what the file says of every job's stage ids.
 */
export function needsInputFactsOf(
  graph: JobGraph,
  job: string,
  upstream: readonly UpstreamStage[],
): NeedsInputFacts {
  const upstreamJobs = upstreamJobsOf(graph, job);
  const before = graph.jobs.filter((j) => upstreamJobs.has(j.id));
  const jobPlace = new Map(graph.jobs.map((j, i) => [j.id, i]));
  const stagePlace = (u: UpstreamStage) => {
    const place = graph.jobs[jobPlace.get(u.job ?? '') ?? -1]?.stageIds?.indexOf(u.stage) ?? -1;
    return place === -1 ? Number.POSITIVE_INFINITY : place;
  };
  const listed = upstream
    .filter((u) => u.open !== true)
    .map((u) => ({ u, job: jobPlace.get(u.job ?? '') ?? Number.POSITIVE_INFINITY, place: stagePlace(u) }))
    .sort((a, b) => a.job - b.job || a.place - b.place || compareStageIds(a.u.stage, b.u.stage));
  const needs = { jobs: graph.jobs.map((j) => ({ id: j.id, needs: j.needs.map((id) => ({ id })) })) };
  return {
    job,
    upstreamStages: listed.map(({ u }) => u.stage),
    openMatrices: before.filter((j) => j.stageIds === null && j.openMatrix).map((j) => j.id),
    unknown: before.some((j) => j.stageIds === null && !j.openMatrix),
    jobs: new Map(graph.jobs.map((j) => [j.id, { stages: j.stageIds, matrix: j.matrix }])),
    upstreamJobs: before.map((j) => j.id),
    runsAfter: (other) => needsPath(needs, other, job),
  };
}

/**
 * Whether a stored record may be the stage `owner` ran: a record names the job it ran in, and a stage run by
 * baton's reusable stage workflow ran in that workflow's own job (STAGE_WORKFLOW_JOB), not the calling one.
 */
export function recordIsFromJob(graph: JobGraph, owner: string | null, recordJob: string): boolean {
  if (recordJob === owner) return true;
  return (
    recordJob === STAGE_WORKFLOW_JOB && graph.jobs.some((job) => job.id === owner && job.callsStageWorkflow)
  );
}
