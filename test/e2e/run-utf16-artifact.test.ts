import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { batonCli, ensureBuilt } from '../support/build.js';

/**
 * `baton run`: a file a handoff lists in `artifacts` that is UTF-16 text (what Windows PowerShell 5 writes
 * with `>`) is kept redacted in UTF-16, as UTF-8 text is redacted; a secret in it is never stored in clear
 * (found first by helper-233: a UTF-8 reading sees NULs between its characters, a binary one ignored it).
 */
const SECRET = 'SuperSecretValue123';
const dirs: string[] = [];
beforeAll(() => ensureBuilt());
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

it('baton run keeps a UTF-16 artifact file redacted, its BOM kept, and says so', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'baton-utf16-'));
  dirs.push(cwd);
  mkdirSync(join(cwd, '.github/workflows'), { recursive: true });
  writeFileSync(
    join(cwd, '.github/workflows/t.yml'),
    `name: t
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: hello
          run: |
            node -e 'process.stdout.write(Buffer.from("\\ufefftoken: " + process.env.MYSEC + "\\n", "utf16le"))' > notes.txt
            cat notes.txt
            echo '{"version":1,"summary":"ok","artifacts":[{"path":"notes.txt"}]}' > "$BATON_HANDOFF_PATH"
        env:
          MYSEC: \${{ secrets.MYSEC }}
`,
  );
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=q', '-c', 'user.email=q@q', ...args], { cwd });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'x');
  const run = batonCli(['run', '.github/workflows/t.yml', '--secret', 'MYSEC', '--plain'], cwd, {
    MYSEC: SECRET,
  });
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(
    'a: warning: stage a: artifacts/notes.txt: redacted 1 × known secret value as [REDACTED:secret-value]',
  );
  const [id] = readdirSync(join(cwd, '.baton', 'runs'));
  const stored = readFileSync(join(cwd, '.baton', 'runs', id!, 'a', 'artifacts', 'notes.txt'));
  expect([...stored]).toEqual([...Buffer.from('\ufefftoken: [REDACTED:secret-value]\n', 'utf16le')]);
  // The agent printed it too (`cat`): its log, in the record and the job's, holds it redacted, NULs and all.
  const files = readdirSync(join(cwd, '.baton', 'runs', id!), { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name));
  expect(files.map((f) => f.slice(cwd.length))).toEqual(
    expect.arrayContaining([expect.stringMatching(/agent\.log$/)]),
  );
  for (const file of files) {
    const text = readFileSync(file, 'latin1').replaceAll('\u0000', '').replaceAll('\\u0000', '');
    expect(text, file).not.toContain(SECRET);
  }
  expect(
    readFileSync(files.find((f) => f.endsWith('agent.log'))!, 'latin1').replaceAll('\u0000', ''),
  ).toContain('token: [REDACTED:secret-value]');
  expect(`${run.stdout}${run.stderr}`.replaceAll('\u0000', '')).not.toContain(SECRET);
});
