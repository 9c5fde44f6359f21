import { Problem } from '../problem.js';
import * as z from '../zod.js';

/**
 * The workflow model: what `parseWorkflow` makes of a workflow file. Plain data (it survives JSON), with the
 * position of everything a message may have to point at. Expressions are kept as GitHub's parser left them
 * (`echo ${{ matrix.angle }}` becomes `format('echo {0}', matrix.angle)`), so evaluating them later gives
 * GitHub's results without a hand-written interpolator.
 */

/** A one-based line and column in the workflow file. */
export const Position = z.object({ line: z.number().check(z.int()), column: z.number().check(z.int()) });
export type Position = z.infer<typeof Position>;

/**
 * A scalar as written: literal text, or an expression. `text` is the source (`echo ${{ x }}`); `expression`
 * is what evaluates to the value (`format('echo {0}', x)`), or null for a literal.
 */
export const WorkflowValue = z.object({
  text: z.string(),
  expression: z.nullable(z.string()),
  position: Position,
  /** In a map (`with:`, `env:`), where its key is: a message about the name points there. */
  keyPosition: z.optional(Position),
  /**
   * For a literal, the YAML type it was written as (`3` a number, `"3"` a string): a called workflow's
   * `number` or `boolean` input takes only that type, as GitHub converts nothing to them.
   */
  literal: z.optional(z.enum(['string', 'number', 'boolean', 'null'])),
});
export type WorkflowValue = z.infer<typeof WorkflowValue>;

/** A YAML tree (strategy, permissions …) whose scalars may be expressions. */
export type ValueNode =
  | { kind: 'literal'; value: string | number | boolean | null; position: Position }
  | { kind: 'expression'; expression: string; text: string; position: Position }
  | { kind: 'sequence'; items: ValueNode[]; position: Position }
  | {
      kind: 'mapping';
      /** `keyPosition`: where the key is written, for a message about the key itself. */
      entries: Array<{ key: string; value: ValueNode; keyPosition?: Position }>;
      position: Position;
    };
export const ValueNode: z.ZodMiniType<ValueNode> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('literal'),
      value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
      position: Position,
    }),
    z.object({ kind: z.literal('expression'), expression: z.string(), text: z.string(), position: Position }),
    z.object({ kind: z.literal('sequence'), items: z.array(ValueNode), position: Position }),
    z.object({
      kind: z.literal('mapping'),
      entries: z.array(z.object({ key: z.string(), value: ValueNode, keyPosition: z.optional(Position) })),
      position: Position,
    }),
  ]),
);

/**
 * An `if:` condition. `expression` has GitHub's implicit `success() && (…)` added when the condition calls
 * no status function; `text` is the condition as written, or null when there was none.
 */
export const Condition = z.object({
  expression: z.string(),
  text: z.nullable(z.string()),
  position: z.nullable(Position),
  /** The `if:` as written names no status function, so GitHub's parser made it `success() && (…)`. */
  implicitSuccess: z.optional(z.boolean()),
});
export type Condition = z.infer<typeof Condition>;

/** Named values (`env:`, `with:`, job `outputs:`), in file order. */
export const ValueMap = z.record(z.string(), WorkflowValue);
export type ValueMap = z.infer<typeof ValueMap>;

export const Step = z.object({
  /** Zero-based position in the job. */
  index: z.number().check(z.int()),
  /** The `id:` as written, or null (the steps context only holds steps with an id, as on GitHub). */
  id: z.nullable(z.string()),
  /**
   * The name GitHub gives the step (`github.action`, `GITHUB_ACTION`): its `id`, else one made by GitHub's
   * parser (`__run`, `__run_2`, `__actions_checkout`, `__self`). Absent when the workflow could not be read.
   */
  action: z.optional(z.string()),
  name: z.nullable(WorkflowValue),
  if: Condition,
  /** `run:` script, for run steps. */
  run: z.nullable(WorkflowValue),
  /** `uses:` reference, for action steps. */
  uses: z.nullable(z.object({ text: z.string(), position: Position })),
  /**
   * Its `uses: ./path` names an action of the repository that is not baton's (an action.yml of the
   * project's own there): it runs as that action, never as baton's. Set by whoever reads the project.
   */
  ownAction: z.optional(z.literal(true)),
  /**
   * Its `uses: ./path` names no action in the repository (no action.yml, action.yaml or Dockerfile there):
   * GitHub fails the step, even at `./` or `./prepare`, which are then not baton's. Set by whoever reads
   * the project; without either mark, those paths are baton's actions, as in baton's own repository.
   */
  actionMissing: z.optional(z.literal(true)),
  with: ValueMap,
  env: ValueMap,
  shell: z.nullable(WorkflowValue),
  workingDirectory: z.nullable(WorkflowValue),
  continueOnError: z.union([z.boolean(), WorkflowValue]),
  /** `timeout-minutes` of the step: when it is up, the step is stopped and fails. */
  timeoutMinutes: z.nullable(ValueNode),
  position: Position,
});
export type Step = z.infer<typeof Step>;

/**
 * What a project holds at the path a `uses: ./path` names: an action of its own, baton's own action (the
 * project is baton, or a checkout of it), or none.
 */
export type ActionAt = 'own' | 'baton' | 'missing';

/**
 * A local action (`uses: ./path`) as `baton run` reads its `action.yml`: a composite action's inputs,
 * outputs and steps, which run in the job as on GitHub; any other kind (`node20`, `docker`) by its `using`.
 */
