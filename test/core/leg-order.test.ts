import { describe, expect, it } from 'vitest';
import { compareStageIds, type LegPlace, orderLegs, writtenLegPlaces } from '../../src/core/leg-order.js';
import { buildPromptContext } from '../../src/core/template/context.js';
import { renderPrompt } from '../../src/core/template/render-prompt.js';
import { readJobGraph, upstreamStagesOf } from '../../src/core/upstream-stages.js';
import { expandMatrix } from '../../src/core/workflow/matrix.js';
import { buildPlan, legPlacesFor } from '../../src/core/workflow/plan.js';
import { promptUpstream } from '../../src/core/workflow/prompt-upstream.js';
import { GITHUB, handoff, storedRecord } from '../support/template-fixtures.js';
import { expressions, parseWorkflow } from '../support/workflow-language.js';

/** A written-out matrix whose expansion order (security, perf, api-deep, style) is not its ids' order. */
const MATRIX = {
  angle: ['security', 'perf', 'api', 'docs'],
  exclude: [{ angle: 'docs' }],
  include: [{ angle: 'api', depth: 'deep' }, { angle: 'style' }],
};
const EXPANSION_ORDER = ['review-security', 'review-perf', 'review-api-deep', 'review-style'];

const stage = (id: string, place?: LegPlace) => ({ stage: id, ...(place === undefined ? {} : { place }) });
const ids = (stages: ReadonlyArray<{ stage: string }>) => stages.map((s) => s.stage);

describe('writtenLegPlaces', () => {
  it("gives each leg's stage id (the job id and its values) its place in GitHub's expansion, include and exclude applied", () => {
    const places = writtenLegPlaces('review', expandMatrix(MATRIX, 'review'));
    expect([...places]).toEqual(EXPANSION_ORDER.map((id, i) => [id, i]));
  });
});

describe('orderLegs', () => {
  it("puts the legs of a written-out matrix in its expansion order, not their ids' order; other stages after, by id", () => {
    const places = writtenLegPlaces('review', expandMatrix(MATRIX, 'review'));
    const given = [...EXPANSION_ORDER, 'review-zz', 'review-aa'].sort(compareStageIds);
    expect(given).not.toEqual(EXPANSION_ORDER.concat('review-aa', 'review-zz'));
    const at = (id: string) => places.get(id);
    const ordered = orderLegs(given.map((id) => stage(id, at(id) === undefined ? undefined : [at(id)!])));
    expect(ids(ordered)).toEqual([...EXPANSION_ORDER, 'review-aa', 'review-zz']);
  });

  it('orders the legs of a matrix made by an expression (no places) by leg id, character by character in ASCII order', () => {
    // Expanded as zeta, alpha, mid, shard-10, shard-2 …: what the run made of fromJSON(...) counts for nothing.
    const given = ['dyn-zeta', 'dyn-alpha', 'dyn-mid', 'dyn-shard-2', 'dyn-shard-10', 'dyn-Mid', 'dyn_x'];
    expect(ids(orderLegs(given.map((id) => stage(id))))).toEqual([
      'dyn-Mid',
      'dyn-alpha',
      'dyn-mid',
      'dyn-shard-10',
      'dyn-shard-2',
      'dyn-zeta',
      'dyn_x',
    ]);
    // Whatever order they were given in.
    expect(ids(orderLegs([...given].reverse().map((id) => stage(id))))).toEqual(
      ids(orderLegs(given.map((id) => stage(id)))),
    );
  });

  it('orders nested places level by level: a leg of a written-out matrix before what is not one, then by id', () => {
    const given = [
      stage('e', [1]),
      stage('d'),
      stage('c', [0]),
      stage('b', [0, 1]),
      stage('a', [0, 0]),
      stage('f', [0, 0]),
      stage('g', []),
    ];
    expect(ids(orderLegs(given))).toEqual(['a', 'f', 'b', 'c', 'e', 'd', 'g']);
    // A new list; the one given is left as it was.
    expect(ids(given)).toEqual(['e', 'd', 'c', 'b', 'a', 'f', 'g']);
  });
});

describe('the order of jobs.<id>, from the workflow on GitHub and in baton run', () => {
  const WORKFLOW = `on:
  workflow_dispatch:
    inputs:
      angles: { type: string, default: '["zeta","alpha","mid"]' }
jobs:
  review:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: [security, perf, api, docs]
        exclude:
          - angle: docs
        include:
          - angle: api
            depth: deep
          - angle: style
    steps:
      - uses: ./
        with: { prompt: Review., run: ./agent.sh }
  dynamic:
    runs-on: ubuntu-latest
    strategy:
      matrix:
        angle: \${{ fromJSON(inputs.angles) }}
    steps:
      - uses: ./
        with: { prompt: Review., run: ./agent.sh }
  synth:
    needs: [review, dynamic]
    runs-on: ubuntu-latest
    steps:
      - uses: ./
        with: { prompt: Synth., run: ./agent.sh }
`;
  const TEMPLATE = '{{#each jobs.review}}{{id}} {{/each}}| {{#each jobs.dynamic}}{{id}} {{/each}}';
  const EXPECTED =
    'review-security review-perf review-api-deep review-style | dynamic-alpha dynamic-mid dynamic-zeta ';
  const DYNAMIC = ['dynamic-zeta', 'dynamic-alpha', 'dynamic-mid'];

  /** Each upstream stage with a record, as the prompt reads it. */
  const rendered = (upstream: ReadonlyArray<{ stage: string; job: string | null; place?: LegPlace }>) =>
    renderPrompt(
      TEMPLATE,
      buildPromptContext({
        upstream: upstream.map(({ stage, job, place }) => ({
          stage,
          job: job ?? stage,
          ...(place === undefined ? {} : { place }),
          stored: storedRecord(stage, handoff('ok'), { job: job ?? stage }),
        })),
        inputs: {},
        github: GITHUB,
      }).context,
    ).prompt;

  it('on GitHub (the job graph read from the file, records listed by name)', () => {
    const graph = readJobGraph(WORKFLOW)!;
    const recorded = [...EXPANSION_ORDER, ...DYNAMIC].sort(compareStageIds);
    const upstream = upstreamStagesOf({ graph, job: 'synth', recorded, referenced: [] });
    expect(rendered(upstream)).toBe(EXPECTED);
  });

  it('in baton run (the plan, which knows the matrix made by an expression too: its order counts for nothing)', async () => {
    const plan = buildPlan(await parseWorkflow(WORKFLOW, 'wf.yml'), expressions);
    expect(plan.jobs.find((j) => j.id === 'dynamic')?.stages).toEqual(DYNAMIC);
    const synth = plan.jobs.find((j) => j.id === 'synth')!;
    const upstream = promptUpstream(
      synth.stageUpstream,
      (id) => [plan.jobs.find((j) => j.id === id)?.stages],
      {
        placeOf: legPlacesFor(plan, synth),
      },
    );
    expect(rendered(upstream)).toBe(EXPECTED);
  });
});
