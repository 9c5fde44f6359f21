import { describe, expect, it } from 'vitest';
import { extractHandoffFromLog } from '../../src/core/handoff-log.js';

const START = '---BATON_HANDOFF_START---';
const END = '---BATON_HANDOFF_END---';

describe('extractHandoffFromLog', () => {
  it('takes the block between the markers', () => {
    const log = ['thinking…', START, '{"version":1,', '"summary":"x"}', END, 'bye'].join('\n');
    expect(extractHandoffFromLog(log)).toEqual({ json: '{"version":1,\n"summary":"x"}', warnings: [] });
  });

  it('takes the last complete block when there are several', () => {
    const log = [START, '{"summary":"draft"}', END, 'more work', START, '{"summary":"final"}', END, ''].join(
      '\n',
    );
    expect(extractHandoffFromLog(log).json).toBe('{"summary":"final"}');
  });

  it('tolerates CRLF line ends and spaces around a marker', () => {
    const log = `out\r\n  ${START} \r\n{"summary":"x"}\r\n${END}\r\n`;
    expect(extractHandoffFromLog(log)).toEqual({ json: '{"summary":"x"}', warnings: [] });
  });

  it('ignores markers that are not alone on their line', () => {
    const log = [`echo ${START}`, '{"summary":"quoted"}', `${END} done`, 'no block here'].join('\n');
    expect(extractHandoffFromLog(log)).toEqual({ json: null, warnings: [] });
  });

  it('returns null when there is no block', () => {
    expect(extractHandoffFromLog('')).toEqual({ json: null, warnings: [] });
    expect(extractHandoffFromLog(`${END}\n{}\n`)).toEqual({ json: null, warnings: [] });
  });

  it('ignores an unterminated trailing block with a warning, keeping the complete block before it', () => {
    const log = [START, '{"summary":"complete"}', END, 'later:', START, '{"summary":"cut off'].join('\n');
    expect(extractHandoffFromLog(log)).toEqual({
      json: '{"summary":"complete"}',
      warnings: [
        {
          code: 'handoff-markers-unterminated',
          severity: 'warning',
          path: 'output line 5',
          message: `${START} without a ${END} line after it; that block was ignored and the complete block before it used`,
        },
      ],
    });
  });

  it('warns about an unterminated block when it is the only one', () => {
    const { json, warnings } = extractHandoffFromLog(`hello\n${START}\n{"summary":"x"}\n`);
    expect(json).toBeNull();
    expect(warnings.map((w) => `${w.path}: ${w.message}`)).toEqual([
      `output line 2: ${START} without a ${END} line after it; that block was ignored`,
    ]);
  });

  it('uses the block nearest its end marker when a start marker repeats', () => {
    const log = [START, 'garbage', START, '{"summary":"x"}', END].join('\n');
    expect(extractHandoffFromLog(log)).toEqual({ json: '{"summary":"x"}', warnings: [] });
  });

  it('gives an empty block as empty text', () => {
    expect(extractHandoffFromLog(`${START}\n${END}\n`).json).toBe('');
  });
});
