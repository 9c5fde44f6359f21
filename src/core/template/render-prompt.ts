import { shownKind, wrongArgument } from '../argument.js';
import { SystemError, UserError } from '../errors.js';
import { INPUTS, LIMITS, TEMPLATE_CODES } from '../names.js';
import type { Problem } from '../problem.js';
import { didYouMean } from '../suggest.js';
import { countTokens, isTokenizerLoaded, loadTokenizer } from '../tokens.js';
import { utf8Length } from '../utf8.js';
import {
  dropHandedOver,
  oldestHandedOver,
  parseAndAnalyze,
  type SectionSite,
  type StageReference,
  type TemplateAnalysis,
} from './analyze.js';
import type { PromptContext } from './context.js';
import { BATON_HELPERS, handlebars, type PrintedValue } from './environment.js';
import { cutMarker, cutWithMarker } from './helpers.js';
import { RenderState, type SectionRecord, withRender } from './render-state.js';
import { isFreeFormAt, printedValue } from './shape.js';
import { codeFrame, type Position, positionOf, TemplateError, toUserError } from './template-error.js';

/**
 * Rendering a stage's prompt from its template (DESIGN §5).
 *
 * The template is the only text ever compiled. It comes from the workflow file or a file in the
 * repository; everything in the context (handoffs, the event payload, inputs) is data that helpers and
 * Handlebars print as it is. The environment is private, strict (a missing field is an error), does not
 * escape (prompts are not HTML), knows only baton's helpers and has no partials; prototype access stays
 * blocked as Handlebars does by default.
 */

/**
 * What a template is told of a field the event payload lacks when baton made that payload up (no --event
 * given to `baton run` or `baton render --workflow`): it holds only some of what GitHub sends. In a replay
 * (`replayOf`, the run replayed, which was started so), which runs on the payload its run had and takes no
 * --event, the payload is given to a new run.
 */
export function madeEventHint(eventName: string, replayOf?: string): string {
  if (replayOf !== undefined)
    return `github.event is the default ${eventName} payload baton made for run ${replayOf}, which was started without --event, and it holds only some of the fields GitHub sends: a replay runs on the payload of the run it replays, so start a new run with one: baton run <workflow> --event <file.json>`;
  return `github.event is the default ${eventName} payload baton makes when no --event is given, which holds only some of the fields GitHub sends: give one with --event <file.json>`;
}

export interface RenderOptions {
  /** Token budget for the whole prompt (`max-prompt-tokens`); `fit` and `tokens` sections are cut to meet it. */
  maxPromptTokens?: number;
  /** Names the template in errors: `workflow.yml jobs.fix prompt`, `prompts/fix.md`. */
  source?: string;
  /**
   * Said of a field `github.event` does not have, in place of "use {{#if}}", when the payload is not one
   * GitHub sent but one made up for the trigger (which has only some of GitHub's fields): how to give one.
   */
  madeEventHint?: string;
  /**
   * Said of a `stages.<id>` or `jobs.<id>` that is not upstream, in place of "a prompt can use the stages its
   * job needs", when the upstream stages were not taken from the workflow file (on GitHub, a job that did
   * not check the repository out): why, and what to do. Given the references that are not upstream.
   */
  notUpstreamHint?: (unknown: readonly StageReference[]) => string;
}

export interface RenderResult {
  prompt: string;
  warnings: Problem[];
}

const COMPILE_OPTIONS = {
  strict: true,
  noEscape: true,
  knownHelpersOnly: true,
  knownHelpers: { ...Object.fromEntries(BATON_HELPERS.map((name) => [name, true])), log: false },
};

const RUNTIME_OPTIONS = {
  allowProtoPropertiesByDefault: false,
  allowProtoMethodsByDefault: false,
};

interface Compiled {
  analysis: TemplateAnalysis;
  /**
   * What the template gets wrong if the stages it names are upstream (`{{stages.fix}}` prints an object):
   * thrown once they are checked, so that one that is not upstream is said as such first.
   */
  ifUpstream: TemplateError | null;
  render: (context: PromptContext) => string;
  /** Turn the template into JavaScript now, which Handlebars otherwise does on its first render. */
  generate: () => void;
}

