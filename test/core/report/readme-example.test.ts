import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

describe('README report example', () => {
  it('is the Markdown the renderer produces for the demo run (the snapshot render-report.test.ts keeps)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const match = /<!-- report-example:start -->\n([\s\S]*?)\n<!-- report-example:end -->/.exec(readme);
    expect(match, 'README.md has no report example between its markers').not.toBeNull();
    const snapshot = readFileSync(join(root, 'test/core/report/__snapshots__/demo-report.md'), 'utf8');
    expect(match![1]).toBe(snapshot.replace(/\n+$/, ''));
  });
});
