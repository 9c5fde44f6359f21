import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { inspectTemplate } from '../../../src/core/template/analyze.js';
import { buildPromptContext } from '../../../src/core/template/context.js';
import { keyProblems } from '../../../src/core/template/references.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { contextOf, GITHUB, handoff, storedRecord, upstream } from '../../support/template-fixtures.js';

/** Each problem the analysis finds, as `line:column message`. */
const problems = (template: string) =>
  inspectTemplate(template).problems.map((p) => `${p.line}:${p.column} ${p.message}`);

const context = contextOf([
  upstream(
    'investigate',
    handoff('Off by one', {
      data: { file: 'src/wc.js' },
      next: { stage: 'fix' },
      expectations: { deliverables: ['a test'] },
    }),
  ),
]);

function renderError(template: string, ctx = context): UserError {
  try {
    renderPrompt(template, ctx);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error(`expected ${template} to fail`);
}

describe('fields whose shape is fixed', () => {
  it('a name the template does not see at its top is a mistake, with the names it sees', () => {
    expect(problems('{{stage.a.summary}}')).toEqual([
      '1:3 stage.a.summary: no root stage; did you mean stages?',
    ]);
    const [env] = inspectTemplate('x {{env.HOME}}').problems;
    expect(env?.message).toBe('env.HOME: no root env');
    expect(env?.details).toEqual([
      'a template sees stages, jobs, inputs, github, attempt',
      "env is a context of the workflow's ${{ }}, not of the template: give the value to the step in vars: (HOME: ${{ env.HOME }}) and read it as {{inputs.HOME}}",
    ]);
    // Never the advice to test it with {{#if}}, which would hide the typo.
    expect(env?.details.join('\n')).not.toContain('{{#if');
    // A leg's own matrix values are the workflow's, not the template's.
    expect(problems('Review {{matrix.angle}}')).toEqual(['1:10 matrix.angle: no root matrix']);
  });

  it('a field that github, attempt, a stage or its meta, next, expectations or failure do not have', () => {
    expect(problems('{{github.repositry}}')).toEqual([
      '1:3 github.repositry: no field repositry in github; did you mean repository?',
    ]);
    expect(problems('{{attempt.numbr}}')).toEqual([
      '1:3 attempt.numbr: no field numbr in attempt; did you mean number?',
    ]);
    expect(problems('{{stages.a.meta.exit_cod}}')).toEqual([
      '1:3 stages.a.meta.exit_cod: no field exit_cod in stages.a.meta; did you mean exit_code?',
    ]);
    expect(problems('{{stages.a.failure.reasn}} {{stages.a.meta.usage.input_token}}')).toEqual([
      '1:3 stages.a.failure.reasn: no field reasn in stages.a.failure; did you mean reason?',
      '1:30 stages.a.meta.usage.input_token: no field input_token in stages.a.meta.usage; did you mean input_tokens?',
    ]);
    expect(problems('{{#each stages.a.artifacts}}{{pth}}{{/each}}')).toEqual([
      '1:31 pth: no field pth in the current item (of stages.a.artifacts); did you mean path?',
    ]);
  });

  it('is a mistake inside #if, eq, default and #each too, which would otherwise render the else branch', () => {
    const template = [
      '{{#if attempt.verfy}}retry{{else}}first{{/if}}',
      '{{#if (eq stages.investigate.meta.exit_cod 0)}}ok{{/if}}',
      '{{#if stages.investigate.next.stag}}next{{/if}}',
      '{{#each stages.investigate.expectations.delivrables}}- {{this}}{{/each}}',
      '{{#if stage.investigate.present}}here{{/if}}',
      '{{default github.repositry "x"}}',
    ].join('\n');
    expect(problems(template)).toEqual([
      '1:7 attempt.verfy: no field verfy in attempt; did you mean verify?',
      '2:11 stages.investigate.meta.exit_cod: no field exit_cod in stages.investigate.meta; did you mean exit_code?',
      '3:7 stages.investigate.next.stag: no field stag in stages.investigate.next; did you mean stage?',
      '4:9 stages.investigate.expectations.delivrables: no field delivrables in stages.investigate.expectations; did you mean deliverables?',
      '5:7 stage.investigate.present: no root stage; did you mean stages?',
      '6:11 github.repositry: no field repositry in github; did you mean repository?',
    ]);
    // The render refuses them too, at the first, before printing anything.
    const error = renderError(template);
    expect(error.code).toBe('template-missing-field');
    expect(error.where).toBe('template:1:7');
    expect(error.message).toBe('attempt.verfy: no field verfy in attempt; did you mean verify?');
    expect(error.details).toContain(
      'also at 6:11: github.repositry: no field repositry in github; did you mean repository?',
    );
  });

  it('follows the current item into #each and #with, and block parameters', () => {
    expect(
      problems(
        [
          '{{#each jobs.review}}{{sumary}} {{meta.exit_cod}}{{/each}}',
          '{{#with stages.a.next}}{{stag}}{{/with}}',
          '{{#each jobs.review as |leg|}}{{leg.stauts}}{{/each}}',
          '{{#each jobs.review}}{{stages.a.summary}}{{/each}}',
        ].join('\n'),
      ),
    ).toEqual([
      '1:24 sumary: no field sumary in the current item (of jobs.review); did you mean summary?',
      '1:35 meta.exit_cod: no field exit_cod in meta; did you mean exit_code?',
      '2:26 stag: no field stag in the current context (stages.a.next); did you mean stage?',
      '3:33 leg.stauts: no field stauts in the current item (of jobs.review); did you mean status?',
      '4:24 stages.a.summary: no field stages in the current item (of jobs.review)',
    ]);
  });

  it('a field of a text, a number or true/false, and a list used as one value', () => {
    expect(problems('{{stages.a.summary.x}} {{#if attempt.number.y}}{{/if}} {{stages.a.data.k.v}}')).toEqual([
      '1:3 stages.a.summary.x: stages.a.summary is a text, so it has no field x',
      '1:30 attempt.number.y: attempt.number is a number, so it has no field y',
      '1:58 stages.a.data.k.v: stages.a.data.k is a text, so it has no field v',
    ]);
    expect(problems('{{jobs.review.summary}} {{stages.a.artifacts.path}}')).toEqual([
      "1:3 jobs.review.summary: jobs.review is the list of that job's stages, not one stage",
      '1:27 stages.a.artifacts.path: stages.a.artifacts is a list, so it has no field path',
    ]);
    // A list's own fields are fine.
    expect(
      problems('{{stages.a.artifacts.length}} {{stages.a.artifacts.0.path}} {{jobs.a.0.summary}}'),
    ).toEqual([]);
  });

  it('printing an object or a list is said before the render', () => {
    const [printed] = inspectTemplate('{{stages.a.data}}').problems;
    expect(printed).toMatchObject({
      code: 'template-printed-object',
      message: 'stages.a.data is an object, which has no text of its own',
      line: 1,
      column: 1,
    });
    expect(problems('{{stages.a.artifacts}} {{#each jobs.a}}{{expectations}}{{/each}}')).toEqual([
      '1:1 stages.a.artifacts is a list, which has no text of its own',
      '1:40 expectations is an object, which has no text of its own',
    ]);
    // The render says the same, at the same place.
    expect(renderError('{{stages.investigate.data}}').message).toBe(
      'stages.investigate.data is an object, which has no text of its own',
    );
  });

  it('keeps the places whose names the run chooses free: data keys, inputs, the event, matrix values', () => {
    const template = [
      '{{#if stages.investigate.data.nope}}a{{else}}b{{/if}}',
      '{{default inputs.tone "plain"}}',
      '{{#if github.event.pull_request.head.ref}}pr{{else}}no-pr{{/if}}',
      '{{#each jobs.investigate}}{{#if matrix.angle}}m{{else}}no-m{{/if}}{{/each}}',
      '{{#with github.event}}{{issue.title}}{{/with}}',
      '{{#each stages.investigate.data}}{{@key}}={{this}}{{/each}}',
    ].join('\n');
    expect(problems(template)).toEqual([]);
    expect(renderPrompt(template, context).prompt).toBe(
      'b\nplain\nno-pr\nno-m\nWord count is off by one\nfile=src/wc.js',
    );
  });

  it('attempt.previous has the handoff fields, not those a stage has besides', () => {
    expect(problems('{{attempt.previous.present}} {{attempt.previous.meta.attempt}}')).toEqual([
      '1:3 attempt.previous.present: no field present in attempt.previous',
      '1:32 attempt.previous.meta.attempt: no field meta in attempt.previous; did you mean data?',
    ]);
    const retry = buildPromptContext({
      upstream: [],
      inputs: {},
      github: GITHUB,
      attempt: {
        number: 2,
        previous: { version: 1, status: 'partial', summary: 'Half done', data: { k: 'v' } },
        verify: { exit_code: 1, output: 'FAIL' },
      },
    }).context;
    expect(
      renderPrompt(
        '{{attempt.number}} {{attempt.previous.summary}} {{attempt.previous.status}} {{attempt.previous.data.k}} [{{attempt.previous.detail}}] {{#if attempt.previous.next}}n{{/if}}',
        retry,
      ).prompt,
    ).toBe('2 Half done partial v [] ');
  });
});

describe('lookup with a literal key: checked as the path it stands for', () => {
  it('reports a field no value could have as the path expression is reported, with its words and at its place', () => {
    const pairs = [
      ['{{lookup github "evnt"}}', '{{github.evnt}}'],
      ["{{lookup attempt 'verfy'}}", '{{attempt.verfy}}'],
      ['{{lookup (lookup stages "fix") "sumary"}}', '{{stages.fix.sumary}}'],
      ['{{lookup (lookup stages.a "meta") "exit_cod"}}', '{{stages.a.meta.exit_cod}}'],
      ['{{#with github}}{{lookup this "evnt"}}{{/with}}', '{{#with github}}{{this.evnt}}{{/with}}'],
      [
        '{{#each jobs.r}}{{lookup @root.github "evnt"}}{{/each}}',
        '{{#each jobs.r}}{{@root.github.evnt}}{{/each}}',
      ],
      // A list has items and a length; a text, a number or true/false has no fields.
      ['{{lookup (lookup stages.a.artifacts 0) "pth"}}', '{{stages.a.artifacts.0.pth}}'],
      ['{{lookup stages.a.artifacts "path"}}', '{{stages.a.artifacts.path}}'],
      ['{{lookup stages.a.meta.exit_code "x"}}', '{{stages.a.meta.exit_code.x}}'],
    ] as const;
    for (const [lookup, path] of pairs) {
      expect(problems(lookup), lookup).toEqual(problems(path));
      expect(problems(lookup), lookup).toHaveLength(1);
    }
    expect(problems('{{lookup github "evnt"}}')).toEqual([
      '1:3 github.evnt: no field evnt in github; did you mean event?',
    ]);
    expect(problems('{{lookup (lookup stages "fix") "sumary"}}')).toEqual([
      '1:3 stages.fix.sumary: stages have no field sumary; did you mean summary?',
    ]);
    // Inside #if, default and eq too, where a typo would only make the value missing.
    expect(
      problems(
        '{{#if (lookup github "evnt")}}x{{/if}} {{default (lookup attempt "verfy") "-"}} {{eq (lookup stages.a "sttus") "ok"}}',
      ),
    ).toEqual([
      '1:7 github.evnt: no field evnt in github; did you mean event?',
      '1:50 attempt.verfy: no field verfy in attempt; did you mean verify?',
      '1:86 stages.a.sttus: stages have no field sttus; did you mean status?',
    ]);
  });

  it('gives #with and #each over a lookup the shape of what it reaches', () => {
    expect(problems('{{#with (lookup stages "fix")}}{{sumary}}{{/with}}')).toEqual([
      '1:34 sumary: no field sumary in the current context (stages.fix); did you mean summary?',
    ]);
    expect(problems('{{#each (lookup jobs "review")}}{{sumary}}{{/each}}')).toEqual([
      '1:35 sumary: no field sumary in the current item (of jobs.review); did you mean summary?',
    ]);
    expect(problems('{{#each (lookup stages.a "artifacts")}}{{pth}}{{/each}}')).toEqual([
      '1:42 pth: no field pth in the current item (of stages.a.artifacts); did you mean path?',
    ]);
  });

  it("takes what Handlebars' lookup gives: an item or the length of a list or a text, any key of a map or of the event", () => {
    const template = [
      '{{lookup (lookup (lookup stages.investigate "artifacts") 0) "path"}}',
      '{{lookup stages.investigate.artifacts "length"}} {{lookup stages.investigate.summary "length"}}',
      '{{lookup stages.investigate.summary 0}} {{lookup stages.investigate.data "file"}}',
      '{{lookup github.event.issue "number"}} {{#if (lookup stages.investigate.data "nope")}}y{{else}}n{{/if}}',
    ].join('\n');
    expect(problems(template)).toEqual([]);
    const rendered = renderPrompt(
      template,
      contextOf([
        upstream(
          'investigate',
          handoff('Off by one', { data: { file: 'src/wc.js' }, artifacts: [{ path: 'out.txt' }] }),
        ),
      ]),
    ).prompt;
    expect(rendered).toBe('out.txt\n1 10\nO src/wc.js\n7 n');
  });

  it('says before the render that a lookup printing an object or a list has no text, as the render says it', () => {
    expect(
      problems('{{lookup stages.a "data"}} {{lookup (lookup jobs "a") 0}} {{lookup stages.a "summary"}}'),
    ).toEqual([
      '1:1 (lookup stages.a "data") is an object, which has no text of its own',
      '1:28 (lookup (lookup jobs "a") 0) is an object, which has no text of its own',
    ]);
    const [analysed] = inspectTemplate('{{lookup stages.investigate "data"}}').problems;
    const rendered = renderError('{{lookup stages.investigate "data"}}');
    expect(rendered.message).toBe(analysed?.message);
    expect(rendered.details).toEqual(expect.arrayContaining([...(analysed?.details ?? [])]));
  });

  it('leaves a key that is not a literal unchecked', () => {
    expect(
      problems(
        [
          '{{#each stages.investigate.data as |value name|}}{{lookup @root.stages name}}{{/each}}',
          '{{#each jobs.review}}{{#each matrix}}{{lookup ../matrix @key}}{{/each}}{{/each}}',
          '{{lookup github inputs.field}}',
        ].join('\n'),
      ),
    ).toEqual([]);
  });

  it('is refused by the render as the path is, with the same words and place', () => {
    for (const [lookup, path] of [
      ['Hi {{lookup github "evnt"}}', 'Hi {{github.evnt}}'],
      [
        '{{#with (lookup stages "investgate")}}{{summary}}{{/with}}',
        '{{#with stages.investgate}}{{summary}}{{/with}}',
      ],
    ] as const) {
      const [a, b] = [renderError(lookup), renderError(path)];
      expect({ where: a.where, message: a.message }).toEqual({ where: b.where, message: b.message });
    }
    expect(renderError('{{lookup (lookup stages "investgate") "summary"}}').message).toBe(
      'stages.investgate: no such upstream stage; did you mean investigate?',
    );
  });
});

describe('helpers called as their signature says', () => {
  it('refuses wrong arguments, literals, options and block use before the render', () => {
    expect(
      problems(
        [
          '{{#if}}x{{/if}}',
          '{{truncate stages.a.summary}}',
          '{{truncate stages.a.summary -1}}',
          '{{eq stages.a.status}}',
          '{{fence stages.a.summary "a" "b"}}',
          '{{tokens stages.a.detail "many"}}',
          '{{json stages.a.data indnt=0}}',
          '{{#eq stages.a.status "x"}}y{{/eq}}',
          '{{if stages.a.present}}',
          '{{json stages.a.data indent=-2}}',
        ].join('\n'),
      ),
    ).toEqual([
      '1:1 if: takes 1 argument, got 0',
      '2:1 truncate: takes 2 arguments, got 1',
      '3:1 truncate: the length must be a whole number, got -1',
      '4:1 eq: takes 2 arguments, got 1',
      '5:1 fence: takes 1 to 2 arguments, got 3',
      '6:1 tokens: the token limit must be a whole number, got "many"',
      '7:1 json: no option indnt; did you mean indent?; options: indent',
      '8:1 eq is not a block helper: write {{#if (eq a b)}}',
      '9:1 if is a block helper: write {{#if value}}…{{else}}…{{/if}}',
      '10:1 json: indent must be a whole number, got -2',
    ]);
    // Counts given as text of digits, a path, or a prefix for indent are fine.
    expect(
      problems(
        '{{truncate stages.a.summary "20"}} {{tokens stages.a.detail inputs.n}} {{indent stages.a.detail "> "}}',
      ),
    ).toEqual([]);
  });

  it('the render refuses a call with the same words as the analysis (one description of each helper)', () => {
    for (const template of [
      '{{truncate stages.investigate.summary}}',
      '{{truncate stages.investigate.summary -1}}',
      '{{tokens stages.investigate.detail "many"}}',
      '{{fence stages.investigate.summary "a" "b"}}',
    ]) {
      const [found] = inspectTemplate(template).problems;
      const error = renderError(template);
      expect(error.message).toBe(found?.message);
      expect(error.code).toBe('template-helper-arguments');
      expect(error.details[0]).toBe(found?.details[0]);
    }
  });
});

describe('join and lines by key, #each over a text', () => {
  it('a key= no item of the list could have is the mistake {{#each}}…{{key}} is, said in its words, at render too', () => {
    expect(problems('{{join stages.investigate.artifacts "; " key="pth"}}')).toEqual([
      '1:46 pth: no field pth in the current item (of stages.investigate.artifacts); did you mean path?',
    ]);
    expect(
      problems('{{lines jobs.review "- " key="sumary"}} {{join (lookup stages.a "artifacts") key="desc"}}'),
    ).toEqual([
      '1:30 sumary: no field sumary in the current item (of jobs.review); did you mean summary?',
      '1:82 desc: no field desc in the current item (of stages.a.artifacts); did you mean description?',
    ]);
    const error = renderError('{{join stages.investigate.artifacts "; " key="pth"}}');
    expect(error.code).toBe('template-missing-field');
    expect(error.where).toBe('template:1:46');
    expect(error.message).toBe(
      'pth: no field pth in the current item (of stages.investigate.artifacts); did you mean path?',
    );
  });

  it('takes a key the items have, one of a list whose items are free-form, and a key that is not a literal', () => {
    expect(
      problems(
        '{{join stages.a.artifacts ", " key="path"}} {{lines jobs.review key="summary"}} {{join github.event.labels key="nme"}} {{join stages.a.artifacts key=inputs.k}} {{join stages.a.expectations.deliverables key="x"}}',
      ),
    ).toEqual([]);
  });

  it('#each over a field that is always text is a mistake, with what to do instead; at render too', () => {
    const [found] = inspectTemplate('{{#each stages.investigate.data.file}}- {{this}}{{/each}}').problems;
    expect(`${found?.line}:${found?.column} ${found?.message}`).toBe(
      '1:1 #each over stages.investigate.data.file: it is text, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
    expect(found?.details).toEqual([
      'print it as it is with {{stages.investigate.data.file}}, or a line at a time with {{lines stages.investigate.data.file "- "}}',
      "a handoff's summary, detail and data values are always text: for a list, have the agent split it in its handoff (one data key each), or hand it over in detail or as artifacts",
    ]);
    expect(
      problems(
        'x\n{{#each stages.a.summary}}{{else}}none{{/each}} {{#each (lookup stages.a "detail")}}{{/each}}',
      ),
    ).toEqual([
      '2:1 #each over stages.a.summary: it is text, not a list: {{#each}} never goes round it, so its block renders nothing',
      '2:49 #each over stages.a.detail: it is text, not a list: {{#each}} never goes round it, so its block renders nothing',
    ]);
    const error = renderError('{{#each stages.investigate.data.file}}- {{this}}{{/each}}');
    expect(error.code).toBe('template-helper-arguments');
    expect(error.message).toBe(found?.message);
  });

  it('#each over a literal is a mistake said before the run, naming what #each goes round', () => {
    expect(problems('{{#each 3}}x{{/each}} {{#each "files"}}{{/each}} {{#each true}}{{/each}}')).toEqual([
      '1:1 #each over 3: it is a number written in the template, not a list: {{#each}} never goes round it, so its block renders nothing',
      '1:23 #each over "files": it is a text written in the template, not a list: {{#each}} never goes round it, so its block renders nothing',
      '1:50 #each over true: it is true or false written in the template, not a list: {{#each}} never goes round it, so its block renders nothing',
    ]);
    const [found] = inspectTemplate('{{#each 3}}x{{/each}}').problems;
    expect(found?.details).toEqual([
      '{{#each}} goes round a list or an object of the context: jobs.<job-id> (the stages of a job, one per matrix leg), stages (every stage upstream), or a field that is a list, such as stages.<id>.artifacts',
    ]);
    // A literal #each never read as a list is no mistake: {{#with}} over one, a helper's literal argument.
    expect(
      problems('{{#with "s"}}{{this}}{{/with}} {{#each stages}}{{truncate summary 3}}{{/each}}'),
    ).toEqual([]);
  });

  it('#each over a text the shape does not know as one (a matrix value, the event) is refused when it renders', () => {
    const leg = storedRecord('review-security', handoff('fine'), {
      job: 'review',
      matrix: { angle: 'security' },
    });
    const legs = contextOf([{ stage: 'review-security', job: 'review', stored: leg }]);
    const error = renderError('{{#each jobs.review}}{{#each matrix.angle}}{{this}}{{/each}}{{/each}}', legs);
    expect(error.code).toBe('template-helper-arguments');
    expect(error.where).toBe('template:1:22');
    expect(error.message).toBe(
      '#each over matrix.angle: it is text, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
  });

  it('#each over a field that is always a number or a boolean is a mistake, with what to do instead; at render too', () => {
    expect(
      problems(
        '{{#each stages.investigate.meta.exit_code}}x{{/each}}\n{{#each stages.investigate.present}}y{{else}}n{{/each}}',
      ),
    ).toEqual([
      '1:1 #each over stages.investigate.meta.exit_code: it is a number, not a list: {{#each}} never goes round it, so its block renders nothing',
      '2:1 #each over stages.investigate.present: it is true or false, not a list: {{#each}} never goes round it, so its block renders nothing',
    ]);
    const [number, boolean] = inspectTemplate(
      '{{#each stages.a.meta.exit_code}}{{/each}}{{#each stages.a.present}}{{/each}}',
    ).problems;
    expect(number?.details).toEqual([
      'print it as it is with {{stages.a.meta.exit_code}}, or compare it with {{#if (eq stages.a.meta.exit_code 0)}}…{{/if}}',
    ]);
    expect(boolean?.details).toEqual([
      'print it as it is with {{stages.a.present}}, or test it with {{#if stages.a.present}}…{{/if}}',
    ]);
    const error = renderError('{{#each stages.investigate.present}}- {{this}}{{/each}}');
    expect(error.code).toBe('template-helper-arguments');
    expect(error.where).toBe('template:1:1');
    expect(error.message).toBe(
      '#each over stages.investigate.present: it is true or false, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
  });

  it('#each over a number or a boolean the shape does not know as one (a matrix value) is refused when it renders', () => {
    const leg = storedRecord('review-security', handoff('fine'), {
      job: 'review',
      matrix: { shards: 3, strict: false },
    });
    const legs = contextOf([{ stage: 'review-security', job: 'review', stored: leg }]);
    expect(problems('{{#each jobs.review}}{{#each matrix.shards}}{{this}}{{/each}}{{/each}}')).toEqual([]);
    const number = renderError(
      '{{#each jobs.review}}{{#each matrix.shards}}{{this}}{{/each}}{{/each}}',
      legs,
    );
    expect(number.code).toBe('template-helper-arguments');
    expect(number.where).toBe('template:1:22');
    expect(number.message).toBe(
      '#each over matrix.shards: it is a number, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
    expect(number.details[0]).toBe(
      'print it as it is with {{matrix.shards}}, or compare it with {{#if (eq matrix.shards 0)}}…{{/if}}',
    );
    const boolean = renderError(
      '{{#each jobs.review}}\n{{#each matrix.strict}}{{this}}{{/each}}{{/each}}',
      legs,
    );
    expect(boolean.where).toBe('template:2:1');
    expect(boolean.message).toBe(
      '#each over matrix.strict: it is true or false, not a list: {{#each}} never goes round it, so its block renders nothing',
    );
  });

  it('#each over a missing value or null renders its {{else}}, as over an empty list', () => {
    const leg = storedRecord('review-security', handoff('fine'), {
      job: 'review',
      matrix: { none: null },
    });
    const legs = contextOf([{ stage: 'review-security', job: 'review', stored: leg }]);
    expect(
      renderPrompt(
        '{{#each jobs.review}}{{#each matrix.none}}x{{else}}none{{/each}} {{#each @root.github.event.labels}}x{{else}}no labels{{/each}}{{/each}}',
        legs,
      ).prompt,
    ).toBe('none no labels');
  });

  it('#each over a list, an object, a map, a missing optional value or free-form data renders as before', () => {
    const template = [
      '{{#each stages.investigate.expectations.deliverables}}[{{this}}]{{/each}}',
      '{{#each stages.investigate.data}}{{@key}}={{this}}{{/each}}',
      '{{#each stages.investigate.next}}({{this}}){{/each}}',
      '{{#each stages.investigate.artifacts}}{{path}}{{else}}no artifacts{{/each}}',
      '{{#each github.event.labels}}{{name}}{{else}}no labels{{/each}}',
    ].join('\n');
    expect(problems(template)).toEqual([]);
    expect(renderPrompt(template, context).prompt).toBe(
      '[a test]\nfile=src/wc.js\n(fix)\nno artifacts\nno labels',
    );
  });
});

describe('keyProblems: names the workflow decides', () => {
  const keys = (template: string) => inspectTemplate(template).analysis?.keys ?? [];

  it('an input neither declared nor in a written-out vars:, with the inputs there are', () => {
    const found = keyProblems(keys('{{inputs.angl}} {{inputs.angle}}'), {
      inputs: { names: ['angle', 'issue'], from: 'the workflow and vars' },
    });
    expect(found.map((p) => `${p.line}:${p.column} ${p.message}; ${p.details.join('; ')}`)).toEqual([
      '1:3 inputs.angl: no input angl; did you mean angle?; inputs: angle, issue (the workflow and vars)',
    ]);
    // Not known (vars: made by an expression): not checked.
    expect(keyProblems(keys('{{inputs.angl}}'), {})).toEqual([]);
  });

  it("a matrix key no leg has, or a job's stages without a matrix", () => {
    const matrix = (owner: { stage: string } | { job: string }) =>
      'stage' in owner
        ? owner.stage === 'review-security'
          ? ['angle']
          : []
        : owner.job === 'review'
          ? ['angle']
          : undefined;
    const found = keyProblems(
      keys(
        '{{stages.review-security.matrix.angl}} {{#each jobs.review}}{{matrix.angle}}{{/each}} {{#if stages.fix.matrix.angle}}{{/if}} {{#each jobs.open}}{{matrix.x}}{{/each}}',
      ),
      { matrix },
    );
    expect(found.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '1:3 stages.review-security.matrix.angl: no key angl in the matrix of stage review-security; did you mean angle?',
      '1:93 stages.fix.matrix.angle: the job of stage fix has no matrix (matrix is null), so there is no angle',
    ]);
  });

  it('reads an input or a matrix key named by lookup with a literal, as by a path', () => {
    const matrix = (owner: { stage: string } | { job: string }) =>
      'job' in owner && owner.job === 'review' ? ['angle'] : undefined;
    const found = keyProblems(
      keys(
        '{{lookup inputs "angl"}} {{#each (lookup jobs "review")}}{{lookup matrix "angl"}}{{/each}} {{#each jobs.review}}{{lookup matrix @key}}{{/each}}',
      ),
      { inputs: { names: ['angle'], from: 'the workflow' }, matrix },
    );
    expect(found.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '1:3 inputs.angl: no input angl; did you mean angle?',
      '1:60 matrix.angl: no key angl in the matrix of the stages of job review; did you mean angle?',
    ]);
  });
});
