import { Handoff } from './handoff.js';
import { LIMITS, REDACTION, redactionMarker } from './names.js';
import { formatPath } from './parse-handoff.js';
import type { Problem } from './problem.js';
import { terminalSequenceEnd, withoutTerminalSequences } from './terminal-sequences.js';
import { headBytes, utf8Length } from './utf8.js';

/**
 * Secret redaction (DESIGN §6): nothing leaves a job — artifact, summary, comment, local record — before
 * the values of the job's secrets and the known token shapes are replaced by `[REDACTED:<kind>]`.
 *
 * What is found:
 * - known secret values (at least REDACTION.minSecretLength characters), as written, escaped inside a JSON
 *   string, URL-encoded (any percent-encoding, `+` for spaces) and base64-encoded (standard and URL alphabets, at each of the three
 *   byte alignments, so a secret in the middle of a larger encoded blob is found too);
 * - GitHub tokens (`ghp_`, `gho_`, `ghu_`, `ghr_`, `ghs_` classic and stateless, `github_pat_`), AWS access
 *   key ids (`AKIA`, `ASIA`), OpenAI keys (`sk-`, `sk-proj-`, …), Anthropic keys (`sk-ant-`), Google API
 *   keys (`AIza`, which Gemini keys are), PEM private keys (the whole block, any key type), JWTs, and the
 *   password of `scheme://user:password@host`.
 *
 * A secret wrapped onto the next line (a line break, optionally followed by indentation, inside it) is
 * found too: every search runs over the text with single line breaks removed, and each finding is mapped
 * back onto the original text. A blank line is never joined over. Terminal escape sequences (colours) are
 * read the same way: a secret split by one, or a token right after one, is found, and the sequences inside
 * a finding go with it.
 *
 * "Allow" comments (`# gitleaks:allow`, `pragma: allowlist secret`, `baton:disable-redaction`, …) are not
 * honoured: the text comes from an agent that may have read attacker text, and so may the comment.
 *
 * Every search is linear in the text: literal `indexOf` scans and hand-written loops, no backtracking
 * regular expressions.
 */

/** What redactText finds, with the words a message uses for it. The order is precedence on overlap. */
export const REDACTION_KINDS = {
  'secret-value': 'known secret value',
  'secret-value-url-encoded': 'known secret value, URL-encoded',
  'secret-value-base64': 'known secret value, base64-encoded',
  'private-key': 'private key',
  'github-token': 'GitHub token',
  'anthropic-key': 'Anthropic API key',
  'openai-key': 'OpenAI API key',
  'google-api-key': 'Google API key',
  'aws-key': 'AWS access key id',
  jwt: 'JSON Web Token',
  'url-password': 'password in a URL',
} as const;
export type RedactionKind = keyof typeof REDACTION_KINDS;

/** How many secrets of one kind were replaced. */
export interface Redaction {
  kind: RedactionKind;
  count: number;
}

const PRECEDENCE = new Map((Object.keys(REDACTION_KINDS) as RedactionKind[]).map((kind, i) => [kind, i]));

/** Replace every secret in `text`; `secrets` are the values known to be secret (e.g. the job's secrets). */
export function redactText(
  text: string,
  secrets: readonly string[],
): { text: string; redactions: Redaction[] } {
  if (text.length === 0) return { text, redactions: [] };
  const needles = preparedSecrets(secrets);
  // Read as written, and — when it holds any — again with its terminal escape sequences left out: a
  // secret inside a title or a link (`ESC]0;…BEL`) is found the first way, one a colour code splits or
  // follows (`ESC[32mghp_…`) the second.
  const counts = new Map<RedactionKind, number>();
  let out = redactOnce(text, needles, counts);
  // A marker can take the place of the end of a sequence (or shorten one past its length limit): what was
  // not a sequence may then read as one, and leaving it out would join what it parted — two halves of a
  // secret. So the text is read again while reading it finds more; past a few rounds (only nested sequences
  // made for it get there), the sequences are left out altogether, and nothing can join any more.
  for (let round = 0; round <= MAX_REDACTION_ROUNDS && out !== text && out.includes('\u001b'); round++) {
    const again = redactOnce(
      round < MAX_REDACTION_ROUNDS ? out : withoutTerminalSequences(out),
      needles,
      counts,
    );
    if (again === out) break;
    out = again;
  }
  return out === text
    ? { text, redactions: [] }
    : { text: out, redactions: [...counts].map(([kind, count]) => ({ kind, count })) };
}

/** How many times a text with escape sequences is read again for what redacting it made readable. */
const MAX_REDACTION_ROUNDS = 3;

/** `text` with every finding (of both views when it holds escape sequences) replaced, counted in `counts`. */
function redactOnce(
  text: string,
  needles: { joined: Needle[]; decoded: Needle[] },
  counts: Map<RedactionKind, number>,
): string {
  const findings = findingsIn(text, needles);
  if (findings.length === 0) return text;
  let out = '';
  let cursor = 0;
  for (const finding of mergeFindings(findings)) {
    out += text.slice(cursor, finding.start) + redactionMarker(finding.kind);
    cursor = finding.end;
    counts.set(finding.kind, (counts.get(finding.kind) ?? 0) + 1);
  }
  return out + text.slice(cursor);
}

/** Every finding in a text: in the text as written and, when it holds escape sequences, without them. */
function findingsIn(text: string, needles: { joined: Needle[]; decoded: Needle[] }): Finding[] {
  const findings = findAll(joinLines(text, false), needles);
  if (text.includes('\u001b'))
    for (const finding of findAll(joinLines(text, true), needles)) findings.push(finding);
  if (text.includes('\u0000')) findings.push(...findingsWithoutNuls(text, needles));
  return findings;
}

/**
 * The findings of a text read again without its NULs, at their places in the text. UTF-16 text read as UTF-8
 * (a file Windows PowerShell 5 wrote, printed with `cat` or kept in a log) has a NUL beside each ASCII
 * character, which parts every secret and token from itself; what it hides that way is found here. A marker
 * takes the place of the whole, NULs inside it too.
 */
function findingsWithoutNuls(text: string, needles: { joined: Needle[]; decoded: Needle[] }): Finding[] {
  const origin = new Uint32Array(text.length);
  let kept = '';
  let n = 0;
  let from = 0;
  for (;;) {
    const nul = text.indexOf('\u0000', from);
    const end = nul < 0 ? text.length : nul;
    if (end > from) {
      kept += text.slice(from, end);
      for (let i = from; i < end; i++) origin[n++] = i;
    }
    if (nul < 0) break;
    from = nul + 1;
  }
  return findingsIn(kept, needles).map((f) => ({
    kind: f.kind,
    start: origin[f.start]!,
    end: origin[f.end - 1]! + 1,
    ...(f.from === undefined ? {} : { from: origin[f.from]! }),
  }));
}

/**
 * Every finding in one view of a text, at its place in the text itself. What each search begins with, a
 * search added here adds to readsNothing too: that one tells text where none can begin.
 */
function findAll(view: Joined, needles: { joined: Needle[]; decoded: Needle[] }): Finding[] {
  const findings: Finding[] = [];
  findKnownValues(view, needles, findings);
  findPrivateKeys(view, findings);
  findGitHubTokens(view, findings);
  findApiKeys(view, findings);
  findGoogleApiKeys(view, findings);
  findAwsKeys(view, findings);
  findJwts(view, findings);
  findUrlPasswords(view, findings);
  for (const finding of findings) {
    const end = view.origin[finding.end - 1]! + 1;
    finding.start = view.origin[finding.start]!;
    finding.end = end;
    if (finding.from !== undefined) finding.from = view.origin[finding.from]!;
  }
  return findings;
}

