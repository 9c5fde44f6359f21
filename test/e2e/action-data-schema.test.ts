import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GitHubRecordStore } from '../../src/adapters/github/artifact-store.js';
import type { StoredRecord } from '../../src/core/record.js';
import { actionSuite } from '../support/action-suite.js';
import { artifactEnv } from '../support/actions-env.js';
import { Job, stderrProblems } from '../support/actions-runner.js';
import { quietToolkitLog } from '../support/quiet-toolkit-log.js';

/**
 * The `data-schema` input through the bundled actions, run as the runner runs them (INPUT_* variables, file
 * commands, the real artifact client against the local results server): the root action, and capture in the
 * split form, refuse a handoff whose data breaks the stage's schema and keep one that keeps it.
 */

quietToolkitLog();

const suite = actionSuite();
const jobs = suite.jobs;
let runBackendId: string;

async function newJob(job: string): Promise<Job> {
  const created = await Job.create({ resultsUrl: suite.server.url, runBackendId, job });
  jobs.push(created);
  return created;
}

async function readStored(stage: string): Promise<StoredRecord | undefined> {
  Object.assign(process.env, artifactEnv({ resultsUrl: suite.server.url, runBackendId }));
  return new GitHubRecordStore({ tempDir: join(jobs[0]?.dir ?? '/tmp', 'reader-temp') }).get(stage);
}

function writesHandoff(handoff: unknown): string {
  return `cat > "$BATON_HANDOFF_PATH" <<'BATON_JSON'\n${JSON.stringify(handoff)}\nBATON_JSON\n`;
}

const SCHEMA = `required: [severity, file]
additionalProperties: false
properties:
  severity: { enum: [low, medium, high], description: how bad }
  file: { pattern: '^src/', maxLength: 200 }
`;
const BROKEN = { version: 1, summary: 'triaged', data: { severity: 'urgent', file: 'src/a.ts' } };
const KEPT = { version: 1, summary: 'triaged', data: { severity: 'high', file: 'src/a.ts' } };
const BREAK = '$.data.severity: must be one of low, medium, high';

describe('data-schema on the root action', () => {
  it('fails a stage whose handoff breaks the schema: the error names the path, the record keeps no handoff', async () => {
    runBackendId = randomUUID();
    const job = await newJob('triage');
    const result = await job.uses('stage', {
      prompt: 'Triage.',
      run: writesHandoff(BROKEN),
      'data-schema': SCHEMA,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout.split('\n').filter((line) => line.startsWith('::error'))).toEqual([
      expect.stringContaining(`the handoff was refused (1 problem): ${BREAK}`),
    ]);
    expect(result.summary).toContain('$.data.severity');
    expect(result.outputs).toMatchObject({ present: 'false', data: '{}', status: 'failure' });
    const stored = await readStored('triage');
    expect(stored?.handoff).toBeNull();
    expect(stored?.record.outcome.reason).toBe('handoff-invalid');
    expect(stored?.record.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([BREAK]);
  });

  it('passes a stage whose handoff keeps the schema, its data as the output', async () => {
    runBackendId = randomUUID();
    const job = await newJob('triage');
    const result = await job.uses('stage', {
      prompt: 'Triage.',
      run: writesHandoff(KEPT),
      'data-schema': SCHEMA,
    });
    expect(stderrProblems(result.stderr)).toBe('');
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.outputs.data!)).toEqual(KEPT.data);
    expect((await readStored('triage'))?.handoff?.data).toEqual(KEPT.data);
  });
});

describe('data-schema on capture, in the split form', () => {
  it.each([
    ['refuses', BROKEN, 1],
    ['keeps', KEPT, 0],
  ] as const)(
    '%s the handoff a plain agent step wrote, as the schema says',
    async (_verb, handoff, exitCode) => {
      runBackendId = randomUUID();
      const job = await newJob('triage');
      const prepared = await job.uses('prepare', { prompt: 'Triage.' });
      expect(prepared.exitCode).toBe(0);
      expect((await job.run(writesHandoff(handoff))).exitCode).toBe(0);
      const captured = await job.uses('capture', { 'data-schema': SCHEMA });
      expect(captured.exitCode).toBe(exitCode);
      const stored = await readStored('triage');
      if (exitCode === 1) {
        expect(captured.stdout).toContain(
          `::error::stage triage: the handoff was refused (1 problem): ${BREAK}`,
        );
        expect(captured.outputs.present).toBe('false');
        expect(stored?.handoff).toBeNull();
      } else {
        expect(stderrProblems(captured.stderr)).toBe('');
        expect(JSON.parse(captured.outputs.data!)).toEqual(KEPT.data);
        expect(stored?.handoff?.data).toEqual(KEPT.data);
      }
    },
  );
});
