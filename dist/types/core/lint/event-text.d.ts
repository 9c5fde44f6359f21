/**
 * Which fields of the event payload (`github.event.*`) can hold text that whoever triggered the workflow
 * chose. Most can: titles, bodies, branch and label names, commit messages, anything under
 * `client_payload` or `inputs`. Some cannot: GitHub fills them with a number, a boolean, a commit sha or
 * one of a fixed set of words, and such a value pasted into a script cannot break out of it.
 *
 * What is listed here as not text is what zizmor's template-injection audit classes as `fixed` in its
 * table of webhook payload fields (zizmorcore/zizmor, crates/zizmor/data/context-capabilities.csv, built
 * from GitHub's webhook schemas): every path these lists accept that the table holds is `fixed` there
 * (checked against the table at zizmor commit 11bbf7e; `action` is an exception, see eventFieldMayHoldText,
 * and so are the shas and the review state listed below).
 * GitHub's CodeQL query `actions/code-injection` (github/codeql, actions/ql/lib/ext/config/
 * untrusted_event_properties.yml) lists only text fields (titles, bodies, head refs, commit messages and
 * authors, …) and no number or id. Anything not listed here stays untrusted, so a field GitHub adds later
 * is text until shown otherwise.
 */
/**
 * Whether `github.event.<rest>` (lower case, `*` for any key) can hold text from whoever triggered the
 * workflow. `triggers` are the workflow's `on:` events.
 */
export declare function eventFieldMayHoldText(rest: readonly string[], triggers: ReadonlySet<string>): boolean;
