/**
 * The o200k_base encoder and its rank table (which the encoder itself imports: one module, loaded once),
 * for tokens.ts. It imports this module only with `import()`, so the bundle keeps both in one chunk, loaded
 * only when a template uses `tokens`/`fit` or a budget is set.
 */
export { default as ranks } from 'gpt-tokenizer/bpeRanks/o200k_base';
export { encode } from 'gpt-tokenizer/encoding/o200k_base';
