import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { handoffJsonSchema, handoffJsonSchemaText } from '../../src/core/json-schema.js';
import { SCHEMA_IDS } from '../../src/core/names.js';

const committedPath = new URL('../../schema/handoff.v1.schema.json', import.meta.url);
const example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../examples/handoffs/${name}`, import.meta.url), 'utf8')) as unknown;

describe('the committed JSON Schema', () => {
  it('matches the zod schema (run `npm run schema` to regenerate it)', () => {
    const committed = readFileSync(committedPath, 'utf8');
    expect(
      committed === handoffJsonSchemaText(),
      'schema/handoff.v1.schema.json has drifted from src/core/handoff.ts: run `npm run schema` and commit the result',
    ).toBe(true);
  });

  it('names itself and says where it is looser than baton', () => {
    const schema = handoffJsonSchema();
    expect(schema.$id).toBe(SCHEMA_IDS.handoff);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.title).toBe('baton handoff, version 1');
    expect(schema.description).toContain('maxLength (characters) is the nearest, looser bound');
  });
});

describe('the JSON Schema, run by a JSON Schema validator', () => {
  const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
    JSON.parse(readFileSync(committedPath, 'utf8')) as object,
  );
  const errors = (value: unknown) => {
    validate(value);
    return (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '/'} ${e.keyword}${e.params && 'additionalProperty' in e.params ? ` ${e.params.additionalProperty}` : ''}`,
    );
  };
  const minimal = { version: 1, summary: 'x' };

  it('accepts the example that uses every field, and a minimal handoff', () => {
    expect(errors(example('investigate.json'))).toEqual([]);
    expect(errors(minimal)).toEqual([]);
    expect(errors({ ...minimal, data: { n: 3, ok: true, s: 's' } })).toEqual([]);
  });

  it('refuses what baton refuses for its shape', () => {
    expect(errors(example('invalid-several-problems.json'))).toEqual([
      '/ required',
      '/ additionalProperties sumary',
      '/status enum',
      '/data/location type',
    ]);
    expect(errors(example('invalid-newer-version.json'))).toEqual([
      '/ additionalProperties confidence',
      '/version const',
    ]);
    expect(errors({ ...minimal, next: { stage: 'fix', extra: 1 } })).toEqual([
      '/next additionalProperties extra',
    ]);
    expect(errors({ ...minimal, artifacts: [{ path: 'a', descripton: 'b' }] })).toEqual([
      '/artifacts/0 additionalProperties descripton',
    ]);
    expect(errors({ ...minimal, data: { 'a=b': 'x' } })).toEqual(['/data pattern', '/data propertyNames']);
    expect(
      errors({ ...minimal, data: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, 'v'])) }),
    ).toEqual(['/data maxProperties']);
    expect(errors({ ...minimal, summary: '' })).toEqual(['/summary minLength']);
    expect(errors({ ...minimal, summary: 'x'.repeat(4097) })).toEqual(['/summary maxLength']);
  });

  it('carries the artifact path rules as a pattern', () => {
    for (const path of ['../x', 'a/../b', 'a/..', '/etc/passwd', 'C:/x', 'a\\b', 'nul\u0000']) {
      expect(errors({ ...minimal, artifacts: [{ path }] }), path).toEqual(['/artifacts/0/path pattern']);
    }
    for (const path of ['a.txt', 'reports/x..y/z', '..hidden', 'a/b/c']) {
      expect(errors({ ...minimal, artifacts: [{ path }] }), path).toEqual([]);
    }
  });

  it('is looser than baton only where JSON Schema cannot say bytes', () => {
    // 4096 two-byte characters: within maxLength, over the byte limit baton enforces.
    expect(errors({ ...minimal, summary: 'é'.repeat(4096) })).toEqual([]);
  });
});
