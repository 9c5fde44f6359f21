import { describe, expect, it } from 'vitest';
import { formatError } from '../../src/core/errors.js';
import { stageSpecFromInputs, withWorkflow } from '../../src/core/stage/stage-spec.js';
import {
  needsInputFactsOf,
  readJobGraph,
  recordIsFromJob,
  upstreamJobsOf,
  upstreamStagesOf,
} from '../../src/core/upstream-stages.js';
import { lintText } from '../support/lint-fixtures.js';
import { stageSpecContext } from '../support/stage-context.js';

const WORKFLOW = `
on: push
jobs:
  investigate:
    runs-on: ubuntu-latest
    steps: [{ uses: baton-dev/baton@v1, with: { prompt: x, run: y } }]
  review:
    needs: investigate
    strategy: { matrix: { angle: [security, tests] } }
    runs-on: ubuntu-latest
    steps: [{ uses: baton-dev/baton@v1 }]
  review-extra:
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
  plan:
    needs: [investigate]
    runs-on: ubuntu-latest
    steps: [{ uses: baton-dev/baton@v1, with: { stage: planning } }, { uses: x, with: { stage: '\${{ matrix.x }}' } }]
  fix:
    needs: [review, plan]
    runs-on: ubuntu-latest
    steps: [{ uses: baton-dev/baton@v1 }]
  beside:
    runs-on: ubuntu-latest
    steps: [{ run: 'true' }]
`;

describe('readJobGraph', () => {
  it('reads jobs, needs, matrices and literal stage ids', () => {
    const graph = readJobGraph(WORKFLOW)!;
    expect(graph.jobs.map((j) => j.id)).toEqual([
      'investigate',
      'review',
      'review-extra',
      'plan',
      'fix',
      'beside',
    ]);
    expect(graph.jobs.find((j) => j.id === 'fix')).toEqual({
      id: 'fix',
      needs: ['review', 'plan'],
      matrix: false,
      stages: [],
      callsStageWorkflow: false,
      stageIds: ['fix'],
      openMatrix: false,
    });
    expect(graph.jobs.find((j) => j.id === 'review')?.matrix).toBe(true);
    expect(graph.jobs.find((j) => j.id === 'plan')?.stages).toEqual(['planning']);
  });

  it('knows the stage ids a job records when the file says them: a written-out matrix’s legs, as the plan names them', () => {
    const graph = readJobGraph(WORKFLOW)!;
    const ids = (id: string) => graph.jobs.find((j) => j.id === id)?.stageIds;
    expect(ids('review')).toEqual(['review-security', 'review-tests']);
    // A stage: from an expression could be any id.
    expect(ids('plan')).toBeNull();
    const legs = readJobGraph(`jobs:
  review:
    strategy:
      matrix:
        angle: [security, tests]
        exclude: [{angle: tests}]
        include: [{angle: perf, extra: deep}]
    steps: [{ uses: baton-dev/baton@v1 }]
  dynamic:
    strategy: { matrix: { angle: '\${{ fromJSON(vars.ANGLES) }}' } }
    steps: [{ uses: baton-dev/baton@v1 }]
  whole:
    strategy: { matrix: '\${{ fromJSON(vars.M) }}', fail-fast: false }
  refused:
    strategy: { matrix: { angle: [] } }
  plain:
    strategy: { fail-fast: false }
  named:
    strategy: { matrix: { os: [linux] } }
    steps: [{ uses: baton-dev/baton@v1, with: { stage: summary } }]
  call:
    uses: ./.github/workflows/other.yml
`)!;
    expect(Object.fromEntries(legs.jobs.map((j) => [j.id, j.stageIds]))).toEqual({
      review: ['review-security', 'review-perf-deep'],
      dynamic: null,
      whole: null,
      refused: null,
      plain: ['plain'],
      named: ['summary', 'named-linux'],
      call: null,
    });
    // Whose stage ids are `<job>-<matrix values>`, known only when the run expands its matrix.
    expect(legs.jobs.filter((j) => j.openMatrix).map((j) => j.id)).toEqual(['dynamic', 'whole', 'refused']);
  });

  it("places the legs of a matrix written out in full by the stage ids they give by default, stage: given or not; a matrix from an expression or a call's, not", () => {
    const graph = readJobGraph(`jobs:
  review:
    strategy:
      matrix:
        angle: [security, perf, api]
        exclude: [{angle: perf}]
        include: [{angle: docs}]
    steps: [{ uses: baton-dev/baton@v1 }]
  named:
    strategy: { matrix: { angle: [b, a] } }
    steps: [{ uses: baton-dev/baton@v1, with: { stage: 'named-\${{ matrix.angle }}' } }]
  dynamic:
    strategy: { matrix: { angle: '\${{ fromJSON(vars.ANGLES) }}' } }
    steps: [{ uses: baton-dev/baton@v1 }]
  call:
    strategy: { matrix: { env: [b, a] } }
    uses: ./.github/workflows/other.yml
  plain:
    steps: [{ uses: baton-dev/baton@v1 }]
`)!;
    const places = Object.fromEntries(graph.jobs.map((j) => [j.id, j.legPlaces && [...j.legPlaces]]));
    expect(places).toEqual({
      review: [
        ['review-security', 0],
        ['review-api', 1],
        ['review-docs', 2],
      ],
      named: [
        ['named-b', 0],
        ['named-a', 1],
      ],
      dynamic: undefined,
      call: undefined,
      plain: undefined,
    });
  });

  it('resolves needs ignoring case, as GitHub does: needs: build names job Build', () => {
    const graph = readJobGraph('jobs:\n  Build: { runs-on: x }\n  deploy: { needs: [BUILD, ghost] }\n')!;
    expect(graph.jobs.find((j) => j.id === 'deploy')?.needs).toEqual(['Build', 'ghost']);
    expect([...upstreamJobsOf(graph, 'deploy')]).toEqual(['Build']);
  });

  it('returns null for text that is not a workflow', () => {
    expect(readJobGraph('just: [text')).toBeNull();
    expect(readJobGraph('- a list')).toBeNull();
  });

  it('follows needs transitively without looping on a cycle', () => {
    const graph = readJobGraph(WORKFLOW)!;
    expect([...upstreamJobsOf(graph, 'fix')].sort()).toEqual(['investigate', 'plan', 'review']);
    const cycle = readJobGraph('jobs:\n  a: { needs: b }\n  b: { needs: a }\n')!;
    expect([...upstreamJobsOf(cycle, 'a')]).toEqual(['b']);
  });
});

