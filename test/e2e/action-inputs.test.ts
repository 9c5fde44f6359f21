import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LIMITS } from '../../src/core/names.js';
import { refusedStageOutputs } from '../../src/core/stage/outputs.js';
import { actionSuite } from '../support/action-suite.js';
import { ACTIONS, type ActionName, inputVariable, Job, REPO_ROOT } from '../support/actions-runner.js';

/** The words GitHub's core.getBooleanInput takes, and nothing else (YAML 1.2 core schema). */
const BOOLEAN_WORDS = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE'];

/**
 * Every input of every action refuses a bad value through the bundled entry point: the step fails with
 * the input's name and what is allowed, before a single request (no listing, no upload, no comment).
 */

const suite = actionSuite();
const jobs = suite.jobs;

/** Inputs of each action that must be present for the step to get as far as checking the one under test. */
const VALID: Record<ActionName, Record<string, string>> = {
  stage: { prompt: 'Look.', run: 'true' },
  prepare: { prompt: 'Look.' },
  capture: {},
  report: {},
};

const STAGE_ID = 'is not a stage id: a letter or _ then up to 99 letters, digits, _ or -';
const AGENTS = 'is not one of claude, codex, gemini, copilot';

/** [action, the input under test, the inputs given (over VALID), the error the step must print]. */
const CASES: Array<[ActionName, string, Record<string, string>, string | RegExp]> = [
  ['stage', 'stage', { stage: 'my stage' }, `stage: "my stage" ${STAGE_ID}`],
  ['stage', 'prompt', { 'prompt-file': 'p.md' }, 'prompt: give either `prompt` or `prompt-file`, not both'],
  [
    'stage',
    'prompt-file',
    { prompt: '', 'prompt-file': 'nope.md' },
    'prompt-file: cannot read "nope.md": does not exist',
  ],
  ['stage', 'run', { run: '' }, "run: one of `run` (the agent's command) or `agent` (a preset) is required"],
  ['stage', 'agent', { run: '', agent: 'gpt' }, `agent: "gpt" ${AGENTS}`],
  [
    'stage',
    'shell',
    { shell: 'fish' },
    'shell: "fish" is not one of bash, sh, pwsh, python, or a command containing {0} (e.g. "perl {0}")',
  ],
  ['stage', 'needs', { needs: 'ok, 9bad' }, `needs: "9bad" ${STAGE_ID}`],
  ['stage', 'handoff', { handoff: 'sometimes' }, 'handoff: "sometimes" is not one of optional, required'],
  ['stage', 'on-invalid', { 'on-invalid': 'maybe' }, 'on-invalid: "maybe" is not one of fail, warn'],
  [
    'stage',
    'data-schema',
    { 'data-schema': 'properties:\n  line: { minimum: 1 }' },
    'data-schema: properties.line.minimum: minimum is not supported by data-schema, which enforces every keyword it takes',
  ],
  ['stage', 'vars', { vars: '- a\n- b' }, 'vars: must be a map of names to values (YAML or JSON)'],
  [
    'stage',
    'max-prompt-tokens',
    { 'max-prompt-tokens': 'lots' },
    'max-prompt-tokens: "lots" is not a whole number from 1 to 10000000',
  ],
  [
    'stage',
    'retention-days',
    { 'retention-days': '500' },
    'retention-days: "500" is not a whole number from 1 to 400',
  ],
  ['stage', 'attempts', { attempts: '11' }, 'attempts: "11" is not a whole number from 1 to 10'],
  [
    'stage',
    'max-handoffs',
    { 'max-handoffs': '0' },
    'max-handoffs: "0" is not a whole number from 1 to 1000',
  ],
  [
    'stage',
    'parent-run',
    { 'parent-run': '42; rm -rf /' },
    'parent-run: "42; rm -rf /" is not a workflow run id (a positive whole number',
  ],
  [
    'stage',
    'parent-run',
    // GITHUB_RUN_ID of the job (actions-runner.ts): `${{ github.run_id }}` written for the starting run's id.
    { 'parent-run': '4242' },
    'parent-run: "4242" is this run\'s own id (${{ github.run_id }}); the parent run is the one that started this one, whose id it passes in (an input: ${{ inputs.parent-run }})',
  ],
  [
    'stage',
    'github-token',
    { 'parent-run': '4100', 'github-token': '' },
    'github-token: is empty; `parent-run` reads the parent run’s records with it, and it needs `actions: read`',
  ],
  ['stage', 'matrix', { matrix: 'not json' }, 'matrix: is not JSON'],

  ['prepare', 'stage', { stage: '-x' }, `stage: "-x" ${STAGE_ID}`],
  ['prepare', 'prompt', { prompt: '' }, 'prompt: one of `prompt` or `prompt-file` is required'],
  [
    'prepare',
    'prompt-file',
    { 'prompt-file': 'p.md' },
    'prompt: give either `prompt` or `prompt-file`, not both',
  ],
  ['prepare', 'agent', { agent: 'gpt' }, `agent: "gpt" ${AGENTS}`],
  ['prepare', 'needs', { needs: 'ok\nb!' }, `needs: "b!" ${STAGE_ID}`],
  [
    'prepare',
    'vars',
    { vars: '{"a": {"b": 1}}' },
    'vars: a must be a string, number or boolean, not a nested value',
  ],
  [
    'prepare',
    'max-prompt-tokens',
    { 'max-prompt-tokens': '0' },
    'max-prompt-tokens: "0" is not a whole number from 1 to 10000000',
  ],
  [
    'prepare',
    'max-handoffs',
    { 'max-handoffs': 'ten' },
    'max-handoffs: "ten" is not a whole number from 1 to 1000',
  ],
  [
    'stage',
    'trust-checkout',
    { 'trust-checkout': 'yes' },
    'trust-checkout: "yes" is not one of true, True, TRUE, false, False, FALSE',
  ],
  ['prepare', 'parent-run', { 'parent-run': '0' }, 'parent-run: "0" is not a workflow run id'],
  ['prepare', 'parent-run', { 'parent-run': '4242' }, 'parent-run: "4242" is this run\'s own id'],
  [
    'prepare',
    'github-token',
    { 'parent-run': '4100', 'github-token': ' ' },
    'github-token: is empty; `parent-run` reads the parent run’s records with it',
  ],
  ['prepare', 'matrix', { matrix: '[1' }, 'matrix: is not JSON'],

  [
    'capture',
    'stage',
    { stage: 'fix-attempt-2' },
    'stage: stage id "fix-attempt-2" ends like an attempt suffix',
  ],
  ['capture', 'handoff', { handoff: 'maybe' }, 'handoff: "maybe" is not one of optional, required'],
  ['capture', 'on-invalid', { 'on-invalid': 'ignore' }, 'on-invalid: "ignore" is not one of fail, warn'],
  [
    'capture',
    'data-schema',
    { 'data-schema': "properties:\n  file: { pattern: '^(a+)+$' }" },
    'data-schema: properties.file.pattern: repeats a group that itself repeats',
  ],
  [
    'capture',
    'retention-days',
    { 'retention-days': '0' },
    'retention-days: "0" is not a whole number from 1 to 400',
  ],
  [
    'capture',
    'agent',
    { agent: 'gpt' },
    `agent: "gpt" ${AGENTS}: name the CLI whose output \`agent-output\` holds`,
  ],
  ['capture', 'matrix', { matrix: 'null,' }, 'matrix: is not JSON'],

  ['report', 'mode', { mode: 'loud' }, 'mode: must be one of comment, summary, both; got "loud"'],
  [
    'report',
    'include-detail',
    { 'include-detail': 'yes' },
    'include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE',
  ],
  [
    'report',
    'issue-number',
    { 'issue-number': 'abc' },
    'issue-number: must be the number of an issue or pull request, like 42; got "abc"',
  ],
  [
    'report',
    'key',
    { key: 'a b' },
    "key: must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got \"a b\"",
  ],
  [
    'report',
    'needs',
    { needs: '{"open-pr":{"result":"failed"}}' },
    'needs: must be the results of the jobs this job needs, as `needs: ${{ toJSON(needs) }}` passes them; entry 1 of 1 has no result that is success, failure, cancelled or skipped',
  ],
];

