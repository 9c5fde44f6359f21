import { shownKind, wrongArgument } from './argument.js';
import { Handoff } from './handoff.js';
import { type PathSegment, scanJsonObject } from './json-scan.js';
import { FORBIDDEN_KEYS, HANDOFF_PROBLEMS, HANDOFF_VERSION, LIMITS } from './names.js';
import type { Problem } from './problem.js';
import { closest } from './suggest.js';
import { lineColumnAt } from './text-position.js';
import { decodeUtf8, SAVE_AS_UTF8, utf8Length, withoutBom } from './utf8.js';
import type * as z from './zod.js';

/**
 * Reading an untrusted handoff (DESIGN §2): bytes → text → one JSON object → the zod schema, refusing at
 * each step with every problem found, each naming its JSON path and the rule broken.
 */

export type HandoffParse =
  | { kind: 'valid'; handoff: Handoff; warnings: Problem[] }
  | { kind: 'invalid'; problems: Problem[] };

/** A hostile file can hold thousands of problems; nobody reads past the first hundred. */
const MAX_PROBLEMS = 100;
const FORBIDDEN = new Set<string>(FORBIDDEN_KEYS);

/** A `handoff-invalid` error at `path`. */
export function handoffError(path: string, message: string): Problem {
  return { code: HANDOFF_PROBLEMS.invalid, severity: 'error', path, message };
}

/** The size refusal, shared with readers that learn the size before reading (`readHandoff`). */
export function tooLargeProblem(bytes: number | 'more'): Problem {
  const size = bytes === 'more' ? `more than ${LIMITS.handoffFileBytes}` : String(bytes);
  return handoffError(
    '$',
    `is ${size} bytes; a handoff may be at most ${LIMITS.handoffFileBytes} bytes (${LIMITS.handoffFileBytes / 1024} KiB)`,
  );
}

const invalid = (...problems: Problem[]): HandoffParse => ({ kind: 'invalid', problems });

/** Parse and validate a handoff file's bytes. */
export function parseHandoff(bytes: Uint8Array): HandoffParse {
  if (!(bytes instanceof Uint8Array))
    throw wrongArgument(
      'parseHandoff',
      "the handoff file's bytes (a Uint8Array or Buffer)",
      shownKind(bytes),
      typeof bytes === 'string' ? 'for text, call parseHandoffText' : undefined,
    );
  if (bytes.length > LIMITS.handoffFileBytes) return invalid(tooLargeProblem(bytes.length));
  const decoded = decodeUtf8(bytes);
  if (decoded.kind === 'text') return parseText(decoded.text);
  const save = decoded.kind === 'utf-16' ? `: ${SAVE_AS_UTF8}` : '';
  return invalid(handoffError('$', `${decoded.problem}; a handoff is UTF-8 JSON${save}`));
}

/** Parse and validate a handoff given as text (e.g. found between markers in an agent's output). */
export function parseHandoffText(text: string): HandoffParse {
  if (typeof text !== 'string')
    throw wrongArgument(
      'parseHandoffText',
      'the handoff as a string',
      shownKind(text),
      (text as unknown) instanceof Uint8Array ? 'for bytes, call parseHandoff' : undefined,
    );
  // A UTF-16 string is never longer in code units than its UTF-8 encoding in bytes, so the cheap test is
  // exact for refusal; the byte count is computed only when it matters.
  if (text.length > LIMITS.handoffFileBytes) return invalid(tooLargeProblem(utf8Length(text)));
  const bytes = utf8Length(text);
  if (bytes > LIMITS.handoffFileBytes) return invalid(tooLargeProblem(bytes));
  return parseText(withoutBom(text));
}

function parseText(text: string): HandoffParse {
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    const line = lineColumnAt(text, nul);
    return invalid(
      handoffError(
        '$',
        `contains a NUL byte at line ${line.line}, column ${line.column}; a handoff is JSON text, which never holds one`,
      ),
    );
  }

  const scan = scanJsonObject(text, {
    maxDepth: LIMITS.handoffDepth,
    forbiddenKeys: FORBIDDEN,
    rawNumbersUnder: 'data',
    maxKeyProblems: MAX_PROBLEMS,
  });
  const problems = scan.keyProblems.map((p) => handoffError(formatPath(p.path), p.message));
  if (scan.fatal) return invalid(...problems, handoffError(formatPath(scan.fatal.path), scan.fatal.message));

  const value = JSON.parse(text) as Record<string, unknown>;

  const version = value.version;
  if (typeof version === 'number' && Number.isInteger(version) && version > HANDOFF_VERSION) {
    return invalid(
      ...problems,
      handoffError(
        '$.version',
        `handoff version ${version} is newer than this baton reads (${HANDOFF_VERSION})`,
      ),
    );
  }

  // Numbers in data become strings exactly as written: String(12345678901234567890) would lose digits.
  const data = value.data;
  if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const map = data as Record<string, unknown>;
    for (const [key, raw] of scan.rawNumbers) {
      if (!FORBIDDEN.has(key) && typeof map[key] === 'number') map[key] = raw;
    }
  }

  const parsed = Handoff.safeParse(value);
  if (!parsed.success) {
    // Forbidden keys, already refused by the scanner, are not reported again as unknown fields or bad values.
    const refused = scan.keyProblems
      .filter((p) => FORBIDDEN.has(String(p.path[p.path.length - 1])))
      .map((p) => formatPath(p.path));
    const isRefused = (path: string) =>
      refused.some((r) => path === r || path.startsWith(`${r}.`) || path.startsWith(`${r}[`));
    for (const issue of parsed.error.issues) {
      for (const problem of issueProblems(issue, value)) {
        if (!isRefused(problem.path)) problems.push(problem);
      }
    }
  }
  if (problems.length > 0) return invalid(...capped(problems));

  const handoff = parsed.data!;
  const warnings: Problem[] = [];
  if ((handoff.status === 'blocked' || handoff.status === 'failure') && handoff.failure === undefined) {
    warnings.push({
      code: HANDOFF_PROBLEMS.failureMissing,
      severity: 'warning',
      path: '$.failure',
      message: `missing while status is ${handoff.status}; say why in failure.reason`,
    });
  }
  return { kind: 'valid', handoff, warnings };
}

