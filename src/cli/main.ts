import { Command, CommanderError, Option } from 'commander';
import { formatError, UserError } from '../core/errors.js';
import { type CliIO, EXIT, processIO } from './io.js';
import { VERSION } from './version.js';

/**
 * The `baton` command. Each command's code is imported only when that command runs, so a cold
 * `baton validate` never loads the artifact client, octokit or the workflow parser (DESIGN §9).
 *
 * Commands return an exit code; a thrown UserError is a failure the user can fix (exit 1, or 2 when its
 * code is `usage`), anything else is a bug (exit 1 with the message).
 */
export async function run(options: { argv: string[]; io?: CliIO }): Promise<number> {
  const io = options.io ?? processIO();
  let exitCode: number = EXIT.ok;
  const program = new Command()
    .name('baton')
    .description('Pass the baton between AI agents: validated handoffs, prompts rendered from them, pipelines run here or on GitHub Actions.')
    .version(VERSION, '-V, --version')
    .showHelpAfterError('(run baton --help for usage)')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const action =
    <A extends unknown[]>(load: () => Promise<(io: CliIO, ...args: A) => Promise<number>>) =>
    async (...args: A) => {
      exitCode = await (await load())(io, ...args);
    };

  program
    .command('validate')
    .description('Validate a handoff file (or - for stdin); print it normalised, or every problem')
    .argument('<file>', 'the handoff JSON file, or - to read standard input')
    .option('--log', "read an agent's output and validate the handoff between the markers")
    .option('--json', 'print problems as a JSON array, for tools')
    .action(action(async () => (await import('./commands/validate.js')).validateCommand));

  program
    .command('schema')
    .description('Print the JSON Schema of handoff v1')
    .action(action(async () => (await import('./commands/schema.js')).schemaCommand));

  // Further commands register here, each loading its code lazily as above.

  program.addOption(new Option('--no-color', 'disable colours').hideHelp());

  try {
    await program.parseAsync(options.argv, { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') {
        return EXIT.ok;
      }
      return EXIT.usage;
    }
    io.stderr(`baton: ${formatError(error)}\n`);
    if (error instanceof UserError) return error.code === 'usage' ? EXIT.usage : EXIT.failure;
    return EXIT.failure;
  }
}
