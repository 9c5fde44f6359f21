import { type ChildProcess, spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';

/**
 * A step's process as ShellRunner drives it: `pid` once started (a `spawn` event when it was not known at
 * once), its stdout and stderr, and `error` (it could not start), `exit` and `close` as a ChildProcess
 * emits them.
 */
export interface StartedStep extends EventEmitter {
  readonly pid?: number | undefined;
  readonly stdout: Readable;
  readonly stderr: Readable;
}

/**
 * Starts `file` with `args` in `cwd` with exactly `env`, stdin from /dev/null, stdout and stderr piped, in a
 * process group of its own (so a stop reaches everything it starts).
 */
export type StartStep = (
  file: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
) => StartedStep;

/** Whether this process is Node itself, which a starter run by its executable with `-e` would be too. */
function isNode(): boolean {
  const versions: Record<string, string | undefined> = process.versions;
  return process.release.name === 'node' && !versions.electron && !versions.bun && !versions.deno;
}

/** The step started by baton's own process. */
export const startDirectly: StartStep = (file, args, { cwd, env }) =>
  spawn(file, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });

/**
 * The starter's program, run as `node -e`: it starts each step it is asked to and relays what the step
 * writes and how it ends, over the IPC channel (which the steps do not inherit: Node opens it close-on-exec).
 *
 * Why a process of its own: Linux's libuv starts a process by fork(), whose cost grows with the parent's
 * memory — page tables copied, then torn down again at exec. A run's baton holds 100–200 MB; this
 * process holds a bare Node's. A step started from here costs what it costs a bare Node script, and
 * baton's main thread never waits on the fork.
 *
 * It outlives no baton: when the channel closes (baton ended, however), it ends. It ignores the signals a
 * terminal or a stop sends baton's process group (Ctrl-C, Ctrl-Z, hang-up): baton stops the steps itself,
 * and needs their output and exit relayed while they stop. Plain JavaScript in a string, so that it is
 * the same text under the tests (which run src/) and in dist/, and loads nothing of baton's.
 *
 * Messages in: {t:'s', id, file, args, cwd, env} start; {t:'d', id} close its pipes (what ShellRunner
 * does when it stops reading a step's output). Out: {t:'r'} ready, first; {t:'p', id, pid} started; {t:'e', id, code, errno,
 * syscall, path, message} could not start; {t:'o', id, s: 1|2, d} output; {t:'x', id, code, signal}
 * exited; {t:'c', id} its pipes closed. A step's output is read no faster than baton takes it: reading
 * pauses while sends are queued.
 */
const STARTER_SOURCE = `'use strict';
const { spawn } = require('node:child_process');
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT', 'SIGTSTP']) process.on(signal, () => {});
process.on('disconnect', () => process.exit(0));
const steps = new Map();
let queued = 0;
let paused = false;
const send = (message) => {
  queued++;
  const more = process.send(message, () => {
    queued--;
    if (paused && queued === 0) {
      paused = false;
      for (const child of steps.values()) { child.stdout && child.stdout.resume(); child.stderr && child.stderr.resume(); }
    }
  });
  if (!more && !paused) {
    paused = true;
    for (const child of steps.values()) { child.stdout && child.stdout.pause(); child.stderr && child.stderr.pause(); }
  }
};
const failed = (id, error) => send({ t: 'e', id, code: error.code, errno: error.errno, syscall: error.syscall, path: error.path, message: String(error.message) });
const start = (m) => {
  const id = m.id;
  const child = spawn(m.file, m.args, { cwd: m.cwd, env: m.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  // Before anything else: a start that failed (out of descriptors, it has no pipes either) is said, not thrown.
  child.on('error', (error) => { steps.delete(id); failed(id, error); });
  if (child.pid === undefined) return;
  steps.set(id, child);
  send({ t: 'p', id, pid: child.pid });
  for (const [s, stream] of [[1, child.stdout], [2, child.stderr]]) {
    if (!stream) continue;
    stream.on('data', (d) => send({ t: 'o', id, s, d }));
    if (paused) stream.pause();
  }
  child.on('exit', (code, signal) => send({ t: 'x', id, code, signal }));
  child.on('close', () => { steps.delete(id); send({ t: 'c', id }); });
};
process.on('message', (m) => {
  try {
    if (m.t === 's') start(m);
    else if (m.t === 'd') {
      const child = steps.get(m.id);
      if (child) { child.stdout && child.stdout.destroy(); child.stderr && child.stderr.destroy(); }
    }
  } catch (error) {
    // One step that cannot be started never ends the others.
    if (m.t === 's') failed(m.id, error);
  }
});
send({ t: 'r' });
`;

