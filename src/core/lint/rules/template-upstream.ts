import { INPUTS } from '../../names.js';
import { closest } from '../../suggest.js';
import { inspectTemplate } from '../../template/analyze.js';
import { dataKeyProblems } from '../../template/references.js';
import { callsStageWorkflow } from '../../workflow/baton-actions.js';
import { ownJobId, readsItsOwnJob, runOrderHint } from '../../workflow/called-workflow.js';
import { dataContractOf } from '../../workflow/data-contract.js';
import type { Job, Position, Workflow, WorkflowValue } from '../../workflow/index.js';
import { transitiveNeeds } from '../../workflow/index.js';
import { blankExpressions } from '../../workflow/interpolation.js';
import { describeNeedsPath, needsPath } from '../../workflow/needs.js';
import {
  appliesNeedsInputRule,
  readableInStageWorkflow,
  type StageOwnerFacts,
  unreadableInStageWorkflow,
} from '../../workflow/stage-workflow.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import type { LintRun, LintRunJob } from '../run-facts.js';
import { promptInputsOf, stagesOfJob } from '../workflow-facts.js';

/**
 * `template-not-upstream` and `template-invalid`: a prompt may use the handoffs of the stages its job
 * needs, directly or not (DESIGN §5). A stage beside it or after it has not run yet when the prompt is
 * rendered; naming one is a mistake the render would only catch at run time, after the upstream agents
 * have spent their tokens.
 */
export function checkTemplates(context: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const job of context.workflow.jobs) {
    for (const inputs of promptInputsOf(job)) {
      const prompt = inputs[INPUTS.prompt];
      if (prompt) findings.push(...checkTemplate(job, inlineTemplate(prompt, context), context));
      const promptFile = inputs[INPUTS.promptFile];
      if (promptFile && promptFile.expression === null && context.readFile) {
        const path = promptFile.text.trim();
        const text = context.readFile(path);
        if (text !== null) {
          findings.push(
            ...checkTemplate(job, { text, file: path, at: (line, column) => ({ line, column }) }, context),
          );
        }
      }
    }
  }
  return findings;
}

interface TemplateSource {
  text: string;
  file: string;
  /** The file position of a template line and column. */
  at: (line: number, column: number) => Position;
}

function inlineTemplate(value: WorkflowValue, { file, locator }: LintContext): TemplateSource {
  // `${{ }}` is GitHub's, replaced before baton sees the template: blank it so it is not read as Handlebars.
  // Blanked to the same length and lines: a place in it is the same place in the value.
  const text = blankExpressions(value.text);
  return { text, file, at: (line, column) => locator.locateLine(value, line, column) };
}

