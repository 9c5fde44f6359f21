import { DATA_KEY_PATTERN, HANDOFF_VERSION, LIMITS, STAGE_ID_PATTERN } from './names.js';
import { utf8Length } from './utf8.js';
import * as z from './zod.js';

/**
 * The handoff, version 1 (DESIGN §2): what an agent writes for the stages after it. Untrusted: an LLM wrote
 * it, possibly after reading attacker text. This schema is the single source of truth: the TypeScript type
 * and the committed JSON Schema (`schema/handoff.v1.schema.json`) are derived from it.
 */

/** Refuses a string longer than `limit` UTF-8 bytes, saying how long it is. */
const bytesAtMost = (limit: number) => (value: string, ctx: z.core.$RefinementCtx<string>) => {
  const bytes = utf8Length(value);
  if (bytes > limit)
    ctx.addIssue({ code: 'custom', message: `must be at most ${limit} UTF-8 bytes, is ${bytes}` });
};

/**
 * A string bounded in UTF-8 bytes. JSON Schema has no byte length: `maxLength` (characters, never more
 * than bytes) is the nearest looser bound, so the generated schema carries that and says so.
 */
function boundedText(limit: number, description: string) {
  return z
    .string()
    .check(
      z.superRefine(bytesAtMost(limit)),
      z.meta({ description: `${description} At most ${limit} UTF-8 bytes.`, maxLength: limit }),
    );
}

function textList(description: string) {
  return z
    .array(boundedText(LIMITS.shortTextBytes, 'One entry.'))
    .check(
      z.maxLength(LIMITS.listEntries, { message: `must have at most ${LIMITS.listEntries} entries` }),
      z.describe(description),
    );
}

export const StageId = z.string().check(
  z.regex(STAGE_ID_PATTERN, {
    message: 'must be a stage id: a letter or _ then up to 99 letters, digits, _ or -',
  }),
  z.describe('A stage id: the job id, with matrix values appended for matrix jobs (e.g. review-security).'),
);
export type StageId = z.infer<typeof StageId>;

export const HandoffStatus = z
  .enum(['success', 'partial', 'blocked', 'failure'], {
    error: 'must be one of success, partial, blocked, failure',
  })
  .check(z.describe('How the stage went, in the agent’s own judgement.'));
export type HandoffStatus = z.infer<typeof HandoffStatus>;

const DataValue = z.pipe(
  z.union([z.string(), z.number(), z.boolean()], {
    error:
      'must be a string, number or boolean; nested objects, arrays and null are refused (data is a flat map: put a structure in one value as JSON text, or in detail)',
  }),
  z.transform((value) => String(value)),
);

export const HandoffData = z
  .record(
    z.string().check(
      z.regex(DATA_KEY_PATTERN, {
        message:
          'key must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ (a letter or _, then up to 63 letters, digits, _ or -)',
      }),
    ),
    DataValue,
  )
  .check(
    z.superRefine((data, ctx) => {
      const keys = Object.keys(data);
      if (keys.length > LIMITS.dataKeys) {
        ctx.addIssue({
          code: 'custom',
          message: `must have at most ${LIMITS.dataKeys} keys, has ${keys.length}`,
        });
      }
      let bytes = 0;
      for (const [key, value] of Object.entries(data)) bytes += utf8Length(key) + utf8Length(value);
      if (bytes > LIMITS.dataBytes) {
        ctx.addIssue({
          code: 'custom',
          message: `keys and values must total at most ${LIMITS.dataBytes} UTF-8 bytes, total ${bytes}`,
        });
      }
    }),
    z.meta({
      description: `Machine-readable results as a flat map of string to string (numbers and booleans become strings). At most ${LIMITS.dataKeys} keys; keys and values at most ${LIMITS.dataBytes} UTF-8 bytes in all.`,
      maxProperties: LIMITS.dataKeys,
    }),
  );
