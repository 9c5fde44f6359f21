import { REPORT_MARKER_PREFIX } from '../names.js';
import { redactText } from '../redact.js';

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
 * - no closing or cross-referencing: the reference after a closing keyword (`fixes #1`,
 *   `Closes: owner/repo#2`, `resolves https://github.com/o/r/issues/3`, `fix GH-4`) and every cross-repository
 *   reference (`owner/repo#2`) are put in a code span, which GitHub neither links nor acts on;
 * - no hidden text: HTML comments are removed, and every other `<` is escaped, so raw HTML (`<details>`,
 *   `<img>`, an unterminated comment) shows as the text it is and hides nothing. Tags are escaped, not
 *   removed: text in angle brackets is often no HTML at all (`data.<key>`, `Vec<String>`), and removing it
 *   would change what the text says;
 * - no requests to other hosts: links and images are kept only for `https:` URLs; others become their text
 *   (bare `http:`/`www.` URLs become code); reference-style links are resolved here and their definitions
 *   dropped, and every other `[`/`]` is escaped, so no link or image can form from leftovers;
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
 */

/** Options shared by the sanitising functions. */
export interface SanitizeOptions {
  /** Secret values to redact, besides the token shapes `redactText` knows. */
  secrets?: readonly string[];
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
          if (previous !== undefined && !/(?:^|\n)[ \t]*$/.test(previous)) out.push('');
          // Its lines were redacted with the rest (and the whole is checked again below).
          out.push(emitCodeBlock(segment));
        } else {
          // A token that forms only once a comment is removed is found by the check below, which sanitises
          // again; the marker's brackets are then escaped like any other text.
          const prose = neutraliseMarker(sanitizeProse(segment.text, { tables: true }));
          out.push(defuseFenceLines(prose));
        }
      }
      return out.join('\n').replace(/^\n+|\s+$/g, '');
    },
    (rest) => codeBlock(rest, options),
  );
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
      const clean = redact(removeInvisible(input), options).replace(/\s*\n\s*/g, ' ');
      return neutraliseMarker(sanitizeProse(clean, { tables: false })).trim();
    },
    (rest) => inlineCode(rest, options),
  );
}

/**
 * Sanitise text for a GFM table cell: inline sanitising, then `|` escaped. Newlines become `<br>`, which
 * this module adds itself after every `<` of the text was escaped.
 */
export function sanitizeTableCell(
  text: string,
  secretsOrOptions: readonly string[] | SanitizeOptions = {},
): string {
  const lines = removeInvisible(text)
    .split('\n')
    .map((line) => sanitizeInline(line, secretsOrOptions))
    .filter((line) => line !== '');
  return lines.join('<br>').replace(/\|/g, '\\|');
}

/**
 * Untrusted text shown as inline code (a path, a JSON path): one line, invisible characters removed,
 * secrets redacted, the marker neutralised, in a fence longer than any backtick run inside. Nothing in a
 * code span is interpreted, so mentions and references in it are inert. Not for table cells (`|`).
 */
