import { readdir } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDataSchemaText } from '../../../src/core/data-schema-text.js';
import { UserError } from '../../../src/core/errors.js';
import { formatProblem } from '../../../src/core/problem.js';
import { stageSpecFromInputs } from '../../../src/core/stage/stage-spec.js';
import { stageSpecContext as stageContext } from '../../support/stage-context.js';
import { BASE_ENV, type StageHarness, stageHarness, writeHandoff } from '../../support/stage-harness.js';

let h: StageHarness;
beforeEach(async () => {
  h = await stageHarness();
});
afterEach(async () => {
  await h.cleanup();
});

const SCHEMA = parseDataSchemaText(`required: [severity, file]
additionalProperties: false
properties:
  severity: { enum: [low, medium, high] }
  file: { pattern: '^src/' }
`);
/** In the handoff only, so a test can prove none of the refused handoff was stored. */
const MARK = 'BADMARK';
const BROKEN = { version: 1, summary: MARK, data: { severity: 'urgent', severty: 'x', file: `lib/${MARK}` } };
const KEPT = { version: 1, summary: 'triaged', data: { severity: 'high', file: 'src/parse.ts' } };
const PROBLEMS = [
  '$.data.severity: must be one of low, medium, high',
  "$.data.severty: not in this stage's data-schema (additionalProperties is false); did you mean `severity`?",
  "$.data.file: must match the pattern ^src/ of this stage's data-schema",
];

describe("a stage's data-schema", () => {
  it('refuses a handoff whose data breaks it: problems listed, the stage failed, nothing of the handoff stored', async () => {
    // Copied from a file outside the project, so the handoff's text is in no command the record keeps.
    const bad = await h.fixture('bad.json', JSON.stringify(BROKEN));
    const result = await h.run(
      { dataSchema: SCHEMA, agent: { kind: 'command', command: 'cp "$BAD" "$BATON_HANDOFF_PATH"' } },
      { env: { ...BASE_ENV, BAD: bad } },
    );
    expect(result.ok).toBe(false);
    expect(result.outcome.reason).toBe('handoff-invalid');
    // The one-line message puts first what says how to fix it; the record keeps the data's order.
    expect(result.outcome.message).toBe(
      `the handoff was refused (3 problems): ${[PROBLEMS[1], PROBLEMS[0], PROBLEMS[2]].join('; ')}`,
    );
    const stored = await h.store.get('fix');
    expect(stored?.handoff).toBeNull();
    expect(stored?.record.present).toBe(false);
    expect(stored?.record.problems.map(formatProblem)).toEqual(PROBLEMS);
    expect(stored?.record.problems.every((p) => p.code === 'handoff-invalid' && p.severity === 'error')).toBe(
      true,
    );
    expect((await h.storedFiles()).filter((f) => f.text.includes(MARK))).toEqual([]);
    expect(result.outputs).toMatchObject({ present: 'false', data: '{}', status: 'failure' });
  });

  it('keeps a handoff that keeps it, with its data as the output', async () => {
    const result = await h.run({
      dataSchema: SCHEMA,
      agent: { kind: 'command', command: writeHandoff(KEPT) },
    });
    expect(result.ok).toBe(true);
    expect(JSON.parse(result.outputs.data)).toEqual(KEPT.data);
    expect((await h.store.get('fix'))?.record.problems).toEqual([]);
  });

  it('under on-invalid: warn, refuses the handoff without failing the stage: the problems are warnings', async () => {
    const result = await h.run({
      dataSchema: SCHEMA,
      onInvalid: 'warn',
      agent: { kind: 'command', command: writeHandoff(BROKEN) },
    });
    expect(result.ok).toBe(true);
    const stored = await h.store.get('fix');
    expect(stored?.handoff).toBeNull();
    expect(stored?.record.problems.map((p) => [p.severity, formatProblem(p)])).toEqual(
      PROBLEMS.map((p) => ['warning', p]),
    );
    expect(result.outputs.present).toBe('false');
  });

  it('gives a required handoff the repair turn, whose prompt shows the data-schema, and keeps the repaired handoff', async () => {
    const agent = [
      'if grep -q "was not accepted" "$BATON_PROMPT_PATH"; then',
      `  ${writeHandoff(KEPT)}`,
      'else',
      `  ${writeHandoff(BROKEN)}`,
      'fi',
    ].join('\n');
    const result = await h.run({
      dataSchema: SCHEMA,
      handoff: 'required',
      agent: { kind: 'command', command: agent },
    });
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => [a.record.attempt, a.record.repair, a.record.outcome.reason])).toEqual([
      [1, false, 'handoff-invalid'],
      [2, true, 'completed'],
    ]);
    const repair = await h.store.getAttempt('fix', 2);
    for (const problem of PROBLEMS) expect(repair?.prompt).toContain(problem);
    expect(repair?.prompt).toContain("## This stage's data-schema");
    expect(repair?.prompt).toContain('"enum": [\n        "low",');
    expect(repair?.handoff?.data).toEqual(KEPT.data);
  });

  it('checks the version 1 rules first: a handoff they refuse is not also checked against the schema', async () => {
    const result = await h.run({
      dataSchema: SCHEMA,
      agent: { kind: 'command', command: writeHandoff({ version: 1, sumary: 'x', data: {} }) },
    });
    expect(result.outcome.reason).toBe('handoff-invalid');
    const paths = (await h.store.get('fix'))?.record.problems.map((p) => p.path);
    expect(paths).toEqual(['$.summary', '$.sumary']);
  });
});

describe('the data-schema input of the stage spec', () => {
  const inputs = { prompt: 'Triage.', run: 'true' };

  it('is parsed into the spec, for the stage and for capture; prepare has none', () => {
    const text = 'required: [a]\nproperties:\n  a: {}';
    const spec = stageSpecFromInputs(
      { ...inputs, 'data-schema': text },
      { ...stageContext(), parseDataSchema: parseDataSchemaText },
    );
    expect(spec.dataSchema).toEqual({ properties: { a: {} }, required: ['a'], additionalProperties: true });
    const capture = stageSpecFromInputs(
      { 'data-schema': text },
      { ...stageContext(), mode: 'capture', parseDataSchema: parseDataSchemaText },
    );
    expect(capture.dataSchema).toEqual(spec.dataSchema);
    expect(stageSpecFromInputs(inputs, stageContext()).dataSchema).toBeUndefined();
  });

  it('refuses a bad schema with the other bad inputs, naming the input', () => {
    let error: unknown;
    try {
      stageSpecFromInputs(
        { ...inputs, 'on-invalid': 'maybe', 'data-schema': 'properties:\n  n: { minimum: 1 }' },
        { ...stageContext(), parseDataSchema: parseDataSchemaText },
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).details).toEqual([
      'on-invalid: "maybe" is not one of fail, warn',
      expect.stringMatching(/^data-schema: properties\.n\.minimum: minimum is not supported by data-schema/),
    ]);
  });
});

it('leaves the runner temp dir as a refused handoff leaves it', async () => {
  await h.run({ dataSchema: SCHEMA, agent: { kind: 'command', command: writeHandoff(BROKEN) } });
  const entries = await readdir(h.tempDir);
  expect(entries.every((e) => e.startsWith('baton-fix-1-'))).toBe(true);
});
