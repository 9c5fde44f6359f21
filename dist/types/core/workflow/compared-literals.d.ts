import type { ExpressionEngine } from '../ports.js';
import type { Workflow } from './model.js';
/**
 * The first text a job's or step's `if:` compares a context path with (`github.event.label.name ==
 * 'agent'` gives `agent` for `['github', 'event', 'label', 'name']`), or undefined: what a default payload
 * can hold so that the workflow's own gate lets it through.
 */
export declare function comparedLiteral(workflow: Workflow, expressions: ExpressionEngine, path: readonly string[]): string | undefined;
