/**
 * Every name baton spells more than once lives here: env vars, file names, markers, artifact prefixes,
 * action inputs and outputs. Nothing else in the codebase spells these literally (STYLE #9).
 */

import { shortHash } from './short-hash.js';
import { headBytes, utf8Length } from './utf8.js';

/** Env vars baton sets for the agent process and for the steps after `prepare`. */
export const ENV = {
  promptPath: 'BATON_PROMPT_PATH',
  handoffPath: 'BATON_HANDOFF_PATH',
  stage: 'BATON_STAGE',
} as const;

/**
 * Env vars the agent process never receives unless the workflow passes them explicitly: an agent that
 * can upload artifacts could forge another stage's handoff (DESIGN §6).
 */
export const AGENT_ENV_REMOVED = ['ACTIONS_RUNTIME_TOKEN', 'ACTIONS_RESULTS_URL', 'GITHUB_TOKEN'] as const;
/** Env var name prefixes removed from the agent process (OIDC token request URL and token). */
export const AGENT_ENV_REMOVED_PREFIXES = ['ACTIONS_ID_TOKEN_REQUEST_'] as const;

/**
 * The GitHub tokens a user's environment may hold, as `gh` and other tools read them (`GH_TOKEN` is the
 * same credential to `gh` as `GITHUB_TOKEN`). `baton run` gives none of them to a `run:` step or an agent
 * from the user's environment: on GitHub a step sees a token only when the workflow maps it in `env:`, so
 * locally too a step gets one only through the workflow's `env:` (and an agent never gets `GITHUB_TOKEN`,
 * see AGENT_ENV_REMOVED). Their values are redacted from everything `baton run` stores and prints.
 */
export const LOCAL_ENV_TOKENS = [
  'GITHUB_TOKEN',
  'GH_TOKEN',
  'GH_ENTERPRISE_TOKEN',
  'GITHUB_ENTERPRISE_TOKEN',
] as const;

/** The lines that delimit a handoff printed on the agent's stdout. */
export const HANDOFF_MARKERS = {
  start: '---BATON_HANDOFF_START---',
  end: '---BATON_HANDOFF_END---',
} as const;

/**
 * The error code of a store's entry that holds no record.json at all: not a record baton wrote, but
 * something else under a name of baton's (a user's own `baton-logs` artifact). Readers of a whole run skip
 * it, saying so, where a record that is there and broken is reported unreadable.
 */
export const NOT_A_RECORD = 'record-absent';

/** Files of one stage attempt, the same in every store. */
export const RECORD_FILES = {
  record: 'record.json',
  prompt: 'prompt.md',
  handoff: 'handoff.json',
  log: 'agent.log',
} as const;

/**
 * The directory of a stage attempt that holds the files its handoff's `artifacts` lists, at their paths
 * relative to the working directory (`artifacts/out/report.md`), in every store.
 */
export const RECORD_ARTIFACTS_DIR = 'artifacts';
/** Characters a file in a GitHub artifact cannot have in its path (@actions/artifact refuses the upload). */
export const ARTIFACT_PATH_FORBIDDEN_CHARS = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'] as const;

/** The per-run summary file of the local store. */
export const RUN_FILE = 'run.json';

/** Where the local store keeps runs, relative to the project directory. */
export const LOCAL_STORE_DIR = '.baton/runs';

/**
 * Artifact names: `baton-<stage>`, `baton-<stage>-attempt-<n>` for stage attempts after the first, and
 * `-run-<r>` after the stage id for a record written in run attempt r ≥ 2 (a re-run of jobs on GitHub).
 */
export const ARTIFACT_PREFIX = 'baton-';
export const ARTIFACT_ATTEMPT_INFIX = '-attempt-';
export const ARTIFACT_RUN_INFIX = '-run-';

/** Schema identifiers written into documents. */
export const SCHEMA_IDS = {
  handoff: 'https://github.com/baton-dev/baton/schema/handoff.v1.schema.json',
  record: 'baton.record/v1',
  run: 'baton.run/v1',
} as const;

/** The highest handoff version this baton reads. */
export const HANDOFF_VERSION = 1;