export function inlineCode(text: string, secretsOrOptions: readonly string[] | SanitizeOptions = {}): string {
  const options = normaliseOptions(secretsOrOptions);
  const clean = neutraliseMarker(redact(removeInvisible(text), options).replace(/\s*\n\s*/g, ' ')).trim();
  const longest = Math.max(0, ...(clean.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = clean.startsWith('`') || clean.endsWith('`') || clean === '' ? ' ' : '';
  return `${fence}${pad}${clean}${pad}${fence}`;
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
  const runs = body.match(segment.fence === '`' ? /`+/g : /~+/g) ?? [];
  const fence = segment.fence.repeat(Math.max(segment.length, ...runs.map((run) => run.length + 1)));
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
  /** Whether the text may hold GFM table rows (see `sanitizeProse`). */
  readonly tables: boolean;
  constructor(tables: boolean) {
    this.tables = tables;
  }
  add(markdown: string): string {
    this.#pieces.push(markdown);
    return `\u0000${this.#pieces.length - 1}\u0000`;
  }
  /**
   * The text with every placeholder replaced by its piece. A piece that starts with a backtick or a
   * backslash gets a space before it when the output so far ends with one, which would otherwise merge with
   * or escape its opening run.
   */
  resolve(text: string, depth = 0): string {
    let out = '';
    let last = 0;
    for (const match of text.matchAll(/\u0000(\d+)\u0000/g)) {
      out += text.slice(last, match.index);
      last = match.index + match[0].length;
      const raw = this.#pieces[Number(match[1])] ?? '';
      const piece = depth < 16 ? this.resolve(raw, depth + 1) : raw.replace(/\u0000/g, '');
      if (/^[`\\]/.test(piece) && /[`\\]$/.test(out)) out += ' ';
      out += piece;
    }
    return out + text.slice(last);
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
function sanitizeProse(text: string, mode: { tables: boolean }): string {
  const pieces = new Pieces(mode.tables);
  let out = tokeniseCode(text, pieces);
  out = out.replace(/<!--[\s\S]*?-->|<!---?>/g, '');
  // Any other HTML is left to escapeLeftovers, which makes every `<` text.
  out = rewriteAutolinks(out, pieces);
  out = rewriteLinks(out, pieces);
  return pieces.resolve(finishText(out, pieces));
}

/** The passes after links: escapes, bare URLs, references, mentions (also run on a kept link's text). */
function finishText(text: string, pieces: Pieces): string {
  let out = escapeLeftovers(text);
  out = rewriteBareUrls(out, pieces);
  out = neutraliseReferences(out, pieces);
  return neutraliseMentions(out, pieces);
}

/**
 * First pass, in CommonMark's precedence: backslash escapes and code spans. A code span is kept verbatim
 * when its closing run (same length) is on the same line; every other backtick is escaped, so GitHub can
 * pair no backtick differently from this pass. Escapes of characters this module handles itself
 * (`@ # < > & [ ] !`) are dropped so the later passes see the character GitHub would render.
 */
function tokeniseCode(text: string, pieces: Pieces): string {
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
    const run = /^`+/.exec(text.slice(i))![0].length;
    const close = findClosingRun(text, i + run, run);
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

/** Index of the next run of exactly `length` backticks on the same line after `from`, or -1. */
function findClosingRun(text: string, from: number, length: number): number {
  let j = from;
  while (j < text.length && text[j] !== '\n') {
    if (text[j] !== '`') {
      j++;
      continue;
    }
    let k = j;
    while (k < text.length && text[k] === '`') k++;
    if (k - j === length) return j;
    j = k;
  }
  return -1;
}

/** `<scheme:…>` autolinks: kept for https, plain code otherwise; `<a@b.c>` becomes the bare address. */
function rewriteAutolinks(text: string, pieces: Pieces): string {
  return text
    .replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>\u0000]*)>/g, (_, url: string) => {
      const safe = safeHttpsUrl(url);
      return safe ? pieces.add(`<${safe}>`) : codeSpan(url, pieces);
    })
    .replace(/<([A-Za-z0-9.!#$%&'*+/=?^_{|}~-]+@[A-Za-z0-9.-]+)>/g, '$1');
}

const LINK_TEXT = String.raw`((?:[^\[\]\u0000]|\u0000\d+\u0000|\[(?:[^\[\]]|\u0000\d+\u0000)*\])*)`;
const INLINE_LINK = new RegExp(
  String.raw`(!?)\[${LINK_TEXT}\]\(\s*(<[^<>\n]*>|[^\s()]*(?:\([^\s()]*\)[^\s()]*)*)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)`,
  'g',
);
const REFERENCE_DEFINITION =
  /^ {0,3}\[([^\]\n]{1,999})\]:[ \t]*\n?[ \t]*(<[^<>\n]*>|\S+)(?:[ \t]*\n?[ \t]*(?:"[^"]*"|'[^']*'|\([^)]*\)))?[ \t]*$/gm;
const FULL_REFERENCE = new RegExp(String.raw`(!?)\[${LINK_TEXT}\]\[([^\[\]\n]{0,999})\]`, 'g');
const SHORTCUT_REFERENCE = /(!?)\[([^[\]\n\u0000]{1,999})\](?![([:])/g;

/**
 * Links and images. Reference definitions are collected and removed (so none reaches the output, where it
 * could serve a reference elsewhere in the report); references are resolved against them here; inline
 * links and images are rebuilt when the URL is https and become their text otherwise.
 */
function rewriteLinks(text: string, pieces: Pieces): string {
  const definitions = new Map<string, string>();
  let out = text.replace(REFERENCE_DEFINITION, (_, label: string, url: string) => {
    const key = normaliseLabel(label);
    if (!definitions.has(key)) definitions.set(key, url.replace(/^<|>$/g, ''));
    return '';
  });
  const build = (bang: string, inner: string, url: string | undefined) => {
    const safe = url === undefined ? null : safeHttpsUrl(url.replace(/^<|>$/g, ''));
    const label = rewriteLinks(inner, pieces);
    if (bang) {
      const alt = label.trim() === '' ? 'image' : label;
      return safe ? pieces.add(`![${finishText(alt, pieces)}](${safe})`) : alt;
    }
    return safe ? pieces.add(`[${finishText(label, pieces)}](${safe})`) : label;
  };
  out = out.replace(INLINE_LINK, (_, bang: string, inner: string, url: string) => build(bang, inner, url));
  out = out.replace(FULL_REFERENCE, (whole, bang: string, inner: string, label: string) => {
    const key = normaliseLabel(label === '' ? inner : label);
    return definitions.has(key) ? build(bang, inner, definitions.get(key)) : whole;
  });
  out = out.replace(SHORTCUT_REFERENCE, (whole, bang: string, inner: string) => {
    const key = normaliseLabel(inner);
    return definitions.has(key) ? build(bang, inner, definitions.get(key)) : whole;
  });
  return out;
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
  if (!/^https:\/\//i.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '')
    return null;
  return url.href.replace(
    /[^A-Za-z0-9\-._~:/?#@!$&'*+,;=%]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Escape what could still form HTML, entities or links: `&`, `<`, `[`, `]`. */
function escapeLeftovers(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\[/g, '\\[').replace(/\]/g, '\\]');
}

/**
 * Bare URLs GitHub would autolink. Non-https ones (`http:`, `ftp:`, `www.`) become code, so they are
 * neither links nor fetched; so does an https one holding an `@`, which parsers disagree about (is
 * `https://host/@name` all link, or link then mention?). Other https URLs stay text that GitHub links.
 */
function rewriteBareUrls(text: string, pieces: Pieces): string {
  return text.replace(/(?:(?:https?|ftp):\/\/|www\.)[^\s\u0000\\`<]+/gi, (url, offset: number) => {
    // An https URL stays a link only between word boundaries and whitespace: glued to a word before it, or
    // to a backtick, backslash or `<` after it, a renderer may link more or less than this match and swallow
    // the code span or escape next to it. Anything else goes into a code span, which links nothing.
    const before = text[offset - 1] ?? '';
    const after = text[offset + url.length] ?? '';
    const bounded = !/[A-Za-z0-9]/.test(before) && (after === '' || /\s/.test(after));
    if (bounded && /^https:/i.test(url) && !url.includes('@')) return url;
    const trimmed = url.replace(/[?!.,:*_~'"]+$/, '');
    return codeSpan(trimmed, pieces) + url.slice(trimmed.length);
  });
}

const CLOSING_KEYWORD = String.raw`\b(?:close[sd]?|fix(?:e[sd])?|resolve[sd]?)`;
const ISSUE_REFERENCE = String.raw`(?:[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+)?#\d+|GH-\d+|https:\/\/[^\s\u0000]+?\/(?:issues|pull)\/\d+`;

/**
 * Closing keywords and cross-repository references: the reference goes into a code span, where GitHub
 * neither links it nor closes the issue it names.
 */
function neutraliseReferences(text: string, pieces: Pieces): string {
  // Emphasis may sit between keyword and reference (`**fixes** #1`): allow its marks in the gap.
  const closing = new RegExp(
    `(${CLOSING_KEYWORD})((?:[\\s*_~]|:)*)(${ISSUE_REFERENCE})(?![A-Za-z0-9_])`,
    'gi',
  );
  return text
    .replace(closing, (_, keyword: string, space: string, reference: string) => {
      return `${keyword}${space === '' ? ' ' : space}${codeSpan(reference, pieces)}`;
    })
    .replace(
      /(?<![A-Za-z0-9_./-])([A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+#\d+)(?![A-Za-z0-9_])/g,
      (reference: string) => codeSpan(reference, pieces),
    );
}

/**
 * `@user` and `@org/team` into code spans. A mention counts whenever the `@` is not preceded by a letter or
 * digit: emphasis, links or a code span before it would start a new text node in GitHub's HTML, where the
 * mention would be live. Repeated until stable, because wrapping `@a` exposes the `@b` of `@a@b`.
 */
function neutraliseMentions(text: string, pieces: Pieces): string {
  const mention = /(?<![A-Za-z0-9])@[A-Za-z0-9](?:[A-Za-z0-9_-]*)(?:\/[A-Za-z0-9][A-Za-z0-9_.-]*)?/g;
  let out = text;
  for (let pass = 0; pass < 64; pass++) {
    const next = out.replace(mention, (name) => codeSpan(name, pieces));
    if (next === out) break;
    out = next;
  }
  return out;
}

/** A code span holding `text` verbatim (its fence longer than any backtick run inside). */
function codeSpan(text: string, pieces: Pieces): string {
  if (pieces.tables && text.includes('|')) {
    return text
      .split('|')
      .map((part) => (part === '' ? '' : codeSpan(part, pieces)))
      .join(pieces.add('\\|'));
  }
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return pieces.add(`${fence}${pad}${text}${pad}${fence}`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
