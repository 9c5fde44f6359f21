import type { LintContext } from '../context.js';
import { type LintFinding } from '../finding.js';
/**
 * A matrix written out in full that GitHub refuses (an `exclude` key no vector has, an empty vector or
 * entry, more than 256 legs): `workflow-invalid`, at the place `baton run`'s plan names. A matrix built by
 * an expression is known only when the run expands it.
 */
export declare function checkMatrices({ workflow, file, expressions }: LintContext): LintFinding[];
