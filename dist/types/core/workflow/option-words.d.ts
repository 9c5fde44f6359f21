/**
 * How a message names the options a local run was started with: `baton run`'s flags (`--job build`,
 * `--input issue=42`) or the options of the library's `runWorkflow` (`job "build"`, `inputs.issue "42"`).
 * The plan and the run say the same thing to both callers, each in the words it typed; the caller passes
 * the words (PlanOptions.words), `baton`'s flags unless it says otherwise.
 */
export interface OptionWords {
    /** Whether the options are a command's flags, where one may be taken for another's value (`--secret --plain`). */
    flags: boolean;
    /** The job asked for, as what a message is about: `--job build`, `job "build"`. */
    job(id: string): string;
    /** The job to ask for instead, as a hint gives it: `--job build`, `{ job: "build" }`. */
    passJob(id: string): string;
    /** An input given, with its value when that is what is wrong: `--input n`, `--input n=x`; `inputs.n`, `inputs.n "x"`. */
    input(name: string, value?: string): string;
    /** A required input to give, as a hint asks for it: `--input n=<value>`, `{ inputs: { n: <value> } }`. */
    passInput(name: string): string;
    /** The event name asked for: `--event-name "x"`, `eventName "x"`. */
    eventName(name: string): string;
    /** The event name to ask for, as a hint gives it: `--event-name push`, `{ eventName: "push" }`. */
    passEventName(name: string): string;
    /** The event payload given, as what a message is about: `--event`, `event`. */
    event: string;
    /** Where a hint says to give a payload: `--event`, `the event option`. */
    withEvent: string;
    /** The variables given: `--var`, `vars`. */
    vars: string;
    /** The names of the secrets given: `--secret`, `secrets`. */
    secrets: string;
    /** A secret to give, as a hint gives it: `--secret NAME`, `{ secrets: ["NAME"] }`. */
    passSecret(name: string): string;
    /** A secret the workflow reads and the run was not given: `no --secret NAME was given`. */
    secretNotGiven(name: string): string;
    /** How to give a secret: `export NAME and pass --secret NAME`. */
    giveSecret(name: string): string;
    /** How to leave a secret out: `drop --secret NAME`. */
    dropSecret(name: string): string;
    /** Where a secret's value comes from: `export NAME=…`. */
    setSecret(name: string): string;
    /** The run a run continues: `--parent`, `parent`. */
    parent: string;
    /** The stage or job a replay runs again from: `--from`, `from`. */
    from: string;
    /** That stage or job, as what a message is about: `--from fix`, `from "fix"`. */
    fromStage(stage: string): string;
    /** A replay, as a hint starts one: `baton replay R --from S`, `replayWorkflow("R", "S")`. */
    replay(run: string, from: string): string;
    /** A new run of a workflow file, as a hint starts one: `baton run W`, `runWorkflow("W", …)`. */
    run(workflow: string): string;
    /** What starts a run: `baton run`, `runWorkflow`. */
    runCommand: string;
    /** What a run was started with that a user typed: `an --input, a --var or the event`. */
    typedValues: string;
    /** Why a step's shell was not found when the environment the run was given has no PATH. */
    noPath: string;
    /** How to run fewer jobs at once, when the machine runs out of open files or processes: `-j N`, `concurrency`. */
    fewerJobs: string;
}
/** `baton run` and `baton replay`: their flags. */
export declare const CLI_WORDS: OptionWords;
/** The library's `runWorkflow` and `replayWorkflow`: their options and arguments. */
export declare const LIBRARY_WORDS: OptionWords;
