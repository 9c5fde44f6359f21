// Bundles every entry point into dist/ (ESM), then emits the library's type declarations.
// The output must be deterministic: CI rebuilds and fails when dist/ differs from what is committed.
// It is built in a temp dir and swapped in at the end, so a process reading dist/ (a test, a bench)
// never sees it half-written.
// Importing this file builds nothing: it gives the builds' options (bundleBuilds), for a test to read what
// they bundle.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { bundledPackageDirs, NOTICES_FILE, noticesText } from './third-party-notices.mjs';

/** The repository: every build's working directory, whatever the process's is. */
export const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));

const out = `dist.tmp-${process.pid}`;
const old = `dist.old-${process.pid}`;

// Several toolkit dependencies are CommonJS and call require(); give ESM bundles a real one.
const banner = {
  js: "import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);",
};

// Handlebars' compiler requires `source-map` only to emit source maps, which baton never asks for; when it
// is absent the compiler uses its own minimal SourceNode. Leaving it out keeps ~100 KB out of every bundle
// that renders prompts.
const withoutSourceMap = {
  name: 'without-source-map',
  setup(build) {
    build.onResolve({ filter: /^source-map$/ }, () => ({ path: 'source-map', namespace: 'empty' }));
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'module.exports = {};' }));
  },
};

// zod re-exports every locale as a namespace (`z.locales`): any use of zod's namespace as a value keeps all
// of them in the bundle (about 260 KB). baton only ever uses the English messages (src/core/zod.ts installs
// them). Its schemas reach zod by property access, which esbuild already tree-shakes; this keeps it so.
const onlyEnglishZodLocales = {
  name: 'only-english-zod-locales',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes(`${'node_modules'}/zod/`)
        ? { path: args.path, namespace: 'zod-locales', pluginData: args.resolveDir }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'zod-locales' }, (args) => ({
      contents: "export { default as en } from './en.js';",
      resolveDir: `${args.pluginData}/../locales`,
    }));
  },
};

/**
 * The source of `var <binding>`: a stand-in for `require(specifier)` that requires it on first property read,
 * call or `new`, and answers each as the module would.
 */
function standIn(binding, specifier) {
  return (
    `var ${binding} = (() => { let m; const get = () => (m ??= require('${specifier}')); ` +
    'return new Proxy(function () {}, { get: (_, key) => get()[key], ' +
    'apply: (_, self, args) => Reflect.apply(get(), self, args), construct: (_, args) => Reflect.construct(get(), args) }); })();'
  );
}

/**
 * Throws unless every use of `binding` in `text` (a stand-in for something required on first use) calls it
 * (`x(`, `new x(`) or, when `reads`, reads a property of it (`x.y`). A stand-in answers those as the real
 * thing would; `typeof`, `in`, spreading or passing it along might not.
 */
function checkStandInUses(text, binding, where, { reads }) {
  // Comments are not uses (a rough cut: `//` inside a string may hide a use, never invent one).
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"\\])\/\/.*$/gm, '$1');
  for (const match of code.matchAll(new RegExp(`(?<![\\w$.'"])${binding}(?![\\w$'"])`, 'g'))) {
    const before = code.slice(Math.max(0, match.index - 6), match.index);
    const after = code[match.index + binding.length];
    const declaration = /(?:var|const|let|function) $/.test(before);
    if (!declaration && after !== '(' && !(reads && after === '.'))
      throw new Error(
        `${where} uses ${binding} other than by ${reads ? 'reading from it or ' : ''}calling it (scripts/build.mjs)`,
      );
  }
}

