import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundles } from '../support/actions-runner.js';

/**
 * Which zod the bundles hold. baton's schemas use `zod/mini` (src/core/zod.ts): building classic zod's
 * schemas cost a cold `baton validate` about 18 ms of the one `node -e 0` its budget allows (DESIGN §9).
 * Schema classes keep their names as strings through minification: classic's `ZodString`, mini's
 * `ZodMiniString`. zod's messages come from a locale; only the English one belongs in the bundles (the
 * markers are ASCII: esbuild escapes other characters).
 */
const CLASSIC = '"ZodString"';
const MINI = '"ZodMiniString"';
const ENGLISH = 'Too big: expected';
const GERMAN = 'Zu klein: erwartet';

/** Every JavaScript file of the bundled dist/ (the CLI, the library, the actions and their chunks). */
async function bundleTexts(): Promise<Map<string, string>> {
  const dist = await bundles();
  const files = (await readdir(dist, { recursive: true })).filter(
    (f) => f.endsWith('.js') && !f.startsWith('types'),
  );
  return new Map(
    await Promise.all(files.map(async (f) => [f, await readFile(join(dist, f), 'utf8')] as const)),
  );
}

describe('zod in the bundles', () => {
  it('no bundle holds classic zod; the CLI and the actions hold zod/mini', async () => {
    const texts = await bundleTexts();
    expect([...texts].filter(([, text]) => text.includes(CLASSIC)).map(([file]) => file)).toEqual([]);
    const mini = [...texts].filter(([, text]) => text.includes(MINI)).map(([file]) => file);
    expect(
      mini.some((f) => f.startsWith('chunks/')),
      'a CLI chunk holds zod/mini',
    ).toBe(true);
    expect(
      mini.some((f) => f.startsWith('action-chunks/')),
      'an action chunk holds zod/mini',
    ).toBe(true);
  });

  it('holds zod’s English messages and no other locale', async () => {
    const texts = [...(await bundleTexts()).values()];
    expect(texts.some((t) => t.includes(ENGLISH))).toBe(true);
    expect(texts.some((t) => t.includes(GERMAN))).toBe(false);
  });
});

describe('content-type in the bundles', () => {
  // npm warns on Node 20 that content-type (a dependency of the artifact client's octokit) needs Node 22;
  // the README says no bundle holds it. Its own error message is the marker.
  it('no bundle holds it', async () => {
    const texts = await bundleTexts();
    expect(
      [...texts].filter(([, text]) => text.includes('Invalid parameter name: ')).map(([f]) => f),
    ).toEqual([]);
  });
});
