import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { fakeCliIO } from '../support/cli-io.js';

/**
 * `baton run`'s live view on a terminal: coloured, unless `--no-color`, FORCE_COLOR=0 or a non-empty NO_COLOR
 * says not.
 */

/** An SGR colour sequence (the live view's states), not a cursor move. */
const COLOUR = /\u001b\[[0-9;]*m/;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-colour-'));
  await writeFile(
    join(dir, 'ok.yml'),
    'on: workflow_dispatch\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo hi\n',
  );
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function liveView(argv: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const cli = fakeCliIO({ cwd: dir, env: { PATH: process.env.PATH, ...env } });
  const io = { ...cli.io, isTTY: true, terminal: { columns: 80, rows: 24 } };
  expect(await run({ argv, io }), cli.stderr()).toBe(0);
  return cli.stdout();
}

describe('baton run: colours in the live view', () => {
  it('colours the states on a terminal', async () => {
    expect(await liveView(['run', 'ok.yml'])).toMatch(COLOUR);
    // NO_COLOR set to '' is not set (no-color.org).
    expect(await liveView(['run', 'ok.yml'], { NO_COLOR: '' })).toMatch(COLOUR);
  });

  it('leaves colours out for --no-color, before or after the command, and for a non-empty NO_COLOR', async () => {
    expect(await liveView(['run', 'ok.yml', '--no-color'])).not.toMatch(COLOUR);
    expect(await liveView(['--no-color', 'run', 'ok.yml'])).not.toMatch(COLOUR);
    expect(await liveView(['run', 'ok.yml'], { NO_COLOR: '1' })).not.toMatch(COLOUR);
  });

  it('reads FORCE_COLOR as Node does: 0 or false leave colours out, 1 to 3 keep them over NO_COLOR; --no-color decides first', async () => {
    for (const value of ['0', 'false'])
      expect(await liveView(['run', 'ok.yml'], { FORCE_COLOR: value })).not.toMatch(COLOUR);
    for (const value of ['1', '3', ''])
      expect(await liveView(['run', 'ok.yml'], { FORCE_COLOR: value, NO_COLOR: '1' })).toMatch(COLOUR);
    expect(await liveView(['run', 'ok.yml', '--no-color'], { FORCE_COLOR: '1' })).not.toMatch(COLOUR);
  });
});
