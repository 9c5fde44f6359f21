import { shownValue as given, shownKind as kind } from '../../core/argument.js';
import { UserError } from '../../core/errors.js';
import { didYouMeanAside } from '../../core/suggest.js';
import type { RunEvent } from '../../core/workflow/events.js';
import { BRANCH_NAME, COMMIT_SHA, REPOSITORY_FULL_NAME } from '../../core/workflow/github-context.js';
import * as z from '../../core/zod.js';
import type { LiveOutput } from './local-executor.js';

/**
 * The options of `runWorkflow` as a caller in JavaScript gives them, checked at the entry: a value of the
 * wrong kind is a UserError naming the option (`inputs.issue: null is not an input value: …`), never a
 * TypeError from deep inside the run.
 */

/**
 * A value of `inputs` or `vars`: text, as GitHub's event payload and variables hold it. A boolean or a number
 * is taken as its text (`42`, `true`, `1.5`), which `--input` would give: the plan then types an input as
 * the workflow declares it (`42` for a `type: number` input), as it does the text of `--input issue=42`. A
 * number JavaScript cannot hold exactly (an integer past 2^53, NaN, Infinity) has no one text: refused.
 */
const TextValue = (what: string) =>
  z.pipe(
    z
      .union([z.string(), z.boolean(), z.number()], {
        error: (issue) =>
          `${given(issue.input)} is not ${what}: give a string, a finite number or true/false`,
      })
      .check(
        z.refine((value) => typeof value !== 'number' || Number.isFinite(value), {
          error: (issue) =>
            `${given(issue.input)} is not ${what}: give a string, a finite number or true/false`,
        }),
        z.refine(
          (value) => typeof value !== 'number' || !Number.isInteger(value) || Number.isSafeInteger(value),
          {
            error: (issue) =>
              `${given(issue.input)} is past the integers a JavaScript number holds exactly: give it as a string`,
          },
        ),
      ),
    z.transform((value) => String(value)),
  );

/** An object of names and their values, said with an example when it is something else. */
const TextMap = (example: string, what: string, value: string) =>
  z.record(z.string(), TextValue(value), {
    error: (issue) => `takes an object of ${what} and their values (${example}), not ${kind(issue.input)}`,
  });

const text = () => z.string({ error: (issue) => `takes a string, not ${kind(issue.input)}` });

const callback = <T>() =>
  z.custom<T>((value) => typeof value === 'function', {
    error: (issue) => `takes a function, not ${kind(issue.input)}`,
  });

const abortSignal = () =>
  z.custom<AbortSignal>((value) => value instanceof AbortSignal, {
    error: (issue) => `takes an AbortSignal, not ${kind(issue.input)}`,
  });

const milliseconds = (least: 'from 0' | 'above 0') =>
  z.number({ error: (issue) => `takes a number of milliseconds, not ${kind(issue.input)}` }).check(
    z.refine((ms) => Number.isFinite(ms) && (least === 'from 0' ? ms >= 0 : ms > 0), {
      error: (issue) => `${given(issue.input)} is not a number of milliseconds ${least}`,
    }),
  );

/** The first variable of an environment whose value is neither text nor undefined, or undefined. */
function notText(env: Record<string, unknown>): [string, unknown] | undefined {
  return Object.entries(env).find(([, value]) => value !== undefined && typeof value !== 'string');
}

/** A commit's sha, as git and GitHub give it. */
const sha = () =>
  z.custom<string>((value) => typeof value === 'string' && COMMIT_SHA.test(value), {
    error: (issue) =>
      `${given(issue.input)} is not a commit's sha: give its 40 hexadecimal digits, lower case (64 in a SHA-256 repository)`,
  });

/** Text that says something: not empty. */
const named = (what: string) =>
  z.custom<string>((value) => typeof value === 'string' && value !== '', {
    error: (issue) => `takes ${what}, not ${issue.input === '' ? 'an empty string' : kind(issue.input)}`,
  });

/** A person's name and email, as a commit says them. */
const Person = z.strictObject(
  { name: text(), email: text() },
  {
    error: (issue) => `takes { name, email }, not ${kind(issue.input)}`,
  },
);

/** HEAD's commit, as a push's `head_commit` gives it. */
const HeadCommitFacts = z.strictObject(
  { tree: sha(), message: text(), timestamp: text(), author: Person, committer: Person },
  {
    error: (issue) =>
      `takes HEAD's commit as { tree, message, timestamp, author, committer }, not ${kind(issue.input)}`,
  },
);

