import { UserError } from '../errors.js';

/**
 * The `shell` of a stage, with GitHub's semantics: a built-in name, or a command template in which `{0}`
 * stands for the path of the script file. Pure: the shell runner (src/adapters/local/shell-runner.ts) turns
 * the result into a process, and the stage spec validates the input with the same function.
 */

/** GitHub's built-in shells, as the runner invokes them. `bash` is also the default. */
export const BUILTIN_SHELLS = {
  bash: { template: 'bash --noprofile --norc -eo pipefail {0}' },
  sh: { template: 'sh -e {0}' },
  pwsh: { template: 'pwsh -command ". \'{0}\'"' },
  python: { template: 'python {0}' },
} as const;

/**
 * The script file's extension by the shell's program, its first word: the runner's table
 * (ScriptHandlerHelpers.cs), which it reads for built-in and custom shells alike (`pwsh -File {0}` gets
 * `.ps1`), ignoring case; any other program, or a path to one of these, gets none.
 */
const SCRIPT_EXTENSIONS = new Map([
  ['cmd', '.cmd'],
  ['pwsh', '.ps1'],
  ['powershell', '.ps1'],
  ['bash', '.sh'],
  ['sh', '.sh'],
  ['python', '.py'],
]);

function scriptExtension(program: string): string {
  return SCRIPT_EXTENSIONS.get(program.toLowerCase()) ?? '';
}

/** What the runner writes before and after a pwsh or powershell script, so that it stops at the first error and exits with the last native command's exit code. */
const PWSH_BEFORE = "$ErrorActionPreference = 'stop'";
const PWSH_AFTER = 'if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }';

export type BuiltinShell = keyof typeof BUILTIN_SHELLS;
export const DEFAULT_SHELL: BuiltinShell = 'bash';

/**
 * What GitHub's runner starts a `run:` step with when no `shell` is given (by the step or any `defaults`):
 * not the `bash` template — no `pipefail`, and the profile and rc files are read. Only `shell: bash`, said
 * explicitly, gets `--noprofile --norc -eo pipefail`.
 */
export const UNSPECIFIED_RUN_SHELL = 'bash -e {0}';

/** How to start one script: the program, its arguments with `{0}` still in them, the script's extension. */
export interface ShellCommand {
  file: string;
  args: string[];
  extension: string;
}

/**
 * GitHub's built-in shells of Windows runners only (the runner's ScriptHandlerHelpers.cs gives `cmd` and
 * `powershell` their arguments on every OS, but only Windows has the programs). A workflow may name them —
 * on a step guarded by `if: runner.os == 'Windows'`, in a job that runs on Windows — so the plan accepts
 * them; on Linux and macOS the runner fails a step that runs with one (`cmd: command not found`), and so
 * does `baton run`, with `windowsShellMessage`. The runner's shell names compare without case on Windows.
 */
export const WINDOWS_SHELLS = ['cmd', 'powershell'] as const;
export type WindowsShell = (typeof WINDOWS_SHELLS)[number];

/** The Windows-only built-in shell a `shell` value names, or null when it names another. */
export function windowsShell(shell: string | null | undefined): WindowsShell | null {
  const value = (shell ?? '').trim().toLowerCase();
  return WINDOWS_SHELLS.find((name) => name === value) ?? null;
}

/**
 * Why a step with a Windows-only shell fails on this machine (`os`: `Linux`, `macOS`), so that a person can
 * act on it: what the shell is, where the step runs, what GitHub's runner on that OS says, what to do.
 */
export function windowsShellMessage(shell: WindowsShell, os: string): string {
  const instead = shell === 'powershell' ? 'pwsh' : 'bash (or sh, pwsh, python)';
  return (
    `shell: ${shell} exists only on Windows runners; baton runs this step here, on ${os}, where there is ` +
    `no ${shell} (a ${os} runner fails it too: "${shell}: command not found"). Use ${instead}, or give ` +
    `the step if: runner.os == 'Windows' to skip it here`
  );
}

