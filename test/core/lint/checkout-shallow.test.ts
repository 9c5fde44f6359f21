import { describe, expect, it } from 'vitest';
import { lintFixture, lintText, where } from '../../support/lint-fixtures.js';

describe('lint rule checkout-shallow', () => {
  it('finds an agent preset run after a shallow checkout of another ref, without trust-checkout: true', async () => {
    const findings = await lintFixture('checkout-shallow.bad.yml');
    expect(where(findings)).toEqual([
      '17:15 checkout-shallow',
      '33:15 checkout-shallow',
      '49:15 checkout-shallow',
    ]);
    // A warning: the step runs, and says so itself; `baton lint` exits 0 on it alone.
    expect(findings.map((f) => f.severity)).toEqual(['warning', 'warning', 'warning']);
    const [review, comment, inPath] = findings.map((f) => f.message);
    expect(review).toBe(
      "job review: the checkout at 12:15 checks out ${{ github.event.pull_request.head.sha }} with actions/checkout's default `fetch-depth: 1`, so the commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton sets claude's project configuration (.claude, .mcp.json, .claude.json, CLAUDE.md, …) to that commit's while the agent runs, and without it the agent runs with none of it (the step warns so). Give the checkout `fetch-depth: 0` so the agent gets the run's commit's configuration, or set `trust-checkout: true` on this step to let it read the checkout's (only for code you trust)",
    );
    expect(comment).toContain(
      'job comment: the checkout at 28:15 checks out refs/pull/${{ github.event.issue.number }}/head with `fetch-depth: 1`, so',
    );
    expect(comment).toContain(
      "baton sets codex's project configuration (.codex, AGENTS.md, AGENTS.override.md, .agents)",
    );
    expect(inPath).toContain(
      'job in-path: the checkout at 44:15 checks out ${{ github.head_ref }} into pr with',
    );
    expect(inPath).toContain("baton sets copilot's project configuration (");
  });

  it('accepts fetch-depth: 0, trust-checkout: true, the run’s own commit, a command agent, a later fetch or checkout, and a checkout beside the agent’s directory', async () => {
    expect(await lintFixture('checkout-shallow.good.yml')).toEqual([]);
  });

  it('takes trust-checkout in every spelling the step takes as true, and no other value, as turning the guard off', async () => {
    const workflow = (trust: string) => `name: w
on: pull_request_target
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          ref: \${{ github.event.pull_request.head.sha }}
          persist-credentials: false
      - uses: ./
        with:
          agent: claude
          prompt: Review the change.
          trust-checkout: ${trust}
`;
    const shallow = async (trust: string) =>
      (await lintText(workflow(trust))).filter((f) => f.rule === 'checkout-shallow').length;
    for (const trust of ['true', 'True', 'TRUE', "'True'"]) expect(await shallow(trust), trust).toBe(0);
    for (const trust of ['false', 'FALSE', 'yes']) expect(await shallow(trust), trust).toBe(1);
  });

  it('takes the merge ref on pull_request (the run’s commit) and github.ref_name, but not the merge ref on pull_request_target', async () => {
    const workflow = (on: string, ref: string) => `name: w
on: ${on}
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          ref: ${ref}
          persist-credentials: false
      - uses: ./
        with:
          agent: claude
          prompt: Review the change.
`;
    const merge = 'refs/pull/${{ github.event.number }}/merge';
    expect(await lintText(workflow('pull_request', merge))).toEqual([]);
    expect(
      await lintText(workflow('pull_request', 'refs/pull/${{ github.event.pull_request.number }}/merge')),
    ).toEqual([]);
    expect(await lintText(workflow('workflow_dispatch', '${{ github.ref_name }}'))).toEqual([]);
    expect(where(await lintText(workflow('pull_request_target', merge)))).toEqual(['13:15 checkout-shallow']);
    expect(where(await lintText(workflow('[pull_request, issue_comment]', merge)))).toEqual([
      '13:15 checkout-shallow',
    ]);
  });

  it('finds a prompt-file in a shallow checkout of another ref, which the step reads at the run’s commit, on any trigger but pull_request', async () => {
    const workflow = (on: string, depth: string, file = 'prompts/review.md') => `name: w
on: ${on}
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
        with:
          ref: \${{ github.event.pull_request.head.sha }}
          persist-credentials: false${depth}
      - uses: ./prepare
        with:
          prompt-file: ${file}
`;
    const shallow = async (text: string) =>
      (await lintText(text)).filter((f) => f.rule === 'checkout-shallow');
    const [found, ...more] = await shallow(workflow('pull_request_target', ''));
    expect(more).toEqual([]);
    expect(found).toMatchObject({ line: 15, column: 24, severity: 'warning' });
    expect(found!.message).toBe(
      "job review: the checkout at 9:15 checks out ${{ github.event.pull_request.head.sha }} with actions/checkout's default `fetch-depth: 1`, so the commit this run is for (GITHUB_SHA) is not in the clone; when the checkout is at another commit, as a pull request's head is, baton reads `prompt-file` (prompts/review.md) at that commit, so that the pull request cannot write the template, and the step fails without it. Give the checkout `fetch-depth: 0`, or write the template in `prompt`",
    );
    expect(await shallow(workflow('issue_comment', '\n          fetch-depth: 2'))).toHaveLength(1);
    expect(await shallow(workflow('pull_request_target', '\n          fetch-depth: 0'))).toEqual([]);
    // On pull_request the step reads the checkout's file when the merge commit is not in the clone.
    expect(await shallow(workflow('pull_request', ''))).toEqual([]);
  });
});
