import { describe, expect, it } from 'vitest';
import { formatError, UserError } from '../../../src/core/errors.js';
import {
  agentOutputInput,
  captureAgentOutputProblem,
  literalInputProblems,
  type StageSpecContext,
  stageSpecFromInputs,
  withWorkflow,
} from '../../../src/core/stage/stage-spec.js';
import { parseVars } from '../../../src/core/stage/vars.js';
import { stageSpecContext } from '../../support/stage-context.js';

const ctx = (overrides: Partial<StageSpecContext> = {}): StageSpecContext =>
  stageSpecContext({ parseVars, ...overrides });

const base = { prompt: 'Fix it.', run: './agent.sh' };

function inputError(inputs: Record<string, string>, context = ctx()): string {
  try {
    stageSpecFromInputs(inputs, context);
  } catch (error) {
    expect(error).toBeInstanceOf(UserError);
    expect((error as UserError).code).toBe('input-invalid');
    return formatError(error);
  }
  throw new Error('expected the inputs to be refused');
}

describe('stageSpecFromInputs: parent-run', () => {
  it('refuses the run’s own id as its parent, naming the likely slip, whether the caller resolved the parent or not', () => {
    // The support context's run is 42 (github.run_id).
    const expected =
      'parent-run: "42" is this run\'s own id (${{ github.run_id }}); the parent run is the one that started this one, whose id it passes in (an input: ${{ inputs.parent-run }})';
    expect(inputError({ ...base, 'parent-run': '42' })).toContain(expected);
    // `baton run` resolves the parent from --parent and reads no parent-run input, but refuses this one too.
    expect(inputError({ ...base, 'parent-run': ' 42 ' }, ctx({ parentRun: null }))).toContain(expected);
    expect(stageSpecFromInputs({ ...base, 'parent-run': '41' }, ctx()).parentRun).toBe('41');
  });
});

