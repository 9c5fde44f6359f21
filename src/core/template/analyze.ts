import { TEMPLATE_CODES } from '../names.js';
import { didYouMean } from '../suggest.js';
import { handlebars, KNOWN_HELPERS } from './environment.js';
import {
  contextOf,
  eachOverLiteral,
  eachOverScalar,
  itemOf,
  type KeyKind,
  lookupField,
  printedProblem,
  type Resolved,
  scalarKindOf,
  TOP,
  walkPath,
} from './shape.js';
import {
  arityProblem,
  asCount,
  blockProblem,
  countProblem,
  type HelperSignature,
  signatureOf,
} from './signatures.js';
import { misreadNumber, rawBlockError, syntaxProblem } from './syntax-error.js';
import { type Position, positionOf, TemplateError, type UpstreamCondition } from './template-error.js';
import { literalArgumentError, nestingError, sizeError } from './template-limits.js';

/**
 * Static analysis of a template, from Handlebars' own parser: which stages and jobs it references, which
 * helpers it calls, what it uses that baton refuses (partials, decorators, unknown helpers), and where its
 * cuttable sections (`fit`, `tokens`) are. Done once per template, before anything is rendered, so mistakes
 * are reported with their line and column instead of surfacing half-way through a render.
 */

/** A `stages.<id>` or `jobs.<id>` reference at the template's top-level context. */
export interface StageReference {
  /** `stage` for `stages.<id>`, `job` for `jobs.<id>`. */
  kind: 'stage' | 'job';
  /** The stage id (or job id, for `kind: 'job'`). */
  stage: string;
  /** The path as written, e.g. `stages.review-security.summary`. */
  path: string;
  /** 1-based. */
  line: number;
  column: number;
}

/** A `fit` block or a `tokens` call: a section the budget may cut. */
export interface SectionSite {
  kind: 'fit' | 'tokens';
  /**
   * Whether the budget may cut it: a `{{tokens …}}` statement or a `{{#fit}}` block, whose output goes
   * straight into the prompt. A `(tokens …)` inside another helper is not: that helper has already
   * transformed the text (indented it, fenced it) by the time the budget is applied.
   */
  cuttable: boolean;
  /** How the size table names it: `fit "findings"`, `tokens stages.investigate.detail`. */
  label: string;
  position: Position;
  /** Stages and jobs referenced inside it, for the marker that says where the full text is. */
  stages: string[];
  jobs: string[];
}

/**
 * A name the workflow decides that a template reads: `inputs.<name>`, a leg's `matrix.<key>`, or a handoff's
 * `data.<key>` (of `stages.<id>`, or of each stage of `jobs.<id>`). Checked by the planner and `baton lint`,
 * which know the workflow (keyProblems in references.ts); the render, which has the values, does not.
 */
export interface KeyReference {
  kind: Extract<KeyKind, 'input' | 'matrix' | 'data'>;
  key: string;
  /** For `matrix` and `data`: the stage or job whose leg's matrix or data it is, when the template says which. */
  owner: { stage: string } | { job: string } | null;
  /** The path as written. */
  path: string;
  line: number;
  column: number;
}

export interface TemplateAnalysis {
  references: StageReference[];
  /** `inputs.<name>` and a leg's `matrix.<key>`, in reading order. */
  keys: KeyReference[];
  /** Keyed by `line:column` of the helper call as Handlebars reports it in `options.loc` (0-based column). */
  sections: Map<string, SectionSite>;
  /** Paths by `line:column` (0-based column) of the path itself: what Handlebars' strict errors point at. */
  paths: Map<string, { original: string; root: string[] | null }>;
  usesTokens: boolean;
  usesFit: boolean;
  /**
   * What each `{{#each}}` goes over, as written, by `line:column` (0-based column) of the block: for the
   * render to name a text, number or boolean it finds there (eachOverScalar).
   */
  eachOver: Map<string, string>;
}

// Minimal shapes of Handlebars' AST (the package's typings are looser than the nodes it builds).
interface Loc {
  start: { line: number; column: number };
  end: { line: number; column: number };
}
interface Node {
  type: string;
  loc: Loc;
}
interface PathNode extends Node {
  type: 'PathExpression';
  data: boolean;
  depth: number;
  parts: string[];
  original: string;
}
interface HashNode extends Node {
  pairs: Array<{ key: string; value: Node }>;
}
interface CallNode extends Node {
  path: Node;
  params: Node[];
  hash?: HashNode;
}
interface BlockNode extends CallNode {
  program?: ProgramNode;
  inverse?: ProgramNode;
}
export interface ProgramNode extends Node {
  body: Node[];
  blockParams?: string[];
}

