import { readFileSync, statSync } from 'node:fs';
import * as core from '@actions/core';
import { GitHubRecordStore, timeoutFromEnv } from '../../adapters/github/artifact-store.js';
import { GitHubReporter } from '../../adapters/github/reporter.js';
import type { WorkflowFileResult } from '../../adapters/github/workflow-file.js';
import { LocalWorkspace, readWorkspaceTextSync } from '../../adapters/local/workspace.js';
import { UserError } from '../../core/errors.js';
import { ACTION_INPUTS, ACTION_INTERNAL_INPUTS, INPUTS, LIMITS, PLAN_PROBLEMS } from '../../core/names.js';
import type { RecordStore } from '../../core/ports.js';
import type { RunFacts } from '../../core/record.js';
import { GITHUB_RUN_ID_PATTERN } from '../../core/run-id.js';
import { maskLinesOf } from '../../core/stage/mask-lines.js';
import { redactInputValues } from '../../core/stage/split-redact.js';
import {
  type StageSpec,
  type StageSpecContext,
  stageSpecFromInputs,
  type UpstreamStage,
  withWorkflow,
} from '../../core/stage/stage-spec.js';
import type { GithubContext } from '../../core/template/context.js';
import type { JobGraph } from '../../core/upstream-stages.js';
import { type EnvSecrets, envSecretsLine, envSecretValues, findEnvSecrets } from './env-secrets.js';
import { type ActionEnv, required, runAttempt, secretsWithToken } from './runner-env.js';

/**
 * What every baton action step reads from the runner: its inputs (`INPUT_*`), the job and run facts, the
 * event payload, and — for the prompt's upstream stages — the workflow file. Turned into a StageSpec by the
 * stage engine's own `stageSpecFromInputs`, so the action and `baton run` validate inputs identically.
 */

export type ActionMode = StageSpecContext['mode'];

/** Every input an action may have, read the way the runner passes them (unset inputs are ''). */
export function readInputs(): Record<string, string> {
  const inputs: Record<string, string> = {};
  // A template's indentation matters, so inputs are taken untrimmed; the engine trims where it should.
  for (const name of [...Object.values(INPUTS), ...Object.values(ACTION_INTERNAL_INPUTS)]) {
    inputs[name] = core.getInput(name, { trimWhitespace: false });
  }
  return inputs;
}

/**
 * Inputs the step was given that this action does not have, as the runner passes them: every `with:` key
 * becomes INPUT_<key upper-cased, spaces as `_`> (`prompt_file:` INPUT_PROMPT_FILE, `prompt-file:`
 * INPUT_PROMPT-FILE), and one the action does not declare only gets the runner's warning, as
 * core.getInput never reads it. Named lower-cased (`prompt_file`), for the error of a required input that
 * is missing; only plain names (letters, digits, `_`, `-`), as a name is quoted in that error.
 */
export function unreadInputs(env: ActionEnv, mode: ActionMode): string[] {
  const read = new Set<string>(ACTION_INPUTS[mode].map(inputVariable));
  return Object.keys(env)
    .filter((name) => name.startsWith(INPUT_PREFIX) && !read.has(name) && env[name] !== undefined)
    .map((name) => name.slice(INPUT_PREFIX.length).toLowerCase())
    .filter((name) => /^[a-z0-9_-]{1,100}$/.test(name))
    .sort();
}

const INPUT_PREFIX = 'INPUT_';

/** The variable the runner passes an input in, as core.getInput reads it. */
function inputVariable(name: string): string {
  return `${INPUT_PREFIX}${name.replace(/ /g, '_').toUpperCase()}`;
}

/** The `matrix` input (`${{ toJSON(matrix) }}`): the leg's values, or null outside a matrix. */
export function parseMatrix(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'null' || trimmed === '{}') return null;
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    throw new UserError(
      'input-invalid',
      'is not JSON; leave this input unset (it defaults to the job’s matrix)',
      {
        where: ACTION_INTERNAL_INPUTS.matrix,
      },
    );
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new UserError(
      'input-invalid',
      'must be a JSON object; leave this input unset (it defaults to the job’s matrix)',
      {
        where: ACTION_INTERNAL_INPUTS.matrix,
      },
    );
  }
  return Object.keys(value).length === 0 ? null : (value as Record<string, unknown>);
}

/** As `baton run` reads `--event`: GitHub caps a webhook payload at 25 MB, so every payload it sends is read. */
const MAX_EVENT_BYTES = LIMITS.eventBytes;

