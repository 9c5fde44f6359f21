import { describe, expect, it } from 'vitest';
import { artifactNameFor, parseArtifactName } from '../../src/core/artifact-name.js';
import { UserError } from '../../src/core/errors.js';

describe('artifact names', () => {
  it('names a first attempt baton-<stage> and later ones baton-<stage>-attempt-<n>', () => {
    expect(artifactNameFor('fix', 1)).toBe('baton-fix');
    expect(artifactNameFor('review-security', 3)).toBe('baton-review-security-attempt-3');
  });

  it('reads back every name it writes', () => {
    for (const [stage, attempt] of [
      ['fix', 1],
      ['fix', 2],
      ['a-attempt-b', 12],
      ['x-attempt-0', 1],
    ] as const) {
      expect(parseArtifactName(artifactNameFor(stage, attempt))).toEqual({ stage, attempt });
    }
  });

  it('ignores names baton does not write', () => {
    expect(parseArtifactName('coverage-report')).toBeNull();
    expect(parseArtifactName('baton-fix-attempt-1')).toBeNull();
    expect(parseArtifactName('baton-fix-attempt-2-attempt-3')).toBeNull();
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

  it('refuses an invalid stage id and attempt', () => {
    expect(() => artifactNameFor('a/b', 1)).toThrow('"a/b" is not a valid stage id');
    expect(() => artifactNameFor('a', 0)).toThrow('attempt must be a whole number of at least 1, got 0');
  });
});
