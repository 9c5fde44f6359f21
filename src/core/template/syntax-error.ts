import { TEMPLATE_CODES } from '../names.js';
import { handlebars, KNOWN_HELPERS } from './environment.js';
import { type Position, positionOf, TemplateError } from './template-error.js';

/**
 * What is wrong with a template Handlebars' parser refused, said at a place inside the template. The parser
 * says "unexpected end of template" at the end of the text for a block never closed, and "if doesn't match
 * each" for a close it did not expect; neither names the tag to fix or points at it. So after a refusal the
 * template is read again token by token with Handlebars' own lexer (its escapes, comments and strings
 * included), following which blocks and tags are open, to say which one is never closed, or which close
 * matches nothing, at its own place.
 */

/**
 * A syntax error (one mistake; several blocks left open at the end are one error each), and, when a simple
 * edit that keeps every other position lets the parser read on, the template with it made.
 */
export interface SyntaxProblem {
  errors: TemplateError[];
  /** The template with this mistake mended for reading on (a tag blanked, or closed at the end), or null. */
  repaired: string | null;
  /**
   * Where the mend guessed what the text after it means, as an offset in the template, or null: from a `{{`
   * never closed (is `{{foo bar` a call of foo, or `{{foo}} bar`?), and from the end of the opening of a block
   * never closed that changes the context (`{{#each}}`, `{{#with}}`, a section), whose end the mend put at
   * the template's end. What is found there in the mended template is the guess's, not the template's.
   */
  guessedFrom: number | null;
}

const TOKEN_NAMES: Record<string, string> = {
  EOF: 'end of template',
  CLOSE: '}}',
  CLOSE_UNESCAPED: '}}}',
  CLOSE_RAW_BLOCK: '}}}}',
  CLOSE_SEXPR: ')',
  OPEN: '{{',
  OPEN_BLOCK: '{{#',
  OPEN_ENDBLOCK: '{{/',
  OPEN_INVERSE: '{{^',
  OPEN_INVERSE_CHAIN: '{{else',
  INVERSE: '{{else}}',
  OPEN_SEXPR: '(',
  OPEN_PARTIAL: '{{>',
  OPEN_UNESCAPED: '{{{',
  OPEN_BLOCK_PARAMS: 'as |',
  CLOSE_BLOCK_PARAMS: '|',
  ID: 'a name',
  STRING: 'a string',
  NUMBER: 'a number',
  BOOLEAN: 'true or false',
  DATA: 'an @variable',
  EQUALS: '=',
  SEP: '. or /',
  INVALID: 'something that is not Handlebars',
  CONTENT: 'text',
};

function tokenName(token: string): string {
  return TOKEN_NAMES[token] ?? token.toLowerCase().replace(/_/g, ' ');
}

interface JisonLexer {
  yy: unknown;
  yytext: string;
  yylloc: { first_line: number; first_column: number; last_line: number; last_column: number };
  conditionStack: string[];
  setInput(input: string): void;
  lex(): number | string;
}
interface JisonParser {
  lexer: JisonLexer;
  terminals_: Record<number, string>;
}
const parser = (handlebars as unknown as { Parser: JisonParser }).Parser;

/** The parser's refusal of `template` as a syntax problem: which tag is at fault, where, and a repair. */
export function syntaxProblem(error: unknown, template: string): SyntaxProblem {
  const message = error instanceof Error ? error.message : String(error);
  // Handlebars' parse errors carry no position; its (jison) lexer still holds the offending token's.
  const yylloc = parser.lexer.yylloc;
  const fromParser = /^(Parse|Lexical) error on line/.test(message);
  const exception = error as { lineNumber?: number; column?: number };
  const position: Position =
    fromParser && yylloc
      ? { line: yylloc.first_line, column: yylloc.first_column + 1 }
      : exception.lineNumber !== undefined
        ? { line: exception.lineNumber, column: (exception.column ?? 0) + 1 }
        : { line: 1, column: 1 };
  // Where the parser stopped: the token it could not take (for a mismatched close, a token after it; for
  // text the lexer could not read, just after the last token it did).
  const stopped = !yylloc
    ? position
    : /^Lexical error/.test(message)
      ? { line: yylloc.last_line, column: yylloc.last_column + 1 }
      : { line: yylloc.first_line, column: yylloc.first_column + 1 };
  const found = diagnose(template, stopped);
  if (found) return found;
  return { errors: [parserMessage(message, position)], repaired: null, guessedFrom: null };
}

