import { describe, expect, it } from 'vitest';
import { lintFixture, lintText, where } from '../../support/lint-fixtures.js';

const WHY = 'on GitHub the stage reads the workflow file from the checkout to know its upstream stages';

describe('lint rule checkout-missing', () => {
  it('finds a stage step reading upstream stages with no checkout of the workflow file before it and no needs input', async () => {
    const findings = await lintFixture('checkout-missing.bad.yml');
    expect(where(findings)).toEqual([
      '20:15 checkout-missing',
      '32:15 checkout-missing',
      '44:15 checkout-missing',
      '58:15 checkout-missing',
      '66:15 checkout-missing',
      '76:15 checkout-missing',
    ]);
    const [none, path, other, sparse, after, every] = findings.map((f) => f.message) as string[];
    expect(none).toBe(
      `job no-checkout: its prompt reads stages.a (22:36), and no step before it checks out this repository, nor does it have a \`needs\` input: ${WHY}, so it would know none and fail ("stages.a: no such upstream stage"); add \`uses: actions/checkout\` with \`persist-credentials: false\` before this step, or give the step \`needs: a\``,
    );
    expect(path).toContain(
      'and the checkout before it (28:15) puts the repository in src, not in the workspace where the stage looks for the workflow file, and it has no `needs` input',
    );
    expect(other).toContain('the checkout before it (40:15) checks out octo/tools, not this repository');
    expect(sparse).toContain('the checkout before it (52:15) is sparse and leaves out .github/');
    expect(after).toContain('its prompt reads jobs.a (68:41)');
    expect(after).toContain('give the step `needs: a`');
    // A prompt over every stage does not fail on GitHub: it sees none, silently.
    expect(every).toContain('its prompt reads every upstream stage ({{#each stages}} at 78:28)');
    expect(every).toContain('so it would know none and render without them');
    for (const message of [none, path, other, sparse, after, every])
      expect(message).toContain(
        'add `uses: actions/checkout` with `persist-credentials: false` before this step',
      );
  });

  it('accepts a checkout of the workspace before the step, a needs input, a prompt reading no stage, a possible checkout and the stage workflow', async () => {
    expect(await lintFixture('checkout-missing.good.yml')).toEqual([]);
  });

  it('is not said of a stage step of this repository (`uses: ./`), which needs a checkout to run at all', async () => {
    const source = [
      'on: workflow_dispatch',
      'permissions: { contents: read }',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with: { prompt: a, run: ./agent.sh }',
      '  b:',
      '    needs: a',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: ./',
      '        with: { prompt: "{{stages.a.summary}}", run: ./agent.sh }',
    ].join('\n');
    expect(where(await lintText(source))).toEqual([]);
  });
});
