import type { PathSegment } from './json-scan.js';
/** A string field of a JSON value that holds redaction markers: where it is, and which markers. */
export interface RedactedField {
    path: PathSegment[];
    /** Each marker it holds once (`[REDACTED:github-token]`), in REDACTION_KINDS' order. */
    markers: string[];
}
/**
 * Every string in `value`, at any depth, that holds a redaction marker (what redactText leaves where it
 * replaced a secret or a token-shaped text): how a stored value tells what it lost, without the text.
 */
export declare function redactedFields(value: unknown, path?: PathSegment[]): RedactedField[];
