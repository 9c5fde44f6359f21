import { describe, expect, it } from 'vitest';
import { UserError } from '../../../src/core/errors.js';
import { LIMITS } from '../../../src/core/names.js';
import {
  defaultEventPayload,
  defaultPushRef,
  githubContext,
  type LocalFacts,
  parseEventPayload,
} from '../../../src/core/workflow/github-context.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

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

/** A workflow with the given `on:` (YAML lines under it). */
async function workflowOn(on: string) {
  return parseWorkflow(`on:\n${on}\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n`, 'wf.yml');
}

const PARENT = 'b'.repeat(40);
const NO_SHA = '0'.repeat(40);
const RIPGREP_TAGS = '  push:\n    tags: ["[0-9]+.[0-9]+.[0-9]+"]';

describe('defaultEventPayload: a push trigger filtered on tags only is a push of a tag', () => {
  async function push(on: string, facts: LocalFacts) {
    const workflow = await workflowOn(on);
    const payload = defaultEventPayload('push', facts, {}, workflow);
    const github = githubContext({
      eventName: 'push',
      payload,
      facts,
      runId: '1',
      workflow,
      workflowPath: '.github/workflows/release.yml',
    });
    return { payload, github, notice: defaultPushRef(workflow, facts).notice };
  }

  it("is HEAD's tag that on.push.tags takes, in github.ref, ref_name and ref_type; it creates the tag", async () => {
    const { payload, github, notice } = await push(RIPGREP_TAGS, {
      ...FACTS,
      parentSha: PARENT,
      tags: ['latest', '14.1.0'],
    });
    expect(github).toMatchObject({
      ref: 'refs/tags/14.1.0',
      ref_name: '14.1.0',
      ref_type: 'tag',
      workflow_ref: 'octo/app/.github/workflows/release.yml@refs/tags/14.1.0',
    });
    // As GitHub sends a tag push: nothing before it, no commits of its own, the branch it was pushed at.
    expect(payload).toMatchObject({
      ref: 'refs/tags/14.1.0',
      before: NO_SHA,
      after: FACTS.sha,
      created: true,
      base_ref: 'refs/heads/feature',
      commits: [],
      head_commit: { id: FACTS.sha },
    });
    expect(notice).toBeNull();
  });

  it('is the highest version of several tags at HEAD that the filter takes, and says so', async () => {
    const { github, notice } = await push('  push:\n    tags: ["v*"]', {
      ...FACTS,
      tags: ['v1.10.0', 'v1.9.0', 'v1', 'nightly'],
    });
    expect(github).toMatchObject({ ref: 'refs/tags/v1.10.0', ref_type: 'tag' });
    expect(notice).toEqual({
      level: 'info',
      message:
        'HEAD has 3 tags that on.push.tags (v*) takes (v1, v1.9.0, v1.10.0): the default push is of v1.10.0, the highest; pass --event with a push payload for another',
    });
  });

  it('is a placeholder tag the filter takes when HEAD has none, said as a notice', async () => {
    const ripgrep = await push(RIPGREP_TAGS, { ...FACTS, tags: ['v14.1.0'] });
    expect(ripgrep.github).toMatchObject({ ref: 'refs/tags/0.0.0', ref_name: '0.0.0', ref_type: 'tag' });
    expect(ripgrep.notice).toEqual({
      level: 'info',
      message:
        'the workflow runs on pushes of tags only, and HEAD has no tag that on.push.tags ([0-9]+.[0-9]+.[0-9]+) takes: the default push is of the placeholder tag 0.0.0; tag HEAD, or pass --event with a push payload, for a real one',
    });
    expect((await push('  push:\n    tags: ["v*"]', FACTS)).github).toMatchObject({
      ref: 'refs/tags/v0.0.0',
    });
    expect((await push('  push:\n    tags: ["release-*"]', FACTS)).github).toMatchObject({
      ref: 'refs/tags/release-0',
    });
    expect((await push('  push:\n    tags-ignore: ["v*"]', FACTS)).github).toMatchObject({
      ref: 'refs/tags/0.0.0',
    });
  });

  it('stays a push of the branch, with a warning, when no placeholder tag passes the filter', async () => {
    const { github, notice } = await push('  push:\n    tags-ignore: ["**"]', FACTS);
    expect(github).toMatchObject({ ref: 'refs/heads/feature', ref_type: 'branch' });
    expect(notice).toEqual({
      level: 'warning',
      message:
        'the workflow runs on pushes of tags only, and neither HEAD nor a placeholder tag (v0.0.0, 0.0.0) passes on.push.tags-ignore (**): the default push is of the branch feature, which GitHub never runs it for; tag HEAD with a tag that passes, or pass --event with a push payload whose ref is refs/tags/<tag>',
    });
  });

  it('is a push of the branch when the trigger filters branches too (GitHub runs it for either) or nothing', async () => {
    const facts = { ...FACTS, tags: ['14.1.0'] };
    for (const on of [
      '  push:\n    branches: [main]\n    tags: ["[0-9]+.[0-9]+.[0-9]+"]',
      '  push:\n    branches-ignore: [wip]\n    tags: ["*"]',
      '  push:',
      '  push:\n    paths: ["src/**"]',
    ]) {
      const { github, notice } = await push(on, facts);
      expect(github, on).toMatchObject({ ref: 'refs/heads/feature', ref_type: 'branch' });
      expect(notice, on).toBeNull();
    }
  });
});

