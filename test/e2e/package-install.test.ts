import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, REPO_ROOT } from '../support/build.js';
import { allDocs, isRelativeLink, linksOf } from '../support/docs.js';

/**
 * The npm package as a user gets it: this repository packed with `npm pack` and installed with
 * `npm install <tarball>` into a fresh project outside the repository (no node_modules above it), once for
 * every test here. dist/ is bundled by esbuild (scripts/build.mjs) and requires nothing outside itself but
 * Node; the type declarations reachable from dist/types/index.d.ts import only zod's (`zod/mini`), which is
 * why zod is the one dependency. Every library the bundles hold (the toolkit, octokit, commander, yaml,
 * handlebars, …) is a devDependency: listed as dependencies, they made an install pull ~280 packages that
 * nothing loads.
 */

const PACKAGE = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
/** What the published package may depend on: the packages its type declarations import. */
const DEPENDENCIES = ['zod'];

let root = '';
/** The user's project, with the packed baton installed. */
let app = '';

/** Run a command in the user's project; fails the test with its output when it exits non-zero. */
function sh(command: string, args: string[], cwd = app): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0)
    throw new Error(
      // The tail: an uncaught error's report starts with the minified line it was thrown from.
      `${command} ${args.join(' ')} exited ${result.status ?? result.signal}:\n${result.stdout.slice(-2000)}\n${result.stderr.slice(-2000)}`,
    );
  return result;
}

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** The installed packages by name (npm's hidden lockfile, node_modules/.package-lock.json). */
function installedPackages(): Map<string, LockEntry> {
  const lock = JSON.parse(readFileSync(join(app, 'node_modules', '.package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  return new Map(
    Object.entries(lock.packages).map(([path, entry]) => [path.replace(/^.*node_modules\//, ''), entry]),
  );
}

/** What `runHello` prints for a run that went right. */
const HELLO_RESULT = { status: 'success', finalStage: 'hello', summaries: ['hello read: Say hello to npm.'] };

/**
 * In `dir`, where baton is installed: a project with a one-stage workflow whose agent is a shell script, and
 * an ES module that runs it with `runWorkflow` imported from 'baton'; its status, final stage and summaries.
 */
function runHello(dir: string): unknown {
  const project = join(dir, 'project');
  mkdirSync(project);
  writeFileSync(
    join(project, 'hello.yml'),
    [
      'on:',
      '  workflow_dispatch:',
      '    inputs:',
      '      name: { type: string, required: true }',
      'jobs:',
      '  hello:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: baton-dev/baton@main',
      '        with:',
      '          prompt: Say hello to ${{ inputs.name }}.',
      '          run: ./agent.sh',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(project, 'agent.sh'),
    '#!/usr/bin/env bash\nset -euo pipefail\n' +
      'printf \'{"version":1,"summary":"%s read: %s"}\' "$BATON_STAGE" "$(cat "$BATON_PROMPT_PATH")" > "$BATON_HANDOFF_PATH"\n',
  );
  chmodSync(join(project, 'agent.sh'), 0o755);
  writeFileSync(
    join(dir, 'run.mjs'),
    [
      "import { runWorkflow } from 'baton';",
      "const result = await runWorkflow('hello.yml', { cwd: process.argv[2], inputs: { name: 'npm' } });",
      'const { status, finalStage, chain } = result;',
      'console.log(JSON.stringify({ status, finalStage, summaries: chain.map((link) => link.summary) }));',
      '',
    ].join('\n'),
  );
  return JSON.parse(sh(process.execPath, ['run.mjs', project], dir).stdout);
}

beforeAll(() => {
  ensureBuilt();
  root = mkdtempSync(join(tmpdir(), 'baton-package-'));
  const packed = sh('npm', ['pack', '--json', '--pack-destination', root], REPO_ROOT);
  const [{ filename }] = JSON.parse(packed.stdout) as [{ filename: string }];
  app = join(root, 'app');
  mkdirSync(app);
  writeFileSync(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'app', private: true, type: 'module' })}\n`,
  );
  // From npm's cache when it has them (npm ci of this repository filled it), else from the registry.
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', join(root, filename)]);
}, 300_000);
afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('npm install of the packed package', () => {
  // npm installs a git dependency (docs/run.md's `npm install github:baton-dev/baton#<sha>`) by first running a
  // full install of its devDependencies in a temp clone, install scripts and all, when it has one of these
  // scripts (pacote's git fetcher); dist/ is committed, so baton needs none of them.
  it('has none of the scripts that make npm prepare a git dependency with its devDependencies', () => {
    const { scripts } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const preparing = ['build', 'prepare', 'prepack', 'preinstall', 'install', 'postinstall'];
    expect(Object.keys(scripts).filter((name) => preparing.includes(name))).toEqual([]);
  });

  it('depends on zod alone, and installs nothing but baton, zod and what zod needs', () => {
    const installed = installedPackages();
    const baton = installed.get('baton');
    expect(Object.keys(baton?.dependencies ?? {}).sort()).toEqual(DEPENDENCIES);
    expect(baton?.optionalDependencies ?? {}).toEqual({});
    expect(baton?.peerDependencies ?? {}).toEqual({});
    // Every installed package is baton or reached from its dependencies.
    const reached = new Set(['baton']);
    const visit = (name: string) => {
      if (reached.has(name)) return;
      reached.add(name);
      const entry = installed.get(name) ?? {};
      for (const deps of [entry.dependencies, entry.optionalDependencies, entry.peerDependencies])
        for (const dep of Object.keys(deps ?? {})) visit(dep);
    };
    for (const dep of DEPENDENCIES) visit(dep);
    expect([...installed.keys()].sort()).toEqual([...reached].sort());
  });

  it('runs the installed `baton` command: --version, and validate of a handoff file', () => {
    expect(sh('npm', ['exec', '--no', '--', 'baton', '--version']).stdout.trim()).toBe(PACKAGE.version);
    copyFileSync(join(REPO_ROOT, 'examples', 'handoffs', 'investigate.json'), join(app, 'handoff.json'));
    const validated = sh('npm', ['exec', '--no', '--', 'baton', 'validate', 'handoff.json']);
    expect(JSON.parse(validated.stdout)).toMatchObject({
      version: 1,
      status: 'partial',
      next: { stage: 'fix' },
    });
  });

  it("runs a one-stage workflow with a shell agent through `import { runWorkflow } from 'baton'`", () => {
    expect(runHello(app)).toEqual(HELLO_RESULT);
  });

  it('needs no package at run time: the installed baton, copied where there is no other package, still runs', () => {
    // zod stays behind: the bundles hold their own copy, and only the type declarations import the package.
    const bare = join(root, 'bare');
    cpSync(join(app, 'node_modules', 'baton'), join(bare, 'node_modules', 'baton'), { recursive: true });
    writeFileSync(join(bare, 'package.json'), `${JSON.stringify({ name: 'bare', private: true })}\n`);
    const cli = join(bare, 'node_modules', 'baton', 'dist', 'cli.js');
    copyFileSync(join(REPO_ROOT, 'examples', 'handoffs', 'investigate.json'), join(bare, 'handoff.json'));
    expect(JSON.parse(sh(process.execPath, [cli, 'validate', 'handoff.json'], bare).stdout)).toMatchObject({
      version: 1,
    });
    expect(runHello(bare)).toEqual(HELLO_RESULT);
  });

  it("loads through `require('baton')` from CommonJS, on a Node that can require an ES module", () => {
    // Node 20.19 and 22.12 require an ES module without top-level await, as dist/index.js is; an `exports`
    // entry without a "default" (or "require") condition made require() fail with ERR_PACKAGE_PATH_NOT_EXPORTED.
    writeFileSync(
      join(app, 'load.cjs'),
      [
        "const { parseHandoffText, runWorkflow, UserError } = require('baton');",
        'const parsed = parseHandoffText(\'{"version":1,"summary":"done"}\');',
        "console.log(JSON.stringify({ runWorkflow: typeof runWorkflow, error: new UserError('usage', 'x') instanceof Error, kind: parsed.kind, summary: parsed.handoff?.summary }));",
        '',
      ].join('\n'),
    );
    const loaded = spawnSync(process.execPath, ['--no-warnings', 'load.cjs'], { cwd: app, encoding: 'utf8' });
    expect(loaded.stderr).toBe('');
    expect(JSON.parse(loaded.stdout)).toEqual({
      runWorkflow: 'function',
      error: true,
      kind: 'valid',
      summary: 'done',
    });
  });

  it('names the repository the documentation installs from, for its links, issues and home page', () => {
    // Most of the README's relative links resolve only on the repository's page: npm's page and
    // node_modules need these.
    const [, repo] = /npm install (?:--save-dev )?github:([\w.-]+\/[\w.-]+)#/.exec(allDocs()) ?? [];
    expect(repo).toBe('baton-dev/baton');
    const installed = JSON.parse(readFileSync(join(app, 'node_modules', 'baton', 'package.json'), 'utf8'));
    expect({ repository: installed.repository, homepage: installed.homepage, bugs: installed.bugs }).toEqual({
      repository: { type: 'git', url: `git+https://github.com/${repo}.git` },
      homepage: `https://github.com/${repo}#readme`,
      bugs: { url: `https://github.com/${repo}/issues` },
    });
  });

  it('ships the pages of docs/ the README links to, so its links work in node_modules too', () => {
    const installed = join(app, 'node_modules', 'baton');
    const pages = linksOf(readFileSync(join(installed, 'README.md'), 'utf8'))
      .filter((link) => isRelativeLink(link) && /^docs\/[^#]*\.md(#|$)/.test(link))
      .map((link) => link.split('#')[0]!);
    expect(pages).toContain('docs/actions.md');
    for (const page of pages) expect(existsSync(join(installed, page)), page).toBe(true);
  });

  it('gives the handoff JSON Schema by the package name, as docs/run.md shows', () => {
    writeFileSync(
      join(app, 'schema.mjs'),
      [
        "import schema from 'baton/schema/handoff.v1.schema.json' with { type: 'json' };",
        "import { createRequire } from 'node:module';",
        "const required = createRequire(import.meta.url)('baton/schema/handoff.v1.schema.json');",
        'console.log(JSON.stringify({ imported: schema, required }));',
        '',
      ].join('\n'),
    );
    const file = JSON.parse(readFileSync(join(REPO_ROOT, 'schema', 'handoff.v1.schema.json'), 'utf8'));
    // Imported (docs/run.md's line) and required, both the file the package ships.
    expect(JSON.parse(sh(process.execPath, ['schema.mjs']).stdout)).toEqual({
      imported: file,
      required: file,
    });
  });

  it('type-checks TypeScript files, ES module and CommonJS, that use the library’s types (skipLibCheck: false, nodenext)', () => {
    writeFileSync(
      join(app, 'check.ts'),
      [
        "import { type Handoff, parseHandoffText, type RunWorkflowOptions, type RunWorkflowResult, runWorkflow, UserError } from 'baton';",
        '',
        "const options: RunWorkflowOptions = { cwd: '.', inputs: { issue: 42 }, onEvent: (event) => console.log(event.type) };",
        "const result: RunWorkflowResult = await runWorkflow('hello.yml', options);",
        "const status: 'success' | 'failure' | 'cancelled' = result.status;",
        'const summaries: (string | null)[] = result.chain.map((link) => link.summary);',
        "const parsed = parseHandoffText('{}');",
        "const handoff: Handoff | undefined = parsed.kind === 'valid' ? parsed.handoff : undefined;",
        "const error: Error = new UserError('usage', 'x');",
        '// @ts-expect-error the declarations are real types, not `any`: a summary is text',
        'const wrong: number | null = result.chain[0]?.summary ?? 0;',
        'console.log(status, summaries, handoff, error, wrong);',
        '',
      ].join('\n'),
    );
    // A CommonJS TypeScript file, whose import is a require(): the "types" condition comes first, for it too.
    writeFileSync(
      join(app, 'check-cjs.cts'),
      [
        "import { type Handoff, parseHandoffText } from 'baton';",
        "const parsed = parseHandoffText('{}');",
        "const handoff: Handoff | undefined = parsed.kind === 'valid' ? parsed.handoff : undefined;",
        '// @ts-expect-error a summary is text',
        'const wrong: number | undefined = handoff?.summary;',
        'console.log(handoff, wrong);',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023'],
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          // Node's types (AbortSignal, console), as any Node project has them; this repository's copy.
          types: ['node'],
          typeRoots: [join(REPO_ROOT, 'node_modules', '@types')],
        },
        files: ['check.ts', 'check-cjs.cts'],
      }),
    );
    const tsc = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', app, '--listFiles'],
      { cwd: app, encoding: 'utf8' },
    );
    expect(tsc.stdout.split('\n').filter((line) => /error TS\d+/.test(line))).toEqual([]);
    expect(tsc.status).toBe(0);
    // It checked baton's declarations from the installed package, and zod's with them.
    expect(tsc.stdout).toContain(join(app, 'node_modules', 'baton', 'dist', 'types', 'index.d.ts'));
    expect(tsc.stdout).toContain(join(app, 'node_modules', 'zod'));
  });
});
