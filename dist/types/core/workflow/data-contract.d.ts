import type { Job } from './model.js';
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
export declare function dataContractOf(job: Job): DataContract | undefined;