/**
 * `value` with every string in it redacted: the value itself, or every string in its arrays and object
 * values at any depth (keys are kept: they are names the workflow spelled, not data). Strings are redacted
 * one by one, never as serialized JSON, where a secret holding a quote or a backslash would be escaped.
 */
export function redactStrings<T>(value: T, secrets: readonly string[]): T {
  if (typeof value === 'string') return redactText(value, secrets).text as T;
  if (Array.isArray(value)) return value.map((item: unknown) => redactStrings(item, secrets)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = redactStrings(item, secrets);
    return out as T;
  }
  return value;
}

/**
 * Whether `text` holds one of the `secrets` (as written, URL-encoded or base64-encoded), as GitHub's log
 * masker would find it. Token shapes baton was not told about do not count.
 */
export function containsSecretValue(text: string, secrets: readonly string[]): boolean {
  if (secrets.length === 0 || text.length === 0) return false;
  // Only the secret values are looked for: no token shape, and no redacted text is built.
  const findings: Finding[] = [];
  const needles = preparedSecrets(secrets);
  findKnownValues(joinLines(text, false), needles, findings);
  if (text.includes('\u001b')) findKnownValues(joinLines(text, true), needles, findings);
  return findings.length > 0;
}

/** Where, in a text, redaction reads a secret: see redactionSpans. */
export interface RedactionSpan {
  start: number;
  end: number;
}

/**
 * Where redactText reads a secret in `text`, in its indices, in order, overlapping ones merged: each from
 * where reading it starts (a URL's password from the end of its scheme) to the end of what is replaced. A
 * text cut outside every span still holds each secret whole on one side of the cut, read from its start.
 *
 * This is redaction's first reading: a text with terminal escape sequences may be read again, and a part
 * read alone may read differently at its start (a token is read after a letter there, where the whole has
 * none). A caller that must be exact checks a cut by redacting the parts and the whole.
 */
export function redactionSpans(text: string, secrets: readonly string[]): RedactionSpan[] {
  if (text.length === 0) return [];
  const reads = findingsIn(text, preparedSecrets(secrets)).map((f) => ({
    ...f,
    start: Math.min(f.start, f.from ?? f.start),
  }));
  return mergeFindings(reads).map(({ start, end }) => ({ start, end }));
}

/**
 * Whether `text` redacts the same cut at `at` as whole: its head and its tail, each redacted alone, joined,
 * are `whole` (`text` redacted, when the caller has it already).
 */
export function cutReadsTheSame(
  text: string,
  at: number,
  secrets: readonly string[],
  whole: string = redactText(text, secrets).text,
): boolean {
  const head = redactText(text.slice(0, at), secrets).text;
  return whole.startsWith(head) && whole.slice(head.length) === redactText(text.slice(at), secrets).text;
}

/**
 * The prefixes the token shapes start with (findGitHubTokens, findApiKeys, findGoogleApiKeys, findAwsKeys,
 * findJwts): every prefix a search of theirs begins at, as readsNothing looks for them.
 */
const TOKEN_PREFIXES = [
  'ghp_',
  'gho_',
  'ghu_',
  'ghr_',
  'ghs_',
  'github_pat_',
  'sk-',
  'AIza',
  'AKIA',
  'ASIA',
  'eyJ',
] as const;

/**
 * Whether redactText leaves every run of consecutive lines of `text` (its lines parted by line feeds; a run
 * read alone, its lines joined by `\n`) as it is: none holds a secret or a token. A reader that redacts each
 * line with the ones beside it (a live view) may then show them as they are, having read the whole once.
 * Conservative: false whenever it cannot tell, e.g. for a text with carriage returns or a terminal title.
 *
 * Why a run reads nothing when the whole does: each reading of a run (joinLines, as written and without
 * escape sequences) is a part of the whole's, but for the blanks the run's first line starts with (kept in
 * the run, left out after a removed break in the whole) and the line break before a blank last line (left
 * out in the run, kept in the whole before a blank line). So whatever a search needs to begin with — a
 * needle, a token's prefix where a token may start, `-----BEGIN `, a URL's `://` with `:` and `@` after it
 * in its authority, a `%XX` escape to decode — is in the whole's reading too, where it is looked for here;
 * but a needle that begins with blanks (found in those blanks): then false. Colour codes (CSI) end on their
 * line; a title or a link (OSC) may not, and a run may end inside one: then false.
 */
export function lineRunsRedactNothing(text: string, secrets: readonly string[]): boolean {
  // A NUL: what findingsWithoutNuls reads is not looked for here.
  if (text.includes('\r') || text.includes('\u001b]') || text.includes('\u0000')) return false;
  const needles = preparedSecrets(secrets);
  for (const { text: needle } of needles.joined) if (isBlank(needle.charCodeAt(0))) return false;
  if (!readsNothing(joinLines(text, false), needles)) return false;
  return !text.includes('\u001b') || readsNothing(joinLines(text, true), needles);
}

/** Whether no search of findAll can begin in this reading of a text (see lineRunsRedactNothing). */
function readsNothing(view: Joined, needles: { joined: Needle[]; decoded: Needle[] }): boolean {
  const t = view.text;
  for (const { text: needle } of needles.joined) if (t.includes(needle)) return false;
  // A decoded value is one of the needles as written (findKnownValues): with no escape to decode, a run reads
  // decoded as it reads as written.
  if (needles.decoded.length > 0 && hasPercentEscape(t)) return false;
  if (t.includes(PEM_BEGIN)) return false;
  for (const prefix of TOKEN_PREFIXES) {
    for (let at = t.indexOf(prefix); at >= 0; at = t.indexOf(prefix, at + 1)) {
      // Where a token of any shape may start (mayStart, with the narrowest of the shapes' boundaries).
      if (at === 0 || !isAlnum(t.charCodeAt(at - 1)) || view.afterBreak[at] !== 0) return false;
    }
  }
  // A URL's password (findUrlPasswords) is between a `:` and an `@` of the authority, which in a run ends
  // where the whole's does, or before.
  for (let k = t.indexOf('://'); k >= 0; k = t.indexOf('://', k + 3)) {
    if (k === 0 || !isSchemeChar(t.charCodeAt(k - 1))) continue;
    let colon = false;
    for (let e = k + 3; e < t.length && !endsAuthority(t.charCodeAt(e)); e++) {
      const c = t.charCodeAt(e);
      if (c === 58) colon = true;
      else if (c === 64 && colon) return false;
    }
  }
  return true;
}

/** Whether `text` holds a `%XX` escape (two hex digits after `%`), which percentDecode decodes. */
function hasPercentEscape(text: string): boolean {
  for (let p = text.indexOf('%'); p >= 0; p = text.indexOf('%', p + 1))
    if (hexByte(text, p + 1) >= 0) return true;
  return false;
}

/**
 * Whether a secret may start in the last line of `text` (whole lines: its last line break is where the next
 * line would join) and go on onto a line that comes after it: redaction reads a secret across a single line
 * break, so the last line, redacted alone, could then read otherwise than with the next one — part of a
 * secret left in it. Conservative: true when the line's end may begin a known value (as written, escaped
 * or encoded), a token of a known shape, a URL's password or a private key block, whether or not what comes
 * next completes it, or when a base64 value's marker to come would take in a character of it. A writer that
 * must never hold a part of a secret (a job log) holds such a line until the next one comes.
 */
export function mayGoOnOntoNextLine(text: string, secrets: readonly string[]): boolean {
  return openSecretScan(text, secrets, true) >= 0;
}

