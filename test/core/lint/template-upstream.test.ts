import { describe, expect, it } from 'vitest';
import { lintWorkflow } from '../../../src/core/lint/index.js';
import { lintFixture, lintText, where } from '../../support/lint-fixtures.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';
import { positionIn } from '../../support/workflow-text.js';

describe('lint rule template-not-upstream', () => {
  it('finds stages that run beside, after or as the stage itself, unknown stages, and broken templates; never advises a needs that makes a cycle', async () => {
    const findings = await lintFixture('template-not-upstream.bad.yml');
    expect(where(findings)).toEqual([
      '13:25 template-not-upstream',
      '22:34 template-not-upstream',
      '23:24 template-not-upstream',
      '24:21 template-not-upstream',
      // Read on past the block never closed (reported at its opening): what it names is checked too.
      '31:27 template-invalid',
      '31:33 template-not-upstream',
    ]);
    expect(findings.map((f) => f.message)).toEqual([
      'stages.fix is not upstream of job investigate: job fix runs after job investigate (fix needs investigate), and a prompt reads only stages of jobs that finish before it; upstream stages: (none)',
      'stages.investgate is not upstream of job fix: there is no stage investgate in this workflow; upstream stages: investigate (did you mean investigate?)',
      "stages.fix is not upstream of job fix: it is a stage of this job itself: a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}; upstream stages: investigate",
      'jobs.review is not upstream of job fix: it runs beside job fix, not before it; add review to `needs:` of job fix if the prompt needs its handoff; upstream jobs: investigate',
      'syntax error: {{#if}} opened at 1:8 is never closed; close it with {{/if}}',
      'stages.x is not upstream of job review: there is no stage x in this workflow; upstream stages: (none)',
    ]);
    expect(findings.every((f) => f.file === 'template-not-upstream.bad.yml')).toBe(true);
  });

  it('finds jobs.<id> of an upstream job that records no stage, and not of one that may (a call, an action of the repository)', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  build:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: make',
      '  local:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@0123456789abcdef0123456789abcdef01234567',
      '      - uses: ./.github/actions/review',
      '  called:',
      '    uses: octo/flows/.github/workflows/review.yml@0123456789abcdef0123456789abcdef01234567',
      '  sum:',
      '    needs: [build, local, called]',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: "{{#each jobs.build}}{{id}}{{/each}} {{#each jobs.local}}{{id}}{{/each}} {{#each jobs.called}}{{id}}{{/each}}"',
    ].join('\n');
    const findings = (await lintText(source, 'w.yml')).filter((f) => f.rule === 'template-not-upstream');
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      "22:28 jobs.build: job build records no stage (none of its steps runs baton's stage), so a prompt has no stage of it to read; upstream jobs that record stages: local, called",
    ]);
  });

  it("says a stage of another step of the job, and the job's own jobs.<id>, are of this job itself, as baton run does", async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          stage: a1',
      '          prompt: one',
      '          run: ./agent.sh',
      '      - uses: ./',
      '        with:',
      '          stage: a2',
      '          prompt: "{{stages.a1.summary}} {{#each jobs.a}}{{id}}{{/each}}"',
      '          run: ./agent.sh',
    ].join('\n');
    const findings = (await lintText(source, 'w.yml')).filter((f) => f.rule === 'template-not-upstream');
    const reason =
      "a prompt reads only stages of jobs that finish before it; a retry's previous attempt is {{attempt.previous}}";
    expect(findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      `15:22 stages.a1 is not upstream of job a: it is a stage of this job itself: ${reason}; upstream stages: (none)`,
      `15:50 jobs.a is not upstream of job a: it is this job itself: ${reason}; upstream jobs: (none)`,
    ]);
  });

  it('accepts transitive upstream stages, matrix legs, jobs lists, a stage input and ${{ }} in the prompt', async () => {
    expect(await lintFixture('template-not-upstream.good.yml')).toEqual([]);
  });

  it('reports a field no value could have, in #if and helpers too, a wrong helper call, an unknown input and a leg reading matrix at its top (template-invalid)', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    strategy:',
      '      matrix:',
      '        angle: [security, docs]',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          prompt: "Review {{matrix.angle}}"',
      '          run: ./agent.sh',
      '  b:',
      '    needs: a',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          vars: "tone: terse"',
      '          prompt: |',
      '            Hi ${{ github.actor }} {{#if attempt.verfy}}x{{/if}}',
      '            {{default github.repositry "x"}} {{#each stages.a-docs.expectations.delivrables}}{{/each}}',
      '            {{eq stages.a-docs.status}} {{inputs.tonee}} {{#each jobs.a}}{{matrix.angl}}{{/each}}',
    ].join('\n');
    const findings = await lintText(source, 'w.yml');
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `${line}:${column}`;
    };
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message.split('; ')[0]}`)).toEqual([
      `${at('matrix.angle')} template-invalid matrix.angle: no root matrix`,
      `${at('attempt.verfy')} template-invalid attempt.verfy: no field verfy in attempt`,
      `${at('github.repositry')} template-invalid github.repositry: no field repositry in github`,
      `${at('stages.a-docs.expectations')} template-invalid stages.a-docs.expectations.delivrables: no field delivrables in stages.a-docs.expectations`,
      `${at('{{eq')} template-invalid eq: takes 2 arguments, got 1`,
      `${at('inputs.tonee')} template-invalid inputs.tonee: no input tonee`,
      `${at('matrix.angl}')} template-invalid matrix.angl: no key angl in the matrix of the stages of job a`,
    ]);
  });

  it('reports a join/lines key= no item could have and #each over a text, a number or a boolean (template-invalid)', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with: { prompt: look, run: ./agent.sh }',
      '  b:',
      '    needs: a',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: |',
      '            {{join stages.a.artifacts "; " key="pth"}}',
      '            {{#each stages.a.data.files}}- {{this}}{{/each}}',
      '            {{#each stages.a.meta.exit_code}}{{this}}{{/each}} {{#each stages.a.present}}{{/each}}',
    ].join('\n');
    const findings = await lintText(source, 'w.yml');
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `${line}:${column}`;
    };
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message}`)).toEqual([
      `${at('"pth"')} template-invalid pth: no field pth in the current item (of stages.a.artifacts); did you mean path?; fields there: path, description`,
      `${at('{{#each')} template-invalid #each over stages.a.data.files: it is text, not a list: {{#each}} never goes round it, so its block renders nothing; print it as it is with {{stages.a.data.files}}, or a line at a time with {{lines stages.a.data.files "- "}}; a handoff's summary, detail and data values are always text: for a list, have the agent split it in its handoff (one data key each), or hand it over in detail or as artifacts`,
      `${at('{{#each stages.a.meta')} template-invalid #each over stages.a.meta.exit_code: it is a number, not a list: {{#each}} never goes round it, so its block renders nothing; print it as it is with {{stages.a.meta.exit_code}}, or compare it with {{#if (eq stages.a.meta.exit_code 0)}}…{{/if}}`,
      `${at('{{#each stages.a.present')} template-invalid #each over stages.a.present: it is true or false, not a list: {{#each}} never goes round it, so its block renders nothing; print it as it is with {{stages.a.present}}, or test it with {{#if stages.a.present}}…{{/if}}`,
    ]);
  });

  it('reports a {{ never closed once (template-invalid), not what the mending of it guessed', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: |',
      '            Review {{truncat x}} and {{foo bar',
    ].join('\n');
    const findings = await lintText(source, 'w.yml');
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `${line}:${column}`;
    };
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule} ${f.message.split('; ')[0]}`)).toEqual([
      `${at('{{truncat')} template-invalid unknown helper truncat`,
      `${at('x}}')} template-invalid x: no root x`,
      `${at('{{foo')} template-invalid syntax error: {{ opened at 1:26 is never closed`,
    ]);
  });

  it('checks a prompt-file, pointing into that file', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          prompt-file: prompts/a.md',
      '          run: ./agent.sh',
    ].join('\n');
    const read = (path: string) => (path === 'prompts/a.md' ? 'Hello\n  {{stages.b.summary}}\n' : null);
    const findings = lintWorkflow(await parseWorkflow(source, 'w.yml'), expressions, { readFile: read });
    expect(findings).toEqual([
      {
        rule: 'template-not-upstream',
        file: 'prompts/a.md',
        line: 2,
        column: 5,
        message:
          'stages.b is not upstream of job a: there is no stage b in this workflow; upstream stages: (none)',
      },
    ]);
  });

  it('points into a block prompt that holds an expression at the reference’s own line and column', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          prompt: |',
      '            Issue ${{ inputs.issue }}.',
      '              See {{stages.nope.detail}}',
      '          run: ./agent.sh',
    ].join('\n');
    expect(where(await lintText(source))).toEqual(['12:21 template-not-upstream']);
  });

  it('reports a printed stage or job that is not upstream as not upstream only, and printing one that is as an object', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  investigate:',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with: { prompt: a, run: ./agent.sh }',
      '  fix:',
      '    needs: investigate',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: >',
      '            {{stages.investgate}} {{lookup stages "investgate"}} {{jobs.investgate}}',
      '            {{stages.investigate}}',
    ].join('\n');
    const findings = await lintText(source);
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `${line}:${column}`;
    };
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule}: ${f.message.split(';')[0]}`)).toEqual([
      `${at('stages.investgate}}')} template-not-upstream: stages.investgate is not upstream of job fix: there is no stage investgate in this workflow`,
      `${at('lookup stages')} template-not-upstream: stages.investgate is not upstream of job fix: there is no stage investgate in this workflow`,
      `${at('jobs.investgate')} template-not-upstream: jobs.investgate is not upstream of job fix: there is no job investgate in this workflow`,
      `${at('{{stages.investigate}}')} template-invalid: stages.investigate is an object, which has no text of its own`,
    ]);
  });

  it('reports each problem of a prompt at its own line and column of the file, a broken template’s references too', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  investigate:',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with: { prompt: a, run: ./agent.sh }',
      '  fix:',
      '    needs: investigate',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: >',
      '            {{stages.investigate.sumary}}',
      '            {{stages.investgate.summary}}',
      '',
      '            {{fnce stages.investigate.detail}}',
    ].join('\n');
    const findings = await lintText(source);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule}: ${f.message.split(';')[0]}`)).toEqual([
      `${positionIn(source, 'stages.investigate.sumary').line}:15 template-invalid: stages.investigate.sumary: stages have no field sumary`,
      `${positionIn(source, 'stages.investgate').line}:15 template-not-upstream: stages.investgate is not upstream of job fix: there is no stage investgate in this workflow`,
      `${positionIn(source, '{{fnce').line}:13 template-invalid: unknown helper fnce`,
    ]);
  });
});
