import { describe, expect, it } from 'vitest';
import { parseActionFile } from '../../../src/adapters/github/workflow-parser.js';
import { lintWorkflow } from '../../../src/core/lint/index.js';
import { lintFixture, where } from '../../support/lint-fixtures.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

describe('lint rule untrusted-expression', () => {
  it('finds event text, head_ref, handoff data and tainted env interpolated into run, prompt, verify and github-script', async () => {
    const findings = await lintFixture('untrusted-expression.bad.yml');
    expect(where(findings)).toEqual([
      '18:20 untrusted-expression', // prompt: ${{ github.event.issue.title }}
      '19:28 untrusted-expression', // run input: ${{ github.head_ref }}
      '20:28 untrusted-expression', // verify: ${{ github.event.issue.body }}
      '26:17 untrusted-expression', // run: ${{ env.TITLE }}, TITLE set from the issue title
      '27:16 untrusted-expression', // run: ${{ steps.stage.outputs.data }}
      '32:20 untrusted-expression', // run: fromJSON(needs.triage.outputs.data)
      '35:32 untrusted-expression', // github-script: ${{ github.event.comment.body }}
    ]);
    const messages = findings.map((f) => f.message);
    expect(messages[0]).toBe(
      '`${{ github.event.issue.title }}` in a prompt: GitHub pastes the value into the template before baton compiles it, so the text becomes template and instructions. Use the Handlebars form instead (`{{github.event.…}}`, `{{stages.<id>.data.<key>}}`), which baton prints as data, inside `{{fence …}}` for text people wrote',
    );
    expect(messages[1]).toBe(
      '`${{ github.head_ref }}` in a shell command: GitHub pastes the value into the script before the shell reads it, so text like `"; curl … | sh; "` runs. Pass it through `env:` (NAME: ${{ github.head_ref }}) and use "$NAME" in the script',
    );
    expect(messages[3]).toBe(
      '`${{ env.TITLE }}` in a shell command: TITLE holds attacker-controlled text, and GitHub pastes it into the script before the shell reads it. Use "$TITLE" (the shell\'s variable) instead',
    );
    expect(messages[6]).toBe(
      '`${{ github.event.comment.body }}` in a github-script: GitHub pastes the value into the JavaScript before it runs. Pass it through `env:` and read process.env.NAME',
    );
  });

  it('accepts untrusted values passed through env, Handlebars in prompts, trusted contexts, and conditions', async () => {
    expect(await lintFixture('untrusted-expression.good.yml')).toEqual([]);
  });

  it("checks the steps of the repository's composite actions in their action.yml, an input given event text included", async () => {
    const workflow = await parseWorkflow(
      `on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/greet
        with:
          title: \${{ github.event.issue.title }}
          count: \${{ github.run_number }}
`,
      'wf.yml',
    );
    const actions: Record<string, string> = {
      './.github/actions/greet': `inputs:
  title: { description: t }
  count: { description: c }
runs:
  using: composite
  steps:
    - shell: bash
      run: echo "\${{ inputs.title }} \${{ inputs.count }}"
    - shell: bash
      env:
        TITLE: \${{ inputs.title }}
      run: echo "$TITLE \${{ github.event.issue.body }}"
    - uses: ./.github/actions/inner
      with:
        text: \${{ inputs.title }}
`,
      './.github/actions/inner': `inputs:
  text: { description: t }
runs:
  using: composite
  steps:
    - shell: bash
      run: |
        echo start
        echo "\${{ inputs.text }}"
`,
    };
    const findings = lintWorkflow(workflow, expressions, {
      loadAction: (path) => {
        const text = actions[path];
        return text === undefined ? null : parseActionFile(text, `${path.slice(2)}/action.yml`, path);
      },
    });
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
      '.github/actions/greet/action.yml:8:18 untrusted-expression', // ${{ inputs.title }}, given the issue title
      '.github/actions/greet/action.yml:12:25 untrusted-expression', // ${{ github.event.issue.body }}
      '.github/actions/inner/action.yml:9:15 untrusted-expression', // ${{ inputs.text }}, two actions down
    ]);
    expect(findings[0]?.message).toMatch(/^`\$\{\{ inputs\.title \}\}` in a shell command/);
  });
});
