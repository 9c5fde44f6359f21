import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSection } from '../../support/docs.js';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the report example of docs/reports.md', () => {
  it('is the Markdown the renderer produces for the demo run (the snapshot render-report.test.ts keeps)', () => {
    const reports = docSection('Reports');
    const match = /<!-- report-example:start -->\n([\s\S]*?)\n<!-- report-example:end -->/.exec(reports);
    expect(match, 'the Reports section has no report example between its markers').not.toBeNull();
    const snapshot = readFileSync(join(root, 'test/core/report/__snapshots__/demo-report.md'), 'utf8');
    expect(match![1]).toBe(snapshot.replace(/\n+$/, ''));
  });
});
