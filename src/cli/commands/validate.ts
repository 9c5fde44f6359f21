import { resolve } from 'node:path';
import { readHandoff } from '../../adapters/local/read-handoff.js';
import {
  eventTooLarge,
  type NamedInputRead,
  readEventFile,
  readNamedInput,
  tooLarge,
} from '../../adapters/local/read-named-input.js';
import { unreadableFile } from '../../adapters/local/unreadable-file.js';
import type { DataSchema } from '../../core/data-schema.js';
import { UserError } from '../../core/errors.js';
import {
  extractHandoffFromLog,
  type ForeignBlock,
  foreignSourcesWarned,
  parseHandoffBlock,
} from '../../core/handoff-log.js';
import { HANDOFF_MARKERS, LIMITS } from '../../core/names.js';
import { type HandoffParse, handoffError, parseHandoff, tooLargeProblem } from '../../core/parse-handoff.js';
import { formatProblem, type Problem } from '../../core/problem.js';
import { decodeUtf8Escaped } from '../../core/utf8.js';
import { readUntilInterrupted } from '../interruptible.js';
import { type CliIO, EXIT } from '../io.js';
import { printJson, printStored } from '../stored-output.js';
import { terminalSafe } from '../terminal-safe.js';

export interface ValidateOptions {
  /** Read an agent's output and validate the handoff between the markers. */
  log?: boolean;
  /** With `log`: the agent's prompt, whose blocks are passed over as a stage passes them over. */
  prompt?: string;
  /** With `log`: the event payload (a JSON file), whose strings' blocks are passed over as a stage passes them over. */
  event?: string;
  /** Print problems as one JSON array on stdout instead of lines on stderr. */
  json?: boolean;
  /** A file holding a stage's `data-schema` (YAML or JSON): the handoff's data is checked against it too. */
  dataSchema?: string;
}

/**
 * `baton validate <file|-> [--log [--prompt <file|->] [--event <file|->]] [--data-schema <file|->] [--json]`: exit 0 and the normalised handoff on stdout when valid; exit 1
 * and one `<json-path>: <message>` line per problem on stderr when not, a path that is not a regular file
 * included (a stage refuses it as a handoff, so validate says the same); exit 2 when the file cannot be read.
 * With `--json`, stdout holds exactly one JSON array of problems (errors and warnings, `[]` for none).
 */
export async function validateCommand(
  io: CliIO,
  file: string,
  options: ValidateOptions = {},
): Promise<number> {
  stdinReadOnce(file, options);
  // The schema is read first: a bad one is the command's usage (exit 2), whatever the handoff holds.
  const schema = options.dataSchema === undefined ? undefined : await readDataSchema(io, options.dataSchema);
  if (!options.log && (options.prompt !== undefined || options.event !== undefined)) {
    const given = options.prompt !== undefined ? '--prompt' : '--event';
    throw new UserError(
      'usage',
      `${given} names what a stage passes over in an agent's output, so it is read only with --log: add --log to read ${file} as an agent's output, or leave ${given} out to validate it as a handoff file`,
    );
  }
  const foreign = options.log ? await readForeign(io, options) : undefined;
  const read = options.log
    ? await fromLog(io, file, foreign)
    : { result: await fromFile(io, file), warnings: [] };
  const { warnings } = read;
  let result = read.result;
  if (schema !== undefined && result.kind === 'valid') {
    // As a stage with this data-schema checks it: a break refuses the handoff.
    const { dataSchemaProblems } = await import('../../core/data-schema.js');
    const broken = dataSchemaProblems(result.handoff.data, schema);
    if (broken.length > 0) result = { kind: 'invalid', problems: broken };
  }

  const problems: Problem[] = [...warnings, ...(result.kind === 'valid' ? result.warnings : result.problems)];
  // The handoff as it would be stored is printed as `show --handoff` prints one. A problem quotes the
  // handoff (a key in its path), so it is terminal-safe, as `show` shows a record's problems.
  if (options.json) {
    printJson(io, `${JSON.stringify(problems, null, 2)}\n`);
  } else {
    if (result.kind === 'valid') printStored(io, `${JSON.stringify(result.handoff, null, 2)}\n`);
    for (const problem of problems) {
      io.stderr(
        `${problem.severity === 'warning' ? 'warning: ' : ''}${terminalSafe(formatProblem(problem))}\n`,
      );
    }
  }
  return result.kind === 'valid' ? EXIT.ok : EXIT.failure;
}

/**
 * `-` names stdin, for the file and for each option that names a file; stdin can be read once only, so two
 * `-` are a usage error naming both.
 */
function stdinReadOnce(file: string, options: ValidateOptions): void {
  const named = [
    ...(file === '-' ? ['the file to validate'] : []),
    ...(options.prompt === '-' ? ['--prompt'] : []),
    ...(options.event === '-' ? ['--event'] : []),
    ...(options.dataSchema === '-' ? ['--data-schema'] : []),
  ];
  if (named.length > 1)
    throw new UserError(
      'usage',
      `${named.join(' and ')} are each - (stdin), and stdin can be read only once: give all but one of them as a file`,
    );
}