/**
 * Inputs that take any value, so have no bad one to refuse: commands and text run or redacted as given, the
 * token GitHub fills in, and a working directory (a missing one fails the agent's start, naming the input).
 * Capture's `agent-output` is refused only once prepare's state is read (a file that is not there, a link,
 * one whose agent neither step names): action-split.test.ts.
 */
const FREE_FORM: Record<ActionName, string[]> = {
  stage: ['redact', 'verify', 'working-directory'],
  prepare: ['redact'],
  capture: ['redact', 'agent-output'],
  report: ['github-token'],
};

function actionInputs(action: ActionName): string[] {
  const meta = parseYaml(readFileSync(join(REPO_ROOT, ACTIONS[action].dir, 'action.yml'), 'utf8')) as {
    inputs?: Record<string, unknown>;
  };
  return Object.keys(meta.inputs ?? {}).sort();
}

describe('a misspelt input name', () => {
  /** [action, its inputs, the inputs it does not have (the runner warns of them, and still sets INPUT_*), error]. */
  const MISSPELT: Array<[ActionName, Record<string, string>, Record<string, string>, string]> = [
    [
      'stage',
      { run: 'true' },
      { prompt_file: 'p.md' },
      'prompt: one of `prompt` or `prompt-file` is required; the step was given `prompt_file`, which is not an input of this action: did you mean `prompt-file`?',
    ],
    [
      'prepare',
      {},
      { 'Prompt File': 'p.md' },
      'prompt: one of `prompt` or `prompt-file` is required; the step was given `prompt_file`, which is not an input of this action: did you mean `prompt-file`?',
    ],
    [
      'stage',
      { prompt: 'Look.' },
      { agnet: 'claude' },
      "run: one of `run` (the agent's command) or `agent` (a preset) is required; the step was given `agnet`, which is not an input of this action: did you mean `agent`?",
    ],
  ];

  it.each(MISSPELT)(
    '%s: a required input missing says which input the step was given was likely meant (%j, %j)',
    async (action, inputs, unexpected, message) => {
      const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
      jobs.push(job);
      await writeFile(join(job.workspace, 'p.md'), 'Look.');
      // As the runner passes an input the action does not declare: upper case, spaces as `_`, `-` kept.
      const env = Object.fromEntries(Object.entries(unexpected).map(([k, v]) => [inputVariable(k), v]));
      const result = await job.uses(action, inputs, env);
      expect(result.exitCode).toBe(1);
      expect(result.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([
        `::error::${message}`,
      ]);
    },
  );
});

describe('bad input values', () => {
  it.each(Object.keys(ACTIONS) as ActionName[])(
    'has a bad-value case for every input of the %s action that can have a bad value',
    (action) => {
      const covered = new Set([
        ...FREE_FORM[action],
        ...CASES.filter(([a]) => a === action).map(([, input]) => input),
      ]);
      expect(actionInputs(action).filter((input) => !covered.has(input))).toEqual([]);
    },
  );

  it.each(CASES)(
    '%s refuses a bad %s, naming it and what is allowed, before any request',
    async (action, _input, inputs, message) => {
      const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
      jobs.push(job);
      suite.server.resetCounts();
      const result = await job.uses(action, { ...VALID[action], ...inputs });
      expect(result.exitCode).toBe(1);
      const errors = result.stdout.split('\n').filter((line) => line.startsWith('::error::'));
      expect(errors).toHaveLength(1);
      if (typeof message === 'string') expect(errors[0]).toContain(`::error::${message}`);
      else expect(errors[0]!.replace(/^::error::/, '')).toMatch(new RegExp(`^${message.source}`));
      expect(suite.server.count()).toBe(0);
      // The root action still sets its outputs as documented for a stage that never ran (`data` `{}`).
      expect(result.outputs).toEqual(action === 'stage' ? { ...refusedStageOutputs() } : {});
    },
  );
});

describe('boolean inputs', () => {
  /** Every input of every action whose default is a boolean: each reads as core.getBooleanInput does. */
  const booleans = (Object.keys(ACTIONS) as ActionName[]).flatMap((action) => {
    const meta = parseYaml(readFileSync(join(REPO_ROOT, ACTIONS[action].dir, 'action.yml'), 'utf8')) as {
      inputs?: Record<string, { default?: unknown }>;
    };
    return Object.entries(meta.inputs ?? {})
      .filter(([, input]) => ['true', 'false'].includes(String(input.default)))
      .map(([input]) => [action, input] as const);
  });

  it('are the stage action’s trust-checkout and the report’s include-detail', () => {
    expect(booleans).toEqual([
      ['stage', 'trust-checkout'],
      ['report', 'include-detail'],
    ]);
  });

  /** What each action needs besides the input to end well, here with no agent preset and no pull request. */
  const RUNS: Partial<Record<ActionName, Record<string, string>>> = {
    stage: { prompt: 'Look.', run: `printf '{"version":1,"summary":"ok"}' > "$BATON_HANDOFF_PATH"` },
    report: { mode: 'summary' },
  };

  it.each(booleans.flatMap(([action, input]) => BOOLEAN_WORDS.map((word) => [action, input, word] as const)))(
    '%s takes %s: %s, as core.getBooleanInput does',
    async (action, input, word) => {
      const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
      jobs.push(job);
      const result = await job.uses(action, { ...RUNS[action], [input]: word });
      expect(result.stdout.split('\n').filter((line) => line.startsWith('::error::'))).toEqual([]);
      expect(result.exitCode).toBe(0);
    },
  );
});

describe('prompt-file from a checkout that may be a pull request’s head', () => {
  // A link in the workspace could point at any file on the runner (or /proc/self/environ, which holds the
  // job's tokens); its text would become the prompt, stored in the artifact. Links are never followed.
  it.each([
    [
      'the file is a link',
      'prompts/review.md',
      'is a symbolic link; only regular files are read, and links are never followed',
    ],
    [
      'a directory above it is a link',
      'linked/review.md',
      'is under linked, a symbolic link; links are never followed',
    ],
    ['it is outside the workspace', '../outside.md', 'is outside the workspace'],
  ])('refuses it when %s, before any request', async (_case, file, reason) => {
    const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
    jobs.push(job);
    const secret = join(job.dir, 'outside.md');
    await writeFile(secret, 'db_password=hunter2-not-a-token-shape');
    await mkdir(join(job.workspace, 'prompts'), { recursive: true });
    await symlink(secret, join(job.workspace, 'prompts', 'review.md'));
    await symlink(join(job.workspace, 'prompts'), join(job.workspace, 'linked'));
    suite.server.resetCounts();
    const result = await job.uses('stage', { ...VALID.stage, prompt: '', 'prompt-file': file });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(`::error::prompt-file: cannot read "${file}": ${reason}`);
    expect(result.stdout).not.toContain('hunter2');
    expect(suite.server.count()).toBe(0);
  });

  it.each([
    [
      `is over ${LIMITS.templateBytes} bytes`,
      'x'.repeat(LIMITS.templateBytes + 1),
      `is ${LIMITS.templateBytes + 1} bytes, more than the ${LIMITS.templateBytes}-byte limit`,
    ],
    [
      'is UTF-16',
      Buffer.from('\uFEFFFix it.', 'utf16le'),
      'is UTF-16 (little-endian), not UTF-8; save it as UTF-8 (PowerShell: Set-Content -Encoding utf8, or Out-File -Encoding utf8)',
    ],
  ])(
    'refuses it when it %s, before any request and without running the agent',
    async (_case, content, reason) => {
      const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
      jobs.push(job);
      await writeFile(join(job.workspace, 'p.md'), content);
      suite.server.resetCounts();
      const result = await job.uses('stage', {
        prompt: '',
        'prompt-file': 'p.md',
        run: 'touch "$GITHUB_WORKSPACE/agent-ran"',
      });
      expect(result.exitCode).toBe(1);
      expect(result.stdout).toContain(`::error::prompt-file: cannot read "p.md": ${reason}`);
      expect(suite.server.count()).toBe(0);
      expect(existsSync(join(job.workspace, 'agent-ran'))).toBe(false);
    },
  );

  it('warns, and still runs, when prompt is one word naming a file of the repository: prompt-file was likely meant', async () => {
    const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
    jobs.push(job);
    await mkdir(join(job.workspace, '.github/prompts'), { recursive: true });
    await writeFile(join(job.workspace, '.github/prompts/fix.md'), 'Fix the bug.');
    const named = await job.uses('stage', {
      prompt: '.github/prompts/fix.md',
      run: 'cat "$BATON_PROMPT_PATH"; echo',
    });
    expect(named.exitCode).toBe(0);
    expect(named.stdout).toContain(
      '::warning::stage fix prompt: is the path of a file of the repository (".github/prompts/fix.md"), so the agent gets that path as its whole prompt; to render the file as the prompt, give it as `prompt-file: .github/prompts/fix.md` instead',
    );
    // A word that names no file, or a prompt of several words, is a prompt like any other.
    for (const prompt of ['.github/prompts/missing.md', 'Read .github/prompts/fix.md and fix it.']) {
      const other = await job.uses('stage', { stage: `s${prompt.length}`, prompt, run: 'true' });
      expect(other.exitCode).toBe(0);
      expect(other.stdout).not.toContain('prompt-file:');
    }
  });

  it('fails a prompt nested too deep at its place, leaving no prompt for an agent step', async () => {
    const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
    jobs.push(job);
    const result = await job.uses('prepare', {
      prompt: `${'{{#if github.actor}}'.repeat(2000)}x${'{{/if}}'.repeat(2000)}`,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      `prompt:1:${LIMITS.templateDepth * 20 + 1}: blocks and (subexpressions) nest more than ${LIMITS.templateDepth} deep here`,
    );
    // The stage failed rendering, as any template error does (its record and the job summary say so): no
    // prompt for an agent step. prepare sets only the outputs it declares (the stage's status is capture's).
    expect(result.outputs).toEqual({ 'prompt-path': '', 'handoff-path': '' });
    expect(result.summary).toContain('render-failed');
    expect(result.exported).toEqual({});
  });

  it('reads a file with a byte order mark without the mark', async () => {
    const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
    jobs.push(job);
    await writeFile(join(job.workspace, 'p.md'), '\uFEFFReview.');
    const result = await job.uses('prepare', { prompt: '', 'prompt-file': 'p.md' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await readFile(result.outputs['prompt-path']!, 'utf8')).toBe('Review.');
  });

  it('reads a regular file of the workspace', async () => {
    const job = await Job.create({ resultsUrl: suite.server.url, runBackendId: randomUUID(), job: 'fix' });
    jobs.push(job);
    await mkdir(join(job.workspace, 'prompts'), { recursive: true });
    await writeFile(join(job.workspace, 'prompts', 'review.md'), 'Review {{github.repository}}.');
    const result = await job.uses('prepare', { prompt: '', 'prompt-file': 'prompts/review.md' });
    expect(result.exitCode, result.stdout).toBe(0);
    expect(await readFile(result.outputs['prompt-path']!, 'utf8')).toMatch(/^Review \S+\/\S+\.$/);
  });
});