/**
 * Compiled templates by their text; a workflow has a handful, a long `baton run` reuses them. A stage looks
 * its template up three times (prepareRender, templateAnalysis, renderPrompt): keyed by the text itself, a
 * look-up costs a string compare, not a sha256 of the template each time. The entry is a pure function of
 * the text; the texts kept are at most CACHE_ENTRIES × LIMITS.templateBytes, checked before parsing.
 */
const cache = new Map<string, Compiled>();
const CACHE_ENTRIES = 64;

function compile(template: string): Compiled {
  const hit = cache.get(template);
  if (hit) {
    // Most recently used last, so the oldest entry is the first to go.
    cache.delete(template);
    cache.set(template, hit);
    return hit;
  }
  // One parse: the analysis reads the tree, then the compiler takes it (compiling it on the first render).
  // In `baton run` the plan has parsed and analysed it already (parseAndAnalyze takes them over).
  const { program, analysis, ifUpstream } = parseAndAnalyze(template);
  const delegate = handlebars.compile(program as unknown as hbs.AST.Program, COMPILE_OPTIONS);
  const entry: Compiled = {
    analysis,
    ifUpstream,
    render: (context) => delegate(context, RUNTIME_OPTIONS),
    // What every render of it does first (Handlebars' runtime), which generates the code once.
    generate: () => (delegate as unknown as { _setup(options: object): void })._setup(RUNTIME_OPTIONS),
  };
  cache.set(template, entry);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return entry;
}

/**
 * Compile now the template inspected longest ago that no render has taken yet (in `baton run`, the one of
 * the stage likely to render next), for a caller whose thread would otherwise only wait (an agent running):
 * Handlebars turns a template into JavaScript on its first render, about a millisecond for a one-line prompt,
 * which stood between one stage's end and the next one's start. The result is what that render would make
 * (see `cache`). A template that does not compile is left to its render, which throws the same, with its place.
 */
export function compileAhead(): void {
  const template = oldestHandedOver();
  if (template === undefined) return;
  try {
    compile(template).generate();
  } catch {
    // Said by its render.
  } finally {
    // A template compiled before was not taken: taken now, so that the next call compiles the next one.
    dropHandedOver(template);
  }
}

/** What a template reads and uses (analyze.ts), from the same parse its render uses. Throws its parse errors. */
export function templateAnalysis(template: string): TemplateAnalysis {
  return compile(template).analysis;
}

function needsTokenizer(analysis: TemplateAnalysis, options: RenderOptions): boolean {
  return analysis.usesTokens || options.maxPromptTokens !== undefined;
}

/**
 * Check a template and load what rendering it needs: the tokenizer (~250 ms to load) when it uses `tokens`
 * or a budget is set. Call before `renderPrompt`; throws the same template errors it would.
 */
export async function prepareRender(template: string, options: RenderOptions = {}): Promise<void> {
  checkTemplateArgument('prepareRender', template);
  const source = options.source ?? 'template';
  let entry: Compiled;
  try {
    entry = compile(template);
  } catch (error) {
    throw userFacing(error, template, source, undefined, undefined);
  }
  if (needsTokenizer(entry.analysis, options)) await loadTokenizer();
}

/**
 * Render `template` with `context`. Throws a UserError (code `template-*`) naming the line and column for
 * syntax errors, unknown helpers, unknown stages, missing fields, and for a budget the fixed text alone
 * exceeds. A template that uses `tokens`, or a budget, needs `await prepareRender(template, options)` first.
 */