/**
 * Where a part of a secret the text ends in may begin, when what comes after the text could go on with it
 * (redaction reads a secret across line breaks: a token or a value wrapped over several lines), or -1: the
 * index (in `text`) from which no part may be written before what comes next is read with it. Reads the
 * text as mayGoOnOntoNextLine does, but only for a part of a secret, not for whether a marker to come would
 * take in a character next to one. Conservative: where it cannot tell where such a part begins, the start
 * of the run of token characters the text ends in, or of its last line.
 */
export function openSecretStart(text: string, secrets: readonly string[]): number {
  return openSecretScan(text, secrets, false);
}

/**
 * mayGoOnOntoNextLine and openSecretStart: the earliest place a secret that may go on past the text begins,
 * or -1; with `neighbours`, a base64 value's marker to come taking in the last character (or padding) counts
 * too, from the last line's start.
 */
function openSecretScan(text: string, secrets: readonly string[], neighbours: boolean): number {
  const head = text.replace(/(?:\r\n|\r|\n)$/, '');
  if (head === '') return -1;
  const lastLineStart = Math.max(head.lastIndexOf('\n'), head.lastIndexOf('\r')) + 1;
  const lastLine = head.slice(lastLineStart);
  let start = -1;
  const take = (at: number) => {
    if (at >= 0 && (start === -1 || at < start)) start = at;
  };
  // Inside a key block, or a line that may begin a BEGIN line (`-----BEGIN RSA PRIV` wrapped, or dashes).
  if (privateKeyOpenAfter(head, false)) take(Math.max(0, head.lastIndexOf('-----BEGIN')));
  const dashes = /-[A-Z0-9 ]*$/.exec(lastLine);
  if (dashes !== null || /-[A-Z0-9 ]*$/.test(withoutTerminalSequences(lastLine)))
    take(lastLineStart + (dashes?.index ?? 0));
  const needles = preparedSecrets(secrets);
  const views = [joinLines(head, false)];
  if (head.includes('\u001b')) views.push(joinLines(head, true));
  for (const view of views) {
    const at = (i: number) => view.origin[i] ?? lastLineStart;
    const t = view.text;
    const token = tokenStart(view);
    if (token >= 0) take(at(token));
    const url = urlPasswordStart(t);
    if (url >= 0) take(at(url));
    if (needles.joined.length === 0) continue;
    const needle = needleStartAt(t, needles.joined);
    if (needle >= 0) take(at(needle));
    // An escape cut short (`%2`, or a character's first bytes), or a decoded value's start: the next line may
    // complete a value's, from the run of token characters it ends in.
    const decoded = percentDecode(t);
    if (
      /%[0-9A-Fa-f]{0,2}$/.test(t) ||
      (decoded !== null && needleStartAt(decoded.text, needles.decoded) >= 0)
    ) {
      let run = t.length;
      while (run > 0 && isTokenRunChar(t.charCodeAt(run - 1))) run--;
      take(run < t.length ? at(run) : lastLineStart);
    }
    if (!neighbours) continue;
    // A base64 value read with its neighbours (findKnownValues' extend): one that starts the next line takes
    // in the last character of a long line before it, and one that ends this line the next one's `=`.
    const base64 = needles.joined.filter((n) => n.base64);
    if (base64.length === 0) continue;
    const unpadded = t.replace(/=+$/, '');
    if (
      (lastLine.length >= WRAPPED_LINE && isBase64Any(t.charCodeAt(t.length - 1))) ||
      base64.some(({ text: b }) => unpadded.endsWith(b) || unpadded.slice(0, -1).endsWith(b))
    )
      take(lastLineStart);
  }
  return start;
}

/** Where the text ends with the start (not the whole) of one of the needles, the earliest such start; or -1. */
function needleStartAt(text: string, needles: readonly Needle[]): number {
  const last = text.charCodeAt(text.length - 1);
  let found = -1;
  for (const { text: needle } of needles) {
    for (let k = Math.min(needle.length - 1, text.length); k >= 1; k--) {
      if (needle.charCodeAt(k - 1) === last && text.endsWith(needle.slice(0, k))) {
        if (found === -1 || text.length - k < found) found = text.length - k;
        break;
      }
    }
  }
  return found;
}

/**
 * Where, in the view's text, the run of token characters that ends it may hold the start of a token (the
 * earliest such place: one a token may start, from which the run begins with a token's prefix, or is the
 * start of one); or -1.
 */
function tokenStart(view: Joined): number {
  const text = view.text;
  let start = text.length;
  while (start > 0 && isTokenRunChar(text.charCodeAt(start - 1))) start--;
  for (let i = start; i < text.length; i++) {
    if (i !== start && view.afterBreak[i] === 0 && isAlnum(text.charCodeAt(i - 1))) continue;
    const rest = text.length - i;
    for (const prefix of TOKEN_PREFIXES) {
      if (rest >= prefix.length ? text.startsWith(prefix, i) : prefix.startsWith(text.slice(i))) return i;
    }
  }
  return -1;
}

/** The characters of a token of any known shape (base64 either alphabet, `.` of a JWT, `=` padding). */
const isTokenRunChar: CharClass = (c) => isBase64Any(c) || c === 46 || c === 61;

/**
 * Where the URL the text ends in the authority of (`scheme://…`, no `/` after it yet: its password may go
 * on) starts (its scheme); or -1.
 */
function urlPasswordStart(text: string): number {
  const k = text.lastIndexOf('://');
  if (k <= 0 || !isSchemeChar(text.charCodeAt(k - 1))) return -1;
  for (let e = k + 3; e < text.length; e++) if (endsAuthority(text.charCodeAt(e))) return -1;
  let start = k;
  while (start > 0 && isSchemeChar(text.charCodeAt(start - 1))) start--;
  return start;
}

/** A message naming what was replaced, e.g. `redacted 1 × GitHub token as [REDACTED:github-token]`. */
export function describeRedactions(redactions: readonly Redaction[]): string {
  const parts = redactions.map(
    ({ kind, count }) => `${count} × ${REDACTION_KINDS[kind] ?? kind} as ${redactionMarker(kind)}`,
  );
  return `redacted ${parts.join(', ')}`;
}

/**
 * Redact every text field of a validated handoff. Returns a handoff that is still valid, and one
 * `redacted` warning per field changed, whose path is the field's JSON path and whose message names the
 * kind of secret — never the secret.
 *
 * Fields whose rules a marker cannot satisfy are handled so the result stays valid: a `data` key holding a
 * secret is renamed `redacted_<n>`; a `next.stage` holding one removes the route; a field that a marker
 * pushes past its byte limit is cut to the limit (never inside a marker).
 */
