import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import stringWidth from 'string-width';
import { afterAll, describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/io.js';
import { run } from '../../src/cli/main.js';
import { fakeCliIO } from '../support/cli-io.js';

/**
 * `baton run`'s live view, the command run in process on a terminal of a given size (a fake one: what it is
 * written is kept, and it says when it is resized).
 */

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function project(workflow: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'baton-live-view-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yml'), workflow);
  return dir;
}

/** A terminal `columns` × `rows` that can be resized while the command runs. */
function terminal(dir: string, columns: number, rows: number) {
  const cli = fakeCliIO({ cwd: dir, env: { PATH: process.env.PATH } });
  let listener: ((size: { columns: number; rows: number }) => void) | undefined;
  const io: CliIO = {
    ...cli.io,
    isTTY: true,
    terminal: { columns, rows },
    onResize: (given) => {
      listener = given;
      return () => {
        listener = undefined;
      };
    },
  };
  return {
    ...cli,
    io,
    resize: (size: { columns: number; rows: number }) => listener?.(size),
    listening: () => listener !== undefined,
  };
}

/** The live view's frames in what was written: each one's lines, without the view's own sequences. */
function frames(text: string): string[][] {
  return text
    .split('\u001b[?7l')
    .slice(1)
    .map((part) =>
      part
        .slice(0, part.indexOf('\u001b[J'))
        .split('\n')
        .slice(0, -1)
        .map((line) => line.replace(/\u001b\[[0-9;]*[A-Za-z]/g, '')),
    );
}

/** Waits until `done` holds, for at most 30 s. */
async function until(what: string, done: () => boolean): Promise<void> {
  for (let i = 0; i < 600 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(done(), `${what} never happened`).toBe(true);
}

describe('baton run: the live view', () => {
  it('is drawn at the size the terminal is resized to, until the run ends', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `job${String(i).padStart(2, '0')}`);
    const dir = project(
      `on: workflow_dispatch\njobs:\n${ids
        .map(
          (id) =>
            `  ${id}:\n    runs-on: ubuntu-latest\n    steps:\n      - name: a step whose name is long enough to be cut on a narrow terminal\n        run: for i in $(seq 600); do [ -e go ] && break; sleep 0.1; done\n`,
        )
        .join('')}`,
    );
    const term = terminal(dir, 120, 40);
    const ran = run({ argv: ['run', 'wf.yml', '-j', '12'], io: term.io });
    let resizedAt = 0;
    try {
      await until('the first step running', () => term.stdout().includes('running'));
      expect(term.listening()).toBe(true);
      resizedAt = term.stdout().length;
      term.resize({ columns: 40, rows: 8 });
      await until('a frame after the resize', () => frames(term.stdout().slice(resizedAt)).length > 0);
    } finally {
      writeFileSync(join(dir, 'go'), '');
    }
    expect(await ran, term.stderr()).toBe(0);
    // Every frame after it fits the terminal as it now is, but the last, which lists every job.
    const after = frames(term.stdout().slice(resizedAt));
    const live = after.slice(0, -1);
    expect(live.length).toBeGreaterThan(0);
    for (const frame of live) {
      expect(frame.length).toBeLessThanOrEqual(7);
      for (const line of frame) expect(stringWidth(line)).toBeLessThanOrEqual(40);
    }
    expect(after.at(-1)?.filter((line) => /^ {2}✓ job\d\d/.test(line))).toHaveLength(12);
    expect(term.listening()).toBe(false);
  });

  it('says at the end, in full, the warnings and errors it cut to a line', async () => {
    const long = `a warning from the step that goes on ${'and on '.repeat(12)}to its end`;
    const dir = project(`on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - run: echo "::warning::${long}"; echo "::warning::short one"
        env:
          TOKEN: \${{ secrets.MY_TOKEN }}
`);
    const term = terminal(dir, 80, 30);
    expect(await run({ argv: ['run', 'wf.yml'], io: term.io }), term.stderr()).toBe(0);
    const out = term.stdout();
    const end = out.slice(out.lastIndexOf('\u001b[?7h') + '\u001b[?7h'.length);
    expect(end).toContain(`2 warnings the live view did not show in full:
  run: warning: wf.yml:8:18: secrets.MY_TOKEN is read, but no --secret MY_TOKEN was given: it is empty in this run, as on GitHub for a secret the repository does not have (export MY_TOKEN and pass --secret MY_TOKEN to set it)
  a: warning: step 1: ${long}
`);
    // One it showed whole is not said again.
    expect(end).not.toContain('short one');
  });
});
