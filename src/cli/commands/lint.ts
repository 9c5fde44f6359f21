import { relative, resolve } from 'node:path';
import { githubExpressions } from '../../adapters/github/expressions.js';
import { parseActionFile, parseWorkflow } from '../../adapters/github/workflow-parser.js';
import { readCalledWorkflows } from '../../adapters/local/called-workflows.js';
import { actionAtIn, localActions } from '../../adapters/local/local-action.js';
import { readWorkflowFile } from '../../adapters/local/workflow-files.js';
import { readWorkspaceTextSync } from '../../adapters/local/workspace.js';
import { formatError, UserError } from '../../core/errors.js';
import { formatFinding, type LintFinding, lintRun, placeIn } from '../../core/lint/index.js';
import { LIMITS, PLAN_PROBLEMS } from '../../core/names.js';
import type { Problem } from '../../core/problem.js';
import { batonActionAtPath } from '../../core/workflow/action-missing.js';
import { type CalledWorkflows, expandCalls } from '../../core/workflow/called-workflow.js';
import type { ActionAt, Workflow } from '../../core/workflow/model.js';
import { readUntilInterrupted } from '../interruptible.js';
import { type CliIO, EXIT } from '../io.js';
import { printJson } from '../stored-output.js';

export interface LintCommandOptions {
  /** Print the findings as one JSON array on stdout. */
  json?: boolean;
}

/**
 * `baton lint <workflow>…`: one `file:line:col: rule: message` line per finding on stdout; exit 1 when
 * there is any (or a file is not a valid workflow), 0 when there is none, 2 when a file cannot be read.
 */
