import * as core from '@actions/core';
import { withoutWorkflowCommands } from '../../core/one-line.js';
import type { Reporter } from '../../core/ports.js';

/**
 * Reporter over @actions/core: progress to the step log, problems as annotations. Messages may quote
 * untrusted text (a handoff's field names, an agent's reason), so nothing here may become a workflow
 * command: warnings, errors and group titles go through core's command escaping, and info lines are
 * neutralised before they reach stdout (see `neutraliseCommands`).
 */
export class GitHubReporter implements Reporter {
  info(message: string): void {
    core.info(neutraliseCommands(message));
  }

  warning(message: string, where?: string): void {
    core.warning(withWhere(message, where), annotation(where));
  }

  error(message: string, where?: string): void {
    core.error(withWhere(message, where), annotation(where));
  }

  group<T>(title: string, body: () => Promise<T>): Promise<T> {
    return core.group(title.replace(/[\r\n]+/g, ' '), body);
  }
}

/**
 * The runner reads a line as a command when it starts with `::` after its leading whitespace, or holds the
 * legacy `##[` anywhere (see withoutWorkflowCommands). A zero-width space after the `:` or `#` that starts
 * one splits its `::` or `##[`, so the line stays plain text and reads the same in the log.
 */
export function neutraliseCommands(text: string): string {
  return withoutWorkflowCommands(text, (c) => `${c}\u200b`);
}

/** `file:line:col` locations become annotation positions; anything else is said in the message. */
function annotation(where: string | undefined): core.AnnotationProperties {
  const match = where ? /^(.+?):(\d+)(?::(\d+))?$/.exec(where) : null;
  if (!match || /\s/.test(match[1]!)) return {};
  return {
    file: match[1]!,
    startLine: Number(match[2]),
    ...(match[3] ? { startColumn: Number(match[3]) } : {}),
  };
}

function withWhere(message: string, where: string | undefined): string {
  return where ? `${where}: ${message}` : message;
}
