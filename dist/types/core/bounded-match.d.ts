/**
 * `regex.test(value)`, stopped after `ms` milliseconds: true or false, or null when it ran longer. A pattern
 * the author wrote can backtrack for hours on text an agent shaped (`^(\d|[0-9a-f])+$` on 40 digits and a
 * `!`); no static check catches every such pattern, so the match itself is bounded. V8 checks for the
 * interrupt a `vm` timeout sends while a regular expression backtracks, so the run stops on time, where a
 * plain call would hold the event loop (and every signal handler) until it finished.
 */
export declare function testWithin(regex: RegExp, value: string, ms: number): boolean | null;
