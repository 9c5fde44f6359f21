import { UserError } from '../errors.js';
import { FILE_COMMANDS, LIMITS } from '../names.js';
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
export function stepSummaryTooLarge(bytes: number): string {
  return `$${FILE_COMMANDS.stepSummary} upload aborted, supports content up to a size of ${Math.floor(LIMITS.stepSummaryFileBytes / 1024)}k, got ${Math.floor(bytes / 1024)}k. For more information see: https://docs.github.com/actions/using-workflows/workflow-commands-for-github-actions#adding-a-markdown-summary`;
}

/** Env names GitHub refuses from GITHUB_ENV: they would change how later steps' programs start. */
const BLOCKED_ENV_NAMES = new Set(['NODE_OPTIONS']);

/**
 * Parse a `GITHUB_OUTPUT` / `GITHUB_ENV` file. Throws a UserError (`file-command-invalid`) naming the
 * command and line for a line that is neither form, or a block whose delimiter never comes.
 */
export function parseKeyValueFile(text: string, command: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  // A trailing newline leaves one empty last element; it is not a line.
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] as string;
    if (line.trim() === '') continue;
    const heredoc = line.indexOf('<<');
    const equals = line.indexOf('=');
    if (heredoc > 0 && (equals < 0 || heredoc < equals)) {
      const name = line.slice(0, heredoc);
      const delimiter = line.slice(heredoc + 2);
      if (delimiter === '') {
        throw invalid(command, i + 1, `"${name}<<" needs a delimiter`);
      }
      const value: string[] = [];
      let closed = false;
      for (i += 1; i < lines.length; i += 1) {
        if (lines[i] === delimiter) {
          closed = true;
          break;
        }
        value.push(lines[i] as string);
      }
      if (!closed) throw invalid(command, i, `no line "${delimiter}" ends the value of ${name}`);
      pairs.push([checkName(name, command, i + 1), value.join('\n')]);
      continue;
    }
    if (equals > 0) {
      pairs.push([checkName(line.slice(0, equals), command, i + 1), line.slice(equals + 1)]);
      continue;
    }
    throw invalid(command, i + 1, 'expected name=value or name<<DELIMITER');
  }
  return pairs;
}

/**
 * `GITHUB_ENV` pairs, without the names GitHub refuses there: as the runner does, each of those is an error
 * annotation (in `refused`) and the other lines still count.
 */
export function parseEnvFile(
  text: string,
  command: string,
): { pairs: Array<[string, string]>; refused: string[] } {
  const pairs: Array<[string, string]> = [];
  const refused: string[] = [];
  for (const pair of parseKeyValueFile(text, command)) {
    if (BLOCKED_ENV_NAMES.has(pair[0].toUpperCase()))
      refused.push(`can't store ${pair[0]} using ${command}; it was left out`);
    else pairs.push(pair);
  }
  return { pairs, refused };
}

/** `GITHUB_PATH`: directories to put in front of PATH, in the order they end up there (last written first). */
export function parsePathFile(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\r$/, '').trim())
    .filter((line) => line !== '')
    .reverse();
}

function checkName(name: string, command: string, line: number): string {
  if (name.trim() === '' || name !== name.trim() || name.includes('\0')) {
    throw invalid(command, line, `"${name}" is not a valid name`);
  }
  return name;
}

function invalid(command: string, line: number, message: string): UserError {
  return new UserError('file-command-invalid', `${command} line ${line}: ${message}`, { where: command });
}

/**
 * The workflow commands the runner registers (its command extensions and `stop-commands`, in
 * ActionCommandManager.cs): a `::stop-commands::` token may be none of them, nor `pause-logging`, nor empty.
 */
export const WORKFLOW_COMMANDS: ReadonlySet<string> = new Set([
  'stop-commands',
  'set-env',
  'set-output',
  'save-state',
  'add-mask',
  'add-path',
  'add-matcher',
  'remove-matcher',
  'debug',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
  'echo',
]);

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
export type CommandNames = { has(name: string): boolean };

/**
 * Every name, for a view with no step's state (the live view): any `::<name>::` line looks like a command
 * there, as a line in the middle of a `::stop-commands::` block may.
 */
export const ANY_COMMAND: CommandNames = { has: () => true };

/** .NET's Char.IsWhiteSpace, which String.TrimStart and Trim take (U+0085 too; JS's trim also takes U+FEFF). */
const NET_WHITESPACE =
  '\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
const LEADING_WHITESPACE = new RegExp(`^[${NET_WHITESPACE}]+`);
const WHITESPACE_CHARACTER = new RegExp(`[${NET_WHITESPACE}]`);

