/**
 * The instructions in a commit message that make GitHub skip the workflow runs a push or a pull request
 * would start, as GitHub's "Skipping workflow runs" documents them: one of five bracketed strings anywhere in
 * the message, or a `skip-checks` trailer ending it.
 */
/** As GitHub's docs write them; they name no other spelling or case, so no other is taken. */
export declare const SKIP_INSTRUCTIONS: readonly ["[skip ci]", "[ci skip]", "[no ci]", "[skip actions]", "[actions skip]"];
/** What in a commit message makes GitHub skip a run, or null when nothing does. */
export declare function skipInstruction(message: string): {
    kind: 'instruction' | 'trailer';
    text: string;
} | null;
