import { describe, expect, it } from 'vitest';
import { parseActionFile } from '../../../src/adapters/github/workflow-parser.js';
import { lintWorkflow } from '../../../src/core/lint/index.js';
import { lintFixture, lintText, where } from '../../support/lint-fixtures.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

describe('lint rule untrusted-expression', () => {
  it('finds event text, head_ref, handoff data and tainted env interpolated into run, prompt, verify and github-script', async () => {
    const findings = await lintFixture('untrusted-expression.bad.yml');
    expect(where(findings)).toEqual([
      '18:20 untrusted-expression', // prompt: ${{ github.event.issue.title }}
      '19:28 untrusted-expression', // run input: ${{ github.head_ref }}
      '20:28 untrusted-expression', // verify: ${{ github.event.issue.body }}
      '26:17 untrusted-expression', // run: ${{ env.TITLE }}, TITLE set from the issue title
      '27:16 untrusted-expression', // run: ${{ steps.stage.outputs.data }}
      '32:20 untrusted-expression', // run: fromJSON(needs.triage.outputs.data)
      '35:32 untrusted-expression', // github-script: ${{ github.event.comment.body }}
    ]);
    const messages = findings.map((f) => f.message);
    expect(messages[0]).toBe(
      '`${{ github.event.issue.title }}` in a prompt: GitHub pastes the value into the template before baton compiles it, so the text becomes template and instructions. Use the Handlebars form instead (`{{github.event.…}}`, `{{stages.<id>.data.<key>}}`), which baton prints as data, inside `{{fence …}}` for text people wrote',
    );
    expect(messages[1]).toBe(
      '`${{ github.head_ref }}` in a shell command: GitHub pastes the value into the script before the shell reads it, so text like `"; curl … | sh; "` runs. Pass it through `env:` (NAME: ${{ github.head_ref }}) and use "$NAME" in the script',
    );
    expect(messages[3]).toBe(
      '`${{ env.TITLE }}` in a shell command: TITLE holds attacker-controlled text, and GitHub pastes it into the script before the shell reads it. Use "$TITLE" (the shell\'s variable) instead',
    );
    expect(messages[6]).toBe(
      '`${{ github.event.comment.body }}` in a github-script: GitHub pastes the value into the JavaScript before it runs. Pass it through `env:` and read process.env.NAME',
    );
  });

  it('accepts untrusted values passed through env, Handlebars in prompts, trusted contexts, and conditions', async () => {
    expect(await lintFixture('untrusted-expression.good.yml')).toEqual([]);
  });

  it('accepts event numbers, ids, shas, the action, the schedule, and booleans made from event text, in run:, env: and a prompt', async () => {
    const findings = await lintText(`on:
  issues:
  issue_comment:
  pull_request:
  schedule:
    - cron: '0 3 * * *'
permissions:
  contents: read
jobs:
  triage:
    runs-on: ubuntu-latest
    env:
      IS_BUG: \${{ contains(github.event.issue.labels.*.name, 'bug') }}
    steps:
      - run: |
          echo "\${{ github.event.pull_request.number }} \${{ github.event.issue.number }} \${{ github.event.number }}"
          echo "\${{ github.event.action }} \${{ github.event.schedule }} \${{ github.event.comment.id }}"
          echo "\${{ github.event.pull_request.head.sha }} \${{ github.event.pull_request.merged }} \${{ github.event.issue.state }}"
          echo "\${{ github.event.workflow_run.head_sha }} \${{ github.event.merge_group.head_sha }} \${{ github.event.review.state }}"
          echo "\${{ contains(github.event.issue.labels.*.name, 'bug') }} \${{ github.event.issue.pull_request != null }}"
          echo "\${{ startsWith(github.event.issue.title, '[bug]') }} \${{ !github.event.issue.body }}"
          echo "\${{ github.event.comment.body == '/retry' }} \${{ github.event.issue.title && github.event.issue.number }}"
          echo "\${{ case(github.event.issue.title == 'x', 'one', 'two') }} \${{ fromJSON('[1, 2]')[0] }} \${{ env.IS_BUG }}"
      - uses: ./
        with:
          prompt: Triage issue \${{ github.event.issue.number }} (\${{ github.event.action }}).
          run: ./agent.sh \${{ github.event.issue.number }}
`);
    expect(findings).toEqual([]);
  });

  it('finds event text wherever it can reach the result, and a number or action someone other than GitHub could choose', async () => {
    const findings = await lintText(`on:
  repository_dispatch:
  pull_request:
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      LABELS: \${{ join(github.event.pull_request.labels.*.name, ',') }}
    steps:
      - run: echo "\${{ github.event.pull_request.head.ref }}"
      - run: echo "\${{ github.event.label.name }}"
      - run: echo "\${{ format('#{0} {1}', github.event.number, github.event.pull_request.title) }}"
      - run: echo '\${{ toJSON(github.event.pull_request.labels) }}'
      - run: echo "\${{ fromJSON(github.event.client_payload.args).cmd }}"
      - run: echo "\${{ github.event.pull_request.title || 'untitled' }}"
      - run: echo "\${{ github.event.pull_request.draft && github.event.pull_request.body }}"
      - run: echo "\${{ case(github.event.pull_request.draft, github.event.pull_request.title, 'ready') }}"
      - run: echo "\${{ github.event.client_payload.number }} \${{ github.event.inputs.id }}"
      - run: echo "\${{ github.event.action }}"
      - run: echo "\${{ env.LABELS }}"
`);
    expect(where(findings)).toEqual([
      '12:20 untrusted-expression', // head.ref: a branch name
      '13:20 untrusted-expression', // label.name
      '14:20 untrusted-expression', // format(…, title)
      '15:20 untrusted-expression', // toJSON of the labels
      '16:20 untrusted-expression', // a key of client_payload
      '17:20 untrusted-expression', // title || …
      '18:20 untrusted-expression', // … && body
      '19:20 untrusted-expression', // a value of case()
      '20:20 untrusted-expression', // client_payload.number: the dispatcher's JSON
      '20:62 untrusted-expression', // inputs.id: the dispatcher's text
      '21:20 untrusted-expression', // action: a repository_dispatch's event_type
      '22:20 untrusted-expression', // LABELS holds label names
    ]);
    // A called workflow sees its caller's event, which may be a repository_dispatch.
    const called = await lintText(
      'on: workflow_call\njobs:\n  a:\n    runs-on: x\n    steps:\n      - run: echo ${{ github.event.action }}\n',
    );
    expect(where(called)).toEqual(['6:19 untrusted-expression']);
  });

  it('gives a composite action input the taint only of text, not of a boolean made from it', async () => {
    const workflow = await parseWorkflow(
      `on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/greet
        with:
          bug: \${{ contains(github.event.issue.title, 'bug') }}
          title: \${{ github.event.issue.title }}
`,
      'wf.yml',
    );
    const action = `inputs:
  bug: { description: b }
  title: { description: t }
runs:
  using: composite
  steps:
    - shell: bash
      run: echo "\${{ inputs.bug }}" "\${{ inputs.title }}"
`;
    const findings = lintWorkflow(workflow, expressions, {
      loadAction: (path) => parseActionFile(action, `${path.slice(2)}/action.yml`, path),
    });
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
      '.github/actions/greet/action.yml:8:38 untrusted-expression', // inputs.title, not inputs.bug
    ]);
  });

  it("checks the steps of the repository's composite actions in their action.yml, an input given event text included", async () => {
    const workflow = await parseWorkflow(
      `on: issues
jobs:
  triage:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/greet
        with:
          title: \${{ github.event.issue.title }}
          count: \${{ github.run_number }}
`,
      'wf.yml',
    );
    const actions: Record<string, string> = {
      './.github/actions/greet': `inputs:
  title: { description: t }
  count: { description: c }
runs:
  using: composite
  steps:
    - shell: bash
      run: echo "\${{ inputs.title }} \${{ inputs.count }}"
    - shell: bash
      env:
        TITLE: \${{ inputs.title }}
      run: echo "$TITLE \${{ github.event.issue.body }}"
    - uses: ./.github/actions/inner
      with:
        text: \${{ inputs.title }}
`,
      './.github/actions/inner': `inputs:
  text: { description: t }
runs:
  using: composite
  steps:
    - shell: bash
      run: |
        echo start
        echo "\${{ inputs.text }}"
`,
    };
    const findings = lintWorkflow(workflow, expressions, {
      loadAction: (path) => {
        const text = actions[path];
        return text === undefined ? null : parseActionFile(text, `${path.slice(2)}/action.yml`, path);
      },
    });
    expect(findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`)).toEqual([
      '.github/actions/greet/action.yml:8:18 untrusted-expression', // ${{ inputs.title }}, given the issue title
      '.github/actions/greet/action.yml:12:25 untrusted-expression', // ${{ github.event.issue.body }}
      '.github/actions/inner/action.yml:9:15 untrusted-expression', // ${{ inputs.text }}, two actions down
    ]);
    expect(findings[0]?.message).toMatch(/^`\$\{\{ inputs\.title \}\}` in a shell command/);
  });
});

describe('lint rule untrusted-expression: vars', () => {
  it("finds attacker text pasted into a stage step's vars:, where a line break adds keys of its own", async () => {
    const findings = await lintText(`on:
  issue_comment:
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          vars: |
            body: \${{ github.event.comment.body }}
            number: \${{ github.event.issue.number }}
          prompt: "{{inputs.body}}"
          run: ./agent.sh
`);
    expect(findings.map((f) => `${f.line}:${f.column} ${f.rule}`)).toEqual(['12:19 untrusted-expression']);
    expect(findings[0]?.message).toMatch(
      /^`\$\{\{ github\.event\.comment\.body \}\}` in vars: GitHub pastes the value into the YAML/,
    );
  });
});

describe("lint rule untrusted-expression: the agent's arguments", () => {
  it('finds attacker text in BATON_AGENT_ARGS of a stage step and in agent-args of a call to the stage workflow, not the workflow’s own', async () => {
    const findings = await lintText(`on:
  issue_comment:
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        env:
          baton_agent_args: \${{ github.event.comment.body }}
        with:
          agent: claude
          prompt: Look.
      - uses: ./
        env:
          BATON_AGENT_ARGS: |
            --max-turns
            \${{ github.event.issue.number }}
        with:
          agent: claude
          prompt: Look again.
          stage: again
  b:
    uses: ./.github/workflows/baton-stage.yml
    with:
      stage: b
      agent: codex
      agent-version: 0.169.0
      agent-args: \${{ github.event.issue.title }}
      prompt: Look.
      baton-ref: main
`);
    const untrusted = findings.filter((f) => f.rule === 'untrusted-expression');
    expect(untrusted.map((f) => `${f.line}:${f.column}`)).toEqual(['11:29', '30:19']);
    for (const finding of untrusted)
      expect(finding.message).toMatch(
        /^`\$\{\{ github\.event\.(comment\.body|issue\.title) \}\}` in the agent's arguments \(BATON_AGENT_ARGS, agent-args\): each line becomes an argument of the agent CLI/,
      );
  });

  it('finds it in BATON_AGENT_ARGS set for the whole job or workflow, which the stage step gets too, once each', async () => {
    const findings = await lintText(`on:
  issue_comment:
permissions:
  contents: read
env:
  BATON_AGENT_ARGS: \${{ github.event.comment.body }}
jobs:
  a:
    runs-on: ubuntu-latest
    env:
      BATON_AGENT_ARGS: \${{ github.event.issue.title }}
    steps:
      - uses: ./
        with:
          agent: claude
          prompt: Look.
  b:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          agent: claude
          prompt: Look.
`);
    const untrusted = findings.filter((f) => f.rule === 'untrusted-expression');
    expect(untrusted.map((f) => `${f.line}:${f.column}`).sort()).toEqual(['11:25', '6:21']);
    for (const finding of untrusted) expect(finding.message).toMatch(/in the agent's arguments/);
  });

  it("finds attacker text in the paths baton reads or runs in, and in a custom shell: prompt-file, working-directory, shell, capture's agent-output", async () => {
    const findings = await lintText(`on:
  issues:
permissions:
  contents: read
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt-file: prompts/\${{ github.event.label.name }}.md
          working-directory: \${{ github.event.issue.title }}
          shell: bash \${{ github.event.issue.body }} {0}
          run: ./agent.sh
  b:
    runs-on: ubuntu-latest
    steps:
      - uses: ./prepare
        with:
          prompt-file: \${{ github.event.label.name }}
      - run: ./agent.sh
      - uses: ./capture
        with:
          agent: claude
          agent-output: \${{ github.event.issue.title }}.json
  c:
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt-file: \${{ github.event.label.name == 'agent:docs' && 'prompts/docs.md' || 'prompts/default.md' }}
          working-directory: \${{ github.event.issue.number }}
          run: ./agent.sh
`);
    const untrusted = findings.filter((f) => f.rule === 'untrusted-expression');
    expect(untrusted.map((f) => `${f.line}:${f.column}`)).toEqual([
      '11:32',
      '12:30',
      '13:23',
      '20:24',
      '25:25',
    ]);
    expect(untrusted[0]!.message).toBe(
      "`${{ github.event.label.name }}` in a path: the text picks the file baton reads (the prompt template, the agent's output) or the directory the agent runs in, any of the workspace's, a pull request's own files among them (`x/../../package.json`). Name the path in the workflow; to pick one by a label or a command, compare the text with the values you allow (`github.event.label.name == 'agent:docs' && 'prompts/docs.md' || 'prompts/default.md'`)",
    );
    expect(untrusted[2]!.message).toMatch(/in a shell command/);
    expect(untrusted[4]!.message).toMatch(/in a path/);
  });
});
