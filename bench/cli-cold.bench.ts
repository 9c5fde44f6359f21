// A cold `baton validate` of a small handoff, as a user runs it (`node dist/cli.js`), against a bare
// `node -e 0` (DESIGN §9: ≤ 2×). It shows whether the CLI loads only what the command needs.
import { join } from 'node:path';
import { cliPath, compareCold, REPO_ROOT, report } from './support.js';

const handoff = join(REPO_ROOT, 'examples', 'handoffs', 'investigate.json');
const result = compareCold({ subject: { args: [cliPath(), 'validate', handoff] } });
report({
  name: 'baton validate, cold process',
  subject: 'node dist/cli.js validate examples/handoffs/investigate.json',
  baseline: 'node -e 0',
  budget: { ratio: 2 },
  ...result,
});
