/**
 * Every name baton spells more than once lives here: env vars, file names, markers, artifact prefixes,
 * action inputs and outputs. Nothing else in the codebase spells these literally (STYLE #9).
 */
/** Env vars baton sets for the agent process and for the steps after `prepare`. */
export declare const ENV: {
    readonly promptPath: "BATON_PROMPT_PATH";
    readonly handoffPath: "BATON_HANDOFF_PATH";
    readonly stage: "BATON_STAGE";
};
/**
 * Env vars the agent process never receives unless the workflow passes them explicitly: an agent that
 * can upload artifacts could forge another stage's handoff (DESIGN §6).
 */
export declare const AGENT_ENV_REMOVED: readonly ["ACTIONS_RUNTIME_TOKEN", "ACTIONS_RESULTS_URL", "GITHUB_TOKEN"];
/** Env var name prefixes removed from the agent process (OIDC token request URL and token). */
export declare const AGENT_ENV_REMOVED_PREFIXES: readonly ["ACTIONS_ID_TOKEN_REQUEST_"];
/**
 * The GitHub tokens a user's environment may hold, as `gh` and other tools read them (`GH_TOKEN` is the
 * same credential to `gh` as `GITHUB_TOKEN`). `baton run` gives none of them to a `run:` step or an agent
 * from the user's environment: on GitHub a step sees a token only when the workflow maps it in `env:`, so
 * locally too a step gets one only through the workflow's `env:` (and an agent never gets `GITHUB_TOKEN`,
 * see AGENT_ENV_REMOVED). Their values are redacted from everything `baton run` stores and prints.
 */
export declare const LOCAL_ENV_TOKENS: readonly ["GITHUB_TOKEN", "GH_TOKEN", "GH_ENTERPRISE_TOKEN", "GITHUB_ENTERPRISE_TOKEN"];
/** The lines that delimit a handoff printed on the agent's stdout. */
export declare const HANDOFF_MARKERS: {
    readonly start: "---BATON_HANDOFF_START---";
    readonly end: "---BATON_HANDOFF_END---";
};
/**
 * The error code of a store's entry that holds no record.json at all: not a record baton wrote, but
 * something else under a name of baton's (a user's own `baton-logs` artifact). Readers of a whole run skip
 * it, saying so, where a record that is there and broken is reported unreadable.
 */
export declare const NOT_A_RECORD = "record-absent";
/** Files of one stage attempt, the same in every store. */
export declare const RECORD_FILES: {
    readonly record: "record.json";
    readonly prompt: "prompt.md";
    readonly handoff: "handoff.json";
    readonly log: "agent.log";
};
/**
 * The directory of a stage attempt that holds the files its handoff's `artifacts` lists, at their paths
 * relative to the working directory (`artifacts/out/report.md`), in every store.
 */
export declare const RECORD_ARTIFACTS_DIR = "artifacts";
/** Characters a file in a GitHub artifact cannot have in its path (@actions/artifact refuses the upload). */
export declare const ARTIFACT_PATH_FORBIDDEN_CHARS: readonly ["\"", ":", "<", ">", "|", "*", "?", "\r", "\n"];
/** The per-run summary file of the local store. */
export declare const RUN_FILE = "run.json";
/** Where the local store keeps runs, relative to the project directory. */
export declare const LOCAL_STORE_DIR = ".baton/runs";
/**
 * Artifact names: `baton-<stage>`, `baton-<stage>-attempt-<n>` for stage attempts after the first, and
 * `-run-<r>` after the stage id for a record written in run attempt r ≥ 2 (a re-run of jobs on GitHub).
 */
