#!/usr/bin/env node
import { existsSync, mkdirSync } from 'node:fs';
import module from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { callsLeftRunning } from '../adapters/github/left-running.js';

// Keep V8's compiled code between runs (Node >= 22.1; Node 20 has no such API and skips this), as tsc does:
// most of a short command's time is compiling what it loads. The cache is per user, under the user's cache
// directory rather than the shared temp dir; NODE_COMPILE_CACHE chooses another place and
// NODE_DISABLE_COMPILE_CACHE=1 turns it off. A cache that cannot be written is ignored. `main.js` is loaded
// after this line, so the command framework and every command's code are cached too.
if (process.env.NODE_COMPILE_CACHE) module.enableCompileCache?.();
else if (module.enableCompileCache && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  const dir = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'baton', 'compile-cache');
  if (madeDir(dir)) module.enableCompileCache(dir);
}

/**
 * Whether `dir` is a directory now, made with its missing parents when it can be. Made here, one directory
 * at a time: Node makes a missing cache directory with a recursive mkdir that never returns where a parent
 * exists but cannot hold a directory (HOME=/proc), and baton would spin there for ever.
 */
function madeDir(dir: string): boolean {
  const missing: string[] = [];
  for (let d = dir; !existsSync(d); d = dirname(d)) {
    if (dirname(d) === d) return false;
    missing.unshift(d);
  }
  try {
    for (const d of missing) mkdirSync(d);
    return true;
  } catch {
    return false;
  }
}

const { run } = await import('./main.js');
process.exitCode = await run({ argv: process.argv.slice(2) });
// A call of the artifact client that `baton pull` gave up on (no answer in time) cannot be stopped, and its
// open socket would keep the process running: the command is done, so it ends once what it printed is out.
if (callsLeftRunning()) {
  for (const stream of [process.stdout, process.stderr]) await new Promise((done) => stream.write('', done));
  process.exit();
}
// The command is done; what still holds the process (the processes of a stopped step, given their grace
// period to end) does not make a Ctrl-C now kill it: it exits with the command's code.
process.on('SIGINT', () => process.exit());
