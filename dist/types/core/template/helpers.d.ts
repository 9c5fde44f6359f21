/** How a value prints: text as is, nothing for null/undefined, JSON for lists and objects. */
export declare function textOf(value: unknown): string;
/** `[… 1234 tokens cut; the full text is in the record of stage investigate]` */
export declare function cutMarker(cut: number, origin: string | undefined, why?: string): string;
/**
 * `text` cut to its first `limit` tokens with a marker line after it, or `text` when it fits. Fence blocks
 * left open by the cut are closed, so what follows the section stays outside them.
 */
export declare function cutWithMarker(text: string, limit: number, marker: (cut: number) => string): string;
