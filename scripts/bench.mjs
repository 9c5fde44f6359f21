// `npm run bench [-- [--strict] [--build] [name …]]`: runs every bench/*.bench.ts, one after another, each in
// its own process of the current node (through tsx), so one benchmark's warm JIT or heap never helps the next.
//
//   name …     only the benchmarks whose file name contains one of these words
//   --build    rebuild dist/ first (otherwise it is built only when missing)
//   --strict   exit non-zero when a figure is over its budget (a plain run only prints OVER)
//
// Each benchmark prints its figure, a baseline measured in the same run and the ratio against its budget
// (bench/support.ts). A benchmark that crashes always fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const unknown = args.filter((a) => a.startsWith('-') && a !== '--strict' && a !== '--build');
if (unknown.length > 0) {
  console.error(`bench: unknown option ${unknown.join(', ')} (known: --strict, --build)`);
  process.exit(2);
}
const strict = args.includes('--strict');
const filters = args.filter((a) => !a.startsWith('-'));

const benches = readdirSync(join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((w) => f.includes(w)))
  .sort();
if (benches.length === 0) {
  console.error(`bench: no bench/*.bench.ts matches ${filters.join(' ') || '(none exist)'}`);
  process.exit(2);
}

if (args.includes('--build') || !existsSync(join(root, 'dist', 'cli.js'))) {
  console.log('building dist/ (npm run bundle) for the benchmarks that start the CLI…');
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('using the existing dist/ (pass --build to rebuild it first)');
}

console.log(`node ${process.version}, ${benches.length} benchmark(s)${strict ? ', strict' : ''}\n`);
const failed = [];
for (const bench of benches) {
  console.log(`── ${bench}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join('bench', bench)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BATON_BENCH_STRICT: strict ? '1' : '0' },
  });
  if (run.status !== 0)
    failed.push(`${bench} (${run.status === 3 ? 'over budget' : `exit ${run.status ?? run.signal}`})`);
  console.log('');
}
if (failed.length > 0) {
  console.error(`bench: failed: ${failed.join(', ')}`);
  process.exit(1);
}
