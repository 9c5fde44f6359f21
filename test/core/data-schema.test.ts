import { describe, expect, it } from 'vitest';
import { dataSchemaFrom, dataSchemaProblems, patternProblem } from '../../src/core/data-schema.js';
import { parseDataSchemaText } from '../../src/core/data-schema-text.js';
import { UserError } from '../../src/core/errors.js';
import { formatProblem } from '../../src/core/problem.js';

/** The example of docs/handoff.md ("A contract for `data`"). */
const EXAMPLE = `required: [severity, file]
additionalProperties: false
properties:
  severity: { enum: [low, medium, high], description: how bad }
  file: { pattern: '^src/', maxLength: 200 }
  line: { pattern: '^[0-9]+$' }
`;

/** The refusal of `text`, as `where: message`. */
function refusal(text: string): string {
  try {
    parseDataSchemaText(text);
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    expect(error.code).toBe('input-invalid');
    return `${error.where}: ${error.message}`;
  }
  throw new Error(`accepted: ${text}`);
}

const KEY_KEYWORDS = 'type, enum, pattern, minLength, maxLength, description, title';
const NESTED =
  'repeats a group that itself repeats, like (a+)+ or (\\w*)*: such a pattern can take time exponential in the length of the value an agent writes; write it without the nested repetition: [a-z,]* in place of ([a-z]+,)*';

