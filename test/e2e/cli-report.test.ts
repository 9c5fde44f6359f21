import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { LocalRunCatalog } from '../../src/adapters/local/run-catalog.js';
import { writeRunReport } from '../../src/adapters/local/run-report.js';
import { run } from '../../src/cli/main.js';
import { LOCAL_RUN_FILES } from '../../src/core/names.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import { fakeCliIO } from '../support/cli-io.js';
import { liveMentions, liveReferences, renderGfm } from '../support/markdown-oracle.js';
import { makeEntry, makeHandoff } from '../support/records.js';

/**
 * `baton report <run>` against a real local store: a run written through LocalRunCatalog, read back by the
 * bundled CLI as a user runs it, and `writeRunReport` (what the local runner calls) writing report.md.
 */

let project = '';
let runId = '';

beforeAll(() => {
  ensureBuilt();
});

beforeEach(async () => {
  project = withBatonActions(await mkdtemp(join(tmpdir(), 'baton-cli-report-')));
  const catalog = LocalRunCatalog.forProject(project);
  const store = await catalog.createRun({
    workflow: 'fix-issue',
    workflow_path: '.github/workflows/fix-issue.yml',
    status: 'failure',
    started_at: '2026-11-21T13:05:00.000Z',
    finished_at: '2026-11-21T13:09:00.000Z',
    duration_ms: 240_000,
    replay_of: null,
    jobs: [],
  });
  const investigate = await store.put(
    makeEntry({
      record: { stage: 'investigate' },
      handoff: makeHandoff({
        summary: 'Found it: @octocat broke parseDate. fixes #12',
        next: { stage: 'fix' },
      }),
    }),
  );
  await store.put(
    makeEntry({
      record: {
        stage: 'fix',
        hop: 2,
        status: 'failure',
        outcome: { reason: 'exit-nonzero', message: 'the agent exited with 1' },
        lineage: [{ stage: 'investigate', attempt: 1, record_sha256: investigate.recordSha256 }],
      },
      handoff: null,
    }),
  );
  runId = (await catalog.listRuns())[0]!;
});

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

