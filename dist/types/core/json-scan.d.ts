/**
 * A strict, non-recursive JSON scanner. `JSON.parse` cannot see duplicate keys (the last one silently wins,
 * so a validator and a consumer could read different values), reports errors with messages that quote the
 * input, and gives no control over nesting depth. This scanner checks the grammar of RFC 8259 itself, with
 * an explicit stack so that any depth ends in a clean error instead of a RangeError, and reports:
 *
 * - one fatal problem (syntax error, nesting too deep, not an object, trailing text) that stops the scan;
 * - every duplicate or forbidden key, with its JSON path and line/column, collected as it goes.
 *
 * When it finds nothing fatal, `JSON.parse` of the same text is known to succeed.
 */
export type PathSegment = string | number;
export interface ScanIssue {
    /** Where: the path of the offending value or key. */
    path: PathSegment[];
    message: string;
}
export interface ScanResult {
    /** A problem that stopped the scan; the text is not usable JSON (or not one object). */
    fatal: ScanIssue | null;
    /** Duplicate and forbidden keys, in document order. */
    keyProblems: ScanIssue[];
    /** Raw text of numbers that are direct members of the object at root key `rawNumbersUnder`, by key. */
    rawNumbers: Map<string, string>;
}
export interface ScanOptions {
    maxDepth: number;
    forbiddenKeys: ReadonlySet<string>;
    /** Keep the literal text of numbers directly under this root key (numbers become strings exactly as written). */
    rawNumbersUnder?: string;
    /** Stop collecting key problems after this many (a hostile file could hold thousands). */
    maxKeyProblems?: number;
}
/**
 * Scan `text` as one JSON object. The caller has already stripped a BOM and refused NUL characters.
 */
export declare function scanJsonObject(text: string, options: ScanOptions): ScanResult;