interface Scope {
  /** Context-changing blocks (`each`, `with`, field sections) around this point. */
  depth: number;
  blockParams: ReadonlySet<string>;
  /** What the context is at each depth (0: the top), as far as the shape tells; null where it does not. */
  frames: ReadonlyArray<Resolved | null>;
  /** What each block parameter is, likewise. */
  params: ReadonlyMap<string, Resolved | null>;
}

interface LiteralNode extends Node {
  type: 'StringLiteral' | 'NumberLiteral' | 'BooleanLiteral' | 'NullLiteral' | 'UndefinedLiteral';
  value?: unknown;
}

const LITERALS = new Set([
  'StringLiteral',
  'NumberLiteral',
  'BooleanLiteral',
  'NullLiteral',
  'UndefinedLiteral',
]);

/** A literal argument's value (`-1`, `"many"`, `true`), or none for anything else. */
function literalOf(node: Node | undefined): { value: unknown; text: boolean } | null {
  if (node === undefined || !LITERALS.has(node.type)) return null;
  const literal = node as LiteralNode;
  if (literal.type === 'NullLiteral') return { value: null, text: false };
  if (literal.type === 'UndefinedLiteral') return { value: undefined, text: false };
  return { value: literal.value, text: literal.type === 'StringLiteral' };
}

/**
 * Parse a template, turning Handlebars' parse errors into a TemplateError with a position. The tree is the
 * parser's, before the whitespace control `handlebars.compile` applies to it (which changes only the text
 * around standalone tags and `~`, never a node or its position): so the same tree serves the analysis and
 * then the compiler, and a template is parsed once. A template over the size or nesting limit is refused
 * first. A syntax error is thrown with the template's other mistakes listed after it when the parser can
 * read on past it (`also at 3:1: …`, see `parseWithRecovery`).
 */
export function parseTemplate(template: string): ProgramNode {
  const parsed = parseWithRecovery(template);
  if (parsed.errors.length === 0 && parsed.program) return parsed.program;
  // Not those that are mistakes only if a stage is upstream, which is not known here (TemplateError.ifUpstream).
  const others = parsed.program
    ? inspectProgram(parsed.program).problems.filter((p) => p.ifUpstream === undefined && !parsed.guessed(p))
    : [];
  throw firstWithOthers(inReadingOrder([...parsed.errors, ...others]));
}

/** Syntax errors before the parser gives up: a block never closed, a stray close or `{{else}}` … */
const MAX_SYNTAX_ERRORS = 20;
/**
 * Reading on past a syntax error parses the template again; a template longer than this (a long prompt is
 * a few KiB) has only its first syntax error reported, so a large one is not parsed twenty times over.
 */
const MAX_RECOVERED_CHARS = 64 * 1024;

/**
 * The template's tree, and its syntax errors. After a syntax error that a simple edit mends while keeping
 * every other position (a block never closed is closed at the end, a close matching nothing or a stray
 * `{{else}}` is blanked), the parser reads on, so the tree is the mended template's and its other mistakes
 * can be reported too; after any other, the tree is null. `guessed` tells a place where the mending guessed
 * what the text means (SyntaxProblem.guessedFrom): what is found there in the mended tree, a syntax error
 * included, is the guess's, such as `unknown helper foo` and `bar: no root bar` in `{{foo bar` (which may be
 * meant as `{{foo}} bar`), and is not reported.
 */