/**
 * `text` without the .NET whitespace around it, as String.Trim takes it off: by index, in linear time (a
 * regex's `\s+$` alternative restarts at every run of whitespace inside the text, quadratic on one long
 * line a step prints).
 */
function trimNet(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && WHITESPACE_CHARACTER.test(text[start]!)) start++;
  while (end > start && WHITESPACE_CHARACTER.test(text[end - 1]!)) end--;
  return text.slice(start, end);
}

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
export function parseCommandLine(
  raw: string,
  registered: CommandNames = WORKFLOW_COMMANDS,
): CommandLine | null {
  // Most lines are neither: each form needs its mark somewhere in the line, found without a copy of it.
  if (!raw.includes('::') && !raw.includes('##[')) return null;
  return parseV2(raw, registered) ?? parseLegacy(raw, registered);
}

function parseV2(raw: string, registered: CommandNames): CommandLine | null {
  const line = raw.replace(LEADING_WHITESPACE, '');
  if (!line.startsWith('::')) return null;
  const end = line.indexOf('::', 2);
  if (end < 0) return null;
  const info = line.slice(2, end);
  const space = info.indexOf(' ');
  const command = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(command)) return null;
  const properties =
    space > 0
      ? commandProperties(trimNet(info.slice(space + 1)), ',', unescapeProperty)
      : new Map<string, string>();
  return { command, properties, data: unescapeData(line.slice(end + 2)), form: 'v2' };
}

function parseLegacy(line: string, registered: CommandNames): CommandLine | null {
  const prefix = line.indexOf('##[');
  if (prefix < 0) return null;
  const end = line.indexOf(']', prefix);
  if (end < 0) return null;
  const info = line.slice(prefix + 3, end);
  const space = info.indexOf(' ');
  const command = (space < 0 ? info : info.slice(0, space)).toLowerCase();
  if (!registered.has(command)) return null;
  const properties =
    space > 0 ? commandProperties(info.slice(space + 1), ';', unescapeLegacy) : new Map<string, string>();
  return { command, properties, data: unescapeLegacy(line.slice(end + 1)), form: 'legacy' };
}

/**
 * `k1=v1<separator>k2=v2`, as the runner splits it: empty pieces dropped, each piece split as .NET's
 * `Split('=', 2, RemoveEmptyEntries)` does (empty entries before the value skipped, so `=a=b` is `a`=`b` and
 * `a==b` is `a`=`b`), a piece without a non-empty value left out. Names are not trimmed.
 */
function commandProperties(
  text: string,
  separator: string,
  unescapeValue: (text: string) => string,
): Map<string, string> {
  const properties = new Map<string, string>();
  for (const piece of text.split(separator)) {
    const rest = piece.replace(/^=+/, '');
    const eq = rest.indexOf('=');
    if (eq < 0) continue;
    const value = rest.slice(eq + 1).replace(/^=+/, '');
    if (value !== '') properties.set(rest.slice(0, eq).toLowerCase(), unescapeValue(value));
  }
  return properties;
}

/**
 * The stop-commands state of one step's output, as the runner's ActionCommandManager keeps it: the commands a
 * line may be (its _registeredCommands: a `::stop-commands::` token is one until it resumes them, and is then
 * removed, so a workflow command a token named, taken only when allowed, is no command for the rest of the
 * step) and the token that stopped them. What the step's reader and a failed step's shown tail both read
 * lines through.
 */
export class CommandStop {
  #token: string | null = null;
  readonly #registered = new Set(WORKFLOW_COMMANDS);