export declare const ARTIFACT_PREFIX = "baton-";
export declare const ARTIFACT_ATTEMPT_INFIX = "-attempt-";
export declare const ARTIFACT_RUN_INFIX = "-run-";
/** Schema identifiers written into documents. */
export declare const SCHEMA_IDS: {
    readonly handoff: "https://github.com/baton-dev/baton/schema/handoff.v1.schema.json";
    readonly record: "baton.record/v1";
    readonly run: "baton.run/v1";
};
/** The highest handoff version this baton reads. */
export declare const HANDOFF_VERSION = 1;
/** Size limits from DESIGN §2, in UTF-8 bytes. */
export declare const LIMITS: {
    readonly handoffFileBytes: number;
    readonly summaryBytes: 4096;
    readonly detailBytes: 65536;
    readonly dataKeys: 64;
    readonly dataBytes: 65536;
    /** Short free-text fields: next.reason, failure.reason, list entries, artifact descriptions. */
    readonly shortTextBytes: 4096;
    /** Entries in any list field (expectations.*, failure.blockers/questions, artifacts). */
    readonly listEntries: 100;
    /** GitHub's step summary limit is 1 MiB per step; keep a margin. */
    readonly stepSummaryBytes: number;
    /** The runner's limit of a step's `GITHUB_STEP_SUMMARY` file: a larger one is not uploaded at all. */
    readonly stepSummaryFileBytes: number;
    /** GitHub's comment body limit (characters). */
    readonly commentChars: 65536;
    /** Tail of verify output kept for the next attempt (DESIGN §5 `attempt.verify`). */
    readonly verifyOutputTailBytes: 4096;
    readonly maxAttempts: 10;
    readonly defaultMaxHandoffs: 10;
    /** Nesting depth of a handoff file: a valid one needs 3; anything deeper is refused before parsing. */
    readonly handoffDepth: 32;
    /**
     * Bytes of the files a handoff's `artifacts` lists that are kept with one record, all files together
     * (DESIGN §2). A file that would go past it is not kept, and the record says so.
     */
    readonly artifactBytes: number;
    /**
     * A prompt template, inline (`prompt:`, `--template`) or a file (`prompt-file`, `baton render <file>`):
     * a long prompt is a few KiB. Parsing and compiling cost grows with the number of `{{…}}`: at this size
     * at worst ~2 s and ~350 MB, at 1 MiB 10 s and 2.3 GB.
     */
    readonly templateBytes: number;
    /** Blocks and (subexpressions) nested in a template: Handlebars' compiler and renderer recurse per level. */
    readonly templateDepth: 64;
    /**
     * The text a helper may make, and a rendered prompt: far beyond any model's context (about 8 MB of text at
     * 2M tokens), well short of what exhausts memory (`{{indent x 1000000000}}`).
     */
    readonly promptBytes: number;
    /** `{{indent text N}}`: N spaces at most. */
    readonly indentWidth: 64;
    /** A workflow file, the run's or one it calls: GitHub's editor limit is far below it. */
    readonly workflowFileBytes: number;
    /**
     * Nesting depth of an event payload (`--event`): GitHub's webhook payloads nest under 10 levels; a deeper
     * one is refused when it is read, before the run is created (every walk of it would have to be safe).
     */
    readonly eventDepth: 64;
    /**
     * Bytes of an event payload (`--event`): GitHub caps a webhook's payload at 25 MB. At most this much and
     * one byte more is read, so a device or a pipe that never ends is refused rather than read for ever.
     */
    readonly eventBytes: number;
    /**
     * The largest cost in USD a stage's usage may report: many thousand times what any one agent run costs.
     * A larger one is a broken or forged report, and is left out of the record with a warning.
     */
    readonly usageCostUsd: 1000000;
    /**
     * Bytes of an agent's output kept to read its usage and final message from: the tail of its stdout that
     * the stage runner keeps (ShellRunner's default, room for a 256 KiB handoff between markers), and the tail
     * of the file a split stage's agent step wrote it to (capture's `agent-output`).
     */
    readonly agentOutputBytes: number;
    /**
     * The `data-schema` input (src/core/data-schema.ts): a schema for a flat map of at most 64 keys is a few
     * KiB; the bound keeps what is parsed, and kept with each record's spec, small.
     */
    readonly dataSchemaBytes: number;
    /** A `pattern` of the `data-schema` input, in characters. */
    readonly dataSchemaPatternChars: 1000;
};
/** A stage id: GitHub's job-id alphabet, bounded so `baton-<stage>-attempt-<n>` stays a valid artifact name. */
export declare const STAGE_ID_PATTERN: RegExp;
/** A `data` key (DESIGN §2). */
export declare const DATA_KEY_PATTERN: RegExp;
/** The hidden marker that identifies baton's sticky comment. */
export declare const REPORT_MARKER_PREFIX = "baton:report:";
/** Inputs of baton's actions (action.yml files spell the same names; a test keeps them in step). */
export declare const INPUTS: {
    readonly stage: "stage";
    readonly prompt: "prompt";
    readonly promptFile: "prompt-file";
    readonly run: "run";
    readonly agent: "agent";
    readonly agentOutput: "agent-output";
    readonly shell: "shell";
    readonly needs: "needs";
    readonly handoff: "handoff";
    readonly onInvalid: "on-invalid";
    readonly dataSchema: "data-schema";
    readonly vars: "vars";
    readonly maxPromptTokens: "max-prompt-tokens";
    readonly retentionDays: "retention-days";
    readonly workingDirectory: "working-directory";
    readonly redact: "redact";
    readonly verify: "verify";
    readonly attempts: "attempts";
    readonly maxHandoffs: "max-handoffs";
    readonly parentRun: "parent-run";
    readonly githubToken: "github-token";
    readonly trustCheckout: "trust-checkout";
    readonly issueNumber: "issue-number";
    readonly mode: "mode";
    readonly key: "key";
    readonly includeDetail: "include-detail";
};
/** Outputs of baton's actions: fixed names, never taken from handoff data (DESIGN §6). */
export declare const OUTPUTS: {
    readonly status: "status";
    readonly next: "next";
    readonly present: "present";
    readonly data: "data";
    readonly sha256: "sha256";
    readonly artifactId: "artifact-id";
    readonly promptPath: "prompt-path";
    readonly handoffPath: "handoff-path";
    readonly commentId: "comment-id";
    readonly commentUrl: "comment-url";
};
/** Env vars the agent presets' scripts read (src/core/presets.ts); the values never enter the script text. */
export declare const PRESET_ENV: {
    /** The model to ask the agent CLI for; the CLI's default when unset. */
    readonly model: "BATON_AGENT_MODEL";
    /** More arguments for the agent CLI, one a line, after the preset's own; none when unset. */
    readonly args: "BATON_AGENT_ARGS";
};
/** Problem codes of handoff reading and validation (DESIGN §2). */
export declare const HANDOFF_PROBLEMS: {
    /** The handoff breaks a rule; the stage's handoff is refused. */
    readonly invalid: "handoff-invalid";
    /** A `---BATON_HANDOFF_START---` without its end marker in the agent's output; that block is ignored. */
    readonly markersUnterminated: "handoff-markers-unterminated";
    /**
     * A block between the markers in the agent's output that is also in its prompt (an echoed prompt, where an
     * upstream stage or the event could have written it); that block is not taken as the handoff.
     */
    readonly markersFromPrompt: "handoff-markers-from-prompt";
    /**
     * A block between the markers in the agent's output that is also in a string of the event payload (an
     * issue's or a comment's body an agent printed from a tool); that block is not taken as the handoff.
     */
    readonly markersFromEvent: "handoff-markers-from-event";
    /** Status `blocked` or `failure` without a `failure` object saying why (a warning). */
    readonly failureMissing: "handoff-failure-missing";
};
/** Keys refused anywhere in a handoff: a consumer that assigns them could change an object's prototype. */
export declare const FORBIDDEN_KEYS: readonly ["__proto__", "constructor", "prototype"];
/** Allowed values of the enumerated stage inputs (the stage engine validates them; action.yml documents them). */
export declare const INPUT_CHOICES: {
    readonly handoff: readonly ["optional", "required"];
    readonly onInvalid: readonly ["fail", "warn"];
};
/** Problem codes of the stage engine (src/core/stage/*), kept in records and shown in reports. */
export declare const STAGE_PROBLEMS: {
    /** The `prompt` input is one word naming a file of the repository: `prompt-file` was likely meant (a warning). */
    readonly promptNamesFile: "prompt-names-file";
    /** `next.stage` names no job of the workflow. */
    readonly nextUnknownStage: "next-unknown-stage";
    /** `next.stage` could not be checked: the workflow's jobs are not known here (a warning). */
    readonly nextUnchecked: "next-unchecked";
    /** A required handoff was not written (neither the file nor the markers). */
    readonly handoffMissing: "handoff-missing";
    /** The stage would exceed `max-handoffs`. */
    readonly maxHandoffs: "max-handoffs";
    /** A file the handoff lists in `artifacts` was not kept: missing, a link, outside the workspace, too large … */
    readonly artifactRefused: "artifact-refused";
    /**
     * A usage figure the agent's CLI reported was left out of the record (a warning): a count that is not a
     * whole number from 0 to Number.MAX_SAFE_INTEGER, counts that add up past it, or a cost out of range.
     */
    readonly usageRefused: "usage-refused";
    /**
     * A split stage names its agent (capture's `agent`) and records no usage of it (a warning): no
     * `agent-output` was given, or the file holds none in that agent's output format.
     */
    readonly usageMissing: "usage-missing";
};
/** Error and problem codes of prompt templates (DESIGN §5, src/core/template/*). */
export declare const TEMPLATE_CODES: {
    /** The template does not parse. */
    readonly syntax: "template-syntax";
    /** Partials (`{{> x}}`) and decorators (`{{* x}}`): templates are self-contained. */
    readonly unsupported: "template-unsupported";
    /** A helper that baton does not provide. */
    readonly unknownHelper: "template-unknown-helper";
    /** A helper called with arguments it cannot use. */
    readonly helperArguments: "template-helper-arguments";
    /** `stages.<id>` or `jobs.<id>` names no upstream stage or job. */
    readonly unknownStage: "template-unknown-stage";
    /** A field the context does not have (strict mode). */
    readonly missingField: "template-missing-field";
    /** `{{…}}` printed an object or a list, which has no text of its own. */
    readonly printedObject: "template-printed-object";
    /** The template is over `LIMITS.templateBytes`, or the rendered prompt over `LIMITS.promptBytes`. */
    readonly tooLarge: "template-too-large";
    /** A template file that is not UTF-8 (UTF-16, or bytes UTF-8 does not have): its text is at fault, as its size is. */
    readonly notUtf8: "template-not-utf8";
    /** Blocks and subexpressions nest deeper than `LIMITS.templateDepth`. */
    readonly tooDeep: "template-too-deep";
    /** The fixed text alone exceeds `max-prompt-tokens`. */
    readonly overBudget: "template-over-budget";
    /** Sections were cut to meet `max-prompt-tokens` (a warning). */
    readonly cut: "template-cut";
    /** An upstream stage ran but wrote no handoff (a warning; an error when the stage is required). */
    readonly upstreamHandoffMissing: "upstream-handoff-missing";
    /** An upstream stage has no record: it was skipped or never ran (a warning; an error when required). */
    readonly upstreamRecordMissing: "upstream-record-missing";
};
/**
 * baton's own actions, by their path in this repository (`uses: ./prepare`, `owner/baton/prepare@v1`).
 * `baton run` runs these natively instead of skipping them.
 */
