import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { UserError } from '../../core/errors.js';
import { PREPARED_STATE_PREFIX } from '../../core/names.js';
import { PreparedStage } from '../../core/stage/prepared-stage.js';

/**
 * What `prepare` leaves for `capture` in the same job: the prepared attempt (prompt, paths, lineage, hop),
 * as a file under RUNNER_TEMP named for the stage. Action state (GITHUB_STATE) only reaches the same
 * action's post step, so two actions share through a file. It holds nothing secret: the values to redact
 * are given to each action as inputs, never written here.
 */

export function preparedStatePath(tempDir: string, stage: string): string {
  return join(tempDir, `${PREPARED_STATE_PREFIX}${stage}.json`);
}

export async function savePrepared(tempDir: string, prepared: PreparedStage): Promise<void> {
  await writeFile(preparedStatePath(tempDir, prepared.stage), JSON.stringify(prepared), { mode: 0o600 });
}

export async function loadPrepared(tempDir: string, stage: string): Promise<PreparedStage> {
  const path = preparedStatePath(tempDir, stage);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UserError(
      'prepare-missing',
      `stage ${stage} was not prepared in this job: run baton's prepare action before capture, with the same stage id`,
      { where: `stage ${stage}` },
    );
  }
  const parsed = PreparedStage.safeParse(JSON.parse(text));
  if (!parsed.success || parsed.data.stage !== stage) {
    throw new UserError(
      'prepare-invalid',
      `${path} does not hold a prepared stage ${stage}; run prepare again`,
      {
        where: `stage ${stage}`,
      },
    );
  }
  return parsed.data;
}
