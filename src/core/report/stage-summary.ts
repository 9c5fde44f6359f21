import type { Handoff } from '../handoff.js';
import { LIMITS } from '../names.js';
import type { StageRecord } from '../record.js';
import { redactText } from '../redact.js';
import { utf8Length } from '../utf8.js';
import { codeBlock, sanitizeInline, sanitizeMarkdown, sanitizeTableCell } from './sanitize.js';

/**
 * A stage's part of the job summary: what the stage action (and `prepare` refusing, and `capture`) writes to
 * the step summary on GitHub, and `baton run` to the step's summary, so `summary.md` shows the same.
 */

export interface SummaryInput {
  record: StageRecord;
  handoff: Handoff | null;
  /** Where the record was stored (`baton-fix`), when it was. */
  artifactName?: string;
  /** Why the record could not be stored, when it could not: the summary then says so. */
  notStored?: string;
  /** Values to redact, besides the token shapes redactText knows. */
  secrets: readonly string[];
  /**
   * The GitHub server the summary is shown on (the runner's `GITHUB_SERVER_URL`): handoff images on its host
   * are shown, besides those on github.com and githubusercontent.com; any other image becomes a link (see
   * sanitize.ts). Absent for a local run, which shows GitHub's alone.
   */
  serverUrl?: string;
}

const STATUS_ICON: Record<StageRecord['status'], string> = {
  success: '✅',
  partial: '🟡',
  blocked: '⛔',
  failure: '❌',
};

/**
 * The job summary of one stage: stage, status, the handoff's summary, its data as a table, and the
 * problems. Handoff text is sanitised (no HTML, mentions, foreign links or images, invisible characters) and
 * redacted; the whole stays under GitHub's 1 MiB step-summary limit, cutting whole sections from the end.
 */
export function renderStageSummary(input: SummaryInput): string {
  const { record, handoff } = input;
  const cell = (text: string) => sanitizeTableCell(text, input) || ' ';
  const facts: Array<[string, string]> = [
    ['status', `${record.status} (${record.outcome.reason})`],
    ['attempt', String(record.attempt)],
    ['exit code', record.agent.exit_code === null ? 'none' : String(record.agent.exit_code)],
    ['duration', `${(record.agent.duration_ms / 1000).toFixed(1)} s`],
    [
      'handoff',
      record.present && record.digests.handoff
        ? `present, sha256 ${record.digests.handoff.slice(0, 12)}`
        : 'none',
    ],
  ];
  if (handoff?.next) facts.push(['next', handoff.next.stage]);
  if (input.notStored !== undefined) facts.push(['artifact', 'not stored']);
  else if (input.artifactName) facts.push(['artifact', input.artifactName]);

  const sections: string[] = [];
  sections.push(
    [
      `### ${STATUS_ICON[record.status]} baton stage \`${record.stage}\``,
      '',
      '| | |',
      '|---|---|',
      ...facts.map(([k, v]) => `| ${k} | ${cell(v)} |`),
    ].join('\n'),
  );
  if (input.notStored !== undefined) {
    sections.push(
      `${sanitizeInline(capitalise(input.notStored), input)}. No later stage can read this record or its handoff; it is shown here only.`,
    );
  }
  if (record.outcome.message) sections.push(sanitizeMarkdown(record.outcome.message, input));
  if (handoff) sections.push(['#### Summary', '', sanitizeMarkdown(handoff.summary, input)].join('\n'));
  const data = Object.entries(handoff?.data ?? {});
  if (data.length > 0) {
    sections.push(
      [
        '#### Data',
        '',
        '| key | value |',
        '|---|---|',
        ...data.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`),
      ].join('\n'),
    );
  }
  if (record.problems.length > 0) {
    sections.push(
      [
        '#### Problems',
        '',
        '| severity | code | where | message |',
        '|---|---|---|---|',
        ...record.problems.map(
          (p) => `| ${p.severity} | ${cell(p.code)} | ${cell(p.path)} | ${cell(p.message)} |`,
        ),
      ].join('\n'),
    );
  }
  return fitSummary(sections, input.notStored === undefined ? input.artifactName : undefined);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Join sections, dropping whole ones from the end until the text fits the step-summary limit. */
function fitSummary(sections: string[], artifactName: string | undefined): string {
  const note = `_Cut to fit the step summary; the full record is in ${artifactName ? `artifact ${artifactName}` : 'the stage record'}._`;
  const limit = LIMITS.stepSummaryBytes - utf8Length(note) - 4;
  const kept: string[] = [];
  let bytes = 0;
  for (const section of sections) {
    const size = utf8Length(section) + 2;
    if (bytes + size > limit) {
      kept.push(note);
      break;
    }
    kept.push(section);
    bytes += size;
  }
  return `${kept.join('\n\n')}\n`;
}

/**
 * The summary as written. Every field in it was sanitised and redacted on its own, so this last redaction
 * finds something only in text that spans fields (a private key's BEGIN in one, its END in another), and
 * cutting that out would cut the Markdown around it too — a fence's opening line, say, turning code into
 * live text. Then the whole summary is shown as one plain code block instead.
 */
export function redactedSummary(markdown: string, secrets: readonly string[]): string {
  if (redactText(markdown, secrets).redactions.length === 0) return markdown;
  // codeBlock redacts what it is given.
  return `${codeBlock(markdown.trimEnd(), secrets)}\n`;
}
