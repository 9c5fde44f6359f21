import { FOREIGN_SOURCES, type ForeignBlock, type ForeignSource, markerBlocks } from './handoff-log.js';
import { HANDOFF_MARKERS } from './names.js';
import { oneLine } from './one-line.js';
import { redactText } from './redact.js';
import { withoutTerminalSequences } from './terminal-sequences.js';

/** The texts a stage's agent was handed that someone else wrote. */
export interface ForeignTexts {
  /** The prompt as capture holds it (the split form's redacted). */
  prompt: string;
  /** The event payload (`github.event`): every string in it, however deep, is text an outsider may write. */
  event: unknown;
}

/**
 * Whether a marker block of an agent's output is one someone else wrote, and where it was: a block of the
 * agent's output that is also a whole block of its prompt or of a string of the event payload, or whose text
 * is part of a string of the event payload (a block split across two strings, knownParts), is not the
 * agent's handoff.
 *
 * The prompt: many agent CLIs and wrappers print their prompt back, and a prompt holds text that upstream
 * agents and the event wrote. Checked here, at capture, against the prompt rather than by `fence` or the
 * render taking marker lines out of upstream text: every stage has its prompt at capture (the root action
 * and `baton run` in the prepared attempt, the split form in the sealed state prepare left), and the prompt
 * holds every way such a block can get in — a fenced or unfenced handoff field, the event, `vars`, the task
 * a repair turn quotes — while `fence` sees only what passes through it, and must keep the data it wraps as
 * it was. The handoff instructions of the presets name the markers inside a sentence, never on lines of
 * their own, so an agent that prints them back prints no block; one that copies a whole block the
 * workflow's prompt shows as an example hands off nothing of its own, and its block is passed over too.
 *
 * The event: an outsider's text often reaches the agent through a tool rather than the prompt ("triage
 * issue #7: read it with `gh issue view`"), and an agent that logs what its tools return prints it. Every
 * stage has the event at capture too: `github.event` of its spec, which the capturing step reads from
 * GITHUB_EVENT_PATH itself (the root action, and the split form's capture, which runs in prepare's job so
 * prepare need keep nothing of it) and `baton run` takes from the run's event. Text the agent reads from
 * anywhere else (a file of a fork's pull request, a web page) is not known here: docs/handoff.md says so.
 *
 * Blocks are compared without whitespace and terminal sequences: a CLI may indent, wrap, colour or change
 * the line ends of what it prints. The split form keeps the prompt redacted (split-redact.ts) while the
 * agent read it as rendered, so a block not found as printed is looked for again with both redacted.
 *
 * The event's warning names the string that held the block (`github.event.issue.body`): a legitimate block
 * that collided, such as an issue quoting an earlier run's handoff, is then found. The first such string of
 * the payload in its own order is named, so the same event always names the same one.
 *
 * Nothing is read until a block is asked about (most agents write the handoff file, and most outputs hold
 * no block), and each text once: the event's strings are walked on the first question.
 */
export function foreignBlockTest(
  texts: ForeignTexts,
  secrets: readonly string[],
): (block: string) => ForeignBlock | null {
  let strings: SourceText[] | undefined;
  const eventTexts = () => (strings ??= eventStrings(texts.event, secrets));
  const wholeInEvent = knownBlocks(
    () => eventTexts().filter((text) => text.text.includes(HANDOFF_MARKERS.end)),
    secrets,
  );
  const partOfEvent = knownParts(eventTexts, secrets);
  const known = {
    prompt: knownBlocks(() => [{ text: texts.prompt, at: null }], secrets),
    event: (block) => wholeInEvent(block) ?? partOfEvent(block),
  } satisfies Record<ForeignSource, KnownBlocks>;
  return (block) => {
    let redacted: string | undefined;
    const asked = {
      asGiven: comparable(block),
      redacted: () => (redacted ??= comparable(redactText(block, secrets).text)),
    };
    for (const source of FOREIGN_SOURCES) {
      const found = known[source](asked);
      if (found !== null) return found.at === null ? { source } : { source, at: found.at() };
    }
    return null;
  };
}

/** A text of a source, and (for the event's strings) where it was, as a warning names it; made when asked. */
interface SourceText {
  text: string;
  at: (() => string) | null;
}

/** The text of a source that holds a block, as printed and (asked lazily) redacted, or null when none does. */
type KnownBlocks = (block: { asGiven: string; redacted: () => string }) => SourceText | null;

function knownBlocks(read: () => readonly SourceText[], secrets: readonly string[]): KnownBlocks {
  let texts: readonly SourceText[] | undefined;
  let asGiven: Map<string, SourceText> | undefined;
  let redacted: Map<string, SourceText> | undefined;
  return (block) => {
    texts ??= read();
    asGiven ??= blockMap(texts, (text) => text);
    // A text with no block of its own, as most are, is not read again.
    if (asGiven.size === 0) return null;
    const found = asGiven.get(block.asGiven);
    if (found !== undefined) return found;
    redacted ??= blockMap(texts, (text) => redactText(text, secrets).text);
    return redacted.get(block.redacted()) ?? null;
  };
}

