import { describe, expect, it } from 'vitest';
import { lintText, workflowWith } from '../../support/lint-fixtures.js';
import { positionIn } from '../../support/workflow-text.js';

async function invalidInputs(text: string) {
  return (await lintText(text)).filter((f) => f.rule === 'invalid-input');
}

describe('lint rule invalid-input', () => {
  it('finds each value the step would refuse when it runs, at the value, with the message the step gives', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
          run: echo
          handoff: requird
          attempts: "0"
`);
    expect(await invalidInputs(text)).toEqual([
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, 'requird'),
        message: 'handoff: "requird" is not one of optional, required',
      },
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, '"0"'),
        message: 'attempts: "0" is not a whole number from 1 to 10',
      },
    ]);
  });

  it('takes every word core.getBooleanInput takes for trust-checkout, as the step does, and lists them for another', async () => {
    const step = (value: string) => `      - uses: ./
        with:
          prompt: hi
          run: echo
          trust-checkout: ${value}
`;
    const words = ['true', 'True', 'TRUE', 'false', 'False', 'FALSE', "'True'", '" FALSE "'];
    expect(await invalidInputs(workflowWith(words.map(step).join('')))).toEqual([]);
    const text = workflowWith(step('yes'));
    expect(await invalidInputs(text)).toEqual([
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, 'yes'),
        message: 'trust-checkout: "yes" is not one of true, True, TRUE, false, False, FALSE',
      },
    ]);
  });

  it('finds a missing agent at the step, and leaves inputs written as expressions to the run', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
      - uses: ./
        with:
          prompt: hi
          run: echo
          handoff: \${{ inputs.strict && 'required' || 'optional' }}
`);
    expect(await invalidInputs(text)).toEqual([
      {
        rule: 'invalid-input',
        file: 'workflow.yml',
        ...positionIn(text, 'uses: ./'),
        message: "run: one of `run` (the agent's command) or `agent` (a preset) is required",
      },
    ]);
  });

  it('finds a shell and a vars map the step would refuse, and leaves a vars: written as an expression to the run', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: hi
          run: echo
          shell: zsh
          vars: "not: [a map"
      - uses: ./
        with:
          prompt: hi
          run: echo
          vars: |
            deep:
              nested: value
      - uses: ./
        with:
          prompt: hi
          run: echo
          shell: perl {0}
          vars: \${{ toJSON(inputs) }}
`);
    const found = await invalidInputs(text);
    expect(found.map((f) => [f.line, f.message])).toEqual([
      [
        positionIn(text, 'zsh').line,
        'shell: "zsh" is not one of bash, sh, pwsh, python, or a command containing {0} (e.g. "perl {0}")',
      ],
      [positionIn(text, '"not: [a map"').line, expect.stringMatching(/^vars: is not valid YAML or JSON: /)],
      [positionIn(text, 'vars: |').line, expect.stringMatching(/^vars: .*deep/)],
    ]);
  });

  it('finds a capture not given the values to redact its prepare is, which it would refuse to store; expressions wait for the run', async () => {
    const split = (prepareRedact: string, captureRedact: string) =>
      workflowWith(`      - uses: ./prepare
        with:
          prompt: hi${prepareRedact}
      - run: ./agent.sh
      - uses: ./capture
        with:
          handoff: required${captureRedact}
`);
    const none = split('\n          redact: s3cret-value', '');
    expect((await invalidInputs(none)).map((f) => [f.line, f.message])).toEqual([
      [
        positionIn(none, 'uses: ./capture').line,
        'redact: the prepare step before this capture is given values to redact, and this capture is given none of them: give capture the same redact input as prepare; it redacts only the values it is given, and refuses to store the record otherwise',
      ],
    ]);
    const fewer = split(
      '\n          redact: |\n            first-value\n            second-value',
      '\n          redact: first-value',
    );
    expect((await invalidInputs(fewer)).map((f) => f.message)).toEqual([
      expect.stringContaining('this capture lacks 1 of its 2 lines'),
    ]);
    // The same values, values of expressions, or none given to prepare: nothing to say.
    expect(await invalidInputs(split('\n          redact: a-value', '\n          redact: a-value'))).toEqual(
      [],
    );
    expect(
      await invalidInputs(
        split('\n          redact: ${{ secrets.KEY }}', '\n          redact: ${{ secrets.KEY }}'),
      ),
    ).toEqual([]);
    expect(await invalidInputs(split('', ''))).toEqual([]);
  });

  describe('of the report step, as the step refuses them with the same parsing, at the value', () => {
    const report = (inputs: string) =>
      workflowWith(`      - uses: acme/baton/report@${'a'.repeat(40)}
        with:
${inputs}`);
    const found = async (text: string) =>
      (await invalidInputs(text)).map(({ line, column, message }) => ({ line, column, message }));

    it('finds an include-detail that is not a word core.getBooleanInput takes', async () => {
      const text = report('          include-detail: yes\n');
      expect(await invalidInputs(text)).toEqual([
        {
          rule: 'invalid-input',
          file: 'workflow.yml',
          ...positionIn(text, 'yes'),
          message: 'include-detail: "yes" is not one of true, True, TRUE, false, False, FALSE',
        },
      ]);
    });

    it('finds a mode that is not one of its values', async () => {
      const text = report('          mode: coment\n');
      expect(await found(text)).toEqual([
        {
          ...positionIn(text, 'coment'),
          message: 'mode: must be one of comment, summary, both; got "coment"',
        },
      ]);
    });

    it('finds a key the sticky comment cannot be named by', async () => {
      const text = report('          key: nightly report\n');
      expect(await found(text)).toEqual([
        {
          ...positionIn(text, 'nightly report'),
          message:
            "key: must be 1 to 64 letters, digits, '.', '_' or '-' (it names the sticky comment); got \"nightly report\"",
        },
      ]);
    });

    it('finds an issue-number that is not a number when a comment is posted, and lets it be in summary mode, which reads none', async () => {
      const text = report('          issue-number: abc\n');
      expect(await found(text)).toEqual([
        {
          ...positionIn(text, 'abc'),
          message: 'issue-number: must be the number of an issue or pull request, like 42; got "abc"',
        },
      ]);
      const comment = report('          mode: comment\n          issue-number: "#42"\n');
      expect((await found(comment)).map((f) => f.message)).toEqual([
        'issue-number: must be the number of an issue or pull request, like 42; got "#42"',
      ]);
      expect(await found(report('          mode: summary\n          issue-number: abc\n'))).toEqual([]);
      // Which mode the run takes is not known here, so neither is whether the number is read.
      expect(
        await found(report('          mode: ${{ inputs.mode }}\n          issue-number: abc\n')),
      ).toEqual([]);
    });

    it('finds a needs written out that is not the needs context as JSON, quoting none of it', async () => {
      const text = report('          needs: triage, fix\n');
      expect(await found(text)).toEqual([
        {
          ...positionIn(text, 'triage, fix'),
          message:
            'needs: must be the results of the jobs this job needs, as `needs: ${{ toJSON(needs) }}` passes them; it is not JSON',
        },
      ]);
    });

    it('finds every refused input at once, of a local report step too', async () => {
      const text = workflowWith(`      - uses: ./report
        with:
          mode: Both
          key: a/b
          include-detail: "1"
`);
      expect((await found(text)).map((f) => f.message.split(':')[0])).toEqual([
        'mode',
        'key',
        'include-detail',
      ]);
    });

    it('leaves inputs written as expressions to the run, and passes values the step takes', async () => {
      expect(
        await found(
          report(`          mode: \${{ inputs.mode }}
          key: \${{ github.job }}
          include-detail: \${{ inputs.detail }}
          issue-number: \${{ github.event.issue.number }}
          needs: \${{ toJSON(needs) }}
`),
        ),
      ).toEqual([]);
      expect(
        await found(
          report(`          mode: both
          key: nightly.v2
          include-detail: " True "
          issue-number: 42
          needs: '{"triage": {"result": "success"}}'
`),
        ),
      ).toEqual([]);
      expect(await found(report('          github-token: x\n'))).toEqual([]);
    });
  });

  it('passes the examples', async () => {
    expect(
      await invalidInputs(workflowWith('      - uses: ./\n        with: { prompt: hi, agent: claude }\n')),
    ).toEqual([]);
  });

  it("finds a needs input naming what is not a stage upstream, at the word: a typo, a matrix job's id, a job after it; a dynamic matrix waits for the run", async () => {
    const text = `on: workflow_dispatch
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf]
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  scan:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: \${{ fromJSON(vars.ANGLES) }}
    steps:
      - uses: ./
        with: { prompt: a, run: a }
  summary:
    needs: [review, scan]
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with:
          prompt: a
          run: a
          needs: review-security, review-sec, review, scan-x, later
  later:
    needs: summary
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: a, run: a }
`;
    const upstream = 'upstream stages: review-security, review-perf, scan-*';
    expect(
      (await invalidInputs(text)).map((f) => ({ line: f.line, column: f.column, message: f.message })),
    ).toEqual([
      {
        ...positionIn(text, 'review-sec,'),
        message: `needs: "review-sec" is not a stage upstream of job 'summary' (did you mean review-security?); ${upstream}`,
      },
      {
        ...positionIn(text, 'review, scan-x'),
        message: `needs: "review" is the matrix job review, not a stage: name its legs (review-security, review-perf); ${upstream}`,
      },
      {
        ...positionIn(text, 'later\n'),
        message: `needs: "later" is a stage of job 'later', which runs after job 'summary' (later needs summary): a stage needs only stages of jobs that finish before it; ${upstream}`,
      },
    ]);
  });

  it('finds a literal baton-ref that is not the commit the stage workflow is called at, and lets the same commit be', async () => {
    const pinned = 'a'.repeat(40);
    const call = (ref: string) => `on: workflow_dispatch
