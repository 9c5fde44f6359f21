import { describe, expect, it } from 'vitest';
import { transitiveNeeds, upstreamOfEveryJob } from '../../../src/core/workflow/index.js';
import { parseWorkflow } from '../../support/workflow-language.js';
import { positionIn } from '../../support/workflow-text.js';

const at = positionIn;

const DIAMOND = `name: diamond
on:
  workflow_dispatch:
    inputs:
      issue:
        description: the issue
        required: true
      depth:
        type: choice
        options: [shallow, deep]
        default: shallow
env:
  GLOBAL: one
jobs:
  start:
    runs-on: ubuntu-latest
    outputs:
      next: \${{ steps.agent.outputs.next }}
    steps:
      - uses: actions/checkout@v4
      - id: agent
        name: Investigate
        uses: ./
        with:
          prompt: |
            Look at issue {{inputs.issue}}.
          run: ./agent.sh
          attempts: 2
  left:
    needs: start
    if: needs.start.outputs.next == 'left'
    runs-on: ubuntu-latest
    steps:
      - run: echo left \${{ needs.start.outputs.next }}
        shell: bash
        working-directory: sub
        env:
          LOCAL: two
  right:
    needs: [start]
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, style]
    steps:
      - run: echo right
  join:
    needs: [left, right]
    if: always()
    runs-on: ubuntu-latest
    steps:
      - run: echo join
`;

