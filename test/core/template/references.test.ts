import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { inspectTemplate } from '../../../src/core/template/analyze.js';
import { checkTemplate, stageReferences } from '../../../src/core/template/references.js';

const refs = (template: string) =>
  stageReferences(template).map((r) => `${r.kind} ${r.stage} ${r.line}:${r.column} ${r.path}`);

describe('stageReferences', () => {
  it('finds stages and jobs in mustaches, helpers, blocks, subexpressions and hash values', () => {
    const template = [
      '{{stages.investigate.summary}}',
      '{{truncate stages.triage.detail 100}} {{#if (eq stages.review-security.status "failure")}}x{{/if}}',
      '{{#each jobs.review}}{{summary}}{{/each}} {{json stages.plan.data indent=stages.plan.data.width}}',
      '{{#fit label=stages.notes.summary}}{{stages.fix.detail}}{{/fit}} {{{stages.raw.summary}}}',
      '{{#with stages.scope}}{{summary}}{{/with}} {{lookup stages.lookup-me "summary"}}',
    ].join('\n');
    expect(refs(template)).toEqual([
      'stage investigate 1:3 stages.investigate.summary',
      'stage triage 2:12 stages.triage.detail',
      'stage review-security 2:49 stages.review-security.status',
      'job review 3:9 jobs.review',
      'stage plan 3:50 stages.plan.data',
      'stage plan 3:74 stages.plan.data.width',
      'stage notes 4:14 stages.notes.summary',
      'stage fix 4:38 stages.fix.detail',
      'stage raw 4:69 stages.raw.summary',
      'stage scope 5:9 stages.scope',
      'stage lookup-me 5:53 stages.lookup-me',
    ]);
  });

  it('follows the context into blocks: @root and ../ reach the top, plain names inside each do not', () => {
    const template = [
      '{{#each jobs.review}}',
      '{{stages.not-a-ref}} {{@root.stages.rooted.summary}} {{../stages.parent.summary}}',
      '{{#if present}}{{../stages.through-if.summary}}{{/if}}',
      '{{else}}{{stages.in-else.summary}}{{/each}}',
      '{{#each jobs.review as |leg|}}{{leg.summary}} {{stages.in-block.summary}}{{/each}}',
    ].join('\n');
    const { analysis, problems } = inspectTemplate(template);
    expect(analysis?.references.map((r) => `${r.kind} ${r.stage} ${r.line}:${r.column} ${r.path}`)).toEqual([
      'job review 1:9 jobs.review',
      'stage rooted 2:24 @root.stages.rooted.summary',
      'stage parent 2:56 ../stages.parent.summary',
      'stage through-if 3:18 ../stages.through-if.summary',
      'stage in-else 4:11 stages.in-else.summary',
      'job review 5:9 jobs.review',
    ]);
    // Inside each, `stages` is looked up on the item, a stage, which has no such field: a mistake.
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}; ${p.details.at(-1)}`)).toEqual([
      '2:3 stages.not-a-ref: no field stages in the current item (of jobs.review); inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.not-a-ref',
      '5:49 stages.in-block.summary: no field stages in the current item (of jobs.review); inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.in-block.summary',
    ]);
  });

  it('does not take a block parameter named stages for the context', () => {
    expect(refs('{{#each jobs.review as |stages|}}{{stages.summary}}{{/each}}')).toEqual([
      'job review 1:9 jobs.review',
    ]);
  });

  it('throws a UserError with the position for a template that does not parse', () => {
    let error: unknown;
    try {
      stageReferences('ok\n{{#each jobs.review}}', { source: 'prompts/review.md' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UserError);
    expect(error).toMatchObject({ code: 'template-syntax', where: 'prompts/review.md:2:1' });
  });
});

describe('checkTemplate', () => {
  it('lists every reference to a stage or job that is not upstream, with suggestions', () => {
    const problems = checkTemplate(
      '{{stages.investgate.summary}}\n{{#each jobs.reviews}}{{/each}}{{stages.fix.summary}}',
      {
        source: 'fix.yml jobs.pr prompt',
        stages: ['investigate', 'fix'],
        jobs: ['investigate', 'review'],
      },
    );
    expect(problems).toEqual([
      {
        code: 'template-unknown-stage',
        severity: 'error',
        path: 'fix.yml jobs.pr prompt:1:3',
        message:
          'stages.investgate: no such upstream stage; did you mean investigate?; upstream stages: investigate, fix',
      },
      {
        code: 'template-unknown-stage',
        severity: 'error',
        path: 'fix.yml jobs.pr prompt:2:9',
        message:
          'jobs.reviews: no such upstream job; did you mean review?; upstream jobs: investigate, review',
      },
    ]);
  });

  it('reports a stage or job named by lookup with a literal as the path naming it is reported, at its place', () => {
    const options = { source: 'p.md', stages: ['fix', 'investigate'], jobs: ['review'] };
    const unknown = (template: string) =>
      checkTemplate(template, options).filter((p) => p.code === 'template-unknown-stage');
    const pairs = [
      ['{{lookup stages "fixx"}}', '{{stages.fixx}}'],
      ['{{#with (lookup jobs "reviews")}}{{/with}}', '{{#with jobs.reviews}}{{/with}}'],
      [
        '{{#each jobs.review}}{{lookup @root.stages "fixx"}}{{/each}}',
        '{{#each jobs.review}}{{@root.stages.fixx}}{{/each}}',
      ],
      ['{{#fit}}{{tokens (lookup stages "fixx") 5}}{{/fit}}', '{{#fit}}{{tokens stages.fixx 5}}{{/fit}}'],
    ] as const;
    for (const [lookup, path] of pairs) {
      expect(unknown(lookup), lookup).toEqual(unknown(path));
      expect(unknown(lookup), lookup).toHaveLength(1);
    }
    // A number is a key as Handlebars' lookup makes it one: text.
    expect(unknown('{{#with (lookup stages 1)}}{{/with}}')[0]?.message).toMatch(
      /^stages\.1: no such upstream stage/,
    );
    expect(unknown('{{lookup stages "fixx"}}')[0]?.message).toBe(
      'stages.fixx: no such upstream stage; did you mean fix?; upstream stages: fix, investigate',
    );
    // Once for a typo, not again for each lookup through it; never for a key that is no literal.
    expect(
      checkTemplate(
        '{{lookup (lookup stages "fixx") "summary"}} {{lookup stages.fix "summary"}} {{#each jobs.review as |leg i|}}{{lookup @root.stages i}}{{/each}}',
        options,
      ).map((p) => `${p.path} ${p.message.split(';')[0]}`),
    ).toEqual(['p.md:1:10 stages.fixx: no such upstream stage']);
    // The sections of the budget know the stages they draw on.
    expect(
      [...inspectTemplate('{{#fit}}{{lookup stages "fix"}}{{/fit}}').analysis!.sections.values()][0]?.stages,
    ).toEqual(['fix']);
  });

  it('reports a printed stage or job that is not upstream as not upstream, and not as an object', () => {
    const options = { source: 'p.md', stages: ['fix'], jobs: ['review'] };
    const found = (template: string) =>
      checkTemplate(template, options).map((p) => `${p.path} ${p.code}: ${p.message.split(';')[0]}`);
    expect(found('{{stages.fixx}} {{lookup stages "fixx"}} {{jobs.reviw}}')).toEqual([
      'p.md:1:3 template-unknown-stage: stages.fixx: no such upstream stage',
      'p.md:1:19 template-unknown-stage: stages.fixx: no such upstream stage',
      'p.md:1:44 template-unknown-stage: jobs.reviw: no such upstream job',
    ]);
    // Printing one that is upstream is the mistake.
    expect(found('{{stages.fix}} {{lookup stages "fix"}} {{#each jobs.review}}{{this}}{{/each}}')).toEqual([
      'p.md:1:1 template-printed-object: stages.fix is an object, which has no text of its own',
      'p.md:1:16 template-printed-object: (lookup stages "fix") is an object, which has no text of its own',
      'p.md:1:61 template-printed-object: this is an object, which has no text of its own',
    ]);
    // Not upstream, and not named as a stage by any path (only as a name inside a block over all stages):
    // printing it is said, as nothing else is.
    expect(found('{{#with stages}}{{fixx}}{{/with}}')).toEqual([
      'p.md:1:17 template-printed-object: fixx is an object, which has no text of its own',
    ]);
  });

  it("reports the template's own error as one problem", () => {
    expect(checkTemplate('{{> partial}}', { stages: [], jobs: [] })).toEqual([
      {
        code: 'template-unsupported',
        severity: 'error',
        path: 'template:1:1',
        message: 'partials ({{> name}}) are not supported: a prompt template is self-contained',
      },
    ]);
  });

  it("reports each of the template's own problems at its own line and column, and still checks the stages it names", () => {
    const problems = checkTemplate(
      '{{stages.investigate.sumary}}\n{{stages.investgate.summary}}\n{{fnce stages.investigate.detail}}',
      { source: 'prompt.md', stages: ['investigate'], jobs: [] },
    );
    expect(problems.map((p) => `${p.path} ${p.code}: ${p.message.split(';')[0]}`)).toEqual([
      'prompt.md:1:3 template-missing-field: stages.investigate.sumary: stages have no field sumary',
      'prompt.md:2:3 template-unknown-stage: stages.investgate: no such upstream stage',
      'prompt.md:3:1 template-unknown-helper: unknown helper fnce',
    ]);
  });
});