describe('the data-schema input', () => {
  it('reads the README example, as YAML and as JSON', () => {
    const parsed = parseDataSchemaText(EXAMPLE);
    expect(parsed).toEqual({
      properties: {
        severity: { enum: ['low', 'medium', 'high'], description: 'how bad' },
        file: { pattern: '^src/', maxLength: 200 },
        line: { pattern: '^[0-9]+$' },
      },
      required: ['severity', 'file'],
      additionalProperties: false,
    });
    const json = JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      title: 'triage',
      type: 'object',
      required: ['severity', 'file'],
      additionalProperties: false,
      properties: {
        severity: { type: 'string', enum: ['low', 'medium', 'high'], description: 'how bad' },
        file: { type: 'string', pattern: '^src/', maxLength: 200 },
        line: { pattern: '^[0-9]+$' },
      },
    });
    expect(parseDataSchemaText(json)).toEqual(parsed);
  });

  it('defaults additionalProperties to true, takes a key with no rules, and compares YAML numbers as text', () => {
    expect(parseDataSchemaText('properties:\n  note:\n  n: { enum: [1, 2.5, true] }')).toEqual({
      properties: { note: {}, n: { enum: ['1', '2.5', 'true'] } },
      required: [],
      additionalProperties: true,
    });
  });

  it.each([
    [
      'a JSON integer past 2^53',
      '{"properties":{"n":{"enum":[12345678901234567890]}}}',
      '12345678901234567890',
    ],
    ['a JSON 1.0', '{"properties":{"n":{"enum":[1.0]}}}', '1.0'],
    ['a YAML 1.0', 'properties:\n  n: { enum: [1.0] }', '1.0'],
    ['a YAML 0.10', 'properties:\n  n: { enum: [0.10] }', '0.10'],
    ['a YAML 1.50', 'properties:\n  n: { enum: [1.50] }', '1.50'],
    ['a YAML 0x10', 'properties:\n  n: { enum: [0x10] }', '0x10'],
    ['a YAML 1e3', 'properties:\n  n: { enum: [1e3] }', '1e3'],
    ['a number in a block list', 'properties:\n  n:\n    enum:\n      - 1.0\n', '1.0'],
    ['a number and an alias to it', 'properties:\n  n: { enum: [&v 1.0, *v] }', '1.0'],
  ])('keeps %s in an enum as written', (_, text, written) => {
    const schema = parseDataSchemaText(text);
    expect(schema.properties.n?.enum).toEqual([written]);
    expect(dataSchemaProblems({ n: written }, schema)).toEqual([]);
  });

  it('refuses a number written in another form than in the enum, naming the form written there', () => {
    const schema = parseDataSchemaText('properties:\n  n: { enum: [1.0] }');
    expect(dataSchemaProblems({ n: '1' }, schema).map(formatProblem)).toEqual([
      '$.data.n: must be one of 1.0',
    ]);
  });

  it.each([
    [
      'a keyword named as a member every object has',
      'properties:\n  k: { valueOf: 1 }',
      `data-schema: properties.k.valueOf: valueOf is not supported by data-schema, which enforces every keyword it takes; its keywords for a key: ${KEY_KEYWORDS}`,
    ],
    [
      'a numeric keyword',
      'properties:\n  n: { minimum: 3 }',
      `data-schema: properties.n.minimum: minimum is not supported by data-schema, which enforces every keyword it takes (data values are strings; use a pattern); its keywords for a key: ${KEY_KEYWORDS}`,
    ],
    [
      'format',
      'properties:\n  url: { format: uri }',
      `data-schema: properties.url.format: format is not supported by data-schema, which enforces every keyword it takes (use a pattern); its keywords for a key: ${KEY_KEYWORDS}`,
    ],
    [
      'nested properties',
      'properties:\n  where: { properties: { file: {} } }',
      `data-schema: properties.where.properties: properties is not supported by data-schema, which enforces every keyword it takes (data values are strings, never nested objects); its keywords for a key: ${KEY_KEYWORDS}`,
    ],
    [
      'an unknown top-level keyword',
      'requird: [a]',
      'data-schema: requird: requird is not supported by data-schema, which enforces every keyword it takes; did you mean required?; its keywords: type, properties, required, additionalProperties, description, title, $schema',
    ],
    [
      'a type other than string',
      'properties:\n  line: { type: integer }',
      'data-schema: properties.line.type: must be string: data values are strings (numbers and booleans become strings); to constrain a number, use a pattern such as ^[0-9]+$',
    ],
    [
      'a top type other than object',
      'type: array',
      'data-schema: type: must be object: data is an object, a flat map of keys to strings',
    ],
    [
      'a schema for additional properties',
      'additionalProperties: { type: string }',
      'data-schema: additionalProperties: must be true or false (a schema for the other keys is not supported)',
    ],
    [
      'a required key not declared',
      'properties:\n  severity: {}\nrequired: [severty, file]',
      'data-schema: required[0]: "severty" is not declared under properties; did you mean severity?; required[1]: "file" is not declared under properties; declared: severity',
    ],
    [
      'a property name that is no data key',
      'properties:\n  "a b": {}\n  __proto__: {}',
      'data-schema: properties: "a b" is not a data key: a letter or _, then up to 63 letters, digits, _ or - (and not __proto__, constructor, prototype); properties: "__proto__" is not a data key: a letter or _, then up to 63 letters, digits, _ or - (and not __proto__, constructor, prototype)',
    ],
    [
      'a pattern that does not compile',
      "properties:\n  f: { pattern: '(' }",
      'data-schema: properties.f.pattern: is not a valid ECMAScript regular expression (with the u flag): Invalid regular expression: /(/u: Unterminated group',
    ],
    [
      'a catastrophic pattern',
      "properties:\n  f: { pattern: '^(a+)+$' }",
      `data-schema: properties.f.pattern: ${NESTED}`,
    ],
    [
      'minLength above maxLength',
      'properties:\n  f: { minLength: 5, maxLength: 2 }',
      'data-schema: properties.f: minLength 5 is more than maxLength 2, so no value fits',
    ],
    [
      'a negative length',
      'properties:\n  f: { maxLength: -1 }',
      'data-schema: properties.f.maxLength: must be a whole number from 0',
    ],
    [
      'an empty enum',
      'properties:\n  f: { enum: [] }',
      'data-schema: properties.f.enum: must list at least one value',
    ],
    [
      'a list instead of a map',
      '[severity]',
      'data-schema: must be a map of JSON Schema keywords (required, additionalProperties, properties …)',
    ],
    [
      'YAML that does not parse',
      'required: [a',
      expect.stringMatching(/^data-schema: is not valid YAML or JSON: /),
    ],
    [
      'a duplicate key',
      'required: [a]\nrequired: [b]',
      expect.stringMatching(/^data-schema: is not valid YAML or JSON: Map keys must be unique/),
    ],
  ])('refuses %s, naming the keyword and the input', (_name, text, message) => {
    expect(refusal(text)).toEqual(message);
  });

  it('says every problem at once', () => {
    const message = refusal("properties:\n  n: { type: integer, pattern: '(a*)*' }\nrequired: [m]");
    expect(message).toContain('properties.n.type: must be string');
    expect(message).toContain(`properties.n.pattern: ${NESTED}`);
    expect(message).toContain('required[0]: "m" is not declared under properties');
  });

  it(`refuses a schema over ${64 * 1024} bytes before parsing it`, () => {
    const text = `description: ${'x'.repeat(64 * 1024)}`;
    expect(refusal(text)).toBe(
      `data-schema: is ${text.length} bytes; a data-schema may be at most 65536 bytes (64 KiB)`,
    );
  });

  it('refuses more properties than data can hold', () => {
    const properties = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, {}]));
    expect(() => dataSchemaFrom({ properties })).toThrow(
      "properties: declares 65 keys; a handoff's data holds at most 64",
    );
  });
});

