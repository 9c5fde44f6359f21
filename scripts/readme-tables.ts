// Writes the "Inputs and outputs" tables (docs/actions.md) from the action.yml files and the reusable stage
// workflow's `workflow_call` block (.github/workflows/baton-stage.yml):
//
//   node --import tsx scripts/readme-tables.ts
//
// Each action's tables sit between a begin and an end marker in docs/actions.md; test/e2e/readme-tables.test.ts
// fails when they and the action.yml files drift apart. The first run replaces the section's
// `<!-- section: inputs-outputs -->` line with the markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The actions, in the order docs/actions.md shows them, with the `uses:` path a workflow names them by. */
export const ACTIONS = [
  { file: 'action.yml', uses: 'baton-dev/baton' },
  { file: 'prepare/action.yml', uses: 'baton-dev/baton/prepare' },
  { file: 'capture/action.yml', uses: 'baton-dev/baton/capture' },
  { file: 'report/action.yml', uses: 'baton-dev/baton/report' },
] as const;

/** The page that holds the tables, from the repository root. */
export const TABLES_PAGE = 'docs/actions.md';
const SECTION_LINE = '<!-- section: inputs-outputs -->';
const begin = (file: string) =>
  `<!-- begin: inputs-outputs ${file} (generated from ${file} by scripts/readme-tables.ts) -->`;
const end = (file: string) => `<!-- end: inputs-outputs ${file} -->`;

interface ActionYaml {
  name: string;
  description?: string;
  inputs?: Record<string, { description?: string; required?: boolean; default?: unknown }>;
  outputs?: Record<string, { description?: string }>;
}

