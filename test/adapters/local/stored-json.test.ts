import { describe, expect, it } from 'vitest';
import { parseStoredJson } from '../../../src/adapters/local/stored-json.js';
import { UserError } from '../../../src/core/errors.js';
import * as z from '../../../src/core/zod.js';

/** A file of baton's own store read back (jobs.json, invocation.json), as a newer baton may have written it. */
const Schema = z.strictObject({
  job: z.string(),
  legs: z.array(z.strictObject({ id: z.string(), result: z.string() })),
});
const options = { code: 'run-invalid', what: 'the jobs', fix: 'put it back from a copy' };
const read = (value: unknown) => parseStoredJson(JSON.stringify(value), Schema, '/runs/r/jobs.json', options);

describe('parseStoredJson', () => {
  it('reads a file a newer baton wrote without the fields it added, at any level', () => {
    expect(
      read({ job: 'build', since: 'v9', legs: [{ id: 'build', result: 'success', cost_usd: 1 }] }),
    ).toEqual({ job: 'build', legs: [{ id: 'build', result: 'success' }] });
  });

  it('refuses a file with an unknown field beside a wrong one, naming both, with the fix', () => {
    let error: unknown;
    try {
      read({ job: 3, since: 'v9', legs: [] });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UserError);
    const { message, details, where } = error as UserError;
    expect([where, message]).toEqual([
      '/runs/r/jobs.json',
      'does not hold the jobs; put it back from a copy',
    ]);
    expect(details.join('\n')).toContain('$.job');
    expect(details.join('\n')).toContain('since');
  });
});
