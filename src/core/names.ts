/**
 * Every name baton spells more than once lives here: env vars, file names, markers, artifact prefixes,
 * action inputs and outputs. Nothing else in the codebase spells these literally (STYLE #9).
 */

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

/** The lines that delimit a handoff printed on the agent's stdout. */
export const HANDOFF_MARKERS = {
  start: '---BATON_HANDOFF_START---',
  end: '---BATON_HANDOFF_END---',
} as const;

/** Files of one stage attempt, the same in every store. */
export const RECORD_FILES = {
  record: 'record.json',
  prompt: 'prompt.md',
  handoff: 'handoff.json',
  log: 'agent.log',
} as const;

/** The per-run summary file of the local store. */
export const RUN_FILE = 'run.json';

/** Where the local store keeps runs, relative to the project directory. */
export const LOCAL_STORE_DIR = '.baton/runs';

/** Artifact names: `baton-<stage>`, `baton-<stage>-attempt-<n>` for attempts after the first. */
export const ARTIFACT_PREFIX = 'baton-';
export const ARTIFACT_ATTEMPT_INFIX = '-attempt-';

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
  /** GitHub's comment body limit (characters). */
  commentChars: 65536,
  /** Tail of verify output kept for the next attempt (DESIGN §5 `attempt.verify`). */
  verifyOutputTailBytes: 4096,
  maxAttempts: 10,
  defaultMaxHandoffs: 10,
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
  shell: 'shell',
  needs: 'needs',
  handoff: 'handoff',
  onInvalid: 'on-invalid',
  vars: 'vars',
  maxPromptTokens: 'max-prompt-tokens',
  retentionDays: 'retention-days',
  workingDirectory: 'working-directory',
  redact: 'redact',
  verify: 'verify',
  attempts: 'attempts',
  maxHandoffs: 'max-handoffs',
  githubToken: 'github-token',
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
