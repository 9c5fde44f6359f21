import { describe, expect, it } from 'vitest';
import { AddMaskReader } from '../../../src/core/workflow/file-commands.js';

/** The reader over a whole output at once. */
function addMaskValues(output: string): string[] {
  const reader = new AddMaskReader();
  reader.push(output);
  return reader.end();
}

describe('addMaskValues', () => {
  it('takes each ::add-mask:: value, as the runner reads the command', () => {
    const output = [
      'plain output',
      '::add-mask::generated-token-123',
      '   ::add-mask::  padded value  ',
      '::add-mask::two%0Alines%25',
      'not a command ::add-mask::inline',
      '::add-mask::',
      '::add-mask::generated-token-123',
    ].join('\n');
    expect(addMaskValues(output)).toEqual(['generated-token-123', 'padded value', 'two\nlines%']);
  });

  it('reads no command between ::stop-commands::<token> and ::<token>::', () => {
    const output = [
      '::stop-commands::pause-7f3a',
      '::add-mask::printed-not-run',
      '::pause-7f3a::',
      '::add-mask::after-the-pause\r',
    ].join('\n');
    expect(addMaskValues(output)).toEqual(['after-the-pause']);
  });

  it('reads a command split between chunks, and no command from a line too long to be one', () => {
    const reader = new AddMaskReader();
    for (const chunk of [
      'out\n::add-',
      'mask::split-val',
      'ue-1\nmore\n',
      `::add-mask::${'y'.repeat(70_000)}`,
      '\n::add-mask::last-one',
    ])
      reader.push(chunk);
    expect(reader.end()).toEqual(['split-value-1', 'last-one']);
  });
});
