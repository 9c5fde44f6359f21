import type { PathSegment } from './json-scan.js';
import { redactionMarker } from './names.js';
import { REDACTION_KINDS } from './redact.js';

/** A string field of a JSON value that holds redaction markers: where it is, and which markers. */
export interface RedactedField {
  path: PathSegment[];
  /** Each marker it holds once (`[REDACTED:github-token]`), in REDACTION_KINDS' order. */
  markers: string[];
}

const MARKERS = Object.keys(REDACTION_KINDS).map(redactionMarker);

/**
 * Every string in `value`, at any depth, that holds a redaction marker (what redactText leaves where it
 * replaced a secret or a token-shaped text): how a stored value tells what it lost, without the text.
 */
export function redactedFields(value: unknown, path: PathSegment[] = []): RedactedField[] {
  if (typeof value === 'string') {
    const markers = MARKERS.filter((marker) => value.includes(marker));
    return markers.length === 0 ? [] : [{ path, markers }];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => redactedFields(item, [...path, index]));
  if (value !== null && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => redactedFields(item, [...path, key]));
  return [];
}
