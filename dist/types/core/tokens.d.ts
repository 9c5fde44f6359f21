/**
 * Token counting for prompt budgets: gpt-tokenizer with the `o200k_base` encoding (GPT-4o, o-series,
 * GPT-5). Other models' tokenizers differ by a few percent; a budget is a bound, not a bill.
 *
 * The encoding's rank table is ~2.4 MB of JavaScript that takes ~250 ms to load, three times a bare
 * `node -e 0`. It is imported (through ./o200k-base.ts) only by `loadTokenizer()` (a dynamic import, so the
 * bundle keeps it in its own chunk), and only when a template uses `tokens`/`fit` or a budget is set.
 */
export declare const TOKENIZER_ENCODING = "o200k_base";
/**
 * Load the tokenizer once; later calls return the same promise.
 *
 * Its `decode` is not used: it decodes with one TextDecoder shared by the whole process, in stream mode, so
 * a token list that ends inside a character leaves that character's first bytes buffered for the next
 * decode, anyone's. A cut reads the rank table the encoder itself uses (the same module, loaded once)
 * instead.
 */
export declare function loadTokenizer(): Promise<void>;
export declare function isTokenizerLoaded(): boolean;
/** The number of tokens of `text` in the o200k_base encoding. Needs `loadTokenizer()` first. */
export declare function countTokens(text: string): number;
export interface TokenCut {
    /** The longest prefix of the text within the limit (the whole text when it fits). */
    text: string;
    /** Tokens in `text`. */
    kept: number;
    /** Tokens in the whole input. */
    total: number;
}
/** The longest prefix of `text` that is at most `max` tokens, cut on a token boundary. */
export declare function cutToTokens(text: string, max: number): TokenCut;
/** cutToTokens's prefix and its tokens, without reading the text after the cut (its total is not needed). */
export declare function tokenPrefix(text: string, max: number): Omit<TokenCut, 'total'>;