/** Size limits from DESIGN §2, in UTF-8 bytes. */
export const LIMITS = {
  handoffFileBytes: 256 * 1024,
  summaryBytes: 4096,
  detailBytes: 65536,
  dataKeys: 64,
  dataBytes: 65536,
  /** Short free-text fields: next.reason, failure.reason, list entries, artifact descriptions. */
  shortTextBytes: 4096,
  /** Entries in any list field (expectations.*, failure.blockers/questions, artifacts). */
  listEntries: 100,
  /** GitHub's step summary limit is 1 MiB per step; keep a margin. */
  stepSummaryBytes: 1024 * 1024 - 4096,
  /** The runner's limit of a step's `GITHUB_STEP_SUMMARY` file: a larger one is not uploaded at all. */
  stepSummaryFileBytes: 1024 * 1024,
  /** GitHub's comment body limit (characters). */
  commentChars: 65536,
  /** Tail of verify output kept for the next attempt (DESIGN §5 `attempt.verify`). */
  verifyOutputTailBytes: 4096,
  maxAttempts: 10,
  defaultMaxHandoffs: 10,
  /** Nesting depth of a handoff file: a valid one needs 3; anything deeper is refused before parsing. */
  handoffDepth: 32,
  /**
   * Bytes of the files a handoff's `artifacts` lists that are kept with one record, all files together
   * (DESIGN §2). A file that would go past it is not kept, and the record says so.
   */
  artifactBytes: 10 * 1024 * 1024,
  /**
   * A prompt template, inline (`prompt:`, `--template`) or a file (`prompt-file`, `baton render <file>`):
   * a long prompt is a few KiB. Parsing and compiling cost grows with the number of `{{…}}`: at this size
   * at worst ~2 s and ~350 MB, at 1 MiB 10 s and 2.3 GB.
   */
  templateBytes: 256 * 1024,
  /** Blocks and (subexpressions) nested in a template: Handlebars' compiler and renderer recurse per level. */
  templateDepth: 64,
  /**
   * The text a helper may make, and a rendered prompt: far beyond any model's context (about 8 MB of text at
   * 2M tokens), well short of what exhausts memory (`{{indent x 1000000000}}`).
   */
  promptBytes: 16 * 1024 * 1024,
  /** `{{indent text N}}`: N spaces at most. */
  indentWidth: 64,
  /** A workflow file, the run's or one it calls: GitHub's editor limit is far below it. */
  workflowFileBytes: 1024 * 1024,
  /**
   * Nesting depth of an event payload (`--event`): GitHub's webhook payloads nest under 10 levels; a deeper
   * one is refused when it is read, before the run is created (every walk of it would have to be safe).
   */
  eventDepth: 64,
  /**
   * Bytes of an event payload (`--event`): GitHub caps a webhook's payload at 25 MB. At most this much and
   * one byte more is read, so a device or a pipe that never ends is refused rather than read for ever.
   */
  eventBytes: 25 * 1024 * 1024,
  /**
   * The largest cost in USD a stage's usage may report: many thousand times what any one agent run costs.
   * A larger one is a broken or forged report, and is left out of the record with a warning.
   */
  usageCostUsd: 1_000_000,
  /**
   * Bytes of an agent's output kept to read its usage and final message from: the tail of its stdout that
   * the stage runner keeps (ShellRunner's default, room for a 256 KiB handoff between markers), and the tail
   * of the file a split stage's agent step wrote it to (capture's `agent-output`).
   */
  agentOutputBytes: 1024 * 1024,
  /**
   * The `data-schema` input (src/core/data-schema.ts): a schema for a flat map of at most 64 keys is a few
   * KiB; the bound keeps what is parsed, and kept with each record's spec, small.
   */
  dataSchemaBytes: 64 * 1024,
  /** A `pattern` of the `data-schema` input, in characters. */
  dataSchemaPatternChars: 1000,
} as const;

/** A stage id: GitHub's job-id alphabet, bounded so `baton-<stage>-attempt-<n>` stays a valid artifact name. */
export const STAGE_ID_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,99}$/;
/** A `data` key (DESIGN §2). */
export const DATA_KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** The hidden marker that identifies baton's sticky comment. */
export const REPORT_MARKER_PREFIX = 'baton:report:';

