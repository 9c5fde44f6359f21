import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { LIMITS } from '../../../src/core/names.js';
import { inspectTemplate } from '../../../src/core/template/analyze.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

const LINES = Array.from({ length: 1000 }, (_, i) => `line ${i}`).join('\n');
const context = contextOf(
  [
    upstream(
      'x',
      handoff('short', {
        detail: LINES,
        expectations: { deliverables: Array.from({ length: 100 }, () => 'd'.repeat(4000)) },
      }),
    ),
  ],
  { inputs: { wide: 'w'.repeat(200_000), width: '1000000000' } },
);

function renderError(template: string): UserError {
  try {
    renderPrompt(template, context, { source: 'prompts/p.md' });
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error('expected the render to fail');
}

const nestedIfs = (n: number) => `${'{{#if github.actor}}'.repeat(n)}x${'{{/if}}'.repeat(n)}`;

describe('template limits', () => {
  it(`refuses a template over ${LIMITS.templateBytes} bytes before parsing it, rendering or inspecting`, () => {
    const template = `${'{{github.actor}}\n'.repeat(Math.ceil(LIMITS.templateBytes / 17))}`;
    const error = renderError(template);
    expect(error.code).toBe('template-too-large');
    expect(error.where).toBe('prompts/p.md:1:1');
    expect(error.message).toBe(
      `the template is ${template.length} bytes, more than the ${LIMITS.templateBytes} (256 KiB) a template may be`,
    );
    expect(inspectTemplate(template)).toEqual({
      analysis: null,
      problems: [expect.objectContaining({ code: 'template-too-large' })],
    });
    // Counted in UTF-8 bytes, as a file's size is.
    const wide = 'é'.repeat(LIMITS.templateBytes / 2 + 1);
    expect(renderError(wide).message).toMatch(/^the template is 262146 bytes/);
    expect(renderPrompt('é'.repeat(LIMITS.templateBytes / 2), context).prompt).toHaveLength(
      LIMITS.templateBytes / 2,
    );
  });

  it(`refuses blocks nested more than ${LIMITS.templateDepth} deep at the first too deep, without overflowing the stack`, () => {
    expect(renderPrompt(nestedIfs(LIMITS.templateDepth), context).prompt).toBe('x');
    for (const depth of [LIMITS.templateDepth + 1, 2000, 9000]) {
      const error = renderError(nestedIfs(depth));
      expect(error.code).toBe('template-too-deep');
      expect(error.where).toBe(`prompts/p.md:1:${LIMITS.templateDepth * 20 + 1}`);
      expect(error.message).toBe(
        `blocks and (subexpressions) nest more than ${LIMITS.templateDepth} deep here`,
      );
      const { analysis, problems } = inspectTemplate(nestedIfs(depth));
      expect(analysis).toBeNull();
      expect(problems.map((p) => `${p.line}:${p.column} ${p.code}`)).toEqual([
        `1:${LIMITS.templateDepth * 20 + 1} template-too-deep`,
      ]);
    }
  });

  it('counts (subexpressions) and {{else if}} chains as levels', () => {
    const sub = `{{json ${'(not '.repeat(3000)}true${')'.repeat(3000)}}}`;
    expect(renderError(sub).code).toBe('template-too-deep');
    const chain = `{{#if inputs.a}}a${'{{else if inputs.b}}b'.repeat(3000)}{{/if}}`;
    expect(renderError(chain).code).toBe('template-too-deep');
    const unclosed = '{{#if github.actor}}'.repeat(3000);
    expect(inspectTemplate(unclosed).problems.map((p) => p.code)).toEqual(['template-too-deep']);
  });

  it(`refuses an indent wider than ${LIMITS.indentWidth} and helper output over ${LIMITS.promptBytes} bytes, at the helper`, () => {
    const message = `indent: the indent must be at most ${LIMITS.indentWidth} spaces, got 1000000000`;
    // Written in the template: found before anything renders (so by lint and the plan), at the number.
    const literal = renderError('ok\n{{indent stages.x.detail 1000000000}}');
    expect(literal.code).toBe('template-helper-arguments');
    expect(literal.where).toBe('prompts/p.md:2:26');
    expect(literal.message).toBe(message);
    expect(inspectTemplate('{{indent stages.x.detail 1000000000}}').problems.map((p) => p.message)).toEqual([
      message,
    ]);
    // From a field: refused by the helper, at the call.
    const fromField = renderError('ok\n{{indent stages.x.detail inputs.width}}');
    expect(fromField.code).toBe('template-helper-arguments');
    expect(fromField.where).toBe('prompts/p.md:2:1');
    expect(fromField.message).toBe(message);
    expect(renderPrompt(`{{indent stages.x.summary ${LIMITS.indentWidth}}}`, context).prompt).toBe(
      `${' '.repeat(LIMITS.indentWidth)}short`,
    );
    const byPrefix = renderError('{{indent stages.x.detail inputs.wide}}');
    expect(byPrefix.message).toBe(
      `indent: the text would be ${LINES.length + 1000 * 200_000} bytes, more than the ${LIMITS.promptBytes} (16 MiB) a prompt may be`,
    );
    expect(renderError('{{lines stages.x.detail inputs.wide}}').message).toMatch(
      /^lines: the text would be \d+ bytes/,
    );
    expect(renderError('{{join stages.x.expectations.deliverables inputs.wide}}').message).toMatch(
      /^join: the text would be \d+ bytes/,
    );
  });

  it(`refuses a rendered prompt over ${LIMITS.promptBytes} bytes`, () => {
    const template =
      '{{#each stages.x.expectations.deliverables}}{{#each @root.stages.x.expectations.deliverables}}{{this}}{{/each}}{{/each}}';
    const error = renderError(template);
    expect(error.code).toBe('template-too-large');
    expect(error.where).toBe('prompts/p.md');
    expect(error.message).toBe(
      `the prompt is 40000000 bytes, more than the ${LIMITS.promptBytes} (16 MiB) a prompt may be`,
    );
  });

  it('says a number Handlebars reads as a field once, not again as a field of no root', () => {
    for (const template of [
      '{{truncate inputs.x 1e3}}',
      '{{json inputs indent=1e3}}',
      '{{indent inputs.x 2k}}',
    ]) {
      const { problems } = inspectTemplate(template);
      expect(
        problems.map((p) => p.message),
        template,
      ).toEqual([
        expect.stringMatching(/is not a number to Handlebars, which reads it as the name of a field/),
      ]);
    }
  });

  it('names a number Handlebars reads as a field, and says what it got for a missing one', () => {
    const error = renderError('{{truncate stages.x.summary 1e3}}');
    expect(error.code).toBe('template-helper-arguments');
    expect(error.where).toBe('prompts/p.md:1:29');
    expect(error.message).toBe(
      'truncate: 1e3 is not a number to Handlebars, which reads it as the name of a field; write it in digits: 1000',
    );
    expect(renderError('{{indent stages.x.summary 2k}}').message).toBe(
      'indent: 2k is not a number to Handlebars, which reads it as the name of a field; write it in digits',
    );
    expect(renderError('{{truncate stages.x.summary inputs.nope}}').message).toBe(
      'truncate: the length must be a whole number, got nothing (a missing field, or null)',
    );
  });
});
