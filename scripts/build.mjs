// Bundles every entry point into dist/ (ESM), then emits the library's type declarations.
// The output must be deterministic: CI rebuilds and fails when dist/ differs from what is committed.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import * as esbuild from 'esbuild';

// Several toolkit dependencies are CommonJS and call require(); give ESM bundles a real one.
const banner = {
  js: "import { createRequire as __batonCreateRequire } from 'node:module'; const require = __batonCreateRequire(import.meta.url);",
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
  logLevel: 'warning',
};

rmSync('dist', { recursive: true, force: true });

// The CLI and the library share chunks; commands load their code lazily so a cold `baton validate`
// never loads the artifact client or octokit.
await esbuild.build({
  ...common,
  entryPoints: { cli: 'src/cli/index.ts', index: 'src/index.ts' },
  outdir: 'dist',
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
  outdir: 'dist',
  chunkNames: 'action-chunks/[name]-[hash]',
});

execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
  stdio: 'inherit',
});
