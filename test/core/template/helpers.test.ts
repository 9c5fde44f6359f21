import { beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { countTokens, loadTokenizer } from '../../../src/core/tokens.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

const LONG = Array.from({ length: 400 }, (_, i) => `Finding ${i}: the parser accepts a trailing comma.`).join(
  '\n',
);

const context = contextOf(
  [
    upstream(
      'investigate',
      handoff('Off by one', {
        detail: LONG,
        data: { file: 'src/wc.js', count: 3, empty: '' },
        expectations: { deliverables: ['a failing test', 'the fix'], constraints: [] },
        artifacts: [{ path: 'notes.md', description: 'notes' }, { path: 'trace.txt' }],
      }),
    ),
    upstream('review', handoff('Looks fine', { status: 'partial' })),
  ],
  { inputs: { width: '5', tone: 'terse' } },
);

const render = (template: string) => renderPrompt(template, context).prompt;

function helperError(template: string): UserError {
  try {
    render(template);
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error(`expected ${template} to fail`);
}

describe('helpers', () => {
  beforeAll(() => loadTokenizer());

  it('truncate cuts to a number of characters, never inside a character', () => {
    expect(render('{{truncate stages.investigate.summary 3}}')).toBe('Off…');
    expect(render('{{truncate stages.investigate.summary 100}}')).toBe('Off by one');
    expect(render('{{truncate stages.investigate.summary 3 suffix=" [more]"}}')).toBe('Off [more]');
    expect(render('{{truncate stages.investigate.summary inputs.width}}')).toBe('Off b…');
    const emoji = contextOf([upstream('a', handoff('👍🏽👍🏽👍🏽'))]);
    expect(renderPrompt('{{truncate stages.a.summary 2}}', emoji).prompt).toBe('👍🏽👍🏽…');
  });

  it.each([
    ['plain ASCII', 'abcdef', 3, 'abc…'],
    [
      'a family joined by zero-width joiners',
      '👨\u200d👩\u200d👧\u200d👦👨\u200d👩\u200d👧',
      1,
      '👨\u200d👩\u200d👧\u200d👦…',
    ],
    ['a flag', '🇫🇷🇩🇪', 1, '🇫🇷…'],
    ['letters with combining accents', 'e\u0301e\u0301e\u0301e\u0301', 3, 'e\u0301e\u0301e\u0301…'],
    ['text as long as the length', 'e\u0301e\u0301', 2, 'e\u0301e\u0301'],
  ])('truncate counts and cuts %s as a person sees characters', (_, text, length, cut) => {
    const ctx = contextOf([], { inputs: { text } });
    expect(renderPrompt(`{{truncate inputs.text ${length}}}`, ctx).prompt).toBe(cut);
  });

  it('truncate cuts a 64 KiB text without reading past the cut, and passes one that fits whole', () => {
    const long = 'x'.repeat(64 * 1024);
    const ctx = contextOf([], { inputs: { long } });
    expect(renderPrompt('{{truncate inputs.long 5}}', ctx).prompt).toBe('xxxxx…');
    expect(renderPrompt('{{truncate inputs.long 70000}}', ctx).prompt).toBe(long);
  });

  it('tokens keeps the first N tokens and says how many were cut and where the full text is', () => {
    const out = render('{{tokens stages.investigate.detail 50}}');
    const [text, marker] = [out.slice(0, out.lastIndexOf('\n')), out.slice(out.lastIndexOf('\n') + 1)];
    expect(countTokens(text)).toBeLessThanOrEqual(50);
    expect(countTokens(text)).toBeGreaterThan(40);
    expect(LONG.startsWith(text)).toBe(true);
    const cut = countTokens(LONG) - countTokens(text);
    expect(marker).toBe(`[… ${cut} tokens cut; the full text is in the record of stage investigate]`);
    expect(render('{{tokens stages.investigate.summary 50}}')).toBe('Off by one');
  });

  it('tokens names the record of the leg it was given inside {{#each jobs.<id>}}', () => {
    const legs = contextOf([
      upstream('review-a', handoff('a', { detail: LONG }), 'review'),
      upstream('review-b', handoff('b', { detail: `${LONG} more` }), 'review'),
    ]);
    const out = renderPrompt('{{#each jobs.review}}{{tokens detail 5}}\n{{/each}}', legs).prompt;
    expect(out).toContain('the full text is in the record of stage review-a]');
    expect(out).toContain('the full text is in the record of stage review-b]');
  });

  it('tokens names the right record when legs wrote the same text, with or without a budget', () => {
    const legs = contextOf([
      upstream('review-a', handoff('a', { detail: LONG }), 'review'),
      upstream('review-b', handoff('b', { detail: LONG }), 'review'),
      upstream('review-c', handoff('c', { detail: LONG }), 'review'),
    ]);
    const markers = (template: string, maxPromptTokens?: number) =>
      [
        ...renderPrompt(template, legs, { maxPromptTokens }).prompt.matchAll(
          /the full text is in ([^\]]+)\]/g,
        ),
      ].map((m) => m[1]);
    const each = [
      'the record of stage review-a',
      'the record of stage review-b',
      'the record of stage review-c',
    ];
    expect(markers('{{#each jobs.review}}{{tokens detail 5}}\n{{/each}}')).toEqual(each);
    expect(markers('{{#each jobs.review}}{{tokens detail 2000}}\n{{/each}}', 1000)).toEqual(each);
    // Named by its expression, outside a loop.
    expect(markers('{{tokens stages.review-b.detail 5}}')).toEqual(['the record of stage review-b']);
    // Given by way of another helper, the value alone cannot say which leg: each that holds it is named.
    expect(markers('{{tokens (truncate stages.review-c.detail 100000) 5}}')).toEqual([
      'the record of stage review-c',
    ]);
    expect(markers('{{#with jobs.review}}{{tokens (lookup (lookup this 1) "detail") 5}}{{/with}}')).toEqual([
      'the records of stages review-a, review-b, review-c',
    ]);
  });

  it('tokens on text of no known origin leaves a marker without a place', () => {
    const ctx = contextOf([], { github: { event: {} }, inputs: { note: LONG } });
    expect(renderPrompt('{{tokens (truncate inputs.note 1000) 5}}', ctx).prompt).toMatch(
      /\n\[… \d+ tokens cut\]$/,
    );
  });

  it('json prints a value as JSON, indented by 2 or as asked', () => {
    expect(render('{{json stages.investigate.data}}')).toBe(
      '{\n  "file": "src/wc.js",\n  "count": "3",\n  "empty": ""\n}',
    );
    expect(render('{{json stages.investigate.data indent=0}}')).toBe(
      '{"file":"src/wc.js","count":"3","empty":""}',
    );
    expect(render('{{json stages.investigate.summary}}')).toBe('"Off by one"');
    expect(render('{{json stages.investigate.next}}')).toBe('null');
  });

  it('indent prefixes every non-empty line with spaces or a string', () => {
    const ctx = contextOf([upstream('a', handoff('one\n\ntwo'))]);
    expect(renderPrompt('{{indent stages.a.summary 2}}', ctx).prompt).toBe('  one\n\n  two');
    expect(renderPrompt('{{indent stages.a.summary "> "}}', ctx).prompt).toBe('> one\n\n> two');
  });

  it('default gives the first value that is not empty', () => {
    expect(render('{{default stages.investigate.data.empty "n/a"}}')).toBe('n/a');
    expect(render('{{default stages.investigate.data.missing stages.investigate.data.file "x"}}')).toBe(
      'src/wc.js',
    );
    expect(render('{{default stages.investigate.expectations.constraints "none"}}')).toBe('none');
    expect(render('{{default stages.investigate.summary "n/a"}}')).toBe('Off by one');
  });

  it('join joins a list, by a separator and optionally a key', () => {
    expect(render('{{join stages.investigate.expectations.deliverables}}')).toBe('a failing test, the fix');
    expect(render('{{join stages.investigate.expectations.deliverables " / "}}')).toBe(
      'a failing test / the fix',
    );
    expect(render('{{join stages.investigate.artifacts ", " key="path"}}')).toBe('notes.md, trace.txt');
    expect(render('{{join stages.investigate.expectations.constraints}}')).toBe('');
  });

  it('lines puts each entry (or each line of text) on its own line, with a prefix', () => {
    expect(render('{{lines stages.investigate.expectations.deliverables "- "}}')).toBe(
      '- a failing test\n- the fix',
    );
    expect(render('{{lines stages.investigate.artifacts "* " key="path"}}')).toBe('* notes.md\n* trace.txt');
    expect(render('{{lines (truncate stages.investigate.detail 60) "> "}}')).toBe(
      '> Finding 0: the parser accepts a trailing comma.\n> Finding 1: t…',
    );
  });

  it('eq and ne compare as text; and, or and not combine', () => {
    const t = (condition: string) => render(`{{#if ${condition}}}yes{{else}}no{{/if}}`);
    expect(t('(eq stages.investigate.data.count 3)')).toBe('yes');
    expect(t('(eq stages.review.status "partial")')).toBe('yes');
    expect(t('(ne stages.review.status "partial")')).toBe('no');
    expect(t('(eq stages.investigate.next null)')).toBe('yes');
    expect(t('(and stages.investigate.present (eq stages.review.status "partial"))')).toBe('yes');
    expect(t('(and stages.investigate.present stages.investigate.expectations.constraints)')).toBe('no');
    expect(t('(or stages.investigate.data.empty stages.review.present)')).toBe('yes');
    expect(t('(or stages.investigate.data.empty stages.investigate.next)')).toBe('no');
    expect(t('(not stages.investigate.next)')).toBe('yes');
    expect(t('(not stages.investigate.artifacts)')).toBe('no');
  });

  it('fit prints its block as it is when no budget is set', () => {
    expect(render('{{#fit}}{{stages.investigate.summary}} {{stages.review.summary}}{{/fit}}')).toBe(
      'Off by one Looks fine',
    );
    expect(render('{{#fit label="x"}}{{#each jobs.review}}{{summary}}{{/each}}{{/fit}}')).toBe('Looks fine');
  });

  it('refuses wrong arguments with the helper, the position and its usage', () => {
    const cases: Array<[string, string]> = [
      [
        '{{truncate stages.investigate.summary "many"}}',
        'truncate: the length must be a whole number, got "many"',
      ],
      ['{{tokens stages.investigate.summary -1}}', 'tokens: the token limit must be a whole number, got -1'],
      ['{{json}}', 'json: takes 1 argument, got 0'],
      ['{{default stages.investigate.summary}}', 'default: takes at least 2 arguments, got 1'],
      ['{{join stages.investigate.data}}', 'join: needs a list (or text, taken line by line)'],
      ['{{eq 1 2 3}}', 'eq: takes 2 arguments, got 3'],
      ['{{#fit 3}}x{{/fit}}', 'fit: takes 0 arguments, got 1'],
      ['{{fit}}', 'fit is a block helper: write {{#fit}}…{{/fit}}'],
    ];
    for (const [template, message] of cases) {
      const error = helperError(`\n  ${template}`);
      expect(error.code).toBe('template-helper-arguments');
      expect(error.message).toBe(message);
      expect(error.where).toBe('template:2:3');
    }
    expect(helperError('{{tokens stages.investigate.summary}}').details[0]).toBe(
      'usage: {{tokens text 2000}} (the first 2000 tokens, then a marker line)',
    );
  });
  it('quotes a short, one-line excerpt of a long text given where a number goes, with its length', () => {
    const error = helperError('{{truncate 200 stages.investigate.detail}}');
    expect(error.message).toBe(
      `truncate: the length must be a whole number, got "Finding 0: the parser accepts a trailing comma.\\nFinding 1: t"… (${LONG.length.toLocaleString('en-US')} characters)`,
    );
    const ctx = contextOf([], { inputs: { evil: `\u001b[2J\u202e${'y'.repeat(100)}\u2028` } });
    const shown = (() => {
      try {
        renderPrompt('{{truncate "x" inputs.evil}}', ctx);
      } catch (e) {
        return (e as Error).message;
      }
      return '';
    })();
    expect(shown).toBe(
      `truncate: the length must be a whole number, got "\\u001b[2J\\u202e${'y'.repeat(55)}"… (106 characters)`,
    );
    expect(helperError('{{tokens stages.investigate.summary "many"}}').message).toBe(
      'tokens: the token limit must be a whole number, got "many"',
    );
  });
});
