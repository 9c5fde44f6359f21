import { describe, expect, it } from 'vitest';
import { lintText } from '../../support/lint-fixtures.js';
import { positionIn } from '../../support/workflow-text.js';

/** A matrix job `review` declaring `schema`, and `sum` reading its legs' data through jobs.review and stages. */
function workflow(schema: string, prompt: string): string {
  return `on: workflow_dispatch
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, style]
    steps:
      - uses: baton-dev/baton/prepare@0123456789abcdef0123456789abcdef01234567
        with:
          prompt: Review.
      - run: ./agent.sh
      - uses: baton-dev/baton/capture@0123456789abcdef0123456789abcdef01234567
        with:
          data-schema: ${schema}
  sum:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          persist-credentials: false
      - uses: baton-dev/baton@0123456789abcdef0123456789abcdef01234567
        with:
          run: ./agent.sh
          prompt: "${prompt}"
`;
}

describe('lint rule data-key-undeclared', () => {
  it("holds every leg of a matrix job, and each stage of jobs.<id>, to the job's schema: an error when closed", async () => {
    const text = workflow(
      '"{additionalProperties: false, properties: {verdict: {}}}"',
      '{{stages.review-security.data.verdikt}} {{#each jobs.review}}{{data.verdict}}{{data.score}}{{/each}}',
    );
    const findings = await lintText(text);
    const mine = findings.filter((f) => f.rule === 'data-key-undeclared');
    expect(mine.map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [
        positionIn(text, 'stages.review-security').line,
        positionIn(text, 'stages.review-security').column,
        undefined,
        'stages.review-security.data.verdikt: no key verdikt in the data-schema of stage review-security; did you mean verdict?; its keys: verdict (additionalProperties is false: a handoff with any other key is refused, so no handoff can hold it)',
      ],
      [
        positionIn(text, 'data.score').line,
        positionIn(text, 'data.score').column,
        undefined,
        'data.score: no key score in the data-schema of the stages of job review; its keys: verdict (additionalProperties is false: a handoff with any other key is refused, so no handoff can hold it)',
      ],
    ]);
  });

  it('warns of a key an open schema does not declare, and says nothing of a declared one or of a stage without a schema', async () => {
    const open = await lintText(
      workflow(
        '"{properties: {verdict: {}}}"',
        '{{stages.review-style.data.score}} {{stages.review-style.data.verdict}}',
      ),
    );
    expect(
      open.filter((f) => f.rule === 'data-key-undeclared').map((f) => [f.severity, f.message.split(';')[0]]),
    ).toEqual([
      ['warning', 'stages.review-style.data.score: no key score in the data-schema of stage review-style'],
    ]);
    const none = await lintText(workflow("''", '{{stages.review-style.data.score}}'));
    expect(none.filter((f) => f.rule === 'data-key-undeclared')).toEqual([]);
  });
});
