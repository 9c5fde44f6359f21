import { TEMPLATE_CODES } from '../names.js';
import type { Problem } from '../problem.js';
import { didYouMean } from '../suggest.js';
import type { DataContract } from '../workflow/data-contract.js';
import { analyzeTemplate, inspectTemplate, type KeyReference, type StageReference } from './analyze.js';
import { TemplateError, toUserError } from './template-error.js';

export type { StageReference } from './analyze.js';

/**
 * Every `stages.<id>` and `jobs.<id>` a template uses, with its line and column: in mustaches, block
 * parameters, subexpressions and hash values, and `@root.stages.<id>` / `../stages.<id>` inside blocks.
 * Paths relative to a block's own context (`{{#each jobs.review}}{{summary}}{{/each}}`) are not references.
 *
 * The workflow planner and `baton lint` use it to refuse a template that names a stage that is not upstream,
 * before anything runs. Throws a UserError (code `template-*`) for a template that does not parse or that
 * uses what baton refuses (partials, decorators, unknown helpers, fields stages do not have).
 */
export function stageReferences(template: string, options: { source?: string } = {}): StageReference[] {
  try {
    return analyzeTemplate(template).references;
  } catch (error) {
    if (error instanceof TemplateError) throw toUserError(error, template, options.source ?? 'template');
    throw error;
  }
}

/**
 * Everything wrong with a template that can be known without rendering it, as problems in reading order,
 * each at its own line and column: the template's own errors (an unknown helper, a field stages do not
 * have, a partial; or the one syntax error that stops the parser), and each reference to a stage or job
 * that is not upstream (`stages` and `jobs` list the upstream ones), said in place of printing it as an
 * object. For `baton lint` and the planner, which report every problem of a workflow at once.
 */
export function checkTemplate(
  template: string,
  options: { source?: string; stages: readonly string[]; jobs: readonly string[] },
): Problem[] {
  const source = options.source ?? 'template';
  const { analysis, problems } = inspectTemplate(template);
  const upstream = (ref: { kind: 'stage' | 'job'; stage: string }) =>
    (ref.kind === 'stage' ? options.stages : options.jobs).includes(ref.stage);
  // `{{stages.fixx}}` printing an object is no mistake of its own when there is no stage fixx: that is.
  const errors = problems.filter((error) => error.ifUpstream === undefined || upstream(error.ifUpstream));
  const found: Array<Problem & { line: number; column: number }> = errors.map((error) => ({
    code: error.code,
    severity: 'error',
    path: `${source}:${error.line}:${error.column}`,
    message: [error.message, ...error.details].join('; '),
    line: error.line,
    column: error.column,
  }));
  for (const ref of analysis?.references ?? []) {
    if (upstream(ref)) continue;
    const known = ref.kind === 'stage' ? options.stages : options.jobs;
    const what = ref.kind === 'stage' ? 'stage' : 'job';
    found.push({
      code: TEMPLATE_CODES.unknownStage,
      severity: 'error',
      path: `${source}:${ref.line}:${ref.column}`,
      message: `${ref.kind === 'stage' ? 'stages' : 'jobs'}.${ref.stage}: no such upstream ${what}${didYouMean(ref.stage, known)}; upstream ${what}s: ${known.length > 0 ? known.join(', ') : '(none)'}`,
      line: ref.line,
      column: ref.column,
    });
  }
  return found
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map(({ line: _line, column: _column, ...problem }) => problem);
}

/** What a check that knows the workflow knows of the names a template's `inputs` and legs' `matrix` hold. */
export interface KeyFacts {
  /**
   * Every name `inputs` can hold (the workflow's declared inputs and a literal `vars:`), with where each
   * comes from for the message; undefined when the run decides (a `vars:` made by an expression).
   */
  inputs?: { names: readonly string[]; from: string } | undefined;
  /**
   * The matrix keys of a stage's (or each stage of a job's) leg: `[]` for a job without a matrix; undefined
   * when only the run knows them (a matrix made by an expression). The stages of a job calling a reusable
   * workflow are its called jobs', each leg with its own job's matrix.
   */
  matrix?: (owner: KeyOwner) => readonly string[] | undefined;
  /**
   * For a job calling a reusable workflow of the repository, and a stage or job in one: the calling job, the
   * file it calls and the keys of the call's own matrix (`[]` for none), which its stages do not record.
   */
  call?: (owner: KeyOwner) => { job: string; file: string; keys: readonly string[] } | undefined;
  /**
   * The `data` keys a stage's (or each stage of a job's) `data-schema` declares, and whether it refuses any
   * other (`closed`: additionalProperties is false); undefined when no literal schema says (data-contract.ts).
   */
  data?: (owner: KeyOwner) => DataContract | undefined;
}

