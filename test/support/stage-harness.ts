import { lstat, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { LocalRecordStore } from '../../src/adapters/local/record-store.js';
import { ShellRunner } from '../../src/adapters/local/shell-runner.js';
import { LocalWorkspace } from '../../src/adapters/local/workspace.js';
import type { HandoffInput } from '../../src/core/handoff.js';
import { type RunStageDeps, runStage } from '../../src/core/stage/run-stage.js';
import type { StageResult } from '../../src/core/stage/stage-result.js';
import type { StageSpec } from '../../src/core/stage/stage-spec.js';

/**
 * Real parts for stage-engine tests: a LocalRecordStore in a temp run directory, a LocalWorkspace whose
 * temp dir is outside the project, and the ShellRunner running small bash agents.
 */
export interface StageHarness {
  /** The project directory (working directory of agents). */
  root: string;
  /** Where attempt directories (prompt, handoff path) are made. */
  tempDir: string;
  /** The run directory of the store. */
  runDir: string;
  store: LocalRecordStore;
  workspace: LocalWorkspace;
  runner: ShellRunner;
  /** A complete spec for stage `fix` running `command`, with `overrides`. */
  spec(overrides?: Partial<StageSpec>): StageSpec;
  deps(overrides?: Partial<RunStageDeps>): RunStageDeps;
  /** runStage with `spec(overrides)` and `deps()`. */
  run(overrides?: Partial<StageSpec>, deps?: Partial<RunStageDeps>): Promise<StageResult>;
  /**
   * Write `content` to a file outside the project and return its path: agents copy it to
   * $BATON_HANDOFF_PATH, so the handoff's text appears in no command or prompt that is stored.
   */
  fixture(name: string, content: string | Uint8Array): Promise<string>;
  /** Every file under the run directory, with its text: for "nothing else was stored" checks. */
  storedFiles(): Promise<Array<{ path: string; text: string }>>;
  cleanup(): Promise<void>;
}

/** Synthetic values only, never a real credential: a "job secret" and a token of GitHub's shape. */
export const TEST_SECRET = 'zq-Synthetic-Secret-7f3a9c21';
export const TEST_GH_TOKEN = `ghp_${'A1b2C3d4E5'.repeat(3)}A1b2C3`;

/** The env every test agent starts from: PATH only, plus what a test adds. */
export const BASE_ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

export async function stageHarness(): Promise<StageHarness> {
  const dir = await mkdtemp(join(tmpdir(), 'baton-stage-'));
  const root = join(dir, 'project');
  const tempDir = join(dir, 'runner-temp');
  const runDir = join(root, '.baton', 'runs', '20261121-1305-ab12');
  await mkdir(root, { recursive: true });
  const store = new LocalRecordStore(runDir);
  const workspace = new LocalWorkspace({ root, tempDir });
  const runner = new ShellRunner({ tempDir, killGraceMs: 500, drainMs: 200 });

  const spec = (overrides: Partial<StageSpec> = {}): StageSpec => ({
    stage: 'fix',
    job: 'fix',
    matrix: null,
    template: { text: 'Fix the bug.', source: 'test jobs.fix prompt' },
    upstream: [],
    expandLineage: false,
    needs: [],
    handoff: 'optional',
    onInvalid: 'fail',
    agent: { kind: 'command', command: 'true' },
    shell: 'bash',
    workingDirectory: '.',
    verify: null,
    attempts: 1,
    maxHandoffs: 10,
    parentRun: null,
    maxPromptTokens: null,
    retentionDays: null,
    inputs: {},
    github: {
      repository: 'octo/repo',
      ref: 'refs/heads/main',
      sha: 'a'.repeat(40),
      run_id: '20261121-1305-ab12',
      actor: 'octocat',
      event_name: 'workflow_dispatch',
      event: {},
    },
    redact: [],
    workflowJobs: null,
    run: {
      id: '20261121-1305-ab12',
      attempt: 1,
      workflow: 'test',
      repository: 'octo/repo',
      event_name: 'workflow_dispatch',
      sha: 'a'.repeat(40),
      ref: 'refs/heads/main',
    },
    ...overrides,
  });
  const deps = (overrides: Partial<RunStageDeps> = {}): RunStageDeps => ({
    store,
    workspace,
    runner,
    env: BASE_ENV,
    ...overrides,
  });

  return {
    root,
    tempDir,
    runDir,
    store,
    workspace,
    runner,
    spec,
    deps,
    run: (overrides, depsOverrides) => runStage(spec(overrides), deps(depsOverrides)),
    async fixture(name, content) {
      const path = join(dir, 'fixtures', name);
      await mkdir(join(dir, 'fixtures'), { recursive: true });
      await writeFile(path, content);
      return path;
    },
    async storedFiles() {
      const out: Array<{ path: string; text: string }> = [];
      const walk = async (at: string): Promise<void> => {
        let entries: string[];
        try {
          entries = await readdir(at);
        } catch {
          return;
        }
        for (const name of entries) {
          const path = join(at, name);
          const stats = await lstat(path);
          if (stats.isDirectory()) await walk(path);
          else out.push({ path: relative(runDir, path), text: await readFile(path, 'utf8') });
        }
      };
      await walk(runDir);
      return out.sort((a, b) => a.path.localeCompare(b.path));
    },
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
}

/** A bash snippet that writes `handoff` as JSON to $BATON_HANDOFF_PATH. */
export function writeHandoff(handoff: HandoffInput | Record<string, unknown>): string {
  return `cat > "$BATON_HANDOFF_PATH" <<'BATON_TEST_EOF'\n${JSON.stringify(handoff)}\nBATON_TEST_EOF`;
}
