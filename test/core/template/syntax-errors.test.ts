import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { inspectTemplate } from '../../../src/core/template/analyze.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

const context = contextOf([upstream('investigate', handoff('Off by one'))], { inputs: { x: 'yes' } });

function renderError(template: string): UserError {
  try {
    renderPrompt(template, context, { source: 'prompts/p.md' });
  } catch (error) {
    if (error instanceof UserError) return error;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(template)} to fail`);
}

/** `line:column: message` of each problem `inspectTemplate` finds, in reading order. */
function problemsOf(template: string): string[] {
  return inspectTemplate(template).problems.map((p) => `${p.line}:${p.column}: ${p.message}`);
}

describe('syntax errors say what is wrong, at a place inside the template', () => {
  it('an unclosed block, at its opening, naming it and its close', () => {
    const error = renderError('line1\n{{inputs.x}}\n{{#if inputs.x}}\nmore\n');
    expect(error.code).toBe('template-syntax');
    expect(error.where).toBe('prompts/p.md:3:1');
    expect(error.message).toBe('syntax error: {{#if}} opened at 3:1 is never closed; close it with {{/if}}');
    expect(error.details).toEqual(['3 | {{#if inputs.x}}', '  | ^']);
  });

  it('each of several unclosed blocks, and an inverted section and a section over a value', () => {
    expect(problemsOf('{{#each jobs.x}}\n  {{^inputs.y}}\n    {{#stages.a.next}}')).toEqual([
      '1:1: syntax error: {{#each}} opened at 1:1 is never closed; close it with {{/each}}',
      '2:3: syntax error: {{^inputs.y}} opened at 2:3 is never closed; close it with {{/inputs.y}}',
      '3:5: syntax error: {{#stages.a.next}} opened at 3:5 is never closed; close it with {{/stages.a.next}}',
      // Not `inputs.y: no field inputs in the current item (of jobs.x)`: they are inside the {{#each}} only
      // because the mending closed it at the end.
    ]);
  });

  it('a block left open inside another that is closed, at the inner opening', () => {
    const error = renderError('{{#if inputs.x}}\n{{#each jobs.x}}\n{{/if}}');
    expect(error.where).toBe('prompts/p.md:2:1');
    expect(error.message).toBe(
      'syntax error: {{#each}} opened at 2:1 is never closed; close it with {{/each}} before the {{/if}} at 3:1',
    );
  });

  it('a close that matches no open block, at the close', () => {
    const error = renderError('{{#if inputs.x}}a{{/each}}');
    expect(error.where).toBe('prompts/p.md:1:18');
    expect(error.message).toBe(
      'syntax error: {{/each}} does not close {{#if}} opened at 1:1; close that with {{/if}}',
    );
  });

  it('a close without an opening', () => {
    const error = renderError('a\nb {{/if}} c');
    expect(error.where).toBe('prompts/p.md:2:3');
    expect(error.message).toBe('syntax error: {{/if}} closes no block: none is open here');
    expect(error.details[0]).toBe('remove it, or open the block before it with {{#if …}}');
  });

  it('a {{ never closed, at the {{, whether the template ends or another tag follows', () => {
    const atEnd = renderError('a {{ inputs.x');
    expect(atEnd.where).toBe('prompts/p.md:1:3');
    expect(atEnd.message).toBe('syntax error: {{ opened at 1:3 is never closed; close it with }}');
    const beforeTag = renderError('a {{inputs.x\nb {{inputs.x}}');
    expect(beforeTag.where).toBe('prompts/p.md:1:3');
    expect(beforeTag.message).toBe('syntax error: {{ opened at 1:3 is never closed; close it with }}');
    const triple = renderError('{{{inputs.x}}');
    expect(triple.where).toBe('prompts/p.md:1:12');
    expect(triple.message).toBe('syntax error: {{{ opened at 1:1 is closed by }}; close it with }}}');
    const extra = renderError('{{#if inputs.x}}{{/if}}}');
    expect(extra.where).toBe('prompts/p.md:1:22');
    expect(extra.message).toBe('syntax error: {{ opened at 1:17 is closed by }}}; close it with }}');
  });

  it('an unclosed comment, at its opening', () => {
    const error = renderError('a\nb {{!-- never closed');
    expect(error.where).toBe('prompts/p.md:2:3');
    expect(error.message).toBe(
      'syntax error: the comment {{!-- opened at 2:3 is never closed; close it with --}}',
    );
  });

  it('a second {{else}}, and an {{else}} outside any block', () => {
    const second = renderError('{{#if inputs.x}}a{{else}}b{{else}}c{{/if}}');
    expect(second.where).toBe('prompts/p.md:1:27');
    expect(second.message).toBe(
      'syntax error: a second {{else}} in {{#if}} opened at 1:1; a block has one {{else}} (write {{else if …}} for another condition)',
    );
    const outside = renderError('a{{else}}b');
    expect(outside.where).toBe('prompts/p.md:1:2');
    expect(outside.message).toBe(
      'syntax error: {{else}} outside a block; it belongs between {{#if …}} and {{/if}}',
    );
  });

  it('{{^}} as {{^}}, a string never closed, and a NUL character', () => {
    expect(renderError('a {{^}} b').message).toBe(
      'syntax error: {{^}} outside a block; it belongs between {{#if …}} and {{/if}}',
    );
    const string = renderError('{{default inputs.x "none}}');
    expect(string.where).toBe('prompts/p.md:1:20');
    expect(string.message).toBe('syntax error: the string opened at 1:20 is never closed; close it with "');
    const nul = renderError('a\nb\0c');
    expect(nul.where).toBe('prompts/p.md:2:2');
    expect(nul.message).toBe('syntax error: a NUL character, which a template (text) never holds');
  });

  it('keeps the parser message where no block or tag is left open', () => {
    const error = renderError('{{#if inputs.x}}\n{{a b=}}\n');
    expect(error.where).toBe('prompts/p.md:2:7');
    expect(error.message).toBe('syntax error: unexpected }}');
  });

  it('says raw blocks are not supported, and how to write {{ as text', () => {
    const error = renderError('{{{{raw}}}} {{x}} {{{{/raw}}}}');
    expect(error.code).toBe('template-unsupported');
    expect(error.where).toBe('prompts/p.md:1:1');
    expect(error.message).toBe(
      'raw blocks ({{{{raw}}}}…{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{',
    );
  });
});

describe("a recoverable syntax error does not hide the template's other mistakes", () => {
  it('lists them with the syntax error, and what the template references', () => {
    const { analysis, problems } = inspectTemplate(
      'line1\n{{stages.nope.summary}} {{truncat x}}\n{{#if x}}\n',
    );
    expect(problems.map((p) => `${p.line}:${p.column}: ${p.message}`)).toEqual([
      '2:25: unknown helper truncat; did you mean truncate?',
      '2:35: x: no root x',
      '3:1: syntax error: {{#if}} opened at 3:1 is never closed; close it with {{/if}}',
      '3:7: x: no root x',
    ]);
    expect(analysis?.references.map((r) => `${r.line}:${r.column} ${r.path}`)).toEqual([
      '2:3 stages.nope.summary',
    ]);
  });

  it('after a stray close or a second {{else}} too', () => {
    expect(problemsOf('{{/if}} {{truncat x}}')).toEqual([
      '1:1: syntax error: {{/if}} closes no block: none is open here',
      '1:9: unknown helper truncat; did you mean truncate?',
      '1:19: x: no root x',
    ]);
    expect(problemsOf('{{#if x}}{{else}}{{else}}{{stages.a.sumary}}{{/if}}')).toEqual([
      '1:7: x: no root x',
      '1:18: syntax error: a second {{else}} in {{#if}} opened at 1:1; a block has one {{else}} (write {{else if …}} for another condition)',
      '1:28: stages.a.sumary: stages have no field sumary; did you mean summary?',
    ]);
  });

  it('not what exists only because the mending guessed: the rest of a {{ never closed', () => {
    expect(problemsOf('a {{foo bar')).toEqual([
      '1:3: syntax error: {{ opened at 1:3 is never closed; close it with }}',
    ]);
    // The {{#if}} is never closed only once the mending closed its {{: one mistake, said once.
    expect(problemsOf('hi {{#if stages.a')).toEqual([
      '1:4: syntax error: {{ opened at 1:4 is never closed; close it with }}',
    ]);
    // Before the {{, the template as written: its mistakes are its own.
    expect(problemsOf('{{truncat x}}\n{{#if x}}more {{foo bar')).toEqual([
      '1:1: unknown helper truncat; did you mean truncate?',
      '1:11: x: no root x',
      '2:1: syntax error: {{#if}} opened at 2:1 is never closed; close it with {{/if}}',
      '2:7: x: no root x',
      '2:15: syntax error: {{ opened at 2:15 is never closed; close it with }}',
    ]);
    const { analysis } = inspectTemplate('{{stages.a.summary}} {{stages.b.summary');
    expect(analysis?.references.map((r) => r.path)).toEqual(['stages.a.summary']);
  });

  it('not what is read in a context the mending chose: the body of an {{#each}} or {{#with}} never closed', () => {
    // Closed at the end, the each would read stages.a.summary as a field of an artifact; it may end before.
    expect(
      problemsOf('{{#each stages.a.artifacts}}{{pth}} Summary: {{stages.a.summary}} {{truncat x}}'),
    ).toEqual(['1:1: syntax error: {{#each}} opened at 1:1 is never closed; close it with {{/each}}']);
    expect(problemsOf('{{#with stages.a}}{{sumary}}')).toEqual([
      '1:1: syntax error: {{#with}} opened at 1:1 is never closed; close it with {{/with}}',
    ]);
    // Its opening is as written, and so is what comes before it.
    expect(problemsOf('{{truncat x}} {{#each stages.a.sumary}}{{x}}')).toEqual([
      '1:1: unknown helper truncat; did you mean truncate?',
      '1:11: x: no root x',
      '1:15: syntax error: {{#each}} opened at 1:15 is never closed; close it with {{/each}}',
      '1:23: stages.a.sumary: stages have no field sumary; did you mean summary?',
    ]);
    // An {{#if}} keeps the context: what is in it is the template's, wherever it was meant to end.
    expect(problemsOf('{{#if stages.a}}{{truncat x}}')).toEqual([
      '1:1: syntax error: {{#if}} opened at 1:1 is never closed; close it with {{/if}}',
      '1:17: unknown helper truncat; did you mean truncate?',
      '1:27: x: no root x',
    ]);
  });

  it('the render says the syntax error, and no follow-on, where it says it', () => {
    const error = renderError('Review {{stages.investigate.summary}} then {{foo bar');
    expect(error.where).toBe('prompts/p.md:1:44');
    expect(error.message).toBe('syntax error: {{ opened at 1:44 is never closed; close it with }}');
    expect(error.details).toEqual([
      '1 | Review {{stages.investigate.summary}} then {{foo bar',
      '  |                                            ^',
    ]);
  });

  it('not after a mismatched close: the parser stops there', () => {
    const { analysis, problems } = inspectTemplate('{{#if x}}{{/each}} {{truncat x}}');
    expect(analysis).toBeNull();
    expect(problems).toHaveLength(1);
  });

  it('the render names them too, the first in reading order', () => {
    const error = renderError('{{truncat x}}\n{{#if x}}');
    expect(error.where).toBe('prompts/p.md:1:1');
    expect(error.message).toBe('unknown helper truncat; did you mean truncate?');
    expect(error.details).toContain(
      'also at 2:1: syntax error: {{#if}} opened at 2:1 is never closed; close it with {{/if}}',
    );
  });
});
