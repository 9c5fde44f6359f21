import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../src/cli/main.js';
import { LIMITS } from '../../src/core/names.js';
import { CLI_PATH, ensureBuilt } from '../support/build.js';
import { fakeCliIO } from '../support/cli-io.js';
import { positionIn } from '../support/workflow-text.js';

const FIXTURES = fileURLToPath(new URL('../fixtures/lint/', import.meta.url));

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'baton-lint-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('baton lint', () => {
  it('prints file:line:col: rule: message per finding and exits 1', async () => {
    const cli = fakeCliIO({ cwd: FIXTURES });
    const code = await run({ argv: ['lint', 'next-unknown-job.bad.yml'], io: cli.io });
    expect(code).toBe(1);
    const lines = cli.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(
      "next-unknown-job.bad.yml:21:9: next-unknown-job: `needs.triage.outputs.route == 'fix-nwo'`: there is no job fix-nwo in this workflow, so no handoff can take this route; jobs: triage, fix-now, backlog (did you mean fix-now?)",
    );
    expect(cli.stderr()).toBe('baton lint: 4 findings\n');
  });

  it('prints one line per finding whatever the workflow quotes: a line break, an escape or a bidi control in it is shown as \\uXXXX', async () => {
    await writeFile(
      join(dir, 'wc.yml'),
      `on: push
permissions: {}
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: "evil/x\\n::error file=src/app.ts,line=1::Fake finding\\n@v1"
      - uses: "evil/\\u001b[31maction\\u202e@v1"
`,
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'wc.yml'], io: cli.io })).toBe(1);
    const lines = cli.stdout().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.startsWith('wc.yml:'))).toBe(true);
    expect(lines[0]).toContain('evil/x\\u000a::error file=src/app.ts,line=1::Fake finding\\u000a@v1');
    expect(lines[1]).toContain('evil/\\u001b[31maction\\u202e@v1');
    expect(cli.stdout()).not.toMatch(/[\u001b\u202e]/);
  });

  it("checks the repository's composite actions, read from where it runs, at their file:line:col", async () => {
    await mkdir(join(dir, '.github', 'actions', 'greet'), { recursive: true });
    await writeFile(
      join(dir, '.github', 'actions', 'greet', 'action.yml'),
      'runs:\n  using: composite\n  steps:\n    - shell: bash\n      run: echo "${{ github.event.issue.title }}"\n',
    );
    await writeFile(
      join(dir, 'wf.yml'),
      'on: issues\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./.github/actions/greet\n',
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'wf.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout()).toMatch(
      /^\.github\/actions\/greet\/action\.yml:5:18: untrusted-expression: `\$\{\{ github\.event\.issue\.title \}\}` in a shell command/,
    );
    // From elsewhere, the action is not found: said, not silently skipped.
    await mkdir(join(dir, 'sub'));
    const elsewhere = fakeCliIO({ cwd: join(dir, 'sub') });
    expect(await run({ argv: ['lint', '../wf.yml'], io: elsewhere.io })).toBe(0);
    expect(elsewhere.stderr()).toMatch(
      /^baton lint: note: \.\.\/wf\.yml: the steps of \.\/\.github\/actions\/greet were not checked: .*names no action here.*\(actions are read from where baton lint runs: the repository root\)\n$/,
    );
  });

  it('reports a repository action whose action.yml GitHub would refuse at the step using it (action-invalid)', async () => {
    await mkdir(join(dir, 'noshell'));
    await writeFile(
      join(dir, 'noshell', 'action.yml'),
      'runs:\n  using: composite\n  steps:\n    - run: echo hi\n',
    );
    await writeFile(
      join(dir, 'wf.yml'),
      'on: push\npermissions: {}\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: ./noshell\n      - uses: ./noshell\n',
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'wf.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout()).toBe(
      [
        'wf.yml:7:15: action-invalid: noshell/action.yml is not an action GitHub would run: noshell/action.yml:4:7: Required property is missing: shell',
        'wf.yml:8:15: action-invalid: noshell/action.yml is not an action GitHub would run: noshell/action.yml:4:7: Required property is missing: shell',
        '',
      ].join('\n'),
    );
    expect(cli.stderr()).toBe('baton lint: 2 findings\n');
  });

  it("reports each misspelt input of baton's action at its key", async () => {
    await writeFile(
      join(dir, 'wf.yml'),
      [
        'on: workflow_dispatch',
        'permissions:',
        '  contents: read',
        'jobs:',
        '  fix:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: ./',
        '        with: { prompt: hi, run: echo, handof: required, atempts: 3 }',
        '',
      ].join('\n'),
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'wf.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout()).toBe(
      [
        'wf.yml:9:40: unknown-input: unknown input "handof" of baton\'s action; did you mean "handoff"?',
        'wf.yml:9:58: unknown-input: unknown input "atempts" of baton\'s action; did you mean "attempts"?',
        '',
      ].join('\n'),
    );
    expect(cli.stderr()).toBe('baton lint: 2 findings\n');
  });

  it('reports each problem of a prompt at its place in the file, a needs input naming no upstream stage, and no needs advice that makes a cycle', async () => {
    const text = [
      'on: workflow_dispatch',
      'permissions: {}',
      'jobs:',
      '  investigate:',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          prompt: "Look at {{stages.fix.summary}}"',
      '  fix:',
      '    needs: investigate',
      '    runs-on: ubuntu-latest',
      '    permissions: { contents: read }',
      '    steps:',
      '      - uses: ./',
      '        with:',
      '          run: ./agent.sh',
      '          needs: investigate, investigat',
      '          prompt: |',
      '            {{stages.investigate.sumary}}',
      '            {{stages.investgate.summary}}',
      '            {{fnce stages.investigate.detail}}',
      '',
    ].join('\n');
    await writeFile(join(dir, 'w.yml'), text);
    const at = (needle: string, shift = 0) => {
      const { line, column } = positionIn(text, needle);
      return `w.yml:${line}:${column + shift}`;
    };
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: cli.io })).toBe(1);
    expect(
      cli
        .stdout()
        .trimEnd()
        .split('\n')
        .map((line) => line.split('; ')[0]),
    ).toEqual([
      `${at('stages.fix')}: template-not-upstream: stages.fix is not upstream of job investigate: job fix runs after job investigate (fix needs investigate), and a prompt reads only stages of jobs that finish before it`,
      `${at('investigat\n')}: invalid-input: needs: "investigat" is not a stage upstream of job 'fix' (did you mean investigate?)`,
      `${at('stages.investigate.sumary')}: template-invalid: stages.investigate.sumary: stages have no field sumary`,
      `${at('stages.investgate')}: template-not-upstream: stages.investgate is not upstream of job fix: there is no stage investgate in this workflow`,
      `${at('{{fnce')}: template-invalid: unknown helper fnce`,
    ]);
    expect(cli.stderr()).toBe('baton lint: 5 findings\n');
  });

  it('exits 0 and prints nothing for clean workflows, several at once', async () => {
    const cli = fakeCliIO({ cwd: FIXTURES });
    const code = await run({
      argv: ['lint', 'next-unknown-job.good.yml', 'report-permission.good.yml'],
      io: cli.io,
    });
    expect(code).toBe(0);
    expect(cli.stdout()).toBe('');
    expect(cli.stderr()).toBe('');
  });

  it("exits 0 on an everyday CI workflow: GitHub's own actions at a tag, a pull request's number in run:", async () => {
    const workflow = (extra: string) =>
      [
        'on: pull_request',
        'permissions:',
        '  contents: read',
        'jobs:',
        '  test:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v4',
        '      - uses: actions/setup-node@v4',
        "      - if: contains(github.event.pull_request.labels.*.name, 'slow')",
        '        run: |',
        '          echo "PR #${{ github.event.pull_request.number }} (${{ github.event.action }})"',
        '          echo "slow: ${{ contains(github.event.pull_request.labels.*.name, \'slow\') }}"',
        extra,
      ].join('\n');
    await writeFile(join(dir, 'ci.yml'), workflow(''));
    const clean = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'ci.yml'], io: clean.io })).toBe(0);
    expect(clean.stdout()).toBe('');
    // Another owner's action at a tag is still reported.
    await writeFile(join(dir, 'ci.yml'), workflow('      - uses: tj-actions/changed-files@v45\n'));
    const third = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'ci.yml'], io: third.io })).toBe(1);
    expect(third.stdout()).toMatch(
      /^ci\.yml:14:15: unpinned-action: tj-actions\/changed-files@v45: `v45` is not a commit sha, /,
    );
  });

  it('prints the findings as one JSON array with --json, each with its severity', async () => {
    const cli = fakeCliIO({ cwd: FIXTURES });
    const code = await run({ argv: ['lint', '--json', 'report-permission.unset.yml'], io: cli.io });
    expect(code).toBe(1);
    expect(JSON.parse(cli.stdout())).toEqual([
      expect.objectContaining({
        rule: 'report-permission',
        file: 'report-permission.unset.yml',
        line: 7,
        column: 15,
        severity: 'error',
      }),
    ]);
    const warned = fakeCliIO({ cwd: FIXTURES });
    expect(await run({ argv: ['lint', '--json', 'checkout-shallow.bad.yml'], io: warned.io })).toBe(0);
    const findings = JSON.parse(warned.stdout()) as Array<{ rule: string; severity: string }>;
    expect(findings.map((f) => `${f.rule} ${f.severity}`)).toEqual([
      'checkout-shallow warning',
      'checkout-shallow warning',
      'checkout-shallow warning',
    ]);
  });

  it('exits 2 naming a file it cannot read, and with no file at all', async () => {
    const missing = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'nope.yml'], io: missing.io })).toBe(2);
    expect(missing.stderr()).toBe('baton: nope.yml: no such file\n');
    expect(missing.stdout()).toBe('');
    const none = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint'], io: none.io })).toBe(2);
    expect(none.stderr()).toMatch(/missing required argument 'workflow'/);
  });

  it('still checks the other files when one cannot be read, and exits with the worst', async () => {
    const cli = fakeCliIO({ cwd: FIXTURES });
    const code = await run({ argv: ['lint', 'nope.yml', 'report-permission.unset.yml'], io: cli.io });
    expect(code).toBe(2);
    expect(cli.stdout()).toMatch(/^report-permission\.unset\.yml:7:15: report-permission: /);
    expect(cli.stderr()).toBe('baton: nope.yml: no such file\nbaton lint: 1 finding\n');
  });

  it('reads prompt files relative to the project and reports inside them', async () => {
    await writeFile(
      join(dir, 'w.yml'),
      [
        'on: workflow_dispatch',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    permissions: { contents: read }',
        '    steps:',
        '      - uses: ./',
        '        with:',
        '          prompt-file: prompt.md',
        '          run: ./agent.sh',
      ].join('\n'),
    );
    await writeFile(join(dir, 'prompt.md'), 'Fix it.\n{{stages.investigate.summary}}\n');
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout()).toBe(
      'prompt.md:2:3: template-not-upstream: stages.investigate is not upstream of job a: there is no stage investigate in this workflow; upstream stages: (none)\n',
    );
    // One that is not there, or is a link, is refused as baton run refuses it, saying why.
    await rm(join(dir, 'prompt.md'));
    const missing = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: missing.io })).toBe(1);
    expect(missing.stdout()).toBe('w.yml:10:24: invalid-input: prompt-file prompt.md: does not exist\n');
    await writeFile(join(dir, 'elsewhere.md'), 'Fix it.\n');
    await symlink(join(dir, 'elsewhere.md'), join(dir, 'prompt.md'));
    const link = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: link.io })).toBe(1);
    expect(link.stdout()).toMatch(
      /^w\.yml:10:24: invalid-input: prompt-file prompt\.md: is a symbolic link;/,
    );
  });

  it('reports a prompt past the template limits as baton run refuses it, without overflowing the stack', async () => {
    const workflow = (prompt: string) =>
      [
        'on: workflow_dispatch',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    permissions: { contents: read }',
        '    steps:',
        '      - uses: ./',
        '        with:',
        `          ${prompt}`,
        '          run: ./agent.sh',
      ].join('\n');
    await writeFile(join(dir, 'w.yml'), workflow('prompt-file: prompt.md'));
    await writeFile(
      join(dir, 'prompt.md'),
      `${'{{#if github.actor}}'.repeat(2000)}x${'{{/if}}'.repeat(2000)}`,
    );
    const deep = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: deep.io })).toBe(1);
    expect(deep.stdout()).toBe(
      `prompt.md:1:${LIMITS.templateDepth * 20 + 1}: template-invalid: blocks and (subexpressions) nest more than ${LIMITS.templateDepth} deep here; each block or (subexpression) inside another is a level, and so is each {{else if …}}\n`,
    );
    await writeFile(join(dir, 'prompt.md'), 'x'.repeat(LIMITS.templateBytes + 1));
    const large = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: large.io })).toBe(1);
    expect(large.stdout()).toBe(
      `w.yml:10:24: invalid-input: prompt-file prompt.md: is ${LIMITS.templateBytes + 1} bytes, more than the ${LIMITS.templateBytes}-byte limit\n`,
    );
    // Inline, in a workflow file under its own (1 MiB) limit: the same limit, said at the prompt.
    await writeFile(join(dir, 'w.yml'), workflow(`prompt: ${'x'.repeat(LIMITS.templateBytes + 1)}`));
    const inline = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', 'w.yml'], io: inline.io })).toBe(1);
    expect(inline.stdout()).toMatch(
      new RegExp(
        `^w\\.yml:10:19: template-invalid: the template is ${LIMITS.templateBytes + 1} bytes, more than the ${LIMITS.templateBytes} \\(256 KiB\\) a template may be;`,
      ),
    );
  });
});

