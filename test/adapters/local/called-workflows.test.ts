import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseWorkflow } from '../../../src/adapters/github/workflow-parser.js';
import { readCalledWorkflows } from '../../../src/adapters/local/called-workflows.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const CALLED = 'on: workflow_call\njobs:\n  one:\n    runs-on: x\n    steps:\n      - run: echo one\n';

describe('readCalledWorkflows', () => {
  it('reads a called file from the root it is given, never through a link, a FIFO or past 1 MiB, and refuses a \\ in the path', async () => {
    const root = mkdtempSync(join(tmpdir(), 'baton-called-'));
    dirs.push(root);
    const workflows = join(root, '.github', 'workflows');
    mkdirSync(workflows, { recursive: true });
    writeFileSync(join(workflows, 'ok.yml'), CALLED);
    writeFileSync(join(root, 'outside.yml'), CALLED);
    symlinkSync(join(root, 'outside.yml'), join(workflows, 'link.yml'));
    execFileSync('mkfifo', [join(workflows, 'fifo.yml')]);
    writeFileSync(join(workflows, 'big.yml'), `${CALLED}# ${'x'.repeat(1024 * 1024)}\n`);
    const jobs = ['ok', 'link', 'fifo', 'big', 'missing']
      .map((name) => `  ${name}:\n    uses: ./.github/workflows/${name}.yml\n`)
      .join('');
    const caller = await parseWorkflow(
      `on: push\njobs:\n${jobs}  slash:\n    uses: ./.github/workflows/a\\b.yml\n`,
      '.github/workflows/ci.yml',
    );
    const found = await readCalledWorkflows(root, caller, (text, name) => parseWorkflow(text, name));
    const why = (path: string) => {
      const read = found.get(path);
      return read !== undefined && 'unreadable' in read ? read.unreadable : null;
    };
    expect(why('.github/workflows/ok.yml')).toBeNull();
    expect(why('.github/workflows/link.yml')).toBe(
      '.github/workflows/link.yml: is a symbolic link, not a regular file; a called workflow must be a file of the repository',
    );
    expect(why('.github/workflows/fifo.yml')).toContain('is a FIFO (named pipe), not a regular file');
    expect(why('.github/workflows/big.yml')).toMatch(
      /is \d+ bytes, more than the 1048576 \(1 MiB\) a workflow file may be$/,
    );
    expect(why('.github/workflows/missing.yml')).toMatch(/^\.github\/workflows\/missing\.yml: /);
    expect(why('.github/workflows/a\\b.yml')).toContain("a workflow path holds no \\; GitHub's paths use /");
  });
});
