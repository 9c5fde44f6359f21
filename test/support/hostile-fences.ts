/**
 * Handoff texts where a naive reading of "this is a fenced code block" disagrees with CommonMark/GFM, each
 * hiding `HOSTILE_LINE` in what the naive reading calls code. Shared by the sanitiser, report and job
 * summary tests: whatever the renderer decides, none of the line may come out live.
 */

/** Mentions, a closing keyword, raw HTML, a hidden comment, an http image and an http link. */
export const HOSTILE_LINE =
  '@octocat @org/team fixes #1 <img src="http://evil.example/pixel.png"> <!-- hidden --> [click](http://evil.example)';

const L = HOSTILE_LINE;
const F = '```';

export const HOSTILE_FENCES: ReadonlyArray<readonly [name: string, text: string]> = [
  // A fence indented under a list item belongs to the item, and the item ends at the next unindented line.
  ['the reviewer’s payload: fence in a list item', `- item\n  ${F}\n${L}\n- x\n  ${F}`],
  ['fence indented 2 spaces in a list item', `- item\n  ${F}\n${L}\n  ${F}`],
  ['fence indented 3 spaces in a list item', `- item\n   ${F}\n${L}\n   ${F}`],
  ['fence in an ordered list item', `1. item\n   ${F}\n${L}\n   ${F}`],
  ['fence in a `)` ordered list item', `1) item\n   ${F}\n${L}\n   ${F}`],
  ['fence in an outer item after a nested list', `- a\n  - b\n  ${F}\n${L}\n  ${F}`],
  ['fence in a nested list item', `- a\n - b\n   ${F}\n${L}\n   ${F}`],
  ['fence 4 spaces deep in a nested list item', `- a\n  - b\n    ${F}\n${L}\n    ${F}`],
  ['tilde fence in a list item', `- item\n  ~~~\n${L}\n  ~~~`],
  ['long tilde fence in a list item', `- item\n  ~~~~~\n${L}\n  ~~~~~~`],
  ['unclosed fence in a list item at the end of the text', `- item\n  ${F}\n${L}`],
  ['unclosed fence at the end of the text', `${F}\n${L}`],
  ['fence with an info string in a list item', `- item\n  ${F}js title="x"\n${L}\n  ${F}`],
  ['fence in a block quote', `> quote\n> ${F}\n${L}\n> ${F}`],
  ['fence under a list in a block quote', `> - item\n  ${F}\n${L}\n  ${F}`],
  ['fence after a block quote', `> quote\n${F}\n${L}\n${F}`],
  ['fence inside an HTML block', `<div>\n${F}\n${L}\n${F}\n</div>`],
  ['fence in an HTML comment', `<!--\n${F}\n-->\n${L}\n${F}`],
  ['fence in indented code', `- item\n\n      ${F}\n${L}\n      ${F}`],
  ['fence after a table row', `| a |\n|---|\n| b |\n${F}\n${L}\n${F}`],
  // The sanitiser's own rewriting must not make a fence: `<b></b>` and an empty link are removed.
  ['tilde fence made by removing a tag', `<b></b>~~~\n~~~\n${L}\n~~~`],
  ['tilde fence made by removing an empty link', `[](http://evil.example)~~~\n~~~\n${L}\n~~~`],
  ['backtick fence made by removing a comment', `<!-- -->${F}\n${F}\n${L}\n${F}`],
  // GFM splits a table row at every `|` before it looks for code spans.
  ['code span split by a table cell', `| a | b |\n|---|---|\n| \`x | ${L.replaceAll('`', '')}\` |`],
  ['bare URL with a pipe in a table', '| a | b |\n|---|---|\n| http://evil.example/a|@octocat |'],
  // A private-key BEGIN made by removing a tag, and an END inside a code block: a redaction of the output
  // spans the fence between them.
  [
    'a redaction spanning a fence',
    `-----BEGIN RSA PRIVATE <b></b>KEY-----\n\n${F}\n-----END RSA PRIVATE KEY-----\n${L}\n${F}`,
  ],
];

/** A legitimate code block whose text would be live outside code. */
export const PLAIN_CODE_BLOCK = `Run this:\n\n${F}sh\n@user <b>bold</b> fixes #1\n${F}`;
