/** The 1-based line and column of `offset` in `text` (lines end at `\n`). */
export declare function lineColumnAt(text: string, offset: number): {
    line: number;
    column: number;
};
