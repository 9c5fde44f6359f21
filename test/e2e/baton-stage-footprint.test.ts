import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { actionSuite } from '../support/action-suite.js';
import { bundles, Job, REPO_ROOT } from '../support/actions-runner.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';

/**
 * What `.github/workflows/baton-stage.yml` leaves in the caller's workspace while its stage runs, where the
 * agent and its `verify` command work: baton's action, checked out into `.baton-action/` (actions/checkout
 * refuses a path outside the workspace, and a reusable workflow cannot name its own action by an expression
 * in `uses:`). Only the files the root action loads are checked out (sparsely), git is told to ignore the
 * directory, and the job's last step removes it, whatever happened before.
 */

quietToolkitLog();
const suite = actionSuite();

interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
const workflow = parse(readFileSync(join(REPO_ROOT, '.github/workflows/baton-stage.yml'), 'utf8'));
const steps: WorkflowStep[] = workflow.jobs.stage.steps;
/** The directory the workflow checks baton's action out into, as its `uses:` step names it. */
const ACTION_DIR = '.baton-action';
const checkoutStep = steps.find((step) => step.with?.path === ACTION_DIR);
const hideStep = steps.find((step) => step.name === "Hide baton's action from git");
const removeStep = steps.find((step) => step.name === "Remove baton's action");
/** What git's info/exclude gets: the directory, anchored at the workspace root. */
const ENTRY = `/${ACTION_DIR}/`;

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});
async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `baton-footprint-${name}-`));
  dirs.push(dir);
  return dir;
}

/** git, without the machine's or the user's configuration, never finding a repository above `cwd`'s parent. */
function git(cwd: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=tester', '-c', 'user.email=tester@example.com', '-c', 'commit.gpgsign=false', ...args],
    {
      cwd,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: cwd,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        GIT_CEILING_DIRECTORIES: dirname(cwd),
      },
    },
  );
}

/** A git repository at `dir` holding `files` (path → text), committed. */
async function repository(dir: string, files: Record<string, string> = { 'README.md': 'hello\n' }) {
  await mkdir(dir, { recursive: true });
  git(dir, 'init', '-q');
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'init');
}

/**
 * The files of baton's repository that its root action reads when it runs, found from the bundle itself:
 * action.yml, its `runs.main`, every file that loads by a relative specifier — static imports
 * (`from"../action-chunks/chunk-X.js"`, `import"…"`), dynamic `import("./x.js")`, and `require("…")`
 * (under whatever name minification gave esbuild's require helper: `q("../vendor/undici.cjs")`) — again for
 * each of those, and the package.json nearest each (Node reads its `type` to load a `.js` file as a module).
 * A specifier that names no file fails: the bundle would fail too.
 */
function filesTheActionLoads(checkout: string): string[] {
  const action = parse(readFileSync(join(checkout, 'action.yml'), 'utf8')) as {
    runs: { main: string; pre?: string; post?: string };
  };
  const found = new Set<string>(['action.yml']);
  const queue = [action.runs.main, action.runs.pre, action.runs.post].filter(
    (path): path is string => path !== undefined,
  );
  const specifier = /(?:\bfrom\s*|\bimport\s*|[\w$]\(\s*)(["'])(\.{1,2}\/[^"'\s]+)\1/g;
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (found.has(file)) continue;
    const text = readFileSync(join(checkout, file), 'utf8');
    found.add(file);
    for (const match of text.matchAll(specifier)) {
      const loaded = normalize(join(dirname(file), match[2]!));
      if (!existsSync(join(checkout, loaded)))
        throw new Error(`${file} loads ${match[2]}, which is not there`);
      queue.push(loaded);
    }
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      if (existsSync(join(checkout, dir, 'package.json'))) {
        found.add(normalize(join(dir, 'package.json')));
        break;
      }
      if (dir === '.') break;
    }
  }
  return [...found].sort();
}

let baton: Promise<string> | undefined;
/**
 * A git repository holding this repository's files as they are now (tracked ones, dist/ as built): made once
 * for the file, removed after it.
 */
function batonRepository(): Promise<string> {
  baton ??= makeBatonRepository();
  return baton;
}
afterAll(async () => {
  if (baton) await rm(dirname(await baton), { recursive: true, force: true });
});

async function makeBatonRepository(): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'baton-footprint-baton-')), 'baton');
  await mkdir(dir);
  const tracked = git(REPO_ROOT, 'ls-files', '-z').split('\0').filter(Boolean);
  for (const path of tracked) {
    if (path.startsWith('dist/') || !existsSync(join(REPO_ROOT, path))) continue;
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await cp(join(REPO_ROOT, path), join(dir, path));
  }
  await cp(await bundles(), join(dir, 'dist'), { recursive: true });
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'baton');
  return dir;
}