export function redactHandoff(
  handoff: Handoff,
  secrets: readonly string[],
): { handoff: Handoff; problems: Problem[] } {
  const problems: Problem[] = [];
  const warn = (path: string, message: string) =>
    problems.push({ code: REDACTION.problemCode, severity: 'warning', path, message });
  const field = (value: string, path: string, limit: number): string => {
    const result = redactText(value, secrets);
    if (result.redactions.length === 0) return value;
    const fitted = cutToBytes(result.text, limit);
    const cut = fitted === result.text ? '' : `; the text was then cut to its limit of ${limit} UTF-8 bytes`;
    warn(path, `${describeRedactions(result.redactions)}${cut}`);
    return fitted;
  };
  const list = (values: readonly string[] | undefined, path: (string | number)[]) =>
    values?.map((value, i) => field(value, formatPath([...path, i]), LIMITS.shortTextBytes));

  const out: Record<string, unknown> = { ...handoff };
  out.summary = field(handoff.summary, '$.summary', LIMITS.summaryBytes);
  if (handoff.detail !== undefined) out.detail = field(handoff.detail, '$.detail', LIMITS.detailBytes);
  if (handoff.data !== undefined) out.data = redactData(handoff.data, secrets, field, warn);
  if (handoff.next !== undefined) {
    const stage = redactText(handoff.next.stage, secrets);
    if (stage.redactions.length > 0) {
      delete out.next;
      warn(
        '$.next.stage',
        `${describeRedactions(stage.redactions)}; a stage id cannot hold the marker, so the route (next) was removed`,
      );
    } else {
      out.next = {
        ...handoff.next,
        ...(handoff.next.reason === undefined
          ? {}
          : { reason: field(handoff.next.reason, '$.next.reason', LIMITS.shortTextBytes) }),
      };
    }
  }
  if (handoff.expectations !== undefined) {
    const e = handoff.expectations;
    out.expectations = {
      ...e,
      ...(e.deliverables && { deliverables: list(e.deliverables, ['expectations', 'deliverables']) }),
      ...(e.acceptance && { acceptance: list(e.acceptance, ['expectations', 'acceptance']) }),
      ...(e.constraints && { constraints: list(e.constraints, ['expectations', 'constraints']) }),
    };
  }
  if (handoff.failure !== undefined) {
    const f = handoff.failure;
    out.failure = {
      ...f,
      reason: field(f.reason, '$.failure.reason', LIMITS.shortTextBytes),
      ...(f.blockers && { blockers: list(f.blockers, ['failure', 'blockers']) }),
      ...(f.questions && { questions: list(f.questions, ['failure', 'questions']) }),
    };
  }
  if (handoff.artifacts !== undefined) {
    out.artifacts = handoff.artifacts.map((a, i) => ({
      ...a,
      path: field(a.path, formatPath(['artifacts', i, 'path']), 1024),
      ...(a.description === undefined
        ? {}
        : {
            description: field(
              a.description,
              formatPath(['artifacts', i, 'description']),
              LIMITS.shortTextBytes,
            ),
          }),
    }));
  }
  // Parsing again proves the result is still a valid handoff; a failure here is a bug in this function.
  return { handoff: Handoff.parse(out), problems };
}

function redactData(
  data: Readonly<Record<string, string>>,
  secrets: readonly string[],
  field: (value: string, path: string, limit: number) => string,
  warn: (path: string, message: string) => void,
): Record<string, string> {
  const used = new Set(Object.keys(data));
  const entries: Array<[string, string, boolean]> = [];
  for (const [key, value] of Object.entries(data)) {
    let name = key;
    const redactedKey = redactText(key, secrets);
    if (redactedKey.redactions.length > 0) {
      let n = 1;
      while (used.has(`redacted_${n}`)) n++;
      name = `redacted_${n}`;
      used.add(name);
      // The path cannot name the key: the key is the secret.
      warn(
        '$.data',
        `a key held a secret: ${describeRedactions(redactedKey.redactions)}; the key was renamed ${name}`,
      );
    }
    const redacted = field(value, formatPath(['data', name]), LIMITS.dataBytes);
    entries.push([name, redacted, redacted !== value]);
  }
  // Markers can be longer than what they replace: keep keys and values within their shared budget by
  // cutting values that were redacted, last first.
  let excess = entries.reduce((sum, [k, v]) => sum + utf8Length(k) + utf8Length(v), 0) - LIMITS.dataBytes;
  for (let i = entries.length - 1; i >= 0 && excess > 0; i--) {
    const entry = entries[i]!;
    if (!entry[2]) continue;
    const before = utf8Length(entry[1]);
    const cut = cutToBytes(entry[1], Math.max(0, before - excess));
    excess -= before - utf8Length(cut);
    entry[1] = cut;
    warn(
      formatPath(['data', entry[0]]),
      `cut to ${utf8Length(cut)} UTF-8 bytes so data stays within ${LIMITS.dataBytes} bytes after redaction`,
    );
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, v]));
}

/** `text` cut to at most `limit` UTF-8 bytes, at a code point boundary and never inside a marker. */
function cutToBytes(text: string, limit: number): string {
  if (utf8Length(text) <= limit) return text;
  let end = headBytes(text, limit).length;
  const open = text.lastIndexOf(REDACTION.markerPrefix, end - 1);
  if (open >= 0) {
    const close = text.indexOf(REDACTION.markerSuffix, open);
    if (close < 0 || close >= end) end = open;
  }
  return text.slice(0, end);
}

// ---------------------------------------------------------------------------------------------------------
// The joined view: the text with single line breaks (and the indentation after them) and terminal escape
// sequences removed.

/**
 * A text as redaction reads it: `text`, and for each of its characters where it comes from. Most texts hold
 * nothing to find, and the searches start with a scan of `text` alone: the two arrays are built from the kept
 * runs only when a search first reads them (two typed arrays a text cost more than all its scans).
 */
class Joined {
  readonly text: string;
  /** The runs of the original text kept, in order: its start, its end and the mark of its first character. */
  readonly #runs: readonly number[];
  #origin: Uint32Array | undefined;
  #afterBreak: Uint8Array | undefined;

  constructor(text: string, runs: readonly number[]) {
    this.text = text;
    this.#runs = runs;
  }

