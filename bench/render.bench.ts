// Validating five upstream records of 64 KiB each and rendering a prompt from them, in process, against the
// floor of any reader of the same bytes: decoding and JSON.parse. DESIGN §9 budget: ≤ 5 ms.
//
// Validation is what the store does on read (decodeRecordFiles: JSON.parse, the record schema, the handoff
// schema); rendering is buildPromptContext + renderPrompt of a fan-in template over the five legs of a matrix
// job, with each detail fenced. The template is compiled once, as in a run. A second figure adds a
// max-prompt-tokens budget, which tokenizes the prompt (o200k_base): it has no budget of its own in DESIGN §9.
import { SCHEMA_IDS } from '../src/core/names.js';
import type { StageRecord } from '../src/core/record.js';
import { decodeRecordFiles, encodeHandoffJson, encodeRecordJson } from '../src/core/record-files.js';
import { buildPromptContext, type GithubContext } from '../src/core/template/context.js';
import { prepareRender, renderPrompt } from '../src/core/template/render-prompt.js';
import { compareInProcess, report } from './support.js';

const RECORD_BYTES = 64 * 1024;
const LEGS = ['security', 'performance', 'style', 'tests', 'docs'];

const sentence = (i: number) =>
  `Finding ${i}: the parser accepts a trailing comma in argument lists — voilà, an edge case the spec forbids. `;

function recordFor(stage: string): StageRecord {
  return {
    schema: SCHEMA_IDS.record,
    stage,
    job: 'review',
    matrix: { angle: stage.slice('review-'.length) },
    attempt: 1,
    repair: false,
    hop: 2,
    run: {
      id: '20261121-1305-ab12',
      attempt: 1,
      workflow: 'review-pr',
      repository: 'octo-org/octo-repo',
      event_name: 'pull_request',
      sha: '3f786850e387550fdab836ed7e6dc881de23001b',
      ref: 'refs/pull/7/merge',
    },
    agent: {
      command: 'node examples/agents/demo-agent.mjs',
      preset: null,
      exit_code: 0,
      started_at: '2026-11-21T13:05:00.000Z',
      finished_at: '2026-11-21T13:05:42.000Z',
      duration_ms: 42_000,
      usage: { input_tokens: 12_000, output_tokens: 3_400 },
    },
    verify: null,
    status: 'success',
    outcome: { reason: 'completed', message: null },
    present: true,
    digests: { handoff: 'a'.repeat(64), prompt: 'b'.repeat(64) },
    lineage: [{ stage: 'plan', attempt: 1, record_sha256: 'c'.repeat(64) }],
    problems: [],
  };
}

/** record.json and handoff.json of one leg, 64 KiB together, the detail filling what the rest leaves. */
function filesFor(stage: string): { record: Uint8Array; handoff: Uint8Array } {
  const encoder = new TextEncoder();
  const record = encoder.encode(encodeRecordJson(recordFor(stage)));
  const handoff = (detailLength: number) =>
    encoder.encode(
      encodeHandoffJson({
        version: 1,
        status: 'partial',
        summary: `${stage}: ${sentence(0).repeat(20)}`.slice(0, 2000),
        detail: Array.from({ length: 700 }, (_, i) => sentence(i))
          .join('\n')
          .slice(0, detailLength),
        data: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`finding_${i}`, sentence(i)])),
        expectations: { deliverables: ['a fix for each finding'], acceptance: ['tests pass'] },
        artifacts: [{ path: `reports/${stage}.md`, description: 'the full report' }],
      }),
    );
  for (let length = 60_000; length > 0; length -= 64) {
    const bytes = handoff(length);
    if (record.length + bytes.length <= RECORD_BYTES) return { record, handoff: bytes };
  }
  throw new Error('cannot fit a handoff in 64 KiB');
}

const stages = LEGS.map((leg) => `review-${leg}`);
const files = stages.map(filesFor);
const totalBytes = files.reduce((sum, f) => sum + f.record.length + f.handoff.length, 0);

const github: GithubContext = {
  repository: 'octo-org/octo-repo',
  ref: 'refs/pull/7/merge',
  sha: '3f786850e387550fdab836ed7e6dc881de23001b',
  run_id: '20261121-1305-ab12',
  actor: 'octocat',
  event_name: 'pull_request',
  event: { pull_request: { number: 7, title: 'Parse trailing commas', body: 'Fixes #6.' } },
};