/**
 * Check out `source` into `target` as the workflow's checkout step does: actions/checkout with
 * `sparse-checkout-cone-mode: false` sets core.sparseCheckout, appends the `sparse-checkout` lines (read as
 * core.getMultilineInput reads them) to info/sparse-checkout, then checks out the commit with --force
 * (src/git-command-manager.ts, sparseCheckoutNonConeMode and checkout).
 */
function sparseCheckout(source: string, target: string, step: WorkflowStep): void {
  expect(step.with?.['sparse-checkout-cone-mode']).toBe(false);
  const patterns = String(step.with?.['sparse-checkout'] ?? '')
    .trim()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.trim());
  git(dirname(target), 'init', '-q', target);
  git(target, 'fetch', '-q', '--depth=1', '--no-tags', source, 'HEAD');
  git(target, 'config', 'core.sparseCheckout', 'true');
  const file = join(target, git(target, 'rev-parse', '--git-path', 'info/sparse-checkout').trimEnd());
  execFileSync('mkdir', ['-p', dirname(file)]);
  execFileSync('sh', ['-c', 'printf "\\n%s\\n" "$1" >> "$2"', 'sh', patterns.join('\n'), file]);
  git(target, 'checkout', '-q', '--force', 'FETCH_HEAD');
}

/** Every file under `dir`, relative to it, its .git left out. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .filter((path) => path !== '.git' && !path.startsWith('.git/'))
    .sort();
}

/** A job of a run of its own, whose workspace is a git checkout of the caller's repository. */
async function callerJob(name: string, options: { git?: boolean } = {}): Promise<Job> {
  const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: name });
  suite.jobs.push(job);
  if (options.git !== false) await repository(job.workspace, { 'package.json': '{}\n', 'src/app.js': '1\n' });
  return job;
}

/** `git status --porcelain` of the workspace, untracked files listed one by one. */
function status(workspace: string): string {
  return git(workspace, 'status', '--porcelain', '--untracked-files=all');
}

