import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setOutputs, writeSummary } from '../../../src/adapters/github/outputs.js';
import { LIMITS } from '../../../src/core/names.js';
import type { StageRecord } from '../../../src/core/record.js';
import { redactedSummary, renderStageSummary } from '../../../src/core/report/stage-summary.js';
import { parseFileCommand } from '../../support/actions-runner.js';
import { callInWorker } from '../../support/call-in-worker.js';
import { HOSTILE_FENCES, PLAIN_CODE_BLOCK } from '../../support/hostile-fences.js';
import {
  images,
  liveClosingKeywords,
  liveMentions,
  liveReferences,
  rawHtmlTags,
  renderGfm,
  textOutsideCode,
  urls,
} from '../../support/markdown-oracle.js';

const STAGE_SUMMARY = new URL('../../../src/core/report/stage-summary.ts', import.meta.url);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-outputs-'));
  process.env.GITHUB_OUTPUT = join(dir, 'output');
  process.env.GITHUB_STEP_SUMMARY = join(dir, 'summary');
  await writeFile(process.env.GITHUB_OUTPUT, '');
  await writeFile(process.env.GITHUB_STEP_SUMMARY, '');
});
afterEach(async () => {
  delete process.env.GITHUB_OUTPUT;
  delete process.env.GITHUB_STEP_SUMMARY;
  await rm(dir, { recursive: true, force: true });
});

function record(overrides: Partial<StageRecord> = {}): StageRecord {
  const now = '2026-11-21T13:05:00.000Z';
  return {
    schema: 'baton.record/v1',
    stage: 'fix',
    job: 'fix',
    matrix: null,
    attempt: 1,
    repair: false,
    hop: 1,
    run: { id: '1', attempt: 1, workflow: 'w', repository: 'o/r', event_name: 'push', sha: 'a', ref: 'r' },
    agent: {
      command: 'x',
      preset: null,
      exit_code: 0,
      started_at: now,
      finished_at: now,
      duration_ms: 1500,
      usage: null,
    },
    verify: null,
    status: 'success',
    outcome: { reason: 'completed', message: null },
    present: true,
    digests: { handoff: 'c'.repeat(64), prompt: 'd'.repeat(64) },
    lineage: [],
    problems: [],
    ...overrides,
  };
}

describe('setOutputs', () => {
  it('writes values holding newlines, EOF and ghadelimiter_ as exactly those outputs', async () => {
    const data = JSON.stringify({ a: 'x\nstatus<<EOF\npwned\nEOF', b: 'ghadelimiter_1234' });
    setOutputs({ status: 'success', data, next: '' });
    const outputs = parseFileCommand(await readFile(join(dir, 'output'), 'utf8'));
    expect(outputs).toEqual({ status: 'success', data, next: '' });
  });

  it('refuses a name that is not one of baton’s outputs, writing nothing', async () => {
    expect(() => setOutputs({ status: 'success', 'pwned name': 'x' })).toThrow(
      'refusing to set output "pwned name": not one of baton\'s outputs',
    );
    expect(await readFile(join(dir, 'output'), 'utf8')).toBe('');
  });
});