/** Inputs of baton's actions (action.yml files spell the same names; a test keeps them in step). */
export const INPUTS = {
  stage: 'stage',
  prompt: 'prompt',
  promptFile: 'prompt-file',
  run: 'run',
  agent: 'agent',
  agentOutput: 'agent-output',
  shell: 'shell',
  needs: 'needs',
  handoff: 'handoff',
  onInvalid: 'on-invalid',
  dataSchema: 'data-schema',
  vars: 'vars',
  maxPromptTokens: 'max-prompt-tokens',
  retentionDays: 'retention-days',
  workingDirectory: 'working-directory',
  redact: 'redact',
  verify: 'verify',
  attempts: 'attempts',
  maxHandoffs: 'max-handoffs',
  parentRun: 'parent-run',
  githubToken: 'github-token',
  trustCheckout: 'trust-checkout',
  issueNumber: 'issue-number',
  mode: 'mode',
  key: 'key',
  includeDetail: 'include-detail',
} as const;

/** Outputs of baton's actions: fixed names, never taken from handoff data (DESIGN §6). */
export const OUTPUTS = {
  status: 'status',
  next: 'next',
  present: 'present',
  data: 'data',
  sha256: 'sha256',
  artifactId: 'artifact-id',
  promptPath: 'prompt-path',
  handoffPath: 'handoff-path',
  commentId: 'comment-id',
  commentUrl: 'comment-url',
} as const;

/** Env vars the agent presets' scripts read (src/core/presets.ts); the values never enter the script text. */
export const PRESET_ENV = {
  /** The model to ask the agent CLI for; the CLI's default when unset. */
  model: 'BATON_AGENT_MODEL',
  /** More arguments for the agent CLI, one a line, after the preset's own; none when unset. */
  args: 'BATON_AGENT_ARGS',
} as const;

/** Problem codes of handoff reading and validation (DESIGN §2). */
export const HANDOFF_PROBLEMS = {
  /** The handoff breaks a rule; the stage's handoff is refused. */
  invalid: 'handoff-invalid',
  /** A `---BATON_HANDOFF_START---` without its end marker in the agent's output; that block is ignored. */
  markersUnterminated: 'handoff-markers-unterminated',
  /**
   * A block between the markers in the agent's output that is also in its prompt (an echoed prompt, where an
   * upstream stage or the event could have written it); that block is not taken as the handoff.
   */
  markersFromPrompt: 'handoff-markers-from-prompt',
  /**
   * A block between the markers in the agent's output that is also in a string of the event payload (an
   * issue's or a comment's body an agent printed from a tool); that block is not taken as the handoff.
   */
  markersFromEvent: 'handoff-markers-from-event',
  /** Status `blocked` or `failure` without a `failure` object saying why (a warning). */
  failureMissing: 'handoff-failure-missing',
} as const;

/** Keys refused anywhere in a handoff: a consumer that assigns them could change an object's prototype. */
export const FORBIDDEN_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Allowed values of the enumerated stage inputs (the stage engine validates them; action.yml documents them). */
export const INPUT_CHOICES = {
  handoff: ['optional', 'required'],
  onInvalid: ['fail', 'warn'],
} as const;

/** Problem codes of the stage engine (src/core/stage/*), kept in records and shown in reports. */
export const STAGE_PROBLEMS = {
  /** The `prompt` input is one word naming a file of the repository: `prompt-file` was likely meant (a warning). */
  promptNamesFile: 'prompt-names-file',
  /** `next.stage` names no job of the workflow. */
  nextUnknownStage: 'next-unknown-stage',
  /** `next.stage` could not be checked: the workflow's jobs are not known here (a warning). */
  nextUnchecked: 'next-unchecked',
  /** A required handoff was not written (neither the file nor the markers). */
  handoffMissing: 'handoff-missing',
  /** The stage would exceed `max-handoffs`. */
  maxHandoffs: 'max-handoffs',
  /** A file the handoff lists in `artifacts` was not kept: missing, a link, outside the workspace, too large … */
  artifactRefused: 'artifact-refused',
  /**
   * A usage figure the agent's CLI reported was left out of the record (a warning): a count that is not a
   * whole number from 0 to Number.MAX_SAFE_INTEGER, counts that add up past it, or a cost out of range.
   */
  usageRefused: 'usage-refused',
  /**
   * A split stage names its agent (capture's `agent`) and records no usage of it (a warning): no
   * `agent-output` was given, or the file holds none in that agent's output format.
   */
  usageMissing: 'usage-missing',
} as const;