/**
 * The bytes of `file` (a regular file or a pipe), or of stdin for `-`, as the file to validate is read: at most
 * `maxBytes`, what holds more is `too-large` and the rest is not read. Errors reading a file are thrown.
 */
async function readNamed(io: CliIO, file: string, maxBytes: number, what: string): Promise<NamedInputRead> {
  if (file !== '-')
    // A pipe (a FIFO, `<(command)`) is waited for until its writer closes it; a Ctrl-C meanwhile is said as
    // cancelled (exit 1), nothing validated.
    return readUntilInterrupted((signal) => readNamedInput(resolve(io.cwd, file), maxBytes, signal), {
      file,
      what,
      after: '; nothing was validated',
      give: '<(command)',
    });
  const bytes = await io.readStdin(maxBytes);
  return bytes.length > maxBytes ? { kind: 'too-large', size: null } : { kind: 'read', bytes };
}

/**
 * What `readNamed` read, or a usage error naming the file (`stdin` for `-`) and why not: too large, a device
 * or a directory. `what` starts the message (`prompt file: …`) when given; `one` names what it must be.
 */
function namedBytes(
  read: NamedInputRead,
  file: string,
  said: { what?: string; one: string; tooLarge: (where: string, size: number | null) => UserError },
): Buffer {
  const where = file === '-' ? 'stdin' : file;
  if (read.kind === 'read') return read.bytes;
  if (read.kind === 'too-large') throw said.tooLarge(where, read.size);
  const what = said.what === undefined ? '' : `${said.what}: `;
  throw new UserError(
    'usage',
    `${what}is ${read.what}; ${said.one} must be a regular file or a pipe: give a file, - for stdin, or <(command) for a command's output`,
    { where },
  );
}

/**
 * The `--data-schema` file as a DataSchema; a file that cannot be read, or a schema a stage would refuse, is a
 * usage error (exit 2) naming the file. Its YAML parser is loaded only here: a plain `baton validate` stays cold.
 */
async function readDataSchema(io: CliIO, file: string): Promise<DataSchema> {
  const where = file === '-' ? 'stdin' : file;
  let read: NamedInputRead;
  try {
    // A regular file, a pipe or stdin, at most one byte more than a schema may be: more is refused, the rest
    // not read.
    read = await readNamed(io, file, LIMITS.dataSchemaBytes, 'data-schema file');
  } catch (error) {
    throw asUsage(file, error);
  }
  const text = namedBytes(read, file, {
    one: 'a data-schema',
    tooLarge: (where, size) =>
      new UserError(
        'usage',
        `is ${size ?? `more than ${LIMITS.dataSchemaBytes}`} bytes; a data-schema may be at most ${LIMITS.dataSchemaBytes} bytes (${LIMITS.dataSchemaBytes / 1024} KiB)`,
        { where },
      ),
  }).toString('utf8');
  const { parseDataSchemaText } = await import('../../core/data-schema-text.js');
  try {
    return parseDataSchemaText(text);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError('usage', `${error.where}: ${error.message}`, { where, cause: error });
  }
}

async function fromFile(io: CliIO, file: string): Promise<HandoffParse> {
  if (file === '-') {
    // As a file is read: at most the cap and one byte, so an endless stdin is refused, not read for ever.
    const bytes = await io.readStdin(LIMITS.handoffFileBytes);
    return bytes.length > LIMITS.handoffFileBytes
      ? { kind: 'invalid', problems: [tooLargeProblem('more')] }
      : parseHandoff(bytes);
  }
  const path = resolve(io.cwd, file);
  let read: Awaited<ReturnType<typeof readHandoff>>;
  try {
    read = await readHandoff(path);
  } catch (error) {
    throw asUsage(file, error);
  }
  if (read.kind === 'missing') throw new UserError('usage', 'no such file', { where: file });
  return read;
}

/**
 * What `--prompt` and `--event` name, as the test a stage's capture passes the blocks of the agent's output
 * through (foreign-blocks.ts), or undefined when neither is given: a block of them is then taken, as before.
 * A file that cannot be read, or an event that is not a JSON object, is a usage error (exit 2) naming it.
 */
async function readForeign(
  io: CliIO,
  options: ValidateOptions,
): Promise<((block: string) => ForeignBlock | null) | undefined> {
  if (options.prompt === undefined && options.event === undefined) return undefined;
  const prompt = options.prompt === undefined ? '' : await readPrompt(io, options.prompt);
  const event = options.event === undefined ? {} : await readEvent(io, options.event);
  const { foreignBlockTest } = await import('../../core/foreign-blocks.js');
  // No secrets are known here: the known token shapes are still compared redacted, as at capture.
  return foreignBlockTest({ prompt, event }, []);
}