type Message =
  | { t: 'r' }
  | { t: 'p'; id: number; pid: number }
  | { t: 'e'; id: number; code?: string; errno?: number; syscall?: string; path?: string; message: string }
  | { t: 'o'; id: number; s: 1 | 2; d: Uint8Array }
  | { t: 'x'; id: number; code: number | null; signal: NodeJS.Signals | null }
  | { t: 'c'; id: number };

/** A step started through the starter process: a stand-in for its ChildProcess, fed by the relay. */
class RelayedStep extends EventEmitter implements StartedStep {
  pid: number | undefined;
  readonly stdout: Readable;
  readonly stderr: Readable;
  exited = false;
  /** Closes the step's pipes where they are read (the starter's, or this process's for an adopted step). */
  #closePipes: () => void;
  constructor(closePipes: () => void) {
    super();
    this.#closePipes = closePipes;
    // Destroying either closes both, as ShellRunner destroys both together.
    const pipe = () =>
      new Readable({
        read() {},
        destroy: (error, callback) => {
          this.#closePipes();
          callback(error);
        },
      });
    this.stdout = pipe();
    this.stderr = pipe();
  }
  /** Stands in for `child`, started by this process instead: its events and output become this one's. */
  adopt(child: StartedStep): void {
    // First: a start that failed (out of descriptors) may have no pipes, and its error must be heard.
    child.on('error', (error) => this.emit('error', error));
    this.#closePipes = () => {
      child.stdout?.destroy();
      child.stderr?.destroy();
    };
    child.stdout?.on('data', (data: Buffer) => this.stdout.push(data));
    child.stderr?.on('data', (data: Buffer) => this.stderr.push(data));
    child.on('exit', (code, signal) => {
      this.exited = true;
      this.emit('exit', code, signal);
    });
    child.on('close', () => this.closeAfterStreams());
    if (child.pid !== undefined) {
      this.pid = child.pid;
      this.emit('spawn');
    }
  }
  /** Ends both streams, then emits `close` once they have ended or were destroyed, as a ChildProcess does. */
  closeAfterStreams(): void {
    let open = 0;
    const closed = () => {
      if (--open === 0) this.emit('close', null, null);
    };
    for (const stream of [this.stdout, this.stderr]) {
      if (stream.destroyed || stream.readableEnded) continue;
      open++;
      stream.once('close', closed);
      stream.push(null);
      // A stream nobody reads never ends: it is read to its end (ShellRunner reads both).
    }
    if (open === 0) this.emit('close', null, null);
  }
}

/**
 * Starts steps from a small long-lived Node process (STARTER_SOURCE), so that the cost of starting one does
 * not grow with baton's own memory. The starter is begun when this is made, and while it cannot be begun, or
 * after it ended, steps are started directly. `close` ends it; its end is awaited so that no process of
 * baton's outlives the run.
 */
export class StepStarter {
  readonly #starter: ChildProcess | undefined;
  readonly #steps = new Map<number, RelayedStep>();
  /** Until the starter says it is ready: the steps asked for, not yet sent to it. */
  #waiting:
    | { id: number; step: RelayedStep; file: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv }[]
    | null = [];
  #next = 0;
  #ended: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  readonly #gone: Promise<void>;