/** Error and problem codes of prompt templates (DESIGN §5, src/core/template/*). */
export const TEMPLATE_CODES = {
  /** The template does not parse. */
  syntax: 'template-syntax',
  /** Partials (`{{> x}}`) and decorators (`{{* x}}`): templates are self-contained. */
  unsupported: 'template-unsupported',
  /** A helper that baton does not provide. */
  unknownHelper: 'template-unknown-helper',
  /** A helper called with arguments it cannot use. */
  helperArguments: 'template-helper-arguments',
  /** `stages.<id>` or `jobs.<id>` names no upstream stage or job. */
  unknownStage: 'template-unknown-stage',
  /** A field the context does not have (strict mode). */
  missingField: 'template-missing-field',
  /** `{{…}}` printed an object or a list, which has no text of its own. */
  printedObject: 'template-printed-object',
  /** The template is over `LIMITS.templateBytes`, or the rendered prompt over `LIMITS.promptBytes`. */
  tooLarge: 'template-too-large',
  /** A template file that is not UTF-8 (UTF-16, or bytes UTF-8 does not have): its text is at fault, as its size is. */
  notUtf8: 'template-not-utf8',
  /** Blocks and subexpressions nest deeper than `LIMITS.templateDepth`. */
  tooDeep: 'template-too-deep',
  /** The fixed text alone exceeds `max-prompt-tokens`. */
  overBudget: 'template-over-budget',
  /** Sections were cut to meet `max-prompt-tokens` (a warning). */
  cut: 'template-cut',
  /** An upstream stage ran but wrote no handoff (a warning; an error when the stage is required). */
  upstreamHandoffMissing: 'upstream-handoff-missing',
  /** An upstream stage has no record: it was skipped or never ran (a warning; an error when required). */
  upstreamRecordMissing: 'upstream-record-missing',
} as const;

/**
 * baton's own actions, by their path in this repository (`uses: ./prepare`, `owner/baton/prepare@v1`).
 * `baton run` runs these natively instead of skipping them.
 */
export const BATON_ACTIONS = {
  stage: '',
  prepare: 'prepare',
  capture: 'capture',
  report: 'report',
} as const;
/** The repository name whose actions `baton run` recognises (`<owner>/baton@ref`). */
export const BATON_REPOSITORY_NAME = 'baton';
/** baton's own repository (`uses: baton-dev/baton@<sha>`), the default `baton-repository` of its stage workflow. */
export const BATON_REPOSITORY = 'baton-dev/baton';
/** Where a repository keeps its workflow files, relative to its root. */
export const WORKFLOWS_DIR = '.github/workflows';
/** baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@<sha>`). */
export const BATON_STAGE_WORKFLOW = '.github/workflows/baton-stage.yml';
/**
 * The id of the one job of BATON_STAGE_WORKFLOW: on GitHub, a stage it runs records this as its job
 * (`github.job` inside a called workflow is the called job's id).
 */
export const STAGE_WORKFLOW_JOB = 'stage';

/** The GitHub file commands `baton run` provides to `run:` steps (DESIGN §7). */
export const FILE_COMMANDS = {
  output: 'GITHUB_OUTPUT',
  env: 'GITHUB_ENV',
  path: 'GITHUB_PATH',
  stepSummary: 'GITHUB_STEP_SUMMARY',
  state: 'GITHUB_STATE',
} as const;

/** Files `baton run` writes into a local run's directory besides the stage records. */
export const LOCAL_RUN_FILES = {
  /** The report action's output. */
  report: 'report.md',
  /** The step summaries of every job, in order (GitHub shows them on the run page). */
  summary: 'summary.md',
  /** The progress events of the run, as JSON lines. */
  events: 'events.jsonl',
  /** Each job's results and outputs, for `baton replay` (`needs.<job>.outputs` of reused jobs). */
  jobs: 'jobs.json',
  /** Each leg's output (`run:` steps and agents): `job-<leg>.log` (see jobLogFile). */
  jobLogPrefix: 'job-',
  /** How the run was started (inputs, event, vars, secret names), so `baton replay` can start it again. */
  invocation: 'invocation.json',
} as const;

/** The longest file name the usual file systems take, in bytes (NAME_MAX: ext4, APFS, tmpfs). */
export const FILE_NAME_MAX_BYTES = 255;

/** Where a job log's file name was cut to fit (see jobLogFile): no leg id holds it. */
const JOB_LOG_CUT = '+';

/**
 * The file name of a leg's job log: `job-<leg>.log`, a `/` of a called workflow's job (`build/compile`)
 * written `~` (`job-build~compile.log`), which no job id holds. A name longer than a file name can be (a job
 * three calls deep, each id of 99 characters) is cut to fit and ends with `+` and a hash of the whole leg,
 * so two long legs keep two logs: look a leg's log up by this name, never by reading names back.
 */
