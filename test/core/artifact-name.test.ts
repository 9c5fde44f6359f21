import { describe, expect, it } from 'vitest';
import { artifactNameFor, parseArtifactName } from '../../src/core/artifact-name.js';
import { UserError } from '../../src/core/errors.js';

describe('artifact names', () => {
  it('names a first attempt baton-<stage> and later ones baton-<stage>-attempt-<n>', () => {
    expect(artifactNameFor('fix', 1)).toBe('baton-fix');
    expect(artifactNameFor('review-security', 3)).toBe('baton-review-security-attempt-3');
  });

  it('names the records of a re-run (run attempt 2 and later) apart from every earlier run attempt’s', () => {
    expect(artifactNameFor('fix', 1, 1)).toBe('baton-fix');
    expect(artifactNameFor('fix', 1, 2)).toBe('baton-fix-run-2');
    expect(artifactNameFor('fix', 3, 2)).toBe('baton-fix-run-2-attempt-3');
    // A stage retry of run attempt 1 and the first attempt of a re-run are different names.
    const names = [1, 2, 3].flatMap((run) =>
      [1, 2, 3].map((attempt) => artifactNameFor('fix', attempt, run)),
    );
    expect(new Set(names).size).toBe(9);
  });

  it('reads back every name it writes', () => {
    for (const [stage, attempt, runAttempt] of [
      ['fix', 1, 1],
      ['fix', 2, 1],
      ['fix', 1, 2],
      ['fix', 4, 12],
      ['a-attempt-b', 12, 1],
      ['x-attempt-0', 1, 3],
      ['x-run-0', 2, 2],
      ['run-2x', 1, 2],
    ] as const) {
      expect(parseArtifactName(artifactNameFor(stage, attempt, runAttempt))).toEqual({
        stage,
        attempt,
        runAttempt,
      });
    }
  });

  it('ignores names baton does not write', () => {
    expect(parseArtifactName('coverage-report')).toBeNull();
    expect(parseArtifactName('baton-fix-attempt-1')).toBeNull();
    expect(parseArtifactName('baton-fix-attempt-2-attempt-3')).toBeNull();
    expect(parseArtifactName('baton-fix-run-1')).toBeNull();
    expect(parseArtifactName('baton-fix-run-1-attempt-2')).toBeNull();
    expect(parseArtifactName('baton-fix-run-2-run-3')).toBeNull();
    expect(parseArtifactName('baton-fix-attempt-2-run-3')).toBeNull();
    expect(parseArtifactName('baton-')).toBeNull();
    expect(parseArtifactName('baton-has space')).toBeNull();
  });

  it('refuses a stage id ending like an attempt suffix, saying why', () => {
    const error = (() => {
      try {
        artifactNameFor('fix-attempt-2', 1);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('stage-id-invalid');
    expect((error as UserError).message).toBe(
      'stage id "fix-attempt-2" ends like an attempt suffix (-attempt-<n>), which would make its artifact name ambiguous; rename the stage',
    );
  });

  it('refuses a stage id ending like a run attempt suffix, saying why', () => {
    expect(() => artifactNameFor('smoke-run-2', 1)).toThrow(
      new UserError(
        'stage-id-invalid',
        'stage id "smoke-run-2" ends like a run attempt suffix (-run-<n>), which would make its artifact name ambiguous; rename the stage',
        { where: 'stage' },
      ),
    );
  });

  it('refuses an invalid stage id, attempt and run attempt', () => {
    expect(() => artifactNameFor('a/b', 1)).toThrow('"a/b" is not a valid stage id');
    expect(() => artifactNameFor('a', 0)).toThrow('attempt must be a whole number of at least 1, got 0');
    expect(() => artifactNameFor('a', 1, 0)).toThrow(
      'run attempt must be a whole number of at least 1, got 0',
    );
  });
});
