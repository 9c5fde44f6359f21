import { DataSchema } from '../data-schema.js';
import { RunFacts } from '../record.js';
import { GithubContext } from '../template/context.js';
import { type NeedsInputFacts } from '../workflow/needs-input.js';
import * as z from '../zod.js';
import type { PreparedStage } from './prepared-stage.js';
export declare const HandoffRequirement: z.ZodMiniEnum<{
    optional: "optional";
    required: "required";
}>;
export type HandoffRequirement = z.infer<typeof HandoffRequirement>;
export declare const OnInvalid: z.ZodMiniEnum<{
    fail: "fail";
    warn: "warn";
}>;
export type OnInvalid = z.infer<typeof OnInvalid>;
/** The agent: a shell command (`run`) or a preset (`agent`). Null when another step runs it (prepare/capture). */
export declare const AgentSpec: z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
    kind: z.ZodMiniLiteral<"command">;
    command: z.ZodMiniString<string>;
}, z.core.$strict>, z.ZodMiniObject<{
    kind: z.ZodMiniLiteral<"preset">;
    preset: z.ZodMiniEnum<{
        claude: "claude";
        codex: "codex";
        gemini: "gemini";
        copilot: "copilot";
    }>;
}, z.core.$strict>], "kind">;
export type AgentSpec = z.infer<typeof AgentSpec>;
/** One stage upstream of this one (directly or not). */
export declare const UpstreamStage: z.ZodMiniObject<{
    stage: z.ZodMiniString<string>;
    job: z.ZodMiniNullable<z.ZodMiniString<string>>;
    matrix: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    open: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
    place: z.ZodMiniOptional<z.ZodMiniReadonly<z.ZodMiniArray<z.ZodMiniNumber<number>>>>;
}, z.core.$strict>;
export type UpstreamStage = z.infer<typeof UpstreamStage>;
/**
 * Everything the stage engine needs to run one stage, whoever calls it: the GitHub action (from its inputs
 * and the runner's environment) or `baton run` (from the workflow file, with `with:` evaluated). Plain data:
 * build it with `stageSpecFromInputs`, or parse one with `StageSpec.parse`.
 */