function checkTemplate(job: Job, source: TemplateSource, context: LintContext): LintFinding[] {
  const { workflow } = context;
  const findings: LintFinding[] = [];
  const upstreamJobs = upstreamStageJobs(job, context);
  const upstreamStages = upstreamJobs.flatMap((j) => stagesOfJob(j).ids);
  const isUpstreamStage = (stage: string) =>
    upstreamJobs.some((j) => {
      const stages = stagesOfJob(j);
      return stages.unknown || stages.ids.includes(stage) || (stages.matrix && stage.startsWith(`${j.id}-`));
    });
  // `jobs.<id>` names a job of the run (a call, `fix`, has its called jobs' stages).
  const upstreamRunJobs = context.run
    ? upstreamRunIds(job, context.run)
    : upstreamJobs.map((j) => ({ id: j.id, jobs: [j] }));
  const upstreamJobIds = upstreamRunJobs.map((j) => j.id);
  const isUpstream = (ref: { kind: 'stage' | 'job'; stage: string }) =>
    ref.kind === 'stage' ? isUpstreamStage(ref.stage) : upstreamJobIds.includes(ref.stage);

  // Each of the template's own problems at its own place; what it names is checked all the same. Printing
  // a stage that is not upstream as an object is not said: that it is not upstream is (below).
  const { analysis, problems } = inspectTemplate(source.text);
  for (const problem of problems) {
    if (problem.ifUpstream !== undefined && !isUpstream(problem.ifUpstream)) continue;
    findings.push({
      rule: 'template-invalid',
      file: source.file,
      ...source.at(problem.line, problem.column),
      message: [problem.message, ...problem.details].join('; '),
    });
  }
  const references = analysis?.references ?? [];
  // A data key an open data-schema does not declare: a warning (one a closed schema refuses is the plan's).
  const dataFacts = {
    data: (owner: { stage: string } | { job: string }) => {
      const found =
        'stage' in owner
          ? ownerOfStage(workflow, owner.stage)
          : workflow.jobs.find((j) => j.id === owner.job);
      return found === undefined ? undefined : dataContractOf(found);
    },
  };
  for (const { closed, error } of dataKeyProblems(analysis?.keys ?? [], dataFacts)) {
    if (closed) continue;
    findings.push({
      rule: 'data-key-undeclared',
      severity: 'warning',
      file: source.file,
      ...source.at(error.line, error.column),
      message: [error.message, ...error.details].join('; '),
    });
  }

  // A call of the stage workflow reads on GitHub only what its `needs` input reaches.
  const needsInput = job.with[INPUTS.needs];
  const readable = appliesNeedsInputRule(workflow, job)
    ? readableInStageWorkflow(needsInput, ownerFacts(workflow))
    : null;

  for (const ref of references) {
    if (isUpstream(ref)) {
      const ofJob = (upstreamRunJobs.find((j) => j.id === ref.stage)?.jobs ?? []).map(stagesOfJob);
      const known =
        ref.kind === 'stage'
          ? [ref.stage]
          : ofJob.some((s) => s.unknown || s.matrix)
            ? []
            : ofJob.flatMap((s) => s.ids);
      if (readable && known.length > 0 && !known.some((stage) => readable.has(stage))) {
        const what = ref.kind === 'stage' ? `stages.${ref.stage}` : `jobs.${ref.stage}`;
        const add = ref.kind === 'stage' ? ref.stage : `its stages (${known.join(', ')})`;
        findings.push({
          rule: 'template-not-upstream',
          file: source.file,
          ...source.at(ref.line, ref.column),
          message: unreadableInStageWorkflow(what, add, job.id, needsInput),
        });
      }
      continue;
    }
    const prefix = ref.kind === 'stage' ? 'stages' : 'jobs';
    const known = ref.kind === 'stage' ? upstreamStages : upstreamJobIds;
    const what = ref.kind === 'stage' ? 'stages' : 'jobs';
    let why: string;
    let hint = '';
    const owner =
      ref.kind === 'job' ? workflow.jobs.find((j) => j.id === ref.stage) : ownerOfStage(workflow, ref.stage);
    const after = owner && owner.id !== job.id ? needsPath(workflow, owner.id, job.id) : null;
    const elsewhere = owner === undefined && context.run ? ownerInRun(job, ref, context.run) : null;
    // `jobs.[deploy/review]`: a job upstream, by its id in the run, not the name a prompt reads it by.
    const byRunId =
      ref.kind === 'job' && context.run
        ? readJobs(context.run.stageUpstream(`${context.run.prefix}${job.id}`)).some(
            (j) => j.id === ref.stage,
          )
        : false;
    if (byRunId) {
      why = `a called workflow reads its own jobs by their ids in its file, as GitHub's records name them (github.job is the called file's own job id): jobs.${ownJobId(ref.stage)}`;
    } else if (owner?.id === job.id) {
      why = readsItsOwnJob(ref.kind);
    } else if (owner && after) {
      // Adding it to `needs:` would make a cycle: say why it cannot be read instead.
      why = `job ${owner.id} runs after job ${job.id} (${describeNeedsPath(after)}), and a prompt reads only stages of jobs that finish before it`;
    } else if (owner) {
      why = `it runs beside job ${job.id}, not before it; add ${owner.id} to \`needs:\` of job ${job.id} if the prompt needs its handoff`;
    } else if (elsewhere !== null) {
      why = elsewhere;
    } else {
      why = `there is no ${ref.kind} ${ref.stage} in this workflow${[...(context.run?.jobs.values() ?? [])].some((j) => j.calledBy !== null) ? ' or the workflows the run calls' : ''}`;
      const match = closest(ref.stage, known);
      if (match !== undefined) hint = ` (did you mean ${match}?)`;
    }
    findings.push({
      rule: 'template-not-upstream',
      file: source.file,
      ...source.at(ref.line, ref.column),
      message: `${prefix}.${ref.stage} is not upstream of job ${job.id}: ${why}; upstream ${what}: ${known.length > 0 ? known.join(', ') : '(none)'}${hint}`,
    });
  }
  return findings;
}

/** The jobs (as their files have them) whose stages a prompt of `job` may read. */
function upstreamStageJobs(job: Job, { workflow, run }: LintContext): Job[] {
  if (run) return run.stageUpstream(`${run.prefix}${job.id}`).map((j) => j.job);
  return transitiveNeeds(workflow, job.id)
    .map((id) => workflow.jobs.find((j) => j.id === id))
    .filter((j): j is Job => j !== undefined);
}

