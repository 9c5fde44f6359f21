// A cold `baton validate` of a small handoff, as a user runs it (`node dist/cli.js`), against a bare
// `node -e 0` (DESIGN §9: ≤ 2×). It shows whether the CLI loads only what the command needs.
//
// "Cold" is a new process each time. The CLI keeps V8's compiled code between runs (src/cli/index.ts,
// Node >= 22.1), so what a user meets is a new process with that cache warm from an earlier command: the
// budgeted figure. Here the cache is a private directory (NODE_COMPILE_CACHE), warmed by the warm-up runs.
// The very first command on a machine compiles everything: shown for information.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliPath, compareCold, REPO_ROOT, report } from './support.js';

const handoff = join(REPO_ROOT, 'examples', 'handoffs', 'investigate.json');
const validate = [cliPath(), 'validate', handoff];

const cache = mkdtempSync(join(tmpdir(), 'baton-bench-compile-cache-'));
try {
  report({
    name: 'baton validate, cold process (as a user runs it: compile cache kept from an earlier command)',
    subject: 'node dist/cli.js validate examples/handoffs/investigate.json',
    baseline: 'node -e 0',
    budget: { ratio: 2 },
    ...compareCold({ subject: { args: validate, env: { ...process.env, NODE_COMPILE_CACHE: cache } } }),
  });
} finally {
  rmSync(cache, { recursive: true, force: true });
}

report({
  name: 'baton validate, first run on a machine (no compile cache, for information)',
  subject: 'NODE_DISABLE_COMPILE_CACHE=1 node dist/cli.js validate …',
  baseline: 'node -e 0',
  budget: {},
  ...compareCold({ subject: { args: validate, env: { ...process.env, NODE_DISABLE_COMPILE_CACHE: '1' } } }),
});

report({
  name: 'baton --version, cold process (the command framework alone, for information)',
  subject: 'node dist/cli.js --version',
  baseline: 'node -e 0',
  budget: {},
  ...compareCold({ subject: { args: [cliPath(), '--version'] } }),
});
