import { randomUUID } from 'node:crypto';
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { CombinedOutput } from '../../core/combined-output.js';
import { UserError } from '../../core/errors.js';
import { keptAfterCut } from '../../core/kept-after-cut.js';
import { LIMITS } from '../../core/names.js';
import type { CommandResult, CommandSpec, StepRunner } from '../../core/ports.js';
import { privateKeyOpenAfter } from '../../core/redact.js';
import { parseShell, scriptText, shellArguments } from '../../core/stage/shell.js';
import { systemLimitHint } from '../../core/system-error.js';
import { decodeUtf8Escaped, escapedUtf8Length } from '../../core/utf8.js';
import { otherProcessIds, processGroupOf } from './proc.js';
import { readRegularFileSync } from './read-regular-file.js';
import { type StartStep, startDirectly } from './step-starter.js';
import { type TempPlace, tempPlaceOf, tempWriteFailure } from './temp-failure.js';

/**
 * Hook around a command's output, for an edge that must frame it. The GitHub action wraps agent output in
 * `::stop-commands::<token>` … `::<token>::` so it cannot issue workflow commands: `begin` and `end` write
 * the frame, `chunk` echoes the output between them.
 */
export interface OutputHook {
  /** Called once before the process starts. */
  begin?(): void;
  /** Every chunk of output as it arrives, decoded as UTF-8 (never split inside a character). */
  chunk(text: string, stream: 'stdout' | 'stderr'): void;
  /** Called once after the process has ended (or failed to start). */
  end?(): void;
}

export interface ShellRunnerOptions {
  /** Where script files are written (RUNNER_TEMP on GitHub); the OS temp dir by default. */
  tempDir?: string;
  /**
   * Between SIGTERM and SIGKILL when a command is aborted. Default 5000 ms. A command stopped by `interrupt`
   * gets SIGINT, then SIGTERM after 1.5 times it and SIGKILL after twice it: 7.5 s and 10 s by default, as the
   * runner waits.
   */
  killGraceMs?: number;
  /**
   * Bytes of output kept per buffer (the tail, from its first whole line, after a line saying how much was
   * left out; 64 KiB more are held to read its start with). Default 1 MiB: room for a 256 KiB handoff
   * between markers.
   */
  maxOutputBytes?: number;
  /**
   * After the shell exits, how long to wait for its output pipes to close. A background process the script
   * started (`server &`) may hold them open; it is left running, as GitHub leaves it to the job's end.
   */
  drainMs?: number;
  outputHook?: OutputHook;
  /**
   * Keep each script file for later commands with the same text, instead of writing and removing one per
   * command; the caller removes `tempDir` when done. `baton run` sets it: its stages usually run the same
   * agent command, and on a slow file system creating and removing a file per stage is a measurable part
   * of the overhead. A kept file is read back before each reuse and replaced unless it still holds the
   * script: an agent runs as the same user and could rewrite it — though it could as well rewrite the
   * commands in the workspace the next step runs, so this gives it nothing new.
   */
  reuseScripts?: boolean;
  /**
   * The values redacted from what the commands print (a live list: masks join it as the run goes); an
   * output cut to its tail never starts with the rest of one.
   */
  secrets?: readonly string[];
  /**
   * What a command whose program is looked up on PATH says when it cannot be found and its environment has
   * no PATH: where that environment came from, for its caller to fix. Default: that PATH is not set in it.
   */
  noPathHint?: string;
  /** `tempDir` as a script that cannot be written there says it; the directory itself by default. */
  tempPlace?: TempPlace;
  /**
   * How the caller runs fewer commands at once (`run fewer jobs at once with -j N`), said when one cannot
   * start for the limit of processes or open files; without it, the limit alone is named (`see ulimit -u`).
   */
  fewerJobs?: string;
  /**
   * What starts each command's process: baton's own process by default; `baton run` passes a StepStarter's,
   * which starts them from a small process of its own.
   */
  start?: StartStep;
}

