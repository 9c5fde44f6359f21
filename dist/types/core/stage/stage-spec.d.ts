import { z } from 'zod';
import { RunFacts } from '../record.js';
import { GithubContext } from '../template/context.js';
export declare const HandoffRequirement: z.ZodEnum<{
    optional: "optional";
    required: "required";
}>;
export type HandoffRequirement = z.infer<typeof HandoffRequirement>;
export declare const OnInvalid: z.ZodEnum<{
    fail: "fail";
    warn: "warn";
}>;
export type OnInvalid = z.infer<typeof OnInvalid>;
/** The agent: a shell command (`run`) or a preset (`agent`). Null when another step runs it (prepare/capture). */
export declare const AgentSpec: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"command">;
    command: z.ZodString;
}, z.core.$strict>, z.ZodObject<{
    kind: z.ZodLiteral<"preset">;
    preset: z.ZodEnum<{
        claude: "claude";
        codex: "codex";
        gemini: "gemini";
        copilot: "copilot";
    }>;
}, z.core.$strict>], "kind">;
export type AgentSpec = z.infer<typeof AgentSpec>;
/** One stage upstream of this one (directly or not). */
export declare const UpstreamStage: z.ZodObject<{
    stage: z.ZodString;
    job: z.ZodNullable<z.ZodString>;
}, z.core.$strict>;
export type UpstreamStage = z.infer<typeof UpstreamStage>;
/**
 * Everything the stage engine needs to run one stage, whoever calls it: the GitHub action (from its inputs
 * and the runner's environment) or `baton run` (from the workflow file, with `with:` evaluated). Plain data:
 * build it with `stageSpecFromInputs`, or parse one with `StageSpec.parse`.
 */
export declare const StageSpec: z.ZodObject<{
    stage: z.ZodString;
    job: z.ZodString;
    matrix: z.ZodNullable<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    template: z.ZodNullable<z.ZodObject<{
        text: z.ZodString;
        source: z.ZodString;
    }, z.core.$strict>>;
    upstream: z.ZodArray<z.ZodObject<{
        stage: z.ZodString;
        job: z.ZodNullable<z.ZodString>;
    }, z.core.$strict>>;
    expandLineage: z.ZodBoolean;
    needs: z.ZodArray<z.ZodString>;
    handoff: z.ZodEnum<{
        optional: "optional";
        required: "required";
    }>;
    onInvalid: z.ZodEnum<{
        fail: "fail";
        warn: "warn";
    }>;
    agent: z.ZodNullable<z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"command">;
        command: z.ZodString;
    }, z.core.$strict>, z.ZodObject<{
        kind: z.ZodLiteral<"preset">;
        preset: z.ZodEnum<{
            claude: "claude";
            codex: "codex";
            gemini: "gemini";
            copilot: "copilot";
        }>;
    }, z.core.$strict>], "kind">>;
    shell: z.ZodString;
    workingDirectory: z.ZodString;
    verify: z.ZodNullable<z.ZodString>;
    attempts: z.ZodNumber;
    maxHandoffs: z.ZodNumber;
    maxPromptTokens: z.ZodNullable<z.ZodNumber>;
    retentionDays: z.ZodNullable<z.ZodNumber>;
    inputs: z.ZodRecord<z.ZodString, z.ZodString>;
    github: z.ZodObject<{
        repository: z.ZodString;
        ref: z.ZodString;
        sha: z.ZodString;
        run_id: z.ZodString;
        actor: z.ZodString;
        event_name: z.ZodString;
        event: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    }, z.core.$strip>;
    redact: z.ZodArray<z.ZodString>;
    workflowJobs: z.ZodNullable<z.ZodArray<z.ZodString>>;
    run: z.ZodObject<{
        id: z.ZodString;
        attempt: z.ZodNumber;
        workflow: z.ZodString;
        repository: z.ZodString;
        event_name: z.ZodString;
        sha: z.ZodString;
        ref: z.ZodString;
    }, z.core.$strict>;
}, z.core.$strict>;
/** See the schema's fields. */
export type StageSpec = z.infer<typeof StageSpec>;
/** What `stageSpecFromInputs` needs besides the inputs: facts the caller knows about the job and run. */
export interface StageSpecContext {
    /** Which action the inputs are for: the root (`run` or `agent` required), or one half of a split stage. */
    mode: 'stage' | 'prepare' | 'capture';
    job: string;
    matrix?: Record<string, unknown> | null;
    /** Transitive upstream stages from the workflow file; undefined when it is not available. */
    upstream?: UpstreamStage[];
    /** Job ids of the workflow; null or undefined when unknown. */
    workflowJobs?: string[] | null;
    github: GithubContext;
    run: RunFacts;
    /** workflow_dispatch inputs; the `vars` input is merged over them. */
    dispatchInputs?: Record<string, string>;
    /** Values of the job's secrets that baton can see; redacted together with the `redact` input. */
    secrets?: readonly string[];
    /** Where the `prompt` input was written, for render errors. Default: `jobs.<job> prompt`. */
    promptSource?: string;
    /** Reads a repository file for `prompt-file`; required when that input is used. */
    readFile?: (path: string) => string;
}
/**
 * Validate action-style inputs (names from INPUTS; '' means not given, as GitHub passes unset inputs) and
 * build the StageSpec. Every bad input is reported at once, each naming the input and what is allowed:
 * `on-invalid: "maybe" is not one of fail, warn`. Throws UserError `input-invalid`.
 */
export declare function stageSpecFromInputs(inputs: Readonly<Record<string, string>>, ctx: StageSpecContext): StageSpec;
/**
 * The `vars` input: a YAML (or JSON) map of names to scalar values, which become `inputs.<name>` strings.
 * Throws UserError (where `vars`) naming the offending key.
 */
export declare function parseVars(text: string): Record<string, string>;