export type HandoffData = z.infer<typeof HandoffData>;

export const HandoffNext = z
  .strictObject({
    stage: StageId,
    reason: z.optional(boundedText(LIMITS.shortTextBytes, 'Why that stage should act next.')),
  })
  .check(z.describe('The stage this one hands off to (routing).'));

export const HandoffExpectations = z
  .strictObject({
    deliverables: z.optional(textList('What the receiving stage must deliver.')),
    acceptance: z.optional(textList('How the receiving stage’s work will be judged.')),
    constraints: z.optional(textList('What the receiving stage must not do.')),
  })
  .check(z.describe('What the receiving stage must deliver.'));

export const HandoffFailure = z
  .strictObject({
    reason: boundedText(LIMITS.shortTextBytes, 'Why the stage failed or is blocked.').check(
      z.minLength(1, { message: 'must not be empty' }),
    ),
    blockers: z.optional(textList('What stands in the way.')),
    questions: z.optional(textList('What a person must answer.')),
  })
  .check(z.describe('Why the stage failed or is blocked; expected when status is blocked or failure.'));

/** A workspace-relative path: no absolute paths, no `..` segments, no backslashes, no NUL. */
const RelativePath = z.string().check(
  z.minLength(1, { message: 'must not be empty' }),
  z.superRefine(bytesAtMost(1024)),
  z.refine((p) => !p.startsWith('/') && !/^[A-Za-z]:/.test(p), {
    message: 'must be relative to the workspace',
  }),
  z.refine((p) => !p.includes('\\') && !p.includes('\0'), {
    message: 'must use / separators and no NUL',
  }),
  z.refine((p) => !p.split('/').includes('..'), {
    message: 'must stay inside the workspace (no .. segment)',
  }),
  z.meta({
    description:
      'A path relative to the workspace; never outside it, never a link. At most 1024 UTF-8 bytes.',
    maxLength: 1024,
    // The refinements above, as one pattern for JSON Schema tools.
    pattern: String.raw`^(?!/)(?![A-Za-z]:)(?!(?:[^/]*/)*\.\.(?:/|$))[^\\\u0000]+$`,
  }),
);

export const HandoffArtifact = z.strictObject({
  path: RelativePath,
  description: z.optional(boundedText(LIMITS.shortTextBytes, 'What the file is.')),
});

export const Handoff = z
  .strictObject({
    version: z
      .literal(HANDOFF_VERSION, { error: `must be ${HANDOFF_VERSION}` })
      .check(z.describe('The handoff format version. This baton reads version 1.')),
    status: z._default(HandoffStatus, 'success'),
    summary: boundedText(
      LIMITS.summaryBytes,
      'The token-cheap part downstream prompts use first. Required, not empty.',
    ).check(z.minLength(1, { message: 'must not be empty' })),
    detail: z.optional(boundedText(LIMITS.detailBytes, 'The deep part: findings, analysis, reproduction.')),
    data: z.optional(HandoffData),
    next: z.optional(HandoffNext),
    expectations: z.optional(HandoffExpectations),
    failure: z.optional(HandoffFailure),
    artifacts: z.optional(
      z
        .array(HandoffArtifact)
        .check(
          z.maxLength(LIMITS.listEntries, { message: `must have at most ${LIMITS.listEntries} entries` }),
          z.describe('Files the stage produced, relative to the workspace; kept with the record.'),
        ),
    ),
  })
  .check(z.describe('A baton handoff, version 1: what an agent stage hands to the stages after it.'));

/** A validated, normalised handoff (data values are strings, status is filled in). */
export type Handoff = z.infer<typeof Handoff>;
/** A handoff as an agent may write it (before normalisation). */
export type HandoffInput = z.input<typeof Handoff>;

/** Top-level field names, for did-you-mean suggestions. */
export const HANDOFF_FIELDS = Object.keys(Handoff.shape) as readonly (keyof typeof Handoff.shape)[];
