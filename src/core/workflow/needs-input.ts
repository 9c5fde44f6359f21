import { STAGE_ID_PATTERN } from '../names.js';
import { closest } from '../suggest.js';
import type { WorkflowValue } from './model.js';
import { describeNeedsPath } from './needs.js';

/**
 * The `needs` input of a stage step names stages (not jobs) whose handoff must be present; each must be a
 * stage upstream of the step's job, or the step refuses to run (stage-spec.ts, `upstreamOf`) — on GitHub
 * after every job before it has run. The planner and `baton lint` check a literal one first, with what can
 * be known of the stages before the run.
 */

/** What is known before the run of the stages upstream of a job, and of the other jobs' stages. */
export interface NeedsInputFacts {
  /** The job of the step. */
  job: string;
  /** The stage ids of the jobs upstream of it that are known before the run. */
  upstreamStages: readonly string[];
  /** Upstream jobs whose stage ids are `<job>-<matrix values>`, the legs known only when the run expands them. */
  openMatrices: readonly string[];
  /** Whether some upstream job's stage ids cannot be known before the run at all (a `stage:` expression). */
  unknown: boolean;
  /** Every job of the workflow: its stage ids when known, and whether it has a matrix. */
  jobs: ReadonlyMap<string, { stages: readonly string[] | null; matrix: boolean }>;
  /** The jobs upstream of `job`, directly or not. */
  upstreamJobs: readonly string[];
  /** How a job comes after `job` by its needs (needsPath), or null. */
  runsAfter: (other: string) => string[] | null;
}

/** A word of the input that the step would refuse: where it is in the value's text, and why. */
export interface NeedsInputProblem {
  offset: number;
  message: string;
}

/** Each word of a literal `needs` input that is not a stage upstream of the step's job. */
export function needsInputProblems(value: WorkflowValue, facts: NeedsInputFacts): NeedsInputProblem[] {
  if (value.expression !== null) return [];
  const problems: NeedsInputProblem[] = [];
  const words = /[^\s,]+/g;
  for (let match = words.exec(value.text); match !== null; match = words.exec(value.text)) {
    const message = needsWordProblem(match[0], facts);
    if (message !== null) problems.push({ offset: match.index, message: `needs: ${message}` });
  }
  return problems;
}

/**
 * Why the step would refuse one word of its `needs` input (without the `needs: ` before it), or null. The
 * action checks the input it was given in a run with this too (stage-spec.ts, `withWorkflow`), so a run and
 * `baton lint` say the same of it.
 */
export function needsWordProblem(word: string, facts: NeedsInputFacts): string | null {
  const quoted = JSON.stringify(word);
  if (!STAGE_ID_PATTERN.test(word))
    return `${quoted} is not a stage id: a letter or _ then up to 99 letters, digits, _ or -`;
  if (facts.upstreamStages.includes(word) || facts.unknown) return null;
  if (openMatrixOf(word, facts) !== undefined) return null;
  const upstream = describeUpstream(facts);
  const job = facts.jobs.get(word);
  const ownsItself = job?.stages?.includes(word) ?? false;
  if (job !== undefined && !ownsItself && facts.upstreamJobs.includes(word)) {
    // A job id where a stage id belongs: a matrix job's legs, or a job whose `stage` input renames it.
    const stages =
      job.stages === null
        ? `${word}-<matrix values>, known when the run expands its matrix`
        : job.stages.join(', ');
    return `${quoted} is ${job.matrix ? 'the matrix job' : 'job'} ${word}, not a stage: name ${
      job.matrix ? 'its legs' : 'its stage'
    } (${stages}); upstream stages: ${upstream}`;
  }
  // A job id names the job; a stage id names its job's stage.
  const owner = job !== undefined && !ownsItself ? word : ownerOf(word, facts);
  if (owner !== undefined) {
    const isJob = owner === word && !ownsItself;
    const reason = 'a stage needs only stages of jobs that finish before it';
    if (owner === facts.job)
      return `${quoted} is ${isJob ? 'this job' : 'a stage of this job'} itself: ${reason}; upstream stages: ${upstream}`;
    const what = isJob ? `job '${owner}'` : `a stage of job '${owner}'`;
    const after = facts.runsAfter(owner);
    if (after !== null)
      return `${quoted} is ${what}, which runs after job '${facts.job}' (${describeNeedsPath(after)}): ${reason}; upstream stages: ${upstream}`;
    return `${quoted} is ${what}, which is not upstream of job '${facts.job}' (add '${owner}' to jobs.${facts.job}.needs); upstream stages: ${upstream}`;
  }
  const suggestion = closest(word, facts.upstreamStages);
  return `${quoted} is not a stage upstream of job '${facts.job}'${
    suggestion ? ` (did you mean ${suggestion}?)` : ''
  }; upstream stages: ${upstream}`;
}

/**
 * The job whose legs only its run knows that a stage id the input names could be a leg of (the longest such
 * job id it extends with `-`), or undefined.
 */
export function openMatrixOf(stage: string, facts: NeedsInputFacts): string | undefined {
  let owner: string | undefined;
  for (const id of facts.openMatrices)
    if (stage.startsWith(`${id}-`) && id.length > (owner?.length ?? 0)) owner = id;
  return owner;
}

/** The job whose stages include `stage`: by its known stage ids, else a matrix job whose legs it could be. */
function ownerOf(stage: string, facts: NeedsInputFacts): string | undefined {
  let owner: string | undefined;
  for (const [id, job] of facts.jobs) {
    if (job.stages?.includes(stage)) return id;
    if (job.stages === null && job.matrix && stage.startsWith(`${id}-`) && id.length > (owner?.length ?? 0))
      owner = id;
  }
  return owner;
}

function describeUpstream(facts: NeedsInputFacts): string {
  const all = [...facts.upstreamStages, ...facts.openMatrices.map((id) => `${id}-*`)];
  return all.length > 0 ? all.join(', ') : '(none)';
}