export function jobLogFile(leg: string): string {
  const prefix = LOCAL_RUN_FILES.jobLogPrefix;
  const name = leg.replaceAll('/', '~');
  if (utf8Length(`${prefix}${name}.log`) <= FILE_NAME_MAX_BYTES) return `${prefix}${name}.log`;
  const suffix = `${JOB_LOG_CUT}${shortHash(leg)}.log`;
  const kept = headBytes(name, FILE_NAME_MAX_BYTES - utf8Length(prefix) - utf8Length(suffix));
  return `${prefix}${kept}${suffix}`;
}

/**
 * The leg a job log file name is of (jobLogFile's inverse), or null for another file and for a name cut to
 * fit, which does not hold its whole leg (find it with jobLogFile of the legs the run had).
 */
export function legOfJobLogFile(name: string): string | null {
  if (!name.startsWith(LOCAL_RUN_FILES.jobLogPrefix) || !name.endsWith('.log')) return null;
  if (name.includes(JOB_LOG_CUT)) return null;
  return name.slice(LOCAL_RUN_FILES.jobLogPrefix.length, -'.log'.length).replaceAll('~', '/');
}

/** Problem codes of a plan (`baton run` refuses to start with any of them). */
export const PLAN_PROBLEMS = {
  inputMissing: 'input-missing',
  inputUnknown: 'input-unknown',
  inputInvalid: 'input-invalid',
  jobUnknown: 'job-unknown',
  templateStage: 'template-stage-not-upstream',
  templateInvalid: 'template-invalid',
  /** A template reading an input or a matrix key no run of the workflow gives it (`inputs.angl`). */
  templateKey: 'template-key-unknown',
  /**
   * A template reading `stages.<id>.data.<key>` whose stage's literal `data-schema` does not declare the key
   * and refuses every undeclared one (additionalProperties: false): it could only ever render empty.
   */
  templateDataKey: 'template-data-key-undeclared',
  promptFileMissing: 'prompt-file-missing',
  matrixInvalid: 'matrix-invalid',
  stageDuplicate: 'stage-duplicate',
  stageInvalid: 'stage-id-invalid',
  /** A `with:` key that baton's action does not declare (a typo the action would never read). */
  actionInputUnknown: 'unknown-input',
  /** A value of baton's action that it would refuse when the step runs (`handoff: requird`). */
  actionInputInvalid: 'action-input-invalid',
  /**
   * An input of baton's action that baton stores or shows, reading the `secrets` context (`prompt: "key
   * ${{ secrets.T }}"`): on GitHub its value would reach the artifact in clear (secret-inputs.ts).
   */
  actionInputSecret: 'action-input-secret',
  /** `--event-name`, or the event an `--event` payload looks like, is not a trigger of the workflow. */
  eventNotTrigger: 'event-not-a-trigger',
  /** A literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0. */
  timeoutInvalid: 'timeout-invalid',
  /** A literal `shell:` (or `defaults.run.shell`) that is neither a built-in shell nor a command with {0}. */
  shellInvalid: 'shell-invalid',
  /** A stage step's literal `needs` input naming what is not a stage upstream of its job (a typo, a job id). */
  needsInput: 'needs-input-not-upstream',
  /**
   * A stage step whose prompt names an upstream stage, with no checkout of the workflow file before it in
   * its job and no `needs` input: on GitHub it would know no upstream stage (workflow-file-checkout.ts).
   */
  checkoutMissing: 'checkout-missing',
  /**
   * A call of a local reusable workflow GitHub would refuse: not in .github/workflows, not callable, a
   * cycle, too deep, an input or secret not declared or required and missing.
   */
  workflowCallInvalid: 'workflow-call-invalid',
  /**
   * `uses: ./` (or `./prepare`, `./capture`, `./report`) in a project that has no action there: GitHub fails
   * the step; baton's action is then `<owner>/baton@<sha>` (action-missing.ts).
   */
  actionMissing: 'action-missing',
} as const;

/**
 * Secret redaction (src/core/redact.ts). A secret is replaced by `[REDACTED:<kind>]`, e.g.
 * `[REDACTED:github-token]`, and each redaction is recorded as a problem with code `redacted`.
 */