export declare const BATON_ACTIONS: {
    readonly stage: "";
    readonly prepare: "prepare";
    readonly capture: "capture";
    readonly report: "report";
};
/** The repository name whose actions `baton run` recognises (`<owner>/baton@ref`). */
export declare const BATON_REPOSITORY_NAME = "baton";
/** baton's own repository (`uses: baton-dev/baton@<sha>`), the default `baton-repository` of its stage workflow. */
export declare const BATON_REPOSITORY = "baton-dev/baton";
/** Where a repository keeps its workflow files, relative to its root. */
export declare const WORKFLOWS_DIR = ".github/workflows";
/** baton's reusable stage workflow (`uses: <owner>/baton/.github/workflows/baton-stage.yml@<sha>`). */
export declare const BATON_STAGE_WORKFLOW = ".github/workflows/baton-stage.yml";
/**
 * The id of the one job of BATON_STAGE_WORKFLOW: on GitHub, a stage it runs records this as its job
 * (`github.job` inside a called workflow is the called job's id).
 */
export declare const STAGE_WORKFLOW_JOB = "stage";
/** The GitHub file commands `baton run` provides to `run:` steps (DESIGN §7). */
export declare const FILE_COMMANDS: {
    readonly output: "GITHUB_OUTPUT";
    readonly env: "GITHUB_ENV";
    readonly path: "GITHUB_PATH";
    readonly stepSummary: "GITHUB_STEP_SUMMARY";
    readonly state: "GITHUB_STATE";
};
/** Files `baton run` writes into a local run's directory besides the stage records. */
export declare const LOCAL_RUN_FILES: {
    /** The report action's output. */
    readonly report: "report.md";
    /** The step summaries of every job, in order (GitHub shows them on the run page). */
    readonly summary: "summary.md";
    /** The progress events of the run, as JSON lines. */
    readonly events: "events.jsonl";
    /** Each job's results and outputs, for `baton replay` (`needs.<job>.outputs` of reused jobs). */
    readonly jobs: "jobs.json";
    /** Each leg's output (`run:` steps and agents): `job-<leg>.log` (see jobLogFile). */
    readonly jobLogPrefix: "job-";
    /** How the run was started (inputs, event, vars, secret names), so `baton replay` can start it again. */
    readonly invocation: "invocation.json";
};
/** The longest file name the usual file systems take, in bytes (NAME_MAX: ext4, APFS, tmpfs). */
export declare const FILE_NAME_MAX_BYTES = 255;
/**
 * The file name of a leg's job log: `job-<leg>.log`, a `/` of a called workflow's job (`build/compile`)
 * written `~` (`job-build~compile.log`), which no job id holds. A name longer than a file name can be (a job
 * three calls deep, each id of 99 characters) is cut to fit and ends with `+` and a hash of the whole leg,
 * so two long legs keep two logs: look a leg's log up by this name, never by reading names back.
 */
