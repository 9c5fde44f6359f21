import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { githubExpressions } from '../../src/adapters/github/expressions.js';
import { artifactEnv } from './actions-env.js';
import { giveToNobody, JOB_USER_IS_NOBODY, jobUserCommand } from './another-user.js';
import { DIST_COPY_ENV } from './global-setup.js';
import { holdStepLog } from './quiet-toolkit-log.js';

/**
 * Run baton's bundled actions (`dist/<action>/index.js`) the way the GitHub runner runs a `node24` action:
 * a new node process, inputs as `INPUT_<NAME>` env vars with the action.yml defaults applied, the file
 * commands (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_STATE, GITHUB_STEP_SUMMARY, GITHUB_PATH) as fresh files per
 * step where the runner makes them (`$RUNNER_TEMP/_runner_file_commands/set_env_<guid>`, …), RUNNER_TEMP
 * and GITHUB_WORKSPACE, and the artifact client pointed at a local results server.
 * Variables a step exports through GITHUB_ENV reach the steps after it, as on GitHub; `run:` steps get no
 * ACTIONS_RUNTIME_TOKEN or ACTIONS_RESULTS_URL (the runner gives those to JavaScript actions only).
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The actions in this repository: their directory (for action.yml) and their bundle. */
export const ACTIONS = {
  stage: { dir: '.', main: 'dist/stage/index.js' },
  prepare: { dir: 'prepare', main: 'dist/prepare/index.js' },
  capture: { dir: 'capture', main: 'dist/capture/index.js' },
  report: { dir: 'report', main: 'dist/report/index.js' },
} as const;
export type ActionName = keyof typeof ACTIONS;

let distCopy: Promise<string> | undefined;

/**
 * A private copy of dist/ for this test process (the bundles are self-contained): several people share one
 * work tree, and a rebuild that empties dist/ while a test runs must not fail it.
 */
export function bundles(): Promise<string> {
  // The run's copy, made and removed by the global setup (global-setup.ts); a copy of this process's own
  // where there is none (a script using these helpers outside vitest).
  const shared = process.env[DIST_COPY_ENV];
  if (shared) return Promise.resolve(shared);
  distCopy ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'baton-dist-'));
    await cp(join(REPO_ROOT, 'dist'), dir, { recursive: true });
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    return dir;
  })();
  return distCopy;
}

/**
 * Where a step takes baton's action from, instead of this repository's action.yml and dist/: a checkout of
 * baton (its action.yml and the dist/ files it holds), as baton-stage.yml's `uses: ./.baton-action` runs it.
 */
export interface ActionSource {
  checkout: string;
}

/** What one step left behind. */
export interface StepResult {
  exitCode: number | null;
  /** The signal that ended the step's process, when one did (it did not exit by itself). */
  signal?: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** Outputs as the runner would read them from GITHUB_OUTPUT. */
  outputs: Record<string, string>;
  /** The raw GITHUB_OUTPUT file, for tests that check exactly what was written. */
  outputFile: string;
  /** Variables the step exported through GITHUB_ENV. */
  exported: Record<string, string>;
  /** What the step appended to the job summary. */
  summary: string;
  /** Each file command's file (GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH, …) as the step left it. */
  fileCommands: Record<
    'GITHUB_OUTPUT' | 'GITHUB_ENV' | 'GITHUB_STATE' | 'GITHUB_STEP_SUMMARY' | 'GITHUB_PATH',
    string
  >;
}

/** A step still running (`Job.start`). */
export interface RunningStep {
  /** Resolves once the step's log (stdout) holds `text`; rejects if the step ends without it. */
  waitForOutput(text: string): Promise<void>;
  /** Send the step's process a signal, as the runner does when it stops a step. */
  kill(signal: NodeJS.Signals): void;
  /** What the step left behind, once its process has ended. */
  result: Promise<StepResult>;
}