describe('baton lint on calls of local reusable workflows', () => {
  const STAGE = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';
  const CI = `on: push
permissions:
  contents: read
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          prompt: Investigate.
          run: bash ./agent.sh
  fix:
    needs: investigate
    uses: ./.github/workflows/_fix.yml
  review:
    needs: fix
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: patch
          prompt: "Review {{stages.patch.summary}}"
          run: bash ./agent.sh
`;
  const FIX = `on: workflow_call
jobs:
  patch:
    runs-on: ubuntu-latest
    steps:
      - uses: ${STAGE}
        with:
          needs: investigate
          prompt: "Patch {{stages.investigate.summary}}"
          run: bash ./agent.sh
`;
  async function files(called: string) {
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    await writeFile(join(dir, '.github', 'workflows', 'ci.yml'), CI);
    await writeFile(join(dir, '.github', 'workflows', '_fix.yml'), called);
  }

  it("sees a call as baton run does: the called stage reads its caller's upstream stage, the job after the call the called stage, under the caller's permissions", async () => {
    await files(FIX);
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', '.github/workflows/ci.yml'], io: cli.io })).toBe(0);
    expect(cli.stdout()).toBe('');
    // The called file listed too is checked in its call, not also on its own.
    const both = fakeCliIO({ cwd: dir });
    const argv = ['lint', '.github/workflows/_fix.yml', '.github/workflows/ci.yml'];
    expect(await run({ argv, io: both.io })).toBe(0);
    expect(both.stdout()).toBe('');
  });

  it("refuses a called job asking for more permissions than its caller allows (workflow-invalid, at the called job's permissions)", async () => {
    await files(
      FIX.replace(
        '    runs-on: ubuntu-latest\n',
        '    runs-on: ubuntu-latest\n    permissions:\n      contents: write\n',
      ),
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', '.github/workflows/ci.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout()).toContain(
      ".github/workflows/_fix.yml:6:7: workflow-invalid: the nested job 'patch' is requesting 'contents: write', but is only allowed 'contents: read' by the permissions: of .github/workflows/ci.yml, which calls it (uses: ./.github/workflows/_fix.yml); GitHub refuses the call.",
    );
  });

  it('reports a called file that is not YAML by its own problem, once, and not as lacking workflow_call', async () => {
    await files('on: [workflow_call\njobs: {\n');
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', '.github/workflows/ci.yml'], io: cli.io })).toBe(1);
    const lines = cli.stdout().trimEnd().split('\n');
    expect(lines.filter((line) => line.startsWith('.github/workflows/_fix.yml:')).length).toBeGreaterThan(0);
    expect(cli.stdout()).not.toContain('workflow_call, and GitHub');
  });

  it('reports the findings of a file named twice (./a.yml and a.yml) once', async () => {
    await writeFile(
      join(dir, 'a.yml'),
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: someone/thing@v1\n',
    );
    const cli = fakeCliIO({ cwd: dir });
    expect(await run({ argv: ['lint', './a.yml', 'a.yml'], io: cli.io })).toBe(1);
    expect(cli.stdout().trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('baton lint (the bundled CLI): what the plan of baton run refuses', () => {
  beforeAll(() => ensureBuilt());

  /** `node dist/cli.js lint …` in `dir`, as a user (or CI) runs it. */
  const baton = (...args: string[]) => {
    const result = spawnSync(process.execPath, [CLI_PATH, 'lint', ...args], { cwd: dir, encoding: 'utf8' });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  const STAGE = 'baton-dev/baton@0123456789abcdef0123456789abcdef01234567';
  const agentStep = (extra: string) =>
    `      - uses: ${STAGE}\n        with:\n${extra}          prompt: Review.\n          run: bash ./agent.sh`;

  it('exits 1 with a stage-duplicate finding for two jobs recording one stage, and for the legs of a matrix call of a file whose stage reads no input', async () => {
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    await writeFile(
      join(dir, '.github', 'workflows', 'ci.yml'),
      [
        'on: push',
        'permissions:',
        '  contents: read',
        'jobs:',
        '  stat:',
        '    strategy:',
        '      matrix:',
        '        env: [staging, production]',
        '    uses: ./.github/workflows/_review.yml',
        '    with:',
        '      environment: ${{ matrix.env }}',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        agentStep('          stage: x\n'),
        '  b:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        agentStep('          stage: x\n'),
        '',
      ].join('\n'),
    );
    const called = (stage: string) =>
      [
        'on:',
        '  workflow_call:',
        '    inputs:',
        '      environment: { type: string, required: true }',
        'permissions:',
        '  contents: read',
        'jobs:',
        '  review:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        agentStep(stage),
        '',
      ].join('\n');
    await writeFile(join(dir, '.github', 'workflows', '_review.yml'), called(''));
    const refused = baton('.github/workflows/ci.yml');
    expect(refused.stdout).toBe(
      [
        ".github/workflows/ci.yml:20:3: stage-duplicate: stage 'x' of job 'b' is also a stage of job 'a'; set a different `stage` input",
        ".github/workflows/_review.yml:8:3: stage-duplicate: stage 'review' of job 'stat/review' would be recorded by every leg of the call around it (stat-staging/review, stat-production/review): a called workflow's job records its stages under its own job id, as github.job is inside a called workflow on GitHub, and the caller's matrix does not reach the called workflow; give the stage a `stage:` input made from the inputs its legs give it (stage: review-${{ inputs.<name> }}), so that each leg records its own",
        '',
      ].join('\n'),
    );
    expect(refused.stderr).toBe('baton lint: 2 findings\n');
    expect(refused.code).toBe(1);

    // A stage made of the input each leg gives, and another stage id for b: clean.
    await writeFile(
      join(dir, '.github', 'workflows', '_review.yml'),
      called('          stage: review-${{ inputs.environment }}\n'),
    );
    await writeFile(
      join(dir, '.github', 'workflows', 'ci.yml'),
      (await readFile(join(dir, '.github', 'workflows', 'ci.yml'), 'utf8')).replace(
        /stage: x\n([\s\S]*)stage: x\n/,
        'stage: x\n$1stage: y\n',
      ),
    );
    expect(baton('.github/workflows/ci.yml')).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it("exits 1 for a lookup with a literal key as for the path it stands for, and for a matrix key the legs of a call's jobs do not have, each at its file:line:col", async () => {
    await mkdir(join(dir, '.github', 'workflows'), { recursive: true });
    const source = [
      'on: push',
      'permissions: {}',
      'jobs:',
      '  fix:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      agentStep(''),
      '  deploy:',
      '    strategy:',
      '      matrix:',
      '        env: [staging, production]',
      '    uses: ./.github/workflows/_review.yml',
      '    with:',
      '      environment: ${{ matrix.env }}',
      '  after:',
      '    needs: [fix, deploy]',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        with: { persist-credentials: false }',
      `      - uses: ${STAGE}`,
      '        with:',
      '          run: bash ./agent.sh',
      '          prompt: |',
      '            {{lookup github "evnt"}} {{lookup stages "fixx"}} {{lookup (lookup stages "fix") "sumary"}}',
      '            {{#with (lookup jobs "reviw")}}{{/with}} {{#each jobs.deploy}}{{matrix.angel}} {{matrix.env}}{{/each}}',
      '            {{#each stages.fix.data as |value key|}}{{lookup @root.stages key}}{{/each}} {{lookup (lookup jobs "deploy") 0}}',
      '',
    ].join('\n');
    await writeFile(join(dir, '.github', 'workflows', 'ci.yml'), source);
    await writeFile(
      join(dir, '.github', 'workflows', '_review.yml'),
      [
        'on:',
        '  workflow_call:',
        '    inputs:',
        '      environment: { type: string, required: true }',
        'permissions: {}',
        'jobs:',
        '  review:',
        '    runs-on: ubuntu-latest',
        '    strategy:',
        '      matrix:',
        '        angle: [security, docs]',
        '    steps:',
        agentStep('          stage: review-${{ inputs.environment }}-${{ matrix.angle }}\n'),
        '',
      ].join('\n'),
    );
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `.github/workflows/ci.yml:${line}:${column}`;
    };
    const r = baton('.github/workflows/ci.yml');
    expect(r.stdout.split('\n')).toEqual([
      `${at('lookup github')}: template-invalid: github.evnt: no field evnt in github; did you mean event?; fields there: repository, ref, sha, run_id, actor, event_name, event`,
      `${at('{{lookup stages "fixx"}}')}: template-invalid: (lookup stages "fixx") is an object, which has no text of its own; print one of its fields ((lookup stages "fixx").<field>), or all of it with {{json (lookup stages "fixx")}}`,
      `${at('lookup stages "fixx"')}: template-not-upstream: stages.fixx: not a stage upstream of job 'after' (did you mean fix?); upstream stages: fix, review-staging-security, review-staging-docs, review-production-security, review-production-docs`,
      `${at('lookup (lookup stages "fix")')}: template-invalid: stages.fix.sumary: stages have no field sumary; did you mean summary?; fields: summary, detail, status, data, next, failure, expectations, artifacts, id, job, matrix, present, meta`,
      `${at('(lookup jobs "reviw")')}: template-not-upstream: jobs.reviw is not upstream of job after: there is no job reviw in this workflow or the workflows the run calls; upstream jobs: fix, deploy`,
      `${at('matrix.angel')}: template-invalid: matrix.angel: no key angel in the matrix of the stages of job deploy; did you mean angle?; matrix keys: angle`,
      `${at('matrix.env}}')}: template-invalid: matrix.env: no key env in the matrix of the stages of job deploy; matrix keys: angle; env is a key of the matrix of job deploy, which calls .github/workflows/_review.yml: a call's matrix reaches the called jobs only through the inputs its with: gives, and their stages record their own jobs' matrix; tell its legs apart by their stage ids ({{id}}), made from those inputs (stage: <id>-\${{ inputs.<name> }})`,
      `${at('{{lookup (lookup jobs "deploy") 0}}')}: template-invalid: (lookup (lookup jobs "deploy") 0) is an object, which has no text of its own; print one of its fields ((lookup (lookup jobs "deploy") 0).<field>), or all of it with {{json (lookup (lookup jobs "deploy") 0)}}`,
      '',
    ]);
    expect(r.stderr).toBe('baton lint: 8 findings\n');
    expect(r.code).toBe(1);

    // The same prompt with paths for the lookups, each as long, so every place is the same: the same findings
    // but for the printed objects, which name what is written.
    const paths = source
      .replace('{{lookup github "evnt"}}', '{{github.evnt}}'.padEnd(24))
      .replace('{{lookup stages "fixx"}}', '{{stages.fixx}}'.padEnd(24))
      .replace('{{lookup (lookup stages "fix") "sumary"}}', '{{stages.fix.sumary}}'.padEnd(41))
      .replace('{{#with (lookup jobs "reviw")}}', '{{#with jobs.reviw'.padEnd(29).concat('}}'));
    expect(paths).not.toBe(source);
    await writeFile(join(dir, '.github', 'workflows', 'ci.yml'), paths);
    const unprinted = (stdout: string) => stdout.split('\n').filter((line) => !line.includes('is an object'));
    expect(unprinted(baton('.github/workflows/ci.yml').stdout)).toEqual(unprinted(r.stdout));
  });

  it('exits 1 for fields no value could have, in #if and helpers too, a wrong helper call, an input no vars: gives and a leg reading matrix at its top, each at its file:line:col', async () => {
    const source = [
      'on: push',
      'permissions: {}',
      'jobs:',
      '  a:',
      '    runs-on: ubuntu-latest',
      '    strategy:',
      '      matrix:',
      '        angle: [security, docs]',
      '    steps:',
      `      - uses: ${STAGE}`,
      '        with:',
      '          prompt: "Review {{matrix.angle}}"',
      '          run: bash ./agent.sh',
      '  b:',
      '    needs: a',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '        with: { persist-credentials: false }',
      `      - uses: ${STAGE}`,
      '        with:',
      '          run: bash ./agent.sh',
      '          vars: "tone: terse"',
      '          prompt: |',
      '            Hello ${{ github.actor }}: {{#if attempt.verfy}}x{{/if}} {{stages.z.summary}}',
      '            {{default github.repositry "x"}} {{tokens stages.a-docs.detail "many"}} {{inputs.tonee}}',
      '',
    ].join('\n');
    await writeFile(join(dir, 'wf.yml'), source);
    const at = (needle: string) => {
      const { line, column } = positionIn(source, needle);
      return `wf.yml:${line}:${column}`;
    };
    const r = baton('wf.yml');
    expect(r.stdout.split('\n').map((line) => line.split('; ')[0])).toEqual([
      `${at('matrix.angle')}: template-invalid: matrix.angle: no root matrix`,
      `${at('attempt.verfy')}: template-invalid: attempt.verfy: no field verfy in attempt`,
      `${at('stages.z')}: template-not-upstream: stages.z is not upstream of job b: there is no stage z in this workflow`,
      `${at('github.repositry')}: template-invalid: github.repositry: no field repositry in github`,
      `${at('{{tokens')}: template-invalid: tokens: the token limit must be a whole number, got "many"`,
      `${at('inputs.tonee')}: template-invalid: inputs.tonee: no input tonee`,
      '',
    ]);
    expect(r.stderr).toBe('baton lint: 6 findings\n');
    expect(r.code).toBe(1);
  });
});
