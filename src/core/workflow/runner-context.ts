/** What `baton run` knows of the machine a job runs on, for its `runner` context. */
export interface RunnerFacts {
  os: string;
  arch: string;
  toolCache: string;
  /**
   * `runner.workspace`: the directory that holds the workspace (`github.workspace`), as the runner's
   * `_work/<repo>` holds the checkout in `_work/<repo>/<repo>`.
   */
  workspaceParent: string;
  /** Step debug is on (`ACTIONS_STEP_DEBUG`, see stepDebugOn). */
  debug: boolean;
}

/** The name of the secret or variable that turns step debug on, as GitHub's runner reads it. */
export const STEP_DEBUG = 'ACTIONS_STEP_DEBUG';

/**
 * Whether step debug is on, as the runner decides it (ExecutionContext's Global.WriteDebug): the secret
 * `ACTIONS_STEP_DEBUG` when the run has one, else the variable of that name, read as .NET's bool.TryParse
 * reads it (`true` in any case, spaces around it allowed); anything else is off. Names compare without case.
 */
export function stepDebugOn(secrets: Record<string, string>, vars: Record<string, string>): boolean {
  const named = (values: Record<string, string>) =>
    Object.entries(values).find(([name]) => name.toUpperCase() === STEP_DEBUG)?.[1];
  const value = named(secrets) ?? named(vars);
  return value?.trim().toLowerCase() === 'true';
}

/**
 * A leg's `runner` context, with the keys GitHub's runner sets (JobRunner.cs, JobExtension.cs,
 * TempDirectoryManager.cs): `debug` only when step debug is on, as there.
 */
export function runnerContext(facts: RunnerFacts, temp: string): Record<string, string> {
  return {
    os: facts.os,
    arch: facts.arch,
    name: 'baton-local',
    environment: 'self-hosted',
    tool_cache: facts.toolCache,
    temp,
    workspace: facts.workspaceParent,
    ...(facts.debug ? { debug: '1' } : {}),
  };
}

/** The variables the runner makes of its context: `RUNNER_<KEY>` for each key (RunnerContext.cs). */
export function runnerVariables(runner: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(runner).map(([key, value]) => [`RUNNER_${key.toUpperCase()}`, value]),
  );
}
