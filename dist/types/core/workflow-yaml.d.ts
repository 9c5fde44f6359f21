/**
 * A workflow file read with a plain YAML parse, as a step on GitHub reads the run's own: the run is executing
 * it, so GitHub has validated it already, and a step does not pay for loading the full workflow parser.
 * Its top mapping and its `jobs:` mapping; null when the text is not a workflow.
 */
export declare function readWorkflowYaml(text: string): {
    root: Record<string, unknown>;
    jobs: Record<string, unknown>;
} | null;
/** A YAML mapping, as the plain parse gives it. */
export declare function isMap(value: unknown): value is Record<string, unknown>;
