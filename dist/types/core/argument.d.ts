import { UserError } from './errors.js';
/**
 * What a JavaScript caller gave, as a usage error says it: the library's functions are called from code that
 * TypeScript may not check, and a value of the wrong type is refused naming the argument, never met as a
 * TypeError deep inside.
 */
/** A value as an error says it: `"x"` for a string, `3`, `NaN`, `null`, `a list`, `a Uint8Array`, `an object`, `a function`. */
export declare function shownValue(value: unknown): string;
/**
 * A value as an error says a missing or empty argument: `undefined`, `42`, `an empty string` (unlike
 * shownValue, a string is only ever the empty one here, and anything else is shown as JSON).
 */
export declare function shownArgument(value: unknown): string;
/** The kind of a value, as "not …" says it: `a string`, `a list`, `3`. */
export declare function shownKind(value: unknown): string;
/**
 * A library function's argument of the wrong type: `parseHandoffText: takes the handoff as a string, not
 * null`, with what to do instead when there is something (`for bytes, call parseHandoff`). `details`: the
 * function's other wrong arguments, each said by wrongArgumentText.
 */
export declare function wrongArgument(fn: string, takes: string, given: string, instead?: string, details?: readonly string[]): UserError;
/** What is said of one wrong argument: `takes the handoff as a string, not null`. */
export declare function wrongArgumentText(takes: string, given: string, instead?: string): string;
