import { githubExpressions } from '../../adapters/github/expressions.js';
import { parseWorkflow } from '../../adapters/github/workflow-parser.js';
import { ownActionIn } from '../../adapters/local/local-action.js';
import { UserError } from '../../core/errors.js';
import { stageIdsBeforeRun } from '../../core/lint/workflow-facts.js';
import { INPUTS } from '../../core/names.js';
import { parseVars } from '../../core/stage/vars.js';
import { didYouMeanAside } from '../../core/suggest.js';
import { callsStageWorkflow, stepAction } from '../../core/workflow/baton-actions.js';
import type { Job, ValueMap } from '../../core/workflow/model.js';
import { jobIdNamed, transitiveNeeds } from '../../core/workflow/needs.js';
import { where } from '../../core/workflow/workflow-problems.js';
import type { CliIO } from '../io.js';
import type { RenderOptions } from './render.js';

// `baton render --workflow`: loaded only when asked for, so a plain `baton render` loads no workflow parser.

/**
 * The prompt of a job's stage step in a workflow file, as the stage would render it: its `prompt` (or the
 * file its `prompt-file` names), said in messages as the run says it (`wf.yml:12:15 jobs.fix prompt`), and
 * its `max-prompt-tokens`. A prompt given by an expression is GitHub's to evaluate: refused.
 */
export async function workflowPrompt(
  io: CliIO,
  file: string | undefined,
  options: RenderOptions,
  readText: (io: CliIO, file: string, what: string) => Promise<string>,
): Promise<WorkflowPrompt> {
  const workflowFile = options.workflow as string;
  if (file !== undefined || options.template !== undefined)
    throw new UserError('usage', 'give a template file, --template or --workflow, one of them');
  if (options.job === undefined)
    throw new UserError('usage', 'names the job whose prompt to render: --workflow <file> --job <id>', {
      where: '--workflow',
    });
  const workflow = await parseWorkflow(await readText(io, workflowFile, 'workflow file'), workflowFile, {
    ownAction: ownActionIn(io.cwd),
  });
  const jobIds = workflow.jobs.map((j) => j.id);
  // As `needs:` names a job: ignoring case.
  const named = jobIdNamed(jobIds, options.job);
  const job = workflow.jobs.find((j) => j.id === named);
  if (job === undefined)
    throw new UserError(
      'usage',
      `${workflowFile} has no job ${options.job}${didYouMeanAside(options.job, jobIds)}; jobs: ${jobIds.join(', ')}`,
      { where: '--job' },
    );
  // A call of baton's stage workflow passes the inputs its one stage step gets.
  const steps = callsStageWorkflow(job)
    ? [{ id: null, with: job.with }]
    : job.steps.filter((step) => {
        const action = stepAction(step);
        return action.kind === 'baton' && (action.action === 'stage' || action.action === 'prepare');
      });
  const label = (step: { id: string | null }, i: number) => step.id ?? String(i + 1);
  let chosen: { id: string | null; with: ValueMap } | undefined;
  if (options.step !== undefined) {
    const n = /^[1-9][0-9]*$/.test(options.step) ? Number(options.step) : null;
    chosen = steps.find((step) => step.id === options.step) ?? (n === null ? undefined : steps[n - 1]);
  } else if (steps.length === 1) chosen = steps[0];
  if (chosen === undefined) {
    const which =
      steps.length === 0
        ? job.uses?.text.trim().startsWith('./')
          ? `job ${job.id} calls ${job.uses.text.trim()}: render a job of it (--workflow ${job.uses.text.trim().slice(2).replace(/@.*$/, '')} --job <job>)`
          : `job ${job.id} has no step of baton's stage (uses: <owner>/baton@… or …/prepare@…)`
        : options.step === undefined
          ? `job ${job.id} has ${steps.length} stage steps: choose one with --step (${steps.map(label).join(', ')})`
          : `job ${job.id} has no stage step ${options.step}; its stage steps: ${steps.map(label).join(', ')}`;
    throw new UserError('usage', which, { where: options.step === undefined ? '--job' : '--step' });
  }
  // What the stage would read besides the prompt: its `vars:` (inputs.<key>), and the stages of the jobs
  // it needs, each rendered empty, with the warning a run gives, when neither --run nor --handoff gives it.
  const varsInput = chosen.with[INPUTS.vars];
  let vars: Record<string, string> = {};
  if (varsInput && varsInput.expression === null) vars = parseVars(varsInput.text);
  else if (varsInput)
    io.stderr(
      `warning: ${where(workflowFile, varsInput.position)}: the step's vars: holds \${{ }}, which only a run evaluates: its keys are left out here; give them with --input\n`,
    );
  const upstream = transitiveNeeds(workflow, job.id).flatMap((id) => {
    const { stages } = stageIdsBeforeRun(workflow.jobs.find((j) => j.id === id) as Job, githubExpressions);
    return (stages ?? []).map((stage) => ({ stage, job: id }));
  });
  const budgetInput = chosen.with[INPUTS.maxPromptTokens];
  const maxPromptTokens = budgetInput && budgetInput.expression === null ? budgetInput.text : undefined;
  const prompt = chosen.with[INPUTS.prompt];
  const promptFile = chosen.with[INPUTS.promptFile];
  const given = prompt ?? promptFile;
  if (given === undefined)
    throw new UserError('usage', `the stage step of job ${job.id} has no prompt or prompt-file`, {
      where: '--job',
    });
  if (given.expression !== null)
    throw new UserError(
      'usage',
      `the ${prompt ? 'prompt' : 'prompt-file'} of job ${job.id} is an expression (${given.text.trim()}), which GitHub evaluates before baton sees it: render the text it gives with --template`,
      { where: where(workflowFile, given.position) },
    );
  if (prompt === undefined)
    return {
      text: await readText(io, given.text, 'prompt file'),
      source: given.text,
      maxPromptTokens,
      vars,
      upstream,
    };
  return {
    text: prompt.text,
    source: `${where(workflowFile, prompt.position)} jobs.${job.id} prompt`,
    maxPromptTokens,
    vars,
    upstream,
  };
}

/** What `--workflow --job` takes from the workflow file: the prompt and what its stage step gives it. */
interface WorkflowPrompt {
  text: string;
  source: string;
  maxPromptTokens: string | undefined;
  /** The step's `vars:`, as `inputs.<key>`. */
  vars: Record<string, string>;
  /** The stages of the jobs the job needs, as far as the file tells them. */
  upstream: Array<{ stage: string; job: string }>;
}
