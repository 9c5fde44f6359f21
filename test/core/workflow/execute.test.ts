import { getMaxListeners, setMaxListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RunEvent } from '../../../src/core/workflow/events.js';
import {
  type ActionResult,
  type ActionSpec,
  type ExecuteOptions,
  executePlan,
  OUTPUT_TAIL,
  type ScriptResult,
  type ScriptSpec,
} from '../../../src/core/workflow/execute.js';
import type { Annotation, StepFiles } from '../../../src/core/workflow/file-commands.js';
import type { LocalAction, Workflow } from '../../../src/core/workflow/model.js';
import { buildPlan } from '../../../src/core/workflow/plan.js';
import { expressions, parseWorkflow } from '../../support/workflow-language.js';

/**
 * The executor with ports made of plain functions: no processes. A script is a tiny language the fake
 * understands, one command a line: `output <text>` / `env <text>` / `path <dir>` / `summary <text>` append
 * to the file command (`\n` becomes a newline), `exit <n>` sets the exit code, `wait` waits for the abort,
 * `warning <text>` prints a `::warning::`.
 */
function fakePorts(
  options: {
    action?: (spec: ActionSpec) => ActionResult;
    createStepFiles?: () => Promise<StepFiles>;
    loadAction?: (path: string) => Promise<LocalAction>;
  } = {},
) {
  const events: RunEvent[] = [];
  const scripts: ScriptSpec[] = [];
  const actions: ActionSpec[] = [];
  const summaries: string[] = [];
  let running = 0;
  let peak = 0;
  let clock = Date.parse('2026-11-21T13:00:00Z');
  const ports = {
    expressions,
    ...(options.createStepFiles ? { createStepFiles: options.createStepFiles } : {}),
    ...(options.loadAction ? { loadAction: options.loadAction } : {}),
    emit: (event: RunEvent) => events.push(event),
    now: () => {
      clock += 1;
      return new Date(clock);
    },
    summary: (_job: string, leg: string, markdown: string) => summaries.push(`${leg}: ${markdown}`),
    runScript: async (spec: ScriptSpec): Promise<ScriptResult> => {
      scripts.push(spec);
      running += 1;
      peak = Math.max(peak, running);
      const files = { output: '', env: '', path: '', summary: '' };
      let printed = '';
      let exitCode = 0;
      const annotations: Annotation[] = [];
      try {
        for (const line of spec.script.split('\n')) {
          const [command, ...rest] = line.trim().split(' ');
          const text = rest.join(' ').replaceAll('\\n', '\n');
          if (command === 'output') files.output += `${text}\n`;
          else if (command === 'env') files.env += `${text}\n`;
          else if (command === 'path') files.path += `${text}\n`;
          else if (command === 'summary') files.summary += `${text}\n`;
          else if (command === 'exit') exitCode = Number(text);
          else if (command === 'print') printed += `${text}\n`;
          else if (command === 'warning') annotations.push({ level: 'warning', message: text });
          else if (command === 'sleep') await new Promise((resolve) => setTimeout(resolve, Number(text)));
          else if (command === 'wait') {
            await new Promise<void>((resolve) => {
              if (spec.signal.aborted) resolve();
              spec.signal.addEventListener('abort', () => resolve(), { once: true });
            });
            exitCode = 143;
          }
          await Promise.resolve();
        }
      } finally {
        running -= 1;
      }
      return { exitCode, signal: null, files, output: printed, annotations };
    },
    runAction: async (spec: ActionSpec): Promise<ActionResult> => {
      actions.push(spec);
      if (options.action) return options.action(spec);
      const stage = spec.inputs.stage || spec.leg;
      return {
        ok: true,
        outputs: { status: 'success', next: spec.env.NEXT ?? '' },
        env: {},
        summary: '',
        recorded: [{ stage, attempt: 1, status: 'success' }],
        message: null,
      };
    },
  };
  return { ports, events, scripts, actions, summaries, peak: () => peak };
}

const OPTIONS: ExecuteOptions = {
  runId: '20261121-1300-test',
  concurrency: 4,
  secrets: { TOKEN: 's3cret' },
  github: { event_name: 'push', sha: 'abc', repository: 'o/r' },
  runner: {
    os: 'Linux',
    arch: 'X64',
    temp: '/tmp/x',
    toolCache: '/tmp/t',
    workspace: '/work',
    workspaceParent: '/',
  },
};

async function run(
  text: string,
  options: Partial<ExecuteOptions> = {},
  ports = fakePorts(),
  planOptions = {},
) {
  const plan = buildPlan(await parseWorkflow(text, 'wf.yml'), expressions, planOptions);
  const result = await executePlan(plan, ports.ports, { ...OPTIONS, ...options });
  const results = Object.fromEntries(result.jobs.map((j) => [j.id, j.result]));
  return { result, results, ...ports };
}

describe('executePlan', () => {
  it('shows the end of a failed output as a log view does: a progress bar at its last state, workflow commands rendered or left out', async () => {
    const ports = fakePorts();
    ports.ports.runScript = async () => ({
      exitCode: 1,
      signal: null,
      files: { output: '', env: '', path: '', summary: '' },
      output: [
        '::group::Install deps',
        'progress 10%\rprogress 50%\rprogress 100%\r',
        '::debug::debug detail',
        '::add-mask::[REDACTED:secret-value]',
        '::endgroup::',
        '::error file=src/app.js,line=10,col=5,title=TypeError::x is not a function',
        '::warning::deprecated',
        'done\r\n',
      ].join('\n'),
    });
    const { events } = await run(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: build }]\n',
      {},
      ports,
    );
    const failed = events.find((e) => e.type === 'step-finished');
    expect(failed?.type === 'step-finished' && failed.output_tail).toBe(
      ['Install deps', 'progress 100%', 'Error: x is not a function', 'Warning: deprecated', 'done'].join(
        '\n',
      ),
    );
  });

  it('shows the lines between ::stop-commands::<token> and ::<token>:: as printed: they are no commands', async () => {
    const ports = fakePorts();
    ports.ports.runScript = async () => ({
      exitCode: 1,
      signal: null,
      files: { output: '', env: '', path: '', summary: '' },
      output: [
        '::warning::before',
        '::stop-commands::pause-7f3a',
        '::warning::printed while stopped',
        '::group::not a group',
        '::add-mask::not a mask',
        '  ::pause-7f3a::',
        '::warning::after',
      ].join('\n'),
    });
    const { events } = await run(
      'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: build }]\n',
      {},
      ports,
    );
    const failed = events.find((e) => e.type === 'step-finished');
    expect(failed?.type === 'step-finished' && failed.output_tail).toBe(
      [
        'Warning: before',
        '::warning::printed while stopped',
        '::group::not a group',
        '::add-mask::not a mask',
        'Warning: after',
      ].join('\n'),
    );
  });

  it('names a run: step as the runner does: the first line of its script, evaluated, or as written when it cannot be', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2]
    steps:
      - run: |

          echo "leg \${{ matrix.n }}"
          echo second
      - run: echo \${{ fromJSON('not json') }}
        continue-on-error: true
`;
    const { events } = await run(text, { concurrency: 1 });
    const names = events
      .filter((e) => e.type === 'step-started')
      .map((e) => e.type === 'step-started' && e.name);
    expect(names).toEqual([
      'Run echo "leg 1"',
      "Run echo ${{ fromJSON('not json') }}",
      'Run echo "leg 2"',
      "Run echo ${{ fromJSON('not json') }}",
    ]);
  });

  it("gives a failed run: step's event the last lines of its output, and no other step's", async () => {
    const lines = Array.from({ length: 14 }, (_, i) => `print line ${i + 1}`).join('\n          ');
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: print fine
      - run: |
          ${lines}
          exit 2
      - run: exit 3
        if: always()
      - run: |
          print tolerated
          exit 1
        if: always()
        continue-on-error: true
`;
    const { events } = await run(text);
    const finished = events.filter((e) => e.type === 'step-finished');
    expect(finished.map((e) => e.output_tail)).toEqual([
      undefined,
      Array.from({ length: OUTPUT_TAIL.lines }, (_, i) => `line ${i + 5}`).join('\n'),
      '',
      'tolerated',
    ]);
  });

  it('runs a diamond in needs order, the two middle jobs side by side', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ run: output x=1 }]
  b:
    needs: a
    runs-on: x
    steps: [{ run: wait-not }]
  c:
    needs: a
    runs-on: x
    steps: [{ run: echo }]
  d:
    needs: [b, c]
    runs-on: x
    steps: [{ run: echo }]
`;
    const { result, events } = await run(text);
    expect(result.status).toBe('success');
    const order = events.filter((e) => e.type === 'job-started').map((e) => (e as { job: string }).job);
    expect(order[0]).toBe('a');
    expect(order.at(-1)).toBe('d');
    expect(new Set(order.slice(1, 3))).toEqual(new Set(['b', 'c']));
    expect(events[0]?.type).toBe('run-started');
    expect(events.at(-1)).toMatchObject({ type: 'run-finished', status: 'success' });
  });

  it("gives each leg its job's name: as GitHub shows it", async () => {
    const text = `on: push
jobs:
  plain:
    runs-on: x
    steps: [{ run: echo }]
  named:
    name: Fix \${{ github.repository }}
    runs-on: x
    steps: [{ run: echo }]
  test:
    name: Test
    runs-on: x
    strategy:
      matrix:
        node: [18]
        os: [linux]
        include: [{ node: 18, os: linux, extra: { deep: true } }]
    steps: [{ run: echo }]
  review:
    name: Review \${{ matrix.angle }}
    runs-on: x
    strategy: { matrix: { angle: [security] } }
    steps: [{ run: echo }]
  legs:
    runs-on: x
    strategy: { matrix: { angle: [style] } }
    steps: [{ run: echo }]
  broken:
    name: Broken \${{ fromJSON('{') }}
    runs-on: x
    steps: [{ run: echo }]
`;
    const { events } = await run(text);
    const names = Object.fromEntries(
      events.flatMap((e) => (e.type === 'job-started' ? [[e.leg, e.name]] : [])),
    );
    expect(names).toEqual({
      plain: null,
      named: 'Fix o/r',
      // The leg's values appended, as GitHub lists a matrix's jobs, unless the name uses them itself.
      'test-true-18-linux': 'Test (18, linux, {"deep":true})',
      'review-security': 'Review security',
      // No name: GitHub's default (the id and the values) is what the leg id already says.
      'legs-style': null,
      // A name that cannot be evaluated is shown as written, as a step's.
      broken: "Broken ${{ fromJSON('{') }}",
    });
  });

  it('never runs more legs at once than the concurrency', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2, 3, 4, 5, 6, 7, 8]
    steps: [{ run: echo }]
`;
    const ports = fakePorts();
    const { result } = await run(text, { concurrency: 3 }, ports);
    expect(result.jobs[0]?.legs).toEqual(['m-1', 'm-2', 'm-3', 'm-4', 'm-5', 'm-6', 'm-7', 'm-8']);
    expect(ports.peak()).toBeLessThanOrEqual(3);
    expect(ports.peak()).toBeGreaterThan(1);
  });

  it('routes on needs.<job>.outputs: the job whose if is false is skipped', async () => {
    const text = `on: push
jobs:
  triage:
    runs-on: x
    outputs:
      next: \${{ steps.agent.outputs.next }}
    steps:
      - id: agent
        uses: ./
        with: { prompt: p, run: r }
        env: { NEXT: fix }
  fix:
    needs: triage
    if: needs.triage.outputs.next == 'fix'
    runs-on: x
    steps: [{ run: echo }]
  docs:
    needs: triage
    if: needs.triage.outputs.next == 'docs'
    runs-on: x
    steps: [{ run: echo }]
`;
    const { results, events } = await run(text);
    expect(results).toEqual({ triage: 'success', fix: 'success', docs: 'skipped' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'job-skipped',
        job: 'docs',
        reason: "if: needs.triage.outputs.next == 'docs' was false",
      }),
    );
  });

  it('a failed job skips its dependants, down the chain, while if: always() and failure() jobs run', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ run: exit 1 }, { run: never }]
  b:
    needs: a
    runs-on: x
    steps: [{ run: echo }]
  c:
    needs: b
    runs-on: x
    steps: [{ run: echo }]
  report:
    needs: c
    if: always()
    runs-on: x
    steps: [{ run: "echo \${{ needs.c.result }}" }]
  onfail:
    needs: b
    if: failure()
    runs-on: x
    steps: [{ run: echo }]
