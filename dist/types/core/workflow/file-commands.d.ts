import type { AnnotationPlace } from './events.js';
import type { Contexts } from './expressions.js';
/**
 * GitHub's file commands, as the runner reads them after a step: `GITHUB_OUTPUT` and `GITHUB_ENV` hold
 * `name=value` lines or multi-line `name<<DELIMITER` … `DELIMITER` blocks; `GITHUB_PATH` holds one
 * directory per line. The step's own script wrote these files, so the names are the workflow author's.
 */
/**
 * The runner's error for a `GITHUB_STEP_SUMMARY` file over its limit, whose summary it then leaves out (its
 * `UnsupportedSummarySize`, in kibibytes rounded down). The step's result stays as it was.
 */
export declare function stepSummaryTooLarge(bytes: number): string;
/**
 * Parse a `GITHUB_OUTPUT` / `GITHUB_ENV` file. Throws a UserError (`file-command-invalid`) naming the
 * command and line for a line that is neither form, or a block whose delimiter never comes.
 */
export declare function parseKeyValueFile(text: string, command: string): Array<[string, string]>;
/**
 * `GITHUB_ENV` pairs, without the names GitHub refuses there: as the runner does, each of those is an error
 * annotation (in `refused`) and the other lines still count.
 */
export declare function parseEnvFile(text: string, command: string): {
    pairs: Array<[string, string]>;
    refused: string[];
};
/** `GITHUB_PATH`: directories to put in front of PATH, in the order they end up there (last written first). */
export declare function parsePathFile(text: string): string[];
/**
 * The workflow commands the runner registers (its command extensions and `stop-commands`, in
 * ActionCommandManager.cs): a `::stop-commands::` token may be none of them, nor `pause-logging`, nor empty.
 */
export declare const WORKFLOW_COMMANDS: ReadonlySet<string>;
/** A workflow command line, as the runner reads one. */
export interface CommandLine {
    /** Lowercased: the runner's command names compare ignoring case. */
    command: string;
    /** Its properties, unescaped, by their name lowercased (the runner's dictionary ignores case). */
    properties: ReadonlyMap<string, string>;
    /** Unescaped, by the rules of the form it was written in. */
    data: string;
    /** `::name::data` at the line's start, or the legacy `##[name]data` anywhere in it. */
    form: 'v2' | 'legacy';
}
/** The command names a line may be read as (lowercased). */
export type CommandNames = {
    has(name: string): boolean;
};
/**
 * Every name, for a view with no step's state (the live view): any `::<name>::` line looks like a command
 * there, as a line in the middle of a `::stop-commands::` block may.
 */
export declare const ANY_COMMAND: CommandNames;
/**
 * A line as the runner reads a workflow command (ActionCommandManager.TryProcessCommand: ActionCommand.TryParseV2,
 * then TryParse), or null for any other line. Each form is a command only when its name is one of
 * `registered` (lowercased; the workflow commands, and while commands are stopped the token too), so a line
 * whose `::` form names none may still be a legacy command.
 * - `::<command>[ <properties>]::<data>` after leading .NET whitespace, the command ended by the first `::`
 *   after the start (a property may hold a single `:`, as in `title=Build failed: lint`); properties split
 *   at `,`; data unescaped from `%0D`, `%0A`, `%25`, properties also from `%3A`, `%2C`.
 * - `##[<command>[ <properties>]]<data>` from the first `##[` anywhere in the line, the command ended by
 *   the first `]`; properties split at `;`; data and properties unescaped from `%3B`, `%0D`, `%0A`, `%5D`,
 *   `%25`.
 * The one reading of a command line: the reader, the job log's `add-mask` lines, a failed step's shown tail
 * and the live view take it.
 */
export declare function parseCommandLine(raw: string, registered?: CommandNames): CommandLine | null;
/**
 * The stop-commands state of one step's output, as the runner's ActionCommandManager keeps it: the commands a
 * line may be (its _registeredCommands: a `::stop-commands::` token is one until it resumes them, and is then
 * removed, so a workflow command a token named, taken only when allowed, is no command for the rest of the
 * step) and the token that stopped them. What the step's reader and a failed step's shown tail both read
 * lines through.
 */
export declare class CommandStop {
    #private;
    /**
     * The command `line` is; null for text (any line while commands are stopped); `'resumed'` for the line that
     * resumes them: a command line named by the token, in any case and whatever follows it, in either form, as
     * the runner resumes. An empty token (taken only when allowed) is never resumed.
     */
    read(line: string): CommandLine | null | 'resumed';
    /** The runner refuses this `::stop-commands::` token (ValidateStopToken, which ignores case). */
    refuses(token: string): boolean;
    /** Commands stop until `::<token>::` (or `##[<token>]`), which is registered until then. */
    stop(token: string): void;
}
/**
 * The files of a `run:` step's file commands, by the name the `github` context gives each (`github.output`
 * is GITHUB_OUTPUT, …), as the runner's FileCommandManager names them (its extensions' ContextName).
 */
export interface StepFiles {
    output: string;
    env: string;
    path: string;
    state: string;
    step_summary: string;
}
/**
 * The contexts a step's expressions see once its files exist: `github.output`, `github.env`, … naming them,
 * as the runner's InitializeFiles sets them on the `github` context before it evaluates the step's inputs.
 */
