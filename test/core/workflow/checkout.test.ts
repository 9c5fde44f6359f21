import { describe, expect, it } from 'vitest';
import { checkoutNotDone } from '../../../src/core/workflow/checkout.js';

const LOCAL = { repository: 'octo/app', refs: ['abc123', 'refs/heads/main', 'main'], workspace: '/work/app' };
const uses = 'actions/checkout@v4';
const none = { repository: '', path: '', ref: '' };
const tail = ': baton checks nothing out; the project directory is used as it is';

describe('checkoutNotDone', () => {
  it('is silent for a checkout of what is here: this repository (any case), its ref or commit, the workspace', () => {
    expect(checkoutNotDone(uses, none, LOCAL)).toBeNull();
    expect(
      checkoutNotDone(uses, { repository: 'Octo/App', path: '/work/app/', ref: 'main' }, LOCAL),
    ).toBeNull();
    expect(checkoutNotDone(uses, { ...none, path: './', ref: 'abc123' }, LOCAL)).toBeNull();
  });

  it('names what was not done: another repository at a ref into a path, a ref of this one into a path', () => {
    expect(checkoutNotDone(uses, { repository: 'octo/tools', path: 'tools', ref: 'v2' }, LOCAL)).toBe(
      `${uses}: octo/tools at v2 is not cloned into tools${tail}`,
    );
    expect(checkoutNotDone(uses, { repository: 'octo/tools', path: '', ref: '' }, LOCAL)).toBe(
      `${uses}: octo/tools is not cloned${tail}`,
    );
    expect(checkoutNotDone(uses, { ...none, path: 'old', ref: 'v1' }, LOCAL)).toBe(
      `${uses}: ref v1 of this repository is not checked out into old${tail}`,
    );
    expect(checkoutNotDone(uses, { ...none, path: '/' }, LOCAL)).toBe(
      `${uses}: this repository is not checked out again into /${tail}`,
    );
  });
});
