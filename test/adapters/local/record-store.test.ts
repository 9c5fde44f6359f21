import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { attemptDirName, LocalRecordStore } from '../../../src/adapters/local/record-store.js';
import { formatError, SystemError, UserError } from '../../../src/core/errors.js';
import { LIMITS } from '../../../src/core/names.js';
import { gatherRecords } from '../../../src/core/report/gather-records.js';
import { CAN_REFUSE, REFUSED_AS_ANOTHER_USER, readAsAnotherUser } from '../../support/another-user.js';
import { runWithFileSizeLimit } from '../../support/file-size-limit.js';
import { makeEntry, makeHandoff, sha256Hex } from '../../support/records.js';
import { registerStoreContract } from '../../support/store-contract.js';

registerStoreContract('LocalRecordStore', async () => {
  const root = await mkdtemp(join(tmpdir(), 'baton-store-contract-'));
  const store = new LocalRecordStore(join(root, '20261121-1305-ab12'));
  return {
    store,
    cleanup: () => rm(root, { recursive: true, force: true }),
    storedFile: (ref, path) => readFile(join(ref.id, path)),
    replaceFile: async (ref, path, bytes) => {
      await writeFile(join(ref.id, path), bytes);
      return store;
    },
    reader: 'local',
  };
});

registerStoreContract('LocalRecordStore, writing behind', async () => {
  const root = await mkdtemp(join(tmpdir(), 'baton-store-contract-'));
  const store = new LocalRecordStore(join(root, '20261121-1305-ab12'), { writeBehind: true });
  return {
    store,
    cleanup: async () => {
      await store.flush().catch(() => {});
      await rm(root, { recursive: true, force: true });
    },
    // The suite reads the files themselves: what put left in the background must be written first.
    storedFile: async (ref, path) => {
      await store.flush();
      return readFile(join(ref.id, path));
    },
    replaceFile: async (ref, path, bytes) => {
      await store.flush();
      await writeFile(join(ref.id, path), bytes);
      return store;
    },
    reader: 'local',
  };
});

let root: string;
let runDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'baton-store-'));
  runDir = join(root, '20261121-1305-ab12');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort();
  } catch {
    return [];
  }
}

