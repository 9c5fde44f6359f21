import type { Handoff } from './handoff.js';
import type { HandoffParse } from './parse-handoff.js';
import type { RunSummary, StageRecord, StoredRecord } from './record.js';
import type { EvaluateOptions, ExpressionFacts } from './workflow/expressions.js';

/**
 * Ports: the interfaces core orchestration talks through. Each has a local and a GitHub implementation in
 * `src/adapters/`, and one shared contract test suite both must pass (STYLE #2).
 */

/** What a store writes for one stage attempt. */
export interface RecordEntry {
  record: StageRecord;
  prompt: string;
  handoff: Handoff | null;
  /** The agent's output (local store keeps it as `agent.log`; the GitHub store does not upload it). */
  log?: string;
  /**
   * The files the handoff's `artifacts` lists, as kept (read through the Workspace, redacted): each stored
   * at `artifacts/<path>` beside the three files, written with them or not at all. `path` is relative to
   * the stage's working directory, in the form `normalizeArtifactPath` gives (src/core/record-files.ts).
   */
  files?: ArtifactFile[];
}

/** One file a stage produced, kept with its record. */
export interface ArtifactFile {
  path: string;
  bytes: Uint8Array;
}

/** A file of the workspace as `Workspace.readArtifact` found it: its bytes, or why it is not kept. */
export type ArtifactRead = { kind: 'file'; bytes: Uint8Array } | { kind: 'refused'; reason: string };

/**
 * Which record of a run: a stage attempt within a run attempt. A run has one run attempt unless its jobs
 * are re-run on GitHub ("Re-run jobs"): the re-run jobs record their stages again, in run attempt 2, 3, …,
 * beside the records of the run attempts before (DESIGN §4).
 */
export interface RecordKey {
  stage: string;
  /** The stage attempt: the record's `attempt`. */
  attempt: number;
  /** The run attempt the record was written in: the record's `run.attempt`. */
  runAttempt: number;
}

/** Where a written record now lives. */
export interface RecordRef extends RecordKey {
  /** sha256 of the `record.json` bytes written. */
  recordSha256: string;
  /** Artifact id on GitHub; the directory path locally. */
  id: string;
}

/**
 * The records of one run. Records are immutable: `put` refuses to overwrite a stage attempt that exists in
 * its run attempt, and a failed `put` leaves nothing behind (no partial artifact, no half-written file).
 */
export interface RecordStore {
  /** Write one stage attempt (record.json, prompt.md, handoff.json), in the run attempt its record names. */
  put(entry: RecordEntry): Promise<RecordRef>;
  /**
   * The newest record of `stage` in this run — of the highest run attempt, then the highest stage attempt
   * (`compareAttempts`) — or undefined when the stage has no record.
   */
  get(stage: string): Promise<StoredRecord | undefined>;
  /** A specific attempt of `stage` in run attempt `runAttempt` (1 unless given), or undefined. */
  getAttempt(stage: string, attempt: number, runAttempt?: number): Promise<StoredRecord | undefined>;
  /** Every record of this run, ordered by stage, then run attempt, then attempt (`compareRecordKeys`). */
  list(): Promise<RecordKey[]>;
}

/** The local store's run-level view (`baton runs`, `baton show`, replay). */
export interface RunCatalog {
  /**
   * Start a run and write its first summary. Run ids are sortable by time (`20261121-1305-ab12`, see
   * `newRunId`): with `summary.id` that id is used and must not exist yet (UserError `run-exists`);
   * without it a free one is drawn from `started_at`. An existing run is never reused.
   */
  createRun(summary: Omit<RunSummary, 'schema' | 'id'> & { id?: string }): Promise<RecordStore>;
  /** The store of an existing run (an exact id or `latest`); throws a UserError listing recent runs otherwise. */
  open(runId: string): Promise<RecordStore>;
  writeSummary(summary: Omit<RunSummary, 'schema'>): Promise<void>;
  readSummary(runId: string): Promise<RunSummary>;
  /** Run ids, newest first. */
  listRuns(): Promise<string[]>;
  /** Resolve `latest` (and exact ids) to a run id; throws a UserError listing recent runs otherwise. */
  resolve(runIdOrLatest: string): Promise<string>;
}

/** The result of one command run by a StepRunner. */
export interface CommandResult {
  exitCode: number | null;
  /** Signal that ended the process, if any. */
  signal: string | null;
  startedAt: Date;
  finishedAt: Date;
  /** Combined stdout+stderr, bounded (the last bytes are kept). */
  output: string;
  /**
   * stdout alone, bounded, for handoff markers: decoded by decodeUtf8Escaped, so that its bytes that are not
   * UTF-8 are known in it and a handoff block holding one is refused (parseHandoffBlock).
   */
  stdout: string;
}

