import { describe, expect, it } from 'vitest';
import { unpinnedMessage } from '../../../src/core/lint/rules/unpinned-action.js';
import { lintFixture, where } from '../../support/lint-fixtures.js';

describe('lint rule unpinned-action', () => {
  it('finds tags, branches, short shas, unpinned images and reusable workflows', async () => {
    const findings = (await lintFixture('unpinned-action.bad.yml')).filter(
      (f) => f.rule === 'unpinned-action',
    );
    expect(where(findings)).toEqual([
      '9:15 unpinned-action',
      '10:15 unpinned-action',
      '11:15 unpinned-action',
      '15:15 unpinned-action',
      '16:15 unpinned-action',
      '18:11 unpinned-action',
    ]);
    expect(findings[0]?.message).toBe(
      "tj-actions/changed-files@v45: `v45` is not a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: tj-actions/changed-files@<40-hex commit sha> # v45 (only GitHub's own actions, under actions/, github/ and dependabot/, may name a tag or branch)",
    );
    expect(findings[3]?.message).toBe(
      'docker://alpine:3.20: the image is not pinned to a digest; a tag can be pushed again with other content. Use docker://alpine@sha256:<digest>',
    );
  });

  it("accepts full shas, digests, local actions and workflows, and GitHub's own actions and workflows at a tag or branch", async () => {
    expect(await lintFixture('unpinned-action.good.yml')).toEqual([]);
  });

  it('lets only the owners actions, github and dependabot name a tag or branch (zizmor’s first-party policy), in any case', () => {
    for (const uses of [
      'actions/checkout@v4',
      'actions/setup-node@main',
      'ACTIONS/cache@v4',
      'github/codeql-action/init@v3',
      'dependabot/fetch-metadata@v2',
    ])
      expect(unpinnedMessage(uses), uses).toBeNull();
    for (const uses of [
      'actions-org/checkout@v4',
      'my-actions/checkout@v4',
      'githubcorp/tool@v1',
      'advanced-security/tool@v1',
      'octo-org/actions@v1',
    ])
      expect(unpinnedMessage(uses), uses).toMatch(/is not a commit sha/);
  });

  it('says what to do when there is no ref at all, and takes an uppercase sha as not pinned', () => {
    expect(unpinnedMessage('actions/checkout')).toBe(
      'actions/checkout: no ref at all; pin the full commit sha: actions/checkout@<40-hex commit sha> # <tag>',
    );
    expect(unpinnedMessage(`octo-org/tool@${'A'.repeat(40)}`)).toMatch(/is not a commit sha/);
    expect(unpinnedMessage(`octo-org/tool@${'a'.repeat(40)}`)).toBeNull();
  });
});
