import type { ExpressionEngine } from '../ports.js';
import type { Workflow } from './model.js';
/**
 * The secrets a workflow reads (`secrets.NAME`, `secrets['NAME']`), where GitHub lets it read them: the
 * `env:` maps, a step's `with:` and `run:`, and a call's `secrets:`. Each by its name upper-cased (GitHub
 * compares secret names without case), with where it is first read; `GITHUB_TOKEN`, which every run has,
 * is left out.
 */
export declare function secretsRead(workflow: Workflow, expressions: ExpressionEngine): Map<string, string>;
