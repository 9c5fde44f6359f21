import { beforeAll, describe, expect, it } from 'vitest';
import { BATON_HELPERS } from '../../../src/core/template/environment.js';
import { fence } from '../../../src/core/template/fence.js';
import { renderPrompt } from '../../../src/core/template/render-prompt.js';
import { countTokens, loadTokenizer } from '../../../src/core/tokens.js';
import { docSection } from '../../support/docs.js';
import { contextOf, handoff, upstream } from '../../support/template-fixtures.js';

/**
 * The "Helpers" table of "Writing prompts" (docs/prompts.md) is what users copy from: every helper has an
 * example there, and every example renders, giving what the table says it gives.
 */

/** The rows of the Helpers table: the helper names of the first column, the examples of the second. */
function helperRows(): Array<{ helpers: string[]; examples: string[] }> {
  return docSection('Helpers')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [helpers = '', examples = ''] = line.split(' | ');
      return {
        helpers: [...helpers.matchAll(/`([a-z]+)`/g)].map((m) => m[1]!),
        examples: [...examples.matchAll(/`(\{\{[^`]*\}\})`/g)].map((m) => m[1]!),
      };
    });
}

const TRIAGE_SUMMARY =
  'Crash on empty input: the parser reads past the end of its buffer when a file is empty, found by the fuzz run.';
const INVESTIGATION = Array.from(
  { length: 400 },
  (_, i) => `Step ${i}: the loop counts separators, not words, so "a  b" counts three.`,
).join('\n');

const context = contextOf([
  upstream('triage', handoff(TRIAGE_SUMMARY, { data: { severity: 'high' } })),
  upstream(
    'investigate',
    handoff('Off by one in wc', {
      detail: INVESTIGATION,
      data: { file: 'src/wc.js', line: 3 },
      next: { stage: 'fix', reason: 'a one-line change' },
    }),
  ),
  upstream(
    'fix',
    handoff('Split on runs of whitespace.\nAdded a test.', {
      status: 'partial',
      detail: 'Changed split(" ") to split(/\\s+/).\n\nCRLF input is not covered yet.',
      expectations: { deliverables: ['a fix', 'a test'], acceptance: ['tests pass', 'no new deps'] },
      artifacts: [{ path: 'src/wc.js' }, { path: 'test/wc.test.js', description: 'the new test' }],
    }),
  ),
]);

/** What each example of the table renders to here (a block helper's example is closed with `yes{{/…}}`). */
const EXPECTED: Record<string, string | ((prompt: string) => void)> = {
  '{{truncate stages.triage.summary 200}}': TRIAGE_SUMMARY,
  '{{truncate stages.triage.summary 80 suffix=" [more]"}}': `${TRIAGE_SUMMARY.slice(0, 80)} [more]`,
  '{{tokens stages.investigate.detail 2000}}': (prompt) => {
    const [kept, marker] = [
      prompt.slice(0, prompt.lastIndexOf('\n')),
      prompt.slice(prompt.lastIndexOf('\n') + 1),
    ];
    expect(INVESTIGATION.startsWith(kept)).toBe(true);
    expect(countTokens(kept)).toBeLessThanOrEqual(2000);
    expect(marker).toBe(
      `[… ${countTokens(INVESTIGATION) - countTokens(kept)} tokens cut; the full text is in the record of stage investigate]`,
    );
  },
  '{{json stages.investigate.data}}': '{\n  "file": "src/wc.js",\n  "line": "3"\n}',
  '{{json stages.investigate.next indent=0}}': '{"stage":"fix","reason":"a one-line change"}',
  '{{indent stages.fix.detail 4}}':
    '    Changed split(" ") to split(/\\s+/).\n\n    CRLF input is not covered yet.',
  '{{indent stages.fix.summary "> "}}': '> Split on runs of whitespace.\n> Added a test.',
  '{{default stages.triage.data.severity "unknown"}}': 'high',
  '{{join stages.fix.expectations.deliverables ", "}}': 'a fix, a test',
  '{{join stages.fix.artifacts ", " key="path"}}': 'src/wc.js, test/wc.test.js',
  '{{lines stages.fix.expectations.acceptance "- "}}': '- tests pass\n- no new deps',
  '{{#if (eq stages.triage.data.severity "high")}}': 'yes',
  '{{#if (ne stages.fix.status "success")}}': 'yes',
  '{{#if (and stages.investigate.present (not stages.fix.present))}}': '',
  '{{#if (or stages.fix.failure stages.fix.expectations.acceptance)}}': 'yes',
  '{{fence github.event.issue.body "issue"}}': fence('Counting `a b` gives 3.', 'issue'),
  '{{#fit label="findings"}}…{{/fit}}': '…',
};

/** A block helper's opening tag alone does not compile: close it around `yes`. */
function closed(example: string): string {
  const open = /^\{\{#([a-z]+)\b/.exec(example);
  return open && !example.includes(`{{/${open[1]}}}`) ? `${example}yes{{/${open[1]}}}` : example;
}

describe('docs: the Helpers table of "Writing prompts"', () => {
  beforeAll(() => loadTokenizer());
  const rows = helperRows();
  const examples = rows.flatMap((row) => row.examples);

  it('lists every helper baton adds, each with an example that calls it', () => {
    const listed = rows.flatMap((row) => row.helpers);
    expect([...listed].sort()).toEqual([...BATON_HELPERS].sort());
    for (const helper of BATON_HELPERS) {
      const called = examples.some((example) =>
        new RegExp(`\\{\\{[#(]?\\s*${helper}\\b|\\(${helper}\\b`).test(example),
      );
      expect(called, `no example of the Helpers table calls ${helper}`).toBe(true);
    }
  });

  it('has an expected output here for every example, and no other', () => {
    expect([...examples].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(examples)('renders %s as the table says', (example) => {
    const { prompt, warnings } = renderPrompt(closed(example), context);
    expect(warnings).toEqual([]);
    const expected = EXPECTED[example];
    if (typeof expected === 'function') expected(prompt);
    else expect(prompt).toBe(expected);
  });
});