export interface JobOptions {
  /** The results server's origin. */
  resultsUrl: string;
  /** The run (shared by every job of the run). */
  runBackendId: string;
  /** GITHUB_JOB. */
  job: string;
  /** The matrix of this leg, for `${{ toJSON(matrix) }}` defaults; none by default. */
  matrix?: Record<string, unknown> | null;
  /** Workspace (GITHUB_WORKSPACE); a fresh temp dir by default. */
  workspace?: string;
  /** Extra env for every step (GITHUB_WORKFLOW_REF, secrets the workflow maps in, …). */
  env?: Record<string, string>;
  /** The event payload written to GITHUB_EVENT_PATH. */
  event?: Record<string, unknown>;
  eventName?: string;
  /**
   * Run every step as a user that file modes bind, as a GitHub-hosted runner runs them as `runner`, not
   * root. When the tests run as root: as nobody, with the job's directory given to nobody before each step,
   * HOME in it, and the bundles copied there (the run's copy of dist/ is root's alone). Otherwise: as is.
   */
  asJobUser?: boolean;
}

/** Values that a real job has and that tests check the agent never sees. */
export const JOB_SECRETS = {
  GITHUB_TOKEN: 'ghs_jobtokenjobtokenjobtokenjobtoken0001',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'oidc-request-token-value-0001',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example/oidc?x=1',
} as const;

export class Job {
  readonly options: JobOptions;
  readonly dir: string;
  readonly workspace: string;
  readonly runnerTemp: string;
  /** Env exported by earlier steps of this job (GITHUB_ENV). */
  readonly exported: Record<string, string> = {};
  readonly #artifactEnv: Record<string, string>;
  #stepCount = 0;
  /** The file-command files of the last step, removed when the next one starts (as the runner does). */
  #lastFiles: string[] = [];
  /** Whether steps run as nobody (`asJobUser` when the tests run as root). */
  readonly #asNobody: boolean;
  /** The bundles copied into the job's directory, for nobody to run. */
  #nobodyBundles: Promise<string> | undefined;

  private constructor(options: JobOptions, dir: string) {
    this.options = options;
    this.dir = dir;
    this.workspace = options.workspace ?? join(dir, 'workspace');
    this.runnerTemp = join(dir, 'runner-temp');
    this.#artifactEnv = artifactEnv({ resultsUrl: options.resultsUrl, runBackendId: options.runBackendId });
    this.#asNobody = options.asJobUser === true && JOB_USER_IS_NOBODY;
  }

  static async create(options: JobOptions): Promise<Job> {
    const dir = await mkdtemp(join(tmpdir(), `baton-job-${options.job}-`));
    const job = new Job(options, dir);
    await mkdir(job.workspace, { recursive: true });
    await mkdir(job.runnerTemp, { recursive: true });
    await writeFile(join(dir, 'event.json'), JSON.stringify(options.event ?? {}));
    return job;
  }