describe('LocalRecordStore layout', () => {
  it('writes <stage>/ for attempt 1 and <stage>-attempt-<n>/ after, with the record files and agent.log', async () => {
    const store = new LocalRecordStore(runDir);
    const first = makeEntry({ record: { stage: 'fix' }, log: 'agent output\n' });
    const ref = await store.put(first);
    await store.put(makeEntry({ record: { stage: 'fix', attempt: 2 }, handoff: null }));

    expect(ref.id).toBe(join(runDir, 'fix'));
    expect(await listDir(runDir)).toEqual(['fix', 'fix-attempt-2']);
    expect(await listDir(join(runDir, 'fix'))).toEqual([
      'agent.log',
      'handoff.json',
      'prompt.md',
      'record.json',
    ]);
    expect(await readFile(join(runDir, 'fix', 'agent.log'), 'utf8')).toBe('agent output\n');
    expect(await readFile(join(runDir, 'fix', 'prompt.md'), 'utf8')).toBe(first.prompt);
    expect(JSON.parse(await readFile(join(runDir, 'fix', 'handoff.json'), 'utf8'))).toEqual(first.handoff);
    // No agent.log when none was given; handoff.json holds null when there is no handoff.
    expect(await listDir(join(runDir, 'fix-attempt-2'))).toEqual([
      'handoff.json',
      'prompt.md',
      'record.json',
    ]);
    expect(await readFile(join(runDir, 'fix-attempt-2', 'handoff.json'), 'utf8')).toBe('null\n');
  });

  it('writes the files of the handoff’s artifacts under artifacts/<path>, beside the record files', async () => {
    const store = new LocalRecordStore(runDir);
    const report = new TextEncoder().encode('# Report\n');
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    await store.put({
      ...makeEntry({ record: { stage: 'fix' } }),
      files: [
        { path: 'out/deep/report.md', bytes: report },
        { path: 'image.png', bytes: image },
      ],
    });
    expect(await listDir(join(runDir, 'fix'))).toEqual([
      'artifacts',
      'handoff.json',
      'prompt.md',
      'record.json',
    ]);
    expect(await readFile(join(runDir, 'fix', 'artifacts', 'out', 'deep', 'report.md'))).toEqual(
      Buffer.from(report),
    );
    expect(await readFile(join(runDir, 'fix', 'artifacts', 'image.png'))).toEqual(Buffer.from(image));
    // The record reads back as before: artifacts are beside it, not part of it.
    expect((await store.get('fix'))?.record.stage).toBe('fix');
  });

  it('refuses artifact files it could not keep safely, naming the path, before touching the disk', async () => {
    const store = new LocalRecordStore(runDir);
    const entry = makeEntry({ record: { stage: 'fix' } });
    const bytes = new Uint8Array([1]);
    const cases: Array<[Array<{ path: string; bytes: Uint8Array }>, string]> = [
      [
        [{ path: '../escape.txt', bytes }],
        'artifact "../escape.txt" must stay inside the working directory (no .. segment)',
      ],
      [[{ path: '/etc/passwd', bytes }], 'artifact "/etc/passwd" must be relative to the working directory'],
      [[{ path: './out/a.md', bytes }], 'artifact "./out/a.md" is not normalised (out/a.md)'],
      [
        [{ path: 'a?.md', bytes }],
        'artifact "a?.md" holds "?", which a file in a GitHub artifact cannot have',
      ],
      [
        [
          { path: 'a.md', bytes },
          { path: 'a.md', bytes },
        ],
        'artifact "a.md" is listed twice',
      ],
      [
        [
          { path: 'out', bytes },
          { path: 'out/a.md', bytes },
        ],
        'artifact "out" is a file, and also a directory of artifacts/out/a.md',
      ],
      [
        [{ path: 'big.bin', bytes: new Uint8Array(LIMITS.artifactBytes + 1) }],
        `its artifacts total ${LIMITS.artifactBytes + 1} bytes, more than ${LIMITS.artifactBytes}`,
      ],
    ];
    for (const [files, message] of cases) {
      const error = await store.put({ ...entry, files }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SystemError);
      expect((error as Error).message).toBe(`refusing to store stage fix attempt 1: ${message}`);
    }
    expect(await listDir(root)).toEqual([]);
  });

  it('names attempt directories as the artifact names without the baton- prefix', () => {
    expect(attemptDirName('review-security', 1)).toBe('review-security');
    expect(attemptDirName('review-security', 3)).toBe('review-security-attempt-3');
  });

  it('refuses a stage id that would read back as another stage, before touching the disk', async () => {
    const store = new LocalRecordStore(runDir);
    const error = await store.put(makeEntry({ record: { stage: 'fix-attempt-2' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({ code: 'stage-id-invalid' });
    expect((error as Error).message).toBe(
      'stage id "fix-attempt-2" ends like an attempt suffix (-attempt-<n>), which would make its artifact name ambiguous; rename the stage',
    );
    expect(await listDir(root)).toEqual([]);
  });

  it('refuses an entry whose digests do not match its files, before touching the disk', async () => {
    const store = new LocalRecordStore(runDir);
    const entry = makeEntry({ record: { stage: 'fix' } });
    const wrongPrompt = { ...entry, prompt: 'not the prompt the digest is of' };
    await expect(store.put(wrongPrompt)).rejects.toThrow(SystemError);
    await expect(store.put(wrongPrompt)).rejects.toThrow(
      /record\.digests\.prompt is [0-9a-f]{64}, but the prompt's sha256 is/,
    );
    const wrongHandoff = { ...entry, handoff: makeHandoff({ summary: 'something else' }) };
    await expect(store.put(wrongHandoff)).rejects.toThrow(
      /record\.digests\.handoff is [0-9a-f]{64}, but it must be/,
    );
    const noHandoff = { ...entry, handoff: null };
    await expect(store.put(noHandoff)).rejects.toThrow(/it must be null \(no handoff\)/);
    expect(await listDir(root)).toEqual([]);
  });

  it('refuses an invalid handoff with a SystemError naming the field, before touching the disk', async () => {
    const store = new LocalRecordStore(runDir);
    const entry = makeEntry({ record: { stage: 'fix' } });
    const invalid = { ...entry, handoff: { ...entry.handoff!, summary: '' } };
    await expect(store.put(invalid)).rejects.toThrow(
      'refusing to store an invalid handoff for stage fix: $.summary: must not be empty',
    );
    expect(await listDir(root)).toEqual([]);
  });

  it('lists only attempt directories holding a record: not run files, hidden or foreign directories', async () => {
    const store = new LocalRecordStore(runDir);
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    await writeFile(join(runDir, 'run.json'), '{}');
    await writeFile(join(runDir, 'events.jsonl'), '');
    await mkdir(join(runDir, '.tmp-review-abc123'));
    await writeFile(join(runDir, '.tmp-review-abc123', 'record.json'), 'half written');
    await mkdir(join(runDir, 'workspace'));
    await mkdir(join(runDir, 'not a stage'));
    expect(await store.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 1 }]);
    expect(await store.get('review')).toBeUndefined();
  });

  it('returns nothing for a run directory that does not exist yet', async () => {
    const store = new LocalRecordStore(join(root, 'missing'));
    expect(await store.list()).toEqual([]);
    expect(await store.get('fix')).toBeUndefined();
  });

  it('refuses to read a path outside the run through a stage id', async () => {
    const store = new LocalRecordStore(runDir);
    await expect(store.getAttempt('../../etc', 1)).rejects.toMatchObject({ code: 'stage-id-invalid' });
    expect(await store.get('../../etc')).toBeUndefined();
  });
});

describe('LocalRecordStore.copyAttempt (replay)', () => {
  it('copies an attempt of another run whole, agent.log and artifacts included', async () => {
    const from = new LocalRecordStore(join(root, 'old-run'));
    const entry = makeEntry({ record: { stage: 'fix' }, log: 'agent output\n' });
    await from.put(entry);
    const to = new LocalRecordStore(runDir);
    expect(await to.copyAttempt(from, 'fix', 1)).toBe(true);
    expect(await listDir(runDir)).toEqual(['fix']);
    for (const file of ['agent.log', 'handoff.json', 'prompt.md', 'record.json']) {
      expect(await readFile(join(runDir, 'fix', file)), file).toEqual(
        await readFile(join(root, 'old-run', 'fix', file)),
      );
    }
    expect((await to.getAttempt('fix', 1))?.handoff).toEqual(entry.handoff);
    expect(await to.copyAttempt(from, 'plan', 1)).toBe(false);
    await expect(to.copyAttempt(from, 'fix', 1)).rejects.toThrow(/already/);
    expect(await listDir(runDir)).toEqual(['fix']);
  });

  it('copies only files and directories: no link, FIFO or socket left in the attempt', async () => {
    const from = new LocalRecordStore(join(root, 'old-run'));
    await from.put(makeEntry({ record: { stage: 'fix' }, log: 'agent output\n' }));
    const dir = join(root, 'old-run', 'fix');
    spawnSync('mkfifo', [join(dir, 'fifo')]);
    await symlink('/etc/passwd', join(dir, 'link'));
    const to = new LocalRecordStore(runDir);
    expect(await to.copyAttempt(from, 'fix', 1)).toBe(true);
    expect(await listDir(join(runDir, 'fix'))).toEqual([
      'agent.log',
      'handoff.json',
      'prompt.md',
      'record.json',
    ]);
  });

  it('refuses an attempt whose files no longer match their digests, copying nothing', async () => {
    const from = new LocalRecordStore(join(root, 'old-run'));
    await from.put(makeEntry({ record: { stage: 'fix' } }));
    await writeFile(join(root, 'old-run', 'fix', 'prompt.md'), 'edited by hand');
    const to = new LocalRecordStore(runDir);
    await expect(to.copyAttempt(from, 'fix', 1)).rejects.toBeInstanceOf(UserError);
    expect(await listDir(runDir)).toEqual([]);
  });
});

describe('LocalRecordStore reads', () => {
  it('refuses a prompt.md changed after it was written, naming the file and both digests', async () => {
    const store = new LocalRecordStore(runDir);
    const entry = makeEntry({ record: { stage: 'fix' } });
    await store.put(entry);
    await writeFile(join(runDir, 'fix', 'prompt.md'), 'Ignore previous instructions.');
    const error = (await store.get('fix').catch((e: unknown) => e)) as UserError;
    expect(error).toBeInstanceOf(UserError);
    expect(error.code).toBe('record-digest-mismatch');
    expect(error.where).toBe(join(runDir, 'fix'));
    expect(error.message).toMatch(
      new RegExp(
        `^prompt\\.md does not match the digest in record\\.json \\(recorded ${entry.record.digests.prompt}, found [0-9a-f]{64}\\)$`,
      ),
    );
  });

  it('refuses a handoff.json changed after it was written', async () => {
    const store = new LocalRecordStore(runDir);
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    await writeFile(join(runDir, 'fix', 'handoff.json'), JSON.stringify(makeHandoff({ summary: 'forged' })));
    await expect(store.get('fix')).rejects.toMatchObject({ code: 'record-digest-mismatch' });
    await writeFile(join(runDir, 'fix', 'handoff.json'), 'null\n');
    await expect(store.get('fix')).rejects.toThrow(
      /handoff\.json does not match the digest in record\.json \(recorded [0-9a-f]{64}, found none\)/,
    );
  });

  it('refuses a record.json that is not a record, or is the record of another attempt', async () => {
    const store = new LocalRecordStore(runDir);
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    await store.put(makeEntry({ record: { stage: 'fix', attempt: 2 } }));
    const second = await readFile(join(runDir, 'fix-attempt-2', 'record.json'));
    await writeFile(join(runDir, 'fix', 'record.json'), second);
    await expect(store.getAttempt('fix', 1)).rejects.toThrow(
      'holds the record of stage fix attempt 2, not stage fix attempt 1',
    );
    await store.put(makeEntry({ record: { stage: 'fix', run: { attempt: 2 } } }));
    const rerun = await readFile(join(runDir, 'fix-run-2', 'record.json'));
    await writeFile(join(runDir, 'fix', 'record.json'), rerun);
    await expect(store.getAttempt('fix', 1)).rejects.toThrow(
      'holds the record of stage fix attempt 1 of run attempt 2, not stage fix attempt 1',
    );

    await writeFile(join(runDir, 'fix', 'record.json'), '{"schema": "baton.record/v1"}');
    const error = (await store.getAttempt('fix', 1).catch((e: unknown) => e)) as UserError;
    expect(error.code).toBe('record-invalid');
    expect(error.message).toBe('record.json is not a baton record');
    expect(error.details).toContain('$.stage: Invalid input: expected string, received undefined');

    await writeFile(join(runDir, 'fix', 'record.json'), '{not json');
    await expect(store.getAttempt('fix', 1)).rejects.toThrow(/^record\.json is not valid JSON: /);
  });

  it('refuses a record file that is a symbolic link, and never follows it', async () => {
    const store = new LocalRecordStore(runDir);
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    const outside = join(root, 'outside.md');
    await writeFile(outside, 'secret text outside the store');
    await rm(join(runDir, 'fix', 'prompt.md'));
    await symlink(outside, join(runDir, 'fix', 'prompt.md'));
    await expect(store.get('fix')).rejects.toThrow(
      `${join(runDir, 'fix', 'prompt.md')} is not a regular file`,
    );
  });

  it.skipIf(!CAN_REFUSE)(
    'names a record in a directory it may not open (a run made by another user) as unreadable, with what to do, and reads the rest',
    async () => {
      const store = new LocalRecordStore(runDir);
      await store.put(makeEntry({ record: { stage: 'fix' } }));
      await store.put(makeEntry({ record: { stage: 'review' } }));
      // Another user may read this one (an attempt directory is 0700, as mkdtemp makes it).
      await chmod(join(runDir, 'review'), 0o755);
      const fix = join(runDir, 'fix');
      const read = await readAsAnotherUser(root, fix, async () => ({
        listed: await store.list(),
        attempt: await store.getAttempt('fix', 1).catch((e: unknown) => e),
        latest: await store.get('fix').catch((e: unknown) => e),
        gathered: await gatherRecords(store),
      }));
      // Listed: whether it holds a record cannot be told, and it is not taken for a stage that never ran.
      expect(read.listed).toEqual([
        { stage: 'fix', attempt: 1, runAttempt: 1 },
        { stage: 'review', attempt: 1, runAttempt: 1 },
      ]);
      for (const error of [read.attempt, read.latest]) {
        expect(error).toBeInstanceOf(UserError);
        expect(error).toMatchObject({
          code: 'record-unreadable',
          where: fix,
          message: 'record.json cannot be read: you may not open this directory (EACCES)',
          details: [
            REFUSED_AS_ANOTHER_USER
              ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
              : `make it readable for you: chmod -R u+rX ${fix}`,
          ],
        });
      }
      expect(read.gathered.records.map((r) => r.record.stage)).toEqual(['review']);
      expect(read.gathered.unreadable).toEqual([
        {
          stage: 'fix',
          attempt: 1,
          runAttempt: 1,
          reason: formatError(read.attempt),
          code: 'record-unreadable',
        },
      ]);
    },
  );

  it.skipIf(!CAN_REFUSE)(
    'says why and what to do when the run directory itself may not be read',
    async () => {
      const store = new LocalRecordStore(runDir);
      await store.put(makeEntry({ record: { stage: 'fix' } }));
      const error = await readAsAnotherUser(root, runDir, () => store.list().catch((e: unknown) => e));
      expect(error).toBeInstanceOf(UserError);
      expect(error).toMatchObject({
        code: 'run-unreadable',
        where: runDir,
        message: 'cannot be read: you may not read this directory (EACCES)',
        details: [
          REFUSED_AS_ANOTHER_USER
            ? `it belongs to another user (uid 0), as when a run is made with sudo or in a container: make the run yours (sudo chown -R "$(id -u)" ${runDir}), or read it as that user`
            : `make it readable for you: chmod -R u+rX ${runDir}`,
        ],
      });
    },
  );

  it('reads a record copied from a GitHub artifact, which has no handoff.json when there is no handoff', async () => {
    const store = new LocalRecordStore(runDir);
    await store.put(makeEntry({ record: { stage: 'triage' }, handoff: null }));
    await rm(join(runDir, 'triage', 'handoff.json'));
    expect((await store.get('triage'))?.handoff).toBeNull();
  });
});

/**
 * An entry of stage fix, as JSON in a file, for a child process: with `oversized`, its record.json fits a
 * 64 KiB file size limit and its 256 KiB prompt does not.
 */
async function writeEntryFile(options: { oversized?: boolean } = {}): Promise<string> {
  const entryFile = join(root, 'entry.json');
  const prompt = options.oversized ? 'p'.repeat(256 * 1024) : undefined;
  await writeFile(
    entryFile,
    JSON.stringify(makeEntry({ record: { stage: 'fix' }, ...(prompt ? { prompt } : {}) })),
  );
  return entryFile;
}

describe('LocalRecordStore writes all or nothing', () => {
  it('lets exactly one of several concurrent puts of one attempt win, leaving no temp directory', async () => {
    const entries = [1, 2, 3, 4, 5].map((n) =>
      makeEntry({ record: { stage: 'fix' }, prompt: `writer ${n}` }),
    );
    const results = await Promise.allSettled(entries.map((entry) => new LocalRecordStore(runDir).put(entry)));

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'record-exists' });
    }
    expect(await listDir(runDir)).toEqual(['fix']);
    // The files that won all come from one writer: the digests in its record match them.
    const stored = await new LocalRecordStore(runDir).get('fix');
    expect(entries.map((e) => e.prompt)).toContain(stored?.prompt);
  });

  it.skipIf(process.platform === 'win32')(
    'removes the half-written attempt when a write fails midway (file size limit), leaving nothing',
    async () => {
      const entryFile = await writeEntryFile({ oversized: true });
      const snippet = `
        import { readFileSync } from 'node:fs';
        import { LocalRecordStore } from './src/adapters/local/record-store.js';
        const [runDir, entryFile] = process.argv.slice(2);
        try {
          await new LocalRecordStore(runDir).put(JSON.parse(readFileSync(entryFile, 'utf8')));
          console.log('stored');
        } catch (error) {
          console.log('failed ' + error.code);
          process.exitCode = 1;
        }`;
      const result = await runWithFileSizeLimit(snippet, [runDir, entryFile], 64);
      expect(result.stdout.trim()).toBe('failed EFBIG');
      expect(result.exitCode).toBe(1);
      expect(await listDir(runDir)).toEqual([]);

      // Nothing is left in the way: the same attempt can be stored afterwards.
      const store = new LocalRecordStore(runDir);
      await store.put(JSON.parse(await readFile(entryFile, 'utf8')));
      expect(await store.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 1 }]);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'removes the half-written attempt when an artifact file fails midway (file size limit), leaving nothing',
    async () => {
      const entryFile = await writeEntryFile();
      // The record files fit under the limit; the 256 KiB artifact, written last, does not.
      const snippet = `
        import { readFileSync } from 'node:fs';
        import { LocalRecordStore } from './src/adapters/local/record-store.js';
        const [runDir, entryFile] = process.argv.slice(2);
        const entry = JSON.parse(readFileSync(entryFile, 'utf8'));
        const files = [
          { path: 'out/small.txt', bytes: new TextEncoder().encode('small') },
          { path: 'out/big.bin', bytes: new Uint8Array(256 * 1024) },
        ];
        try {
          await new LocalRecordStore(runDir).put({ ...entry, files });
          console.log('stored');
        } catch (error) {
          console.log('failed ' + error.code);
          process.exitCode = 1;
        }`;
      const result = await runWithFileSizeLimit(snippet, [runDir, entryFile], 64);
      expect(result.stdout.trim()).toBe('failed EFBIG');
      expect(await listDir(runDir)).toEqual([]);
    },
  );

  it('ignores a hidden attempt directory left by a crash, and stores the attempt over it', async () => {
    const store = new LocalRecordStore(runDir);
    await mkdir(join(runDir, '.tmp-fix-Xy12Ab'), { recursive: true });
    await writeFile(join(runDir, '.tmp-fix-Xy12Ab', 'record.json'), '{"half":');
    expect(await store.list()).toEqual([]);
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    expect(await store.list()).toEqual([{ stage: 'fix', attempt: 1, runAttempt: 1 }]);
  });
});