describe('defaultEventPayload: a push of the branch', () => {
  it("is HEAD pushed over its first parent, so a diff of before and after has HEAD's changes", () => {
    const payload = defaultEventPayload('push', { ...FACTS, parentSha: PARENT }, {});
    expect(payload).toMatchObject({
      ref: 'refs/heads/feature',
      before: PARENT,
      after: FACTS.sha,
      created: false,
      deleted: false,
      forced: false,
      base_ref: null,
      compare: `https://github.com/octo/app/compare/${PARENT.slice(0, 12)}...${FACTS.sha.slice(0, 12)}`,
    });
    expect(payload.before).not.toBe(payload.after);
  });

  it('is pushed over nothing (all zeros, as GitHub sends for a new branch) when HEAD has no parent', () => {
    for (const facts of [FACTS, { ...FACTS, parentSha: undefined }]) {
      expect(defaultEventPayload('push', facts, {})).toMatchObject({ before: NO_SHA, created: true });
    }
  });

  it("has HEAD as its one commit and its head commit, with git's message and people when known", () => {
    const commit = {
      tree: 'c'.repeat(40),
      message: 'Fix the parser\n\nIt read one byte too many. [skip ci]',
      timestamp: '2024-01-02T03:04:05+01:00',
      author: { name: 'Ann', email: 'ann@example.com' },
      committer: { name: 'Bob', email: 'bob@example.com' },
    };
    const payload = defaultEventPayload('push', { ...FACTS, parentSha: PARENT, commit }, {});
    const headCommit = {
      id: FACTS.sha,
      tree_id: commit.tree,
      distinct: true,
      message: commit.message,
      timestamp: commit.timestamp,
      author: commit.author,
      committer: commit.committer,
      url: `https://github.com/octo/app/commit/${FACTS.sha}`,
    };
    expect(payload.head_commit).toEqual(headCommit);
    expect(payload.commits).toEqual([headCommit]);
  });
});

describe('defaultEventPayload: the action of every trigger that takes types:', () => {
  const usual: Record<string, string> = {
    branch_protection_rule: 'created',
    check_run: 'created',
    check_suite: 'completed',
    discussion: 'created',
    discussion_comment: 'created',
    issue_comment: 'created',
    issues: 'opened',
    label: 'created',
    merge_group: 'checks_requested',
    milestone: 'created',
    project: 'created',
    project_card: 'created',
    project_column: 'created',
    pull_request: 'opened',
    pull_request_review: 'submitted',
    pull_request_review_comment: 'created',
    pull_request_target: 'opened',
    registry_package: 'published',
    release: 'published',
    repository_dispatch: 'local-dispatch',
    watch: 'started',
    workflow_run: 'completed',
  };

  it.each(Object.entries(usual))('%s: the first of its types:, else %s', async (event, activity) => {
    const typed = await workflowOn(`  ${event}:\n    types: [first-type, second-type]`);
    expect(defaultEventPayload(event, FACTS, {}, typed)).toMatchObject({ action: 'first-type' });
    expect(defaultEventPayload(event, FACTS, {}, await workflowOn(`  ${event}:`))).toMatchObject({
      action: activity,
    });
  });

  it('has none for triggers without activities', () => {
    for (const event of ['push', 'workflow_dispatch', 'schedule', 'create', 'page_build'])
      expect(defaultEventPayload(event, FACTS, {}), event).not.toHaveProperty('action');
  });

  it("gives a check suite, a starred repository and a dispatch what GitHub's payloads carry", async () => {
    const on = `  check_suite:\n    types: [completed]\n  watch:\n    types: [started]\n  repository_dispatch:\n    types: [deploy-prod]`;
    const workflow = await workflowOn(on);
    expect(defaultEventPayload('check_suite', FACTS, {}, workflow)).toMatchObject({
      action: 'completed',
      check_suite: { head_sha: FACTS.sha, status: 'completed', conclusion: 'success' },
    });
    expect(defaultEventPayload('watch', FACTS, {}, workflow)).toMatchObject({ action: 'started' });
    // GitHub's action is the dispatch's event_type; its client_payload is the sender's, here none.
    expect(defaultEventPayload('repository_dispatch', FACTS, {}, workflow)).toMatchObject({
      action: 'deploy-prod',
      branch: 'feature',
      client_payload: {},
    });
  });
});