/**
 * Facts about the checkout a caller knows, each checked as git or GitHub would give it: a misspelt one is
 * refused rather than left for git to answer, and none reaches the run (`GITHUB_REPOSITORY_OWNER`, a ref
 * a step checks out) as something neither would say. Not the workspace: it is `cwd`, where the steps run.
 */
export const GivenFacts = z.strictObject(
  {
    /** `owner/name`, as GitHub names a repository. */
    repository: z.optional(
      z.custom<string>((value) => typeof value === 'string' && REPOSITORY_FULL_NAME.test(value), {
        error: (issue) => `${given(issue.input)} is not a repository: give its owner/name ("acme/app")`,
      }),
    ),
    /** The commit the run is at (`github.sha`). */
    sha: z.optional(sha()),
    /** The full ref name (`refs/heads/main`, `refs/tags/v1`). */
    ref: z.optional(
      z.custom<string>((value) => typeof value === 'string' && /^refs\/[^\p{Cc}\s~^:?*[\\]+$/u.test(value), {
        error: (issue) =>
          typeof issue.input === 'string' && BRANCH_NAME.test(issue.input)
            ? `${given(issue.input)} is not a full ref name: give refs/heads/${issue.input} (or refs/tags/${issue.input} for a tag)`
            : `${given(issue.input)} is not a full ref name: give refs/heads/<branch> or refs/tags/<tag>`,
      }),
    ),
    /** Who runs it, when the event payload names no sender. */
    actor: z.optional(named("a name (a GitHub login, or git's user.name)")),
    /** The repository's default branch (`main`). */
    defaultBranch: z.optional(
      z.custom<string>((value) => typeof value === 'string' && BRANCH_NAME.test(value), {
        error: (issue) => `${given(issue.input)} is not a branch's name: give it as git does ("main")`,
      }),
    ),
    /** HEAD's first parent (a push's `before`). */
    parentSha: z.optional(sha()),
    /** The tags at HEAD. */
    tags: z.optional(
      z.array(named('a tag name'), {
        error: (issue) => `takes a list of tag names (["v1.2.0"]), not ${kind(issue.input)}`,
      }),
    ),
    /** HEAD's commit, for a push's `head_commit`. */
    commit: z.optional(HeadCommitFacts),
  },
  { error: (issue) => `takes an object of facts about the checkout, not ${kind(issue.input)}` },
);
/** Facts about the checkout a caller knows (RunWorkflowOptions' `facts`). */
export type GivenFacts = z.output<typeof GivenFacts>;

/** What a misspelt key of `facts` (or of its objects) could have meant, by where it is. */
const KNOWN_KEYS: Record<string, readonly string[]> = {
  facts: Object.keys(GivenFacts.shape),
  'facts.commit': Object.keys(HeadCommitFacts.shape),
  'facts.commit.author': Object.keys(Person.shape),
  'facts.commit.committer': Object.keys(Person.shape),
};

/** The names of `--secret`: a list of strings, said with an example when it is something else. */
const SecretNames = z.array(
  z.string({ error: (issue) => `${given(issue.input)} is not the name of an environment variable` }),
  {
    error: (issue) => {
      const example = JSON.stringify(
        typeof issue.input === 'string'
          ? [issue.input]
          : issue.input !== null && typeof issue.input === 'object'
            ? Object.keys(issue.input).slice(0, 2)
            : ['MY_TOKEN'],
      );
      const object = issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input);
      return `takes a list of the names of environment variables that hold the secrets (secrets: ${example}), not ${kind(issue.input)}${object ? ': set each in env and name it here' : ''}`;
    },
  },
);

