import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { hashFiles as toolkitHashFiles } from '@actions/glob';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashFiles } from '../../../src/adapters/local/hash-files.js';

/**
 * baton run's hashFiles() against the toolkit's own (@actions/glob's hashFiles, which the runner's
 * hashFiles script follows): the same tree, the same patterns, the same hash.
 */
let top: string;
let ws: string;

beforeAll(() => {
  top = mkdtempSync(join(tmpdir(), 'baton-hash-files-'));
  ws = join(top, 'ws');
  const files: Record<string, string> = {
    'package-lock.json': '{"lockfileVersion":3}',
    '.hidden/config.json': '{}',
    'src/a.ts': 'export const a = 1;\n',
    'src/b.js': 'module.exports = 2;\n',
    'src/Z.ts': 'upper\n',
    'src/sub/c.ts': 'c\n',
    'src/sub/deep/d.ts': 'd\n',
    'docs/readme.md': '# docs\n',
    'docs/é.md': 'accent\n',
    '../outside/x.ts': 'outside\n',
    '!neg/n.txt': 'starts with !\n',
    'br[a]/f.txt': 'brackets\n',
    'star*/s.txt': 'star\n',
    'a[b/u.txt': 'unclosed\n',
    'x\\y/w.txt': 'backslash\n',
    'z.txt': 'z\n',
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ws, path)), { recursive: true });
    writeFileSync(join(ws, path), text);
  }
  symlinkSync(join(ws, 'src'), join(ws, 'link-to-src'));
  symlinkSync(join(ws, 'src', 'a.ts'), join(ws, 'link-to-a'));
  symlinkSync(join(ws, 'nowhere'), join(ws, 'broken'));
  symlinkSync(join(top, 'outside'), join(ws, 'out'));
  symlinkSync(ws, join(ws, 'src', 'sub', 'loop'));
});

afterAll(() => rmSync(top, { recursive: true, force: true }));

/** The toolkit's hashFiles, as the runner calls it: patterns relative to the workspace it runs in. */
async function reference(args: string[]): Promise<string> {
  const follow = args[0] === '--follow-symbolic-links';
  const cwd = process.cwd();
  process.chdir(ws);
  try {
    return await toolkitHashFiles((follow ? args.slice(1) : args).join('\n'), ws, {
      followSymbolicLinks: follow,
    });
  } finally {
    process.chdir(cwd);
  }
}