`;
    const { results, result, scripts } = await run(text);
    expect(results).toEqual({
      a: 'failure',
      b: 'skipped',
      c: 'skipped',
      report: 'success',
      onfail: 'success',
    });
    expect(result.status).toBe('failure');
    expect(scripts.map((s) => s.script)).not.toContain('never');
    expect(scripts.map((s) => s.script)).toContain('echo skipped');
  });

  it('a skip travels down the chain: success() looks at every job upstream', async () => {
    const text = `on: push
jobs:
  a:
    if: false
    runs-on: x
    steps: [{ run: echo }]
  b:
    needs: a
    if: always()
    runs-on: x
    steps: [{ run: echo }]
  c:
    needs: b
    if: success() || failure()
    runs-on: x
    steps: [{ run: echo }]
`;
    const { results } = await run(text);
    expect(results).toEqual({ a: 'skipped', b: 'success', c: 'skipped' });
  });

  it('names the job upstream that did not succeed when one is skipped for it, though the jobs it needs succeeded', async () => {
    const text = `on: push
jobs:
  a:
    if: false
    runs-on: x
    steps: [{ run: echo }]
  b:
    needs: a
    if: always()
    runs-on: x
    steps: [{ run: echo }]
  c:
    needs: b
    runs-on: x
    steps: [{ run: never }]
  d:
    needs: a
    runs-on: x
    steps: [{ run: never }]