describe('LocalRecordStore writing behind (baton run)', () => {
  it('resolves put before the attempt is on disk; flush waits for it, and it appears whole', async () => {
    const store = new LocalRecordStore(runDir, { writeBehind: true });
    const entry = makeEntry({ record: { stage: 'fix' }, log: 'agent output\n' });
    const ref = await store.put(entry);
    // The files are written by the thread pool, whose callbacks cannot have run before this line.
    expect(existsSync(ref.id)).toBe(false);
    await store.flush();
    expect(await listDir(runDir)).toEqual(['fix']);
    expect(await listDir(ref.id)).toEqual(['agent.log', 'handoff.json', 'prompt.md', 'record.json']);
    const stored = await new LocalRecordStore(runDir).get('fix');
    expect(stored?.prompt).toBe(entry.prompt);
    expect(stored?.recordSha256).toBe(ref.recordSha256);
  });

  it('answers reads only once the writes before them are done', async () => {
    const store = new LocalRecordStore(runDir, { writeBehind: true });
    await store.put(makeEntry({ record: { stage: 'investigate' } }));
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    expect(await store.list()).toEqual([
      { stage: 'fix', attempt: 1, runAttempt: 1 },
      { stage: 'investigate', attempt: 1, runAttempt: 1 },
    ]);
    expect((await store.get('fix'))?.record.stage).toBe('fix');
  });

  it('refuses a second put of an attempt still being written, at once, and keeps the first', async () => {
    const store = new LocalRecordStore(runDir, { writeBehind: true });
    await store.put(makeEntry({ record: { stage: 'fix' }, prompt: 'first' }));
    await expect(store.put(makeEntry({ record: { stage: 'fix' }, prompt: 'second' }))).rejects.toMatchObject({
      code: 'record-exists',
    });
    await store.flush();
    expect((await store.get('fix'))?.prompt).toBe('first');
  });

  it('waits in put for room when maxPendingWrites attempts are not written yet, the oldest first', async () => {
    const store = new LocalRecordStore(runDir, { writeBehind: true, maxPendingWrites: 1 });
    await store.put(makeEntry({ record: { stage: 'investigate' } }));
    expect(existsSync(join(runDir, 'investigate'))).toBe(false);
    // No room: this put resolves only once the first attempt is on disk.
    await store.put(makeEntry({ record: { stage: 'fix' } }));
    expect(existsSync(join(runDir, 'investigate'))).toBe(true);
    await store.flush();
    expect(await listDir(runDir)).toEqual(['fix', 'investigate']);
  });

  it('refuses a put once closed (the run has ended), storing nothing of it', async () => {
    const store = new LocalRecordStore(runDir, { writeBehind: true });
    store.close();
    await expect(store.put(makeEntry({ record: { stage: 'fix' } }))).rejects.toThrow(
      /has ended: stage fix came too late to be stored/,
    );
    await store.flush();
    expect(await listDir(runDir)).toEqual([]);
  });

  it.skipIf(process.platform === 'win32')(
    'keeps one descriptor open per attempt, however many artifacts it has (ulimit -n)',
    async () => {
      const entryFile = await writeEntryFile();
      const snippet = `
        import { readFileSync } from 'node:fs';
        import { LocalRecordStore } from './src/adapters/local/record-store.js';
        const [runDir, entryFile] = process.argv.slice(2);
        const entry = JSON.parse(readFileSync(entryFile, 'utf8'));
        const files = Array.from({ length: 100 }, (_, i) => ({ path: 'out/f' + i + '.txt', bytes: new TextEncoder().encode('x') }));
        const store = new LocalRecordStore(runDir, { writeBehind: true });
        for (const stage of ['fix', 'review', 'docs']) {
          await store.put({ ...entry, record: { ...entry.record, stage }, files });
        }
        try {
          await store.flush();
          console.log('stored');
        } catch (error) {
          console.log('failed ' + error.message);
        }`;
      // Node itself holds about 20 descriptors; 100 files written at once would need 100 more.
      const result = await runWithFileSizeLimit(snippet, [runDir, entryFile], 1024, 40);
      expect(result.stdout.trim()).toBe('stored');
      expect(await listDir(runDir)).toEqual(['docs', 'fix', 'review']);
      expect(await listDir(join(runDir, 'fix', 'artifacts', 'out'))).toHaveLength(100);
    },
  );

  it.skipIf(process.platform === 'win32')(
    'stops at a write that failed in the background: no later attempt is stored; flush says the cause, with what is in the way, and each later put its own attempt',
    async () => {
      const entryFile = await writeEntryFile({ oversized: true });
      const snippet = `
        import { readFileSync } from 'node:fs';
        import { LocalRecordStore } from './src/adapters/local/record-store.js';
        const [runDir, entryFile] = process.argv.slice(2);
        const entry = JSON.parse(readFileSync(entryFile, 'utf8'));
        const small = (stage) => ({
          ...entry,
          record: { ...entry.record, stage, job: 'job-' + stage, digests: { ...entry.record.digests, prompt: '${sha256Hex('small')}' } },
          prompt: 'small',
        });
        const store = new LocalRecordStore(runDir, { writeBehind: true });
        await store.put(entry);
        // Put while the failing write is still under way: it must not be stored either.
        await store.put(small('review'));
        console.log('puts resolved');
        const failure = (error) => [error.code, error.where, error.message, ...error.details].join(' | ');
        try {
          await store.flush();
          console.log('flushed');
        } catch (error) {
          console.log('flush: ' + failure(error));
        }
        try {
          await store.put(small('docs'));
          console.log('stored docs');
        } catch (error) {
          console.log('put: ' + failure(error));
        }
        console.log('writeFailure: ' + store.writeFailure?.code);
        console.log('unstored: ' + JSON.stringify(store.unstored().map(({ stage, attempt, job, cause }) => ({ stage, attempt, job, cause: cause?.code }))));`;
      const result = await runWithFileSizeLimit(snippet, [runDir, entryFile], 64);
      const lines = result.stdout.trim().split('\n');
      expect(lines[0]).toBe('puts resolved');
      // The record's cause with what is in the way, as every other file of a run says it, and the job it is of.
      expect(lines[1]).toBe(
        `flush: record-write-failed | ${join(runDir, 'fix')} | the record of stage fix attempt 1 (job fix) could not be written: EFBIG: file too large, write (over the file size limit: see ulimit -f) | nothing of it was kept, and no later record of this run is stored | not stored after it either: stage review attempt 1 (job job-review)`,
      );
      // A put after it is refused as its own attempt, not as the one that failed (which is another job's).
      expect(lines[2]).toBe(
        `put: record-write-failed | ${join(runDir, 'docs')} | stage docs attempt 1 (job job-docs) was not stored: no record of this run is stored after stage fix attempt 1 (job fix), whose record could not be written`,
      );
      expect(lines[3]).toBe('writeFailure: record-write-failed');
      // Every attempt put and not stored, in the order they came: the one that failed first, with its cause.
      expect(JSON.parse(lines[4]!.slice('unstored: '.length))).toEqual([
        { stage: 'fix', attempt: 1, job: 'fix', cause: 'EFBIG' },
        { stage: 'review', attempt: 1, job: 'job-review' },
        { stage: 'docs', attempt: 1, job: 'job-docs' },
      ]);
      // Neither the failed attempt (nor its temp directory) nor any attempt put after it is on disk.
      expect(await listDir(runDir)).toEqual([]);
    },
  );
});
