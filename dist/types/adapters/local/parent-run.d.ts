import type { OptionWords } from '../../core/workflow/option-words.js';
import { type LocalRunCatalog } from './run-catalog.js';
/**
 * `--parent` (the library's `parent`): the id of the stored run this run continues, checked before this run
 * is made, as the `parent-run` input's run is on GitHub before the agent runs: its stages' hops count on from
 * that run's records, so a parent is never taken for a run without records. Refused, naming the option and
 * what to do:
 * - a run that does not exist (the catalog's error, which lists the recent runs);
 * - a directory that holds no run (no run.json: left by a run that could not start), or whose run.json
 *   cannot be read;
 * - a run one of whose records cannot be read (a run made by another user, a record cut short, or gone: its
 *   run.json says a job recorded it): the hop it holds is not known, so neither is this run's — as on GitHub,
 *   where a parent run the token cannot read fails the step;
 * - a run still running, whose last records may not be stored yet — unless this run was started by one of
 *   its steps (`GITHUB_RUN_ID` in `env` names it), as a workflow dispatches the run that continues it on
 *   GitHub while it still runs: the records of the jobs before that step are stored then.
 *
 * A run that ended with no record at all is taken, as on GitHub: this run's hops then start at 1. An
 * interrupted run (its process killed) is taken with the records it stored: it will never store more.
 */
export declare function resolveParent(catalog: LocalRunCatalog, parent: string, words: OptionWords, env: Readonly<Record<string, string | undefined>>): Promise<string>;
