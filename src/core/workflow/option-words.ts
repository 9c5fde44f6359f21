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
export const CLI_WORDS: OptionWords = {
  flags: true,
  job: (id) => `--job ${id}`,
  passJob: (id) => `--job ${id}`,
  input: (name, value) => (value === undefined ? `--input ${name}` : `--input ${name}=${value}`),
  passInput: (name) => `--input ${name}=<value>`,
  eventName: (name) => `--event-name ${JSON.stringify(name)}`,
  passEventName: (name) => `--event-name ${name}`,
  event: '--event',
  withEvent: '--event',
  vars: '--var',
  secrets: '--secret',
  passSecret: (name) => `--secret ${name}`,
  secretNotGiven: (name) => `no --secret ${name} was given`,
  giveSecret: (name) => `export ${name} and pass --secret ${name}`,
  dropSecret: (name) => `drop --secret ${name}`,
  setSecret: (name) => `export ${name}=…`,
  parent: '--parent',
  from: '--from',
  fromStage: (stage) => `--from ${stage}`,
  replay: (run, from) => `baton replay ${run} --from ${from}`,
  run: (workflow) => `baton run ${workflow}`,
  runCommand: 'baton run',
  typedValues: 'an --input, a --var or the event',
  noPath: 'PATH is not set in its environment',
  fewerJobs: 'run fewer jobs at once with -j N',
};

/** The library's `runWorkflow` and `replayWorkflow`: their options and arguments. */
export const LIBRARY_WORDS: OptionWords = {
  flags: false,
  job: (id) => `job ${JSON.stringify(id)}`,
  passJob: (id) => `{ job: ${JSON.stringify(id)} }`,
  input: (name, value) => `inputs${optionKey(name)}${value === undefined ? '' : ` ${JSON.stringify(value)}`}`,
  passInput: (name) => `{ inputs: { ${objectKey(name)}: <value> } }`,
  eventName: (name) => `eventName ${JSON.stringify(name)}`,
  passEventName: (name) => `{ eventName: ${JSON.stringify(name)} }`,
  event: 'event',
  withEvent: 'the event option',
  vars: 'vars',
  secrets: 'secrets',
  passSecret: (name) => `{ secrets: [${JSON.stringify(name)}] }`,
  secretNotGiven: (name) => `secrets does not name ${name}`,
  giveSecret: (name) => `set ${name} in env and name it in secrets`,
  dropSecret: (name) => `take ${name} out of secrets`,
  setSecret: (name) => `set ${name} in env`,
  parent: 'parent',
  from: 'from',
  fromStage: (stage) => `from ${JSON.stringify(stage)}`,
  replay: (run, from) => `replayWorkflow(${JSON.stringify(run)}, ${JSON.stringify(from)})`,
  run: (workflow) => `runWorkflow(${JSON.stringify(workflow)}, …)`,
  runCommand: 'runWorkflow',
  typedValues: 'inputs, vars or the event',
  noPath:
    "PATH is not set in the environment the run was given: runWorkflow's env replaces process.env (give { ...process.env, NAME: 'value' } to add to it)",
  fewerJobs: 'run fewer jobs at once with a lower concurrency',
};

/** `.issue`, `["a b"]`: a key of an option's object, as a path names it. */
function optionKey(name: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

/** `issue`, `"a b"`: a key as an object literal writes it. */
function objectKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
