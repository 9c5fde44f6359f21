import { describe, expect, it } from 'vitest';
import { secretsNotGiven } from '../../../src/core/workflow/secrets-read.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

async function notGiven(steps: string, given: string[] = [], vars: string[] = []) {
  const workflow = await parseWorkflow(
    `on: workflow_dispatch
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
${steps}`,
    'wf.yml',
  );
  return secretsNotGiven(workflow, expressions, new Set(given), new Set(vars));
}

describe('secretsNotGiven', () => {
  it('says a secret whose every read falls back through || to something not a secret left out', async () => {
    expect(
      await notGiven(
        `      - run: echo "\${{ secrets.BOT_PAT || vars.BOT_TOKEN }}"
        env:
          A: \${{ secrets.X || 'default' }}
          B: \${{ secrets.BOT_PAT || inputs.token }}
`,
        [],
        ['BOT_TOKEN'],
      ),
    ).toEqual([
      { name: 'X', where: 'wf.yml:8:14', fallsBack: true },
      { name: 'BOT_PAT', where: 'wf.yml:9:14', fallsBack: true },
    ]);
  });

  it('does not when a read has no fallback, and places it at that read', async () => {
    expect(
      await notGiven(`      - run: echo "\${{ secrets.BOT_PAT || github.token }}"
        env:
          A: \${{ secrets.BOT_PAT }}
          B: \${{ secrets.W || '' }}
`),
    ).toEqual([
      { name: 'BOT_PAT', where: 'wf.yml:8:14', fallsBack: false },
      { name: 'W', where: 'wf.yml:9:14', fallsBack: false },
    ]);
  });

  it('takes a fallback to another secret only when that one is given', async () => {
    const steps = `      - run: echo "\${{ secrets.A || secrets.B }}"
`;
    expect(await notGiven(steps)).toEqual([
      { name: 'A', where: 'wf.yml:6:14', fallsBack: false },
      { name: 'B', where: 'wf.yml:6:14', fallsBack: false },
    ]);
    expect(await notGiven(steps, ['B'])).toEqual([{ name: 'A', where: 'wf.yml:6:14', fallsBack: true }]);
  });

  it('takes no fallback to what is empty in a local run: github.token, GITHUB_TOKEN and a variable not given', async () => {
    for (const fallback of ['github.token', 'secrets.GITHUB_TOKEN', 'vars.BOT_TOKEN'])
      expect(await notGiven(`      - run: echo "\${{ secrets.A || ${fallback} }}"\n`)).toEqual([
        { name: 'A', where: 'wf.yml:6:14', fallsBack: false },
      ]);
    expect(
      await notGiven('      - run: echo "${{ secrets.A || secrets.GITHUB_TOKEN }}"\n', ['GITHUB_TOKEN']),
    ).toEqual([{ name: 'A', where: 'wf.yml:6:14', fallsBack: true }]);
    expect(
      await notGiven('      - run: echo "${{ secrets.A || vars.BOT_TOKEN }}"\n', [], ['BOT_TOKEN']),
    ).toEqual([{ name: 'A', where: 'wf.yml:6:14', fallsBack: true }]);
  });
});