  /** For each character of `text`, its index in the original text. */
  get origin(): Uint32Array {
    if (this.#origin === undefined) this.#build();
    return this.#origin!;
  }

  /**
   * 1 where a line break was removed just before this character, 2 (AFTER_SEQUENCE) where an escape
   * sequence was: a token may start here either way; only a line break is where a token may have wrapped.
   */
  get afterBreak(): Uint8Array {
    if (this.#afterBreak === undefined) this.#build();
    return this.#afterBreak!;
  }

  #build(): void {
    const origin = new Uint32Array(this.text.length);
    const afterBreak = new Uint8Array(this.text.length);
    const runs = this.#runs;
    let j = 0;
    for (let r = 0; r < runs.length; r += 3) {
      afterBreak[j] = runs[r + 2]!;
      for (let i = runs[r]!; i < runs[r + 1]!; i++) origin[j++] = i;
    }
    this.#origin = origin;
    this.#afterBreak = afterBreak;
  }
}

const LF = 10;
const CR = 13;
const ESC = 27;
/** afterBreak's mark for a character after a removed escape sequence (1: after a removed line break). */
const AFTER_SEQUENCE = 2;

/**
 * The joined view of `text`; with `skipEscapes`, its terminal escape sequences are left out too. It jumps
 * from one line break (or escape) to the next: the text between is kept as it is, a run at a time.
 */
function joinLines(text: string, skipEscapes: boolean): Joined {
  const n = text.length;
  const runs: number[] = [];
  const parts: string[] = [];
  // The run being kept: from `copyFrom`, its first character marked `pending` (what was removed before it).
  let copyFrom = 0;
  let pending = 0;
  const cut = (at: number, resume: number, mark: number) => {
    if (at > copyFrom) {
      runs.push(copyFrom, at, pending);
      parts.push(text.slice(copyFrom, at));
      pending = 0;
    }
    // A line break's mark wins over a sequence's: only a line break is where a token may have wrapped.
    if (mark === 1 || pending === 0) pending = mark;
    copyFrom = resume;
  };
  // The next line feed, carriage return and escape at or after `i` (-1: none left).
  let lf = text.indexOf('\n');
  let cr = text.indexOf('\r');
  let esc = skipEscapes ? text.indexOf('\u001b') : -1;
  let i = 0;
  while (i < n) {
    if (lf >= 0 && lf < i) lf = text.indexOf('\n', i);
    if (cr >= 0 && cr < i) cr = text.indexOf('\r', i);
    if (esc >= 0 && esc < i) esc = text.indexOf('\u001b', i);
    let at = n;
    if (lf >= 0) at = lf;
    if (cr >= 0 && cr < at) at = cr;
    if (esc >= 0 && esc < at) at = esc;
    if (at === n) break;
    const c = text.charCodeAt(at);
    if (c === ESC) {
      // A terminal escape sequence (a colour) is read as a line break is: not there, and a token may start
      // after it — `ESC[32mghp_…` is a token, and a secret a colour code splits is still one.
      const end = terminalSequenceEnd(text, at);
      if (end > 0) {
        // A token may start after it; unlike a line break, it does not end one (a grep highlight inside).
        cut(at, end, AFTER_SEQUENCE);
        i = end;
      } else {
        i = at + 1;
      }
      continue;
    }
    let k = at + (c === CR && text.charCodeAt(at + 1) === LF ? 2 : 1);
    while (k < n && isBlank(text.charCodeAt(k))) k++;
    const next = text.charCodeAt(k);
    // A blank line separates paragraphs; nothing wraps across one, so the break is kept as a character.
    if (next !== LF && next !== CR) {
      cut(at, k, 1);
      i = k;
    } else {
      i = at + 1;
    }
  }
  if (n > copyFrom) {
    runs.push(copyFrom, n, pending);
    parts.push(text.slice(copyFrom));
  }
  return new Joined(parts.length === 1 ? parts[0]! : parts.join(''), runs);
}

// ---------------------------------------------------------------------------------------------------------
// Character classes (char codes; NaN, past the end, is in none).

type CharClass = (c: number) => boolean;

const isBlank: CharClass = (c) => c === 32 || c === 9;
const isDigit: CharClass = (c) => c >= 48 && c <= 57;
const isUpper: CharClass = (c) => c >= 65 && c <= 90;
const isLower: CharClass = (c) => c >= 97 && c <= 122;
const isAlnum: CharClass = (c) => isDigit(c) || isUpper(c) || isLower(c);
const isUpperAlnum: CharClass = (c) => isDigit(c) || isUpper(c);
/** The base64url alphabet: JWT segments, newer API keys. */
const isBase64Url: CharClass = (c) => isAlnum(c) || c === 45 || c === 95;
/** Either base64 alphabet (standard `+/` or URL `-_`). */
const isBase64Any: CharClass = (c) => isBase64Url(c) || c === 43 || c === 47;
const isStdBase64: CharClass = (c) => isAlnum(c) || c === 43 || c === 47;
const isSchemeChar: CharClass = (c) => isAlnum(c) || c === 43 || c === 45 || c === 46;
/** Where the authority part of a URL ends. */
const endsAuthority: CharClass = (c) =>
  c <= 32 ||
  c === 47 ||
  c === 63 ||
  c === 35 ||
  c === 34 ||
  c === 39 ||
  c === 60 ||
  c === 62 ||
  c === 96 ||
  c === 92;

/** End of the run of `is` characters starting at `from` (at most `max` characters). */
function runEnd(text: string, from: number, is: CharClass, max = Number.POSITIVE_INFINITY): number {
  const limit = Math.min(text.length, from + max);
  let k = from;
  while (k < limit && is(text.charCodeAt(k))) k++;
  return k;
}

/** Whether a token may start at `i`: at the start, after a removed line break, or after a non-`part` character. */
function mayStart(view: Joined, i: number, part: CharClass): boolean {
  return i === 0 || view.afterBreak[i] !== 0 || !part(view.text.charCodeAt(i - 1));
}

// ---------------------------------------------------------------------------------------------------------
// Findings

interface Finding {
  /** Start and end in the joined view (in the text itself, once findAll returns it). */
  start: number;
  end: number;
  kind: RedactionKind;
  /**
   * Where reading it starts, when that is before `start`: a URL's password is found from the end of its
   * scheme (`s://`). Cut between the two, the rest no longer reads as one.
   */
  from?: number;
}

/** Overlapping findings become one; the kind of higher precedence names it. */
function mergeFindings(findings: Finding[]): Finding[] {
  findings.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Finding[] = [];
  for (const f of findings) {
    const last = merged[merged.length - 1];
    if (last && f.start < last.end) {
      last.end = Math.max(last.end, f.end);
      if (PRECEDENCE.get(f.kind)! < PRECEDENCE.get(last.kind)!) last.kind = f.kind;
    } else {
      merged.push({ ...f });
    }
  }
  return merged;
}

/**
 * Every occurrence of `prefix` where a token may start; `match` returns the token's end, or -1 when the
 * text there is not one. The scan resumes after a token, so no text is examined twice for one prefix.
 */
function eachCandidate(
  view: Joined,
  prefix: string,
  boundary: CharClass,
  match: (start: number) => { end: number; kind: RedactionKind } | null,
  out: Finding[],
): void {
  const text = view.text;
  let pos = 0;
  for (;;) {
    const start = text.indexOf(prefix, pos);
    if (start < 0) return;
    const found = mayStart(view, start, boundary) ? match(start) : null;
    if (found) {
      out.push({ start, end: found.end, kind: found.kind });
      pos = found.end;
    } else {
      pos = start + 1;
    }
  }
}

/**
 * A token of a documented length `exact` after its prefix, starting at `body`. On one line the whole run of
 * `part` characters is taken (`at-least`: formats may grow), or only a run of exactly that length
 * (`exact`). When the run reaches a line break before `exact` characters, the token was wrapped: exactly
 * `exact` characters are taken across the break, and the text after them on the next line is left alone.
 * A run of `min` (< `exact`) or more characters on one line is taken too, for shorter variants.
 */
function fixedLengthEnd(
  view: Joined,
  body: number,
  part: CharClass,
  exact: number,
  options: { sameLine?: 'exact' | 'at-least'; min?: number; cap?: number } = {},
): number {
  const { sameLine = 'at-least', min = exact, cap = Number.POSITIVE_INFINITY } = options;
  const text = view.text;
  const limit = Math.min(text.length, body + cap);
  let k = body;
  let lineEnd = -1;
  while (k < limit && part(text.charCodeAt(k))) {
    if (lineEnd < 0 && view.afterBreak[k] === 1) lineEnd = k;
    k++;
  }
  const line = (lineEnd < 0 ? k : lineEnd) - body;
  if (line >= exact) return sameLine === 'exact' && line > exact ? -1 : body + line;
  if (k - body >= exact) return body + exact;
  if (line >= min) return body + line;
  return -1;
}

/**
 * The end of a token of no fixed length whose characters are `part`, starting at `body`. A line break
 * inside the run is ambiguous: the token may have been wrapped, or it may end the line and the next line
 * start with a word. The run continues onto the next line while it is shorter than `min` (it cannot have
 * ended), or when the next line's run looks like token material (letters and digits, or long and of mixed
 * case); otherwise it ends at the break, so `…key\nexport X=1` keeps `export`. At worst a few characters
 * of a wrapped key's tail stay visible, which alone are no credential.
 */
function variableLengthEnd(view: Joined, body: number, part: CharClass, min: number): number {
  const text = view.text;
  let end = lineRunEnd(view, body, part);
  while (end < text.length && view.afterBreak[end] === 1 && part(text.charCodeAt(end))) {
    const next = lineRunEnd(view, end, part);
    if (end - body >= min && !looksLikeTokenTail(text, end, next)) break;
    end = next;
  }
  return end;
}

/** End of the run of `part` characters from `start`, not crossing a removed line break after `start`. */
function lineRunEnd(view: Joined, start: number, part: CharClass): number {
  const text = view.text;
  let k = start;
  if (k < text.length && part(text.charCodeAt(k))) k++;
  while (k < text.length && view.afterBreak[k] !== 1 && part(text.charCodeAt(k))) k++;
  return k;
}

/** Random key material: 8+ characters mixing letters and digits, or 24+ mixing upper and lower case. */
function looksLikeTokenTail(text: string, start: number, end: number): boolean {
  let digit = false;
  let upper = false;
  let lower = false;
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k);
    if (isDigit(c)) digit = true;
    else if (isUpper(c)) upper = true;
    else if (isLower(c)) lower = true;
  }
  const length = end - start;
  return (length >= 8 && digit && (upper || lower)) || (length >= 24 && upper && lower);
}