export declare function withStepFiles(contexts: Contexts, files: StepFiles | undefined): Contexts;
/** An annotation a step printed (`::error file=a.js,line=3::text`), as GitHub shows it on the run. */
export interface Annotation {
    level: 'error' | 'warning' | 'notice';
    /** The text, after its title and before where it points (`a.js:3:5`), on one line. */
    message: string;
    /** Its properties, each cut to one line; none for the count of annotations left out. */
    place?: Omit<AnnotationPlace, 'step'>;
}
/** What a step's old-style workflow commands did, in the order they came. */
export interface StepCommands {
    /** `::set-output name=x::value` pairs. */
    outputs: Array<[string, string]>;
    /** `::set-env name=x::value` pairs (only with ACTIONS_ALLOW_UNSECURE_COMMANDS). */
    env: Array<[string, string]>;
    /** `::add-path::dir` directories (only with ACTIONS_ALLOW_UNSECURE_COMMANDS). */
    path: string[];
    /** Why commands could not be processed: each fails the step, as on GitHub. */
    failures: string[];
}
/** At most this many annotations of one step are kept; the count of the rest is said in one more. */
export declare const MAX_STEP_ANNOTATIONS = 50;
/**
 * Reads the workflow commands of a step's output that `baton run` acts on, as the output arrives (every
 * line of it, before any of it is cut to a tail), as the runner reads them (parseCommandLine): a line that
 * starts (after whitespace) with `::`, or holds the legacy `##[` anywhere, and none between
 * `::stop-commands::<token>` and `::<token>::` (or `##[<token>]`). Each command below works in either form.
 * - `::add-mask::<value>` registers a secret (an empty value registers nothing).
 * - `::error …::`, `::warning …::`, `::notice …::` are annotations, with their `title`, `file`, `line`
 *   and `col` properties.
 * - `::set-output name=x::v` sets an output, with a warning that it is deprecated; `::set-env name=x::v`
 *   and `::add-path::dir` fail the step, as on GitHub, unless ACTIONS_ALLOW_UNSECURE_COMMANDS is true.
 * - `::save-state name=x::v` does nothing for a `run:` step (state reaches only an action's own post
 *   step), with the same warning as `::set-output::`.
 * - `::stop-commands::<token>` with a token that is empty, `pause-logging` or a workflow command's name
 *   fails the step, as the runner's ValidateStopToken does, unless ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS
 *   is true; such a refused token stops nothing. The token is the data unescaped, as the runner reads it,
 *   and one it takes that is longer than 6 characters is a mask from then on, as on GitHub.
 */
export declare class WorkflowCommandReader {
    #private;
    /**
     * @param options.allowUnsecureCommands `ACTIONS_ALLOW_UNSECURE_COMMANDS` is `true` in the step's
     * environment: `::set-env::` and `::add-path::` then work, as on GitHub; otherwise they fail the step.
     * @param options.allowUnsecureStopCommandTokens `ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS` is true in the
     * step's environment: any `::stop-commands::` token is then taken, as on GitHub.
     */
    constructor(options?: {
        allowUnsecureCommands?: boolean;
        allowUnsecureStopCommandTokens?: boolean;
        /** Redacts the run's secrets and the masks this output registered so far; none by default. */
        redact?: (text: string, masks: readonly string[]) => string;
    });
    /**
     * Read a piece of one stream's output. Each stream is cut into lines apart, as the runner reads each:
     * a line one stream has not finished never swallows a command the other prints.
     */
    push(text: string, stream?: 'stdout' | 'stderr'): void;
    /**
     * The values registered as secrets so far, in order: by `::add-mask::`, and the `::stop-commands::` tokens
     * longer than 6 characters.
     */
    get masks(): readonly string[];
    /**
     * What the output registered and printed, once it has ended: masks in order, annotations, and what its
     * old-style commands (`::set-output::`, `::set-env::`, `::add-path::`) set or why they failed the step.
     */
    end(): {
        masks: string[];
        annotations: Annotation[];
        commands: StepCommands;
    };
}
/**
 * The values the runner masks for an `::add-mask::<data>` (its AddMaskCommandExtension): the value, then each
 * of its lines, trimmed (a multi-line secret's lines reach a log one by one); none for an empty one.
 */
export declare function addMaskValues(data: string): string[];
/**
 * A step's output as its job log keeps it: an `::add-mask::` command whose value the step registered is
 * kept as `::add-mask::***` (and a legacy `##[add-mask]` one as `##[add-mask]***`), as the runner echoes it
 * (AddMaskCommandExtension), so that no value is in the log through its own command (redaction skips a
 * value shorter than REDACTION.minSecretLength, and finds none escaped as `%0A`). Anywhere in a line, not
 * only at its start: stdout's unfinished line may run into stderr's command. A line that only looks like
 * one (between `::stop-commands::` and its token) holds a value the step did not register, and stays as
 * printed.
 *
 * @param masks the values the step's `add-mask` commands registered (WorkflowCommandReader's `masks`)
 */
export declare function withMaskValuesHidden(output: string, masks: readonly string[]): string;
/**
 * A text that may hold an `add-mask` command (a step's name, `Run echo "::add-mask::${{ … }}"`, shown
 * before its step registers the value) with each such command's value as `***`.
 */
export declare function withMaskCommandsHidden(text: string): string;