`;
    const { results, events } = await run(text);
    expect(results).toEqual({ a: 'skipped', b: 'success', c: 'skipped', d: 'skipped' });
    const reasons = Object.fromEntries(
      events.flatMap((e) => (e.type === 'job-skipped' ? [[e.job, e.reason]] : [])),
    );
    expect(reasons).toEqual({
      a: 'if: false was false',
      c: 'a job upstream did not succeed: a was skipped (success() counts every job before this one, not only those in needs:)',
      d: 'a job it needs did not succeed: a was skipped',
    });
  });

  it('says a job was skipped because a job it needs failed, not that its if: was false, when its if: has no status function', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ run: exit 1 }]
  b:
    needs: a
    if: github.event_name == 'push'
    runs-on: x
    steps: [{ run: echo }]
  c:
    needs: a
    if: failure() && github.event_name == 'pull_request'
    runs-on: x
    steps: [{ run: echo }]
`;
    const { results, events } = await run(text);
    expect(results).toEqual({ a: 'failure', b: 'skipped', c: 'skipped' });
    const reasons = Object.fromEntries(
      events.flatMap((e) => (e.type === 'job-skipped' ? [[e.job, e.reason]] : [])),
    );
    expect(reasons).toEqual({
      b: "a job it needs did not succeed: a failed (an if: without a status function, such as if: github.event_name == 'push', means success() && (…))",
      c: "if: failure() && github.event_name == 'pull_request' was false",
    });
  });

  it('gives a job without a matrix a null matrix context, as GitHub does, and a matrix leg its values', async () => {
    const text = `on: push
jobs:
  plain:
    runs-on: \${{ matrix.os || 'x' }}
    name: "plain \${{ toJSON(matrix) }}"
    steps:
      - run: "\${{ toJSON(matrix) }} \${{ matrix && 'truthy' || 'falsy' }} [\${{ matrix.os }}]"
  legs:
    runs-on: x
    strategy:
      matrix:
        os: [linux]
    steps:
      - run: "\${{ toJSON(matrix) }} \${{ matrix && 'truthy' || 'falsy' }} [\${{ matrix.os }}]"
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ plain: 'success', legs: 'success' });
    const byLeg = Object.fromEntries(scripts.map((s) => [s.leg, s.script.replace(/\s+/g, ' ')]));
    expect(byLeg).toEqual({
      plain: 'null falsy []',
      'legs-linux': '{ "os": "linux" } truthy [linux]',
    });
    expect(events.find((e) => e.type === 'job-started' && e.job === 'plain')).toMatchObject({
      name: 'plain null',
    });
  });

  it('runs a matrix whose values differ only in punctuation when its job records no stage, each leg its own id', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        node: ["1.0", "1-0", "1 0"]
    steps:
      - run: echo \${{ matrix.node }}
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ m: 'success' });
    expect(scripts.map((s) => [s.leg, s.script]).sort()).toEqual([
      ['m-1-0', 'echo 1.0'],
      ['m-1-0-2', 'echo 1-0'],
      ['m-1-0-3', 'echo 1 0'],
    ]);
    const started = events.find((e) => e.type === 'run-started');
    expect(started?.type === 'run-started' && started.jobs[0]?.legs).toEqual(['m-1-0', 'm-1-0-2', 'm-1-0-3']);
  });

  it("numbers a leg whose id is another job's id, its own job's, or another job's leg: every leg id of a run is its own", async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      legs: \${{ steps.s.outputs.legs }}
    steps:
      - id: s
        run: output legs=["docs"]
  build:
    runs-on: x
    strategy:
      matrix:
        target: [docs, x]
    steps: [{ run: echo leg }]
  build-docs:
    runs-on: x
    steps: [{ run: echo job }]
  uni:
    runs-on: x
    strategy:
      matrix:
        v: ["日本", "中国", a]
    steps: [{ run: echo leg }]
  build-x:
    runs-on: x
    strategy:
      matrix:
        n: [1]
    steps: [{ run: echo leg }]
  late:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        t: \${{ fromJSON(needs.plan.outputs.legs) }}
    steps: [{ run: echo leg }]
  late-docs:
    runs-on: x
    steps: [{ run: echo job }]
`;
    const { result, scripts, events } = await run(text, { concurrency: 1 });
    const legs = Object.fromEntries(result.jobs.map((j) => [j.id, j.legs]));
    expect(legs).toEqual({
      plan: ['plan'],
      build: ['build-docs-2', 'build-x-2'],
      'build-docs': ['build-docs'],
      uni: ['uni-2', 'uni-3', 'uni-a'],
      'build-x': ['build-x-1'],
      late: ['late-docs-2'],
      'late-docs': ['late-docs'],
    });
    // No two legs share an id: each step ran under its own.
    const ran = scripts.map((s) => s.leg);
    expect(new Set(ran).size).toBe(ran.length);
    const started = events.find((e) => e.type === 'run-started');
    expect(started?.type === 'run-started' && started.jobs.find((j) => j.id === 'build')?.legs).toEqual([
      'build-docs-2',
      'build-x-2',
    ]);
    const announced = events.find((e) => e.type === 'job-legs');
    expect(announced?.type === 'job-legs' && announced.legs).toEqual(['late-docs-2']);
  });

  it('reads multi-line GITHUB_OUTPUT values into steps, job and needs outputs', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    outputs:
      text: \${{ steps.s.outputs.text }}
      one: \${{ steps.s.outputs.one }}
    steps:
      - id: s
        run: |
          output text<<EOF\\nline 1\\nline 2=x\\nEOF
          output one=a=b
  b:
    needs: a
    runs-on: x
    steps:
      - run: "got \${{ needs.a.outputs.text }}|\${{ needs.a.outputs.one }}"
`;
    const { scripts, result } = await run(text);
    expect(result.jobs[0]?.outputs).toEqual({ text: 'line 1\nline 2=x', one: 'a=b' });
    expect(scripts[1]?.script).toBe('got line 1\nline 2=x|a=b');
  });

  it('skips a job output that holds a secret, as GitHub does: needs.<job>.outputs gives it empty', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    outputs:
      tok: \${{ steps.s.outputs.tok }}
      encoded: \${{ steps.s.outputs.encoded }}
      plain: \${{ steps.s.outputs.plain }}
    steps:
      - id: s
        run: |
          output tok=key \${{ secrets.TOKEN }}
          output encoded=czNjcmV0
          output plain=hello
      - run: "step sees \${{ steps.s.outputs.tok }}"
  b:
    needs: a
    runs-on: x
    steps:
      - run: "got [\${{ needs.a.outputs.tok }}] [\${{ needs.a.outputs.encoded }}] [\${{ needs.a.outputs.plain }}]"
`;
    const { scripts, result, events } = await run(text);
    // Within the job, a step output holding a secret passes, as on GitHub.
    expect(scripts[1]?.script).toBe('step sees key s3cret');
    expect(result.jobs[0]?.outputs).toEqual({ plain: 'hello' });
    expect(scripts[2]?.script).toBe('got [] [] [hello]');
    const skipped = events.filter((e) => e.type === 'notice' && e.level === 'warning');
    expect(skipped.map((e) => e.type === 'notice' && e.message)).toEqual([
      'skipped output tok, since it may contain a secret (as GitHub does): needs.a.outputs.tok is empty',
      'skipped output encoded, since it may contain a secret (as GitHub does): needs.a.outputs.encoded is empty',
    ]);
  });

  it('carries GITHUB_ENV and GITHUB_PATH to later steps, and step env over job env', async () => {
    const text = `on: push
env:
  LEVEL: workflow
jobs:
  a:
    runs-on: x
    env:
      LEVEL: job
      JOB_ONLY: \${{ github.sha }}
    steps:
      - run: |
          env FROM_STEP=one
          env MULTI<<X\\nm1\\nm2\\nX
          path /opt/tool/bin
      - run: echo \${{ env.FROM_STEP }}
        env:
          LEVEL: step
`;
    const { scripts } = await run(text);
    expect(scripts[1]?.env).toEqual({ LEVEL: 'step', JOB_ONLY: 'abc', FROM_STEP: 'one', MULTI: 'm1\nm2' });
    expect(scripts[1]?.script).toBe('echo one');
    expect(scripts[1]?.path).toEqual(['/opt/tool/bin']);
    expect(scripts[0]?.defaults).toMatchObject({
      GITHUB_ACTIONS: 'true',
      GITHUB_JOB: 'a',
      GITHUB_SHA: 'abc',
      GITHUB_ACTION: '__run',
    });
    expect(scripts[1]?.defaults.GITHUB_ACTION).toBe('__run_2');
  });

  it("names each run: step's own files in the github context, as the runner does before it evaluates the step's inputs", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo \${{ github.output }} \${{ github.env }} \${{ github.path }} \${{ github.state }} \${{ github.step_summary }}
        working-directory: \${{ github.state }}-dir
      - uses: actions/checkout@v4
        with:
          path: \${{ github.output }}
      - run: echo \${{ github.output }}
`;
    let made = 0;
    const createStepFiles = async () => {
      made += 1;
      const at = (name: string) => `/tmp/step-${made}/${name}`;
      return { output: at('o'), env: at('e'), path: at('p'), state: at('s'), step_summary: at('m') };
    };
    const { scripts } = await run(text, {}, fakePorts({ createStepFiles }));
    expect(scripts.map((s) => s.script)).toEqual([
      'echo /tmp/step-1/o /tmp/step-1/e /tmp/step-1/p /tmp/step-1/s /tmp/step-1/m',
      'echo /tmp/step-2/o',
    ]);
    expect(scripts.map((s) => s.files)).toEqual([
      {
        output: '/tmp/step-1/o',
        env: '/tmp/step-1/e',
        path: '/tmp/step-1/p',
        state: '/tmp/step-1/s',
        step_summary: '/tmp/step-1/m',
      },
      expect.objectContaining({ output: '/tmp/step-2/o' }),
    ]);
    expect(scripts[0]?.workingDirectory).toBe('/tmp/step-1/s-dir');
    // Only a run: step has them.
    expect(made).toBe(2);
  });

  it("sets GitHub's variables of the github and runner contexts it has: the event path, the payload's ids, no protection", async () => {
    const { scripts } = await run('on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: echo }]\n', {
      github: {
        ...OPTIONS.github,
        event_path: '/tmp/run/event.json',
        actor_id: '583231',
        repository_id: '1296269',
        ref_protected: false,
        retention_days: '90',
      },
    });
    expect(scripts[0]?.defaults).toMatchObject({
      GITHUB_EVENT_PATH: '/tmp/run/event.json',
      GITHUB_ACTOR_ID: '583231',
      GITHUB_REPOSITORY_ID: '1296269',
      GITHUB_REF_PROTECTED: 'false',
      GITHUB_RETENTION_DAYS: '90',
      RUNNER_ENVIRONMENT: 'self-hosted',
    });
    expect(scripts[0]?.defaults).not.toHaveProperty('GITHUB_REPOSITORY_OWNER_ID');
  });

  it("evaluates a step's env before its if:, which sees it, as the runner does; github.action names the step", async () => {
    const text = `on: push
env:
  MODE: workflow
jobs:
  a:
    runs-on: x
    steps:
      - run: echo skipped
        if: env.MODE == 'step'
      - id: named
        run: echo runs \${{ github.action }}
        if: env.MODE == 'step'
        env:
          MODE: step
      - uses: actions/checkout@v4
      - run: echo \${{ github.action }}
      - run: echo never
        if: env.BROKEN == 'x'
        env:
          BROKEN: \${{ fromJSON('not json') }}
      - run: echo after
        if: always()
`;
    const { scripts, events, results } = await run(text);
    expect(scripts.map((s) => s.script)).toEqual(['echo runs named', 'echo __run_2', 'echo after']);
    expect(scripts[0]?.defaults.GITHUB_ACTION).toBe('named');
    // An env: that cannot be evaluated fails its step, whatever its if: would say.
    const failed = events.find((e) => e.type === 'step-finished' && e.step === 4);
    expect(failed).toMatchObject({ conclusion: 'failure' });
    expect(failed?.type === 'step-finished' && failed.message).toMatch(/env\.BROKEN|fromJSON/);
    expect(results).toEqual({ a: 'failure' });
  });

  it('fails a step whose GITHUB_OUTPUT block never ends, naming the file command', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: output text<<EOF\\nno end
`;
    const { results, events } = await run(text);
    expect(results).toEqual({ a: 'failure' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'step-finished',
        outcome: 'failure',
        message: 'GITHUB_OUTPUT: GITHUB_OUTPUT line 2: no line "EOF" ends the value of text',
      }),
    );
  });

  it('skips later steps after a failure unless they ask for it; continue-on-error lets the next step run', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: exit 3
        continue-on-error: true
      - id: second
        run: exit 1
      - run: skipped-step
      - run: on-failure \${{ steps.second.outcome }}
        if: failure()
      - run: always-step
        if: always()
`;
    const { scripts, results } = await run(text);
    expect(scripts.map((s) => s.script)).toEqual(['exit 3', 'exit 1', 'on-failure failure', 'always-step']);
    expect(results).toEqual({ a: 'failure' });
  });

  it('a continue-on-error expression that gives neither true nor false forgives nothing, and says where', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: exit 3
        continue-on-error: \${{ fromJSON('"yes"') }}
      - run: never
  b:
    runs-on: x
    steps:
      - run: exit 3
        continue-on-error: \${{ fromJSON('nope') }}
  c:
    runs-on: x
    steps:
      - run: exit 3
        continue-on-error: \${{ 1 == 1 }}
`;
    const { scripts, results, events } = await run(text);
    expect(results).toEqual({ a: 'failure', b: 'failure', c: 'success' });
    expect(scripts.map((s) => s.script)).not.toContain('never');
    const notices = events.filter((e) => e.type === 'notice') as Array<{ job: string; message: string }>;
    expect(notices.find((n) => n.job === 'a')?.message).toBe(
      'wf.yml:7:28: continue-on-error must be true or false, got "yes"; the failure stands',
    );
    expect(notices.find((n) => n.job === 'b')?.message).toMatch(
      /^wf\.yml:13:28: .*Error parsing JSON.*; the failure stands \(continue-on-error\)$/,
    );
    expect(notices.some((n) => n.job === 'c')).toBe(false);
  });

  it('expands a matrix from an upstream output at run time, each leg its own stage', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: output angles=["security","perf"]
  review:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - uses: ./
        with: { prompt: "review \${{ matrix.angle }}", run: agent }
  sum:
    needs: review
    runs-on: x
    steps:
      - uses: ./
        with: { prompt: sum, run: agent }
`;
    const { actions, result, events } = await run(text);
    expect(
      actions
        .slice(0, 2)
        .map((a) => [a.leg, a.matrix, a.inputs.prompt])
        .sort(),
    ).toEqual([
      ['review-perf', { angle: 'perf' }, 'review perf'],
      ['review-security', { angle: 'security' }, 'review security'],
    ]);
    expect(actions[2]?.upstream?.map((u) => u.stage).sort()).toEqual(['review-perf', 'review-security']);
    expect(result.jobs[1]?.stages.sort()).toEqual(['review-perf', 'review-security']);
    expect(events).toContainEqual(expect.objectContaining({ type: 'job-legs', job: 'review' }));
  });

  it('fails the job of a matrix from fromJSON whose exclude key is no key of the matrix, naming the key', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      matrix: \${{ steps.s.outputs.matrix }}
    steps:
      - id: s
        run: output matrix={"os":["linux"],"exclude":[{"oss":"linux"}]}
  test:
    needs: plan
    runs-on: x
    strategy:
      matrix: \${{ fromJSON(needs.plan.outputs.matrix) }}
    steps: [{ run: echo }]
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ plan: 'success', test: 'failure' });
    expect(scripts.map((s) => s.script)).not.toContain('echo');
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'error',
        job: 'test',
        message:
          "wf.yml:14:15: strategy.matrix.exclude: key 'oss' does not match any key within the matrix (did you mean os?); GitHub refuses the workflow; matrix keys: os",
      }),
    );
  });

  it('gives needs.<id> of a job named in another case, as GitHub resolves needs ignoring case', async () => {
    const text = `on: push
jobs:
  Build:
    runs-on: x
    outputs:
      v: \${{ steps.s.outputs.v }}
    steps:
      - id: s
        run: output v=42
  deploy:
    needs: build
    runs-on: x
    steps: [{ run: "got \${{ needs.build.outputs.v }} \${{ needs.BUILD.result }}" }]
`;
    const { results, scripts } = await run(text);
    expect(results).toEqual({ Build: 'success', deploy: 'success' });
    expect(scripts.map((s) => s.script)).toContain('got 42 success');
  });

  it('gives a baton step the stages upstream of its job only, skipped ones included', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
  b:
    if: false
    needs: a
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
  side:
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
  c:
    needs: b
    if: always()
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
`;
    const { actions } = await run(text);
    const c = actions.find((a) => a.job === 'c');
    expect(c?.upstream).toEqual([
      { stage: 'a', job: 'a' },
      { stage: 'b', job: 'b' },
    ]);
    expect(c?.jobIds).toEqual(['a', 'b', 'side', 'c']);
    expect(c?.secrets).toEqual(['s3cret']);
  });

  describe('a matrix leg that records nothing, given downstream with its matrix values', () => {
    const synth = `  synth:
    needs: review
    if: always()
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
`;
    const legsGiven = (actions: ActionSpec[]) => actions.find((a) => a.job === 'synth')?.upstream;

    it("a written-out matrix's leg whose stage step was skipped, and one fail-fast cancelled before it started", async () => {
      const text = `on: push
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: [security, perf]
        include: [{ angle: docs, lang: en }]
    steps:
      - run: exit \${{ matrix.angle == 'security' && 1 || 0 }}
      - if: always() && matrix.angle != 'perf'
        uses: ./
        with: { prompt: p, run: r }
${synth}`;
      const { actions } = await run(text, { concurrency: 1 });
      // Each at its leg's place in the written-out matrix: the order of jobs.review (orderLegs).
      expect(legsGiven(actions)).toEqual([
        { stage: 'review-security', job: 'review', matrix: { angle: 'security' }, place: [0] },
        { stage: 'review-perf', job: 'review', matrix: { angle: 'perf' }, place: [1] },
        { stage: 'review-docs-en', job: 'review', matrix: { angle: 'docs', lang: 'en' }, place: [2] },
      ]);
      // review-perf ran without its stage step; review-docs-en was cancelled by fail-fast before it started.
      expect(actions.map((a) => a.leg)).toEqual(['review-security', 'synth']);
    });

    it('a matrix from a needs output: its legs and their stage ids known when the job starts', async () => {
      const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: output angles=["security","perf"]
  review:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - if: matrix.angle != 'perf'
        uses: ./
        with: { prompt: p, run: r }
      - if: matrix.angle != 'perf'
        uses: ./
        with: { stage: "extra-\${{ matrix.angle }}", prompt: p, run: r }
${synth}`;
      const { actions } = await run(text);
      expect(legsGiven(actions)).toEqual([
        { stage: 'review-security', job: 'review', matrix: { angle: 'security' } },
        { stage: 'review-perf', job: 'review', matrix: { angle: 'perf' } },
        { stage: 'extra-security', job: 'review', matrix: { angle: 'security' } },
        { stage: 'extra-perf', job: 'review', matrix: { angle: 'perf' } },
      ]);
    });

    it('a matrix from a needs output whose stage ids need what only the step knows: the stages recorded, as before', async () => {
      const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      angles: \${{ steps.s.outputs.angles }}
    steps:
      - id: s
        run: output angles=["security","perf"]
  review:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(needs.plan.outputs.angles) }}
    steps:
      - id: n
        run: output n=1
      - if: matrix.angle != 'perf'
        uses: ./
        with: { stage: "r\${{ steps.n.outputs.n }}-\${{ matrix.angle }}", prompt: p, run: r }
${synth}`;
      const { actions } = await run(text);
      // The fake records the stage input as given: what the run recorded, with no values it does not know.
      expect(legsGiven(actions)).toEqual([{ stage: 'r1-security', job: 'review' }]);
    });
  });

  it("says each recorded attempt's warnings as warnings of the run, right after it is recorded, each naming its stage", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
`;
    const ports = fakePorts({
      action: () => ({
        ok: true,
        outputs: { status: 'success' },
        env: {},
        summary: '',
        recorded: [
          { stage: 'a', attempt: 1, status: 'failure', warnings: [] },
          {
            stage: 'a',
            attempt: 2,
            status: 'success',
            warnings: [
              { code: 'handoff-invalid', severity: 'warning', path: '$.summary', message: 'required' },
              { code: 'redacted', severity: 'warning', path: '$', message: 'redacted 1 × GitHub token' },
            ],
          },
        ],
        message: null,
      }),
    });
    const { events, result } = await run(text, {}, ports);
    const after = events.slice(events.findIndex((e) => e.type === 'stage-recorded' && e.attempt === 2));
    expect(after.slice(0, 3).map((e) => ({ ...e, at: undefined }))).toEqual([
      {
        type: 'stage-recorded',
        at: undefined,
        job: 'a',
        leg: 'a',
        stage: 'a',
        attempt: 2,
        status: 'success',
      },
      {
        type: 'notice',
        at: undefined,
        level: 'warning',
        job: 'a',
        leg: 'a',
        message: 'stage a attempt 2: $.summary: required',
        problem: { stage: 'a', attempt: 2, code: 'handoff-invalid', path: '$.summary' },
      },
      {
        type: 'notice',
        at: undefined,
        level: 'warning',
        job: 'a',
        leg: 'a',
        message: 'stage a attempt 2: redacted 1 × GitHub token',
        problem: { stage: 'a', attempt: 2, code: 'redacted', path: '$' },
      },
    ]);
    // The events are what --json writes: each one its schema takes.
    for (const event of events) expect(RunEvent.parse(event)).toEqual(event);
    expect(result.stages).toEqual([
      { job: 'a', leg: 'a', stage: 'a', attempt: 1, status: 'failure' },
      { job: 'a', leg: 'a', stage: 'a', attempt: 2, status: 'success' },
    ]);
  });

  it('fail-fast cancels the legs of a matrix that have not started', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2, 3]
    steps: [{ run: "exit \${{ matrix.n == 1 && 1 || 0 }}" }]
`;
    const { result, events } = await run(text, { concurrency: 1 });
    expect(result.jobs[0]?.result).toBe('failure');
    const legs = events
      .filter((e) => e.type === 'job-finished')
      .map((e) => [(e as { leg: string }).leg, (e as { result: string }).result]);
    expect(legs).toEqual([
      ['m-1', 'failure'],
      ['m-2', 'cancelled'],
      ['m-3', 'cancelled'],
    ]);
    // Saying why, as a leg that never started has no step to say it.
    expect(
      events
        .filter((e) => e.type === 'job-finished' && e.result === 'cancelled')
        .map((e) => e.type === 'job-finished' && e.reason),
    ).toEqual([
      'fail-fast: another leg of its matrix failed before it started',
      'fail-fast: another leg of its matrix failed before it started',
    ]);
  });

  it('a job with continue-on-error that fails is a success to the jobs that need it, and to the run', async () => {
    const text = `on: push
jobs:
  flaky:
    runs-on: x
    continue-on-error: true
    steps: [{ run: exit 1 }]
  after:
    needs: flaky
    runs-on: x
    steps: [{ run: "saw \${{ needs.flaky.result }}" }]
  strict:
    runs-on: x
    continue-on-error: false
    steps: [{ run: exit 1 }]
  after-strict:
    needs: strict
    runs-on: x
    steps: [{ run: never }]
`;
    const { result, results, scripts, events } = await run(text);
    expect(results).toEqual({
      flaky: 'success',
      after: 'success',
      strict: 'failure',
      'after-strict': 'skipped',
    });
    expect(scripts.map((s) => s.script)).toContain('saw success');
    expect(scripts.map((s) => s.script)).not.toContain('never');
    expect(result.status).toBe('failure');
    // The leg itself is shown as it ended, with a notice saying why the run goes on.
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'job-finished', leg: 'flaky', result: 'failure' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'warning',
        leg: 'flaky',
        message: expect.stringContaining('continue-on-error'),
      }),
    );
    const alone = await run(text, {}, fakePorts(), { job: 'after' });
    expect(alone.result.status).toBe('success');
  });

  it('continue-on-error forgives a job that failed before any leg ran (its matrix), as one whose step failed', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      legs: \${{ steps.s.outputs.legs }}
    steps:
      - id: s
        run: output legs=["a/b","a-b"]
  m:
    needs: plan
    runs-on: x
    continue-on-error: true
    strategy:
      matrix:
        t: \${{ fromJSON(needs.plan.outputs.legs) }}
    steps: [{ run: echo }]
  after:
    needs: m
    runs-on: x
    steps: [{ run: "after \${{ needs.m.result }}" }]
`;
    const { result, results, scripts } = await run(text);
    expect(results).toEqual({ plan: 'success', m: 'success', after: 'success' });
    expect(scripts.map((s) => s.script)).toContain('after success');
    expect(result.status).toBe('success');
  });

  it('a job that fails outside its steps (its if:, its matrix, its env) says why in its job-finished; one whose step failed does not', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      legs: \${{ steps.s.outputs.legs }}
    steps:
      - id: s
        run: output legs=
  matrix:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        t: \${{ fromJSON(needs.plan.outputs.legs) }}
    steps: [{ run: echo }]
  condition:
    needs: plan
    runs-on: x
    if: fromJSON(needs.plan.outputs.legs).go
    steps: [{ run: echo }]
  environment:
    needs: plan
    runs-on: x
    env:
      X: \${{ fromJSON(needs.plan.outputs.legs).x }}
    steps: [{ run: echo }]
  step:
    runs-on: x
    steps: [{ run: exit 1 }]
`;
    const { events } = await run(text, { concurrency: 1 });
    const failed = events.flatMap((e) =>
      e.type === 'job-finished' && e.result === 'failure' ? [[e.leg, e.reason ?? null]] : [],
    );
    expect(Object.fromEntries(failed)).toEqual({
      matrix: 'wf.yml:15:9: ${{ fromJSON(needs.plan.outputs.legs) }}: empty input',
      condition: 'wf.yml:20:9: ${{ success() && (fromJSON(needs.plan.outputs.legs).go) }}: empty input',
      environment: 'wf.yml:26:10: ${{ fromJSON(needs.plan.outputs.legs).x }}: empty input',
      // A failed step says why in its own step-finished.
      step: null,
    });
  });

  it('continue-on-error from the matrix: an experimental leg may fail without failing the job or cancelling the others', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    continue-on-error: \${{ matrix.experimental }}
    strategy:
      matrix:
        n: [1, 2, 3]
        experimental: [false]
        include:
          - n: 4
            experimental: true
    steps: [{ run: "exit \${{ matrix.n == 4 && 1 || 0 }}" }]
  next:
    needs: m
    runs-on: x
    steps: [{ run: "after \${{ needs.m.result }}" }]
`;
    const tolerated = await run(text, { concurrency: 1 });
    expect(tolerated.results).toEqual({ m: 'success', next: 'success' });
    expect(tolerated.scripts.map((s) => s.script)).toEqual([
      'exit 0',
      'exit 0',
      'exit 0',
      'exit 1',
      'after success',
    ]);

    // A leg that is not experimental still fails the job, and fail-fast cancels the legs not yet started.
    const failing = await run(text.replace('matrix.n == 4 &&', 'matrix.n == 1 &&'), { concurrency: 1 });
    expect(failing.results).toEqual({ m: 'failure', next: 'skipped' });
    expect(
      failing.events.filter((e) => e.type === 'job-finished').map((e) => (e as { result: string }).result),
    ).toEqual(['failure', 'cancelled', 'cancelled', 'cancelled']);
  });

  it('fails a job of stages whose matrix from an upstream output gives two legs the same id, before any leg runs', async () => {
    const text = `on: push
jobs:
  plan:
    runs-on: x
    outputs:
      legs: \${{ steps.s.outputs.legs }}
    steps:
      - id: s
        run: output legs=["a/b","a-b"]
  m:
    needs: plan
    runs-on: x
    strategy:
      matrix:
        t: \${{ fromJSON(needs.plan.outputs.legs) }}
    steps:
      - run: "leg \${{ matrix.t }}"
      - uses: ./
        with: { prompt: "leg \${{ matrix.t }}", run: x }
`;
    const { results, scripts, events, actions } = await run(text);
    expect(results).toEqual({ plan: 'success', m: 'failure' });
    expect(scripts.map((s) => s.script)).not.toContain('leg a/b');
    expect(actions).toEqual([]);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'error',
        job: 'm',
        message: expect.stringContaining(
          'matrix legs {"t":"a/b"} and {"t":"a-b"} of job m would both be m-a-b',
        ),
      }),
    );
  });

  it("a step's timeout-minutes stops it and fails it; the job goes on as after any failed step", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: wait
        timeout-minutes: 1
        continue-on-error: true
      - id: slow
        run: wait
        timeout-minutes: \${{ fromJSON('1') }}
      - run: never
      - run: "after \${{ steps.slow.outcome }}"
        if: failure()
`;
    const { results, scripts, events } = await run(text, { minuteMs: 120 });
    expect(results).toEqual({ a: 'failure' });
    expect(scripts.map((s) => s.script)).toEqual(['wait', 'wait', 'after failure']);
    const finished = events.filter((e) => e.type === 'step-finished') as Array<{
      outcome: string;
      conclusion: string;
      message: string | null;
    }>;
    expect(finished[0]).toMatchObject({ outcome: 'failure', conclusion: 'success' });
    expect(finished[0]?.message).toMatch(
      /^wf\.yml:7:26: the step timed out after 1 minute \(timeout-minutes\)$/,
    );
    expect(finished[1]).toMatchObject({ outcome: 'failure', conclusion: 'failure' });
    expect(finished[1]?.message).toContain('the step timed out after 1 minute');
  });

  it("takes a step's timeout-minutes as the runner does: whole minutes (2.9 is 2), and none at all for 0, 0.02 or less", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: sleep 50
        timeout-minutes: 0
      - run: sleep 50
        timeout-minutes: 0.02
      - run: sleep 50
        timeout-minutes: -1
      - run: wait
        timeout-minutes: 2.9
`;
    const { results, events } = await run(text, { minuteMs: 20 });
    expect(results).toEqual({ a: 'failure' });
    const finished = events.filter((e) => e.type === 'step-finished') as Array<{
      outcome: string;
      message: string | null;
    }>;
    expect(finished.map((e) => e.outcome)).toEqual(['success', 'success', 'success', 'failure']);
    expect(finished[3]?.message).toBe('wf.yml:13:26: the step timed out after 2 minutes (timeout-minutes)');
    expect(events.filter((e) => e.type === 'notice')).toEqual([
      expect.objectContaining({
        level: 'warning',
        message: 'wf.yml:13:26: step 4 (Run wait) exceeded its timeout-minutes (2 minutes): stopping it',
      }),
    ]);
  });

  it('runs a step whose timeout-minutes gives no number without a timeout, with a warning, as the runner logs an error and goes on', async () => {
    const text = `on: push
env:
  T: '5'
jobs:
  a:
    runs-on: x
    steps:
      - run: echo
        timeout-minutes: \${{ github.event_name }}
      - run: echo
        timeout-minutes: \${{ env.T }}
      - run: echo
        timeout-minutes: \${{ fromJSON('{') }}
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ a: 'success' });
    expect(scripts.map((s) => s.script)).toEqual(['echo', 'echo', 'echo']);
    const warnings = events.flatMap((e) => (e.type === 'notice' ? [`${e.level}: ${e.message}`] : []));
    expect(warnings).toEqual([
      'warning: wf.yml:9:26: step 1 (Run echo): an error occurred when attempting to determine the step timeout: got "push", not a number; the step runs without a timeout, as on GitHub',
      'warning: wf.yml:11:26: step 2 (Run echo): an error occurred when attempting to determine the step timeout: got "5", a string, not a number (fromJSON(…) makes a number of it, as GitHub requires); the step runs without a timeout, as on GitHub',
      expect.stringMatching(
        /^warning: wf\.yml:13:26: step 3 \(Run echo\): an error occurred when attempting to determine the step timeout: \$\{\{ fromJSON\('\{'\) \}\}: .+; the step runs without a timeout, as on GitHub$/,
      ),
    ]);
  });

  it("a job's timeout-minutes cancels it as on GitHub: the running step stops, always() and cancelled() steps still run, the run is cancelled", async () => {
    const text = `on: push
jobs:
  slow:
    runs-on: x
    timeout-minutes: 1.9
    steps:
      - id: first
        run: wait
      - run: "never \${{ job.status }}"
      - run: "cleanup \${{ job.status }} \${{ steps.first.outcome }}"
        if: always()
      - run: "noticed cancelled"
        if: cancelled()
      - run: "never failure"
        if: failure()
  after:
    needs: slow
    runs-on: x
    steps: [{ run: never after }]
  report:
    needs: slow
    if: always()
    runs-on: x
    steps: [{ run: "report \${{ needs.slow.result }}" }]
`;
    // Whole minutes, as GitHub's parser keeps them: 1.9 is 1.
    const { result, results, scripts, events } = await run(text, { minuteMs: 120 });
    expect(scripts.map((s) => s.script)).toEqual([
      'wait',
      'cleanup cancelled cancelled',
      'noticed cancelled',
      'report cancelled',
    ]);
    expect(scripts[0]?.signal.reason).toBe('the job exceeded its timeout-minutes (1 minute)');
    expect(results).toEqual({ slow: 'cancelled', after: 'skipped', report: 'success' });
    expect(result.status).toBe('cancelled');
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'notice',
        level: 'error',
        job: 'slow',
        message:
          'wf.yml:5:22: jobs.slow was cancelled: the job exceeded its timeout-minutes (1 minute); steps whose if: holds when a job is cancelled (always(), cancelled()) still run',
      }),
    );
    const outcomes = events
      .filter((e) => e.type === 'step-finished' && e.job === 'slow')
      .map((e) => (e as { outcome: string }).outcome);
    expect(outcomes).toEqual(['cancelled', 'skipped', 'success', 'success', 'skipped']);
  });

  it("a running step whose if: still holds goes on when its job times out, until the job's cancel-timeout-minutes", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    timeout-minutes: 1
    cancel-timeout-minutes: 2
    steps:
      - run: wait
        if: always()
      - run: never
        if: always()
`;
    const { results, scripts, events } = await run(text, { minuteMs: 60 });
    expect(scripts.map((s) => s.script)).toEqual(['wait']);
    const finished = events.find((e) => e.type === 'step-finished') as { outcome: string; message: string };
    expect(finished).toMatchObject({
      outcome: 'cancelled',
      message:
        'exited with code 143: the job was cancelled (the job exceeded its timeout-minutes (1 minute)) and its steps did not finish within its cancel-timeout-minutes (2 minutes)',
    });
    // Stopped by the cancel timeout, not by the job's timeout: it outlived the job's timeout-minutes.
    expect(scripts[0]?.signal.reason).toBe(
      'the job was cancelled (the job exceeded its timeout-minutes (1 minute)) and its steps did not finish within its cancel-timeout-minutes (2 minutes)',
    );
    expect(results).toEqual({ a: 'cancelled' });
  });

  it('a cancelled job stays cancelled when a step fails after: cancelled() holds, failure() does not', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    timeout-minutes: 1
    steps:
      - run: wait
      - run: exit 1
        if: always()
      - run: "noticed \${{ job.status }}"
        if: cancelled()
      - run: never failure
        if: failure()
      - run: never not-cancelled
        if: \${{ !cancelled() }}
  b:
    needs: a
    if: always()
    runs-on: x
    steps: [{ run: "saw \${{ needs.a.result }}" }]
`;
    const { result, results, scripts } = await run(text, { minuteMs: 60 });
    expect(scripts.map((s) => s.script)).toEqual(['wait', 'exit 1', 'noticed cancelled', 'saw cancelled']);
    expect(results).toEqual({ a: 'cancelled', b: 'success' });
    expect(result.status).toBe('cancelled');
  });

  it("hashFiles() in a step's name, continue-on-error and timeout-minutes, as GitHub allows", async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - name: "hashed \${{ hashFiles('x') }}"
        run: exit 1
        continue-on-error: \${{ hashFiles('x') != '' }}
        timeout-minutes: \${{ hashFiles('x') != '' && 1 || 2 }}
`;
    const ports = fakePorts();
    const asked: string[][] = [];
    Object.assign(ports.ports, {
      host: {
        hashFiles: (patterns: string[]) => {
          asked.push(patterns);
          return 'abc123';
        },
      },
    });
    const { results, events } = await run(text, {}, ports);
    expect(results).toEqual({ a: 'success' });
    expect(events.find((e) => e.type === 'step-started')).toMatchObject({ name: 'hashed abc123' });
    expect(events.filter((e) => e.type === 'notice')).toEqual([]);
    expect(asked.length).toBeGreaterThanOrEqual(3);
  });

  it('fail-fast cancels the running legs as a job is cancelled: their always() steps still run', async () => {
    const text = `on: push
jobs:
  m:
    runs-on: x
    strategy:
      matrix:
        n: [1, 2]
    steps:
      - run: "\${{ matrix.n == 1 && 'sleep 5' || 'wait' }}"
      - run: "\${{ matrix.n == 1 && 'exit 1' || 'never' }}"
      - run: "cleanup \${{ matrix.n }} \${{ job.status }}"
        if: always()
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ m: 'failure' });
    expect(scripts.map((s) => s.script).sort()).toEqual(
      ['cleanup 1 failure', 'cleanup 2 cancelled', 'exit 1', 'sleep 5', 'wait'].sort(),
    );
    expect(scripts.find((s) => s.script === 'wait')?.signal.reason).toBe(
      'fail-fast: another leg of its matrix failed',
    );
    expect(
      events.filter((e) => e.type === 'job-finished').map((e) => (e as { result: string }).result),
    ).toEqual(['failure', 'cancelled']);
  });

  it("timeout-minutes longer than a timer holds waits (it does not fire at once); a job's that gives no number, or under a minute, fails the job, as GitHub refuses it", async () => {
    const text = `on: push
jobs:
  long:
    runs-on: x
    timeout-minutes: 100000
    steps:
      - run: sleep 30
        timeout-minutes: 100000
  text:
    runs-on: x
    timeout-minutes: \${{ github.event_name == 'push' && '5' || 6 }}
    steps: [{ run: never }]
  short:
    runs-on: x
    timeout-minutes: \${{ fromJSON('0.5') }}
    steps: [{ run: never }]
`;
    const { results, scripts, events } = await run(text);
    expect(results).toEqual({ long: 'success', text: 'failure', short: 'failure' });
    expect(scripts.map((s) => s.script)).toEqual(['sleep 30']);
    const reasons = Object.fromEntries(
      events.flatMap((e) => (e.type === 'job-finished' ? [[e.job, e.reason]] : [])),
    );
    expect(reasons.text).toBe(
      'wf.yml:11:22: timeout-minutes must be a number of minutes, got "5", a string, not a number (fromJSON(…) makes a number of it, as GitHub requires)',
    );
    expect(reasons.short).toBe(
      'wf.yml:15:22: timeout-minutes must be a whole number of minutes above 0, got 0.5 (GitHub keeps whole minutes: 0.5 is 0)',
    );
  });

  it('a cancelled run stops its running step, starts nothing more and says cancelled', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ run: wait }, { run: after }]
  b:
    needs: a
    runs-on: x
    steps: [{ run: echo }]