export declare function jobLogFile(leg: string): string;
/**
 * The leg a job log file name is of (jobLogFile's inverse), or null for another file and for a name cut to
 * fit, which does not hold its whole leg (find it with jobLogFile of the legs the run had).
 */
export declare function legOfJobLogFile(name: string): string | null;
/** Problem codes of a plan (`baton run` refuses to start with any of them). */
export declare const PLAN_PROBLEMS: {
    readonly inputMissing: "input-missing";
    readonly inputUnknown: "input-unknown";
    readonly inputInvalid: "input-invalid";
    readonly jobUnknown: "job-unknown";
    readonly templateStage: "template-stage-not-upstream";
    readonly templateInvalid: "template-invalid";
    /** A template reading an input or a matrix key no run of the workflow gives it (`inputs.angl`). */
    readonly templateKey: "template-key-unknown";
    /**
     * A template reading `stages.<id>.data.<key>` whose stage's literal `data-schema` does not declare the key
     * and refuses every undeclared one (additionalProperties: false): it could only ever render empty.
     */
    readonly templateDataKey: "template-data-key-undeclared";
    readonly promptFileMissing: "prompt-file-missing";
    readonly matrixInvalid: "matrix-invalid";
    readonly stageDuplicate: "stage-duplicate";
    readonly stageInvalid: "stage-id-invalid";
    /** A `with:` key that baton's action does not declare (a typo the action would never read). */
    readonly actionInputUnknown: "unknown-input";
    /** A value of baton's action that it would refuse when the step runs (`handoff: requird`). */
    readonly actionInputInvalid: "action-input-invalid";
    /**
     * An input of baton's action that baton stores or shows, reading the `secrets` context (`prompt: "key
     * ${{ secrets.T }}"`): on GitHub its value would reach the artifact in clear (secret-inputs.ts).
     */
    readonly actionInputSecret: "action-input-secret";
    /** `--event-name`, or the event an `--event` payload looks like, is not a trigger of the workflow. */
    readonly eventNotTrigger: "event-not-a-trigger";
    /** A literal `timeout-minutes` or `cancel-timeout-minutes` that is not a number of minutes above 0. */
    readonly timeoutInvalid: "timeout-invalid";
    /** A literal `shell:` (or `defaults.run.shell`) that is neither a built-in shell nor a command with {0}. */
    readonly shellInvalid: "shell-invalid";
    /** A stage step's literal `needs` input naming what is not a stage upstream of its job (a typo, a job id). */
    readonly needsInput: "needs-input-not-upstream";
    /**
     * A stage step whose prompt names an upstream stage, with no checkout of the workflow file before it in
     * its job and no `needs` input: on GitHub it would know no upstream stage (workflow-file-checkout.ts).
     */
    readonly checkoutMissing: "checkout-missing";
    /**
     * A call of a local reusable workflow GitHub would refuse: not in .github/workflows, not callable, a
     * cycle, too deep, an input or secret not declared or required and missing.
     */
    readonly workflowCallInvalid: "workflow-call-invalid";
    /**
     * `uses: ./` (or `./prepare`, `./capture`, `./report`) in a project that has no action there: GitHub fails
     * the step; baton's action is then `<owner>/baton@<sha>` (action-missing.ts).
     */
    readonly actionMissing: "action-missing";
};
/**
 * Secret redaction (src/core/redact.ts). A secret is replaced by `[REDACTED:<kind>]`, e.g.
 * `[REDACTED:github-token]`, and each redaction is recorded as a problem with code `redacted`.
 */
