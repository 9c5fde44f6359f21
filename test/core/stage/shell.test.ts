import { describe, expect, it } from 'vitest';
import { parseShell, scriptText } from '../../../src/core/stage/shell.js';

/** What the runner writes around a pwsh or powershell script (ScriptHandlerHelpers.FixUpScriptContents). */
const PWSH_BEFORE = "$ErrorActionPreference = 'stop'";
const PWSH_AFTER = 'if ((Test-Path -LiteralPath variable:\\LASTEXITCODE)) { exit $LASTEXITCODE }';

describe("parseShell: the script file's extension, by the shell's first word as the runner picks it", () => {
  it('gives a built-in shell its own', () => {
    expect(parseShell('bash')).toEqual({
      file: 'bash',
      args: ['--noprofile', '--norc', '-eo', 'pipefail', '{0}'],
      extension: '.sh',
    });
    expect(parseShell('pwsh')).toEqual({ file: 'pwsh', args: ['-command', ". '{0}'"], extension: '.ps1' });
    expect(parseShell('sh').extension).toBe('.sh');
    expect(parseShell('python').extension).toBe('.py');
  });

  it("gives a custom shell the extension of its program's built-in name, without case, and none to another", () => {
    expect(parseShell('pwsh -NoProfile -File {0}')).toEqual({
      file: 'pwsh',
      args: ['-NoProfile', '-File', '{0}'],
      extension: '.ps1',
    });
    expect(parseShell('powershell -NoProfile -File {0}').extension).toBe('.ps1');
    expect(parseShell('python -u {0}').extension).toBe('.py');
    expect(parseShell('bash -x {0}').extension).toBe('.sh');
    expect(parseShell('sh -x {0}').extension).toBe('.sh');
    expect(parseShell('cmd /D /C {0}').extension).toBe('.cmd');
    // The runner's table ignores case.
    expect(parseShell('PWSH -File {0}').extension).toBe('.ps1');
    // Any other word, a path to a known program too: the runner looks the word up as written.
    expect(parseShell('perl {0}').extension).toBe('');
    expect(parseShell('python3 {0}').extension).toBe('');
    expect(parseShell('/usr/bin/pwsh -File {0}').extension).toBe('');
  });
});

describe('scriptText: the script file as the runner writes it for its shell', () => {
  it('wraps a pwsh or powershell script to stop at the first error and exit with its last exit code', () => {
    const script = 'Write-Output hi\n& ./tool.exe\n';
    const wrapped = `${PWSH_BEFORE}\n${script}\n${PWSH_AFTER}`;
    expect(scriptText(parseShell('pwsh'), script)).toBe(wrapped);
    expect(scriptText(parseShell('pwsh -NoProfile -File {0}'), script)).toBe(wrapped);
    expect(scriptText(parseShell('powershell -File {0}'), script)).toBe(wrapped);
    expect(scriptText(parseShell('pwsh'), 'Write-Output hi')).toBe(
      `${PWSH_BEFORE}\nWrite-Output hi\n${PWSH_AFTER}`,
    );
  });

  it('starts a cmd script with @echo off', () => {
    expect(scriptText(parseShell('cmd /D /C {0}'), 'echo hi\n')).toBe('@echo off\necho hi\n');
  });

  it("leaves other shells' scripts as they are, ending in a newline", () => {
    expect(scriptText(parseShell('bash'), 'echo hi')).toBe('echo hi\n');
    expect(scriptText(parseShell('python'), 'print(1)\n')).toBe('print(1)\n');
    expect(scriptText(parseShell('perl {0}'), 'print 1;')).toBe('print 1;\n');
    // The runner's wrapping compares the word with case, as its extension table does not.
    expect(scriptText(parseShell('PWSH -File {0}'), 'Write-Output hi\n')).toBe('Write-Output hi\n');
  });
});
