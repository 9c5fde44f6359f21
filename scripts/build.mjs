// Bundles every entry point into dist/ (ESM), then emits the library's type declarations.
// The output must be deterministic: CI rebuilds and fails when dist/ differs from what is committed.
// It is built in a temp dir and swapped in at the end, so a process reading dist/ (a test, a bench)
// never sees it half-written.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

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

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // The CLI and library run on the user's Node (>= 20); actions run on GitHub's node24.
  target: 'node20',
  minify: true,
  legalComments: 'none',
  splitting: true,
  banner,
  plugins: [withoutSourceMap, onlyEnglishZodLocales],
  logLevel: 'warning',
};

try {
  // The CLI and the library share chunks; commands load their code lazily so a cold `baton validate`
  // never loads the artifact client or octokit.
  await esbuild.build({
    ...common,
    entryPoints: { cli: 'src/cli/index.ts', index: 'src/index.ts' },
    outdir: out,
    chunkNames: 'chunks/[name]-[hash]',
  });

  // Each action is its own entry: a step loads only what it needs.
  const actions = {
    'stage/index': 'src/action/stage/index.ts',
    'prepare/index': 'src/action/prepare/index.ts',
    'capture/index': 'src/action/capture/index.ts',
    'report/index': 'src/action/report/index.ts',
  };
  await esbuild.build({
    ...common,
    target: 'node24',
    entryPoints: actions,
    outdir: out,
    chunkNames: 'action-chunks/[name]-[hash]',
  });

  execFileSync(
    process.execPath,
    ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json', '--outDir', `${out}/types`],
    { stdio: 'inherit' },
  );

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
