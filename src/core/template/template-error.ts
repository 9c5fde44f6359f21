import { UserError } from '../errors.js';

/**
 * A template error found at a known place, before the source label and the template text are at hand
 * (inside the analyser or a helper). `renderPrompt` turns it into a UserError with `where` and a code frame.
 */
export class TemplateError extends Error {
  readonly code: string;
  /** 1-based line and column within the template. */
  readonly line: number;
  readonly column: number;
  readonly details: readonly string[];
  /**
   * The stage (or job) this is a mistake only if it is upstream: printing `{{stages.fix}}` is printing an
   * object when there is a stage fix; when there is none, that is the mistake, and is said instead (as "no
   * such upstream stage"). Set only for a stage or job the template names (analysis.references).
   */
  readonly ifUpstream: UpstreamCondition | undefined;
  constructor(
    code: string,
    message: string,
    position: Position,
    details: readonly string[] = [],
    ifUpstream?: UpstreamCondition,
  ) {
    super(message);
    this.name = 'TemplateError';
    this.code = code;
    this.line = position.line;
    this.column = position.column;
    this.details = details;
    this.ifUpstream = ifUpstream;
  }
}

/** A stage (`stages.<id>`) or job (`jobs.<id>`), as a StageReference names it. */
export interface UpstreamCondition {
  kind: 'stage' | 'job';
  stage: string;
}

/** 1-based line and column. Handlebars counts lines from 1 and columns from 0. */
export interface Position {
  line: number;
  column: number;
}

/** Handlebars' `loc` as a 1-based position. */
export function positionOf(loc: { start: { line: number; column: number } } | undefined | null): Position {
  return loc ? { line: loc.start.line, column: loc.start.column + 1 } : { line: 1, column: 1 };
}

/** The template line and a caret under the column, clipped around it so long lines stay readable. */
export function codeFrame(template: string, position: Position): string[] {
  const line = template.split(/\r\n|\r|\n/)[position.line - 1];
  if (line === undefined) return [];
  const width = 100;
  const start = Math.max(0, Math.min(position.column - 1 - width / 2, line.length - width));
  const excerpt = line.slice(start, start + width);
  const lead = start > 0 ? '…' : '';
  const gutter = `${position.line} | `;
  const offset = Math.max(0, position.column - 1 - start) + lead.length;
  const caret = `${' '.repeat(gutter.length - 2)}| ${' '.repeat(offset)}^`;
  return [`${gutter}${lead}${excerpt}${start + width < line.length ? '…' : ''}`, caret];
}

/** The UserError a person sees: `source:line:column: message`, details, then the line with a caret. */
export function toUserError(error: TemplateError, template: string, source: string): UserError {
  return new UserError(error.code, error.message, {
    where: `${source}:${error.line}:${error.column}`,
    details: [...error.details, ...codeFrame(template, error)],
    cause: error,
  });
}
