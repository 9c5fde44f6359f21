import { Handoff } from './handoff.js';
import { LIMITS, SCHEMA_IDS } from './names.js';
import * as z from './zod.js';

/**
 * The JSON Schema of handoff v1, generated from the zod schema (the single source of truth, DESIGN §2) and
 * committed at `schema/handoff.v1.schema.json`; a test fails when the two drift. It describes what an agent
 * may write (the input side: `status` may be left out, `data` values may be numbers or booleans).
 */
export function handoffJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(Handoff, { io: 'input', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: SCHEMA_IDS.handoff,
    title: 'baton handoff, version 1',
    ...rest,
    description: `${String(rest.description ?? '')} Limits in UTF-8 bytes cannot be expressed in JSON Schema: maxLength (characters) is the nearest, looser bound, and \`baton validate\` checks the bytes. So do the rules a pattern cannot carry: data keys and values at most ${LIMITS.dataBytes} bytes in all, no duplicate keys, no __proto__, constructor or prototype key anywhere.`,
  };
}

/** The committed file's exact text: `npm run schema` writes it, `baton schema` prints it. */
export function handoffJsonSchemaText(): string {
  return `${JSON.stringify(handoffJsonSchema(), null, 2)}\n`;
}
