import { describe, expect, it } from 'vitest';
import { WorkflowCommandGuard, withoutWorkflowCommands } from '../../src/core/one-line.js';
import { obeyedCommands } from '../support/actions-runner.js';

/** Text the runner would obey: lines starting with `::` after their indent, `##[` anywhere in a line. */
const HOSTILE = [
  '::error title=Injected::summary',
  '  ::set-output name=status::success',
  '\t::add-mask::secret-value',
  '\u0085::warning::after a next-line character',
  '\u00a0\u2003::notice::after other spaces',
  'text then ##[add-mask]mid-line',
  '##[error]legacy',
  '###[group]three hashes',
  'cr\r::stop-commands::tok',
  '::TOKEN::',
].join('\n');

describe('withoutWorkflowCommands', () => {
  it('leaves no line the runner would read as a command, and escapes only the character that starts one', () => {
    // Each line is obeyed; the stop line by stopping what follows it.
    for (const line of HOSTILE.split('\n'))
      expect(obeyedCommands(`${line}\n::error::after`), line).toHaveLength(line.includes('stop-') ? 0 : 2);
    const shown = withoutWorkflowCommands(HOSTILE);
    expect(obeyedCommands(shown)).toEqual([]);
    expect(shown).toBe(
      [
        '\\u003a:error title=Injected::summary',
        '  \\u003a:set-output name=status::success',
        '\t\\u003a:add-mask::secret-value',
        '\u0085\\u003a:warning::after a next-line character',
        '\u00a0\u2003\\u003a:notice::after other spaces',
        'text then \\u0023#[add-mask]mid-line',
        '\\u0023#[error]legacy',
        '#\\u0023#[group]three hashes',
        'cr\r\\u003a:stop-commands::tok',
        '\\u003a:TOKEN::',
      ].join('\n'),
    );
  });

  it('leaves text that is no command as it is: a colon or hash elsewhere, a single colon', () => {
    const plain = 'a::b\n: one colon\n#[x] and ## [y]\nhttps://example.com/#[a]';
    expect(withoutWorkflowCommands(plain)).toBe(plain);
  });

  it('keeps JSON the same JSON: the escapes are JSON escapes', () => {
    const value = { summary: HOSTILE, data: { '##[add-mask]k': '::error::v' } };
    for (const json of [JSON.stringify(value), JSON.stringify(value, null, 2)]) {
      const shown = withoutWorkflowCommands(json);
      expect(obeyedCommands(shown)).toEqual([]);
      expect(JSON.parse(shown)).toEqual(value);
    }
  });

  it('is idempotent: escaped text is escaped no further', () => {
    const once = withoutWorkflowCommands(HOSTILE);
    expect(withoutWorkflowCommands(once)).toBe(once);
  });
});

describe('WorkflowCommandGuard', () => {
  /** Every way of cutting `text` in two, written as two writes. */
  const cuts = (text: string) =>
    Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);

  it('escapes a command split between two writes, wherever the cut falls', () => {
    const text = `before\n${HOSTILE}\nend ##`;
    const whole = withoutWorkflowCommands(text);
    for (const [first, second] of cuts(text)) {
      const guard = new WorkflowCommandGuard();
      expect(guard.write(first!) + guard.write(second!) + guard.end(), JSON.stringify([first, second])).toBe(
        whole,
      );
    }
  });

  it('escapes nothing a line began before a write: the write goes on that line', () => {
    const guard = new WorkflowCommandGuard();
    expect(guard.write('summary: ')).toBe('summary: ');
    expect(guard.write('::not a command here')).toBe('::not a command here');
    expect(guard.write('\n')).toBe('\n');
    expect(guard.write('::error::now it is') + guard.end()).toBe('\\u003a:error::now it is');
  });

  it('holds only what could still start a command, and gives it back at the end', () => {
    const guard = new WorkflowCommandGuard();
    expect(guard.write('a line\n  ')).toBe('a line\n');
    expect(guard.write('x ##')).toBe('  x ');
    expect(guard.write('#')).toBe('#');
    expect(guard.end()).toBe('##');
    expect(guard.end()).toBe('');
  });
});
