import { type KeyKind } from './shape.js';
import { type Position, TemplateError } from './template-error.js';
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
    owner: {
        stage: string;
    } | {
        job: string;
    } | null;
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
    paths: Map<string, {
        original: string;
        root: string[] | null;
    }>;
    usesTokens: boolean;
    usesFit: boolean;
    /**
     * What each `{{#each}}` goes over, as written, by `line:column` (0-based column) of the block: for the
     * render to name a text, number or boolean it finds there (eachOverScalar).
     */
    eachOver: Map<string, string>;
}
interface Loc {
    start: {
        line: number;
        column: number;
    };
    end: {
        line: number;
        column: number;
    };
}
interface Node {
    type: string;
    loc: Loc;
}
export interface ProgramNode extends Node {
    body: Node[];
    blockParams?: string[];
}
/**
 * Parse a template, turning Handlebars' parse errors into a TemplateError with a position. The tree is the
 * parser's, before the whitespace control `handlebars.compile` applies to it (which changes only the text
 * around standalone tags and `~`, never a node or its position): so the same tree serves the analysis and
 * then the compiler, and a template is parsed once. A template over the size or nesting limit is refused
 * first. A syntax error is thrown with the template's other mistakes listed after it when the parser can
 * read on past it (`also at 3:1: …`, see `parseWithRecovery`).
 */
export declare function parseTemplate(template: string): ProgramNode;
/**
 * Analyse a template; throws a TemplateError for syntax errors and for what baton refuses, those that are
 * mistakes only if a stage is upstream included (it does not know which are).
 */
export declare function analyzeTemplate(template: string): TemplateAnalysis;
/**
 * Analyse a tree from `parseTemplate`; throws a TemplateError for what baton refuses: the first problem in
 * reading order, the others listed after it (`also at 3:1: …`, positions in the template). It leaves the
 * tree as it was. The problems that are mistakes only if a stage the template names is upstream
 * (TemplateError.ifUpstream: `{{stages.fix}}`) are not thrown but returned, as one such error, for the
 * render to throw once it has checked the stages named against the upstream ones: a stage that is not
 * upstream is said as such, not as an object printed.
 */
export declare function analyzeProgram(program: ProgramNode): {
    analysis: TemplateAnalysis;
    ifUpstream: TemplateError | null;
};
/**
 * The template handed over longest ago that no render has taken yet: in `baton run`, which inspects the
 * workflow's templates in its order, that of the stage likely to render next.
 */
export declare function oldestHandedOver(): string | undefined;
/** Forget the tree handed over for `template`, if any: one compiled already does not need it. */
export declare function dropHandedOver(template: string): void;
/**
 * `parseTemplate` and then `analyzeProgram`, as one: the tree and analysis `inspectTemplate` made of this
 * text when it has them (see `handover`), else parsed and analysed now. Throws as those two do.
 */
export declare function parseAndAnalyze(template: string): {
    program: ProgramNode;
    analysis: TemplateAnalysis;
    ifUpstream: TemplateError | null;
};
/**
 * Everything wrong with a template, each problem apart, without throwing: for the planner and `baton lint`,
 * which report each at its own place in the workflow file. A template the parser cannot read on through
 * has its syntax errors and no analysis (a block never closed, a stray close or `{{else}}` are read past);
 * otherwise the analysis is complete, its references included, whatever else is wrong. A problem with
 * `ifUpstream` is one only if that stage or job is upstream: one that knows the upstream stages leaves it
 * out for one that is not, whose reference it reports instead.
 */
export declare function inspectTemplate(template: string): {
    analysis: TemplateAnalysis | null;
    problems: TemplateError[];
};
export {};
