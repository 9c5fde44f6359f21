import { describe, expect, it } from 'vitest';
import {
  defaultEventPayload,
  githubContext,
  type LocalFacts,
} from '../../../src/core/workflow/github-context.js';
import { parseWorkflow } from '../../support/workflow-language.js';

const FACTS: LocalFacts = {
  repository: 'octo/app',
  sha: 'a'.repeat(40),
  ref: 'refs/heads/feature',
  actor: 'me',
  workspace: '/work/app',
};

async function context(eventName: string, payload: Record<string, unknown>) {
  const workflow = await parseWorkflow(
    'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
    'wf.yml',
  );
  return githubContext({ eventName, payload, facts: FACTS, runId: '1', workflow, workflowPath: 'wf.yml' });
}

describe('githubContext: the ref a run is at, as on GitHub', () => {
  it("is a pull request's merge ref for pull_request and its reviews", async () => {
    const payload = {
      number: 7,
      pull_request: { number: 7, head: { ref: 'feature' }, base: { ref: 'main' } },
    };
    for (const event of ['pull_request', 'pull_request_review', 'pull_request_review_comment']) {
      expect(await context(event, payload)).toMatchObject({
        ref: 'refs/pull/7/merge',
        ref_name: '7/merge',
        ref_type: 'branch',
        head_ref: 'feature',
        base_ref: 'main',
      });
    }
  });

  it('is the base branch for pull_request_target, the default branch for issues and comments', async () => {
    const pullRequest = { number: 7, pull_request: { number: 7, base: { ref: 'main' } } };
    expect(await context('pull_request_target', pullRequest)).toMatchObject({
      ref: 'refs/heads/main',
      ref_name: 'main',
    });
    const issue = { issue: { number: 3 }, repository: { default_branch: 'trunk' } };
    for (const event of ['issues', 'issue_comment', 'schedule', 'label', 'watch', 'delete', 'check_run']) {
      expect(await context(event, issue)).toMatchObject({ ref: 'refs/heads/trunk', ref_name: 'trunk' });
    }
  });

  it("is a release's tag, a push's ref, and the checkout's branch when the payload says nothing", async () => {
    expect(await context('release', { release: { tag_name: 'v2.1.0' } })).toMatchObject({
      ref: 'refs/tags/v2.1.0',
      ref_name: 'v2.1.0',
      ref_type: 'tag',
    });
    expect(await context('push', { ref: 'refs/heads/dev' })).toMatchObject({ ref: 'refs/heads/dev' });
    expect(await context('issues', {})).toMatchObject({ ref: 'refs/heads/feature', ref_name: 'feature' });
    expect(await context('pull_request', { pull_request: { number: 'x' } })).toMatchObject({
      ref: 'refs/heads/feature',
    });
  });
});

describe('defaultEventPayload: the default branch', () => {
  it("is the repository's (origin/HEAD) when the clone knows it, else the checkout's branch", async () => {
    const known = defaultEventPayload('issues', { ...FACTS, defaultBranch: 'main' }, {});
    expect(known).toMatchObject({ repository: { default_branch: 'main' } });
    expect(await context('issues', known)).toMatchObject({ ref: 'refs/heads/main' });
    expect(defaultEventPayload('issues', FACTS, {})).toMatchObject({
      repository: { default_branch: 'feature' },
    });
  });
});

describe('githubContext: the actor, as on GitHub', () => {
  it("is the login of the payload's sender, for actor and triggering_actor", async () => {
    expect(await context('issues', { sender: { login: 'octocat', id: 1 } })).toMatchObject({
      actor: 'octocat',
      triggering_actor: 'octocat',
    });
  });

  it("is the checkout's user when the payload names no sender, as the default payloads' sender is", async () => {
    for (const payload of [{}, { sender: {} }, { sender: { login: '' } }, { sender: null }]) {
      expect(await context('workflow_dispatch', payload)).toMatchObject({
        actor: 'me',
        triggering_actor: 'me',
      });
    }
    const named = { ...FACTS, actor: 'Jane Doe' };
    for (const event of ['push', 'issues', 'pull_request', 'workflow_dispatch']) {
      expect(defaultEventPayload(event, named, {})).toMatchObject({ sender: { login: 'Jane Doe' } });
    }
  });
});

describe('githubContext: the sha, as on GitHub', () => {
  it("is a push payload's after, and the checkout's HEAD when it gives none or all zeros", async () => {
    const after = `b${'0'.repeat(38)}c`;
    expect(await context('push', { after })).toMatchObject({ sha: after });
    for (const payload of [{}, { after: '0'.repeat(40) }, { after: 'HEAD' }, { after: 42 }]) {
      expect(await context('push', payload)).toMatchObject({ sha: FACTS.sha });
    }
  });

  it("is the checkout's HEAD for a pull request (its merge commit is not here) and every other event", async () => {
    const after = 'c'.repeat(40);
    for (const event of ['pull_request', 'workflow_dispatch', 'release']) {
      expect(
        await context(event, { after, pull_request: { number: 1, head: { sha: after } } }),
      ).toMatchObject({
        sha: FACTS.sha,
      });
    }
  });

  it('of the default push payload is its head commit', async () => {
    const payload = defaultEventPayload('push', FACTS, {});
    expect(payload).toMatchObject({ after: FACTS.sha, head_commit: { id: FACTS.sha } });
    expect(await context('push', payload)).toMatchObject({ sha: FACTS.sha });
  });
});

describe("githubContext: GitHub's ids and the event path", () => {
  it("has the payload's ids of the sender, the repository and its owner, and none it does not give", async () => {
    const payload = {
      sender: { login: 'octocat', id: 583231 },
      repository: { id: '1296269', owner: { id: -1 } },
    };
    const github = await context('push', payload);
    expect(github).toMatchObject({ actor_id: '583231', repository_id: '1296269', ref_protected: false });
    expect(github).not.toHaveProperty('repository_owner_id');
    for (const key of ['actor_id', 'repository_id', 'repository_owner_id', 'event_path'])
      expect(await context('push', {}), key).not.toHaveProperty(key);
    // A sender without a login is not the actor, nor is its id the actor's.
    expect(await context('push', { sender: { id: 7 } })).not.toHaveProperty('actor_id');
  });

  it("keeps runs for GitHub's default retention (event_path is each leg's, set when it starts)", async () => {
    const workflow = await parseWorkflow(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n',
      'wf.yml',
    );
    const github = githubContext({
      eventName: 'push',
      payload: {},
      facts: FACTS,
      runId: '1',
      workflow,
      workflowPath: 'wf.yml',
    });
    expect(github).toMatchObject({ retention_days: '90' });
  });
});