/** The event payload (GITHUB_EVENT_PATH), or {} when there is none. It is untrusted data, never code. */
function readEvent(env: ActionEnv, reporter: GitHubReporter): Record<string, unknown> {
  const path = env.GITHUB_EVENT_PATH;
  if (!path) return {};
  try {
    if (statSync(path).size > MAX_EVENT_BYTES) {
      reporter.warning(
        `the event payload is larger than ${MAX_EVENT_BYTES} bytes; templates see github.event as {}`,
      );
      return {};
    }
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch (error) {
    reporter.warning(
      `cannot read the event payload: ${error instanceof Error ? error.message : String(error)}`,
    );
    return {};
  }
}

export function githubContext(env: ActionEnv, reporter: GitHubReporter): GithubContext {
  return {
    repository: env.GITHUB_REPOSITORY ?? '',
    ref: env.GITHUB_REF ?? '',
    sha: env.GITHUB_SHA ?? '',
    run_id: env.GITHUB_RUN_ID ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    event_name: env.GITHUB_EVENT_NAME ?? '',
    event: readEvent(env, reporter),
  };
}

export function runFacts(env: ActionEnv): RunFacts {
  return {
    id: env.GITHUB_RUN_ID ?? '',
    attempt: runAttempt(env),
    workflow: env.GITHUB_WORKFLOW ?? '',
    repository: env.GITHUB_REPOSITORY ?? '',
    event_name: env.GITHUB_EVENT_NAME ?? '',
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
  };
}

/** Everything a step needs to run one part of a stage. */
export interface StageSetup {
  spec: StageSpec;
  store: GitHubRecordStore;
  workspace: LocalWorkspace;
  reporter: GitHubReporter;
  /** Values redacted everywhere (the spec's list): tokens, `redact` input. */
  secrets: string[];
  /** The `redact` input's own values (prepare and capture compare theirs, split-redact.ts). */
  redactInput: string[];
  /** The names the workflow maps from secrets into the env (env-secrets.ts); capture takes prepare's. */
  envSecrets?: EnvSecrets;
  /** Opens another run's records read-only (the `parent-run`), with the `github-token`; absent without a parent run. */
  openRun?: (runId: string) => Promise<RecordStore>;
}

/**
 * Read the step's inputs and the runner's facts and build the stage spec. For `stage` and `prepare`, the
 * upstream stages come from the workflow file when it is in the workspace (DESIGN §5): the jobs this job
 * transitively needs, matched against the run's records and the template's references; else from the
 * `needs` input and the lineage in those records (the engine expands it).
 */
export async function setUpStage(
  mode: ActionMode,
  env: ActionEnv,
  options: { inputs?: Record<string, string>; stage?: string } = {},
): Promise<StageSetup> {
  const reporter = new GitHubReporter();
  const inputs = { ...(options.inputs ?? readInputs()) };
  if (options.stage !== undefined && (inputs[INPUTS.stage] ?? '').trim() === '')
    inputs[INPUTS.stage] = options.stage;
  const workspaceRoot = required(env, 'GITHUB_WORKSPACE');
  const tempDir = required(env, 'RUNNER_TEMP');
  const job = required(env, 'GITHUB_JOB');
  const token = (inputs[INPUTS.githubToken] ?? '').trim();
  // The values the workflow maps from secrets into this step's env are redacted as the `redact` input's
  // (capture has no workflow file: it takes the names prepare found, prepared-state.ts).
  // The run's workflow file, read once for them and for the upstream stages (a git call or two when the
  // checkout is at another commit); loaded here, not at the top, as capture reads no workflow.
  const runWorkflow =
    mode === 'capture'
      ? undefined
      : await (await import('../../adapters/github/workflow-file.js')).findRunWorkflow(env);
  const envSecrets = runWorkflow === undefined ? undefined : await findEnvSecrets(env, runWorkflow, mode);
  // A secret read by an input baton stores would reach the artifact in clear: refused before anything runs.
  const [secretInput, ...moreSecretInputs] = (envSecrets?.kind === 'read' && envSecrets.secretInputs) || [];
  if (secretInput) {
    const { secretInputMessage } = await import('../../core/secret-inputs.js');
    throw new UserError(PLAN_PROBLEMS.actionInputSecret, secretInputMessage(secretInput), {
      where: `${secretInput.file}: ${secretInput.step}`,
      details: moreSecretInputs.map((read) => `${read.file}: ${read.step}: ${secretInputMessage(read)}`),
    });
  }
  const { values: fromEnv, unrecovered } =
    envSecrets?.kind === 'read'
      ? envSecretValues(env, envSecrets.names, envSecrets.written)
      : { values: [], unrecovered: [] };
  const envLine = envSecrets && envSecretsLine(envSecrets, unrecovered);
  if (envLine) reporter.info(envLine);
  // The token reads the parent run's records in this process; it is redacted like the job's secrets.
  const secrets = [...secretsWithToken(env, token), ...fromEnv];
  // The template file is read as the workflow file is: on a checkout of another commit (a pull request's
  // head), at the run's commit, not as the pull request's author wrote it (run-commit-file.ts).
  const promptFile = (inputs[INPUTS.promptFile] ?? '').trim();
  const atRunCommit =
    mode === 'capture' || promptFile === ''
      ? undefined
      : await (await import('../../adapters/github/run-commit-file.js')).readAtRunCommit(
          env,
          workspaceRoot,
          promptFile,
          LIMITS.templateBytes,
        );
  if (atRunCommit?.kind === 'checkout' && atRunCommit.note)
    reporter.info(`${INPUTS.promptFile}: ${promptFile}: ${atRunCommit.note}`);
  if (atRunCommit?.kind === 'read') {
    reporter.info(
      `${INPUTS.promptFile}: ${promptFile} is read at ${atRunCommit.sha.slice(0, 12)}, the commit this run is for, not from the checkout (at ${atRunCommit.head.slice(0, 12)})`,
    );
  }
  const context: StageSpecContext = {
    mode,
    job,
    matrix: parseMatrix(inputs[ACTION_INTERNAL_INPUTS.matrix] ?? ''),
    github: githubContext(env, reporter),
    run: runFacts(env),
    secrets,
    // As artifacts are read: inside the workspace, through no link; `prompt-file` at the run's commit.
    readFile: (path) => {
      if (path !== promptFile || atRunCommit === undefined || atRunCommit.kind === 'checkout')
        return readWorkspaceTextSync(workspaceRoot, path, LIMITS.templateBytes);
      if (atRunCommit.kind === 'refused') throw new Error(atRunCommit.reason);
      return atRunCommit.text;
    },
    // The steps that render parse `vars` (YAML); capture has no such input and loads no YAML parser.
    ...(mode === 'capture' ? {} : { parseVars: (await import('../../core/stage/vars.js')).parseVars }),
    // Only a step given a schema loads the YAML parser for it.
    ...(mode !== 'prepare' && (inputs[INPUTS.dataSchema] ?? '').trim() !== ''
      ? { parseDataSchema: (await import('../../core/data-schema-text.js')).parseDataSchemaText }
      : {}),
    unreadInputs: unreadInputs(env, mode),
  };
  // Every input is checked here (and gives the retention the store needs), before any request.
  const first = stageSpecFromInputs(inputs, context);
  registerMasks(first.redact);
  const store = new GitHubRecordStore({
    tempDir,
    reporter,
    ...(first.retentionDays === null ? {} : { retentionDays: first.retentionDays }),
    ...timeoutFromEnv(env),
  });
  const workspace = new LocalWorkspace({ root: workspaceRoot, tempDir });
  const openRun =
    mode !== 'capture' && first.parentRun !== null
      ? parentRunOpener(env, token, tempDir, reporter)
      : undefined;

  // Capture renders nothing and takes the workflow's job ids from what prepare saved (prepared-state.ts).
  const redactInput = redactInputValues(inputs[INPUTS.redact] ?? '');
  if (mode === 'capture')
    return { spec: first, store, workspace, reporter, secrets: first.redact, redactInput, openRun };
  const common = { store, workspace, reporter, redactInput, openRun, envSecrets };
  const loaded = await loadWorkflow(runWorkflow!, job, reporter);
  if ('unread' in loaded) {
    // A handoff's `next` is then not checked against the workflow's jobs: its warning says why.
    const spec = { ...first, workflowUnread: loaded.unread };
    return { ...common, spec, secrets: first.redact };
  }
  const workflow = loaded.graph;
  const upstream = await upstreamFromWorkflow(workflow, job, first, store, reporter);
  const { needsInputFactsOf } = await import('../../core/upstream-stages.js');
  const spec = withWorkflow(first, {
    upstream,
    workflowJobs: workflow.jobs.map((j) => j.id),
    // The `needs` input is checked as `baton lint` checks it, and said in its words.
    needs: needsInputFactsOf(workflow, job, upstream),
  });
  return { ...common, spec, secrets: spec.redact };
}

/**
 * Another run of this repository, read-only through the artifact client's `findBy`: the `github-token`
 * (which needs `actions: read`) stays in this process; the agent never gets it.
 */
function parentRunOpener(
  env: ActionEnv,
  token: string,
  tempDir: string,
  reporter: GitHubReporter,
): (runId: string) => Promise<RecordStore> {
  if (token === '') {
    throw new UserError(
      'input-invalid',
      `is empty; \`${INPUTS.parentRun}\` reads the parent run’s records with it, and it needs \`actions: read\` (default: \${{ github.token }})`,
      { where: INPUTS.githubToken },
    );
  }
  const repository = required(env, 'GITHUB_REPOSITORY');
  const [owner, name] = repository.split('/');
  if (!owner || !name) {
    throw new UserError(
      'runner-env-invalid',
      `GITHUB_REPOSITORY is ${JSON.stringify(repository)}, not owner/name`,
    );
  }
  return async (runId) => {
    // The parent-run input was checked; a run named in a stored record (the chain back) is checked here.
    if (!GITHUB_RUN_ID_PATTERN.test(runId)) {
      throw new UserError('run-unknown', `${JSON.stringify(runId)} is not a GitHub workflow run id`);
    }
    return new GitHubRecordStore({
      tempDir,
      reporter,
      findBy: { token, workflowRunId: Number(runId), repositoryOwner: owner, repositoryName: name },
      ...timeoutFromEnv(env),
    });
  };
}

/** Ask the runner to mask the values to redact in the log too (each line: masks are per line). */
export function registerMasks(values: readonly string[]): void {
  for (const line of maskLinesOf(values)) core.setSecret(line);
}

/** The job graph of this run's workflow, or why it is not usable here (said in the log). */
async function loadWorkflow(
  found: WorkflowFileResult,
  job: string,
  reporter: GitHubReporter,
): Promise<{ graph: JobGraph } | { unread: string }> {
  // Loaded here, not at the top: only the steps that read the workflow load the YAML parser.
  const { readJobGraph } = await import('../../core/upstream-stages.js');
  const unread = (reason: string) => {
    reporter.info(`upstream stages: from the needs input and their records (${reason})`);
    return { unread: reason };
  };
  if (found.kind === 'unavailable') return unread(found.reason);
  const graph = readJobGraph(found.file.text);
  if (!graph) return unread(`${found.file.path} is not a workflow`);
  if (!graph.jobs.some((j) => j.id === job)) return unread(`${found.file.path} has no job ${job}`);
  reporter.info(`upstream stages: the jobs ${job} needs in ${found.file.path}`);
  return { graph };
}

async function upstreamFromWorkflow(
  graph: JobGraph,
  job: string,
  spec: StageSpec,
  store: GitHubRecordStore,
  reporter: GitHubReporter,
): Promise<UpstreamStage[]> {
  let referenced: string[] = [];
  if (spec.template) {
    // Handlebars is loaded only by the steps that render (capture never does). The parse is the one the
    // render uses: compiled templates are cached.
    const { templateAnalysis } = await import('../../core/template/render-prompt.js');
    try {
      referenced = templateAnalysis(spec.template.text)
        .references.filter((r) => r.kind === 'stage')
        .map((r) => r.stage);
    } catch {
      // A template that does not parse fails the render, which says where; no references to add here.
    }
  }
  const { recordIsFromJob, upstreamStagesOf } = await import('../../core/upstream-stages.js');
  const recorded = [...new Set((await store.list()).map((r) => r.stage))];
  const candidates = upstreamStagesOf({ graph, job, recorded, referenced });
  // A record must say it came from the job that owns its stage id; one that does not is not upstream.
  const checked = await Promise.all(
    candidates.map(async (candidate) => {
      if (!recorded.includes(candidate.stage)) return candidate;
      const stored = await store.get(candidate.stage);
      if (!stored || recordIsFromJob(graph, candidate.job, stored.record.job)) return candidate;
      reporter.info(
        `stage ${candidate.stage}: its record is from job ${stored.record.job}, not upstream job ${candidate.job}; left out`,
      );
      return undefined;
    }),
  );
  return checked.filter((c): c is UpstreamStage => c !== undefined);
}
