import { describe, expect, it } from 'vitest';
import { notTriggeredBecause } from '../../../src/core/workflow/trigger-filters.js';
import { parseWorkflow } from '../../support/workflow-language.js';

const why = async (on: string, eventName: string, event: Record<string, unknown>) =>
  notTriggeredBecause(
    await parseWorkflow(`on:\n${on}\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n`, 'wf.yml'),
    eventName,
    event,
  );

describe('notTriggeredBecause: what GitHub would not start the workflow for', () => {
  it('an action its types: do not list', async () => {
    expect(await why('  issues:\n    types: [labeled]', 'issues', { action: 'opened' })).toBe(
      "the event's action opened is none of on.issues.types (labeled): GitHub would not run this workflow for it",
    );
    expect(await why('  issues:\n    types: [labeled, opened]', 'issues', { action: 'opened' })).toBeNull();
    expect(await why('  issues:', 'issues', { action: 'opened' })).toBeNull();
  });

  it('a push of a branch or tag its filters do not take; one filtering only tags takes no branch, and the reverse', async () => {
    const main = { ref: 'refs/heads/main' };
    const feature = { ref: 'refs/heads/feature/x' };
    const tag = { ref: 'refs/tags/v1.2.3' };
    expect(await why('  push:\n    branches: [main]', 'push', feature)).toBe(
      'the branch feature/x matches none of on.push.branches (main): GitHub would not run this workflow for it',
    );
    expect(await why('  push:\n    branches: [main]', 'push', main)).toBeNull();
    expect(await why("  push:\n    branches: ['feature/*']", 'push', feature)).toBeNull();
    expect(await why('  push:\n    branches-ignore: [main]', 'push', main)).toBe(
      'the branch main matches on.push.branches-ignore (main): GitHub would not run this workflow for it',
    );
    expect(await why("  push:\n    tags: ['v*']", 'push', main)).toBe(
      'on.push filters tags only, so a push of a branch (main) does not start it: GitHub would not run this workflow for it',
    );
    expect(await why("  push:\n    tags: ['v*']", 'push', tag)).toBeNull();
    expect(await why('  push:\n    branches: [main]', 'push', tag)).toBe(
      'on.push filters branches only, so a push of a tag (v1.2.3) does not start it: GitHub would not run this workflow for it',
    );
    expect(await why("  push:\n    branches: [main]\n    tags: ['v*']", 'push', tag)).toBeNull();
    expect(await why('  push:', 'push', feature)).toBeNull();
  });

  it('a pull request whose base branch its branches: do not take', async () => {
    const into = (base: string) => ({ action: 'opened', pull_request: { base: { ref: base } } });
    expect(await why('  pull_request:\n    branches: [main]', 'pull_request', into('develop'))).toBe(
      'the base branch develop matches none of on.pull_request.branches (main): GitHub would not run this workflow for it',
    );
    expect(await why('  pull_request:\n    branches: [main]', 'pull_request', into('main'))).toBeNull();
    // baton's default payload guesses the base: not held against the workflow.
    const parsed = await parseWorkflow(
      'on:\n  pull_request:\n    branches: [main]\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      'wf.yml',
    );
    expect(notTriggeredBecause(parsed, 'pull_request', into('feature'), true)).toBeNull();
    expect(
      await why('  pull_request_target:\n    branches-ignore: [main]', 'pull_request_target', into('main')),
    ).toBe(
      'the base branch main matches on.pull_request_target.branches-ignore (main): GitHub would not run this workflow for it',
    );
  });

  it("a push whose head commit's message holds a skip instruction, written as GitHub's docs write it", async () => {
    const push = (message: string) => ({ ref: 'refs/heads/main', head_commit: { id: 'abc', message } });
    const notRun = 'GitHub would not run this workflow for it';
    for (const instruction of ['[skip ci]', '[ci skip]', '[no ci]', '[skip actions]', '[actions skip]'])
      expect(await why('  push:', 'push', push(`docs: fix a typo ${instruction}\n\nmore`))).toBe(
        `the push's head commit message holds ${instruction}: ${notRun}`,
      );
    // Anywhere in it, in a list of triggers too, after filters that pass.
    expect(await why('  push:\n    branches: [main]', 'push', push('Subject\n\nBody [no ci] here'))).toBe(
      `the push's head commit message holds [no ci]: ${notRun}`,
    );
    expect(
      notTriggeredBecause(
        await parseWorkflow('on: [push]\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n', 'wf.yml'),
        'push',
        push('[skip ci] release'),
      ),
    ).toBe(`the push's head commit message holds [skip ci]: ${notRun}`);
    // A filter that refuses the push is said first.
    expect(await why('  push:\n    branches: [release]', 'push', push('[skip ci]'))).toBe(
      `the branch main matches none of on.push.branches (release): ${notRun}`,
    );
    // Not what GitHub lists: other spellings, other cases.
    for (const message of ['[skip-ci]', 'skip ci', '[SKIP CI]', '[ci-skip]', '***NO_CI***', ''])
      expect(await why('  push:', 'push', push(message))).toBeNull();
    // A push with no head commit (a branch deleted) has no message.
    expect(await why('  push:', 'push', { ref: 'refs/heads/main', head_commit: null })).toBeNull();
  });

  it('a skip-checks: true trailer only as GitHub reads one: last, in trailers after two empty lines', async () => {
    const push = (message: string) => ({ ref: 'refs/heads/main', head_commit: { message } });
    const notRun = 'GitHub would not run this workflow for it';
    expect(await why('  push:', 'push', push('Update docs\n\n\nskip-checks: true'))).toBe(
      `the push's head commit message ends with the trailer skip-checks: true: ${notRun}`,
    );
    expect(await why('  push:', 'push', push('Update docs\n\nBody.\n\n\nskip-checks:true\n'))).toBe(
      `the push's head commit message ends with the trailer skip-checks:true: ${notRun}`,
    );
    expect(
      await why(
        '  push:',
        'push',
        push('Update docs\n\n\nSigned-off-by: Ann <ann@example.com>\nskip-checks: true'),
      ),
    ).toBe(`the push's head commit message ends with the trailer skip-checks: true: ${notRun}`);
    for (const message of [
      // One empty line before it (git's default clean-up leaves no more): GitHub's docs ask for two.
      'Update docs\n\nskip-checks: true',
      // Not the last trailer.
      'Update docs\n\n\nskip-checks: true\nSigned-off-by: Ann <ann@example.com>',
      // Not a trailer: in a paragraph of prose, or the whole message.
      'Update docs\n\n\nThis says\nskip-checks: true',
      'skip-checks: true',
      // Not true.
      'Update docs\n\n\nskip-checks: false',
      'Update docs\n\n\nskip-checks: truely',
    ])
      expect(await why('  push:', 'push', push(message)), JSON.stringify(message)).toBeNull();
  });

  it("a pull request whose head commit is the checkout's HEAD and holds a skip instruction; never pull_request_target", async () => {
    const head = { sha: 'a'.repeat(40), message: 'Fix it [skip ci]' };
    const pr = (sha: string) => ({
      action: 'opened',
      pull_request: { head: { sha }, base: { ref: 'main' } },
    });
    const wf = (on: string) =>
      parseWorkflow(`on:\n${on}\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n`, 'wf.yml');
    const notRun = 'GitHub would not run this workflow for it';
    expect(notTriggeredBecause(await wf('  pull_request:'), 'pull_request', pr(head.sha), true, head)).toBe(
      `the pull request's head commit (${head.sha.slice(0, 7)}, HEAD here) message holds [skip ci]: ${notRun}`,
    );
    expect(notTriggeredBecause(await wf('  pull_request:'), 'pull_request', pr(head.sha), false, head)).toBe(
      `the pull request's head commit (${head.sha.slice(0, 7)}, HEAD here) message holds [skip ci]: ${notRun}`,
    );
    // Its payload does not carry the message: another commit than HEAD's is not known here.
    expect(
      notTriggeredBecause(await wf('  pull_request:'), 'pull_request', pr('b'.repeat(40)), false, head),
    ).toBeNull();
    expect(notTriggeredBecause(await wf('  pull_request:'), 'pull_request', pr(head.sha), true)).toBeNull();
    // GitHub's docs: skip instructions apply to push and pull_request only.
    expect(
      notTriggeredBecause(
        await wf('  pull_request_target:'),
        'pull_request_target',
        pr(head.sha),
        true,
        head,
      ),
    ).toBeNull();
    // Nor to other events, whatever their payload holds.
    expect(
      notTriggeredBecause(
        await wf('  workflow_dispatch:'),
        'workflow_dispatch',
        { head_commit: { message: '[skip ci]' } },
        true,
        head,
      ),
    ).toBeNull();
  });
});