export declare const StageSpec: z.ZodMiniObject<{
    stage: z.ZodMiniString<string>;
    job: z.ZodMiniString<string>;
    matrix: z.ZodMiniNullable<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
    template: z.ZodMiniNullable<z.ZodMiniObject<{
        text: z.ZodMiniString<string>;
        source: z.ZodMiniString<string>;
        namesFile: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    upstream: z.ZodMiniArray<z.ZodMiniObject<{
        stage: z.ZodMiniString<string>;
        job: z.ZodMiniNullable<z.ZodMiniString<string>>;
        matrix: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>>;
        open: z.ZodMiniOptional<z.ZodMiniLiteral<true>>;
        place: z.ZodMiniOptional<z.ZodMiniReadonly<z.ZodMiniArray<z.ZodMiniNumber<number>>>>;
    }, z.core.$strict>>;
    expandLineage: z.ZodMiniBoolean<boolean>;
    needs: z.ZodMiniArray<z.ZodMiniString<string>>;
    handoff: z.ZodMiniEnum<{
        optional: "optional";
        required: "required";
    }>;
    onInvalid: z.ZodMiniEnum<{
        fail: "fail";
        warn: "warn";
    }>;
    dataSchema: z.ZodMiniOptional<z.ZodMiniObject<{
        properties: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniObject<{
            enum: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
            pattern: z.ZodMiniOptional<z.ZodMiniString<string>>;
            minLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            maxLength: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
            description: z.ZodMiniOptional<z.ZodMiniString<string>>;
            title: z.ZodMiniOptional<z.ZodMiniString<string>>;
        }, z.core.$strict>>;
        required: z.ZodMiniArray<z.ZodMiniString<string>>;
        additionalProperties: z.ZodMiniBoolean<boolean>;
        description: z.ZodMiniOptional<z.ZodMiniString<string>>;
    }, z.core.$strict>>;
    agent: z.ZodMiniNullable<z.ZodMiniDiscriminatedUnion<[z.ZodMiniObject<{
        kind: z.ZodMiniLiteral<"command">;
        command: z.ZodMiniString<string>;
    }, z.core.$strict>, z.ZodMiniObject<{
        kind: z.ZodMiniLiteral<"preset">;
        preset: z.ZodMiniEnum<{
            claude: "claude";
            codex: "codex";
            gemini: "gemini";
            copilot: "copilot";
        }>;
    }, z.core.$strict>], "kind">>;
    shell: z.ZodMiniString<string>;
    workingDirectory: z.ZodMiniString<string>;
    verify: z.ZodMiniNullable<z.ZodMiniString<string>>;
    attempts: z.ZodMiniNumber<number>;
    maxHandoffs: z.ZodMiniNumber<number>;
    parentRun: z.ZodMiniNullable<z.ZodMiniString<string>>;
    maxPromptTokens: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    retentionDays: z.ZodMiniNullable<z.ZodMiniNumber<number>>;
    inputs: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniString<string>>;
    github: z.ZodMiniObject<{
        repository: z.ZodMiniString<string>;
        ref: z.ZodMiniString<string>;
        sha: z.ZodMiniString<string>;
        run_id: z.ZodMiniString<string>;
        actor: z.ZodMiniString<string>;
        event_name: z.ZodMiniString<string>;
        event: z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>;
    }, z.core.$strip>;
    redact: z.ZodMiniArray<z.ZodMiniString<string>>;
    workflowJobs: z.ZodMiniNullable<z.ZodMiniArray<z.ZodMiniString<string>>>;
    workflowUnread: z.ZodMiniOptional<z.ZodMiniString<string>>;
    madeEvent: z.ZodMiniOptional<z.ZodMiniString<string>>;
    madeEventRun: z.ZodMiniOptional<z.ZodMiniString<string>>;
    trustCheckout: z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>;
    run: z.ZodMiniObject<{
        id: z.ZodMiniString<string>;
        attempt: z.ZodMiniNumber<number>;
        workflow: z.ZodMiniString<string>;
        repository: z.ZodMiniString<string>;
        event_name: z.ZodMiniString<string>;
        sha: z.ZodMiniString<string>;
        ref: z.ZodMiniString<string>;
    }, z.core.$strict>;
}, z.core.$strict>;
/** See the schema's fields. */
export type StageSpec = z.infer<typeof StageSpec>;
/** What `stageSpecFromInputs` needs besides the inputs: facts the caller knows about the job and run. */
export interface StageSpecContext {
    /** Which action the inputs are for: the root (`run` or `agent` required), or one half of a split stage. */
    mode: 'stage' | 'prepare' | 'capture';
    /** The job as the run names it (`analyze/scan` for a called workflow's job): the record's `job`. */
    job: string;
    /**
     * The id a default stage id starts from, when not `job`: a called workflow's job's own id (`scan`), as
     * `github.job` is inside a called workflow on GitHub, where the action defaults the stage id from it.
     */
    stageJob?: string;
    matrix?: Record<string, unknown> | null;
    /** Transitive upstream stages from the workflow file; undefined when it is not available. */
    upstream?: UpstreamStage[];
    /**
     * With `upstream`: what the file says the `needs` input may name (Plan.needsFacts), to check it with, in the
     * words of `baton lint` (needs-input.ts).
     */
    needsFacts?: NeedsInputFacts;
    /** Job ids of the workflow; null or undefined when unknown. */
    workflowJobs?: string[] | null;
    /** Why the workflow's jobs are not known, when they are not: said if a handoff's `next` cannot be checked. */
    workflowUnread?: string;
    github: GithubContext;
    /** The event's name when the caller made its payload up (`baton run` without `--event`); see StageSpec. */
    madeEvent?: string;
    /** In a replay, the run replayed whose made payload it runs on; see StageSpec. */
    madeEventRun?: string;
    run: RunFacts;
    /**
     * The parent run as the caller resolved it (`baton run --parent`: a local run id, or null for none). When
     * given, the `parent-run` input is not read; when undefined (the action), the input must be a GitHub run id.
     */
    parentRun?: string | null;
    /**
     * The run's inputs the template sees as `inputs.<name>`, under the `vars` input. Default (and what the
     * action and `baton run` both use): `dispatchInputsOf(github)`, the inputs in the run's event payload.
     */
    dispatchInputs?: Record<string, string>;
    /** Values of the job's secrets that baton can see; redacted together with the `redact` input. */
    secrets?: readonly string[];
    /** Where the `prompt` input was written, for render errors. Default: `jobs.<job> prompt`. */
    promptSource?: string;
    /** Reads a repository file for `prompt-file`; required when that input is used. */
    readFile?: (path: string) => string;
    /**
     * Parses the `vars` input (`parseVars` from vars.ts); required when that input is used, except in capture,
     * which has none. Given by the caller, like `readFile`, so that capture never loads a YAML parser.
     */
    parseVars?: (text: string) => Record<string, string>;
    /**
     * Parses the `data-schema` input (`parseDataSchemaText` from data-schema-text.ts); required when that input
     * is given. Given by the caller, like `parseVars`, so that a step given no schema loads no YAML parser.
     */
    parseDataSchema?: (text: string) => DataSchema;
    /**
     * Inputs the step was given that this action does not have, named as the runner passes them (`prompt_file`
     * for `INPUT_PROMPT_FILE`, which `prompt-file`'s INPUT_PROMPT-FILE is not): a required input that is
     * missing names the one of them it was likely given as.
     */
    unreadInputs?: readonly string[];
}
/** Why a stage id that holds a secret is refused (here and by the plan), never quoting it. */
export declare const SECRET_IN_STAGE_ID = "the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted";
/** One problem with one input. */
export interface InputProblem {
    input: string;
    message: string;
}
/**
 * Validate action-style inputs (names from INPUTS; '' means not given, as GitHub passes unset inputs) and
 * build the StageSpec. Every bad input is reported at once, each naming the input and what is allowed:
 * `on-invalid: "maybe" is not one of fail, warn`. Throws UserError `input-invalid`.
 */
export declare function stageSpecFromInputs(inputs: Readonly<Record<string, string>>, ctx: StageSpecContext): StageSpec;
/**
 * The inputs a prompt template sees as `inputs.<name>` (DESIGN §5), read as the action reads them on GitHub:
 * from the run's event payload, whose `inputs` hold what a `workflow_dispatch` was dispatched with (each as
 * the text given, defaults filled in). A stage in a called workflow sees the same, as its `github.event`
 * is its caller's: the inputs a call gives (`with:`) are in no payload, and reach a stage through its `vars`
 * input. `baton run` puts the inputs of the run it plans in the payload it gives the stages (a called-only
 * workflow's, run as `workflow_call`, too), so both render one template alike. Any other event has none.
 * The payload is untrusted: its values are data, and only text, numbers and booleans are taken.
 */
export declare function dispatchInputsOf(github: Pick<GithubContext, 'event_name' | 'event'>): Record<string, string>;
/**
 * What `stageSpecFromInputs` would refuse in inputs written as literals, found before a run starts (the
 * plan of `baton run`): a value not among its choices or not a whole number in its bounds, an unknown
 * preset, and inputs that exclude each other given together, or both left out. `given` maps each input
 * written under `with:` to its text, or to null for an expression, known only when the step runs.
 */
export declare function literalInputProblems(given: ReadonlyMap<string, string | null>, mode: StageSpecContext['mode'], parseVars?: StageSpecContext['parseVars'], parseDataSchema?: StageSpecContext['parseDataSchema']): InputProblem[];
/**
 * The spec once the workflow file is read (DESIGN §5): its upstream stages and job ids, with the `needs`
 * input checked against them — given `needs`, what the file says of the jobs' stages, as `baton lint` and the
 * plan of `baton run` check it, in their words. Every other input was checked when the spec was built.
 */
export declare function withWorkflow(spec: StageSpec, workflow: {
    upstream: UpstreamStage[];
    workflowJobs: string[];
    needs?: NeedsInputFacts;
}): StageSpec;
/**
 * Capture's spec with its agent: the one its `agent` input names, else, when it is given an `agent-output`
 * file to read, the preset prepare was given (`prepared.agent`), whose handoff instructions the agent got.
 * An `agent-output` with neither is refused, listing the presets: which parser to trust the file to is not
 * guessed from what the agent wrote. Without `agent-output` nothing is taken from prepare, so a split stage
 * whose capture names no agent records none, as before.
 */
export declare function withPreparedAgent(spec: StageSpec, prepared: PreparedStage, outputPath: string | null): StageSpec;
/**
 * What capture refuses of its `agent-output` written without `agent` (withPreparedAgent), found from what
 * the capture step and its prepare step (null when none comes before it) have written; null when either
 * names the agent, or the file is not given.
 */
export declare function captureAgentOutputProblem(capture: ReadonlyMap<string, string | null>, prepare: ReadonlyMap<string, string | null> | null): InputProblem | null;
/**
 * Capture's `agent-output` input: the path of the file the agent's step wrote its CLI's machine-readable
 * output to, as given (relative to the workspace, or absolute), or null when not given (or given empty, as
 * an action output is when its step wrote no file).
 */
export declare function agentOutputInput(inputs: Readonly<Record<string, string>>): string | null;