describe('upstreamStagesOf', () => {
  const graph = readJobGraph(WORKFLOW)!;

  it('keeps the stages of upstream jobs: job ids, matrix legs with their values, declared stage ids', () => {
    const upstream = upstreamStagesOf({
      graph,
      job: 'fix',
      recorded: ['investigate', 'review-security', 'review-extra', 'beside', 'planning'],
      referenced: [],
    });
    expect(upstream).toEqual([
      { stage: 'investigate', job: 'investigate' },
      { stage: 'planning', job: 'plan' },
      // Each at its place in the matrix written out (the order of jobs.review).
      { stage: 'review-security', job: 'review', matrix: { angle: 'security' }, place: [0] },
      // A leg of a matrix written out, record or not.
      { stage: 'review-tests', job: 'review', matrix: { angle: 'tests' }, place: [1] },
    ]);
  });

  it('never takes a stage of a job running beside this one, even when its record exists', () => {
    const upstream = upstreamStagesOf({
      graph,
      job: 'review',
      recorded: ['beside', 'review-extra', 'fix'],
      referenced: [],
    });
    expect(upstream).toEqual([{ stage: 'investigate', job: 'investigate' }]);
  });

  it('adds a referenced matrix leg that has no record yet, so it renders as absent; a leg the matrix does not have is not upstream', () => {
    const upstream = upstreamStagesOf({
      graph,
      job: 'fix',
      recorded: [],
      referenced: ['review-tests', 'review-docs', 'review', 'beside'],
    });
    expect(upstream).toEqual([
      { stage: 'investigate', job: 'investigate' },
      { stage: 'planning', job: 'plan' },
      { stage: 'review-security', job: 'review', matrix: { angle: 'security' }, place: [0] },
      { stage: 'review-tests', job: 'review', matrix: { angle: 'tests' }, place: [1] },
    ]);
  });

  it('lists each leg of a matrix written out in full with its values, a leg without a record too; an expression leaves only the records', () => {
    const legs = readJobGraph(`
jobs:
  review:
    strategy:
      matrix:
        angle: [security, perf]
        include: [{ angle: docs, lang: en }]
    runs-on: x
    steps: [{ uses: baton-dev/baton@v1 }]
  dynamic:
    strategy: { matrix: { angle: '\${{ fromJSON(vars.ANGLES) }}' } }
    runs-on: x
    steps: [{ uses: baton-dev/baton@v1 }]
  named:
    strategy: { matrix: { angle: [a, b] } }
    runs-on: x
    steps: [{ uses: baton-dev/baton@v1, with: { stage: 'named-\${{ matrix.angle }}-x' } }]
  synth:
    needs: [review, dynamic, named]
    runs-on: x
    steps: [{ uses: baton-dev/baton@v1 }]
`)!;
    expect(
      upstreamStagesOf({
        graph: legs,
        job: 'synth',
        recorded: ['review-security', 'dynamic-a'],
        referenced: [],
      }),
    ).toEqual([
      // No place for a leg of a matrix made by an expression: jobs.dynamic lists it by id.
      { stage: 'dynamic-a', job: 'dynamic' },
      { stage: 'review-docs-en', job: 'review', matrix: { angle: 'docs', lang: 'en' }, place: [2] },
      { stage: 'review-perf', job: 'review', matrix: { angle: 'perf' }, place: [1] },
      { stage: 'review-security', job: 'review', matrix: { angle: 'security' }, place: [0] },
    ]);
  });

  it('takes a referenced stage of a job whose stage ids only its run knows, marked open; a recorded one is not', () => {
    const dynamic = readJobGraph(`jobs:
  review:
    strategy: { matrix: { angle: '\${{ fromJSON(vars.ANGLES) }}' } }
    steps: [{ uses: baton-dev/baton@v1 }]
  review-extra:
    steps: [{ uses: baton-dev/baton@v1 }]
  fix:
    needs: [review, review-extra]
    steps: [{ uses: baton-dev/baton@v1 }]
`)!;
    expect(
      upstreamStagesOf({
        graph: dynamic,
        job: 'fix',
        recorded: ['review-security'],
        referenced: ['review-security', 'review-secruity', 'review-extra', 'review-extra-x'],
      }),
    ).toEqual([
      { stage: 'review-extra', job: 'review-extra' },
      // Not review-extra's (whose one stage id is known), so a leg of review's, known only in its run.
      { stage: 'review-extra-x', job: 'review', open: true },
      { stage: 'review-secruity', job: 'review', open: true },
      { stage: 'review-security', job: 'review' },
    ]);
  });

  it('still takes a stage that has a record under the job whose id it starts with (its record’s job is checked after)', () => {
    const upstream = upstreamStagesOf({ graph, job: 'fix', recorded: ['review-2'], referenced: [] });
    expect(upstream.map((u) => u.stage)).toContain('review-2');
  });
});