  /**
   * The command `line` is; null for text (any line while commands are stopped); `'resumed'` for the line that
   * resumes them: a command line named by the token, in any case and whatever follows it, in either form, as
   * the runner resumes. An empty token (taken only when allowed) is never resumed.
   */
  read(line: string): CommandLine | null | 'resumed' {
    const parsed = parseCommandLine(line, this.#registered);
    if (this.#token === null) return parsed;
    const token = this.#token.toLowerCase();
    if (token === '' || parsed?.command !== token) return null;
    this.#registered.delete(token);
    this.#token = null;
    return 'resumed';
  }

  /** The runner refuses this `::stop-commands::` token (ValidateStopToken, which ignores case). */
  refuses(token: string): boolean {
    return refusesStopToken(token, this.#registered);
  }

  /** Commands stop until `::<token>::` (or `##[<token>]`), which is registered until then. */
  stop(token: string): void {
    this.#token = token;
    this.#registered.add(token.toLowerCase());
  }
}

/** The runner refuses this `::stop-commands::` token (ValidateStopToken, which ignores case). */
function refusesStopToken(token: string, registered: ReadonlySet<string>): boolean {
  const name = token.toLowerCase();
  return name === '' || name === 'pause-logging' || registered.has(name);
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
export function withStepFiles(contexts: Contexts, files: StepFiles | undefined): Contexts {
  return files === undefined
    ? contexts
    : { ...contexts, github: { ...(contexts.github as object), ...files } };
}

/** A line longer than this is no workflow command (nor is it kept whole while it arrives). */
const MAX_COMMAND_LINE = 1024 * 1024;

/**
 * A `::stop-commands::` token longer than this is made a secret, as the runner adds it to its secret
 * masker (`_stopToken.Length > 6` in ActionCommandManager.cs): a random token never shows in a log.
 */
const STOP_TOKEN_MASKED_OVER = 6;

/** An annotation's text is cut to this many characters for the run's notices. */
const MAX_ANNOTATION_CHARS = 4000;

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
export const MAX_STEP_ANNOTATIONS = 50;

// The runner's escapes are upper case, replaced as written (`%0a` stays as it is). Each form has its own:
// ActionCommand.cs's _escapeDataMappings and _escapePropertyMappings for `::`, _escapeMappings for `##[`.
const unescapeData = (text: string) =>
  text.replace(/%0D|%0A|%25/g, (code) => ({ '%0D': '\r', '%0A': '\n', '%25': '%' })[code]!);
const unescapeProperty = (text: string) =>
  text.replace(
    /%0D|%0A|%3A|%2C|%25/g,
    (code) => ({ '%0D': '\r', '%0A': '\n', '%3A': ':', '%2C': ',', '%25': '%' })[code]!,
  );
const unescapeLegacy = (text: string) =>
  text.replace(
    /%3B|%0D|%0A|%5D|%25/g,
    (code) => ({ '%3B': ';', '%0D': '\r', '%0A': '\n', '%5D': ']', '%25': '%' })[code]!,
  );

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
export class WorkflowCommandReader {
  readonly #values: string[] = [];
  /** The same values, each looked up once (a step may register thousands). */
  readonly #valueSet = new Set<string>();
  readonly #annotations: Annotation[] = [];
  readonly #commands: StepCommands = { outputs: [], env: [], path: [], failures: [] };
  /** The deprecated commands this step was already warned about (`set-output`, `save-state`). */
  readonly #deprecationWarned = new Set<string>();
  readonly #allowUnsecure: boolean;
  readonly #allowUnsecureStopTokens: boolean;

  /** Redaction of an annotation's text, before it is cut: a secret cut in two would no longer be found. */
  readonly #redact: (text: string, masks: readonly string[]) => string;

  /**
   * @param options.allowUnsecureCommands `ACTIONS_ALLOW_UNSECURE_COMMANDS` is `true` in the step's
   * environment: `::set-env::` and `::add-path::` then work, as on GitHub; otherwise they fail the step.
   * @param options.allowUnsecureStopCommandTokens `ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS` is true in the
   * step's environment: any `::stop-commands::` token is then taken, as on GitHub.
   */
  constructor(
    options: {
      allowUnsecureCommands?: boolean;
      allowUnsecureStopCommandTokens?: boolean;
      /** Redacts the run's secrets and the masks this output registered so far; none by default. */
      redact?: (text: string, masks: readonly string[]) => string;
    } = {},
  ) {
    this.#allowUnsecure = options.allowUnsecureCommands ?? false;
    this.#allowUnsecureStopTokens = options.allowUnsecureStopCommandTokens ?? false;
    this.#redact = options.redact ?? ((text) => text);
  }
  #dropped = 0;
  /** Each stream's line not yet ended, and whether it has grown past a command's length. */
  readonly #streams = {
    stdout: { partial: '', overlong: false },
    stderr: { partial: '', overlong: false },
  };
  readonly #stop = new CommandStop();

  /**
   * Read a piece of one stream's output. Each stream is cut into lines apart, as the runner reads each:
   * a line one stream has not finished never swallows a command the other prints.
   */
  push(text: string, stream: 'stdout' | 'stderr' = 'stdout'): void {
    const state = this.#streams[stream];
    // Lines end as the runner's reader ends them: at \n, \r\n or a lone \r.
    const lines = text.split(/\r\n|\r|\n/);
    const last = lines.pop() as string;
    for (const piece of lines) {
      if (!state.overlong) this.#line(state.partial + piece);
      state.partial = '';
      state.overlong = false;
    }
    if (state.overlong) return;
    state.partial += last;
    if (state.partial.length > MAX_COMMAND_LINE) {
      state.partial = '';
      state.overlong = true;
    }
  }

  /**
   * The values registered as secrets so far, in order: by `::add-mask::`, and the `::stop-commands::` tokens
   * longer than 6 characters.
   */
  get masks(): readonly string[] {
    return this.#values;
  }

  /**
   * What the output registered and printed, once it has ended: masks in order, annotations, and what its
   * old-style commands (`::set-output::`, `::set-env::`, `::add-path::`) set or why they failed the step.
   */
  end(): { masks: string[]; annotations: Annotation[]; commands: StepCommands } {
    for (const state of Object.values(this.#streams)) {
      if (!state.overlong && state.partial !== '') this.#line(state.partial);
      state.partial = '';
    }
    const annotations = [...this.#annotations];
    if (this.#dropped > 0) {
      annotations.push({
        level: 'warning',
        message: `${this.#dropped} more annotation${this.#dropped === 1 ? '' : 's'} of this step not shown (at most ${MAX_STEP_ANNOTATIONS})`,
      });
    }
    const { outputs, env, path, failures } = this.#commands;
    return {
      masks: [...this.#values],
      annotations,
      commands: { outputs: [...outputs], env: [...env], path: [...path], failures: [...failures] },
    };
  }

  #addValue(value: string): void {
    if (this.#valueSet.has(value)) return;
    this.#valueSet.add(value);
    this.#values.push(value);
  }

  #line(raw: string): void {
    const parsed = this.#stop.read(raw);
    if (parsed === null || parsed === 'resumed') return;
    const { command, properties, data } = parsed;
    switch (command) {
      case 'stop-commands': {
        const token = data;
        if (this.#allowUnsecureStopTokens || !this.#stop.refuses(token)) {
          this.#stop.stop(token);
          if (token.length > STOP_TOKEN_MASKED_OVER) this.#addValue(token);
          return;
        }
        // The runner's UnsupportedStopCommandTokenDisabled: the step fails. Commands go on being read here
        // (a mask after the line still counts), where the runner stops reading the step's output.
        this.#commands.failures.push(
          `unable to process ::stop-commands::: you cannot use an endToken that is an empty string, the string 'pause-logging', or another workflow command (this one is ${token === '' ? 'empty' : JSON.stringify(token)}); use a token of your own, such as a random one, or opt into insecure command execution by setting ACTIONS_ALLOW_UNSECURE_STOPCOMMAND_TOKENS to true (see https://docs.github.com/actions/learn-github-actions/workflow-commands-for-github-actions#example-stopping-and-starting-workflow-commands)`,
        );
        return;
      }
      case 'add-mask': {
        for (const mask of addMaskValues(data)) this.#addValue(mask);
        return;
      }
      case 'error':
      case 'warning':
      case 'notice':
        this.#annotate(command, properties, data);
        return;
      case 'set-output':
      case 'save-state':
      case 'set-env':
      case 'add-path':
        this.#oldCommand(command, properties, data);
    }
  }

  /**
   * The commands GitHub replaced by files: `set-output` still works and `save-state` is taken (to no
   * effect here), each with a warning; the others are off.
   */
  #oldCommand(
    command: 'set-output' | 'save-state' | 'set-env' | 'add-path',
    properties: ReadonlyMap<string, string>,
    value: string,
  ) {
    // Not the line itself: it holds the value.
    const fail = (why: string) => this.#commands.failures.push(`unable to process ::${command}::: ${why}`);
    if ((command === 'set-env' || command === 'add-path') && !this.#allowUnsecure) {
      fail(
        `the \`${command}\` command is disabled; write to ${command === 'set-env' ? FILE_COMMANDS.env : FILE_COMMANDS.path} instead, or set ACTIONS_ALLOW_UNSECURE_COMMANDS to true (see https://github.blog/changelog/2020-10-01-github-actions-deprecating-set-env-and-add-path-commands/)`,
      );
      return;
    }
    if (command === 'add-path') {
      if (value === '') fail('the path is empty');
      else this.#commands.path.push(value);
      return;
    }
    const name = properties.get('name');
    if (name === undefined || name === '') {
      fail(`required field 'name' is missing in the ${command} command`);
      return;
    }
    if (command === 'set-env') {
      if (BLOCKED_ENV_NAMES.has(name.toUpperCase())) {
        this.#annotations.push({ level: 'error', message: `can't update ${name} using ::set-env::` });
        return;
      }
      this.#commands.env.push([name, value]);
      return;
    }
    // A `run:` step's state reaches no post step (only an action has one): it is read and dropped.
    if (command === 'set-output') this.#commands.outputs.push([name, value]);
    // The runner's UnsupportedCommandMessage (SetOutputCommandExtension, SaveStateCommandExtension), once a
    // step for each command.
    if (this.#deprecationWarned.has(command)) return;
    this.#deprecationWarned.add(command);
    const file = command === 'set-output' ? FILE_COMMANDS.output : FILE_COMMANDS.state;
    this.#annotations.push({
      level: 'warning',
      message: `the \`${command}\` command is deprecated and will be disabled soon; write to ${file} instead (see https://github.blog/changelog/2022-10-11-github-actions-deprecating-save-state-and-set-output-commands/)`,
    });
  }

  #annotate(level: Annotation['level'], props: ReadonlyMap<string, string>, text: string): void {
    if (this.#annotations.length >= MAX_STEP_ANNOTATIONS) {
      this.#dropped += 1;
      return;
    }
    // `file:line:col`, each part only after the one before it.
    const line = props.get('line');
    const place = props.get('file')
      ? [props.get('file'), line, line && props.get('col')].filter(Boolean).join(':')
      : '';
    const title = props.get('title');
    // Redacted whole, then made one line and cut: no secret is cut in two before it is found.
    const shown = (value: string) => cut(this.#redact(value, this.#values).replace(/\r\n|\r|\n/g, ' '));
    const oneLine = (value: string | undefined) => (value === undefined ? null : shown(value));
    const number = (name: string) => {
      const value = props.get(name)?.trim();
      return value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
    };
    // One line, whatever the title, file or text held, and not more of it than a notice should carry.
    const message = `${place ? `${place}: ` : ''}${title ? `${title}: ` : ''}${text}`;
    this.#annotations.push({
      level,
      message: shown(message),
      place: {
        title: oneLine(title),
        file: oneLine(props.get('file')),
        line: number('line'),
        end_line: number('endline'),
        col: number('col'),
        end_column: number('endcolumn'),
      },
    });
  }
}

