import { describe, expect, it } from 'vitest';
import { buildPlan, parseWorkflow, stageSpecFromInputs } from '../../src/index.js';
import { stageSpecContext } from '../support/stage-context.js';

/** The package's entry point keeps working for callers that give only what they always gave. */
describe('library API defaults', () => {
  it('stageSpecFromInputs parses the vars input as YAML or JSON without a parser given', () => {
    const spec = stageSpecFromInputs(
      { prompt: 'Go.', run: 'true', vars: 'lang: ts\ncount: 3' },
      stageSpecContext(),
    );
    expect(spec.inputs).toEqual({ lang: 'ts', count: '3' });
  });

  it('buildPlan reports a prompt-file its reader returns undefined for as missing', async () => {
    const workflow = await parseWorkflow(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n      - uses: ./\n        with:\n          prompt-file: p.md\n          run: echo\n',
      'wf.yml',
    );
    expect(() => buildPlan(workflow, { readFile: () => undefined })).toThrow(
      expect.objectContaining({ details: ['wf.yml:8:24: prompt-file p.md: does not exist'] }),
    );
  });
});
