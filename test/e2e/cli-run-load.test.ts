import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { staticClosure } from '../support/static-closure.js';

/** A message only string-width's code holds (its emoji test), which minification keeps. */
const STRING_WIDTH = 'RGI_Emoji';

/** A bundle's text with the build's cuts of long lines inside strings (a backslash before the line break) joined. */
const joined = (text: string) => text.replaceAll('\\\n', '');

beforeAll(() => ensureBuilt());

/**
 * What `baton run` loads before its first step (DESIGN §9: its start is part of the run's budget against a
 * shell script): the static imports of the CLI, its main chunk and the run command's chunk.
 */
describe('what baton run loads at start', () => {
  it('loads string-width, which only the live view measures text with, only for a live view', async () => {
    const chunks = join(REPO_ROOT, 'dist', 'chunks');
    const names = await readdir(chunks);
    const entries = [
      CLI_PATH,
      ...names.filter((f) => /^(?:main|run)-\w+\.js$/.test(f)).map((f) => join(chunks, f)),
    ];
    expect(entries).toHaveLength(3);
    const loaded = new Map<string, string>();
    for (const entry of entries)
      for (const [file, text] of await staticClosure(entry)) loaded.set(file, text);
    const texts = [...loaded.values()].map(joined);
    // The check sees what it should: the run command's code is loaded, and string-width is in dist/ (in a
    // chunk loaded with import() when the view is live).
    expect(texts.some((t) => t.includes('already cancelling; waiting for running commands to stop'))).toBe(
      true,
    );
    const all = await Promise.all(names.map(async (f) => joined(await readFile(join(chunks, f), 'utf8'))));
    expect(all.some((t) => t.includes(STRING_WIDTH))).toBe(true);
    expect(texts.some((t) => t.includes(STRING_WIDTH))).toBe(false);
  });
});