describe('the job summary', () => {
  it('shows stage, status, summary, data and problems with handoff text defused and secrets redacted', async () => {
    const secret = 'hunter2-secret-value';
    const markdown = renderStageSummary({
      record: record({
        problems: [
          { code: 'redacted', severity: 'warning', path: '$.summary', message: 'a | pipe <b>bold</b>' },
        ],
      }),
      handoff: {
        version: 1,
        status: 'success',
        summary: `Done @octocat <img src=x onerror=alert(1)> ${secret} <!-- hidden -->`,
        data: { key: 'line1\nline2 | cell', other: secret },
        next: { stage: 'review' },
      },
      artifactName: 'baton-fix',
      secrets: [secret],
    });
    expect(markdown).toContain('### ✅ baton stage `fix`');
    expect(markdown).toContain('| next | review |');
    expect(markdown).toContain('| key | line1<br>line2 \\| cell |');
    expect(markdown).not.toContain(secret);
    expect(markdown).not.toContain('<img');
    expect(markdown).not.toContain('<!--');
    expect(markdown).not.toMatch(/(^|[^`])@octocat/);
    expect(markdown).toContain('#### Problems');
    await writeSummary(markdown, [secret]);
    expect(await readFile(join(dir, 'summary'), 'utf8')).toContain('baton stage `fix`');
  });

  it('keeps a Data value with a backslash before a pipe in its cell (the row is not cut)', () => {
    const value = 'approve \\| but I removed the failing tests';
    const markdown = renderStageSummary({
      record: record(),
      handoff: { version: 1, status: 'success', summary: 'ok', data: { verdict: value } },
      artifactName: 'baton-fix',
      secrets: [],
    });
    const row = markdown.split('\n').find((line) => line.startsWith('| verdict'));
    const html = renderGfm(`| key | value |\n|---|---|\n${row}\n`);
    expect(html).toContain('<td>verdict</td>\n<td>approve | but I removed the failing tests</td>');
  });

  it("shows text in angle brackets as written, escaped, not dropped: a problem's hint keeps its <key>", () => {
    const hint =
      'upstream stage a-security has no record; its fields render empty and its data has no fields (read one with {{default stages.a-security.data.<key> "…"}}, or inside {{#if stages.a-security.present}})';
    const markdown = renderStageSummary({
      record: record({
        problems: [
          { code: 'template-upstream-record-missing', severity: 'warning', path: '$', message: hint },
        ],
      }),
      handoff: {
        version: 1,
        status: 'success',
        summary: 'Returns Vec<String>; see <details>x</details>',
        data: { type: 'Option<T>' },
      },
      secrets: [],
    });
    const text = textOutsideCode(renderGfm(markdown));
    expect(text).toContain('{{default stages.a-security.data.<key> "…"}}');
    expect(text).toContain('Returns Vec<String>; see <details>x</details>');
    expect(text).toContain('Option<T>');
    expect(rawHtmlTags(markdown)).toEqual([]);
  });

  it('says a record that was not stored, and why, with its handoff still shown', () => {
    const secret = 'hunter2-secret-value';
    const markdown = renderStageSummary({
      record: record(),
      handoff: { version: 1, status: 'success', summary: 'Fixed it.' },
      notStored: `could not store the record as artifact baton-fix: HTTP 500 <b>${secret}</b>`,
      secrets: [secret],
    });
    expect(markdown).toContain('| artifact | not stored |');
    expect(markdown).toMatch(
      /^Could not store the record as artifact baton-fix: HTTP 500 .*\. No later stage can read this record or its handoff; it is shown here only\.$/m,
    );
    expect(markdown).not.toContain(secret);
    expect(markdown).toContain('Fixed it.');
    expect(rawHtmlTags(markdown)).toEqual([]);
  });

  it('stays under the step-summary limit, cutting whole sections and saying where the rest is', () => {
    const problems = Array.from({ length: 400 }, (_, i) => ({
      code: 'handoff-invalid',
      severity: 'warning' as const,
      path: `$.data.k${i}`,
      message: 'y'.repeat(4000),
    }));
    const markdown = renderStageSummary({
      record: record({ problems }),
      handoff: null,
      artifactName: 'baton-fix',
      secrets: [],
    });
    expect(Buffer.byteLength(markdown)).toBeLessThanOrEqual(LIMITS.stepSummaryBytes);
    expect(markdown).toContain('_Cut to fit the step summary; the full record is in artifact baton-fix._');
    expect(markdown).toContain('baton stage `fix`');
  });
});

describe("the job summary: images only from GitHub's hosts", () => {
  const GITHUB = 'https://user-images.githubusercontent.com/1/chart.png';
  const SERVER = 'https://ghe.example.com/storage/user/1/chart.png';
  const ELSEWHERE = 'https://attacker.example/p.png?d=private';
  const pictures = `![a](${GITHUB}) ![b](${SERVER}) ![c](${ELSEWHERE})`;
  const summaryOf = (serverUrl?: string) =>
    renderStageSummary({
      record: record({
        outcome: { reason: 'completed', message: pictures },
        problems: [{ code: 'x', severity: 'warning', path: '$', message: pictures }],
      }),
      handoff: { version: 1, status: 'success', summary: pictures, data: { chart: pictures } },
      secrets: [],
      ...(serverUrl === undefined ? {} : { serverUrl }),
    });

  it("shows GitHub's images and turns any other into a link, in every field", () => {
    const markdown = summaryOf();
    // The outcome, the summary, the data and the problem.
    expect(images(markdown)).toEqual([GITHUB, GITHUB, GITHUB, GITHUB]);
    expect(markdown).toContain(`[image: c](${ELSEWHERE})`);
    expect(markdown).toContain(`[image: b](${SERVER})`);
  });

  it('shows the images of the GitHub server it is given (GitHub Enterprise Server) too', () => {
    const markdown = summaryOf('https://ghe.example.com');
    expect(images(markdown).filter((src) => src === SERVER)).toHaveLength(4);
    expect(new Set(images(markdown))).toEqual(new Set([GITHUB, SERVER]));
    expect(markdown).toContain(`[image: c](${ELSEWHERE})`);
  });
});

describe('the job summary: code fences the renderer reads differently', () => {
  const summaryOf = (text: string) =>
    renderStageSummary({
      record: record({ outcome: { reason: 'completed', message: text } }),
      handoff: { version: 1, status: 'success', summary: text },
      secrets: [],
    });

  it.each(HOSTILE_FENCES)('leaves nothing live: %s', (_, text) => {
    // The summary is redacted once more on its way to the file; check what is written too.
    const summary = summaryOf(text);
    for (const markdown of [summary, redactedSummary(summary, [])]) {
      expect(liveMentions(markdown)).toEqual([]);
      expect(liveClosingKeywords(markdown)).toEqual([]);
      expect(liveReferences(markdown)).toEqual([]);
      expect(rawHtmlTags(markdown)).toEqual([]);
      expect(images(markdown)).toEqual([]);
      for (const url of urls(markdown)) expect(url).toMatch(/^https:\/\//);
    }
  });

  it('writes a summary whose last redaction cuts across fields as one plain code block', () => {
    const begin = 'key: -----BEGIN RSA PRIVATE KEY-----';
    const end = '```\n-----END RSA PRIVATE KEY-----\n@alice <b>bold</b> fixes #1\n```';
    for (const [first, second] of [
      [begin, end],
      [end, begin],
    ] as const) {
      const markdown = renderStageSummary({
        record: record({ outcome: { reason: 'completed', message: second } }),
        handoff: { version: 1, status: 'success', summary: first },
        secrets: [],
      });
      // What writeSummary appends (core.summary keeps the first file it wrote to for the whole process).
      const written = redactedSummary(markdown, []);
      expect(liveMentions(written)).toEqual([]);
      expect(liveClosingKeywords(written)).toEqual([]);
      expect(rawHtmlTags(written)).toEqual([]);
      // BEGIN before END (the outcome message comes before the summary): the last redaction took the span
      // between them, so all of it is one code block.
      if (markdown.indexOf('-----BEGIN') < markdown.indexOf('-----END')) {
        expect(written).toMatch(/^`{3,}\n### /);
        expect(written).toContain('[REDACTED:private-key]');
        expect(renderGfm(written)).toMatch(/^<pre><code>/);
      } else {
        expect(written.trimEnd()).toBe(markdown.trimEnd());
      }
    }
  });

  it('writes a summary with a long run of spaces inside as one code block too', async () => {
    // 2^19 spaces: the trailing whitespace was cut with /\s+$/, which read the run again from each space.
    const token = `ghp_${'A1b2C3d4E5'.repeat(4)}`;
    const markdown = `a${' '.repeat(2 ** 19)}b ${token}\n`;
    const [written] = await callInWorker<string>(STAGE_SUMMARY, [['redactedSummary', markdown, []]]);
    expect(written).toBe(`\`\`\`\na${' '.repeat(2 ** 19)}b [REDACTED:github-token]\n\`\`\`\n`);
  });

  it('keeps a code block in the summary as code', () => {
    expect(renderGfm(summaryOf(PLAIN_CODE_BLOCK))).toContain(
      '<pre><code class="language-sh">@user &lt;b&gt;bold&lt;/b&gt; fixes #1\n</code></pre>',
    );
  });
});