`;
    const controller = new AbortController();
    const ports = fakePorts();
    const original = ports.ports.runScript;
    ports.ports.runScript = async (spec) => {
      if (spec.script === 'wait') setTimeout(() => controller.abort(), 5);
      return original(spec);
    };
    const { result, results, scripts } = await run(text, { signal: controller.signal }, ports);
    expect(result.status).toBe('cancelled');
    expect(results).toEqual({ a: 'cancelled', b: 'cancelled' });
    expect(scripts.map((s) => s.script)).toEqual(['wait']);
  });

  it("leaves the caller's signal and cancel with the listener limit they had: it is lifted on the run's own", async () => {
    const text = 'on: push\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: echo }]\n';
    const signal = new AbortController();
    const cancel = new AbortController();
    setMaxListeners(3, signal.signal, cancel.signal);
    const { results } = await run(text, { signal: signal.signal, cancel: cancel.signal });
    expect(results).toEqual({ a: 'success' });
    expect([getMaxListeners(signal.signal), getMaxListeners(cancel.signal)]).toEqual([3, 3]);
  });

  it('reports an expression that fails at run time as the step failure, with where', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: x
    steps:
      - run: echo \${{ fromJSON('not json') }}
`;
    const { events, results } = await run(text);
    expect(results).toEqual({ a: 'failure' });
    const finished = events.find((e) => e.type === 'step-finished') as { message: string };
    expect(finished.message).toMatch(
      /^wf\.yml:6:\d+: \$\{\{ format\('echo \{0\}', fromJSON\('not json'\)\) \}\}: Error parsing JSON/,
    );
  });

  it('fails a step that runs with shell: cmd or powershell here, saying they exist only on Windows runners; one whose if: is false on Linux is skipped', async () => {
    const text = `on: push
jobs:
  guarded:
    runs-on: ubuntu-latest
    steps:
      - run: dir
        if: runner.os == 'Windows'
        shell: cmd
      - run: echo fine
  step:
    runs-on: ubuntu-latest
    steps:
      - run: Get-ChildItem
        shell: powershell
  defaulted:
    runs-on: ubuntu-latest
    defaults:
      run:
        shell: cmd
    steps:
      - run: dir
`;
    const { events, results, scripts } = await run(text);
    expect(results).toEqual({ guarded: 'success', step: 'failure', defaulted: 'failure' });
    // No script was started with a shell that is not here.
    expect(scripts.map((s) => s.script)).toEqual(['echo fine']);
    const finished = (job: string) =>
      events.flatMap((e) => (e.type === 'step-finished' && e.job === job ? [[e.conclusion, e.message]] : []));
    expect(finished('guarded')).toEqual([
      ['skipped', null],
      ['success', null],
    ]);
    expect(finished('step')).toEqual([
      [
        'failure',
        `wf.yml:14:16: shell: powershell exists only on Windows runners; baton runs this step here, on Linux, where there is no powershell (a Linux runner fails it too: "powershell: command not found"). Use pwsh, or give the step if: runner.os == 'Windows' to skip it here`,
      ],
    ]);
    expect(finished('defaulted')).toEqual([
      [
        'failure',
        expect.stringMatching(/^wf\.yml:19:16: shell: cmd exists only on Windows runners; .* Use bash/),
      ],
    ]);
  });

  it("fails a composite action's step that runs with shell: powershell as a job's step, on this machine's OS", async () => {
    const [step] = (
      await parseWorkflow(
        `on: push\njobs:\n  j:\n    runs-on: x\n    steps:\n      - run: Write-Output hi\n        shell: powershell\n`,
        'action.yml',
      )
    ).jobs[0]!.steps;
    const loadAction = async (): Promise<LocalAction> => ({
      kind: 'composite',
      file: '.github/actions/win/action.yml',
      directory: '/work/.github/actions/win',
      source: '',
      inputs: [],
      outputs: [],
      steps: [step!],
    });
    const { events, results } = await run(
      `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: ./.github/actions/win
`,
      { runner: { ...OPTIONS.runner, os: 'macOS' } },
      fakePorts({ loadAction }),
    );
    expect(results).toEqual({ a: 'failure' });
    const finished = events.find((e) => e.type === 'step-finished') as { message: string };
    expect(finished.message).toMatch(
      /^\.\/\.github\/actions\/win: \.github\/actions\/win\/action\.yml:7:16: shell: powershell exists only on Windows runners; baton runs this step here, on macOS,/,
    );
  });

  it('says once for a job, not once a leg, that its container and services are not started; an empty image starts none, as on GitHub', async () => {
    const text = `on: push
jobs:
  db:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [18, 20]
    container: node:\${{ matrix.node }}-alpine
    services:
      postgres:
        image: postgres:16
      redis: redis:7
      none:
        image: \${{ matrix.sidecar }}
    steps:
      - run: echo hi
  cache:
    runs-on: ubuntu-latest
    container:
      image: ubuntu:24.04
    services:
      redis: redis:7
    steps:
      - run: echo hi
  host:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        container: ['']
    container: \${{ matrix.container }}
    steps:
      - run: echo hi
`;
    const { events, results } = await run(text);
    expect(results).toEqual({ db: 'success', cache: 'success', host: 'success' });
    const notices = events.flatMap((e) => (e.type === 'notice' ? [[e.job, e.leg, e.level, e.message]] : []));
    expect(notices).toEqual([
      [
        'db',
        null,
        'warning',
        "container: node:18-alpine, node:20-alpine are not started: baton runs the job's steps on this machine, not in a container",
      ],
      [
        'db',
        null,
        'warning',
        "services: postgres, redis are not started: baton starts no containers, and the job's steps run on this machine without them",
      ],
      [
        'cache',
        null,
        'warning',
        "container: ubuntu:24.04 is not started: baton runs the job's steps on this machine, not in a container",
      ],
      [
        'cache',
        null,
        'warning',
        "services: redis is not started: baton starts no containers, and the job's steps run on this machine without it",
      ],
    ]);
  });

  it("says once for a job whose runs-on names a Windows (a warning) or macOS runner (information) that it runs here, with this machine's shells", async () => {
    const text = `on: push
jobs:
  win:
    runs-on: windows-latest
    steps:
      - run: echo hi
  mac:
    runs-on: [self-hosted, macOS]
    steps:
      - run: echo hi
  grouped:
    runs-on:
      group: big-runners
      labels: windows-2022
    steps:
      - run: echo hi
  each:
    runs-on: \${{ matrix.os }}
    strategy:
      matrix:
        os: [ubuntu-latest, windows-latest, macos-14]
        node: [1, 2]
    steps:
      - run: echo hi
  linux:
    runs-on: ubuntu-latest
    steps:
      - run: echo hi
`;
    const notices = (events: RunEvent[]) =>
      events.flatMap((e) => (e.type === 'notice' ? [[e.job, e.leg, e.level, e.message]] : []));
    const windows =
      "runs here, on Linux, with this machine's shells (bash by default, where a Windows runner's is pwsh; shell: cmd and powershell fail here)";
    const mac = "runs here, on Linux, with this machine's shells and tools (bash by default, as on macOS)";
    const onLinux = await run(text);
    expect(notices(onLinux.events)).toEqual([
      ['win', null, 'warning', `runs-on: windows-latest: ${windows}`],
      ['mac', null, 'info', `runs-on: [self-hosted, macOS]: ${mac}`],
      ['grouped', null, 'warning', `runs-on: { group: big-runners, labels: windows-2022 }: ${windows}`],
      ['each', null, 'warning', `runs-on: windows-latest: ${windows}`],
      ['each', null, 'info', `runs-on: macos-14: ${mac}`],
    ]);
    // On a Mac, a macOS runner's job is at home.
    const onMac = await run(text, { runner: { ...OPTIONS.runner, os: 'macOS' } });
    expect(notices(onMac.events).map(([job, , level]) => [job, level])).toEqual([
      ['win', 'warning'],
      ['grouped', 'warning'],
      ['each', 'warning'],
    ]);
  });

  it('warns that a checkout of another repository, into a path or at another ref was not done; a checkout of what is here stays a quiet no-op', async () => {
    const text = `on: push
jobs:
  a:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/checkout@v4
        with:
          repository: O/R
          ref: \${{ github.sha }}
          path: ./
          fetch-depth: 0
      - uses: actions/checkout@v4
        with:
          repository: octo/tools
          path: tools
      - uses: actions/checkout@v4
        with:
          ref: v2
      - uses: actions/checkout@v4
        with:
          Path: sub
      - uses: actions/setup-node@v4
        with:
          node-version: 20
`;
    const { events, results } = await run(text);
    expect(results).toEqual({ a: 'success' });
    const notices = events.flatMap((e) => (e.type === 'notice' ? [[e.level, e.message]] : []));
    const notDone = ': baton checks nothing out; the project directory is used as it is';
    expect(notices).toEqual([
      ['warning', `actions/checkout@v4: octo/tools is not cloned into tools${notDone}`],
      ['warning', `actions/checkout@v4: ref v2 is not checked out${notDone}`],
      ['warning', `actions/checkout@v4: this repository is not checked out again into sub${notDone}`],
    ]);
    const finished = events.flatMap((e) => (e.type === 'step-finished' ? [[e.conclusion, e.message]] : []));
    expect(finished).toEqual([
      ['success', 'actions/checkout@v4: no-op here (the local checkout is used as it is)'],
      ['success', 'actions/checkout@v4: no-op here (the local checkout is used as it is)'],
      ['success', `actions/checkout@v4: octo/tools is not cloned into tools${notDone}`],
      ['success', `actions/checkout@v4: ref v2 is not checked out${notDone}`],
      ['success', `actions/checkout@v4: this repository is not checked out again into sub${notDone}`],
      ['success', 'actions/setup-node@v4: no-op here (tools on this machine are used)'],
    ]);
  });

  it("gives a skipped action's notice once for its job, by the first leg that meets it; a step's own ::warning:: and a notice that differs by leg stay one a leg", async () => {
    const text = `on: push
jobs:
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        node: [18, 20, 22]
    steps:
      - uses: docker/setup-qemu-action@v3
      - uses: pnpm/action-setup@v4
      - run: warning slow disk
      - uses: actions/checkout@v4
        with:
          ref: v\${{ matrix.node }}
      - uses: codecov/codecov-action@v4
`;
    const { events, results } = await run(text, { concurrency: 1 });
    expect(results).toEqual({ test: 'success' });
    const notices = events.flatMap((e) => (e.type === 'notice' ? [[e.leg, e.message]] : []));
    const notDone = ': baton checks nothing out; the project directory is used as it is';
    expect(notices).toEqual([
      ['test-18', 'docker/setup-qemu-action@v3 cannot run locally; step skipped'],
      ['test-18', 'pnpm/action-setup@v4 cannot run locally; step skipped'],
      ['test-18', 'step 3: slow disk'],
      ['test-18', `actions/checkout@v4: ref v18 is not checked out${notDone}`],
      ['test-18', 'codecov/codecov-action@v4 cannot run locally; step skipped'],
      ['test-20', 'step 3: slow disk'],
      ['test-20', `actions/checkout@v4: ref v20 is not checked out${notDone}`],
      ['test-22', 'step 3: slow disk'],
      ['test-22', `actions/checkout@v4: ref v22 is not checked out${notDone}`],
    ]);
    // Each leg's steps are still skipped, and say why.
    const skipped = events.filter((e) => e.type === 'step-finished' && e.conclusion === 'skipped');
    expect(skipped).toHaveLength(9);
  });

  it('refuses to run anything that is not a Plan', async () => {
    await expect(executePlan({} as never, fakePorts().ports, OPTIONS)).rejects.toThrow(
      'executePlan accepts only a Plan',
    );
  });
});