/**
 * The values the runner masks for an `::add-mask::<data>` (its AddMaskCommandExtension): the value, then each
 * of its lines, trimmed (a multi-line secret's lines reach a log one by one); none for an empty one.
 */
export function addMaskValues(data: string): string[] {
  const value = trimNet(data);
  if (value === '') return [];
  const lines = value.split(/[\r\n]+/).map(trimNet);
  return [value, ...lines].filter((mask) => mask !== '');
}

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
export function withMaskValuesHidden(output: string, masks: readonly string[]): string {
  if (masks.length === 0) return output;
  const values = new Set(masks);
  return output.replace(/[^\r\n]+/g, (line) => maskCommandsIn(line, (value) => values.has(trimNet(value))));
}

/**
 * A text that may hold an `add-mask` command (a step's name, `Run echo "::add-mask::${{ … }}"`, shown
 * before its step registers the value) with each such command's value as `***`.
 */
export function withMaskCommandsHidden(text: string): string {
  return maskCommandsIn(text, () => true);
}

/** Where an `add-mask` command may start, in either form. */
const ADD_MASK_START = /(?=::add-mask[ :]|##\[add-mask[ \]])/i;

/**
 * `text` with the value of each `add-mask` command in it that `hides` (given the value unescaped) as `***`:
 * each taken from its `::add-mask` or `##[add-mask` to the next one or the end, wherever it starts (stdout's
 * unfinished line may run into stderr's command), and read as the reader reads a command line.
 */
function maskCommandsIn(text: string, hides: (value: string) => boolean): string {
  if (!ADD_MASK_START.test(text)) return text;
  return text
    .split(ADD_MASK_START)
    .map((part) => {
      const parsed = parseCommandLine(part);
      if (parsed?.command !== 'add-mask' || !hides(parsed.data)) return part;
      // The command as written, its properties left out: `::add-mask` is 10 characters, `##[add-mask` 11.
      return parsed.form === 'v2' ? `${part.slice(0, 10)}::***` : `${part.slice(0, 11)}]***`;
    })
    .join('');
}

/** Text cut to what a notice should carry. */
function cut(text: string): string {
  return text.length > MAX_ANNOTATION_CHARS
    ? `${text.slice(0, MAX_ANNOTATION_CHARS)}… (${text.length - MAX_ANNOTATION_CHARS} more characters)`
    : text;
}