// ---------------------------------------------------------------------------------------------------------
// Known values

interface Needle {
  text: string;
  kind: RedactionKind;
  /** Found as base64: the neighbouring characters carry bits of the secret too. */
  base64: boolean;
}

/**
 * One handoff or record redacts many texts with the same secrets: their needles are built once. The list is
 * compared value by value (a list that grows in place, as a run's masks do, is another list), not joined
 * into a key: a live view redacts a line at a time, and joining every secret for each line cost more than
 * reading the line.
 */
let lastSecrets: { list: readonly string[]; needles: { joined: Needle[]; decoded: Needle[] } } | undefined;

function preparedSecrets(secrets: readonly string[]): { joined: Needle[]; decoded: Needle[] } {
  if (lastSecrets === undefined || !sameSecrets(lastSecrets.list, secrets))
    lastSecrets = { list: [...secrets], needles: prepareSecrets(secrets) };
  return lastSecrets.needles;
}

/** Whether two lists of secrets hold the same values in the same order. */
function sameSecrets(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Spaces of a secret at which a wrap is looked for (each is one more string to search). */
const MAX_WRAPPED_SPACES = 16;

/** The strings to look for, for every secret value long enough to redact. */
function prepareSecrets(secrets: readonly string[]): { joined: Needle[]; decoded: Needle[] } {
  const joined = new Map<string, Needle>();
  const decoded = new Map<string, Needle>();
  const add = (map: Map<string, Needle>, text: string, kind: RedactionKind, base64: boolean) => {
    const seen = map.get(text);
    if (!seen || PRECEDENCE.get(kind)! < PRECEDENCE.get(seen.kind)!) map.set(text, { text, kind, base64 });
  };
  for (const secret of secrets) {
    if (typeof secret !== 'string') continue;
    const value = secret.trim();
    if (value.length < REDACTION.minSecretLength) continue;
    // A multi-line secret (a key file) is also looked for line by line, as GitHub masks it.
    // As it reads in either view of a text: as written, and without terminal escape sequences.
    const forms = new Set([joinLines(value, false).text, joinLines(value, true).text]);
    const lines = value.split(/\r\n|\n|\r/).map((l) => l.trim());
    if (lines.length > 1)
      for (const line of lines) if (line.length >= REDACTION.minSecretLength) forms.add(line);
    // A one-line value wrapped at one of its spaces loses that space in the joined view.
    if (lines.length === 1) {
      for (const space of [...value.matchAll(/ /g)].slice(0, MAX_WRAPPED_SPACES)) {
        add(joined, value.slice(0, space.index) + value.slice(space.index + 1), 'secret-value', false);
      }
    }
    for (const form of forms) {
      // A form too short to tell from ordinary text (a value of escape sequences alone) is not one.
      if (form.length < REDACTION.minSecretLength) continue;
      add(joined, form, 'secret-value', false);
      // Inside a JSON string (an agent's JSON output, a tool result), as GitHub's masker also looks for it:
      // quotes, backslashes and control characters escaped, and non-ASCII too as some encoders write it.
      for (const escaped of jsonEscapedForms(form)) add(joined, escaped, 'secret-value', false);
      add(decoded, form, 'secret-value-url-encoded', false);
      if (form.includes(' ')) {
        // Form encoding writes spaces as `+`.
        add(joined, form.replaceAll(' ', '+'), 'secret-value-url-encoded', false);
        add(decoded, form.replaceAll(' ', '+'), 'secret-value-url-encoded', false);
      }
    }
    const encodedForms = new Set([value, ...(lines.length > 1 ? lines : [])]);
    for (const form of encodedForms) {
      if (form.length < REDACTION.minSecretLength) continue;
      for (const slice of base64Slices(form)) {
        add(joined, slice, 'secret-value-base64', true);
        add(decoded, slice, 'secret-value-base64', true);
      }
    }
  }
  return { joined: [...joined.values()], decoded: [...decoded.values()] };
}

/** `value` as it appears inside a JSON string, when that differs from `value` (at most two forms). */
function jsonEscapedForms(value: string): string[] {
  const escaped = JSON.stringify(value).slice(1, -1);
  const ascii = escaped.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return [...new Set([escaped, ascii])].filter((form) => form !== value);
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += BASE64_ALPHABET[(n >> 18) & 63]! + BASE64_ALPHABET[(n >> 12) & 63]!;
    out += BASE64_ALPHABET[(n >> 6) & 63]! + BASE64_ALPHABET[n & 63]!;
  }
  return out;
}

/**
 * The base64 text that encodes `value` wherever its bytes sit in a larger encoded blob: for each of the
 * three byte offsets modulo 3, the characters whose 6 bits all come from the secret. Characters that mix
 * the secret's first or last bits with neighbouring bytes differ from blob to blob and are left out (and
 * redacted with the match, see findKnownValues). Both the standard and the URL alphabet.
 */
function base64Slices(value: string): string[] {
  const secret = new TextEncoder().encode(value);
  const slices = new Set<string>();
  for (let offset = 0; offset < 3; offset++) {
    const bytes = new Uint8Array(offset + secret.length + 2);
    bytes.set(secret, offset);
    const encoded = base64(bytes);
    const first = Math.ceil((8 * offset) / 6);
    const end = Math.floor((8 * (offset + secret.length)) / 6);
    const slice = encoded.slice(first, end);
    if (slice.length < REDACTION.minSecretLength) continue;
    slices.add(slice);
    slices.add(slice.replaceAll('+', '-').replaceAll('/', '_'));
  }
  return [...slices];
}

/** The shortest line a wrapped base64 blob has before its break (encoders wrap at 64 or 76). */
const WRAPPED_LINE = 60;

function findKnownValues(
  view: Joined,
  needles: { joined: Needle[]; decoded: Needle[] },
  out: Finding[],
): void {
  if (needles.joined.length === 0) return;
  const text = view.text;
  // The neighbouring character carries bits of the secret when it is part of the same blob: beside it on
  // its line, or across a line break that wrapped the blob (a line of 60 or more characters, as base64 is
  // wrapped at 64 or 76), not the first letter of the next line after a short one ("…k4NzY1\nhello").
  const wrapped = (at: number): boolean => {
    if (view.afterBreak[at] !== 1) return true;
    let from = at - 1;
    while (from > 0 && at - from < WRAPPED_LINE && view.afterBreak[from] !== 1) from--;
    return at - from >= WRAPPED_LINE;
  };
  const extend = (start: number, end: number): [number, number] => {
    let s = start;
    let e = end;
    if (s > 0 && isBase64Any(text.charCodeAt(s - 1)) && wrapped(s)) s--;
    if (isBase64Any(text.charCodeAt(e)) && wrapped(e)) e++;
    while (text.charCodeAt(e) === 61) e++;
    return [s, e];
  };
  for (const needle of needles.joined) {
    eachOccurrence(text, needle.text, (start, end) => {
      const [s, e] = needle.base64 ? extend(start, end) : [start, end];
      out.push({ start: s, end: e, kind: needle.kind });
    });
  }
  const decoded = percentDecode(text);
  if (!decoded) return;
  for (const needle of needles.decoded) {
    eachOccurrence(decoded.text, needle.text, (start, end) => {
      const from = decoded.from[start]!;
      const to = decoded.to[end - 1]!;
      const [s, e] = needle.base64 ? extend(from, to) : [from, to];
      out.push({ start: s, end: e, kind: needle.kind });
    });
  }
}