async function readPrompt(io: CliIO, file: string): Promise<string> {
  let read: NamedInputRead;
  try {
    read = await readNamed(io, file, LIMITS.promptBytes, 'prompt file');
  } catch (error) {
    if (error instanceof UserError && error.code === 'cancelled') throw error;
    throw unreadableFile(file, error, 'prompt file');
  }
  // At most what a rendered prompt may be. As the log is read: bytes that are not UTF-8 kept as such, so a
  // block compares as it was printed.
  return decodeUtf8Escaped(
    namedBytes(read, file, {
      what: 'prompt file',
      one: 'a prompt',
      tooLarge: (where, size) =>
        tooLarge(where, 'prompt file', size, LIMITS.promptBytes, 'a prompt', 'as a rendered prompt may be'),
    }),
  );
}

/** An --event file, read as `baton run` reads one (parseEventPayload); what is wrong with it is a usage error. */
async function readEvent(io: CliIO, file: string): Promise<Record<string, unknown>> {
  let text: string;
  if (file === '-') {
    let read: NamedInputRead;
    try {
      read = await readNamed(io, file, LIMITS.eventBytes, 'event file');
    } catch (error) {
      throw unreadableFile(file, error, 'event file');
    }
    text = namedBytes(read, file, {
      what: 'event file',
      one: 'an event payload',
      tooLarge: eventTooLarge,
    }).toString('utf8');
  } else {
    // A Ctrl-C while a pipe is waited for is said as cancelled (exit 1), as for the other files.
    const bytes = await readUntilInterrupted((signal) => readEventFile(resolve(io.cwd, file), file, signal), {
      file,
      what: 'event file',
      after: '; nothing was validated',
      give: '--event <(command)',
    });
    text = bytes.toString('utf8');
  }
  const { parseEventPayload } = await import('../../core/workflow/github-context.js');
  const where = file === '-' ? 'stdin' : file;
  try {
    return parseEventPayload(text, where);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    throw new UserError('usage', `event file: ${error.message}`, { where, cause: error });
  }
}

async function fromLog(
  io: CliIO,
  file: string,
  foreign: ((block: string) => ForeignBlock | null) | undefined,
): Promise<{ result: HandoffParse; warnings: Problem[] }> {
  let read: NamedInputRead;
  try {
    // An agent's output, at most what a stage keeps of one (the handoff found in it is capped like a file).
    // A file is read synchronously: node:fs/promises would load readline and streams into every cold
    // `baton validate`.
    read = await readNamed(io, file, LIMITS.agentOutputBytes, 'log file');
  } catch (error) {
    throw asUsage(file, error);
  }
  // Its bytes that are not UTF-8 are kept as such, so a block holding one is refused as a stage refuses it.
  const text = decodeUtf8Escaped(namedBytes(read, file, { one: "an agent's output", tooLarge: logTooLarge }));
  const { json, warnings } = extractHandoffFromLog(text, foreign === undefined ? {} : { foreign });
  if (json === null) {
    // Said as a stage says it: a block passed over is not "no block", and the warning before says why.
    const passed = foreignSourcesWarned(warnings).length > 0;
    const problem = handoffError(
      '$',
      passed
        ? `no handoff in the output: each complete block between a ${HANDOFF_MARKERS.start} line and a ${HANDOFF_MARKERS.end} line is also in the prompt or the event given, and a stage never takes such a block (see the warning)`
        : `no handoff in the output: no complete block between a ${HANDOFF_MARKERS.start} line and a ${HANDOFF_MARKERS.end} line`,
    );
    return { result: { kind: 'invalid', problems: [problem] }, warnings };
  }
  return { result: parseHandoffBlock(json, file === '-' ? 'stdin' : file), warnings };
}

/**
 * An agent's output over what a stage keeps of one (`LIMITS.agentOutputBytes`, its last 1 MiB): a stage would
 * look for the handoff in that end alone, so validate is given that end.
 */
function logTooLarge(where: string, size: number | null): UserError {
  const end =
    where === 'stdin'
      ? `… | tail -c ${LIMITS.agentOutputBytes} | baton validate --log -`
      : `tail -c ${LIMITS.agentOutputBytes} ${where} | baton validate --log -`;
  return tooLarge(
    where,
    undefined,
    size,
    LIMITS.agentOutputBytes,
    "an agent's output read with --log",
    `as a stage keeps only the last 1 MiB of an agent's output and looks for the handoff there: give that end, ${end}`,
  );
}

/** A file that cannot be read is a usage error (exit 2), with the reason and no file contents. */
function asUsage(file: string, error: unknown): UserError {
  if (error instanceof UserError && error.code === 'cancelled') return error;
  if (error instanceof UserError) return new UserError('usage', error.message, { where: file, cause: error });
  return unreadableFile(file, error);
}
