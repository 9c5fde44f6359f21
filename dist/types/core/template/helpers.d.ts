/** How a value prints: text as is, nothing for null/undefined, JSON for lists and objects. */
export declare function textOf(value: unknown): string;
/** `[… 1234 tokens cut; the full text is in the record of stage investigate]` */
export declare function cutMarker(cut: number, origin: string | undefined, why?: string): string;
/**
 * `text` cut to at most `limit` tokens with a marker line after it, or `text` when it fits. A fence block
 * left open by the cut is closed, its closing line counted in the `limit`, so what follows the section
 * stays outside it. `openers` are the opening lines `fence` wrote in this render: only those open a block.
 */
export declare function cutWithMarker(text: string, limit: number, marker: (cut: number) => string, openers: ReadonlySet<string>): string;
