import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  expectedTablesPage,
  renderAction,
  renderBlocks,
  TABLES_PAGE,
  updateTables,
} from '../../scripts/readme-tables.js';
import { REPO_ROOT } from '../support/build.js';

describe('the inputs and outputs tables of docs/actions.md', () => {
  it('match the action.yml files', () => {
    const page = readFileSync(`${REPO_ROOT}/${TABLES_PAGE}`, 'utf8');
    const expected = expectedTablesPage(REPO_ROOT);
    if (page !== expected) {
      expect.fail(
        `${TABLES_PAGE}’s inputs and outputs tables differ from the action.yml files: run \`node --import tsx scripts/readme-tables.ts\` and commit ${TABLES_PAGE}`,
      );
    }
  });

  it('render one row per input and output, escaping pipes and folding lines', () => {
    const text = renderAction(
      {
        name: 'demo',
        description: 'Does\na thing.',
        inputs: {
          mode: { description: '`a` | `b`', required: true, default: 'a' },
          token: { description: 'A token.', default: '${{ github.token }}' },
          plain: { description: 'Plain.' },
        },
        outputs: { status: { description: 'multi\n  line' } },
      },
      'x/demo',
    );
    expect(text).toBe(
      [
        '## demo — `uses: x/demo@<sha>`',
        '',
        'Does a thing.',
        '',
        '| Input | Required | Default | Description |',
        '|---|---|---|---|',
        '| `mode` | yes | `a` | `a` \\| `b` |',
        '| `token` | no | `${{ github.token }}` | A token. |',
        '| `plain` | no |  | Plain. |',
        '',
        '| Output | Description |',
        '|---|---|',
        '| `status` | multi line |',
      ].join('\n'),
    );
  });

  it('replace the section line the first time and only their own blocks after that', () => {
    const files = Object.fromEntries(
      ['action.yml', 'prepare/action.yml', 'capture/action.yml', 'report/action.yml'].map((f) => [
        f,
        'name: n\n',
      ]),
    );
    const blocks = renderBlocks(files);
    const first = updateTables('# t\n\n<!-- section: inputs-outputs -->\n\n## Next\n', blocks);
    expect(first).toContain('<!-- begin: inputs-outputs report/action.yml');
    expect(first.endsWith('<!-- end: inputs-outputs report/action.yml -->\n\n## Next\n')).toBe(true);
    const edited = first.replace('## n — `uses: baton-dev/baton/prepare@<sha>`', 'stale');
    expect(updateTables(edited, blocks)).toBe(first);
    expect(() => updateTables('# no markers\n', blocks)).toThrowError(
      /neither the <!-- section: inputs-outputs --> line/,
    );
  });
});