/** A caller and the local reusable workflows it calls, parsed, run with the fake ports. */
async function runCalls(
  caller: string,
  called: Record<string, string>,
  options: Partial<ExecuteOptions> = {},
  planOptions: Parameters<typeof buildPlan>[2] = {},
) {
  const calledWorkflows = new Map<string, Workflow>();
  for (const [path, text] of Object.entries(called))
    calledWorkflows.set(path, await parseWorkflow(text, path));
  return run(caller, options, fakePorts(), { ...planOptions, calledWorkflows });
}

const BUILD = `on:
  workflow_call:
    inputs:
      who: { type: string, required: true }
      times: { type: number, default: 2 }
      loud: { type: boolean }
    secrets:
      key: { required: true }
    outputs:
      greeting:
        value: \${{ jobs.hello.outputs.said }}
      state:
        value: \${{ jobs.hello.result }}
env:
  WHO: \${{ inputs.who }}
jobs:
  hello:
    runs-on: x
    outputs:
      said: \${{ steps.say.outputs.said }}
    steps:
      - id: say
        run: |
          print who=$WHO times=\${{ inputs.times }} loud=\${{ inputs.loud }} key=\${{ secrets.key }} top=\${{ env.TOP }}
          output said=hi \${{ inputs.who }}
  after-hello:
    needs: hello
    runs-on: x
    steps:
      - run: print \${{ needs.hello.outputs.said }}
`;

