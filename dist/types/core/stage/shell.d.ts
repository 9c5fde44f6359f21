/**
 * The `shell` of a stage, with GitHub's semantics: a built-in name, or a command template in which `{0}`
 * stands for the path of the script file. Pure: the shell runner (src/adapters/local/shell-runner.ts) turns
 * the result into a process, and the stage spec validates the input with the same function.
 */
/** GitHub's built-in shells, as the runner invokes them. `bash` is also the default. */
export declare const BUILTIN_SHELLS: {
    readonly bash: {
        readonly template: "bash --noprofile --norc -eo pipefail {0}";
    };
    readonly sh: {
        readonly template: "sh -e {0}";
    };
    readonly pwsh: {
        readonly template: "pwsh -command \". '{0}'\"";
    };
    readonly python: {
        readonly template: "python {0}";
    };
};
export type BuiltinShell = keyof typeof BUILTIN_SHELLS;
export declare const DEFAULT_SHELL: BuiltinShell;
/**
 * What GitHub's runner starts a `run:` step with when no `shell` is given (by the step or any `defaults`):
 * not the `bash` template — no `pipefail`, and the profile and rc files are read. Only `shell: bash`, said
 * explicitly, gets `--noprofile --norc -eo pipefail`.
 */
export declare const UNSPECIFIED_RUN_SHELL = "bash -e {0}";
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
export declare const WINDOWS_SHELLS: readonly ["cmd", "powershell"];
export type WindowsShell = (typeof WINDOWS_SHELLS)[number];
/** The Windows-only built-in shell a `shell` value names, or null when it names another. */
export declare function windowsShell(shell: string | null | undefined): WindowsShell | null;
/**
 * Why a step with a Windows-only shell fails on this machine (`os`: `Linux`, `macOS`), so that a person can
 * act on it: what the shell is, where the step runs, what GitHub's runner on that OS says, what to do.
 */
export declare function windowsShellMessage(shell: WindowsShell, os: string): string;
/** What a workflow's `shell:` may be, for the plan's message: the Windows shells too. */
export declare const WORKFLOW_SHELL_ALLOWED: string;
/**
 * Check a workflow's `shell:` (a step's, `defaults.run.shell`): a built-in shell — `cmd` and `powershell`
 * too, which fail only when a step runs with one of them here — or a command template with `{0}`. Throws
 * as parseShell does otherwise, naming what is allowed in a workflow.
 */
export declare function checkWorkflowShell(shell: string): void;
/** What the `shell` value may be, for error messages. */
export declare const SHELL_ALLOWED: string;
/**
 * Parse a `shell` value. Throws a UserError (`input-invalid`, where `shell`) when it is neither a built-in
 * shell nor a command template containing `{0}`, or when its quotes do not close.
 */
export declare function parseShell(shell: string | null | undefined): ShellCommand;
/**
 * The script file's text, as the runner writes it for the shell's program (ScriptHandlerHelpers
 * FixUpScriptContents, which compares the word with case): a pwsh or powershell script — a custom
 * `pwsh -File {0}` too — between `$ErrorActionPreference = 'stop'` and an exit with `$LASTEXITCODE`, a cmd
 * script after `@echo off`, each joined with a newline as the runner joins them on Linux and macOS (it writes
 * CRLF on Windows only, and UTF-8 without a BOM everywhere). Any other script as it is, ending in a newline.
 */
export declare function scriptText(command: ShellCommand, script: string): string;
/** Replace `{0}` in every argument with the script path. */
export declare function shellArguments(command: ShellCommand, scriptPath: string): string[];