  /** The runner's env for any step of this job (JavaScript actions get the artifact variables on top). */
  baseEnv(): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: this.#asNobody ? this.dir : (process.env.HOME ?? this.dir),
      LANG: 'C.UTF-8',
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      RUNNER_OS: 'Linux',
      RUNNER_TEMP: this.runnerTemp,
      GITHUB_WORKSPACE: this.workspace,
      GITHUB_JOB: this.options.job,
      GITHUB_RUN_ID: '4242',
      GITHUB_RUN_ATTEMPT: '1',
      GITHUB_REPOSITORY: 'octo/demo',
      GITHUB_REPOSITORY_OWNER: 'octo',
      GITHUB_WORKFLOW: 'demo',
      GITHUB_SHA: '0123456789abcdef0123456789abcdef01234567',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_ACTOR: 'octocat',
      GITHUB_EVENT_NAME: this.options.eventName ?? 'workflow_dispatch',
      GITHUB_EVENT_PATH: join(this.dir, 'event.json'),
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: this.options.resultsUrl,
      ...JOB_SECRETS,
      ...this.options.env,
      ...this.exported,
    };
  }

  /** Run one of baton's actions as a step: `uses: ./<action>` with these `with:` values. */
  async uses(
    action: ActionName,
    inputs: Record<string, string>,
    env: Record<string, string> = {},
    from?: ActionSource,
  ): Promise<StepResult> {
    return (await this.start(action, inputs, env, from)).result;
  }

  /**
   * Start one of baton's actions as a step and return at once, for tests that stop it as the runner stops
   * a step (a cancelled job, a step's `timeout-minutes`): signals to its node process.
   */
  async start(
    action: ActionName,
    inputs: Record<string, string>,
    env: Record<string, string> = {},
    from?: ActionSource,
  ): Promise<RunningStep> {
    const root = from?.checkout ?? REPO_ROOT;
    const meta = parseYaml(await readFile(join(root, ACTIONS[action].dir, 'action.yml'), 'utf8')) as {
      inputs?: Record<string, { default?: string }>;
    };
    const inputEnv: Record<string, string> = {};
    for (const [name, definition] of Object.entries(meta.inputs ?? {})) {
      const value = Object.hasOwn(inputs, name) ? inputs[name]! : this.#default(definition.default);
      inputEnv[inputVariable(name)] = value;
    }
    for (const name of Object.keys(inputs)) {
      if (!Object.hasOwn(meta.inputs ?? {}, name)) throw new Error(`${action} has no input ${name}`);
    }
    const main = from
      ? join(from.checkout, ACTIONS[action].main)
      : join(await this.#bundles(), relative('dist', ACTIONS[action].main));
    const uses = from
      ? join(from.checkout, ACTIONS[action].dir)
      : ACTIONS[action].dir === '.'
        ? './'
        : `./${ACTIONS[action].dir}`;
    return this.#startStep(`uses: ${uses}`, process.execPath, [main], {
      ...this.baseEnv(),
      ...this.#artifactEnv,
      ...env,
      ...inputEnv,
    });
  }

  /** Run a `run:` step with bash, as the runner does (no artifact token). */
  async run(script: string, env: Record<string, string> = {}): Promise<StepResult> {
    const file = join(this.dir, `step-${randomUUID()}.sh`);
    await writeFile(file, script);
    return (
      await this.#startStep('run:', 'bash', ['--noprofile', '--norc', '-eo', 'pipefail', file], {
        ...this.baseEnv(),
        ...env,
      })
    ).result;
  }

  /** Where the steps take the bundles from: the run's copy, or, for nobody, a copy in the job's directory. */
  #bundles(): Promise<string> {
    if (!this.#asNobody) return bundles();
    this.#nobodyBundles ??= (async () => {
      const copy = join(this.dir, 'dist');
      await cp(await bundles(), copy, { recursive: true });
      return copy;
    })();
    return this.#nobodyBundles;
  }

  async cleanup(): Promise<void> {
    await rm(this.dir, { recursive: true, force: true });
  }

  /** An action.yml default, with a whole-value `${{ }}` expression evaluated as the runner would. */
  #default(value: string | undefined): string {
    if (value === undefined) return '';
    const match = /^\$\{\{(.*)\}\}$/s.exec(value.trim());
    if (!match) return value;
    const result = githubExpressions.evaluate(match[1]!.trim(), {
      contexts: { matrix: this.options.matrix ?? null, github: { token: JOB_SECRETS.GITHUB_TOKEN } },
    });
    return typeof result === 'string' ? result : JSON.stringify(result);
  }

  async #startStep(
    label: string,
    file: string,
    args: string[],
    env: Record<string, string>,
  ): Promise<RunningStep> {
    const n = ++this.#stepCount;
    // Where and how the runner makes them (FileCommandManager): fresh files under RUNNER_TEMP, named with a
    // new GUID for each step, the last step's removed. A step can list the directory.
    const directory = join(this.runnerTemp, '_runner_file_commands');
    const guid = randomUUID();
    const files = {
      GITHUB_OUTPUT: join(directory, `set_output_${guid}`),
      GITHUB_ENV: join(directory, `set_env_${guid}`),
      GITHUB_STATE: join(directory, `save_state_${guid}`),
      GITHUB_STEP_SUMMARY: join(directory, `step_summary_${guid}`),
      GITHUB_PATH: join(directory, `add_path_${guid}`),
    };
    for (const path of this.#lastFiles.splice(0)) await rm(path, { force: true });
    await mkdir(directory, { recursive: true });
    for (const path of Object.values(files)) await writeFile(path, '');
    this.#lastFiles = Object.values(files);
    if (this.#asNobody) await giveToNobody(this.dir);
    const [command, commandArgs] = this.#asNobody ? jobUserCommand(file, args) : [file, args];
    const step = spawnCollect(command, commandArgs, { ...env, ...files }, this.workspace);
    return {
      waitForOutput: step.waitForOutput,
      kill: step.kill,
      result: step.done.then(async ({ exitCode, signal, stdout, stderr }) => ({
        ...(await this.#stepResult(n, label, files, { exitCode, stdout, stderr })),
        signal,
      })),
    };
  }

  async #stepResult(
    n: number,
    label: string,
    files: Record<
      'GITHUB_OUTPUT' | 'GITHUB_ENV' | 'GITHUB_STATE' | 'GITHUB_STEP_SUMMARY' | 'GITHUB_PATH',
      string
    >,
    { exitCode, stdout, stderr }: { exitCode: number | null; stdout: string; stderr: string },
  ): Promise<StepResult> {
    holdStepLog(
      `--- job ${this.options.job}, step ${n} (${label}), exit ${exitCode}\n${stdout}${stderr ? `--- its stderr\n${stderr}` : ''}`,
    );
    // As the runner reads them once the step ended; one the step removed counts as empty.
    const fileCommands = Object.fromEntries(
      await Promise.all(
        Object.entries(files).map(async ([name, path]) => [
          name,
          await readFile(path, 'utf8').catch(() => ''),
        ]),
      ),
    ) as Record<keyof typeof files, string>;
    const outputFile = fileCommands.GITHUB_OUTPUT;
    const exported = parseFileCommand(fileCommands.GITHUB_ENV);
    Object.assign(this.exported, exported);
    return {
      exitCode,
      stdout,
      stderr,
      outputs: parseFileCommand(outputFile),
      outputFile,
      exported,
      summary: fileCommands.GITHUB_STEP_SUMMARY,
      fileCommands,
    };
  }
}

/**
 * What a step left once its process has ended by itself (a stopped step; one that gave up on requests that
 * still hold their sockets open); a step still running `ms` after this is called is killed (as the runner
 * kills a step at the end of its grace) and the wait fails. An upper bound on a wait with room to spare for
 * a loaded machine, not a measure of speed: whether the step ended before its own deadline is told by what
 * it wrote.
 */
export async function endedWithin(step: RunningStep, ms: number): Promise<StepResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    const ended = await Promise.race([step.result, late]);
    if (ended !== 'late') return ended;
    step.kill('SIGKILL');
    const killed = await step.result;
    throw new Error(`the step was still running ${ms} ms later:\n${killed.stdout}${killed.stderr}`);
  } finally {
    clearTimeout(timer);
  }
}

