import { parseDataSchemaText } from '../data-schema-text.js';
import { INPUTS } from '../names.js';
import { callsStageWorkflow, stepAction } from './baton-actions.js';
import type { Job, ValueMap } from './model.js';

/**
 * What a job's stages promise of their handoffs' `data`, from the `data-schema` its stage steps declare: for
 * the planner and `baton lint`, which refuse (or warn of) a prompt reading a key no schema declares.
 */
export interface DataContract {
  /** The declared keys: those of the job's schemas together. */
  keys: string[];
  /** Every schema sets additionalProperties to false: a handoff with another key is refused. */
  closed: boolean;
}

/**
 * The contract of a job's stages (every leg of a matrix alike), or undefined when not every step of it that
 * records a stage (the root action, capture, or the call of baton's stage workflow) declares a literal schema
 * that a stage would take: then what its data holds is not known before the run.
 */
export function dataContractOf(job: Job): DataContract | undefined {
  // A job is read, never changed, once parsed: its contract is worked out once however many prompts read it.
  if (contracts.has(job)) return contracts.get(job);
  const contract = contractOf(job);
  contracts.set(job, contract);
  return contract;
}

const contracts = new WeakMap<Job, DataContract | undefined>();

function contractOf(job: Job): DataContract | undefined {
  const givens: ValueMap[] = callsStageWorkflow(job)
    ? [job.with]
    : job.steps
        .filter((step) => {
          const action = stepAction(step);
          return action.kind === 'baton' && (action.action === 'stage' || action.action === 'capture');
        })
        .map((step) => step.with);
  if (givens.length === 0) return undefined;
  const keys = new Set<string>();
  let closed = true;
  for (const given of givens) {
    const value = given[INPUTS.dataSchema];
    if (value === undefined || value.expression !== null || value.text.trim() === '') return undefined;
    try {
      const schema = parseDataSchemaText(value.text);
      for (const key of Object.keys(schema.properties)) keys.add(key);
      closed &&= !schema.additionalProperties;
    } catch {
      // A schema the step would refuse is said as such (invalid-input); what it declares is not known.
      return undefined;
    }
  }
  return { keys: [...keys], closed };
}
