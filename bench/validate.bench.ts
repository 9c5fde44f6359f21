// Validating a 200 KiB handoff in process (parseHandoff: UTF-8 decode, the strict scanner, JSON.parse, the
// zod schema) against the floor of any JSON reader: decoding and JSON.parse of the same bytes.
import { parseHandoff } from '../src/core/parse-handoff.js';
import { compareInProcess, report } from './support.js';

/** A valid handoff of 200 KiB (a little more) that fills every field, with some multi-byte text. */
function bigHandoff(): Uint8Array {
  for (let entries = 10; entries <= 100; entries++) {
    const bytes = handoffWithEntries(entries);
    if (bytes.length >= 200 * 1024) return bytes;
  }
  throw new Error('could not build a 200 KiB handoff');
}

function handoffWithEntries(entries: number): Uint8Array {
  const para = (n: number) =>
    'The count is off by one when the input ends with a newline — voilà. '.repeat(n);
  const handoff = {
    version: 1,
    status: 'partial',
    summary: para(55).slice(0, 4000),
    detail: para(900).slice(0, 64_000),
    data: Object.fromEntries(
      Array.from({ length: 64 }, (_, i) => [`key_${i}`, i % 3 === 0 ? i : para(14).slice(0, 900)]),
    ),
    next: { stage: 'fix', reason: para(10) },
    expectations: {
      deliverables: Array.from({ length: entries }, () => para(10)),
      acceptance: Array.from({ length: entries }, () => para(10)),
      constraints: Array.from({ length: entries }, () => para(5)),
    },
    failure: { reason: para(5), blockers: [para(3)], questions: [para(3)] },
    artifacts: Array.from({ length: 40 }, (_, i) => ({
      path: `reports/part-${i}.txt`,
      description: para(2),
    })),
  };
  return new TextEncoder().encode(JSON.stringify(handoff, null, 2));
}

const bytes = bigHandoff();
const check = parseHandoff(bytes);
if (check.kind !== 'valid')
  throw new Error(`the benchmark's handoff is invalid: ${JSON.stringify(check.problems)}`);

const decoder = new TextDecoder();
const result = compareInProcess({
  subject: () => parseHandoff(bytes),
  baseline: () => JSON.parse(decoder.decode(bytes)),
});
report({
  name: `validate a ${(bytes.length / 1024).toFixed(0)} KiB handoff, in process`,
  subject: 'parseHandoff(bytes)',
  baseline: 'JSON.parse(decode(bytes))',
  // DESIGN §9 allows 5 ms to validate and render a prompt from five 64 KiB records; validating 200 KiB
  // alone must fit in that. The ratio guards against the scanner or the schema getting slower.
  budget: { ms: 5, ratio: 4 },
  ...result,
});
