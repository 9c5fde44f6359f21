// A cold `baton validate` of a small handoff, as a user runs it (`node dist/cli.js`), against a bare
// `node -e 0` (DESIGN §9: ≤ 2×). It shows whether the CLI loads only what the command needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cliPath, compareCold, REPO_ROOT, report } from './support.js';

const handoff = join(REPO_ROOT, 'examples', 'handoffs', 'investigate.json');
const validate = [cliPath(), 'validate', handoff];

report({
  name: 'baton validate, cold process',
  subject: 'node dist/cli.js validate examples/handoffs/investigate.json',
  baseline: 'node -e 0',
  budget: { ratio: 2 },
  ...compareCold({ subject: { args: validate } }),
});

// Most of the cost above is compiling and first-running zod's code. Node >= 22.1 can keep compiled code
// on disk between runs (module.enableCompileCache(), or NODE_COMPILE_CACHE): this figure shows what that
// would give a user who runs baton more than once. Node 20 ignores the variable.
const cache = mkdtempSync(join(tmpdir(), 'baton-bench-compile-cache-'));
try {
  report({
    name: 'baton validate, cold process, with a warm compile cache (for information)',
    subject: 'NODE_COMPILE_CACHE=<dir> node dist/cli.js validate …',
    baseline: 'node -e 0',
    budget: {},
    ...compareCold({ subject: { args: validate, env: { ...process.env, NODE_COMPILE_CACHE: cache } } }),
  });
} finally {
  rmSync(cache, { recursive: true, force: true });
}

report({
  name: 'baton --version, cold process (the command framework alone, for information)',
  subject: 'node dist/cli.js --version',
  baseline: 'node -e 0',
  budget: {},
  ...compareCold({ subject: { args: [cliPath(), '--version'] } }),
});