/** The signals a stop sends, weakest first: of those asked for before a group is known, the last one goes. */
const SIGNAL_STRENGTH = {
  SIGINT: 1,
  SIGTERM: 2,
  SIGKILL: 3,
} as const;
type StopSignal = keyof typeof SIGNAL_STRENGTH;

const DEFAULTS = { killGraceMs: 5000, maxOutputBytes: LIMITS.agentOutputBytes, drainMs: 1000 } as const;
/**
 * Whether a process group has a process that is not a zombie: read from /proc where there is one (a zombie
 * that a slow init has not reaped yet is gone for this); elsewhere, whether the group is there at all.
 */
function groupHasLiving(group: number): boolean {
  try {
    process.kill(-group, 0);
  } catch {
    return false;
  }
  const pids = otherProcessIds();
  if (pids === null) return true;
  return pids.some((pid) => {
    const found = processGroupOf(pid);
    return found !== null && found.group === group && found.state !== 'Z';
  });
}

/**
 * Runs a script the way a GitHub `run:` step does: written to a temp file and started with the stage's shell
 * (`bash --noprofile --norc -eo pipefail {0}` when it names none), with exactly the environment given — nothing is
 * inherited — in its own process group, so an abort (SIGTERM, then SIGKILL after a grace period; or first
 * SIGINT, see CommandSpec.stop) reaches every process the script started. Output is streamed and kept bounded (the last bytes).
 */
export class ShellRunner implements StepRunner {
  readonly #tempDir: string;
  readonly #killGraceMs: number;
  readonly #maxOutputBytes: number;
  readonly #drainMs: number;
  readonly #hook: OutputHook | undefined;
  /** With reuseScripts: the file written for each script text (by extension and text). */
  readonly #scripts: Map<string, string> | undefined;
  /** The run's secrets, as they grow: a cut output never starts inside one. */
  readonly #secrets: readonly string[];
  readonly #noPathHint: string;
  readonly #tempPlace: TempPlace;
  readonly #fewerJobs: string | undefined;
  readonly #start: StartStep;

  constructor(options: ShellRunnerOptions = {}) {
    this.#tempDir = options.tempDir ?? tmpdir();
    this.#killGraceMs = options.killGraceMs ?? DEFAULTS.killGraceMs;
    this.#maxOutputBytes = options.maxOutputBytes ?? DEFAULTS.maxOutputBytes;
    this.#drainMs = options.drainMs ?? DEFAULTS.drainMs;
    this.#hook = options.outputHook;
    this.#scripts = options.reuseScripts ? new Map() : undefined;
    this.#secrets = options.secrets ?? [];
    this.#noPathHint = options.noPathHint ?? 'PATH is not set in its environment';
    this.#fewerJobs = options.fewerJobs;
    this.#start = options.start ?? startDirectly;
    this.#tempPlace = options.tempPlace ?? {
      ...tempPlaceOf(this.#tempDir),
      ...(options.fewerJobs === undefined ? {} : { fewerJobs: options.fewerJobs }),
    };
  }