describe('patterns', () => {
  it.each([
    '^src/',
    '^[0-9]+$',
    '^(?:low|high)$',
    '^\\p{L}{2,}$',
    '^[a-z]+(-[a-z]+)?$',
    '^(ab){2}$',
    '^(?<year>\\d{4})-\\d{2}$',
    '[(+*)]+',
  ])('accepts %s', (pattern) => {
    expect(patternProblem(pattern)).toBeNull();
  });

  it.each(['(a+)+', '(a*)*', '(?:\\w+\\s?)*$', '((a)+)+', '(a{1,3}){2,}', '(x+x+)+y', '(?:[a-z]+,)*'])(
    'refuses the nested repetition %s',
    (pattern) => {
      expect(patternProblem(pattern)).toBe(NESTED);
    },
  );

  it('refuses a back-reference', () => {
    expect(patternProblem('(a)\\1')).toMatch(/^refers back to a group/);
    expect(patternProblem('(?<x>a)\\k<x>')).toMatch(/^refers back to a group/);
  });

  it('refuses a pattern over 1000 characters', () => {
    expect(patternProblem('a'.repeat(1001))).toBe('is 1001 characters; a pattern may be at most 1000');
  });
});

describe('checking data against the schema', () => {
  const schema = parseDataSchemaText(EXAMPLE);
  const check = (data: Record<string, string> | undefined) =>
    dataSchemaProblems(data, schema).map(formatProblem);

  it('passes data that keeps the contract', () => {
    expect(check({ severity: 'high', file: 'src/a.ts', line: '12' })).toEqual([]);
    expect(check({ severity: 'low', file: 'src/a.ts' })).toEqual([]);
  });

  it('lists every break, at its JSON path, as handoff-invalid errors', () => {
    const problems = dataSchemaProblems({ severity: 'High', severty: 'x', line: 'twelve' }, schema);
    expect(problems.every((p) => p.code === 'handoff-invalid' && p.severity === 'error')).toBe(true);
    expect(problems.map(formatProblem)).toEqual([
      "$.data.file: required by this stage's data-schema",
      '$.data.severity: must be one of low, medium, high; did you mean `high`?',
      "$.data.severty: not in this stage's data-schema (additionalProperties is false); did you mean `severity`?",
      "$.data.line: must match the pattern ^[0-9]+$ of this stage's data-schema",
    ]);
  });

  it('requires the required keys of a handoff with no data', () => {
    expect(check(undefined)).toEqual([
      "$.data.severity: required by this stage's data-schema",
      "$.data.file: required by this stage's data-schema",
    ]);
  });

  it('measures lengths in UTF-8 bytes, saying the length and never the value', () => {
    const bounded = dataSchemaFrom({ properties: { name: { minLength: 2, maxLength: 4 } } });
    expect(dataSchemaProblems({ name: '€€' }, bounded).map(formatProblem)).toEqual([
      '$.data.name: must be at most 4 UTF-8 bytes, is 6',
    ]);
    expect(dataSchemaProblems({ name: 'é' }, bounded).map(formatProblem)).toEqual([]);
    expect(dataSchemaProblems({ name: 'a' }, bounded).map(formatProblem)).toEqual([
      '$.data.name: must be at least 2 UTF-8 bytes, is 1',
    ]);
  });

  it('lets undeclared keys through when additionalProperties is not false', () => {
    const open = dataSchemaFrom({ properties: { a: {} } });
    expect(dataSchemaProblems({ a: '1', b: '2' }, open)).toEqual([]);
  });

  it('never repeats a value the agent wrote', () => {
    const secret = 'zq-Synthetic-Secret-7f3a9c21';
    const text = check({ severity: secret, file: secret, line: secret, [`x${'y'.repeat(10)}`]: secret }).join(
      '\n',
    );
    expect(text).not.toContain(secret);
    expect(text).not.toContain('Synthetic');
  });

  it('stops a pattern that backtracks on what the agent wrote, refusing the value, and checks the rest', () => {
    // Accepted by patternProblem (its alternatives overlap; nothing repeats inside them), and about 17 s of
    // backtracking on these 28 characters without a bound (doubling with each one more).
    const schema = dataSchemaFrom({
      properties: { sha: { pattern: '^(\\d|[0-9a-f])+$' }, ok: { pattern: '^[0-9a-f]+$' } },
    });
    expect(patternProblem('^(\\d|[0-9a-f])+$')).toBeNull();
    expect(
      dataSchemaProblems({ sha: `${'1'.repeat(27)}!`, ok: 'zz' }, schema).map((p) => formatProblem(p)),
    ).toEqual([
      "$.data.sha: could not be checked, so it is refused: the pattern ^(\\d|[0-9a-f])+$ of this stage's data-schema ran over 250 ms on it (a pattern that backtracks, as a repetition of alternatives that overlap does: (\\d|[0-9a-f])+); write it with a character class instead ([0-9a-f]+)",
      "$.data.ok: must match the pattern ^[0-9a-f]+$ of this stage's data-schema",
    ]);
    // The same pattern on a value it matches, or fails quickly, is checked as any other.
    expect(dataSchemaProblems({ sha: 'deadbeef', ok: '1' }, schema)).toEqual([]);
  });

  it('names the declared keys when an extra key is like none of them', () => {
    expect(check({ severity: 'low', file: 'src/a', zzz: '1' })).toEqual([
      "$.data.zzz: not in this stage's data-schema (additionalProperties is false); its keys: severity, file, line",
    ]);
  });
});