export const REDACTION = {
  markerPrefix: '[REDACTED:',
  markerSuffix: ']',
  problemCode: 'redacted',
  /**
   * Known secret values shorter than this are not redacted (GitHub's log masking skips very short values
   * too): a secret like `true` or `1234` would blank out every occurrence of an ordinary word or number,
   * and the pattern of blanks would itself reveal the value.
   */
  minSecretLength: 6,
} as const;

/** The text that replaces one redacted secret: `[REDACTED:<kind>]`. */
export function redactionMarker(kind: string): string {
  return `${REDACTION.markerPrefix}${kind}${REDACTION.markerSuffix}`;
}

/** The local store (DESIGN §4): hidden directories a stage attempt is built in before it is renamed into place. */
export const LOCAL_STORE_TEMP_PREFIX = '.tmp-';

/**
 * Inputs of baton's actions that users leave unset: their action.yml default carries a value only the runner
 * knows (`matrix: ${{ toJSON(matrix) }}` gives the leg's values for the default stage id).
 */
export const ACTION_INTERNAL_INPUTS = {
  matrix: 'matrix',
} as const;

/**
 * Env vars for baton's own tests, not settings: internal, not in any action.yml or the docs, and read only
 * to make a bound shorter, never longer.
 */
export const TEST_ENV = {
  /**
   * Give up on a call of the artifact client after this many milliseconds instead of its own bound
   * (minutes: artifact-store.ts `callBoundMs`), so an end-to-end test of a service that never answers ends
   * in seconds. A larger value, or one that is not a whole number above 0, changes nothing.
   */
  artifactTimeoutMs: 'BATON_TEST_ARTIFACT_TIMEOUT_MS',
} as const;

/** Where `prepare` leaves what `capture` needs, under RUNNER_TEMP (`baton-prepared-<stage>.json`). */
export const PREPARED_STATE_PREFIX = 'baton-prepared-';

/**
 * Variables that change what a node process loads (the dynamic loader's, Linux's and macOS's, whose node is
 * signed to honour them; OpenSSL's configuration, which node reads at start and which can load a module),
 * which certificates it trusts, or where its requests go. A step between `prepare` and `capture` could set
 * them through GITHUB_ENV (the runner blocks only NODE_OPTIONS) to read or intercept capture's runtime
 * token; capture refuses to go on when one differs from what prepare saw.
 */
export const CAPTURE_WATCHED_ENV = [
  'LD_PRELOAD',
  'LD_AUDIT',
  'LD_LIBRARY_PATH',
  'DYLD_INSERT_LIBRARIES',
  'DYLD_LIBRARY_PATH',
  'DYLD_FRAMEWORK_PATH',
  'DYLD_FALLBACK_LIBRARY_PATH',
  'DYLD_FALLBACK_FRAMEWORK_PATH',
  'OPENSSL_CONF',
  'NODE_EXTRA_CA_CERTS',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'HTTPS_PROXY',
  'https_proxy',
  'HTTP_PROXY',
  'http_proxy',
] as const;

/**
 * The inputs each of baton's actions declares in its action.yml, exactly (a test compares them): `baton
 * lint` and `baton run` refuse any other key under a baton step's `with:`, which GitHub would only warn
 * about and the action would never read.
 */
export const ACTION_INPUTS = {
  stage: [
    INPUTS.stage,
    INPUTS.prompt,
    INPUTS.promptFile,
    INPUTS.run,
    INPUTS.agent,
    INPUTS.shell,
    INPUTS.needs,
    INPUTS.handoff,
    INPUTS.onInvalid,
    INPUTS.dataSchema,
    INPUTS.vars,
    INPUTS.maxPromptTokens,
    INPUTS.retentionDays,
    INPUTS.workingDirectory,
    INPUTS.redact,
    INPUTS.verify,
    INPUTS.attempts,
    INPUTS.maxHandoffs,
    INPUTS.parentRun,
    INPUTS.githubToken,
    INPUTS.trustCheckout,
    ACTION_INTERNAL_INPUTS.matrix,
  ],
  prepare: [
    INPUTS.stage,
    INPUTS.prompt,
    INPUTS.promptFile,
    INPUTS.agent,
    INPUTS.needs,
    INPUTS.vars,
    INPUTS.maxPromptTokens,
    INPUTS.maxHandoffs,
    INPUTS.parentRun,
    INPUTS.githubToken,
    INPUTS.redact,
    ACTION_INTERNAL_INPUTS.matrix,
  ],
  capture: [
    INPUTS.stage,
    INPUTS.handoff,
    INPUTS.onInvalid,
    INPUTS.dataSchema,
    INPUTS.retentionDays,
    INPUTS.redact,
    INPUTS.agent,
    INPUTS.agentOutput,
    ACTION_INTERNAL_INPUTS.matrix,
  ],
  report: [
    INPUTS.githubToken,
    INPUTS.issueNumber,
    INPUTS.needs,
    INPUTS.mode,
    INPUTS.key,
    INPUTS.includeDetail,
  ],
} as const satisfies Record<keyof typeof BATON_ACTIONS, readonly string[]>;

