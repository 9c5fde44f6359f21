#!/usr/bin/env node
// A demo agent for baton's examples: no model, no keys, no network, no dependencies (Node >= 20).
// Deterministic: the same prompt always gives the same handoff.
//
//   node examples/agents/demo-agent.mjs <role> [options]
//
// It reads the prompt from $BATON_PROMPT_PATH and writes a handoff to $BATON_HANDOFF_PATH whose summary
// visibly depends on that prompt: it quotes the upstream lines it received (lines starting with "> ",
// which the example templates use for upstream summaries) or the first line of a fenced data block
// (`{{fence github.event.issue.title}}`), and counts the prompt's words. That is the baton passing, made
// visible.
//
// Roles:
//   investigate   finds the bug behind the issue named in the prompt (severity: see --severity)
//   fix           writes a fix of examples/demo-project/wordcount.mjs into $DEMO_PROJECT (default
//                 .baton/demo-project), so a `verify` command can test it; see --fail-attempts
//   triage        rates the issue in the prompt high or low (it mentions a crash, data loss or security
//                 → high) and routes with `next` per --route
//   plan          plans the work on the issue it was routed (--severity, else from the prompt)
//   review        reviews the pull request in the prompt from one angle (--angle, else the first of
//                 security/tests/docs the prompt names)
//   synthesize    merges the reviews quoted in its prompt into one verdict
//
// Options (each also as an env var, for a workflow that sets `env:`):
//   --fail                    DEMO_FAIL=1            exit 1 without a handoff, like a crashed agent
//   --invalid                 DEMO_INVALID=1         write an invalid handoff (a misspelt field)
//   --markers                 DEMO_MARKERS=1         print the handoff between the markers on stdout
//                                                    instead of writing the file
//   --next <stage>            DEMO_NEXT=<stage>      hand off to <stage> (`next`)
//   --fail-attempts <n>       DEMO_FAIL_ATTEMPTS=<n> fail attempts 1..n: `fix` writes a fix that does not
//                                                    pass the tests, other roles exit 1. The attempt number
//                                                    is read from a line "## Attempt <n>" in the prompt
//                                                    (the example templates write it on retries), else 1
//   --severity <high|low>     DEMO_SEVERITY          override the severity the agent finds
//   --route <severity>=<stage>                       triage: where each severity goes (repeatable)
//   --angle <name>            DEMO_ANGLE             review: the angle to review from
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ORIGINAL = join(HERE, '..', 'demo-project', 'wordcount.mjs');
const MARK_START = '---BATON_HANDOFF_START---';
const MARK_END = '---BATON_HANDOFF_END---';

function usage(message) {
  process.stderr.write(
    `demo-agent: ${message}\nusage: demo-agent.mjs <investigate|fix|triage|plan|review|synthesize> [options]\n`,
  );
  process.exit(2);
}

