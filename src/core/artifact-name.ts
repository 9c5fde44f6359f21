import { UserError } from './errors.js';
import { ARTIFACT_ATTEMPT_INFIX, ARTIFACT_PREFIX, STAGE_ID_PATTERN } from './names.js';

/**
 * Artifact names of the GitHub store (DESIGN §4): `baton-<stage>` for a stage's first attempt and
 * `baton-<stage>-attempt-<n>` for the attempts after it. Both directions live here so the writer and the
 * reader cannot drift.
 */

/** A stage id that ends like an attempt suffix would make `baton-<stage>` ambiguous. */
const ATTEMPT_SUFFIX = new RegExp(`${ARTIFACT_ATTEMPT_INFIX}([1-9][0-9]*)$`);

/** The artifact name of one stage attempt. Throws a UserError for names the reader could not parse back. */
export function artifactNameFor(stage: string, attempt: number): string {
  if (!STAGE_ID_PATTERN.test(stage)) {
    throw new UserError(
      'stage-id-invalid',
      `"${stage}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, digits, _ or -`,
      { where: 'stage' },
    );
  }
  if (ATTEMPT_SUFFIX.test(stage)) {
    throw new UserError(
      'stage-id-invalid',
      `stage id "${stage}" ends like an attempt suffix (${ARTIFACT_ATTEMPT_INFIX}<n>), which would make its artifact name ambiguous; rename the stage`,
      { where: 'stage' },
    );
  }
  if (!Number.isInteger(attempt) || attempt < 1) {
    throw new UserError('attempt-invalid', `attempt must be a whole number of at least 1, got ${attempt}`, {
      where: `stage ${stage}`,
    });
  }
  return attempt === 1
    ? `${ARTIFACT_PREFIX}${stage}`
    : `${ARTIFACT_PREFIX}${stage}${ARTIFACT_ATTEMPT_INFIX}${attempt}`;
}

/** The stage and attempt an artifact name stands for, or null for artifacts that are not baton's. */
export function parseArtifactName(name: string): { stage: string; attempt: number } | null {
  if (!name.startsWith(ARTIFACT_PREFIX)) return null;
  const rest = name.slice(ARTIFACT_PREFIX.length);
  const match = ATTEMPT_SUFFIX.exec(rest);
  const stage = match ? rest.slice(0, match.index) : rest;
  const attempt = match ? Number(match[1]) : 1;
  // `baton-x-attempt-1` is not a name baton writes (attempt 1 has no suffix), so it is not a record.
  if (match && attempt === 1) return null;
  if (!STAGE_ID_PATTERN.test(stage) || ATTEMPT_SUFFIX.test(stage)) return null;
  return { stage, attempt };
}