export interface CommandSpec {
  /** The shell script to run. */
  script: string;
  /** `bash` by default; `sh`, `pwsh`, or a template with `{0}` as on GitHub. */
  shell?: string;
  cwd: string;
  /** The complete environment of the process (nothing is inherited implicitly). */
  env: Record<string, string>;
  /** Called with chunks of output as they arrive, with the stream each came on. */
  onOutput?: (chunk: string, stream: 'stdout' | 'stderr') => void;
  /**
   * Called with the id of the process group the command runs in, once it started: what it leaves running
   * in the background belongs to it.
   */
  onStart?: (processGroup: number) => void;
  signal?: AbortSignal;
  /**
   * How an abort stops it. `terminate` (the default, for agents): SIGTERM to its process group, SIGKILL
   * after the grace period. `interrupt` (for `run:` steps): GitHub's runner's order (ProcessInvoker.cs),
   * SIGINT first, so a `trap … INT` cleans up, then SIGTERM, then SIGKILL, each to the process group, as a
   * terminal's Ctrl-C reaches every process of the script.
   */
  stop?: 'terminate' | 'interrupt';
  /** A hard stop: SIGTERM at once, then SIGKILL after the grace period, even during an `interrupt`'s wait. */
  kill?: AbortSignal;
}

/** Runs the agent and verify commands. */
export interface StepRunner {
  run(spec: CommandSpec): Promise<CommandResult>;
}

/** Where progress and problems are reported (console locally, @actions/core on GitHub). */
export interface Reporter {
  info(message: string): void;
  warning(message: string, where?: string): void;
  error(message: string, where?: string): void;
  /** Start and end a collapsible group in the log. */
  group<T>(title: string, body: () => Promise<T>): Promise<T>;
}

/** Posts or updates baton's sticky comment on an issue or pull request. */
export interface CommentSink {
  /**
   * Create the sticky comment, or update it; `unchanged` when it already held `body`, so nothing was sent.
   */
  upsert(options: { issueNumber: number; marker: string; body: string }): Promise<{
    id: number;
    url: string;
    action: 'created' | 'updated' | 'unchanged';
  }>;
}

/** A handoff file as the workspace read it: none written, or the result of validating it. */
export type HandoffRead = { kind: 'missing' } | HandoffParse;

/**
 * The job's files as the stage engine sees them (src/core/stage/*): a private place per attempt for the
 * prompt and the handoff (under the runner's temp dir, never inside the repository), the handoff reader,
 * the directory commands run in, and the clock. Implemented by src/adapters/local/workspace.ts, on GitHub
 * and locally alike.
 */
export interface Workspace {
  /**
   * Paths for one attempt of a stage, in a fresh private directory: where its prompt will be written and
   * where the agent writes its handoff (no file exists there yet).
   */
  attemptPaths(stage: string, attempt: number): Promise<{ promptPath: string; handoffPath: string }>;
  /** Write the rendered prompt to a path from `attemptPaths`. */
  writePrompt(path: string, text: string): Promise<void>;
  /** Read and validate the handoff at `path`: regular files only, never followed through a link, size cap first. */
  readHandoff(path: string): Promise<HandoffRead>;
  /** The absolute directory for a `working-directory` value, relative to the workspace root. */
  resolveDirectory(workingDirectory: string): string;
  /**
   * Read a file the handoff lists in `artifacts`: `path` (normalised, `/`-separated) under the working
   * directory. Refused, never followed or thrown: a path that leaves the workspace, a link anywhere below the
   * workspace root, anything but a regular file, and a file larger than `maxBytes`.
   */
  readArtifact(workingDirectory: string, path: string, maxBytes: number): Promise<ArtifactRead>;
  /** The current time, for records' timestamps. */
  now(): Date;
  /**
   * The sha256 (lowercase hex) of `text`'s UTF-8 bytes, for the digests in a record. The platform's own
   * hash, synchronous: core has no node:crypto, and the Web Crypto API would cost a round trip through the
   * thread pool for each of the two digests of every stage attempt.
   */
  sha256(text: string): string;
}

/**
 * GitHub's expression language (`${{ }}`): what `buildPlan`, the executor and `baton lint` ask of it. Core
 * decides when an expression is evaluated and with which contexts; the engine decides what it means, with
 * GitHub's own parser and evaluator (src/adapters/github/expressions.ts), so `==` is case-insensitive and
 * `fromJSON`, `format`, `contains`, … behave as on GitHub. An expression is the text between `${{` and `}}`.
 */
export interface ExpressionEngine {
  /** The value as plain JSON. Throws a UserError (`expression-failed`) naming `options.where`. */
  evaluate(expression: string, options: EvaluateOptions): unknown;
  /** The value as GitHub interpolates it into a string (null → '', true → 'true', 1.50 → '1.5'). Throws as `evaluate`. */
  evaluateString(expression: string, options: EvaluateOptions): string;
  /** Whether the value is truthy as an `if:` decides. Throws as `evaluate`. */
  evaluateTruthy(expression: string, options: EvaluateOptions): boolean;
  /** Why an expression does not parse (`Unrecognized named-value: 'nope'`), or null when it does. */
  parseError(expression: string): string | null;
  /** The context paths an expression reads, those that can reach its result, and its comparisons with string literals; empty when it does not parse. */
  facts(expression: string): ExpressionFacts;
}
