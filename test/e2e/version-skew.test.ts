import { createHash, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { newerRecordFix } from '../../src/core/record-files.js';
import { actionSuite } from '../support/action-suite.js';
import { Job } from '../support/actions-runner.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { batonCli, REPO_ROOT } from '../support/build.js';

/**
 * Version skew: records a newer baton wrote, read by this one (on GitHub, each `uses:` is pinned on its own,
 * so a stage at a newer sha than the jobs reading it is a normal state mid-upgrade), and a handoff refused
 * under `on-invalid: warn` (a `version` this baton does not read, say), as the stages and commands after it
 * describe it. The bundled actions and the built CLI run as a user's would.
 */

const suite = actionSuite();
let runBackendId: string;
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function newJob(job: string): Promise<Job> {
  const created = await Job.create({ resultsUrl: suite.server.url, runBackendId, job });
  suite.jobs.push(created);
  return created;
}

function writesHandoff(handoff: unknown): string {
  return `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'\n${JSON.stringify(handoff)}\nBATON_JSON\n`;
}

/** As a newer baton would have written it: the record.json of the artifact `name` edited, served as uploaded. */
function editRecord(name: string, edit: (record: Record<string, unknown>) => void): void {
  const artifact = suite.server.artifacts(runBackendId).find((a) => a.name === name)!;
  const files = unzipSync(new Uint8Array(artifact.blob!));
  const record = JSON.parse(strFromU8(files['record.json']!)) as Record<string, unknown>;
  edit(record);
  files['record.json'] = strToU8(`${JSON.stringify(record, null, 2)}\n`);
  const blob = Buffer.from(zipSync(files));
  artifact.blob = blob;
  artifact.size = blob.length;
  artifact.digest = `sha256:${createHash('sha256').update(blob).digest('hex')}`;
}

const lines = (stdout: string, command: string) =>
  stdout.split('\n').filter((line) => line.startsWith(`::${command}::`));

describe('on GitHub: a record a newer baton wrote', () => {
  it('fails prepare saying a newer baton likely wrote it, which fields, and to pin every baton action to one sha', async () => {
    runBackendId = randomUUID();
    const investigate = await newJob('investigate');
    const stored = await investigate.uses('stage', {
      prompt: 'Look.',
      run: writesHandoff({ version: 1, summary: 'UPSTREAM' }),
    });
    expect(stored.exitCode, stored.stdout).toBe(0);
    editRecord('baton-investigate', (record) => {
      record.future_field = { a: 1 };
      (record.agent as Record<string, unknown>).future = 1;
    });

    const fix = await newJob('fix');
    const prepared = await fix.uses('prepare', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      needs: 'investigate',
    });
    expect(prepared.exitCode).toBe(1);
    // One annotation, its lines as the runner's %0A: what is wrong, where, and what to do.
    expect(lines(prepared.stdout, 'error')).toEqual([
      `::error::artifact baton-investigate: record.json was likely written by a newer baton: it has fields this baton does not know: $.agent.future, $.future_field%0A  ${newerRecordFix('github')}`,
    ]);
    expect(prepared.stdout).not.toContain('not a baton record');

    // The report leaves it out (it cannot read it), saying the same.
    const report = await newJob('report');
    const reported = await report.uses('report', { mode: 'summary' });
    expect(reported.exitCode, reported.stdout).toBe(0);
    expect(reported.summary).toContain(
      `> - \`investigate\` attempt 1: artifact baton-investigate: record.json was likely written by a newer baton: it has fields this baton does not know: $.agent.future, $.future_field; ${newerRecordFix('github')}`,
    );
  }, 120_000);

  it('says the same of a record whose schema is a later version', async () => {
    runBackendId = randomUUID();
    const investigate = await newJob('investigate');
    await investigate.uses('stage', { prompt: 'Look.', run: writesHandoff({ version: 1, summary: 'UP' }) });
    editRecord('baton-investigate', (record) => {
      record.schema = 'baton.record/v2';
    });
    const fix = await newJob('fix');
    const prepared = await fix.uses('prepare', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      needs: 'investigate',
    });
    expect(prepared.exitCode).toBe(1);
    expect(lines(prepared.stdout, 'error')).toEqual([
      `::error::artifact baton-investigate: record.json was likely written by a newer baton: its schema is "baton.record/v2", and this baton reads "baton.record/v1"%0A  ${newerRecordFix('github')}`,
    ]);
  }, 120_000);
});

