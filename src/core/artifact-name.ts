import { UserError } from './errors.js';
import { ARTIFACT_ATTEMPT_INFIX, ARTIFACT_PREFIX, ARTIFACT_RUN_INFIX, STAGE_ID_PATTERN } from './names.js';
import type { RecordKey } from './ports.js';

/**
 * Artifact names of the GitHub store (DESIGN §4), one per record:
 *
 * - `baton-<stage>` for a stage's first attempt, `baton-<stage>-attempt-<n>` for the attempts after it;
 * - in run attempt r ≥ 2 (GitHub's "Re-run jobs"), `-run-<r>` after the stage id: `baton-<stage>-run-<r>`,
 *   `baton-<stage>-run-<r>-attempt-<n>`.
 *
 * A re-run is the same workflow run, and an artifact name is used once per run: GitHub refuses a re-run's
 * upload of a name an earlier run attempt used (409 Conflict), and records are never deleted to make room.
 * So every run attempt writes names of its own, and no name of one run attempt can be another's.
 * Both directions live here so the writer and the reader cannot drift.
 */

/** A stage id that ends like an attempt suffix would make `baton-<stage>` ambiguous. */
const ATTEMPT_SUFFIX = new RegExp(`${ARTIFACT_ATTEMPT_INFIX}([1-9][0-9]*)$`);
/** Likewise a stage id that ends like a run attempt suffix. */
const RUN_SUFFIX = new RegExp(`${ARTIFACT_RUN_INFIX}([1-9][0-9]*)$`);

/**
 * The artifact name of one stage attempt in one run attempt (1 unless the jobs were re-run). Throws a
 * UserError for names the reader could not parse back.
 */
export function artifactNameFor(stage: string, attempt: number, runAttempt = 1): string {
  if (!STAGE_ID_PATTERN.test(stage)) {
    throw new UserError(
      'stage-id-invalid',
      `"${stage}" is not a valid stage id: it must start with a letter or _ and have at most 99 more letters, digits, _ or -`,
      { where: 'stage' },
    );
  }
  for (const [suffix, what, infix] of [
    [ATTEMPT_SUFFIX, 'an attempt suffix', ARTIFACT_ATTEMPT_INFIX],
    [RUN_SUFFIX, 'a run attempt suffix', ARTIFACT_RUN_INFIX],
  ] as const) {
    if (suffix.test(stage)) {
      throw new UserError(
        'stage-id-invalid',
        `stage id "${stage}" ends like ${what} (${infix}<n>), which would make its artifact name ambiguous; rename the stage`,
        { where: 'stage' },
      );
    }
  }
  for (const [name, value] of [
    ['attempt', attempt],
    ['run attempt', runAttempt],
  ] as const) {
    if (!Number.isInteger(value) || value < 1) {
      throw new UserError('attempt-invalid', `${name} must be a whole number of at least 1, got ${value}`, {
        where: `stage ${stage}`,
      });
    }
  }
  const run = runAttempt === 1 ? '' : `${ARTIFACT_RUN_INFIX}${runAttempt}`;
  const retry = attempt === 1 ? '' : `${ARTIFACT_ATTEMPT_INFIX}${attempt}`;
  return `${ARTIFACT_PREFIX}${stage}${run}${retry}`;
}

/** Why `stage` cannot name an artifact (artifactNameFor's refusal), or null when it can. */
export function artifactNameProblem(stage: string): string | null {
  try {
    artifactNameFor(stage, 1);
    return null;
  } catch (error) {
    if (error instanceof UserError) return error.message;
    throw error;
  }
}

/** The record an artifact name stands for, or null for artifacts that are not baton's. */
export function parseArtifactName(name: string): RecordKey | null {
  if (!name.startsWith(ARTIFACT_PREFIX)) return null;
  const afterPrefix = name.slice(ARTIFACT_PREFIX.length);
  const retry = ATTEMPT_SUFFIX.exec(afterPrefix);
  const beforeRetry = retry ? afterPrefix.slice(0, retry.index) : afterPrefix;
  const run = RUN_SUFFIX.exec(beforeRetry);
  const stage = run ? beforeRetry.slice(0, run.index) : beforeRetry;
  const attempt = retry ? Number(retry[1]) : 1;
  const runAttempt = run ? Number(run[1]) : 1;
  // `baton-x-attempt-1` and `baton-x-run-1` are not names baton writes (1 has no suffix): not records.
  if ((retry && attempt === 1) || (run && runAttempt === 1)) return null;
  if (!STAGE_ID_PATTERN.test(stage) || ATTEMPT_SUFFIX.test(stage) || RUN_SUFFIX.test(stage)) return null;
  return { stage, attempt, runAttempt };
}
