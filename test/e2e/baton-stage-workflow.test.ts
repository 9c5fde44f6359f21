import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseWorkflow } from '../../src/adapters/github/workflow-parser.js';
import {
  INPUTS,
  STAGE_WORKFLOW_JOB,
  STAGE_WORKFLOW_NUMBER_INPUTS,
  STAGE_WORKFLOW_REQUIRED_INPUTS,
} from '../../src/core/names.js';
import { AGENT_PRESET_NAMES, AGENT_PRESETS } from '../../src/core/presets.js';
import {
  EXACT_VERSION,
  STAGE_WORKFLOW_PASSED_INPUTS,
  STAGE_WORKFLOW_SECRETS,
  withStageWorkflowJobs,
} from '../../src/core/workflow/stage-workflow.js';

/**
 * The reusable stage workflow spells, in YAML and bash, what src/core/presets.ts says in TypeScript: the
 * npm package of each preset and the secret each reads. These tests fail when the two drift apart.
 */

const path = fileURLToPath(new URL('../../.github/workflows/baton-stage.yml', import.meta.url));
const workflow = parse(readFileSync(path, 'utf8'));
const call = workflow.on.workflow_call;
interface WorkflowStep {
  id?: string;
  name?: string;
  if?: string;
  shell?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
const steps: WorkflowStep[] = workflow.jobs.stage.steps;

describe('.github/workflows/baton-stage.yml', () => {
  it('refuses a Windows runner first, before anything is checked out or installed, with an error annotation', () => {
    const [first] = steps;
    expect(first).toMatchObject({ name: 'Refuse a Windows runner', if: "runner.os == 'Windows'" });
    // Run by the runner's default shell there (pwsh), which reads it as bash does; no expression in it.
    expect(first?.shell).toBeUndefined();
    expect(first?.run).not.toContain('${{');
    const ran = spawnSync('bash', ['-e', '-c', String(first?.run)], { encoding: 'utf8' });
    expect(ran.status).toBe(1);
    expect(ran.stdout).toBe(
      '::error::baton-stage.yml runs on Linux and macOS runners, and this job runs on Windows: give runs-on ubuntu-latest (or a macOS runner)\n',
    );
  });

  it('installs each preset’s npm package, as AGENT_PRESETS names it', () => {
    const install = steps.find((step) => step.name === 'Install the agent CLI');
    const table = Object.fromEntries(
      [...String(install?.run).matchAll(/^\s*([a-z]+)\) package='([^']+)' ;;$/gm)].map((m) => [m[1], m[2]]),
    );
    expect(table).toEqual(
      Object.fromEntries(AGENT_PRESET_NAMES.map((name) => [name, AGENT_PRESETS[name].npmPackage])),
    );
  });

  it('declares every model key as a secret and hands each only to its own preset', () => {
    const stage = steps.find((step) => step.id === 'stage');
    for (const name of AGENT_PRESET_NAMES) {
      for (const key of AGENT_PRESETS[name].keyEnv) {
        expect(call.secrets[key], key).toMatchObject({ required: false });
        expect(stage?.env?.[key]).toBe(`\${{ inputs.agent == '${name}' && secrets.${key} || '' }}`);
      }
    }
    expect(stage?.env?.BATON_AGENT_MODEL).toBe('${{ inputs.model }}');
    expect(stage?.env?.BATON_AGENT_ARGS).toBe('${{ inputs.agent-args }}');
  });

  it('is run by `baton run` as it is written: the same inputs passed on, outputs and default timeout', async () => {
    const stage = steps.find((step) => step.id === 'stage');
    expect([...STAGE_WORKFLOW_PASSED_INPUTS].sort()).toEqual(Object.keys(stage?.with ?? {}).sort());
    // Its one job's id is what a stage it runs records as its job on GitHub.
    expect(Object.keys(workflow.jobs)).toEqual([STAGE_WORKFLOW_JOB]);
    const caller = await parseWorkflow(
      [
        'on: workflow_dispatch',
        'jobs:',
        '  caller:',
        '    uses: baton-dev/baton/.github/workflows/baton-stage.yml@abc',
        '    with: { baton-ref: abc, stage: s, run: ./agent.sh, prompt: hi }',
      ].join('\n'),
      'caller.yml',
    );
    expect(caller.problems).toEqual([]);
    const job = withStageWorkflowJobs(caller).jobs[0];
    expect(Object.keys(job?.outputs ?? {}).sort()).toEqual(Object.keys(call.outputs).sort());
    for (const [name, output] of Object.entries<{ value: string }>(call.outputs)) {
      // jobs.stage.outputs.<name> is steps.stage.outputs.<name> in the workflow.
      expect(output.value).toBe(`\${{ jobs.stage.outputs.${name} }}`);
      expect(workflow.jobs.stage.outputs[name]).toBe(`\${{ steps.stage.outputs.${name} }}`);
      expect(job?.outputs[name]?.expression).toBe(`steps.stage.outputs['${name}']`);
    }
    expect(job?.timeoutMinutes).toMatchObject({
      kind: 'literal',
      value: call.inputs['timeout-minutes'].default,
    });
    expect(job?.steps[0]?.uses?.text).toBe('baton-dev/baton@abc');
  });

  it('requires what the plan and lint check: its required inputs, and an exact agent-version as its install step does', () => {
    const required = Object.entries<{ required?: boolean }>(call.inputs)
      .filter(([, input]) => input.required === true)
      .map(([name]) => name);
    expect(required.sort()).toEqual([...STAGE_WORKFLOW_REQUIRED_INPUTS].sort());
    expect(Object.keys(call.secrets).sort()).toEqual([...STAGE_WORKFLOW_SECRETS].sort());
    const install = steps.find((step) => step.name === 'Install the agent CLI');
    const pattern = /\[\[ "\$AGENT_VERSION" =~ (\S+) \]\]/.exec(String(install?.run))?.[1];
    expect(pattern).toBe(EXACT_VERSION.source);
  });

  it('types its inputs as the plan and lint check calls of it: those STAGE_WORKFLOW_NUMBER_INPUTS names numbers, the rest strings', () => {
    const typed = (type: string) =>
      Object.entries<{ type: string }>(call.inputs)
        .filter(([, input]) => input.type === type)
        .map(([name]) => name)
        .sort();
    expect(typed('number')).toEqual([...STAGE_WORKFLOW_NUMBER_INPUTS].sort());
    expect([...typed('number'), ...typed('string')].sort()).toEqual(Object.keys(call.inputs).sort());
  });

  it('passes every one of its inputs that the root action takes, under the same name', () => {
    const stage = steps.find((step) => step.id === 'stage');
    const passed = Object.keys(stage?.with ?? {});
    const names = new Set<string>(Object.values(INPUTS));
    for (const name of passed) {
      expect(names.has(name), name).toBe(true);
      expect(stage?.with?.[name]).toBe(`\${{ inputs.${name} }}`);
      expect(call.inputs[name]?.description, name).toBeTruthy();
    }
    for (const [name, input] of Object.entries<Record<string, unknown>>(call.inputs)) {
      expect(input.description, name).toBeTruthy();
    }
  });
});
