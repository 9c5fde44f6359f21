import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatError, UserError } from '../../../src/core/errors.js';
import { inspectTemplate, oldestHandedOver } from '../../../src/core/template/analyze.js';
import { handlebars } from '../../../src/core/template/environment.js';
import {
  compileAhead,
  prepareRender,
  renderPrompt,
  templateAnalysis,
} from '../../../src/core/template/render-prompt.js';
import { loadTokenizer } from '../../../src/core/tokens.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

const context = contextOf(
  [
    upstream(
      'investigate',
      handoff('Off by one in wc', {
        detail: 'The loop counts separators, not words.',
        data: { file: 'src/wc.js', count: 3 },
        next: { stage: 'fix', reason: 'a one-line fix' },
        expectations: { deliverables: ['a failing test', 'the fix'] },
        artifacts: [{ path: 'notes.md' }],
      }),
    ),
    // Legs of a matrix written out as [security, perf]: listed in that order (orderLegs).
    { ...upstream('review-security', handoff('No secrets touched'), 'review'), place: [0] },
    {
      ...upstream('review-perf', handoff('No hot paths changed', { status: 'partial' }), 'review'),
      place: [1],
    },
  ],
  { inputs: { tone: 'terse' } },
);

function renderError(template: string, options: Parameters<typeof renderPrompt>[2] = {}): UserError {
  try {
    renderPrompt(template, context, options);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(template)} to fail`);
}

describe('renderPrompt', () => {
  beforeAll(() => loadTokenizer());

  it('renders stage fields, data, inputs and github facts', () => {
    const template = [
      'Fix: {{stages.investigate.summary}}',
      '{{stages.investigate.detail}}',
      'File {{stages.investigate.data.file}} ({{stages.investigate.data.count}})',
      'Next {{stages.investigate.next.stage}} because {{stages.investigate.next.reason}}',
      'Status {{stages.investigate.status}}, present {{stages.investigate.present}}',
      'Exit {{stages.investigate.meta.exit_code}} in {{stages.investigate.meta.duration_ms}} ms, attempt {{stages.investigate.meta.attempt}}, {{stages.investigate.meta.usage.input_tokens}} tokens in',
      '{{#each stages.investigate.expectations.deliverables}}- {{this}}\n{{/each}}{{stages.investigate.artifacts.0.path}}',
      '{{inputs.tone}} {{github.repository}} #{{github.event.issue.number}} {{github.event_name}} attempt {{attempt.number}}',
    ].join('\n');
    expect(renderPrompt(template, context).prompt).toBe(
      [
        'Fix: Off by one in wc',
        'The loop counts separators, not words.',
        'File src/wc.js (3)',
        'Next fix because a one-line fix',
        'Status success, present true',
        'Exit 0 in 42000 ms, attempt 1, 1200 tokens in',
        '- a failing test\n- the fix\nnotes.md',
        'terse octo/repo #7 issues attempt 1',
      ].join('\n'),
    );
  });

  it('iterates the legs of a matrix job with jobs.<id> and still reaches one leg as stages.<id>', () => {
    const template =
      '{{#each jobs.review}}{{id}} ({{status}}): {{summary}}\n{{/each}}security alone: {{stages.review-security.summary}}';
    expect(renderPrompt(template, context).prompt).toBe(
      'review-security (success): No secrets touched\nreview-perf (partial): No hot paths changed\nsecurity alone: No secrets touched',
    );
  });

  it('prints text without HTML escaping', () => {
    const ctx = contextOf([upstream('a', handoff('<b>&"quotes"\'</b>'))]);
    expect(renderPrompt('{{stages.a.summary}}|{{{stages.a.summary}}}', ctx).prompt).toBe(
      '<b>&"quotes"\'</b>|<b>&"quotes"\'</b>',
    );
  });

  it('parses and compiles a template once and reuses it from the cache, as a stage looks it up three times', async () => {
    const template = `cached {{stages.investigate.summary}} ${Math.random()}`;
    const parsed: unknown[] = [];
    const compiled: unknown[] = [];
    const original = { compile: handlebars.compile, parse: handlebars.parseWithoutProcessing };
    handlebars.parseWithoutProcessing = ((...args: Parameters<typeof original.parse>) => {
      parsed.push(args[0]);
      return original.parse.apply(handlebars, args);
    }) as typeof original.parse;
    handlebars.compile = ((...args: Parameters<typeof original.compile>) => {
      compiled.push(args[0]);
      return original.compile.apply(handlebars, args);
    }) as typeof original.compile;
    let prompts: string[];
    try {
      // As prepare.ts renders a stage: prepareRender, templateAnalysis, then renderPrompt.
      await prepareRender(template);
      expect(templateAnalysis(template).references).toHaveLength(1);
      prompts = [1, 2, 3].map(() => renderPrompt(template, context).prompt);
    } finally {
      handlebars.compile = original.compile;
      handlebars.parseWithoutProcessing = original.parse;
    }
    expect(parsed).toEqual([template]);
    expect(compiled).toHaveLength(1);
    expect(compiled[0]).toMatchObject({ type: 'Program' });
    expect(prompts).toEqual(
      Array(3).fill(template.replace('{{stages.investigate.summary}}', 'Off by one in wc')),
    );
  });

  describe('a template the plan inspected (baton run checks every template first)', () => {
    /** The texts Handlebars parsed and the trees it compiled while `run` ran. */
    function watchParses(run: () => void): { parsed: unknown[]; compiled: unknown[]; trees: unknown[] } {
      const seen = { parsed: [] as unknown[], compiled: [] as unknown[], trees: [] as unknown[] };
      const original = { compile: handlebars.compile, parse: handlebars.parseWithoutProcessing };
      handlebars.parseWithoutProcessing = ((...args: Parameters<typeof original.parse>) => {
        seen.parsed.push(args[0]);
        const tree = original.parse.apply(handlebars, args);
        seen.trees.push(tree);
        return tree;
      }) as typeof original.parse;
      handlebars.compile = ((...args: Parameters<typeof original.compile>) => {
        seen.compiled.push(args[0]);
        return original.compile.apply(handlebars, args);
      }) as typeof original.compile;
      try {
        run();
      } finally {
        handlebars.compile = original.compile;
        handlebars.parseWithoutProcessing = original.parse;
      }
      return seen;
    }

    it('is rendered from the tree the plan parsed, not parsed again, and renders the same', () => {
      const template = `{{#each jobs.review}}{{id}} {{/each}}{{stages.investigate.summary}} ${Math.random()}`;
      let prompt = '';
      const seen = watchParses(() => {
        expect(inspectTemplate(template).problems).toEqual([]);
        prompt = renderPrompt(template, context).prompt;
      });
      expect(seen.parsed).toEqual([template]);
      expect(seen.compiled).toEqual([seen.trees[0]]);
      expect(prompt).toBe(handlebars.compile(template, { strict: true, noEscape: true })(context));
    });

    it('is parsed afresh once its compiled entry is gone: no tree goes to the compiler twice', () => {
      const template = `twice {{stages.investigate.summary}} ${Math.random()}`;
      const first = watchParses(() => {
        inspectTemplate(template);
        renderPrompt(template, context);
      });
      // More templates than the compiled cache holds push this one out of it.
      for (let i = 0; i < 65; i += 1) renderPrompt(`other ${i} ${Math.random()}`, context);
      let prompt = '';
      const again = watchParses(() => {
        prompt = renderPrompt(template, context).prompt;
      });
      expect(again.parsed).toEqual([template]);
      expect(again.compiled).toEqual([again.trees[0]]);
      expect(again.compiled[0]).not.toBe(first.compiled[0]);
      expect(prompt).toBe(template.replace('{{stages.investigate.summary}}', 'Off by one in wc'));
    });

    it('fails as it does uninspected: a syntax error the plan read past, and an object printed', () => {
      for (const text of [
        '{{#if stages.investigate.present}}open {{stages.investigate.summary}}',
        '{{stages.investigate}}',
      ]) {
        const template = `${text} ${Math.random()}`;
        const uninspected = renderError(template);
        inspectTemplate(template);
        const inspected = renderError(template);
        expect(inspected.code).toBe(uninspected.code);
        expect(formatError(inspected)).toBe(formatError(uninspected));
      }
    });

    describe('compileAhead (baton run calls it while an agent runs)', () => {
      /** Templates Handlebars turned into code (one `template` call each) while `run` ran. */
      function watchCode(run: () => void): number {
        let generated = 0;
        const original = handlebars.template;
        handlebars.template = ((...args: Parameters<typeof original>) => {
          generated += 1;
          return original.apply(handlebars, args);
        }) as typeof original;
        try {
          run();
        } finally {
          handlebars.template = original;
        }
        return generated;
      }
      /** Whatever other tests left inspected and not rendered is compiled first, so each test starts alone. */
      const compileAllAhead = () => {
        while (oldestHandedOver() !== undefined) compileAhead();
      };

      it('compiles the template inspected longest ago, whose render then compiles nothing and renders the same', () => {
        compileAllAhead();
        const first = `first {{stages.investigate.summary}} ${Math.random()}`;
        const second = `second {{#each jobs.review}}{{id}} {{/each}} ${Math.random()}`;
        inspectTemplate(first);
        inspectTemplate(second);
        expect(watchCode(() => compileAhead())).toBe(1);
        let prompt = '';
        expect(
          watchCode(() => {
            prompt = renderPrompt(first, context).prompt;
          }),
        ).toBe(0);
        expect(prompt).toBe(first.replace('{{stages.investigate.summary}}', 'Off by one in wc'));
        expect(watchCode(() => compileAhead())).toBe(1);
        expect(oldestHandedOver()).toBeUndefined();
        expect(watchCode(() => compileAhead())).toBe(0);
        expect(renderPrompt(second, context).prompt).toBe(
          handlebars.compile(second, { strict: true, noEscape: true })(context),
        );
      });

      it('passes over a template compiled already, inspected again, to the next one', () => {
        compileAllAhead();
        const rendered = `rendered {{stages.investigate.summary}} ${Math.random()}`;
        const next = `next {{stages.investigate.summary}} ${Math.random()}`;
        renderPrompt(rendered, context);
        inspectTemplate(rendered);
        inspectTemplate(next);
        expect(watchCode(() => compileAhead())).toBe(0);
        expect(watchCode(() => compileAhead())).toBe(1);
        expect(watchCode(() => renderPrompt(next, context))).toBe(0);
      });

      it('leaves a template that does not compile to its render, which fails as it does uncompiled', () => {
        compileAllAhead();
        for (const text of [
          '{{stages.investigate}}',
          '{{#each stages.investigate.data}}{{/each}} {{nope 1}}',
        ]) {
          const template = `${text} ${Math.random()}`;
          const uninspected = renderError(template);
          inspectTemplate(template);
          expect(() => compileAhead()).not.toThrow();
          const ahead = renderError(template);
          expect(ahead.code).toBe(uninspected.code);
          expect(formatError(ahead)).toBe(formatError(uninspected));
        }
      });
    });
  });

  it('renders whitespace exactly as Handlebars compiling the text itself does (standalone tags, ~)', () => {
    const template = [
      'Intro',
      '  {{#if stages.investigate.summary}}',
      '  kept: {{stages.investigate.summary}}',
      '  {{/if}}',
      '{{#each jobs.investigate}}',
      '- {{id}}',
      '{{/each}}',
      '  {{~stages.investigate.summary~}}  ',
      '{{! a comment }}',
      '   {{#unless stages.investigate.present}}absent{{else}}',
      'present',
      '   {{/unless}}',
      'end',
    ].join('\n');
    const direct = handlebars.compile(template, { strict: true, noEscape: true })(context);
    expect(renderPrompt(template, context).prompt).toBe(direct);
  });

  describe('a path through an absent value', () => {
    // `a` has no next, expectations or failure (they render as null); the event has no pull request.
    const sparse = contextOf([upstream('a', handoff('s'))], { inputs: { tone: 'terse' } });
    const render = (template: string) => renderPrompt(template, sparse).prompt;

    it('is false in #if and #unless, as a field that is absent', () => {
      expect(render('{{#if github.event.pull_request.title}}yes{{else}}no{{/if}}')).toBe('no');
      expect(render('{{#if stages.a.next.stage}}yes{{else}}no{{/if}}')).toBe('no');
      expect(render('{{#unless stages.a.failure.reason}}fine{{/unless}}')).toBe('fine');
    });

    it('is nothing to iterate in #each, and empty in #with', () => {
      expect(render('[{{#each stages.a.expectations.deliverables}}- {{this}}{{/each}}]')).toBe('[]');
      expect(render('[{{#with stages.a.next.stage}}x{{else}}none{{/with}}]')).toBe('[none]');
    });

    it('is the fallback of default, and absent to every other helper', () => {
      expect(render('{{default stages.a.next.stage "none"}}')).toBe('none');
      expect(render('{{default github.event.pull_request.head.ref "main"}}')).toBe('main');
      expect(render('[{{join stages.a.expectations.deliverables ", "}}]')).toBe('[]');
      expect(render('{{#each jobs.a}}{{default next.stage "end"}}{{/each}}')).toBe('end');
    });

    it('printed directly, is a missing field, with its place', () => {
      const error = (template: string): unknown => {
        try {
          renderPrompt(template, sparse);
        } catch (caught) {
          return caught;
        }
        return undefined;
      };
      expect(error('x\n {{stages.a.next.stage}}')).toMatchObject({
        code: 'template-missing-field',
        where: 'template:2:4',
        message: 'stages.a.next.stage: stages.a.next is empty, so it has no stage',
      });
      // A field no value could have is said as such, whether the value is there or not.
      expect(error('x\n {{stages.a.next.stage.name}}')).toMatchObject({
        code: 'template-missing-field',
        where: 'template:2:4',
        message: 'stages.a.next.stage.name: stages.a.next.stage is a text, so it has no field name',
      });
      expect(error('{{github.event.pull_request.head.ref}}')).toMatchObject({
        code: 'template-missing-field',
        where: 'template:1:3',
      });
    });

    it("says madeEventHint, in place of {{#if}}, of a field github.event lacks: the payload is made up, not GitHub's", () => {
      const hint = 'github.event is made up: give one with --event <file.json>';
      const details = (template: string, options: Parameters<typeof renderPrompt>[2] = {}) => {
        try {
          renderPrompt(template, sparse, options);
        } catch (caught) {
          return (caught as UserError).details.filter((line) => !/^\s*(\d+ )?\|/.test(line));
        }
        throw new Error(`expected ${JSON.stringify(template)} to fail`);
      };
      const ifHint =
        'for a field that may be absent, use {{#if github.event.pull_request.head.ref}}…{{/if}} or {{default github.event.pull_request.head.ref "…"}}';
      expect(details('{{github.event.pull_request.head.ref}}')).toContain(ifHint);
      const made = details('{{github.event.pull_request.head.ref}}', { madeEventHint: hint });
      expect(made).toContain(hint);
      expect(made).not.toContain(ifHint);
      // Only of github.event: a stage's data keeps its own.
      expect(details('{{stages.a.data.x}}', { madeEventHint: hint }).join('\n')).toContain('{{#if');
    });

    it('an input that was not given is a missing field naming the inputs there are', () => {
      let error: unknown;
      try {
        renderPrompt('Tone: {{inputs.tone}}\n{{inputs.topic}}', sparse);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(UserError);
      expect(error).toMatchObject({ code: 'template-missing-field', where: 'template:2:3' });
      expect((error as UserError).message).toContain('topic');
      expect((error as UserError).details.join('\n')).toContain('tone');
      expect(renderPrompt('{{#if inputs.topic}}{{inputs.topic}}{{else}}none{{/if}}', sparse).prompt).toBe(
        'none',
      );
    });
  });

  describe('{{…}} that prints an object or a list', () => {
    const rich = contextOf([
      upstream('a', handoff('s', { data: { k: 'v' }, expectations: { deliverables: ['x', 'y'] } })),
    ]);
    const error = (template: string): unknown => {
      try {
        renderPrompt(template, rich);
      } catch (caught) {
        return caught;
      }
      return undefined;
    };

    it('is an error with its place and what to write instead, not [object Object] in the prompt', () => {
      expect(error('Data:\n  {{stages.a.data}}')).toMatchObject({
        code: 'template-printed-object',
        where: 'template:2:3',
        message: 'stages.a.data is an object, which has no text of its own',
        details: expect.arrayContaining([
          'print one of its fields (stages.a.data.<field>), or all of it with {{json stages.a.data}}',
        ]),
      });
      expect(error('{{ stages.a.expectations.deliverables }}')).toMatchObject({
        code: 'template-printed-object',
        message: 'stages.a.expectations.deliverables is a list, which has no text of its own',
      });
      expect(error('{{#each jobs.a}}{{this}}{{/each}}')).toMatchObject({ where: 'template:1:17' });
      expect(error('{{default stages.a.data "none"}}')).toMatchObject({ code: 'template-printed-object' });
      // The hint is a template that parses: a helper call in parentheses, triple braces taken off.
      expect((error('{{lookup stages.a "data"}}') as UserError).details).toContain(
        'print one of its fields ((lookup stages.a "data").<field>), or all of it with {{json (lookup stages.a "data")}}',
      );
      expect(error('{{{stages.a.data}}}')).toMatchObject({
        message: 'stages.a.data is an object, which has no text of its own',
      });
    });

    it('says a printed stage or job that is not upstream is not upstream, as a field of one is, not that it is an object', async () => {
      const fix = contextOf([upstream('fix', handoff('s', { data: { k: 'v' } }))]);
      const refusal = (template: string): unknown => {
        try {
          renderPrompt(template, fix);
        } catch (caught) {
          return caught;
        }
        return undefined;
      };
      // Each is said as its reference is when a field of it is read: no such upstream stage or job.
      const cases = [
        ['{{stages.fixx}}', 'template:1:3', 'stages.fixx: no such upstream stage; did you mean fix?'],
        [
          '{{lookup stages "fixx"}}',
          'template:1:3',
          'stages.fixx: no such upstream stage; did you mean fix?',
        ],
        ['{{stages.fixx.data}}', 'template:1:3', 'stages.fixx: no such upstream stage; did you mean fix?'],
        ['{{{stages.fixx}}}', 'template:1:4', 'stages.fixx: no such upstream stage; did you mean fix?'],
        ['{{jobs.fixx}}', 'template:1:3', 'jobs.fixx: no such upstream job; did you mean fix?'],
        [
          '{{#each jobs.fixx}}{{this}}{{/each}}',
          'template:1:9',
          'jobs.fixx: no such upstream job; did you mean fix?',
        ],
      ] as const;
      for (const [template, where, message] of cases) {
        // As the action, `baton run` and `baton render` call it: prepared (and analysed) first.
        await expect(prepareRender(template), template).resolves.toBeUndefined();
        expect(refusal(template), template).toMatchObject({
          code: 'template-unknown-stage',
          where,
          message,
          details: expect.arrayContaining([expect.stringMatching(/^upstream (stage|job)s: fix$/)]),
        });
      }
      // One that is upstream is still refused for printing an object, before anything is rendered.
      expect(refusal('{{#if false}}{{stages.fix}}{{/if}}')).toMatchObject({
        code: 'template-printed-object',
        where: 'template:1:14',
        message: 'stages.fix is an object, which has no text of its own',
        details: expect.arrayContaining([
          'print one of its fields (stages.fix.<field>), or all of it with {{json stages.fix}}',
        ]),
      });
      expect(refusal('{{lookup stages "fix"}}')).toMatchObject({
        code: 'template-printed-object',
        message: '(lookup stages "fix") is an object, which has no text of its own',
      });
    });

    it('leaves text, numbers, the helpers that make text, and blocks as they were', () => {
      const render = (template: string) => renderPrompt(template, rich).prompt;
      expect(render('{{stages.a.data.k}} {{stages.a.meta.attempt}} {{stages.a.present}}')).toBe('v 1 true');
      expect(render('{{json stages.a.data}}')).toBe('{\n  "k": "v"\n}');
      expect(render('{{join stages.a.expectations.deliverables ", "}}')).toBe('x, y');
      expect(render('{{#each stages.a.expectations.deliverables}}[{{this}}]{{/each}}')).toBe('[x][y]');
      expect(render('{{#with stages.a.data}}{{k}}{{/with}}')).toBe('v');
    });
  });

  describe('errors name the line and column', () => {
    it('an unknown stage, with the upstream stages and a did-you-mean', () => {
      const error = renderError('Intro\n  Fix {{stages.investgate.summary}}');
      expect(error.code).toBe('template-unknown-stage');
      expect(error.where).toBe('template:2:9');
      expect(error.message).toBe('stages.investgate: no such upstream stage; did you mean investigate?');
      expect(error.details).toContain('upstream stages: investigate, review-perf, review-security');
      expect(error.details.slice(-2)).toEqual(['2 |   Fix {{stages.investgate.summary}}', '  |         ^']);
    });

    it('an unknown stage inside a helper, a block and a subexpression', () => {
      expect(renderError('{{truncate stages.nope.summary 3}}').where).toBe('template:1:12');
      expect(renderError('{{#if stages.nope.present}}x{{/if}}').where).toBe('template:1:7');
      expect(renderError('{{#if (eq stages.nope.status "failure")}}x{{/if}}').where).toBe('template:1:11');
    });

    it('an unknown job', () => {
      const error = renderError('{{#each jobs.reviw}}{{summary}}{{/each}}');
      expect(error.code).toBe('template-unknown-stage');
      expect(error.message).toBe('jobs.reviw: no such upstream job; did you mean review?');
      expect(error.details).toContain('upstream jobs: investigate, review');
    });

    it('uses the source label in where', () => {
      const error = renderError('{{stages.nope.summary}}', { source: 'workflow.yml jobs.fix prompt' });
      expect(error.where).toBe('workflow.yml jobs.fix prompt:1:3');
    });

    it('an unknown helper, with a did-you-mean', () => {
      const error = renderError('ok\n{{trunc stages.investigate.summary 5}}');
      expect(error.code).toBe('template-unknown-helper');
      expect(error.where).toBe('template:2:1');
      expect(error.message).toBe('unknown helper trunc; did you mean truncate?');
    });

    it("refuses Handlebars' log helper, which writes to the console", () => {
      expect(renderError('{{log "hi"}}').code).toBe('template-unknown-helper');
    });

    it('a syntax error', () => {
      const error = renderError('line one\nline two {{stages.investigate.summary}');
      expect(error.code).toBe('template-syntax');
      expect(error.where).toBe('template:2:10');
      expect(error.message).toBe('syntax error: {{ opened at 2:10 is never closed; close it with }}');
    });

    it('a block closed by the wrong name', () => {
      const error = renderError('{{#if stages.investigate.present}}\nx\n{{/each}}');
      expect(error.code).toBe('template-syntax');
      expect(error.message).toBe(
        'syntax error: {{/each}} does not close {{#if}} opened at 1:1; close that with {{/if}}',
      );
      expect(error.where).toBe('template:3:1');
    });

    it('an unclosed comment', () => {
      const error = renderError('a\nb {{!-- never closed');
      expect(error.code).toBe('template-syntax');
      expect(error.where).toBe('template:2:3');
    });

    it('a field stages do not have', () => {
      const error = renderError('{{stages.investigate.sumary}}');
      expect(error.code).toBe('template-missing-field');
      expect(error.message).toBe(
        'stages.investigate.sumary: stages have no field sumary; did you mean summary?',
      );
      expect(error.where).toBe('template:1:3');
    });

    it('a missing data key under strict mode', () => {
      const error = renderError('\n\n   {{stages.investigate.data.fiel}}');
      expect(error.code).toBe('template-missing-field');
      expect(error.where).toBe('template:3:6');
      expect(error.message).toBe(
        'stages.investigate.data.fiel: no field fiel in stages.investigate.data; did you mean file?',
      );
      expect(error.details[0]).toBe('fields there: file, count');
    });

    it('a field an object only inherits (constructor, __proto__, toString) is missing, not an empty string', () => {
      for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
        const error = renderError(`{{stages.investigate.data.${field}}}`);
        expect(error.code).toBe('template-missing-field');
        expect(error.message).toMatch(
          new RegExp(
            `^stages\\.investigate\\.data\\.${field}: no field ${field} in stages\\.investigate\\.data`,
          ),
        );
      }
      // A data value is a text: it has no fields, `constructor` or other.
      const deeper = renderError('{{stages.investigate.data.constructor.name}}');
      expect(deeper.message).toBe(
        'stages.investigate.data.constructor.name: stages.investigate.data.constructor is a text, so it has no field name',
      );
      // Fields an object has of its own still print: a list's length, a data key.
      const ctx = contextOf([upstream('a', handoff('s', { data: { constructor: 'own' } }))]);
      expect(renderPrompt('{{stages.a.data.constructor}} {{stages.a.artifacts.length}}', ctx).prompt).toBe(
        'own 0',
      );
    });

    it('prints adjacent numbers and true/false as text, not their sum', () => {
      const ctx = contextOf([upstream('a', handoff('s', { data: { n: 2, yes: true } }))]);
      expect(
        renderPrompt(
          '{{#each stages.a.artifacts}}{{/each}}{{#each jobs.a}}{{@index}}{{@first}}{{@last}}{{/each}}|{{stages.a.data.n}}{{stages.a.data.yes}}',
          ctx,
        ).prompt,
      ).toBe('0truetrue|2true');
    });

    it('a field of an empty value', () => {
      const ctx = contextOf([upstream('a', handoff('s'))]);
      expect(() => renderPrompt('{{stages.a.next.stage}}', ctx)).toThrow(
        'stages.a.next.stage: stages.a.next is empty, so it has no stage',
      );
    });

    it('of a field of an empty value, hints a default of the field itself, which still works once the value is there', () => {
      const hintOf = (template: string, ctx: ReturnType<typeof contextOf>): string[] => {
        try {
          renderPrompt(template, ctx);
        } catch (caught) {
          return (caught as UserError).details.filter((line) => line.startsWith('for a field'));
        }
        throw new Error(`expected ${JSON.stringify(template)} to fail`);
      };
      const absent = contextOf([upstream('a', handoff('s'))]);
      const routed = contextOf([upstream('a', handoff('s', { next: { stage: 'fix', reason: 'r' } }))]);
      expect(hintOf('{{stages.a.next.stage}}', absent)).toEqual([
        'for a field that may be absent, use {{#if stages.a.next}}…{{/if}} or {{default stages.a.next.stage "…"}}',
      ]);
      // Both forms the hint gives render whether the agent routed or not.
      for (const [ctx, stage] of [
        [absent, 'none'],
        [routed, 'fix'],
      ] as const) {
        expect(renderPrompt('{{default stages.a.next.stage "none"}}', ctx).prompt).toBe(stage);
        expect(
          renderPrompt('{{#if stages.a.next}}{{stages.a.next.stage}}{{else}}none{{/if}}', ctx).prompt,
        ).toBe(stage);
      }
      // The hint is written as the template wrote the path.
      expect(hintOf('{{@root.stages.a.next.stage}}', absent)).toEqual([
        'for a field that may be absent, use {{#if @root.stages.a.next}}…{{/if}} or {{default @root.stages.a.next.stage "…"}}',
      ]);
    });

    it('a field of a text, without quoting the text', () => {
      const secretish = contextOf([upstream('a', handoff('ghp_notInErrors and other words'))]);
      let error: unknown;
      try {
        renderPrompt('ok\n  {{stages.a.summary.length}}', secretish);
      } catch (caught) {
        error = caught;
      }
      expect(error).toMatchObject({
        code: 'template-missing-field',
        where: 'template:2:5',
        message: 'stages.a.summary.length: stages.a.summary is a text, so it has no field length',
      });
      expect(JSON.stringify(error) + String((error as Error).message)).not.toContain('ghp_');
      expect(() => renderPrompt('{{#each jobs.a}}\n{{summary.x}}{{/each}}', secretish)).toThrow(
        'summary.x: summary is a text, so it has no field x',
      );
    });

    it('a missing field inside a block', () => {
      const error = renderError('{{#each jobs.review}}\n{{sumary}}{{/each}}');
      expect(error.code).toBe('template-missing-field');
      expect(error.where).toBe('template:2:3');
      expect(error.message).toBe(
        'sumary: no field sumary in the current item (of jobs.review); did you mean summary?',
      );
    });

    it('jobs.<id> used as one stage', () => {
      const error = renderError('{{jobs.review.summary}}');
      expect(error.code).toBe('template-missing-field');
      expect(error.message).toBe(
        "jobs.review.summary: jobs.review is the list of that job's stages, not one stage",
      );
    });

    it('partials and decorators', () => {
      for (const template of ['{{> notes}}', '{{#> layout}}x{{/layout}}', '{{> (lookup . "x")}}']) {
        const error = renderError(`a\n${template}`);
        expect(error.code).toBe('template-unsupported');
        expect(error.where).toBe('template:2:1');
        expect(error.message).toMatch(/^partials/);
      }
      expect(renderError('{{* decorate}}').code).toBe('template-unsupported');
    });

    it('a helper called with the wrong arguments', () => {
      const error = renderError('{{truncate stages.investigate.summary}}');
      expect(error.code).toBe('template-helper-arguments');
      expect(error.message).toBe('truncate: takes 2 arguments, got 1');
      expect(error.where).toBe('template:1:1');
    });

    it('lists every static problem, the first in the message', () => {
      const error = renderError('{{foo 1}}\n{{> p}}');
      expect(error.message).toBe('unknown helper foo');
      expect(error.details.some((d) => d.startsWith('also at 2:1: partials'))).toBe(true);
    });
  });

  it('asks for prepareRender when the tokenizer is needed and not loaded', async () => {
    // A fresh module graph, where the tokenizer has not been loaded yet.
    vi.resetModules();
    const fresh = await import('../../../src/core/template/render-prompt.js');
    const errors = await import('../../../src/core/errors.js');
    const template = '{{tokens stages.investigate.detail 5}}';
    let thrown: unknown;
    try {
      fresh.renderPrompt(template, context);
    } catch (error) {
      thrown = error;
    }
    // A caller's mistake, said as one: what to call first.
    expect(thrown).toBeInstanceOf(errors.UserError);
    expect(errors.formatError(thrown)).toBe(
      'renderPrompt: template uses tokens or a budget is set, and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt',
    );
    expect((thrown as InstanceType<typeof errors.UserError>).code).toBe('usage');
    await fresh.prepareRender(template);
    expect(fresh.renderPrompt(template, context).prompt).toBe(
      'The loop counts separators,\n[… 3 tokens cut; the full text is in the record of stage investigate]',
    );
  });

  it('refuses a template or a context of the wrong type with a usage error naming the argument', async () => {
    const said = (call: () => unknown) => {
      try {
        call();
      } catch (error) {
        expect(error).toBeInstanceOf(UserError);
        expect((error as UserError).code).toBe('usage');
        return formatError(error);
      }
      return 'no error';
    };
    expect(said(() => renderPrompt(42 as never, context))).toBe(
      'renderPrompt: takes the template as a string, not 42',
    );
    expect(said(() => renderPrompt('{{stages.investigate.summary}}', undefined as never))).toBe(
      'renderPrompt: takes the prompt context (buildPromptContext gives it) as its second argument, not undefined',
    );
    expect(said(() => renderPrompt('{{stages.investigate.summary}}', {} as never))).toBe(
      'renderPrompt: takes the prompt context (buildPromptContext gives it) as its second argument, not an object without stages and jobs',
    );
    await expect(prepareRender(null as never)).rejects.toThrow('takes the template as a string, not null');
  });

  it('prepareRender reports template errors before any context exists', async () => {
    await expect(prepareRender('{{#if x}}', { source: 'prompts/fix.md' })).rejects.toMatchObject({
      code: 'template-syntax',
      where: 'prompts/fix.md:1:1',
    });
  });

  it('refuses a budget that is not a positive whole number', () => {
    expect(() => renderPrompt('x', context, { maxPromptTokens: 0 })).toThrow(
      'max-prompt-tokens must be a whole number above 0, got 0',
    );
  });
});
