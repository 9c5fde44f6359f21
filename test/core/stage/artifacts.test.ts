import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/core/names.js';
import {
  BASE_ENV,
  TEST_GH_TOKEN as GH_TOKEN,
  TEST_SECRET as SECRET,
  type StageHarness,
  stageHarness,
  writeHandoff,
} from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

/** Text of files outside the workspace: it must never reach the store. */
const OUTSIDE = 'OUTSIDE-THE-WORKSPACE';

const artifacts = (...paths: string[]) => paths.map((path) => ({ path }));

describe('the files a handoff lists in artifacts', () => {
  it('are kept under artifacts/<path> of the attempt, text redacted, binary byte for byte', async () => {
    const agent = [
      'mkdir -p out',
      `printf 'report: %s and %s\\n' "$SECRET" "$TOKEN" > out/report.md`,
      "printf '\\x89PNG\\r\\n\\x1a\\n\\x00\\xff' > out/image.png",
      writeHandoff({
        version: 1,
        summary: 'wrote a report',
        artifacts: [
          { path: './out//report.md', description: 'the report' },
          { path: 'out/image.png' },
          { path: 'out/report.md' },
        ],
      }),
    ].join('\n');
    const result = await h.run(
      { redact: [SECRET], agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, SECRET, TOKEN: GH_TOKEN } },
    );
    expect(result.ok).toBe(true);

    const dir = join(h.runDir, 'fix', 'artifacts', 'out');
    expect((await readdir(dir)).sort()).toEqual(['image.png', 'report.md']);
    expect(await readFile(join(dir, 'report.md'), 'utf8')).toBe(
      'report: [REDACTED:secret-value] and [REDACTED:github-token]\n',
    );
    expect([...(await readFile(join(dir, 'image.png')))]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff,
    ]);
    expect(result.final.record.problems).toEqual([
      {
        code: 'redacted',
        severity: 'warning',
        path: 'artifacts/out/report.md',
        message:
          'redacted 1 × known secret value as [REDACTED:secret-value], 1 × GitHub token as [REDACTED:github-token]',
      },
    ]);
    // The handoff is stored as the agent listed it; the record and the other files hold no secret.
    expect(result.final.handoff?.artifacts?.map((a) => a.path)).toEqual([
      './out//report.md',
      'out/image.png',
      'out/report.md',
    ]);
    for (const file of await h.storedFiles()) {
      expect(file.text).not.toContain(SECRET);
      expect(file.text).not.toContain(GH_TOKEN);
    }
  });

  it('never keeps a link, a file under a linked directory, anything but a regular file, or a missing file', async () => {
    const outsideDir = join(h.tempDir, '..', 'outside');
    await mkdir(outsideDir, { recursive: true });
    await writeFile(join(outsideDir, 'secret.txt'), OUTSIDE);
    const agent = [
      'ln -s "$OUTSIDE_DIR/secret.txt" link.txt',
      'ln -s "$OUTSIDE_DIR" linked',
      'mkdir -p adir',
      'mkfifo pipe',
      writeHandoff({
        version: 1,
        summary: 'listed what it should not',
        artifacts: artifacts(
          'link.txt',
          'linked/secret.txt',
          'adir',
          'pipe',
          'missing.txt',
          'adir/missing.txt',
          'notes/x:y.md',
          `notes-${SECRET}.md`,
        ),
      }),
    ].join('\n');
    const result = await h.run(
      { redact: [SECRET], agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, OUTSIDE_DIR: outsideDir } },
    );
    expect(result.ok).toBe(true);
    expect(result.outcome.reason).toBe('completed');

    const refused = result.final.record.problems.filter((p) => p.code === 'artifact-refused');
    expect(refused).toEqual(
      [
        'link.txt is a symbolic link; only regular files are kept, and links are never followed',
        'linked/secret.txt is under linked, a symbolic link; links are never followed',
        'adir is a directory; only regular files are kept, and links are never followed',
        'pipe is a FIFO (named pipe); only regular files are kept, and links are never followed',
        'missing.txt does not exist',
        'adir/missing.txt does not exist',
        'notes/x:y.md holds ":", which a file in a GitHub artifact cannot have',
        'notes-[REDACTED:secret-value].md held a secret (its path was redacted)',
      ].map((message, i) => ({
        code: 'artifact-refused',
        severity: 'warning',
        path: `$.artifacts[${i}].path`,
        message: `${message}; it was not kept`,
      })),
    );
    const files = await h.storedFiles();
    expect(files.filter((f) => f.path.includes('artifacts'))).toEqual([]);
    expect(files.filter((f) => f.text.includes(OUTSIDE) || f.text.includes(SECRET))).toEqual([]);
  });

  it('never keeps a file outside the workspace, even from a working directory outside it', async () => {
    const agent = [
      'echo "$TEXT" > outside.txt',
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('outside.txt') }),
    ].join('\n');
    // The workspace is h.root; `..` is its parent, which exists.
    const result = await h.run(
      { workingDirectory: '..', agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, TEXT: OUTSIDE } },
    );
    expect(result.ok).toBe(true);
    expect(result.final.record.problems).toEqual([
      {
        code: 'artifact-refused',
        severity: 'warning',
        path: '$.artifacts[0].path',
        message: `outside.txt is outside the workspace (${h.root}); it was not kept`,
      },
    ]);
    expect((await h.storedFiles()).filter((f) => f.text.includes(OUTSIDE))).toEqual([]);
  });

  it(`keeps at most ${LIMITS.artifactBytes} bytes in all, refusing the file that would go past`, async () => {
    const half = LIMITS.artifactBytes / 2;
    const agent = [
      `head -c ${half} /dev/zero | tr '\\0' a > one.txt`,
      `head -c ${half} /dev/zero | tr '\\0' b > two.txt`,
      'printf c > three.txt',
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('one.txt', 'two.txt', 'three.txt') }),
    ].join('\n');
    const result = await h.run({ agent: { kind: 'command', command: agent } });
    expect(result.ok).toBe(true);
    expect(result.final.record.problems).toEqual([
      {
        code: 'artifact-refused',
        severity: 'warning',
        path: '$.artifacts[2].path',
        message: `three.txt is 1 bytes, more than the 0 bytes left of the ${LIMITS.artifactBytes}-byte limit for one record's artifacts; it was not kept`,
      },
    ]);
    const dir = join(h.runDir, 'fix', 'artifacts');
    expect((await readdir(dir)).sort()).toEqual(['one.txt', 'two.txt']);
    expect((await readFile(join(dir, 'two.txt'))).length).toBe(half);
  });

  it('never keeps a binary file holding a secret, which cannot be redacted', async () => {
    const agent = [
      `printf '\\x00\\xff%s\\x00' "$TOKEN" > blob.bin`,
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('blob.bin') }),
    ].join('\n');
    const result = await h.run(
      { agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, TOKEN: GH_TOKEN } },
    );
    expect(result.final.record.problems).toEqual([
      {
        code: 'artifact-refused',
        severity: 'warning',
        path: '$.artifacts[0].path',
        message:
          'blob.bin is not UTF-8 or UTF-16 text and holds a secret, which cannot be redacted from a binary file; it was not kept',
      },
    ]);
    expect((await h.storedFiles()).filter((f) => f.path.includes('artifacts'))).toEqual([]);
  });

  it('keeps UTF-16 text (what Windows PowerShell 5 writes with >) redacted in UTF-16, its BOM kept', async () => {
    // UTF-16LE with a BOM and UTF-16BE without one: a UTF-8 reading sees NULs between the secret's characters.
    const write = (file: string, encoding: string, bom: string) =>
      `node -e 'const b = Buffer.from(process.argv[1] + "token: " + process.env.SECRET + " " + process.env.TOKEN + "\\n", "utf16le"); process.stdout.write(process.argv[2] === "be" ? b.swap16() : b)' '${bom}' ${encoding} > ${file}`;
    const agent = [
      write('notes.txt', 'le', '\ufeff'),
      write('notes-be.txt', 'be', ''),
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('notes.txt', 'notes-be.txt') }),
    ].join('\n');
    const result = await h.run(
      { redact: [SECRET], agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, SECRET, TOKEN: GH_TOKEN } },
    );
    const dir = join(h.runDir, 'fix', 'artifacts');
    const shown = 'token: [REDACTED:secret-value] [REDACTED:github-token]\n';
    expect([...(await readFile(join(dir, 'notes.txt')))]).toEqual([
      ...Buffer.from(`\ufeff${shown}`, 'utf16le'),
    ]);
    expect([...(await readFile(join(dir, 'notes-be.txt')))]).toEqual([
      ...Buffer.from(shown, 'utf16le').swap16(),
    ]);
    const warning = (file: string) => ({
      code: 'redacted',
      severity: 'warning',
      path: `artifacts/${file}`,
      message:
        'redacted 1 × known secret value as [REDACTED:secret-value], 1 × GitHub token as [REDACTED:github-token]',
    });
    expect(result.final.record.problems).toEqual([warning('notes.txt'), warning('notes-be.txt')]);
    for (const file of await h.storedFiles())
      for (const secret of [SECRET, GH_TOKEN])
        for (const encoded of [secret, Buffer.from(secret, 'utf16le').toString('latin1')])
          expect(Buffer.from(file.text).toString('latin1')).not.toContain(encoded);
  });

  it('keeps a UTF-8 log holding UTF-16 text (a PowerShell 5 file printed into it) redacted', async () => {
    const agent = [
      `{ echo 'the log:'; node -e 'process.stdout.write(Buffer.from("token: " + process.env.SECRET, "utf16le"))'; } > log.txt`,
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('log.txt') }),
    ].join('\n');
    const result = await h.run(
      { redact: [SECRET], agent: { kind: 'command', command: agent } },
      { env: { ...BASE_ENV, SECRET } },
    );
    expect(result.final.record.problems).toEqual([
      {
        code: 'redacted',
        severity: 'warning',
        path: 'artifacts/log.txt',
        message: 'redacted 1 × known secret value as [REDACTED:secret-value]',
      },
    ]);
    const kept = await readFile(join(h.runDir, 'fix', 'artifacts', 'log.txt'), 'utf8');
    expect(kept.replaceAll('\u0000', '')).toBe('the log:\ntoken: [REDACTED:secret-value]');
  });

  it('keeps no file of a refused handoff', async () => {
    const agent = [
      'echo kept? > report.md',
      writeHandoff({ version: 1, sumary: 'typo', artifacts: artifacts('report.md') }),
    ].join('\n');
    const result = await h.run({ agent: { kind: 'command', command: agent } });
    expect(result.outcome.reason).toBe('handoff-invalid');
    expect((await h.storedFiles()).map((f) => f.path)).toEqual([
      'fix/agent.log',
      'fix/handoff.json',
      'fix/prompt.md',
      'fix/record.json',
    ]);
  });

  it('reads the files from the working directory', async () => {
    await mkdir(join(h.root, 'pkg'));
    const agent = [
      'echo from pkg > notes.md',
      writeHandoff({ version: 1, summary: 's', artifacts: artifacts('notes.md') }),
    ].join('\n');
    const result = await h.run({ workingDirectory: 'pkg', agent: { kind: 'command', command: agent } });
    expect(result.final.record.problems).toEqual([]);
    expect(await readFile(join(h.runDir, 'fix', 'artifacts', 'notes.md'), 'utf8')).toBe('from pkg\n');
  });
});
