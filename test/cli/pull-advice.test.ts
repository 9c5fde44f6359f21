import { describe, expect, it } from 'vitest';
import { localAdvice } from '../../src/cli/commands/pull.js';
import { UserError } from '../../src/core/errors.js';
import { parsePullTarget } from '../../src/core/pull-target.js';

describe('baton pull: what GitHub failing is told at a terminal', () => {
  const target = parsePullTarget(['octo/app', '12']);
  const failure = (code: string) =>
    new UserError(code, 'could not list the artifacts of run 12 of octo/app: no answer (ENOTFOUND)', {
      details: ['re-run the job; if it fails again, check GitHub’s status at https://www.githubstatus.com'],
    });

  it("names the network, and GITHUB_API_URL only when the user set it, in place of a step's advice", () => {
    for (const code of ['artifact-service-failed', 'github-failed']) {
      const unset = localAdvice(failure(code), target, undefined) as UserError;
      expect(unset.message).toBe(failure(code).message);
      expect(unset.details).toEqual([
        'check your network: https://api.github.com must be reachable from here',
        'if it fails again, check GitHub’s status at https://www.githubstatus.com',
      ]);
      const set = localAdvice(failure(code), { ...target, apiUrl: 'http://proxy:8080' }, 'http://proxy:8080');
      expect((set as UserError).details[0]).toBe(
        'check your network, and GITHUB_API_URL, which points the pull at http://proxy:8080',
      );
      expect(localAdvice(failure(code), target, ' ') as UserError).toMatchObject({ details: unset.details });
    }
  });

  it('leaves any other error as it is', () => {
    const refused = new UserError('run-unreadable', 'no run 12 of octo/app found (404)');
    expect(localAdvice(refused, target, undefined)).toBe(refused);
  });
});