/** Calls `found` once per run of overlapping occurrences of `needle` (runs are merged as they are found). */
function eachOccurrence(text: string, needle: string, found: (start: number, end: number) => void): void {
  let runStart = -1;
  let runEnd = -1;
  for (let i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
    if (i < runEnd) {
      runEnd = i + needle.length;
      continue;
    }
    if (runStart >= 0) found(runStart, runEnd);
    runStart = i;
    runEnd = i + needle.length;
  }
  if (runStart >= 0) found(runStart, runEnd);
}

/**
 * The text with `%XX` escapes decoded (each UTF-8 sequence to its character), and for each decoded
 * character the range of the view it came from. Null when there is nothing to decode.
 */
function percentDecode(text: string): { text: string; from: Uint32Array; to: Uint32Array } | null {
  if (!text.includes('%')) return null;
  const n = text.length;
  const from = new Uint32Array(n);
  const to = new Uint32Array(n);
  let out = '';
  let j = 0;
  let i = 0;
  const emit = (chars: string, start: number, end: number) => {
    out += chars;
    for (let u = 0; u < chars.length; u++) {
      from[j] = start;
      to[j] = end;
      j++;
    }
  };
  while (i < n) {
    const lead = text.charCodeAt(i) === 37 ? hexByte(text, i + 1) : -1;
    if (lead < 0) {
      // Copy the run up to the next `%` at once.
      let k = text.indexOf('%', i + 1);
      if (k < 0) k = n;
      out += text.slice(i, k);
      for (let u = i; u < k; u++) {
        from[j] = u;
        to[j] = u + 1;
        j++;
      }
      i = k;
      continue;
    }
    const decoded = decodeUtf8Escapes(text, i, lead);
    if (decoded) {
      emit(decoded.chars, i, decoded.end);
      i = decoded.end;
    } else {
      emit('%', i, i + 1);
      i++;
    }
  }
  return { text: out, from: from.subarray(0, j), to: to.subarray(0, j) };
}

