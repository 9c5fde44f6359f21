import type { Problem } from '../problem.js';
import { type StageReference, type TemplateAnalysis } from './analyze.js';
import type { PromptContext } from './context.js';
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
export declare function madeEventHint(eventName: string, replayOf?: string): string;
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
/**
 * Compile now the template inspected longest ago that no render has taken yet (in `baton run`, the one of
 * the stage likely to render next), for a caller whose thread would otherwise only wait (an agent running):
 * Handlebars turns a template into JavaScript on its first render, about a millisecond for a one-line prompt,
 * which stood between one stage's end and the next one's start. The result is what that render would make
 * (see `cache`). A template that does not compile is left to its render, which throws the same, with its place.
 */
export declare function compileAhead(): void;
/** What a template reads and uses (analyze.ts), from the same parse its render uses. Throws its parse errors. */
export declare function templateAnalysis(template: string): TemplateAnalysis;
/**
 * Check a template and load what rendering it needs: the tokenizer (~250 ms to load) when it uses `tokens`
 * or a budget is set. Call before `renderPrompt`; throws the same template errors it would.
 */
export declare function prepareRender(template: string, options?: RenderOptions): Promise<void>;
/**
 * Render `template` with `context`. Throws a UserError (code `template-*`) naming the line and column for
 * syntax errors, unknown helpers, unknown stages, missing fields, and for a budget the fixed text alone
 * exceeds. A template that uses `tokens`, or a budget, needs `await prepareRender(template, options)` first.
 */
export declare function renderPrompt(template: string, context: PromptContext, options?: RenderOptions): RenderResult;
