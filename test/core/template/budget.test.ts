import { beforeAll, describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { fence } from '../../../src/core/template/fence.js';
import { cutWithMarker } from '../../../src/core/template/helpers.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { countTokens, loadTokenizer } from '../../../src/core/tokens.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

const paragraph = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `${topic} note ${i}: the counter skips the last word when a line ends in a tab.`,
  ).join('\n');

const INVESTIGATION = paragraph('investigation', 120);
const REVIEW = paragraph('review', 60);
const LOG = paragraph('log', 200);

const context = contextOf([
  upstream('investigate', handoff('Off by one in wc', { detail: INVESTIGATION, data: { log: LOG } })),
  upstream('review', handoff('Needs a test', { detail: REVIEW })),
]);

const TEMPLATE = `You are fixing a bug. Read the findings below and write the smallest fix with a test.

## Investigation
{{#fit label="investigation"}}{{stages.investigate.detail}}{{/fit}}

## Review
{{#fit}}{{stages.review.detail}}{{/fit}}

## Log
{{tokens stages.investigate.data.log 3000}}

Reply with a handoff.`;

const MARKER =
  /\n\[… (\d+) tokens cut to fit max-prompt-tokens; the full text is in the record of stage ([\w-]+)\]/g;

describe('max-prompt-tokens', () => {
  beforeAll(() => loadTokenizer());

  it('leaves a prompt under budget as it is', () => {
    const plain = renderPrompt(TEMPLATE, context);
    const budgeted = renderPrompt(TEMPLATE, context, { maxPromptTokens: countTokens(plain.prompt) });
    expect(budgeted).toEqual({ prompt: plain.prompt, warnings: [] });
  });

  it('brings a prompt three times over budget under it, cutting each section in proportion and marking it', () => {
    const full = renderPrompt(TEMPLATE, context).prompt;
    const budget = Math.floor(countTokens(full) / 3);
    const { prompt, warnings } = renderPrompt(TEMPLATE, context, { maxPromptTokens: budget });

    expect(countTokens(prompt)).toBeLessThanOrEqual(budget);
    expect(countTokens(prompt)).toBeGreaterThan(budget * 0.9);
    // The fixed text is all there, in order.
    for (const fixed of [
      'You are fixing a bug.',
      '## Investigation',
      '## Review',
      '## Log',
      'Reply with a handoff.',
    ]) {
      expect(prompt).toContain(fixed);
    }
    // One marker per section, naming the record that holds the full text.
    const markers = [...prompt.matchAll(MARKER)];
    expect(markers.map((m) => m[2])).toEqual(['investigate', 'review', 'investigate']);

    // Each section keeps a prefix of its text, and the marker counts what is missing.
    const sections = [
      { full: INVESTIGATION, size: countTokens(INVESTIGATION), after: '## Investigation\n' },
      { full: REVIEW, size: countTokens(REVIEW), after: '## Review\n' },
      { full: LOG, size: 3000, after: '## Log\n' },
    ];
    const kept = sections.map(({ full, size, after }, i) => {
      const start = prompt.indexOf(after) + after.length;
      const text = prompt.slice(start, markers[i]!.index);
      expect(full.startsWith(text)).toBe(true);
      expect(Number(markers[i]![1])).toBe(countTokens(full) - countTokens(text));
      return countTokens(text) / size;
    });
    // Cut in proportion to size: every section keeps about the same share of itself.
    for (const share of kept) expect(Math.abs(share - kept[0]!)).toBeLessThan(0.02);

    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ code: 'template-cut', severity: 'warning', path: 'template' });
    expect(warnings[0]!.message).toMatch(
      new RegExp(
        `^the prompt was ${countTokens(full)} tokens, over max-prompt-tokens ${budget}; cut to \\d+ by shortening fit "investigation" at 4:1 from \\d+ to \\d+ tokens, fit at 7:1 from \\d+ to \\d+ tokens, tokens stages\\.investigate\\.data\\.log at 10:1 from 3000 to \\d+ tokens$`,
      ),
    );
  });

  it('fails with a table of the sections and their sizes when the fixed text alone is over budget', () => {
    const secret = 'ghp_thisIsTheHandoffTextThatMustNotAppearInErrors';
    const ctx = contextOf([upstream('investigate', handoff('s', { detail: `${secret}\n${INVESTIGATION}` }))]);
    const fixed = paragraph('instruction', 40);
    const template = `${fixed}\n{{#fit label="findings"}}{{stages.investigate.detail}}{{/fit}}\n{{tokens stages.investigate.detail 100}}`;
    let error: unknown;
    try {
      renderPrompt(template, ctx, { maxPromptTokens: 500, source: 'workflow.yml jobs.fix prompt' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UserError);
    const e = error as UserError;
    const fixedTokens = countTokens(`${fixed}\n\n`);
    const total = countTokens(renderPrompt(template, ctx).prompt);
    expect(e.code).toBe('template-over-budget');
    expect(e.where).toBe('workflow.yml jobs.fix prompt');
    expect(e.message).toMatch(
      new RegExp(
        `^the prompt is ${total} tokens, over max-prompt-tokens 500, and its fixed text alone is ${fixedTokens} \\(\\+\\d+ for cut markers\\): cutting the fit and tokens sections cannot bring it under$`,
      ),
    );
    const rows = e.details.map((line) => line.replace(/\s+/g, ' ').trim());
    expect(rows[0]).toBe('section tokens');
    expect(rows[1]).toBe(`fixed text (outside fit and tokens sections) ${fixedTokens}`);
    expect(rows[2]).toBe(`fit "findings" at 41:1 ${countTokens(`${secret}\n${INVESTIGATION}`)}`);
    expect(rows[3]).toBe('tokens stages.investigate.detail at 42:1 100');
    expect(rows[4]).toMatch(/^markers for cut sections \d+$/);
    expect(rows[5]).toBe(`whole prompt ${total}`);
    expect(rows[6]).toBe('max-prompt-tokens 500');
    expect(rows[7]).toMatch(/^mark text that may be shortened/);
    // The error describes sizes, never the text: nothing from the handoff leaks into it.
    expect(JSON.stringify({ message: e.message, details: e.details })).not.toContain('ghp_');
    expect(JSON.stringify({ message: e.message, details: e.details })).not.toContain('investigation note');
  });

  it('fails with the table when nothing is marked for cutting', () => {
    expect(() => renderPrompt('{{stages.investigate.detail}}', context, { maxPromptTokens: 100 })).toThrow(
      /its fixed text alone is \d+: cutting the fit and tokens sections cannot bring it under/,
    );
  });

  it('closes a fence block that a cut ends inside, so the text after it stays outside', () => {
    const template = '{{#fit}}Findings:\n{{fence stages.investigate.detail}}{{/fit}}\nNow write the fix.';
    const { prompt } = renderPrompt(template, context, { maxPromptTokens: 300 });
    expect(countTokens(prompt)).toBeLessThanOrEqual(300);
    const id = /<data id="(\d{20})">/.exec(prompt)![1]!;
    expect(fence(INVESTIGATION)).toContain(id);
    expect(prompt).toMatch(
      new RegExp(
        `\\n</data id="${id}">\\n\\[… \\d+ tokens cut to fit max-prompt-tokens; the full text is in the record of stage investigate\\]\\nNow write the fix\\.$`,
      ),
    );
  });

  it('keeps sections smaller than their marker whole, and cuts only the outer of nested sections', () => {
    const template =
      '{{#fit}}tiny{{/fit}}\n{{#fit label="outer"}}{{stages.review.detail}}{{#fit label="inner"}}{{stages.investigate.detail}}{{/fit}}{{/fit}}';
    const { prompt, warnings } = renderPrompt(template, context, { maxPromptTokens: 400 });
    expect(prompt.startsWith('tiny\n')).toBe(true);
    expect([...prompt.matchAll(/tokens cut to fit/g)]).toHaveLength(1);
    expect(prompt).toMatch(/the full text is in the records of stages review, investigate\]$/);
    expect(warnings[0]!.message).toContain('fit "outer" at 2:1');
    expect(warnings[0]!.message).not.toContain('inner');
  });

  it('treats tokens inside another helper as fixed text: that helper has already shaped it', () => {
    const template =
      '{{fence (tokens stages.investigate.detail 200)}}\n{{#fit}}{{stages.review.detail}}{{/fit}}';
    const { prompt } = renderPrompt(template, context, { maxPromptTokens: 500 });
    expect(countTokens(prompt)).toBeLessThanOrEqual(500);
    const block = /^<data[^\n]*>\n[\s\S]*?\n<\/data id="\d{20}">/.exec(prompt)![0];
    expect(block).toBe(fence(renderPrompt('{{tokens stages.investigate.detail 200}}', context).prompt));
  });

  it('cuts each leg of a matrix separately, naming its record', () => {
    const legs = contextOf([
      upstream('review-security', handoff('a', { detail: paragraph('security', 80) }), 'review'),
      upstream('review-perf', handoff('b', { detail: paragraph('perf', 80) }), 'review'),
    ]);
    const template = '{{#each jobs.review}}### {{id}}\n{{#fit}}{{detail}}{{/fit}}\n{{/each}}';
    const { prompt } = renderPrompt(template, legs, { maxPromptTokens: 600 });
    expect(countTokens(prompt)).toBeLessThanOrEqual(600);
    // Listed by id: no workflow places them (orderLegs).
    expect([...prompt.matchAll(MARKER)].map((m) => m[2])).toEqual(['review-perf', 'review-security']);
  });

  it('cuts a section whose text has a placeholder-like run of characters like any other', () => {
    const tricky = `\uE000baton-section-0:0\uE001 ${INVESTIGATION}`;
    const ctx = contextOf([
      upstream('investigate', handoff(`\uE000baton-section-0:1\uE001`, { detail: tricky })),
    ]);
    const template = '{{stages.investigate.summary}}\n{{#fit}}{{stages.investigate.detail}}{{/fit}}';
    const { prompt } = renderPrompt(template, ctx, { maxPromptTokens: 300 });
    expect(
      prompt.startsWith('\uE000baton-section-0:1\uE001\n\uE000baton-section-0:0\uE001 investigation'),
    ).toBe(true);
    expect(countTokens(prompt)).toBeLessThanOrEqual(300);
  });

  it('never leaves a stub of a fence line or an unclosed fence, wherever the cut falls', () => {
    const block = `Intro line.\n${fence(REVIEW, 'review')}\nOutro.`;
    const id = /<data id="(\d{20})"/.exec(block)![1]!;
    for (let limit = 0; limit < 60; limit += 1) {
      const out = cutWithMarker(block, limit, (cut) => `[… ${cut} tokens cut]`);
      const lines = out.split('\n');
      expect(lines.at(-1)).toMatch(/^\[… \d+ tokens cut\]$/);
      expect(lines.at(-2)).not.toMatch(/^<\/?d?a?t?a?( [^>]*)?$/);
      const opened = out.includes(`<data id="${id}"`);
      expect(out.includes(`</data id="${id}">`)).toBe(opened);
    }
  });
});
