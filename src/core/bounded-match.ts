import { createContext, Script } from 'node:vm';

/**
 * `regex.test(value)`, stopped after `ms` milliseconds: true or false, or null when it ran longer. A pattern
 * the author wrote can backtrack for hours on text an agent shaped (`^(\d|[0-9a-f])+$` on 40 digits and a
 * `!`); no static check catches every such pattern, so the match itself is bounded. V8 checks for the
 * interrupt a `vm` timeout sends while a regular expression backtracks, so the run stops on time, where a
 * plain call would hold the event loop (and every signal handler) until it finished.
 */
export function testWithin(regex: RegExp, value: string, ms: number): boolean | null {
  context.regex = regex;
  context.value = value;
  try {
    return test.runInContext(context, { timeout: ms }) === true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return null;
    throw error;
  } finally {
    context.regex = null;
    context.value = '';
  }
}

const test = new Script('regex.test(value)');
const context = createContext({ regex: null, value: '' }) as { regex: RegExp | null; value: string };
