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
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  throw new UserError(options.code, `does not hold ${options.what}; ${options.fix}`, {
    where: path,
    details: parsed.error.issues
      .slice(0, 5)
      .map((i) => `${formatPath(i.path.filter((p) => typeof p !== 'symbol')) || '(the file)'}: ${i.message}`),
  });
}