describe('parseWorkflow', () => {
  it('reads jobs, needs, conditions, steps and their positions', async () => {
    const wf = await parseWorkflow(DIAMOND, 'diamond.yml');
    expect(wf.problems).toEqual([]);
    expect(wf.name).toBe('diamond');
    expect(wf.jobs.map((j) => j.id)).toEqual(['start', 'left', 'right', 'join']);
    expect(wf.env.GLOBAL).toMatchObject({ text: 'one', expression: null, position: at(DIAMOND, 'one') });

    const start = wf.jobs[0]!;
    expect(start.position).toEqual(at(DIAMOND, 'start:'));
    expect(start.if).toEqual({ expression: 'success()', text: null, position: null });
    expect(start.outputs.next).toMatchObject({ expression: 'steps.agent.outputs.next' });
    const agent = start.steps[1]!;
    expect(agent.id).toBe('agent');
    expect(agent.uses).toEqual({ text: './', position: at(DIAMOND, './') });
    expect(agent.with.prompt).toMatchObject({ text: 'Look at issue {{inputs.issue}}.\n', expression: null });
    expect(agent.with.prompt?.position.line).toBe(at(DIAMOND, 'prompt: |').line);
    expect(agent.with.attempts?.text).toBe('2');

    const left = wf.jobs[1]!;
    const needAt = at(DIAMOND, 'needs: start');
    expect(left.needs).toEqual([
      { id: 'start', position: { line: needAt.line, column: needAt.column + 'needs: '.length } },
    ]);
    expect(left.if.expression).toBe("success() && (needs.start.outputs.next == 'left')");
    const step = left.steps[0]!;
    expect(step.run).toMatchObject({
      text: 'echo left ${{ needs.start.outputs.next }}',
      expression: "format('echo left {0}', needs.start.outputs.next)",
    });
    expect(step.shell?.text).toBe('bash');
    expect(step.workingDirectory?.text).toBe('sub');
    expect(step.env.LOCAL?.text).toBe('two');

    expect(wf.jobs[2]!.strategy?.kind).toBe('mapping');
    expect(wf.jobs[3]!.if.expression).toBe('always()');
  });

  it('reads workflow_dispatch inputs and triggers', async () => {
    const wf = await parseWorkflow(DIAMOND, 'diamond.yml');
    expect(Object.keys(wf.on)).toEqual(['workflow_dispatch']);
    expect(wf.inputs.issue).toMatchObject({
      required: true,
      type: 'string',
      default: null,
      description: 'the issue',
    });
    expect(wf.inputs.depth).toMatchObject({
      type: 'choice',
      options: ['shallow', 'deep'],
      default: 'shallow',
    });
    expect(wf.inputs.issue?.position).toEqual(at(DIAMOND, 'issue:'));
  });

  it('reports unknown needs with the jobs that exist', async () => {
    const wf = await parseWorkflow(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{run: echo}]\n  b:\n    needs: [a, nope]\n    runs-on: x\n    steps: [{run: echo}]\n',
      'wf.yml',
    );
    expect(wf.problems).toEqual([
      {
        code: 'needs-unknown',
        severity: 'error',
        path: 'wf.yml:7:16',
        message: "job 'b' needs 'nope', which is not a job in this workflow; jobs: a, b",
      },
    ]);
  });

  it("refuses a step's uses: GitHub refuses (its parser's check): no ref, an empty ref, no repository", async () => {
    const wf = await parseWorkflow(
      `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: actions/checkout
      - uses: some/action@
      - uses: justone@v1
      - uses: docker://alpine:3
      - uses: ./local
      - uses: a/b/c@v1
`,
      'wf.yml',
    );
    expect(wf.problems.map((p) => `${p.code} ${p.path}: ${p.message}`)).toEqual([
      "workflow-invalid wf.yml:6:15: Expected format {org}/{repo}[/path]@ref. Actual 'actions/checkout': GitHub refuses the workflow; name the commit it runs: actions/checkout@<40-hex commit sha>",
      "workflow-invalid wf.yml:7:15: Expected format {org}/{repo}[/path]@ref. Actual 'some/action@': GitHub refuses the workflow; name the commit it runs: some/action@<40-hex commit sha>",
      "workflow-invalid wf.yml:8:15: Expected format {org}/{repo}[/path]@ref. Actual 'justone@v1': GitHub refuses the workflow; an action is {owner}/{repo}[/path]@ref, ./path (one of this repository) or docker://image",
    ]);
  });

  it('names a cycle once, and does not blame the jobs that only depend on it', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{run: echo}]
  b:
    needs: [a, d]
    runs-on: x
    steps: [{run: echo}]
  c:
    needs: b
    runs-on: x
    steps: [{run: echo}]
  d:
    needs: c
    runs-on: x
    steps: [{run: echo}]
  e:
    needs: d
    runs-on: x
    steps: [{run: echo}]
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    expect(wf.problems).toHaveLength(1);
    const closing = at(text, 'needs: b');
    expect(wf.problems[0]).toMatchObject({
      code: 'needs-cycle',
      path: `wf.yml:${closing.line}:${closing.column + 'needs: '.length}`,
    });
    expect(wf.problems[0]!.message).toBe(
      'needs form a cycle: b → d → c → b (b needs d, d needs c, c needs b); remove one of these needs',
    );
  });

  it('reports invalid expressions and schema errors with file:line:column, each once', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    if: \${{ foo( }}
    steps:
      - run: echo \${{ bogus.x }}
      - uses: ./
        wiht:
          prompt: hi
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    const lines = wf.problems.map((p) => `${p.code} ${p.path} ${p.message}`);
    expect(lines).toContain("expression-invalid wf.yml:5:9 Unexpected end of expression: '('");
    const bogus = at(text, '${{ bogus');
    expect(lines).toContain(
      `expression-invalid wf.yml:${bogus.line}:${bogus.column} Unrecognized named-value: 'bogus'`,
    );
    expect(lines.some((l) => l.startsWith('workflow-invalid wf.yml:9:9') && l.includes('wiht'))).toBe(true);
    expect(new Set(lines).size).toBe(lines.length);
  });

  it('refuses a value whose ${{ }} GitHub makes an expression over its 21,000 characters, as GitHub refuses the file, saying what to do', async () => {
    const long = 'Context line of the prompt.\n'.repeat(800);
    const text = `on: workflow_dispatch
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          run: echo
          prompt: |
${long.replace(/^/gm, '            ').trimEnd()}
            Issue \${{ inputs.x }}
          vars: |
${'            short\n'.repeat(3).trimEnd()} \${{ inputs.x }}
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    const prompt = at(text, '|');
    expect(wf.problems.map((p) => `${p.code} ${p.path} ${p.message}`)).toEqual([
      `expression-invalid wf.yml:${prompt.line}:${prompt.column} this value holds \${{ }}, which GitHub reads as one expression of the whole value (format('…', …)): 32042 characters, over GitHub's limit of 21000 ("Exceeded max expression length 21000"), so GitHub refuses the workflow; keep the long text out of it (a prompt in a file, prompt-file:; a script in a file) or pass the \${{ }} value in through env:`,
    ]);
  });

  it("reports a ${{ }} in an if: that GitHub refuses once, not again as the raw text GitHub's converter then reads", async () => {
    const text = `on: push
jobs:
  a:
    if: \${{ secrets.TOKEN != '' }}
    runs-on: x
    steps:
      - if: \${{ secrets.TOKEN != '' }}
        run: echo hi
      - if: \${{ github.x == }}
        run: echo hi
      - if: success() && \${{ nope.A }}
        run: echo hi
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    const secrets =
      "Unrecognized named-value: 'secrets' (GitHub reads secrets only in env:, with:, run: and a few other keys, never in an if; to run a step only when a secret is set, put it in the job's env: as NAME: ${{ secrets.NAME }} and test env.NAME != '' in the step's if:)";
    expect(wf.problems.map((p) => `${p.code} ${p.path} ${p.message}`)).toEqual([
      `expression-invalid wf.yml:4:9 ${secrets}`,
      `expression-invalid wf.yml:7:13 ${secrets}`,
      "expression-invalid wf.yml:9:13 Unexpected end of expression: '=='",
      "expression-invalid wf.yml:11:26 Unrecognized named-value: 'nope'",
    ]);
  });

  it('reports YAML that does not parse, without throwing', async () => {
    const wf = await parseWorkflow('on: push\njobs:\n  a: [\n', 'broken.yml');
    expect(wf.jobs).toEqual([]);
    expect(wf.problems[0]?.path).toMatch(/^broken\.yml:\d+:\d+$/);
    expect(wf.problems[0]?.code).toBe('workflow-invalid');
  });

  it("reports the first YAML error as the one to fix, counting the ones after it, with the usual cause of ': ' in a value", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo 'make: *** [Makefile:4] Error 1'
      - run: echo ok
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    expect(wf.problems).toHaveLength(1);
    expect(wf.problems[0]?.path).toBe('wf.yml:6:14');
    expect(wf.problems[0]?.message).toMatch(
      /^not valid YAML: Nested mappings are not allowed in compact mappings; a value that holds ': ' must be quoted \(run: "echo 'a: b'"\) or written as a block \(run: \|\) \(\d+ more YAML errors after it, most likely from it\)$/,
    );
  });
});

describe('the hint after a YAML error', () => {
  it("says a line after a block scalar is less indented than its text, not that ': ' must be quoted", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - uses: ./
        with:
          prompt: hi
          run: ./agent.sh
          verify: |
            npm test
          npm run lint
`;
    const wf = await parseWorkflow(text, 'wf.yml');
    expect(wf.problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'wf.yml:12:11: not valid YAML: Implicit map keys need to be followed by map values; line 12 is less indented than the text of the block scalar above it (verify: | on line 10, text from column 13), which ends the block there and makes YAML read the line as a key: indent it to column 13 or more to keep it in the block',
    ]);
  });

  it("keeps the ': ' hint for a value that holds one, over several lines too, and gives none that does not fit", async () => {
    const steps = async (lines: string) =>
      (await parseWorkflow(`on: push\njobs:\n  a:\n    runs-on: x\n    steps:\n${lines}`, 'wf.yml'))
        .problems[0]?.message ?? '';
    const quoted = /a value that holds ': ' must be quoted/;
    expect(await steps('      - run: echo hi\n          there: x\n')).toMatch(quoted);
    expect(await steps('      - run: "echo" a: b\n')).toMatch(quoted);
    // A line at the keys' indentation without `: `, after a one-line value: neither hint.
    const plain = await steps('      - run: echo\n        oops\n');
    expect(plain).toMatch(/^not valid YAML: Implicit map keys need to be followed by map values$/);
  });
});

