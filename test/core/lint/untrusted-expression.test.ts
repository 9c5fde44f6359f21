import { describe, expect, it } from 'vitest';
import { lintFixture, where } from '../../support/lint-fixtures.js';

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
});