describe('executePlan with calls of local reusable workflows', () => {
  it("runs the called workflow's jobs as <caller>/<job> between the caller's needs and the jobs after it, with the call's typed inputs, secrets and outputs", async () => {
    const { results, scripts, events } = await runCalls(
      `on: push
env:
  TOP: top
jobs:
  prep:
    runs-on: x
    outputs:
      name: \${{ steps.n.outputs.name }}
    steps:
      - { id: n, run: output name=world }
  build:
    needs: prep
    uses: ./.github/workflows/build.yml
    with:
      who: \${{ needs.prep.outputs.name }}
      loud: true
    secrets:
      key: \${{ secrets.TOKEN }}
  report:
    needs: build
    runs-on: x
    steps:
      - run: print \${{ needs.build.outputs.greeting }} \${{ needs.build.outputs.state }} \${{ needs.build.result }}
`,
      { '.github/workflows/build.yml': BUILD },
    );
    expect(results).toEqual({
      prep: 'success',
      build: 'success',
      'build/hello': 'success',
      'build/after-hello': 'success',
      report: 'success',
    });
    expect(scripts.map((s) => s.job)).toEqual(['prep', 'build/hello', 'build/after-hello', 'report']);
    const hello = scripts.find((s) => s.job === 'build/hello');
    // The caller's env: does not reach the called workflow; its own does.
    expect(hello?.script).toContain('print who=$WHO times=2 loud=true key=s3cret top=\n');
    expect(hello?.env.WHO).toBe('world');
    expect(hello?.env.TOP).toBeUndefined();
    expect(hello?.defaults.GITHUB_JOB).toBe('hello');
    expect(scripts.find((s) => s.job === 'build/after-hello')?.script).toBe('print hi world');
    expect(scripts.find((s) => s.job === 'report')?.script).toBe('print hi world success success');
    const started = events.find((e) => e.type === 'run-started');
    expect(started?.type === 'run-started' && started.jobs.map((j) => [j.id, j.legs])).toEqual([
      ['prep', ['prep']],
      ['build', ['build']],
      ['build/hello', ['build/hello']],
      ['build/after-hello', ['build/after-hello']],
      ['report', ['report']],
    ]);
    const names = events.flatMap((e) => (e.type === 'job-started' ? [[e.job, e.name]] : []));
    expect(names).toContainEqual(['build/hello', 'build / hello']);
  });

  it('fails the call when a called job fails, skips the jobs after it, and runs one with if: always()', async () => {
    const { results, events } = await runCalls(
      `on: push
jobs:
  build:
    uses: ./.github/workflows/fail.yml
  next:
    needs: build
    runs-on: x
    steps: [{ run: print never }]
  cleanup:
    needs: build
    if: always()
    runs-on: x
    steps:
      - run: print \${{ needs.build.result }}
`,
      {
        '.github/workflows/fail.yml': `on: workflow_call
jobs:
  bad:
    runs-on: x
    steps: [{ run: exit 1 }]
  later:
    needs: bad
    runs-on: x
    steps: [{ run: print skipped }]
`,
      },
    );
    expect(results).toEqual({
      build: 'failure',
      'build/bad': 'failure',
      'build/later': 'skipped',
      next: 'skipped',
      cleanup: 'success',
    });
    const finished = events.find((e) => e.type === 'run-finished');
    expect(finished?.type === 'run-finished' && finished.status).toBe('failure');
  });

  it("skips the called jobs when the caller's if: is false, saying why", async () => {
    const { results, events } = await runCalls(
      `on: push
jobs:
  build:
    if: github.event_name == 'schedule'
    uses: ./.github/workflows/one.yml
`,
      {
        '.github/workflows/one.yml':
          'on: workflow_call\njobs:\n  only:\n    runs-on: x\n    steps: [{ run: print x }]\n',
      },
    );
    expect(results).toEqual({ build: 'skipped', 'build/only': 'skipped' });
    const skipped = events.find((e) => e.type === 'job-skipped' && e.job === 'build/only');
    expect(skipped?.type === 'job-skipped' && skipped.reason).toBe(
      'its calling job build did not run (skipped)',
    );
  });

  it('fails the call, running none of its jobs, when a with: value has the wrong type for its input', async () => {
    const { results, events } = await runCalls(
      `on: push
jobs:
  build:
    uses: ./.github/workflows/typed.yml
    with:
      count: \${{ github.sha }}
`,
      {
        '.github/workflows/typed.yml': `on:
  workflow_call:
    inputs:
      count: { type: number }
jobs:
  only:
    runs-on: x
    steps: [{ run: print x }]
`,
      },
    );
    expect(results).toEqual({ build: 'failure', 'build/only': 'skipped' });
    const notice = events.find((e) => e.type === 'notice' && e.level === 'error');
    expect(notice?.type === 'notice' && notice.message).toBe(
      `wf.yml:4:11: jobs.build: input 'count' of .github/workflows/typed.yml is a number; got "abc", a string, which GitHub refuses ("Unexpected value 'abc'": it converts nothing to a number); write the number unquoted, or an expression whose value is a number (\${{ fromJSON(x) }})`,
    );
  });

  it('finishes a run whose skipped call holds a call of its own: every job of it skipped, saying why', async () => {
    const { result, results, events } = await runCalls(
      'on: push\njobs:\n  first:\n    runs-on: x\n    steps: [{ run: exit 1 }]\n  c:\n    needs: first\n    uses: ./.github/workflows/a.yml\n',
      {
        '.github/workflows/a.yml':
          'on: workflow_call\njobs:\n  inner:\n    uses: ./.github/workflows/b.yml\n',
        '.github/workflows/b.yml':
          'on: workflow_call\njobs:\n  say:\n    runs-on: x\n    steps: [{ run: print hi }]\n',
      },
    );
    expect(result.status).toBe('failure');
    expect(results).toEqual({
      first: 'failure',
      c: 'skipped',
      'c/inner': 'skipped',
      'c/inner/say': 'skipped',
    });
    expect(events.find((e) => e.type === 'job-skipped' && e.job === 'c/inner/say')).toMatchObject({
      reason: 'its calling job c/inner did not run (skipped)',
    });
  });

  it('runs nested calls: a called workflow calling another, ids <caller>/<job>/<job>', async () => {
    const { results, scripts } = await runCalls(
      'on: push\njobs:\n  outer:\n    uses: ./.github/workflows/a.yml\n    with: { word: deep }\n',
      {
        '.github/workflows/a.yml': `on:
  workflow_call:
    inputs:
      word: { type: string }
    outputs:
      got: { value: "\${{ jobs.inner.outputs.got }}" }
jobs:
  inner:
    uses: ./.github/workflows/b.yml
    with: { word: "\${{ inputs.word }}!" }
`,
        '.github/workflows/b.yml': `on:
  workflow_call:
    inputs:
      word: { type: string }
    outputs:
      got: { value: "\${{ jobs.leaf.outputs.got }}" }
jobs:
  leaf:
    runs-on: x
    outputs: { got: "\${{ inputs.word }}" }
    steps:
      - run: print \${{ inputs.word }}
`,
      },
    );
    expect(results).toEqual({ outer: 'success', 'outer/inner': 'success', 'outer/inner/leaf': 'success' });
    expect(scripts.map((s) => [s.job, s.script])).toEqual([['outer/inner/leaf', 'print deep!']]);
  });

  /** A called file of two jobs: `one` runs `run`, `two` after it sets the output `got` to its env input. */
  const LEGS = (run: string) => `on:
  workflow_call:
    inputs:
      env: { type: string, required: true }
    secrets:
      key: { required: false }
    outputs:
      got: { value: "\${{ jobs.two.outputs.got }}" }
jobs:
  one:
    runs-on: x
    steps:
      - run: |
          ${run}
  two:
    needs: one
    runs-on: x
    outputs: { got: "\${{ steps.o.outputs.got }}" }
    steps:
      - { id: o, run: "output got=\${{ inputs.env }}" }
`;

  it("runs a call with a matrix once a leg: its jobs as <leg>/<job> with the leg's with: and secrets:, legs of the plan's job in the events; its result and outputs as a matrix job's, from the legs that succeeded", async () => {
    const { results, scripts, events } = await runCalls(
      `on: push
jobs:
  deploy:
    strategy:
      fail-fast: false
      max-parallel: 1
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/d.yml
    with:
      env: \${{ matrix.env }}
    secrets:
      key: \${{ secrets.TOKEN }}-\${{ matrix.env }}
  after:
    needs: deploy
    if: always()
    runs-on: x
    steps:
      - run: print \${{ needs.deploy.result }} [\${{ needs.deploy.outputs.got }}]
`,
      {
        '.github/workflows/d.yml': LEGS(
          "print env=${{ inputs.env }} key=${{ secrets.key }} job=${{ github.job }}\n          exit ${{ inputs.env == 'production' && 1 || 0 }}",
        ),
      },
    );
    expect(results).toEqual({
      deploy: 'failure',
      'deploy/one': 'failure',
      'deploy/two': 'success',
      after: 'success',
    });
    expect(scripts.map((s) => [s.job, s.leg, s.script.split('\n')[0]])).toEqual([
      ['deploy/one', 'deploy-staging/one', 'print env=staging key=s3cret-staging job=one'],
      ['deploy/two', 'deploy-staging/two', 'output got=staging'],
      ['deploy/one', 'deploy-production/one', 'print env=production key=s3cret-production job=one'],
      // The leg that finished last failed: the output is the last successful leg's.
      ['after', 'after', 'print failure [staging]'],
    ]);
    const started = events.find((e) => e.type === 'run-started');
    expect(started?.type === 'run-started' && started.jobs.map((j) => [j.id, j.legs])).toEqual([
      ['deploy', ['deploy-staging', 'deploy-production']],
      ['deploy/one', ['deploy-staging/one', 'deploy-production/one']],
      ['deploy/two', ['deploy-staging/two', 'deploy-production/two']],
      ['after', ['after']],
    ]);
    const legs = events.flatMap((e) =>
      e.type === 'job-started' || e.type === 'job-finished'
        ? [[e.type, e.job, e.leg, e.type === 'job-started' ? e.name : e.result]]
        : [],
    );
    // max-parallel: 1, one leg after the other; production's two is a skipped leg of deploy/two.
    expect(legs).toEqual([
      ['job-started', 'deploy', 'deploy-staging', null],
      ['job-started', 'deploy/one', 'deploy-staging/one', 'deploy (staging) / one'],
      ['job-finished', 'deploy/one', 'deploy-staging/one', 'success'],
      ['job-started', 'deploy/two', 'deploy-staging/two', 'deploy (staging) / two'],
      ['job-finished', 'deploy/two', 'deploy-staging/two', 'success'],
      ['job-finished', 'deploy', 'deploy-staging', 'success'],
      ['job-started', 'deploy', 'deploy-production', null],
      ['job-started', 'deploy/one', 'deploy-production/one', 'deploy (production) / one'],
      ['job-finished', 'deploy/one', 'deploy-production/one', 'failure'],
      ['job-finished', 'deploy/two', 'deploy-production/two', 'skipped'],
      ['job-finished', 'deploy', 'deploy-production', 'failure'],
      ['job-started', 'after', 'after', null],
      ['job-finished', 'after', 'after', 'success'],
    ]);
  });

  it("cancels the other legs' jobs when a leg of a call fails, as fail-fast does a matrix job's legs", async () => {
    const { results, events } = await runCalls(
      `on: push
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/d.yml
    with:
      env: \${{ matrix.env }}
  next:
    needs: deploy
    runs-on: x
    steps: [{ run: print never }]
`,
      { '.github/workflows/d.yml': LEGS("${{ inputs.env == 'production' && 'exit 1' || 'wait' }}") },
    );
    expect(results).toEqual({
      deploy: 'failure',
      'deploy/one': 'failure',
      'deploy/two': 'cancelled',
      next: 'skipped',
    });
    const finished = Object.fromEntries(
      events.flatMap((e) => (e.type === 'job-finished' ? [[e.leg, [e.result, e.reason ?? null]]] : [])),
    );
    expect(finished).toEqual({
      'deploy-production/one': ['failure', null],
      'deploy-production/two': ['skipped', 'a job it needs did not succeed: deploy-production/one failed'],
      'deploy-production': ['failure', null],
      'deploy-staging/one': ['cancelled', null],
      'deploy-staging/two': ['cancelled', 'fail-fast: another leg of the call deploy failed'],
      'deploy-staging': ['cancelled', null],
    });
  });

  it('says what is not done here once for a job of a call with a matrix, not once a leg of the call', async () => {
    const { events } = await runCalls(
      `on: push
jobs:
  deploy:
    strategy:
      matrix:
        env: [staging, production]
    uses: ./.github/workflows/d.yml
    with:
      env: \${{ matrix.env }}
`,
      {
        '.github/workflows/d.yml': `on:
  workflow_call:
    inputs:
      env: { type: string, required: true }
jobs:
  one:
    runs-on: windows-latest
    container: node:20
    steps:
      - uses: someone/else@v1
      - run: print done
`,
      },
    );
    const notices = events.flatMap((e) => (e.type === 'notice' && e.job === 'deploy/one' ? [e.message] : []));
    expect(notices.length).toBe(3);
    expect(new Set(notices).size).toBe(3);
  });

  it('expands the matrix of a call from a job it needs when the call starts, and refuses legs whose called stage would be the same in each', async () => {
    const caller = `on: push
jobs:
  setup:
    runs-on: x
    outputs: { list: "\${{ steps.l.outputs.list }}" }
    steps:
      - { id: l, run: 'output list=["a","b"]' }
  deploy:
    needs: setup
    strategy:
      matrix:
        env: \${{ fromJSON(needs.setup.outputs.list) }}
    uses: ./.github/workflows/d.yml
    with:
      env: \${{ matrix.env }}
`;
    const dynamic = await runCalls(caller, { '.github/workflows/d.yml': LEGS('print ${{ inputs.env }}') });
    expect(dynamic.results).toEqual({
      setup: 'success',
      deploy: 'success',
      'deploy/one': 'success',
      'deploy/two': 'success',
    });
    expect(dynamic.events.find((e) => e.type === 'job-legs')).toMatchObject({
      job: 'deploy',
      legs: ['deploy-a', 'deploy-b'],
    });
    expect(dynamic.scripts.filter((s) => s.job === 'deploy/one').map((s) => [s.leg, s.script])).toEqual([
      ['deploy-a/one', 'print a\n'],
      ['deploy-b/one', 'print b\n'],
    ]);

    const stage = LEGS('print x').replace(
      '      - run: |\n          print x',
      '      - uses: ./\n        with:\n          prompt: Review.\n          run: ./agent.sh',
    );
    const same = await runCalls(caller, { '.github/workflows/d.yml': stage });
    expect(same.results).toEqual({
      setup: 'success',
      deploy: 'failure',
      'deploy/one': 'skipped',
      'deploy/two': 'skipped',
    });
    expect(same.actions).toEqual([]);
    const notice = same.events.find((e) => e.type === 'notice' && e.level === 'error');
    expect(notice?.type === 'notice' && notice.message).toContain(
      "jobs.deploy: stage 'one' of job 'deploy/one' would be recorded by every leg of the call around it (deploy-a/one, deploy-b/one)",
    );
    // Named as the legs would run: a leg whose id another job has is numbered.
    const taken = await runCalls(
      `${caller}  deploy-a:\n    runs-on: x\n    steps: [{ run: print plain }]\n`,
      {
        '.github/workflows/d.yml': stage,
      },
    );
    const refused = taken.events.find((e) => e.type === 'notice' && e.level === 'error');
    expect(refused?.type === 'notice' && refused.message).toContain('(deploy-a-2/one, deploy-b/one)');
  });

  it('runs a call inside each leg of a call with a matrix as <leg>/<job>/<job>, with the inputs of its leg, each job of the plan the sum of its runs', async () => {
    const { results, scripts, result } = await runCalls(
      `on: push
jobs:
  outer:
    strategy:
      matrix:
        word: [hi, yo]
    uses: ./.github/workflows/a.yml
    with: { word: "\${{ matrix.word }}" }
`,
      {
        '.github/workflows/a.yml': `on:
  workflow_call:
    inputs:
      word: { type: string }
jobs:
  first:
    runs-on: x
    steps: [{ run: "print first \${{ inputs.word }}" }]
  inner:
    needs: first
    uses: ./.github/workflows/b.yml
    with: { word: "\${{ inputs.word }}!" }
`,
        '.github/workflows/b.yml': `on:
  workflow_call:
    inputs:
      word: { type: string }
jobs:
  leaf:
    runs-on: x
    steps:
      - run: print \${{ inputs.word }}
`,
      },
    );
    expect(results).toEqual({
      outer: 'success',
      'outer/first': 'success',
      'outer/inner': 'success',
      'outer/inner/leaf': 'success',
    });
    expect(scripts.map((s) => [s.job, s.leg, s.script]).sort()).toEqual([
      ['outer/first', 'outer-hi/first', 'print first hi'],
      ['outer/first', 'outer-yo/first', 'print first yo'],
      ['outer/inner/leaf', 'outer-hi/inner/leaf', 'print hi!'],
      ['outer/inner/leaf', 'outer-yo/inner/leaf', 'print yo!'],
    ]);
    expect([...(result.jobs.find((job) => job.id === 'outer/inner/leaf')?.legs ?? [])].sort()).toEqual([
      'outer-hi/inner/leaf',
      'outer-yo/inner/leaf',
    ]);
  });

  it('gives a prompt after a call the known stages of its jobs, one that recorded nothing too, while another has a matrix only the run makes', async () => {
    const called = `on:
  workflow_call:
    inputs:
      angles: { type: string, required: true }
jobs:
  review:
    runs-on: x
    strategy:
      matrix:
        angle: \${{ fromJSON(inputs.angles) }}
    # (The fake ports record a leg's stage as its \`stage\` input.)
    steps: [{ uses: ./, with: { stage: "review-\${{ matrix.angle }}", prompt: p, run: r } }]
  sum:
    needs: review
    runs-on: x
    steps: [{ if: false, uses: ./, with: { stage: sum-staging, prompt: p, run: r } }]
`;
    const { actions } = await runCalls(
      `on: push
jobs:
  deploy:
    uses: ./.github/workflows/d.yml
    with:
      angles: '["security","docs"]'
  after:
    needs: deploy
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
`,
      { '.github/workflows/d.yml': called },
    );
    expect(actions.find((a) => a.job === 'after')?.upstream).toEqual([
      { stage: 'review-security', job: 'deploy', matrix: { angle: 'security' } },
      { stage: 'review-docs', job: 'deploy', matrix: { angle: 'docs' } },
      { stage: 'sum-staging', job: 'deploy' },
    ]);
  });

  it("gives a called job's stage no upstream stages from the workflow file, nor its jobs, as GitHub's action, which reads the caller's file", async () => {
    const { actions } = await runCalls(
      `on: push
jobs:
  first:
    runs-on: x
    steps: [{ uses: ./, with: { prompt: p, run: r } }]
  deploy:
    needs: first
    strategy:
      matrix:
        env: [staging]
    uses: ./.github/workflows/d.yml
    with:
      env: \${{ matrix.env }}
`,
      {
        '.github/workflows/d.yml': `on:
  workflow_call:
    inputs:
      env: { type: string, required: true }
jobs:
  review:
    runs-on: x
    steps: [{ uses: ./, with: { stage: "review-\${{ inputs.env }}", prompt: p, run: r } }]
  sum:
    needs: review
    runs-on: x
    steps: [{ uses: ./, with: { stage: "sum-\${{ inputs.env }}", prompt: p, run: r } }]
`,
      },
    );
    // On GitHub the stage inside the call reads the caller's file, which has no job sum: it knows what its
    // `needs` input names (the records then name their jobs by their own ids, prepare.ts), and no `next` check.
    const sum = actions.find((a) => a.leg === 'deploy-staging/sum');
    expect(sum?.upstream).toBeUndefined();
    expect(sum?.needsFacts).toBeUndefined();
    expect(sum?.jobIds).toBeNull();
    expect(sum?.workflowUnread).toMatch(
      /^\S+ has no job sum: on GitHub a step in a called workflow reads the file of the workflow that calls it$/,
    );
  });
});