describe('hashFiles in baton run', () => {
  const cases: string[][] = [
    ['**/package-lock.json'],
    ['src/**/*.ts'],
    ['src'],
    ['src/'],
    ['src/**', '!src/sub/**'],
    ['**/*.ts', '!**/deep/**'],
    ['*.json', '.hidden/*'],
    ['src/*.ts\nsrc/*.js'],
    ['docs/*.md', 'src/[ab].*', 'src/?.ts'],
    ['link-to-a'],
    ['link-to-src/**'],
    ['--follow-symbolic-links', 'link-to-src/**'],
    ['--follow-symbolic-links', '**/*.ts'],
    ['out/**'],
    ['--follow-symbolic-links', 'out/**'],
    ['--follow-symbolic-links', 'broken', 'src/a.ts'],
    ['--follow-symbolic-links', '**'],
    ['# a comment', '', '  src/a.ts  '],
    ['./src/*.ts'],
    ['--follow-symbolic-links', '.'],
    ['src/a.ts/'],
    // Written names that @actions/glob reads as names, not wildcards: where the walk starts, so its order.
    ['z.txt', '[s]rc/a.ts'],
    ['\\!neg/n.txt'],
    ['z.txt', 'br[a]/f.txt'],
    ['z.txt', 'br\\[a]/f.txt'],
    ['z.txt', 'star\\*/s.txt'],
    ['z.txt', 'a[b/u.txt'],
    ['z.txt', 'x\\\\y/*'],
    ['src/**/[!d]*'],
    ['nothing-*'],
  ];

  it.each(cases.map((args) => [JSON.stringify(args), args] as const))(
    'gives what the toolkit gives for %s',
    async (_name, args) => {
      expect(hashFiles(ws, args)).toBe(await reference(args));
    },
  );

  // A broken link that a pattern names is a failed stat for the runner's hashFiles (it follows no links by
  // default); a '..' in a pattern is refused by @actions/glob. hashFiles() fails for both, here as there.
  const failing: Array<[string[], RegExp]> = [
    [['broken', 'src/a.ts'], /^hashFiles\(\) could not read .*\/ws\/broken: ENOENT$/],
    [['.'], /^hashFiles\(\) could not read .*\/ws\/broken: ENOENT$/],
    [['**'], /^hashFiles\(\) could not read .*\/ws\/broken: ENOENT$/],
    [
      ['../outside/**'],
      /^hashFiles\(\): invalid pattern '\.\.\/outside\/\*\*': relative pathing '\.' and '\.\.' is not allowed$/,
    ],
    [['src/./a.ts'], /invalid pattern 'src\/\.\/a\.ts'/],
    [['!'], /^hashFiles\(\): the pattern '!' is empty$/],
    [['--follow-symbolic-links', '[.]/src/a.ts'], /invalid pattern '\[\.\]\/src\/a\.ts'/],
    [['--follow-symbolic-links', 'src/[.][.]/z.txt'], /invalid pattern/],
  ];
  it.each(failing.map(([args, message]) => [JSON.stringify(args), args, message] as const))(
    'fails where the toolkit fails, for %s',
    async (_name, args, message) => {
      await expect(reference(args)).rejects.toThrow();
      expect(() => hashFiles(ws, args)).toThrow(message);
    },
  );

  it('tells trees apart, and gives nothing when nothing matches or all is outside the workspace', () => {
    const seen = new Set(
      [['src/**/*.ts'], ['src'], ['src/**', '!src/sub/**'], ['**/*.ts', '!**/deep/**']].map((args) =>
        hashFiles(ws, args),
      ),
    );
    expect(seen.size).toBe(4);
    for (const hash of seen) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashFiles(ws, ['nothing-*'])).toBe('');
    expect(hashFiles(ws, ['out/**'])).toBe('');
    // A link to a directory is walked only when asked to follow links.
    expect(hashFiles(ws, ['link-to-src/**'])).toBe('');
    expect(hashFiles(ws, ['--follow-symbolic-links', 'link-to-src/**'])).not.toBe('');
  });

  it('takes --follow-symbolic-links in any case and refuses any other first argument starting with --, as the runner does', () => {
    const followed = hashFiles(ws, ['--follow-symbolic-links', 'link-to-src/**']);
    expect(followed).not.toBe('');
    expect(hashFiles(ws, ['--Follow-Symbolic-Links', 'link-to-src/**'])).toBe(followed);
    for (const option of ['--follow', '--', '--FOLLOW-SYMLINKS']) {
      expect(() => hashFiles(ws, [option, 'src/a.ts'])).toThrow(
        `hashFiles(): invalid glob option ${option}: the one option is '--follow-symbolic-links', as the first argument`,
      );
    }
    // Only the first argument is read for an option; a later one is a pattern, here matching nothing.
    expect(hashFiles(ws, ['src/a.ts', '--follow-symbolic-links'])).toBe(hashFiles(ws, ['src/a.ts']));
  });

  it('refuses to hash what is not a regular file, so that a FIFO cannot hold up the run', () => {
    const fifo = join(ws, 'pipe');
    execFileSync('mkfifo', [fifo]);
    try {
      expect(() => hashFiles(ws, ['pipe'])).toThrow(
        /^hashFiles\(\) cannot hash .*\/ws\/pipe: it is not a regular file \(a FIFO\)$/,
      );
    } finally {
      rmSync(fifo);
    }
  });

  it("leaves baton's run store out, however a pattern reaches it: it is in no checkout GitHub hashes", () => {
    const project = join(top, 'with-store');
    const store = join(project, '.baton', 'runs');
    mkdirSync(project);
    writeFileSync(join(project, 'package.json'), '{}\n');
    const leaveOut = [store];
    const before = hashFiles(project, ['**/*.json'], { leaveOut });
    expect(before).toBe(hashFiles(project, ['package.json']));

    mkdirSync(join(store, '20261121-1300-ab12'), { recursive: true });
    writeFileSync(join(store, '20261121-1300-ab12', 'run.json'), '{"status":"running"}\n');
    // Were it walked, `**` would fail on it: hashFiles refuses what is not a regular file.
    execFileSync('mkfifo', [join(store, '20261121-1300-ab12', 'pipe')]);
    symlinkSync(store, join(project, 'store-link'));
    symlinkSync(join(store, '20261121-1300-ab12', 'run.json'), join(project, 'run-link.json'));

    expect(hashFiles(project, ['**/*.json'], { leaveOut })).toBe(before);
    expect(hashFiles(project, ['**'], { leaveOut })).toBe(hashFiles(project, ['package.json']));
    expect(hashFiles(project, ['.baton/runs/20261121-1300-ab12/run.json'], { leaveOut })).toBe('');
    expect(hashFiles(project, ['.baton/**'], { leaveOut })).toBe('');
    expect(hashFiles(project, ['--follow-symbolic-links', 'store-link/**'], { leaveOut })).toBe('');
    expect(hashFiles(project, ['run-link.json'], { leaveOut })).toBe('');
    // Without it, the store is hashed as any directory.
    expect(hashFiles(project, ['**/*.json'])).not.toBe(before);
  });

  it('changes when a matched file changes', () => {
    const before = hashFiles(ws, ['docs/**']);
    writeFileSync(join(ws, 'docs', 'readme.md'), '# docs, edited\n');
    expect(hashFiles(ws, ['docs/**'])).not.toBe(before);
  });
});
