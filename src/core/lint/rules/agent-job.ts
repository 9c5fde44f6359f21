import type { ExpressionEngine } from '../../ports.js';
import type { Job, ValueMap, WorkflowValue } from '../../workflow/index.js';
import type { LintContext } from '../context.js';
import type { LintFinding } from '../finding.js';
import { expressionsIn } from '../locate.js';
import {
  effectivePermissions,
  isAgentJob,
  MODEL_KEY_NAMES,
  stepAction,
  writeScopes,
} from '../workflow-facts.js';

/**
 * `agent-job-write` and `agent-job-secret`: an agent reads text an attacker may have written (an issue, a
 * pull request, a web page) and then runs commands. Whatever its job holds, a prompt injection holds too.
 * So an agent's job gets read permissions and its model key, nothing else; writing (a comment, a pull
 * request) happens in a job without an agent, from the validated handoff.
 */
export function checkAgentJobs(context: LintContext): LintFinding[] {
  const findings: LintFinding[] = [];
  for (const job of context.workflow.jobs) {
    if (!isAgentJob(job)) continue;
    findings.push(...writeFindings(job, context), ...secretFindings(job, context));
  }
  return findings;
}

function writeFindings(job: Job, { workflow, file, run }: LintContext): LintFinding[] {
  const called = run !== undefined && run.prefix !== '';
  const own = effectivePermissions(job, workflow);
  // A called job that sets none (nor its file) holds what its call gives it.
  const inherited = own.kind === 'unset' ? (run?.inherited ?? null) : null;
  const permissions = inherited?.permissions ?? own;
  if (permissions.kind === 'unset') {
    return [
      {
        rule: 'agent-job-write',
        file,
        ...job.position,
        message: `job ${job.id} runs an agent and neither it nor the workflow${called ? ' nor its caller' : ''} sets \`permissions:\`, so its token has the repository's default, which may be write-all; set \`permissions:\` with \`contents: read\` on the job`,
      },
    ];
  }
  const writes = writeScopes(permissions);
  if (writes.length === 0 || permissions.kind === 'expression') return [];
  const where =
    inherited !== null
      ? `the permissions its call gives it (${inherited.from})`
      : permissions.from === 'job'
        ? 'its `permissions:`'
        : "the workflow's `permissions:`";
  return [
    {
      rule: 'agent-job-write',
      file,
      // The caller's permissions are in another file: the finding is at the job that holds them.
      ...(inherited !== null ? job.position : permissions.position),
      message: `job ${job.id} runs an agent, and ${where} let its token write (${writes.join(', ')}); an agent that reads untrusted text must not hold write access. Give this job read permissions and write from a job without an agent (a report job, a pull-request job)`,
    },
  ];
}

function secretFindings(job: Job, context: LintContext): LintFinding[] {
  const { workflow, file, locator, expressions } = context;
  const findings: LintFinding[] = [];
  const scan = (values: ValueMap, where: string, isEnv: boolean) => {
    for (const [name, value] of Object.entries(values)) {
      for (const problem of heldCredentials(value, isEnv ? name : null, expressions)) {
        findings.push({
          rule: 'agent-job-secret',
          file,
          ...locator.locate(value, problem.offset),
          message: `job ${job.id} runs an agent, and ${where} \`${name}\` gets ${problem.what}; ${problem.why}`,
        });
      }
    }
  };
  scan(workflow.env, "the workflow's env", true);
  scan(job.env, 'its env', true);
  for (const step of job.steps) {
    const label = step.id ? `step ${step.id}` : `step ${step.index + 1}`;
    scan(step.env, `${label}'s env`, true);
    const action = stepAction(step);
    // Inputs of baton's own actions are read by baton, which keeps tokens away from the agent.
    if (action === null) scan(step.with, `${label}'s input`, false);
    if (step.uses && /^actions\/checkout@/.test(step.uses.text)) {
      const persist = step.with['persist-credentials'];
      if (persist?.text.trim().toLowerCase() !== 'false') {
        findings.push({
          rule: 'agent-job-secret',
          file,
          ...step.uses.position,
          message: `job ${job.id} runs an agent, and actions/checkout keeps the job's token in .git/config where the agent can read it; add \`persist-credentials: false\` under \`with:\``,
        });
      }
    }
  }
  return findings;
}

/** The credentials a value passes on: secrets other than a model key, and the GitHub token. */
function heldCredentials(
  value: WorkflowValue,
  envName: string | null,
  expressions: ExpressionEngine,
): Array<{ what: string; why: string; offset: number }> {
  const held: Array<{ what: string; why: string; offset: number }> = [];
  const keyName = envName !== null && MODEL_KEY_NAMES.has(envName.toUpperCase());
  for (const { expression, offset } of expressionsIn(value.text)) {
    for (const path of expressions.facts(expression).paths) {
      if (
        (path[0] === 'secrets' && path[1] === 'github_token') ||
        (path[0] === 'github' && path[1] === 'token')
      ) {
        held.push({
          what: 'the GitHub token',
          why: 'a prompt injection could use it. Use the token in a job without an agent',
          offset,
        });
      } else if (path[0] === 'secrets' && path[1] === undefined) {
        held.push({
          what: 'every secret of the repository',
          why: 'pass only the model key it needs',
          offset,
        });
      } else if (path[0] === 'secrets' && path[1] !== undefined) {
        if (keyName || MODEL_KEY_NAMES.has(path[1].toUpperCase())) continue;
        held.push({
          what: `the secret ${path[1].toUpperCase()}`,
          why: `an agent's job should hold only its model key (${[...MODEL_KEY_NAMES].join(', ')}). Move the secret to a job without an agent`,
          offset,
        });
      }
    }
  }
  return held;
}