function parseOptions(argv) {
  const env = process.env;
  const options = {
    role: argv[0],
    fail: env.DEMO_FAIL === '1',
    invalid: env.DEMO_INVALID === '1',
    markers: env.DEMO_MARKERS === '1',
    next: env.DEMO_NEXT || null,
    failAttempts: Number(env.DEMO_FAIL_ATTEMPTS || '0'),
    severity: env.DEMO_SEVERITY || null,
    angle: env.DEMO_ANGLE || null,
    routes: {},
  };
  for (let i = 1; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${arg} needs a value`);
      return v;
    };
    if (arg === '--fail') options.fail = true;
    else if (arg === '--invalid') options.invalid = true;
    else if (arg === '--markers') options.markers = true;
    else if (arg === '--next') options.next = value();
    else if (arg === '--fail-attempts') options.failAttempts = Number(value());
    else if (arg === '--severity') options.severity = value();
    else if (arg === '--angle') options.angle = value();
    else if (arg === '--route') {
      const [severity, stage] = value().split('=');
      if (!severity || !stage) usage('--route takes <severity>=<stage>');
      options.routes[severity] = stage;
    } else usage(`unknown option ${arg}`);
  }
  if (!Number.isInteger(options.failAttempts) || options.failAttempts < 0)
    usage('--fail-attempts takes a number');
  return options;
}

function readPrompt() {
  const path = process.env.BATON_PROMPT_PATH;
  if (!path) usage('BATON_PROMPT_PATH is not set: run me as a baton stage');
  return readFileSync(path, 'utf8');
}

/** What the prompt says, as the roles use it. */
function readPromptFacts(prompt) {
  const lines = prompt.split('\n');
  const quoted = lines.filter((line) => line.startsWith('> ')).map((line) => line.slice(2).trim());
  // The first line of each fenced data block (`{{fence …}}`): text people wrote, such as an issue title.
  const fenced = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^<data id="[^"]+">$/.test(lines[i])) continue;
    const first = lines.slice(i + 1).find((line) => line.trim() !== '');
    if (first !== undefined && !first.startsWith('</data')) fenced.push(first.trim());
  }
  const attempt = /^#+\s*Attempt (\d+)/im.exec(prompt);
  const issue = /#(\d+)/.exec(prompt);
  return {
    words: prompt.split(/\s+/).filter(Boolean).length,
    firstLine: (lines.find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '').trim(),
    quoted,
    fenced,
    attempt: attempt ? Number(attempt[1]) : 1,
    issue: issue ? issue[1] : null,
  };
}

const clip = (text, n = 160) => (text.length > n ? `${text.slice(0, n - 1)}…` : text);
const quote = (text) => `"${clip(text)}"`;

function severityOf(prompt, options) {
  if (options.severity) return options.severity;
  const stated = /\b(high|low) severity\b/i.exec(prompt);
  if (stated) return stated[1].toLowerCase();
  return /crash|data loss|security|vulnerab/i.test(prompt) ? 'high' : 'low';
}

// The demo bug: wordcount() splits on a single space, so runs of spaces and empty text miscount.
const HALF_FIX = `// Fixed by the demo agent (attempt 1): trims the ends, still splits on one space.
export function wordcount(text) {
  return text.trim().split(' ').length;
}
`;
const FULL_FIX = `// Fixed by the demo agent: split on any run of whitespace and drop empty pieces.
export function wordcount(text) {
  return text.split(/\\s+/).filter(Boolean).length;
}
`;

const roles = {
  investigate(prompt, facts, options) {
    const severity = severityOf(prompt, options);
    const subject = facts.issue ? `issue #${facts.issue}` : 'the issue';
    return {
      summary: `Root cause of ${subject}: wordcount() in examples/demo-project/wordcount.mjs splits on a single space, so runs of spaces and empty text are miscounted.`,
      detail: [
        `I read a prompt of ${facts.words} words starting ${quote(facts.firstLine)}.`,
        'The function returns text.split(\' \').length: "a  b" counts 3 and "" counts 1.',
        'A fix splits on /\\s+/ and drops empty pieces.',
      ].join('\n'),
      data: { root_cause_file: 'examples/demo-project/wordcount.mjs', severity, prompt_words: facts.words },
    };
  },

  fix(_prompt, facts, options) {
    const failing = facts.attempt <= options.failAttempts;
    const project = process.env.DEMO_PROJECT || join('.baton', 'demo-project');
    mkdirSync(project, { recursive: true });
    writeFileSync(join(project, 'wordcount.mjs'), failing ? HALF_FIX : FULL_FIX);
    readFileSync(ORIGINAL, 'utf8'); // the file being fixed must exist: fail loudly if the demo moved
    const upstream = facts.quoted[0] ? ` Building on: ${quote(facts.quoted[0])}` : '';
    const retry = facts.attempt > 1 ? ` (attempt ${facts.attempt}, after the tests failed)` : '';
    return {
      summary: `${failing ? 'Trimmed the text before splitting' : 'Split on any run of whitespace'} in wordcount()${retry}.${upstream}`,
      detail: `Wrote ${join(project, 'wordcount.mjs')}. The prompt had ${facts.words} words and ${facts.quoted.length} quoted upstream line(s).`,
      data: { changed_file: join(project, 'wordcount.mjs'), attempt: facts.attempt },
    };
  },

  triage(prompt, facts, options) {
    const severity = severityOf(prompt, options);
    const route = options.routes[severity];
    return {
      summary: `Triaged ${facts.issue ? `issue #${facts.issue}` : 'the issue'} as ${severity} severity: ${quote(facts.fenced[0] ?? facts.firstLine)}.`,
      data: { severity, prompt_words: facts.words },
      ...(route && !options.next ? { next: { stage: route, reason: `severity ${severity}` } } : {}),
    };
  },

  plan(prompt, facts, options) {
    const severity = severityOf(prompt, options);
    const subject = facts.issue ? `issue #${facts.issue}` : 'the issue';
    const when =
      severity === 'high' ? 'ship a patch release today' : 'schedule it for the next minor release';
    const upstream = facts.quoted[0] ? ` Based on: ${quote(facts.quoted[0])}` : '';
    return {
      summary: `Plan for ${subject} (${severity}): reproduce it, add a failing test, fix, ${when}.${upstream}`,
      data: { severity, steps: 4, prompt_words: facts.words },
    };
  },

  review(prompt, facts, options) {
    const angle = options.angle ?? /security|tests|docs/i.exec(prompt)?.[0]?.toLowerCase() ?? 'general';
    const findings = prompt.split('\n').filter((line) => new RegExp(angle, 'i').test(line)).length;
    return {
      summary: `${angle} review of ${quote(facts.fenced[0] ?? facts.firstLine)}: ${findings} line(s) of the prompt touch ${angle}; nothing blocks a merge.`,
      data: { angle, findings, prompt_words: facts.words },
    };
  },

  synthesize(_prompt, facts) {
    const reviews = facts.quoted;
    return {
      summary: `Merged ${reviews.length} review(s): ${reviews.length ? reviews.map((r) => quote(r.split(':')[0])).join(', ') : 'none received'}. Verdict: approve with comments.`,
      detail: reviews.map((r, i) => `${i + 1}. ${r}`).join('\n'),
      data: { reviews: reviews.length, verdict: 'approve-with-comments' },
    };
  },
};