/** Each block of the texts, comparable, to the first text holding it. */
function blockMap(texts: readonly SourceText[], shown: (text: string) => string): Map<string, SourceText> {
  const map = new Map<string, SourceText>();
  for (const text of texts) {
    for (const block of markerBlocks(shown(text.text)).blocks) {
      const key = comparable(block.text);
      if (!map.has(key)) map.set(key, text);
    }
  }
  return map;
}

/**
 * The text of a source that holds a block's text as part of it, for a block split across the event's strings:
 * an outsider who writes two strings an agent prints one after the other (an issue's title, then its body;
 * two commit messages) can put the START marker in one and the JSON and the END marker in the next, so the
 * block is whole in no string, while its text is in one. An agent's own block is part of the event only if
 * someone wrote it there, word for word, first: it is then passed over as any block of the event is, with
 * the warning naming that string, and the handoff file is still read. Not for the prompt: a repair turn's
 * prompt quotes the previous attempt's handoff, which the agent may rightly print again.
 */
function knownParts(read: () => readonly SourceText[], secrets: readonly string[]): KnownBlocks {
  let texts: readonly SourceText[] | undefined;
  let asGiven: string[] | undefined;
  let redacted: string[] | undefined;
  const find = (shown: readonly string[], block: string) => {
    // An empty block is part of any text, and no handoff: it is not said to be the event's.
    if (block === '') return null;
    const index = shown.findIndex((text) => text.includes(block));
    return index === -1 ? null : (texts?.[index] ?? null);
  };
  return (block) => {
    texts ??= read();
    asGiven ??= texts.map((text) => comparable(text.text));
    const found = find(asGiven, block.asGiven);
    if (found !== null) return found;
    redacted ??= texts.map((text) => comparable(redactText(text.text, secrets).text));
    return find(redacted, block.redacted());
  };
}

/** A value of the event and how it was reached: its key in its parent, which is null for the payload. */
interface EventNode {
  value: unknown;
  key: string | number;
  parent: EventNode | null;
}

/**
 * The string values of a JSON value, at any depth, each with its path, in the payload's order (depth first,
 * keys as the object lists them). Walked without recursion (a payload may nest deeper than the stack goes),
 * each object once; a path is made only for the string a warning names.
 */
function eventStrings(value: unknown, secrets: readonly string[]): SourceText[] {
  const found: SourceText[] = [];
  const seen = new Set<object>();
  const stack: EventNode[] = [{ value, key: '', parent: null }];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const next = node.value;
    if (typeof next === 'string') {
      const at = node;
      found.push({ text: next, at: () => eventPath(at, secrets) });
    } else if (next !== null && typeof next === 'object' && !seen.has(next)) {
      seen.add(next);
      const entries = Object.entries(next);
      const list = Array.isArray(next);
      // Last first, so the first is popped first. One at a time: spread into push, a long array would pass
      // more arguments than a call takes.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        stack.push({ value: item, key: list ? Number(key) : key, parent: node });
      }
    }
  }
  return found;
}

/** Keys longer than this are not repeated in a path (as formatPath's): a path locates, and a key may be anything. */
const MAX_PATH_KEY = 64;
/** How much of a long path is shown before and after the `…` that stands for its middle. */
const PATH_HEAD = 120;
const PATH_TAIL = 80;

/**
 * Where a string of the event is, in GitHub's context form: `github.event.issue.body`,
 * `github.event.commits[2].message`, `github.event['odd key']`. The keys are the sender's text: each is
 * redacted, a long one stands as its length, and none can break a line, drive a terminal or start a
 * workflow command (oneLine, as a lint finding quotes a workflow's text); a long path keeps its ends.
 */
function eventPath(leaf: EventNode, secrets: readonly string[]): string {
  const segments: string[] = [];
  for (let node: EventNode | null = leaf; node?.parent != null; node = node.parent)
    segments.push(pathSegment(node.key, secrets));
  segments.reverse();
  const root = 'github.event';
  if (segments.reduce((n, s) => n + s.length, 0) <= PATH_HEAD + PATH_TAIL) return root + segments.join('');
  let head = '';
  let first = 0;
  while (first < segments.length && head.length + (segments[first] as string).length <= PATH_HEAD)
    head += segments[first++];
  let tail = '';
  for (let last = segments.length - 1; last >= first; last--) {
    const segment = segments[last] as string;
    if (tail.length > 0 && tail.length + segment.length > PATH_TAIL) break;
    tail = segment + tail;
  }
  return `${root}${head}…${tail}`;
}

function pathSegment(key: string | number, secrets: readonly string[]): string {
  if (typeof key === 'number') return `[${key}]`;
  const shown = oneLine(redactText(key, secrets).text);
  if (shown.length > MAX_PATH_KEY) return `[<key of ${key.length} characters>]`;
  // GitHub's property names: a letter or `_`, then letters, digits, `_` and `-` (`needs.my-job`).
  if (/^[A-Za-z_][A-Za-z0-9_-]*$/.test(shown)) return `.${shown}`;
  return `['${shown.replaceAll("'", "''")}']`;
}

function comparable(text: string): string {
  return withoutTerminalSequences(text).replace(/\s+/g, '');
}
