import { SystemError } from './errors.js';

/**
 * Local run ids (DESIGN §1): `20261121-1305-ab12` — the UTC date and minute the run started, then four
 * random characters so runs started in the same minute get distinct ids. Ids sort by time as plain
 * strings; runs of the same minute are told apart by their `run.json` (see LocalRunCatalog).
 */

/** What a local run id looks like. Also what the catalog accepts as a directory name, so an id is never a path. */
export const RUN_ID_PATTERN = /^[0-9]{8}-[0-9]{4}-[0-9a-z]{4}$/;

/** What a GitHub workflow run id looks like (`github.run_id`): a positive whole number. */
export const GITHUB_RUN_ID_PATTERN = /^[1-9]\d{0,19}$/;

const SUFFIX_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const SUFFIX_LENGTH = 4;

/**
 * A new run id for a run started at `now`. `random` returns numbers in [0, 1) like `Math.random`; it is a
 * parameter so ids are reproducible in tests. The caller makes sure the id is not taken.
 */
export function newRunId(now: Date, random: () => number): string {
  const time = now.getTime();
  if (!Number.isFinite(time)) throw new SystemError('newRunId: the start time is not a valid date');
  const year = now.getUTCFullYear();
  if (year < 0 || year > 9999) throw new SystemError(`newRunId: year ${year} does not fit a run id`);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${String(year).padStart(4, '0')}${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}`;
  const minute = `${two(now.getUTCHours())}${two(now.getUTCMinutes())}`;
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) {
    const r = random();
    if (!(r >= 0 && r < 1)) throw new SystemError(`newRunId: random() returned ${r}, not a number in [0, 1)`);
    suffix += SUFFIX_ALPHABET[Math.floor(r * SUFFIX_ALPHABET.length)];
  }
  return `${date}-${minute}-${suffix}`;
}

/** Whether `text` is a local run id (and so safe to use as a directory name). */
export function isRunId(text: string): boolean {
  return RUN_ID_PATTERN.test(text);
}
