/**
 * The JSON Schema of handoff v1, generated from the zod schema (the single source of truth, DESIGN §2) and
 * committed at `schema/handoff.v1.schema.json`; a test fails when the two drift. It describes what an agent
 * may write (the input side: `status` may be left out, `data` values may be numbers or booleans).
 */
export declare function handoffJsonSchema(): Record<string, unknown>;
/** The committed file's exact text: `npm run schema` writes it, `baton schema` prints it. */
export declare function handoffJsonSchemaText(): string;
