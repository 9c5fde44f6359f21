import type { RunEvent } from '../../core/workflow/events.js';
import * as z from '../../core/zod.js';
import type { LiveOutput } from './local-executor.js';
/**
 * Facts about the checkout a caller knows, each checked as git or GitHub would give it: a misspelt one is
 * refused rather than left for git to answer, and none reaches the run (`GITHUB_REPOSITORY_OWNER`, a ref
 * a step checks out) as something neither would say. Not the workspace: it is `cwd`, where the steps run.
 */
export declare const GivenFacts: z.ZodMiniObject<{
    repository: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    sha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    ref: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    actor: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    defaultBranch: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    parentSha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
    tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniCustom<string, string>>>;
    commit: z.ZodMiniOptional<z.ZodMiniObject<{
        tree: z.ZodMiniCustom<string, string>;
        message: z.ZodMiniString<string>;
        timestamp: z.ZodMiniString<string>;
        author: z.ZodMiniObject<{
            name: z.ZodMiniString<string>;
            email: z.ZodMiniString<string>;
        }, z.core.$strict>;
        committer: z.ZodMiniObject<{
            name: z.ZodMiniString<string>;
            email: z.ZodMiniString<string>;
        }, z.core.$strict>;
    }, z.core.$strict>>;
}, z.core.$strict>;
/** Facts about the checkout a caller knows (RunWorkflowOptions' `facts`). */
export type GivenFacts = z.output<typeof GivenFacts>;
/** Options of `runWorkflow` (and `baton run`). */
export declare const RunWorkflowOptions: z.ZodMiniObject<{
    cwd: z.ZodMiniOptional<z.ZodMiniString<string>>;
    job: z.ZodMiniOptional<z.ZodMiniString<string>>;
    inputs: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniPipe<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>, z.ZodMiniTransform<string, string | number | boolean>>>>;
    event: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>]>>;
    eventName: z.ZodMiniOptional<z.ZodMiniString<string>>;
    vars: z.ZodMiniOptional<z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniPipe<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniBoolean<boolean>, z.ZodMiniNumber<number>]>, z.ZodMiniTransform<string, string | number | boolean>>>>;
    secrets: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    env: z.ZodMiniOptional<z.ZodMiniCustom<Record<string, string | undefined>, Record<string, string | undefined>>>;
    concurrency: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    onEvent: z.ZodMiniOptional<z.ZodMiniCustom<(event: RunEvent) => unknown, (event: RunEvent) => unknown>>;
    onOutput: z.ZodMiniOptional<z.ZodMiniCustom<(output: LiveOutput) => unknown, (output: LiveOutput) => unknown>>;
    signal: z.ZodMiniOptional<z.ZodMiniCustom<AbortSignal, AbortSignal>>;
    cancel: z.ZodMiniOptional<z.ZodMiniCustom<AbortSignal, AbortSignal>>;
    pausable: z.ZodMiniOptional<z.ZodMiniCustom<(control: PauseControl) => void, (control: PauseControl) => void>>;
    killGraceMs: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    minuteMs: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    storeDir: z.ZodMiniOptional<z.ZodMiniString<string>>;
    facts: z.ZodMiniOptional<z.ZodMiniObject<{
        repository: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        sha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        ref: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        actor: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        defaultBranch: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        parentSha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniCustom<string, string>>>;
        commit: z.ZodMiniOptional<z.ZodMiniObject<{
            tree: z.ZodMiniCustom<string, string>;
            message: z.ZodMiniString<string>;
            timestamp: z.ZodMiniString<string>;
            author: z.ZodMiniObject<{
                name: z.ZodMiniString<string>;
                email: z.ZodMiniString<string>;
            }, z.core.$strict>;
            committer: z.ZodMiniObject<{
                name: z.ZodMiniString<string>;
                email: z.ZodMiniString<string>;
            }, z.core.$strict>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    repositoryRoot: z.ZodMiniOptional<z.ZodMiniString<string>>;
    parent: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
/** What stops a run's commands and continues them (RunWorkflowOptions' `pausable`). */
export interface PauseControl {
    /** SIGSTOP to the process groups of the commands running, and of what running jobs' steps left running. */
    pause(): void;
    /** SIGCONT to the process groups `pause` stopped. */
    resume(): void;
}
/** Options of `runWorkflow` (and `baton run`), as a caller gives them: see the schema's fields. */
export type RunWorkflowOptions = z.input<typeof RunWorkflowOptions>;
/** The options once checked: `inputs` and `vars` as text. */
export type CheckedRunWorkflowOptions = z.output<typeof RunWorkflowOptions>;
/**
 * Options of `replayWorkflow` (and `baton replay`): runWorkflow's, but for how the run was started. `event`
 * is taken only for a run pulled from GitHub, which does not keep its payload (a run made here replays with
 * its own, and refuses another).
 */
export declare const ReplayWorkflowOptions: z.ZodMiniObject<{
    parent: z.ZodMiniOptional<z.ZodMiniString<string>>;
    event: z.ZodMiniOptional<z.ZodMiniUnion<readonly [z.ZodMiniString<string>, z.ZodMiniRecord<z.ZodMiniString<string>, z.ZodMiniUnknown>]>>;
    env: z.ZodMiniOptional<z.ZodMiniCustom<Record<string, string | undefined>, Record<string, string | undefined>>>;
    secrets: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniString<string>>>;
    facts: z.ZodMiniOptional<z.ZodMiniObject<{
        repository: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        sha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        ref: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        actor: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        defaultBranch: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        parentSha: z.ZodMiniOptional<z.ZodMiniCustom<string, string>>;
        tags: z.ZodMiniOptional<z.ZodMiniArray<z.ZodMiniCustom<string, string>>>;
        commit: z.ZodMiniOptional<z.ZodMiniObject<{
            tree: z.ZodMiniCustom<string, string>;
            message: z.ZodMiniString<string>;
            timestamp: z.ZodMiniString<string>;
            author: z.ZodMiniObject<{
                name: z.ZodMiniString<string>;
                email: z.ZodMiniString<string>;
            }, z.core.$strict>;
            committer: z.ZodMiniObject<{
                name: z.ZodMiniString<string>;
                email: z.ZodMiniString<string>;
            }, z.core.$strict>;
        }, z.core.$strict>>;
    }, z.core.$strict>>;
    signal: z.ZodMiniOptional<z.ZodMiniCustom<AbortSignal, AbortSignal>>;
    onOutput: z.ZodMiniOptional<z.ZodMiniCustom<(output: LiveOutput) => unknown, (output: LiveOutput) => unknown>>;
    cwd: z.ZodMiniOptional<z.ZodMiniString<string>>;
    concurrency: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    onEvent: z.ZodMiniOptional<z.ZodMiniCustom<(event: RunEvent) => unknown, (event: RunEvent) => unknown>>;
    cancel: z.ZodMiniOptional<z.ZodMiniCustom<AbortSignal, AbortSignal>>;
    pausable: z.ZodMiniOptional<z.ZodMiniCustom<(control: PauseControl) => void, (control: PauseControl) => void>>;
    killGraceMs: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    minuteMs: z.ZodMiniOptional<z.ZodMiniNumber<number>>;
    storeDir: z.ZodMiniOptional<z.ZodMiniString<string>>;
    repositoryRoot: z.ZodMiniOptional<z.ZodMiniString<string>>;
}, z.core.$strict>;
/** Options of `replayWorkflow` (and `baton replay`), as a caller gives them. */
export type ReplayWorkflowOptions = z.input<typeof ReplayWorkflowOptions>;
/**
 * The options of `runWorkflow` or `replayWorkflow` checked, or a UserError (`usage`) naming each option that
 * is wrong, the first as `where` (`inputs.issue`), the others as details.
 */
export declare function checkRunWorkflowOptions(options: unknown): CheckedRunWorkflowOptions;
export declare function checkRunWorkflowOptions(options: unknown, call: 'replayWorkflow'): z.output<typeof ReplayWorkflowOptions>;
