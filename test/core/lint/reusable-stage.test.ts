import { describe, expect, it } from 'vitest';
import { lintFixture, where } from '../../support/lint-fixtures.js';

/**
 * A pipeline can be a list of jobs calling baton's reusable stage workflow (`jobs.<id>.uses:
 * …/baton-stage.yml`); their `with:` is a stage's inputs, so the prompt and command rules apply to them as
 * to a stage step, and their `stage` ids are stages later prompts may name.
 */
describe('lint rules on jobs calling the reusable stage workflow', () => {
  it('find attacker text in their prompt, run and verify inputs, stages not upstream, and dead next routes', async () => {
    const findings = await lintFixture('reusable-stage.bad.yml');
    expect(where(findings)).toEqual([
      '13:24 untrusted-expression', // run: ${{ github.event.issue.title }}
      '15:22 untrusted-expression', // prompt: ${{ github.event.issue.body }}
      '16:24 template-not-upstream', // stages.review runs after investigate
      '26:27 untrusted-expression', // verify: needs.investigate.outputs.data
      '27:21 template-not-upstream', // stages.investgate: a typo
      '30:9 next-unknown-job', // next == 'reveiw'
      '38:24 template-not-upstream', // stages.fix: review has no needs input, so on GitHub it reads nothing
      '38:53 template-not-upstream', // stages.investigate: likewise
    ]);
    expect(findings[2]!.message).toBe(
      'stages.review is not upstream of job investigate: job review runs after job investigate (review needs fix, fix needs investigate), and a prompt reads only stages of jobs that finish before it; upstream stages: (none)',
    );
    expect(findings[4]!.message).toContain('(did you mean investigate?)');
    expect(findings[6]!.message).toBe(
      "stages.fix: on GitHub, a stage run by baton's stage workflow reads only the stages its needs input names and those they read; add fix to with.needs of job 'review' (now: none)",
    );
  });

  it('accept fenced event text, upstream stages through needs (and the needs input: review reads investigate through fix), and routes to jobs that exist', async () => {
    expect(await lintFixture('reusable-stage.good.yml')).toEqual([]);
  });

  it('find a call GitHub would refuse (a required input missing, a number input given a string) or whose install or stage would fail', async () => {
    const findings = await lintFixture('reusable-stage-inputs.bad.yml');
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule}: ${f.message}`)).toEqual([
      "7:11 invalid-input: stage: required by baton's stage workflow, and not given (GitHub refuses the call)",
      '17:14 invalid-input: agent-version: required with agent, an exact version such as 1.2.3; pin the @anthropic-ai/claude-code version this stage runs',
      "30:22 invalid-input: agent-version: 'latest' is not an exact version such as 1.2.3; pin the agent CLI's npm package version this stage runs",
      '31:17 invalid-input: attempts: "0" is not a whole number from 1 to 10',
      // As GitHub refuses a string for a `type: number` input of any called workflow.
      ...[
        ['48:17', 'attempts', '3'],
        ['49:21', 'max-handoffs', '4'],
        ['50:24', 'timeout-minutes', '5'],
      ].map(
        ([at, name, value]) =>
          `${at} invalid-input: with.${name}: input '${name}' of baton's stage workflow is a number; got "${value}", a string, which GitHub refuses ("Unexpected value '${value}'": it converts nothing to a number); write the number unquoted, or an expression whose value is a number (\${{ fromJSON(x) }})`,
      ),
    ]);
  });
});