export declare const REDACTION: {
    readonly markerPrefix: "[REDACTED:";
    readonly markerSuffix: "]";
    readonly problemCode: "redacted";
    /**
     * Known secret values shorter than this are not redacted (GitHub's log masking skips very short values
     * too): a secret like `true` or `1234` would blank out every occurrence of an ordinary word or number,
     * and the pattern of blanks would itself reveal the value.
     */
    readonly minSecretLength: 6;
};
/** The text that replaces one redacted secret: `[REDACTED:<kind>]`. */
export declare function redactionMarker(kind: string): string;
/** The local store (DESIGN §4): hidden directories a stage attempt is built in before it is renamed into place. */
export declare const LOCAL_STORE_TEMP_PREFIX = ".tmp-";
/**
 * Inputs of baton's actions that users leave unset: their action.yml default carries a value only the runner
 * knows (`matrix: ${{ toJSON(matrix) }}` gives the leg's values for the default stage id).
 */
export declare const ACTION_INTERNAL_INPUTS: {
    readonly matrix: "matrix";
};
/**
 * Env vars for baton's own tests, not settings: internal, not in any action.yml or the docs, and read only
 * to make a bound shorter, never longer.
 */
export declare const TEST_ENV: {
    /**
     * Give up on a call of the artifact client after this many milliseconds instead of its own bound
     * (minutes: artifact-store.ts `callBoundMs`), so an end-to-end test of a service that never answers ends
     * in seconds. A larger value, or one that is not a whole number above 0, changes nothing.
     */
    readonly artifactTimeoutMs: "BATON_TEST_ARTIFACT_TIMEOUT_MS";
};
/** Where `prepare` leaves what `capture` needs, under RUNNER_TEMP (`baton-prepared-<stage>.json`). */
export declare const PREPARED_STATE_PREFIX = "baton-prepared-";
/**
 * Variables that change what a node process loads (the dynamic loader's, Linux's and macOS's, whose node is
 * signed to honour them; OpenSSL's configuration, which node reads at start and which can load a module),
 * which certificates it trusts, or where its requests go. A step between `prepare` and `capture` could set
 * them through GITHUB_ENV (the runner blocks only NODE_OPTIONS) to read or intercept capture's runtime
 * token; capture refuses to go on when one differs from what prepare saw.
 */
