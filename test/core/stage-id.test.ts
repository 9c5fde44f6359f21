import { describe, expect, it } from 'vitest';
import { UserError } from '../../src/core/errors.js';
import { STAGE_ID_PATTERN } from '../../src/core/names.js';
import { slugifyStageValue, stageIdFor } from '../../src/core/stage-id.js';

describe('stageIdFor', () => {
  it('is the job id outside a matrix', () => {
    expect(stageIdFor('review')).toBe('review');
    expect(stageIdFor('review', {})).toBe('review');
    expect(stageIdFor('review', null)).toBe('review');
  });

  it('appends the matrix values of a leg', () => {
    expect(stageIdFor('review', { angle: 'security' })).toBe('review-security');
  });

  it('takes matrix keys in sorted order, whatever order they come in', () => {
    expect(stageIdFor('review', { model: 'gpt', angle: 'security' })).toBe('review-security-gpt');
    expect(stageIdFor('review', { angle: 'security', model: 'gpt' })).toBe('review-security-gpt');
  });

  it('slugifies values to the stage-id alphabet', () => {
    expect(stageIdFor('test', { os: 'Ubuntu 22.04', node: 20 })).toBe('test-20-ubuntu-22-04');
    expect(stageIdFor('test', { flag: true })).toBe('test-true');
    expect(stageIdFor('test', { name: 'Café crème' })).toBe('test-cafe-creme');
    expect(slugifyStageValue('--a//b__c--')).toBe('a-b__c');
  });

  it('turns objects and arrays into their values, deterministically', () => {
    expect(stageIdFor('build', { target: { version: 22, name: 'ubuntu' } })).toBe('build-ubuntu-22');
    expect(stageIdFor('build', { target: { name: 'ubuntu', version: 22 } })).toBe('build-ubuntu-22');
    expect(stageIdFor('build', { list: ['a', ['b', 'c']] })).toBe('build-a-b-c');
    expect(stageIdFor('build', { none: null })).toBe('build-null');
  });

  it('leaves out values that slugify to nothing', () => {
    expect(stageIdFor('build', { a: '!!!', b: 'x' })).toBe('build-x');
  });

  it('cuts long ids to 100 characters with a hash that keeps them distinct', () => {
    const a = stageIdFor('job', { text: 'a'.repeat(200) });
    const b = stageIdFor('job', { text: `${'a'.repeat(199)}b` });
    expect(a.length).toBeLessThanOrEqual(100);
    expect(b.length).toBeLessThanOrEqual(100);
    expect(a).not.toBe(b);
    expect(a).toMatch(STAGE_ID_PATTERN);
    expect(stageIdFor('job', { text: 'a'.repeat(200) })).toBe(a);
  });

  it('refuses a job id that is not a stage id', () => {
    expect(() => stageIdFor('1job')).toThrowError(UserError);
    expect(() => stageIdFor('1job')).toThrowError(/job id "1job" is not a valid stage id/);
  });
});