/** GitHub's name mangling: `prompt-file` → `INPUT_PROMPT-FILE` (upper case, spaces become `_`). */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * Parse a GITHUB_OUTPUT / GITHUB_ENV file as the runner does: `name=value` lines and
 * `name<<DELIMITER` … `DELIMITER` blocks. Anything else is an error, as it fails the step on GitHub.
 */
export function parseFileCommand(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const value: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]!);
      if (i >= lines.length) throw new Error(`file command: ${name} has no closing ${delimiter}`);
      result[name!] = value.join('\n');
      continue;
    }
    const eq = line.indexOf('=');
    if (eq <= 0) throw new Error(`file command: cannot read line ${JSON.stringify(line)}`);
    result[line.slice(0, eq)] = line.slice(eq + 1);
  }
  return result;
}

function spawnCollect(
  file: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
): {
  done: Promise<{ exitCode: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  waitForOutput(text: string): Promise<void>;
  kill(signal: NodeJS.Signals): void;
} {
  const child = spawn(file, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const waiting: Array<{ text: string; resolve: () => void }> = [];
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    for (const wait of waiting.splice(0)) {
      if (stdout.includes(wait.text)) wait.resolve();
      else waiting.push(wait);
    }
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const done = new Promise<{
    exitCode: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolvePromise, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode, signal) => resolvePromise({ exitCode, signal, stdout, stderr }));
  });
  return {
    done,
    waitForOutput: (text) =>
      new Promise<void>((resolvePromise, reject) => {
        if (stdout.includes(text)) return resolvePromise();
        waiting.push({ text, resolve: resolvePromise });
        // A step that ends without printing it fails the wait instead of hanging the test.
        done.then(() => {
          if (!stdout.includes(text))
            reject(new Error(`the step ended without printing ${JSON.stringify(text)}:\n${stdout}${stderr}`));
        }, reject);
      }),
    kill: (signal) => void child.kill(signal),
  };
}

