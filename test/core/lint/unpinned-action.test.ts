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
      'actions/checkout@v4: `v4` is not a commit sha, and a tag or branch can be moved to other code; pin the full commit sha: actions/checkout@<40-hex commit sha> # v4',
    );
    expect(findings[3]?.message).toBe(
      'docker://alpine:3.20: the image is not pinned to a digest; a tag can be pushed again with other content. Use docker://alpine@sha256:<digest>',
    );
  });

  it('accepts full shas, digests and local actions and workflows', async () => {
    expect(await lintFixture('unpinned-action.good.yml')).toEqual([]);
  });

  it('says what to do when there is no ref at all, and takes an uppercase sha as not pinned', () => {
    expect(unpinnedMessage('actions/checkout')).toBe(
      'actions/checkout: no ref at all; pin the full commit sha: actions/checkout@<40-hex commit sha> # <tag>',
    );
    expect(unpinnedMessage(`actions/checkout@${'A'.repeat(40)}`)).toMatch(/is not a commit sha/);
    expect(unpinnedMessage(`actions/checkout@${'a'.repeat(40)}`)).toBeNull();
  });
});
