import { SystemError } from '../errors.js';
import type { SectionSite, TemplateAnalysis } from './analyze.js';
import type { PromptContext } from './context.js';

/**
 * What the helpers of one render share. Handlebars helpers only see their arguments, so the render in
 * progress is held here for its (synchronous) duration rather than passed through `@data`, where a
 * template could read it.
 */

/** A cuttable section met during a render in `sections` mode. */
export interface SectionRecord {
  site: SectionSite;
  /** The section's whole text: the value given to `tokens`, or what a `fit` block rendered. */
  full: string;
  /** The `tokens` limit; undefined for `fit`. */
  limit: number | undefined;
  /** Where the full text is kept, for the marker (`the record of stage investigate`), if known. */
  origin: string | undefined;
}

export class RenderState {
  readonly context: PromptContext;
  readonly analysis: TemplateAnalysis;
  /**
   * `sections`: each cuttable section outside another one is set aside and a placeholder printed in its
   * place, so the budget can size and cut the sections without rendering the template again.
   */
  readonly placeholder: ((index: number) => string) | undefined;
  readonly sections: SectionRecord[] = [];
  /**
   * The opening lines `fence` wrote in this render (`<data id="…" label="…">`): a cut closes a block only
   * when it opens with one of these, so a text cannot make the cut add closing lines by forging openers.
   */
  readonly fenceOpeners = new Set<string>();
  /** How many `fit` blocks the helper being called is inside. */
  fitDepth = 0;
  #origins: Map<string, Origin[]> | undefined;

  constructor(context: PromptContext, analysis: TemplateAnalysis, placeholder?: (index: number) => string) {
    this.context = context;
    this.analysis = analysis;
    this.placeholder = placeholder;
  }

  /** True when a section at this site is to be set aside rather than printed. */
  setsAside(site: SectionSite | undefined): site is SectionSite {
    return this.placeholder !== undefined && site?.cuttable === true && this.fitDepth === 0;
  }

  setAside(record: SectionRecord): string {
    this.sections.push(record);
    return this.placeholder!(this.sections.length - 1);
  }

  /**
   * Where a value printed by the template is kept in full, found by the value itself. When several places
   * hold the same text (three legs that each wrote "No findings."), the stage the helper was given inside
   * `{{#each jobs.<id>}}` (`self`), else the stages its expression names, say which one is meant; if they
   * cannot, every place holding it is named.
   */
  originOf(text: string, self?: unknown, site?: SectionSite): string | undefined {
    if (text === '') return undefined;
    this.#origins ??= collectOrigins(this.context);
    const all = this.#origins.get(text);
    if (all === undefined || all.length === 1) return all?.[0]?.label;
    const meant = new Set<string>();
    for (const [id, stage] of Object.entries(this.context.stages)) if (stage === self) meant.add(id);
    if (meant.size === 0 && site) {
      for (const id of site.stages) meant.add(id);
      for (const job of site.jobs) for (const stage of this.context.jobs[job] ?? []) meant.add(stage.id);
    }
    const narrowed = all.filter((o) => o.stage !== undefined && meant.has(o.stage));
    return describeOrigins(narrowed.length > 0 ? narrowed : all);
  }

  /**
   * `the records of stages a, b` for a section drawing on those stages and jobs, if any: the ones it names,
   * and the stage it is rendered for inside `{{#each jobs.<id>}}`.
   */
  recordsOf(site: SectionSite, self: unknown): string | undefined {
    const stages = new Set(site.stages);
    for (const job of site.jobs) for (const stage of this.context.jobs[job] ?? []) stages.add(stage.id);
    for (const stage of Object.values(this.context.stages)) if (stage === self) stages.add(stage.id);
    if (stages.size === 0) return undefined;
    return recordsOfStages([...stages]);
  }
}

/** A place a value is kept in full: a stage's record, the previous attempt's, the event payload. */
interface Origin {
  label: string;
  stage?: string;
}

function recordsOfStages(ids: string[]): string {
  return ids.length === 1 ? `the record of stage ${ids[0]}` : `the records of stages ${ids.join(', ')}`;
}

/** `the records of stages review-a, review-b`, `the record of stage a or the event payload (github.event)`. */
function describeOrigins(origins: Origin[]): string {
  const stages = origins.flatMap((o) => (o.stage === undefined ? [] : [o.stage]));
  const others = origins.filter((o) => o.stage === undefined).map((o) => o.label);
  return [...(stages.length > 0 ? [recordsOfStages(stages)] : []), ...others].join(' or ');
}

function collectOrigins(context: PromptContext): Map<string, Origin[]> {
  const origins = new Map<string, Origin[]>();
  const add = (text: string | undefined | null, origin: Origin) => {
    if (!text) return;
    const held = origins.get(text);
    if (held === undefined) origins.set(text, [origin]);
    else if (!held.some((o) => o.label === origin.label)) held.push(origin);
  };
  for (const [id, stage] of Object.entries(context.stages)) {
    const origin = { label: `the record of stage ${id}`, stage: id };
    add(stage.summary, origin);
    add(stage.detail, origin);
    for (const value of Object.values(stage.data)) add(value, origin);
    add(stage.failure?.reason, origin);
    add(stage.next?.reason, origin);
  }
  const previous = context.attempt.previous;
  if (previous) {
    const origin = { label: "the previous attempt's record" };
    add(previous.summary, origin);
    add(previous.detail, origin);
  }
  if (context.attempt.verify)
    add(context.attempt.verify.output, { label: "the previous attempt's record (verify output)" });
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') add(value, { label: 'the event payload (github.event)' });
    else if (value !== null && typeof value === 'object' && depth < 12) {
      for (const child of Object.values(value)) walk(child, depth + 1);
    }
  };
  walk(context.github.event, 0);
  return origins;
}

let active: RenderState | undefined;

/** Run `body` with `state` as the render in progress. Renders are synchronous, so one at a time. */
export function withRender<T>(state: RenderState, body: () => T): T {
  const previous = active;
  active = state;
  try {
    return body();
  } finally {
    active = previous;
  }
}

/** The render in progress; helpers are only called from inside one. */
export function activeRender(): RenderState {
  if (!active) throw new SystemError('a template helper was called outside renderPrompt');
  return active;
}