/** Options of `runWorkflow` (and `baton run`). */
export const RunWorkflowOptions = z.strictObject(
  {
    /** The project directory: workspace root and home of `.baton/runs`. Default: the current directory. */
    cwd: z.optional(text()),
    /** Run this job and the jobs it needs, not the whole workflow. */
    job: z.optional(text()),
    /**
     * workflow_dispatch inputs (`--input k=v`): text, or a number or boolean taken as its text (`42`,
     * `true`), typed as the workflow declares the input.
     */
    inputs: z.optional(TextMap('{ issue: "42" }', 'the inputs', 'an input value')),
    /** The event payload: a JSON file's path (relative to `cwd`) or the payload itself. */
    event: z.optional(
      z.union([z.string(), z.record(z.string(), z.unknown())], {
        error: (issue) =>
          `takes the path of a JSON file or the payload as an object, not ${kind(issue.input)}`,
      }),
    ),
    /** The event to simulate; chosen from the workflow's triggers (and the payload) when absent. */
    eventName: z.optional(text()),
    /**
     * `vars` context (`--var k=v`): names GitHub allows for a variable, else refused, except in a `replay`,
     * whose vars are the stored run's. A number or boolean is taken as its text, as for `inputs`.
     */
    vars: z.optional(TextMap('{ NAME: "value" }', 'the variables', 'a variable value')),
    /** Names of secrets to read from the environment into the `secrets` context (`--secret NAME`). */
    secrets: z.optional(SecretNames),
    /** The environment steps and agents start from. Default: `process.env`. */
    env: z.optional(
      // Not a record: `process.env` is no plain object, and is taken as it is.
      z
        .custom<Record<string, string | undefined>>(
          (value) => value !== null && typeof value === 'object' && !Array.isArray(value),
          { error: (issue) => `takes an object of variables and their values, not ${kind(issue.input)}` },
        )
        .check(
          z.refine((env) => notText(env) === undefined, {
            error: (issue) => {
              const [name, value] = notText(issue.input as Record<string, unknown>)!;
              return `${name}: ${given(value)} is not an environment variable's value: give a string`;
            },
          }),
        ),
    ),
    /** Legs running at once (`-j`). Default: the number of CPUs. */
    concurrency: z.optional(
      z.number({ error: (issue) => `${given(issue.input)} is not a whole number from 1` }).check(
        z.refine((n) => Number.isSafeInteger(n) && n >= 1, {
          error: (issue) => `${given(issue.input)} is not a whole number from 1`,
        }),
      ),
    ),
    /**
     * Progress events, as the CLI's views get them. One that throws stops the run as `signal` does, and
     * runWorkflow rejects with its error once the run is stored (as cancelled); the same for `onOutput`. A
     * promise it returns (an async function's) is not waited for: the next event comes when it comes. One
     * that rejects while the run goes on stops it as a throw does (after runWorkflow has settled, there is no
     * run left to stop, and the rejection is let be). Its type returns `unknown`, not `void | Promise<void>`,
     * which would refuse `(event) => events.push(event)`: anything else returned is ignored.
     */
    onEvent: z.optional(callback<(event: RunEvent) => unknown>()),
    /**
     * Each line of running steps' and agents' output as it comes, secrets redacted, for a live view (the
     * CLI's, on a terminal). Logs and records do not come from it: they are redacted whole when a step ends.
     */
    onOutput: z.optional(callback<(output: LiveOutput) => unknown>()),
    /** Abort to stop the run at once: running commands get SIGTERM, then SIGKILL after `killGraceMs`. */
    signal: z.optional(abortSignal()),
    /**
     * Abort to cancel the run as GitHub cancels one: running steps are stopped unless their `if:` holds when
     * cancelled, `always()` and `cancelled()` steps and jobs still run (each job for at most its
     * cancel-timeout-minutes); `signal` still stops everything at once.
     */
    cancel: z.optional(abortSignal()),
    /**
     * Called once, before any command starts, with what stops the run's commands and continues them, as a
     * terminal's Ctrl-Z and `fg` do a foreground job: steps and agents run in process groups of their own,
     * which no signal to the caller reaches. `pause()` sends SIGSTOP to the group of each command running
     * and of what a running job's steps left in the background; `resume()` sends SIGCONT to those, as
     * aborting `signal` or `cancel` does. `baton run` calls them on SIGTSTP and when it is continued; the
     * library handles no signal itself.
     */
    pausable: z.optional(callback<(control: PauseControl) => void>()),
    /**
     * An agent's grace between SIGTERM and SIGKILL (default 5000 ms). A `run:` step gets SIGINT, then SIGTERM
     * after 1.5 times it and SIGKILL after twice it (7.5 s and 10 s by default, as GitHub's runner).
     */
    killGraceMs: z.optional(milliseconds('from 0')),
    /**
     * How long a minute of `timeout-minutes` and `cancel-timeout-minutes` lasts, in ms: 60 000. For tests, as
     * those take whole minutes, as on GitHub.
     */
    minuteMs: z.optional(milliseconds('above 0')),
    /** Where runs are stored. Default: `<cwd>/.baton/runs`. */
    storeDir: z.optional(text()),
    /**
     * Facts about the checkout, instead of asking git (git is asked only when one is missing), each checked
     * as git or GitHub would give it (GivenFacts). A repository the event payload names still wins, as it
     * does over what git says. The workspace is `cwd`.
     */
    facts: z.optional(GivenFacts),
    /**
     * The repository's root (git's top level), where `uses: ./.github/workflows/x.yml` is read from, as
     * GitHub reads it (relative to `cwd`); default `cwd`.
     */
    repositoryRoot: z.optional(text()),
    /**
     * The stored run this run continues (`--parent`: a run id or `latest`), as the `parent-run` input does on
     * GitHub: every stage's hop counts on from that run's records, so max-handoffs bounds a loop across runs.
     */
    parent: z.optional(text()),
  },
  { error: (issue) => `takes an object of options, not ${kind(issue.input)}` },
);
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