// @actions/http-client and @actions/github import undici (about 415 KB) at their top, for a proxy agent and a
// fetch that run only when a request through them is made (octokit's, or any behind a proxy). Reading,
// compiling and evaluating undici when a step starts costs it about 45 ms, more than all of baton's own code.
// So undici is bundled on its own, into dist/vendor/undici.cjs, and each `import { X } from 'undici'` in those
// files becomes a function that requires it on first use (in their CommonJS builds, `require("undici")`
// becomes a stand-in that does). The build fails on any other form of import, on a use of an import other
// than calling it or `new` (a function in its place could not stand in for it), when one of those files
// resolves a copy of undici other than the one bundled, and when the action build writes a file anywhere
// but one directory below dist/, where `../vendor/` finds it. undici installs its global dispatcher only if
// none is installed: nothing in a step uses Node's own fetch before octokit, so it is still undici's.
const UNDICI = '../vendor/undici.cjs';
const TOP_UNDICI = createRequire(import.meta.url).resolve('undici');
const undiciOnFirstUse = {
  name: 'undici-on-first-use',
  setup(build) {
    build.onResolve({ filter: /^baton-vendor:undici$/ }, () => ({ path: UNDICI, external: true }));
    build.onLoad(
      { filter: /[\\/]node_modules[\\/]@actions[\\/](?:http-client|github)[\\/].*\.js$/ },
      async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!/['"]undici['"]/.test(text)) return undefined;
        const names = [];
        const cjsBindings = [];
        const contents = text
          .replace(/^import \{([^}]+)\} from 'undici';$/gm, (_, list) =>
            list
              .split(',')
              .map((spec) => spec.trim())
              .filter(Boolean)
              .map((spec) => {
                const [imported, local = imported] = spec.split(/\s+as\s+/);
                names.push(local);
                return `function ${local}(...args) { const f = require('baton-vendor:undici').${imported}; return new.target ? new f(...args) : f(...args); }`;
              })
              .join('\n'),
          )
          .replace(/^const (\w+) = require\("undici"\);$/gm, (_, local) => {
            cjsBindings.push(local);
            return standIn(local, 'baton-vendor:undici');
          });
        const where = relative(process.cwd(), args.path);
        if (/['"]undici['"]/.test(contents))
          throw new Error(
            `${where} imports undici in a form undici-on-first-use does not handle (scripts/build.mjs)`,
          );
        for (const name of names) checkStandInUses(contents, name, where, { reads: false });
        for (const name of cjsBindings) checkStandInUses(contents, name, where, { reads: true });
        // One undici, the one bundled into dist/vendor/: a file that found another copy would get this one.
        if (createRequire(args.path).resolve('undici') !== TOP_UNDICI)
          throw new Error(`${where} resolves another copy of undici than ${TOP_UNDICI} (scripts/build.mjs)`);
        return { contents, loader: 'js', resolveDir: dirname(args.path) };
      },
    );
  },
};

// node:fs and node:crypto are required, not imported: importing a Node module as ESM makes Node build its ESM
// facade, which reads every export, lazy ones included. `import { readFileSync } from 'node:fs'` loads
// fs/promises, readline and the stream modules (about 2 ms of a cold `baton validate`, whose budget is one
// bare node start); node:crypto's facade loads WebCrypto. Such an import becomes a small module that
// requires it through the banner's `require`. Other Node modules stay imported: their facades are cheap,
// and a module of their own would cost more than it saves. `import()` of any is left as it is.
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(build) {
    build.onResolve({ filter: /^(?:node:)?(?:fs|crypto)$/ }, (args) =>
      args.kind === 'import-statement' ? { path: args.path, namespace: 'builtin' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

// Modules that dependencies require at their top for features baton never uses, required on first use
// instead: loading them costs a cold command or step time its budget (DESIGN §9) does not have. Each line
// below becomes a stand-in that requires the module when it is first called, constructed or read from.
// The build fails when a dependency no longer has the line, so an upgrade cannot quietly load them again.
const ON_FIRST_USE = [
  // commander: executable subcommands (child_process with net, dgram and the streams), which baton has none of.
  { file: 'commander/lib/command.js', line: "const childProcess = require('node:child_process');" },
  // archiver: Archiver#directory and #glob (readdir-glob, minimatch), which the artifact client never calls:
  // it appends each file itself.
  { file: 'archiver/lib/core.js', line: "var glob = require('readdir-glob');" },
  // archiver-utils: file.expand's glob (glob, minimatch, path-scurry, lru-cache), for archiver's globbing too.
  { file: 'archiver-utils/file.js', line: "var glob = require('glob');" },
];
/** The ON_FIRST_USE files the builds met: all of them, or a dependency moved one (checked after the builds). */
const appliedOnFirstUse = new Set();
const requiredOnFirstUse = {
  name: 'required-on-first-use',
  setup(build) {
    for (const { file, line } of ON_FIRST_USE) {
      const [, binding, specifier] = /^(?:var|const) (\w+) = require\('([^']+)'\);$/.exec(line);
      const filter = new RegExp(
        `[\\\\/]node_modules[\\\\/]${file.replaceAll('/', '[\\\\/]').replaceAll('.', '\\.')}$`,
      );
      build.onLoad({ filter }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes(line))
          throw new Error(
            `${relative(process.cwd(), args.path)} no longer has \`${line}\` (scripts/build.mjs: ON_FIRST_USE)`,
          );
        checkStandInUses(text, binding, relative(process.cwd(), args.path), { reads: true });
        appliedOnFirstUse.add(file);
        return {
          contents: text.replace(line, standIn(binding, specifier)),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    }
  },
};

/**
 * `../vendor/undici.cjs` is required relative to the file that holds esbuild's `require` helper, a file the
 * action build wrote: every file it wrote must be one directory below dist/, and some must require it.
 */
/**
 * The banner's `require` (a createRequire call, run when the file loads) left out of every ES module file
 * that never names `require`: most chunks do not, and a cold `baton validate` loads a dozen of them.
 */
function dropUnusedRequire(dir) {
  const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.js'));
  for (const file of files) {
    const path = join(dir, String(file));
    const text = readFileSync(path, 'utf8');
    const line = `${banner.js}\n`;
    const at = text.indexOf(line);
    // The banner is the first line, or the second after a shebang; the rest is the bundle's own code.
    if (at < 0 || at > text.indexOf('\n') + 1) continue;
    const rest = text.slice(at + line.length);
    if (!/\brequire\b/.test(rest)) writeFileSync(path, text.slice(0, at) + rest);
  }
}

function checkUndiciRequirers(dir, metafile) {
  const outputs = Object.entries(metafile.outputs);
  const misplaced = outputs.map(([f]) => relative(dir, f)).filter((f) => f.split(sep).length !== 2);
  const requirers = outputs.filter(([, output]) => output.imports.some((i) => i.path === UNDICI));
  if (requirers.length === 0 || misplaced.length > 0)
    throw new Error(
      `undici-on-first-use: ${requirers.length === 0 ? 'no bundle requires' : `${misplaced.join(', ')} cannot reach`} ${UNDICI} (scripts/build.mjs)`,
    );
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The CLI and library run on the user's Node (>= 20.3, package.json's engines); actions run on GitHub's node24.
  target: 'node20',
  minify: true,
  // Lines of about this length, not one line a chunk: Node prints the line that threw an error nobody caught
  // (a library caller's) before the error, and a whole minified chunk is tens of kilobytes of it.
  lineLimit: 120,
  // The bundled packages' notices are in dist/THIRD-PARTY-NOTICES.txt (scripts/third-party-notices.mjs), whole
  // and once, not as the comments each file happens to keep.
  legalComments: 'none',
  absWorkingDir: ROOT,
  metafile: true,
  splitting: true,
  banner,
  plugins: [withoutSourceMap, onlyEnglishZodLocales, undiciOnFirstUse, requiredOnFirstUse, builtinsByRequire],
  logLevel: 'warning',
};

/**
 * The esbuild options of dist/'s bundles, written to `outdir` (relative to ROOT): the CLI and the library, the
 * actions, and undici for the actions.
 */
export function bundleBuilds(outdir) {
  return {
    // The CLI and the library share chunks; commands load their code lazily so a cold `baton validate`
    // never loads the artifact client or octokit.
    library: {
      ...common,
      entryPoints: { cli: 'src/cli/index.ts', index: 'src/index.ts' },
      outdir,
      chunkNames: 'chunks/[name]-[hash]',
    },
    // Each action is its own entry: a step loads only what it needs.
    actions: {
      ...common,
      target: 'node24',
      entryPoints: {
        'stage/index': 'src/action/stage/index.ts',
        'prepare/index': 'src/action/prepare/index.ts',
        'capture/index': 'src/action/capture/index.ts',
        'report/index': 'src/action/report/index.ts',
      },
      outdir,
      chunkNames: 'action-chunks/[name]-[hash]',
    },
    // undici, which the actions' HTTP code requires on first use (undici-on-first-use, above).
    undici: {
      ...common,
      entryPoints: ['undici'],
      outfile: `${outdir}/vendor/undici.cjs`,
      format: 'cjs',
      splitting: false,
      banner: {},
      plugins: [],
    },
  };
}

async function build() {
  const builds = bundleBuilds(out);
  const libraryBuild = await esbuild.build(builds.library);
  const actionBuild = await esbuild.build(builds.actions);
  const undiciBuild = await esbuild.build(builds.undici);
  checkUndiciRequirers(out, actionBuild.metafile);
  const unmet = ON_FIRST_USE.filter(({ file }) => !appliedOnFirstUse.has(file)).map(({ file }) => file);
  if (unmet.length > 0)
    throw new Error(`ON_FIRST_USE: no bundle has ${unmet.join(', ')} any more (scripts/build.mjs)`);

  dropUnusedRequire(out);

  writeFileSync(
    `${out}/${NOTICES_FILE}`,
    noticesText(
      ROOT,
      bundledPackageDirs([libraryBuild.metafile, actionBuild.metafile, undiciBuild.metafile]),
    ),
  );

  // dist/ says its own .js files are ES modules. Without a package.json saying so above a copy of dist/ (the
  // tests' and benchmarks' private copies, or any vendored one), Node reads each file's whole text to guess
  // its format before compiling it: a few ms for the artifact client's megabyte of bundle.
  writeFileSync(`${out}/package.json`, `${JSON.stringify({ type: 'module' }, null, 2)}\n`);

  execFileSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', `${out}/types`],
    { stdio: 'inherit' },
  );
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.chdir(ROOT);
  try {
    await build();
    try {
      renameSync('dist', old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    renameSync(out, 'dist');
    rmSync(old, { recursive: true, force: true });
  } catch (error) {
    rmSync(out, { recursive: true, force: true });
    throw error;
  }
}