describe('transitiveNeeds', () => {
  it('lists every job upstream, direct or not, in file order', async () => {
    const wf = await parseWorkflow(DIAMOND, 'diamond.yml');
    expect(transitiveNeeds(wf, 'join')).toEqual(['start', 'left', 'right']);
    expect(transitiveNeeds(wf, 'left')).toEqual(['start']);
    expect(transitiveNeeds(wf, 'start')).toEqual([]);
  });

  it('gives every job the same list at once (upstreamOfEveryJob), with unknown needs and cycles too', async () => {
    const diamond = await parseWorkflow(DIAMOND, 'diamond.yml');
    expect(Object.fromEntries(upstreamOfEveryJob(diamond))).toEqual({
      start: [],
      left: ['start'],
      right: ['start'],
      join: ['start', 'left', 'right'],
    });
    const job = (id: string, needs: string[]) =>
      `  ${id}:\n    runs-on: ubuntu-latest\n${needs.length ? `    needs: [${needs.join(', ')}]\n` : ''}    steps:\n      - run: echo\n`;
    const tangled = await parseWorkflow(
      `on: push\njobs:\n${job('a', ['c', 'ghost'])}${job('b', ['a'])}${job('c', ['b'])}${job('d', ['c'])}${job('e', [])}`,
      'tangled.yml',
    );
    const every = upstreamOfEveryJob(tangled);
    for (const id of ['a', 'b', 'c', 'd', 'e']) expect(every.get(id)).toEqual(transitiveNeeds(tangled, id));
    expect(every.get('a')).toEqual(['b', 'c']);
    expect(every.get('d')).toEqual(['a', 'b', 'c']);
    expect(every.get('e')).toEqual([]);
  });

  it('refuses an unknown job, naming the jobs that exist', async () => {
    const wf = await parseWorkflow(DIAMOND, 'diamond.yml');
    expect(() => transitiveNeeds(wf, 'nope')).toThrow(
      "no job 'nope' in diamond.yml; jobs: start, left, right, join",
    );
  });
});
