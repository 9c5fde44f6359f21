import { UserError } from '../../core/errors.js';
import { oneLine } from '../../core/one-line.js';
import { formatPath } from '../../core/parse-handoff.js';
import type * as z from '../../core/zod.js';

/**
 * A JSON file of baton's own store (`jobs.json`, `invocation.json`) read back: the value its schema says, or
 * one UserError naming the file and what is wrong with it — never a bare JSON or zod error.
 */
export function parseStoredJson<T>(
  text: string,
  schema: z.ZodMiniType<T>,
  path: string,
  options: { code: string; what: string; fix: string },
): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UserError(
      options.code,
      `is not valid JSON (${oneLine((error as Error).message)}); ${options.fix}`,
      {
        where: path,
      },
    );
  }
  let parsed = schema.safeParse(json);
  // A newer baton's file: read without the fields it added.
  const older = parsed.success ? null : withoutNewerFields(json, parsed.error.issues);
  if (older !== null) parsed = schema.safeParse(older);
  if (parsed.success) return parsed.data;
  throw new UserError(options.code, `does not hold ${options.what}; ${options.fix}`, {
    where: path,
    details: parsed.error.issues
      .slice(0, 5)
      .map((i) => `${formatPath(i.path.filter((p) => typeof p !== 'symbol')) || '(the file)'}: ${i.message}`),
  });
}

/**
 * A file of baton's own store (run.json, jobs.json, invocation.json) with the fields a newer baton adds to
 * it (a field this one does not know, at any level) left out, so that the runs a newer baton made in the
 * project still list, show and replay: the file is baton's own, and a newer one only adds. Null when
 * something else is wrong (`issues`, of the whole file). What is left is checked as always; the file is not
 * changed.
 */
export function withoutNewerFields(json: unknown, issues: readonly z.core.$ZodIssue[]): unknown | null {
  if (!issues.every((issue) => issue.code === 'unrecognized_keys')) return null;
  const copy = structuredClone(json);
  for (const issue of issues) {
    let at: unknown = copy;
    for (const key of issue.path) at = (at as Record<PropertyKey, unknown> | undefined)?.[key];
    if (at === null || typeof at !== 'object' || issue.code !== 'unrecognized_keys') return null;
    for (const key of issue.keys) delete (at as Record<string, unknown>)[key];
  }
  return copy;
}
