import { describe, expect, it } from 'vitest';
import { yamlErrorHint } from '../../../src/core/workflow/yaml-hint.js';

const IMPLICIT = 'Implicit map keys need to be followed by map values';
const NESTED = 'Nested mappings are not allowed in compact mappings';
const SAME_COLUMN = 'All mapping items must start at the same column';

describe('yamlErrorHint', () => {
  it("hints at ': ' only where the plain value at the error holds one", () => {
    expect(yamlErrorHint('run: echo a: b\n', { line: 1, column: 6 }, NESTED)).toMatch(/must be quoted/);
    // Quotes inside a plain value are text: they do not protect its ': '.
    expect(yamlErrorHint("run: echo 'make: x'\n", { line: 1, column: 6 }, NESTED)).toMatch(/must be quoted/);
    // At a key, the key's own ': ' does not count.
    expect(yamlErrorHint('with:\n  oops\n', { line: 2, column: 3 }, IMPLICIT)).toBe('');
    expect(yamlErrorHint('a: b\n', { line: 1, column: 1 }, 'Some other error')).toBe('');
  });

  it('hints at the indentation of a line that ends a block scalar, whatever the parser calls the error', () => {
    const lines = ['steps:', '  - run: |', '      npm test', '', '        more', '    npm run lint', ''];
    const source = lines.join('\n');
    for (const message of [IMPLICIT, SAME_COLUMN]) {
      expect(yamlErrorHint(source, { line: 6, column: 5 }, message)).toBe(
        '; line 6 is less indented than the text of the block scalar above it (- run: | on line 2, text from column 7), which ends the block there and makes YAML read the line as a key: indent it to column 7 or more to keep it in the block',
      );
    }
    // A line after an ordinary value, or as indented as the block's text, is no such case.
    expect(yamlErrorHint('a:\n  b: c\n  d\n', { line: 3, column: 3 }, IMPLICIT)).toBe('');
    expect(yamlErrorHint('a: |\n  b\n  c\n', { line: 3, column: 3 }, IMPLICIT)).toBe('');
  });
});