function baton(args: string[]) {
  const result = spawnSync(process.execPath, [CLI_PATH, ...args], { cwd: project, encoding: 'utf8' });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `baton` without blocking the test's thread, so that a command that never ends fails the test's timeout. */
function batonAsync(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI_PATH, ...args], { cwd: project });
  onTestFinished(() => {
    child.kill('SIGKILL');
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('baton report', () => {
  it('prints the run report from the local store, failed stages included', () => {
    const r = baton(['report', 'latest']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(
      r.stdout.startsWith(
        '<!-- baton:report:fix-issue:default -->\n\n## ❌ baton report · fix-issue · failure',
      ),
    ).toBe(true);
    expect(r.stdout).toContain(`local run ${runId}`);
    expect(r.stdout).toContain(
      '| `investigate` | ✅ success | Found it: `@octocat` broke parseDate. fixes `#12` |',
    );
    expect(r.stdout).toContain('| `fix` | ❌ failure (exit-nonzero) | _no handoff_ |');
    expect(r.stdout).toContain('  s0 --> s1');
    expect(liveMentions(r.stdout)).toEqual([]);
    expect(renderGfm(r.stdout).match(/<details[ >]/g)).toHaveLength(2);
  });

  it('prints the same Markdown as the in-process command and as report.md', async () => {
    const fake = fakeCliIO({ cwd: project });
    expect(await run({ argv: ['report', runId], io: fake.io })).toBe(0);
    const path = await writeRunReport(LocalRunCatalog.forProject(project), runId, { cwd: project });
    expect(path).toBe(join(project, '.baton', 'runs', runId, LOCAL_RUN_FILES.report));
    const written = await readFile(path, 'utf8');
    expect(written).toBe(fake.stdout());
    expect(baton(['report', runId]).stdout).toBe(written);
  });

  it('includes details with --include-detail', async () => {
    const catalog = LocalRunCatalog.forProject(project);
    const store = await catalog.open(runId);
    await store.put(
      makeEntry({
        record: { stage: 'review', hop: 3 },
        handoff: makeHandoff({ summary: 'ok', detail: 'Deep analysis here.' }),
      }),
    );
    expect(baton(['report', runId]).stdout).not.toContain('Deep analysis here.');
    expect(baton(['report', runId, '--include-detail']).stdout).toContain(
      '**Detail**\n\nDeep analysis here.',
    );
  });

  it('names a record it cannot read instead of failing', async () => {
    const recordPath = join(project, '.baton', 'runs', runId, 'fix', 'record.json');
    await writeFile(recordPath, '{"schema": "not a record"}');
    const r = baton(['report', runId]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('> 1 record of this run could not be read and is not in this report:');
    expect(r.stdout).toContain('> - `fix` attempt 1:');
  });

  it("heads a run that failed in a job of no stage with the run's failure, naming the job", async () => {
    await writeFile(
      join(project, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  write:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Write it.
          run: printf '{"version":1,"summary":"written"}' > "$BATON_HANDOFF_PATH"
  tests:
    needs: write
    runs-on: ubuntu-latest
    steps:
      - run: exit 3
`,
    );
    const ran = baton(['run', 'wf.yml', '--plain']);
    expect(ran.code, ran.stderr).toBe(1);
    const r = baton(['report', 'latest']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\n## ❌ baton report · wf.yml · failure\n');
    expect(r.stdout).toContain('\nThe run failed: job `tests` failed.\n');
    expect(r.stdout).toContain('| `write` | ✅ success | written |');
  });

  it('names a job of no stage that failed beside a failed stage, in baton report and the run’s report job', async () => {
    await writeFile(
      join(project, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  write:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Write it.
          run: exit 2
  open-pr:
    runs-on: ubuntu-latest
    steps:
      - run: exit 3
  report:
    needs: [write, open-pr]
    if: \${{ always() }}
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
        with:
          needs: \${{ toJSON(needs) }}
`,
    );
    const ran = baton(['run', 'wf.yml', '--plain']);
    expect(ran.code, ran.stderr).toBe(1);
    const r = baton(['report', 'latest']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('\n## ❌ baton report · wf.yml · failure\n');
    expect(r.stdout).toContain('| `write` | ❌ failure (exit-nonzero) |');
    expect(r.stdout).toContain('\nAlso failed: job `open-pr`.\n');
    const runs = join(project, '.baton', 'runs');
    const newest = (await readdir(runs))
      .filter((name) => name !== 'latest')
      .sort()
      .at(-1)!;
    expect(await readFile(join(runs, newest, 'report.md'), 'utf8')).toContain(
      '\nAlso failed: job `open-pr`.\n',
    );
  });

  it('reports a handoff made to make the sanitiser backtrack, with its references in code', async () => {
    // `[[` and 60 escaped backticks took baton ≤ d8d4bb9 longer than the universe has existed: `baton run`'s
    // report job and `baton report` hung, and a report step on GitHub with them. Each command runs
    // asynchronously here, so such a hang fails the test by its timeout; the child is killed when it ends.
    const summary = `[[${'\\`'.repeat(60)}\n\nSee torvalds/linux#1 and https://github.com/torvalds/linux/issues/1 and [this](https://github.com/nodejs/node/pull/2) and #1 #2 #3 GH-4`;
    await writeFile(join(project, 'handoff.json'), JSON.stringify({ version: 1, summary }));
    await writeFile(
      join(project, 'wf.yml'),
      `on: workflow_dispatch
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Investigate.
          run: cp handoff.json "$BATON_HANDOFF_PATH"
  report:
    needs: investigate
    if: \${{ always() }}
    runs-on: ubuntu-latest
    steps:
      - uses: ./report
`,
    );
    const ran = await batonAsync(['run', 'wf.yml', '--plain']);
    expect(ran.code, ran.stderr).toBe(0);
    const r = await batonAsync(['report', 'latest']);
    expect(r.code, r.stderr).toBe(0);
    const escapes = Array.from({ length: 60 }, () => '\\`').join(' ');
    expect(r.stdout).toContain(`| \`investigate\` | ✅ success | \\[\\[${escapes} |`);
    expect(r.stdout).toContain(
      `\\[\\[${escapes}\n\nSee \`torvalds/linux#1\` and \`https://github.com/torvalds/linux/issues/1\` and this (\`https://github.com/nodejs/node/pull/2\`) and \`#1\` \`#2\` \`#3\` \`GH-4\``,
    );
    expect(liveReferences(r.stdout)).toEqual([]);
    // The report job of the run wrote the same report.
    const latest = (await LocalRunCatalog.forProject(project).listRuns())[0]!;
    const written = await readFile(join(project, '.baton', 'runs', latest, LOCAL_RUN_FILES.report), 'utf8');
    expect(written).toContain(`this (\`https://github.com/nodejs/node/pull/2\`)`);
  });

  it('keeps every stage and the failure reason when a handoff has long lists, cutting the entries instead', async () => {
    // A valid 226 KB handoff of 60 deliverables of 3.8 K characters left the report of baton ≤ bc52cf22
    // 790 characters long, every section left out, the failure reason of the stage after it with them.
    const catalog = LocalRunCatalog.forProject(project);
    const store = await catalog.createRun({
      workflow: 'fix-issue',
      workflow_path: '.github/workflows/fix-issue.yml',
      status: 'failure',
      started_at: '2026-11-21T14:05:00.000Z',
      finished_at: '2026-11-21T14:09:00.000Z',
      duration_ms: 240_000,
      replay_of: null,
      jobs: [],
    });
    const deliverable = (i: number) => `deliverable ${i}: ${'a long and careful description '.repeat(122)}`;
    const handoff = makeHandoff({
      summary: 'Found the cause.',
      expectations: { deliverables: Array.from({ length: 60 }, (_, i) => deliverable(i)) },
    });
    const investigate = await store.put(makeEntry({ record: { stage: 'investigate' }, handoff }));
    await store.put(
      makeEntry({
        record: {
          stage: 'fix',
          hop: 2,
          lineage: [{ stage: 'investigate', attempt: 1, record_sha256: investigate.recordSha256 }],
        },
        handoff: makeHandoff({
          status: 'failure',
          summary: 'Could not fix it.',
          failure: { reason: 'npm test still fails: parseDate drops the offset' },
        }),
      }),
    );
    const id = (await catalog.listRuns()).find((run) => run !== runId)!;
    const r = baton(['report', id]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(50_000);
    expect(r.stdout.length + r.stdout.split('\n').length - 1).toBeLessThanOrEqual(65_536);
    expect(r.stdout).not.toContain('left out');
    expect(r.stdout).toMatch(/60 fields were cut to [\d,]+ characters \(`investigate`\)/);
    expect(r.stdout).toMatch(/^- deliverable 59: a long .* … \([\d,]+ more characters cut\)$/m);
    expect(r.stdout).toContain('**Failure:** npm test still fails: parseDate drops the offset');
    expect(renderGfm(r.stdout).match(/<details[ >]/g)).toHaveLength(2);
  });

  it('refuses an unknown run, listing the recent ones', () => {
    const r = baton(['report', '20990101-0000-zzzz']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(runId);
  });
});