describe("jobs that call baton's reusable stage workflow", () => {
  const CALLS = `
jobs:
  investigate:
    uses: baton-dev/baton/.github/workflows/baton-stage.yml@0123456789abcdef0123456789abcdef01234567
    with: { stage: investigation, prompt: x, run: y }
  ask:
    needs: investigate
    strategy: { matrix: { agent: [claude, codex] } }
    uses: baton-dev/baton/.github/workflows/baton-stage.yml@0123456789abcdef0123456789abcdef01234567
    with: { stage: 'ask-\${{ matrix.agent }}', prompt: x }
  other:
    uses: octo/tools/.github/workflows/build.yml@v1
    with: { stage: not-a-stage }
  after:
    needs: [ask, other]
    runs-on: ubuntu-latest
    steps: [{ uses: baton-dev/baton@v1 }]
`;
  const graph = readJobGraph(CALLS)!;

  it('are read with the literal stage id their with: gives, and marked', () => {
    expect(graph.jobs.map((j) => [j.id, j.stages, j.callsStageWorkflow])).toEqual([
      ['investigate', ['investigation'], true],
      ['ask', [], true],
      ['other', [], false],
      ['after', [], false],
    ]);
    expect(
      upstreamStagesOf({ graph, job: 'after', recorded: ['investigation', 'ask-claude'], referenced: [] }),
    ).toEqual([
      // Its stage: gives the id the leg would have by default, at that leg's place.
      { stage: 'ask-claude', job: 'ask', place: [0] },
      { stage: 'investigation', job: 'investigate' },
      // As any upstream job without a matrix or a stage id: its job id, absent unless it has a record.
      { stage: 'other', job: 'other' },
    ]);
  });

  it("accept a record made in the stage workflow's own job, and only for a job that calls it", () => {
    expect(recordIsFromJob(graph, 'ask', 'ask')).toBe(true);
    expect(recordIsFromJob(graph, 'ask', 'stage')).toBe(true);
    expect(recordIsFromJob(graph, 'ask', 'other')).toBe(false);
    expect(recordIsFromJob(graph, 'after', 'stage')).toBe(false);
    expect(recordIsFromJob(graph, 'other', 'stage')).toBe(false);
    expect(recordIsFromJob(graph, null, 'stage')).toBe(false);
  });
});