export function renderPrompt(
  template: string,
  context: PromptContext,
  options: RenderOptions = {},
): RenderResult {
  checkTemplateArgument('renderPrompt', template);
  if (!isObject(context) || !isObject(context.stages) || !isObject(context.jobs))
    throw wrongArgument(
      'renderPrompt',
      'the prompt context (buildPromptContext gives it) as its second argument',
      isObject(context) ? 'an object without stages and jobs' : shownKind(context),
    );
  const source = options.source ?? 'template';
  const budget = options.maxPromptTokens;
  if (budget !== undefined && (!Number.isInteger(budget) || budget < 1)) {
    throw new UserError('usage', `${INPUTS.maxPromptTokens} must be a whole number above 0, got ${budget}`, {
      where: INPUTS.maxPromptTokens,
    });
  }
  let entry: Compiled | undefined;
  try {
    entry = compile(template);
    checkReferences(entry.analysis, context, options.notUpstreamHint);
    if (entry.ifUpstream) throw entry.ifUpstream;
    if (needsTokenizer(entry.analysis, options) && !isTokenizerLoaded()) {
      throw new UserError(
        'usage',
        `${source} uses tokens or a budget is set, and the tokenizer is not loaded: await prepareRender(template, options) before renderPrompt`,
        { where: 'renderPrompt' },
      );
    }
    const compiled = entry;
    const prompt = withRender(new RenderState(context, compiled.analysis), () => compiled.render(context));
    checkPromptSize(prompt, source);
    if (budget === undefined) return { prompt, warnings: [] };
    const total = countTokens(prompt);
    if (total <= budget) return { prompt, warnings: [] };
    return fitToBudget(compiled, context, prompt, total, budget, source);
  } catch (error) {
    throw userFacing(error, template, source, entry?.analysis, context, options.madeEventHint);
  }
}