export async function lintCommand(
  io: CliIO,
  files: string[],
  options: LintCommandOptions = {},
): Promise<number> {
  const findings: LintFinding[] = [];
  // A `uses: ./path` naming the repository's own action there is that action, not baton's; one naming none
  // fails on GitHub (action-missing). That is said only of a workflow in .github/workflows/ under where lint
  // runs, the repository root: run elsewhere, `./` resolves elsewhere, and `./`, `./prepare`, … are taken
  // as baton's actions.
  const actionAt = actionAtIn(io.cwd);
  const actionAtFor = (name: string): ((path: string) => ActionAt) =>
    /^\.github[/\\]workflows[/\\]/.test(relative(io.cwd, resolve(io.cwd, name)))
      ? actionAt
      : (path) => {
          const at = actionAt(path);
          return at === 'missing' ? 'baton' : at;
        };
  let file = '';
  // As baton run reads them, from the repository (here), each once. One whose action.yml GitHub would
  // refuse is a finding (action-invalid); one that is not there is only noted (lint may run away from the
  // repository root, where `./path` resolves), but for baton's paths, which action-missing reports.
  const invalid = new Map<string, string>();
  const loadAction = localActions(
    io.cwd,
    (text, name, directory) => parseActionFile(text, name, directory, { actionAt }),
    (path, error) => {
      const message = error instanceof Error ? error.message : String(error);
      if (error instanceof UserError && error.code === 'action-invalid') invalid.set(path, message);
      // baton's paths with no action there: the action-missing finding says so.
      else if (
        !(error instanceof UserError && error.code === 'action-missing' && batonActionAtPath(path) !== null)
      )
        io.stderr(
          `baton lint: note: ${file}: the steps of ${path} were not checked: ${message} (actions are read from where baton lint runs: the repository root)\n`,
        );
    },
  );
  // A file that cannot be read (exit 2) or is not a workflow (exit 1) is said on stderr, and the others are
  // still checked: their findings are not lost to it.
  let refused: number = EXIT.ok;
  const refuse = (error: UserError) => {
    io.stderr(`baton: ${formatError(error)}\n`);
    refused = Math.max(refused, error.code === 'usage' ? EXIT.usage : EXIT.failure);
  };
  // Each file once, however it is written (`./.github/workflows/a.yml` and `.github/workflows/a.yml`).
  const unique = [...new Map(files.map((name) => [relative(io.cwd, resolve(io.cwd, name)), name])).entries()];
  const parsed: Array<{ file: string; path: string; workflow: Workflow; called: CalledWorkflows }> = [];
  for ([, file] of unique) {
    let source: string;
    const named = file;
    try {
      // A pipe (`baton lint <(command)`, a FIFO) is waited for until its writer closes it; a Ctrl-C meanwhile
      // stops the whole lint (exit 1), the files after it unread.
      source = await readUntilInterrupted((signal) => readWorkflowFile(io.cwd, named, { signal }), {
        file: named,
        what: 'workflow file',
        after: '; nothing was linted',
        give: 'baton lint <(command)',
      });
    } catch (error) {
      if (!(error instanceof UserError) || error.code === 'cancelled') throw error;
      refuse(error);
      continue;
    }
    let workflow: Workflow;
    try {
      workflow = await parseWorkflow(source, file, { actionAt: actionAtFor(file) });
    } catch (error) {
      if (!(error instanceof UserError)) throw error;
      refuse(error);
      continue;
    }
    // The local reusable workflows it calls: each linted in its calls, with its own file:line:col, and the
    // calls checked as baton run checks them (a cycle, an input the called file does not declare, …).
    const called = await readCalledWorkflows(io.cwd, workflow, (text, name) =>
      parseWorkflow(text, name, { actionAt: actionAtFor(name) }),
    );
    parsed.push({ file, path: relative(io.cwd, resolve(io.cwd, file)), workflow, called });
  }
  // A listed file that runs only when called, and that another listed file calls, is checked in its calls
  // (where it reads its caller's stages and holds its caller's token), not also on its own.
  const calledByListed = new Set(parsed.flatMap((each) => [...each.called.keys()]));
  const said = new Set<string>();
  // A finding once, even when two listed files call one workflow.
  const say = (finding: LintFinding) => {
    const key = JSON.stringify(finding);
    if (said.has(key)) return;
    said.add(key);
    findings.push(finding);
  };
  for (const { file: name, path, workflow, called } of parsed) {
    file = name;
    if (calledByListed.has(path) && Object.keys(workflow.on).every((event) => event === 'workflow_call'))
      continue;
    const callProblems: Problem[] = [];
    const expanded = expandCalls(workflow, called, null, callProblems);
    for (const problem of callProblems) {
      if (problem.code !== PLAN_PROBLEMS.workflowCallInvalid) continue;
      const place = placeIn(problem.path) ?? { file: problem.path, line: 1, column: 1 };
      say({ rule: 'workflow-invalid', ...place, message: problem.message });
    }
    const lintOptions = {
      // A prompt file as `baton run` and the action read it (inside the project, through no link); an Error
      // saying why it cannot be read is reported as the run refuses it.
      readFile: (path: string) => readWorkspaceTextSync(io.cwd, path, LIMITS.templateBytes),
      loadAction: (path: string) => loadAction(path) ?? null,
      // Read (once) first: a refused action.yml is noted in `invalid` as it is read.
      actionProblem: (path: string) => {
        loadAction(path);
        return invalid.get(path) ?? null;
      },
    };
    // The file and the workflows it calls as `baton run` runs them, calls expanded.
    for (const finding of lintRun(workflow, called, expanded, githubExpressions, lintOptions)) say(finding);
  }
  if (options.json) {
    // Each finding says its severity, so a tool need not read a missing field as an error.
    const said = findings.map((finding) => ({ ...finding, severity: finding.severity ?? 'error' }));
    printJson(io, `${JSON.stringify(said, null, 2)}\n`);
  } else {
    for (const finding of findings) io.stdout(`${formatFinding(finding)}\n`);
    if (findings.length > 0) {
      const warnings = findings.filter((f) => f.severity === 'warning').length;
      const of =
        warnings > 0
          ? ` (${warnings === findings.length ? 'all' : warnings} warning${warnings === 1 ? '' : 's'})`
          : '';
      io.stderr(`baton lint: ${findings.length} finding${findings.length === 1 ? '' : 's'}${of}\n`);
    }
  }
  // Warnings alone pass: they say what a handoff may still fill.
  const errors = findings.filter((f) => f.severity !== 'warning').length;
  return Math.max(refused, errors > 0 ? EXIT.failure : EXIT.ok);
}