const TEMPLATE = `You are writing one review of pull request #{{github.event.pull_request.number}} from {{jobs.review.length}} reviews.

{{#each jobs.review}}
## {{matrix.angle}} ({{status}}, {{meta.duration_ms}} ms)
{{summary}}

{{fence detail label=id}}

Deliverables: {{join expectations.deliverables "; "}}
{{#if (eq status "partial")}}This review is partial.{{/if}}
{{/each}}
Security alone said: {{truncate stages.review-security.summary 200}}
Write the combined review and a handoff.`;

const decoder = new TextDecoder();

function validateAndRender(options: { maxPromptTokens?: number } = {}): string {
  const upstream = files.map((f, i) => {
    const { record, handoff } = decodeRecordFiles(
      { record: decoder.decode(f.record), handoff: decoder.decode(f.handoff) },
      stages[i]!,
      'github',
    );
    return {
      stage: record.stage,
      job: record.job,
      stored: { record, handoff, prompt: '', recordSha256: '' },
    };
  });
  const { context } = buildPromptContext({ upstream, inputs: {}, github });
  return renderPrompt(TEMPLATE, context, options).prompt;
}

function parseOnly(): unknown[] {
  return files.flatMap((f) => [JSON.parse(decoder.decode(f.record)), JSON.parse(decoder.decode(f.handoff))]);
}

// Check what is measured before measuring it.
const prompt = validateAndRender();
if (!prompt.includes('## docs (partial, 42000 ms)') || prompt.length < 5 * 50_000) {
  throw new Error(`the benchmark's prompt is not what it should be (${prompt.length} characters)`);
}

report({
  name: `validate + render a prompt from 5 records of 64 KiB (${(totalBytes / 1024).toFixed(0)} KiB in all), in process`,
  subject: 'decodeRecordFiles ×5 + buildPromptContext + renderPrompt',
  baseline: 'JSON.parse(decode(bytes)) of the same 10 files',
  budget: { ms: 5 },
  ...compareInProcess({ subject: () => validateAndRender(), baseline: parseOnly }),
});

// Where the time goes, for whoever works on it next.
const decoded = files.map((f, i) =>
  decodeRecordFiles(
    { record: decoder.decode(f.record), handoff: decoder.decode(f.handoff) },
    stages[i]!,
    'github',
  ),
);
const upstream = decoded.map(({ record, handoff }) => ({
  stage: record.stage,
  job: record.job,
  stored: { record, handoff, prompt: '', recordSha256: '' },
}));
report({
  name: 'of which validation: for information',
  subject: 'decodeRecordFiles ×5',
  baseline: 'JSON.parse(decode(bytes)) of the same 10 files',
  budget: {},
  ...compareInProcess({
    subject: () =>
      files.map((f, i) =>
        decodeRecordFiles(
          { record: decoder.decode(f.record), handoff: decoder.decode(f.handoff) },
          stages[i]!,
          'github',
        ),
      ),
    baseline: parseOnly,
  }),
});
report({
  name: 'of which rendering (five 60 KiB details fenced): for information',
  subject: 'buildPromptContext + renderPrompt',
  baseline: 'JSON.parse(decode(bytes)) of the same 10 files',
  budget: {},
  ...compareInProcess({
    subject: () => renderPrompt(TEMPLATE, buildPromptContext({ upstream, inputs: {}, github }).context),
    baseline: parseOnly,
  }),
});

const budgetOptions = { maxPromptTokens: 200_000 };
await prepareRender(TEMPLATE, budgetOptions);
validateAndRender(budgetOptions);
report({
  name: 'the same with max-prompt-tokens set (the whole prompt tokenized, nothing cut): for information',
  subject: 'as above + countTokens(prompt) with o200k_base',
  baseline: 'JSON.parse(decode(bytes)) of the same 10 files',
  budget: {},
  ...compareInProcess({
    subject: () => validateAndRender(budgetOptions),
    baseline: parseOnly,
    samples: 7,
    sampleMs: 200,
  }),
});
