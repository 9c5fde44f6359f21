import { Command, CommanderError, Help, InvalidArgumentError, Option } from 'commander';
import type { Checkout } from '../adapters/local/git-facts.js';
import { formatError, UserError } from '../core/errors.js';
import { commandSafeIO } from './command-safe-io.js';
import type { ReplayCommandOptions, RunCommandOptions } from './commands/run.js';
import { type CliIO, EXIT, processIO } from './io.js';
import { VERSION } from './version.js';

/**
 * The `baton` command. Each command's code is imported only when that command runs, so a cold
 * `baton validate` never loads the artifact client, octokit or the workflow parser (DESIGN §9).
 *
 * Commands return an exit code; a thrown UserError is a failure the user can fix (exit 1, or 2 when its
 * code is `usage`), anything else is a bug (exit 1 with the message). What any of them prints, help and
 * errors included, goes through commandSafeIO: where a runner may read it, no line is a workflow command.
 */
export async function run(options: { argv: string[]; io?: CliIO }): Promise<number> {
  const { io, end } = commandSafeIO(options.io ?? processIO());
  try {
    return await runCommand(io, options.argv);
  } finally {
    end();
  }
}

async function runCommand(io: CliIO, givenArgv: string[]): Promise<number> {
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name('baton')
    .description(
      'Pass the baton between AI agents: validated handoffs, prompts rendered from them, pipelines run here or on GitHub Actions.',
    )
    .version(VERSION, '-V, --version')
    .showHelpAfterError('(run baton --help for usage)')
    // `run <workflow>` in the list of commands, as its usage says: its argument is optional only so that a
    // run without one can say what is missing and list the workflow files (commander's list shows `[workflow]`).
    .configureHelp({
      subcommandTerm: (cmd) => (cmd.name() === 'run' ? `run ${cmd.usage()}` : new Help().subcommandTerm(cmd)),
    })
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const repeat = (value: string, previous: string[]) => [...previous, value];
  // An option that takes one value, given twice, is refused: commander would keep the last one silently.
  const once = (flag: string) => (value: string, previous: string | undefined) => {
    if (previous !== undefined) throw new InvalidArgumentError(`${flag} takes one value; it was given twice`);
    return value;
  };

  const action =
    <A extends unknown[]>(load: () => Promise<(io: CliIO, ...args: A) => Promise<number>>) =>
    async (...args: A) => {
      // `--no-color`, before or after the command's name (`baton --no-color run …`, `baton run … --no-color`).
      const color = program.opts().color === false ? { color: false } : {};
      exitCode = await (await load())({ ...io, ...color }, ...args);
    };

  /** Adds to `program` each command `wanted` names, each loading its code when it runs. */
  const addCommands = (wanted: (name: string) => boolean) => {
    if (wanted('validate'))
      program
        .command('validate')
        .description('Validate a handoff file (or - for stdin); print it normalised, or every problem')
        .argument('<file>', 'the handoff JSON file, or - to read standard input')
        .option('--log', "read an agent's output and validate the handoff between the markers")
        .option(
          '--prompt <file>',
          "with --log: the agent's prompt (- for standard input); a block of it in the output is passed over, as a stage does",
          once('--prompt'),
        )
        .option(
          '--event <file>',
          'with --log: the event payload, a JSON file (- for standard input); a block of any string of it is passed over, as a stage does',
          once('--event'),
        )
        .option('--json', 'print problems as a JSON array, for tools')
        .option(
          '--data-schema <file>',
          "also check the handoff's data against a stage's data-schema, written in this file (YAML or JSON; - for standard input)",
        )
        .action(action(async () => (await import('./commands/validate.js')).validateCommand));

    if (wanted('schema'))
      program
        .command('schema')
        .description('Print the JSON Schema of handoff v1')
        .action(action(async () => (await import('./commands/schema.js')).schemaCommand));

    if (wanted('lint'))
      program
        .command('lint')
        .description(
          'Check workflows: prompts naming stages that are not upstream, attacker text in commands or prompts, agent jobs with write access or secrets, unpinned actions, report permissions, dead next routes',
        )
        .argument('<workflow...>', 'workflow files')
        .option('--json', 'print the findings as a JSON array, for tools')
        .action(action(async () => (await import('./commands/lint.js')).lintCommand));

    if (wanted('run'))
      program
        .command('run')
        .description(
          'Run a workflow file on this machine: jobs in needs order, baton stages against the local store',
        )
        // Optional to commander, so that a run without it can list the project's workflow files (see configureHelp).
        .argument('[workflow]', 'the workflow file, e.g. .github/workflows/fix.yml')
        .usage('[options] <workflow>')
        .option('--job <id>', 'run only this job and the jobs it needs', once('--job'))
        .option('--input <key=value>', 'a workflow_dispatch or workflow_call input (repeatable)', repeat, [])
        .option(
          '--event <file>',
          'the event payload, a JSON file (default: a payload for the trigger)',
          once('--event'),
        )
        .option(
          '--event-name <name>',
          'the event to simulate (default: from the triggers and the payload)',
          once('--event-name'),
        )
        .option('--var <key=value>', 'a `vars` value (repeatable)', repeat, [])
        .option('--secret <name>', 'put this environment variable in `secrets` (repeatable)', repeat, [])
        .option(
          '--parent <run>',
          'the stored run this run continues (an id or latest), as the parent-run input: hops count on from it',
          once('--parent'),
        )
        .option('-j, --jobs <n>', 'jobs and matrix legs run at once (default: CPU count)', once('--jobs'))
        .option('--plain', 'one line per event instead of the live view')
        .addOption(new Option('--json', 'progress events as JSON lines on stdout').conflicts('plain'))
        .action(
          action(async () => {
            const { checkout } = await askGit(io);
            const { runCommand } = await import('./commands/run.js');
            return (io: CliIO, workflow: string | undefined, options: RunCommandOptions) =>
              runCommand(io, workflow, options, checkout);
          }),
        );

    if (wanted('runs'))
      program
        .command('runs')
        .description('List local runs, newest first: id, workflow, status, duration')
        .option('--json', 'print the run summaries as JSON')
        .action(action(async () => (await import('./commands/runs.js')).runsCommand));

    if (wanted('show'))
      program
        .command('show')
        .description(
          'Show a run, one of its stages, or a stored file of a stage; or a job\'s or matrix leg\'s log (--job-log; without it, of one that recorded no stage) ("latest" for the newest run)',
        )
        .argument('<run>', 'a run id, or latest')
        .argument(
          '[stage]',
          'a stage id, or a job or matrix leg (with --job-log; without it, one that recorded no stage)',
        )
        .option('--prompt', "print the stage's prompt.md")
        .option('--handoff', "print the stage's handoff.json")
        .option('--record', "print the stage's record.json")
        .option('--log', "print the stage's agent log (a job's that recorded no stage: its job log)")
        .option(
          '--job-log',
          "print the job log of the job or matrix leg of that id (its steps' output), whatever stages it recorded",
        )
        .option('--attempt <n>', 'which attempt (default: the last)', once('--attempt'))
        .option(
          '--run-attempt <n>',
          'of a run re-run on GitHub and pulled: which run attempt (default: the newest with a record of the stage)',
          once('--run-attempt'),
        )
        .action(action(async () => (await import('./commands/show.js')).showCommand));

    if (wanted('history'))
      program
        .command('history')
        .description("Draw a run's handoff chain: stages, handoffs, routing, failures, durations")
        .argument('<run>', 'a run id, or latest')
        .option('--json', 'print the chain as JSON')
        .action(action(async () => (await import('./commands/history.js')).historyCommand));

    if (wanted('replay'))
      program
        .command('replay')
        .description('Run a stage and everything after it again, taking what came before from a stored run')
        .argument('<run>', 'a run id, or latest')
        .requiredOption(
          '--from <stage-or-job>',
          'the stage (or job) to run again (its whole job reruns, and every job after it)',
          once('--from'),
        )
        .option(
          '--event <file>',
          'for a run pulled from GitHub: its event payload, a JSON file (default: a payload for the trigger)',
          once('--event'),
        )
        .option('--secret <name>', 'put this environment variable in `secrets` (repeatable)', repeat, [])
        .option('-j, --jobs <n>', 'jobs and matrix legs run at once (default: CPU count)', once('--jobs'))
        .option('--plain', 'one line per event instead of the live view')
        .addOption(new Option('--json', 'progress events as JSON lines on stdout').conflicts('plain'))
        .action(
          action(async () => {
            const { checkout } = await askGit(io);
            const { replayCommand } = await import('./commands/run.js');
            return (io: CliIO, run: string, options: ReplayCommandOptions) =>
              replayCommand(io, run, options, checkout);
          }),
        );

    if (wanted('render'))
      program
        .command('render')
        .description('Render a prompt template from sample handoffs or a stored run, to stdout')
        .argument('[template-file]', 'the template file (or give the template itself with --template)')
        .option('--template <text>', 'the template itself, instead of a file', once('--template'))
        .option(
          '--handoff <stage[@job]=file>',
          'a sample handoff of an upstream stage; @job for a matrix leg',
          repeat,
          [],
        )
        .option(
          '--matrix <stage=json>',
          'the matrix values of a sample leg, a JSON object, as stages.<stage>.matrix (repeatable)',
          repeat,
          [],
        )
        .option(
          '--run <run>',
          'take the upstream stages from a local run: a run id, or latest',
          once('--run'),
        )
        .option('--input <key=value>', 'an input, as inputs.<key> (repeatable)', repeat, [])
        .option('--event <file>', 'the event payload, a JSON file, as github.event', once('--event'))
        .option(
          '--event-name <name>',
          'github.event_name (default: from the run or the payload)',
          once('--event-name'),
        )
        .option(
          '--max-prompt-tokens <n>',
          'cut fit and tokens sections to fit this many tokens (o200k_base)',
          once('--max-prompt-tokens'),
        )
        .option(
          '--workflow <file>',
          "render the prompt of a job's stage step in this workflow file (with --job)",
          once('--workflow'),
        )
        .option('--job <id>', 'with --workflow: the job whose stage prompt to render', once('--job'))
        .option(
          '--step <id-or-n>',
          'with --workflow: which stage step of the job, when it has several',
          once('--step'),
        )
        .action(action(async () => (await import('./commands/render.js')).renderCommand));

    if (wanted('report'))
      program
        .command('report')
        .description("Print a run's report as Markdown: the sticky comment the report action posts on GitHub")
        .argument('<run>', 'a run id, or latest')
        .option('--include-detail', "include each handoff's detail")
        .action(action(async () => (await import('./commands/report.js')).reportCommand));

    if (wanted('pull'))
      program
        .command('pull')
        .description(
          "Bring a GitHub run's baton records into the local store, to read with runs, show, history and report (token from GITHUB_TOKEN or GH_TOKEN)",
        )
        .argument('<run...>', 'the run: its URL, or <owner>/<repo> <run-id>, or <run-id> with --repo')
        .option('--repo <owner/repo>', 'the repository of a run given by its id', once('--repo'))
        .option('--plain', 'one line per artifact instead of a progress line')
        .addOption(new Option('--json', 'print what was pulled as JSON').conflicts('plain'))
        .action(action(async () => (await import('./commands/pull.js')).pullCommand));
  };
  // Further commands register in addCommands, each loading its code lazily as above.

  // Only the command named (by the first argument that is no option) is built: commander builds the options
  // and help of each command it is given, which every cold command would pay for (DESIGN §9). When none is
  // named (`baton`, `baton --help`, `baton help <command>`, a misspelt name and its "did you mean"), all are.
  const named = givenArgv.find((arg) => !arg.startsWith('-'));
  addCommands((name) => name === named);
  if (program.commands.length === 0) addCommands(() => true);

  program.addOption(new Option('--no-color', 'no colours in the live view (as NO_COLOR=1 does)'));

  // A usage mistake reads as baton's other errors do (`baton history: missing required argument 'run'`),
  // and points at the help of the command it was made in.
  const asBaton = (name: string) => (text: string, write: (text: string) => void) =>
    write(text.replace(/^error: /, `${name}: `));
  program.configureOutput({ ...program.configureOutput(), outputError: asBaton('baton') });
  for (const command of program.commands) {
    const name = `baton ${command.name()}`;
    command
      .configureOutput({ ...command.configureOutput(), outputError: asBaton(name) })
      .showHelpAfterError(`(run ${name} --help for usage)`);
  }

  // `baton help nope` is `baton nope`: an unknown command (commander would print the help and exit 0).
  const [first, topic] = givenArgv;
  const argv =
    first === 'help' &&
    topic !== undefined &&
    topic !== 'help' &&
    !program.commands.some((c) => c.name() === topic)
      ? givenArgv.slice(1)
      : givenArgv;
  try {
    await program.parseAsync(argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // `baton` with no command prints the help on stderr, as an error (commander's exit code 1): a usage error.
      if (error.code === 'commander.help') return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version') return EXIT.ok;
      return EXIT.usage;
    }
    io.stderr(`baton: ${formatError(error)}\n`);
    if (error instanceof UserError) return error.code === 'usage' ? EXIT.usage : EXIT.failure;
    return EXIT.failure;
  }
}

/**
 * What git says of the checkout `baton run` or `baton replay` starts in, asked before the command's code is
 * loaded: git's processes then run while it loads (it takes longer), instead of after it, before the run can
 * start. Resolves once they are started (git-facts is small), to the promise of their answer.
 */
async function askGit(io: CliIO): Promise<{ checkout: Promise<Checkout> }> {
  const { gitCheckout } = await import('../adapters/local/git-facts.js');
  const checkout = gitCheckout(io.cwd, io.env);
  // Awaited by the command; one that stops before it does (a usage error) leaves no rejection unhandled.
  checkout.catch(() => {});
  return { checkout };
}