/** What a replay takes from the run it replays, never from its caller: how that run was started. */
const STARTED_AS = ['job', 'inputs', 'eventName', 'vars'] as const;

/**
 * Options of `replayWorkflow` (and `baton replay`): runWorkflow's, but for how the run was started. `event`
 * is taken only for a run pulled from GitHub, which does not keep its payload (a run made here replays with
 * its own, and refuses another).
 */
export const ReplayWorkflowOptions = z.omit(RunWorkflowOptions, {
  job: true,
  inputs: true,
  eventName: true,
  vars: true,
} satisfies Record<(typeof STARTED_AS)[number], true>);
/** Options of `replayWorkflow` (and `baton replay`), as a caller gives them. */
export type ReplayWorkflowOptions = z.input<typeof ReplayWorkflowOptions>;

/**
 * The options of `runWorkflow` or `replayWorkflow` checked, or a UserError (`usage`) naming each option that
 * is wrong, the first as `where` (`inputs.issue`), the others as details.
 */
export function checkRunWorkflowOptions(options: unknown): CheckedRunWorkflowOptions;
export function checkRunWorkflowOptions(
  options: unknown,
  call: 'replayWorkflow',
): z.output<typeof ReplayWorkflowOptions>;
export function checkRunWorkflowOptions(
  options: unknown,
  call: 'runWorkflow' | 'replayWorkflow' = 'runWorkflow',
): CheckedRunWorkflowOptions {
  const schema = call === 'runWorkflow' ? RunWorkflowOptions : ReplayWorkflowOptions;
  const parsed = schema.safeParse(options ?? {});
  if (parsed.success) return parsed.data;
  const names = Object.keys(schema.shape);
  const problems = parsed.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          where: [...issue.path, key],
          message:
            issue.path.length > 0
              ? unknownKey(call, issue.path, key, options)
              : (STARTED_AS as readonly PropertyKey[]).includes(key)
                ? `${call} has no such option: a replay is started as the run it replays was (its ${STARTED_AS.join(', ')})`
                : `${call} has no such option${didYouMeanAside(key, names)}`,
        }))
      : [{ where: issue.path, message: issue.message }],
  );
  const [first, ...rest] = problems.map((p) => ({ where: optionPath(p.where), message: p.message }));
  // The options as a whole (not an object): said of the function they were given to.
  throw new UserError('usage', first!.message, {
    where: first!.where === '' ? call : first!.where,
    details: rest.map((p) => (p.where === '' ? p.message : `${p.where}: ${p.message}`)),
  });
}

/** What is said of a key no object of the options has: `facts.repo` (did you mean repository?). */
function unknownKey(call: string, path: readonly PropertyKey[], key: string, options: unknown): string {
  const where = optionPath(path);
  if (where === 'facts' && key === 'workspace') {
    const workspace = (options as { facts: Record<string, unknown> }).facts[key];
    return `${call} knows no such fact: the workspace is the project directory, cwd${typeof workspace === 'string' ? ` (give cwd: ${JSON.stringify(workspace)})` : ''}`;
  }
  const known = KNOWN_KEYS[where] ?? [];
  return where === 'facts'
    ? `${call} knows no such fact${didYouMeanAside(key, known)}`
    : `no such field of ${where}${didYouMeanAside(key, known)}`;
}

/** `inputs.issue`, `secrets[1]`, `inputs["a b"]`. */
function optionPath(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number'
        ? `[${part}]`
        : typeof part === 'string' && /^[A-Za-z_$][\w$-]*$/.test(part)
          ? `${i === 0 ? '' : '.'}${part}`
          : `[${JSON.stringify(String(part))}]`,
    )
    .join('');
}