type KeyOwner = { stage: string } | { job: string };

/**
 * The reads of `inputs.<name>` and `matrix.<key>` that no run of the workflow could fill, each at its place
 * (as the analysis's own problems are): an input neither declared nor in a literal `vars:`, a matrix key
 * no leg has. For the planner and `baton lint`; a name the run decides is not checked.
 */
export function keyProblems(keys: readonly KeyReference[], facts: KeyFacts): TemplateError[] {
  const problems: TemplateError[] = [];
  for (const read of keys) {
    const position = { line: read.line, column: read.column };
    if (read.kind === 'input') {
      const inputs = facts.inputs;
      if (inputs === undefined || inputs.names.includes(read.key)) continue;
      problems.push(
        new TemplateError(
          TEMPLATE_CODES.missingField,
          `${read.path}: no input ${read.key}${didYouMean(read.key, inputs.names)}`,
          position,
          [
            inputs.names.length > 0
              ? `inputs: ${inputs.names.join(', ')} (${inputs.from})`
              : `the inputs of a prompt are ${inputs.from}, and there are none here`,
          ],
        ),
      );
      continue;
    }
    // Said apart (dataKeyProblems): an open schema's is a warning of lint's, not a refusal.
    if (read.kind === 'data') continue;
    if (read.owner === null || facts.matrix === undefined) continue;
    const names = facts.matrix(read.owner);
    if (names === undefined || names.includes(read.key)) continue;
    const call = facts.call?.(read.owner);
    const owner = 'stage' in read.owner ? `stage ${read.owner.stage}` : `the stages of job ${read.owner.job}`;
    const noMatrix =
      'stage' in read.owner
        ? `the job of stage ${read.owner.stage} has no matrix (matrix is null)`
        : call?.job === read.owner.job
          ? `the jobs that job ${call.job} calls (${call.file}) have no matrix (the matrix of its stages is null)`
          : `job ${read.owner.job} has no matrix (matrix is null)`;
    problems.push(
      new TemplateError(
        TEMPLATE_CODES.missingField,
        names.length === 0
          ? `${read.path}: ${noMatrix}, so there is no ${read.key}`
          : `${read.path}: no key ${read.key} in the matrix of ${owner}${didYouMean(read.key, names)}`,
        position,
        [
          ...(names.length === 0 ? [] : [`matrix keys: ${names.join(', ')}`]),
          // The matrix of the call around the stages, which a reader may well have meant.
          ...(call?.keys.includes(read.key)
            ? [
                `${read.key} is a key of the matrix of job ${call.job}, which calls ${call.file}: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages record their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inputs.<name> }})`,
              ]
            : []),
        ],
      ),
    );
  }
  return problems;
}

/**
 * The reads of `stages.<id>.data.<key>` (and of `data.<key>` of each stage of `jobs.<id>`) whose key that
 * stage's `data-schema` does not declare, each with whether the schema is closed (additionalProperties
 * false: no handoff can have the key, so the read never renders, and the plan refuses it) or open (a
 * handoff may have it: `baton lint` warns).
 */
export function dataKeyProblems(
  keys: readonly KeyReference[],
  facts: KeyFacts,
): Array<{ closed: boolean; error: TemplateError }> {
  return keys.flatMap((read) => {
    const problem = read.kind === 'data' ? dataKeyProblem(read, facts) : null;
    return problem === null ? [] : [problem];
  });
}

function dataKeyProblem(
  read: KeyReference,
  facts: KeyFacts,
): { closed: boolean; error: TemplateError } | null {
  if (read.owner === null || facts.data === undefined) return null;
  const contract = facts.data(read.owner);
  if (contract === undefined || contract.keys.includes(read.key)) return null;
  const owner = 'stage' in read.owner ? `stage ${read.owner.stage}` : `the stages of job ${read.owner.job}`;
  const keys = contract.keys.length > 0 ? `its keys: ${contract.keys.join(', ')}` : 'it declares no keys';
  return {
    closed: contract.closed,
    error: new TemplateError(
      TEMPLATE_CODES.missingField,
      `${read.path}: no key ${read.key} in the data-schema of ${owner}${didYouMean(read.key, contract.keys)}`,
      { line: read.line, column: read.column },
      [
        contract.closed
          ? `${keys} (additionalProperties is false: a handoff with any other key is refused, so no handoff can hold it)`
          : `${keys}; a handoff may hold others (additionalProperties is not false), but none is promised: declare ${read.key} under properties (and in required, if the stage must write it)`,
      ],
    ),
  };
}
