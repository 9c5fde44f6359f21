import { githubExpressions } from '../../src/adapters/github/expressions.js';
import type { ExpressionEngine } from '../../src/core/ports.js';

/**
 * GitHub's workflow language for tests of core: the parser that makes core's Workflow model and the
 * expression engine core takes as an argument — the very ones `baton run` and `baton lint` use
 * (src/adapters/github), not a stand-in, so a core test sees GitHub's semantics.
 */
export { parseWorkflow } from '../../src/adapters/github/workflow-parser.js';

/** The engine `buildPlan`, the executor and `lintWorkflow` are given. */
export const expressions: ExpressionEngine = githubExpressions;