describe('on GitHub: a handoff refused under on-invalid: warn', () => {
  it("has prepare downstream say the stage's handoff was refused and why, not that it wrote none", async () => {
    runBackendId = randomUUID();
    const investigate = await newJob('investigate');
    const stage = await investigate.uses('stage', {
      prompt: 'Look.',
      'on-invalid': 'warn',
      run: writesHandoff({ version: 2, summary: 'from a newer agent template' }),
    });
    expect(stage.exitCode, stage.stdout).toBe(0);

    // Listed in `needs`, its handoff is required: prepare fails, saying why there is none.
    const fix = await newJob('fix');
    const prepared = await fix.uses('prepare', {
      prompt: 'Fix: {{stages.investigate.summary}}',
      needs: 'investigate',
    });
    expect(prepared.exitCode).toBe(1);
    expect(lines(prepared.stdout, 'error')).toEqual([
      "::error::stage fix: stages.investigate: upstream stage investigate wrote a handoff that was refused, so it has none ($.version: handoff version 2 is newer than this baton reads (1)); every problem is in stage investigate's record%0A  this stage lists it in its `needs` input, so the prompt is not rendered without its handoff",
    ]);
  }, 120_000);
});

const WORKFLOW = `name: skew
on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: Look.
          on-invalid: warn
          run: |
            cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'
            {"version": 2, "summary": "from a newer agent template"}
            BATON_JSON
  b:
    needs: a
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: "Continue {{stages.a.summary}}"
          run: ./agents/agent.sh
`;

/** A project that ran WORKFLOW once: its dir and run id. */
function ranSkew(): { dir: string; run: string; runDir: string; output: string } {
  const dir = withBatonActions(mkdtempSync(join(tmpdir(), 'baton-skew-')));
  dirs.push(dir);
  cpSync(join(REPO_ROOT, 'test', 'fixtures', 'run', 'agents'), join(dir, 'agents'), { recursive: true });
  writeFileSync(join(dir, 'skew.yml'), WORKFLOW);
  const ran = batonCli(['run', 'skew.yml', '--plain'], dir);
  expect(ran.code, ran.stderr).toBe(0);
  const [run] = readdirSync(join(dir, '.baton', 'runs')).filter((name) => !name.startsWith('.'));
  return { dir, run: run!, runDir: join(dir, '.baton', 'runs', run!), output: ran.stdout };
}

describe('baton run: a handoff refused under on-invalid: warn', () => {
  it('is said refused, with why, by the next stage and by show --handoff, never "wrote no handoff"', () => {
    const { dir, run, output } = ranSkew();
    expect(output).toContain(
      "b: warning: upstream stage a wrote a handoff that was refused, so it has none ($.version: handoff version 2 is newer than this baton reads (1)); every problem is in stage a's record",
    );
    expect(output).not.toContain('wrote no handoff');

    expect(batonCli(['show', run, 'a', '--handoff'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        'baton: stage a attempt 1 wrote a handoff that was refused, so none was kept',
        '  $.version: handoff version 2 is newer than this baton reads (1)',
        `  every problem: baton show ${run} a --attempt 1 --record`,
        '',
      ].join('\n'),
    });
    const shown = batonCli(['show', run, 'a'], dir);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain('no handoff: the one it wrote was refused (see its problems)\n');
    expect(shown.stdout).toContain(
      'warning: $.version: handoff version 2 is newer than this baton reads (1)',
    );
  });
});

describe('baton CLI: a record a newer baton wrote', () => {
  it('show, history, report, render --run and run --parent say so and to upgrade baton, never to put it back', () => {
    const { dir, run, runDir } = ranSkew();
    const path = join(runDir, 'a', 'record.json');
    const record = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    writeFileSync(path, `${JSON.stringify({ ...record, future_field: 1 }, null, 2)}\n`);
    const why = `${join(runDir, 'a')}: record.json was likely written by a newer baton: it has a field this baton does not know: $.future_field`;
    const fix = newerRecordFix('local');
    const said = `baton: a record of run ${run} cannot be read:\n  ${why}\n    ${fix}\n`;

    for (const args of [
      ['show', run],
      ['show', run, 'a'],
      ['history', run],
    ]) {
      const read = batonCli(args, dir);
      expect(read.code, args.join(' ')).toBe(1);
      expect(read.stderr, args.join(' ')).toBe(said);
    }
    expect(batonCli(['show', run, 'a', '--record'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: `baton: ${why}\n  ${fix}\n`,
    });
    const report = batonCli(['report', run], dir);
    expect(report.code).toBe(0);
    // The report's markdown escapes the `<` of `<commit sha>`.
    expect(report.stdout).toContain(`> - \`a\` attempt 1: ${why}; ${fix.replace('<', '&lt;')}\n`);

    expect(batonCli(['render', '--workflow', 'skew.yml', '--job', 'b', '--run', run], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `baton: run ${run}'s record of stage a cannot be read, and the prompt of job b reads it`,
        `  ${why}`,
        `  ${fix}`,
        '  or render it with a sample handoff instead: --handoff a=<file>',
        '',
      ].join('\n'),
    });
    expect(batonCli(['run', 'skew.yml', '--parent', run, '--plain'], dir)).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `baton: --parent: run ${run} cannot be continued: 1 of its records cannot be read, and this run's hops count on from them`,
        `  ${why}`,
        `  ${fix}`,
        '  then start this run again, or give --parent another run',
        '',
      ].join('\n'),
    });
  });
});