/** A template given from JavaScript that is no string: refused naming the function, as its caller's mistake. */
function checkTemplateArgument(fn: string, template: unknown): void {
  if (typeof template !== 'string') throw wrongArgument(fn, 'the template as a string', shownKind(template));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

/** A rendered prompt over `LIMITS.promptBytes` (a `{{#each}}` in an `{{#each}}` over long lists can make one). */
function checkPromptSize(prompt: string, source: string): void {
  if (prompt.length <= LIMITS.promptBytes / 3) return;
  const bytes = utf8Length(prompt);
  if (bytes > LIMITS.promptBytes) throw promptTooLarge(`the prompt is ${bytes} bytes`, source);
}

function promptTooLarge(what: string, source: string): UserError {
  return new UserError(
    TEMPLATE_CODES.tooLarge,
    `${what}, more than the ${LIMITS.promptBytes} (${LIMITS.promptBytes / 1024 / 1024} MiB) a prompt may be`,
    {
      where: source,
      details: ['a prompt is read by a model: print less of each upstream stage ({{truncate}}, {{tokens}})'],
    },
  );
}

/** Unknown `stages.<id>` / `jobs.<id>`: the first in reading order, with the upstream ones and a suggestion. */
function checkReferences(
  analysis: TemplateAnalysis,
  context: PromptContext,
  notUpstreamHint: RenderOptions['notUpstreamHint'],
): void {
  const unknown = analysis.references.filter((ref) =>
    ref.kind === 'stage'
      ? !Object.hasOwn(context.stages, ref.stage)
      : !Object.hasOwn(context.jobs, ref.stage),
  );
  const first = unknown[0];
  if (!first) return;
  const known = first.kind === 'stage' ? Object.keys(context.stages) : Object.keys(context.jobs);
  const what = first.kind === 'stage' ? 'stage' : 'job';
  const prefix = first.kind === 'stage' ? 'stages' : 'jobs';
  throw new TemplateError(
    TEMPLATE_CODES.unknownStage,
    `${prefix}.${first.stage}: no such upstream ${what}${didYouMean(first.stage, known)}`,
    first,
    [
      `upstream ${what}s: ${known.length > 0 ? known.join(', ') : '(none)'}`,
      ...unknown.slice(1).map((ref) => `also at ${ref.line}:${ref.column}: ${ref.path}`),
      notUpstreamHint?.(unknown) ??
        'a prompt can use the stages its job needs, directly or through other jobs (needs:)',
    ],
  );
}

// ---------------------------------------------------------------------------------------------------------
// Budget

interface SizedSection {
  record: SectionRecord;
  fullTokens: number;
  /** Tokens of text it holds uncut: the whole text, or at most the `tokens` limit. */
  size: number;
  marker: (cut: number) => string;
  markerTokens: number;
}

const BUDGET_REASON = 'to fit max-prompt-tokens';

/**
 * Meet the budget by cutting the cuttable sections in proportion to their size, each cut leaving a marker.
 * The template is rendered once more with each section set aside behind a placeholder, so the sections can
 * be sized and cut and put back without rendering a third time.
 */
function fitToBudget(
  entry: Compiled,
  context: PromptContext,
  firstRender: string,
  firstTotal: number,
  budget: number,
  source: string,
): RenderResult {
  // A placeholder prefix the first render does not contain, so only placeholders match it.
  let salt = 0;
  while (firstRender.includes(`\uE000baton-section-${salt}:`)) salt += 1;
  const prefix = `\uE000baton-section-${salt}:`;
  const placeholder = new RegExp(`${prefix}(\\d+)\uE001`, 'g');
  const state = new RenderState(context, entry.analysis, (index) => `${prefix}${index}\uE001`);
  const skeleton = withRender(state, () => entry.render(context));

  const sections: SizedSection[] = state.sections.map((record) => {
    const fullTokens = countTokens(record.full);
    const marker = (cut: number) => cutMarker(cut, record.origin, BUDGET_REASON);
    return {
      record,
      fullTokens,
      size: record.limit === undefined ? fullTokens : Math.min(record.limit, fullTokens),
      marker,
      markerTokens: countTokens(`\n${marker(fullTokens)}`),
    };
  });
  // Cutting a section no larger than its marker would make the prompt longer: such sections stay whole.
  const cuttable = sections.filter((s) => s.size > s.markerTokens);
  const uncut = (s: SizedSection) =>
    s.record.limit === undefined
      ? s.record.full
      : cutWithMarker(
          s.record.full,
          s.record.limit,
          (cut) => cutMarker(cut, s.record.origin),
          state.fenceOpeners,
        );
  const fixedText = skeleton.replace(placeholder, (_, index: string) => {
    const section = sections[Number(index)]!;
    return cuttable.includes(section) ? '' : uncut(section);
  });
  const fixedTokens = countTokens(fixedText);
  const markers = sum(cuttable, (s) => s.markerTokens);
  const sizes = sum(cuttable, (s) => s.size);

  const overBudget = (message: string) =>
    new UserError(TEMPLATE_CODES.overBudget, message, {
      where: source,
      details: sizeTable(fixedTokens, cuttable, markers, firstTotal, budget),
    });

  let available = budget - fixedTokens - markers;
  if (available < 0 || sizes === 0) {
    throw overBudget(
      `the prompt is ${firstTotal} tokens, over ${INPUTS.maxPromptTokens} ${budget}, and its fixed text alone is ${fixedTokens}${markers > 0 ? ` (+${markers} for cut markers)` : ''}: cutting the fit and tokens sections cannot bring it under`,
    );
  }
  for (let round = 0; round < 6 && available >= 0; round += 1) {
    const ratio = Math.min(1, available / sizes);
    const outputs = new Map<SizedSection, string>();
    for (const section of cuttable) {
      const allowance = Math.floor(section.size * ratio);
      outputs.set(section, cutWithMarker(section.record.full, allowance, section.marker, state.fenceOpeners));
    }
    let seen = 0;
    const prompt = skeleton.replace(placeholder, (_, index: string) => {
      seen += 1;
      const section = sections[Number(index)]!;
      return outputs.get(section) ?? uncut(section);
    });
    if (seen !== sections.length)
      throw new SystemError('a budget section placeholder was lost while rendering');
    const total = countTokens(prompt);
    if (total <= budget) {
      return {
        prompt,
        warnings: [
          {
            code: TEMPLATE_CODES.cut,
            severity: 'warning',
            path: source,
            message: `the prompt was ${firstTotal} tokens, over ${INPUTS.maxPromptTokens} ${budget}; cut to ${total} by shortening ${describeCuts(
              cuttable,
              (s) => countTokens(outputs.get(s)!),
            )}`,
          },
        ],
      };
    }
    // Token counts are not additive at the seams between sections and text: take the overshoot off and retry.
    available -= total - budget;
  }
  throw overBudget(
    `the prompt is ${firstTotal} tokens and cannot be cut under ${INPUTS.maxPromptTokens} ${budget}`,
  );
}

/** A place in the template (the sections made there, byPlace) by its helper and where it is: `fit at 4:1`. */
function placeName(place: readonly SizedSection[]): string {
  const { site } = place[0]!.record;
  return `${site.label} at ${site.position.line}:${site.position.column}`;
}

/**
 * The sections by the place in the template they come from, in the order met. One place can make any
 * number of sections (a `{{#fit}}` in an `{{#each}}` over 8000 commits makes 8000): the warning and the
 * size table say each place once, so their length depends on the template, never on the data.
 */
function byPlace(sections: SizedSection[]): SizedSection[][] {
  const places = new Map<SectionSite, SizedSection[]>();
  for (const section of sections) {
    const place = places.get(section.record.site);
    if (place) place.push(section);
    else places.set(section.record.site, [section]);
  }
  return [...places.values()];
}

/** The sum of `size` over `list`. */
function sum(list: readonly SizedSection[], size: (s: SizedSection) => number): number {
  return list.reduce((total, s) => total + size(s), 0);
}

/** How many places the cut warning lists by name; the rest are summed up in one clause. */
const PLACES_LISTED = 5;

/**
 * `fit at 4:1 from 900 to 300 tokens, fit at 9:3 cut 8000 times, from 584000 to 264000 tokens in all, and 3
 * more places from 1200 to 400 tokens in all`: what the cut did, place by place, at most PLACES_LISTED named.
 */
function describeCuts(sections: SizedSection[], sizeAfter: (s: SizedSection) => number): string {
  const places = byPlace(sections);
  const named = places.slice(0, PLACES_LISTED).map((place) => {
    const fromTo = `from ${sum(place, (s) => s.size)} to ${sum(place, sizeAfter)} tokens`;
    return place.length === 1
      ? `${placeName(place)} ${fromTo}`
      : `${placeName(place)} cut ${place.length} times, ${fromTo} in all`;
  });
  const rest = places.slice(PLACES_LISTED).flat();
  if (rest.length > 0) {
    const more = places.length - PLACES_LISTED;
    named.push(
      `and ${more} more place${more === 1 ? '' : 's'} from ${sum(rest, (s) => s.size)} to ${sum(rest, sizeAfter)} tokens in all`,
    );
  }
  return named.join(', ');
}

function sizeTable(
  fixedTokens: number,
  sections: SizedSection[],
  markers: number,
  total: number,
  budget: number,
): string[] {
  const rows: Array<[string, number]> = [
    ['fixed text (outside fit and tokens sections)', fixedTokens],
    ...byPlace(sections).map((place): [string, number] => [
      place.length === 1 ? placeName(place) : `${placeName(place)} (${place.length} sections)`,
      sum(place, (s) => s.size),
    ]),
  ];
  if (markers > 0) rows.push(['markers for cut sections', markers]);
  rows.push(['whole prompt', total], [INPUTS.maxPromptTokens, budget]);
  const width = Math.max(...rows.map(([label]) => label.length), 'section'.length);
  return [
    `${'section'.padEnd(width)}  tokens`,
    ...rows.map(([label, tokens]) => `${label.padEnd(width)}  ${String(tokens).padStart(6)}`),
    'mark text that may be shortened with {{#fit}}…{{/fit}} or {{tokens value N}}, or raise the budget',
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Errors

interface HandlebarsException {
  message: string;
  lineNumber?: number;
  column?: number;
}

function userFacing(
  error: unknown,
  template: string,
  source: string,
  analysis: TemplateAnalysis | undefined,
  context: PromptContext | undefined,
  madeEventHint?: string,
): unknown {
  if (error instanceof TemplateError) return toUserError(error, template, source);
  if (error instanceof UserError || error instanceof SystemError) return error;
  const printed = (error as { batonPrinted?: PrintedValue } | null)?.batonPrinted;
  if (printed) return toUserError(printedObject(printed, template), template, source);
  // Strict lookups use `in`, which throws a TypeError on text, numbers and booleans. Its message quotes the
  // value (untrusted text), so it is replaced, not passed on.
  const inOperator =
    error instanceof TypeError
      ? /^Cannot use 'in' operator to search for '(.*)' in /s.exec(error.message)
      : null;
  if (inOperator) return toUserError(fieldOfPlainValue(inOperator[1]!, analysis, context), template, source);
  // The text grew past what a JavaScript string can hold (~512 MiB) before the prompt was whole.
  if (error instanceof RangeError && error.message === 'Invalid string length')
    return promptTooLarge('the prompt grew past what a string can hold while it was rendered', source);
  if (!(error instanceof (handlebars.Exception as unknown as new () => Error))) return error;
  const exception = error as unknown as HandlebarsException;
  const position: Position = {
    line: exception.lineNumber ?? 1,
    column: (exception.column ?? 0) + 1,
  };
  const plain = exception.message.replace(/ - \d+:\d+$/, '');
  const strict = /^"(.*)" not defined in /s.exec(plain);
  if (strict) {
    return toUserError(
      missingField(strict[1]!, position, analysis, context, madeEventHint),
      template,
      source,
    );
  }
  const helper = /unknown helper (\S+)/.exec(plain);
  if (helper) {
    return toUserError(
      new TemplateError(TEMPLATE_CODES.unknownHelper, `unknown helper ${helper[1]}`, position),
      template,
      source,
    );
  }
  return new UserError(TEMPLATE_CODES.syntax, plain, {
    where: `${source}:${position.line}:${position.column}`,
    details: codeFrame(template, position),
    cause: error,
  });
}

/** `{{x}}` printed an object or a list: which, where, and how to print what was meant. */
function printedObject(printed: PrintedValue, template: string): TemplateError {
  const position = positionOf(printed.loc);
  let written = '';
  if (printed.loc) {
    const lines = template.split('\n');
    const { start, end } = printed.loc;
    const text =
      start.line === end.line
        ? (lines[start.line - 1] ?? '').slice(start.column, end.column)
        : (lines[start.line - 1] ?? '').slice(start.column);
    written = text.replace(/^\{\{\{?~?\s*|\s*~?\}?\}\}$/g, '');
  }
  // A helper call (`lookup stages.x "data"`) goes in parentheses inside another helper.
  const what = written === '' ? 'the value' : /\s/.test(written) ? `(${written})` : written;
  const { message, details } = printedValue(printed.list);
  return new TemplateError(TEMPLATE_CODES.printedObject, `${what} ${message}`, position, details(what));
}

/**
 * The two ways to write a field that may be absent: `{{#if}}` on `guard` around it, or `default` of `path`
 * itself. `guard` is `path` where the field's own name may be missing; where the value that would hold it
 * is empty, it is that value: `default` of the value would print an object once it is there.
 */
function missingHint(path: string, guard = path): string {
  return `for a field that may be absent, use {{#if ${guard}}}…{{/if}} or {{default ${path} "…"}}`;
}

/** `written` without its last `rest` parts, as the template wrote it; `fallback` where it cannot be told. */
function writtenParent(written: string, rest: readonly string[], fallback: string): string {
  const suffix = `.${rest.join('.')}`;
  return written.endsWith(suffix) && written.length > suffix.length
    ? written.slice(0, -suffix.length)
    : fallback;
}

function missingField(
  name: string,
  position: Position,
  analysis: TemplateAnalysis | undefined,
  context: PromptContext | undefined,
  madeEventHint: string | undefined,
): TemplateError {
  const path = analysis?.paths.get(`${position.line}:${position.column - 1}`);
  const written = path?.original ?? name;
  if (path?.root && context) {
    // Walk the path from the top of the context to the part that is not there.
    let current: unknown = context;
    for (let i = 0; i < path.root.length; i += 1) {
      const part = path.root[i]!;
      const here = path.root.slice(0, i).join('.');
      if (current === null || current === undefined || typeof current !== 'object') {
        return new TemplateError(
          TEMPLATE_CODES.missingField,
          `${written}: ${here} is empty, so it has no ${part}`,
          position,
          [missingHint(written, writtenParent(written, path.root.slice(i), here))],
        );
      }
      if (!Object.hasOwn(current, part)) {
        const keys = Object.keys(current);
        // A made-up payload lacks fields GitHub may always send: {{#if}} around one would hide it in a run.
        const inEvent = path.root[0] === 'github' && path.root[1] === 'event' && i >= 2;
        const hint =
          inEvent && madeEventHint !== undefined
            ? [madeEventHint]
            : isFreeFormAt(path.root.slice(0, i))
              ? [missingHint(written)]
              : [];
        return new TemplateError(
          TEMPLATE_CODES.missingField,
          `${written}: no field ${part}${here ? ` in ${here}` : ''}${didYouMean(part, keys)}`,
          position,
          [
            `fields there: ${keys.length > 0 ? keys.slice(0, 30).join(', ') : '(none)'}${keys.length > 30 ? ', …' : ''}`,
            // Only where the keys are the run's (data, inputs): a fixed field missing is a typo, which
            // {{#if}} would hide.
            ...hint,
          ],
        );
      }
      current = (current as Record<string, unknown>)[part];
    }
  }
  return new TemplateError(
    TEMPLATE_CODES.missingField,
    `${written}: no field ${name} in the current context`,
    position,
    [
      'inside {{#each}} or {{#with}}, names refer to the current item; reach the top with @root.stages.<id>',
      missingHint(written),
    ],
  );
}

/**
 * `stages.a.summary.x`: a field looked up on a text, number or true/false. The TypeError says neither where
 * nor which path, so the paths the template uses are walked against the context to find it.
 */
function fieldOfPlainValue(
  name: string,
  analysis: TemplateAnalysis | undefined,
  context: PromptContext | undefined,
): TemplateError {
  const hint = 'text, numbers and true/false have no fields';
  for (const [key, path] of analysis?.paths ?? []) {
    if (!path.root || !context) continue;
    let current: unknown = context;
    for (let i = 0; i < path.root.length; i += 1) {
      if (current === null || current === undefined) break;
      if (typeof current !== 'object') {
        if (path.root[i] !== name) break;
        const here = path.root.slice(0, i).join('.');
        return new TemplateError(
          TEMPLATE_CODES.missingField,
          `${path.original}: ${here} is a ${typeof current === 'string' ? 'text' : typeof current}, so it has no field ${name}`,
          positionOfKey(key),
          [hint],
        );
      }
      current = Object.hasOwn(current, path.root[i]!)
        ? (current as Record<string, unknown>)[path.root[i]!]
        : undefined;
    }
  }
  // A path relative to a block's item: the first that looks up `name` after another part.
  for (const [key, path] of analysis?.paths ?? []) {
    if (path.original.split(/[./]/).slice(1).includes(name)) {
      return new TemplateError(
        TEMPLATE_CODES.missingField,
        `${path.original}: no field ${name} (the value before it is a text, number or true/false)`,
        positionOfKey(key),
        [hint],
      );
    }
  }
  return new TemplateError(TEMPLATE_CODES.missingField, `no field ${name}: ${hint}`, { line: 1, column: 1 });
}

/** A `line:column` key of TemplateAnalysis.paths (0-based column) as a position. */
function positionOfKey(key: string): Position {
  const [line, column] = key.split(':').map(Number) as [number, number];
  return { line, column: column + 1 };
}