/**
 * The run's jobs upstream of `job` by the names a prompt reads them by (ownJobId: `review` for
 * `deploy/review`), each with the jobs whose stages it has.
 */
function upstreamRunIds(job: Job, run: LintRun): Array<{ id: string; jobs: Job[] }> {
  const upstream = run.stageUpstream(`${run.prefix}${job.id}`);
  const read = readJobs(upstream);
  // Each read job's own jobs: itself and those inside it (`<id>/…`), in the run's order; found by the
  // prefixes of each id, in one pass (a pass per job made lint cubic in the depth of a chain).
  const inside = new Map<string, Job[]>(read.map((j) => [j.id, []]));
  for (const inner of upstream) {
    for (let end = inner.id.length; end !== -1; end = inner.id.lastIndexOf('/', end - 1)) {
      inside.get(inner.id.slice(0, end))?.push(inner.job);
      if (end === 0) break;
    }
  }
  const named = new Map<string, Job[]>();
  for (const j of read) {
    const name = ownJobId(j.id);
    named.set(name, [...(named.get(name) ?? []), ...(inside.get(j.id) ?? [])]);
  }
  return [...named].map(([id, jobs]) => ({ id, jobs }));
}

/** Of the run's jobs upstream of a prompt, those it reads as `jobs.<name>`: a call (`fix`), not the jobs inside it, as the plan has them. */
function readJobs(upstream: readonly LintRunJob[]): LintRunJob[] {
  const ids = new Set(upstream.map((j) => j.id));
  return upstream.filter((j) => j.calledBy === null || !ids.has(j.calledBy));
}

/**
 * Why a stage (or job) of another file of the run cannot be read by `job`, by `runOrderHint`; null when no
 * job of the run has it.
 */
function ownerInRun(job: Job, ref: { kind: 'stage' | 'job'; stage: string }, run: LintRun): string | null {
  const owner =
    ref.kind === 'job'
      ? run.jobs.get(ref.stage)
      : [...run.jobs.values()].find((j) => stagesOfJob(j.job).ids.includes(ref.stage));
  if (owner === undefined) return null;
  const reason = 'a prompt reads only stages of jobs that finish before it';
  const hint = runOrderHint((id) => run.jobs.get(id), `${run.prefix}${job.id}`, owner.id);
  switch (hint.kind) {
    case 'self':
      return readsItsOwnJob(ref.kind);
    case 'add':
      return `it is not upstream of job ${job.id}; add '${hint.need}' to ${hint.needsOf} if the prompt needs its handoff`;
    default:
      return `${hint.text}; ${reason}`;
  }
}

/** The job that records a stage: by its stage ids, else the matrix job whose leg it could be (the longest id). */
function ownerOfStage(workflow: Workflow, stage: string): Job | undefined {
  const owners = workflow.jobs.map((job) => ({ job, stages: stagesOfJob(job) }));
  return (
    owners.find((o) => o.stages.ids.includes(stage) && !o.stages.matrix)?.job ??
    owners
      .filter((o) => o.stages.matrix && (stage === o.job.id || stage.startsWith(`${o.job.id}-`)))
      .sort((a, b) => b.job.id.length - a.job.id.length)[0]?.job ??
    owners.find((o) => o.stages.ids.includes(stage))?.job
  );
}

/** For each stage, what `readableInStageWorkflow` needs to know of the job that owns it, from the file alone. */
function ownerFacts(workflow: Workflow): (stage: string) => StageOwnerFacts | undefined {
  const owners = workflow.jobs.map((job) => ({ job, stages: stagesOfJob(job) }));
  return (stage) => {
    const owner =
      owners.find((o) => o.stages.ids.includes(stage) && !o.stages.matrix) ??
      owners
        .filter((o) => o.stages.matrix && stage.startsWith(`${o.job.id}-`))
        .sort((a, b) => b.job.id.length - a.job.id.length)[0];
    if (owner === undefined) return undefined;
    const upstream = transitiveNeeds(workflow, owner.job.id).map((id) =>
      stagesOfJob(workflow.jobs.find((j) => j.id === id)!),
    );
    return {
      callsStageWorkflow: callsStageWorkflow(owner.job),
      needsInput: owner.job.with[INPUTS.needs],
      // Matrix legs, or ids written as expressions, are only known when the run expands them.
      upstreamStages: upstream.some((s) => s.unknown || s.matrix) ? null : upstream.flatMap((s) => s.ids),
    };
  };
}