const options = parseOptions(process.argv.slice(2));
const role = roles[options.role];
if (!role) usage(options.role ? `unknown role ${options.role}` : 'which role? give one');

const prompt = readPrompt();
const facts = readPromptFacts(prompt);
process.stdout.write(
  `demo ${options.role} agent: attempt ${facts.attempt}, read ${facts.words} words, ${facts.quoted.length} upstream line(s)\n`,
);

if (options.fail) {
  process.stderr.write(`demo ${options.role} agent: failing as asked (--fail)\n`);
  process.exit(1);
}
if (options.role !== 'fix' && facts.attempt <= options.failAttempts) {
  process.stderr.write(
    `demo ${options.role} agent: failing attempt ${facts.attempt} of the first ${options.failAttempts}, as asked\n`,
  );
  process.exit(1);
}

const handoff = { version: 1, status: 'success', ...role(prompt, facts, options) };
if (options.next) handoff.next = { stage: options.next, reason: 'asked to (--next)' };
if (options.invalid) {
  // A misspelt field: baton refuses it and names the right one ("did you mean `summary`?").
  handoff.sumary = handoff.summary;
  delete handoff.summary;
}

const json = JSON.stringify(handoff, null, 2);
if (options.markers) {
  process.stdout.write(`${MARK_START}\n${json}\n${MARK_END}\n`);
} else {
  const path = process.env.BATON_HANDOFF_PATH;
  if (!path) usage('BATON_HANDOFF_PATH is not set: run me as a baton stage');
  writeFileSync(path, `${json}\n`);
}
process.stdout.write(`demo ${options.role} agent: handed off: ${handoff.summary ?? '(invalid handoff)'}\n`);