describe('the needs input, checked by the action against the workflow file as baton lint checks it', () => {
  const workflow = (needs: string, matrix = '[security, tests, docs]') => `on: pull_request
permissions:
  contents: read
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: ${matrix}
    steps:
      - uses: baton-dev/baton@v1
        with: { prompt: Review., run: ./agent.sh }
  synthesize:
    needs: review
    runs-on: ubuntu-latest
    steps:
      - uses: baton-dev/baton@v1
        with: { prompt: Synthesize., run: ./agent.sh, needs: ${needs} }
`;

  /** The spec of synthesize's step as the action builds it in a run, with these stages recorded. */
  function inRun(text: string, needs: string, recorded: string[]) {
    const graph = readJobGraph(text)!;
    const spec = stageSpecFromInputs(
      { prompt: 'Synthesize.', run: './agent.sh', needs },
      stageSpecContext({ job: 'synthesize' }),
    );
    const upstream = upstreamStagesOf({ graph, job: 'synthesize', recorded, referenced: [] });
    return () =>
      withWorkflow(spec, {
        upstream,
        workflowJobs: graph.jobs.map((j) => j.id),
        needs: needsInputFactsOf(graph, 'synthesize', upstream),
      });
  }

  function refusal(text: string, needs: string, recorded: string[]): string {
    try {
      inRun(text, needs, recorded)();
    } catch (error) {
      return formatError(error);
    }
    throw new Error('expected the needs input to be refused');
  }

  const LEGS = ['review-security', 'review-tests', 'review-docs'];

  it('refuses a matrix job’s id, naming its legs, in the words of baton lint', async () => {
    const text = workflow('review');
    const [finding] = (await lintText(text)).filter((f) => f.rule === 'invalid-input');
    expect(refusal(text, 'review', LEGS)).toBe(finding?.message);
    expect(finding?.message).toBe(
      'needs: "review" is the matrix job review, not a stage: name its legs (review-security, review-tests, review-docs); upstream stages: review-security, review-tests, review-docs',
    );
  });

  it('says which upstream stage a misspelt one was meant to be, as baton lint does', async () => {
    const text = workflow('review-securty');
    const [finding] = (await lintText(text)).filter((f) => f.rule === 'invalid-input');
    expect(refusal(text, 'review-securty', LEGS)).toBe(finding?.message);
    expect(finding?.message).toContain('(did you mean review-security?)');
  });

  it('takes a leg that did not record, under a matrix only the run knows, as a stage the render then finds absent', () => {
    const text = workflow('review-perf', "'${{ fromJSON(vars.ANGLES) }}'");
    const spec = inRun(text, 'review-perf', ['review-security'])();
    expect(spec.upstream).toContainEqual({ stage: 'review-perf', job: 'review', open: true });
    expect(spec.needs).toEqual(['review-perf']);
    // The job id is still no stage of it.
    expect(refusal(text, 'review', ['review-security'])).toBe(
      'needs: "review" is the matrix job review, not a stage: name its legs (review-<matrix values>, known when the run expands its matrix); upstream stages: review-security, review-*',
    );
  });
});