describe('stageSpecFromInputs', () => {
  it('fills the defaults: job id as stage, optional handoff, fail on invalid, one attempt, max-handoffs 10', () => {
    const spec = stageSpecFromInputs(base, ctx());
    expect(spec).toMatchObject({
      stage: 'fix',
      job: 'fix',
      matrix: null,
      template: { text: 'Fix it.', source: 'jobs.fix prompt' },
      handoff: 'optional',
      onInvalid: 'fail',
      agent: { kind: 'command', command: './agent.sh' },
      shell: 'bash',
      workingDirectory: '.',
      verify: null,
      attempts: 1,
      maxHandoffs: 10,
      maxPromptTokens: null,
      retentionDays: null,
      inputs: {},
      redact: [],
      workflowJobs: null,
      upstream: [],
      needs: [],
    });
  });

  it('derives a matrix leg’s stage id and takes every input', () => {
    const spec = stageSpecFromInputs(
      {
        ...base,
        handoff: 'required',
        'on-invalid': 'warn',
        attempts: '3',
        'max-handoffs': '4',
        'max-prompt-tokens': '2000',
        'retention-days': '7',
        verify: 'npm test',
        shell: 'sh',
        'working-directory': 'pkg',
        redact: 'one\n two \n\n',
        vars: 'lang: ts\ncount: 3\nstrict: true',
        needs: 'investigate, plan',
      },
      ctx({
        job: 'review',
        matrix: { angle: 'security' },
        secrets: ['s3cret'],
        dispatchInputs: { lang: 'js', issue: '7' },
        upstream: [
          { stage: 'investigate', job: 'investigate' },
          { stage: 'plan', job: 'plan' },
        ],
        workflowJobs: ['investigate', 'plan', 'review'],
      }),
    );
    expect(spec).toMatchObject({
      stage: 'review-security',
      handoff: 'required',
      onInvalid: 'warn',
      attempts: 3,
      maxHandoffs: 4,
      maxPromptTokens: 2000,
      retentionDays: 7,
      verify: 'npm test',
      shell: 'sh',
      workingDirectory: 'pkg',
      redact: ['s3cret', 'one', 'two'],
      inputs: { lang: 'ts', issue: '7', count: '3', strict: 'true' },
      needs: ['investigate', 'plan'],
      expandLineage: false,
      workflowJobs: ['investigate', 'plan', 'review'],
    });
  });

  it('takes the inputs of a dispatch from its event payload, under the vars input', () => {
    const github = (event_name: string, event: Record<string, unknown>) =>
      ctx({ github: { ...ctx().github, event_name, event } });
    const dispatched = github('workflow_dispatch', {
      inputs: { issue: '42', dry: true, count: 1.5, nested: { a: 1 }, gone: null },
    });
    expect(stageSpecFromInputs(base, dispatched).inputs).toEqual({ issue: '42', dry: 'true', count: '1.5' });
    expect(stageSpecFromInputs({ ...base, vars: 'issue: 7' }, dispatched).inputs).toMatchObject({
      issue: '7',
    });
    // baton run's `--event-name workflow_call` puts the call's inputs in its payload.
    expect(stageSpecFromInputs(base, github('workflow_call', { inputs: { env: 'qa' } })).inputs).toEqual({
      env: 'qa',
    });
    // Any other event has no inputs, whatever its payload holds.
    expect(stageSpecFromInputs(base, github('issues', { inputs: { issue: '42' } })).inputs).toEqual({});
    expect(stageSpecFromInputs(base, github('workflow_dispatch', { inputs: ['42'] })).inputs).toEqual({});
  });

  it('keeps why the workflow’s jobs are not known only while they are not', () => {
    const unread = stageSpecFromInputs(base, ctx({ workflowUnread: 'no checkout' }));
    expect(unread).toMatchObject({ workflowJobs: null, workflowUnread: 'no checkout' });
    const read = withWorkflow(unread, { upstream: [], workflowJobs: ['fix'] });
    expect(read.workflowJobs).toEqual(['fix']);
    expect(read).not.toHaveProperty('workflowUnread');
    const known = stageSpecFromInputs(base, ctx({ workflowJobs: ['fix'], workflowUnread: 'stale' }));
    expect(known).not.toHaveProperty('workflowUnread');
  });

  it('takes an agent preset instead of a command', () => {
    const spec = stageSpecFromInputs({ prompt: 'x', agent: 'claude' }, ctx());
    expect(spec.agent).toEqual({ kind: 'preset', preset: 'claude' });
  });

  it('reads prompt-file through the given reader and labels the source with its path', () => {
    const spec = stageSpecFromInputs(
      { 'prompt-file': '.github/prompts/fix.md', run: 'x' },
      ctx({ readFile: (path) => `from ${path}` }),
    );
    expect(spec.template).toEqual({ text: 'from .github/prompts/fix.md', source: '.github/prompts/fix.md' });
  });

  it('without the workflow file, takes needs as the upstream and follows the lineage', () => {
    const spec = stageSpecFromInputs({ ...base, needs: 'investigate' }, ctx());
    expect(spec.upstream).toEqual([{ stage: 'investigate', job: null }]);
    expect(spec.expandLineage).toBe(true);
  });

  it('refuses a stage id that holds a secret, without quoting it: given, or made from a matrix value', () => {
    const secret = 'topsecretvalue42';
    const given = inputError({ ...base, stage: `x-${secret}` }, ctx({ secrets: [secret] }));
    expect(given).toContain(
      'stage: the stage id holds the value of a secret; a stage id names directories and artifacts, which are not redacted, so choose one without it',
    );
    expect(given).not.toContain(secret);
    const leg = inputError(base, ctx({ job: 'review', matrix: { angle: secret }, secrets: [secret] }));
    expect(leg).toContain('stage: the stage id holds the value of a secret');
    expect(leg).toContain('so give one in the `stage` input');
    expect(leg).not.toContain(secret);
    // A secret elsewhere changes nothing.
    expect(stageSpecFromInputs({ ...base, stage: 'plain' }, ctx({ secrets: [secret] })).stage).toBe('plain');
  });

  it('takes the upstream stages from the workflow as given, and refuses one that is not a stage id as the schema does', () => {
    const upstream = [
      { stage: 'investigate', job: 'investigate' },
      { stage: 'review-security', job: 'review' },
      { stage: 'review-perf', job: 'review', matrix: { angle: 'perf' } },
      { stage: 'orphan', job: null },
    ];
    const spec = stageSpecFromInputs(base, ctx({ upstream }));
    expect(spec.upstream).toEqual(upstream);
    expect(spec.expandLineage).toBe(false);
    for (const bad of [
      { stage: 'has space', job: 'x' },
      { stage: '9starts-with-digit', job: 'x' },
      { stage: 'a'.repeat(101), job: 'x' },
      { stage: 'ok', job: 7 },
      { stage: 'ok', job: 'x', extra: true },
      { stage: 'ok', job: 'x', matrix: 'perf' },
      { stage: 'ok', job: 'x', matrix: ['perf'] },
      { stage: 'ok', job: 'x', matrix: null },
      { stage: 'ok' },
    ]) {
      const withBad = [...upstream, bad] as unknown as StageSpecContext['upstream'];
      expect(() => stageSpecFromInputs(base, ctx({ upstream: withBad }))).toThrow(
        /upstream|stage id|expected|Unrecognized/i,
      );
    }
  });

  it('needs no agent in the prepare and capture halves, and no prompt in capture', () => {
    expect(stageSpecFromInputs({ prompt: 'x' }, ctx({ mode: 'prepare' })).agent).toBeNull();
    expect(stageSpecFromInputs({}, ctx({ mode: 'capture' })).template).toBeNull();
  });

  it('takes the agent preset in prepare (for its handoff instructions) and refuses an unknown one', () => {
    expect(stageSpecFromInputs({ prompt: 'x', agent: 'claude' }, ctx({ mode: 'prepare' })).agent).toEqual({
      kind: 'preset',
      preset: 'claude',
    });
    expect(inputError({ prompt: 'x', agent: 'gpt' }, ctx({ mode: 'prepare' }))).toBe(
      'agent: "gpt" is not one of claude, codex, gemini, copilot',
    );
  });

  it('takes the agent preset in capture, naming the format of agent-output, which it needs to be read', () => {
    const capture = ctx({ mode: 'capture' });
    const spec = stageSpecFromInputs({ agent: 'codex', 'agent-output': 'codex.jsonl' }, capture);
    expect(spec.agent).toEqual({ kind: 'preset', preset: 'codex' });
    expect(agentOutputInput({ agent: 'codex', 'agent-output': '  codex.jsonl\n' })).toBe('codex.jsonl');
    expect(agentOutputInput({ 'agent-output': '  ' })).toBeNull();
    expect(stageSpecFromInputs({ agent: 'claude' }, capture).agent).toEqual({
      kind: 'preset',
      preset: 'claude',
    });
    expect(stageSpecFromInputs({ 'agent-output': ' ' }, capture).agent).toBeNull();
    // Without `agent`, prepare's is taken, once its state is read (withPreparedAgent).
    expect(stageSpecFromInputs({ 'agent-output': 'codex.jsonl' }, capture).agent).toBeNull();
    expect(inputError({ agent: 'claude-code', 'agent-output': 'out.json' }, capture)).toBe(
      'agent: "claude-code" is not one of claude, codex, gemini, copilot: name the CLI whose output `agent-output` holds (claude for claude-code-action\'s execution_file)',
    );
  });

  it('finds agent-output without agent on capture or its prepare step, or an unknown agent, before a run', () => {
    const given = (entries: Array<[string, string | null]>) => new Map(entries);
    const withoutAgent = {
      input: 'agent-output',
      message:
        'is given without `agent`, here or on its prepare step: name the CLI whose output the file holds (claude, codex, gemini or copilot), so capture can read its usage',
    };
    const output = given([['agent-output', 'out.jsonl']]);
    expect(captureAgentOutputProblem(output, null)).toEqual(withoutAgent);
    expect(captureAgentOutputProblem(output, given([['prompt', 'Go.']]))).toEqual(withoutAgent);
    expect(captureAgentOutputProblem(output, given([['agent', ' ']]))).toEqual(withoutAgent);
    // Prepare's agent is capture's when capture names none; an expression is known only in the run.
    expect(captureAgentOutputProblem(output, given([['agent', 'codex']]))).toBeNull();
    expect(captureAgentOutputProblem(output, given([['agent', null]]))).toBeNull();
    expect(
      captureAgentOutputProblem(
        given([
          ['agent-output', null],
          ['agent', 'codex'],
        ]),
        null,
      ),
    ).toBeNull();
    expect(
      captureAgentOutputProblem(
        given([
          ['agent-output', 'out.jsonl'],
          ['agent', null],
        ]),
        null,
      ),
    ).toBeNull();
    expect(captureAgentOutputProblem(given([['agent', 'codex']]), null)).toBeNull();
    expect(literalInputProblems(output, 'capture')).toEqual([]);
    expect(literalInputProblems(given([['agent', 'gpt']]), 'capture')).toEqual([
      { input: 'agent', message: '"gpt" is not one of claude, codex, gemini, copilot' },
    ]);
  });

  describe('refuses each bad input, naming it and what is allowed', () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['on-invalid', { 'on-invalid': 'maybe' }, 'on-invalid: "maybe" is not one of fail, warn'],
      ['handoff', { handoff: 'sometimes' }, 'handoff: "sometimes" is not one of optional, required'],
      ['attempts 0', { attempts: '0' }, 'attempts: "0" is not a whole number from 1 to 10'],
      ['attempts 11', { attempts: '11' }, 'attempts: "11" is not a whole number from 1 to 10'],
      ['attempts text', { attempts: 'two' }, 'attempts: "two" is not a whole number from 1 to 10'],
      ['attempts fraction', { attempts: '1.5' }, 'attempts: "1.5" is not a whole number from 1 to 10'],
      ['max-handoffs', { 'max-handoffs': '-1' }, 'max-handoffs: "-1" is not a whole number from 1 to 1000'],
      [
        'max-prompt-tokens',
        { 'max-prompt-tokens': 'lots' },
        'max-prompt-tokens: "lots" is not a whole number from 1 to 10000000',
      ],
      [
        'retention-days',
        { 'retention-days': '500' },
        'retention-days: "500" is not a whole number from 1 to 400',
      ],
      [
        'shell',
        { shell: 'fish' },
        'shell: "fish" is not one of bash, sh, pwsh, python, or a command containing {0} (e.g. "perl {0}")',
      ],
      ['shell quote', { shell: "bash '{0}" }, `shell: "bash '{0}" has an unterminated ' quote`],
      ['agent', { run: '', agent: 'gpt' }, 'agent: "gpt" is not one of claude, codex, gemini, copilot'],
      [
        'stage',
        { stage: 'my stage' },
        'stage: "my stage" is not a stage id: a letter or _ then up to 99 letters, digits, _ or -',
      ],
      [
        'stage ending like an attempt suffix',
        { stage: 'fix-attempt-2' },
        'stage: stage id "fix-attempt-2" ends like an attempt suffix (-attempt-<n>), which would make its artifact name ambiguous; rename the stage',
      ],
      [
        'stage ending like a run attempt suffix',
        { stage: 'smoke-run-2' },
        'stage: stage id "smoke-run-2" ends like a run attempt suffix (-run-<n>), which would make its artifact name ambiguous; rename the stage',
      ],
      [
        'needs',
        { needs: 'ok, 9bad' },
        'needs: "9bad" is not a stage id: a letter or _ then up to 99 letters, digits, _ or -',
      ],
      ['vars list', { vars: '- a\n- b' }, 'vars: must be a map of names to values (YAML or JSON)'],
      [
        'vars nested',
        { vars: '{"a": {"b": 1}}' },
        'vars: a must be a string, number or boolean, not a nested value',
      ],
      [
        'vars key',
        { vars: '"bad key": 1' },
        'vars: key "bad key" must match ^[A-Za-z_][A-Za-z0-9_-]{0,63}$ and not be __proto__, constructor, prototype',
      ],
    ];
    for (const [name, inputs, message] of cases) {
      it(name, () => {
        expect(inputError({ ...base, ...inputs })).toBe(message);
      });
    }

    it('vars that are not YAML', () => {
      expect(inputError({ ...base, vars: '{a: [' })).toMatch(/^vars: is not valid YAML or JSON: /);
    });

    it('vars with a duplicate key', () => {
      expect(inputError({ ...base, vars: 'a: 1\na: 2' })).toMatch(
        /^vars: is not valid YAML or JSON: .*unique/i,
      );
    });

    it('both prompt and prompt-file, or neither', () => {
      expect(inputError({ run: 'x', prompt: 'a', 'prompt-file': 'b' }, ctx({ readFile: () => '' }))).toBe(
        'prompt: give either `prompt` or `prompt-file`, not both',
      );
      expect(inputError({ run: 'x' })).toBe('prompt: one of `prompt` or `prompt-file` is required');
    });

    it('both run and agent, or neither', () => {
      expect(inputError({ prompt: 'x', run: 'a', agent: 'claude' })).toBe(
        'run: give either `run` (a command) or `agent` (a preset), not both',
      );
      expect(inputError({ prompt: 'x' })).toBe(
        "run: one of `run` (the agent's command) or `agent` (a preset) is required",
      );
    });

    it('a required input missing while the step was given one spelt close to it: did you mean', () => {
      // As the runner names them: `prompt_file:` gives INPUT_PROMPT_FILE, which core.getInput('prompt-file')
      // never reads (that is INPUT_PROMPT-FILE).
      expect(inputError({ run: 'x' }, ctx({ unreadInputs: ['prompt_file'] }))).toBe(
        'prompt: one of `prompt` or `prompt-file` is required; the step was given `prompt_file`, which is not an input of this action: did you mean `prompt-file`?',
      );
      expect(inputError({ prompt: 'x' }, ctx({ unreadInputs: ['other', 'agnet'] }))).toBe(
        "run: one of `run` (the agent's command) or `agent` (a preset) is required; the step was given `agnet`, which is not an input of this action: did you mean `agent`?",
      );
      // Nothing close: nothing guessed.
      expect(inputError({ run: 'x' }, ctx({ unreadInputs: ['model', 'timeout'] }))).toBe(
        'prompt: one of `prompt` or `prompt-file` is required',
      );
    });

    it('a prompt-file that cannot be read', () => {
      const message = inputError(
        { run: 'x', 'prompt-file': 'nope.md' },
        ctx({
          readFile: () => {
            throw new Error('ENOENT: no such file');
          },
        }),
      );
      expect(message).toBe('prompt-file: cannot read "nope.md": ENOENT: no such file');
    });

    it('a matrix leg whose stage id would end like an attempt suffix, before any agent runs', () => {
      expect(inputError(base, ctx({ matrix: { try: 'attempt 3' } }))).toBe(
        'stage: stage id "fix-attempt-3" ends like an attempt suffix (-attempt-<n>), which would make its artifact name ambiguous; rename the stage; give the stage id in the `stage` input',
      );
    });

    it('a needs stage that is not upstream of the job', () => {
      const message = inputError(
        { ...base, needs: 'deploy' },
        ctx({ upstream: [{ stage: 'investigate', job: 'investigate' }] }),
      );
      expect(message).toBe('needs: "deploy" is not upstream of job fix; upstream stages: investigate');
    });

    it('every bad input at once', () => {
      const message = inputError({ ...base, 'on-invalid': 'maybe', attempts: '99' });
      expect(message).toBe(
        [
          '2 inputs are invalid',
          '  on-invalid: "maybe" is not one of fail, warn',
          '  attempts: "99" is not a whole number from 1 to 10',
        ].join('\n'),
      );
    });
  });
});

describe('the vars input and its parser', () => {
  it('is ignored in capture, which has no vars input and is given no YAML parser', () => {
    const spec = stageSpecFromInputs(
      { stage: 'fix', vars: 'lang: ts' },
      ctx({ mode: 'capture', parseVars: undefined }),
    );
    expect(spec.inputs).toEqual({});
  });

  it('needs the parser in the steps that render (a caller’s mistake, not an input problem)', () => {
    expect(() =>
      stageSpecFromInputs({ prompt: 'Go.', run: 'true', vars: 'lang: ts' }, ctx({ parseVars: undefined })),
    ).toThrow('stageSpecFromInputs: a vars input needs ctx.parseVars');
  });
});

describe('parseVars', () => {
  it('reads JSON and YAML maps, turning scalars into strings and null into empty', () => {
    expect(parseVars('{"a": 1, "b": true, "c": "x"}')).toEqual({ a: '1', b: 'true', c: 'x' });
    expect(parseVars('a: 1\nb:\n')).toEqual({ a: '1', b: '' });
    expect(parseVars('  ')).toEqual({});
  });

  it('refuses __proto__ as a name', () => {
    expect(() => parseVars('{"__proto__": "x"}')).toThrow(/__proto__/);
  });
});