describe('executePlan: the machine out of something', () => {
  /** An error as Node gives one for a failed system call. */
  const systemError = (code: string, syscall: string, message: string) =>
    Object.assign(new Error(message), { code, syscall, errno: -1 });
  const TWO_JOBS = `on: push
jobs:
  a:
    runs-on: x
    steps: [{ run: echo a }]
  b:
    runs-on: x
    steps: [{ run: echo b }]
`;
  const stepEnds = (events: RunEvent[]) =>
    Object.fromEntries(
      events.flatMap((e) => (e.type === 'step-finished' ? [[e.leg, [e.outcome, e.message]]] : [])),
    );
  const errors = (events: RunEvent[]) =>
    events.flatMap((e) => (e.type === 'notice' && e.level === 'error' ? [e.message] : []));

  it('fails a step that met the limit of open files or processes saying which limit to raise and that fewer jobs help, never as an internal error', async () => {
    const ports = fakePorts();
    ports.ports.runScript = async (spec) => {
      throw spec.leg === 'a'
        ? systemError('EMFILE', 'open', "EMFILE: too many open files, open '/tmp/r/step-1/output'")
        : systemError('EAGAIN', 'spawn bash', 'spawn bash EAGAIN');
    };
    const { events, results } = await run(TWO_JOBS, { fewerJobs: 'run fewer jobs at once with -j N' }, ports);
    expect(results).toEqual({ a: 'failure', b: 'failure' });
    expect(stepEnds(events)).toEqual({
      a: [
        'failure',
        "EMFILE: too many open files, open '/tmp/r/step-1/output' (too many open files: raise ulimit -n, or run fewer jobs at once with -j N)",
      ],
      b: [
        'failure',
        'spawn bash EAGAIN (too many processes: raise ulimit -u, or run fewer jobs at once with -j N)',
      ],
    });
    expect(errors(events)).toEqual([]);
  });

  it('says a full disk under a failed step, and still calls any other error it did not expect an internal error', async () => {
    const ports = fakePorts();
    ports.ports.runScript = async (spec) => {
      throw spec.leg === 'a'
        ? systemError('ENOSPC', 'write', 'ENOSPC: no space left on device, write')
        : new TypeError("Cannot read properties of undefined (reading 'on')");
    };
    const { events } = await run(TWO_JOBS, {}, ports);
    expect(stepEnds(events)).toEqual({
      a: ['failure', 'ENOSPC: no space left on device, write (the disk is full)'],
      b: ['failure', "Cannot read properties of undefined (reading 'on')"],
    });
    expect(errors(events)).toEqual(["internal error: Cannot read properties of undefined (reading 'on')"]);
  });

  it('fails the leg whose temp dir (RUNNER_TEMP) cannot be made, saying why; the run and its other jobs go on', async () => {
    const ports = fakePorts();
    const made: string[] = [];
    Object.assign(ports.ports, {
      legTemp: {
        open: async (leg: string) => {
          if (leg === 'a')
            throw systemError(
              'ENOSPC',
              'mkdir',
              "ENOSPC: no space left on device, mkdir '/tmp/r/runner-temp-1'",
            );
          made.push(leg);
          return `/tmp/r/${leg}`;
        },
        close: async () => {},
      },
    });
    const { events, results, result } = await run(TWO_JOBS, { concurrency: 1 }, ports);
    expect(results).toEqual({ a: 'failure', b: 'success' });
    expect(result.status).toBe('failure');
    expect(made).toEqual(['b']);
    const why = "ENOSPC: no space left on device, mkdir '/tmp/r/runner-temp-1' (the disk is full)";
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'job-finished', leg: 'a', result: 'failure', reason: why }),
    );
    expect(errors(events)).toEqual([why]);
  });
});