describe('baton-stage.yml checks out baton’s action', () => {
  it('sparsely: every file the root action loads, and of baton nothing else but its action chunks', async () => {
    const source = await batonRepository();
    const loads = filesTheActionLoads(source);
    // What the stage bundle reaches: its own entry, its chunks (dynamic ones too), undici, dist's package.json.
    expect(loads).toEqual(
      expect.arrayContaining([
        'action.yml',
        'dist/package.json',
        'dist/stage/index.js',
        'dist/vendor/undici.cjs',
      ]),
    );
    expect(loads.filter((path) => path.startsWith('dist/action-chunks/artifact-'))).toHaveLength(1);

    const target = join(await tempDir('workspace'), ACTION_DIR);
    sparseCheckout(source, target, checkoutStep!);
    const present = await filesUnder(target);
    expect(loads.filter((path) => !present.includes(path))).toEqual([]);
    // Chunk names carry a hash of their contents, so the directory is checked out whole: a few of its files
    // are the other actions' only. Nothing else: no sources, tests, configs, CLI, types or other actions.
    expect(
      present.filter((path) => !loads.includes(path) && !path.startsWith('dist/action-chunks/')),
    ).toEqual([]);
    expect(present.some((path) => /^(src|test|dist\/types|dist\/chunks)\//.test(path))).toBe(false);
    expect(present).not.toContain('package.json');
    expect(present).not.toContain('dist/cli.js');
    // A `verify: npm test` finds no tests there: nothing vitest's or jest's default patterns take for one.
    expect(present.filter((path) => /(^|\/)__tests__\/|\.(test|spec)\.[cm]?[jt]sx?$/.test(path))).toEqual([]);
  });

  it('from which the root action runs a stage that stores its handoff and one that reads it', async () => {
    const source = await batonRepository();
    const investigate = await callerJob('investigate');
    const checkout = join(investigate.workspace, ACTION_DIR);
    sparseCheckout(source, checkout, checkoutStep!);
    const first = await investigate.uses(
      'stage',
      {
        stage: 'investigate',
        prompt: 'Look.',
        run: `printf '{"version":1,"summary":"found it"}' > "$BATON_HANDOFF_PATH"`,
      },
      {},
      { checkout },
    );
    expect(first.exitCode).toBe(0);
    expect(first.outputs).toMatchObject({ status: 'success', present: 'true' });

    const fix = await Job.create({ ...investigate.options, job: 'fix' });
    suite.jobs.push(fix);
    const fixCheckout = join(fix.workspace, ACTION_DIR);
    sparseCheckout(source, fixCheckout, checkoutStep!);
    const second = await fix.uses(
      'stage',
      {
        stage: 'fix',
        needs: 'investigate',
        prompt: 'Fix {{stages.investigate.summary}}.',
        run: 'cp "$BATON_PROMPT_PATH" prompt.txt',
      },
      {},
      { checkout: fixCheckout },
    );
    expect(second.exitCode).toBe(0);
    expect(second.outputs).toMatchObject({ status: 'success' });
    expect(await readFile(join(fix.workspace, 'prompt.txt'), 'utf8')).toContain('Fix found it.');
  });
});

describe('baton-stage.yml hides baton’s action from git', () => {
  it('right after checking it out, and runs the action from there', () => {
    const at = (step: WorkflowStep | undefined) => (step ? steps.indexOf(step) : -1);
    expect(checkoutStep?.uses).toMatch(/^actions\/checkout@[0-9a-f]{40}$/);
    expect(at(hideStep)).toBe(at(checkoutStep) + 1);
    expect(hideStep?.shell).toBe('bash');
    expect(steps.find((step) => step.id === 'stage')?.uses).toBe(`./${ACTION_DIR}`);
  });

  it('in the workspace repository’s info/exclude: git status shows it no more and git add -A adds none of it', async () => {
    const job = await callerJob('hide');
    await repository(join(job.workspace, ACTION_DIR), { 'action.yml': 'name: x\n' });
    await writeFile(join(job.workspace, 'notes.txt'), 'mine\n');
    expect(status(job.workspace)).toContain(`?? ${ACTION_DIR}/`);

    const hidden = await job.run(hideStep!.run!);
    expect(hidden.exitCode).toBe(0);
    expect(status(job.workspace)).toBe('?? notes.txt\n');
    git(job.workspace, 'add', '-A');
    expect(git(job.workspace, 'diff', '--cached', '--name-only')).toBe('notes.txt\n');
    const exclude = await readFile(join(job.workspace, '.git/info/exclude'), 'utf8');
    expect(exclude.split('\n').filter((line) => line === ENTRY)).toHaveLength(1);
    // Said to the step that removes it, which takes the entry out again.
    expect(hidden.outputs).toEqual({ exclude: '.git/info/exclude' });
  });

  it('adds the entry once, on a line of its own, after the lines already there', async () => {
    const job = await callerJob('again');
    const exclude = join(job.workspace, '.git/info/exclude');
    await writeFile(exclude, '# mine\n*.log'); // no newline at its end
    expect((await job.run(hideStep!.run!)).exitCode).toBe(0);
    const again = await job.run(hideStep!.run!);
    expect(again.exitCode).toBe(0);
    expect(again.outputs).toEqual({});
    expect(await readFile(exclude, 'utf8')).toBe(`# mine\n*.log\n${ENTRY}\n`);
  });

  it('makes the file when the repository has none', async () => {
    const job = await callerJob('none');
    await rm(join(job.workspace, '.git/info'), { recursive: true, force: true });
    expect((await job.run(hideStep!.run!)).exitCode).toBe(0);
    expect(await readFile(join(job.workspace, '.git/info/exclude'), 'utf8')).toBe(`${ENTRY}\n`);
  });

  it('does nothing, and succeeds, when the workspace is not a git repository or not the top of one', async () => {
    const plain = await callerJob('plain', { git: false });
    const result = await plain.run(hideStep!.run!, { GIT_CEILING_DIRECTORIES: dirname(plain.workspace) });
    expect(result.exitCode).toBe(0);
    expect(result.outputs).toEqual({});
    expect(existsSync(join(plain.workspace, '.git'))).toBe(false);

    // A workspace inside some other repository: that repository's exclude is not the workspace's to edit.
    const outer = await tempDir('outer');
    await repository(outer);
    const inner = await Job.create({
      ...plain.options,
      job: 'inner',
      workspace: join(outer, 'workspace'),
    });
    suite.jobs.push(inner);
    const before = await readFile(join(outer, '.git/info/exclude'), 'utf8').catch(() => '');
    const nested = await inner.run(hideStep!.run!);
    expect(nested.exitCode).toBe(0);
    expect(await readFile(join(outer, '.git/info/exclude'), 'utf8').catch(() => '')).toBe(before);
  });
});

describe('baton-stage.yml removes baton’s action', () => {
  it('in its last step, which runs whatever happened before it', () => {
    expect(removeStep).toBeDefined();
    expect(steps.at(-1)).toBe(removeStep);
    expect(removeStep?.if).toBe('always()');
    expect(removeStep?.shell).toBe('bash');
    // The entry to take out again is the one the hiding step added, which says where.
    expect(hideStep?.id).toBeDefined();
    expect(Object.values(removeStep?.env ?? {})).toEqual([`\${{ steps.${hideStep?.id}.outputs.exclude }}`]);
  });

  /** The env the removing step gets from the hiding step's outputs. */
  const removeEnv = (outputs: Record<string, string>) =>
    Object.fromEntries(Object.keys(removeStep?.env ?? {}).map((name) => [name, outputs.exclude ?? '']));

  it('deletes the directory and the exclude entry the hiding step added, and nothing else', async () => {
    const job = await callerJob('remove');
    await repository(join(job.workspace, ACTION_DIR), { 'action.yml': 'name: x\n', 'dist/a.js': '1\n' });
    const exclude = join(job.workspace, '.git/info/exclude');
    await writeFile(exclude, '# mine\n*.log\n');
    const hidden = await job.run(hideStep!.run!);
    // What the agent may have done meanwhile: its own ignores.
    await appendFile(exclude, 'tmp/\n');

    const removed = await job.run(removeStep!.run!, removeEnv(hidden.outputs));
    expect(removed.exitCode).toBe(0);
    expect(existsSync(join(job.workspace, ACTION_DIR))).toBe(false);
    expect(await readFile(exclude, 'utf8')).toBe('# mine\n*.log\ntmp/\n');
    expect(status(job.workspace)).toBe('');
  });

  it('leaves an entry it did not add, and succeeds when there is nothing to remove', async () => {
    const job = await callerJob('leave');
    const exclude = join(job.workspace, '.git/info/exclude');
    await writeFile(exclude, `${ENTRY}\n`);
    const hidden = await job.run(hideStep!.run!);
    expect(hidden.outputs).toEqual({});
    // The checkout failed before it made the directory.
    const removed = await job.run(removeStep!.run!, removeEnv(hidden.outputs));
    expect(removed.exitCode).toBe(0);
    expect(await readFile(exclude, 'utf8')).toBe(`${ENTRY}\n`);

    const plain = await callerJob('plain-remove', { git: false });
    await mkdir(join(plain.workspace, ACTION_DIR, 'dist'), { recursive: true });
    const done = await plain.run(removeStep!.run!, removeEnv({}));
    expect(done.exitCode).toBe(0);
    expect(existsSync(join(plain.workspace, ACTION_DIR))).toBe(false);
  });
});