export declare const CAPTURE_WATCHED_ENV: readonly ["LD_PRELOAD", "LD_AUDIT", "LD_LIBRARY_PATH", "DYLD_INSERT_LIBRARIES", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH", "DYLD_FALLBACK_LIBRARY_PATH", "DYLD_FALLBACK_FRAMEWORK_PATH", "OPENSSL_CONF", "NODE_EXTRA_CA_CERTS", "NODE_TLS_REJECT_UNAUTHORIZED", "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy"];
/**
 * The inputs each of baton's actions declares in its action.yml, exactly (a test compares them): `baton
 * lint` and `baton run` refuse any other key under a baton step's `with:`, which GitHub would only warn
 * about and the action would never read.
 */
export declare const ACTION_INPUTS: {
    readonly stage: readonly ["stage", "prompt", "prompt-file", "run", "agent", "shell", "needs", "handoff", "on-invalid", "data-schema", "vars", "max-prompt-tokens", "retention-days", "working-directory", "redact", "verify", "attempts", "max-handoffs", "parent-run", "github-token", "trust-checkout", "matrix"];
    readonly prepare: readonly ["stage", "prompt", "prompt-file", "agent", "needs", "vars", "max-prompt-tokens", "max-handoffs", "parent-run", "github-token", "redact", "matrix"];
    readonly capture: readonly ["stage", "handoff", "on-invalid", "data-schema", "retention-days", "redact", "agent", "agent-output", "matrix"];
    readonly report: readonly ["github-token", "issue-number", "needs", "mode", "key", "include-detail"];
};
/**
 * The outputs each of baton's actions declares in its action.yml, exactly (a test compares them): the only
 * ones it sets. `capture` has no paths (they are `prepare`'s, and in BATON_PROMPT_PATH and
 * BATON_HANDOFF_PATH), and `prepare` sets only its paths, a refused prepare too (empty).
 */
export declare const ACTION_OUTPUTS: {
    readonly stage: readonly ["status", "next", "present", "data", "sha256", "artifact-id", "prompt-path", "handoff-path"];
    readonly prepare: readonly ["prompt-path", "handoff-path"];
    readonly capture: readonly ["status", "next", "present", "data", "sha256", "artifact-id"];
    readonly report: readonly ["comment-id", "comment-url"];
};
/** The reusable stage workflow's input naming the exact version of the agent CLI it installs. */
export declare const STAGE_WORKFLOW_AGENT_VERSION = "agent-version";
/** Inputs of the reusable stage workflow that the root action does not take: how to set up the job and the agent. */
export declare const STAGE_WORKFLOW_OWN_INPUTS: {
    readonly agentVersion: "agent-version";
    readonly model: "model";
    readonly agentArgs: "agent-args";
    readonly runsOn: "runs-on";
    readonly nodeVersion: "node-version";
    readonly timeoutMinutes: "timeout-minutes";
    readonly batonRepository: "baton-repository";
    readonly batonRef: "baton-ref";
};
/** The inputs the reusable stage workflow requires (a test compares them with its `required: true`). */
export declare const STAGE_WORKFLOW_REQUIRED_INPUTS: readonly ["stage", "baton-ref"];
/**
 * The inputs of the reusable stage workflow it declares `type: number`; the others are `type: string` (a test
 * compares them). GitHub refuses a string for a number input, `attempts: "3"` included.
 */
export declare const STAGE_WORKFLOW_NUMBER_INPUTS: readonly ["attempts", "max-handoffs", "timeout-minutes"];
/** The `on.workflow_call.inputs` of the reusable stage workflow (BATON_STAGE_WORKFLOW), exactly (a test compares them). */
export declare const STAGE_WORKFLOW_INPUTS: readonly ["stage", "prompt", "prompt-file", "agent", "agent-version", "model", "agent-args", "run", "needs", "handoff", "on-invalid", "data-schema", "vars", "verify", "attempts", "max-handoffs", "max-prompt-tokens", "redact", "retention-days", "working-directory", "runs-on", "node-version", "timeout-minutes", "baton-repository", "baton-ref"];