function hexDigit(c: number): number {
  if (isDigit(c)) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

function hexByte(text: string, i: number): number {
  const hi = hexDigit(text.charCodeAt(i));
  const lo = hexDigit(text.charCodeAt(i + 1));
  return hi < 0 || lo < 0 ? -1 : hi * 16 + lo;
}

/** One character from the `%XX` escapes at `i` (lead byte `lead`), or null when they are not valid UTF-8. */
function decodeUtf8Escapes(text: string, i: number, lead: number): { chars: string; end: number } | null {
  if (lead < 0x80) return { chars: String.fromCharCode(lead), end: i + 3 };
  const more =
    lead >= 0xc2 && lead <= 0xdf
      ? 1
      : lead >= 0xe0 && lead <= 0xef
        ? 2
        : lead >= 0xf0 && lead <= 0xf4
          ? 3
          : 0;
  if (more === 0) return null;
  let cp = lead & (0x3f >> more);
  let k = i + 3;
  for (let m = 0; m < more; m++) {
    const byte = text.charCodeAt(k) === 37 ? hexByte(text, k + 1) : -1;
    if (byte < 0x80 || byte > 0xbf) return null;
    cp = (cp << 6) | (byte & 0x3f);
    k += 3;
  }
  const min = more === 1 ? 0x80 : more === 2 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
  return { chars: String.fromCodePoint(cp), end: k };
}

// ---------------------------------------------------------------------------------------------------------
// Token shapes

const PEM_BEGIN = '-----BEGIN ';
const PEM_END = '-----END ';
const PEM_DASHES = '-----';

/** After `-----BEGIN ` or `-----END `: the index after the closing dashes when the label is a private key's. */
function privateKeyLabelEnd(text: string, labelStart: number): number {
  const labelEnd = runEnd(text, labelStart, (c) => isUpperAlnum(c) || c === 32, 64);
  if (!text.startsWith(PEM_DASHES, labelEnd)) return -1;
  const label = text.slice(labelStart, labelEnd);
  return label.endsWith('PRIVATE KEY') || label.endsWith('PRIVATE KEY BLOCK')
    ? labelEnd + PEM_DASHES.length
    : -1;
}

// A private key's BEGIN and END lines as a reader of lines knows them: a label of at most 64 capitals,
// digits and spaces ending in PRIVATE KEY or PRIVATE KEY BLOCK (PGP), as privateKeyLabelEnd reads it.
const KEY_BEGIN = /-----BEGIN [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/;
const KEY_MARK = /-----(BEGIN|END) [A-Z0-9 ]{0,64}PRIVATE KEY(?: BLOCK)?-----/;
const KEY_MARKS = new RegExp(KEY_MARK.source, 'g');

/**
 * Whether a private key block is open after `text` (a BEGIN line whose END line has not come: redaction
 * takes everything from one to the other), when one was (`open`) before it. The BEGIN and END lines that
 * end at or before `from` were read already (the end of the text read before, read again to find a line
 * it cut through). Read as written and without terminal escape sequences, as redaction reads it: open when
 * either reading says so (a colour code inside a BEGIN line, a BEGIN line inside a title).
 */
export function privateKeyOpenAfter(text: string, open: boolean, from = 0): boolean {
  const reading = (t: string, read: number) => {
    let inside = open;
    for (const mark of t.matchAll(KEY_MARKS))
      if (mark.index + mark[0].length > read) inside = mark[1] === 'BEGIN';
    return inside;
  };
  if (reading(text, from)) return true;
  if (!text.includes('\u001b')) return false;
  return reading(withoutTerminalSequences(text), withoutTerminalSequences(text.slice(0, from)).length);
}

/** Whether `line` holds a private key's BEGIN or END line, as written (not without escape sequences). */
export function hasPrivateKeyMark(line: string): boolean {
  return KEY_MARK.test(line);
}

/** Whether `line` opens a private key block (a colour code inside its BEGIN line too). */
export function opensPrivateKey(line: string): boolean {
  // Read once more only when the escape sequences left out leave another line (a live view asks of each).
  const plain = withoutTerminalSequences(line);
  return (line.includes(PEM_BEGIN) && KEY_BEGIN.test(line)) || (plain !== line && KEY_BEGIN.test(plain));
}

/**
 * PEM private keys, BEGIN to END, whatever the key type (`RSA`, `EC`, `OPENSSH`, `ENCRYPTED`, PGP …). A key
 * cut off before its END line is redacted up to the end of its base64 body.
 */
function findPrivateKeys(view: Joined, out: Finding[]): void {
  const text = view.text;
  if (!text.includes(PEM_BEGIN)) return;
  const ends: Array<{ start: number; end: number }> = [];
  for (let p = text.indexOf(PEM_END); p >= 0; p = text.indexOf(PEM_END, p + 1)) {
    const end = privateKeyLabelEnd(text, p + PEM_END.length);
    if (end > 0) ends.push({ start: p, end });
  }
  let next = 0;
  let pos = 0;
  for (;;) {
    const start = text.indexOf(PEM_BEGIN, pos);
    if (start < 0) return;
    const header = privateKeyLabelEnd(text, start + PEM_BEGIN.length);
    if (header < 0) {
      pos = start + 1;
      continue;
    }
    while (next < ends.length && ends[next]!.start < header) next++;
    let end: number;
    if (next < ends.length) {
      end = ends[next]!.end;
      next++;
    } else {
      end = variableLengthEnd(view, header, isStdBase64, 0);
      while (text.charCodeAt(end) === 61) end++;
      // A header with no key after it is only a mention of the format.
      if (end === header) {
        pos = header;
        continue;
      }
    }
    out.push({ start, end, kind: 'private-key' });
    pos = end;
  }
}

/** GitHub documents token lengths up to 255 characters. */
const GITHUB_TOKEN_MAX = 255;

function findGitHubTokens(view: Joined, out: Finding[]): void {
  const text = view.text;
  if (!text.includes('gh') && !text.includes('github_pat_')) return;
  /** Where the last failed stateless-token scan ended: later prefixes inside that run fail the same way. */
  let statelessFailedUntil = -1;
  for (const prefix of ['ghp_', 'gho_', 'ghu_', 'ghr_', 'ghs_']) {
    eachCandidate(
      view,
      prefix,
      isAlnum,
      (start) => {
        const body = start + prefix.length;
        if (prefix === 'ghs_' && start >= statelessFailedUntil) {
          const stateless = statelessTokenEnd(view, body);
          if (stateless.end > 0) return { end: stateless.end, kind: 'github-token' };
          statelessFailedUntil = stateless.scanned;
        }
        // Classic: 36 characters of [A-Za-z0-9] (30 random, 6 checksum).
        // The prefix ends in `_`, outside the run, so runs of different candidates never overlap: no cap.
        const end = fixedLengthEnd(view, body, isAlnum, 36);
        return end > 0 ? { end, kind: 'github-token' } : null;
      },
      out,
    );
  }
  // Fine-grained personal access tokens: 22 characters, `_`, 59 characters.
  eachCandidate(
    view,
    'github_pat_',
    isAlnum,
    (start) => {
      const body = start + 'github_pat_'.length;
      // `_` is part of the token, so a run can hold further candidates: the scan stops at GitHub's maximum.
      const end = fixedLengthEnd(view, body, (c) => isAlnum(c) || c === 95, 82, {
        cap: GITHUB_TOKEN_MAX - 11,
      });
      return end > 0 ? { end, kind: 'github-token' } : null;
    },
    out,
  );
}

/**
 * GitHub's stateless installation tokens: `ghs_` then a JWT (three base64url segments, two dots), about
 * 520 characters. `scanned` is where the first segment ended, for the caller's memo on failure.
 */
function statelessTokenEnd(view: Joined, body: number): { end: number; scanned: number } {
  const text = view.text;
  const e1 = runEnd(text, body, isBase64Url);
  const fail = { end: -1, scanned: e1 };
  if (e1 === body || text.charCodeAt(e1) !== 46) return fail;
  const e2 = runEnd(text, e1 + 1, isBase64Url);
  if (e2 === e1 + 1 || text.charCodeAt(e2) !== 46) return fail;
  const e3 = variableLengthEnd(view, e2 + 1, isBase64Url, 1);
  if (e3 === e2 + 1 || e3 - body < 36) return fail;
  return { end: e3, scanned: e1 };
}

/** OpenAI (`sk-`, `sk-proj-`, `sk-svcacct-`, `sk-admin-`) and Anthropic (`sk-ant-…`) API keys. */
function findApiKeys(view: Joined, out: Finding[]): void {
  const text = view.text;
  eachCandidate(
    view,
    'sk-',
    isAlnum,
    (start) => {
      const after = start + 3;
      if (text.startsWith('ant-', after)) {
        // `api03-`, `admin01-` … then about 95 characters.
        const end = variableLengthEnd(view, after + 4, isBase64Url, 80);
        return end - (after + 4) >= 80 ? { end, kind: 'anthropic-key' } : null;
      }
      for (const scope of ['proj-', 'svcacct-', 'admin-', 'None-']) {
        if (!text.startsWith(scope, after)) continue;
        // 48 characters in early project keys, about 156 now.
        const end = variableLengthEnd(view, after + scope.length, isBase64Url, 40);
        return end - (after + scope.length) >= 40 ? { end, kind: 'openai-key' } : null;
      }
      // Legacy keys: 48 characters of [A-Za-z0-9]; 32 or more on one line are taken as a key too.
      const end = fixedLengthEnd(view, after, isAlnum, 48, { min: 32 });
      return end > 0 ? { end, kind: 'openai-key' } : null;
    },
    out,
  );
}

/**
 * Google API keys (Gemini's, Maps', Firebase's …): `AIza` and 35 characters of the base64url alphabet, 39 in
 * all, as secret scanners (GitHub's, gitleaks' `gcp-api-key`) match them. A longer run is not one.
 */
function findGoogleApiKeys(view: Joined, out: Finding[]): void {
  eachCandidate(
    view,
    'AIza',
    isBase64Url,
    (start) => {
      const end = fixedLengthEnd(view, start + 4, isBase64Url, 35, { sameLine: 'exact', cap: 36 });
      return end > 0 ? { end, kind: 'google-api-key' } : null;
    },
    out,
  );
}

/** AWS access key ids: `AKIA` (long-term) or `ASIA` (temporary) and 16 upper-case letters or digits. */
function findAwsKeys(view: Joined, out: Finding[]): void {
  for (const prefix of ['AKIA', 'ASIA']) {
    eachCandidate(
      view,
      prefix,
      isAlnum,
      (start) => {
        const end = fixedLengthEnd(view, start + 4, isUpperAlnum, 16, { sameLine: 'exact', cap: 17 });
        return end > 0 ? { end, kind: 'aws-key' } : null;
      },
      out,
    );
  }
}

/** JWTs: `eyJ…` (a JSON header), `.`, `ey…` (a JSON payload), `.`, the signature (empty for `alg: none`). */
function findJwts(view: Joined, out: Finding[]): void {
  const text = view.text;
  let failedUntil = -1;
  eachCandidate(
    view,
    'eyJ',
    isBase64Url,
    (start) => {
      if (start < failedUntil) return null;
      const e1 = runEnd(text, start, isBase64Url);
      failedUntil = e1;
      if (e1 - start < 10 || text.charCodeAt(e1) !== 46 || !text.startsWith('ey', e1 + 1)) return null;
      const e2 = runEnd(text, e1 + 1, isBase64Url);
      if (e2 - (e1 + 1) < 10 || text.charCodeAt(e2) !== 46) return null;
      return { end: variableLengthEnd(view, e2 + 1, isBase64Url, 0), kind: 'jwt' };
    },
    out,
  );
}

/** The password of `scheme://user:password@host` (up to the last `@` of the authority). */
function findUrlPasswords(view: Joined, out: Finding[]): void {
  const text = view.text;
  for (let k = text.indexOf('://'); k >= 0; k = text.indexOf('://', k + 3)) {
    if (k === 0 || !isSchemeChar(text.charCodeAt(k - 1))) continue;
    const authority = k + 3;
    let colon = -1;
    let at = -1;
    let e = authority;
    for (; e < text.length; e++) {
      const c = text.charCodeAt(e);
      if (endsAuthority(c)) break;
      if (c === 58 && colon < 0) colon = e;
      else if (c === 64) at = e;
    }
    if (colon < 0 || at < 0 || colon > at || colon + 1 === at) continue;
    // Already redacted: redacting text twice (a report of stored records) must change nothing.
    if (
      text.startsWith(REDACTION.markerPrefix, colon + 1) &&
      text.indexOf(REDACTION.markerSuffix, colon + 1) === at - 1
    ) {
      continue;
    }
    // Read from the scheme's last character: without it, `://` starts no URL.
    out.push({ start: colon + 1, end: at, kind: 'url-password', from: k - 1 });
  }
}
