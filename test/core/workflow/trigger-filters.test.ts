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
});