function parseWithRecovery(template: string): {
  program: ProgramNode | null;
  errors: TemplateError[];
  guessed: (at: Position) => boolean;
} {
  let guessedFrom = Number.POSITIVE_INFINITY;
  const guessed = (at: Position) => offsetOf(template, at) >= guessedFrom;
  const beyond = sizeError(template) ?? nestingError(template);
  if (beyond) return { program: null, errors: [beyond], guessed };
  const errors: TemplateError[] = [];
  let text = template;
  while (errors.length < MAX_SYNTAX_ERRORS) {
    let program: ProgramNode;
    try {
      program = handlebars.parseWithoutProcessing(text) as unknown as ProgramNode;
    } catch (error) {
      const problem = syntaxProblem(error, text);
      // A mistake the mending itself made (past the template's end, or where it guessed) is not the template's.
      const own = problem.errors.filter((e) => offsetOf(template, e) <= template.length);
      errors.push(...own.filter((e) => !guessed(e)).slice(0, MAX_SYNTAX_ERRORS - errors.length));
      const foreign = own.length < problem.errors.length || own.length === 0;
      if (problem.repaired === null || foreign || template.length > MAX_RECOVERED_CHARS) break;
      if (problem.guessedFrom !== null) guessedFrom = Math.min(guessedFrom, problem.guessedFrom);
      text = problem.repaired;
      continue;
    }
    return { program, errors, guessed };
  }
  return { program: null, errors, guessed };
}

function offsetOf(template: string, position: Position): number {
  let offset = 0;
  for (let line = 1; line < position.line; line++) {
    const end = template.indexOf('\n', offset);
    if (end < 0) return Number.POSITIVE_INFINITY;
    offset = end + 1;
  }
  return offset + position.column - 1;
}

