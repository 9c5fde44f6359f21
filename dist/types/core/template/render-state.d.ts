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
export declare class RenderState {
    #private;
    readonly context: PromptContext;
    readonly analysis: TemplateAnalysis;
    /**
     * `sections`: each cuttable section outside another one is set aside and a placeholder printed in its
     * place, so the budget can size and cut the sections without rendering the template again.
     */
    readonly placeholder: ((index: number) => string) | undefined;
    readonly sections: SectionRecord[];
    /**
     * The opening lines `fence` wrote in this render (`<data id="…" label="…">`): a cut closes a block only
     * when it opens with one of these, so a text cannot make the cut add closing lines by forging openers.
     */
    readonly fenceOpeners: Set<string>;
    /** How many `fit` blocks the helper being called is inside. */
    fitDepth: number;
    constructor(context: PromptContext, analysis: TemplateAnalysis, placeholder?: (index: number) => string);
    /** True when a section at this site is to be set aside rather than printed. */
    setsAside(site: SectionSite | undefined): site is SectionSite;
    setAside(record: SectionRecord): string;
    /**
     * Where a value printed by the template is kept in full, found by the value itself. When several places
     * hold the same text (three legs that each wrote "No findings."), the stage the helper was given inside
     * `{{#each jobs.<id>}}` (`self`), else the stages its expression names, say which one is meant; if they
     * cannot, every place holding it is named.
     */
    originOf(text: string, self?: unknown, site?: SectionSite): string | undefined;
    /**
     * `the records of stages a, b` for a section drawing on those stages and jobs, if any: the ones it names,
     * and the stage it is rendered for inside `{{#each jobs.<id>}}`.
     */
    recordsOf(site: SectionSite, self: unknown): string | undefined;
}
/** Run `body` with `state` as the render in progress. Renders are synchronous, so one at a time. */
export declare function withRender<T>(state: RenderState, body: () => T): T;
/** The render in progress; helpers are only called from inside one. */
export declare function activeRender(): RenderState;