/** One table cell: one line, pipes escaped so they do not split the cell. */
function cell(text: string): string {
  return text
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** An input's default, for its table cell: nothing when it has none. */
function defaultCell(input: { default?: unknown }): string {
  return cell(input.default === undefined || input.default === '' ? '' : code(String(input.default)));
}

/** The outputs table, and the blank line after it; nothing when there are none. */
function outputsTable(outputs: Record<string, { description?: string }> | undefined): string[] {
  const entries = Object.entries(outputs ?? {});
  if (entries.length === 0) return [];
  return [
    '| Output | Description |',
    '|---|---|',
    ...entries.map(([name, output]) => `| \`${name}\` | ${cell(output.description ?? '')} |`),
    '',
  ];
}

/** A generated block between its begin and end markers. */
function wrapBlock(file: string, body: string): { file: string; block: string } {
  return { file, block: [begin(file), '', body, '', end(file)].join('\n') };
}

/** The Markdown tables of one action. */
export function renderAction(action: ActionYaml, uses: string): string {
  const lines = [`## ${action.name} — \`uses: ${uses}@<sha>\``, ''];
  if (action.description) lines.push(cell(action.description), '');
  const inputs = Object.entries(action.inputs ?? {});
  if (inputs.length > 0) {
    lines.push('| Input | Required | Default | Description |', '|---|---|---|---|');
    for (const [name, input] of inputs) {
      lines.push(
        `| \`${name}\` | ${input.required ? 'yes' : 'no'} | ${defaultCell(input)} | ${cell(input.description ?? '')} |`,
      );
    }
    lines.push('');
  }
  lines.push(...outputsTable(action.outputs));
  return lines.join('\n').trimEnd();
}

/** Each action's block, markers included, from the action.yml texts by file. */
export function renderBlocks(files: Record<string, string>): Array<{ file: string; block: string }> {
  return ACTIONS.map(({ file, uses }) => {
    const text = files[file];
    if (text === undefined) throw new Error(`${file} is missing`);
    return wrapBlock(file, renderAction(parse(text) as ActionYaml, uses));
  });
}

/** The reusable stage workflow, whose `workflow_call` inputs, secrets and outputs get tables too. */
const REUSABLE_WORKFLOW = {
  file: '.github/workflows/baton-stage.yml',
  uses: 'baton-dev/baton/.github/workflows/baton-stage.yml',
} as const;

interface WorkflowCallYaml {
  on?: {
    workflow_call?: {
      inputs?: Record<string, { description?: string; type?: string; required?: boolean; default?: unknown }>;
      secrets?: Record<string, { description?: string; required?: boolean }>;
      outputs?: Record<string, { description?: string }>;
    };
  };
}

/** The Markdown tables of a reusable workflow's `workflow_call` interface. */
function renderReusableWorkflow(workflow: WorkflowCallYaml, uses: string): string {
  const call = workflow.on?.workflow_call;
  if (!call) throw new Error('the reusable workflow has no on.workflow_call');
  const lines = [`## baton-stage.yml, the reusable workflow — \`uses: ${uses}@<sha>\``, ''];
  const inputs = Object.entries(call.inputs ?? {});
  if (inputs.length > 0) {
    lines.push('| Input | Type | Required | Default | Description |', '|---|---|---|---|---|');
    for (const [name, input] of inputs) {
      lines.push(
        `| \`${name}\` | ${input.type ?? ''} | ${input.required ? 'yes' : 'no'} | ${defaultCell(input)} | ${cell(input.description ?? '')} |`,
      );
    }
    lines.push('');
  }
  const secrets = Object.entries(call.secrets ?? {});
  if (secrets.length > 0) {
    lines.push('| Secret | Required | Description |', '|---|---|---|');
    for (const [name, secret] of secrets) {
      lines.push(`| \`${name}\` | ${secret.required ? 'yes' : 'no'} | ${cell(secret.description ?? '')} |`);
    }
    lines.push('');
  }
  lines.push(...outputsTable(call.outputs));
  return lines.join('\n').trimEnd();
}

/** The reusable workflow's block, markers included. */
function renderWorkflowBlock(text: string): { file: string; block: string } {
  const { file, uses } = REUSABLE_WORKFLOW;
  return wrapBlock(file, renderReusableWorkflow(parse(text) as WorkflowCallYaml, uses));
}

/** Replace one block between its markers; the markers must be there (put them where the tables belong). */
function replaceBlock(page: string, { file, block }: { file: string; block: string }): string {
  const start = page.indexOf(begin(file));
  const stopAt = start === -1 ? -1 : page.indexOf(end(file), start);
  if (start === -1 || stopAt === -1) {
    throw new Error(`${TABLES_PAGE} has no ${begin(file)} … ${end(file)} markers`);
  }
  return `${page.slice(0, start)}${block}${page.slice(stopAt + end(file).length)}`;
}

/** The page with each action's block replaced (or, the first time, put where the section line was). */
export function updateTables(page: string, blocks: Array<{ file: string; block: string }>): string {
  const hasMarkers = blocks.every(({ file }) => page.includes(begin(file)) && page.includes(end(file)));
  if (!hasMarkers) {
    if (!page.includes(SECTION_LINE)) {
      throw new Error(
        `${TABLES_PAGE} has neither the ${SECTION_LINE} line nor the begin/end markers of every action`,
      );
    }
    return page.replace(SECTION_LINE, blocks.map((b) => b.block).join('\n\n'));
  }
  return blocks.reduce(replaceBlock, page);
}

/** The tables page as it should be, from the files in the repository. */
export function expectedTablesPage(root = ROOT): string {
  const files = Object.fromEntries(
    ACTIONS.map(({ file }) => [file, readFileSync(`${root}/${file}`, 'utf8')]),
  );
  const withActions = updateTables(readFileSync(`${root}/${TABLES_PAGE}`, 'utf8'), renderBlocks(files));
  return replaceBlock(
    withActions,
    renderWorkflowBlock(readFileSync(`${root}/${REUSABLE_WORKFLOW.file}`, 'utf8')),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const next = expectedTablesPage();
  writeFileSync(`${ROOT}/${TABLES_PAGE}`, next);
  console.log(`wrote the inputs, outputs and secrets tables in ${TABLES_PAGE}`);
}