function inReadingOrder(problems: TemplateError[]): TemplateError[] {
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The first problem, with the others listed after it (`also at 3:1: …`, positions in the template). */
function firstWithOthers(problems: TemplateError[]): TemplateError {
  const [first, ...rest] = problems as [TemplateError, ...TemplateError[]];
  if (rest.length === 0) return first;
  return new TemplateError(first.code, first.message, first, [
    ...first.details,
    ...rest.map((p) => `also at ${p.line}:${p.column}: ${p.message}`),
  ]);
}

/** `{{{{name}}}}…{{{{/name}}}}`: the parser gives its block no whitespace flags (`openStrip` is `{}`). */
function isRawBlock(block: BlockNode): boolean {
  const strip = (block as { openStrip?: object }).openStrip;
  return strip !== undefined && !('open' in strip);
}

function isPath(node: Node | undefined): node is PathNode {
  return node?.type === 'PathExpression';
}

/** `this.x` and `./x` never name a helper or a block parameter. */
function isScoped(path: PathNode): boolean {
  return /^\.|^this\b/.test(path.original);
}

function key(loc: Loc): string {
  return `${loc.start.line}:${loc.start.column}`;
}

/**
 * Analyse a template; throws a TemplateError for syntax errors and for what baton refuses, those that are
 * mistakes only if a stage is upstream included (it does not know which are).
 */
export function analyzeTemplate(template: string): TemplateAnalysis {
  const { analysis, problems } = inspectProgram(parseTemplate(template));
  if (problems.length > 0) throw firstWithOthers(problems);
  return analysis;
}

/**
 * Analyse a tree from `parseTemplate`; throws a TemplateError for what baton refuses: the first problem in
 * reading order, the others listed after it (`also at 3:1: …`, positions in the template). It leaves the
 * tree as it was. The problems that are mistakes only if a stage the template names is upstream
 * (TemplateError.ifUpstream: `{{stages.fix}}`) are not thrown but returned, as one such error, for the
 * render to throw once it has checked the stages named against the upstream ones: a stage that is not
 * upstream is said as such, not as an object printed.
 */
export function analyzeProgram(program: ProgramNode): {
  analysis: TemplateAnalysis;
  ifUpstream: TemplateError | null;
} {
  return analysisOf(inspectProgram(program));
}

function analysisOf({ analysis, problems }: Inspection): {
  analysis: TemplateAnalysis;
  ifUpstream: TemplateError | null;
} {
  const now = problems.filter((p) => p.ifUpstream === undefined);
  if (now.length > 0) throw firstWithOthers(now);
  return { analysis, ifUpstream: problems.length > 0 ? firstWithOthers(problems) : null };
}

/** What `inspectProgram` finds in a tree: its analysis, and what baton refuses in it (not in reading order). */
interface Inspection {
  analysis: TemplateAnalysis;
  problems: TemplateError[];
}

/**
 * Trees `inspectTemplate` parsed without a syntax error, with what it found in them, by template text, for
 * `parseAndAnalyze` to take. `baton run` inspects every template of the workflow before anything runs, and
 * each stage's render then needs the very same tree and analysis: parsing is a pure function of the text, so
 * the render takes them from here instead of parsing and analysing the template again. Taken, not shared: a
 * tree goes to Handlebars' compiler, which changes it (its whitespace control), so no tree is handed out
 * twice. Held up to HANDOVER_CHARS of template text, the oldest dropped first (then a render parses again).
 */
const handover = new Map<string, { program: ProgramNode; inspection: Inspection }>();
let handoverChars = 0;
/** A workflow's prompts are a few KiB each: this holds those of hundreds of stages, and bounds the trees kept. */
const HANDOVER_CHARS = 1024 * 1024;

function handOver(template: string, program: ProgramNode, inspection: Inspection): void {
  if (template.length > HANDOVER_CHARS) return;
  takeHandover(template);
  handover.set(template, { program, inspection });
  handoverChars += template.length;
  for (const oldest of handover.keys()) {
    if (handoverChars <= HANDOVER_CHARS) break;
    takeHandover(oldest);
  }
}

function takeHandover(template: string): { program: ProgramNode; inspection: Inspection } | undefined {
  const entry = handover.get(template);
  if (entry === undefined) return undefined;
  handover.delete(template);
  handoverChars -= template.length;
  return entry;
}

/**
 * The template handed over longest ago that no render has taken yet: in `baton run`, which inspects the
 * workflow's templates in its order, that of the stage likely to render next.
 */
export function oldestHandedOver(): string | undefined {
  return handover.keys().next().value;
}

/** Forget the tree handed over for `template`, if any: one compiled already does not need it. */
export function dropHandedOver(template: string): void {
  takeHandover(template);
}

/**
 * `parseTemplate` and then `analyzeProgram`, as one: the tree and analysis `inspectTemplate` made of this
 * text when it has them (see `handover`), else parsed and analysed now. Throws as those two do.
 */
export function parseAndAnalyze(template: string): {
  program: ProgramNode;
  analysis: TemplateAnalysis;
  ifUpstream: TemplateError | null;
} {
  const handed = takeHandover(template);
  if (handed) return { program: handed.program, ...analysisOf(handed.inspection) };
  const program = parseTemplate(template);
  return { program, ...analyzeProgram(program) };
}

/**
 * Everything wrong with a template, each problem apart, without throwing: for the planner and `baton lint`,
 * which report each at its own place in the workflow file. A template the parser cannot read on through
 * has its syntax errors and no analysis (a block never closed, a stray close or `{{else}}` are read past);
 * otherwise the analysis is complete, its references included, whatever else is wrong. A problem with
 * `ifUpstream` is one only if that stage or job is upstream: one that knows the upstream stages leaves it
 * out for one that is not, whose reference it reports instead.
 */
export function inspectTemplate(template: string): {
  analysis: TemplateAnalysis | null;
  problems: TemplateError[];
} {
  const parsed = parseWithRecovery(template);
  if (!parsed.program) return { analysis: null, problems: inReadingOrder(parsed.errors) };
  const inspection = inspectProgram(parsed.program);
  // A tree read past a syntax error is the mended template's, which no render may use.
  if (parsed.errors.length === 0) handOver(template, parsed.program, inspection);
  const { analysis, problems } = inspection;
  if (parsed.errors.length === 0) return { analysis, problems: inReadingOrder(problems) };
  // Where the mending guessed, what the mended tree references is the guess's too.
  const { guessed } = parsed;
  const mended: TemplateAnalysis = {
    ...analysis,
    references: analysis.references.filter((r) => !guessed(r)),
    keys: analysis.keys.filter((k) => !guessed(k)),
  };
  return {
    analysis: mended,
    problems: inReadingOrder([...parsed.errors, ...problems.filter((p) => !guessed(p))]),
  };
}

/** The analysis of a tree from `parseTemplate`, and what baton refuses in it. */
function inspectProgram(program: ProgramNode): Inspection {
  const analysis: TemplateAnalysis = {
    references: [],
    keys: [],
    sections: new Map(),
    paths: new Map(),
    usesTokens: false,
    usesFit: false,
    eachOver: new Map(),
  };
  const problems: TemplateError[] = [];
  /** Arguments already said to be a number Handlebars reads as a field name (see visitCall). */
  const misreadNumbers = new Set<Node>();
  // References collected while inside a section, so the section knows which stages it draws on.
  const collectors: Array<{ stages: Set<string>; jobs: Set<string> }> = [];

  const rootParts = (path: PathNode, scope: Scope): string[] | null => {
    if (path.data) return path.parts[0] === 'root' ? path.parts.slice(1) : null;
    if (path.depth === 0 && !isScoped(path) && scope.blockParams.has(path.parts[0] ?? '')) return null;
    return path.depth === scope.depth ? path.parts : null;
  };

  // What each path (or `lookup` with a literal key) reaches, for the blocks over it and the lookups through it.
  const reached = new Map<Node, Resolved | null>();
  // Its parts from the top of the context (null: it starts elsewhere), and how a path would write it.
  const roots = new Map<Node, string[] | null>();
  const written = new Map<Node, string>();

  /**
   * The stage or job a value is of (`stages.fix`, `stages.fix.data`, an item of `jobs.review`) when the
   * template names it: printing the value is a mistake only if that stage or job is upstream.
   */
  const upstreamCondition = ({ owner }: Resolved): UpstreamCondition | undefined => {
    if (owner === null) return undefined;
    const condition: UpstreamCondition =
      'stage' in owner ? { kind: 'stage', stage: owner.stage } : { kind: 'job', stage: owner.job };
    const named = analysis.references.some(
      (ref) => ref.kind === condition.kind && ref.stage === condition.stage,
    );
    return named ? condition : undefined;
  };

  /** A `stages.<id>` or `jobs.<id>` the value at `root` (its parts from the top) is, or is read through. */
  const reference = (root: readonly string[], path: string, position: Position): void => {
    const [head, id] = root as [string, string];
    if (head !== 'stages' && head !== 'jobs') return;
    const kind = head === 'stages' ? 'stage' : 'job';
    analysis.references.push({ kind, stage: id, path, ...position });
    for (const collector of collectors) (kind === 'stage' ? collector.stages : collector.jobs).add(id);
  };

  const visitPath = (path: PathNode, scope: Scope): void => {
    const root = rootParts(path, scope);
    analysis.paths.set(key(path.loc), { original: path.original, root });
    reached.set(path, resolvePath(path, scope));
    roots.set(path, root);
    written.set(path, path.original);
    if (root !== null && root.length >= 2) reference(root, path.original, positionOf(path.loc));
  };

  /** The path walked through the shape of the context from where it starts: what is wrong with it is a problem. */
  const resolvePath = (path: PathNode, scope: Scope): Resolved | null => {
    let from: Resolved | null;
    let parts = path.parts;
    const head = path.parts[0] ?? '';
    if (path.data) {
      // @index, @key, @first, @last are the block's; only @root is the context.
      if (head !== 'root') return null;
      from = scope.frames[0] ?? null;
      parts = parts.slice(1);
    } else if (path.depth === 0 && !isScoped(path) && scope.blockParams.has(head)) {
      from = scope.params.get(head) ?? null;
      parts = parts.slice(1);
    } else {
      from = scope.frames[scope.depth - path.depth] ?? null;
    }
    if (from === null) return null;
    return walked(walkPath(from, parts, path.original), path.original, positionOf(path.loc));
  };

  /** What a walk through the shape reached, its reads of keys the workflow decides noted, its problem said. */
  const walked = (
    { resolved, keys, problem }: ReturnType<typeof walkPath>,
    path: string,
    position: Position,
  ): Resolved | null => {
    for (const read of keys) {
      if (read.kind === 'input' || read.kind === 'matrix' || read.kind === 'data')
        analysis.keys.push({ kind: read.kind, key: read.key, owner: read.owner, path, ...position });
    }
    if (problem !== null)
      problems.push(
        new TemplateError(TEMPLATE_CODES.missingField, problem.message, position, problem.details),
      );
    return resolved;
  };

  /**
   * `{{lookup value "key"}}` (Handlebars' own helper) with a literal key reads what the path `value.key`
   * reads, so it is checked as that path is, said in its words and at the place the path would start: a
   * field no value could have, a stage or job that is not upstream (`lookup stages "fixx"`), an input or a
   * leg's matrix key, and what `#with`/`#each` over it see. A key that is not a literal is the run's.
   */
  const visitLookup = (node: CallNode): void => {
    const [value, field] = node.params;
    const literal = literalOf(field);
    if (node.params.length !== 2 || value === undefined || literal === null) return;
    const base = written.get(value);
    if (base === undefined) return;
    // The key as the helper reads it: `obj[key]`, so a number is its text.
    const part = String(literal.value);
    const path = `${base}${base === '.' || base === '..' ? '/' : '.'}${pathSegment(part)}`;
    const position = positionOf(node.type === 'SubExpression' ? node.loc : node.path.loc);
    const baseRoot = roots.get(value) ?? null;
    const root = baseRoot === null ? null : [...baseRoot, part];
    written.set(node, path);
    roots.set(node, root);
    // Only the lookup that names the id: one through `stages.fix` (a path or a lookup) has it said there.
    if (root !== null && root.length === 2) reference(root, path, position);
    const from = reached.get(value) ?? null;
    reached.set(node, from === null ? null : walked(lookupField(from, part, path), path, position));
  };

  /**
   * `{{join list ", " key="path"}}` (and `lines`) with a literal key over a list whose items' fields are fixed
   * (artifacts, the stages of `jobs.<id>`): a key no item could have prints nothing for each, so it is the
   * mistake `{{#each list}}{{key}}{{/each}}` is, said in its words.
   */
  const checkItemKey = (node: CallNode): void => {
    const pair = node.hash?.pairs.find((p) => p.key === 'key');
    const literal = literalOf(pair?.value);
    const list = node.params[0] === undefined ? null : (reached.get(node.params[0]) ?? null);
    if (pair === undefined || literal === null || !literal.text || list?.shape.kind !== 'list') return;
    const item = itemOf(list);
    if (item === null || item.shape.kind !== 'object') return;
    const field = String(literal.value);
    // Not `relative`: a key is a field of the item, never a name of the top written inside a block.
    const { problem } = walkPath({ shape: item.shape, label: item.label, owner: item.owner }, [field], field);
    if (problem !== null)
      problems.push(
        new TemplateError(
          TEMPLATE_CODES.missingField,
          problem.message,
          positionOf(pair.value.loc),
          problem.details,
        ),
      );
  };

  /** A call of a known helper as its signature says it is called: arguments, literals, options, block. */
  const checkCall = (node: CallNode, name: string, signature: HelperSignature, isBlock: boolean): void => {
    const position = positionOf(node.loc);
    const usage = [`usage: ${signature.usage}`];
    const problem = (message: string, details = usage) =>
      problems.push(new TemplateError(TEMPLATE_CODES.helperArguments, message, position, details));
    if ((signature.block === 'always') !== isBlock) problem(blockProblem(name, signature), []);
    const arity = arityProblem(name, node.params.length);
    if (arity !== null) problem(`${name}: ${arity}`);
    for (const [index, { what, text }] of Object.entries(signature.counts ?? {})) {
      const literal = literalOf(node.params[Number(index)]);
      if (literal === null || (literal.text && text)) continue;
      if (asCount(literal.value) === null) problem(`${name}: ${countProblem(what, literal.value)}`);
    }
    for (const pair of node.hash?.pairs ?? []) {
      if (!signature.options.includes(pair.key)) {
        problem(
          `${name}: no option ${pair.key}${didYouMean(pair.key, signature.options)}; ${
            signature.options.length > 0 ? `options: ${signature.options.join(', ')}` : 'it takes no options'
          }`,
        );
        continue;
      }
      const literal = literalOf(pair.value);
      if (literal !== null && signature.countOptions?.includes(pair.key) && asCount(literal.value) === null)
        problem(`${name}: ${countProblem(pair.key, literal.value)}`);
    }
  };

  const visitCall = (node: CallNode, scope: Scope, isBlock: boolean): string | null => {
    const path = node.path;
    const hasArgs = node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0;
    const simple =
      isPath(path) && path.parts.length === 1 && path.depth === 0 && !path.data && !isScoped(path);
    // With arguments it is a helper call whatever it is called; without, only a known helper's name is one
    // (Handlebars' knownHelpersOnly rules).
    const callsHelper =
      hasArgs || (simple && KNOWN_HELPERS.has(path.original) && !scope.blockParams.has(path.original));
    if (!callsHelper) {
      // A value (`{{stages.x.summary}}`) or a section over a value (`{{#stages.x.next}}…{{/stages.x.next}}`).
      visit(path, scope);
      // `{{stages.x.data}}` prints an object: refused by the render, so said before it.
      const value = reached.get(path);
      const printed = node.type === 'MustacheStatement' && value ? printedProblem(value.shape) : null;
      if (printed !== null) {
        problems.push(
          new TemplateError(
            TEMPLATE_CODES.printedObject,
            `${(path as PathNode).original} ${printed.message}`,
            positionOf(node.loc),
            printed.details((path as PathNode).original),
            upstreamCondition(value!),
          ),
        );
      }
      return null;
    }
    const name = isPath(path)
      ? path.original
      : String((path as { original?: unknown }).original ?? path.type);
    if (!simple || !KNOWN_HELPERS.has(name)) {
      problems.push(
        new TemplateError(
          TEMPLATE_CODES.unknownHelper,
          `unknown helper ${name}${didYouMean(name, KNOWN_HELPERS)}`,
          positionOf(node.loc),
          [`helpers: ${[...KNOWN_HELPERS].join(', ')}`],
        ),
      );
    }
    const signature = simple ? signatureOf(name) : undefined;
    if (signature !== undefined) checkCall(node, name, signature, isBlock);
    // Arguments that cannot be what was meant: `1e3` (a field name to Handlebars), `{{indent x 1000}}`.
    // A misread number is said once: not again as a field of no root (`1e3: no root 1e3`).
    for (const [index, arg] of node.params.entries()) {
      const misread = misreadNumber(arg, name);
      if (misread) misreadNumbers.add(arg);
      const wrong = misread ?? literalArgumentError(name, index, arg);
      if (wrong) problems.push(wrong);
    }
    for (const pair of node.hash?.pairs ?? []) {
      const misread = misreadNumber(pair.value, name);
      if (misread) {
        misreadNumbers.add(pair.value);
        problems.push(misread);
      }
    }
    if (name === 'tokens' || name === 'fit') {
      const collector = { stages: new Set<string>(), jobs: new Set<string>() };
      collectors.push(collector);
      for (const param of node.params) visit(param, scope);
      if (node.hash) visit(node.hash, scope);
      if (isBlock) visitBlockBody(node as BlockNode, scope, false);
      collectors.pop();
      analysis.usesTokens ||= name === 'tokens';
      analysis.usesFit ||= name === 'fit';
      analysis.sections.set(key(node.loc), {
        kind: name,
        cuttable: node.type !== 'SubExpression',
        label: sectionLabel(name, node),
        position: positionOf(node.loc),
        stages: [...collector.stages],
        jobs: [...collector.jobs],
      });
      return name;
    }
    for (const param of node.params) visit(param, scope);
    if (node.hash) visit(node.hash, scope);
    if ((name === 'join' || name === 'lines') && signature !== undefined) checkItemKey(node);
    if (name === 'lookup' && signature !== undefined) {
      visitLookup(node);
      // `{{lookup stages.x "data"}}` prints an object: refused by the render, so said before it, in its words.
      const value = reached.get(node);
      const printed = node.type === 'MustacheStatement' && value ? printedProblem(value.shape) : null;
      const what = printed === null ? null : lookupText(node);
      if (printed !== null && what !== null)
        problems.push(
          new TemplateError(
            TEMPLATE_CODES.printedObject,
            `${what} ${printed.message}`,
            positionOf(node.loc),
            printed.details(what),
            upstreamCondition(value!),
          ),
        );
    }
    return name;
  };

  const visitBlockBody = (
    node: BlockNode,
    scope: Scope,
    changesContext: boolean,
    inner: Resolved | null = null,
  ): void => {
    if (node.program) {
      const params = node.program.blockParams ?? [];
      const depth = scope.depth + (changesContext ? 1 : 0);
      const frames = changesContext ? [...scope.frames.slice(0, scope.depth + 1), inner] : scope.frames;
      // `as |item index|`: the item (each) or the value (with), then the index or key.
      const shapes = new Map(scope.params);
      for (const [i, param] of params.entries()) shapes.set(param, i === 0 ? inner : null);
      visit(node.program, {
        depth,
        blockParams: params.length > 0 ? new Set([...scope.blockParams, ...params]) : scope.blockParams,
        frames,
        params: params.length > 0 ? shapes : scope.params,
      });
    }
    // `{{else}}` renders in the enclosing context.
    if (node.inverse) visit(node.inverse, scope);
  };

  const visit = (node: Node | undefined, scope: Scope): void => {
    if (!node || misreadNumbers.has(node)) return;
    switch (node.type) {
      case 'Program':
        for (const child of (node as ProgramNode).body) visit(child, scope);
        return;
      case 'MustacheStatement':
      case 'SubExpression':
        visitCall(node as CallNode, scope, false);
        return;
      case 'BlockStatement': {
        const block = node as BlockNode;
        if (isRawBlock(block)) {
          problems.push(rawBlockError(positionOf(block.loc)));
          return;
        }
        const helper = visitCall(block, scope, true);
        if (helper === 'tokens' || helper === 'fit') return;
        // each and with change the context; so does a section over a value; if, unless and helpers do not.
        const changesContext = helper === null || helper === 'each' || helper === 'with';
        const over = helper === null ? block.path : block.params[0];
        const value = over === undefined ? null : (reached.get(over) ?? null);
        const what = over === undefined ? undefined : written.get(over);
        const literal = helper === 'each' ? literalOf(over) : null;
        const literalKind = literal === null ? null : scalarKindOf(literal.value);
        if (literalKind !== null) {
          // `{{#each 3}}`: a literal is never a list, whatever the run; said before anything runs.
          const { message, details } = eachOverLiteral(JSON.stringify(literal!.value), literalKind);
          problems.push(
            new TemplateError(TEMPLATE_CODES.helperArguments, message, positionOf(block.loc), details),
          );
        }
        if (helper === 'each' && what !== undefined) {
          analysis.eachOver.set(key(block.loc), what);
          const kind = value?.shape.kind;
          if (kind === 'text' || kind === 'number' || kind === 'boolean') {
            const { message, details } = eachOverScalar(what, kind);
            problems.push(
              new TemplateError(
                TEMPLATE_CODES.helperArguments,
                message,
                positionOf(block.loc),
                details,
                upstreamCondition(value!),
              ),
            );
          }
        }
        const inner = helper === 'each' ? itemOf(value) : contextOf(value, helper === null);
        visitBlockBody(block, scope, changesContext, changesContext ? inner : null);
        return;
      }
      case 'PathExpression':
        visitPath(node as PathNode, scope);
        return;
      case 'Hash':
        for (const pair of (node as HashNode).pairs) visit(pair.value, scope);
        return;
      case 'PartialStatement':
      case 'PartialBlockStatement':
        problems.push(
          new TemplateError(
            TEMPLATE_CODES.unsupported,
            'partials ({{> name}}) are not supported: a prompt template is self-contained',
            positionOf(node.loc),
          ),
        );
        return;
      case 'Decorator':
      case 'DecoratorBlock':
        problems.push(
          new TemplateError(
            TEMPLATE_CODES.unsupported,
            'decorators ({{* name}}) are not supported',
            positionOf(node.loc),
          ),
        );
        return;
      default:
        // Content, comments and literals hold no references.
        return;
    }
  };

  visit(program, { depth: 0, blockParams: new Set(), frames: [TOP], params: new Map() });
  problems.sort((a, b) => a.line - b.line || a.column - b.column);
  return { analysis, problems };
}

function sectionLabel(name: 'fit' | 'tokens', node: CallNode): string {
  if (name === 'fit') {
    const label = node.hash?.pairs.find((pair) => pair.key === 'label')?.value as
      | { value?: unknown }
      | undefined;
    return typeof label?.value === 'string' ? `fit "${label.value}"` : 'fit';
  }
  const first = node.params[0];
  return isPath(first) ? `tokens ${first.original}` : 'tokens';
}

/** A key as a path writes it: `[…]` around one a path could not hold as it is (`stages.[a b]`). */
function pathSegment(key: string): string {
  return /^[^\s!"#%-,./;->@[-^`{-~]+$/.test(key) ? key : `[${key}]`;
}

/**
 * A `lookup` call as a template writes it inside another helper, `(lookup stages.x "data")`, as the render
 * names a printed object; null for arguments it does not write back (none that a lookup checked has).
 */
function lookupText(node: CallNode): string | null {
  if (!isPath(node.path) || node.path.original !== 'lookup') return null;
  const args = node.params.map((param): string | null => {
    if (isPath(param)) return param.original;
    if (param.type === 'SubExpression') return lookupText(param as CallNode);
    const literal = literalOf(param);
    if (literal === null) return null;
    return literal.text ? JSON.stringify(literal.value) : String(literal.value);
  });
  return args.includes(null) ? null : `(lookup ${args.join(' ')})`;
}
