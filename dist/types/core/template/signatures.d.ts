import type { BATON_HELPERS, BUILTIN_HELPERS } from './environment.js';
/**
 * How each helper a template may call is called: how many arguments it takes, which must be whole numbers,
 * its named options, whether it is written as a block. One description, read by the helpers when they run
 * (helpers.ts) and by the analysis of a template before anything runs (analyze.ts), so both refuse the same
 * calls with the same words.
 */
export interface HelperSignature {
    /** Fewest and most positional arguments (`Infinity`: any number more). */
    min: number;
    max: number;
    /**
     * Arguments that must be a whole number of at least 0, by position, each named as messages name it.
     * `text` too: a text that is not a number is taken as it is (`indent`'s prefix).
     */
    counts?: Readonly<Record<number, {
        what: string;
        text?: true;
    }>>;
    /** Named options (`suffix="…"`), and those of them that must be whole numbers. */
    options: readonly string[];
    countOptions?: readonly string[];
    /** `always`: only as `{{#name}}…{{/name}}`; `never`: never as a block. */
    block: 'always' | 'never';
    /** How it is called, for messages. */
    usage: string;
}
type HelperName = (typeof BUILTIN_HELPERS)[number] | (typeof BATON_HELPERS)[number];
export declare const HELPER_SIGNATURES: Readonly<Record<HelperName, HelperSignature>>;
/** The signature of a helper a template may call, or undefined for a name that is none. */
export declare function signatureOf(name: string): HelperSignature | undefined;
/** What is wrong with calling `name` with `count` positional arguments, or null when nothing is. */
export declare function arityProblem(name: string, count: number): string | null;
/** A value a count takes: a whole number of at least 0, or a text of digits (inputs are text). */
export declare function asCount(value: unknown): number | null;
/** The message for a count that is not one. */
export declare function countProblem(what: string, value: unknown): string;
/**
 * A value as an error quotes it: a text in JSON quotes, anything else as JSON, cut to its first
 * EXCERPT_CHARACTERS with its length after (`"Finding 0: …"… (15,120 characters)`), and on one line with
 * nothing a terminal would act on. The value may be an agent's whole text, and the error becomes the
 * stage's error and annotation.
 */
export declare function shownValue(value: unknown): string;
/** The message for a helper written as a block that is none, or the other way round. */
export declare function blockProblem(name: string, signature: HelperSignature): string;
export {};