/** What a workflow's `shell:` may be, for the plan's message: the Windows shells too. */
export const WORKFLOW_SHELL_ALLOWED = `${Object.keys(BUILTIN_SHELLS).join(', ')}, ${WINDOWS_SHELLS.join(', ')} (Windows only), or a command containing {0} (e.g. "perl {0}")`;

/**
 * Check a workflow's `shell:` (a step's, `defaults.run.shell`): a built-in shell — `cmd` and `powershell`
 * too, which fail only when a step runs with one of them here — or a command template with `{0}`. Throws
 * as parseShell does otherwise, naming what is allowed in a workflow.
 */
export function checkWorkflowShell(shell: string): void {
  if (windowsShell(shell) === null) parseShellAllowing(shell, WORKFLOW_SHELL_ALLOWED);
}

/** What the `shell` value may be, for error messages. */
export const SHELL_ALLOWED = `${Object.keys(BUILTIN_SHELLS).join(', ')}, or a command containing {0} (e.g. "perl {0}")`;

/**
 * Parse a `shell` value. Throws a UserError (`input-invalid`, where `shell`) when it is neither a built-in
 * shell nor a command template containing `{0}`, or when its quotes do not close.
 */
export function parseShell(shell: string | null | undefined): ShellCommand {
  return parseShellAllowing(shell, SHELL_ALLOWED);
}

function parseShellAllowing(shell: string | null | undefined, allowed: string): ShellCommand {
  const value = (shell ?? '').trim() || DEFAULT_SHELL;
  if (Object.hasOwn(BUILTIN_SHELLS, value)) {
    const builtin = BUILTIN_SHELLS[value as BuiltinShell];
    const [file, ...args] = splitCommand(builtin.template);
    return { file: file!, args, extension: scriptExtension(file!) };
  }
  if (!value.includes('{0}')) {
    throw new UserError('input-invalid', `${JSON.stringify(value)} is not one of ${allowed}`, {
      where: 'shell',
    });
  }
  const words = splitCommand(value);
  const [file, ...args] = words;
  if (file === undefined || file.includes('{0}')) {
    throw new UserError(
      'input-invalid',
      `${JSON.stringify(value)} must start with a program, then {0} for the script`,
      {
        where: 'shell',
      },
    );
  }
  return { file, args, extension: scriptExtension(file) };
}

/**
 * The script file's text, as the runner writes it for the shell's program (ScriptHandlerHelpers
 * FixUpScriptContents, which compares the word with case): a pwsh or powershell script — a custom
 * `pwsh -File {0}` too — between `$ErrorActionPreference = 'stop'` and an exit with `$LASTEXITCODE`, a cmd
 * script after `@echo off`, each joined with a newline as the runner joins them on Linux and macOS (it writes
 * CRLF on Windows only, and UTF-8 without a BOM everywhere). Any other script as it is, ending in a newline.
 */
export function scriptText(command: ShellCommand, script: string): string {
  switch (command.file) {
    case 'pwsh':
    case 'powershell':
      return `${PWSH_BEFORE}\n${script}\n${PWSH_AFTER}`;
    case 'cmd':
      return `@echo off\n${script}`;
    default:
      return script.endsWith('\n') ? script : `${script}\n`;
  }
}

/** Replace `{0}` in every argument with the script path. */
export function shellArguments(command: ShellCommand, scriptPath: string): string[] {
  return command.args.map((arg) => arg.replaceAll('{0}', scriptPath));
}

/** Split a command line into words; single and double quotes group, as GitHub's runner does for `shell`. */
function splitCommand(text: string): string[] {
  const words: string[] = [];
  let current = '';
  let inWord = false;
  let quote: '"' | "'" | null = null;
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = null;
      else current += char;
      continue;
    }
    if (char === '"' || char === "'") {
      quote = char;
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(current);
      current = '';
      inWord = false;
    } else {
      current += char;
      inWord = true;
    }
  }
  if (quote) {
    throw new UserError('input-invalid', `${JSON.stringify(text)} has an unterminated ${quote} quote`, {
      where: 'shell',
    });
  }
  if (inWord) words.push(current);
  return words;
}
