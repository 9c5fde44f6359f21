import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { buildPromptContext, PromptContext } from '../../../src/core/template/context.js';
import { renderPrompt, templateAnalysis } from '../../../src/core/template/render-prompt.js';
import { GITHUB, handoff, storedRecord, upstream } from '../../support/template-fixtures.js';

describe('buildPromptContext', () => {
  const investigate = upstream('investigate', handoff('found it', { data: { n: 1, ok: true } }));
  const silent = {
    stage: 'triage',
    job: 'triage',
    stored: storedRecord('triage', null, { status: 'failure' }),
  };
  const skipped = { stage: 'lint', job: 'lint', stored: undefined };

  it('gives a record the same view in every context built from it, and its own view under another job', () => {
    const build = (items: Parameters<typeof buildPromptContext>[0]['upstream']) =>
      buildPromptContext({ upstream: items, inputs: {}, github: GITHUB }).context;
    const first = build([investigate, silent]);
    const second = build([silent, investigate, skipped]);
    expect(second.stages.investigate).toBe(first.stages.investigate);
    expect(second.jobs.triage?.[0]).toBe(first.stages.triage);
    // The same record as a leg of another job is a view of its own, naming that job.
    const asLeg = build([{ ...investigate, job: 'review' }]);
    expect(asLeg.stages.investigate).not.toBe(first.stages.investigate);
    expect(asLeg.stages.investigate).toEqual({ ...first.stages.investigate, job: 'review' });
    // A record read anew (another object, the same content) gets a view equal to the first.
    const reread = { ...investigate, stored: structuredClone(investigate.stored) };
    expect(build([reread]).stages.investigate).toEqual(first.stages.investigate);
    expect(build([skipped]).stages.lint).not.toBe(build([skipped]).stages.lint);
  });

  it('gives every upstream stage its handoff fields, present and meta', () => {
    const { context, warnings } = buildPromptContext({ upstream: [investigate], inputs: {}, github: GITHUB });
    expect(warnings).toEqual([]);
    expect(PromptContext.parse(context)).toBeTruthy();
    expect({ ...context.stages.investigate }).toEqual({
      id: 'investigate',
      job: 'investigate',
      matrix: null,
      summary: 'found it',
      detail: '',
      status: 'success',
      data: { n: '1', ok: 'true' },
      next: null,
      failure: null,
      expectations: null,
      artifacts: [],
      present: true,
      meta: {
        exit_code: 0,
        duration_ms: 42_000,
        attempt: 1,
        usage: { input_tokens: 1200, output_tokens: 340 },
      },
    });
  });

  it('warns of a stage without a handoff only when the template can read it', () => {
    const warned = (template: string) =>
      buildPromptContext({
        upstream: [investigate, silent, skipped],
        inputs: {},
        github: GITHUB,
        analysis: templateAnalysis(template),
      }).warnings.map((w) => w.path);
    // Read by a path, by its job, or through the whole map (each, lookup, json): warned.
    expect(warned('{{stages.lint.summary}}')).toEqual(['stages.lint']);
    expect(warned('{{@root.stages.triage.status}}')).toEqual(['stages.triage']);
    expect(warned('{{#each jobs.triage}}{{summary}}{{/each}}')).toEqual(['stages.triage']);
    for (const whole of [
      '{{#each stages}}{{summary}}{{/each}}',
      '{{lookup stages inputs.which}}',
      '{{json jobs}}',
      '{{#with stages}}{{lint.summary}}{{/with}}',
      '{{json this}}',
    ])
      expect(warned(whole), whole).toEqual(['stages.lint', 'stages.triage']);
    // Never read: nothing to warn of.
    expect(warned('Fix it: {{stages.investigate.summary}} {{inputs.x}}')).toEqual([]);
    expect(warned('hi')).toEqual([]);
  });

  it('renders a stage without a handoff empty, with one warning naming it', () => {
    const { context, warnings } = buildPromptContext({
      upstream: [investigate, silent, skipped],
      inputs: {},
      github: GITHUB,
    });
    // By stage id, as the stages are.
    expect(warnings).toEqual([
      {
        code: 'upstream-record-missing',
        severity: 'warning',
        path: 'stages.lint',
        message:
          'upstream stage lint has no record (it was skipped or did not run); its fields render empty and its data has no fields (read one with {{default stages.lint.data.<key> "…"}}, or inside {{#if stages.lint.present}})',
      },
      {
        code: 'upstream-handoff-missing',
        severity: 'warning',
        path: 'stages.triage',
        message:
          'upstream stage triage wrote no handoff; its fields render empty and its data has no fields (read one with {{default stages.triage.data.<key> "…"}}, or inside {{#if stages.triage.present}})',
      },
    ]);
    expect(context.stages.triage).toMatchObject({
      summary: '',
      detail: '',
      status: 'failure',
      present: false,
      data: {},
    });
    expect(context.stages.lint).toMatchObject({
      summary: '',
      status: '',
      present: false,
      meta: { exit_code: null },
    });
    const template =
      '[{{stages.triage.summary}}][{{stages.triage.detail}}][{{stages.lint.summary}}][{{stages.triage.present}}][{{#if stages.triage.next}}next{{/if}}]';
    expect(renderPrompt(template, context).prompt).toBe('[][][][false][]');
  });

  it('says a stage whose handoff was refused (on-invalid: warn, or fail) wrote one that was refused, with why, never that it wrote none', () => {
    const problem = (path: string, message: string, severity: 'warning' | 'error' = 'warning') => ({
      code: 'handoff-invalid',
      severity,
      path,
      message,
    });
    const version = problem('$.version', 'handoff version 2 is newer than this baton reads (1)');
    // Under warn the stage completed, its handoff's problems kept as warnings, beside others of its own.
    const warned = storedRecord('triage', null, {
      problems: [{ code: 'template-cut', severity: 'warning', path: '$', message: 'cut' }, version],
    });
    const stage = { stage: 'triage', job: 'triage', stored: warned };
    const { warnings } = buildPromptContext({ upstream: [stage], inputs: {}, github: GITHUB });
    expect(warnings.map((w) => [w.code, w.message])).toEqual([
      [
        'upstream-handoff-missing',
        'upstream stage triage wrote a handoff that was refused, so it has none ($.version: handoff version 2 is newer than this baton reads (1)); every problem is in stage triage\'s record; its fields render empty and its data has no fields (read one with {{default stages.triage.data.<key> "…"}}, or inside {{#if stages.triage.present}})',
      ],
    ]);
    // Under fail (or required) the errors that failed it, counted past the first.
    const failed = storedRecord('triage', null, {
      status: 'failure',
      outcome: { reason: 'handoff-invalid', message: 'the handoff was refused (2 problems)' },
      problems: [
        problem('$.sumary', 'unknown field; did you mean `summary`?', 'error'),
        problem('$.summary', 'required', 'error'),
      ],
    });
    const required = () =>
      buildPromptContext({
        upstream: [{ ...stage, stored: failed }],
        inputs: {},
        github: GITHUB,
        require: ['triage'],
      });
    expect(required).toThrow(
      expect.objectContaining({
        code: 'upstream-handoff-missing',
        message:
          "upstream stage triage wrote a handoff that was refused, so it has none ($.sumary: unknown field; did you mean `summary`?, and 1 more); every problem is in stage triage's record",
      }),
    );
  });

  it('renders a stage only named under a job whose legs only its run knows empty, warning it may be misspelt, and lists it under the job only once it has a record', () => {
    const leg = upstream('review-security', handoff('safe'));
    const ran = { ...leg, job: 'review' };
    const named = { stage: 'review-secruity', job: 'review', stored: undefined, open: true };
    const { context, warnings } = buildPromptContext({ upstream: [ran, named], inputs: {}, github: GITHUB });
    expect(warnings).toEqual([
      {
        code: 'upstream-record-missing',
        severity: 'warning',
        path: 'stages.review-secruity',
        message:
          'stage review-secruity has no record: it did not run, or job review does not record it (its stage ids come from an expression, known only when it runs, so a misspelt id cannot be told apart here: check the id); its fields render empty and its data has no fields (read one with {{default stages.review-secruity.data.<key> "…"}}, or inside {{#if stages.review-secruity.present}})',
      },
    ]);
    expect(context.stages['review-secruity']).toMatchObject({ present: false, summary: '' });
    expect(context.jobs.review?.map((s) => s.id)).toEqual(['review-security']);
    // With a record it is a leg like any other.
    const recorded = { ...ran, open: true };
    const withRecord = buildPromptContext({ upstream: [recorded], inputs: {}, github: GITHUB });
    expect(withRecord.warnings).toEqual([]);
    expect(withRecord.context.jobs.review?.map((s) => s.id)).toEqual(['review-security']);
    // Alone, the job is there with no legs.
    const alone = buildPromptContext({ upstream: [named], inputs: {}, github: GITHUB });
    expect(alone.context.jobs.review).toEqual([]);
  });

  it('refuses a required stage that wrote no handoff, has no record, or is not upstream', () => {
    const attempt = (require: string[]) => () =>
      buildPromptContext({ upstream: [investigate, silent, skipped], inputs: {}, github: GITHUB, require });
    expect(attempt(['investigate'])).not.toThrow();
    expect(attempt(['triage'])).toThrow(
      expect.objectContaining({
        code: 'upstream-handoff-missing',
        where: 'stages.triage',
        message: 'upstream stage triage wrote no handoff',
      }),
    );
    expect(attempt(['lint'])).toThrow(expect.objectContaining({ code: 'upstream-record-missing' }));
    expect(attempt(['fix'])).toThrow(UserError);
    expect(attempt(['fix'])).toThrow(
      'required stage fix is not upstream of this stage; upstream: investigate, triage, lint',
    );
  });

  it('gives an open job (its stages known only when it runs) jobs.<id>, with the stages given of it or none', () => {
    const { context } = buildPromptContext({
      upstream: [{ ...skipped, job: 'deploy' }],
      inputs: {},
      github: GITHUB,
      openJobs: ['deploy', 'test'],
    });
    expect(Object.keys(context.jobs)).toEqual(['deploy', 'test']);
    expect(context.jobs.deploy!.map((s) => s.id)).toEqual(['lint']);
    expect(context.jobs.test).toEqual([]);
    expect(
      renderPrompt('{{#each jobs.test}}{{id}}{{/each}}[{{#each jobs.deploy}}{{id}}{{/each}}]', context)
        .prompt,
    ).toBe('[lint]');
  });

  it('lists the stages of each job under jobs.<id>, one per matrix leg, in the order of their places', () => {
    const legs = ['security', 'perf', 'style'].map((angle, i) => ({
      stage: `review-${angle}`,
      job: 'review',
      stored: storedRecord(`review-${angle}`, handoff(`${angle} ok`), { job: 'review', matrix: { angle } }),
      place: [i],
    }));
    // Given in another order (as the action lists records, by name): the places order them.
    const given = [legs[2]!, investigate, legs[1]!, legs[0]!];
    const { context } = buildPromptContext({ upstream: given, inputs: {}, github: GITHUB });
    // `jobs` and `stages` themselves by id, whatever order they were given in.
    expect(Object.keys(context.jobs)).toEqual(['investigate', 'review']);
    expect(Object.keys(context.stages)).toEqual([
      'investigate',
      'review-perf',
      'review-security',
      'review-style',
    ]);
    expect(context.jobs.review!.map((s) => s.id)).toEqual(['review-security', 'review-perf', 'review-style']);
    expect(context.jobs.review![1]).toBe(context.stages['review-perf']);
    expect(renderPrompt('{{#each jobs.review}}{{matrix.angle}}={{summary}};{{/each}}', context).prompt).toBe(
      'security=security ok;perf=perf ok;style=style ok;',
    );
    // Without places (a matrix made by an expression), by stage id, whatever order they were given in.
    const unplaced = legs.map(({ place: _, ...leg }) => leg);
    for (const order of [unplaced, [...unplaced].reverse()]) {
      const built = buildPromptContext({ upstream: order, inputs: {}, github: GITHUB }).context;
      expect(built.jobs.review!.map((s) => s.id)).toEqual(['review-perf', 'review-security', 'review-style']);
    }
  });

  it("gives a leg that recorded nothing the matrix values the workflow gives it, and a recorded leg its record's", () => {
    const security = {
      stage: 'review-security',
      job: 'review',
      stored: storedRecord('review-security', handoff('ok'), {
        job: 'review',
        matrix: { angle: 'security' },
      }),
      // A record says its own values.
      matrix: { angle: 'stale' },
      place: [0],
    };
    const perf = {
      stage: 'review-perf',
      job: 'review',
      stored: undefined,
      matrix: { angle: 'perf' },
      place: [1],
    };
    const unknown = { stage: 'review-x', job: 'review', stored: undefined };
    const { context } = buildPromptContext({
      upstream: [security, perf, unknown],
      inputs: {},
      github: GITHUB,
    });
    expect(context.jobs.review!.map((s) => s.matrix)).toEqual([
      { angle: 'security' },
      { angle: 'perf' },
      null,
    ]);
    expect(
      renderPrompt(
        '{{#each jobs.review}}[{{id}} {{default matrix.angle "?"}} {{status}} {{present}}]{{/each}}',
        context,
      ).prompt,
    ).toBe('[review-security security success true][review-perf perf  false][review-x ?  false]');
  });

  it('carries inputs, github facts and the attempt with the previous handoff and verify output', () => {
    const { context } = buildPromptContext({
      upstream: [],
      inputs: { tone: 'terse' },
      github: GITHUB,
      attempt: {
        number: 2,
        previous: { version: 1, status: 'partial', summary: 'half done' },
        verify: { exit_code: 1, output: '1 test failed' },
      },
    });
    const template =
      '{{inputs.tone}} {{github.actor}} {{github.event.issue.title}} #{{attempt.number}} {{attempt.previous.summary}} ({{attempt.previous.status}}) exit {{attempt.verify.exit_code}}: {{attempt.verify.output}}';
    expect(renderPrompt(template, context).prompt).toBe(
      'terse octocat Word count is off by one #2 half done (partial) exit 1: 1 test failed',
    );
    const first = buildPromptContext({ upstream: [], inputs: {}, github: GITHUB }).context;
    expect(first.attempt).toEqual({ number: 1, previous: null, verify: null });
  });

  it('keeps a job or input named like an Object.prototype member as plain data', () => {
    const ctor = upstream('constructor', handoff('a job called constructor'));
    const { context } = buildPromptContext({
      upstream: [ctor],
      inputs: JSON.parse('{"__proto__": "x", "toString": "y"}'),
      github: GITHUB,
    });
    expect(renderPrompt('{{stages.constructor.summary}}|{{inputs.toString}}', context).prompt).toBe(
      'a job called constructor|y',
    );
    expect(() => renderPrompt('{{stages.toString.summary}}', context)).toThrow(
      'stages.toString: no such upstream stage',
    );
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('lets a template iterate every upstream stage and every input', () => {
    const { context } = buildPromptContext({
      upstream: [investigate, silent],
      inputs: { a: '1', b: '2' },
      github: GITHUB,
    });
    const template =
      '{{#each stages}}{{@key}}:{{present}};{{/each}} {{#each inputs}}{{@key}}={{this}};{{/each}}';
    expect(renderPrompt(template, context).prompt).toBe('investigate:true;triage:false; a=1;b=2;');
  });
});
