import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import { basename, delimiter, dirname, isAbsolute, join, relative } from 'node:path';

/**
 * The command a hint names to run this baton again (`look next: <cli> history <run>`), one the user can
 * paste in the directory baton was started in: `baton` when that is what the shell finds on its PATH and
 * it is this very baton, else its path as started (`./node_modules/.bin/baton`, `node dist/cli.js`, an
 * absolute path outside that directory). Never `npx baton`: the npm package named `baton` is another
 * program, which npx fetches and runs wherever this baton is not installed (`npx github:…` ran this one).
 *
 * `script` is the file Node was started with (`process.argv[1]`); without it (a command run in process),
 * `baton`. Started through npm (`npx`, `npm run`), the `node_modules/.bin` directories npm put first on PATH
 * are not the shell's: a `baton` found there only is named by its path.
 */
export function invokedAs(script: string | undefined, env: NodeJS.ProcessEnv, cwd: string): string {
  if (script === undefined || script === '') return 'baton';
  const npm = Boolean(env.npm_lifecycle_event || env.npm_command);
  const found = (env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !(npm && addedByNpm(dir)))
    .map((dir) => join(dir, 'baton'))
    .find(executable);
  if (found !== undefined && sameFile(found, script)) return 'baton';
  const shown = relative(cwd, script);
  const path = shown !== '' && !shown.startsWith('..') && !isAbsolute(shown) ? shown : script;
  // A bin (a link to baton's cli.js, or a copy of it) runs as a program; the script itself through node.
  return basename(script) === 'baton'
    ? shellWord(path === shown ? `./${path}` : path)
    : `node ${shellWord(path)}`;
}

/** A directory npm's scripts and `npx` put first on PATH: a `node_modules/.bin`, or npm's node-gyp-bin. */
function addedByNpm(dir: string): boolean {
  const clean = dir.replace(/[\\/]+$/, '');
  return (
    (basename(clean) === '.bin' && basename(dirname(clean)) === 'node_modules') ||
    basename(clean) === 'node-gyp-bin'
  );
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function sameFile(a: string, b: string): boolean {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return false;
  }
}

/** `path` as one shell word: as it is when it holds nothing the shell reads, else single-quoted. */
function shellWord(path: string): string {
  return /^[\w./@%+=:,-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}