/** Handlebars' own message, its token names in words. */
function parserMessage(message: string, position: Position): TemplateError {
  const expecting = /Expecting (.*), got '([^']+)'/.exec(message);
  if (expecting) {
    const expected = [...new Set(expecting[1]!.split(', ').map((t) => tokenName(t.replace(/'/g, ''))))];
    return new TemplateError(
      TEMPLATE_CODES.syntax,
      `syntax error: unexpected ${tokenName(expecting[2]!)}`,
      position,
      [`expected ${expected.slice(0, 8).join(', ')}${expected.length > 8 ? ', …' : ''}`],
    );
  }
  if (/^Lexical error/.test(message)) {
    return new TemplateError(
      TEMPLATE_CODES.syntax,
      'syntax error: unrecognised text (an unclosed {{!-- comment, or a stray {{ )',
      position,
    );
  }
  const plain = message.replace(/ - \d+:\d+$/, '');
  return new TemplateError(TEMPLATE_CODES.syntax, `syntax error: ${plain}`, position);
}

// ---------------------------------------------------------------------------------------------------------
// Reading the template again, token by token

export interface Token {
  type: string;
  text: string;
  /** 1-based line and column of the token's first character. */
  line: number;
  column: number;
  /** UTF-16 offset of its first character, and just after its last. */
  start: number;
  end: number;
}

interface Lexed {
  tokens: Token[];
  /** Where the lexer found text no rule reads, and in which of its states (`com`: inside `{{!--`). */
  unreadable: { line: number; column: number; state: string; offset: number } | null;
}

const OPENS = new Set([
  'OPEN',
  'OPEN_BLOCK',
  'OPEN_ENDBLOCK',
  'OPEN_INVERSE',
  'OPEN_INVERSE_CHAIN',
  'OPEN_UNESCAPED',
  'OPEN_PARTIAL',
  'OPEN_PARTIAL_BLOCK',
  'OPEN_RAW_BLOCK',
]);
/** The tokens that end a tag (`}}`, `}}}`, `}}}}`), and those that open a block (template-limits.ts too). */
export const CLOSES: ReadonlySet<string> = new Set(['CLOSE', 'CLOSE_UNESCAPED', 'CLOSE_RAW_BLOCK']);
export const BLOCK_OPENS: ReadonlySet<string> = new Set(['OPEN_BLOCK', 'OPEN_INVERSE', 'OPEN_PARTIAL_BLOCK']);
const PATH_PARTS = new Set(['ID', 'SEP', 'DATA']);

/** Every token of `template`, with its place, from a lexer of its own (the parser's keeps its state). */
export function lexTemplate(template: string): Lexed {
  const lexer = Object.create(parser.lexer) as JisonLexer;
  // Without a parser to report to, the lexer throws its "Unrecognized text" error.
  lexer.yy = {};
  lexer.setInput(template);
  const lineStarts = [0];
  for (let i = 0; i < template.length; i++) if (template[i] === '\n') lineStarts.push(i + 1);
  const offsetOf = (line: number, column: number) => (lineStarts[line - 1] ?? template.length) + column;
  const tokens: Token[] = [];
  for (;;) {
    let id: number | string;
    try {
      id = lexer.lex();
    } catch {
      const { first_line, first_column, last_line, last_column } = lexer.yylloc;
      const state = lexer.conditionStack[lexer.conditionStack.length - 1] ?? 'INITIAL';
      const raw = tokens.findLast((t) => t.type === 'OPEN_RAW_BLOCK');
      // An unclosed comment is unreadable from its `{{!--` (the token the lexer matched last, and put back);
      // an unclosed raw block from its `{{{{`; anything else just after the last token.
      const at =
        state === 'com'
          ? { line: first_line, column: first_column + 1 }
          : state === 'raw' && raw
            ? raw
            : { line: last_line, column: last_column + 1 };
      return {
        tokens,
        unreadable: { line: at.line, column: at.column, state, offset: offsetOf(at.line, at.column - 1) },
      };
    }
    const type = typeof id === 'number' ? (parser.terminals_[id] ?? String(id)) : id;
    const { first_line, first_column, last_line, last_column } = lexer.yylloc;
    const end = type === 'EOF' ? template.length : offsetOf(last_line, last_column);
    tokens.push({
      type: type === '1' ? 'EOF' : type,
      text: lexer.yytext,
      line: first_line,
      column: first_column + 1,
      start: offsetOf(first_line, first_column),
      end,
    });
    if (type === 'EOF' || type === '1') return { tokens, unreadable: null };
  }
}

interface OpenBlock {
  /** The path as written, `if`, `stages.x.next`. */
  name: string;
  /** `{{#`, `{{^` or `{{#>`. */
  sigil: string;
  line: number;
  column: number;
  hasElse: boolean;
  /** Offset just after its opening tag: where its body starts. */
  bodyStart: number;
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** The text of the path after token `i` (`if`, `stages.x.next`, `@root.x`). */
function pathAfter(tokens: Token[], i: number): { name: string; next: number } {
  let name = '';
  let j = i + 1;
  // The lexer skips spaces: a part of the path follows the one before it directly (`{{#if x}}` is `if`).
  while (
    j < tokens.length &&
    PATH_PARTS.has(tokens[j]!.type) &&
    (name === '' || tokens[j]!.start === tokens[j - 1]!.end)
  ) {
    name += tokens[j]!.text;
    j += 1;
  }
  return { name, next: j };
}

/** The tag opened by token `i`, to the end of its `}}` (or of the token itself when it has none). */
function tagEnd(tokens: Token[], i: number): number {
  for (let j = i; j < tokens.length; j++) {
    if (CLOSES.has(tokens[j]!.type)) return tokens[j]!.end;
    if (j > i && (OPENS.has(tokens[j]!.type) || tokens[j]!.type === 'EOF')) break;
  }
  return tokens[i]!.end;
}

/** `template` with `start`..`end` turned to spaces, its line breaks kept: every other position stays. */
function blank(template: string, start: number, end: number): string {
  return template.slice(0, start) + template.slice(start, end).replace(/[^\r\n]/g, ' ') + template.slice(end);
}

const opening = (block: OpenBlock) => `${block.sigil}${block.name}}}`;
const closing = (block: OpenBlock) => `{{/${block.name}}}`;

function unclosed(block: OpenBlock, beforeClose?: Token & { name: string }): TemplateError {
  const where = beforeClose
    ? ` before the {{/${beforeClose.name}}} at ${beforeClose.line}:${beforeClose.column}`
    : '';
  return new TemplateError(
    TEMPLATE_CODES.syntax,
    `syntax error: ${opening(block)} opened at ${block.line}:${block.column} is never closed; close it with ${closing(block)}${where}`,
    block,
  );
}

/**
 * Read `template` tag by tag to the first mistake of its structure: a block or a tag never closed, a close
 * matching no open block, an `{{else}}` where none can be. It is the parser's error when the parser stopped
 * there (`stopped`); else the parser stopped earlier, at something else, and null leaves its message.
 */
function diagnose(template: string, stopped: Position): SyntaxProblem | null {
  const { tokens, unreadable } = lexTemplate(template);
  const stack: OpenBlock[] = [];
  let tag: Token | null = null;
  const found = (at: Position, error: TemplateError, repaired: string | null): SyntaxProblem | null =>
    before(at, stopped) ? { errors: [error], repaired, guessedFrom: null } : null;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (tag && (OPENS.has(token.type) || token.type === 'EOF')) {
      // A tag whose `}}` never came: the parser stopped inside it, at this token or before.
      if (!before(tag, stopped)) return null;
      const sigil = tag.text.replace(/~/g, '').trim();
      const close = sigil.startsWith('{{{{') ? '}}}}' : sigil.startsWith('{{{') ? '}}}' : '}}';
      const shown = sigil.startsWith('{{{') ? sigil.slice(0, close.length) : '{{';
      return {
        errors: [
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: ${shown} opened at ${tag.line}:${tag.column} is never closed; close it with ${close}`,
            tag,
          ),
        ],
        repaired: token.type === 'EOF' ? template + close : null,
        guessedFrom: tag.start,
      };
    }
    if (tag && CLOSES.has(token.type)) {
      // `{{{x}}` and `{{x}}}`: the close must be the open's size.
      const wanted =
        tag.type === 'OPEN_UNESCAPED'
          ? 'CLOSE_UNESCAPED'
          : tag.type === 'OPEN_RAW_BLOCK'
            ? 'CLOSE_RAW_BLOCK'
            : 'CLOSE';
      if (token.type !== wanted) {
        const open = TOKEN_NAMES[tag.type === 'OPEN_UNESCAPED' ? 'OPEN_UNESCAPED' : 'OPEN']!;
        return found(
          token,
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: ${open} opened at ${tag.line}:${tag.column} is closed by ${TOKEN_NAMES[token.type]}; close it with ${TOKEN_NAMES[wanted]}`,
            token,
          ),
          null,
        );
      }
    }
    if (OPENS.has(token.type)) tag = token;
    else if (CLOSES.has(token.type)) tag = null;
    else if (token.type === 'INVALID' && (token.text === '"' || token.text === "'")) {
      // A quote the lexer could not read a string from: its closing quote is missing.
      return found(
        token,
        new TemplateError(
          TEMPLATE_CODES.syntax,
          `syntax error: the string opened at ${token.line}:${token.column} is never closed; close it with ${token.text}`,
          token,
        ),
        null,
      );
    }

    if (BLOCK_OPENS.has(token.type)) {
      const sigil =
        token.type === 'OPEN_INVERSE' ? '{{^' : token.type === 'OPEN_PARTIAL_BLOCK' ? '{{#>' : '{{#';
      stack.push({
        name: pathAfter(tokens, i).name,
        sigil,
        line: token.line,
        column: token.column,
        hasElse: false,
        bodyStart: tagEnd(tokens, i),
      });
    } else if (token.type === 'OPEN_ENDBLOCK') {
      const name = pathAfter(tokens, i).name;
      const top = stack[stack.length - 1];
      if (top?.name === name) {
        stack.pop();
        continue;
      }
      if (!top) {
        return found(
          token,
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: {{/${name}}} closes no block: none is open here`,
            token,
            [`remove it, or open the block before it with {{#${name} …}}`],
          ),
          blank(template, token.start, tagEnd(tokens, i)),
        );
      }
      const outer = stack.findLastIndex((block) => block.name === name);
      if (outer >= 0) return found(token, unclosed(top, { ...token, name }), null);
      return found(
        token,
        new TemplateError(
          TEMPLATE_CODES.syntax,
          `syntax error: {{/${name}}} does not close ${opening(top)} opened at ${top.line}:${top.column}; close that with ${closing(top)}`,
          token,
        ),
        null,
      );
    } else if (token.type === 'INVERSE' || token.type === 'OPEN_INVERSE_CHAIN') {
      const top = stack[stack.length - 1];
      // `{{^}}` is Handlebars' other spelling of `{{else}}`.
      const written = token.type === 'INVERSE' && token.text.includes('^') ? '{{^}}' : '{{else}}';
      const repaired = blank(template, token.start, tagEnd(tokens, i));
      if (!top) {
        return found(
          token,
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: ${written} outside a block; it belongs between {{#if …}} and {{/if}}`,
            token,
          ),
          repaired,
        );
      }
      if (top.hasElse) {
        return found(
          token,
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: a second ${written} in ${opening(top)} opened at ${top.line}:${top.column}; a block has one {{else}} (write {{else if …}} for another condition)`,
            token,
          ),
          repaired,
        );
      }
      // `{{else if …}}` starts a block of its own inside this one's else, closed by the same close.
      if (token.type === 'INVERSE') top.hasElse = true;
    } else if (token.type === 'EOF' && stack.length > 0) {
      // Every block still open, each at its opening; closing them all at the end lets the parser read on.
      if (!before(token, stopped)) return null;
      const closes = [...stack].reverse().map(closing).join('');
      const guessed = stack.filter(changesContext).map((block) => block.bodyStart);
      return {
        errors: stack.map((block) => unclosed(block)),
        repaired: template + closes,
        guessedFrom: guessed.length > 0 ? Math.min(...guessed) : null,
      };
    }
  }
  if (unreadable && before(unreadable, stopped)) {
    const at = { line: unreadable.line, column: unreadable.column };
    if (unreadable.state === 'com')
      return {
        errors: [
          new TemplateError(
            TEMPLATE_CODES.syntax,
            `syntax error: the comment {{!-- opened at ${at.line}:${at.column} is never closed; close it with --}}`,
            at,
          ),
        ],
        repaired: null,
        guessedFrom: null,
      };
    if (unreadable.state === 'raw') return { errors: [rawBlockError(at)], repaired: null, guessedFrom: null };
    if (template[unreadable.offset] === '\0')
      return {
        errors: [
          new TemplateError(
            TEMPLATE_CODES.syntax,
            'syntax error: a NUL character, which a template (text) never holds',
            at,
          ),
        ],
        repaired: null,
        guessedFrom: null,
      };
  }
  return null;
}

/**
 * Whether the body of a block is read in another context than around it: `{{#each}}`, `{{#with}}` and a
 * section (`{{#stages.x.next}}`) change it; `{{#if}}`, `{{#unless}}`, `{{^x}}` and baton's helpers do not.
 */
function changesContext(block: OpenBlock): boolean {
  if (block.sigil === '{{^') return false;
  return block.name === 'each' || block.name === 'with' || !KNOWN_HELPERS.has(block.name);
}

/** Raw blocks print their content without reading it as a template: baton has no helper to run one. */
export function rawBlockError(at: Position): TemplateError {
  return new TemplateError(
    TEMPLATE_CODES.unsupported,
    'raw blocks ({{{{raw}}}}…{{{{/raw}}}}) are not supported; to write {{ as text, escape it: \\{{',
    at,
  );
}

/**
 * A helper's argument written like a number that Handlebars does not read as one (`1e3`, `2k`, `1_000`): it
 * reads numbers only in digits (`200`, `-1.5`), and anything else starting with a digit as the name of a
 * field, which is never there, so the helper got nothing. Null for anything else.
 */
export function misreadNumber(
  node: { type: string; original?: unknown; parts?: unknown; loc?: unknown },
  helper: string,
): TemplateError | null {
  if (node.type !== 'PathExpression' || !Array.isArray(node.parts)) return null;
  const parts = node.parts as string[];
  if (!parts.some((part) => /^\d/.test(part) && !/^\d+$/.test(part))) return null;
  const written = String(node.original);
  const value = Number(written.replace(/_/g, ''));
  const digits = Number.isFinite(value) && written.trim() !== '' ? `: ${value}` : '';
  return new TemplateError(
    TEMPLATE_CODES.helperArguments,
    `${helper}: ${written} is not a number to Handlebars, which reads it as the name of a field; write it in digits${digits}`,
    positionOf(node.loc as Parameters<typeof positionOf>[0]),
  );
}