/**
 * The outputs each of baton's actions declares in its action.yml, exactly (a test compares them): the only
 * ones it sets. `capture` has no paths (they are `prepare`'s, and in BATON_PROMPT_PATH and
 * BATON_HANDOFF_PATH), and `prepare` sets only its paths, a refused prepare too (empty).
 */
export const ACTION_OUTPUTS = {
  stage: [
    OUTPUTS.status,
    OUTPUTS.next,
    OUTPUTS.present,
    OUTPUTS.data,
    OUTPUTS.sha256,
    OUTPUTS.artifactId,
    OUTPUTS.promptPath,
    OUTPUTS.handoffPath,
  ],
  prepare: [OUTPUTS.promptPath, OUTPUTS.handoffPath],
  capture: [OUTPUTS.status, OUTPUTS.next, OUTPUTS.present, OUTPUTS.data, OUTPUTS.sha256, OUTPUTS.artifactId],
  report: [OUTPUTS.commentId, OUTPUTS.commentUrl],
} as const satisfies Record<keyof typeof BATON_ACTIONS, readonly string[]>;

/** The reusable stage workflow's input naming the exact version of the agent CLI it installs. */
export const STAGE_WORKFLOW_AGENT_VERSION = 'agent-version';

/** Inputs of the reusable stage workflow that the root action does not take: how to set up the job and the agent. */
export const STAGE_WORKFLOW_OWN_INPUTS = {
  agentVersion: STAGE_WORKFLOW_AGENT_VERSION,
  model: 'model',
  agentArgs: 'agent-args',
  runsOn: 'runs-on',
  nodeVersion: 'node-version',
  timeoutMinutes: 'timeout-minutes',
  batonRepository: 'baton-repository',
  batonRef: 'baton-ref',
} as const;

/** The inputs the reusable stage workflow requires (a test compares them with its `required: true`). */
export const STAGE_WORKFLOW_REQUIRED_INPUTS = [INPUTS.stage, STAGE_WORKFLOW_OWN_INPUTS.batonRef] as const;

/**
 * The inputs of the reusable stage workflow it declares `type: number`; the others are `type: string` (a test
 * compares them). GitHub refuses a string for a number input, `attempts: "3"` included.
 */
export const STAGE_WORKFLOW_NUMBER_INPUTS = [
  INPUTS.attempts,
  INPUTS.maxHandoffs,
  STAGE_WORKFLOW_OWN_INPUTS.timeoutMinutes,
] as const;

/** The `on.workflow_call.inputs` of the reusable stage workflow (BATON_STAGE_WORKFLOW), exactly (a test compares them). */
export const STAGE_WORKFLOW_INPUTS = [
  INPUTS.stage,
  INPUTS.prompt,
  INPUTS.promptFile,
  INPUTS.agent,
  STAGE_WORKFLOW_OWN_INPUTS.agentVersion,
  STAGE_WORKFLOW_OWN_INPUTS.model,
  STAGE_WORKFLOW_OWN_INPUTS.agentArgs,
  INPUTS.run,
  INPUTS.needs,
  INPUTS.handoff,
  INPUTS.onInvalid,
  INPUTS.dataSchema,
  INPUTS.vars,
  INPUTS.verify,
  INPUTS.attempts,
  INPUTS.maxHandoffs,
  INPUTS.maxPromptTokens,
  INPUTS.redact,
  INPUTS.retentionDays,
  INPUTS.workingDirectory,
  STAGE_WORKFLOW_OWN_INPUTS.runsOn,
  STAGE_WORKFLOW_OWN_INPUTS.nodeVersion,
  STAGE_WORKFLOW_OWN_INPUTS.timeoutMinutes,
  STAGE_WORKFLOW_OWN_INPUTS.batonRepository,
  STAGE_WORKFLOW_OWN_INPUTS.batonRef,
] as const;