describe('defaultEventPayload: a pull request', () => {
  it('is an open, undrafted, unmerged pull request from a branch of the repository itself, without labels', async () => {
    for (const event of ['pull_request', 'pull_request_target']) {
      const payload = defaultEventPayload(event, { ...FACTS, parentSha: PARENT, defaultBranch: 'main' }, {});
      const repo = { full_name: 'octo/app', name: 'app', owner: { login: 'octo' }, fork: false };
      expect(payload, event).toMatchObject({
        action: 'opened',
        number: 1,
        pull_request: {
          number: 1,
          title: 'Local pull request',
          body: '',
          state: 'open',
          draft: false,
          merged: false,
          labels: [],
          user: { login: 'me' },
          head: { ref: 'feature', sha: FACTS.sha, label: 'octo:feature', repo },
          base: { ref: 'main', sha: PARENT, repo },
        },
      });
      const github = { event: payload };
      for (const [expression, value] of [
        ['github.event.pull_request.head.repo.fork == false', true],
        ['github.event.pull_request.head.repo.full_name == github.event.repository.full_name', true],
        ["contains(github.event.pull_request.labels.*.name, 'local-label')", false],
        ['github.event.pull_request.draft', false],
      ] as const) {
        expect(expressions.evaluateTruthy(expression, { contexts: { github } }), expression).toBe(value);
      }
    }
  });

  it('carries its label among its labels when labeled, and is closed when closed', async () => {
    const labeled = defaultEventPayload(
      'pull_request',
      FACTS,
      {},
      await workflowOn('  pull_request:\n    types: [labeled]'),
    );
    expect(
      expressions.evaluateTruthy("contains(github.event.pull_request.labels.*.name, 'local-label')", {
        contexts: { github: { event: labeled } },
      }),
    ).toBe(true);
    const closed = defaultEventPayload(
      'pull_request_target',
      FACTS,
      {},
      await workflowOn('  pull_request_target:\n    types: [closed]'),
    );
    expect(closed).toMatchObject({ action: 'closed', pull_request: { state: 'closed', merged: false } });
  });
});

describe('defaultEventPayload: a workflow_run', () => {
  it('is a completed, successful run of the first workflow it names, on the default branch', async () => {
    const workflow = await workflowOn('  workflow_run:\n    workflows: [Build]\n    types: [completed]');
    const payload = defaultEventPayload('workflow_run', { ...FACTS, defaultBranch: 'main' }, {}, workflow);
    expect(payload).toMatchObject({
      action: 'completed',
      workflow_run: {
        name: 'Build',
        event: 'push',
        status: 'completed',
        conclusion: 'success',
        head_branch: 'main',
        head_sha: FACTS.sha,
        pull_requests: [],
      },
    });
    expect(
      expressions.evaluateTruthy("github.event.workflow_run.conclusion == 'success'", {
        contexts: { github: { event: payload } },
      }),
    ).toBe(true);
  });

  it('is not concluded yet when requested or in progress', async () => {
    const workflow = await workflowOn('  workflow_run:\n    workflows: [Build]\n    types: [requested]');
    expect(defaultEventPayload('workflow_run', FACTS, {}, workflow)).toMatchObject({
      action: 'requested',
      workflow_run: { status: 'requested', conclusion: null },
    });
  });
});

describe('githubContext: the workflow', () => {
  it("is of the checkout's HEAD (workflow_sha) and named with the run's ref (workflow_ref)", async () => {
    expect(await context('push', { ref: 'refs/heads/dev' })).toMatchObject({
      workflow_sha: FACTS.sha,
      workflow_ref: 'octo/app/wf.yml@refs/heads/dev',
    });
  });
});

describe('parseEventPayload: an --event file', () => {
  it(`refuses a payload nested deeper than ${LIMITS.eventDepth} levels, naming the file and the limit, without overflowing the stack`, () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    expect(parseEventPayload(nested(LIMITS.eventDepth), 'ok.json')).toBeTypeOf('object');
    const refusal = (text: string) => {
      try {
        parseEventPayload(text, 'deep.json');
      } catch (error) {
        return error as UserError;
      }
      throw new Error('the payload was taken');
    };
    for (const depth of [LIMITS.eventDepth + 1, 3000, 200_000]) {
      const error = refusal(nested(depth));
      expect(error).toBeInstanceOf(UserError);
      expect([error.code, error.where, error.message]).toEqual([
        'event-invalid',
        'deep.json',
        `an event payload nested deeper than ${LIMITS.eventDepth} levels of objects and arrays is refused (GitHub's own nest under 10)`,
      ]);
    }
    const arrays = `{"a":${'['.repeat(LIMITS.eventDepth)}${']'.repeat(LIMITS.eventDepth)}}`;
    expect(refusal(arrays).message).toMatch(/nested deeper than/);
  });

  it('refuses text that is not JSON naming where, and quotes none of it', () => {
    for (const [text, said] of [
      ['{\n  "a": 1,\n  x\u001b[31m ghp_notatoken\n}', 'not JSON at line 3, column 3'],
      ['x\u001b[31m secret-ish', 'not JSON'],
      ['{"a":', 'not JSON (it ends too soon)'],
    ]) {
      let error: unknown;
      try {
        parseEventPayload(text as string, 'event.json');
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(UserError);
      expect((error as UserError).message).toBe(`${said}; an event payload is one JSON object`);
    }
  });
});