jobs:
  fix:
    permissions:
      contents: read
    uses: acme/baton/.github/workflows/baton-stage.yml@${pinned}
    with:
      baton-ref: ${ref}
      stage: fix
      run: ./agent.sh
      prompt: Fix it.
`;
    const stale = call('b'.repeat(40));
    expect(
      (await invalidInputs(stale)).map((f) => ({ line: f.line, column: f.column, message: f.message })),
    ).toEqual([
      {
        ...positionIn(stale, 'bbbb'),
        message: `baton-ref: "${'b'.repeat(40)}" is not the commit job fix calls baton's stage workflow at (${pinned}), so the workflow and the action it runs would be two versions of baton (an update that bumped only the uses: line, say); pass ${pinned}`,
      },
    ]);
    expect(await invalidInputs(call(pinned.toUpperCase()))).toEqual([]);
    expect(await invalidInputs(call('${{ inputs.ref }}'))).toEqual([]);
  });
});

describe('lint rule invalid-input: a secret in an input baton stores', () => {
  it('finds each input of baton’s actions that reads secrets, at its value, and not github-token or redact', async () => {
    const text = workflowWith(`      - uses: ./
        with:
          prompt: "key \${{ secrets.TRACKER }}"
          run: agent
          verify: test -n "\${{ toJSON(secrets) }}"
          github-token: \${{ secrets.PAT }}
          redact: \${{ secrets.TRACKER }}
      - uses: ./report
        with:
          key: \${{ secrets['K'] }}
`);
    const found = await invalidInputs(text);
    expect(
      found.map(({ line, column, message }) => ({ line, column, message: message.split(':')[0] })),
    ).toEqual([
      {
        ...positionIn(text, '"key'),
        message: '`prompt` reads secrets.TRACKER',
      },
      {
        ...positionIn(text, 'test -n'),
        message: '`verify` reads the secrets context',
      },
      {
        ...positionIn(text, "${{ secrets['K']"),
        message: '`key` reads secrets.K',
      },
    ]);
    expect(found[0]!.message).toContain(
      "Map the secret into the step's env (env: TRACKER: ${{ secrets.TRACKER }})",
    );
  });
});