/**
 * Workflow commands a log holds outside `::stop-commands::` blocks: what the runner would obey. Tests use it
 * to prove agent output issued none. Read as the runner reads a step's output (OutputManager,
 * ActionCommand.TryParseV2 and TryParse): a line ends at `\n`, `\r\n` or `\r` (StreamReader.ReadLine); a
 * line that starts with `::` after its leading whitespace (.NET's, which counts U+0085) is a command
 * (`::name props::data`), and so is a line holding `##[name props]data` anywhere in it, the legacy form.
 * While commands are stopped, only a command named by the token (in any case, either form) resumes them;
 * the stop and resume lines are not counted, the lines between them neither. Every other command-shaped line
 * is, whether or not the runner knows its name.
 */
export function obeyedCommands(log: string): string[] {
  const commands: string[] = [];
  let stopToken: string | null = null;
  for (const raw of log.split(/\r\n|\r|\n/)) {
    const line = raw.replace(/^[\s\u0085]+/, '');
    // The runner tries the new form, then (when that is no command it knows) the legacy one.
    const forms = [newFormCommand(line), legacyCommand(line)].filter((c) => c !== null);
    if (forms.length === 0) continue;
    if (stopToken !== null) {
      const token = stopToken.toLowerCase();
      if (forms.some((c) => c.name.toLowerCase() === token)) stopToken = null;
      continue;
    }
    const stop = forms.find((c) => c.name === 'stop-commands');
    if (stop !== undefined) {
      stopToken = stop.data;
      continue;
    }
    commands.push(forms[0]!.line);
  }
  return commands;
}

interface CommandLine {
  name: string;
  data: string;
  line: string;
}

/** `::name props::data` at the start of a line (its leading whitespace trimmed). */
function newFormCommand(line: string): CommandLine | null {
  if (!line.startsWith('::')) return null;
  const end = line.indexOf('::', 2);
  return end > 2 ? { name: line.slice(2, end).split(' ')[0]!, data: line.slice(end + 2), line } : null;
}

/** `##[name props]data` anywhere in a line. */
function legacyCommand(line: string): CommandLine | null {
  const at = line.indexOf('##[');
  const close = at < 0 ? -1 : line.indexOf(']', at);
  if (close < 0) return null;
  const name = line.slice(at + 3, close).split(' ')[0]!;
  return name === '' ? null : { name, data: line.slice(close + 1), line: line.slice(at) };
}

/**
 * What a step printed on stderr, trimmed: anything there is a real complaint, a Node deprecation warning
 * included (the artifact client's unzip-stream printed DEP0005 on every download until the store read the
 * zip itself; see artifact-store.ts).
 */
export function stderrProblems(stderr: string): string {
  return stderr.trim();
}
