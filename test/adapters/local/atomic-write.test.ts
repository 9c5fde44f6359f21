import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAtomicTemp, tempPathFor, writeFileAtomic } from '../../../src/adapters/local/atomic-write.js';
import { runWithFileSizeLimit } from '../../support/file-size-limit.js';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-atomic-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('writeFileAtomic', () => {
  it('creates a file, then replaces its content, leaving no temp file', async () => {
    const path = join(dir, 'run.json');
    await writeFileAtomic(path, '{"status":"running"}\n');
    expect(await readFile(path, 'utf8')).toBe('{"status":"running"}\n');
    await writeFileAtomic(path, new TextEncoder().encode('{"status":"success"}\n'));
    expect(await readFile(path, 'utf8')).toBe('{"status":"success"}\n');
    expect(await readdir(dir)).toEqual(['run.json']);
  });

  it('removes its temp file when the rename fails, and leaves what is at the path alone', async () => {
    const path = join(dir, 'run.json');
    await mkdir(path);
    await writeFile(join(path, 'inside'), 'kept');
    await expect(writeFileAtomic(path, 'new')).rejects.toMatchObject({
      code: expect.stringMatching(/^(EISDIR|ENOTEMPTY|EEXIST|EPERM)$/),
    });
    expect(await readdir(dir)).toEqual(['run.json']);
    expect(await readFile(join(path, 'inside'), 'utf8')).toBe('kept');
  });

  it('fails without creating anything when the directory does not exist', async () => {
    await expect(writeFileAtomic(join(dir, 'missing', 'run.json'), 'x')).rejects.toMatchObject({
      code: 'ENOENT',
    });
    expect(await readdir(dir)).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')(
    'keeps the old content and removes the temp file when a write fails midway (file size limit)',
    async () => {
      const path = join(dir, 'run.json');
      await writeFile(path, 'old content');
      const snippet = `
        import { writeFileAtomic } from './src/adapters/local/atomic-write.js';
        try {
          await writeFileAtomic(process.argv[2], 'x'.repeat(200 * 1024));
          console.log('written');
        } catch (error) {
          console.log('failed ' + error.code);
          process.exitCode = 1;
        }`;
      const result = await runWithFileSizeLimit(snippet, [path], 64);
      expect(result.stdout.trim()).toBe('failed EFBIG');
      expect(await readFile(path, 'utf8')).toBe('old content');
      expect(await readdir(dir)).toEqual(['run.json']);
    },
  );
});

describe('tempPathFor and isAtomicTemp', () => {
  it('names a fresh hidden temp file in the directory, which isAtomicTemp knows and a file of a run is not', () => {
    const named = tempPathFor(dir, 'run.json.');
    expect(dirname(named)).toBe(dir);
    expect(basename(named)).toMatch(/^\.run\.json\.[0-9a-f]{12}\.tmp$/);
    expect(tempPathFor(dir, 'run.json.')).not.toBe(named);
    expect(basename(tempPathFor(dir, 'job-'))).toMatch(/^\.job-[0-9a-f]{12}\.tmp$/);
    for (const prefix of ['run.json.', 'job-'])
      expect(isAtomicTemp(basename(tempPathFor(dir, prefix)))).toBe(true);
    for (const name of ['run.json', 'job-review.log', '.notes', '.run.json.tmp', '.tmp-review-a1B2c3'])
      expect(isAtomicTemp(name)).toBe(false);
  });
});