  async run(spec: CommandSpec): Promise<CommandResult> {
    const shell = parseShell(spec.shell);
    assertDirectory(spec.cwd);
    const text = scriptText(shell, spec.script);
    const kept = this.#keptScript(shell.extension, text);
    const scriptPath = kept ?? join(this.#tempDir, `baton-step-${randomUUID()}${shell.extension}`);
    if (kept === undefined) {
      // Synchronous: one small file, where an asynchronous write is three round trips through libuv's
      // thread pool, each costing more than the write itself on a busy machine.
      // wx: never write through a file or link someone else put at this name.
      try {
        writeFileSync(scriptPath, text, { flag: 'wx', mode: 0o700 });
      } catch (error) {
        // A file begun and not finished (a full disk) is not left behind.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') rmSync(scriptPath, { force: true });
        throw tempWriteFailure(this.#tempPlace, scriptPath, "the command's script", error);
      }
      this.#scripts?.set(`${shell.extension}\0${text}`, scriptPath);
    }
    this.#hook?.begin?.();
    try {
      return await this.#spawn(shell.file, shellArguments(shell, scriptPath), spec);
    } finally {
      this.#hook?.end?.();
      if (this.#scripts === undefined) rmSync(scriptPath, { force: true });
    }
  }

  /** With reuseScripts: the file already written for this script, if it is still a file holding exactly it. */
  #keptScript(extension: string, text: string): string | undefined {
    const key = `${extension}\0${text}`;
    const path = this.#scripts?.get(key);
    if (path === undefined) return undefined;
    const expected = Buffer.from(text);
    let read: ReturnType<typeof readRegularFileSync>;
    try {
      read = readRegularFileSync(path, expected.length);
    } catch {
      read = { kind: 'missing' };
    }
    if (read.kind === 'file' && expected.equals(read.bytes)) return path;
    this.#scripts?.delete(key);
    return undefined;
  }

  #spawn(file: string, args: string[], spec: CommandSpec): Promise<CommandResult> {
    return new Promise((resolve, reject) => {
      const startedAt = new Date();
      const output = new TailBuffer(this.#maxOutputBytes);
      // stdout is kept as the bytes it came as, and its bytes that are not UTF-8 stay known in its text: a
      // handoff between the markers in it is refused for them as a handoff file is (parseHandoffBlock).
      const stdout = new TailBuffer(this.#maxOutputBytes, {
        decode: decodeUtf8Escaped,
        byteLength: escapedUtf8Length,
      });
      const child = this.#start(file, args, { cwd: spec.cwd, env: spec.env });
      let killTimer: NodeJS.Timeout | undefined;
      // With `interrupt`: the SIGTERM between the SIGINT and the SIGKILL.
      let termTimer: NodeJS.Timeout | undefined;
      let drainTimer: NodeJS.Timeout | undefined;
      let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
      let settled = false;

      // A signal for a group not known yet (a starter has not said the step started): the strongest asked
      // for is sent once it is known.
      let unsent: StopSignal | undefined;
      const killGroup = (signal: StopSignal) => {
        if (child.pid === undefined) {
          if (unsent === undefined || SIGNAL_STRENGTH[signal] > SIGNAL_STRENGTH[unsent]) unsent = signal;
          return;
        }
        try {
          process.kill(-child.pid, signal);
        } catch {
          // ESRCH: the group is already gone.
        }
      };
      const groupLiving = () => child.pid !== undefined && groupHasLiving(child.pid);
      // While a stopped step's group outlives its shell: checked every 100 ms.
      let waitingForGroup: NodeJS.Timeout | undefined;
      // Every stream of the step closed (all that held them are gone); and when its stopped group was gone.
      let closed = false;
      let groupGoneAt: number | undefined;
      let stopping: 'interrupt' | 'terminate' | null = null;
      // When the SIGKILL went: a group still there 2 s after it (a process stuck in the kernel) is let be.
      let killedAt: number | undefined;
      const sigkill = () => {
        killGroup('SIGKILL');
        killedAt = Date.now();
      };
      // The SIGKILL, at `at` or at the one already due if that is sooner: a later stop never delays it.
      let killDue = Number.POSITIVE_INFINITY;
      const killAt = (at: number) => {
        if (at >= killDue) return;
        killDue = at;
        clearTimeout(killTimer);
        killTimer = setTimeout(sigkill, Math.max(0, at - Date.now()));
        killTimer.unref();
      };
      // SIGTERM now, SIGKILL after the grace: an agent's stop, and any hard stop (`kill`), which cuts a
      // SIGINT's wait short.
      const terminate = () => {
        if (stopping === 'terminate') return;
        stopping = 'terminate';
        clearTimeout(termTimer);
        killGroup('SIGTERM');
        killAt(Date.now() + this.#killGraceMs);
      };
      const onAbort = () => {
        if (spec.stop !== 'interrupt' || spec.kill?.aborted) return terminate();
        if (stopping !== null) return;
        stopping = 'interrupt';
        killGroup('SIGINT');
        termTimer = setTimeout(() => killGroup('SIGTERM'), 1.5 * this.#killGraceMs);
        termTimer.unref();
        killAt(Date.now() + 2 * this.#killGraceMs);
      };
      /**
       * Whether a stopped step may end: once its whole process group has (what outlived its shell, an agent's
       * script under the wrapper shell or a server it started, keeps the rest of its grace, then gets the
       * SIGKILL, rather than being left to the job's end, which kills at once; a zombie no one reaped yet
       * does not count; a hard stop does not wait, and kills what is left once the shell is gone), and what
       * it wrote last has been read from the pipes (their close calls `finish` again), for at most the drain
       * time. Asks `finish` to be called again while it may not.
       */
      const stoppedGroupDone = (): boolean => {
        // One scan of /proc a tick.
        const living = groupLiving();
        if (spec.kill?.aborted && killedAt === undefined && living) sigkill();
        if (living && (killedAt === undefined || Date.now() - killedAt < 2000)) {
          waitingForGroup ??= setInterval(finish, 100);
          return false;
        }
        clearInterval(waitingForGroup);
        if (closed) return true;
        if (groupGoneAt === undefined) {
          groupGoneAt = Date.now();
          setTimeout(finish, this.#drainMs).unref();
          return false;
        }
        return Date.now() - groupGoneAt >= this.#drainMs;
      };
      const finish = () => {
        if (settled || exit === undefined) return;
        // A step that was not stopped leaves its background processes to the job's end, as on GitHub.
        if (stopping !== null && !stoppedGroupDone()) return;
        clearInterval(waitingForGroup);
        settled = true;
        clearTimeout(drainTimer);
        // Streams a background process still held open (closed only now, so nothing of the group met a
        // closed pipe while it stopped): what each began is output too, on a line of its own.
        child.stdout?.destroy();
        child.stderr?.destroy();
        flushBegun('stdout');
        flushBegun('stderr');
        spec.signal?.removeEventListener('abort', onAbort);
        spec.kill?.removeEventListener('abort', terminate);
        // The group is gone (or was never stopped): no signal after, its id may be another's by then.
        clearTimeout(killTimer);
        clearTimeout(termTimer);
        resolve({
          exitCode: exit.code,
          signal: exit.signal,
          startedAt,
          finishedAt: new Date(),
          output: output.text(this.#secrets),
          stdout: stdout.text(this.#secrets),
        });
      };

      // The output of both streams, each line whole, as the runner's log takes them (CombinedOutput).
      const combined = new CombinedOutput((text, inserted) =>
        inserted ? output.insert(text) : output.push(text),
      );
      const flushBegun = (name: 'stdout' | 'stderr') => combined.end(name);
      const pipe = (stream: NodeJS.ReadableStream, name: 'stdout' | 'stderr') => {
        const decoder = new StringDecoder('utf8');
        const take = (text: string) => {
          combined.push(text, name);
          if (text === '') return;
          this.#hook?.chunk(text, name);
          spec.onOutput?.(text, name);
        };
        stream.on('data', (data: Buffer) => {
          output.wrote(data.length);
          if (name === 'stdout') {
            stdout.wrote(data.length);
            stdout.push(data);
          }
          take(decoder.write(data));
        });
        stream.on('end', () => {
          take(decoder.end());
          flushBegun(name);
        });
      };
      // Before the streams are read: a process that could not start (too many open files) may have none, and
      // its error, unheard, would bring the whole process down.
      child.on('error', (error: NodeJS.ErrnoException) => {
        if (settled) return;
        settled = true;
        spec.signal?.removeEventListener('abort', onAbort);
        spec.kill?.removeEventListener('abort', terminate);
        // Looked up on a PATH that is empty or not there: the environment is what to fix, not the program.
        const noPath = error.code === 'ENOENT' && !file.includes('/') && !spec.env.PATH;
        // The limit of processes or open files met: which one, and what raises it.
        const limit = systemLimitHint(error, this.#fewerJobs);
        reject(
          new UserError(
            'shell-failed',
            `could not start ${JSON.stringify(file)}: ${error.code ?? error.message}${limit === null ? '' : ` (${limit})`}${noPath ? `; ${this.#noPathHint}` : ''}`,
            {
              where: 'shell',
              cause: error,
            },
          ),
        );
      });
      if (child.stdout) pipe(child.stdout, 'stdout');
      if (child.stderr) pipe(child.stderr, 'stderr');
      child.on('exit', (code, signal) => {
        exit = { code, signal };
        drainTimer = setTimeout(() => {
          // A stopped step's group may still be writing as it stops: its streams close when it is gone.
          if (stopping === null) {
            child.stdout?.destroy();
            child.stderr?.destroy();
          }
          finish();
        }, this.#drainMs);
        drainTimer.unref();
      });
      child.on('close', () => {
        closed = true;
        finish();
      });

      // The step's process group: known at once when baton's own process started it, on `spawn` when a
      // starter's did (StepStarter); a stop asked for before then reaches the group then.
      if (child.pid !== undefined) spec.onStart?.(child.pid);
      else
        child.once('spawn', () => {
          if (child.pid === undefined) return;
          spec.onStart?.(child.pid);
          if (unsent !== undefined) killGroup(unsent);
        });
      if (spec.kill?.aborted) terminate();
      else spec.kill?.addEventListener('abort', terminate, { once: true });
      if (spec.signal) {
        if (spec.signal.aborted) onAbort();
        else spec.signal.addEventListener('abort', onAbort, { once: true });
      }
    });
  }
}

function assertDirectory(path: string): void {
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(path);
  } catch {
    info = undefined;
  }
  if (!info?.isDirectory()) {
    throw new UserError('working-directory-missing', `${path} is not a directory`, {
      where: 'working-directory',
    });
  }
}

/**
 * How much of what came before a cut (64 KiB) is read with what is kept, so that a secret the cut went
 * through is found and left out whole: more than any token, key or value of ordinary length. A private key
 * block open before that is known however long ago its BEGIN line came (TailBuffer tracks it).
 */
const CUT_CONTEXT = 64 * 1024;
/**
 * What a BEGIN line left out stands for, read before the context: redaction pairs it as it would the line.
 * Joined when loaded, so the bundle does not spell a key's header for a secret scanner to stop at.
 */
const OPEN_KEY = `${['-----BEGIN', 'PRIVATE', 'KEY-----'].join(' ')}\n`;
/** Enough of the end of what was left out to hold a BEGIN or END line the leaving out cut through. */
const KEY_LINE_CHARS = 128;

/** How a TailBuffer makes text of its bytes, and counts the bytes a text it made came from. */
interface TailText {
  decode(bytes: Buffer): string;
  byteLength(text: string): number;
}

/** UTF-8, a byte that is not UTF-8 as U+FFFD. */
const LOSSY_UTF8: TailText = {
  decode: (bytes) => bytes.toString('utf8'),
  byteLength: (text) => Buffer.byteLength(text),
};

/**
 * Keeps the last `max` UTF-8 bytes of what is pushed (and CUT_CONTEXT before them, to read them with),
 * without holding more than about that and one chunk. Text is pushed as its UTF-8 bytes, or bytes as they
 * came, and what is kept made text by `text` (UTF-8, a byte that is not as U+FFFD, by default).
 */
class TailBuffer {
  readonly #max: number;
  readonly #text: TailText;
  #chunks: Buffer[] = [];
  #bytes = 0;
  /** Every byte pushed, kept or not: what the banner says was left out. */
  #total = 0;
  /** The bytes the step wrote (`wrote`), and those baton put between them (`insert`). */
  #written = 0;
  #inserted = 0;
  /** Whether the text left out so far ends inside a private key block (a BEGIN line without its END line). */
  #keyOpen = false;
  /** The end of the text left out so far: a BEGIN or END line may go on into what is kept. */
  #droppedEnd = '';
  constructor(max: number, text: TailText = LOSSY_UTF8) {
    this.#max = max;
    this.#text = text;
  }
  /** Bytes the step wrote, as read: text is pushed once decoded, where a byte that is not UTF-8 is 3. */
  wrote(bytes: number): void {
    this.#written += bytes;
  }
  /** Text of baton's own, between what the step wrote (a line break between its two streams). */
  insert(text: string): void {
    this.push(text);
    this.#inserted += Buffer.byteLength(text);
  }
  push(chunk: string | Buffer): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.#chunks.push(bytes);
    this.#bytes += bytes.length;
    this.#total += bytes.length;
    while (this.#chunks.length > 1 && this.#bytes - this.#chunks[0]!.length >= this.#max + CUT_CONTEXT) {
      const dropped = this.#chunks.shift()!;
      this.#bytes -= dropped.length;
      this.#leftOut(dropped.toString('utf8'));
    }
  }
  /** `text` is left out, after what was before it: whether a private key block is open after it. */
  #leftOut(text: string): void {
    const read = this.#droppedEnd + text;
    this.#keyOpen = privateKeyOpenAfter(read, this.#keyOpen, this.#droppedEnd.length);
    this.#droppedEnd = read.slice(-KEY_LINE_CHARS);
  }
  /**
   * What was kept. When the output was longer, it starts with a line saying how much was left out, then at
   * the first whole line of the tail (in one long line, after its first space), and what is kept redacts
   * as the same text does inside the whole output: a secret the cut went through (a token wrapped onto the
   * next lines, a private key's body, a value with spaces) is left out up to its end (see keptAfterCut),
   * read with the CUT_CONTEXT bytes before the cut, and with a private key block open before those.
   */
  text(secrets: readonly string[] = []): string {
    const all = Buffer.concat(this.#chunks);
    if (all.length <= this.#max) return this.#text.decode(all);
    // From the byte before the cut: a cut that falls at the start of a line keeps that line.
    const from = all.length - this.#max - 1;
    const newline = all.indexOf(0x0a, from);
    const spaces = [all.indexOf(0x20, from), all.indexOf(0x09, from)].filter((i) => i >= 0);
    // A newline that ends the output leaves nothing after it: then the first space, if there is one.
    const boundary =
      newline >= 0 && newline < all.length - 1 ? newline : spaces.length > 0 ? Math.min(...spaces) : -1;
    let kept = '';
    if (boundary >= 0) {
      const cut = boundary + 1;
      // What is read before the cut starts at a line (a BEGIN line is read whole), unless the line the cut
      // went through is longer than CUT_CONTEXT; then at a character.
      let context = Math.max(0, cut - CUT_CONTEXT);
      const line = context === 0 ? -1 : all.indexOf(0x0a, context - 1);
      if (line >= 0 && line + 1 < cut) context = line + 1;
      while ((all[context]! & 0xc0) === 0x80) context++;
      const open = privateKeyOpenAfter(
        this.#droppedEnd + all.subarray(0, context).toString('utf8'),
        this.#keyOpen,
        this.#droppedEnd.length,
      );
      const before = (open ? OPEN_KEY : '') + all.subarray(context, cut).toString('utf8');
      const after = this.#text.decode(all.subarray(cut));
      kept = after.slice(keptAfterCut(before, after, secrets, all[boundary] === 0x0a));
    }
    const what =
      kept !== ''
        ? `the last ${this.#max} bytes at most are kept`
        : boundary === -1
          ? 'none of it is kept, as no line or space was left to start at'
          : 'none of it is kept, as all of it after the cut may be part of a secret the cut went through';
    // Decoding never shrinks: the same count means every byte was UTF-8, and the text counts as written.
    if (this.#total === this.#written + this.#inserted) {
      const left = this.#total - this.#text.byteLength(kept);
      return `[baton: the first ${left} bytes of this output were left out; ${what}]\n${kept}`;
    }
    // Bytes that are not UTF-8 grew when decoded: how many of those the cut left out is not known.
    return `[baton: this output was ${this.#written} bytes, not all of it UTF-8 text, and its start was left out; ${what}${kept === '' ? '' : ', as text (a byte that is not UTF-8 as \uFFFD)'}]\n${kept}`;
  }
}