  /**
   * @param execPath the Node that runs the starter: this process's by default, where that is Node (not
   *   Electron, Bun or Deno, whose `-e` and IPC differ); elsewhere steps are started directly.
   */
  constructor(execPath: string | null = isNode() ? process.execPath : null) {
    let starter: ChildProcess | undefined;
    if (execPath !== null) {
      try {
        // Nothing of baton's environment: the starter needs none, and passes each step exactly its own.
        starter = spawn(execPath, ['-e', STARTER_SOURCE], {
          stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
          env: {},
          serialization: 'advanced',
        });
      } catch {
        starter = undefined;
      }
    }
    this.#starter = starter;
    if (starter === undefined || starter.pid === undefined) {
      this.#ended = { code: null, signal: null };
      starter?.on('error', () => {});
      this.#gone = Promise.resolve();
      return;
    }
    // 'exit', not 'close': a ChildProcess whose channel its parent disconnected never emits 'close'.
    this.#gone = new Promise((resolve) => starter.once('exit', () => resolve()));
    starter.on('error', () => {
      // A failed send or a failed start: the starter is treated as gone ('exit' or 'close' follows).
    });
    starter.on('message', (message: Message) => this.#take(message));
    // Once it has exited and every message it sent has been read ('disconnect' comes after the last): a step
    // it started just before it died is known as started.
    let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
    let disconnected = false;
    starter.once('exit', (code, signal) => {
      exited = { code, signal };
      // Steps asked for from now on are started here.
      this.#ended = exited;
      if (disconnected) this.#lost(exited);
    });
    starter.once('disconnect', () => {
      disconnected = true;
      if (exited) this.#lost(exited);
    });
    // The starter keeps baton alive only while a step runs through it (its channel is ref'd then).
    starter.unref();
    starter.channel?.unref();
  }

  /** The starter's process id; undefined when it could not be begun. */
  get pid(): number | undefined {
    return this.#starter?.pid;
  }

  /** Starts a step (StartStep). */
  readonly start: StartStep = (file, args, { cwd, env }) => {
    const starter = this.#starter;
    if (starter === undefined || this.#ended !== undefined || !starter.connected)
      return startDirectly(file, args, { cwd, env });
    const id = ++this.#next;
    const step = new RelayedStep(() => {
      if (this.#steps.has(id) && starter.connected) starter.send({ t: 'd', id }, () => {});
    });
    this.#steps.set(id, step);
    // Held while a step runs through it: its messages, and its exit if it dies, must be heard.
    starter.ref();
    starter.channel?.ref();
    if (this.#waiting === null) starter.send({ t: 's', id, file, args, cwd, env }, () => {});
    else this.#waiting.push({ id, step, file, args, cwd, env });
    return step;
  };

  #take(message: Message): void {
    if (message.t === 'r') {
      const waiting = this.#waiting ?? [];
      this.#waiting = null;
      for (const { id, file, args, cwd, env } of waiting)
        this.#starter?.send({ t: 's', id, file, args, cwd, env }, () => {});
      return;
    }
    const step = this.#steps.get(message.id);
    if (step === undefined) return;
    switch (message.t) {
      case 'p':
        step.pid = message.pid;
        step.emit('spawn');
        return;
      case 'e': {
        const { t: _, id: __, message: text, ...fields } = message;
        this.#forget(message.id);
        step.emit('error', Object.assign(new Error(text), fields));
        return;
      }
      case 'o':
        (message.s === 1 ? step.stdout : step.stderr).push(
          Buffer.from(message.d.buffer, message.d.byteOffset, message.d.byteLength),
        );
        return;
      case 'x':
        step.exited = true;
        step.emit('exit', message.code, message.signal);
        return;
      case 'c':
        this.#forget(message.id);
        step.closeAfterStreams();
        return;
    }
  }

  #forget(id: number): void {
    this.#steps.delete(id);
    if (this.#steps.size > 0) return;
    this.#starter?.unref();
    this.#starter?.channel?.unref();
  }

  /**
   * The starter ended while steps ran through it (killed from outside: baton never ends it while one runs).
   * Their output and exit can no longer be read: each is killed, says so in its output, and ends as killed;
   * one it never said it started (all it sent has been read by now) could not start. Later steps are started
   * directly.
   */
  #lost(ended: { code: number | null; signal: NodeJS.Signals | null }): void {
    // Ended before it was ready (it could not run: not a Node that takes -e and IPC): what waited for it
    // was never sent, and starts here.
    for (const { id, step, file, args, cwd, env } of this.#waiting ?? []) {
      this.#forget(id);
      try {
        step.adopt(startDirectly(file, args, { cwd, env }));
      } catch (error) {
        step.emit('error', error);
      }
    }
    this.#waiting = null;
    const how = ended.signal === null ? `exited with code ${ended.code}` : `was killed by ${ended.signal}`;
    const what = `the process that started baton's steps (pid ${this.#starter?.pid}) ${how}`;
    for (const [id, step] of [...this.#steps]) {
      this.#forget(id);
      if (step.pid === undefined) {
        step.emit('error', new Error(what));
        continue;
      }
      try {
        process.kill(-step.pid, 'SIGKILL');
      } catch {
        // ESRCH: the step's group is gone already.
      }
      step.stderr.push(
        `\nbaton: ${what}, so this step's output and exit could no longer be read: it was killed\n`,
      );
      if (!step.exited) {
        step.exited = true;
        step.emit('exit', null, 'SIGKILL');
      }
      step.closeAfterStreams();
    }
  }

  /** Ends the starter (baton calls it once no step runs through it any more) and waits until it has. */
  async close(): Promise<void> {
    // Held until it has gone, so that baton does not end first.
    this.#starter?.ref();
    if (this.#starter?.connected) this.#starter.disconnect();
    await this.#gone;
  }
}