function capped(problems: Problem[]): Problem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    handoffError('$', `${problems.length - MAX_PROBLEMS} more problems not shown`),
  ];
}

/**
 * Keys longer than this are not repeated in paths: a path locates a problem, it need not repeat the input,
 * and a cut-off prefix of a secret used as a key could not be matched by redaction afterwards.
 */
const MAX_PATH_KEY = 64;

/** `$.data.my-key`, `$.artifacts[0].path`, `$.data["a=b"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '$';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(segment) && segment.length <= MAX_PATH_KEY)
      out += `.${segment}`;
    else {
      out +=
        segment.length > MAX_PATH_KEY
          ? `[<key of ${segment.length} characters>]`
          : `[${JSON.stringify(segment)}]`;
    }
  }
  return out;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, segment)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return 'a string';
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a boolean';
  return typeof value;
}

const EXPECTED: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  record: 'an object',
};

/** One zod issue as handoff problems, with messages a person can act on. */
function issueProblems(issue: z.core.$ZodIssue, root: unknown): Problem[] {
  const segments = issue.path.filter((s): s is string | number => typeof s !== 'symbol');
  const path = formatPath(segments);
  const value = valueAt(root, segments);
  const parent = valueAt(root, segments.slice(0, -1));
  const missing = value === undefined && (segments.length === 0 || parent !== undefined);

  switch (issue.code) {
    case 'unrecognized_keys': {
      const known = knownKeysAt(segments);
      return issue.keys
        .filter((key) => !FORBIDDEN.has(key))
        .map((key) => handoffError(formatPath([...segments, key]), unknownFieldMessage(key, known)));
    }
    case 'invalid_key': {
      const inner = issue.issues[0];
      return [handoffError(path, inner?.message ?? issue.message)];
    }
    case 'invalid_type':
      if (missing) return [handoffError(path, 'required')];
      return [
        handoffError(
          path,
          `must be ${EXPECTED[issue.expected] ?? issue.expected}, got ${describeValue(value)}`,
        ),
      ];
    case 'invalid_value':
      if (missing) return [handoffError(path, 'required')];
      return [handoffError(path, issue.message)];
    case 'too_big':
      if (issue.origin === 'array' && Array.isArray(value)) {
        return [handoffError(path, `must have at most ${issue.maximum} entries, has ${value.length}`)];
      }
      return [handoffError(path, issue.message)];
    default:
      return [handoffError(path, issue.message)];
  }
}

function unknownFieldMessage(key: string, known: readonly string[]): string {
  const suggestion = closest(key, known);
  if (suggestion !== undefined) return `unknown field; did you mean \`${suggestion}\`?`;
  return `unknown field; known fields: ${known.join(', ')}`;
}

/** The known keys of the object schema at `path` within the Handoff schema. */
function knownKeysAt(path: readonly (string | number)[]): string[] {
  let schema = Handoff as unknown as z.core.$ZodType;
  const unwrap = (s: z.core.$ZodType): z.core.$ZodType => {
    let current = s;
    for (;;) {
      const def = current._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
      if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
        current = def.innerType;
      } else if (def.type === 'pipe' && def.in) current = def.in;
      else return current;
    }
  };
  for (const segment of path) {
    const def = unwrap(schema)._zod.def as {
      type: string;
      shape?: Record<string, z.core.$ZodType>;
      element?: z.core.$ZodType;
    };
    const next =
      def.type === 'object' ? def.shape?.[String(segment)] : def.type === 'array' ? def.element : undefined;
    if (next === undefined) return [];
    schema = next;
  }
  const def = unwrap(schema)._zod.def as { type: string; shape?: Record<string, unknown> };
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}