export const LocalAction = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('composite'),
    /** The action.yml's path, for `file:line:col` in messages. */
    file: z.string(),
    /** The action's directory, absolute (`github.action_path`, `GITHUB_ACTION_PATH`). */
    directory: z.string(),
    /** The action.yml's text, for positions inside its multi-line values. */
    source: z.string(),
    inputs: z.array(z.object({ id: z.string(), default: z.nullable(WorkflowValue), required: z.boolean() })),
    outputs: z.array(z.object({ id: z.string(), value: z.nullable(WorkflowValue) })),
    steps: z.array(Step),
  }),
  z.object({ kind: z.literal('other'), file: z.string(), using: z.string() }),
]);
export type LocalAction = z.infer<typeof LocalAction>;

/**
 * `defaults.run` of the workflow or a job. A job's may hold expressions (`packages/${{ matrix.pkg }}`),
 * evaluated when its job starts; the workflow's are literals (GitHub's schema gives them no context). A
 * job's, when it has one, replaces the workflow's whole, as the runner overlays them (JobExtension.cs): a
 * key it does not give has no default, whatever the workflow's gives.
 */
export const RunDefaults = z.object({
  shell: z.nullable(WorkflowValue),
  workingDirectory: z.nullable(WorkflowValue),
});
export type RunDefaults = z.infer<typeof RunDefaults>;

/**
 * A `needs:` entry. `id` is the id of the job it names, spelled as that job's id is (GitHub matches needs
 * ignoring case: `needs: build` names job `Build`; see withNeedsResolved), or as written when it names none.
 */
export const Need = z.object({ id: z.string(), position: Position });
export type Need = z.infer<typeof Need>;

export const Job = z.object({
  id: z.string(),
  name: z.nullable(WorkflowValue),
  /** Position of the job's key under `jobs:`. */
  position: Position,
  needs: z.array(Need),
  if: Condition,
  /** `strategy:` as written (matrix, fail-fast, max-parallel); evaluated when the job's needs are done. */
  strategy: z.nullable(ValueNode),
  /** `runs-on:` as written; a Windows or macOS runner's job still runs here, with a notice. */
  runsOn: z.nullable(ValueNode),
  /** `container:` as written: no container is started here, and the job says so. */
  container: z.nullable(ValueNode),
  /** `services:` as written: no service container is started here, and the job says so. */
  services: z.nullable(ValueNode),
  env: ValueMap,
  outputs: ValueMap,
  permissions: z.nullable(ValueNode),
  continueOnError: z.union([z.boolean(), WorkflowValue]),
  /** When the job's time is up it is cancelled, as on GitHub: only steps whose `if` holds then still run. */
  timeoutMinutes: z.nullable(ValueNode),
  /** How long those steps may run once the job is cancelled (GitHub's default: 5 minutes). */
  cancelTimeoutMinutes: z.nullable(ValueNode),
  /** Its `defaults.run`; null when it has none. */
  defaults: z.nullable(RunDefaults),
  /**
   * A reusable workflow reference (`jobs.<id>.uses`). `baton run` runs a call of baton's stage workflow
   * (see stageWorkflow) and skips any other with a notice.
   */
  uses: z.nullable(z.object({ text: z.string(), position: Position })),
  /** The inputs a reusable-workflow job passes (`jobs.<id>.with`). */
  with: ValueMap,
  /** The secrets a reusable-workflow job passes (`jobs.<id>.secrets`): named, or all of them (`inherit`). */
  secrets: z.union([z.literal('inherit'), ValueMap]),
  steps: z.array(Step),
  /**
   * The job calls baton's reusable stage workflow and runs as the one stage it runs (stage-workflow.ts):
   * like any called workflow, it does not get the calling workflow's `env:`.
   */
  stageWorkflow: z.optional(z.boolean()),
});
export type Job = z.infer<typeof Job>;

export const DispatchInput = z.object({
  name: z.string(),
  type: z.enum(['string', 'choice', 'boolean', 'environment', 'number']),
  required: z.boolean(),
  default: z.nullable(z.union([z.string(), z.boolean(), z.number()])),
  description: z.nullable(z.string()),
  options: z.nullable(z.array(z.string())),
  position: Position,
});
export type DispatchInput = z.infer<typeof DispatchInput>;

/**
 * `on.workflow_call` as a caller meets it: the inputs it types and defaults, the secrets it takes, and the
 * outputs it gives its calling job (`value` read with the `jobs` context once its jobs are done).
 */
export const WorkflowCall = z.object({
  inputs: z.record(z.string(), DispatchInput),
  secrets: z.record(z.string(), z.object({ required: z.boolean(), position: Position })),
  outputs: ValueMap,
  /** Position of the `workflow_call` key. */
  position: Position,
});
export type WorkflowCall = z.infer<typeof WorkflowCall>;

export const Workflow = z.object({
  /** The file name messages use (`.github/workflows/fix.yml`). */
  fileName: z.string(),
  /** The file's text, for positions inside multi-line values (prompt templates). */
  source: z.string(),
  name: z.nullable(z.string()),
  /** Trigger names in file order (`workflow_dispatch`, `issues`, …) and their configuration as plain JSON. */
  on: z.record(z.string(), z.unknown()),
  /** `on.workflow_dispatch.inputs` (and `on.workflow_call.inputs`), by name. */
  inputs: z.record(z.string(), DispatchInput),
  env: ValueMap,
  permissions: z.nullable(ValueNode),
  /** Its `defaults.run`; null when it has none. */
  defaults: z.nullable(RunDefaults),
  jobs: z.array(Job),
  /** `on.workflow_call`, when the workflow can be called; absent when it cannot. */
  call: z.optional(WorkflowCall),
  /** Everything wrong with the file: schema errors, invalid expressions, unknown needs, cycles. */
  problems: z.array(Problem),
});
export type Workflow = z.infer<typeof Workflow>;
